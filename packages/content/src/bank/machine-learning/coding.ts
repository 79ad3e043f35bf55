import type { CodingProblem } from '@app/shared/content.schemas';

export const easyCoding: CodingProblem[] = [
  {
    id: 'ml-binary-metrics',
    title: 'Confusion Matrix and Classification Metrics',
    description: `A binary classifier's predictions are compared with the true labels (1 = positive, 0 = negative).
Compute the confusion matrix and the usual metrics:

- accuracy = (TP + TN) / n
- precision = TP / (TP + FP)
- recall = TP / (TP + FN)
- F1 = 2 * precision * recall / (precision + recall) = 2TP / (2TP + FP + FN)

When a denominator is 0, the metric is 0. Print metrics with exactly 2 decimals (the tests avoid values
that end exactly in 5 at the third decimal).

**Input:** \`n\`, then a line with the \`n\` true labels, then a line with the \`n\` predicted labels.

**Output:** \`TP=<a> FP=<b> FN=<c> TN=<d>\`, then \`accuracy=\`, \`precision=\`, \`recall=\` and \`f1=\` lines.`,
    examples: [
      {
        input: '8\n1 0 1 1 0 0 1 0\n1 0 0 1 1 0 1 0\n',
        output: 'TP=3 FP=1 FN=1 TN=3\naccuracy=0.75\nprecision=0.75\nrecall=0.75\nf1=0.75',
        explanation:
          'TP=3 FP=1 FN=1 TN=3: accuracy 6/8 = 0.75, precision 3/4, recall 3/4, F1 0.75.',
      },
      {
        input: '6\n0 0 1 1 0 1\n1 0 1 0 0 1\n',
        output: 'TP=2 FP=1 FN=1 TN=2\naccuracy=0.67\nprecision=0.67\nrecall=0.67\nf1=0.67',
        explanation: 'TP=2, FP=1, FN=1, TN=2: precision = recall = F1 = 2/3, printed as 0.67.',
      },
    ],
    constraints: ['1 <= n <= 10^5', 'Labels are 0 or 1.'],
    testCases: [
      {
        input: '8\n1 0 1 1 0 0 1 0\n1 0 0 1 1 0 1 0\n',
        expectedOutput: 'TP=3 FP=1 FN=1 TN=3\naccuracy=0.75\nprecision=0.75\nrecall=0.75\nf1=0.75',
        hidden: false,
      },
      {
        input: '6\n0 0 1 1 0 1\n1 0 1 0 0 1\n',
        expectedOutput: 'TP=2 FP=1 FN=1 TN=2\naccuracy=0.67\nprecision=0.67\nrecall=0.67\nf1=0.67',
        hidden: false,
      },
      {
        input: '1\n1\n1\n',
        expectedOutput: 'TP=1 FP=0 FN=0 TN=0\naccuracy=1.00\nprecision=1.00\nrecall=1.00\nf1=1.00',
        hidden: true,
      },
      {
        input: '3\n0 0 0\n0 0 0\n',
        expectedOutput: 'TP=0 FP=0 FN=0 TN=3\naccuracy=1.00\nprecision=0.00\nrecall=0.00\nf1=0.00',
        hidden: true,
      },
      {
        input: '3\n1 1 1\n0 0 0\n',
        expectedOutput: 'TP=0 FP=0 FN=3 TN=0\naccuracy=0.00\nprecision=0.00\nrecall=0.00\nf1=0.00',
        hidden: true,
      },
      {
        input:
          '30\n0 0 0 0 0 0 1 0 0 0 0 1 0 1 0 0 1 1 1 0 0 1 0 1 0 1 1 0 1 1\n1 1 0 1 0 0 1 1 0 1 1 1 0 1 0 0 1 1 1 0 0 1 1 1 0 1 1 0 0 1\n',
        expectedOutput:
          'TP=11 FP=7 FN=1 TN=11\naccuracy=0.73\nprecision=0.61\nrecall=0.92\nf1=0.73',
        hidden: true,
      },
      {
        input:
          '60\n0 0 1 0 0 0 1 1 1 0 1 0 0 0 0 0 0 0 1 0 0 0 1 0 1 0 0 0 0 0 0 0 0 1 1 1 0 0 1 1 0 0 0 0 0 0 0 0 1 0 1 0 0 1 0 0 0 0 1 0\n0 1 1 0 1 1 0 1 1 1 1 0 0 0 0 1 1 0 1 0 0 0 0 1 1 1 1 0 0 1 0 1 0 1 0 1 0 1 1 1 0 0 0 0 0 1 0 1 1 0 0 1 0 0 1 0 1 1 1 0\n',
        expectedOutput:
          'TP=12 FP=18 FN=5 TN=25\naccuracy=0.62\nprecision=0.40\nrecall=0.71\nf1=0.51',
        hidden: true,
      },
      {
        input: '6\n1 0 1 0 1 0\n0 1 0 1 0 1\n',
        expectedOutput: 'TP=0 FP=3 FN=3 TN=0\naccuracy=0.00\nprecision=0.00\nrecall=0.00\nf1=0.00',
        hidden: true,
      },
    ],
    judge: {
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
def tie(num, den):
    return den > 0 and (num * 200) % den == 0 and (num * 200 // den) % 2 == 1
def ties(a, p):
    tp = sum(1 for x, y in zip(a, p) if x == 1 and y == 1)
    fp = sum(1 for x, y in zip(a, p) if x == 0 and y == 1)
    fn = sum(1 for x, y in zip(a, p) if x == 1 and y == 0)
    tn = n - tp - fp - fn
    return tie(tp + tn, n) or tie(tp, tp + fp) or tie(tp, tp + fn) or tie(2 * tp, 2 * tp + fp + fn)
if mode == 'allneg':
    a, p = [0] * n, [0] * n
elif mode == 'allmissed':
    a = [random.randint(0, 1) for _ in range(n)]
    p = [0] * n
else:
    a = [random.randint(0, 1) for _ in range(n)]
    p = [x if random.random() < 0.8 else 1 - x for x in a]
while ties(a, p):
    i = random.randrange(n)
    if mode == 'allmissed':
        a[i] = 1 - a[i]
    else:
        p[i] = 1 - p[i]
print(n)
print(' '.join(map(str, a)))
print(' '.join(map(str, p)))
`,
      tests: [
        { args: '100000 random', label: 'n = 100,000, random labels' },
        { args: '2000 allneg', label: 'n = 2,000, no positives at all' },
        { args: '2000 allmissed', label: 'n = 2,000, every positive missed' },
        { args: '1 random', label: 'n = 1' },
      ],
      validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
assert len(lines) == 3, 'expected three lines'
n = int(lines[0])
assert 1 <= n <= 10**5, 'n out of range'
a = lines[1].split(' ')
p = lines[2].split(' ')
assert len(a) == n and len(p) == n and set(a + p) <= {'0', '1'}, 'bad labels'
def tie(num, den):
    return den > 0 and (num * 200) % den == 0 and (num * 200 // den) % 2 == 1
tp = sum(1 for x, y in zip(a, p) if x == '1' and y == '1')
fp = sum(1 for x, y in zip(a, p) if x == '0' and y == '1')
fn = sum(1 for x, y in zip(a, p) if x == '1' and y == '0')
tn = n - tp - fp - fn
assert not (tie(tp + tn, n) or tie(tp, tp + fp) or tie(tp, tp + fn) or tie(2 * tp, 2 * tp + fp + fn)), 'a metric ends exactly in 5 at the third decimal'
`,
      wrongSolutions: [
        {
          name: 'zero-division',
          language: 'python3',
          mustFail: 'any',
          why: 'Divides without checking for a zero denominator, so it crashes when nothing is predicted positive',
          source: String.raw`import sys
d = sys.stdin.read().split()
n = int(d[0])
a, p = d[1:1 + n], d[1 + n:1 + 2 * n]
tp = sum(1 for x, y in zip(a, p) if x == '1' and y == '1')
fp = sum(1 for x, y in zip(a, p) if x == '0' and y == '1')
fn = sum(1 for x, y in zip(a, p) if x == '1' and y == '0')
tn = n - tp - fp - fn
print('TP=%d FP=%d FN=%d TN=%d' % (tp, fp, fn, tn))
print('accuracy=%.2f' % ((tp + tn) / n))
print('precision=%.2f' % (tp / (tp + fp)))
print('recall=%.2f' % (tp / (tp + fn)))
print('f1=%.2f' % (2 * tp / (2 * tp + fp + fn)))
`,
        },
        {
          name: 'fp-fn-swapped',
          language: 'python3',
          mustFail: 'WA',
          why: 'Mixes up false positives and false negatives (actual 1, predicted 0 counted as FP)',
          source: String.raw`import sys
d = sys.stdin.read().split()
n = int(d[0])
a, p = d[1:1 + n], d[1 + n:1 + 2 * n]
r = lambda x, y: x / y if y else 0.0
tp = sum(1 for x, y in zip(a, p) if x == '1' and y == '1')
fn = sum(1 for x, y in zip(a, p) if x == '0' and y == '1')
fp = sum(1 for x, y in zip(a, p) if x == '1' and y == '0')
tn = n - tp - fp - fn
print('TP=%d FP=%d FN=%d TN=%d' % (tp, fp, fn, tn))
print('accuracy=%.2f' % r(tp + tn, n))
print('precision=%.2f' % r(tp, tp + fp))
print('recall=%.2f' % r(tp, tp + fn))
print('f1=%.2f' % r(2 * tp, 2 * tp + fp + fn))
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys


def ratio(num, den):
    return num / den if den else 0.0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    actual = data[1:1 + n]
    predicted = data[1 + n:1 + 2 * n]
    tp = fp = fn = tn = 0
    for a, p in zip(actual, predicted):
        if a == '1' and p == '1':
            tp += 1
        elif a == '0' and p == '1':
            fp += 1
        elif a == '1' and p == '0':
            fn += 1
        else:
            tn += 1
    print(f"TP={tp} FP={fp} FN={fn} TN={tn}")
    print(f"accuracy={ratio(tp + tn, n):.2f}")
    print(f"precision={ratio(tp, tp + fp):.2f}")
    print(f"recall={ratio(tp, tp + fn):.2f}")
    print(f"f1={ratio(2 * tp, 2 * tp + fp + fn):.2f}")


main()
`,
    },
  },
  {
    id: 'ml-knn-classify',
    title: 'k-Nearest Neighbours Classifier',
    description: `Classify query points with k-nearest neighbours. The distance between two points is the squared
Euclidean distance \`(x1 - x2)^2 + (y1 - y2)^2\` (using squares keeps everything in integers and does not
change the order). For each query, take the \`k\` training points with the smallest distance; if
distances tie, the point that appears earlier in the training data comes first. The predicted label
is the most frequent label among those \`k\`; if labels tie, choose the smallest label in ASCII order.

**Input:** the first line has \`n k\`; each of the next \`n\` lines has \`x y label\`. Then a line with \`q\`,
followed by \`q\` lines \`x y\`.

**Output:** the predicted label for each query, one per line.`,
    examples: [
      {
        input: '5 3\n0 0 red\n1 0 red\n0 1 blue\n5 5 blue\n6 5 blue\n2\n0 0\n5 4\n',
        output: 'red\nblue',
        explanation:
          'Near the origin two of the three closest points are red; near (5, 4) all three nearest are blue.',
      },
      {
        input: '4 2\n0 0 b\n2 0 a\n-2 0 a\n0 3 b\n1\n0 0\n',
        output: 'a',
        explanation:
          'The nearest are (0,0,b) at 0 and then (2,0,a) at 4, which ties (-2,0,a) but comes first; b and a tie 1-1, so a wins.',
      },
    ],
    constraints: [
      '1 <= k <= n <= 1000',
      '1 <= q <= 1000',
      '-10^4 <= x, y <= 10^4',
      'Labels are words without spaces.',
    ],
    testCases: [
      {
        input: '5 3\n0 0 red\n1 0 red\n0 1 blue\n5 5 blue\n6 5 blue\n2\n0 0\n5 4\n',
        expectedOutput: 'red\nblue',
        hidden: false,
      },
      { input: '4 2\n0 0 b\n2 0 a\n-2 0 a\n0 3 b\n1\n0 0\n', expectedOutput: 'a', hidden: false },
      { input: '1 1\n3 3 only\n1\n-100 100\n', expectedOutput: 'only', hidden: true },
      { input: '3 3\n0 0 x\n1 1 y\n2 2 z\n1\n1 1\n', expectedOutput: 'x', hidden: true },
      {
        input:
          '20 3\n-10 -8 dog\n10 -2 cat\n6 -10 dog\n-1 19 dog\n-19 -8 cat\n17 8 cat\n-6 -9 cat\n10 -6 cat\n-17 -12 cat\n0 -9 dog\n-8 15 cat\n6 9 dog\n4 19 cat\n17 -7 cat\n3 -20 dog\n5 -3 dog\n-13 15 dog\n-18 15 dog\n-14 -2 dog\n17 -2 dog\n5\n-12 6\n6 16\n14 3\n9 -11\n-10 18\n',
        expectedOutput: 'dog\ndog\ncat\ncat\ndog',
        hidden: true,
      },
      {
        input:
          '30 5\n4 16 b\n-8 -12 c\n-15 2 c\n-20 4 a\n0 16 c\n14 -11 b\n20 16 b\n7 7 a\n11 -2 b\n4 4 a\n18 18 b\n-1 11 b\n6 -19 b\n-1 11 b\n-11 10 a\n-13 19 b\n-5 -2 a\n-12 5 a\n10 14 c\n-3 -5 b\n-18 -5 b\n-3 -11 c\n-2 -2 b\n18 10 c\n18 -13 a\n-12 -1 b\n14 1 c\n-2 13 a\n9 2 b\n17 -12 a\n6\n-20 -4\n15 9\n-14 14\n-8 -20\n7 7\n18 16\n',
        expectedOutput: 'a\nc\na\nb\na\nb',
        hidden: true,
      },
      {
        input:
          '15 4\n20 10 ham\n10 5 spam\n-2 9 spam\n-1 -20 ham\n17 -2 ham\n-1 -11 spam\n10 15 ham\n1 14 spam\n7 17 spam\n-16 -6 ham\n-15 -16 spam\n1 7 spam\n5 11 spam\n-13 -13 spam\n19 -13 spam\n4\n-2 8\n-11 -9\n19 -9\n6 -10\n',
        expectedOutput: 'spam\nspam\nham\nham',
        hidden: true,
      },
      { input: '4 4\n1 0 B\n0 1 A\n-1 0 B\n0 -1 A\n1\n0 0\n', expectedOutput: 'A', hidden: true },
    ],
    judge: {
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, k, q, mode = int(args[0]), int(args[1]), int(args[2]), args[3]
random.seed(' '.join(args))
R = 3 if mode == 'ties' else 10**4
labels = ['b', 'a', 'c', 'B', 'dog'] if mode == 'ties' else ['cat', 'dog', 'cow', 'Cat']
print(n, k)
for _ in range(n):
    print(random.randint(-R, R), random.randint(-R, R), random.choice(labels))
print(q)
for _ in range(q):
    print(random.randint(-R, R), random.randint(-R, R))
`,
      tests: [
        { args: '1000 7 1000 ties', label: 'n = q = 1,000, k = 7, many equal distances' },
        { args: '1000 1000 1000 wide', label: 'n = q = 1,000, k = n' },
        { args: '1000 1 1000 wide', label: 'n = q = 1,000, k = 1, coordinates up to 10^4' },
        { args: '1 1 1 ties', label: 'n = q = 1' },
      ],
      validator: String.raw`import sys, re
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
n, k = map(int, lines[0].split(' '))
assert 1 <= k <= n <= 1000, 'n or k out of range'
for line in lines[1:n + 1]:
    x, y, label = line.split(' ')
    assert -10**4 <= int(x) <= 10**4 and -10**4 <= int(y) <= 10**4, 'coordinate out of range'
    assert re.fullmatch(r'\S+', label), 'bad label'
q = int(lines[n + 1])
assert 1 <= q <= 1000, 'q out of range'
assert len(lines) == n + 2 + q, 'expected q queries'
for line in lines[n + 2:]:
    x, y = map(int, line.split(' '))
    assert -10**4 <= x <= 10**4 and -10**4 <= y <= 10**4, 'coordinate out of range'
`,
      wrongSolutions: [
        {
          name: 'vote-tie-first-seen',
          language: 'python3',
          mustFail: 'WA',
          why: 'Breaks a tie between labels by the one counted first instead of the smallest label',
          source: String.raw`import sys
from collections import Counter
lines = sys.stdin.read().split('\n')
n, k = map(int, lines[0].split())
train = []
for i in range(n):
    x, y, label = lines[1 + i].split()
    train.append((int(x), int(y), label))
q = int(lines[1 + n])
out = []
for j in range(q):
    qx, qy = map(int, lines[2 + n + j].split())
    order = sorted(range(n), key=lambda i: ((train[i][0] - qx) ** 2 + (train[i][1] - qy) ** 2, i))
    out.append(Counter(train[i][2] for i in order[:k]).most_common(1)[0][0])
print('\n'.join(out))
`,
        },
        {
          name: 'distance-tie-by-label',
          language: 'python3',
          mustFail: 'WA',
          why: 'Breaks distance ties by label instead of by position in the training data',
          source: String.raw`import sys
from collections import Counter
lines = sys.stdin.read().split('\n')
n, k = map(int, lines[0].split())
train = []
for i in range(n):
    x, y, label = lines[1 + i].split()
    train.append((int(x), int(y), label))
q = int(lines[1 + n])
out = []
for j in range(q):
    qx, qy = map(int, lines[2 + n + j].split())
    order = sorted(range(n), key=lambda i: ((train[i][0] - qx) ** 2 + (train[i][1] - qy) ** 2, train[i][2]))
    votes = Counter(train[i][2] for i in order[:k])
    best = max(votes.values())
    out.append(min(l for l, c in votes.items() if c == best))
print('\n'.join(out))
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys
from collections import Counter


def main():
    lines = sys.stdin.read().split('\\n')
    n, k = map(int, lines[0].split())
    train = []
    for i in range(n):
        x, y, label = lines[1 + i].split()
        train.append((int(x), int(y), label))
    q = int(lines[1 + n])
    out = []
    for j in range(q):
        qx, qy = map(int, lines[2 + n + j].split())
        order = sorted(range(n), key=lambda i: ((train[i][0] - qx) ** 2 + (train[i][1] - qy) ** 2, i))
        votes = Counter(train[i][2] for i in order[:k])
        best = max(votes.values())
        out.append(min(label for label, c in votes.items() if c == best))
    print('\\n'.join(out))


main()
`,
    },
  },
];

export const mediumCoding: CodingProblem[] = [
  {
    id: 'ml-kmeans-step',
    title: 'One Iteration of k-Means',
    description: `Run one iteration of k-means on integer 2-D points.

1. **Assignment:** each point joins the cluster of the nearest centroid by squared Euclidean distance;
   on a tie, the centroid with the lower index wins.
2. **Update:** each centroid moves to the mean of its points. A cluster with no points keeps its old centroid.

**Input:** the first line has \`n k\`; the next \`n\` lines are points \`x y\`; the next \`k\` lines are the
initial centroids \`x y\` (clusters are numbered from 0 in this order).

**Output:** for each cluster \`i\`, one line \`cluster <i>: size=<s> centroid=(<x>, <y>)\` with the new
centroid's coordinates printed with exactly 2 decimals (the tests avoid values ending exactly in 5 at
the third decimal).`,
    examples: [
      {
        input: '6 2\n1 1\n2 1\n1 2\n8 8\n9 8\n8 9\n0 0\n10 10\n',
        output: 'cluster 0: size=3 centroid=(1.33, 1.33)\ncluster 1: size=3 centroid=(8.33, 8.33)',
        explanation:
          'The three points near (1, 1) join cluster 0 and move it to (1.33, 1.33); the others move cluster 1 to (8.33, 8.33).',
      },
      {
        input: '3 2\n0 0\n2 0\n4 0\n1 0\n3 0\n',
        output: 'cluster 0: size=2 centroid=(1.00, 0.00)\ncluster 1: size=1 centroid=(4.00, 0.00)',
        explanation:
          'The point (2, 0) is at distance 1 from both centroids and joins the lower index, cluster 0.',
      },
    ],
    constraints: ['1 <= n <= 10^4', '1 <= k <= min(n, 100)', '-10^4 <= x, y <= 10^4'],
    testCases: [
      {
        input: '6 2\n1 1\n2 1\n1 2\n8 8\n9 8\n8 9\n0 0\n10 10\n',
        expectedOutput:
          'cluster 0: size=3 centroid=(1.33, 1.33)\ncluster 1: size=3 centroid=(8.33, 8.33)',
        hidden: false,
      },
      {
        input: '3 2\n0 0\n2 0\n4 0\n1 0\n3 0\n',
        expectedOutput:
          'cluster 0: size=2 centroid=(1.00, 0.00)\ncluster 1: size=1 centroid=(4.00, 0.00)',
        hidden: false,
      },
      {
        input: '1 1\n5 -5\n0 0\n',
        expectedOutput: 'cluster 0: size=1 centroid=(5.00, -5.00)',
        hidden: true,
      },
      {
        input: '4 3\n0 0\n1 0\n0 1\n1 1\n0 0\n100 100\n-100 -100\n',
        expectedOutput:
          'cluster 0: size=4 centroid=(0.50, 0.50)\ncluster 1: size=0 centroid=(100.00, 100.00)\ncluster 2: size=0 centroid=(-100.00, -100.00)',
        hidden: true,
      },
      {
        input:
          '20 3\n-26 9\n-17 -28\n5 -24\n12 -6\n17 -26\n-13 -27\n6 6\n-23 17\n-5 26\n9 -22\n-30 -3\n-25 -10\n13 8\n1 1\n-8 30\n11 -7\n28 -27\n-22 14\n-12 -21\n6 10\n13 2\n-12 28\n30 5\n',
        expectedOutput:
          'cluster 0: size=13 centroid=(1.00, -11.23)\ncluster 1: size=6 centroid=(-19.00, 15.50)\ncluster 2: size=1 centroid=(28.00, -27.00)',
        hidden: true,
      },
      {
        input:
          '25 4\n20 29\n-22 -17\n-42 20\n-20 -18\n46 -14\n16 -33\n-20 -3\n8 44\n-1 -28\n-34 41\n-48 33\n-7 -40\n23 35\n-46 -39\n-35 14\n26 8\n-20 -1\n9 11\n-9 -37\n17 -47\n19 42\n-1 -44\n-31 4\n37 -22\n45 -36\n-40 35\n12 -23\n-33 39\n29 -2\n',
        expectedOutput:
          'cluster 0: size=4 centroid=(-39.00, 17.75)\ncluster 1: size=12 centroid=(-5.67, -28.58)\ncluster 2: size=2 centroid=(-13.00, 42.50)\ncluster 3: size=7 centroid=(25.71, 12.71)',
        hidden: true,
      },
      {
        input: '5 2\n-3 -3\n-1 -2\n-2 -1\n3 4\n4 4\n0 0\n1 1\n',
        expectedOutput:
          'cluster 0: size=3 centroid=(-2.00, -2.00)\ncluster 1: size=2 centroid=(3.50, 4.00)',
        hidden: true,
      },
      {
        input: '2 2\n7 7\n7 7\n7 7\n7 7\n',
        expectedOutput:
          'cluster 0: size=2 centroid=(7.00, 7.00)\ncluster 1: size=0 centroid=(7.00, 7.00)',
        hidden: true,
      },
    ],
    judge: {
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, k, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
def tie(num, den):
    return (num * 200) % den == 0 and (num * 200 // den) % 2 == 1
R = 10**4 if mode != 'grid' else 30
pts = [[random.randint(-R, R), random.randint(-R, R)] for _ in range(n)]
if mode == 'faraway':
    cents = [(random.randint(-100, 100), random.randint(-100, 100)) for _ in range(k // 2)]
    cents += [(10**4, 10**4)] * (k - k // 2)
else:
    cents = [(random.randint(-R, R) // 2 * 2, random.randint(-R, R) // 2 * 2) for _ in range(k)]
while True:
    sums = [[0, 0, 0] for _ in range(k)]
    owner = []
    for x, y in pts:
        best, bd = 0, None
        for j, (cx, cy) in enumerate(cents):
            d = (x - cx) ** 2 + (y - cy) ** 2
            if bd is None or d < bd:
                best, bd = j, d
        owner.append(best)
        sums[best][0] += x
        sums[best][1] += y
        sums[best][2] += 1
    bad = [j for j in range(k) if sums[j][2] and (tie(sums[j][0], sums[j][2]) or tie(sums[j][1], sums[j][2]))]
    if not bad:
        break
    i = random.choice([i for i in range(n) if owner[i] == bad[0]])
    pts[i][0] += 1 if pts[i][0] < R else -1
print(n, k)
print('\n'.join('%d %d' % tuple(p) for p in pts))
print('\n'.join('%d %d' % c for c in cents))
`,
      tests: [
        { args: '10000 100 grid', label: 'n = 10,000, k = 100, many equal distances' },
        { args: '10000 20 wide', label: 'n = 10,000, k = 20, coordinates up to 10^4' },
        { args: '5000 10 faraway', label: 'n = 5,000, k = 10, some clusters empty' },
        { args: '1 1 wide', label: 'n = k = 1' },
      ],
      validator: String.raw`import sys
d = sys.stdin.read().split('\n')
while d and d[-1] == '':
    d.pop()
n, k = map(int, d[0].split(' '))
assert 1 <= k <= min(n, 100) and n <= 10**4, 'n or k out of range'
assert len(d) == 1 + n + k, 'expected n points and k centroids'
rows = [tuple(map(int, line.split(' '))) for line in d[1:]]
assert all(len(r) == 2 and all(-10**4 <= v <= 10**4 for v in r) for r in rows), 'bad coordinates'
pts, cents = rows[:n], rows[n:]
def tie(num, den):
    return (num * 200) % den == 0 and (num * 200 // den) % 2 == 1
sums = [[0, 0, 0] for _ in range(k)]
for x, y in pts:
    best, bd = 0, None
    for j, (cx, cy) in enumerate(cents):
        dd = (x - cx) ** 2 + (y - cy) ** 2
        if bd is None or dd < bd:
            best, bd = j, dd
    sums[best][0] += x
    sums[best][1] += y
    sums[best][2] += 1
for sx, sy, c in sums:
    assert not c or not (tie(sx, c) or tie(sy, c)), 'a centroid ends exactly in 5 at the third decimal'
`,
      wrongSolutions: [
        {
          name: 'tie-to-last',
          language: 'python3',
          mustFail: 'WA',
          why: 'Uses <= when comparing distances, so a tie goes to the centroid with the higher index',
          source: String.raw`import sys
d = list(map(int, sys.stdin.read().split()))
n, k = d[0], d[1]
pts = [(d[2 + 2 * i], d[3 + 2 * i]) for i in range(n)]
b = 2 + 2 * n
cents = [(d[b + 2 * j], d[b + 2 * j + 1]) for j in range(k)]
sums = [[0, 0, 0] for _ in range(k)]
for x, y in pts:
    best, bd = 0, None
    for j, (cx, cy) in enumerate(cents):
        dd = (x - cx) ** 2 + (y - cy) ** 2
        if bd is None or dd <= bd:
            best, bd = j, dd
    sums[best][0] += x
    sums[best][1] += y
    sums[best][2] += 1
for j in range(k):
    sx, sy, c = sums[j]
    nx, ny = (sx / c, sy / c) if c else cents[j]
    print('cluster %d: size=%d centroid=(%.2f, %.2f)' % (j, c, nx, ny))
`,
        },
        {
          name: 'empty-cluster-origin',
          language: 'python3',
          mustFail: 'WA',
          why: 'Moves an empty cluster to (0, 0) instead of keeping its old centroid',
          source: String.raw`import sys
d = list(map(int, sys.stdin.read().split()))
n, k = d[0], d[1]
pts = [(d[2 + 2 * i], d[3 + 2 * i]) for i in range(n)]
b = 2 + 2 * n
cents = [(d[b + 2 * j], d[b + 2 * j + 1]) for j in range(k)]
sums = [[0, 0, 0] for _ in range(k)]
for x, y in pts:
    best, bd = 0, None
    for j, (cx, cy) in enumerate(cents):
        dd = (x - cx) ** 2 + (y - cy) ** 2
        if bd is None or dd < bd:
            best, bd = j, dd
    sums[best][0] += x
    sums[best][1] += y
    sums[best][2] += 1
for j in range(k):
    sx, sy, c = sums[j]
    nx, ny = (sx / c, sy / c) if c else (0, 0)
    print('cluster %d: size=%d centroid=(%.2f, %.2f)' % (j, c, nx, ny))
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys


def main():
    data = list(map(int, sys.stdin.read().split()))
    n, k = data[0], data[1]
    pts = [(data[2 + 2 * i], data[3 + 2 * i]) for i in range(n)]
    base = 2 + 2 * n
    cents = [(data[base + 2 * j], data[base + 2 * j + 1]) for j in range(k)]
    sums = [[0, 0, 0] for _ in range(k)]
    for x, y in pts:
        best, best_d = 0, None
        for j, (cx, cy) in enumerate(cents):
            d = (x - cx) ** 2 + (y - cy) ** 2
            if best_d is None or d < best_d:
                best, best_d = j, d
        sums[best][0] += x
        sums[best][1] += y
        sums[best][2] += 1
    for j in range(k):
        sx, sy, c = sums[j]
        if c:
            nx, ny = sx / c, sy / c
        else:
            nx, ny = cents[j]
        print(f"cluster {j}: size={c} centroid=({nx:.2f}, {ny:.2f})")


main()
`,
    },
  },
  {
    id: 'ml-perceptron',
    title: 'Train a Perceptron',
    description: `Train a perceptron with integer features and labels \`+1\`/\`-1\`. Start with all weights and the bias at 0.
In each epoch, go through the samples in input order; a sample is a **mistake** when
\`y * (w . x + b) <= 0\`, and then the model updates \`w = w + y * x\` and \`b = b + y\`. Training stops after
the first epoch with no mistakes, or after \`E\` epochs.

**Input:** the first line has \`n d E\`; each of the next \`n\` lines has \`d\` integer features and the label.

**Output:** \`weights: <w1> ... <wd>\`, \`bias: <b>\`, \`epochs: <epochs run>\` and \`mistakes: <total mistakes>\`.`,
    examples: [
      {
        input: '4 2 10\n2 1 1\n3 2 1\n-1 -2 -1\n-2 -1 -1\n',
        output: 'weights: 2 1\nbias: 1\nepochs: 2\nmistakes: 1',
        explanation:
          'The first sample is a mistake (w = 0), giving w = (2, 1), b = 1; every other sample is then right, and epoch 2 has no mistakes.',
      },
      {
        input: '2 1 3\n1 1\n1 -1\n',
        output: 'weights: 0\nbias: 0\nepochs: 3\nmistakes: 6',
        explanation: 'The same point with both labels can never be separated, so all 3 epochs run.',
      },
    ],
    constraints: ['1 <= n <= 1000', '1 <= d <= 10', '1 <= E <= 1000', '-100 <= feature <= 100'],
    testCases: [
      {
        input: '4 2 10\n2 1 1\n3 2 1\n-1 -2 -1\n-2 -1 -1\n',
        expectedOutput: 'weights: 2 1\nbias: 1\nepochs: 2\nmistakes: 1',
        hidden: false,
      },
      {
        input: '2 1 3\n1 1\n1 -1\n',
        expectedOutput: 'weights: 0\nbias: 0\nepochs: 3\nmistakes: 6',
        hidden: false,
      },
      {
        input: '1 1 5\n0 1\n',
        expectedOutput: 'weights: 0\nbias: 1\nepochs: 2\nmistakes: 1',
        hidden: true,
      },
      {
        input: '3 3 1\n1 0 0 1\n0 1 0 -1\n0 0 1 1\n',
        expectedOutput: 'weights: 1 -1 1\nbias: 1\nepochs: 1\nmistakes: 3',
        hidden: true,
      },
      {
        input:
          '12 2 50\n0 4 1\n0 1 1\n1 -3 -1\n0 5 1\n-1 5 1\n3 -5 -1\n4 4 1\n-2 -3 -1\n1 -4 -1\n-4 -5 -1\n-5 -3 -1\n-2 -2 -1\n',
        expectedOutput: 'weights: 0 4\nbias: 1\nepochs: 2\nmistakes: 1',
        hidden: true,
      },
      {
        input:
          '20 3 100\n5 0 -5 -1\n1 2 -1 -1\n4 1 0 -1\n2 2 -4 -1\n-2 -3 5 1\n-3 -4 0 1\n1 2 -3 -1\n3 -1 -4 -1\n-1 -3 -1 1\n5 -2 -5 -1\n2 -5 0 -1\n0 0 -5 1\n-5 5 2 1\n2 -3 -4 -1\n5 0 -1 -1\n2 5 -2 -1\n-3 -5 -2 1\n-5 4 -2 1\n5 -4 4 -1\n1 0 5 -1\n',
        expectedOutput: 'weights: -8 2 -1\nbias: 0\nepochs: 2\nmistakes: 4',
        hidden: true,
      },
      {
        input:
          '15 2 7\n2 0 -1\n2 -3 1\n-3 5 -1\n-5 5 -1\n-1 -5 1\n2 5 -1\n-5 -5 1\n3 4 -1\n-4 -4 1\n2 -4 1\n-5 5 -1\n-5 2 1\n-5 -5 1\n1 2 -1\n-5 -5 1\n',
        expectedOutput: 'weights: -3 -4\nbias: 2\nepochs: 3\nmistakes: 4',
        hidden: true,
      },
      {
        input: '4 2 20\n0 0 -1\n0 1 1\n1 0 1\n1 1 1\n',
        expectedOutput: 'weights: 2 2\nbias: -1\nepochs: 6\nmistakes: 9',
        hidden: true,
      },
    ],
    judge: {
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, d, e, mode = int(args[0]), int(args[1]), int(args[2]), args[3]
random.seed(' '.join(args))
w = [random.randint(-5, 5) for _ in range(d)]
print(n, d, e)
for _ in range(n):
    if mode == 'zeros':
        x = [0] * d
        y = random.choice((1, -1))
    else:
        while True:
            x = [random.randint(-100, 100) for _ in range(d)]
            s = sum(a * b for a, b in zip(w, x)) + 3
            if abs(s) >= (200 if mode == 'separable' else 1):
                break
        y = 1 if s > 0 else -1
        if mode == 'noisy' and random.random() < 0.1:
            y = -y
    print(' '.join(map(str, x + [y])))
`,
      tests: [
        { args: '1000 10 120 noisy', label: 'n = 1,000, d = 10, E = 120, not separable' },
        {
          args: '1000 10 1000 separable',
          label: 'n = 1,000, d = 10, E = 1,000, separable with a margin',
        },
        { args: '1000 1 300 zeros', label: 'n = 1,000, E = 300, every feature 0' },
        { args: '1 1 1 separable', label: 'n = 1, E = 1' },
      ],
      validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
n, d, e = map(int, lines[0].split(' '))
assert 1 <= n <= 1000 and 1 <= d <= 10 and 1 <= e <= 1000, 'n, d or E out of range'
assert len(lines) == n + 1, 'expected n samples'
for line in lines[1:]:
    v = [int(x) for x in line.split(' ')]
    assert len(v) == d + 1 and all(-100 <= x <= 100 for x in v[:d]) and v[d] in (1, -1), 'bad sample'
`,
      wrongSolutions: [
        {
          name: 'strict-mistake',
          language: 'python3',
          mustFail: 'WA',
          why: 'Counts a mistake only when y * (w . x + b) < 0, so a score of exactly 0 (as at the start) is never corrected',
          source: String.raw`import sys
d = list(map(int, sys.stdin.read().split()))
n, dim, ep = d[0], d[1], d[2]
rows = [(d[3 + i * (dim + 1): 3 + i * (dim + 1) + dim], d[3 + i * (dim + 1) + dim]) for i in range(n)]
w, b, total, run = [0] * dim, 0, 0, 0
for _ in range(ep):
    run += 1
    m = 0
    for x, y in rows:
        if y * (sum(p * q for p, q in zip(w, x)) + b) < 0:
            w = [p + y * q for p, q in zip(w, x)]
            b += y
            m += 1
    total += m
    if m == 0:
        break
print('weights: ' + ' '.join(map(str, w)))
print('bias: %d' % b)
print('epochs: %d' % run)
print('mistakes: %d' % total)
`,
        },
        {
          name: 'clean-epoch-not-counted',
          language: 'python3',
          mustFail: 'WA',
          why: 'Does not count the final epoch without mistakes in the number of epochs run',
          source: String.raw`import sys
d = list(map(int, sys.stdin.read().split()))
n, dim, ep = d[0], d[1], d[2]
rows = [(d[3 + i * (dim + 1): 3 + i * (dim + 1) + dim], d[3 + i * (dim + 1) + dim]) for i in range(n)]
w, b, total, run = [0] * dim, 0, 0, 0
for _ in range(ep):
    m = 0
    for x, y in rows:
        if y * (sum(p * q for p, q in zip(w, x)) + b) <= 0:
            w = [p + y * q for p, q in zip(w, x)]
            b += y
            m += 1
    total += m
    if m == 0:
        break
    run += 1
print('weights: ' + ' '.join(map(str, w)))
print('bias: %d' % b)
print('epochs: %d' % run)
print('mistakes: %d' % total)
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys


def main():
    data = list(map(int, sys.stdin.read().split()))
    n, d, epochs = data[0], data[1], data[2]
    rows = []
    for i in range(n):
        chunk = data[3 + i * (d + 1): 3 + (i + 1) * (d + 1)]
        rows.append((chunk[:d], chunk[d]))
    w = [0] * d
    b = 0
    total = 0
    run = 0
    for _ in range(epochs):
        run += 1
        mistakes = 0
        for x, y in rows:
            if y * (sum(wi * xi for wi, xi in zip(w, x)) + b) <= 0:
                w = [wi + y * xi for wi, xi in zip(w, x)]
                b += y
                mistakes += 1
        total += mistakes
        if mistakes == 0:
            break
    print('weights: ' + ' '.join(map(str, w)))
    print(f"bias: {b}")
    print(f"epochs: {run}")
    print(f"mistakes: {total}")


main()
`,
    },
  },
];

export const hardCoding: CodingProblem[] = [
  {
    id: 'ml-conv2d-relu',
    title: 'Conv2D Forward Pass with Stride, Padding and ReLU',
    description: `Implement the forward pass of one convolution layer (as in CNNs, this is cross-correlation: the kernel
is **not** flipped) followed by ReLU. The \`H x W\` image is zero-padded with \`P\` cells on every side; the
\`K x K\` kernel slides with stride \`S\`. The output has \`OH = (H + 2P - K) / S + 1\` rows and
\`OW = (W + 2P - K) / S + 1\` columns (integer division). Output cell \`(i, j)\` is the sum over \`a, b\` of
\`kernel[a][b] * padded[i*S + a][j*S + b]\`, and ReLU replaces negative results with 0.

**Input:** \`H W\`, then \`H\` rows of the image; then \`K\`, then \`K\` rows of the kernel; then \`S P\`.

**Output:** \`OH OW\` on the first line, then \`OH\` rows of \`OW\` space-separated integers.`,
    examples: [
      {
        input: '3 3\n1 2 3\n4 5 6\n7 8 9\n2\n1 0\n0 -1\n1 0\n',
        output: '2 2\n0 0\n0 0',
        explanation:
          'Each output is top-left minus bottom-right of a 2x2 window: 1-5, 2-6, 4-8, 5-9 are all -4, so ReLU gives zeros.',
      },
      {
        input: '2 2\n1 2\n3 4\n3\n0 0 0\n0 1 0\n0 0 0\n1 1\n',
        output: '2 2\n1 2\n3 4',
        explanation: 'An identity kernel with padding 1 and stride 1 returns the image itself.',
      },
    ],
    constraints: [
      '1 <= H, W <= 50',
      '1 <= K <= H + 2P and K <= W + 2P',
      '1 <= S <= 5',
      '0 <= P <= 5',
      'Pixel and kernel values are between -100 and 100.',
    ],
    testCases: [
      {
        input: '3 3\n1 2 3\n4 5 6\n7 8 9\n2\n1 0\n0 -1\n1 0\n',
        expectedOutput: '2 2\n0 0\n0 0',
        hidden: false,
      },
      {
        input: '2 2\n1 2\n3 4\n3\n0 0 0\n0 1 0\n0 0 0\n1 1\n',
        expectedOutput: '2 2\n1 2\n3 4',
        hidden: false,
      },
      { input: '1 1\n7\n1\n-1\n1 0\n', expectedOutput: '1 1\n0', hidden: true },
      {
        input: '4 4\n1 0 2 1\n0 1 3 2\n1 2 0 0\n2 1 1 3\n2\n1 1\n1 1\n2 0\n',
        expectedOutput: '2 2\n2 8\n6 4',
        hidden: true,
      },
      {
        input:
          '5 6\n3 2 8 6 3 8\n3 1 5 1 1 8\n2 9 1 3 9 0\n7 8 5 7 6 9\n6 8 2 0 4 7\n3\n-1 2 -2\n-1 0 1\n-2 0 1\n2 1\n',
        expectedOutput: '3 3\n3 3 8\n21 0 0\n6 0 0',
        hidden: true,
      },
      {
        input:
          '7 7\n5 2 2 8 1 7 3\n1 6 9 3 4 0 7\n3 0 3 4 5 1 1\n6 5 6 8 0 4 2\n9 0 7 2 0 0 6\n4 1 6 8 2 5 1\n4 2 2 4 7 5 4\n3\n-2 -2 2\n3 2 -2\n-2 -2 -2\n1 0\n',
        expectedOutput: '5 5\n0 24 0 0 0\n0 0 0 0 9\n0 0 12 0 0\n0 0 0 0 0\n0 0 0 0 0',
        hidden: true,
      },
      {
        input:
          '6 5\n2 5 6 4 9\n0 3 8 6 2\n5 3 5 5 0\n2 9 9 2 1\n4 8 9 2 2\n7 6 6 1 5\n2\n0 1\n-1 1\n3 2\n',
        expectedOutput: '3 3\n0 0 0\n0 10 0\n0 9 0',
        hidden: true,
      },
      {
        input: '3 3\n1 1 1\n1 1 1\n1 1 1\n3\n1 1 1\n1 1 1\n1 1 1\n1 1\n',
        expectedOutput: '3 3\n4 6 4\n6 9 6\n4 6 4',
        hidden: true,
      },
    ],
    judge: {
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
h, w, k, s, p, mode = int(args[0]), int(args[1]), int(args[2]), int(args[3]), int(args[4]), args[5]
random.seed(' '.join(args))
val = (lambda: random.randint(-100, 100)) if mode == 'random' else (lambda: random.choice((-100, 100)))
print(h, w)
for _ in range(h):
    print(' '.join(str(val()) for _ in range(w)))
print(k)
for _ in range(k):
    print(' '.join(str(val()) for _ in range(k)))
print(s, p)
`,
      tests: [
        { args: '50 50 30 1 5 random', label: 'H = W = 50, K = 30, S = 1, P = 5' },
        { args: '50 50 3 1 0 random', label: 'H = W = 50, K = 3, stride 1, no padding' },
        { args: '50 47 4 5 5 random', label: 'H = 50, W = 47, stride 5, P = 5' },
        {
          args: '1 1 11 1 5 extremes',
          label: 'H = W = 1, K = 11 covering only padding and one pixel',
        },
        { args: '20 20 5 2 1 extremes', label: 'H = W = 20, values only -100 and 100' },
      ],
      validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
h, w = map(int, lines[0].split(' '))
assert 1 <= h <= 50 and 1 <= w <= 50, 'H or W out of range'
vals = []
for line in lines[1:h + 1]:
    row = [int(x) for x in line.split(' ')]
    assert len(row) == w, 'bad image row'
    vals += row
k = int(lines[h + 1])
assert len(lines) == h + k + 3, 'expected K kernel rows and S P'
for line in lines[h + 2:h + 2 + k]:
    row = [int(x) for x in line.split(' ')]
    assert len(row) == k, 'bad kernel row'
    vals += row
assert all(-100 <= v <= 100 for v in vals), 'value out of range'
s, p = map(int, lines[-1].split(' '))
assert 1 <= s <= 5 and 0 <= p <= 5, 'S or P out of range'
assert 1 <= k <= h + 2 * p and k <= w + 2 * p, 'K out of range'
`,
      wrongSolutions: [
        {
          name: 'flipped-kernel',
          language: 'python3',
          mustFail: 'WA',
          why: 'Flips the kernel (true convolution) although CNN layers use cross-correlation',
          source: String.raw`import sys
d = list(map(int, sys.stdin.read().split()))
h, w = d[0], d[1]
img = [d[2 + r * w: 2 + (r + 1) * w] for r in range(h)]
pos = 2 + h * w
k = d[pos]
ker = [d[pos + 1 + r * k: pos + 1 + (r + 1) * k] for r in range(k)]
s, p = d[pos + 1 + k * k], d[pos + 2 + k * k]
oh, ow = (h + 2 * p - k) // s + 1, (w + 2 * p - k) // s + 1
print(oh, ow)
for i in range(oh):
    row = []
    for j in range(ow):
        t = 0
        for a in range(k):
            for b in range(k):
                r, c = i * s + a - p, j * s + b - p
                if 0 <= r < h and 0 <= c < w:
                    t += ker[k - 1 - a][k - 1 - b] * img[r][c]
        row.append(max(0, t))
    print(' '.join(map(str, row)))
`,
        },
        {
          name: 'stride-on-columns-only',
          language: 'python3',
          mustFail: 'WA',
          why: 'Applies the stride to the column index but moves down one row at a time',
          source: String.raw`import sys
d = list(map(int, sys.stdin.read().split()))
h, w = d[0], d[1]
img = [d[2 + r * w: 2 + (r + 1) * w] for r in range(h)]
pos = 2 + h * w
k = d[pos]
ker = [d[pos + 1 + r * k: pos + 1 + (r + 1) * k] for r in range(k)]
s, p = d[pos + 1 + k * k], d[pos + 2 + k * k]
oh, ow = (h + 2 * p - k) // s + 1, (w + 2 * p - k) // s + 1
print(oh, ow)
for i in range(oh):
    row = []
    for j in range(ow):
        t = 0
        for a in range(k):
            for b in range(k):
                r, c = i + a - p, j * s + b - p
                if 0 <= r < h and 0 <= c < w:
                    t += ker[a][b] * img[r][c]
        row.append(max(0, t))
    print(' '.join(map(str, row)))
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys


def main():
    data = list(map(int, sys.stdin.read().split()))
    pos = 0
    h, w = data[0], data[1]
    pos = 2
    img = [data[pos + r * w: pos + (r + 1) * w] for r in range(h)]
    pos += h * w
    k = data[pos]
    pos += 1
    ker = [data[pos + r * k: pos + (r + 1) * k] for r in range(k)]
    pos += k * k
    s, p = data[pos], data[pos + 1]
    oh = (h + 2 * p - k) // s + 1
    ow = (w + 2 * p - k) // s + 1
    print(oh, ow)
    for i in range(oh):
        row = []
        for j in range(ow):
            total = 0
            for a in range(k):
                for b in range(k):
                    r, c = i * s + a - p, j * s + b - p
                    if 0 <= r < h and 0 <= c < w:
                        total += ker[a][b] * img[r][c]
            row.append(max(0, total))
        print(' '.join(map(str, row)))


main()
`,
    },
  },
  {
    id: 'ml-roc-auc',
    title: 'ROC AUC from Scores',
    description: `The ROC AUC of a scoring classifier equals the probability that a randomly chosen positive example
gets a higher score than a randomly chosen negative example, counting ties as one half:

\`AUC = (pairs with positive score > negative score + 0.5 * tied pairs) / (P * N)\`

where \`P\` and \`N\` are the numbers of positives and negatives. Inputs may have up to 10^5 examples, so
avoid checking all pairs: sort by score and count, or use average ranks.

**Input:** \`n\`, then \`n\` lines \`score label\` (integer score, label 1 or 0).

**Output:** the AUC with exactly 4 decimals (tests avoid values ending exactly in 5 at the fifth decimal),
or \`undefined\` if there are no positives or no negatives.`,
    examples: [
      {
        input: '4\n10 1\n8 0\n6 1\n3 0\n',
        output: '0.7500',
        explanation:
          'Pairs (10,8), (10,3), (6,3) are ordered correctly and (6,8) is not: 3/4 = 0.7500.',
      },
      {
        input: '4\n5 1\n5 0\n9 1\n1 0\n',
        output: '0.8750',
        explanation:
          'The pair (5 positive, 5 negative) is a tie worth 0.5; the other three pairs are correct: 3.5/4 = 0.8750.',
      },
    ],
    constraints: ['1 <= n <= 10^5', '0 <= score <= 10^9'],
    testCases: [
      { input: '4\n10 1\n8 0\n6 1\n3 0\n', expectedOutput: '0.7500', hidden: false },
      { input: '4\n5 1\n5 0\n9 1\n1 0\n', expectedOutput: '0.8750', hidden: false },
      { input: '3\n1 1\n2 1\n3 1\n', expectedOutput: 'undefined', hidden: true },
      { input: '2\n7 0\n7 1\n', expectedOutput: '0.5000', hidden: true },
      { input: '5\n100 0\n90 0\n80 1\n70 1\n60 1\n', expectedOutput: '0.0000', hidden: true },
      {
        input:
          '30\n19 0\n14 1\n5 0\n15 0\n3 1\n13 0\n6 0\n1 0\n7 0\n11 1\n6 1\n6 1\n16 1\n7 1\n7 0\n1 0\n12 1\n4 0\n15 1\n3 1\n3 0\n9 0\n6 0\n10 0\n15 0\n19 1\n6 1\n0 1\n19 0\n5 0\n',
        expectedOutput: '0.5294',
        hidden: true,
      },
      {
        input:
          '50\n22 0\n27 0\n525 0\n487 0\n707 0\n806 0\n946 0\n570 0\n549 1\n426 0\n607 1\n788 0\n290 1\n27 1\n364 0\n883 0\n731 0\n991 0\n281 0\n240 1\n771 1\n984 0\n918 0\n820 0\n756 0\n575 1\n529 1\n123 1\n998 0\n433 0\n3 0\n387 1\n668 0\n212 0\n628 0\n331 1\n705 0\n704 0\n382 1\n102 1\n312 0\n816 0\n918 0\n78 0\n784 1\n671 1\n579 0\n655 0\n745 0\n236 0\n',
        expectedOutput: '0.3248',
        hidden: true,
      },
      {
        input:
          '40\n4 0\n1 1\n2 1\n2 1\n0 1\n2 0\n4 0\n3 1\n4 1\n5 1\n0 1\n3 1\n4 0\n2 1\n3 0\n1 0\n4 0\n3 0\n0 1\n1 1\n2 1\n4 0\n4 0\n5 1\n1 0\n4 0\n5 0\n0 1\n0 1\n2 1\n3 0\n5 0\n1 1\n4 1\n0 1\n4 0\n1 0\n3 1\n2 0\n0 1\n',
        expectedOutput: '0.2576',
        hidden: true,
      },
      { input: '6\n3 1\n3 0\n3 1\n3 0\n3 1\n12 0\n', expectedOutput: '0.3333', hidden: true },
    ],
    judge: {
      intendedComplexity: 'O(n log n): sort by score and count',
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
def auc_tie(rows):
    rows = sorted(rows)
    pos = sum(l for _, l in rows)
    neg = len(rows) - pos
    if pos == 0 or neg == 0:
        return False
    doubled, below, i = 0, 0, 0
    while i < len(rows):
        j = i
        while j < len(rows) and rows[j][0] == rows[i][0]:
            j += 1
        p = sum(l for _, l in rows[i:j])
        q = (j - i) - p
        doubled += p * (2 * below + q)
        below += q
        i = j
    den = 2 * pos * neg
    return (doubled * 20000) % den == 0 and (doubled * 20000 // den) % 2 == 1
if mode == 'one':
    rows = [[random.randint(0, 10**9), 1] for _ in range(n)]
else:
    hi = int(mode)
    rows = [[random.randint(0, hi), 0] for _ in range(n)]
    for r in rows:
        r[1] = 1 if random.random() < (0.3 + 0.4 * r[0] / max(1, hi)) else 0
    while auc_tie(rows):
        random.choice(rows)[1] ^= 1
print(n)
print('\n'.join('%d %d' % tuple(r) for r in rows))
`,
      tests: [
        { args: '100000 1000000000', label: 'n = 100,000, scores up to 10^9' },
        { args: '100000 50', label: 'n = 100,000, scores from 0 to 50, many ties' },
        { args: '5000 0', label: 'n = 5,000, every score equal' },
        { args: '20000 one', label: 'n = 20,000, no negatives' },
        { args: '1 0', label: 'n = 1' },
      ],
      validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
n = int(lines[0])
assert 1 <= n <= 10**5, 'n out of range'
assert len(lines) == n + 1, 'expected n examples'
rows = []
for line in lines[1:]:
    s, l = line.split(' ')
    assert 0 <= int(s) <= 10**9 and l in ('0', '1'), 'bad example'
    rows.append((int(s), int(l)))
rows.sort()
pos = sum(l for _, l in rows)
neg = n - pos
if pos and neg:
    doubled, below, i = 0, 0, 0
    while i < n:
        j = i
        while j < n and rows[j][0] == rows[i][0]:
            j += 1
        p = sum(l for _, l in rows[i:j])
        q = (j - i) - p
        doubled += p * (2 * below + q)
        below += q
        i = j
    den = 2 * pos * neg
    assert not ((doubled * 20000) % den == 0 and (doubled * 20000 // den) % 2 == 1), 'AUC ends exactly in 5 at the fifth decimal'
`,
      wrongSolutions: [
        {
          name: 'all-pairs',
          language: 'python3',
          mustFail: 'TLE',
          why: 'Compares every positive with every negative: about 2.5 * 10^9 pairs for 100,000 examples',
          source: String.raw`import sys
d = sys.stdin.read().split()
n = int(d[0])
pos = [int(d[1 + 2 * i]) for i in range(n) if d[2 + 2 * i] == '1']
neg = [int(d[1 + 2 * i]) for i in range(n) if d[2 + 2 * i] == '0']
if not pos or not neg:
    print('undefined')
else:
    good = 0.0
    for p in pos:
        for q in neg:
            if p > q:
                good += 1
            elif p == q:
                good += 0.5
    print('%.4f' % (good / (len(pos) * len(neg))))
`,
        },
        {
          name: 'ties-ignored',
          language: 'python3',
          mustFail: 'WA',
          why: 'Counts only strictly ordered pairs, so tied scores add nothing instead of one half',
          source: String.raw`import sys
from bisect import bisect_left
d = sys.stdin.read().split()
n = int(d[0])
pos = [int(d[1 + 2 * i]) for i in range(n) if d[2 + 2 * i] == '1']
neg = sorted(int(d[1 + 2 * i]) for i in range(n) if d[2 + 2 * i] == '0')
if not pos or not neg:
    print('undefined')
else:
    good = sum(bisect_left(neg, p) for p in pos)
    print('%.4f' % (good / (len(pos) * len(neg))))
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    rows = sorted((int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n))
    pos = sum(label for _, label in rows)
    neg = n - pos
    if pos == 0 or neg == 0:
        print('undefined')
        return
    # twice the count of correctly ordered pairs, ties counting 1 instead of 2
    doubled = 0
    neg_below = 0
    i = 0
    while i < n:
        j = i
        while j < n and rows[j][0] == rows[i][0]:
            j += 1
        p = sum(label for _, label in rows[i:j])
        q = (j - i) - p
        doubled += p * (2 * neg_below + q)
        neg_below += q
        i = j
    print(f"{doubled / (2 * pos * neg):.4f}")


main()
`,
    },
  },
];
