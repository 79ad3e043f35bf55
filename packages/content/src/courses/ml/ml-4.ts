import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ml-4',
  order: 4,
  title: 'Logistic Regression and Classification',
  description:
    'Turn a linear model into a probabilistic classifier with the sigmoid and cross-entropy loss, choose decision thresholds, and extend to many classes with softmax.',
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
    proTip:
      'Check calibration before trusting predicted probabilities as real-world likelihoods: a reliability plot (sklearn\'s CalibrationDisplay) shows whether "70% likely" really happens about 70% of the time.',
  },
  mcqs: [
    {
      question: 'What does the sigmoid function do in logistic regression?',
      options: {
        A: 'Maps any real score to a value between 0 and 1',
        B: 'Maps the score onto -1..1',
        C: 'Picks the class with the highest score',
        D: 'Turns a probability into log-odds',
      },
      correct: 'A',
      explanation:
        'σ(z) = 1 / (1 + e^(-z)) squashes the linear score w·x + b into (0, 1), read as P(y = 1 | x). The score itself is the log-odds; picking the top score is argmax.',
    },
    {
      question: 'What is σ(0), the sigmoid of zero?',
      options: {
        A: '0',
        B: '1',
        C: '0.5',
        D: '0.25',
      },
      correct: 'C',
      explanation:
        'σ(0) = 1 / (1 + e^0) = 1/2. A score of zero lies exactly on the decision boundary.',
    },
    {
      question:
        'What shape is the decision boundary of plain logistic regression in its input features?',
      options: {
        A: 'An S-shaped sigmoid curve drawn through the data points',
        B: 'A straight line, or a hyperplane in more dimensions',
        C: 'A circle or an ellipse drawn around the positive class',
        D: "Axis-aligned rectangles, as in a decision tree's splits",
      },
      correct: 'B',
      explanation:
        'p > 0.5 exactly when w·x + b > 0, a linear condition. The sigmoid shapes the probability along the score axis, not the boundary; curved boundaries need engineered features.',
    },
    {
      question: 'Why is cross-entropy used instead of MSE for logistic regression?',
      options: {
        A: 'MSE cannot be computed on logistic regression outputs',
        B: 'It ignores confident mistakes, so outliers cannot dominate',
        C: 'It lets the model output raw scores with no sigmoid at all',
        D: 'It punishes confident mistakes hard and the loss is convex',
      },
      correct: 'D',
      explanation:
        'Log-loss grows without bound as a wrong prediction becomes more confident, and it is convex in the parameters, so gradient descent finds the global minimum. MSE can be computed but behaves poorly here.',
    },
    {
      question: "In scikit-learn's LogisticRegression, what does a smaller C mean?",
      options: {
        A: 'Stronger regularisation, so a simpler model',
        B: 'Weaker regularisation, so a more complex model',
        C: 'A lower decision threshold than the default of 0.5',
        D: 'Fewer solver iterations before stopping (max_iter)',
      },
      correct: 'A',
      explanation:
        'C is the inverse of the L2 regularisation strength: smaller C penalises large weights more. The threshold and max_iter are separate settings.',
    },
    {
      question:
        'For a disease screening test where missing a sick patient is very costly, how should the threshold change?',
      options: {
        A: 'Raise it above 0.5 so that fewer patients are flagged',
        B: 'Lower it to catch more positives, accepting more false alarms',
        C: 'Keep it at 0.5 regardless of costs',
        D: 'Raise it to 0.9 so that only confident positives count',
      },
      correct: 'B',
      explanation:
        'A lower threshold increases recall when false negatives are the costly error, at the price of more false positives. The 0.5 default ignores the cost of errors.',
    },
    {
      question:
        'A logistic regression coefficient is 0.7. What happens to the odds of the positive class when that feature increases by one unit?',
      options: {
        A: 'The odds increase by 0.7 for each extra unit',
        B: 'They are multiplied by exactly 0.7 each time',
        C: 'They are multiplied by about e^0.7 ≈ 2',
        D: 'The probability rises by 0.7 × 100 = 70%',
      },
      correct: 'C',
      explanation:
        'Coefficients act additively on the log-odds, so multiplicatively on the odds: one unit multiplies the odds by e^0.7 ≈ 2.0. The effect on the probability itself depends on where you start.',
    },
    {
      question: 'What does softmax produce for a multi-class problem?',
      options: {
        A: 'One sigmoid per class',
        B: 'The index of the most likely class, as an integer',
        C: 'A probability for the positive class only (class 1)',
        D: 'A probability per class, summing to 1',
      },
      correct: 'D',
      explanation:
        'softmax(z)k = e^(zk) / Σj e^(zj) exponentiates and normalises the class scores, so the outputs are coupled and sum to 1. Taking the argmax of them gives the class index.',
    },
    {
      question: 'Why is accuracy misleading on a dataset with 0.1% fraud cases?',
      options: {
        A: 'A model that never flags fraud still scores 99.9%',
        B: 'Accuracy is undefined below 1%',
        C: 'Accuracy overweights the rare class',
        D: 'Accuracy needs balanced classes',
      },
      correct: 'A',
      explanation:
        "With heavy imbalance, accuracy rewards ignoring the minority class: predicting 'negative' always gives 99.9% while catching no fraud. Use metrics that focus on the positive class.",
    },
    {
      question:
        "The true label is 1 and the model predicts p = 0.01. Roughly what is this example's log-loss?",
      options: {
        A: 'About 0.01',
        B: 'About 4.6',
        C: 'About 2',
        D: 'Exactly 1 (log-loss is capped at 1)',
      },
      correct: 'B',
      explanation:
        'The loss is -ln(0.01) ≈ 4.6 (about 2 would be the base-10 logarithm), and it grows without bound as p → 0. A confident mistake costs far more than a hesitant one; log-loss has no upper cap.',
    },
    {
      question:
        'For one example, what is the gradient of the logistic log-loss with respect to the weights w?',
      options: {
        A: '(p - y)·p·(1 - p)·x',
        B: 'y·log(p)',
        C: '(p - y)·x',
        D: '(p - y)²·x / 2',
      },
      correct: 'C',
      explanation:
        "With log-loss the sigmoid's derivative cancels, leaving (p - y)·x. The extra p·(1 - p) factor appears when MSE is combined with a sigmoid, which slows learning on confident mistakes.",
    },
    {
      question: 'With one-vs-rest on a 5-class problem, how many binary classifiers are trained?',
      options: {
        A: '4, as one class is the reference',
        B: '10, one per pair',
        C: '1 shared model',
        D: '5, one per class',
      },
      correct: 'D',
      explanation:
        "One-vs-rest trains one 'this class versus all others' classifier per class and picks the most confident. One classifier per pair (10 here) is one-vs-one; a single model with 5 outputs is softmax regression.",
    },
  ],
  problems: [],
};
