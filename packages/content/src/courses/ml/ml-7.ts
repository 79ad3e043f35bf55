import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ml-7',
  order: 7,
  title: 'Decision Trees and Ensembles',
  description: 'Learn how decision trees split data, why single trees overfit, and how random forests and gradient boosting combine many trees into strong models for tabular data.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Explain how a decision tree chooses splits using impurity',
    'Control tree complexity with depth and leaf-size limits',
    'Explain bagging and random forests',
    'Explain gradient boosting and when to use it',
  ],
  lesson: `## How a decision tree works

A **decision tree** makes predictions by asking a sequence of yes/no questions about features: "income > 42,000?", then "age <= 30?", until it reaches a **leaf** that outputs a class (or, for regression, a number). Trees handle numeric and categorical features, need no scaling, capture non-linear interactions, and are easy to visualise and explain.

## Choosing splits

Training grows the tree greedily from the root. At each node it tries candidate splits (each feature, each threshold) and picks the one that makes the child nodes **purest**. Purity is measured by:

- **Gini impurity**: \`1 - Σ pk²\`, where \`pk\` is the share of class k in the node. A pure node has Gini 0; a 50/50 node has 0.5.
- **Entropy**: \`-Σ pk log2 pk\`, from information theory; the reduction is called *information gain*.
- For regression trees, the reduction in variance (MSE).

The split with the largest weighted impurity decrease wins, and the process repeats in each child until a stopping rule applies.

## Overfitting and its controls

Left alone, a tree keeps splitting until every leaf is pure, memorising noise: perfect training accuracy, poor test accuracy (high variance). Limit it with \`max_depth\`, \`min_samples_leaf\`, \`min_samples_split\`, \`max_leaf_nodes\`, or **cost-complexity pruning** (\`ccp_alpha\`). Small changes in the data can also produce a very different tree, another symptom of high variance.

\`\`\`python
from sklearn.tree import DecisionTreeClassifier, export_text
tree = DecisionTreeClassifier(max_depth=4, min_samples_leaf=20).fit(X_train, y_train)
print(export_text(tree, feature_names=feature_names))
\`\`\`

## Bagging and random forests

**Bagging** (bootstrap aggregating) trains many models on **bootstrap samples** (random samples drawn with replacement) and averages their predictions (or takes a majority vote). Averaging many high-variance, low-bias trees cancels much of their variance.

A **random forest** adds one more twist: at each split, only a random subset of features is considered (\`max_features\`, for example the square root of the number of features). This **decorrelates** the trees, so averaging helps even more. Random forests are robust, need little tuning, parallelise well, and provide an **out-of-bag** estimate from the samples each tree did not see.

## Gradient boosting

**Boosting** builds the ensemble **sequentially**. Gradient boosting starts with a simple prediction and adds shallow trees one at a time, each fitted to the **residual errors** (more precisely, the negative gradient of the loss) of the current ensemble, scaled by a **learning rate**. Many weak learners combine into a very strong one, mainly by reducing bias.

\`\`\`python
from sklearn.ensemble import HistGradientBoostingClassifier
gb = HistGradientBoostingClassifier(learning_rate=0.05, max_iter=1000,
                                    early_stopping=True, validation_fraction=0.1)
gb.fit(X_train, y_train)
\`\`\`

Key hyperparameters are the number of trees, learning rate (smaller needs more trees), tree depth or leaves, and subsampling. **Early stopping** on a validation set picks the number of trees automatically. XGBoost, LightGBM and CatBoost are the widely used, highly optimised implementations; they dominate tabular-data competitions and production systems.

## Feature importance

Tree ensembles report impurity-based feature importances, but these are biased toward high-cardinality features. **Permutation importance** on held-out data or **SHAP** values give more reliable explanations, a topic revisited in the responsible-ML chapter.
`,
  overview: {
    whatYouWillLearn: [
      'A decision tree recursively splits the data on feature thresholds to make its leaves as pure as possible.',
      'Gini impurity and entropy measure how mixed the classes in a node are.',
      'Deep trees memorise the training data, so depth, leaf size and pruning limit overfitting.',
      'Bagging trains models on bootstrap samples and averages them to reduce variance.',
      'Random forests also sample features at each split, decorrelating the trees.',
      'Gradient boosting adds shallow trees one at a time, each correcting the errors of the ensemble so far.',
    ],
    proTip: 'For tabular data, start with a gradient-boosting library (LightGBM, XGBoost, CatBoost or sklearn\'s HistGradientBoosting) with early stopping on a validation set; it is usually the strongest baseline and often beats neural networks on such data.',
  },
  mcqs: [
    {
      question: 'What does a decision tree try to maximise when choosing a split?',
      options: {
        A: 'The number of features used',
        B: 'The decrease in impurity, making child nodes purer',
        C: 'The depth of the tree',
        D: 'The number of leaves',
      },
      correct: 'B',
      explanation: 'Splits are chosen greedily by the largest weighted impurity reduction.',
    },
    {
      question: 'What is the Gini impurity of a node containing only one class?',
      options: {
        A: '0',
        B: '0.5',
        C: '1',
        D: 'It depends on the number of samples',
      },
      correct: 'A',
      explanation: 'A pure node has 1 - 1² = 0 impurity.',
    },
    {
      question: 'Why does a fully grown decision tree usually perform poorly on new data?',
      options: {
        A: 'It cannot represent non-linear patterns',
        B: 'It ignores numeric features',
        C: 'It memorises noise in the training data, giving high variance',
        D: 'It always predicts the majority class',
      },
      correct: 'C',
      explanation: 'Splitting until leaves are pure overfits the training set.',
    },
    {
      question: 'What is a bootstrap sample?',
      options: {
        A: 'The first 10% of the data',
        B: 'The validation set',
        C: 'A sample sorted by the target',
        D: 'A random sample of the training data drawn with replacement',
      },
      correct: 'D',
      explanation: 'Each bagged model sees a slightly different resampled dataset.',
    },
    {
      question: 'What extra randomness distinguishes a random forest from plain bagging of trees?',
      options: {
        A: 'Each split considers only a random subset of features',
        B: 'Trees are trained on the test set',
        C: 'Labels are shuffled',
        D: 'Each tree has random depth',
      },
      correct: 'A',
      explanation: 'Feature subsampling decorrelates the trees so averaging reduces variance more.',
    },
    {
      question: 'How does gradient boosting build its ensemble?',
      options: {
        A: 'It trains all trees independently in parallel and averages them',
        B: 'It adds trees sequentially, each fitted to the errors of the current ensemble',
        C: 'It trains one very deep tree',
        D: 'It clusters the data first',
      },
      correct: 'B',
      explanation: 'Each new tree corrects the residuals (negative gradients) of the model so far.',
    },
    {
      question: 'What does early stopping do in gradient boosting?',
      options: {
        A: 'Stops training when training accuracy reaches 100%',
        B: 'Limits tree depth to one',
        C: 'Stops adding trees when the validation score stops improving',
        D: 'Removes the learning rate',
      },
      correct: 'C',
      explanation: 'It chooses the number of boosting rounds automatically and prevents overfitting.',
    },
    {
      question: 'Which statement about impurity-based feature importances is true?',
      options: {
        A: 'They are always the most reliable explanation',
        B: 'They are computed on the test set',
        C: 'They work only for linear models',
        D: 'They can be biased toward high-cardinality features, so permutation importance or SHAP is often preferred',
      },
      correct: 'D',
      explanation: 'Features with many split points can look important even when they are not.',
    },
    {
      question: 'Why do tree models not require feature scaling?',
      options: {
        A: 'Splits compare a single feature with a threshold, which is unaffected by monotonic rescaling',
        B: 'Trees scale features internally to [0, 1]',
        C: 'Trees only accept binary features',
        D: 'Scaling makes trees slower',
      },
      correct: 'A',
      explanation: 'Rescaling a feature moves the threshold but not the resulting partition.',
    },
  ],
  problems: [],
};
