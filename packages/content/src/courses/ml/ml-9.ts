import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ml-9',
  order: 9,
  title: 'Unsupervised Learning: Clustering and Dimensionality Reduction',
  description: 'Discover structure without labels using k-means, hierarchical clustering and DBSCAN, and compress data with PCA and visualise it with t-SNE and UMAP.',
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
    proTip: 'Run k-means with several initialisations (n_init) and k-means++ seeding, and always scale features first; otherwise the feature with the largest units decides the clusters on its own.',
  },
  mcqs: [
    {
      question: 'What are the two alternating steps of k-means?',
      options: {
        A: 'Split and prune',
        B: 'Assign points to the nearest centroid, then move each centroid to the mean of its points',
        C: 'Sort and merge',
        D: 'Forward pass and backward pass',
      },
      correct: 'B',
      explanation: 'k-means alternates assignment and update until assignments stabilise.',
    },
    {
      question: 'Why is k-means usually run several times with different initialisations?',
      options: {
        A: 'It can converge to a local optimum that depends on the starting centroids',
        B: 'Each run uses a different k',
        C: 'It never converges in one run',
        D: 'To compute the silhouette score',
      },
      correct: 'A',
      explanation: 'Keeping the lowest-inertia run reduces the chance of a poor local optimum.',
    },
    {
      question: 'Which data shape is hardest for k-means?',
      options: {
        A: 'Well-separated spherical blobs',
        B: 'Clusters of equal size',
        C: 'Two interleaved crescent moons',
        D: 'Data with three features',
      },
      correct: 'C',
      explanation: 'k-means assumes convex, roughly spherical clusters around centroids.',
    },
    {
      question: 'What does DBSCAN do with isolated points in sparse regions?',
      options: {
        A: 'Assigns them to the nearest cluster',
        B: 'Creates a new cluster for each',
        C: 'Removes them from the dataset permanently',
        D: 'Labels them as noise',
      },
      correct: 'D',
      explanation: 'Points that are not density-reachable from any core point are noise.',
    },
    {
      question: 'What does a silhouette score close to 1 indicate?',
      options: {
        A: 'Points are much closer to their own cluster than to the nearest other cluster',
        B: 'Clusters overlap heavily',
        C: 'k is too large',
        D: 'The data has no structure',
      },
      correct: 'A',
      explanation: 'High silhouette values mean tight, well-separated clusters.',
    },
    {
      question: 'What does PCA find?',
      options: {
        A: 'The most frequent values of each feature',
        B: 'Clusters in the data',
        C: 'Orthogonal directions of maximum variance to project the data onto',
        D: 'The best decision threshold',
      },
      correct: 'C',
      explanation: 'Principal components capture as much variance as possible in few dimensions.',
    },
    {
      question: 'Why should features be standardised before PCA?',
      options: {
        A: 'PCA only accepts values between 0 and 1',
        B: 'Otherwise features with large units dominate the variance and the components',
        C: 'Standardisation removes the need for SVD',
        D: 'It makes PCA non-linear',
      },
      correct: 'B',
      explanation: 'PCA maximises variance, which is scale-dependent.',
    },
    {
      question: 'Which statement about t-SNE and UMAP plots is correct?',
      options: {
        A: 'Distances between far-apart clusters are faithful',
        B: 'Cluster sizes in the plot match real cluster sizes',
        C: 'They are linear projections like PCA',
        D: 'They preserve local neighbourhoods, but global distances and sizes can be misleading',
      },
      correct: 'D',
      explanation: 'These methods prioritise keeping neighbours close, distorting large-scale geometry.',
    },
    {
      question: 'What does a dendrogram show in hierarchical clustering?',
      options: {
        A: 'The sequence of cluster merges and the distances at which they happened',
        B: 'The loss over training epochs',
        C: 'The decision boundary',
        D: 'The feature importances',
      },
      correct: 'A',
      explanation: 'Cutting the dendrogram at a height yields a particular number of clusters.',
    },
  ],
  problems: [],
};
