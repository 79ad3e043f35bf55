import type { DebugProblem } from '@app/shared/content.schemas';

export const easyDebug: DebugProblem[] = [
  {
    id: 'aa-debug-grid-dp',
    title: 'Grid Path DP Gives the Wrong Minimum',
    description: `The program computes the minimum cost of a path from the top-left to the bottom-right cell of a grid,
moving only right or down; a path's cost is the sum of the cells it visits. Its answers are wrong.

**Input:** \`R C\`, then \`R\` lines of \`C\` non-negative integers (R, C <= 100).
**Output:** the minimum path cost.`,
    language: 'c',
    buggyCode: `#include <stdio.h>

int main(void) {
    static long long g[100][100], dp[100][100];
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++)
            scanf("%lld", &g[i][j]);
    dp[0][0] = g[0][0];
    for (int j = 1; j < c; j++) dp[0][j] = g[0][j];
    for (int i = 1; i < r; i++) dp[i][0] = dp[i - 1][0] + g[i][0];
    for (int i = 1; i < r; i++) {
        for (int j = 1; j < c; j++) {
            long long best = dp[i - 1][j] > dp[i][j - 1] ? dp[i - 1][j] : dp[i][j - 1];
            dp[i][j] = best + g[i][j];
        }
    }
    printf("%lld\\n", dp[r - 1][c - 1]);
    return 0;
}
`,
    fixedCode: `#include <stdio.h>

int main(void) {
    static long long g[100][100], dp[100][100];
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++)
            scanf("%lld", &g[i][j]);
    dp[0][0] = g[0][0];
    for (int j = 1; j < c; j++) dp[0][j] = dp[0][j - 1] + g[0][j];
    for (int i = 1; i < r; i++) dp[i][0] = dp[i - 1][0] + g[i][0];
    for (int i = 1; i < r; i++) {
        for (int j = 1; j < c; j++) {
            long long best = dp[i - 1][j] < dp[i][j - 1] ? dp[i - 1][j] : dp[i][j - 1];
            dp[i][j] = best + g[i][j];
        }
    }
    printf("%lld\\n", dp[r - 1][c - 1]);
    return 0;
}
`,
    expectedBehavior:
      'dp of the top row and left column are prefix sums; inner cells add the cheaper of the cells above and to the left.',
    hints: [
      'How many paths reach a cell in the top row, and what do they cost?',
      'Check which neighbour the ternary expression returns.',
      'Test a 1 x 3 grid.',
    ],
    testCases: [
      { input: '3 3\n1 3 1\n1 5 1\n4 2 1\n', expectedOutput: '7', hidden: false },
      { input: '1 3\n1 2 3\n', expectedOutput: '6', hidden: false },
      { input: '3 1\n1\n2\n3\n', expectedOutput: '6', hidden: true },
      { input: '2 2\n1 100\n1 1\n', expectedOutput: '3', hidden: true },
      { input: '1 1\n5\n', expectedOutput: '5', hidden: true },
      { input: '2 3\n5 1 1\n9 9 1\n', expectedOutput: '8', hidden: true },
    ],
    bugs: [
      {
        description:
          'The first row is not accumulated: a cell in the top row must include the cost of every cell to its left.',
        testIndexes: [0, 1, 5],
      },
      {
        description: 'The comparison is reversed, so the more expensive neighbour is chosen.',
        testIndexes: [0, 3, 5],
      },
    ],
  },
  {
    id: 'aa-debug-maze-bfs',
    title: 'Maze BFS Finds Impossible Paths',
    description: `The program finds the fewest steps from \`S\` to \`E\` in a grid maze, moving up, down, left or right
and never through \`#\` walls or off the grid. It prints \`-1\` if \`E\` is unreachable. It crashes with an
IndexError on some mazes, reports paths that are too long and finds paths that do not exist.

**Input:** \`R C\`, then \`R\` lines of \`C\` characters from \`S\`, \`E\`, \`.\`, \`#\`.
**Output:** the minimum number of steps, or \`-1\`.`,
    language: 'python',
    buggyCode: `import sys
from collections import deque


def main():
    lines = sys.stdin.read().split('\\n')
    rows, cols = map(int, lines[0].split())
    grid = [lines[1 + i] for i in range(rows)]
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] == 'S':
                start = (r, c)
            elif grid[r][c] == 'E':
                end = (r, c)
    dist = {start: 0}
    q = deque([start])
    while q:
        r, c = q.pop()
        if (r, c) == end:
            print(dist[(r, c)])
            return
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            nr, nc = r + dr, c + dc
            if nr < rows and nc < cols and grid[nr][nc] != '#' and (nr, nc) not in dist:
                dist[(nr, nc)] = dist[(r, c)] + 1
                q.append((nr, nc))
    print(-1)


main()
`,
    fixedCode: `import sys
from collections import deque


def main():
    lines = sys.stdin.read().split('\\n')
    rows, cols = map(int, lines[0].split())
    grid = [lines[1 + i] for i in range(rows)]
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] == 'S':
                start = (r, c)
            elif grid[r][c] == 'E':
                end = (r, c)
    dist = {start: 0}
    q = deque([start])
    while q:
        r, c = q.popleft()
        if (r, c) == end:
            print(dist[(r, c)])
            return
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != '#' and (nr, nc) not in dist:
                dist[(nr, nc)] = dist[(r, c)] + 1
                q.append((nr, nc))
    print(-1)


main()
`,
    expectedBehavior:
      'Breadth-first order from S, rejecting cells outside 0..rows-1 and 0..cols-1.',
    hints: [
      'What does grid[-1] return in Python?',
      'Which end of the deque does BFS take cells from?',
      'Try a maze where S is walled in but the opposite border is open.',
    ],
    testCases: [
      { input: '3 3\nS#.\n##.\nE#.\n', expectedOutput: '-1', hidden: false },
      { input: '5 5\n.....\n.###.\n.#E#.\n.#.#.\nS....\n', expectedOutput: '4', hidden: false },
      { input: '1 2\nSE\n', expectedOutput: '1', hidden: true },
      { input: '5 5\nS....\n.###.\n.#E..\n.###.\n.....\n', expectedOutput: '8', hidden: true },
      { input: '3 3\n.S.\n.#.\n.E.\n', expectedOutput: '4', hidden: true },
      { input: '4 4\nS..#\n.#..\n.#.#\n...E\n', expectedOutput: '6', hidden: true },
      { input: '2 2\nS#\n#E\n', expectedOutput: '-1', hidden: true },
    ],
    bugs: [
      {
        description:
          'Negative indexes are not rejected; Python wraps grid[-1] to the last row, so paths leak through the border, and the search can keep walking to grid[-rows - 1] and crash with an IndexError.',
        testIndexes: [0, 3, 5],
      },
      {
        description:
          'pop() takes the newest cell, turning BFS into DFS, so the first distance found is not the shortest.',
        testIndexes: [1, 3],
      },
    ],
  },
];

export const mediumDebug: DebugProblem[] = [
  {
    id: 'aa-debug-dijkstra-overflow',
    title: 'Dijkstra Overflows and Misses Roads',
    description: `The program computes shortest travel times from node 1 in an undirected graph with positive weights
up to 10^9, printing \`-1\` for unreachable nodes. Results are wrong on long routes and on some graphs
where a road is listed "backwards".

**Input:** \`n m\`, then \`m\` lines \`u v w\` (two-way roads).
**Output:** the distances to nodes 1..n on one line.`,
    language: 'cpp',
    buggyCode: `#include <bits/stdc++.h>
using namespace std;

typedef int ll;

int main() {
    int n, m;
    cin >> n >> m;
    vector<vector<pair<int, ll>>> adj(n + 1);
    for (int i = 0; i < m; i++) {
        int u, v;
        ll w;
        cin >> u >> v >> w;
        adj[u].push_back({v, w});

    }
    const ll INF = numeric_limits<ll>::max();
    vector<ll> dist(n + 1, INF);
    priority_queue<pair<ll, int>, vector<pair<ll, int>>, greater<pair<ll, int>>> pq;
    dist[1] = 0;
    pq.push({0, 1});
    while (!pq.empty()) {
        auto [d, u] = pq.top();
        pq.pop();
        if (d > dist[u]) continue;
        for (auto [v, w] : adj[u]) {
            if (d + w < dist[v]) {
                dist[v] = d + w;
                pq.push({dist[v], v});
            }
        }
    }
    for (int i = 1; i <= n; i++) {
        if (i > 1) cout << ' ';
        cout << (dist[i] == INF ? -1 : dist[i]);
    }
    cout << '\\n';
    return 0;
}
`,
    fixedCode: `#include <bits/stdc++.h>
using namespace std;

typedef long long ll;

int main() {
    int n, m;
    cin >> n >> m;
    vector<vector<pair<int, ll>>> adj(n + 1);
    for (int i = 0; i < m; i++) {
        int u, v;
        ll w;
        cin >> u >> v >> w;
        adj[u].push_back({v, w});
        adj[v].push_back({u, w});
    }
    const ll INF = numeric_limits<ll>::max();
    vector<ll> dist(n + 1, INF);
    priority_queue<pair<ll, int>, vector<pair<ll, int>>, greater<pair<ll, int>>> pq;
    dist[1] = 0;
    pq.push({0, 1});
    while (!pq.empty()) {
        auto [d, u] = pq.top();
        pq.pop();
        if (d > dist[u]) continue;
        for (auto [v, w] : adj[u]) {
            if (d + w < dist[v]) {
                dist[v] = d + w;
                pq.push({dist[v], v});
            }
        }
    }
    for (int i = 1; i <= n; i++) {
        if (i > 1) cout << ' ';
        cout << (dist[i] == INF ? -1 : dist[i]);
    }
    cout << '\\n';
    return 0;
}
`,
    expectedBehavior: '64-bit distances and both directions of every road.',
    hints: [
      'What is the largest value a 32-bit int holds?',
      'Is the graph directed or undirected?',
      'Try a road listed as "2 1 5".',
    ],
    testCases: [
      {
        input: '3 2\n1 2 2000000000\n2 3 2000000000\n',
        expectedOutput: '0 2000000000 4000000000',
        hidden: false,
      },
      { input: '3 2\n2 1 5\n3 2 1\n', expectedOutput: '0 5 6', hidden: false },
      { input: '4 4\n1 2 5\n1 3 1\n3 2 2\n2 4 1\n', expectedOutput: '0 3 1 4', hidden: true },
      { input: '2 0\n', expectedOutput: '0 -1', hidden: true },
      {
        input: '4 3\n1 2 1000000000\n2 3 1000000000\n4 3 1000000000\n',
        expectedOutput: '0 1000000000 2000000000 3000000000',
        hidden: true,
      },
    ],
    bugs: [
      {
        description: 'Distances are stored in 32-bit ints, so sums above 2^31 - 1 overflow.',
        testIndexes: [0, 4],
      },
      {
        description: 'Each road is added in one direction only, although roads are two-way.',
        testIndexes: [1, 4],
      },
    ],
  },
  {
    id: 'aa-debug-edit-distance',
    title: 'Edit Distance Table Off by One',
    description: `The program computes the Levenshtein distance between two lines (insert, delete or substitute one
character, each costing 1). Either line may be empty. Some answers are too small and others too large.

**Input:** two lines \`a\` and \`b\`.
**Output:** the edit distance.`,
    language: 'rust',
    buggyCode: `use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut lines = input.split('\\n');
    let a: Vec<char> = lines.next().unwrap_or("").trim_end_matches('\\r').chars().collect();
    let b: Vec<char> = lines.next().unwrap_or("").trim_end_matches('\\r').chars().collect();
    let (n, m) = (a.len(), b.len());
    let mut dp = vec![vec![0usize; m + 1]; n + 1];
    for i in 0..n {
        dp[i][0] = i;
    }
    for j in 0..=m {
        dp[0][j] = j;
    }
    for i in 1..=n {
        for j in 1..=m {
            let sub = if a[i - 1] == b[j - 1] { 0 } else { 2 };
            dp[i][j] = (dp[i - 1][j] + 1).min(dp[i][j - 1] + 1).min(dp[i - 1][j - 1] + sub);
        }
    }
    println!("{}", dp[n][m]);
}
`,
    fixedCode: `use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut lines = input.split('\\n');
    let a: Vec<char> = lines.next().unwrap_or("").trim_end_matches('\\r').chars().collect();
    let b: Vec<char> = lines.next().unwrap_or("").trim_end_matches('\\r').chars().collect();
    let (n, m) = (a.len(), b.len());
    let mut dp = vec![vec![0usize; m + 1]; n + 1];
    for i in 0..=n {
        dp[i][0] = i;
    }
    for j in 0..=m {
        dp[0][j] = j;
    }
    for i in 1..=n {
        for j in 1..=m {
            let sub = if a[i - 1] == b[j - 1] { 0 } else { 1 };
            dp[i][j] = (dp[i - 1][j] + 1).min(dp[i][j - 1] + 1).min(dp[i - 1][j - 1] + sub);
        }
    }
    println!("{}", dp[n][m]);
}
`,
    expectedBehavior: 'dp[i][0] = i for every i including n, and a substitution costs 1.',
    hints: [
      'Does 0..n include n in Rust?',
      'Compare the cost of replacing one character with the statement.',
      'Try "abc" against an empty line.',
    ],
    testCases: [
      { input: 'kitten\nsitting\n', expectedOutput: '3', hidden: false },
      { input: 'abc\n\n', expectedOutput: '3', hidden: false },
      { input: 'a\nb\n', expectedOutput: '1', hidden: true },
      { input: 'same\nsame\n', expectedOutput: '0', hidden: true },
      { input: '\nxyz\n', expectedOutput: '3', hidden: true },
      { input: 'ab\nb\n', expectedOutput: '1', hidden: true },
    ],
    bugs: [
      {
        description: 'The range 0..n skips the last row, so dp[n][0] stays 0 instead of n.',
        testIndexes: [1],
      },
      {
        description: 'A substitution costs 2 (delete + insert) instead of 1.',
        testIndexes: [0, 2],
      },
    ],
  },
];

export const hardDebug: DebugProblem[] = [
  {
    id: 'aa-debug-knapsack',
    title: '0/1 Knapsack Reuses Items',
    description: `Each item has a weight and a value and can be taken **at most once**. The program should print the
maximum total value with total weight at most the capacity, using a one-dimensional DP array.
Values reach 10^9 and there are up to 100 items. The answers are too large on some inputs and
negative on others.

**Input:** \`n cap\`, then \`n\` lines \`weight value\`.
**Output:** the maximum value.`,
    language: 'java',
    buggyCode: `import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder sb = new StringBuilder();
        String line;
        while ((line = reader.readLine()) != null) sb.append(line).append(' ');
        StringTokenizer st = new StringTokenizer(sb.toString());
        int n = Integer.parseInt(st.nextToken());
        int cap = Integer.parseInt(st.nextToken());
        int[] w = new int[n];
        int[] v = new int[n];
        for (int i = 0; i < n; i++) {
            w[i] = Integer.parseInt(st.nextToken());
            v[i] = Integer.parseInt(st.nextToken());
        }
        int[] dp = new int[cap + 1];
        for (int i = 0; i < n; i++) {
            for (int c = w[i]; c <= cap; c++) {
                dp[c] = Math.max(dp[c], dp[c - w[i]] + v[i]);
            }
        }
        System.out.println(dp[cap]);
    }
}
`,
    fixedCode: `import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder sb = new StringBuilder();
        String line;
        while ((line = reader.readLine()) != null) sb.append(line).append(' ');
        StringTokenizer st = new StringTokenizer(sb.toString());
        int n = Integer.parseInt(st.nextToken());
        int cap = Integer.parseInt(st.nextToken());
        int[] w = new int[n];
        long[] v = new long[n];
        for (int i = 0; i < n; i++) {
            w[i] = Integer.parseInt(st.nextToken());
            v[i] = Long.parseLong(st.nextToken());
        }
        long[] dp = new long[cap + 1];
        for (int i = 0; i < n; i++) {
            for (int c = cap; c >= w[i]; c--) {
                dp[c] = Math.max(dp[c], dp[c - w[i]] + v[i]);
            }
        }
        System.out.println(dp[cap]);
    }
}
`,
    expectedBehavior:
      'Each item is used at most once (scan capacities downwards) and sums use 64-bit integers.',
    hints: [
      'In a 1-D table, which direction must the capacity loop run for 0/1 knapsack?',
      'How large can the sum of 100 values of 10^9 get?',
      'Try one light, valuable item and a large capacity.',
    ],
    testCases: [
      { input: '3 4\n1 15\n3 20\n4 30\n', expectedOutput: '35', hidden: false },
      { input: '1 10\n2 5\n', expectedOutput: '5', hidden: false },
      {
        input: '3 3\n1 1000000000\n1 1000000000\n1 1000000000\n',
        expectedOutput: '3000000000',
        hidden: true,
      },
      { input: '2 0\n1 5\n0 7\n', expectedOutput: '7', hidden: true },
      { input: '4 7\n3 4\n4 5\n2 3\n5 8\n', expectedOutput: '11', hidden: true },
    ],
    bugs: [
      {
        description:
          'Capacities are scanned upwards, so dp[c - w] may already include the same item and items are reused.',
        testIndexes: [0, 1],
      },
      {
        description: 'Values and sums are 32-bit ints, so totals above 2^31 - 1 overflow.',
        testIndexes: [2],
      },
    ],
  },
  {
    id: 'aa-debug-kruskal',
    title: 'Kruskal MST Adds the Wrong Edges',
    description: `The program computes the total weight of a minimum spanning tree with Kruskal's algorithm and a
union-find structure, or prints \`IMPOSSIBLE\` if the graph is disconnected. Its totals are too high.

**Input:** \`n m\`, then \`m\` lines \`u v w\` (undirected, nodes 1..n).
**Output:** the MST weight or \`IMPOSSIBLE\`.`,
    language: 'python3',
    buggyCode: `import sys


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    edges = []
    for i in range(m):
        u, v, w = int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])
        edges.append((u, v, w))
    edges.sort()
    parent = list(range(n + 1))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    total = 0
    used = 0
    for u, v, w in edges:
        ru, rv = find(u), find(v)
        if ru != rv:
            parent[u] = v
            total += w
            used += 1
    print(total if used == n - 1 else "IMPOSSIBLE")


main()
`,
    fixedCode: `import sys


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    edges = []
    for i in range(m):
        u, v, w = int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])
        edges.append((u, v, w))
    edges.sort(key=lambda e: e[2])
    parent = list(range(n + 1))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    total = 0
    used = 0
    for u, v, w in edges:
        ru, rv = find(u), find(v)
        if ru != rv:
            parent[ru] = rv
            total += w
            used += 1
    print(total if used == n - 1 else "IMPOSSIBLE")


main()
`,
    expectedBehavior: 'Edges are processed by increasing weight and union joins the two roots.',
    hints: [
      'What key does sort() use for a tuple?',
      'In union-find, which nodes should union connect?',
      'Trace a triangle whose heaviest edge is listed first.',
    ],
    testCases: [
      { input: '3 3\n1 2 10\n2 3 1\n1 3 2\n', expectedOutput: '3', hidden: false },
      { input: '4 2\n1 2 1\n3 4 1\n', expectedOutput: 'IMPOSSIBLE', hidden: false },
      { input: '1 0\n', expectedOutput: '0', hidden: true },
      { input: '4 5\n1 2 1\n2 3 1\n3 4 1\n1 3 5\n2 4 5\n', expectedOutput: '3', hidden: true },
      {
        input: '5 7\n1 2 3\n1 3 1\n2 3 1\n3 4 4\n4 5 2\n3 5 6\n2 5 1\n',
        expectedOutput: '5',
        hidden: true,
      },
      {
        input: '4 6\n1 2 1\n3 4 1\n1 3 1\n2 3 9\n2 4 9\n1 4 9\n',
        expectedOutput: '3',
        hidden: true,
      },
    ],
    bugs: [
      {
        description:
          'The tuples (u, v, w) are sorted by u, not by weight, so Kruskal does not pick the lightest edges first.',
        testIndexes: [0, 3, 4, 5],
      },
      {
        description:
          'Union links the raw nodes instead of their roots, which detaches u from its set and lets cycles in.',
        testIndexes: [4, 5],
      },
    ],
  },
];
