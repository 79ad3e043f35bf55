import type { BankLevel } from '@app/shared/content.schemas';
import { DIJKSTRA_MAX_HEAP_PATTERNS, DIJKSTRA_STALE_TEST_FLIPPED } from '../shared-pitfalls';

const v = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: false });
const h = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: true });

export const hard: BankLevel = {
  mcq: [
    {
      question:
        "What can the Bellman-Ford algorithm do that Dijkstra's algorithm cannot, and at what cost?",
      options: {
        A: 'Handle negative edge weights and detect negative cycles, in O(V * E)',
        B: 'Find all shortest paths in O(V + E), faster than Dijkstra',
        C: 'Work on undirected graphs, which Dijkstra cannot handle at all',
        D: 'Find the minimum spanning tree as well as the shortest paths',
      },
      correct: 'A',
      explanation:
        'Bellman-Ford relaxes every edge V - 1 times; one more improving pass reveals a negative cycle.',
    },
    {
      question: 'What does the Floyd-Warshall algorithm compute, and how fast?',
      options: {
        A: 'Single-source shortest paths in O(E log V) using a binary heap',
        B: 'Shortest paths between all pairs of vertices in O(V^3)',
        C: 'A topological order in O(V + E)',
        D: 'Strongly connected components of a directed graph in O(V^2)',
      },
      correct: 'B',
      explanation: 'It tries every vertex as an intermediate for every pair.',
    },
    {
      question:
        'Quickselect finds the k-th smallest element. What are its average and worst-case running times?',
      options: {
        A: 'O(log n) average, O(n) worst',
        B: 'O(n log n) in both cases (it sorts first)',
        C: 'O(n) average, O(n^2) worst',
        D: 'O(1) average, O(n^2 log n) worst',
      },
      correct: 'C',
      explanation:
        'Random-style partitioning gives linear expected time, but consistently bad pivots give O(n^2); median-of-medians pivots make the worst case O(n).',
    },
    {
      question:
        'Why is the O(n * W) dynamic programming solution of 0/1 knapsack called pseudo-polynomial?',
      options: {
        A: 'It only approximates the optimum, within a polynomial factor of it',
        B: 'It uses randomness, so it runs in polynomial time only on average inputs',
        C: 'It runs in polynomial time only while n stays below about 100 items',
        D: "Its time is polynomial in W's value, not in its bit length",
      },
      correct: 'D',
      explanation: 'Input size counts digits, and W can be exponentially large in its digit count.',
    },
    {
      question:
        'If someone found a polynomial-time algorithm for one NP-complete problem, what would follow?',
      options: {
        A: 'Every problem in NP could be solved in polynomial time, so that P = NP',
        B: 'Only that one problem would become easy',
        C: 'All undecidable problems would become decidable in polynomial time',
        D: 'Nothing, NP-complete problems are unrelated',
      },
      correct: 'A',
      explanation: 'Every NP problem reduces in polynomial time to any NP-complete problem.',
    },
    {
      question: 'Under which condition is A* search guaranteed to return a shortest path?',
      options: {
        A: 'The heuristic is zero at the start node and grows along every path',
        B: 'The heuristic never overestimates the true remaining cost (it is admissible)',
        C: 'The graph has no cycles (it is a DAG)',
        D: 'All edges have weight 1',
      },
      correct: 'B',
      explanation:
        'An admissible heuristic keeps A* from skipping the optimal path; with h = 0 it becomes Dijkstra.',
    },
    {
      question: "Which data structure makes Kruskal's minimum spanning tree algorithm efficient?",
      options: {
        A: 'A stack',
        B: 'A trie data structure keyed by edge weight',
        C: 'A union-find (disjoint set) structure to check for cycles',
        D: 'A hash set of added edges, used to look up cycles',
      },
      correct: 'C',
      explanation: 'Kruskal sorts edges and uses union-find to skip edges that would form a cycle.',
    },
    {
      question: 'How does the Knuth-Morris-Pratt algorithm achieve O(n + m) string matching?',
      options: {
        A: 'It hashes every substring of length m and compares the hashes',
        B: 'It compares characters from the end of the pattern, skipping ahead',
        C: "It sorts the text first, then binary-searches for the pattern's first character",
        D: 'A failure table shifts the pattern without rereading text',
      },
      correct: 'D',
      explanation: 'The prefix function reuses earlier matches instead of backing up in the text.',
    },
    {
      question: 'What is the difference between amortised and average-case complexity?',
      options: {
        A: 'Amortised averages over worst-case sequences; average case assumes an input distribution',
        B: 'They are the same thing (both give Θ(1) per operation)',
        C: 'Amortised analysis ignores the worst case completely and averages over random inputs instead',
        D: 'Average case applies only to sorting, while amortised applies to data structures',
      },
      correct: 'A',
      explanation: 'Amortised guarantees need no randomness assumption.',
    },
    {
      question:
        'How is the length of the longest strictly increasing subsequence computed in O(n log n)?',
      options: {
        A: 'Sort the array and count the distinct values, which takes O(n log n)',
        B: 'Keep the smallest tail for each length and place elements by binary search',
        C: 'Try all subsequences with memoization, which brings the cost down to O(n log n)',
        D: 'Use a max-heap of the elements',
      },
      correct: 'B',
      explanation:
        'The tails array stays sorted, so each element finds its position by binary search.',
    },
    {
      question:
        'What is the time and space of the standard edit distance DP for strings of lengths n and m?',
      options: {
        A: 'O(n + m) time and space, using two pointers',
        B: 'O(2^(n + m)) time, since every alignment is tried',
        C: 'O(n * m) time; O(min(n, m)) space if only the distance is needed',
        D: 'O(n log m) time and O(1) space, using binary search on the shorter string',
      },
      correct: 'C',
      explanation:
        'Each cell depends on three neighbours, so two rows suffice for the value alone.',
    },
    {
      question:
        'Which algorithms find the strongly connected components of a directed graph in linear time?',
      options: {
        A: 'Prim and Kruskal',
        B: 'Dijkstra and A*',
        C: 'Bellman-Ford and Floyd-Warshall, both in O(V * E) time',
        D: "Tarjan's and Kosaraju's algorithms, in O(V + E)",
      },
      correct: 'D',
      explanation: 'Both are DFS-based and visit every vertex and edge a constant number of times.',
    },
    {
      question:
        'To schedule the maximum number of non-overlapping intervals, which greedy rule is optimal?',
      options: {
        A: 'Repeatedly pick the compatible interval that ends earliest',
        B: 'Pick the shortest interval first',
        C: 'Repeatedly pick the compatible interval that starts earliest',
        D: 'Pick the interval with the fewest overlaps first, then repeat on the rest',
      },
      correct: 'A',
      explanation:
        'Finishing earliest leaves the most room; an exchange argument proves it optimal.',
    },
    {
      question:
        "Python's sorted() and Java's sort for objects use Timsort. Which property does it have?",
      options: {
        A: "It is unstable for objects and sorts in place, like Java's sort for ints",
        B: 'It always takes Θ(n log n) time, even on data that is already sorted',
        C: 'It is stable and runs in O(n) on sorted input by detecting runs',
        D: 'It only works on integers',
      },
      correct: 'C',
      explanation: 'Timsort merges natural runs found with insertion-sorted minimum runs.',
    },
  ],
  coding: [
    {
      id: 'algo-edit-distance',
      title: 'Edit distance',
      description:
        'The edit (Levenshtein) distance between two words is the minimum number of single-character insertions, deletions and substitutions that turn one into the other. Compute it with dynamic programming.\n\nInput: a line with T, then T lines each holding two non-empty words separated by a space.\n\nOutput: one distance per line.',
      examples: [
        {
          input: '2\nkitten sitting\nflaw lawn',
          output: '3\n2',
          explanation: 'kitten -> sitten -> sittin -> sitting; flaw -> law -> lawn.',
        },
        { input: '1\nabc abc', output: '0', explanation: 'Equal words need no edits.' },
      ],
      constraints: ['1 <= T <= 20', 'Words have at most 1000 lowercase letters'],
      testCases: [
        v('2\nkitten sitting\nflaw lawn', '3\n2'),
        v('1\nabc abc', '0'),
        h('1\na b', '1'),
        h('2\nintention execution\nhorse ros', '5\n3'),
        h('1\nabcdef azced', '3'),
        h('1\naaaaaaaaaa b', '10'),
        h('1\nsunday saturday', '3'),
      ],
      judge: {
        intendedComplexity: 'O(|a| * |b|) dynamic programming',
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
t, la, lb, k = map(int, args)
random.seed(' '.join(args))
alpha = 'abcdefghijklmnopqrstuvwxyz'[:k]
out = [str(t)]
for i in range(t):
    a = ''.join(random.choice(alpha) for _ in range(la))
    b = ''.join(random.choice(alpha) for _ in range(lb))
    if i % 2:
        a, b = b, a
    out.append(a + ' ' + b)
print('\n'.join(out))
`,
        tests: [
          { args: '1 1000 1000 26', label: 'T = 1, words of 1,000 letters' },
          { args: '20 20 20 4', label: 'T = 20, words of 20 letters' },
          { args: '20 1 1000 2', label: 'T = 20, one letter against 1,000' },
          { args: '5 300 300 1', label: 'T = 5, identical words of one repeated letter' },
          { args: '1 1 1 1', label: 'T = 1, one letter each' },
        ],
        validator: String.raw`import sys, re
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
t = int(lines[0])
assert 1 <= t <= 20, 'T out of range'
assert len(lines) == t + 1, 'expected T lines'
for line in lines[1:]:
    assert re.fullmatch(r'[a-z]{1,1000} [a-z]{1,1000}', line), 'bad words'
`,
        wrongSolutions: [
          {
            name: 'plain-recursion',
            language: 'python3',
            mustFail: 'TLE',
            why: 'Recurses on the three choices without memoisation: exponential time already for words of 20 letters',
            source: String.raw`import sys
sys.setrecursionlimit(10000)
def dist(a, b, i, j):
    if i == len(a):
        return len(b) - j
    if j == len(b):
        return len(a) - i
    if a[i] == b[j]:
        return dist(a, b, i + 1, j + 1)
    return 1 + min(dist(a, b, i + 1, j), dist(a, b, i, j + 1), dist(a, b, i + 1, j + 1))
data = sys.stdin.read().split()
t = int(data[0])
print('\n'.join(str(dist(data[1 + 2 * i], data[2 + 2 * i], 0, 0)) for i in range(t)))
`,
          },
          {
            name: 'no-substitution',
            language: 'python3',
            mustFail: 'WA',
            why: 'Counts only insertions and deletions (len(a) + len(b) - 2 * LCS), so a substitution costs 2',
            source: String.raw`import sys
def lcs(a, b):
    prev = [0] * (len(b) + 1)
    for i in range(1, len(a) + 1):
        cur = [0] * (len(b) + 1)
        for j in range(1, len(b) + 1):
            cur[j] = prev[j - 1] + 1 if a[i - 1] == b[j - 1] else max(prev[j], cur[j - 1])
        prev = cur
    return prev[len(b)]
data = sys.stdin.read().split()
t = int(data[0])
out = []
for i in range(t):
    a, b = data[1 + 2 * i], data[2 + 2 * i]
    out.append(str(len(a) + len(b) - 2 * lcs(a, b)))
print('\n'.join(out))
`,
          },
        ],
      },
      reference: {
        language: 'python3',
        source: String.raw`import sys

def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
        prev = cur
    return prev[len(b)]

def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = [str(edit_distance(data[1 + 2 * i], data[2 + 2 * i])) for i in range(t)]
    print('\n'.join(out))

main()
`,
      },
    },
    {
      id: 'algo-n-queens',
      title: 'Count N-Queens solutions',
      description:
        'Count the ways to place n queens on an n x n chessboard so that no two attack each other (no shared row, column or diagonal). Use backtracking: place one queen per row and prune columns and diagonals that are already attacked.\n\nInput: one integer n.\n\nOutput: the number of solutions.',
      examples: [
        {
          input: '4',
          output: '2',
          explanation: 'There are exactly two arrangements on a 4 x 4 board.',
        },
        { input: '1', output: '1', explanation: 'A single queen on a 1 x 1 board.' },
      ],
      constraints: ['1 <= n <= 10'],
      testCases: [
        v('4', '2'),
        v('1', '1'),
        h('2', '0'),
        h('3', '0'),
        h('5', '10'),
        h('6', '4'),
        h('8', '92'),
        h('10', '724'),
      ],
      judge: {
        intendedComplexity: 'backtracking that prunes attacked columns and diagonals',
        generator: String.raw`import sys
print(int(sys.stdin.readline()))
`,
        tests: [
          { args: '10', label: 'n = 10' },
          { args: '9', label: 'n = 9' },
          { args: '7', label: 'n = 7' },
        ],
        validator: String.raw`import sys
tokens = sys.stdin.read().split()
assert len(tokens) == 1, 'expected one integer'
assert 1 <= int(tokens[0]) <= 10, 'n out of range'
`,
        wrongSolutions: [
          {
            name: 'all-permutations',
            language: 'python3',
            mustFail: 'TLE',
            why: 'Tries all n! column orders and checks each board afterwards: 3.6 million boards for n = 10, no pruning',
            source: String.raw`import sys
from itertools import permutations
n = int(sys.stdin.read().split()[0])
count = 0
for p in permutations(range(n)):
    ok = True
    for i in range(n):
        for j in range(i + 1, n):
            if abs(p[i] - p[j]) == j - i:
                ok = False
                break
        if not ok:
            break
    if ok:
        count += 1
print(count)
`,
          },
          {
            name: 'one-diagonal',
            language: 'python3',
            mustFail: 'WA',
            why: 'Checks columns and only one diagonal direction, so it counts boards with attacking queens',
            source: String.raw`import sys
n = int(sys.stdin.read().split()[0])
def solve(row, cols, diag):
    if row == n:
        return 1
    count = 0
    for c in range(n):
        if c in cols or (row - c) in diag:
            continue
        count += solve(row + 1, cols | {c}, diag | {row - c})
    return count
print(solve(0, frozenset(), frozenset()))
`,
          },
        ],
      },
      reference: {
        language: 'python3',
        source: String.raw`import sys

def main():
    n = int(sys.stdin.read().split()[0])
    full = (1 << n) - 1

    def solve(cols, diag1, diag2):
        if cols == full:
            return 1
        count = 0
        free = full & ~(cols | diag1 | diag2)
        while free:
            bit = free & -free
            free -= bit
            count += solve(cols | bit, ((diag1 | bit) << 1) & full, (diag2 | bit) >> 1)
        return count

    print(solve(0, 0, 0))

main()
`,
      },
    },
  ],
  debug: [
    {
      id: 'algo-debug-dijkstra',
      title: 'Dijkstra returns distances that are too long or negative',
      description:
        'This C++ program runs Dijkstra\'s algorithm on a directed graph with non-negative weights. Input: n, m and the source s, then m edges "u v w" (1 <= w <= 10^9). It prints the distance from s to every vertex 1..n, or -1 if unreachable. Some distances are too large, and long paths print negative numbers.',
      language: 'cpp',
      buggyCode: String.raw`#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m, s;
    if (!(cin >> n >> m >> s)) return 0;
    vector<vector<pair<int, int>>> adj(n + 1);
    for (int i = 0; i < m; i++) {
        int u, v, w;
        cin >> u >> v >> w;
        adj[u].push_back({v, w});
    }
    vector<int> dist(n + 1, INT_MAX);
    vector<bool> done(n + 1, false);
    priority_queue<pair<int, int>, vector<pair<int, int>>, greater<pair<int, int>>> pq;
    dist[s] = 0;
    done[s] = true;
    pq.push({0, s});
    while (!pq.empty()) {
        auto [d, u] = pq.top();
        pq.pop();
        for (auto [v, w] : adj[u]) {
            if (!done[v] && d + w < dist[v]) {
                dist[v] = d + w;
                done[v] = true;
                pq.push({dist[v], v});
            }
        }
    }
    for (int i = 1; i <= n; i++) {
        cout << (dist[i] == INT_MAX ? -1 : dist[i]) << (i == n ? "\n" : " ");
    }
    return 0;
}
`,
      fixedCode: String.raw`#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m, s;
    if (!(cin >> n >> m >> s)) return 0;
    vector<vector<pair<int, long long>>> adj(n + 1);
    for (int i = 0; i < m; i++) {
        int u, v;
        long long w;
        cin >> u >> v >> w;
        adj[u].push_back({v, w});
    }
    const long long INF = LLONG_MAX;
    vector<long long> dist(n + 1, INF);
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<pair<long long, int>>> pq;
    dist[s] = 0;
    pq.push({0, s});
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
        cout << (dist[i] == INF ? -1 : dist[i]) << (i == n ? "\n" : " ");
    }
    return 0;
}
`,
      expectedBehavior:
        'With edges 1->2 (1), 2->3 (2), 1->3 (5), 3->4 (1) from vertex 1 it prints "0 1 3 4"; a path of three 10^9 edges has length 3000000000.',
      hints: [
        'A vertex is marked done as soon as it is first reached. Can a shorter path to it be found later?',
        'Dijkstra finalises a vertex when it is popped with its smallest distance, not when it is pushed.',
        'What is the largest value an int can hold?',
      ],
      testCases: [
        v('4 4 1\n1 2 1\n2 3 2\n1 3 5\n3 4 1', '0 1 3 4'),
        v('3 1 1\n1 2 7', '0 7 -1'),
        h('3 2 1\n1 2 1000000000\n2 3 1000000000', '0 1000000000 2000000000'),
        h('5 6 2\n2 1 4\n2 3 1\n3 1 1\n1 4 2\n3 4 5\n4 5 1', '2 0 1 4 5'),
        h('1 0 1', '0'),
        h(
          '4 3 1\n1 2 1000000000\n2 3 1000000000\n3 4 1000000000',
          '0 1000000000 2000000000 3000000000',
        ),
      ],
      bugs: [
        {
          description:
            'Vertices are marked done when first pushed, so a later, shorter path to them is ignored',
          testIndexes: [0, 3],
        },
        {
          description:
            'Distances are stored in int, which overflows for paths longer than about 2.1 * 10^9',
          testIndexes: [5],
        },
      ],
    },
    {
      id: 'algo-debug-quickselect',
      title: 'Quickselect returns the wrong k-th smallest',
      description:
        'This Java program answers "k-th smallest element" queries with quickselect and a Lomuto partition (pivot = last element). Input: n, the n integers, q, then q values of k (1-based, 1 <= k <= n). It prints one answer per query, but many are wrong and some queries crash.',
      language: 'java',
      buggyCode: String.raw`import java.io.*;
import java.util.*;

public class Main {
    static void swap(long[] a, int i, int j) {
        long t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    static int partition(long[] a, int lo, int hi) {
        long pivot = a[hi];
        int i = lo;
        for (int j = lo; j < hi - 1; j++) {
            if (a[j] < pivot) {
                swap(a, i, j);
                i++;
            }
        }
        swap(a, i, hi);
        return i;
    }

    static long select(long[] a, int k) {
        int lo = 0, hi = a.length - 1;
        while (lo < hi) {
            int p = partition(a, lo, hi);
            if (p == k) return a[p];
            if (k < p) hi = p - 1;
            else lo = p + 1;
        }
        return a[lo];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        long[] a = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            a[i] = (long) in.nval;
        }
        in.nextToken();
        int q = (int) in.nval;
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            in.nextToken();
            int k = (int) in.nval;
            out.append(select(a, k)).append('\n');
        }
        System.out.print(out);
    }
}
`,
      fixedCode: String.raw`import java.io.*;
import java.util.*;

public class Main {
    static void swap(long[] a, int i, int j) {
        long t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    static int partition(long[] a, int lo, int hi) {
        long pivot = a[hi];
        int i = lo;
        for (int j = lo; j < hi; j++) {
            if (a[j] < pivot) {
                swap(a, i, j);
                i++;
            }
        }
        swap(a, i, hi);
        return i;
    }

    static long select(long[] a, int k) {
        int lo = 0, hi = a.length - 1;
        while (lo < hi) {
            int p = partition(a, lo, hi);
            if (p == k) return a[p];
            if (k < p) hi = p - 1;
            else lo = p + 1;
        }
        return a[lo];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        long[] a = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            a[i] = (long) in.nval;
        }
        in.nextToken();
        int q = (int) in.nval;
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            in.nextToken();
            int k = (int) in.nval;
            out.append(select(a, k - 1)).append('\n');
        }
        System.out.print(out);
    }
}
`,
      expectedBehavior: 'For 7 2 9 4 1, k = 1 gives 1 and k = 3 gives 4.',
      hints: [
        'k is 1-based but array positions are 0-based.',
        'Which elements does the partition loop compare with the pivot? Is one left out?',
        'After partitioning, every element left of the pivot must be smaller than it.',
      ],
      testCases: [
        v('5\n7 2 9 4 1\n2\n1\n3', '1\n4'),
        v('3\n5 5 5\n1\n2', '5'),
        h('6\n-1 -1 3 0 2 8\n3\n6\n1\n4', '8\n-1\n2'),
        h('1\n42\n1\n1', '42'),
        h('7\n10 9 8 7 6 5 4\n3\n7\n1\n5', '10\n4\n8'),
        h('8\n3 1 4 1 5 9 2 6\n2\n4\n8', '3\n9'),
      ],
      bugs: [
        {
          description: 'The 1-based k is passed to select as if it were a 0-based position',
          testIndexes: [0, 4],
        },
        {
          description:
            'The partition loop stops at hi - 1, so the element just before the pivot is never compared',
          testIndexes: [2, 5],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'algo-pseudo-dijkstra',
      title: "Dijkstra's shortest paths",
      description:
        'Write pseudocode for dijkstra(graph, source) that returns the shortest distance from the source to every vertex of a directed graph with non-negative edge weights, using a priority queue.',
      requirements: [
        'Initialise all distances to infinity except the source',
        'Repeatedly take the vertex with the smallest tentative distance',
        'Relax its outgoing edges',
        'Skip outdated queue entries and report unreachable vertices',
      ],
      examples: [
        {
          scenario: 'Edges A->B 4, A->C 1, C->B 2 from A',
          expectedApproach: 'B gets 4 first, then is improved to 3 through C.',
        },
      ],
      evaluationCriteria: [
        'Initialisation',
        'Min-priority queue',
        'Relaxation',
        'Stale entries and complexity',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Set every distance to infinity and the source to 0',
            weight: 2,
            accept: ['infinity source 0', 'dist infinity', 'distance infinity'],
          },
          {
            idea: 'Use a min-priority queue (heap) keyed by distance',
            weight: 3,
            accept: ['priority queue', 'min heap', 'heap'],
          },
          {
            idea: 'Relax each edge: if dist[u] + w < dist[v] then update and push',
            weight: 3,
            accept: ['dist u w dist v', 'relax', 'd w less dist'],
          },
          {
            idea: 'Skip a popped entry whose distance is larger than the recorded one',
            weight: 2,
            accept: [
              'skip stale',
              'stale entry',
              'outdated',
              'greater than dist continue',
              'already visited',
            ],
          },
        ],
        edgeCases: [
          {
            case: 'Unreachable vertices keep infinity',
            accept: ['unreachable', 'still infinity', 'remains infinity'],
          },
          { case: 'Negative weights are not allowed', accept: ['negative'] },
        ],
        pitfalls: [
          {
            mistake:
              'Dijkstra must always expand the vertex with the smallest tentative distance (a min-heap); popping the largest finalises vertices before their shortest distance is known.',
            patterns: [...DIJKSTRA_MAX_HEAP_PATTERNS],
          },
          {
            mistake:
              'An edge improves v only when dist[u] + w is smaller than dist[v]; updating when it is larger replaces short distances with longer ones.',
            patterns: [
              'dist u w > dist v dist v =',
              'dist u w > dist v relax',
              'dist u w > dist v set dist v',
              'dist u weight > dist v dist v =',
              'dist u weight > dist v relax',
              'dist u weight > dist v set dist v',
              'd w > dist v dist v =',
              'd w > dist v relax',
              'd w > dist v set dist v',
              'dist u w >= dist v dist v =',
              'dist u w >= dist v relax',
              'dist u w >= dist v set dist v',
              'dist v < dist u w dist v =',
              'dist v < dist u w relax',
              'dist v < dist u w set dist v',
              'dist v < d w dist v =',
              'dist v < d w relax',
              'dist v < d w set dist v',
              'dist v <= dist u w dist v =',
              'dist v <= dist u w relax',
              'dist v <= dist u w set dist v',
              'dist v less dist u w dist v =',
              'dist v less dist u w relax',
              'dist v less dist u w set dist v',
              'dist v less new dist dist v =',
              'dist v less new dist relax',
              'dist v less new dist set dist v',
            ],
          },
          DIJKSTRA_STALE_TEST_FLIPPED,
          {
            mistake:
              "An entry is outdated only when its distance is strictly larger than dist[u]; with >= the up-to-date entry (d == dist[u]), the source's included, is skipped as well, so no edge is ever relaxed.",
            patterns: [
              'd >= dist u continue',
              'd >= dist u skip',
              'd >= dist u stale',
              'd >= dist u outdated',
              'dist u <= d continue',
              'dist u <= d skip',
              'dist u <= d stale',
            ],
          },
          {
            mistake:
              'A vertex is final only when it is popped with its smallest distance; marking it visited when it is first pushed stops later, shorter paths from improving it.',
            patterns: [
              'visited v = true',
              'v visited = true',
              'done v = true',
              'mark v visit',
              'mark v done',
              'mark v final',
              'add v to visit',
              'add v to done',
              'mark neighbour visit',
              'mark neighbour done',
              'visited neighbour = true',
            ],
          },
        ],
        modelAnswer: `1. SET dist[v] = infinity for every vertex; SET dist[source] = 0 (infinity except source 0)
2. SET pq = min priority queue (heap) containing (0, source)
3. WHILE pq is not empty:
4.    pop (d, u) with the smallest d
5.    IF d > dist[u] THEN continue (skip stale, outdated entry)
6.    FOR each edge (u, v, w): IF dist[u] + w < dist[v] THEN relax: dist[v] = dist[u] + w and push (dist[v], v)
7. RETURN dist; vertices that are unreachable still have infinity
8. The algorithm requires no negative weights; with a binary heap it runs in O((V + E) log V)`,
      },
    },
    {
      id: 'algo-pseudo-knapsack',
      title: '0/1 knapsack with item reconstruction',
      description:
        'Given n items with weights and values and a capacity W, write pseudocode that finds the maximum total value of items that fit (each item used at most once) and also reports which items were chosen.',
      requirements: [
        'Define a DP table over items and capacities',
        'Fill it with the take / skip recurrence',
        'Walk back through the table to list the chosen items',
        'State the time and space complexity',
      ],
      examples: [
        {
          scenario: 'Weights 1, 3, 4; values 15, 20, 30; W = 4',
          expectedApproach: 'Best value 35 with items 1 and 2 (weights 1 + 3).',
        },
      ],
      evaluationCriteria: [
        'Correct state definition',
        'Correct recurrence with the capacity check',
        'Reconstruction',
        'Complexity and edge cases',
      ],
      rubric: {
        ideas: [
          {
            idea: 'dp[i][c] = best value using the first i items with capacity c',
            weight: 2,
            accept: ['dp i c capacity', 'first i items capacity', 'table items capacity'],
          },
          {
            idea: 'Skip: dp[i-1][c]; take if weight fits: dp[i-1][c-w] + value; keep the maximum',
            weight: 4,
            accept: ['max dp i 1 c', 'maximum skip take', 'max skip take', 'take skip max'],
          },
          {
            idea: 'Backtrack from dp[n][W]: if the value changed, the item was taken and capacity drops by its weight',
            weight: 2,
            accept: ['walk back', 'backtrack', 'reconstruct', 'trace back'],
          },
          {
            idea: 'Complexity O(n * W)',
            weight: 2,
            accept: ['time o n w', 'space o n w', 'n times w', 'pseudo polynomial'],
          },
        ],
        edgeCases: [
          {
            case: 'An item heavier than the current capacity cannot be taken',
            accept: ['heavier', 'weight greater', 'does not fit', 'too heavy'],
          },
          {
            case: 'Capacity 0 or no items gives value 0',
            accept: ['capacity 0', 'no items', 'zero capacity'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'An item fits when its weight is at most the capacity (weight <= c); a strict < rejects items that fill the capacity exactly.',
            patterns: [
              'weight i < c',
              'weight < c',
              'weight < capacity',
              'c > weight',
              'capacity > weight',
              'w i < c',
              'wt i < c',
              'weight strict less c',
              'c strict greater weight',
            ],
          },
          {
            mistake:
              'During the walk back an item was taken only when dp[i][c] differs from dp[i - 1][c]; when they are equal the item was skipped and the capacity must stay the same.',
            patterns: [
              'dp i c == dp i - 1 c c - weight',
              'dp i c == dp i - 1 c c -= weight',
              'dp i c == dp i - 1 c subtract weight',
              'dp i c == dp i - 1 c reduc c',
              'dp i - 1 c == dp i c c - weight',
              'dp i - 1 c == dp i c c -= weight',
              'dp i - 1 c == dp i c subtract weight',
              'unchanged c - weight',
              'unchanged c -= weight',
              'unchanged subtract weight',
              'unchanged reduc capacity',
              'unchanged reduc c',
            ],
          },
          {
            mistake:
              'The table holds the best (largest) value, so each cell takes the maximum of skipping and taking the item; the minimum would prefer the worse choice.',
            patterns: [
              '= min dp',
              '= min skip take',
              '= min take skip',
              '= min of skip',
              '= min of take',
            ],
          },
          {
            mistake:
              'The walk back must go from item n down to item 1, starting at dp[n][W]; walking the items forward compares cells that are not on the optimal path and reports the wrong items.',
            patterns: [
              'c = w i = 1 2',
              'c = w walk i = 1 to',
              'i = 1 to n walk back',
              'i = 1 to n backtrack',
              'i 1 to n reconstruct',
              'reconstruct i = 1 to',
              'reconstruct i = 1 2',
              'walk back i = 1 to',
              'backtrack i = 1 to',
              'walk items i = 1 2',
              'reconstruct from first item',
              'backtrack from first item',
              'walk forward',
              'walk items forward',
            ],
          },
        ],
        modelAnswer: `1. SET dp = table of (n + 1) x (W + 1) zeros; dp[i][c] = best value of the first i items with capacity c (capacity 0 or no items gives 0)
2. FOR i = 1 to n: FOR c = 0 to W:
3.    SET dp[i][c] = dp[i - 1][c] (skip item i)
4.    IF weight[i] <= c THEN dp[i][c] = max(dp[i - 1][c], dp[i - 1][c - weight[i]] + value[i]) (max of skip and take)
5.    (an item heavier than c does not fit and is skipped)
6. SET c = W; FOR i = n down to 1 (walk back / backtrack):
7.    IF dp[i][c] != dp[i - 1][c] THEN item i was taken; c = c - weight[i]
8. RETURN dp[n][W] and the taken items
9. Time and space are O(n * W)`,
      },
    },
  ],
};
