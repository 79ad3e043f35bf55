import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ml-8',
  order: 8,
  title: 'Generalisation, Regularisation and Model Selection',
  description:
    'Diagnose underfitting and overfitting with the bias-variance trade-off and learning curves, regularise models, and tune hyperparameters with cross-validation without fooling yourself.',
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
    proTip:
      'Use random search (RandomizedSearchCV) or successive halving instead of a large grid: for the same budget it explores more values of the hyperparameters that actually matter.',
  },
  mcqs: [
    {
      question:
        'A model scores poorly on both training and validation data. What is the likely diagnosis?',
      options: {
        A: 'High variance',
        B: 'Data leakage from the validation data',
        C: 'High bias (underfitting)',
        D: 'Too little regularisation (λ = 0)',
      },
      correct: 'C',
      explanation:
        'Poor training performance means the model cannot capture the pattern. Overfitting or too little regularisation would give a good training score with a worse validation score.',
    },
    {
      question:
        'A learning curve shows a large gap between training and validation scores that narrows as more data is added. What is likely to help?',
      options: {
        A: 'Gathering additional labelled examples',
        B: 'A more complex model',
        C: 'Weaker regularisation',
        D: 'Stop collecting data',
      },
      correct: 'A',
      explanation:
        'A gap that shrinks with data signals high variance, which more data reduces. More complexity or weaker regularisation would widen the gap.',
    },
    {
      question: 'What distinctive effect does L1 regularisation have on a linear model?',
      options: {
        A: 'It shrinks all weights smoothly',
        B: 'It drives some weights exactly to zero',
        C: 'It squares each weight',
        D: 'It adds interaction terms',
      },
      correct: 'B',
      explanation:
        'The absolute-value penalty λ Σ |w| produces sparse solutions, performing feature selection. Smooth shrinkage by a squared penalty is L2 (ridge).',
    },
    {
      question: "In scikit-learn's Ridge(alpha=...), what does increasing alpha do?",
      options: {
        A: 'Weakens the regularisation strength, since alpha = 1/C',
        B: "Raises the solver's step size, that is its learning rate",
        C: 'Sets more of the weights exactly to 0 (feature selection)',
        D: 'Strengthens regularisation: the weights shrink more',
      },
      correct: 'D',
      explanation:
        'alpha scales the L2 penalty, so larger alpha means stronger shrinkage. Unlike C in LogisticRegression it is not an inverse, and ridge never sets weights exactly to zero.',
    },
    {
      question:
        'Why is k-fold cross-validation preferred over a single validation split on small datasets?',
      options: {
        A: 'It averages several splits, so the estimate is less noisy',
        B: 'It removes the need for a final held-out test set later on',
        C: 'It trains on all of the data at once, so no rows are wasted',
        D: 'It lets the held-out test set be reused as one of the k folds',
      },
      correct: 'A',
      explanation:
        'Averaging k scores reduces the noise of one lucky or unlucky split, and the spread shows how much to trust small differences. The test set stays untouched until the end.',
    },
    {
      question:
        'Which cross-validation scheme fits data where several rows belong to the same customer?',
      options: {
        A: 'StratifiedKFold stratified on the customer ID',
        B: 'KFold(shuffle=True) over individual rows',
        C: 'TimeSeriesSplit ordered by the customer ID',
        D: 'GroupKFold with the customer as the group',
      },
      correct: 'D',
      explanation:
        "GroupKFold keeps each customer's rows in one fold, so the model cannot score well by recognising a customer it saw in training.",
    },
    {
      question: 'Why does random search often beat grid search for the same budget?',
      options: {
        A: 'It is guaranteed to find the global optimum within the search grid',
        B: 'It uses past trial results to choose the next trial',
        C: 'It tries more distinct values of the hyperparameters that matter',
        D: 'It discards weak candidates early to save trials',
      },
      correct: 'C',
      explanation:
        'A grid wastes trials repeating the same few values of each hyperparameter, including unimportant ones. Using past results is Bayesian optimisation; discarding early is successive halving.',
    },
    {
      question:
        'You tuned hyperparameters by repeatedly checking the test-set score. What is the consequence?',
      options: {
        A: 'The model now underfits the test data',
        B: 'Nothing, since test rows were never used for fitting',
        C: 'The test score is now a pessimistic estimate',
        D: 'The test score is now an optimistic estimate',
      },
      correct: 'D',
      explanation:
        'Choosing by test score turns the test set into a validation set: the chosen configuration is the one that happened to score well on it, so the score overstates real performance.',
    },
    {
      question: 'Why must features be scaled before applying L1 or L2 penalties?',
      options: {
        A: 'L1 and L2 penalties are defined only for features scaled to [0, 1]',
        B: 'Otherwise the penalty hits features unequally, by their units',
        C: 'Scaling removes outliers the penalty would otherwise amplify',
        D: 'Unscaled features make the penalised loss non-convex',
      },
      correct: 'B',
      explanation:
        'A feature in large units needs only a small weight and is barely penalised, while one in small units needs a large weight and is penalised heavily. Scaling makes the penalty fair.',
    },
    {
      question: 'When do you need nested cross-validation?',
      options: {
        A: 'To tune hyperparameters faster',
        B: 'To estimate a whole tuning procedure without bias on small data',
        C: 'To keep groups of rows from the same customer in one fold',
        D: 'To use more folds than the dataset has rows',
      },
      correct: 'B',
      explanation:
        'An inner loop tunes, an outer loop scores the tuned result on folds the tuning never saw. The best inner score alone is optimistic because it was used to choose.',
    },
    {
      question: 'Which of these is a hyperparameter rather than a parameter learned by fitting?',
      options: {
        A: 'The weights of a logistic regression',
        B: 'The threshold chosen at each tree split',
        C: 'The maximum depth of a decision tree',
        D: 'The intercept of a linear regression',
      },
      correct: 'C',
      explanation:
        'Hyperparameters such as max_depth, C, k or the learning rate are set before fitting and chosen by validation. Weights, intercepts and split thresholds are learned from the data.',
    },
    {
      question:
        'In 5-fold CV two models score 0.842 and 0.845 mean F1, with a fold standard deviation of 0.02. What follows?',
      options: {
        A: 'The difference is within the noise, so it is not convincing',
        B: 'The 0.845 model is clearly better and should be the one chosen',
        C: 'The 0.842 model is better since its mean score is more stable',
        D: 'The held-out test set should now be used to decide between them',
      },
      correct: 'A',
      explanation:
        'A 0.003 gap is far smaller than the fold-to-fold spread of 0.02, so the ranking could flip with another split. Using the test set to choose would make it optimistic.',
    },
  ],
  problems: [],
};
