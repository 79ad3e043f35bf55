import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ml-4',
  order: 4,
  title: 'Logistic Regression and Classification',
  description: 'Turn a linear model into a probabilistic classifier with the sigmoid and cross-entropy loss, choose decision thresholds, and extend to many classes with softmax.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Explain how the sigmoid turns a linear score into a probability',
    'Describe the log-loss (binary cross-entropy) and why it is used',
    'Choose a decision threshold to fit the cost of errors',
    'Extend classification to multiple classes with softmax or one-vs-rest',
  ],
  lesson: `## From scores to probabilities

Linear regression outputs any real number, but for classification we want a **probability** that an example belongs to the positive class. **Logistic regression** computes the same linear score \`z = w·x + b\` and squashes it with the **sigmoid** function:

\`σ(z) = 1 / (1 + e^(-z))\`

The sigmoid maps \`-∞..∞\` smoothly onto \`0..1\`: \`σ(0) = 0.5\`, large positive scores approach 1, large negative scores approach 0. The prediction \`p = σ(w·x + b)\` is read as \`P(y = 1 | x)\`.

Because \`p > 0.5\` exactly when \`z > 0\`, the **decision boundary** \`w·x + b = 0\` is a straight line (a hyperplane in more dimensions). Logistic regression is therefore a *linear classifier*; curved boundaries need engineered features (such as polynomial terms) or non-linear models.

## The loss: cross-entropy

MSE on probabilities works poorly. Instead logistic regression minimises the **log-loss** or **binary cross-entropy**:

\`L = -(1/n) Σ [ yi·log(pi) + (1 - yi)·log(1 - pi) ]\`

If the true label is 1 and the model says \`p = 0.99\`, the loss is tiny; if it says \`p = 0.01\`, the loss is large (−log 0.01 ≈ 4.6). Confident mistakes are punished hard. The loss is **convex** in the parameters, so gradient descent finds the global minimum, and its gradient has the pleasingly simple form \`(p - y)·x\`.

\`\`\`python
from sklearn.linear_model import LogisticRegression
clf = LogisticRegression(C=1.0, max_iter=1000).fit(X_train, y_train)
proba = clf.predict_proba(X_test)[:, 1]     # P(class 1)
pred = (proba >= 0.5).astype(int)
\`\`\`

scikit-learn applies L2 **regularisation** by default; \`C\` is the *inverse* regularisation strength (smaller \`C\` means a simpler model).

## Thresholds

\`predict\` uses 0.5, but the best threshold depends on the **cost of errors**. For cancer screening, missing a case is far worse than a false alarm, so you lower the threshold to catch more positives. For a spam filter, losing a real email is worse, so you raise it. Choosing the threshold is a business decision informed by the precision-recall trade-off covered in the next chapter. (Since scikit-learn 1.5, \`TunedThresholdClassifierCV\` can tune it with cross-validation.)

## Interpreting coefficients

The linear score is the **log-odds**: \`log(p / (1 - p)) = w·x + b\`. A coefficient of 0.7 means one unit more of that feature multiplies the odds by \`e^0.7 ≈ 2\`. This interpretability is why logistic regression remains popular in medicine, credit scoring and any setting where decisions must be explained.

## More than two classes

- **One-vs-rest**: train one binary classifier per class and pick the most confident.
- **Softmax (multinomial) regression**: compute one score per class and convert them to probabilities that sum to 1 with \`softmax(z)k = e^(zk) / Σj e^(zj)\`, trained with categorical cross-entropy. This is exactly the output layer of neural-network classifiers.

## Class imbalance

When positives are rare (fraud at 0.1%), a model can reach 99.9% accuracy by predicting "negative" always. Remedies include class weights (\`class_weight="balanced"\`), resampling, and above all evaluating with metrics that focus on the positive class.
`,
  overview: {
    whatYouWillLearn: [
      'Logistic regression passes a linear score through the sigmoid to produce a probability between 0 and 1.',
      'The decision boundary of logistic regression is linear in the input features.',
      'Binary cross-entropy heavily penalises confident wrong predictions and gives a convex optimisation problem.',
      'The default threshold of 0.5 is a choice, not a law; costs of errors should set it.',
      'Softmax generalises the sigmoid to many classes with probabilities summing to one.',
      'Coefficients can be read as changes in log-odds, which makes the model interpretable.',
    ],
    proTip: 'Check calibration before trusting predicted probabilities as real-world likelihoods: a reliability plot (sklearn\'s CalibrationDisplay) shows whether "70% likely" really happens about 70% of the time.',
  },
  mcqs: [
    {
      question: 'What does the sigmoid function do in logistic regression?',
      options: {
        A: 'Maps any real-valued score to a value between 0 and 1',
        B: 'Sorts the predictions',
        C: 'Removes outliers from the features',
        D: 'Computes the gradient',
      },
      correct: 'A',
      explanation: 'The sigmoid squashes the linear score into a probability-like value.',
    },
    {
      question: 'What is σ(0), the sigmoid of zero?',
      options: {
        A: '0',
        B: '1',
        C: '0.5',
        D: 'Undefined',
      },
      correct: 'C',
      explanation: 'A score of zero is exactly on the decision boundary, giving probability 0.5.',
    },
    {
      question: 'What shape is the decision boundary of plain logistic regression in its input features?',
      options: {
        A: 'A circle',
        B: 'A linear hyperplane',
        C: 'Any arbitrary curve',
        D: 'A set of axis-aligned rectangles',
      },
      correct: 'B',
      explanation: 'p > 0.5 exactly when w·x + b > 0, which is a linear condition.',
    },
    {
      question: 'Why is cross-entropy used instead of MSE for logistic regression?',
      options: {
        A: 'It is faster to type',
        B: 'It ignores confident mistakes',
        C: 'It only works with two features',
        D: 'It punishes confident wrong predictions strongly and yields a convex problem',
      },
      correct: 'D',
      explanation: 'Log-loss grows without bound as a wrong prediction becomes more confident.',
    },
    {
      question: 'In scikit-learn\'s LogisticRegression, what does a smaller C mean?',
      options: {
        A: 'Stronger regularisation and a simpler model',
        B: 'Weaker regularisation',
        C: 'More classes',
        D: 'A higher decision threshold',
      },
      correct: 'A',
      explanation: 'C is the inverse of the regularisation strength.',
    },
    {
      question: 'For a disease screening test where missing a sick patient is very costly, how should the threshold change?',
      options: {
        A: 'Raise it above 0.5 to reduce positives',
        B: 'Lower it to catch more true positives at the cost of more false alarms',
        C: 'Keep it at exactly 0.5',
        D: 'Thresholds do not affect errors',
      },
      correct: 'B',
      explanation: 'A lower threshold increases recall when false negatives are the costly error.',
    },
    {
      question: 'A logistic regression coefficient is 0.7. What happens to the odds of the positive class when that feature increases by one unit?',
      options: {
        A: 'They increase by 0.7 percentage points',
        B: 'They are multiplied by 0.7',
        C: 'They are multiplied by about e^0.7 ≈ 2',
        D: 'They are unchanged',
      },
      correct: 'C',
      explanation: 'Coefficients act additively on log-odds, so multiplicatively on odds.',
    },
    {
      question: 'What does softmax produce for a multi-class problem?',
      options: {
        A: 'A single probability for the positive class',
        B: 'The class index directly',
        C: 'Scaled input features',
        D: 'A probability for each class, summing to one',
      },
      correct: 'D',
      explanation: 'Softmax exponentiates and normalises the class scores.',
    },
    {
      question: 'Why is accuracy misleading on a dataset with 0.1% fraud cases?',
      options: {
        A: 'A model that always predicts "not fraud" reaches 99.9% accuracy while catching no fraud',
        B: 'Accuracy cannot be computed for binary problems',
        C: 'Fraud datasets always contain missing values',
        D: 'Accuracy only works for regression',
      },
      correct: 'A',
      explanation: 'With heavy imbalance, accuracy rewards ignoring the minority class.',
    },
  ],
  problems: [],
};
