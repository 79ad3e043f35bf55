import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'swift-3',
  order: 3,
  title: 'Functions, Closures and Collections',
  description: 'Write functions with argument labels, use closures and transform arrays, dictionaries and sets with higher-order functions.',
  difficulty: 'Easy',
  testType: 'coding',
  objectives: [
    'Declare functions with argument labels, defaults and inout parameters',
    'Write closures with shorthand syntax and capture values',
    'Transform collections with map, filter, reduce, sorted and compactMap',
    'Chain collection operations into readable pipelines',
  ],
  lesson: `## Functions

\`\`\`swift
func greet(_ name: String, from city: String = "London", excited: Bool = false) -> String {
    "Hello \\(name) from \\(city)" + (excited ? "!" : ".")
}
greet("Ada", from: "Paris", excited: true)
\`\`\`

Each parameter has an **argument label** used at the call site and a parameter name used inside. \`_\` removes the label, and a second name (\`from city\`) makes call sites read like sentences. Parameters can have default values. Single-expression functions return implicitly. \`inout\` parameters (called with \`&value\`) let a function modify a caller's variable, and a function can return several values as a tuple: \`func minMax(_ xs: [Int]) -> (min: Int, max: Int)?\`.

## Closures

Closures are unnamed functions that can be stored and passed around. Swift offers progressively shorter syntax:

\`\`\`swift
let numbers = [5, 3, 8, 1]
let a = numbers.sorted(by: { (x: Int, y: Int) -> Bool in return x > y })
let b = numbers.sorted { x, y in x > y }   // trailing closure, inferred types
let c = numbers.sorted { $0 > $1 }         // shorthand argument names
let d = numbers.sorted(by: >)              // operator as function
\`\`\`

Closures **capture** variables from their surrounding scope and keep them alive. When a closure is stored and called later (an **escaping** closure, such as a completion handler), capturing \`self\` in a class can create a retain cycle; break it with \`[weak self]\`. Functions that only call a closure during their execution take it as non-escaping, the default.

## Collection pipelines

Swift collections come with higher-order functions that replace most manual loops:

\`\`\`swift
let scores = [72, 95, 48, 88, 100, 61]

let passed = scores.filter { $0 >= 60 }                 // [72, 95, 88, 100, 61]
let curved = passed.map { min($0 + 5, 100) }            // [77, 100, 93, 100, 66]
let total = curved.reduce(0, +)                         // 436
let topThree = curved.sorted(by: >).prefix(3)           // [100, 100, 93]
let remaining = scores.dropFirst(2)                     // [48, 88, 100, 61]
let parsed = ["1", "x", "3"].compactMap { Int($0) }     // [1, 3]
let best = scores.max()                                 // Optional(100)
\`\`\`

Each function returns a new value and leaves the original untouched. \`compactMap\` transforms and drops nils, \`flatMap\` flattens nested arrays, \`first(where:)\` and \`contains(where:)\` search, and \`min()\`/\`max()\` return **optionals** because an empty collection has no minimum. For large chains, \`.lazy\` avoids creating intermediate arrays.

Dictionaries and sets have their own tools: \`Dictionary(grouping: words, by: { $0.first! })\`, \`counts[word, default: 0] += 1\`, and set algebra such as \`union\` and \`intersection\`.

Reading a pipeline from top to bottom is usually clearer than a loop with mutable accumulators, and it makes each step easy to test. In the exercise you implement a small engine that applies such a pipeline to a list of integers.`,
  overview: {
    whatYouWillLearn: [
      'Argument labels, default values and inout parameters',
      'Closure syntax from full form to shorthand arguments',
      'Capturing, escaping closures and weak self',
      'map, filter, reduce, sorted, prefix and dropFirst',
      'compactMap and optional results of min and max',
      'Dictionary grouping, default subscripts and lazy sequences',
    ],
    proTip: 'When a pipeline gets long, name intermediate results with let; it keeps type inference fast and makes debugging easier.',
  },
  mcqs: [],
  problems: [
    {
      id: 'swift-collection-pipeline',
      title: 'Collection Pipeline Engine',
      description: `Apply a Swift-style collection pipeline to a list of integers.

**Input:** a line with n, a line with n integers (empty when n = 0), a line with k, then k operation lines:
- \`filter even\`, \`filter odd\`, \`filter gt N\`, \`filter lt N\`;
- \`map add N\`, \`map mul N\`, \`map square\`, \`map negate\`;
- \`sorted asc\`, \`sorted desc\`;
- \`prefix N\` (keep the first N), \`dropFirst N\` (remove the first N);
- \`reduce sum\`, \`reduce product\`, \`reduce count\`, \`reduce min\`, \`reduce max\`: only as the last operation.

Even means divisible by 2 (also for negative numbers).

**Output:** if the last operation is a reduce, print its value (sum of nothing is 0, product of nothing is 1, min and max of an empty list print \`nil\`). Otherwise print the array like Swift does: \`[a, b, c]\`, or \`[]\` when empty.`,
      examples: [
        { input: '6\n3 8 -2 5 10 7\n2\nfilter even\nmap mul 10\n', output: '[80, -20, 100]', explanation: 'The even numbers 8, -2 and 10 are multiplied by 10.' },
        { input: '4\n1 2 3 4\n2\nmap square\nreduce sum\n', output: '30', explanation: '1 + 4 + 9 + 16 = 30.' },
      ],
      constraints: ['0 <= n <= 10000', '|values| <= 1000', '0 <= k <= 20', 'Results fit in 64-bit integers'],
      testCases: [
        { input: '6\n3 8 -2 5 10 7\n2\nfilter even\nmap mul 10\n', expectedOutput: '[80, -20, 100]', hidden: false },
        { input: '4\n1 2 3 4\n2\nmap square\nreduce sum\n', expectedOutput: '30', hidden: false },
        { input: '4\n5 3 9 1\n2\nsorted desc\nprefix 2\n', expectedOutput: '[9, 5]', hidden: true },
        { input: '0\n\n1\nreduce max\n', expectedOutput: 'nil', hidden: true },
        { input: '3\n4 50 99\n1\nfilter gt 100\n', expectedOutput: '[]', hidden: true },
        { input: '6\n7 4 9 11 2 3\n4\ndropFirst 2\nfilter odd\nmap negate\nsorted asc\n', expectedOutput: '[-11, -9, -3]', hidden: true },
        { input: '3\n2 3 4\n2\nmap add 1\nreduce product\n', expectedOutput: '60', hidden: true },
        { input: '5\n-1 -2 3 -4 5\n2\nfilter lt 0\nreduce count\n', expectedOutput: '3', hidden: true },
        { input: '3\n1 2 3\n0\n', expectedOutput: '[1, 2, 3]', hidden: true },
      ],
      reference: {
        language: 'python3',
        source: `import sys

lines = sys.stdin.read().splitlines()
n = int(lines[0])
xs = [int(t) for t in lines[1].split()] if n > 0 else []
k = int(lines[2])
result = None
for i in range(3, 3 + k):
    p = lines[i].split()
    op = p[0]
    if op == 'filter':
        if p[1] == 'even':
            xs = [x for x in xs if x % 2 == 0]
        elif p[1] == 'odd':
            xs = [x for x in xs if x % 2 != 0]
        elif p[1] == 'gt':
            xs = [x for x in xs if x > int(p[2])]
        else:
            xs = [x for x in xs if x < int(p[2])]
    elif op == 'map':
        if p[1] == 'add':
            xs = [x + int(p[2]) for x in xs]
        elif p[1] == 'mul':
            xs = [x * int(p[2]) for x in xs]
        elif p[1] == 'square':
            xs = [x * x for x in xs]
        else:
            xs = [-x for x in xs]
    elif op == 'sorted':
        xs = sorted(xs, reverse=(p[1] == 'desc'))
    elif op == 'prefix':
        xs = xs[:int(p[1])]
    elif op == 'dropFirst':
        xs = xs[int(p[1]):]
    elif op == 'reduce':
        kind = p[1]
        if kind == 'sum':
            result = str(sum(xs))
        elif kind == 'product':
            prod = 1
            for x in xs:
                prod *= x
            result = str(prod)
        elif kind == 'count':
            result = str(len(xs))
        elif kind == 'min':
            result = str(min(xs)) if xs else 'nil'
        else:
            result = str(max(xs)) if xs else 'nil'
if result is not None:
    print(result)
else:
    print('[' + ', '.join(str(x) for x in xs) + ']')
`,
      },
    },
  ],
};
