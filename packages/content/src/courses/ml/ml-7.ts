import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ml-7',
  order: 7,
  title: 'Decision Trees and Ensembles',
  description:
    'Learn how decision trees split data, why single trees overfit, and how random forests and gradient boosting combine many trees into strong models for tabular data.',
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
    proTip:
      "For tabular data, start with a gradient-boosting library (LightGBM, XGBoost, CatBoost or sklearn's HistGradientBoosting) with early stopping on a validation set; it is usually the strongest baseline and often beats neural networks on such data.",
  },
  mcqs: [
    {
      question: 'What does a decision tree try to maximise when choosing a split?',
      options: {
        A: 'The Gini impurity of the two child nodes',
        B: 'The weighted decrease in impurity',
        C: 'The depth each split adds to the tree',
        D: 'The number of samples sent to the left child',
      },
      correct: 'B',
      explanation:
        'Splits are chosen greedily by the largest weighted impurity decrease, which makes the children purer. Maximising impurity would be the opposite of the goal.',
    },
    {
      question: 'What is the Gini impurity of a node containing only one class?',
      options: {
        A: '0',
        B: '0.5',
        C: '1',
        D: '1 - 1/k for k classes',
      },
      correct: 'A',
      explanation:
        'Gini = 1 - Σ pk² = 1 - 1² = 0 for a pure node. A 50/50 binary node has 0.5; 1 - 1/k is the maximum, reached when k classes are equally mixed.',
    },
    {
      question: 'Why does a fully grown decision tree usually perform poorly on new data?',
      options: {
        A: 'It is too simple to capture non-linear patterns',
        B: 'It has high bias because every one of its leaves is pure',
        C: 'It memorises noise, so its variance is high',
        D: 'Its leaves average too many samples to be precise',
      },
      correct: 'C',
      explanation:
        'Splitting until leaves are pure fits noise: perfect training accuracy, poor test accuracy. That is high variance, not high bias or underfitting.',
    },
    {
      question: 'What is a bootstrap sample?',
      options: {
        A: 'A random sample without replacement',
        B: 'A random 10% of the data held out for validation',
        C: 'The rows a tree did not see in its sample, used to score it',
        D: 'A random sample drawn with replacement from the training data',
      },
      correct: 'D',
      explanation:
        'Drawing n rows with replacement means some rows repeat and about a third are left out; each bagged model sees a slightly different dataset. The left-out rows are the out-of-bag set.',
    },
    {
      question: 'What extra randomness distinguishes a random forest from plain bagging of trees?',
      options: {
        A: 'Each tree gets a random max_depth between 1 and 10',
        B: 'Each split uses a random threshold',
        C: 'Each split considers only a random subset of features',
        D: 'Each tree trains on half the rows',
      },
      correct: 'C',
      explanation:
        'Feature subsampling at each split (max_features) decorrelates the trees, so averaging reduces variance more. Bagging already varies the rows.',
    },
    {
      question: 'How does gradient boosting build its ensemble?',
      options: {
        A: 'In parallel: bootstrapped trees are averaged into the ensemble',
        B: 'Sequentially, each new tree fitting the errors left so far',
        C: 'Sequentially: each tree trains on a fresh bootstrap sample',
        D: 'It grows one deep tree and then prunes it with ccp_alpha',
      },
      correct: 'B',
      explanation:
        'Each new shallow tree is fitted to the residuals (negative gradients of the loss) of the model so far and added with a learning rate. Parallel averaging of bootstrapped trees is bagging.',
    },
    {
      question: 'What does early stopping do in gradient boosting?',
      options: {
        A: 'Stops training as soon as the training accuracy reaches 100%',
        B: 'Stops adding trees when validation scores stop improving',
        C: 'Stops each tree from growing deeper than max_depth',
        D: 'Stops training once the learning rate has decayed to 0',
      },
      correct: 'B',
      explanation:
        'It monitors a validation set and picks the number of boosting rounds automatically, preventing overfitting. Depth limits and learning rate are separate settings.',
    },
    {
      question: 'Which statement about impurity-based feature importances is true?',
      options: {
        A: 'They are computed on held-out data, so they are unbiased',
        B: 'They are biased toward high-cardinality features',
        C: 'They favour binary features',
        D: 'They are equal to the mean SHAP values of each feature',
      },
      correct: 'B',
      explanation:
        'Features with many possible split points can look important even when they are not, and the importances come from training data. Permutation importance on held-out data or SHAP is more reliable.',
    },
    {
      question:
        "Income is rescaled from euros to thousands of euros. What happens to a trained tree's splits on income?",
      options: {
        A: 'The tree must choose different features for its splits',
        B: 'Splits on income lose importance, since its values are now smaller',
        C: 'The thresholds move with the scale; the partition is unchanged',
        D: 'The Gini impurity of every node is divided by 1000',
      },
      correct: 'C',
      explanation:
        'A split compares one feature with a threshold, so any monotonic rescaling just moves the threshold: income > 42,000 becomes income > 42. That is why trees need no feature scaling.',
    },
    {
      question:
        'Which error component does bagging mainly reduce, and which does boosting mainly reduce?',
      options: {
        A: 'Bagging reduces variance; boosting mainly reduces bias',
        B: 'Bagging reduces bias; boosting mainly reduces variance',
        C: 'Both of them mainly reduce the bias of the base trees',
        D: 'Both mainly reduce variance (boosting just does it faster)',
      },
      correct: 'A',
      explanation:
        'Bagging averages many deep, low-bias, high-variance trees, cancelling variance. Boosting adds shallow weak learners sequentially, each correcting the errors left, which mainly reduces bias.',
    },
    {
      question: 'In gradient boosting you halve the learning rate. What usually has to change?',
      options: {
        A: 'Fewer trees are needed, since each tree now counts less',
        B: 'The maximum tree depth must double to compensate',
        C: 'Nothing: the learning rate only scales the first tree',
        D: 'More trees are needed to reach the same fit',
      },
      correct: 'D',
      explanation:
        "Each tree's contribution is scaled by the learning rate, so smaller steps need more rounds. Smaller rates with more trees (and early stopping) usually generalise better.",
    },
    {
      question: "What is a random forest's out-of-bag (OOB) estimate?",
      options: {
        A: 'A test-set score after training',
        B: 'The training accuracy of the forest',
        C: 'A score on the validation_fraction',
        D: 'Scoring each row with only the trees that never saw it',
      },
      correct: 'D',
      explanation:
        'Each bootstrap sample leaves out about a third of the rows; predicting each row with only the trees that did not see it gives a free validation-like estimate.',
    },
  ],
  problems: [],
};
