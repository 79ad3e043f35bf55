import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'swift-3',
  order: 3,
  title: 'Functions, Closures and Collections',
  description:
    'Write functions with argument labels, use closures and transform arrays, dictionaries and sets with higher-order functions.',
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
    proTip:
      'When a pipeline gets long, name intermediate results with let; it keeps type inference fast and makes debugging easier.',
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
        {
          input: '6\n3 8 -2 5 10 7\n2\nfilter even\nmap mul 10\n',
          output: '[80, -20, 100]',
          explanation: 'The even numbers 8, -2 and 10 are multiplied by 10.',
        },
        {
          input: '4\n1 2 3 4\n2\nmap square\nreduce sum\n',
          output: '30',
          explanation: '1 + 4 + 9 + 16 = 30.',
        },
      ],
      constraints: [
        '0 <= n <= 10000',
        '|values| <= 1000',
        '0 <= k <= 20',
        'Results fit in 64-bit integers',
      ],
      testCases: [
        {
          input: '6\n3 8 -2 5 10 7\n2\nfilter even\nmap mul 10\n',
          expectedOutput: '[80, -20, 100]',
          hidden: false,
        },
        { input: '4\n1 2 3 4\n2\nmap square\nreduce sum\n', expectedOutput: '30', hidden: false },
        { input: '4\n5 3 9 1\n2\nsorted desc\nprefix 2\n', expectedOutput: '[9, 5]', hidden: true },
        { input: '0\n\n1\nreduce max\n', expectedOutput: 'nil', hidden: true },
        { input: '3\n4 50 99\n1\nfilter gt 100\n', expectedOutput: '[]', hidden: true },
        {
          input: '6\n7 4 9 11 2 3\n4\ndropFirst 2\nfilter odd\nmap negate\nsorted asc\n',
          expectedOutput: '[-11, -9, -3]',
          hidden: true,
        },
        { input: '3\n2 3 4\n2\nmap add 1\nreduce product\n', expectedOutput: '60', hidden: true },
        {
          input: '5\n-1 -2 3 -4 5\n2\nfilter lt 0\nreduce count\n',
          expectedOutput: '3',
          hidden: true,
        },
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
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
xs = [random.randint(-1000, 1000) for _ in range(n)]
if mode == 'sum':
    ops = ['map square', 'map mul 1000', 'reduce sum']
elif mode == 'odd':
    ops = ['filter odd', 'map negate', 'sorted desc', 'dropFirst 10', 'prefix 4000']
elif mode == 'product':
    ops = ['filter gt 995', 'prefix 6', 'reduce product']
elif mode == 'empty':
    ops = ['filter gt 1000', random.choice(['reduce min', 'reduce max', 'reduce product', 'reduce sum'])]
elif mode == 'even':
    ops = ['filter even', 'map add -1', 'filter odd', 'reduce count']
else:
    ops = []
    for _ in range(19):
        ops.append(random.choice(['filter even', 'filter odd', 'filter gt %d' % random.randint(-1000, 1000), 'filter lt %d' % random.randint(-1000, 1000),
                                  'map add %d' % random.randint(-50, 50), 'map mul %d' % random.choice([-1, 2, 3]), 'map negate',
                                  'sorted asc', 'sorted desc', 'prefix %d' % random.randint(0, n), 'dropFirst %d' % random.randint(0, 50)]))
    ops.append(random.choice(['reduce sum', 'reduce min', 'reduce max', 'reduce count', 'sorted asc']))
print(n)
print(' '.join(map(str, xs)))
print(len(ops))
print('\\n'.join(ops))
`,
        tests: [
          { args: '10000 sum', label: 'n = 10,000, squares times 1,000, summed' },
          { args: '10000 odd', label: 'n = 10,000, negative odd numbers' },
          { args: '10000 product', label: 'n = 10,000, product of six values near 1,000' },
          { args: '10000 empty', label: 'n = 10,000, reduce of an empty array' },
          { args: '10000 mix', label: 'n = 10,000, 20 operations' },
          { args: '10000 even', label: 'n = 10,000, parity after a shift' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
n = int(lines[0])
assert 0 <= n <= 10000, 'n out of range'
xs = [int(t) for t in lines[1].split(' ')] if n > 0 else []
assert len(xs) == n and (n > 0 or lines[1] == ''), 'expected n integers'
assert all(abs(x) <= 1000 for x in xs), 'value out of range'
k = int(lines[2])
assert 0 <= k <= 20 and len(lines) == 3 + k, 'k out of range'
LIM = 2**63
def fits(v):
    assert -LIM <= v < LIM, 'a result does not fit in 64 bits'
INT = '(-?[0-9]+)'
for i, op in enumerate(lines[3:]):
    if re.fullmatch('filter (even|odd)', op):
        xs = [x for x in xs if (x % 2 == 0) == (op.endswith('even'))]
    elif re.fullmatch('filter (gt|lt) ' + INT, op):
        v = int(op.split()[2]); fits(v)
        xs = [x for x in xs if (x > v if ' gt ' in op else x < v)]
    elif re.fullmatch('map (add|mul) ' + INT, op):
        v = int(op.split()[2]); fits(v)
        xs = [x + v if ' add ' in op else x * v for x in xs]
    elif op == 'map square':
        xs = [x * x for x in xs]
    elif op == 'map negate':
        xs = [-x for x in xs]
    elif op in ('sorted asc', 'sorted desc'):
        pass
    elif re.fullmatch('(prefix|dropFirst) [0-9]+', op):
        v = int(op.split()[1]); fits(v)
        xs = xs[:v] if op.startswith('prefix') else xs[v:]
    elif re.fullmatch('reduce (sum|product|count|min|max)', op):
        assert i == k - 1, 'reduce only as the last operation'
        if op.endswith('sum'):
            fits(sum(xs))
        elif op.endswith('product'):
            p = 1
            for x in xs:
                p *= x
                fits(p)
    else:
        assert False, 'unknown operation ' + op
    for x in xs:
        fits(x)
`,
        wrongSolutions: [
          {
            name: 'int32-sum',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Keeps the values and the sum in 32-bit ints, which overflow when squares are multiplied and summed',
            source: `#include <iostream>
#include <sstream>
#include <string>
#include <vector>
#include <algorithm>
using namespace std;
int main() {
    int n, k;
    string line;
    getline(cin, line); n = stoi(line);
    getline(cin, line);
    vector<int> xs;
    { istringstream in(line); int x; while (in >> x) xs.push_back(x); }
    getline(cin, line); k = stoi(line);
    string result;
    bool reduced = false;
    for (int i = 0; i < k; i++) {
        getline(cin, line);
        istringstream in(line);
        string op, a; int v = 0;
        in >> op >> a; in >> v;
        vector<int> out;
        if (op == "filter") {
            for (int x : xs) {
                bool keep = a == "even" ? x % 2 == 0 : a == "odd" ? x % 2 != 0 : a == "gt" ? x > v : x < v;
                if (keep) out.push_back(x);
            }
            xs = out;
        } else if (op == "map") {
            for (int& x : xs) x = a == "add" ? x + v : a == "mul" ? x * v : a == "square" ? x * x : -x;
        } else if (op == "sorted") {
            sort(xs.begin(), xs.end());
            if (a == "desc") reverse(xs.begin(), xs.end());
        } else if (op == "prefix") {
            int c = stoi(a); if (c < (int)xs.size()) xs.resize(c);
        } else if (op == "dropFirst") {
            int c = stoi(a); xs.erase(xs.begin(), xs.begin() + min(c, (int)xs.size()));
        } else {
            reduced = true;
            if (a == "sum") { int s = 0; for (int x : xs) s += x; result = to_string(s); }
            else if (a == "product") { int p = 1; for (int x : xs) p *= x; result = to_string(p); }
            else if (a == "count") result = to_string(xs.size());
            else if (xs.empty()) result = "nil";
            else result = to_string(a == "min" ? *min_element(xs.begin(), xs.end()) : *max_element(xs.begin(), xs.end()));
        }
    }
    if (reduced) { cout << result << "\\n"; return 0; }
    cout << "[";
    for (size_t i = 0; i < xs.size(); i++) cout << (i ? ", " : "") << xs[i];
    cout << "]\\n";
}
`,
          },
          {
            name: 'odd-remainder-one',
            language: 'javascript',
            mustFail: 'WA',
            why: 'Tests odd numbers with x % 2 === 1, which is false for negative odd numbers in JavaScript',
            source: `const lines = require('fs').readFileSync(0, 'utf8').split('\\n');
const n = parseInt(lines[0], 10);
let xs = n > 0 ? lines[1].trim().split(/\\s+/).map(BigInt) : [];
const k = parseInt(lines[2], 10);
let result = null;
for (let i = 3; i < 3 + k; i++) {
  const [op, a, b] = lines[i].trim().split(/\\s+/);
  if (op === 'filter') {
    if (a === 'even') xs = xs.filter((x) => x % 2n === 0n);
    else if (a === 'odd') xs = xs.filter((x) => x % 2n === 1n);
    else if (a === 'gt') xs = xs.filter((x) => x > BigInt(b));
    else xs = xs.filter((x) => x < BigInt(b));
  } else if (op === 'map') {
    if (a === 'add') xs = xs.map((x) => x + BigInt(b));
    else if (a === 'mul') xs = xs.map((x) => x * BigInt(b));
    else if (a === 'square') xs = xs.map((x) => x * x);
    else xs = xs.map((x) => -x);
  } else if (op === 'sorted') {
    xs.sort((p, q) => (p < q ? -1 : p > q ? 1 : 0));
    if (a === 'desc') xs.reverse();
  } else if (op === 'prefix') xs = xs.slice(0, Number(a));
  else if (op === 'dropFirst') xs = xs.slice(Number(a));
  else if (a === 'sum') result = String(xs.reduce((s, x) => s + x, 0n));
  else if (a === 'product') result = String(xs.reduce((s, x) => s * x, 1n));
  else if (a === 'count') result = String(xs.length);
  else if (xs.length === 0) result = 'nil';
  else result = String(xs.reduce((m, x) => ((a === 'min' ? x < m : x > m) ? x : m)));
}
console.log(result !== null ? result : '[' + xs.join(', ') + ']');
`,
          },
        ],
      },
    },
  ],
};
