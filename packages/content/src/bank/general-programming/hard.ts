import type { BankLevel, TestCase } from '@app/shared/content.schemas';

const tc = (input: string, expectedOutput: string, hidden = true): TestCase => ({
  input,
  expectedOutput,
  hidden,
});

export const hard: BankLevel = {
  mcq: [
    {
      question:
        "A long-running program's memory keeps growing although its language has a garbage collector. What is the most likely cause?",
      options: {
        A: 'The garbage collector only runs when the program exits',
        B: 'Objects stay reachable, e.g. from a growing cache',
        C: 'The program uses too many local variables',
        D: 'Numbers and strings are never freed by a garbage collector',
      },
      correct: 'B',
      explanation:
        'A garbage collector only frees unreachable objects, so references kept by mistake in long-lived collections leak memory.',
    },
    {
      question: 'What is undefined behaviour in C and C++?',
      options: {
        A: 'Behaviour that always throws a runtime exception',
        B: 'Behaviour that differs only between operating systems',
        C: 'A category of compile error that the compiler reports as a warning',
        D: 'Operations, like signed overflow, the standard sets no rules for',
      },
      correct: 'D',
      explanation:
        'Because the standard places no requirements on it, undefined behaviour can crash, give wrong results or be optimised away in surprising ways.',
    },
    {
      question:
        'Four threads each sum their own chunk of a float array and the partial sums are added after all threads finish. The total differs slightly from a sequential sum. Why?',
      options: {
        A: 'Float addition is not associative, so order matters',
        B: 'Threads compute in lower precision than the main thread',
        C: "The threads overwrite each other's partial sums now and then",
        D: 'Parallel code always contains a race condition, even with joins',
      },
      correct: 'A',
      explanation:
        'Each addition rounds, so (a + b) + c can differ from a + (b + c) and a new grouping of the terms changes the result.',
    },
    {
      question: 'How deep does the recursion of a top-down merge sort on n elements go?',
      options: {
        A: 'O(n) levels, one for every element of the input',
        B: 'O(1) levels, since the merge step is just a loop',
        C: 'O(log n) levels, as each call halves the range',
        D: 'O(n log n) levels, one for every comparison it makes',
      },
      correct: 'C',
      explanation:
        'Each level of recursion halves the subarray, so the call stack is about log2(n) frames deep.',
    },
    {
      question:
        'Two threads each run counter = counter + 1 a million times on a shared variable without synchronisation. What is the usual outcome?',
      options: {
        A: 'Always exactly 2,000,000',
        B: 'Often below 2,000,000, as updates get lost',
        C: 'More than 2,000,000, due to double counting',
        D: 'A compile error, as shared writes are forbidden',
      },
      correct: 'B',
      explanation: 'This race condition is fixed with a lock or an atomic increment.',
    },
    {
      question: 'What is the worst-case lookup time of a hash table, and when does it happen?',
      options: {
        A: 'O(1) always, by design',
        B: 'O(log n), when the table is full and must be resized',
        C: 'O(n^2), when keys are strings',
        D: 'O(n), when many keys collide in one bucket',
      },
      correct: 'D',
      explanation:
        'A bad hash function or crafted keys can put everything in one bucket; some implementations use trees in buckets to cap this.',
    },
    {
      question: "How is -1 represented as an 8-bit two's complement integer?",
      options: {
        A: '11111111',
        B: '10000001',
        C: '00000001',
        D: '11111110',
      },
      correct: 'A',
      explanation: "In two's complement, -x is ~x + 1: ~00000001 = 11111110, plus 1 is 11111111.",
    },
    {
      question: 'Which statement about merge sort is true?',
      options: {
        A: 'It is O(n^2) in the worst case',
        B: 'It sorts in place with O(1) extra memory in its usual array form',
        C: 'Worst case O(n log n), stable, with O(n) extra memory',
        D: 'It only works on linked lists',
      },
      correct: 'C',
      explanation:
        'Its divide-and-merge structure guarantees n log n; the merge step uses a temporary buffer.',
    },
    {
      question:
        'A bug disappears whenever you add logging or run under a debugger. What is the most likely kind of cause?',
      options: {
        A: 'A syntax error in the code',
        B: 'A wrong algorithm for the task',
        C: 'A typo inside a string literal',
        D: 'A timing problem such as a race or uninitialised memory',
      },
      correct: 'D',
      explanation:
        'Such "heisenbugs" change with timing or memory layout; look for shared state and data races.',
    },
    {
      question:
        'Summing a large 2D array row by row is much faster than column by column in C. Why?',
      options: {
        A: 'Column access is not allowed in C',
        B: 'Rows are contiguous, so it uses each cache line fully',
        C: 'The compiler skips columns it cannot vectorise',
        D: 'Columns always contain more elements than rows in C arrays',
      },
      correct: 'B',
      explanation:
        'Sequential memory access benefits from cache lines and prefetching; strided access causes cache misses.',
    },
    {
      question:
        'What is the time to find the k largest of n elements by streaming them through a min-heap that never holds more than k elements?',
      options: {
        A: 'O(n log k)',
        B: 'O(n^2)',
        C: 'O(log k)',
        D: 'O(k log n)',
      },
      correct: 'A',
      explanation: 'Each of the n elements costs at most one O(log k) heap operation.',
    },
    {
      question: 'What does property-based testing do?',
      options: {
        A: 'Tests only the properties that objects expose',
        B: 'Measures how much of the code the existing tests cover',
        C: 'Checks invariants on many generated inputs',
        D: 'Tests the user interface by recording clicks',
      },
      correct: 'C',
      explanation:
        'Tools like Hypothesis or QuickCheck find edge cases that hand-written examples miss.',
    },
    {
      question:
        'Adding a million tiny floating-point values to one huge value one by one loses most of them. Which technique reduces the error?',
      options: {
        A: 'Using integer division',
        B: 'Rounding every value to fewer digits before adding it',
        C: 'Summing the values in a random order several times',
        D: 'Kahan summation, or adding the small values first',
      },
      correct: 'D',
      explanation:
        'Each tiny addend falls below the precision of the huge total; Kahan summation keeps the lost low-order part.',
    },
    {
      question:
        'A recursive depth-first search crashes on a graph that is one long path of a million nodes. What is the standard fix?',
      options: {
        A: 'Replace the recursion with an explicit stack',
        B: 'Use breadth-first search implemented with recursion',
        C: 'Sort the nodes by their labels before starting the search',
        D: 'Mark nodes visited before the recursive call',
      },
      correct: 'A',
      explanation:
        'Each recursive call uses call-stack space; an explicit stack on the heap avoids the stack overflow.',
    },
    {
      question: 'Which rule reliably prevents deadlocks when threads need several locks?',
      options: {
        A: 'Use as many locks as possible',
        B: 'Always acquire the locks in the same global order',
        C: 'Release locks in random order',
        D: 'Hold each lock for as long as possible',
      },
      correct: 'B',
      explanation:
        'A consistent order makes a circular wait impossible, which is one of the four necessary conditions for deadlock.',
    },
  ],
  coding: [
    {
      id: 'gp-expression-evaluator',
      title: 'Integer Expression Evaluator',
      description:
        'Evaluate arithmetic expressions on integers.\n\n' +
        'Input: one expression per line (skip empty lines). An expression contains non-negative integer literals, the binary operators `+`, `-`, `*`, `/`, unary minus (as in `-3`, `2 * -3` or `-(1 + 2)`), parentheses and spaces. Usual precedence: unary minus binds tightest, then `*` and `/`, then `+` and `-`; binary operators are left-associative. `/` is integer division that truncates toward zero (`-7 / 2` is -3). Expressions are always well formed.\n\n' +
        'Output: the value of each expression, or `error: division by zero` if a division by zero happens anywhere in it. All intermediate values fit in a signed 64-bit integer.',
      examples: [
        {
          input: '1 + 2 * 3\n(1 + 2) * 3\n',
          output: '7\n9',
          explanation: '* binds tighter than +, unless parentheses say otherwise.',
        },
        {
          input: '7 / 2\n-7 / 2\n',
          output: '3\n-3',
          explanation: 'Division truncates toward zero.',
        },
      ],
      constraints: ['At most 100 expressions', 'Each expression has at most 200 characters'],
      testCases: [
        tc('1 + 2 * 3\n(1 + 2) * 3\n', '7\n9', false),
        tc('7 / 2\n-7 / 2\n', '3\n-3', false),
        tc('10 / (5 - 5)\n', 'error: division by zero'),
        tc('2 * -3\n-(2 + 1) * 4\n', '-6\n-12'),
        tc('100 - 10 - 1\n64 / 4 / 2\n', '89\n8'),
        tc('((((42))))\n', '42'),
        tc('1000000000 * 1000000000\n', '1000000000000000000'),
        tc('7 / -2\n--5\n', '-3\n5'),
        tc('0 / 5 - 3 * (2 - 8) / 4\n1 / 0 + 5\n', '4\nerror: division by zero'),
      ],
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
LIM = 2**63 - 1
class Bad(Exception):
    pass
def build(depth):
    r = random.random()
    if depth == 0 or r < 0.3:
        if mode == 'big':
            return str(random.choice((random.randint(10**17, 10**18), random.randint(2, 99))))
        return str(random.choice((random.randint(0, 9), random.randint(0, 999), 0)))
    if r < 0.4 or (mode == 'negative' and r < 0.55):
        return '-' + build(depth - 1)
    if r < 0.5:
        return '(' + build(depth - 1) + ')'
    op = random.choice('+-*/' if mode != 'big' else '+-//*')
    sp = random.choice(('', ' '))
    return build(depth - 1) + sp + op + sp + build(depth - 1)
def value(text):
    import re
    toks = re.findall(r'\d+|[-+*/()]', text)
    pos = 0
    def chk(v):
        if abs(v) > LIM:
            raise Bad()
        return v
    def expr():
        nonlocal pos
        v = term()
        while pos < len(toks) and toks[pos] in '+-':
            op = toks[pos]
            pos += 1
            r = term()
            v = chk(v + r if op == '+' else v - r)
        return v
    def term():
        nonlocal pos
        v = factor()
        while pos < len(toks) and toks[pos] in '*/':
            op = toks[pos]
            pos += 1
            r = factor()
            if op == '*':
                v = chk(v * r)
            elif r == 0:
                raise ZeroDivisionError
            else:
                q = abs(v) // abs(r)
                v = chk(q if (v >= 0) == (r >= 0) else -q)
        return v
    def factor():
        nonlocal pos
        t = toks[pos]
        pos += 1
        if t == '-':
            return chk(-factor())
        if t == '(':
            v = expr()
            pos += 1
            return v
        return chk(int(t))
    return expr()
lines = []
while len(lines) < n:
    e = build(random.randint(3, 9))
    if len(e) > 200 or (n > 1 and len(e) < 60 and random.random() < 0.9):
        continue
    try:
        v = value(e)
    except Bad:
        continue
    except ZeroDivisionError:
        if random.random() < 0.8:
            continue
    lines.append(e)
print('\n'.join(lines))
`,
        tests: [
          { args: '100 big', label: '100 expressions with values near 10^18' },
          { args: '100 mixed', label: '100 expressions of up to 200 characters' },
          { args: '100 negative', label: '100 expressions with many unary minuses and divisions' },
          { args: '1 mixed', label: 'one expression' },
        ],
        validator: String.raw`import sys, re
LIM = 2**63 - 1
lines = [l for l in sys.stdin.read().split('\n') if l.strip()]
assert len(lines) <= 100, 'too many expressions'
for text in lines:
    assert len(text) <= 200 and re.fullmatch(r'[0-9+\-*/() ]+', text), 'bad characters or too long'
    toks = re.findall(r'\d+|[-+*/()]', text)
    pos = 0
    def chk(v):
        assert abs(v) <= LIM, 'intermediate value outside 64 bits'
        return v
    def expr():
        global pos
        v = term()
        while pos < len(toks) and toks[pos] in '+-':
            op = toks[pos]
            pos += 1
            r = term()
            v = chk(v + r if op == '+' else v - r)
        return v
    def term():
        global pos
        v = factor()
        while pos < len(toks) and toks[pos] in '*/':
            op = toks[pos]
            pos += 1
            r = factor()
            if op == '*':
                v = chk(v * r)
            elif r == 0:
                raise ZeroDivisionError
            else:
                q = abs(v) // abs(r)
                v = chk(q if (v >= 0) == (r >= 0) else -q)
        return v
    def factor():
        global pos
        assert pos < len(toks), 'expression ends early'
        t = toks[pos]
        pos += 1
        if t == '-':
            return chk(-factor())
        if t == '(':
            v = expr()
            assert pos < len(toks) and toks[pos] == ')', 'missing )'
            pos += 1
            return v
        assert t.isdigit(), 'operand expected'
        return chk(int(t))
    try:
        expr()
        assert pos == len(toks), 'trailing tokens'
    except ZeroDivisionError:
        pass
`,
        wrongSolutions: [
          {
            name: 'floor-division',
            language: 'python3',
            mustFail: 'WA',
            why: 'Uses Python // which rounds toward minus infinity, so -7 / 2 gives -4 instead of -3',
            source: String.raw`import re, sys
def evaluate(text):
    toks = re.findall(r'\d+|[-+*/()]', text)
    pos = 0
    def expr():
        nonlocal pos
        v = term()
        while pos < len(toks) and toks[pos] in '+-':
            op = toks[pos]; pos += 1
            r = term()
            v = v + r if op == '+' else v - r
        return v
    def term():
        nonlocal pos
        v = factor()
        while pos < len(toks) and toks[pos] in '*/':
            op = toks[pos]; pos += 1
            r = factor()
            v = v * r if op == '*' else v // r
        return v
    def factor():
        nonlocal pos
        t = toks[pos]; pos += 1
        if t == '-':
            return -factor()
        if t == '(':
            v = expr(); pos += 1
            return v
        return int(t)
    return expr()
out = []
for line in sys.stdin.read().split('\n'):
    if line.strip():
        try:
            out.append(str(evaluate(line)))
        except ZeroDivisionError:
            out.append('error: division by zero')
print('\n'.join(out))
`,
          },
          {
            name: 'float-division',
            language: 'python3',
            mustFail: 'WA',
            why: 'Divides in floating point and truncates with int(), which loses precision on values near 10^18',
            source: String.raw`import re, sys
def evaluate(text):
    toks = re.findall(r'\d+|[-+*/()]', text)
    pos = 0
    def expr():
        nonlocal pos
        v = term()
        while pos < len(toks) and toks[pos] in '+-':
            op = toks[pos]; pos += 1
            r = term()
            v = v + r if op == '+' else v - r
        return v
    def term():
        nonlocal pos
        v = factor()
        while pos < len(toks) and toks[pos] in '*/':
            op = toks[pos]; pos += 1
            r = factor()
            v = v * r if op == '*' else int(v / r)
        return v
    def factor():
        nonlocal pos
        t = toks[pos]; pos += 1
        if t == '-':
            return -factor()
        if t == '(':
            v = expr(); pos += 1
            return v
        return int(t)
    return expr()
out = []
for line in sys.stdin.read().split('\n'):
    if line.strip():
        try:
            out.append(str(evaluate(line)))
        except ZeroDivisionError:
            out.append('error: division by zero')
print('\n'.join(out))
`,
          },
        ],
      },
      reference: {
        language: 'python3',
        source: String.raw`import re
import sys


def evaluate(text):
    toks = re.findall(r'\d+|[-+*/()]', text)
    pos = 0

    def peek():
        return toks[pos] if pos < len(toks) else None

    def expr():
        nonlocal pos
        v = term()
        while peek() in ('+', '-'):
            op = toks[pos]
            pos += 1
            r = term()
            v = v + r if op == '+' else v - r
        return v

    def term():
        nonlocal pos
        v = factor()
        while peek() in ('*', '/'):
            op = toks[pos]
            pos += 1
            r = factor()
            if op == '*':
                v = v * r
            else:
                if r == 0:
                    raise ZeroDivisionError
                q = abs(v) // abs(r)
                v = q if (v >= 0) == (r >= 0) else -q
        return v

    def factor():
        nonlocal pos
        t = peek()
        pos += 1
        if t == '-':
            return -factor()
        if t == '(':
            v = expr()
            pos += 1
            return v
        return int(t)

    return expr()


out = []
for line in sys.stdin.read().split('\n'):
    if not line.strip():
        continue
    try:
        out.append(str(evaluate(line)))
    except ZeroDivisionError:
        out.append('error: division by zero')
print('\n'.join(out))
`,
      },
    },
    {
      id: 'gp-dijkstra-distances',
      title: 'Shortest Distances from Node 1',
      description:
        'Compute the length of the shortest path from node 1 to every node of a weighted undirected graph.\n\n' +
        'Input: the first line holds `n m` (nodes numbered 1..n, m edges). Each of the next m lines is an edge `u v w` with a non-negative integer weight w. There may be parallel edges and self-loops.\n\n' +
        'Output: one line with n values separated by spaces: the distance from node 1 to nodes 1..n, or -1 for unreachable nodes. Distances can exceed 32-bit integers.',
      examples: [
        {
          input: '4 4\n1 2 1\n2 3 2\n1 3 5\n3 4 1\n',
          output: '0 1 3 4',
          explanation: 'Going 1-2-3 (cost 3) beats the direct edge 1-3 (cost 5).',
        },
        { input: '3 1\n1 2 7\n', output: '0 7 -1', explanation: 'Node 3 has no edges.' },
      ],
      constraints: ['1 <= n <= 10000', '0 <= m <= 50000', '0 <= w <= 10^9'],
      testCases: [
        tc('4 4\n1 2 1\n2 3 2\n1 3 5\n3 4 1\n', '0 1 3 4', false),
        tc('3 1\n1 2 7\n', '0 7 -1', false),
        tc('1 0\n', '0'),
        tc('5 6\n1 2 10\n1 3 1\n3 2 1\n2 4 1\n3 4 10\n4 5 0\n', '0 2 1 3 3'),
        tc('3 4\n1 2 5\n1 2 2\n2 2 1\n2 3 1000000000\n', '0 2 1000000002'),
        tc('4 2\n3 4 1\n2 3 1\n', '0 -1 -1 -1'),
        tc('3 2\n1 2 1000000000\n2 3 1000000000\n', '0 1000000000 2000000000'),
      ],
      judge: {
        intendedComplexity: 'O((n + m) log n) with a binary heap',
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, m, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
edges = []
if mode == 'path':
    perm = list(range(2, n + 1))
    random.shuffle(perm)
    order = [1] + perm
    edges = [(order[i], order[i + 1], random.randint(9 * 10**8, 10**9)) for i in range(n - 1)]
    while len(edges) < m:
        i = random.randrange(n - 1)
        j = min(n - 1, i + random.randint(1, 3))
        edges.append((order[i], order[j], 10**9))
elif mode == 'loops':
    edges = [(1, 1, random.randint(0, 10**9)) for _ in range(m)]
else:
    lim = n - 50 if mode == 'zero' else n
    while len(edges) < m:
        u, v = random.randint(1, lim), random.randint(1, lim)
        w = random.choice((0, 0, 1, random.randint(0, 100))) if mode == 'zero' else random.randint(0, 10**9)
        edges.append((u, v, w))
random.shuffle(edges)
print(n, len(edges))
print('\n'.join('%d %d %d' % e for e in edges))
`,
        tests: [
          { args: '10000 50000 random', label: 'n = 10,000, m = 50,000, weights up to 10^9' },
          { args: '10000 10000 path', label: 'n = 10,000, a long path, distances far above 2^31' },
          {
            args: '10000 30000 zero',
            label: 'n = 10,000, many zero weights, some nodes unreachable',
          },
          { args: '1 4 loops', label: 'n = 1, self-loops only' },
        ],
        validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
n, m = map(int, lines[0].split(' '))
assert 1 <= n <= 10000 and 0 <= m <= 50000, 'n or m out of range'
assert len(lines) == m + 1, 'expected m edges'
for line in lines[1:]:
    u, v, w = map(int, line.split(' '))
    assert 1 <= u <= n and 1 <= v <= n and 0 <= w <= 10**9, 'bad edge'
`,
        wrongSolutions: [
          {
            name: 'int32-distances',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Keeps distances in 32-bit int, which overflow on paths longer than 2^31',
            source: String.raw`#include <cstdio>
#include <queue>
#include <vector>
using namespace std;
int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<vector<pair<int, int>>> adj(n + 1);
    for (int i = 0; i < m; i++) {
        int u, v, w;
        scanf("%d %d %d", &u, &v, &w);
        adj[u].push_back({v, w});
        adj[v].push_back({u, w});
    }
    vector<int> dist(n + 1, -1);
    priority_queue<pair<int, int>, vector<pair<int, int>>, greater<pair<int, int>>> pq;
    pq.push({0, 1});
    while (!pq.empty()) {
        auto [d, u] = pq.top();
        pq.pop();
        if (dist[u] != -1) continue;
        dist[u] = d;
        for (auto [v, w] : adj[u]) if (dist[v] == -1) pq.push({d + w, v});
    }
    for (int i = 1; i <= n; i++) printf(i > 1 ? " %d" : "%d", dist[i]);
    printf("\n");
}
`,
          },
          {
            name: 'final-on-push',
            language: 'python3',
            mustFail: 'WA',
            why: 'Fixes a distance the first time a node is reached (as in BFS), although a later, cheaper path may arrive',
            source: String.raw`import heapq, sys
d = sys.stdin.read().split()
n, m = int(d[0]), int(d[1])
adj = [[] for _ in range(n + 1)]
for i in range(m):
    u, v, w = int(d[2 + 3 * i]), int(d[3 + 3 * i]), int(d[4 + 3 * i])
    adj[u].append((v, w))
    adj[v].append((u, w))
dist = [-1] * (n + 1)
dist[1] = 0
pq = [(0, 1)]
while pq:
    du, u = heapq.heappop(pq)
    for v, w in adj[u]:
        if dist[v] == -1:
            dist[v] = du + w
            heapq.heappush(pq, (dist[v], v))
print(' '.join(map(str, dist[1:])))
`,
          },
        ],
      },
      reference: {
        language: 'python3',
        source: String.raw`import heapq
import sys

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
adj = [[] for _ in range(n + 1)]
for i in range(m):
    u, v, w = int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])
    adj[u].append((v, w))
    adj[v].append((u, w))
INF = float('inf')
dist = [INF] * (n + 1)
dist[1] = 0
pq = [(0, 1)]
while pq:
    d, u = heapq.heappop(pq)
    if d > dist[u]:
        continue
    for v, w in adj[u]:
        if d + w < dist[v]:
            dist[v] = d + w
            heapq.heappush(pq, (dist[v], v))
print(' '.join(str(d) if d != INF else '-1' for d in dist[1:]))
`,
      },
    },
  ],
  debug: [
    {
      id: 'gp-merge-intervals-c',
      title: 'Merge Intervals',
      description:
        'This C program reads closed intervals `start end` (one per line, start <= end) and should print the merged intervals in increasing order, one per line. Intervals that overlap or touch (like 1-3 and 3-5) merge into one; `none` is printed when there is no input. Touching intervals stay separate, and an interval nested inside another one shrinks the result. Find and fix the bugs.',
      language: 'c',
      buggyCode: String.raw`#include <stdio.h>
#include <stdlib.h>

struct iv {
    long long s, e;
};

static int cmp(const void *a, const void *b) {
    const struct iv *x = a, *y = b;
    return (x->s > y->s) - (x->s < y->s);
}

int main(void) {
    static struct iv v[100000];
    int n = 0;
    while (n < 100000 && scanf("%lld %lld", &v[n].s, &v[n].e) == 2) n++;
    if (n == 0) {
        printf("none\n");
        return 0;
    }
    qsort(v, n, sizeof v[0], cmp);
    long long cs = v[0].s, ce = v[0].e;
    for (int i = 1; i < n; i++) {
        if (v[i].s < ce) {
            ce = v[i].e;
        } else {
            printf("%lld %lld\n", cs, ce);
            cs = v[i].s;
            ce = v[i].e;
        }
    }
    printf("%lld %lld\n", cs, ce);
    return 0;
}
`,
      fixedCode: String.raw`#include <stdio.h>
#include <stdlib.h>

struct iv {
    long long s, e;
};

static int cmp(const void *a, const void *b) {
    const struct iv *x = a, *y = b;
    return (x->s > y->s) - (x->s < y->s);
}

int main(void) {
    static struct iv v[100000];
    int n = 0;
    while (n < 100000 && scanf("%lld %lld", &v[n].s, &v[n].e) == 2) n++;
    if (n == 0) {
        printf("none\n");
        return 0;
    }
    qsort(v, n, sizeof v[0], cmp);
    long long cs = v[0].s, ce = v[0].e;
    for (int i = 1; i < n; i++) {
        if (v[i].s <= ce) {
            if (v[i].e > ce) ce = v[i].e;
        } else {
            printf("%lld %lld\n", cs, ce);
            cs = v[i].s;
            ce = v[i].e;
        }
    }
    printf("%lld %lld\n", cs, ce);
    return 0;
}
`,
      expectedBehavior:
        'Input: intervals "start end", one per line, in any order. Output: the merged intervals sorted by start, one "start end" per line, or "none".',
      hints: [
        'Should [1, 3] and [3, 5] merge? Check the comparison operator.',
        'What happens to the current end when the next interval lies completely inside the current one?',
      ],
      testCases: [
        tc('1 3\n3 5\n', '1 5', false),
        tc('1 10\n2 3\n', '1 10', false),
        tc('5 6\n1 2\n', '1 2\n5 6'),
        tc('', 'none'),
        tc('1 4\n2 3\n3 8\n9 9\n', '1 8\n9 9'),
        tc('0 0\n0 0\n', '0 0'),
        tc('-5 -1\n-3 2\n10 20\n', '-5 2\n10 20'),
      ],
      bugs: [
        {
          description:
            'Intervals that touch (next start equal to the current end) are not merged because the test uses < instead of <=.',
          testIndexes: [0, 4, 5],
        },
        {
          description:
            "The current end is overwritten with the next interval's end even when that is smaller; it must take the maximum.",
          testIndexes: [1, 4],
        },
      ],
    },
    {
      id: 'gp-sliding-window-max-cpp',
      title: 'Sliding Window Maximum',
      description:
        'This C++ program reads `n k` and n integers and should print the maximum of every window of k consecutive elements (n - k + 1 values, separated by spaces), using a monotonic deque of indexes for O(n) time. The first window is missing and some maxima come from elements that already left the window. Find and fix the bugs.',
      language: 'cpp',
      buggyCode: String.raw`#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    deque<int> dq;
    vector<long long> out;
    for (int i = 0; i < n; i++) {
        while (!dq.empty() && dq.front() < i - k) dq.pop_front();
        while (!dq.empty() && a[dq.back()] <= a[i]) dq.pop_back();
        dq.push_back(i);
        if (i >= k) out.push_back(a[dq.front()]);
    }
    for (size_t j = 0; j < out.size(); j++) cout << (j ? " " : "") << out[j];
    cout << "\n";
    return 0;
}
`,
      fixedCode: String.raw`#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    deque<int> dq;
    vector<long long> out;
    for (int i = 0; i < n; i++) {
        while (!dq.empty() && dq.front() <= i - k) dq.pop_front();
        while (!dq.empty() && a[dq.back()] <= a[i]) dq.pop_back();
        dq.push_back(i);
        if (i >= k - 1) out.push_back(a[dq.front()]);
    }
    for (size_t j = 0; j < out.size(); j++) cout << (j ? " " : "") << out[j];
    cout << "\n";
    return 0;
}
`,
      expectedBehavior:
        'Input: "n k" (1 <= k <= n), then n integers. Output: the n - k + 1 window maxima on one line.',
      hints: [
        'The window ending at index i covers indexes i - k + 1 .. i. Which indexes must leave the deque?',
        'At which index is the first window complete?',
      ],
      testCases: [
        tc('5 2\n1 3 2 5 4\n', '3 3 5 5', false),
        tc('3 1\n4 -1 7\n', '4 -1 7', false),
        tc('4 4\n2 9 1 3\n', '9'),
        tc('6 3\n9 8 7 6 5 4\n', '9 8 7 6'),
        tc('1 1\n-5\n', '-5'),
      ],
      bugs: [
        {
          description:
            'Expired indexes are removed only when front < i - k, so the window is one element too wide; the condition must be front <= i - k.',
          testIndexes: [0, 1, 3],
        },
        {
          description:
            'Output starts at i >= k, skipping the first full window, which ends at index k - 1.',
          testIndexes: [2, 4],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'gp-floyd-cycle',
      title: 'Detect a Cycle in a Linked List',
      description:
        'Describe an algorithm that decides whether a singly linked list contains a cycle and, if it does, returns the node where the cycle begins, using only a constant amount of extra memory.',
      requirements: [
        'Do not modify the list',
        'Use O(1) extra memory (no set of visited nodes)',
        'Return the first node of the cycle, or report that there is none',
      ],
      examples: [
        {
          scenario: '1 -> 2 -> 3 -> 4 -> back to 2',
          expectedApproach: 'Cycle found; it begins at node 2.',
        },
        { scenario: '1 -> 2 -> 3 -> null', expectedApproach: 'No cycle.' },
      ],
      evaluationCriteria: [
        'Uses a slow and a fast pointer',
        'Moves them one and two steps',
        'Detects meeting vs reaching the end',
        'Finds the cycle start and handles empty lists and self-loops',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Use two pointers, slow and fast, starting at the head',
            weight: 2,
            accept: ['slow fast', 'tortoise hare', 'two pointers'],
          },
          {
            idea: 'Move slow one step and fast two steps per iteration',
            weight: 3,
            accept: ['two steps', 'twice as fast', 'next next'],
          },
          {
            idea: 'If they meet, there is a cycle',
            weight: 2,
            accept: ['meet', 'same node', 'slow equals fast'],
          },
          {
            idea: 'If fast reaches the end (null), there is no cycle',
            weight: 1,
            accept: ['reaches the end', 'fast is null', 'no cycle'],
          },
          {
            idea: 'To find the start, reset one pointer to the head and advance both one step until they meet',
            weight: 2,
            accept: ['reset', 'back to head', 'to the head', 'start of the cycle'],
          },
        ],
        edgeCases: [
          { case: 'Empty list', accept: ['empty list', 'head is null', 'head null', 'no nodes'] },
          {
            case: 'A single node pointing to itself',
            accept: ['itself', 'self loop', 'single node'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'The speeds are swapped: slow moves one node per iteration and fast moves two, otherwise the pointers do not behave as the algorithm needs.',
            patterns: [
              'slow two fast one',
              'fast one slow two',
              'slow = slow next next fast = fast next',
              'fast = fast next slow = slow next next',
              'slow twice fast once',
              'fast once slow twice',
            ],
          },
          {
            mistake:
              'After the meeting only one pointer goes back to the head while the other stays at the meeting point; resetting both makes them equal at once and always reports the head as the start.',
            patterns: [
              'reset both head',
              'both back head',
              'both pointers head again',
              'reset both pointers',
            ],
          },
          {
            mistake:
              'In the second phase both pointers move one step at a time; if fast keeps taking two steps, the two no longer meet at the first node of the cycle.',
            patterns: [
              'while slow != fast fast two',
              'until slow == fast fast two',
              'meeting point fast two',
              'head again fast two',
              'while slow != fast fast next next',
            ],
          },
          {
            mistake:
              'Both pointers start at the head, so comparing them before they move finds them equal at once and reports a cycle in every list; move slow one step and fast two steps first, then compare.',
            patterns: [
              'while fast null slow == fast',
              'while fast null slow equal fast',
              'slow == fast before mov',
              'slow equal fast before mov',
              'check slow fast before mov',
            ],
          },
        ],
        modelAnswer: `1. IF head is null THEN RETURN no cycle (empty list)
2. SET slow = head, fast = head (two pointers)
3. WHILE fast is not null AND fast.next is not null
4.   SET slow = slow.next (one step) and fast = fast.next.next (two steps)
5.   IF slow equals fast THEN they meet inside a cycle:
6.     SET slow back to the head; WHILE slow != fast: move both one step
7.     RETURN slow, the start of the cycle
8. RETURN no cycle, because fast reaches the end
9. A single node whose next points to itself is detected on the first iteration`,
      },
    },
    {
      id: 'gp-token-bucket',
      title: 'Rate Limiter with a Token Bucket',
      description:
        'An API allows each client bursts of up to C requests and a sustained rate of R requests per second. Describe a token-bucket algorithm that decides, for each incoming request with a timestamp, whether to allow or reject it.',
      requirements: [
        'Each client is limited independently',
        'Short bursts up to C requests are allowed, and capacity refills at R per second',
        'Memory must not grow forever as new clients appear',
      ],
      examples: [
        {
          scenario: 'C = 5, R = 1; a client sends 6 requests at the same instant',
          expectedApproach: '5 allowed, the 6th rejected.',
        },
        {
          scenario: 'The same client waits 2 seconds',
          expectedApproach: '2 tokens have refilled: 2 more requests allowed.',
        },
      ],
      evaluationCriteria: [
        'Keeps tokens and last refill time per client',
        'Refills by elapsed time times the rate, capped at C',
        'Consumes a token or rejects',
        'Handles new clients, clock skew and cleanup',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Keep per-client state: token count and last refill time',
            weight: 2,
            accept: ['each client', 'per client', 'client record', 'client map'],
          },
          {
            idea: 'Refill tokens by elapsed time times the rate',
            weight: 3,
            accept: ['elapsed', 'refill'],
          },
          {
            idea: 'Cap the tokens at the capacity C',
            weight: 2,
            accept: ['min capacity', 'capped', 'cap', 'at most c'],
          },
          {
            idea: 'If at least one token is available, consume it and allow',
            weight: 2,
            accept: ['consume', 'tokens 1', 'take a token', 'subtract 1'],
          },
          { idea: 'Otherwise reject (HTTP 429)', weight: 1, accept: ['reject', '429', 'deny'] },
        ],
        edgeCases: [
          {
            case: 'First request of a new client',
            accept: ['first request', 'no record', 'new client'],
          },
          { case: 'Clock going backwards', accept: ['backwards', 'negative elapsed', 'max 0'] },
          {
            case: 'Cleaning up idle clients',
            accept: ['idle', 'remove records', 'evict', 'expire'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'A request may pass only when at least one token is left; allowing it when the bucket is empty (or rejecting it when tokens remain) inverts the limiter.',
            patterns: [
              'tokens < 1 allow',
              'tokens less 1 allow',
              'tokens == 0 allow',
              'no tokens allow',
              'tokens >= 1 reject',
              'tokens > 0 reject',
              'tokens greater 0 reject',
              'tokens at least 1 reject',
              'tokens empty allow',
            ],
          },
          {
            mistake:
              'The refill must be capped with the smaller of C and the new amount; taking the larger lets an idle client bank unlimited tokens and send huge bursts.',
            patterns: [
              'tokens = max c',
              'tokens = max capacity',
              'tokens = larger c',
              'tokens = larger capacity',
              'tokens = bigger c',
            ],
          },
          {
            mistake:
              'Refilled tokens are elapsed time multiplied by the rate R; dividing by R refills too slowly for R > 1 and too fast for R < 1.',
            patterns: [
              'tokens + elapsed / r',
              'elapsed / r tokens',
              'elapsed divided r',
              'tokens += elapsed / r',
              'add elapsed / r',
            ],
          },
          {
            mistake:
              "One bucket shared by all clients lets a single busy client use up everyone's allowance; every client needs its own bucket.",
            patterns: [
              'one global bucket',
              'single global bucket',
              'one shared bucket',
              'single shared bucket',
              'one bucket all clients',
              'single bucket all clients',
              'global bucket all clients',
            ],
          },
          {
            mistake:
              'The cap must apply after the refill is added (tokens = min(C, tokens + elapsed * R)); capping the old count and adding the refill afterwards lets an idle client bank far more than C tokens.',
            patterns: [
              'min tokens c + elapsed',
              'min tokens capacity + elapsed',
              'min tokens c + rate',
              'min tokens capacity + rate',
              'cap c add elapsed',
              'cap capacity add elapsed',
            ],
          },
          {
            mistake:
              'The elapsed time must be measured from the previous refill time before that time is overwritten with now; updating it first makes elapsed always 0, so the bucket never refills.',
            patterns: [
              'last = now elapsed = now',
              'lastrefill = now elapsed = now',
              'last = now before elapsed',
              'lastrefill now before elapsed',
              'last now before elapsed',
            ],
          },
        ],
        modelAnswer: `1. SET buckets = empty map from client to a record (tokens, lastRefill)
2. FUNCTION allow(client, now)
3.   IF the client has no record (first request of a new client) THEN create one with tokens = C and lastRefill = now
4.   SET elapsed = max(0, now - lastRefill) so a clock going backwards adds nothing
5.   refill: SET tokens = min(capacity C, tokens + elapsed * R), capped so bursts stay limited
6.   SET lastRefill = now
7.   IF tokens >= 1 THEN consume one token (tokens = tokens - 1) and RETURN allowed
8.   ELSE RETURN rejected with HTTP 429
9. Periodically remove records of idle clients whose bucket is full, so memory stays bounded`,
      },
    },
  ],
};
