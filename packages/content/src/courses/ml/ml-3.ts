import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ml-3',
  order: 3,
  title: 'Linear Regression and Gradient Descent',
  description:
    'Fit a line by minimising mean squared error, derive the gradients, run gradient descent by hand, and understand learning rates and the closed-form solution.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Formulate linear regression with a mean squared error loss',
    'Derive the gradients of MSE with respect to the weights and bias',
    'Implement batch gradient descent and choose a learning rate',
    'Compare gradient descent with the closed-form least-squares solution',
  ],
  lesson: `## The model

**Linear regression** predicts a number as a weighted sum of features plus a bias:

\`ŷ = w1·x1 + w2·x2 + ... + wd·xd + b\`

With a single feature it is a line \`ŷ = w·x + b\`. Training means choosing \`w\` and \`b\` so predictions are close to the true targets \`y\`.

## The loss: mean squared error

For \`n\` examples, the **mean squared error** is

\`MSE = (1/n) · Σ (ŷi - yi)²\`

Squaring makes all errors positive and punishes large errors much more than small ones (which also makes MSE sensitive to outliers; the mean absolute error or Huber loss is more robust).

## Gradients

To reduce the loss we need to know how it changes when each parameter changes. With \`ŷi = w·xi + b\`, calculus gives:

- \`∂MSE/∂w = (2/n) · Σ (ŷi - yi) · xi\`
- \`∂MSE/∂b = (2/n) · Σ (ŷi - yi)\`

The **gradient** (the vector of these derivatives) points in the direction of steepest *increase*.

## Gradient descent

Gradient descent repeatedly takes a small step **against** the gradient:

\`\`\`python
def gd_step(w, b, xs, ys, lr):
    n = len(xs)
    errs = [w * x + b - y for x, y in zip(xs, ys)]
    dw = 2 / n * sum(e * x for e, x in zip(errs, xs))
    db = 2 / n * sum(errs)
    return w - lr * dw, b - lr * db        # update both from the same gradients
\`\`\`

Note that both gradients are computed **before** either parameter changes; updating \`w\` first and then computing \`db\` with the new \`w\` is a common bug.

The **learning rate** \`lr\` controls the step size. Too small and training crawls; too large and each step overshoots the minimum, the loss oscillates or explodes to infinity. Typical practice is to try values on a log scale (0.1, 0.01, 0.001) and watch the loss curve. Standardising features makes a single learning rate work for all weights.

**Batch** gradient descent uses all examples per step. **Stochastic** gradient descent (SGD) uses one example, and **mini-batch** gradient descent uses, say, 32-512; they give noisier but far cheaper steps and are how every neural network is trained. Optimisers such as momentum and Adam adapt the step per parameter.

## Closed form versus iteration

For linear regression, the MSE minimum also has an exact solution, the **normal equation** \`θ = (XᵀX)⁻¹Xᵀy\` (computed stably with least-squares solvers). scikit-learn's \`LinearRegression\` uses this. It costs roughly O(n·d²) and needs all data in memory, so for millions of features or streaming data, and for models with no closed form at all (logistic regression, neural networks), iterative gradient methods are the only option.

\`\`\`python
from sklearn.linear_model import LinearRegression
model = LinearRegression().fit(X_train, y_train)
model.coef_, model.intercept_
\`\`\`

## Interpreting the result

Each weight is the change in prediction for a one-unit change in its feature, holding others fixed, an interpretability advantage of linear models. R² (the share of variance explained) and RMSE (in the target's units) summarise regression quality.

## Your challenge

Run batch gradient descent for simple linear regression and report the parameters and final loss with fixed rounding, exactly as specified.
`,
  overview: {
    whatYouWillLearn: [
      'Linear regression predicts y as a weighted sum of features plus a bias.',
      'Mean squared error averages the squared residuals and penalises large errors heavily.',
      'The gradient points uphill, so gradient descent steps in the opposite direction.',
      'A learning rate that is too large diverges, while one that is too small converges slowly.',
      'Batch, mini-batch and stochastic gradient descent trade gradient accuracy for speed per step.',
      'Ordinary least squares also has a closed-form solution, but gradient descent scales to huge models.',
    ],
    proTip:
      'Plot the training loss against iterations for every gradient-descent run: a smooth decrease means the learning rate is reasonable, oscillation or growth means it is too large, and a nearly flat line means it is too small.',
  },
  mcqs: [],
  problems: [
    {
      id: 'gradient-descent-linreg',
      title: 'Gradient Descent for a Line',
      description: `The first line contains four values: the initial weight \`w\`, the initial bias \`b\`, the learning rate \`lr\` (decimal numbers) and the number of steps \`s\` (an integer). Each following line contains one training example \`x y\` (decimal numbers).

The model is \`pred = w * x + b\` and the loss is the mean squared error over all \`n\` examples. Perform \`s\` steps of batch gradient descent. In each step compute, using the current \`w\` and \`b\`:

- \`dw = (2 / n) * sum((pred_i - y_i) * x_i)\`
- \`db = (2 / n) * sum(pred_i - y_i)\`

and then update both: \`w = w - lr * dw\`, \`b = b - lr * db\`.

After the last step, print three lines: \`w\`, \`b\` and the MSE of the final parameters, each rounded to exactly 4 digits after the decimal point (for example \`1.9873\`).`,
      examples: [
        {
          input: `0 0 0.01 1
1 3
2 5
3 7
`,
          output: `0.2267
0.1000
21.8693`,
          explanation:
            'One step from w = 0, b = 0 on points of the line y = 2x + 1: the errors are -3, -5, -7, so dw = -68/3 and db = -10, giving w = 0.2267 and b = 0.1.',
        },
        {
          input: `0 0 0.05 500
1 3
2 5
3 7
`,
          output: `2.0001
0.9998
0.0000`,
          explanation:
            'After 500 steps the parameters approach the true line w = 2, b = 1 and the loss is nearly zero.',
        },
      ],
      constraints: [
        '1 <= n <= 100',
        '0 <= s <= 1000',
        'All inputs are between -1000 and 1000; the parameters stay finite for the given tests',
        'Use double-precision floating point and format with 4 decimals',
      ],
      testCases: [
        {
          input: `0 0 0.01 1
1 3
2 5
3 7
`,
          expectedOutput: `0.2267
0.1000
21.8693`,
          hidden: false,
        },
        {
          input: `0 0 0.05 500
1 3
2 5
3 7
`,
          expectedOutput: `2.0001
0.9998
0.0000`,
          hidden: false,
        },
        {
          input: `1.5 -0.5 0.1 0
1 1
2 2
`,
          expectedOutput: `1.5000
-0.5000
0.1250`,
          hidden: true,
        },
        {
          input: `0 0 0.01 200
-2 -3.9
-1 -2.1
0 0.2
1 1.8
2 4.1
3 6.2
`,
          expectedOutput: `2.0177
0.0506
0.0214`,
          hidden: true,
        },
        {
          input: `10 10 0.001 1000
1 10
2 20
3 28
4 41
5 50
`,
          expectedOutput: `8.1688
6.4722
9.7883`,
          hidden: true,
        },
        {
          input: `0 0 0.2 4
1 3
2 5
3 7
`,
          expectedOutput: `-2.4715
-1.0657
134.5217`,
          hidden: true,
        },
        {
          input: `3 4 0.005 100
7 21
`,
          expectedOutput: `2.4400
3.9200
0.0000`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys
data = sys.stdin.read().split('\\n')
w, b, lr, s = data[0].split()
w, b, lr, s = float(w), float(b), float(lr), int(s)
xs, ys = [], []
for line in data[1:]:
    if line.strip():
        x, y = line.split()
        xs.append(float(x)); ys.append(float(y))
n = len(xs)
for _ in range(s):
    dw = 0.0
    db = 0.0
    for x, y in zip(xs, ys):
        e = w * x + b - y
        dw += e * x
        db += e
    dw = 2.0 / n * dw
    db = 2.0 / n * db
    w = w - lr * dw
    b = b - lr * db
mse = 0.0
for x, y in zip(xs, ys):
    e = w * x + b - y
    mse += e * e
mse = mse / n
print('%.4f' % w)
print('%.4f' % b)
print('%.4f' % mse)
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, s, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
w0, b0 = random.randint(-5, 5), random.randint(-5, 5)
if mode == 'line':
    tw, tb = round(random.uniform(-3, 3), 2), round(random.uniform(-10, 10), 2)
    pts = []
    for _ in range(n):
        x = round(random.uniform(-10, 10), 2)
        pts.append((x, round(tw * x + tb + random.uniform(-1, 1), 2)))
    lr = '0.005'
elif mode == 'wide':
    pts = [(random.randint(-1000, 1000), random.randint(-1000, 1000)) for _ in range(n)]
    lr = '0.0000001'
elif mode == 'same':
    pts = [(3, 7)] * n
    lr = '0.01'
else:
    pts = [(round(random.uniform(-2, 2), 3), round(random.uniform(-2, 2), 3)) for _ in range(n)]
    lr = '0.1'
print(w0, b0, lr, s)
for x, y in pts:
    print(x, y)
`,
        tests: [
          { args: '100 1000 line', label: 'n = 100, s = 1000, noisy line' },
          { args: '100 1000 wide', label: 'n = 100, s = 1000, values up to 1000' },
          { args: '100 1000 small', label: 'n = 100, s = 1000, small values, large learning rate' },
          { args: '100 0 line', label: 'n = 100, s = 0' },
          { args: '1 1000 same', label: 'n = 1' },
          { args: '50 300 same', label: 'n = 50, all examples equal' },
        ],
        validator: `import math, re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
NUM = re.compile(r'-?[0-9]+(\\.[0-9]+)?')
head = lines[0].split(' ')
assert len(head) == 4 and all(NUM.fullmatch(t) for t in head[:3]), 'bad first line'
assert re.fullmatch('[0-9]+', head[3]) and int(head[3]) <= 1000, 's out of range'
assert all(-1000 <= float(t) <= 1000 for t in head[:3]), 'value out of range'
pts = lines[1:]
assert 1 <= len(pts) <= 100, 'n out of range'
for line in pts:
    t = line.split(' ')
    assert len(t) == 2 and all(NUM.fullmatch(v) and -1000 <= float(v) <= 1000 for v in t), 'bad example'
w, b, lr, s = float(head[0]), float(head[1]), float(head[2]), int(head[3])
xs = [float(l.split()[0]) for l in pts]; ys = [float(l.split()[1]) for l in pts]
n = len(xs)
for _ in range(s):
    dw = sum((w * x + b - y) * x for x, y in zip(xs, ys)) * 2.0 / n
    db = sum(w * x + b - y for x, y in zip(xs, ys)) * 2.0 / n
    w, b = w - lr * dw, b - lr * db
    assert math.isfinite(w) and math.isfinite(b) and abs(w) < 1e9 and abs(b) < 1e9, 'parameters diverge'
`,
        wrongSolutions: [
          {
            name: 'update-w-before-db',
            language: 'python3',
            mustFail: 'WA',
            why: 'Updates w before computing the bias gradient, so db uses the new w instead of the current one',
            source: `import sys
data = sys.stdin.read().split('\\n')
w, b, lr, s = data[0].split()
w, b, lr, s = float(w), float(b), float(lr), int(s)
xs, ys = [], []
for line in data[1:]:
    if line.strip():
        x, y = line.split()
        xs.append(float(x)); ys.append(float(y))
n = len(xs)
for _ in range(s):
    dw = 0.0
    for x, y in zip(xs, ys):
        dw += (w * x + b - y) * x
    w = w - lr * 2.0 / n * dw
    db = 0.0
    for x, y in zip(xs, ys):
        db += w * x + b - y
    b = b - lr * 2.0 / n * db
mse = sum((w * x + b - y) ** 2 for x, y in zip(xs, ys)) / n
print('%.4f' % w)
print('%.4f' % b)
print('%.4f' % mse)
`,
          },
          {
            name: 'sum-not-mean',
            language: 'python3',
            mustFail: 'WA',
            why: 'Uses the summed gradient 2 * sum(...) without dividing by n',
            source: `import sys
data = sys.stdin.read().split('\\n')
w, b, lr, s = data[0].split()
w, b, lr, s = float(w), float(b), float(lr), int(s)
xs, ys = [], []
for line in data[1:]:
    if line.strip():
        x, y = line.split()
        xs.append(float(x)); ys.append(float(y))
n = len(xs)
for _ in range(s):
    dw = 0.0
    db = 0.0
    for x, y in zip(xs, ys):
        e = w * x + b - y
        dw += e * x
        db += e
    w = w - lr * 2.0 * dw
    b = b - lr * 2.0 * db
    if abs(w) > 1e12 or abs(b) > 1e12:
        break
mse = sum((w * x + b - y) ** 2 for x, y in zip(xs, ys)) / n
print('%.4f' % w)
print('%.4f' % b)
print('%.4f' % mse)
`,
          },
        ],
      },
    },
  ],
};
