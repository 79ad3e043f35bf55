import type { Mcq } from '@app/shared/content.schemas';

export const easyMcq: Mcq[] = [
  {
    question: 'What characterises supervised learning?',
    options: {
      A: 'The model learns only from rewards it gets in a game',
      B: 'The model is written by hand as a set of if-then rules',
      C: 'The model groups unlabelled data into similar clusters',
      D: 'The model learns from examples with known target labels',
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
      A: 'The model takes far too long to train on the available data',
      B: "The dataset has too many rows to fit in the GPU's memory at once",
      C: 'It fits the training data well but does poorly on new data',
      D: 'The model is too simple to fit even the data it was trained on',
    },
    correct: 'C',
    explanation:
      'An overfit model memorises noise in the training set instead of general patterns.',
  },
  {
    question: 'Why is part of the data kept aside as a test set?',
    options: {
      A: 'To estimate performance on data the model has never seen',
      B: 'To provide extra training examples once training ends',
      C: 'To make each training epoch run faster',
      D: 'To keep a spare copy of the labels in case of data loss',
    },
    correct: 'A',
    explanation: 'Evaluating on held-out data gives an honest estimate of generalisation.',
  },
  {
    question: 'Which kind of algorithm is k-means?',
    options: {
      A: 'Supervised classification',
      B: 'Supervised linear regression',
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
      B: "The domain of the sender's address",
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
      B: 'Binary cross-entropy',
      C: 'Mean squared error',
      D: 'Accuracy',
    },
    correct: 'C',
    explanation: 'Least-squares regression minimises the average of squared prediction errors.',
  },
  {
    question: 'What is an epoch in training?',
    options: {
      A: 'One weight update computed from a single training example',
      B: 'One full pass of the algorithm over the whole training set',
      C: 'The number of hidden layers stacked in the network',
      D: 'The time a GPU needs to warm up before training',
    },
    correct: 'B',
    explanation: 'Training usually runs for several epochs, each made of many mini-batch updates.',
  },
  {
    question: 'Why do neural networks use non-linear activation functions?',
    options: {
      A: 'They reduce the number of parameters that each layer has to learn',
      B: 'Without them, stacked layers collapse into one linear function',
      C: 'They make training deterministic across runs',
      D: 'They remove the need for a loss function entirely',
    },
    correct: 'B',
    explanation:
      'Non-linearities such as ReLU let networks represent complex, non-linear relationships.',
  },
  {
    question: 'What is a validation set used for?',
    options: {
      A: 'Replacing the test set entirely at the end',
      B: 'Tuning hyperparameters and choosing between models',
      C: 'Labelling the raw training data before the model ever sees it',
      D: 'Training the final weights of whichever model is chosen',
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
      B: 'By fitting a straight line through all the training points',
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
      A: 'The order in which the training examples are shown to it',
      B: 'The number of training examples used in each update step',
      C: 'The size of each step taken against the gradient',
      D: 'The number of input features the model is trained on',
    },
    correct: 'C',
    explanation: 'A learning rate too large overshoots; one too small makes training very slow.',
  },
  {
    question: 'What is underfitting?',
    options: {
      A: 'The model memorises the training data, noise included',
      B: 'The model is too simple, so it does poorly even on training data',
      C: 'The model has far more parameters than there are training examples',
      D: 'The test set is larger than the training set it checks',
    },
    correct: 'B',
    explanation: 'Underfitting shows high error on both training and test data.',
  },
];

export const mediumMcq: Mcq[] = [
  {
    question: 'What does a high-variance model typically do?',
    options: {
      A: 'Ignores the training data and predicts a constant',
      B: 'Makes the same prediction for every input it sees',
      C: 'Changes a lot with small data changes, and overfits',
      D: 'Underfits because it is too simple for the data',
    },
    correct: 'C',
    explanation:
      'High variance means sensitivity to the particular training sample, the hallmark of overfitting.',
  },
  {
    question: 'What is a key difference between L1 and L2 regularisation?',
    options: {
      A: 'L2 always produces sparse models with zero weights',
      B: 'L1 tends to push some weights exactly to zero',
      C: 'L2 adds the absolute values of the weights to the loss',
      D: 'L1 has no effect at all on linear regression models',
    },
    correct: 'B',
    explanation:
      "The L1 penalty's corners make zero weights optimal, which performs feature selection.",
  },
  {
    question: 'What does precision measure?',
    options: {
      A: 'Of the actual positives, the fraction predicted positive',
      B: 'Of the actual negatives, the fraction predicted negative',
      C: 'Of all the predictions, the fraction that are correct',
      D: 'Of the predicted positives, the fraction actually positive',
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
      B: 'Train once, then evaluate on k separate test sets',
      C: 'Rotate which of k folds validates; train on the rest',
      D: 'Train k models on all of the data and keep the best one',
    },
    correct: 'C',
    explanation:
      'Every example is used for validation exactly once, giving a more stable estimate.',
  },
  {
    question: 'What usually happens when the learning rate is far too high?',
    options: {
      A: 'Nothing noticeable changes in training',
      B: 'The model underfits but trains stably',
      C: 'Training converges faster, to a better minimum',
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
      A: 'Values between -1 and 1 for each class, which sum to 0',
      B: 'A probability distribution over classes, summing to 1',
      C: 'A single binary label, 0 or 1, for the whole input example',
      D: 'Only the index of the largest logit',
    },
    correct: 'B',
    explanation:
      'Softmax exponentiates logits and normalises them, which suits multi-class classification.',
  },
  {
    question: 'What does dropout do during training?',
    options: {
      A: 'Randomly zeroes some activations to reduce overfitting',
      B: 'Deletes whole layers that turn out not to be needed in training',
      C: 'Stops training as soon as the validation loss starts to rise',
      D: 'Removes the worst training examples from every batch it sees',
    },
    correct: 'A',
    explanation: 'Dropout prevents co-adaptation of units; it is turned off at inference time.',
  },
  {
    question: 'Why does feature scaling matter for k-NN and gradient descent?',
    options: {
      A: 'Large-range features dominate distances and skew gradient steps',
      B: 'Scaling is required before decision trees can split',
      C: 'Scaling converts the labels into standard units',
      D: 'Scaling automatically removes outliers from each feature',
    },
    correct: 'A',
    explanation:
      'Standardising features puts them on comparable scales; tree models are largely insensitive to it.',
  },
  {
    question: 'What does a ROC AUC of 0.8 mean?',
    options: {
      A: 'A random positive outscores a random negative 80% of the time',
      B: 'The model classifies 80% of all examples correctly at any threshold',
      C: '80% of the actual positives are predicted positive',
      D: "The model's precision at its threshold is 0.8",
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
      A: 'Boosting trains models in sequence, each fixing earlier errors',
      B: 'Boosting trains independent models on bootstrap samples in parallel',
      C: 'Boosting combines several models but then keeps only one',
      D: 'Boosting cannot use decision trees as its base models',
    },
    correct: 'A',
    explanation:
      'Bagging (as in random forests) reduces variance; boosting (as in gradient boosting) reduces bias step by step.',
  },
  {
    question: 'Which approach helps with a heavily imbalanced classification dataset?',
    options: {
      A: 'Increasing the learning rate only for minority-class examples',
      B: 'Class weights or resampling, judged by precision-recall AUC',
      C: 'Evaluating the model with accuracy only',
      D: 'Removing the minority class from the data so classes balance',
    },
    correct: 'B',
    explanation: 'Rebalancing the loss and using imbalance-aware metrics gives a truthful picture.',
  },
];

export const hardMcq: Mcq[] = [
  {
    question: 'Why do deep networks with sigmoid activations suffer from vanishing gradients?',
    options: {
      A: 'Sigmoid makes the loss function non-differentiable',
      B: 'Its slope is at most 0.25, so gradients shrink per layer',
      C: 'Sigmoid layers have no trainable weights of their own',
      D: 'Sigmoid outputs lie in (-1, 1), so gradients cancel out',
    },
    correct: 'B',
    explanation:
      'ReLU-family activations, careful initialisation and residual connections mitigate this.',
  },
  {
    question: 'What does batch normalisation do during training?',
    options: {
      A: 'Shuffles the training data again for every batch',
      B: 'Normalises each feature over the batch, then scales and shifts',
      C: 'Divides the learning rate by the batch size at every single step',
      D: 'Normalises the labels to zero mean and unit variance',
    },
    correct: 'B',
    explanation: 'At inference it uses running averages of the batch statistics instead.',
  },
  {
    question: 'How does the cost of standard self-attention grow with sequence length n?',
    options: {
      A: 'Quadratically, O(n^2)',
      B: 'Logarithmically, O(log n)',
      C: 'Log-linearly, O(n log n)',
      D: 'Cubically, O(n^3)',
    },
    correct: 'A',
    explanation: 'Every token attends to every other token, producing an n x n score matrix.',
  },
  {
    question: 'What does the Adam optimiser combine?',
    options: {
      A: "Newton's method with second derivatives and an exact line search",
      B: 'Random search and grid search over rates',
      C: 'Momentum and per-parameter step sizes from squared gradients',
      D: 'Dropout and weight decay in a single step',
    },
    correct: 'C',
    explanation: 'Adam also applies bias correction to both moment estimates early in training.',
  },
  {
    question: 'Which of these is data leakage?',
    options: {
      A: 'Fitting the scaler on all the data before the train/test split',
      B: 'Using a validation set to decide when to stop training',
      C: 'Shuffling the training data with shuffle=True each epoch',
      D: 'Scaling test data with statistics from the training set',
    },
    correct: 'A',
    explanation: 'Test-set statistics leak into training, making evaluation optimistic.',
  },
  {
    question: 'Why do Transformers need positional encodings?',
    options: {
      A: 'To replace the feed-forward layers after each attention block',
      B: 'To reduce the size of the vocabulary',
      C: 'To normalise the attention weights',
      D: 'Attention is order-blind, so token order must be injected',
    },
    correct: 'D',
    explanation:
      'Sinusoidal, learned or rotary (RoPE) encodings give the model information about positions.',
  },
  {
    question:
      'For softmax followed by cross-entropy, what is the gradient of the loss with respect to the logits?',
    options: {
      A: 'log(p) for each class',
      B: 'p - y, the probabilities minus the one-hot target',
      C: 'p * (1 - p), the sigmoid derivative, for every class',
      D: '(y - p) squared, summed over all the classes as in MSE',
    },
    correct: 'B',
    explanation: 'This simple form is one reason the softmax-cross-entropy pair is so widely used.',
  },
  {
    question: 'What does AdamW change compared with Adam plus an L2 term in the loss?',
    options: {
      A: 'It decouples weight decay from the adaptive update',
      B: "It adds dropout inside the optimiser's update step itself",
      C: 'It uses a fixed learning rate with no adaptation at all',
      D: 'It removes the momentum term that Adam normally keeps',
    },
    correct: 'A',
    explanation:
      'With Adam an L2 gradient gets rescaled per parameter; AdamW applies decay directly to the weights.',
  },
  {
    question: 'How does LoRA fine-tune a large pretrained model?',
    options: {
      A: 'It trains only a new embedding layer from scratch on the task',
      B: 'It freezes the weights and learns added low-rank matrices',
      C: 'It prunes half of the layers and then retrains all the rest',
      D: 'It retrains every weight with a much smaller learning rate',
    },
    correct: 'B',
    explanation: 'Low-rank adapters cut the number of trainable parameters by orders of magnitude.',
  },
  {
    question: 'Which statement about the KL divergence KL(P || Q) is true?',
    options: {
      A: 'It is zero only when P and Q have the same mean',
      B: 'It can be negative when Q is wider than P',
      C: 'It is not symmetric in P and Q',
      D: 'It is a true distance metric between distributions',
    },
    correct: 'C',
    explanation:
      'KL is non-negative and zero only when P = Q, but it is asymmetric and violates the triangle inequality.',
  },
  {
    question: 'What does it mean for a classifier to be well calibrated?',
    options: {
      A: 'Its ROC AUC is equal to exactly 1',
      B: 'Its accuracy is above 90% on both the validation and test sets',
      C: 'Its predicted probabilities match observed frequencies',
      D: 'It predicts each of the classes equally often on average',
    },
    correct: 'C',
    explanation:
      'Calibration can be improved after training, for example with temperature scaling.',
  },
  {
    question: 'What does label smoothing do?',
    options: {
      A: 'Removes noisy labels from the dataset before training',
      B: 'Averages predictions over an ensemble of 5-10 models',
      C: 'Sorts the labels by their frequency',
      D: 'Softens one-hot targets to discourage over-confidence',
    },
    correct: 'D',
    explanation: 'For example, the true class gets 0.9 and the rest share 0.1.',
  },
  {
    question: 'Why do residual connections help train very deep networks?',
    options: {
      A: 'Identity shortcuts let gradients reach earlier layers directly',
      B: 'They remove the need for activation functions',
      C: 'They halve the number of parameters in each block',
      D: 'They make the network shallower at inference time',
    },
    correct: 'A',
    explanation:
      'Layers learn a residual on top of the identity, which keeps optimisation well behaved.',
  },
  {
    question:
      'After choosing hyperparameters by their validation score, why report a separate test score?',
    options: {
      A: 'The validation set is always too small to trust',
      B: 'The validation score cannot be computed for the final model',
      C: 'Test sets are usually easier than validation sets, raising scores',
      D: 'The validation score is biased upward by being used to choose',
    },
    correct: 'D',
    explanation:
      'Selection on the validation set overfits it slightly; an untouched test set removes that bias.',
  },
];
