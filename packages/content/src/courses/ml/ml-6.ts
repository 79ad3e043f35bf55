import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ml-6',
  order: 6,
  title: 'k-Nearest Neighbours and Distance-Based Learning',
  description:
    'Classify by similarity with k-NN, choose distance metrics and k, understand the role of scaling, and see why high dimensions make distances less meaningful.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Explain how k-NN classifies and regresses using neighbours',
    'Compare Euclidean, Manhattan and cosine distance',
    'Choose k and break ties deterministically',
    'Explain the curse of dimensionality and fast neighbour search',
  ],
  lesson: `## Learning by similarity

**k-nearest neighbours (k-NN)** is the simplest useful learner: to classify a new point, find the \`k\` training examples closest to it and let them **vote**. For regression, average their target values. There is no training beyond storing the data; all the work happens at prediction time, so k-NN is called a **lazy** or instance-based learner.

\`\`\`python
from sklearn.neighbors import KNeighborsClassifier
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

knn = make_pipeline(StandardScaler(), KNeighborsClassifier(n_neighbors=5))
knn.fit(X_train, y_train)
knn.predict(X_test)
\`\`\`

## Distance metrics

- **Euclidean**: \`sqrt(Σ (ai - bi)²)\`, straight-line distance, the default. When only the *ranking* of neighbours matters, you can compare **squared** distances and skip the square root, which keeps integer inputs exact.
- **Manhattan**: \`Σ |ai - bi|\`, grid-like distance, more robust to single large differences.
- **Cosine distance**: \`1 - cos(angle)\`, which compares directions and ignores magnitude; standard for text and embedding vectors.

Because distances add up across features, a feature measured in thousands swamps one measured in fractions. **Scaling** (standardisation or min-max) is essential for k-NN, hence the pipeline above.

## Choosing k

- \`k = 1\` follows every training point: very flexible, sensitive to noise (low bias, high variance).
- Large \`k\` smooths the decision boundary but blurs real structure (high bias, low variance); \`k = n\` always predicts the majority class.

Choose \`k\` by cross-validation. Voting can tie (two neighbours of each class); libraries break ties deterministically, for example by preferring the class whose neighbour is closest or by training order, and distance-weighted voting makes ties rare.

## Costs and scaling up

Naive prediction compares the query with all \`n\` training points: O(n·d) per query, and the whole dataset must be kept in memory. **KD-trees** and **ball trees** speed this up in low dimensions. For millions of high-dimensional vectors, such as embeddings in semantic search, systems use **approximate nearest neighbour** indexes like HNSW graphs or IVF with product quantisation (FAISS, vector databases), trading a little accuracy for orders of magnitude in speed.

## The curse of dimensionality

As the number of dimensions grows, points spread out and the distance to the nearest neighbour approaches the distance to the farthest one; "near" stops meaning "similar". k-NN therefore struggles on raw high-dimensional data unless you reduce dimensions (PCA), select features, or use learned embeddings where distance is meaningful.

## Where k-NN is useful

k-NN is a strong baseline for small tabular datasets, works naturally for multi-class problems, adapts instantly to new data (just add points), and underlies recommendation ("users like you") and retrieval systems.

## Your challenge

Implement k-NN classification on integer 2-D points using squared Euclidean distance and precise tie-breaking rules, so every language gets the identical answer.
`,
  overview: {
    whatYouWillLearn: [
      'k-NN stores the training data and predicts from the k closest examples, with no real training phase.',
      'Classification takes a majority vote of neighbour labels; regression averages their targets.',
      'Small k gives flexible, noisy boundaries; large k gives smoother, more biased ones.',
      'Distances are dominated by large-scale features unless the features are scaled.',
      'In high dimensions, distances concentrate and nearest neighbours become less informative.',
      'Tree indexes and approximate nearest-neighbour search make neighbour queries fast at scale.',
    ],
    proTip:
      'Pick k by cross-validation and prefer odd values for binary problems to avoid voting ties; weighting votes by inverse distance (weights="distance") often helps when classes are unevenly spread.',
  },
  mcqs: [],
  problems: [
    {
      id: 'knn-classify',
      title: 'k-Nearest Neighbour Classification',
      description: `The first line contains \`n\`, \`m\` and \`k\`: the number of training points, the number of query points and the number of neighbours. The next \`n\` lines each contain a training point \`x y label\` (integer coordinates and a label without spaces). The next \`m\` lines each contain a query point \`x y\`.

For each query, find the \`k\` nearest training points using **squared Euclidean distance** \`(x1 - x2)^2 + (y1 - y2)^2\`. When several training points are at the same distance, the one that appears **earlier in the input** is considered nearer.

Predict the label that occurs most often among these \`k\` neighbours. If several labels tie for the most votes, choose the tied label whose nearest neighbour (in the order above) comes first. Print one predicted label per query.`,
      examples: [
        {
          input: `6 2 3
0 0 red
1 0 red
0 2 red
8 9 blue
9 8 blue
2 2 blue
1 1
8 8
`,
          output: `red
blue`,
          explanation:
            'For (1, 1) the nearest points are (1, 0) at distance 1, then (0, 0), (0, 2) and (2, 2) all at distance 2; the earlier two are chosen, so all three neighbours are red. (8, 8) is nearest to blue points.',
        },
        {
          input: `3 1 2
5 6 cat
5 3 dog
9 9 dog
5 5
`,
          output: `cat`,
          explanation:
            'With k = 2 the votes tie one to one, so the label of the single nearest neighbour (cat at distance 1) wins.',
        },
      ],
      constraints: [
        '1 <= k <= n <= 1000',
        '1 <= m <= 1000',
        '-10^4 <= coordinates <= 10^4',
        'Squared distances fit in 64-bit integers',
      ],
      testCases: [
        {
          input: `6 2 3
0 0 red
1 0 red
0 2 red
8 9 blue
9 8 blue
2 2 blue
1 1
8 8
`,
          expectedOutput: `red
blue`,
          hidden: false,
        },
        {
          input: `3 1 2
5 6 cat
5 3 dog
9 9 dog
5 5
`,
          expectedOutput: `cat`,
          hidden: false,
        },
        {
          input: `1 1 1
0 0 only
10000 -10000
`,
          expectedOutput: `only`,
          hidden: true,
        },
        {
          input: `4 1 2
1 0 a
0 1 b
-1 0 c
0 -1 d
0 0
`,
          expectedOutput: `a`,
          hidden: true,
        },
        {
          input: `5 3 5
0 0 x
10 10 y
20 20 y
30 30 x
40 40 z
0 0
40 40
25 25
`,
          expectedOutput: `x
x
y`,
          hidden: true,
        },
        {
          input: `6 2 4
2 0 b
0 2 a
-2 0 a
0 -2 b
5 5 c
6 6 c
0 0
6 5
`,
          expectedOutput: `b
c`,
          hidden: true,
        },
        {
          input: `4 2 3
-10000 -10000 far
10000 10000 far
0 0 mid
1 1 mid
-9999 -9999
3 3
`,
          expectedOutput: `mid
mid`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys
data = sys.stdin.read().split('\\n')
n, m, k = map(int, data[0].split())
train = []
for i in range(n):
    x, y, lab = data[1 + i].split()
    train.append((int(x), int(y), lab))
out = []
for j in range(m):
    qx, qy = map(int, data[1 + n + j].split())
    order = sorted(range(n), key=lambda i: ((train[i][0] - qx) ** 2 + (train[i][1] - qy) ** 2, i))[:k]
    votes = {}
    first = {}
    for rank, i in enumerate(order):
        lab = train[i][2]
        votes[lab] = votes.get(lab, 0) + 1
        first.setdefault(lab, rank)
    best = max(votes.values())
    out.append(min((first[l], l) for l in votes if votes[l] == best)[1])
print('\\n'.join(out))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, m, k, mode = int(args[0]), int(args[1]), int(args[2]), args[3]
random.seed(' '.join(args))
labels = ['red', 'blue', 'green', 'Red', 'a1']
def coord():
    if mode == 'grid':
        return random.randint(-3, 3)
    if mode == 'extreme':
        return random.choice([-10**4, 10**4, random.randint(-10**4, 10**4)])
    return random.randint(-10**4, 10**4)
print(n, m, k)
for _ in range(n):
    print(coord(), coord(), random.choice(labels))
for _ in range(m):
    print(coord(), coord())
`,
        tests: [
          { args: '1000 1000 7 random', label: 'n = 1,000, m = 1,000, k = 7' },
          { args: '1000 1000 10 grid', label: 'n = 1,000, m = 1,000, many equal distances' },
          { args: '1000 300 1000 extreme', label: 'n = 1,000, k = n, extreme coordinates' },
          { args: '1000 1000 1 grid', label: 'n = 1,000, k = 1, many equal distances' },
          { args: '1 1 1 extreme', label: 'n = 1' },
          { args: '40 50 4 grid', label: 'n = 40, k = 4, ties' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
n, m, k = map(int, lines[0].split(' '))
assert 1 <= k <= n <= 1000 and 1 <= m <= 1000, 'n, m or k out of range'
assert len(lines) == 1 + n + m, 'expected n + m point lines'
INT = re.compile(r'-?[0-9]+')
for i in range(1, 1 + n):
    x, y, lab = lines[i].split(' ')
    assert INT.fullmatch(x) and INT.fullmatch(y) and lab, 'bad training point'
    assert -10**4 <= int(x) <= 10**4 and -10**4 <= int(y) <= 10**4, 'coordinate out of range'
for i in range(1 + n, 1 + n + m):
    x, y = lines[i].split(' ')
    assert INT.fullmatch(x) and INT.fullmatch(y), 'bad query'
    assert -10**4 <= int(x) <= 10**4 and -10**4 <= int(y) <= 10**4, 'coordinate out of range'
`,
        wrongSolutions: [
          {
            name: 'vote-tie-alphabetical',
            language: 'python3',
            mustFail: 'WA',
            why: 'Breaks a tie in the vote alphabetically instead of by the label whose nearest neighbour comes first',
            source: `import sys
data = sys.stdin.read().split('\\n')
n, m, k = map(int, data[0].split())
train = []
for i in range(n):
    x, y, lab = data[1 + i].split()
    train.append((int(x), int(y), lab))
out = []
for j in range(m):
    qx, qy = map(int, data[1 + n + j].split())
    order = sorted(range(n), key=lambda i: ((train[i][0] - qx) ** 2 + (train[i][1] - qy) ** 2, i))[:k]
    votes = {}
    for i in order:
        votes[train[i][2]] = votes.get(train[i][2], 0) + 1
    best = max(votes.values())
    out.append(min(l for l in votes if votes[l] == best))
print('\\n'.join(out))
`,
          },
          {
            name: 'distance-tie-later-first',
            language: 'python3',
            mustFail: 'WA',
            why: 'Among training points at equal distance takes the later one first, not the earlier one',
            source: `import sys
data = sys.stdin.read().split('\\n')
n, m, k = map(int, data[0].split())
train = []
for i in range(n):
    x, y, lab = data[1 + i].split()
    train.append((int(x), int(y), lab))
out = []
for j in range(m):
    qx, qy = map(int, data[1 + n + j].split())
    order = sorted(range(n), key=lambda i: ((train[i][0] - qx) ** 2 + (train[i][1] - qy) ** 2, -i))[:k]
    votes = {}
    first = {}
    for rank, i in enumerate(order):
        lab = train[i][2]
        votes[lab] = votes.get(lab, 0) + 1
        first.setdefault(lab, rank)
    best = max(votes.values())
    out.append(min((first[l], l) for l in votes if votes[l] == best)[1])
print('\\n'.join(out))
`,
          },
        ],
      },
    },
  ],
};
