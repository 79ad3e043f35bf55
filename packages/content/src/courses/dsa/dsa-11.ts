import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'dsa-11',
  order: 11,
  title: 'Graphs, BFS and DFS',
  description:
    'Model relationships as graphs, store them as adjacency lists, and explore them with breadth-first and depth-first search, including grids, components and topological order.',
  difficulty: 'Hard',
  testType: 'coding',
  objectives: [
    'Represent graphs with adjacency lists and matrices',
    'Traverse graphs with BFS and DFS and mark visited vertices',
    'Find shortest paths in unweighted graphs and grids with BFS',
    'Count connected components and order a DAG topologically',
  ],
  lesson: `## Graphs everywhere

A **graph** \`G = (V, E)\` is a set of **vertices** joined by **edges**. Road maps, social networks, web links, package dependencies and state machines are graphs. Edges can be **directed** (a follows b) or **undirected** (a is friends with b), and **weighted** (distances) or unweighted.

## Representations

\`\`\`python
from collections import defaultdict
edges = [(0, 1), (0, 2), (1, 3), (2, 3), (3, 4)]
adj = defaultdict(list)
for u, v in edges:
    adj[u].append(v)
    adj[v].append(u)          # omit for a directed graph
\`\`\`

An **adjacency list** uses O(V + E) memory and lets you iterate over a vertex's neighbours quickly; it is the default for sparse real-world graphs. An **adjacency matrix** uses O(V^2) memory but answers "is there an edge u-v?" in O(1); it suits small dense graphs.

## Breadth-first search

BFS explores the graph in **layers**: first the start, then all vertices one edge away, then two edges away, and so on. It uses a **queue**, and in an unweighted graph the first time BFS reaches a vertex is along a **shortest path**:

\`\`\`python
from collections import deque
def bfs_dist(adj, start):
    dist = {start: 0}
    q = deque([start])
    while q:
        u = q.popleft()
        for v in adj[u]:
            if v not in dist:         # mark when enqueuing
                dist[v] = dist[u] + 1
                q.append(v)
    return dist
\`\`\`

## Depth-first search

DFS follows one path as deep as possible before backtracking, with recursion or an explicit stack:

\`\`\`python
def dfs(adj, u, seen):
    seen.add(u)
    for v in adj[u]:
        if v not in seen:
            dfs(adj, v, seen)
\`\`\`

Running DFS (or BFS) from every unvisited vertex counts **connected components**. DFS also detects **cycles** (in a directed graph, an edge back to a vertex still on the recursion stack) and produces a **topological order** of a directed acyclic graph: vertices in reverse order of finishing time. Alternatively, **Kahn's algorithm** repeatedly removes vertices with in-degree zero using a queue; if some vertices are never removed, the graph has a cycle. Build systems and package managers use topological sorting to order tasks.

Both traversals visit each vertex once and each edge once or twice: **O(V + E)**. For deep graphs in Python, prefer iterative DFS to avoid the recursion limit.

## Grids as graphs

A 2-D grid is an implicit graph: each open cell is a vertex, connected to its up, down, left and right neighbours. You don't build an adjacency list; you generate neighbours on the fly:

\`\`\`python
for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
    nr, nc = r + dr, c + dc
    if 0 <= nr < R and 0 <= nc < C and grid[nr][nc] != '#' and (nr, nc) not in dist:
        ...
\`\`\`

Flood fill, counting islands and maze shortest paths are all BFS or DFS on a grid. When edges have different non-negative weights, BFS is no longer enough; the next chapter introduces Dijkstra's algorithm.

## Your challenge

Find the length of the shortest path through a maze with BFS.
`,
  overview: {
    whatYouWillLearn: [
      'A graph is a set of vertices connected by edges, which may be directed or undirected, weighted or unweighted.',
      'Adjacency lists use O(V + E) memory and suit sparse graphs; matrices use O(V^2) and give O(1) edge checks.',
      'BFS explores in layers using a queue and finds shortest paths by edge count in unweighted graphs.',
      'DFS goes deep first using recursion or a stack, and underlies cycle detection and topological sorting.',
      'Both traversals run in O(V + E) when each vertex is marked visited once.',
      'A grid is an implicit graph whose vertices are cells and whose edges join neighbouring open cells.',
    ],
    proTip:
      'Mark a vertex as visited when you push it onto the BFS queue, not when you pop it; otherwise the same vertex can be enqueued many times, which wastes time and memory on dense graphs and grids.',
  },
  mcqs: [],
  problems: [
    {
      id: 'grid-shortest-path',
      title: 'Shortest Path in a Maze',
      description: `The first line contains \`R\` and \`C\`, the numbers of rows and columns. The next \`R\` lines each contain \`C\` characters: \`.\` is an open cell, \`#\` is a wall, \`S\` is the start and \`E\` is the exit (each appears exactly once).

You can move one step up, down, left or right into any cell that is not a wall and stays inside the grid. Print the minimum number of steps from \`S\` to \`E\`, or \`-1\` if the exit cannot be reached.`,
      examples: [
        {
          input: `4 5
S.#..
.##.#
...#E
.#...
`,
          output: `8`,
          explanation: 'The walls force a detour: the shortest route takes 8 steps.',
        },
        {
          input: `3 3
S#.
##.
..E
`,
          output: `-1`,
          explanation: 'The exit is sealed off by walls.',
        },
      ],
      constraints: ['1 <= R, C <= 1000', 'Exactly one S and one E', 'Expected time O(R * C)'],
      testCases: [
        {
          input: `4 5
S.#..
.##.#
...#E
.#...
`,
          expectedOutput: `8`,
          hidden: false,
        },
        {
          input: `3 3
S#.
##.
..E
`,
          expectedOutput: `-1`,
          hidden: false,
        },
        {
          input: `1 2
SE
`,
          expectedOutput: `1`,
          hidden: true,
        },
        {
          input: `1 5
S...E
`,
          expectedOutput: `4`,
          hidden: true,
        },
        {
          input: `5 5
S....
####.
.....
.####
....E
`,
          expectedOutput: `16`,
          hidden: true,
        },
        {
          input: `3 4
E..S
.##.
....
`,
          expectedOutput: `3`,
          hidden: true,
        },
        {
          input: `2 2
S#
#E
`,
          expectedOutput: `-1`,
          hidden: true,
        },
        {
          input: `3 2
.E
..
.S
`,
          expectedOutput: `2`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys
from collections import deque
data = sys.stdin.read().split('\\n')
R, C = map(int, data[0].split())
grid = ''.join(data[1 + i][:C] for i in range(R))
start, end = grid.index('S'), grid.index('E')
dist = [-1] * (R * C)
for i, ch in enumerate(grid):
    if ch == '#':
        dist[i] = -2
dist[start] = 0
queue = deque([start])
while queue and dist[end] < 0:
    v = queue.popleft()
    d = dist[v] + 1
    c = v % C
    if v >= C and dist[v - C] == -1:
        dist[v - C] = d
        queue.append(v - C)
    if v + C < R * C and dist[v + C] == -1:
        dist[v + C] = d
        queue.append(v + C)
    if c > 0 and dist[v - 1] == -1:
        dist[v - 1] = d
        queue.append(v - 1)
    if c < C - 1 and dist[v + 1] == -1:
        dist[v + 1] = d
        queue.append(v + 1)
print(max(dist[end], -1))
`,
      },
      judge: {
        intendedComplexity: 'O(R * C) with breadth-first search',
        generator: `import random, sys
args = sys.stdin.readline().split()
R, C, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
g = [['.'] * C for _ in range(R)]
if mode == 'walls':
    for r in range(R):
        for c in range(C):
            if random.random() < 0.3:
                g[r][c] = '#'
elif mode == 'snake':
    # Wall rows with one gap, alternating ends: the only path winds through every open row.
    for r in range(1, R, 2):
        g[r] = ['#'] * C
        g[r][C - 1 if (r // 2) % 2 == 0 else 0] = '.'
elif mode == 'sealed':
    for r in range(R):
        g[r][C - 2] = '#'
elif mode != 'open':
    raise SystemExit('unknown mode ' + mode)
g[0][0] = 'S'
g[R - 1][C - 1] = 'E'
print(R, C)
print('\\n'.join(''.join(row) for row in g))
`,
        tests: [
          { args: '1000 1000 open', label: 'R = C = 1,000, no walls' },
          { args: '1000 1000 snake', label: 'R = C = 1,000, a winding path of 500,000 steps' },
          { args: '1000 1000 walls', label: 'R = C = 1,000, 30% walls' },
          { args: '1000 1000 sealed', label: 'R = C = 1,000, exit walled off' },
          { args: '1 1000 open', label: 'R = 1, C = 1,000' },
          { args: '1000 1 open', label: 'R = 1,000, C = 1' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
R, C = map(int, lines[0].split())
assert 1 <= R <= 1000 and 1 <= C <= 1000, 'R or C out of range'
rows = lines[1:1 + R]
assert len(rows) == R and all(len(row) == C for row in rows), 'expected R rows of C cells'
assert all(ch in '.#SE' for row in rows for ch in row), 'unknown cell'
text = ''.join(rows)
assert text.count('S') == 1 and text.count('E') == 1, 'exactly one S and one E'
assert all(line.strip() == '' for line in lines[1 + R:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'level-scan',
            language: 'python3',
            mustFail: 'TLE',
            why: 'Scans the whole grid once per distance: O((R * C) * path length) instead of O(R * C)',
            source: `import sys
data = sys.stdin.read().split('\\n')
R, C = map(int, data[0].split())
g = [data[1 + i][:C] for i in range(R)]
dist = [[-1] * C for _ in range(R)]
for r in range(R):
    for c in range(C):
        if g[r][c] == 'S':
            dist[r][c] = 0
        elif g[r][c] == 'E':
            er, ec = r, c
d, changed = 0, True
while dist[er][ec] < 0 and changed:
    changed = False
    for r in range(R):
        for c in range(C):
            if dist[r][c] == d:
                for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                    if 0 <= nr < R and 0 <= nc < C and g[nr][nc] != '#' and dist[nr][nc] < 0:
                        dist[nr][nc] = d + 1
                        changed = True
    d += 1
print(dist[er][ec])
`,
          },
          {
            name: 'depth-first',
            language: 'python3',
            mustFail: 'WA',
            why: 'Depth-first search finds a path, not the shortest one',
            source: `import sys
data = sys.stdin.read().split('\\n')
R, C = map(int, data[0].split())
g = [data[1 + i][:C] for i in range(R)]
for r in range(R):
    for c in range(C):
        if g[r][c] == 'S':
            s = (r, c)
seen = {s}
stack = [(s, 0)]
ans = -1
while stack:
    (r, c), d = stack.pop()
    if g[r][c] == 'E':
        ans = d
        break
    for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
        if 0 <= nr < R and 0 <= nc < C and g[nr][nc] != '#' and (nr, nc) not in seen:
            seen.add((nr, nc))
            stack.append(((nr, nc), d + 1))
print(ans)
`,
          },
        ],
      },
    },
  ],
};
