import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'dsa-12',
  order: 12,
  title: 'Weighted Graphs: Shortest Paths and Spanning Trees',
  description:
    'Find shortest paths with Dijkstra and Bellman-Ford, compute all-pairs distances with Floyd-Warshall, and build minimum spanning trees with Kruskal, Prim and union-find.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    "Run Dijkstra's algorithm with a priority queue and state its limits",
    'Handle negative edge weights with Bellman-Ford and detect negative cycles',
    'Compute all-pairs shortest paths with Floyd-Warshall',
    "Build minimum spanning trees with Kruskal's algorithm and union-find",
  ],
  lesson: `## From hops to weights

BFS finds shortest paths when every edge costs the same. On road networks, latency graphs or currency exchanges, edges have **weights**, and the fewest edges is not the cheapest route. All shortest-path algorithms are built on **relaxation**: if \`dist[u] + w(u, v) < dist[v]\`, we found a better way to reach \`v\` through \`u\`, so update \`dist[v]\`.

## Dijkstra's algorithm

Dijkstra grows a set of **settled** vertices whose shortest distance is final. It always settles the unsettled vertex with the smallest tentative distance, using a min-heap:

\`\`\`python
import heapq
def dijkstra(adj, src, n):
    dist = [float('inf')] * n
    dist[src] = 0
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist[u]:
            continue                    # stale entry
        for v, w in adj[u]:
            if d + w < dist[v]:
                dist[v] = d + w
                heapq.heappush(pq, (dist[v], v))
    return dist
\`\`\`

With a binary heap it runs in **O((V + E) log V)**. It is correct only with **non-negative** weights: the greedy argument "the closest unsettled vertex cannot be improved later" breaks if a negative edge could make a longer-looking path cheaper. To recover the path itself, record \`parent[v] = u\` on each successful relaxation and walk back from the target.

## Bellman-Ford

Bellman-Ford relaxes **every edge**, \`V - 1\` times. Since a shortest simple path has at most \`V - 1\` edges, that is enough. It handles negative weights, and if a \`V\`-th round still improves some distance, the graph contains a **negative cycle** reachable from the source, meaning no shortest path exists (you could loop forever and keep decreasing the cost). Time: **O(V·E)**. Currency arbitrage detection is the classic application.

## Floyd-Warshall

For distances between **all pairs** of vertices in a small, dense graph, Floyd-Warshall uses dynamic programming over allowed intermediate vertices:

\`\`\`python
for k in range(n):
    for i in range(n):
        for j in range(n):
            if d[i][k] + d[k][j] < d[i][j]:
                d[i][j] = d[i][k] + d[k][j]
\`\`\`

It is **O(V^3)**, works with negative edges (not negative cycles, which show up as \`d[i][i] < 0\`), and is only a few lines. For sparse graphs, running Dijkstra from every vertex is faster.

## Minimum spanning trees

A **spanning tree** of a connected undirected graph connects all \`V\` vertices with \`V - 1\` edges and no cycles. A **minimum spanning tree (MST)** has the smallest total weight: the cheapest way to cable buildings or connect servers.

**Kruskal's algorithm** sorts edges by weight and adds each edge that does not create a cycle. To check that quickly it uses **union-find** (disjoint set union):

\`\`\`python
parent = list(range(n))
def find(x):
    while parent[x] != x:
        parent[x] = parent[parent[x]]   # path compression (halving)
        x = parent[x]
    return x
def union(a, b):
    ra, rb = find(a), find(b)
    if ra == rb:
        return False                    # same component: edge would form a cycle
    parent[ra] = rb
    return True
\`\`\`

With path compression and union by rank, each operation is nearly O(1) (inverse Ackermann), so Kruskal costs **O(E log E)** for the sort. **Prim's algorithm** grows one tree from a start vertex, always adding the cheapest edge leaving it, using a heap like Dijkstra. Both are greedy algorithms that are provably optimal thanks to the *cut property*: the lightest edge crossing any cut belongs to some MST.
`,
  overview: {
    whatYouWillLearn: [
      'Edge relaxation improves a distance estimate when going through another vertex is shorter.',
      "Dijkstra's algorithm settles vertices in order of distance and requires non-negative weights.",
      'With a binary heap, Dijkstra runs in O((V + E) log V).',
      'Bellman-Ford relaxes every edge V - 1 times, handles negative weights and detects negative cycles.',
      'Floyd-Warshall computes all-pairs distances in O(V^3) with dynamic programming.',
      'A minimum spanning tree connects all vertices with minimum total weight; Kruskal builds it greedily using union-find.',
    ],
    proTip:
      'In a heap-based Dijkstra, skip stale entries with if d > dist[u]: continue right after popping; this lazy-deletion line replaces a decrease-key operation and is what keeps the simple implementation correct and fast.',
  },
  mcqs: [
    {
      question: 'What does relaxing an edge (u, v) with weight w do?',
      options: {
        A: 'Sets `dist[u] = dist[v] - w` in every case',
        B: 'Sets `dist[v] = dist[u] + w` if that is smaller',
        C: 'Removes the edge if `w` is larger than `dist[v]`',
        D: 'Adds `w` to every `dist[x]` for `x` reachable from `u`',
      },
      correct: 'B',
      explanation: 'Relaxation keeps the cheaper of the known distance and the route through u.',
    },
    {
      question: "Why can Dijkstra's algorithm give wrong answers with negative edge weights?",
      options: {
        A: 'Binary heaps cannot store negative numbers as keys',
        B: 'Negative weights make the graph disconnected',
        C: 'A settled vertex may still improve later',
        D: 'It loops forever on any negative edge it meets',
      },
      correct: 'C',
      explanation:
        'Its greedy assumption that the closest unsettled vertex is final no longer holds.',
    },
    {
      question: "What is the time complexity of Dijkstra's algorithm with a binary heap?",
      options: {
        A: '`O(V·E)`',
        B: '`O(V^2 log V)`',
        C: '`O(V + E)`',
        D: '`O((V + E) log V)`',
      },
      correct: 'D',
      explanation: 'Each vertex and edge can cause a heap operation costing O(log V).',
    },
    {
      question: 'How does Bellman-Ford detect a negative cycle?',
      options: {
        A: 'A distance still drops in an extra V-th round',
        B: "Some vertex's distance becomes exactly zero",
        C: 'The queue empties before every vertex is settled',
        D: 'Two vertices end with equal `dist` values',
      },
      correct: 'A',
      explanation:
        'After V - 1 rounds all shortest paths are final unless a negative cycle keeps lowering costs.',
    },
    {
      question: 'What is the time complexity of Floyd-Warshall?',
      options: {
        A: '`O(V^2 log V)`',
        B: '`O(V^2 + E)`',
        C: '`O(V^3)`',
        D: '`O(V^2·E)`',
      },
      correct: 'C',
      explanation: 'Three nested loops over the vertices.',
    },
    {
      question: 'How many edges does a spanning tree of a connected graph with V vertices have?',
      options: {
        A: '`V`',
        B: '`V - 1`',
        C: '`E - 1`',
        D: '`V + 1`',
      },
      correct: 'B',
      explanation: 'A tree on V vertices always has exactly V - 1 edges.',
    },
    {
      question: "In Kruskal's algorithm, what is union-find used for?",
      options: {
        A: 'Sorting the edges by weight',
        B: 'Storing the tentative distance of each vertex',
        C: 'Finding the cheapest edge that leaves the tree',
        D: 'Checking quickly whether an edge closes a cycle',
      },
      correct: 'D',
      explanation:
        'If both endpoints already share a component, the edge would form a cycle and is skipped.',
    },
    {
      question: 'In a heap-based Dijkstra, why check `if d > dist[u]: continue` after popping?',
      options: {
        A: 'It skips stale entries whose vertex was since improved',
        B: 'It stops the search as soon as the target vertex is found',
        C: 'It detects negative cycles while the search is running',
        D: 'It stops the heap from growing beyond V entries',
      },
      correct: 'A',
      explanation:
        'A vertex may be pushed several times; only the entry matching its final distance is processed.',
    },
    {
      question:
        'Which algorithm fits detecting currency arbitrage, modelled with negative log exchange rates?',
      options: {
        A: "Dijkstra's algorithm",
        B: 'Prim',
        C: 'Bellman-Ford',
        D: 'Kruskal',
      },
      correct: 'C',
      explanation: 'An arbitrage loop is a negative cycle, which Bellman-Ford detects.',
    },
    {
      question: 'How do you recover the actual shortest path after running Dijkstra?',
      options: {
        A: 'Sort the vertices by their final distances',
        B: 'Run BFS again, ignoring the edge weights',
        C: 'Use the order of `heapq.heappop(pq)[1]` results',
        D: 'Record `parent[v] = u` when relaxing',
      },
      correct: 'D',
      explanation: 'Walking the parent links back from the target rebuilds the path.',
    },
    {
      question: 'In Floyd-Warshall, what signals a negative cycle?',
      options: {
        A: 'Some `d[i][i]` drops below zero',
        B: 'Some `d[i][j]` stays infinite',
        C: 'The triple loop never ends on a cycle',
        D: 'Two rows such as `d[0]` and `d[1]` match',
      },
      correct: 'A',
      explanation: 'A vertex that can reach itself at negative cost lies on a negative cycle.',
    },
    {
      question: "How does Prim's algorithm build a minimum spanning tree?",
      options: {
        A: 'It adds edges in weight order, skipping cycles',
        B: 'It grows one component, adding the cheapest edge out of it',
        C: 'It relaxes every edge V - 1 times from a start vertex',
        D: 'It removes the heaviest edge until no cycle remains',
      },
      correct: 'B',
      explanation:
        'Prim grows a single tree with a heap of crossing edges; adding edges in weight order is Kruskal.',
    },
  ],
  problems: [],
};
