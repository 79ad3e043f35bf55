import type { CodingProblem } from '@app/shared/content.schemas';

export const easyCoding: CodingProblem[] = [
  {
    id: 'aa-grid-min-path',
    title: 'Minimum Path Sum in a Grid',
    description: `A robot starts in the top-left cell of a grid and must reach the bottom-right cell, moving only
**right** or **down**. Each cell has a non-negative cost, and the cost of a path is the sum of all
cells it visits, including the first and the last. Find the minimum cost with dynamic programming:
the best cost to reach a cell is its own cost plus the smaller of the best costs of the cell above
and the cell to the left.

**Input:** the first line has \`R C\`; each of the next \`R\` lines has \`C\` integers.

**Output:** the minimum path cost.`,
    examples: [
      {
        input: '3 3\n1 3 1\n1 5 1\n4 2 1\n',
        output: '7',
        explanation: 'The path 1 -> 3 -> 1 -> 1 -> 1 (right, right, down, down) costs 7.',
      },
      {
        input: '2 3\n1 2 3\n4 5 6\n',
        output: '12',
        explanation: 'Going right along the top row and then down costs 1 + 2 + 3 + 6 = 12.',
      },
    ],
    constraints: ['1 <= R, C <= 100', '0 <= cost <= 1000'],
    testCases: [
      { input: '3 3\n1 3 1\n1 5 1\n4 2 1\n', expectedOutput: '7', hidden: false },
      { input: '2 3\n1 2 3\n4 5 6\n', expectedOutput: '12', hidden: false },
      { input: '1 1\n42\n', expectedOutput: '42', hidden: true },
      { input: '1 5\n1 2 3 4 5\n', expectedOutput: '15', hidden: true },
      { input: '4 1\n7\n0\n3\n9\n', expectedOutput: '19', hidden: true },
      {
        input:
          '6 7\n5 2 6 0 1 8 1\n5 9 0 8 3 0 1\n6 6 1 3 1 8 6\n0 9 1 3 9 0 9\n9 6 0 3 0 8 2\n4 6 2 8 1 9 4\n',
        expectedOutput: '32',
        hidden: true,
      },
      {
        input:
          '10 10\n573 835 698 185 105 595 584 654 192 381\n99 560 729 64 577 61 633 210 508 696\n544 437 795 321 476 599 945 464 370 306\n254 813 184 715 798 249 83 588 307 537\n506 896 351 746 459 294 623 74 120 524\n428 168 775 350 155 955 500 431 40 985\n684 79 782 571 586 808 896 837 321 348\n711 358 608 508 593 816 467 70 860 95\n967 276 485 713 680 66 62 748 718 317\n662 591 697 841 456 291 733 395 908 684\n',
        expectedOutput: '6181',
        hidden: true,
      },
      { input: '3 3\n0 0 0\n0 0 0\n0 0 0\n', expectedOutput: '0', hidden: true },
    ],
    judge: {
      intendedComplexity: 'O(R * C) dynamic programming',
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
r, c, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
print(r, c)
for i in range(r):
    if mode == 'random':
        row = [random.randint(0, 1000) for _ in range(c)]
    elif mode == 'max':
        row = [1000] * c
    elif mode == 'zero':
        row = [0] * c
    else:
        row = [0 if i == 0 and j < c // 2 else (1000 if i < r // 2 and j >= c // 2 else random.randint(0, 20)) for j in range(c)]
    print(' '.join(map(str, row)))
`,
      tests: [
        { args: '100 100 random', label: 'R = C = 100, random costs' },
        { args: '100 100 max', label: 'R = C = 100, every cost 1,000' },
        {
          args: '100 100 trap',
          label: 'R = C = 100, a cheap start that leads to an expensive region',
        },
        { args: '1 100 random', label: 'one row of 100' },
        { args: '100 1 zero', label: 'one column of 100 zeros' },
      ],
      validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
r, c = map(int, lines[0].split(' '))
assert 1 <= r <= 100 and 1 <= c <= 100, 'R or C out of range'
assert len(lines) == r + 1, 'expected R rows'
for line in lines[1:]:
    row = [int(x) for x in line.split(' ')]
    assert len(row) == c and all(0 <= x <= 1000 for x in row), 'bad row'
`,
      wrongSolutions: [
        {
          name: 'plain-recursion',
          language: 'python3',
          mustFail: 'TLE',
          why: 'Recurses over both moves without memoisation, exploring every one of the C(R+C-2, R-1) paths',
          source: String.raw`import sys
sys.setrecursionlimit(10000)
d = sys.stdin.read().split()
r, c = int(d[0]), int(d[1])
g = [[int(d[2 + i * c + j]) for j in range(c)] for i in range(r)]
def best(i, j):
    if i == r - 1 and j == c - 1:
        return g[i][j]
    opts = []
    if i + 1 < r:
        opts.append(best(i + 1, j))
    if j + 1 < c:
        opts.append(best(i, j + 1))
    return g[i][j] + min(opts)
print(best(0, 0))
`,
        },
        {
          name: 'greedy-step',
          language: 'python3',
          mustFail: 'WA',
          why: 'Always steps to the cheaper of the two neighbours, which is not the cheapest whole path',
          source: String.raw`import sys
d = sys.stdin.read().split()
r, c = int(d[0]), int(d[1])
g = [[int(d[2 + i * c + j]) for j in range(c)] for i in range(r)]
i = j = 0
total = g[0][0]
while i < r - 1 or j < c - 1:
    if i == r - 1:
        j += 1
    elif j == c - 1:
        i += 1
    elif g[i + 1][j] <= g[i][j + 1]:
        i += 1
    else:
        j += 1
    total += g[i][j]
print(total)
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys


def main():
    data = sys.stdin.read().split()
    r, c = int(data[0]), int(data[1])
    g = [[int(data[2 + i * c + j]) for j in range(c)] for i in range(r)]
    dp = [[0] * c for _ in range(r)]
    for i in range(r):
        for j in range(c):
            if i == 0 and j == 0:
                dp[i][j] = g[i][j]
            elif i == 0:
                dp[i][j] = dp[i][j - 1] + g[i][j]
            elif j == 0:
                dp[i][j] = dp[i - 1][j] + g[i][j]
            else:
                dp[i][j] = min(dp[i - 1][j], dp[i][j - 1]) + g[i][j]
    print(dp[r - 1][c - 1])


main()
`,
    },
  },
  {
    id: 'aa-bfs-hops',
    title: 'Fewest Hops with BFS',
    description: `A network has \`n\` routers numbered 1 to \`n\` and \`m\` bidirectional links. Find the minimum number of
links a packet must cross to go from router 1 to router \`n\`. Breadth-first search visits routers in
order of their distance from the start, so the first time it reaches a router is along a shortest path.

**Input:** the first line has \`n m\`; each of the next \`m\` lines has \`u v\`, a link between \`u\` and \`v\`.

**Output:** the minimum number of links, or \`-1\` if router \`n\` cannot be reached.`,
    examples: [
      {
        input: '5 5\n1 2\n2 3\n3 5\n1 4\n4 5\n',
        output: '2',
        explanation: 'Path 1 -> 4 -> 5 uses 2 links; 1 -> 2 -> 3 -> 5 uses 3.',
      },
      {
        input: '4 2\n1 2\n3 4\n',
        output: '-1',
        explanation: 'Router 4 is in a different component from router 1.',
      },
    ],
    constraints: [
      '1 <= n <= 10^5',
      '0 <= m <= 2*10^5',
      'Links may repeat or connect a router to itself.',
    ],
    testCases: [
      { input: '5 5\n1 2\n2 3\n3 5\n1 4\n4 5\n', expectedOutput: '2', hidden: false },
      { input: '4 2\n1 2\n3 4\n', expectedOutput: '-1', hidden: false },
      { input: '1 0\n', expectedOutput: '0', hidden: true },
      { input: '2 1\n2 1\n', expectedOutput: '1', hidden: true },
      { input: '6 7\n1 2\n1 2\n2 3\n3 4\n4 5\n5 6\n2 2\n', expectedOutput: '5', hidden: true },
      {
        input:
          '30 35\n9 10\n1 5\n19 11\n6 20\n3 6\n5 23\n2 7\n8 13\n9 23\n15 12\n16 27\n28 17\n5 3\n14 12\n20 21\n2 15\n14 18\n8 22\n4 16\n5 24\n12 20\n22 29\n25 10\n8 1\n22 24\n18 9\n6 5\n12 1\n28 18\n29 5\n28 16\n15 13\n19 6\n13 30\n27 14\n',
        expectedOutput: '3',
        hidden: true,
      },
      {
        input:
          '50 49\n35 2\n15 35\n48 6\n11 9\n42 10\n23 29\n23 47\n24 11\n17 13\n33 22\n2 14\n15 31\n38 30\n2 10\n26 48\n40 39\n49 13\n49 34\n35 50\n23 50\n42 6\n18 31\n28 41\n13 16\n24 6\n34 24\n6 45\n22 6\n47 11\n45 39\n20 42\n41 15\n40 49\n42 23\n25 46\n31 12\n34 32\n11 34\n14 31\n30 26\n15 13\n43 8\n13 22\n10 45\n15 7\n47 26\n31 43\n1 31\n17 34\n',
        expectedOutput: '4',
        hidden: true,
      },
      {
        input:
          '40 120\n33 5\n10 19\n36 13\n36 27\n2 6\n37 32\n32 35\n32 17\n12 13\n39 33\n26 32\n21 32\n9 34\n22 25\n8 15\n6 25\n40 33\n2 33\n39 16\n3 26\n39 15\n5 18\n3 33\n30 29\n19 29\n33 12\n2 3\n4 2\n20 8\n1 22\n7 28\n22 36\n35 16\n10 24\n33 16\n15 22\n21 5\n40 10\n1 30\n3 20\n9 30\n3 1\n20 14\n34 17\n12 1\n26 38\n21 6\n17 6\n20 15\n40 19\n22 34\n13 16\n11 18\n26 10\n1 5\n2 38\n3 12\n18 33\n34 14\n15 6\n13 18\n2 25\n16 29\n22 27\n11 15\n16 28\n39 25\n4 9\n18 40\n34 16\n33 37\n7 25\n29 36\n17 24\n5 14\n7 6\n34 10\n33 26\n2 20\n27 8\n13 23\n14 23\n2 17\n28 17\n8 11\n11 28\n26 23\n5 17\n15 7\n18 23\n21 16\n24 2\n29 9\n9 3\n35 33\n2 5\n10 17\n29 33\n6 10\n17 18\n12 28\n30 12\n6 31\n11 4\n13 9\n29 1\n28 33\n18 4\n35 31\n29 21\n33 1\n8 30\n18 9\n17 4\n19 3\n33 19\n33 31\n9 24\n6 38\n26 29\n',
        expectedOutput: '2',
        hidden: true,
      },
    ],
    judge: {
      intendedComplexity: 'O(n + m) breadth-first search',
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, m, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
edges = []
if mode == 'path':
    perm = list(range(2, n))
    random.shuffle(perm)
    order = [1] + perm + [n]
    edges = [(order[i], order[i + 1]) for i in range(n - 1)]
    pos = {v: i for i, v in enumerate(order)}
    while len(edges) < m:
        i = random.randrange(n)
        j = min(n - 1, i + random.randint(0, 3))
        edges.append((order[i], order[j]))
elif mode == 'split':
    half = n // 2
    while len(edges) < m:
        if random.random() < 0.5:
            edges.append((random.randint(1, half), random.randint(1, half)))
        else:
            edges.append((random.randint(half + 1, n), random.randint(half + 1, n)))
elif mode == 'loops':
    edges = [(1, 1)] * m
else:
    while len(edges) < m:
        u = random.randint(1, n)
        v = u if random.random() < 0.05 else random.randint(1, n)
        edges.append((u, v))
        if mode == 'repeats' and len(edges) < m:
            edges.append((v, u))
random.shuffle(edges)
print(n, len(edges))
print('\n'.join('%d %d' % e for e in edges))
`,
      tests: [
        { args: '100000 100000 path', label: 'n = 100,000, one long path plus extra links' },
        { args: '15000 30000 random', label: 'n = 15,000, m = 30,000, random links' },
        { args: '15000 30000 split', label: 'n = 15,000, router n unreachable' },
        { args: '1 5 loops', label: 'n = 1, self-loops only' },
        { args: '50 200 repeats', label: 'n = 50, repeated links and self-loops' },
      ],
      validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
n, m = map(int, lines[0].split(' '))
assert 1 <= n <= 10**5 and 0 <= m <= 2 * 10**5, 'n or m out of range'
assert len(lines) == m + 1, 'expected m links'
for line in lines[1:]:
    u, v = map(int, line.split(' '))
    assert 1 <= u <= n and 1 <= v <= n, 'router out of range'
`,
      wrongSolutions: [
        {
          name: 'dfs-first-path',
          language: 'python3',
          mustFail: 'WA',
          why: 'Uses a stack (depth-first), so the first path that reaches a router is not always the shortest',
          source: String.raw`import sys
d = sys.stdin.read().split()
n, m = int(d[0]), int(d[1])
adj = [[] for _ in range(n + 1)]
for i in range(m):
    u, v = int(d[2 + 2 * i]), int(d[3 + 2 * i])
    adj[u].append(v)
    adj[v].append(u)
dist = [-1] * (n + 1)
dist[1] = 0
st = [1]
while st:
    u = st.pop()
    for v in adj[u]:
        if dist[v] == -1:
            dist[v] = dist[u] + 1
            st.append(v)
print(dist[n])
`,
        },
        {
          name: 'one-direction',
          language: 'python3',
          mustFail: 'WA',
          why: 'Stores each link only from u to v, although links are bidirectional',
          source: String.raw`import sys
from collections import deque
d = sys.stdin.read().split()
n, m = int(d[0]), int(d[1])
adj = [[] for _ in range(n + 1)]
for i in range(m):
    adj[int(d[2 + 2 * i])].append(int(d[3 + 2 * i]))
dist = [-1] * (n + 1)
dist[1] = 0
q = deque([1])
while q:
    u = q.popleft()
    for v in adj[u]:
        if dist[v] == -1:
            dist[v] = dist[u] + 1
            q.append(v)
print(dist[n])
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys
from collections import deque


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    adj = [[] for _ in range(n + 1)]
    for i in range(m):
        u, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        adj[u].append(v)
        adj[v].append(u)
    dist = [-1] * (n + 1)
    dist[1] = 0
    q = deque([1])
    while q:
        u = q.popleft()
        for v in adj[u]:
            if dist[v] == -1:
                dist[v] = dist[u] + 1
                q.append(v)
    print(dist[n])


main()
`,
    },
  },
];

export const mediumCoding: CodingProblem[] = [
  {
    id: 'aa-edit-distance',
    title: 'Edit Distance',
    description: `The edit (Levenshtein) distance between two strings is the minimum number of single-character
insertions, deletions and substitutions that turn the first string into the second. Compute it with
a DP table where \`dp[i][j]\` is the distance between the first \`i\` characters of \`a\` and the first \`j\`
characters of \`b\`.

**Input:** two lines, the strings \`a\` and \`b\`. Either line may be empty.

**Output:** the edit distance.`,
    examples: [
      {
        input: 'kitten\nsitting\n',
        output: '3',
        explanation: 'Substitute k->s, substitute e->i and insert g: 3 edits.',
      },
      { input: 'flaw\nlawn\n', output: '2', explanation: 'Delete f and insert n: 2 edits.' },
    ],
    constraints: [
      '0 <= |a|, |b| <= 1000',
      'Strings contain printable ASCII characters without spaces.',
    ],
    testCases: [
      { input: 'kitten\nsitting\n', expectedOutput: '3', hidden: false },
      { input: 'flaw\nlawn\n', expectedOutput: '2', hidden: false },
      { input: '\nabc\n', expectedOutput: '3', hidden: true },
      { input: 'abc\n\n', expectedOutput: '3', hidden: true },
      { input: '\n\n', expectedOutput: '0', hidden: true },
      { input: 'same\nsame\n', expectedOutput: '0', hidden: true },
      { input: 'intention\nexecution\n', expectedOutput: '5', hidden: true },
      { input: 'abcdefghij\njihgfedcba\n', expectedOutput: '10', hidden: true },
      { input: 'a\nb\n', expectedOutput: '1', hidden: true },
      { input: 'dynamicprogramming\nprogrammingdynamic\n', expectedOutput: '14', hidden: true },
    ],
    judge: {
      intendedComplexity: 'O(|a| * |b|) dynamic programming',
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
la, lb, k = map(int, args)
random.seed(' '.join(args))
alpha = [chr(c) for c in range(33, 127)]
random.shuffle(alpha)
alpha = alpha[:k]
print(''.join(random.choice(alpha) for _ in range(la)))
print(''.join(random.choice(alpha) for _ in range(lb)))
`,
      tests: [
        { args: '1000 1000 94', label: '|a| = |b| = 1,000, all printable characters' },
        { args: '0 1000 94', label: 'a empty, |b| = 1,000' },
        { args: '1000 0 2', label: '|a| = 1,000, b empty' },
        { args: '20 20 3', label: '|a| = |b| = 20, three characters' },
        { args: '700 700 1', label: '|a| = |b| = 700, one repeated character' },
      ],
      validator: String.raw`import sys, re
text = sys.stdin.read()
lines = text.split('\n')
assert len(lines) in (2, 3) and (len(lines) == 2 or lines[2] == ''), 'expected two lines'
for s in lines[:2]:
    assert re.fullmatch(r'[!-~]{0,1000}', s), 'bad string'
`,
      wrongSolutions: [
        {
          name: 'zero-first-row',
          language: 'python3',
          mustFail: 'WA',
          why: 'Starts the first DP row and column at 0 instead of 0, 1, 2, ..., so turning a prefix into the empty string costs nothing',
          source: String.raw`import sys
lines = sys.stdin.read().split('\n')
a = lines[0] if len(lines) > 0 else ''
b = lines[1] if len(lines) > 1 else ''
prev = [0] * (len(b) + 1)
for i in range(1, len(a) + 1):
    cur = [0] * (len(b) + 1)
    for j in range(1, len(b) + 1):
        cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] != b[j - 1]))
    prev = cur
print(prev[len(b)])
`,
        },
        {
          name: 'plain-recursion',
          language: 'python3',
          mustFail: 'TLE',
          why: 'Recurses on the three choices without memoisation: exponential time already for strings of 20 characters',
          source: String.raw`import sys
sys.setrecursionlimit(10000)
lines = sys.stdin.read().split('\n')
a = lines[0] if len(lines) > 0 else ''
b = lines[1] if len(lines) > 1 else ''
def dist(i, j):
    if i == len(a):
        return len(b) - j
    if j == len(b):
        return len(a) - i
    if a[i] == b[j]:
        return dist(i + 1, j + 1)
    return 1 + min(dist(i + 1, j), dist(i, j + 1), dist(i + 1, j + 1))
print(dist(0, 0))
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys


def main():
    lines = sys.stdin.read().split('\\n')
    a = lines[0].rstrip('\\r') if len(lines) > 0 else ''
    b = lines[1].rstrip('\\r') if len(lines) > 1 else ''
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            sub = 0 if a[i - 1] == b[j - 1] else 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + sub)
        prev = cur
    print(prev[len(b)])


main()
`,
    },
  },
  {
    id: 'aa-dijkstra',
    title: 'Shortest Delivery Times (Dijkstra)',
    description: `A city has \`n\` depots numbered 1 to \`n\` and \`m\` two-way roads, each with a positive travel time.
Compute the shortest travel time from depot 1 to every depot using Dijkstra's algorithm with a
priority queue. Times can exceed 2^31, so use 64-bit integers.

**Input:** the first line has \`n m\`; each of the next \`m\` lines has \`u v w\`: a road between \`u\` and \`v\` taking \`w\`.

**Output:** one line with \`n\` numbers: the shortest time to depots 1..n, or \`-1\` for unreachable depots.`,
    examples: [
      {
        input: '4 4\n1 2 5\n1 3 1\n3 2 2\n2 4 1\n',
        output: '0 3 1 4',
        explanation: 'Depot 2 is reached via 3 in 1 + 2 = 3, depot 4 in 4.',
      },
      { input: '3 1\n1 2 7\n', output: '0 7 -1', explanation: 'Depot 3 has no road.' },
    ],
    constraints: [
      '1 <= n <= 10^5',
      '0 <= m <= 2*10^5',
      '1 <= w <= 10^9',
      'Roads may repeat or form loops.',
    ],
    testCases: [
      { input: '4 4\n1 2 5\n1 3 1\n3 2 2\n2 4 1\n', expectedOutput: '0 3 1 4', hidden: false },
      { input: '3 1\n1 2 7\n', expectedOutput: '0 7 -1', hidden: false },
      { input: '1 0\n', expectedOutput: '0', hidden: true },
      {
        input: '4 3\n1 2 1000000000\n2 3 1000000000\n3 4 1000000000\n',
        expectedOutput: '0 1000000000 2000000000 3000000000',
        hidden: true,
      },
      {
        input: '5 6\n1 2 4\n1 2 1\n2 3 1\n3 1 10\n4 5 1\n3 3 5\n',
        expectedOutput: '0 1 2 -1 -1',
        hidden: true,
      },
      {
        input:
          '20 40\n14 13 38\n5 2 14\n15 14 80\n3 6 64\n17 16 79\n5 18 24\n3 7 29\n5 17 63\n3 18 54\n10 1 86\n10 5 8\n15 11 77\n14 16 19\n7 8 51\n9 11 7\n8 4 28\n14 4 4\n9 17 77\n12 5 19\n9 19 54\n3 11 7\n7 13 91\n13 4 8\n11 18 24\n2 1 51\n8 10 58\n7 1 92\n9 8 41\n13 17 94\n8 5 15\n18 8 11\n2 16 22\n16 18 43\n19 16 25\n4 15 24\n1 3 84\n14 17 68\n19 2 96\n4 3 60\n8 12 5\n',
        expectedOutput: '0 51 84 96 65 148 92 80 98 73 91 84 104 92 120 73 128 89 98 -1',
        hidden: true,
      },
      {
        input:
          '40 60\n6 4 447154829\n38 13 19556249\n27 8 927977474\n5 17 823197718\n28 7 861377193\n13 5 390607274\n7 31 692003209\n10 39 211743593\n30 5 419544343\n17 28 781718088\n24 22 434836927\n31 13 218685955\n29 12 6309951\n27 30 466180292\n18 37 968118471\n4 17 168112398\n6 33 455003257\n25 3 121911885\n20 25 880864064\n27 32 97160771\n20 1 436172913\n26 3 620403366\n16 21 947940032\n10 19 391622764\n6 18 494894304\n40 6 830060940\n31 2 174530916\n29 11 139559703\n6 23 15928295\n36 14 55507516\n25 23 592220008\n36 35 153004782\n40 16 687910621\n32 12 865938674\n24 39 976884420\n21 11 425973941\n27 5 95596429\n2 15 615108584\n29 13 668076356\n20 28 995603010\n11 16 398190307\n21 30 791615017\n3 17 541663094\n22 40 184346078\n32 9 156644785\n16 12 373603033\n30 25 304185699\n21 18 173747236\n39 22 559590088\n27 16 184453061\n35 8 993747836\n7 1 72044582\n15 9 116815429\n39 5 412032052\n24 35 526680726\n21 24 809124395\n24 18 864162033\n13 26 850558992\n3 31 864050517\n14 7 211894044\n',
        expectedOutput:
          '0 938578707 1438948862 1883252261 1373341020 1925185280 72044582 1486198760 1670502720 1997116665 1790369805 1657120053 982733746 283938626 1553687291 1653390510 1715139863 1883293683 2388739429 436172913 1828256045 1453968577 1909256985 1019131650 1317036977 1833292738 1468937449 933421775 1650810102 1621222676 764047791 1566098220 2380188537 -1 492450924 339446142 2851412154 1002289995 1785373072 1638314655',
        hidden: true,
      },
      {
        input:
          '30 44\n14 26 4\n16 17 5\n19 24 9\n28 18 4\n23 8 6\n23 12 6\n13 30 1\n19 2 4\n26 10 3\n23 7 7\n3 11 3\n8 2 5\n20 25 6\n8 29 7\n29 14 3\n10 27 5\n29 5 2\n2 21 9\n18 15 1\n19 17 6\n20 16 8\n1 10 9\n10 13 9\n19 18 2\n6 28 5\n1 23 9\n10 3 7\n25 6 6\n2 27 5\n11 28 7\n30 18 6\n15 7 3\n19 9 6\n30 24 6\n23 29 2\n1 29 8\n1 20 4\n26 19 3\n21 14 1\n27 7 5\n13 22 9\n9 21 5\n14 11 5\n16 4 6\n',
        expectedOutput:
          '0 19 16 18 10 16 16 15 17 9 16 15 18 11 18 12 17 17 15 4 12 27 9 24 10 12 14 21 8 19',
        hidden: true,
      },
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
    edges = [(order[i], order[i + 1], random.randint(50000, 99999)) for i in range(n - 1)]
    while len(edges) < m:
        i = random.randrange(n - 1)
        edges.append((order[i], order[i + 1], random.randint(50000, 99999)))
elif mode == 'loops':
    edges = [(1, 1, random.randint(1, 10**9)) for _ in range(m)]
else:
    lim = n // 2 if mode == 'split' else n
    while len(edges) < m:
        u, v = random.randint(1, lim), random.randint(1, lim)
        w = random.randint(1, 10**9) if random.random() < 0.5 else random.randint(1, 1000)
        edges.append((u, v, w))
        if mode == 'repeats':
            edges.append((v, u, random.randint(1, 10)))
    edges = edges[:m]
random.shuffle(edges)
print(n, len(edges))
print('\n'.join('%d %d %d' % e for e in edges))
`,
      tests: [
        { args: '60000 60000 path', label: 'n = 60,000, a long path, distances above 2^31' },
        { args: '10000 30000 random', label: 'n = 10,000, m = 30,000, weights up to 10^9' },
        { args: '10000 20000 split', label: 'n = 10,000, half the depots unreachable' },
        { args: '1 3 loops', label: 'n = 1, loops only' },
        { args: '100 2000 repeats', label: 'n = 100, repeated roads' },
      ],
      validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
n, m = map(int, lines[0].split(' '))
assert 1 <= n <= 10**5 and 0 <= m <= 2 * 10**5, 'n or m out of range'
assert len(lines) == m + 1, 'expected m roads'
for line in lines[1:]:
    u, v, w = map(int, line.split(' '))
    assert 1 <= u <= n and 1 <= v <= n and 1 <= w <= 10**9, 'bad road'
`,
      wrongSolutions: [
        {
          name: 'int32-distances',
          language: 'cpp',
          mustFail: 'WA',
          why: 'Keeps distances in 32-bit int, which overflow once a path is longer than 2^31',
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
          name: 'array-scan-dijkstra',
          language: 'python3',
          mustFail: 'TLE',
          why: 'Finds the next depot by scanning all distances instead of using a heap: O(n^2) on 60,000 depots',
          source: String.raw`import sys
d = sys.stdin.read().split()
n, m = int(d[0]), int(d[1])
adj = [[] for _ in range(n + 1)]
for i in range(m):
    u, v, w = int(d[2 + 3 * i]), int(d[3 + 3 * i]), int(d[4 + 3 * i])
    adj[u].append((v, w))
    adj[v].append((u, w))
INF = float('inf')
best = [INF] * (n + 1)
best[1] = 0
done = [False] * (n + 1)
for _ in range(n):
    u, bu = -1, INF
    for v in range(1, n + 1):
        if not done[v] and best[v] < bu:
            u, bu = v, best[v]
    if u == -1:
        break
    done[u] = True
    for v, w in adj[u]:
        if bu + w < best[v]:
            best[v] = bu + w
print(' '.join(str(x) if x < INF else '-1' for x in best[1:]))
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys
import heapq


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    adj = [[] for _ in range(n + 1)]
    for i in range(m):
        u, v, w = int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])
        adj[u].append((v, w))
        adj[v].append((u, w))
    dist = [-1] * (n + 1)
    best = [None] * (n + 1)
    best[1] = 0
    pq = [(0, 1)]
    while pq:
        d, u = heapq.heappop(pq)
        if dist[u] != -1:
            continue
        dist[u] = d
        for v, w in adj[u]:
            if dist[v] == -1 and (best[v] is None or d + w < best[v]):
                best[v] = d + w
                heapq.heappush(pq, (d + w, v))
    print(' '.join(map(str, dist[1:])))


main()
`,
    },
  },
];

export const hardCoding: CodingProblem[] = [
  {
    id: 'aa-tsp-bitmask',
    title: 'Shortest Delivery Tour (Bitmask DP)',
    description: `A courier starts at city 0, must visit every other city exactly once and return to city 0. Travel
costs may differ by direction. With at most 12 cities, solve it exactly with bitmask dynamic
programming: \`dp[mask][i]\` is the cheapest cost to start at 0, visit exactly the cities in \`mask\`
and end at city \`i\`.

**Input:** the first line has \`n\`; each of the next \`n\` lines has \`n\` integers, where the \`j\`-th number of
line \`i\` is the cost from city \`i\` to city \`j\` (the diagonal is 0).

**Output:** the minimum cost of a complete tour. For \`n = 1\` the answer is 0.`,
    examples: [
      {
        input: '4\n0 10 15 20\n10 0 35 25\n15 35 0 30\n20 25 30 0\n',
        output: '80',
        explanation: 'The tour 0 -> 1 -> 3 -> 2 -> 0 costs 10 + 25 + 30 + 15 = 80.',
      },
      {
        input: '3\n0 1 100\n100 0 1\n1 100 0\n',
        output: '3',
        explanation: 'Going 0 -> 1 -> 2 -> 0 costs 3, while the opposite direction costs 300.',
      },
    ],
    constraints: ['1 <= n <= 12', '0 <= cost <= 10^6'],
    testCases: [
      {
        input: '4\n0 10 15 20\n10 0 35 25\n15 35 0 30\n20 25 30 0\n',
        expectedOutput: '80',
        hidden: false,
      },
      { input: '3\n0 1 100\n100 0 1\n1 100 0\n', expectedOutput: '3', hidden: false },
      { input: '1\n0\n', expectedOutput: '0', hidden: true },
      { input: '2\n0 5\n7 0\n', expectedOutput: '12', hidden: true },
      {
        input:
          '6\n0 47 1 48 3 15\n10 0 19 40 41 28\n27 33 0 24 4 9\n32 15 40 0 42 3\n2 4 1 37 0 23\n20 7 34 23 35 0\n',
        expectedOutput: '48',
        hidden: true,
      },
      {
        input:
          '8\n0 230 424 598 309 604 137 210\n230 0 639 849 487 163 138 15\n424 639 0 250 725 153 462 99\n598 849 250 0 893 682 801 277\n309 487 725 893 0 12 58 661\n604 163 153 682 12 0 662 593\n137 138 462 801 58 662 0 255\n210 15 99 277 661 593 255 0\n',
        expectedOutput: '1132',
        hidden: true,
      },
      {
        input:
          '12\n0 425711 194677 249214 166951 61216 956031 816707 110015 12951 642400 577685\n688705 0 986627 206841 149178 433249 209211 543433 637622 673914 531574 679055\n672735 435416 0 852892 642970 183123 533281 324412 66865 314852 656371 50847\n932554 759490 821008 0 501141 750150 564560 6658 393383 885452 457859 781386\n956574 487867 84388 777787 0 687375 474468 183912 236925 110396 274126 243581\n675304 40704 129255 351815 934569 0 786070 970120 728875 988651 886397 276089\n746256 55085 278909 666754 580689 712230 0 457235 719044 826750 961833 548662\n278184 309977 673190 973677 937614 227537 89571 0 922795 532078 15968 178017\n273017 948650 247579 882611 780014 212627 990588 166919 0 782397 959404 342750\n201261 922920 407590 344514 630437 250786 397882 951655 893312 0 661333 966450\n726499 697551 882399 562410 492300 495076 880502 556394 731506 6692 0 899178\n27805 458453 759823 245187 598046 927737 322701 827539 222263 410584 652867 0\n',
        expectedOutput: '1468960',
        hidden: true,
      },
      {
        input:
          '10\n0 3 1 3 1 1 1 1 1 1\n3 0 1 2 1 3 1 1 1 1\n3 3 0 3 1 3 1 3 1 1\n3 2 1 0 3 3 1 3 2 1\n1 1 1 1 0 1 1 3 1 3\n3 2 2 1 1 0 1 3 1 2\n2 2 2 2 1 2 0 2 2 1\n3 2 2 3 3 2 2 0 3 3\n1 2 1 2 3 1 2 2 0 3\n1 3 3 1 3 1 3 2 1 0\n',
        expectedOutput: '11',
        hidden: true,
      },
    ],
    judge: {
      intendedComplexity: 'O(2^n * n^2) bitmask dynamic programming',
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
print(n)
for i in range(n):
    row = []
    for j in range(n):
        if i == j or mode == 'zero':
            row.append(0)
        elif mode == 'asym':
            row.append(random.randint(0, 10) if i < j else random.randint(9 * 10**5, 10**6))
        else:
            row.append(random.randint(0, 10**6))
    print(' '.join(map(str, row)))
`,
      tests: [
        { args: '12 random', label: 'n = 12, costs up to 10^6' },
        { args: '12 asym', label: 'n = 12, very different costs in each direction' },
        { args: '12 zero', label: 'n = 12, all costs 0' },
        { args: '2 random', label: 'n = 2' },
        { args: '1 random', label: 'n = 1' },
      ],
      validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
n = int(lines[0])
assert 1 <= n <= 12, 'n out of range'
assert len(lines) == n + 1, 'expected n rows'
for i, line in enumerate(lines[1:]):
    row = [int(x) for x in line.split(' ')]
    assert len(row) == n and all(0 <= x <= 10**6 for x in row), 'bad row'
    assert row[i] == 0, 'diagonal must be 0'
`,
      wrongSolutions: [
        {
          name: 'all-permutations',
          language: 'python3',
          mustFail: 'TLE',
          why: 'Tries all (n-1)! tours: almost 40 million for 12 cities',
          source: String.raw`import sys
from itertools import permutations
d = sys.stdin.read().split()
n = int(d[0])
c = [[int(d[1 + i * n + j]) for j in range(n)] for i in range(n)]
if n == 1:
    print(0)
    sys.exit()
best = None
for p in permutations(range(1, n)):
    cost = c[0][p[0]] + c[p[-1]][0]
    for i in range(len(p) - 1):
        cost += c[p[i]][p[i + 1]]
    if best is None or cost < best:
        best = cost
print(best)
`,
        },
        {
          name: 'nearest-neighbour',
          language: 'python3',
          mustFail: 'WA',
          why: 'Always travels to the cheapest unvisited city, a greedy tour that is not always optimal',
          source: String.raw`import sys
d = sys.stdin.read().split()
n = int(d[0])
c = [[int(d[1 + i * n + j]) for j in range(n)] for i in range(n)]
seen = {0}
cur = 0
total = 0
while len(seen) < n:
    nxt = min((j for j in range(n) if j not in seen), key=lambda j: c[cur][j])
    total += c[cur][nxt]
    seen.add(nxt)
    cur = nxt
print(total + c[cur][0])
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
    d = [[int(data[1 + i * n + j]) for j in range(n)] for i in range(n)]
    if n == 1:
        print(0)
        return
    INF = float('inf')
    full = 1 << n
    dp = [[INF] * n for _ in range(full)]
    dp[1][0] = 0
    for mask in range(full):
        if not mask & 1:
            continue
        for i in range(n):
            cur = dp[mask][i]
            if cur == INF:
                continue
            for j in range(n):
                if mask & (1 << j):
                    continue
                nm = mask | (1 << j)
                if cur + d[i][j] < dp[nm][j]:
                    dp[nm][j] = cur + d[i][j]
    print(min(dp[full - 1][i] + d[i][0] for i in range(1, n)))


main()
`,
    },
  },
  {
    id: 'aa-scc-sizes',
    title: 'Strongly Connected Components',
    description: `In a directed graph, a strongly connected component (SCC) is a maximal set of vertices in which every
vertex can reach every other. Find all SCCs of a graph with \`n\` vertices (numbered 1 to \`n\`) using
Tarjan's or Kosaraju's algorithm. Recursion may be too deep for large graphs, so consider an
iterative implementation.

**Input:** the first line has \`n m\`; each of the next \`m\` lines has \`u v\`, a directed edge from \`u\` to \`v\`.

**Output:** the first line has the number of SCCs; the second line has their sizes in descending order,
separated by spaces.`,
    examples: [
      {
        input: '5 5\n1 2\n2 3\n3 1\n3 4\n4 5\n',
        output: '3\n3 1 1',
        explanation: '{1,2,3} form a cycle; 4 and 5 are each alone: sizes 3 1 1.',
      },
      {
        input: '4 4\n1 2\n2 1\n3 4\n4 3\n',
        output: '2\n2 2',
        explanation: 'Two 2-cycles that cannot reach each other.',
      },
    ],
    constraints: [
      '1 <= n <= 10^5',
      '0 <= m <= 2*10^5',
      'Self-loops and repeated edges may appear.',
    ],
    testCases: [
      { input: '5 5\n1 2\n2 3\n3 1\n3 4\n4 5\n', expectedOutput: '3\n3 1 1', hidden: false },
      { input: '4 4\n1 2\n2 1\n3 4\n4 3\n', expectedOutput: '2\n2 2', hidden: false },
      { input: '1 0\n', expectedOutput: '1\n1', hidden: true },
      { input: '3 0\n', expectedOutput: '3\n1 1 1', hidden: true },
      { input: '6 7\n1 2\n2 3\n3 4\n4 5\n5 6\n6 1\n1 1\n', expectedOutput: '1\n6', hidden: true },
      {
        input:
          '30 40\n16 23\n21 8\n6 16\n27 17\n27 7\n15 5\n12 4\n7 10\n25 3\n18 20\n16 6\n19 12\n3 14\n10 25\n9 14\n13 29\n16 4\n23 18\n26 4\n29 21\n25 20\n17 7\n14 1\n4 21\n9 19\n12 19\n25 2\n25 23\n11 17\n6 10\n29 24\n16 26\n26 27\n23 8\n13 30\n1 12\n17 6\n29 18\n21 2\n21 11\n',
        expectedOutput: '15\n16 1 1 1 1 1 1 1 1 1 1 1 1 1 1',
        hidden: true,
      },
      {
        input:
          '50 120\n26 28\n23 10\n45 37\n38 10\n13 31\n10 20\n14 26\n5 27\n1 43\n15 43\n19 49\n28 40\n46 13\n45 44\n27 30\n28 44\n41 6\n26 46\n27 41\n41 38\n2 10\n31 23\n18 23\n46 25\n47 15\n36 8\n48 26\n44 17\n20 21\n48 30\n6 37\n43 41\n45 38\n17 7\n8 47\n32 16\n15 9\n30 35\n46 41\n43 24\n17 39\n17 35\n30 2\n41 4\n36 4\n42 21\n45 7\n8 30\n41 20\n21 9\n42 27\n34 15\n31 33\n26 30\n16 28\n12 42\n16 42\n15 18\n25 32\n25 26\n12 31\n14 11\n10 45\n40 23\n11 17\n50 1\n33 41\n13 32\n17 18\n33 49\n34 6\n15 20\n23 38\n43 36\n31 30\n7 3\n50 29\n28 31\n5 42\n39 7\n36 42\n35 11\n48 29\n43 8\n1 48\n45 14\n1 47\n9 50\n40 45\n12 26\n19 17\n42 36\n47 42\n22 27\n24 34\n17 27\n17 41\n27 16\n4 1\n25 4\n50 42\n2 41\n43 12\n14 44\n28 21\n15 12\n5 41\n38 48\n14 46\n10 23\n19 30\n31 32\n40 27\n39 6\n45 15\n7 37\n34 44\n1 14\n15 44\n34 23\n',
        expectedOutput: '11\n40 1 1 1 1 1 1 1 1 1 1',
        hidden: true,
      },
      {
        input: '8 9\n1 2\n2 3\n3 1\n4 5\n5 4\n3 4\n6 7\n7 8\n8 6\n',
        expectedOutput: '3\n3 3 2',
        hidden: true,
      },
    ],
    judge: {
      intendedComplexity: 'O(n + m) with an iterative Kosaraju or Tarjan',
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
perm = list(range(1, n + 1))
random.shuffle(perm)
if mode == 'chain':
    edges = [(perm[i], perm[i + 1]) for i in range(n - 1)]
elif mode == 'cycle':
    edges = [(perm[i], perm[(i + 1) % n]) for i in range(n)]
elif mode == 'loops':
    edges = [(1, 1), (1, 1)]
else:
    edges = []
    for _ in range(2 * n):
        u = random.randint(1, n)
        v = u if random.random() < 0.05 else random.randint(1, n)
        edges.append((u, v))
        if mode == 'repeats':
            edges.append((u, v))
random.shuffle(edges)
print(n, len(edges))
print('\n'.join('%d %d' % e for e in edges))
`,
      tests: [
        { args: '100000 chain', label: 'n = 100,000, one long chain' },
        { args: '20000 cycle', label: 'n = 20,000, one big cycle' },
        { args: '10000 random', label: 'n = 10,000, m = 20,000, random edges' },
        { args: '1 loops', label: 'n = 1, self-loops' },
        { args: '300 repeats', label: 'n = 300, repeated edges and self-loops' },
      ],
      validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
n, m = map(int, lines[0].split(' '))
assert 1 <= n <= 10**5 and 0 <= m <= 2 * 10**5, 'n or m out of range'
assert len(lines) == m + 1, 'expected m edges'
for line in lines[1:]:
    u, v = map(int, line.split(' '))
    assert 1 <= u <= n and 1 <= v <= n, 'vertex out of range'
`,
      wrongSolutions: [
        {
          name: 'recursive-tarjan',
          language: 'python3',
          mustFail: 'any',
          why: 'Recursive Tarjan without raising the recursion limit crashes on a 100,000-vertex chain',
          source: String.raw`import sys
d = sys.stdin.read().split()
n, m = int(d[0]), int(d[1])
adj = [[] for _ in range(n + 1)]
for i in range(m):
    adj[int(d[2 + 2 * i])].append(int(d[3 + 2 * i]))
idx = [0] * (n + 1)
low = [0] * (n + 1)
on = [False] * (n + 1)
st = []
sizes = []
counter = [1]
def dfs(u):
    idx[u] = low[u] = counter[0]
    counter[0] += 1
    st.append(u)
    on[u] = True
    for v in adj[u]:
        if not idx[v]:
            dfs(v)
            low[u] = min(low[u], low[v])
        elif on[v]:
            low[u] = min(low[u], idx[v])
    if low[u] == idx[u]:
        size = 0
        while True:
            x = st.pop()
            on[x] = False
            size += 1
            if x == u:
                break
        sizes.append(size)
for s in range(1, n + 1):
    if not idx[s]:
        dfs(s)
sizes.sort(reverse=True)
print(len(sizes))
print(' '.join(map(str, sizes)))
`,
        },
        {
          name: 'weakly-connected',
          language: 'python3',
          mustFail: 'WA',
          why: 'Ignores edge directions and counts weakly connected components',
          source: String.raw`import sys
d = sys.stdin.read().split()
n, m = int(d[0]), int(d[1])
parent = list(range(n + 1))
def find(x):
    while parent[x] != x:
        parent[x] = parent[parent[x]]
        x = parent[x]
    return x
for i in range(m):
    a, b = find(int(d[2 + 2 * i])), find(int(d[3 + 2 * i]))
    parent[a] = b
count = {}
for v in range(1, n + 1):
    r = find(v)
    count[r] = count.get(r, 0) + 1
sizes = sorted(count.values(), reverse=True)
print(len(sizes))
print(' '.join(map(str, sizes)))
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    adj = [[] for _ in range(n + 1)]
    radj = [[] for _ in range(n + 1)]
    for i in range(m):
        u, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        adj[u].append(v)
        radj[v].append(u)
    # pass 1: iterative DFS for finishing order
    seen = [False] * (n + 1)
    order = []
    for s in range(1, n + 1):
        if seen[s]:
            continue
        seen[s] = True
        stack = [(s, 0)]
        while stack:
            u, i = stack[-1]
            if i < len(adj[u]):
                stack[-1] = (u, i + 1)
                v = adj[u][i]
                if not seen[v]:
                    seen[v] = True
                    stack.append((v, 0))
            else:
                stack.pop()
                order.append(u)
    # pass 2: DFS on the reversed graph in reverse finishing order
    comp = [0] * (n + 1)
    sizes = []
    for s in reversed(order):
        if comp[s]:
            continue
        cid = len(sizes) + 1
        comp[s] = cid
        stack = [s]
        size = 0
        while stack:
            u = stack.pop()
            size += 1
            for v in radj[u]:
                if not comp[v]:
                    comp[v] = cid
                    stack.append(v)
        sizes.append(size)
    sizes.sort(reverse=True)
    print(len(sizes))
    print(' '.join(map(str, sizes)))


main()
`,
    },
  },
];
