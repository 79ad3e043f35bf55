import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ml-8',
  order: 8,
  title: 'Generalisation, Regularisation and Model Selection',
  description: 'Diagnose underfitting and overfitting with the bias-variance trade-off and learning curves, regularise models, and tune hyperparameters with cross-validation without fooling yourself.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Explain the bias-variance trade-off and diagnose models with learning curves',
    'Apply L1 and L2 regularisation and explain their effects',
    'Use k-fold cross-validation for reliable model comparison',
    'Tune hyperparameters without leaking test information',
  ],
  lesson: `## Bias and variance

A model's expected error on new data has three parts: **bias** (error from wrong or overly simple assumptions, as in a straight line fitted to a curve), **variance** (error from sensitivity to the particular training sample, as in a deep tree memorising noise) and irreducible **noise**. Making a model more flexible lowers bias but raises variance. The goal is the sweet spot.

- **Underfitting** (high bias): poor scores on both training and validation data. Fix with a more expressive model, better features, or less regularisation.
- **Overfitting** (high variance): excellent training score, much worse validation score. Fix with more data, regularisation, simpler models, or ensembling.

## Learning curves

Plot training and validation scores against training-set size (\`sklearn.model_selection.learning_curve\`). If both curves plateau low and close together, more data will not help; you need a better model. If there is a large gap that narrows as data grows, more data will help. Validation curves (score versus one hyperparameter) show where complexity starts to hurt.

## Regularisation

Regularisation adds a penalty on model complexity to the loss:

- **L2 (ridge)**: penalty \`λ Σ w²\`. Shrinks all weights smoothly toward zero; handles correlated features gracefully.
- **L1 (lasso)**: penalty \`λ Σ |w|\`. Drives some weights **exactly to zero**, performing feature selection.
- **Elastic net** combines both.

\`\`\`python
from sklearn.linear_model import Ridge, Lasso
Ridge(alpha=1.0).fit(X_train, y_train)
Lasso(alpha=0.1).fit(X_train, y_train)     # many coef_ become 0
\`\`\`

Larger \`λ\` (\`alpha\`) means stronger regularisation. Other forms: tree depth limits, dropout and weight decay in neural networks, and early stopping. Features must be scaled for penalties to treat them fairly.

## Cross-validation

A single validation split is noisy, especially on small datasets. **k-fold cross-validation** splits the training data into \`k\` folds, trains \`k\` times, each time validating on a different fold, and averages the scores:

\`\`\`python
from sklearn.model_selection import cross_val_score, StratifiedKFold
scores = cross_val_score(model, X_train, y_train, cv=StratifiedKFold(5, shuffle=True, random_state=0),
                         scoring="f1")
print(scores.mean(), scores.std())
\`\`\`

Use stratified folds for classification, \`GroupKFold\` when rows share an entity, and \`TimeSeriesSplit\` for temporal data. The spread across folds tells you how much to trust small differences between models.

## Hyperparameter tuning

Hyperparameters (tree depth, \`C\`, learning rate, \`k\`) are not learned by fitting; you choose them by validation performance. **Grid search** tries every combination, **random search** samples combinations and usually finds good values faster, and **Bayesian optimisation** (Optuna, for example) uses previous results to choose promising next trials. Successive halving discards weak candidates early.

\`\`\`python
from sklearn.model_selection import RandomizedSearchCV
from scipy.stats import loguniform
search = RandomizedSearchCV(pipe, {"clf__C": loguniform(1e-3, 1e2)}, n_iter=40, cv=5)
search.fit(X_train, y_train)
search.best_params_
\`\`\`

## Don't fool yourself

Every time you pick something based on a score, that score becomes optimistic. If you tune on the test set, it is no longer a test set. Keep the test set untouched until the very end, put preprocessing inside the pipeline so each fold fits it separately, and use **nested cross-validation** when you need an unbiased estimate of a whole tuning procedure on small data.
`,
  overview: {
    whatYouWillLearn: [
      'Bias is error from overly simple assumptions; variance is error from sensitivity to the particular training sample.',
      'Training and validation curves reveal underfitting, overfitting or a need for more data.',
      'L2 regularisation shrinks weights smoothly, while L1 drives some weights exactly to zero.',
      'k-fold cross-validation averages performance over k train/validation splits.',
      'Grid search, random search and Bayesian optimisation explore hyperparameter spaces.',
      'Nested cross-validation or a final untouched test set keeps the reported score honest.',
    ],
    proTip: 'Use random search (RandomizedSearchCV) or successive halving instead of a large grid: for the same budget it explores more values of the hyperparameters that actually matter.',
  },
  mcqs: [
    {
      question: 'A model scores poorly on both training and validation data. What is the likely diagnosis?',
      options: {
        A: 'High variance (overfitting)',
        B: 'Data leakage',
        C: 'High bias (underfitting)',
        D: 'Too much training data',
      },
      correct: 'C',
      explanation: 'Poor training performance means the model cannot capture the pattern.',
    },
    {
      question: 'A learning curve shows a large gap between training and validation scores that narrows as more data is added. What is likely to help?',
      options: {
        A: 'Collecting more training data',
        B: 'Removing regularisation',
        C: 'Using a more complex model',
        D: 'Reducing the validation set',
      },
      correct: 'A',
      explanation: 'A shrinking gap indicates high variance, which more data reduces.',
    },
    {
      question: 'What distinctive effect does L1 regularisation have on a linear model?',
      options: {
        A: 'It increases all weights',
        B: 'It drives some weights exactly to zero, selecting features',
        C: 'It makes the model non-linear',
        D: 'It removes the bias term',
      },
      correct: 'B',
      explanation: 'The absolute-value penalty creates sparse solutions.',
    },
    {
      question: 'In Ridge(alpha=...), what does increasing alpha do?',
      options: {
        A: 'Weakens regularisation',
        B: 'Increases the learning rate',
        C: 'Adds more features',
        D: 'Strengthens regularisation, shrinking the weights more',
      },
      correct: 'D',
      explanation: 'alpha scales the L2 penalty on the weights.',
    },
    {
      question: 'Why is k-fold cross-validation preferred over a single validation split on small datasets?',
      options: {
        A: 'It averages over several splits, giving a more reliable estimate',
        B: 'It trains only once',
        C: 'It does not need a model',
        D: 'It uses the test set as well',
      },
      correct: 'A',
      explanation: 'Averaging k scores reduces the noise of one lucky or unlucky split.',
    },
    {
      question: 'Which cross-validation scheme fits data where several rows belong to the same customer?',
      options: {
        A: 'Plain KFold with shuffling',
        B: 'LeaveOneOut on rows',
        C: 'GroupKFold, keeping each customer\'s rows in one fold',
        D: 'Stratifying by customer name length',
      },
      correct: 'C',
      explanation: 'Group splits stop the model from recognising an entity it saw in training.',
    },
    {
      question: 'Why does random search often beat grid search for the same budget?',
      options: {
        A: 'It always finds the global optimum',
        B: 'It explores more distinct values of the hyperparameters that actually matter',
        C: 'It needs no validation data',
        D: 'It uses the test set',
      },
      correct: 'B',
      explanation: 'A grid wastes trials repeating values of unimportant hyperparameters.',
    },
    {
      question: 'You tuned hyperparameters by repeatedly checking the test-set score. What is the consequence?',
      options: {
        A: 'The test score is now an optimistic estimate of real performance',
        B: 'The model becomes underfit',
        C: 'Nothing, because the test set was not used for training',
        D: 'The validation set becomes leaked',
      },
      correct: 'A',
      explanation: 'Choosing by test score turns the test set into a validation set.',
    },
    {
      question: 'Why must features be scaled before applying L1 or L2 penalties?',
      options: {
        A: 'Penalties only work on integers',
        B: 'Scaling removes outliers',
        C: 'Scaling makes the model non-linear',
        D: 'Otherwise the penalty affects features unequally depending on their units',
      },
      correct: 'D',
      explanation: 'A feature in large units needs small weights and is barely penalised, unlike one in small units.',
    },
  ],
  problems: [],
};
