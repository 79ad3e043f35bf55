import type { DebugProblem } from '@app/shared/content.schemas';

export const easyDebug: DebugProblem[] = [
  {
    id: 'ml-debug-precision-recall',
    title: 'Precision and Recall Are Mixed Up',
    description: `The program prints the precision and recall of binary predictions with 2 decimals, where
precision = TP / (TP + FP), recall = TP / (TP + FN), and a metric with a zero denominator is 0.00.
It prints wrong values and crashes when the model never predicts the positive class.

**Input:** \`n\`, a line of \`n\` true labels, a line of \`n\` predicted labels (0 or 1).
**Output:** \`precision=<p>\` and \`recall=<r>\`.`,
    language: 'python3',
    buggyCode: `import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    actual = [int(v) for v in data[1:1 + n]]
    predicted = [int(v) for v in data[1 + n:1 + 2 * n]]
    tp = sum(1 for a, p in zip(actual, predicted) if a == 1 and p == 1)
    fp = sum(1 for a, p in zip(actual, predicted) if a == 0 and p == 1)
    fn = sum(1 for a, p in zip(actual, predicted) if a == 1 and p == 0)
    precision = tp / (tp + fn)
    recall = tp / (tp + fn) if tp + fn > 0 else 0.0
    print(f"precision={precision:.2f}")
    print(f"recall={recall:.2f}")


main()
`,
    fixedCode: `import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    actual = [int(v) for v in data[1:1 + n]]
    predicted = [int(v) for v in data[1 + n:1 + 2 * n]]
    tp = sum(1 for a, p in zip(actual, predicted) if a == 1 and p == 1)
    fp = sum(1 for a, p in zip(actual, predicted) if a == 0 and p == 1)
    fn = sum(1 for a, p in zip(actual, predicted) if a == 1 and p == 0)
    precision = tp / (tp + fp) if tp + fp > 0 else 0.0
    recall = tp / (tp + fn) if tp + fn > 0 else 0.0
    print(f"precision={precision:.2f}")
    print(f"recall={recall:.2f}")


main()
`,
    expectedBehavior: 'precision = TP / (TP + FP) with 0.00 when nothing is predicted positive.',
    hints: [
      'Precision asks: of everything predicted positive, how much was right?',
      'What if the model predicts 0 for every example?',
      'Compare the two formulas side by side.',
    ],
    testCases: [
      {
        input: '5\n1 1 0 0 1\n1 0 1 1 1\n',
        expectedOutput: 'precision=0.50\nrecall=0.67',
        hidden: false,
      },
      { input: '3\n1 0 1\n0 0 0\n', expectedOutput: 'precision=0.00\nrecall=0.00', hidden: false },
      {
        input: '4\n1 1 1 1\n1 1 1 1\n',
        expectedOutput: 'precision=1.00\nrecall=1.00',
        hidden: true,
      },
      {
        input: '6\n0 0 0 1 1 1\n1 1 0 1 0 0\n',
        expectedOutput: 'precision=0.33\nrecall=0.33',
        hidden: true,
      },
      { input: '2\n0 0\n0 0\n', expectedOutput: 'precision=0.00\nrecall=0.00', hidden: true },
    ],
    bugs: [
      {
        description:
          'Precision divides by TP + FN (that is recall) and has no guard for a zero denominator.',
        testIndexes: [0, 4],
      },
    ],
  },
  {
    id: 'ml-debug-accuracy-percent',
    title: 'Accuracy Is Always 0%',
    description:
      'The program compares predicted class labels with the true labels and prints the accuracy as a whole\npercentage, rounded down: `correct * 100 // total`. It prints 0% for almost every model and miscounts\ncorrect predictions.\n\n**Input:** `n`, a line of `n` true labels, a line of `n` predicted labels (words).\n**Output:** `accuracy: <p>% (<correct>/<n>)`.',
    language: 'python3',
    buggyCode: String.raw`import sys

tokens = sys.stdin.read().split()
n = int(tokens[0])
truth = tokens[1:1 + n]
predicted = tokens[1 + n:1 + 2 * n]
correct = 0
for i in range(1, n):
    if truth[i] == predicted[i]:
        correct += 1
percent = correct // n * 100
print('accuracy: %d%% (%d/%d)' % (percent, correct, n))
`,
    fixedCode: String.raw`import sys

tokens = sys.stdin.read().split()
n = int(tokens[0])
truth = tokens[1:1 + n]
predicted = tokens[1 + n:1 + 2 * n]
correct = 0
for i in range(n):
    if truth[i] == predicted[i]:
        correct += 1
percent = correct * 100 // n
print('accuracy: %d%% (%d/%d)' % (percent, correct, n))
`,
    expectedBehavior:
      'Every example is compared and the percentage is computed as correct * 100 // n.',
    hints: [
      'What is 3 // 4 in Python, and what happens when you multiply it by 100 afterwards?',
      'Which index does the first example have?',
      'Try a single correct example.',
    ],
    testCases: [
      {
        input: '4\ncat dog cat bird\ncat dog dog bird\n',
        expectedOutput: 'accuracy: 75% (3/4)',
        hidden: false,
      },
      { input: '1\nyes\nyes\n', expectedOutput: 'accuracy: 100% (1/1)', hidden: false },
      { input: '3\na b c\na b c\n', expectedOutput: 'accuracy: 100% (3/3)', hidden: true },
      { input: '5\nx x x x x\ny x x x x\n', expectedOutput: 'accuracy: 80% (4/5)', hidden: true },
      { input: '2\np q\nq p\n', expectedOutput: 'accuracy: 0% (0/2)', hidden: true },
    ],
    bugs: [
      {
        description:
          'correct // n * 100 divides first: the floor division is 0 whenever correct < n, so the percentage becomes 0.',
        testIndexes: [0, 3],
      },
      {
        description: 'The loop starts at 1, so the first example is never compared.',
        testIndexes: [0, 1, 2],
      },
    ],
  },
];

export const mediumDebug: DebugProblem[] = [
  {
    id: 'ml-debug-kmeans-assign',
    title: 'k-Means Update Crashes and Misassigns',
    description: `One k-means iteration on integer 2-D points: each point joins the nearest centroid by squared
distance (ties go to the lower index), then each centroid moves to the mean of its points, printed
with 2 decimals. A cluster with no points keeps its old centroid. The program picks the wrong
cluster on ties and crashes when a cluster is empty.

**Input:** \`n k\`, \`n\` lines of points, \`k\` lines of initial centroids.
**Output:** one line \`x y\` per centroid.`,
    language: 'python3',
    buggyCode: `import sys


def main():
    data = list(map(int, sys.stdin.read().split()))
    n, k = data[0], data[1]
    pts = [(data[2 + 2 * i], data[3 + 2 * i]) for i in range(n)]
    base = 2 + 2 * n
    cents = [(data[base + 2 * j], data[base + 2 * j + 1]) for j in range(k)]
    members = [[] for _ in range(k)]
    for x, y in pts:
        best = 0
        for j in range(1, k):
            dj = (x - cents[j][0]) ** 2 + (y - cents[j][1]) ** 2
            db = (x - cents[best][0]) ** 2 + (y - cents[best][1]) ** 2
            if dj <= db:
                best = j
        members[best].append((x, y))
    for j in range(k):
        mx = sum(p[0] for p in members[j]) / len(members[j])
        my = sum(p[1] for p in members[j]) / len(members[j])
        print(f"{mx:.2f} {my:.2f}")


main()
`,
    fixedCode: `import sys


def main():
    data = list(map(int, sys.stdin.read().split()))
    n, k = data[0], data[1]
    pts = [(data[2 + 2 * i], data[3 + 2 * i]) for i in range(n)]
    base = 2 + 2 * n
    cents = [(data[base + 2 * j], data[base + 2 * j + 1]) for j in range(k)]
    members = [[] for _ in range(k)]
    for x, y in pts:
        best = 0
        for j in range(1, k):
            dj = (x - cents[j][0]) ** 2 + (y - cents[j][1]) ** 2
            db = (x - cents[best][0]) ** 2 + (y - cents[best][1]) ** 2
            if dj < db:
                best = j
        members[best].append((x, y))
    for j in range(k):
        if members[j]:
            mx = sum(p[0] for p in members[j]) / len(members[j])
            my = sum(p[1] for p in members[j]) / len(members[j])
        else:
            mx, my = cents[j]
        print(f"{mx:.2f} {my:.2f}")


main()
`,
    expectedBehavior: 'Ties keep the lower index; empty clusters keep their centroid.',
    hints: [
      'Which centroid should win when two distances are equal?',
      'What is len(members[j]) for a centroid that no point chose?',
      'Try a point exactly halfway between two centroids.',
    ],
    testCases: [
      {
        input: '3 2\n0 0\n2 0\n4 0\n1 0\n3 0\n',
        expectedOutput: '1.00 0.00\n4.00 0.00',
        hidden: false,
      },
      {
        input: '2 2\n0 0\n1 1\n0 0\n50 50\n',
        expectedOutput: '0.50 0.50\n50.00 50.00',
        hidden: false,
      },
      {
        input: '4 2\n1 1\n2 2\n9 9\n8 8\n0 0\n10 10\n',
        expectedOutput: '1.50 1.50\n8.50 8.50',
        hidden: true,
      },
      { input: '1 1\n3 4\n0 0\n', expectedOutput: '3.00 4.00', hidden: true },
      {
        input: '3 3\n5 0\n-5 0\n0 0\n-5 0\n5 0\n100 100\n',
        expectedOutput: '-2.50 0.00\n5.00 0.00\n100.00 100.00',
        hidden: true,
      },
    ],
    bugs: [
      {
        description:
          'On equal distances the later centroid wins, but ties must go to the lower index.',
        testIndexes: [0, 4],
      },
      {
        description: 'An empty cluster divides by zero instead of keeping its old centroid.',
        testIndexes: [1, 4],
      },
    ],
  },
  {
    id: 'ml-debug-perceptron',
    title: 'Perceptron Never Learns',
    description:
      'A perceptron starts with zero weights and bias. For each sample in order, if `y * (w . x + b) <= 0`\nit is a mistake and the model updates `w += y * x` and `b += y`. Training stops after an epoch with no\nmistakes or after `E` epochs. The program ends with the wrong weights.\n\n**Input:** `n d E`, then `n` lines of `d` integer features and a label `+1`/`-1`.\n**Output:** the weights on one line, then the bias.',
    language: 'python3',
    buggyCode: String.raw`import sys

data = list(map(int, sys.stdin.read().split()))
n, d, epochs = data[0], data[1], data[2]
samples = []
pos = 3
for _ in range(n):
    x = data[pos:pos + d]
    y = data[pos + d]
    samples.append((x, y))
    pos += d + 1

w = [0] * d
b = 0
for _ in range(epochs):
    mistakes = 0
    for x, y in samples:
        score = b + sum(wj * xj for wj, xj in zip(w, x))
        if y * score < 0:
            for j in range(d):
                w[j] += y * x[j]
            mistakes += 1
    if mistakes == 0:
        break
print(' '.join(map(str, w)))
print(b)
`,
    fixedCode: String.raw`import sys

data = list(map(int, sys.stdin.read().split()))
n, d, epochs = data[0], data[1], data[2]
samples = []
pos = 3
for _ in range(n):
    x = data[pos:pos + d]
    y = data[pos + d]
    samples.append((x, y))
    pos += d + 1

w = [0] * d
b = 0
for _ in range(epochs):
    mistakes = 0
    for x, y in samples:
        score = b + sum(wj * xj for wj, xj in zip(w, x))
        if y * score <= 0:
            for j in range(d):
                w[j] += y * x[j]
            b += y
            mistakes += 1
    if mistakes == 0:
        break
print(' '.join(map(str, w)))
print(b)
`,
    expectedBehavior:
      'Mistakes include a score of exactly 0, and every mistake updates the bias too.',
    hints: [
      'What is w . x + b for the first sample when everything starts at 0?',
      'Which parameters does the perceptron rule update?',
      'Try a single sample.',
    ],
    testCases: [
      {
        input: '4 2 10\n2 1 1\n3 2 1\n-1 -2 -1\n-2 -1 -1\n',
        expectedOutput: '2 1\n1',
        hidden: false,
      },
      { input: '1 1 5\n0 1\n', expectedOutput: '0\n1', hidden: false },
      { input: '2 1 10\n1 1\n2 -1\n', expectedOutput: '-2\n3', hidden: true },
      { input: '3 2 20\n1 0 1\n0 1 1\n0 0 -1\n', expectedOutput: '2 2\n-1', hidden: true },
    ],
    bugs: [
      {
        description:
          'With < 0 a score of exactly 0 is not a mistake, so starting from zero weights nothing is ever updated.',
        testIndexes: [0, 1, 2, 3],
      },
      {
        description: 'The bias is never updated, so data that needs an offset cannot be separated.',
        testIndexes: [0, 1, 2, 3],
      },
    ],
  },
];

export const hardDebug: DebugProblem[] = [
  {
    id: 'ml-debug-conv2d',
    title: 'Strided Convolution Has the Wrong Shape',
    description:
      'The program computes a 2-D convolution (cross-correlation) with zero padding `P` and stride `S`,\nfollowed by ReLU. The output size is `(H + 2P - K) // S + 1` by `(W + 2P - K) // S + 1`, and output cell\n`(i, j)` sums `kernel[a][b] * padded[i*S + a][j*S + b]`. The output has the wrong size and wrong values\nwhenever the stride is larger than 1.\n\n**Input:** `H W`, the image rows, `K`, the kernel rows, then `S P`.\n**Output:** `OH OW`, then the output rows.',
    language: 'python3',
    buggyCode: String.raw`import sys

data = list(map(int, sys.stdin.read().split()))
pos = 0


def take(count):
    global pos
    values = data[pos:pos + count]
    pos += count
    return values


h, w = take(2)
img = [take(w) for _ in range(h)]
(k,) = take(1)
ker = [take(k) for _ in range(k)]
s, p = take(2)

oh = (h + 2 * p - k + 1) // s
ow = (w + 2 * p - k + 1) // s
print(oh, ow)
for i in range(oh):
    row = []
    for j in range(ow):
        total = 0
        for a in range(k):
            for b in range(k):
                r = i + a - p
                c = j + b - p
                if 0 <= r < h and 0 <= c < w:
                    total += ker[a][b] * img[r][c]
        row.append(max(0, total))
    print(' '.join(map(str, row)))
`,
    fixedCode: String.raw`import sys

data = list(map(int, sys.stdin.read().split()))
pos = 0


def take(count):
    global pos
    values = data[pos:pos + count]
    pos += count
    return values


h, w = take(2)
img = [take(w) for _ in range(h)]
(k,) = take(1)
ker = [take(k) for _ in range(k)]
s, p = take(2)

oh = (h + 2 * p - k) // s + 1
ow = (w + 2 * p - k) // s + 1
print(oh, ow)
for i in range(oh):
    row = []
    for j in range(ow):
        total = 0
        for a in range(k):
            for b in range(k):
                r = i * s + a - p
                c = j * s + b - p
                if 0 <= r < h and 0 <= c < w:
                    total += ker[a][b] * img[r][c]
        row.append(max(0, total))
    print(' '.join(map(str, row)))
`,
    expectedBehavior:
      'Output size (H + 2P - K) // S + 1 and window origins at i * S - P, j * S - P.',
    hints: [
      'Compute the output size by hand for H = 4, K = 2, S = 2.',
      'Where does the window for output row 1 start when the stride is 2?',
      'Test with stride 1 first, then stride 2.',
    ],
    testCases: [
      {
        input: '4 4\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 16\n2\n1 0\n0 1\n2 0\n',
        expectedOutput: '2 2\n7 11\n23 27',
        hidden: false,
      },
      {
        input: '2 2\n1 2\n3 4\n3\n0 0 0\n0 1 0\n0 0 0\n1 1\n',
        expectedOutput: '2 2\n1 2\n3 4',
        hidden: false,
      },
      {
        input:
          '5 5\n3 0 2 0 1\n0 1 0 1 0\n2 0 3 0 2\n0 1 0 4 0\n1 0 2 0 5\n3\n1 0 1\n0 2 0\n1 0 -1\n2 1\n',
        expectedOutput: '3 3\n5 4 3\n4 5 9\n3 9 14',
        hidden: true,
      },
      { input: '3 3\n1 2 3\n4 5 6\n7 8 9\n1\n2\n3 0\n', expectedOutput: '1 1\n2', hidden: true },
      {
        input: '3 5\n1 2 3 4 5\n6 7 8 9 10\n11 12 13 14 15\n2\n1 1\n1 1\n1 0\n',
        expectedOutput: '2 4\n16 20 24 28\n36 40 44 48',
        hidden: true,
      },
    ],
    bugs: [
      {
        description:
          'The output size is computed as (H + 2P - K + 1) // S, which only equals the correct formula when S = 1.',
        testIndexes: [0, 2],
      },
      {
        description: 'The window start ignores the stride: it should be i * S, not i.',
        testIndexes: [0, 2],
      },
    ],
  },
  {
    id: 'ml-debug-auc-ranks',
    title: 'AUC from Ranks Is Wrong',
    description:
      'The program computes ROC AUC with the rank formula: sort all scores ascending, give tied scores the\n**average** of their ranks (1-based), and compute `AUC = (sum of positive ranks - P(P+1)/2) / (P * N)`.\nIt prints 4 decimals, or `undefined` without positives or negatives. Results are wrong when scores\nhave different numbers of digits and when scores tie.\n\n**Input:** `n`, then `n` lines `score label`.\n**Output:** the AUC.',
    language: 'python3',
    buggyCode: String.raw`import sys

tokens = sys.stdin.read().split()
n = int(tokens[0])
rows = []
for i in range(n):
    rows.append((tokens[1 + 2 * i], int(tokens[2 + 2 * i])))

scores = sorted(score for score, _ in rows)
rank_of = {}
i = 0
while i < n:
    j = i
    while j < n and scores[j] == scores[i]:
        j += 1
    rank_of[scores[i]] = i + 1
    i = j

pos = sum(1 for _, label in rows if label == 1)
neg = n - pos
rank_sum = sum(rank_of[score] for score, label in rows if label == 1)
if pos == 0 or neg == 0:
    print('undefined')
else:
    print('%.4f' % ((rank_sum - pos * (pos + 1) / 2) / (pos * neg)))
`,
    fixedCode: String.raw`import sys

tokens = sys.stdin.read().split()
n = int(tokens[0])
rows = []
for i in range(n):
    rows.append((float(tokens[1 + 2 * i]), int(tokens[2 + 2 * i])))

scores = sorted(score for score, _ in rows)
rank_of = {}
i = 0
while i < n:
    j = i
    while j < n and scores[j] == scores[i]:
        j += 1
    rank_of[scores[i]] = (i + 1 + j) / 2
    i = j

pos = sum(1 for _, label in rows if label == 1)
neg = n - pos
rank_sum = sum(rank_of[score] for score, label in rows if label == 1)
if pos == 0 or neg == 0:
    print('undefined')
else:
    print('%.4f' % ((rank_sum - pos * (pos + 1) / 2) / (pos * neg)))
`,
    expectedBehavior: 'Numeric sort and average ranks for ties.',
    hints: [
      'How does sorted(["10", "9", "100"]) order its elements?',
      'Three scores tie at ranks 4, 5 and 6: which rank should each get?',
      'Check an example where a positive and a negative have the same score.',
    ],
    testCases: [
      { input: '4\n10 1\n8 0\n6 1\n3 0\n', expectedOutput: '0.7500', hidden: false },
      { input: '4\n5 1\n5 0\n9 1\n1 0\n', expectedOutput: '0.8750', hidden: false },
      { input: '3\n1 1\n2 1\n3 0\n', expectedOutput: '0.0000', hidden: true },
      { input: '5\n100 1\n9 0\n20 1\n3 0\n9 1\n', expectedOutput: '0.9167', hidden: true },
      { input: '4\n7 1\n7 0\n7 1\n7 0\n', expectedOutput: '0.5000', hidden: true },
    ],
    bugs: [
      {
        description:
          'The scores are kept as strings, so they sort as text and 10 comes before 9; convert them with float().',
        testIndexes: [0, 3],
      },
      {
        description: 'Tied scores all get the first rank of the group instead of the average rank.',
        testIndexes: [1, 3, 4],
      },
    ],
  },
];
