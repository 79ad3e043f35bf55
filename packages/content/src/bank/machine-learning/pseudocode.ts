import type { PseudocodeProblem } from '@app/shared/content.schemas';

export const easyPseudocode: PseudocodeProblem[] = [
  {
    id: 'ml-pseudo-knn',
    title: 'k-Nearest Neighbours Prediction',
    description: `Write pseudocode for predicting the class of a new example with k-nearest neighbours, given a
labelled training set of numeric feature vectors and a value of k.`,
    requirements: [
      'Use a distance measure between feature vectors.',
      'Vote among the k closest training examples.',
      'Define what happens on a tie.',
    ],
    examples: [
      {
        scenario: 'k = 3; the three nearest labels are cat, dog, cat.',
        expectedApproach: 'The prediction is cat.',
      },
      {
        scenario: 'Features are age (0-100) and income (0-200000).',
        expectedApproach: 'Scale the features first so income does not dominate the distance.',
      },
    ],
    evaluationCriteria: [
      'Distance computation',
      'Selecting the k smallest',
      'Majority vote with a tie rule',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Compute the distance from the query to every training example',
          weight: 3,
          accept: [
            'euclidean',
            'distance every',
            'distance each',
            'compute distance',
            'sqrt sum',
            'manhattan',
            'distance to each',
            'distance to all',
          ],
        },
        {
          idea: 'Sort by distance or keep the k nearest',
          weight: 3,
          accept: ['sort distance', 'k smallest', 'k nearest', 'k closest', 'nearest k'],
        },
        {
          idea: 'Count the labels of the k neighbours and return the most frequent',
          weight: 3,
          accept: ['majority', 'most frequent', 'most common', 'count votes', 'vote'],
        },
        {
          idea: 'Scale features before computing distances',
          weight: 1,
          accept: [
            'scale',
            'rescale',
            'normalize',
            'normalise',
            'standardize',
            'standardise',
            'min max scaling',
            'z score',
          ],
        },
      ],
      edgeCases: [
        { case: 'Tie in the vote', accept: ['tie'] },
        {
          case: 'k larger than the training set',
          accept: ['k larger', 'k greater', 'fewer than k', 'more than n'],
        },
      ],
      pitfalls: [
        {
          mistake:
            'The neighbours are the k training examples with the smallest distances; sorting in descending order or keeping the largest distances votes with the k least similar examples.',
          patterns: [
            'sort distance descend',
            'order distance descend',
            'sort descend distance',
            'sort ascend last k',
            'sort distance last k',
            'sort distance max min',
            'order distance max min',
            'sort distance revers',
            'sort revers true',
            'sorted revers',
          ],
        },
        {
          mistake:
            'The prediction is the label with the most votes among the k neighbours; the least frequent label is the one the neighbourhood supports least.',
          patterns: [
            'return min vote',
            'return min common',
            'return min frequent',
            'return min count',
            'min vote label',
            'min common label',
            'min frequent label',
            'label min vote',
            'return rarest',
            'rarest label',
            'min often',
            'label appear min',
          ],
        },
        {
          mistake:
            'The query must be scaled with the same training statistics as the examples; measuring distances from an unscaled query to scaled examples compares values on different scales.',
          patterns: [
            'query unscaled',
            'distance raw query',
            'distance original query',
            'distance unscaled query',
          ],
        },
      ],
      modelAnswer: `1. scale or normalize every feature using training statistics
2. if k is larger than the number of training examples (fewer than k): set k = n
3. for each training example: compute distance (euclidean) to the query
4. sort the examples by distance and keep the k nearest
5. count votes: for each of the k neighbours add 1 to its label's count
6. if there is a tie between labels: choose the label of the nearest neighbour among them
7. return the majority (most frequent) label`,
    },
  },
  {
    id: 'ml-pseudo-train-eval',
    title: 'Honest Train / Validation / Test Workflow',
    description: `You must choose the regularisation strength of a classifier and then report how well it will do in
production. Write pseudocode for the full workflow from a labelled dataset to the final reported
score, avoiding any leakage of test information.`,
    requirements: [
      'Split the data before any fitting.',
      'Choose the hyperparameter without looking at the test set.',
      'Report the final score once.',
    ],
    examples: [
      {
        scenario: 'Candidate strengths 0.01, 0.1 and 1.',
        expectedApproach:
          'Train one model per value on the training set and keep the one with the best validation score.',
      },
      {
        scenario: 'Features need standardising.',
        expectedApproach:
          'Fit the scaler on the training set only and apply it to validation and test data.',
      },
    ],
    evaluationCriteria: [
      'Shuffled split into three sets',
      'Selection on validation only',
      'Single final test evaluation',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Shuffle and split into training, validation and test sets',
          weight: 3,
          accept: [
            'shuffle split',
            'split train validation test',
            'split 70',
            'train validation test',
          ],
        },
        {
          idea: 'Fit preprocessing on the training set only',
          weight: 2,
          accept: [
            'fit scaler train',
            'scaler training only',
            'fit training only',
            'statistics training',
          ],
        },
        {
          idea: 'Train one model per hyperparameter value and compare on validation',
          weight: 3,
          accept: ['each hyperparameter', 'each value', 'each candidate', 'validation score'],
        },
        {
          idea: 'Evaluate the chosen model once on the test set',
          weight: 2,
          accept: ['test once', 'evaluate test', 'final test', 'report test'],
        },
      ],
      edgeCases: [
        {
          case: 'Class imbalance: stratified split',
          accept: ['stratif', 'class proportion', 'class balance'],
        },
        {
          case: 'Small dataset: use cross-validation',
          accept: ['cross validation', 'cross-validation', 'k fold', 'k-fold'],
        },
      ],
      pitfalls: [
        {
          mistake:
            'Fitting the scaler (or any preprocessing such as resampling or feature selection) on the whole dataset lets the held-out statistics leak into training; fit it on the training split only and apply it to the others.',
          patterns: [
            'fit scaler whole',
            'fit scaler entire',
            'fit scaler full',
            'scale whole dataset',
            'scale entire dataset',
            'standardi whole',
            'standardi entire',
            'normaliz whole',
            'normaliz entire',
            'normalis whole',
            'normalis entire',
            'standardi full dataset',
            'normaliz full dataset',
            'normalis full dataset',
            'scale full dataset',
            'oversampl whole',
            'oversampl entire',
            'smote whole',
            'smote entire',
            'feature selection whole',
            'feature selection entire',
            'select features whole',
            'select features entire',
            'imput whole',
            'imput entire',
          ],
        },
        {
          mistake:
            'Every candidate fits its training data better as regularisation weakens, so the training score always favours the weakest setting; compare candidates on data the model was not trained on (the validation set).',
          patterns: [
            'best training score',
            'best train score',
            'best training accuracy',
            'best train accuracy',
            'highest training score',
            'highest train score',
            'highest training accuracy',
            'highest train accuracy',
            'max training score',
            'max training accuracy',
            'lowest training loss',
            'min training loss',
            'min train loss',
          ],
        },
        {
          mistake:
            'Oversampling (or any resampling) happens after the split and on the training part only; duplicating rows before the split puts copies of the same rows into validation and test, which then no longer measure unseen data.',
          patterns: [
            'oversampl before split',
            'oversampl then split',
            'upsampl before split',
            'upsampl then split',
            'resampl before split',
            'resampl then split',
            'smote before split',
            'smote then split',
          ],
        },
      ],
      modelAnswer: `1. shuffle the data and split it into train / validation / test (70/15/15), stratified by class
2. if the dataset is small: use k-fold cross validation on train + validation instead of one split
3. fit the scaler on the training set only; transform train, validation and test with it
4. for each candidate value of the regularisation strength:
5.   train a model on the training set
6.   compute its validation score
7. choose the value with the best validation score; optionally retrain on train + validation
8. evaluate the final model on the test set once and report the test score`,
    },
  },
];

export const mediumPseudocode: PseudocodeProblem[] = [
  {
    id: 'ml-pseudo-kmeans',
    title: 'k-Means Clustering to Convergence',
    description: `Write pseudocode for the full k-means algorithm on n points in d dimensions: initialisation,
the repeated steps and the stopping rule. It must terminate and behave sensibly in corner cases.`,
    requirements: [
      'Choose initial centroids.',
      'Alternate assignment and update steps.',
      'Stop when the clustering stops changing or after a maximum number of iterations.',
    ],
    examples: [
      {
        scenario: 'Two well-separated blobs and k = 2.',
        expectedApproach:
          'After a few iterations each centroid sits at the centre of one blob and assignments stop changing.',
      },
      {
        scenario: 'A centroid ends up with no points.',
        expectedApproach: 'Re-seed it, for example at the point farthest from its centroid.',
      },
    ],
    evaluationCriteria: [
      'Correct assignment and update',
      'Convergence test and iteration cap',
      'Empty-cluster handling',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Initialise k centroids (random points or k-means++)',
          weight: 2,
          accept: [
            'k-means++',
            'kmeans++',
            'random points',
            'initial centroids',
            'initialize centroids',
            'initialise centroids',
          ],
        },
        {
          idea: 'Assign each point to its nearest centroid',
          weight: 3,
          accept: ['nearest centroid', 'closest centroid', 'assign each point'],
        },
        {
          idea: 'Move each centroid to the mean of its points',
          weight: 3,
          accept: ['mean', 'average'],
        },
        {
          idea: 'Stop when assignments do not change or after max iterations',
          weight: 2,
          accept: ['no change', 'not change', 'unchanged', 'max iterations', 'converge'],
        },
      ],
      edgeCases: [
        { case: 'Empty cluster', accept: ['empty cluster', 'no points', 're-seed', 'reseed'] },
        {
          case: 'k larger than the number of points',
          accept: ['k larger', 'k greater', 'fewer points', 'more than n'],
        },
      ],
      pitfalls: [
        {
          mistake:
            'Each point belongs to the cluster of its nearest centroid; assigning it to the farthest one makes the clusters meaningless and the algorithm never settles.',
          patterns: [
            'assign each point farthest',
            'assign every point farthest',
            'assign all points farthest',
            'assign each point furthest',
            'assign each point max distance',
            'assign each point largest distance',
            'assign each point most distant',
            'argmax dist',
            'argmax distance',
          ],
        },
        {
          mistake:
            'The centroids are initialised once; drawing new random centroids in every iteration throws away the progress of the previous one and prevents convergence.',
          patterns: [
            'each iteration random centroid',
            'every iteration random centroid',
            'each iteration initiali',
            'every iteration initiali',
            'each iteration reinitiali',
            'every iteration reinitiali',
            'each iteration pick random',
            'every iteration pick random',
            'loop random centroid',
            'repeat initiali centroid',
            'repeat pick random centroid',
          ],
        },
        {
          mistake:
            'Deleting a cluster that lost all its points leaves fewer than k clusters; re-seed its centroid instead (for example at the point farthest from its centroid) so that k clusters remain.',
          patterns: [
            'empty cluster remov',
            'empty remov cluster',
            'empty cluster discard',
            'empty cluster drop',
            'empty cluster delet',
            'empty centroid remov',
            'empty cluster decrement k',
            'empty k = k - 1',
            'empty k -= 1',
          ],
        },
        {
          mistake:
            'K-means has converged when the assignments no longer change; stopping when they did change ends the loop on the first iteration, before any centroid has moved.',
          patterns: [
            'assign != stop',
            'label != stop',
            '!= old stop',
            '!= previous stop',
            '!= last stop',
          ],
        },
        {
          mistake:
            'A centroid is the mean of all points of its cluster (their sum divided by their count); folding points in pairwise with (c + p) / 2 weights the last points far more than the first ones.',
          patterns: [
            'c + q / 2',
            'c + p / 2',
            'c + x / 2',
            'centroid + point / 2',
            'centroid + p / 2',
            'centroid + x / 2',
            'centroid + q / 2',
            'pairwise average',
          ],
        },
      ],
      modelAnswer: `1. if k is larger than the number of points (k > n): return an error
2. initialize centroids with k-means++ (or k random points)
3. repeat up to max iterations:
4.   assign each point to the nearest centroid (squared euclidean distance)
5.   if the assignments are unchanged from the last iteration: stop, converged
6.   for each cluster: set its centroid to the mean of its points
7.   if a cluster is empty (no points): re-seed its centroid at the point farthest from its centroid
8. return the centroids and the assignments`,
    },
  },
  {
    id: 'ml-pseudo-linreg-gd',
    title: 'Linear Regression with Mini-Batch Gradient Descent',
    description: `Write pseudocode that trains a linear regression model y = w . x + b with mini-batch gradient
descent on the mean squared error, including data preparation and a stopping rule.`,
    requirements: [
      'Shuffle and iterate over mini-batches every epoch.',
      'Compute the MSE gradients for w and b.',
      'Stop when the loss stops improving or after a maximum number of epochs.',
    ],
    examples: [
      {
        scenario: 'Features on very different scales.',
        expectedApproach: 'Standardise them first so one learning rate suits every weight.',
      },
      {
        scenario: 'The loss grows each epoch.',
        expectedApproach: 'The learning rate is too high; reduce it.',
      },
    ],
    evaluationCriteria: ['Correct gradient formulas', 'Batching and shuffling', 'Stopping rule'],
    rubric: {
      ideas: [
        {
          idea: 'Initialise weights and bias (zeros or small values)',
          weight: 1,
          accept: [
            'initialize weight',
            'initialise weight',
            'init weight',
            'zero weights',
            'weights zero',
            'weights 0',
            'small random',
            'w = zero',
            'w = 0',
          ],
        },
        {
          idea: 'Shuffle each epoch and take mini-batches',
          weight: 2,
          accept: ['shuffle', 'mini-batch', 'minibatch', 'batch'],
        },
        {
          idea: 'Gradient: dw = (2/m) X^T (pred - y), db = (2/m) sum(pred - y)',
          weight: 4,
          accept: ['pred - y', 'prediction - y', 'error x', 'transpose', 'err * x', 'b - y'],
        },
        {
          idea: 'Update parameters by subtracting learning rate times gradient',
          weight: 3,
          accept: [
            'learning rate',
            'minus learning rate',
            'subtract learning rate',
            'step against gradient',
            'w - lr',
            'w - alpha',
            'w - eta',
            'b - lr',
          ],
        },
      ],
      edgeCases: [
        {
          case: 'Features on different scales: standardise',
          accept: ['standardi', 'normali', 'scale'],
        },
        {
          case: 'Loss diverging: lower the learning rate',
          accept: ['diverg', 'lower learning', 'reduce learning', 'nan', 'explod'],
        },
      ],
      pitfalls: [
        {
          mistake:
            'Gradient descent steps against the gradient: w = w - learning rate * dw; adding the gradient climbs the loss and makes it diverge.',
          patterns: [
            'w = w + lr dw',
            'w += lr dw',
            'w = w + lr grad',
            'w += lr grad',
            'w = w + learning dw',
            'w += learning dw',
            'w = w + learning grad',
            'w += learning grad',
            'w = w + alpha dw',
            'w += alpha dw',
            'w = w + alpha grad',
            'w += alpha grad',
            'w = w + eta dw',
            'w += eta dw',
            'w = w + eta grad',
            'w += eta grad',
            'b = b + lr db',
            'b += lr db',
            'b = b + lr grad',
            'b += lr grad',
            'b = b + learning db',
            'b += learning db',
            'b = b + learning grad',
            'b += learning grad',
            'b = b + alpha db',
            'b += alpha db',
            'b = b + alpha grad',
            'b += alpha grad',
            'b = b + eta db',
            'b += eta db',
            'b = b + eta grad',
            'b += eta grad',
            'add learning rate gradient',
            'add lr gradient',
            'gradient ascent',
            'plus learning rate gradient',
          ],
        },
        {
          mistake:
            'A loss that grows or becomes NaN means the steps are too large: lower the learning rate; raising it makes the divergence worse.',
          patterns: [
            'diverg increas learning',
            'nan increas learning',
            'explod increas learning',
            'loss increas increas learning',
            'loss grow increas learning',
            'loss rise increas learning',
            'diverg double learning',
            'diverg higher learning',
            'diverg greater learning',
            'nan higher learning',
            'loss grow higher learning',
            'loss increas higher learning',
            'loss increas double learning',
            'loss learning rate larger',
            'loss learning rate bigger',
            'diverg learning rate larger',
            'nan learning rate larger',
          ],
        },
        {
          mistake:
            'X and y are shuffled together with one permutation so each feature row keeps its target; shuffling them separately pairs rows with the wrong targets.',
          patterns: [
            'shuffle x shuffle y',
            'shuffle x then shuffle y',
            'shuffle x separately',
            'shuffle y separately',
            'shuffle separately',
            'shuffle independently',
            'independent shuffle',
            'separate shuffle',
            'two shuffle',
          ],
        },
      ],
      modelAnswer: `1. standardize every feature (scale to mean 0, std 1)
2. initialize weights w = 0 vector, bias b = 0
3. for epoch from 1 to max epochs:
4.   shuffle the training data
5.   for each mini-batch (X, y) of size m:
6.     pred = X w + b; error = pred - y
7.     dw = (2 / m) * X^T error; db = (2 / m) * sum(error)
8.     w = w - learning rate * dw; b = b - learning rate * db
9.   compute the epoch loss (MSE); if it is NaN or diverging: reduce learning rate and restart
10.  if the loss improved by less than a tolerance for several epochs: stop
11. return w, b`,
    },
  },
];

export const hardPseudocode: PseudocodeProblem[] = [
  {
    id: 'ml-pseudo-decision-tree',
    title: 'Building a Classification Tree (CART)',
    description: `Write pseudocode that builds a binary classification tree from numeric features using Gini impurity,
in the style of CART, and that predicts with it. Include the stopping rules that prevent the tree from
overfitting.`,
    requirements: [
      'Evaluate candidate thresholds for every feature.',
      'Choose the split that most reduces weighted impurity.',
      'Recurse with sensible stopping rules and predict by walking the tree.',
    ],
    examples: [
      {
        scenario: 'A node holds 10 cats and 0 dogs.',
        expectedApproach: 'It is pure, so it becomes a leaf predicting cat.',
      },
      {
        scenario: 'max_depth = 3 is reached.',
        expectedApproach: 'The node becomes a leaf with its majority class.',
      },
    ],
    evaluationCriteria: [
      'Gini computation and weighted split score',
      'Threshold search over sorted values',
      'Recursion, stopping rules and prediction',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Gini impurity = 1 - sum of squared class proportions',
          weight: 3,
          accept: ['gini', 'impurity'],
        },
        {
          idea: 'Try thresholds between sorted distinct values of each feature',
          weight: 3,
          accept: ['threshold', 'midpoint', 'sorted values', 'distinct values'],
        },
        {
          idea: 'Pick the split with the lowest weighted child impurity (largest gain)',
          weight: 2,
          accept: ['weighted', 'lowest impurity', 'best split', 'largest gain', 'information gain'],
        },
        {
          idea: 'Recurse on the left and right subsets',
          weight: 1,
          accept: ['recurs', 'build left', 'build right'],
        },
        {
          idea: 'Leaf predicts the majority class; predict by walking from the root',
          weight: 1,
          accept: ['majority class', 'leaf', 'walk'],
        },
      ],
      edgeCases: [
        {
          case: 'Pure node or too few samples',
          accept: ['pure', 'min samples', 'minimum samples', 'too few', 'one class'],
        },
        { case: 'Maximum depth reached', accept: ['max depth', 'maximum depth', 'depth limit'] },
        {
          case: 'No split improves impurity',
          accept: ['no split', 'no improvement', 'does not improve', 'no gain'],
        },
      ],
      pitfalls: [
        {
          mistake:
            'The best split is the one with the lowest weighted child impurity (the largest gain); keeping the highest impurity chooses the split that separates the classes worst.',
          patterns: [
            'max weighted impurity',
            'highest weighted impurity',
            'largest weighted impurity',
            'max weighted gini',
            'highest weighted gini',
            'largest weighted gini',
            'max child impurity',
            'highest child impurity',
            'max impurity split',
            'highest impurity split',
            'largest impurity split',
            'argmax impurity',
            'argmax gini',
          ],
        },
        {
          mistake:
            'Child impurities must be weighted by the share of samples in each child; a plain average lets a tiny, pure child make a useless split look perfect.',
          patterns: [
            'gini left + gini right / 2',
            'impurity left + impurity right / 2',
            'simple average',
            'plain average',
            'unweighted',
            'gini + gini / 2',
            'impurity + impurity / 2',
          ],
        },
        {
          mistake:
            'A leaf predicts the majority class of its samples; any other class contradicts most of the training examples that reached it.',
          patterns: ['leaf minority', 'leaf min common', 'leaf min frequent', 'leaf rarest'],
        },
        {
          mistake:
            'Prediction must follow the same rule as the split that built the node: left holds x[feature] <= threshold, so a value above the threshold goes right; going left on > sends every sample down the wrong branch.',
          patterns: [
            '> threshold go left',
            '> threshold going left',
            'greater threshold go left',
            '> t go left',
            '> threshold goes left',
            '> t goes left',
            'greater threshold going left',
          ],
        },
      ],
      modelAnswer: `1. function build(data, depth):
2.   if the node is pure, depth == max depth, or fewer than min samples: return a leaf with the majority class
3.   best = none
4.   for each feature: sort values; for each threshold at the midpoint of consecutive distinct values:
5.     split into left (x <= threshold) and right
6.     score = weighted gini impurity: (nL/n) * gini(left) + (nR/n) * gini(right), where gini = 1 - sum p^2
7.     keep the best split with the lowest weighted impurity
8.   if no split improves on the parent impurity (no gain): return a leaf with the majority class
9.   node.left = build(left, depth + 1); node.right = build(right, depth + 1)   // recurse
10.  return node
11. predict(x): walk from the root, going left if x[feature] <= threshold, until a leaf; return its class`,
    },
  },
  {
    id: 'ml-pseudo-early-stopping',
    title: 'Training Loop with Early Stopping and Checkpoints',
    description: `Write the training loop for a neural network that must not overfit and must survive interruptions.
It trains for many epochs, watches the validation loss, keeps the best model and can resume after a
crash.`,
    requirements: [
      'Evaluate on a validation set after every epoch.',
      'Stop after a number of epochs without improvement and restore the best weights.',
      'Save enough state to resume training.',
    ],
    examples: [
      {
        scenario: 'Validation loss: 0.50, 0.42, 0.40, 0.41, 0.43, 0.44 with patience 3.',
        expectedApproach: 'Training stops after epoch 6 and restores the epoch-3 weights.',
      },
      {
        scenario: 'The job is killed at epoch 20.',
        expectedApproach:
          'On restart it loads the last checkpoint (weights, optimiser state, epoch) and continues from epoch 21.',
      },
    ],
    evaluationCriteria: [
      'Patience counter logic',
      'Best-model tracking and restore',
      'Complete checkpoint contents',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Compute the validation loss after each epoch in evaluation mode',
          weight: 2,
          accept: ['validation loss', 'val loss', 'evaluate validation'],
        },
        {
          idea: 'Track the best validation loss and save the best weights',
          weight: 3,
          accept: ['best loss', 'best weights', 'best model', 'best validation'],
        },
        {
          idea: 'Count epochs without improvement and stop when it reaches the patience',
          weight: 3,
          accept: ['patience'],
        },
        {
          idea: 'Restore the best weights at the end',
          weight: 2,
          accept: ['restore', 'load best', 'reload best'],
        },
      ],
      edgeCases: [
        {
          case: 'Resume from a checkpoint with optimiser state and epoch',
          accept: ['checkpoint', 'resume', 'optimizer state', 'optimiser state'],
        },
        {
          case: 'Improvement smaller than a minimum delta does not count',
          accept: ['min delta', 'minimum delta', 'tolerance', 'threshold'],
        },
      ],
      pitfalls: [
        {
          mistake:
            'An improvement is a validation loss below the best so far (minus min delta): only then save the weights and reset the counter; otherwise the counter grows. Turning the comparison around keeps the worst model and stops on progress.',
          patterns: [
            'loss > best save',
            'loss > best loss best',
            'loss > best counter = 0',
            'loss > best reset',
            'loss >= best save',
            'loss < best counter + 1',
            'loss less best counter + 1',
            'loss < best increment',
            'loss less best increment',
            'loss < best counter += 1',
            'loss > best = loss',
            'loss >= best = loss',
            'loss worse best save',
            'loss worse best reset',
            'loss worse best counter = 0',
          ],
        },
        {
          mistake:
            "At the end the best weights must be restored; the last epoch's weights come after several epochs without improvement and are already overfitting.",
          patterns: [
            'restor last weights',
            'restor final weights',
            'restor latest weights',
            'return last weights',
            'return final weights',
            'return current weights',
            'return last epoch',
            'return latest weights',
            'keep final weights',
            'end keep last weights',
            'end keep last epoch',
            'end last epoch weights',
            'last checkpoint return',
            'latest checkpoint return',
            'final checkpoint return',
            'return last checkpoint',
          ],
        },
        {
          mistake:
            'One bad epoch is not a trend: the validation loss is noisy, so training stops only after patience epochs in a row without improvement, not at the first epoch that is worse.',
          patterns: [
            'loss worse stop immediately',
            'loss rise stop immediately',
            'loss rose stop immediately',
            'loss increas stop immediately',
            'loss > best stop immediately',
            'loss greater best stop immediately',
            'loss up stop immediately',
            'loss > previous stop',
            'loss greater previous stop',
            'loss worse previous stop',
            'loss higher previous stop',
            'loss previous increas stop',
            'loss rose stop',
            'loss worse stop training',
          ],
        },
        {
          mistake:
            'An improvement means the validation loss fell below the best by at least min delta (loss < best - min delta); adding the delta counts slightly worse losses as improvements and overwrites the best weights.',
          patterns: [
            'best + delta',
            'best + tolerance',
            'best + tol',
            'best + epsilon',
            'best + eps',
          ],
        },
      ],
      modelAnswer: `1. if a checkpoint exists: load weights, optimizer state, epoch, best loss and counter (resume)
2. for epoch from start to max epochs:
3.   train one epoch over shuffled mini-batches
4.   switch to evaluation mode and compute the validation loss
5.   if validation loss < best loss - min delta (tolerance):
6.     best loss = validation loss; save best weights (best model); counter = 0
7.   else: counter = counter + 1
8.   save a checkpoint with weights, optimizer state, epoch, best loss and counter
9.   if counter >= patience: stop training
10. restore the best weights and return the model`,
    },
  },
];
