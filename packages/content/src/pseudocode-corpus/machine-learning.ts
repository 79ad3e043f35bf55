import type { CorpusEntry } from './types';

export const machineLearningCorpus: readonly CorpusEntry[] = [
  {
    problemId: 'ml-pseudo-knn',
    answers: [
      {
        kind: 'correct',
        style: 'terse',
        text: `predict(x, train, k):
  scale the features (min-max ranges from the training set) for x and every training row
  d = [(euclidean(x, xi), yi) for (xi, yi) in train]
  nearest = the k pairs with the smallest distance
  votes = count of each label in nearest
  if several labels share the top vote: return the tied label of the closest neighbour
  return the label with the most votes`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `1. Standardise the features using the mean and standard deviation of the training set, and apply the same transformation to the new example, so that a large-range feature like income does not dominate.
2. For every training example compute the Euclidean distance to the new example: the square root of the sum of squared differences of the features.
3. Sort the training examples by that distance (or keep a max-heap of size k) and take the k closest.
4. Count how many of those k neighbours belong to each class.
5. Predict the class with the most votes.
6. If two classes tie, break the tie by choosing the class whose neighbours have the smaller total distance; if that still ties, use the label of the single nearest neighbour.`,
      },
      {
        kind: 'correct',
        style: 'math notation',
        text: `for each labelled point p: gap[p] = sqrt(sum over j of (query_j - p_j)^2), after rescaling every feature to 0..1 using the training ranges
closest = the k points with the lowest gap
tally the labels among closest; answer the most common label
a draw between labels -> pick the label of the nearest point among the drawn labels`,
      },
      {
        kind: 'partial',
        style: 'no tie rule',
        missing: 'tie rule when two classes get the same number of votes',
        text: `1. For each training example, compute the Euclidean distance between its (scaled) features and the new example's features.
2. Sort the examples by distance, ascending.
3. Take the first k examples.
4. Count the labels among them and return the label that appears most often.`,
      },
      {
        kind: 'partial',
        style: 'unscaled',
        missing: 'feature scaling so one large feature does not dominate',
        text: `1. distances = []
2. for each (features, label) in the training set: distances.append((euclidean(features, query), label))
3. sort distances ascending and keep the first k
4. count the votes per label; on a tie, use the label of the nearest one among the tied labels
5. return the winning label`,
      },
    ],
  },
];
