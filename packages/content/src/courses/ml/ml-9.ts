import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ml-9',
  order: 9,
  title: 'Unsupervised Learning: Clustering and Dimensionality Reduction',
  description:
    'Discover structure without labels using k-means, hierarchical clustering and DBSCAN, and compress data with PCA and visualise it with t-SNE and UMAP.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Run and explain the k-means algorithm and its assumptions',
    'Compare k-means with hierarchical clustering and DBSCAN',
    'Evaluate clusters with inertia, the elbow method and silhouette scores',
    'Reduce dimensions with PCA and visualise with t-SNE or UMAP',
  ],
  lesson: `## Learning without labels

Most data is unlabelled. **Unsupervised learning** finds structure in it: groups of similar customers, a compact representation of thousands of features, or unusual points that may be fraud. There is no ground truth to score against, so interpretation and domain knowledge matter more than in supervised learning.

## k-means

**k-means** partitions data into \`k\` clusters, each represented by its **centroid** (mean):

1. Initialise \`k\` centroids (k-means++ picks well-spread starting points).
2. **Assign** every point to its nearest centroid.
3. **Update** each centroid to the mean of its assigned points.
4. Repeat until assignments stop changing.

Each iteration can only lower the **inertia** (the sum of squared distances from points to their centroids), so the algorithm converges, but possibly to a local optimum; run it several times (\`n_init\`) and keep the best.

\`\`\`python
from sklearn.cluster import KMeans
km = KMeans(n_clusters=4, n_init=10, random_state=0).fit(X_scaled)
km.labels_, km.cluster_centers_, km.inertia_
\`\`\`

k-means assumes clusters that are roughly **spherical**, similar in size and density, and it needs \`k\` in advance. It struggles with elongated or nested shapes and with outliers, which pull centroids away.

## Choosing k and judging clusters

- **Elbow method**: plot inertia against \`k\` and look for the point where improvement flattens.
- **Silhouette score**: for each point, compares the mean distance to its own cluster with the distance to the nearest other cluster; ranges from -1 to 1, higher is better.
- Most importantly: are the clusters **useful** and interpretable for the business question?

## Other clustering methods

- **Hierarchical (agglomerative) clustering** starts with every point alone and repeatedly merges the two closest clusters, producing a **dendrogram** you can cut at any level. Linkage (single, complete, average, Ward) defines "closest".
- **DBSCAN** groups points that have at least \`min_samples\` neighbours within radius \`eps\`. It finds clusters of **arbitrary shape**, does not need \`k\`, and labels isolated points as **noise**, but struggles when densities vary; HDBSCAN relaxes that.
- **Gaussian mixture models** give soft, probabilistic assignments with elliptical clusters.

## Dimensionality reduction with PCA

**Principal component analysis** finds orthogonal directions (principal components) along which the data varies most, and projects onto the first few. It is computed from the covariance matrix or, in practice, the singular value decomposition of the centred data.

\`\`\`python
from sklearn.decomposition import PCA
pca = PCA(n_components=0.95)          # keep 95% of the variance
Z = pca.fit_transform(X_scaled)
pca.explained_variance_ratio_
\`\`\`

Uses include compression, noise reduction, speeding up later models, removing correlated features, and 2-D plots. PCA is linear and sensitive to scaling, so standardise first.

## Visualisation with t-SNE and UMAP

**t-SNE** and **UMAP** are non-linear methods that place points in 2-D so that **neighbours stay neighbours**. They reveal clusters in embeddings and images beautifully, but distances between far-apart clusters and cluster sizes in the plot are **not** meaningful, and results depend on hyperparameters (perplexity, number of neighbours). Use them to explore, not to measure.

## Anomaly detection

Unsupervised methods also flag outliers: points far from every centroid, DBSCAN noise, or specialised models such as Isolation Forest, which isolates anomalies with few random splits.
`,
  overview: {
    whatYouWillLearn: [
      'k-means alternates between assigning points to the nearest centroid and moving centroids to the mean of their points.',
      'k-means assumes roughly spherical clusters of similar size and needs k chosen in advance.',
      'DBSCAN finds arbitrarily shaped dense clusters and labels sparse points as noise.',
      'Hierarchical clustering builds a tree of merges that can be cut at any level.',
      'PCA projects data onto orthogonal directions of maximum variance.',
      't-SNE and UMAP preserve local neighbourhoods for visualisation but distort global distances.',
    ],
    proTip:
      'Run k-means with several initialisations (n_init) and k-means++ seeding, and always scale features first; otherwise the feature with the largest units decides the clusters on its own.',
  },
  mcqs: [
    {
      question: 'What are the two alternating steps of k-means?',
      options: {
        A: 'Merge the two closest clusters; recompute the linkage distances',
        B: 'Assign points to the nearest centroid; move centroids to the mean',
        C: 'Grow clusters from dense core points; label all other points as noise',
        D: 'Compute soft membership probabilities; refit each Gaussian',
      },
      correct: 'B',
      explanation:
        'k-means alternates assignment and update until assignments stop changing. Merging is agglomerative clustering, core points are DBSCAN, soft memberships are Gaussian mixtures.',
    },
    {
      question: 'Why is k-means usually run several times with different initialisations?',
      options: {
        A: 'Each run tries a different k',
        B: 'A single run never converges',
        C: 'Its result depends on where the centroids start',
        D: 'The runs are averaged together',
      },
      correct: 'C',
      explanation:
        'Each run converges, but possibly to a local optimum; n_init runs with different starts and the one with the lowest inertia is kept, not averaged.',
    },
    {
      question: 'Which data shape is hardest for k-means?',
      options: {
        A: 'Spherical blobs',
        B: 'Round, equal-density clusters',
        C: 'Three compact clusters',
        D: 'Two interleaved crescent moons',
      },
      correct: 'D',
      explanation:
        'k-means assumes compact, roughly spherical clusters around centroids of similar size. Crescents are non-convex, so nearest-centroid boundaries cut across them; DBSCAN handles them.',
    },
    {
      question: 'What does DBSCAN do with isolated points in sparse regions?',
      options: {
        A: "Assigns them to the nearest cluster's core",
        B: 'Labels them as noise, outside any cluster',
        C: 'Creates a one-point cluster for each of them',
        D: 'Drops them from the dataset before clustering',
      },
      correct: 'B',
      explanation:
        'Points that are not within eps of enough neighbours and not reachable from any core point are labelled noise (-1 in scikit-learn). They stay in the data, unassigned.',
    },
    {
      question: 'What does a silhouette score close to 1 indicate?',
      options: {
        A: 'Points sit much closer to their own cluster than to the next',
        B: 'Clusters overlap heavily, so k should be lowered',
        C: 'Points lie about equally close to two clusters, on the borders',
        D: 'Nearly all the points form one cluster, so k = 1 fits',
      },
      correct: 'A',
      explanation:
        'The silhouette ranges from -1 to 1; values near 1 mean tight, well-separated clusters. Values near 0 mean points on borders, negative values suggest wrong assignments.',
    },
    {
      question: 'What does PCA find?',
      options: {
        A: 'Directions that best separate the labelled classes',
        B: 'Orthogonal directions along which the data varies most',
        C: 'Groups of correlated rows that form clusters in the data',
        D: 'Independent, non-Gaussian source signals in the data',
      },
      correct: 'B',
      explanation:
        'Principal components are orthogonal directions of maximum variance; projecting onto the first few keeps as much variance as possible. Class separation is LDA; independent sources are ICA.',
    },
    {
      question: 'Why should features be standardised before PCA?',
      options: {
        A: 'PCA only accepts input values between 0 and 1',
        B: 'Standardising makes the principal components non-linear',
        C: 'Large-unit features would dominate the variance',
        D: 'Without it, PCA would not centre the data first',
      },
      correct: 'C',
      explanation:
        'PCA maximises variance, which depends on units: a feature in metres-squared would swamp one in years. PCA centres the data itself, but does not rescale it.',
    },
    {
      question: 'Which statement about t-SNE and UMAP plots is correct?',
      options: {
        A: 'Distances between far-apart clusters are faithful',
        B: 'Cluster sizes in the plot match the true spreads of the clusters',
        C: 'They are linear projections (like PCA), only faster',
        D: 'Local neighbourhoods are kept; global distances can mislead',
      },
      correct: 'D',
      explanation:
        'These methods prioritise keeping neighbours close and distort large-scale geometry; results also depend on perplexity or neighbour count. Use them to explore, not to measure.',
    },
    {
      question: 'What does a dendrogram show in hierarchical clustering?',
      options: {
        A: 'The order of merges and the distance at which each happened',
        B: 'The loss after each iteration',
        C: 'The density of points around each core sample',
        D: "Each point's distance to its assigned centroid",
      },
      correct: 'A',
      explanation:
        'Agglomerative clustering merges the two closest clusters repeatedly; cutting the dendrogram at a height yields a particular number of clusters.',
    },
    {
      question: 'How does the elbow method choose k for k-means?',
      options: {
        A: 'Pick the k that has the lowest inertia overall',
        B: 'Pick k where the silhouette score first drops below 0',
        C: 'Pick the k at which inertia starts to rise again',
        D: 'Pick k where inertia stops falling steeply',
      },
      correct: 'D',
      explanation:
        'Inertia always decreases as k grows (k = n gives 0), so the minimum is useless and it never rises; the elbow is where extra clusters stop buying much improvement.',
    },
    {
      question: 'What does PCA(n_components=0.95) keep?',
      options: {
        A: '95% of the original features, chosen by their variance',
        B: 'Only the components whose variance ratio is above 0.95',
        C: 'Enough components to explain 95% of the variance',
        D: 'All rows except the 5% with the worst reconstruction',
      },
      correct: 'C',
      explanation:
        'A float between 0 and 1 asks for the smallest number of components whose cumulative explained variance reaches that share. Components are new directions, not a subset of the original features.',
    },
    {
      question: 'Why does an Isolation Forest flag a point as anomalous?',
      options: {
        A: 'It ends up in the deepest leaves of the random trees',
        B: 'Random splits isolate it in fewer steps than normal points',
        C: 'It was labelled as fraud in the training data it learned from',
        D: 'Its distance to the nearest k-means centroid is the largest',
      },
      correct: 'B',
      explanation:
        'Anomalies are few and different, so random axis-aligned splits separate them quickly: a short average path length means a high anomaly score. No labels are needed.',
    },
  ],
  problems: [],
};
