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
    description: `The program compares predicted class labels with the true labels and prints the accuracy as a whole
percentage, rounded down: \`correct * 100 / total\`. It prints 0% for almost every model and miscounts
correct predictions.

**Input:** \`n\`, a line of \`n\` true labels, a line of \`n\` predicted labels (words).
**Output:** \`accuracy: <p>% (<correct>/<n>)\`.`,
    language: 'csharp',
    buggyCode: `using System;

public class Program
{
    public static void Main()
    {
        string[] tokens = Console.In.ReadToEnd().Split(new[] { ' ', '\\n', '\\r', '\\t' }, StringSplitOptions.RemoveEmptyEntries);
        int n = int.Parse(tokens[0]);
        int correct = 0;
        for (int i = 1; i < n; i++)
        {
            if (tokens[1 + i] == tokens[1 + n + i]) correct++;
        }
        int percent = correct / n * 100;
        Console.WriteLine("accuracy: " + percent + "% (" + correct + "/" + n + ")");
    }
}
`,
    fixedCode: `using System;

public class Program
{
    public static void Main()
    {
        string[] tokens = Console.In.ReadToEnd().Split(new[] { ' ', '\\n', '\\r', '\\t' }, StringSplitOptions.RemoveEmptyEntries);
        int n = int.Parse(tokens[0]);
        int correct = 0;
        for (int i = 0; i < n; i++)
        {
            if (tokens[1 + i] == tokens[1 + n + i]) correct++;
        }
        int percent = correct * 100 / n;
        Console.WriteLine("accuracy: " + percent + "% (" + correct + "/" + n + ")");
    }
}
`,
    expectedBehavior:
      'Every example is compared and the percentage is computed as correct * 100 / n.',
    hints: [
      'What is 3 / 4 in C# when both are ints?',
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
          'Integer division correct / n is 0 whenever correct < n, so the percentage becomes 0.',
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
    language: 'python',
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
    description: `A perceptron starts with zero weights and bias. For each sample in order, if \`y * (w . x + b) <= 0\`
it is a mistake and the model updates \`w += y * x\` and \`b += y\`. Training stops after an epoch with no
mistakes or after \`E\` epochs. The program ends with the wrong weights.

**Input:** \`n d E\`, then \`n\` lines of \`d\` integer features and a label \`+1\`/\`-1\`.
**Output:** the weights on one line, then the bias.`,
    language: 'c',
    buggyCode: `#include <stdio.h>

int main(void) {
    int n, d, epochs;
    static long long x[1000][10];
    static int y[1000];
    long long w[10] = {0}, b = 0;
    if (scanf("%d %d %d", &n, &d, &epochs) != 3) return 0;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < d; j++) scanf("%lld", &x[i][j]);
        scanf("%d", &y[i]);
    }
    for (int e = 0; e < epochs; e++) {
        int mistakes = 0;
        for (int i = 0; i < n; i++) {
            long long s = b;
            for (int j = 0; j < d; j++) s += w[j] * x[i][j];
            if (y[i] * s < 0) {
                for (int j = 0; j < d; j++) w[j] += y[i] * x[i][j];

                mistakes++;
            }
        }
        if (mistakes == 0) break;
    }
    for (int j = 0; j < d; j++) printf(j ? " %lld" : "%lld", w[j]);
    printf("\\n%lld\\n", b);
    return 0;
}
`,
    fixedCode: `#include <stdio.h>

int main(void) {
    int n, d, epochs;
    static long long x[1000][10];
    static int y[1000];
    long long w[10] = {0}, b = 0;
    if (scanf("%d %d %d", &n, &d, &epochs) != 3) return 0;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < d; j++) scanf("%lld", &x[i][j]);
        scanf("%d", &y[i]);
    }
    for (int e = 0; e < epochs; e++) {
        int mistakes = 0;
        for (int i = 0; i < n; i++) {
            long long s = b;
            for (int j = 0; j < d; j++) s += w[j] * x[i][j];
            if (y[i] * s <= 0) {
                for (int j = 0; j < d; j++) w[j] += y[i] * x[i][j];
                b += y[i];
                mistakes++;
            }
        }
        if (mistakes == 0) break;
    }
    for (int j = 0; j < d; j++) printf(j ? " %lld" : "%lld", w[j]);
    printf("\\n%lld\\n", b);
    return 0;
}
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
    description: `The program computes a 2-D convolution (cross-correlation) with zero padding \`P\` and stride \`S\`,
followed by ReLU. The output size is \`(H + 2P - K) / S + 1\` by \`(W + 2P - K) / S + 1\`, and output cell
\`(i, j)\` sums \`kernel[a][b] * padded[i*S + a][j*S + b]\`. The output has the wrong size and wrong values
whenever the stride is larger than 1.

**Input:** \`H W\`, the image rows, \`K\`, the kernel rows, then \`S P\`.
**Output:** \`OH OW\`, then the output rows.`,
    language: 'kotlin',
    buggyCode: `fun main(args: Array<String>) {
    val data = generateSequence(::readLine).joinToString(" ").split(" ").filter { it.isNotEmpty() }.map { it.toInt() }
    var pos = 0
    val h = data[pos++]
    val w = data[pos++]
    val img = Array(h) { IntArray(w) { data[pos++] } }
    val k = data[pos++]
    val ker = Array(k) { IntArray(k) { data[pos++] } }
    val s = data[pos++]
    val p = data[pos++]
    val oh = (h + 2 * p - k + 1) / s
    val ow = (w + 2 * p - k + 1) / s
    val sb = StringBuilder()
    sb.append(oh).append(' ').append(ow).append('\\n')
    for (i in 0 until oh) {
        val row = ArrayList<Int>()
        for (j in 0 until ow) {
            var total = 0
            for (a in 0 until k) {
                for (b in 0 until k) {
                    val r = i + a - p
                    val c = j + b - p
                    if (r in 0 until h && c in 0 until w) total += ker[a][b] * img[r][c]
                }
            }
            row.add(maxOf(0, total))
        }
        sb.append(row.joinToString(" ")).append('\\n')
    }
    print(sb)
}
`,
    fixedCode: `fun main(args: Array<String>) {
    val data = generateSequence(::readLine).joinToString(" ").split(" ").filter { it.isNotEmpty() }.map { it.toInt() }
    var pos = 0
    val h = data[pos++]
    val w = data[pos++]
    val img = Array(h) { IntArray(w) { data[pos++] } }
    val k = data[pos++]
    val ker = Array(k) { IntArray(k) { data[pos++] } }
    val s = data[pos++]
    val p = data[pos++]
    val oh = (h + 2 * p - k) / s + 1
    val ow = (w + 2 * p - k) / s + 1
    val sb = StringBuilder()
    sb.append(oh).append(' ').append(ow).append('\\n')
    for (i in 0 until oh) {
        val row = ArrayList<Int>()
        for (j in 0 until ow) {
            var total = 0
            for (a in 0 until k) {
                for (b in 0 until k) {
                    val r = i * s + a - p
                    val c = j * s + b - p
                    if (r in 0 until h && c in 0 until w) total += ker[a][b] * img[r][c]
                }
            }
            row.add(maxOf(0, total))
        }
        sb.append(row.joinToString(" ")).append('\\n')
    }
    print(sb)
}
`,
    expectedBehavior:
      'Output size (H + 2P - K) / S + 1 and window origins at i * S - P, j * S - P.',
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
          'The output size is computed as (H + 2P - K + 1) / S, which only equals the correct formula when S = 1.',
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
    description: `The program computes ROC AUC with the rank formula: sort all scores ascending, give tied scores the
**average** of their ranks (1-based), and compute \`AUC = (sum of positive ranks - P(P+1)/2) / (P * N)\`.
It prints 4 decimals, or \`undefined\` without positives or negatives. Results are wrong when scores
have different numbers of digits and when scores tie.

**Input:** \`n\`, then \`n\` lines \`score label\`.
**Output:** the AUC.`,
    language: 'javascript',
    buggyCode: `const data = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/);
const n = Number(data[0]);
const rows = [];
for (let i = 0; i < n; i++) {
  rows.push({ score: Number(data[1 + 2 * i]), label: Number(data[2 + 2 * i]) });
}
const scores = rows.map((r) => r.score);
scores.sort();
const rankOf = new Map();
let i = 0;
while (i < n) {
  let j = i;
  while (j < n && scores[j] === scores[i]) j++;
  rankOf.set(scores[i], i + 1);
  i = j;
}
let pos = 0;
let rankSum = 0;
for (const r of rows) {
  if (r.label === 1) {
    pos++;
    rankSum += rankOf.get(r.score);
  }
}
const neg = n - pos;
if (pos === 0 || neg === 0) {
  console.log('undefined');
} else {
  console.log(((rankSum - (pos * (pos + 1)) / 2) / (pos * neg)).toFixed(4));
}
`,
    fixedCode: `const data = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/);
const n = Number(data[0]);
const rows = [];
for (let i = 0; i < n; i++) {
  rows.push({ score: Number(data[1 + 2 * i]), label: Number(data[2 + 2 * i]) });
}
const scores = rows.map((r) => r.score);
scores.sort((a, b) => a - b);
const rankOf = new Map();
let i = 0;
while (i < n) {
  let j = i;
  while (j < n && scores[j] === scores[i]) j++;
  rankOf.set(scores[i], (i + 1 + j) / 2);
  i = j;
}
let pos = 0;
let rankSum = 0;
for (const r of rows) {
  if (r.label === 1) {
    pos++;
    rankSum += rankOf.get(r.score);
  }
}
const neg = n - pos;
if (pos === 0 || neg === 0) {
  console.log('undefined');
} else {
  console.log(((rankSum - (pos * (pos + 1)) / 2) / (pos * neg)).toFixed(4));
}
`,
    expectedBehavior: 'Numeric sort and average ranks for ties.',
    hints: [
      'How does [10, 9, 100].sort() order its elements?',
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
        description: 'sort() without a comparator sorts numbers as strings, so 10 comes before 9.',
        testIndexes: [0, 3],
      },
      {
        description: 'Tied scores all get the first rank of the group instead of the average rank.',
        testIndexes: [1, 3, 4],
      },
    ],
  },
];
