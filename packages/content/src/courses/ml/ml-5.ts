import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ml-5',
  order: 5,
  title: 'Evaluating Classifiers',
  description:
    'Measure classifiers properly with the confusion matrix, precision, recall, F1, ROC-AUC and PR curves, and pick metrics that match the problem.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Build a confusion matrix from predictions',
    'Compute accuracy, precision, recall and F1 by hand',
    'Explain the precision-recall trade-off and threshold curves',
    'Choose metrics suited to imbalanced and multi-class problems',
  ],
  lesson: `## The confusion matrix

For a binary classifier with a chosen **positive** class, every prediction falls into one of four cells:

|  | Predicted positive | Predicted negative |
|---|---|---|
| **Actually positive** | True positive (TP) | False negative (FN) |
| **Actually negative** | False positive (FP) | True negative (TN) |

Every common metric is built from these four counts.

## The core metrics

- **Accuracy** = (TP + TN) / total: the share of correct predictions. Misleading under class imbalance.
- **Precision** = TP / (TP + FP): *when the model says positive, how often is it right?* Important when false alarms are costly (spam filters, recommending a risky treatment).
- **Recall** (sensitivity, true positive rate) = TP / (TP + FN): *of all real positives, how many did we catch?* Important when misses are costly (cancer screening, fraud).
- **F1** = 2 · precision · recall / (precision + recall): the harmonic mean, high only when both are high.
- **Specificity** = TN / (TN + FP): recall for the negative class.

When a denominator is zero (the model never predicts positive, so precision is 0/0), scikit-learn reports 0 by default with a warning; the \`zero_division\` parameter controls this.

\`\`\`python
from sklearn.metrics import confusion_matrix, classification_report
print(confusion_matrix(y_true, y_pred))
print(classification_report(y_true, y_pred, digits=3))
\`\`\`

## The precision-recall trade-off

A probabilistic classifier becomes a decision rule through a **threshold**. Raising it makes the model more conservative: fewer positives predicted, usually **higher precision, lower recall**. Lowering it does the opposite. The **precision-recall curve** shows this trade-off across all thresholds; the **ROC curve** plots the true positive rate against the false positive rate.

**ROC-AUC** summarises the ROC curve as one number: the probability that a random positive is scored higher than a random negative (0.5 = random, 1.0 = perfect ranking). Under heavy imbalance, ROC-AUC can look excellent while precision is poor, because the false positive rate divides by a huge number of negatives. **PR-AUC** (average precision) is more informative there.

## Multi-class problems

With \`k\` classes the confusion matrix is \`k × k\`. Per-class precision and recall are computed one-vs-rest and then averaged:

- **Macro**: simple mean over classes, so every class counts equally (rare classes matter).
- **Weighted**: mean weighted by class frequency.
- **Micro**: pool all TP, FP and FN first; for single-label problems this equals accuracy.

## Beyond a single number

Pick the metric **before** training, from the cost of errors. Report it on the untouched test set, with confidence intervals (bootstrapping) when the test set is small, and break it down by important segments (regions, device types, demographic groups) to catch failures hidden by the average. For regression, the equivalents are MAE, RMSE and R².

## Your challenge

Compute the confusion matrix and the four headline metrics from a list of actual and predicted labels, exactly as a metrics library would.
`,
  overview: {
    whatYouWillLearn: [
      'The confusion matrix counts true positives, false positives, false negatives and true negatives.',
      'Precision is the share of predicted positives that are correct; recall is the share of actual positives found.',
      'F1 is the harmonic mean of precision and recall and is low if either one is low.',
      'Raising the threshold usually increases precision and decreases recall.',
      'ROC-AUC measures ranking quality across thresholds, while PR-AUC focuses on the positive class under imbalance.',
      'Multi-class metrics are averaged per class with macro, weighted or micro averaging.',
    ],
    proTip:
      'Always look at the confusion matrix, not just one summary number: it shows which mistakes the model makes, and the cost of each type of mistake is what decides whether the model is good enough.',
  },
  mcqs: [],
  problems: [
    {
      id: 'classification-metrics',
      title: 'Confusion Matrix and Metrics',
      description: `The first line contains the name of the **positive** label. Each following line contains two labels separated by a space: the actual label and the predicted label for one example. Any label other than the positive label counts as negative.

Print:
1. \`TP=a FP=b FN=c TN=d\`
2. \`accuracy=...\`
3. \`precision=...\`
4. \`recall=...\`
5. \`f1=...\`

Each metric is printed with exactly 3 digits after the decimal point. If a metric's denominator is zero (for example precision when nothing is predicted positive, or F1 when precision + recall is 0), print \`0.000\` for it.`,
      examples: [
        {
          input: `spam
spam spam
spam spam
spam ham
ham spam
ham ham
ham ham
`,
          output: `TP=2 FP=1 FN=1 TN=2
accuracy=0.667
precision=0.667
recall=0.667
f1=0.667`,
          explanation:
            'Two spam emails are caught, one is missed, and one legitimate email is flagged: precision 2/3, recall 2/3.',
        },
        {
          input: `fraud
ok ok
ok ok
ok ok
fraud ok
`,
          output: `TP=0 FP=0 FN=1 TN=3
accuracy=0.750
precision=0.000
recall=0.000
f1=0.000`,
          explanation:
            'The model never predicts the positive class, so precision, recall and F1 are 0.000 while accuracy is still 0.750.',
        },
      ],
      constraints: [
        '1 <= number of examples <= 10^4',
        'Labels contain no spaces',
        'Use F1 = 2 * precision * recall / (precision + recall)',
      ],
      testCases: [
        {
          input: `spam
spam spam
spam spam
spam ham
ham spam
ham ham
ham ham
`,
          expectedOutput: `TP=2 FP=1 FN=1 TN=2
accuracy=0.667
precision=0.667
recall=0.667
f1=0.667`,
          hidden: false,
        },
        {
          input: `fraud
ok ok
ok ok
ok ok
fraud ok
`,
          expectedOutput: `TP=0 FP=0 FN=1 TN=3
accuracy=0.750
precision=0.000
recall=0.000
f1=0.000`,
          hidden: false,
        },
        {
          input: `1
1 1
`,
          expectedOutput: `TP=1 FP=0 FN=0 TN=0
accuracy=1.000
precision=1.000
recall=1.000
f1=1.000`,
          hidden: true,
        },
        {
          input: `cat
dog dog
bird bird
dog cat
bird cat
cat cat
cat dog
cat cat
`,
          expectedOutput: `TP=2 FP=2 FN=1 TN=2
accuracy=0.571
precision=0.500
recall=0.667
f1=0.571`,
          hidden: true,
        },
        {
          input: `yes
no no
no no
no no
`,
          expectedOutput: `TP=0 FP=0 FN=0 TN=3
accuracy=1.000
precision=0.000
recall=0.000
f1=0.000`,
          hidden: true,
        },
        {
          input: `pos
pos pos
pos pos
pos pos
neg pos
neg pos
neg pos
neg neg
pos neg
neg neg
neg neg
neg neg
`,
          expectedOutput: `TP=3 FP=3 FN=1 TN=4
accuracy=0.636
precision=0.500
recall=0.750
f1=0.600`,
          hidden: true,
        },
        {
          input: `A
B A
B A
A A
`,
          expectedOutput: `TP=1 FP=2 FN=0 TN=0
accuracy=0.333
precision=0.333
recall=1.000
f1=0.500`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys
lines = sys.stdin.read().split('\\n')
pos = lines[0].strip()
tp = fp = fn = tn = 0
for line in lines[1:]:
    if not line.strip():
        continue
    a, p = line.split()
    if a == pos and p == pos: tp += 1
    elif a != pos and p == pos: fp += 1
    elif a == pos: fn += 1
    else: tn += 1
total = tp + fp + fn + tn
acc = (tp + tn) / total
prec = tp / (tp + fp) if tp + fp else 0.0
rec = tp / (tp + fn) if tp + fn else 0.0
f1 = 2 * prec * rec / (prec + rec) if prec + rec else 0.0
print('TP=%d FP=%d FN=%d TN=%d' % (tp, fp, fn, tn))
print('accuracy=%.3f' % acc)
print('precision=%.3f' % prec)
print('recall=%.3f' % rec)
print('f1=%.3f' % f1)
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
labels = ['spam', 'ham', 'Spam', 'spam2', 'other']
print('spam')
for _ in range(n):
    a = random.choice(labels)
    if mode == 'noisy':
        p = random.choice(labels)
    elif mode == 'nopredpos':
        p = random.choice(labels[1:])
    elif mode == 'perfect':
        p = a
    elif mode == 'allpos':
        a, p = 'spam', 'spam'
    else:
        p = a if random.random() < 0.8 else random.choice(labels)
    print(a, p)
`,
        tests: [
          { args: '10000 mostly', label: '10,000 examples, 80% correct, look-alike labels' },
          { args: '2000 noisy', label: '2,000 examples, random predictions' },
          { args: '10000 nopredpos', label: '10,000 examples, nothing predicted positive' },
          { args: '2000 allpos', label: '2,000 examples, all positive' },
          { args: '1 perfect', label: 'one example' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
assert lines and len(lines[0].split()) == 1 and lines[0] == lines[0].strip(), 'bad positive label'
ex = lines[1:]
assert 1 <= len(ex) <= 10**4, 'number of examples out of range'
for line in ex:
    assert len(line.split(' ')) == 2 and all(line.split(' ')), 'an example is two labels'
`,
        wrongSolutions: [
          {
            name: 'no-zero-guard',
            language: 'python3',
            mustFail: 'any',
            why: 'Divides by precision + recall (and by TP + FP) without checking for zero, which crashes when nothing is predicted positive',
            source: `import sys
lines = sys.stdin.read().split('\\n')
pos = lines[0].strip()
tp = fp = fn = tn = 0
for line in lines[1:]:
    if not line.strip():
        continue
    a, p = line.split()
    if a == pos and p == pos: tp += 1
    elif a != pos and p == pos: fp += 1
    elif a == pos: fn += 1
    else: tn += 1
total = tp + fp + fn + tn
acc = (tp + tn) / total
prec = tp / (tp + fp)
rec = tp / (tp + fn)
f1 = 2 * prec * rec / (prec + rec)
print('TP=%d FP=%d FN=%d TN=%d' % (tp, fp, fn, tn))
print('accuracy=%.3f' % acc)
print('precision=%.3f' % prec)
print('recall=%.3f' % rec)
print('f1=%.3f' % f1)
`,
          },
          {
            name: 'fp-fn-swapped',
            language: 'python3',
            mustFail: 'WA',
            why: 'Swaps false positives and false negatives, so precision and recall trade places',
            source: `import sys
lines = sys.stdin.read().split('\\n')
pos = lines[0].strip()
tp = fp = fn = tn = 0
for line in lines[1:]:
    if not line.strip():
        continue
    a, p = line.split()
    if a == pos and p == pos: tp += 1
    elif a == pos: fp += 1
    elif p == pos: fn += 1
    else: tn += 1
total = tp + fp + fn + tn
acc = (tp + tn) / total
prec = tp / (tp + fp) if tp + fp else 0.0
rec = tp / (tp + fn) if tp + fn else 0.0
f1 = 2 * prec * rec / (prec + rec) if prec + rec else 0.0
print('TP=%d FP=%d FN=%d TN=%d' % (tp, fp, fn, tn))
print('accuracy=%.3f' % acc)
print('precision=%.3f' % prec)
print('recall=%.3f' % rec)
print('f1=%.3f' % f1)
`,
          },
        ],
      },
    },
  ],
};
