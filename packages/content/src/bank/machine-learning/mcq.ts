import type { Mcq } from '@app/shared/content.schemas';

export const easyMcq: Mcq[] = [
  {
    question: 'What characterises supervised learning?',
    options: {
      A: 'The model learns only from rewards in a game',
      B: 'The model is written by hand as rules',
      C: 'The model groups data without any labels',
      D: 'The model learns from examples that come with known target labels',
    },
    correct: 'D',
    explanation:
      'Supervised learning fits a mapping from inputs to given labels, such as spam or not spam.',
  },
  {
    question: 'Predicting the sale price of a house from its features is which kind of task?',
    options: {
      A: 'Regression',
      B: 'Clustering',
      C: 'Dimensionality reduction',
      D: 'Classification',
    },
    correct: 'A',
    explanation: 'The target is a continuous number, which makes it a regression problem.',
  },
  {
    question: 'What is overfitting?',
    options: {
      A: 'The model trains too slowly',
      B: 'The dataset has too many rows to fit in memory',
      C: 'The model fits the training data very well but performs poorly on new data',
      D: 'The model is too simple to fit the training data',
    },
    correct: 'C',
    explanation:
      'An overfit model memorises noise in the training set instead of general patterns.',
  },
  {
    question: 'Why is part of the data kept aside as a test set?',
    options: {
      A: 'To estimate how well the model performs on data it has never seen',
      B: 'To provide more training examples later',
      C: 'To make training faster',
      D: 'To store the labels safely',
    },
    correct: 'A',
    explanation: 'Evaluating on held-out data gives an honest estimate of generalisation.',
  },
  {
    question: 'Which kind of algorithm is k-means?',
    options: {
      A: 'Supervised classification',
      B: 'Supervised regression',
      C: 'Reinforcement learning',
      D: 'Unsupervised clustering',
    },
    correct: 'D',
    explanation: 'k-means groups unlabelled points into k clusters around centroids.',
  },
  {
    question: 'In a spam-filter dataset, which column is the label?',
    options: {
      A: 'The number of links in the email',
      B: "The sender's domain",
      C: 'The length of the subject line',
      D: 'Whether each email is spam',
    },
    correct: 'D',
    explanation: 'The label is the target the model predicts; the others are input features.',
  },
  {
    question: 'Which loss function is standard for linear regression?',
    options: {
      A: 'Hinge loss',
      B: 'Cross-entropy',
      C: 'Mean squared error',
      D: 'Accuracy',
    },
    correct: 'C',
    explanation: 'Least-squares regression minimises the average of squared prediction errors.',
  },
  {
    question: 'What is an epoch in training?',
    options: {
      A: 'One update of the weights from a single example',
      B: 'One full pass of the learning algorithm over the whole training set',
      C: 'The number of layers in a network',
      D: 'The time a GPU takes to start',
    },
    correct: 'B',
    explanation: 'Training usually runs for several epochs, each made of many mini-batch updates.',
  },
  {
    question: 'Why do neural networks use non-linear activation functions?',
    options: {
      A: 'They reduce the number of parameters',
      B: 'Without them, stacked layers collapse into a single linear function',
      C: 'They make training deterministic',
      D: 'They replace the need for a loss function',
    },
    correct: 'B',
    explanation:
      'Non-linearities such as ReLU let networks represent complex, non-linear relationships.',
  },
  {
    question: 'What is a validation set used for?',
    options: {
      A: 'Replacing the test set entirely',
      B: 'Tuning hyperparameters and choosing between models',
      C: 'Labelling the training data',
      D: 'Training the final weights',
    },
    correct: 'B',
    explanation:
      'Using the validation set for choices keeps the test set untouched for the final estimate.',
  },
  {
    question: 'A dataset is 99% negative. A model that always predicts negative has what accuracy?',
    options: {
      A: '99%',
      B: '0%',
      C: '50%',
      D: '1%',
    },
    correct: 'A',
    explanation:
      'High accuracy here says nothing useful, which is why imbalanced problems need precision and recall.',
  },
  {
    question: 'How does k-nearest neighbours classify a new point?',
    options: {
      A: 'By the majority label among the k closest training points',
      B: 'By fitting a straight line through all points',
      C: 'By averaging all training labels',
      D: 'By choosing a random training label',
    },
    correct: 'A',
    explanation:
      'kNN stores the training set and votes among the nearest neighbours at prediction time.',
  },
  {
    question: 'In gradient descent, what does the learning rate control?',
    options: {
      A: 'The order of the training data',
      B: 'The number of training examples',
      C: 'The size of each step taken against the gradient',
      D: 'The number of features',
    },
    correct: 'C',
    explanation: 'A learning rate too large overshoots; one too small makes training very slow.',
  },
  {
    question: 'What is underfitting?',
    options: {
      A: 'The model memorises the training data',
      B: 'The model is too simple to capture the pattern, so it does poorly even on training data',
      C: 'The model has too many parameters',
      D: 'The test set is larger than the training set',
    },
    correct: 'B',
    explanation: 'Underfitting shows high error on both training and test data.',
  },
];

export const mediumMcq: Mcq[] = [
  {
    question: 'What does a high-variance model typically do?',
    options: {
      A: 'Ignores the training data entirely',
      B: 'Makes the same prediction for every input',
      C: 'Changes a lot with small changes in the training data and overfits',
      D: 'Underfits because it is too simple',
    },
    correct: 'C',
    explanation:
      'High variance means sensitivity to the particular training sample, the hallmark of overfitting.',
  },
  {
    question: 'What is a key difference between L1 and L2 regularisation?',
    options: {
      A: 'L2 always produces sparse models',
      B: 'L1 tends to push some weights exactly to zero, giving sparse models',
      C: 'L2 adds the absolute values of the weights',
      D: 'L1 has no effect on linear models',
    },
    correct: 'B',
    explanation:
      "The L1 penalty's corners make zero weights optimal, which performs feature selection.",
  },
  {
    question: 'What does precision measure?',
    options: {
      A: 'Of the actual positives, the fraction predicted positive',
      B: 'The fraction of negatives predicted negative',
      C: 'The fraction of all predictions that are correct',
      D: 'Of the examples predicted positive, the fraction that are actually positive',
    },
    correct: 'D',
    explanation: 'Precision = TP / (TP + FP); recall is TP / (TP + FN).',
  },
  {
    question:
      'For cancer screening, where missing a sick patient is very costly, which metric matters most?',
    options: {
      A: 'Accuracy',
      B: 'Recall',
      C: 'Specificity',
      D: 'Precision',
    },
    correct: 'B',
    explanation: 'High recall keeps false negatives low, so few sick patients are missed.',
  },
  {
    question: 'How does k-fold cross-validation work?',
    options: {
      A: 'Repeat training k times with different learning rates',
      B: 'Use k different test sets after training',
      C: 'Split the data into k folds, train on k-1 and validate on the remaining one, rotate, and average',
      D: 'Train k models on the full data and keep the best',
    },
    correct: 'C',
    explanation:
      'Every example is used for validation exactly once, giving a more stable estimate.',
  },
  {
    question: 'What usually happens when the learning rate is far too high?',
    options: {
      A: 'Nothing changes',
      B: 'The model underfits but trains stably',
      C: 'Training converges faster to a better minimum',
      D: 'The loss oscillates or diverges instead of decreasing',
    },
    correct: 'D',
    explanation: 'Large steps overshoot the minimum and can make the loss explode.',
  },
  {
    question: 'What does the ReLU activation compute?',
    options: {
      A: 'x^2',
      B: 'tanh(x)',
      C: 'max(0, x)',
      D: '1 / (1 + e^-x)',
    },
    correct: 'C',
    explanation: 'ReLU passes positive values unchanged and zeroes negative ones.',
  },
  {
    question: 'What does the softmax function produce?',
    options: {
      A: 'Values between -1 and 1 that sum to 0',
      B: 'A probability distribution over classes that sums to 1',
      C: 'A single binary label',
      D: 'The index of the largest logit only',
    },
    correct: 'B',
    explanation:
      'Softmax exponentiates logits and normalises them, which suits multi-class classification.',
  },
  {
    question: 'What does dropout do during training?',
    options: {
      A: 'Randomly zeroes a fraction of activations to reduce overfitting',
      B: 'Deletes layers that are not needed',
      C: 'Stops training when validation loss rises',
      D: 'Removes the worst training examples',
    },
    correct: 'A',
    explanation: 'Dropout prevents co-adaptation of units; it is turned off at inference time.',
  },
  {
    question: 'Why does feature scaling matter for k-NN and gradient descent?',
    options: {
      A: 'Features with large ranges dominate distances and make gradient steps poorly conditioned',
      B: 'Scaling is required for decision trees',
      C: 'Scaling changes the labels',
      D: 'Scaling removes outliers automatically',
    },
    correct: 'A',
    explanation:
      'Standardising features puts them on comparable scales; tree models are largely insensitive to it.',
  },
  {
    question: 'What does a ROC AUC of 0.8 mean?',
    options: {
      A: 'A random positive is scored above a random negative 80% of the time',
      B: 'The model is 80% accurate',
      C: '80% of positives are predicted positive',
      D: "The model's precision is 0.8",
    },
    correct: 'A',
    explanation: 'AUC is a ranking measure independent of any single threshold.',
  },
  {
    question: 'What is the Gini impurity of a node with two classes split 50/50?',
    options: {
      A: '0',
      B: '1',
      C: '0.25',
      D: '0.5',
    },
    correct: 'D',
    explanation: 'Gini = 1 - (0.5^2 + 0.5^2) = 0.5, the maximum for two classes.',
  },
  {
    question: 'How does boosting differ from bagging?',
    options: {
      A: 'Boosting trains models sequentially, each focusing on the errors of the previous ones',
      B: 'Boosting trains independent models on bootstrap samples in parallel',
      C: 'Boosting uses only one model',
      D: 'Boosting cannot use decision trees',
    },
    correct: 'A',
    explanation:
      'Bagging (as in random forests) reduces variance; boosting (as in gradient boosting) reduces bias step by step.',
  },
  {
    question: 'Which approach helps with a heavily imbalanced classification dataset?',
    options: {
      A: 'Increasing the learning rate',
      B: 'Class weights or resampling, evaluated with metrics such as precision-recall AUC',
      C: 'Evaluating with accuracy only',
      D: 'Removing the minority class',
    },
    correct: 'B',
    explanation: 'Rebalancing the loss and using imbalance-aware metrics gives a truthful picture.',
  },
];

export const hardMcq: Mcq[] = [
  {
    question: 'Why do deep networks with sigmoid activations suffer from vanishing gradients?',
    options: {
      A: 'Sigmoid makes the loss non-differentiable',
      B: "The sigmoid's derivative is at most 0.25, so gradients shrink as they are multiplied back through many layers",
      C: 'Sigmoid layers have no weights',
      D: 'Sigmoid outputs can be negative',
    },
    correct: 'B',
    explanation:
      'ReLU-family activations, careful initialisation and residual connections mitigate this.',
  },
  {
    question: 'What does batch normalisation do during training?',
    options: {
      A: 'Shuffles the training data every batch',
      B: 'Normalises each feature over the mini-batch, then applies a learnable scale and shift',
      C: 'Divides the learning rate by the batch size',
      D: 'Normalises the labels to zero mean',
    },
    correct: 'B',
    explanation: 'At inference it uses running averages of the batch statistics instead.',
  },
  {
    question: 'How does the cost of standard self-attention grow with sequence length n?',
    options: {
      A: 'Quadratically, O(n^2)',
      B: 'Logarithmically, O(log n)',
      C: 'Linearly, O(n)',
      D: 'Cubically, O(n^3)',
    },
    correct: 'A',
    explanation: 'Every token attends to every other token, producing an n x n score matrix.',
  },
  {
    question: 'What does the Adam optimiser combine?',
    options: {
      A: "Newton's method and line search",
      B: 'Random search and grid search',
      C: 'Momentum (a running mean of gradients) and per-parameter adaptive step sizes from a running mean of squared gradients',
      D: 'Dropout and weight decay',
    },
    correct: 'C',
    explanation: 'Adam also applies bias correction to both moment estimates early in training.',
  },
  {
    question: 'Which of these is data leakage?',
    options: {
      A: 'Fitting the feature scaler on the whole dataset before splitting into train and test',
      B: 'Using a validation set for early stopping',
      C: 'Shuffling the training data each epoch',
      D: 'Normalising test data with statistics from the training set',
    },
    correct: 'A',
    explanation: 'Test-set statistics leak into training, making evaluation optimistic.',
  },
  {
    question: 'Why do Transformers need positional encodings?',
    options: {
      A: 'To replace the feed-forward layers',
      B: 'To reduce the vocabulary size',
      C: 'To normalise the attention weights',
      D: 'Self-attention itself is permutation-invariant, so token order must be injected',
    },
    correct: 'D',
    explanation:
      'Sinusoidal, learned or rotary (RoPE) encodings give the model information about positions.',
  },
  {
    question:
      'For softmax followed by cross-entropy, what is the gradient of the loss with respect to the logits?',
    options: {
      A: 'log(p)',
      B: 'p - y, the predicted probabilities minus the one-hot target',
      C: 'p * (1 - p) for every class',
      D: 'y - p squared',
    },
    correct: 'B',
    explanation: 'This simple form is one reason the softmax-cross-entropy pair is so widely used.',
  },
  {
    question: 'What does AdamW change compared with Adam plus an L2 term in the loss?',
    options: {
      A: 'It decouples weight decay from the adaptive gradient update',
      B: 'It adds dropout to the optimiser',
      C: 'It uses a fixed learning rate only',
      D: 'It removes momentum',
    },
    correct: 'A',
    explanation:
      'With Adam an L2 gradient gets rescaled per parameter; AdamW applies decay directly to the weights.',
  },
  {
    question: 'How does LoRA fine-tune a large pretrained model?',
    options: {
      A: 'It trains only the embedding layer from scratch',
      B: 'It freezes the pretrained weights and learns low-rank matrices whose product is added to them',
      C: 'It prunes half of the layers',
      D: 'It retrains all weights with a smaller learning rate',
    },
    correct: 'B',
    explanation: 'Low-rank adapters cut the number of trainable parameters by orders of magnitude.',
  },
  {
    question: 'Which statement about the KL divergence KL(P || Q) is true?',
    options: {
      A: 'It is zero only when P and Q have the same mean',
      B: 'It can be negative',
      C: 'It is not symmetric: KL(P || Q) generally differs from KL(Q || P)',
      D: 'It is a true distance metric',
    },
    correct: 'C',
    explanation:
      'KL is non-negative and zero only when P = Q, but it is asymmetric and violates the triangle inequality.',
  },
  {
    question: 'What does it mean for a classifier to be well calibrated?',
    options: {
      A: 'Its ROC AUC equals 1',
      B: 'Its accuracy is above 90%',
      C: 'Among predictions made with probability 0.7, about 70% are actually positive',
      D: 'It predicts each class equally often',
    },
    correct: 'C',
    explanation:
      'Calibration can be improved after training, for example with temperature scaling.',
  },
  {
    question: 'What does label smoothing do?',
    options: {
      A: 'Removes noisy labels from the dataset',
      B: 'Averages predictions over several models',
      C: 'Sorts labels by frequency',
      D: 'Replaces one-hot targets with slightly softened distributions to discourage over-confident predictions',
    },
    correct: 'D',
    explanation: 'For example, the true class gets 0.9 and the rest share 0.1.',
  },
  {
    question: 'Why do residual connections help train very deep networks?',
    options: {
      A: 'Identity shortcuts let gradients flow directly to earlier layers',
      B: 'They remove the need for activation functions',
      C: 'They halve the number of parameters',
      D: 'They make the network shallower at inference',
    },
    correct: 'A',
    explanation:
      'Layers learn a residual on top of the identity, which keeps optimisation well behaved.',
  },
  {
    question:
      'After choosing hyperparameters by their validation score, why report a separate test score?',
    options: {
      A: 'The validation set is always too small',
      B: 'The validation score cannot be computed for the final model',
      C: 'Test sets are easier than validation sets',
      D: 'The validation score is optimistically biased because it was used to make the choice',
    },
    correct: 'D',
    explanation:
      'Selection on the validation set overfits it slightly; an untouched test set removes that bias.',
  },
];
