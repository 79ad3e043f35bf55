import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'dsa-12',
  order: 12,
  title: 'Weighted Graphs: Shortest Paths and Spanning Trees',
  description: 'Find shortest paths with Dijkstra and Bellman-Ford, compute all-pairs distances with Floyd-Warshall, and build minimum spanning trees with Kruskal, Prim and union-find.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Run Dijkstra\'s algorithm with a priority queue and state its limits',
    'Handle negative edge weights with Bellman-Ford and detect negative cycles',
    'Compute all-pairs shortest paths with Floyd-Warshall',
    'Build minimum spanning trees with Kruskal\'s algorithm and union-find',
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
      'Dijkstra\'s algorithm settles vertices in order of distance and requires non-negative weights.',
      'With a binary heap, Dijkstra runs in O((V + E) log V).',
      'Bellman-Ford relaxes every edge V - 1 times, handles negative weights and detects negative cycles.',
      'Floyd-Warshall computes all-pairs distances in O(V^3) with dynamic programming.',
      'A minimum spanning tree connects all vertices with minimum total weight; Kruskal builds it greedily using union-find.',
    ],
    proTip: 'In a heap-based Dijkstra, skip stale entries with if d > dist[u]: continue right after popping; this lazy-deletion line replaces a decrease-key operation and is what keeps the simple implementation correct and fast.',
  },
  mcqs: [
    {
      question: 'What does relaxing an edge (u, v) with weight w do?',
      options: {
        A: 'Deletes the edge if w is large',
        B: 'Updates dist[v] to dist[u] + w if that is smaller',
        C: 'Doubles the weight of the edge',
        D: 'Marks v as visited permanently',
      },
      correct: 'B',
      explanation: 'Relaxation improves a tentative distance whenever a shorter route through u is found.',
    },
    {
      question: 'Why can Dijkstra\'s algorithm give wrong answers with negative edge weights?',
      options: {
        A: 'Its greedy assumption that the closest unsettled vertex is final no longer holds',
        B: 'Heaps cannot store negative numbers',
        C: 'It only works on trees',
        D: 'Negative weights make the graph disconnected',
      },
      correct: 'A',
      explanation: 'A negative edge could later make an already settled vertex cheaper.',
    },
    {
      question: 'What is the time complexity of Dijkstra with a binary heap?',
      options: {
        A: 'O(V^3)',
        B: 'O(E^2)',
        C: 'O((V + E) log V)',
        D: 'O(V + E)',
      },
      correct: 'C',
      explanation: 'Each vertex and edge causes at most a logarithmic heap operation.',
    },
    {
      question: 'How does Bellman-Ford detect a negative cycle?',
      options: {
        A: 'A distance becomes zero',
        B: 'The heap becomes empty early',
        C: 'The graph has more edges than vertices',
        D: 'A distance still improves in an extra V-th round of relaxation',
      },
      correct: 'D',
      explanation: 'After V - 1 rounds all shortest paths are final unless a negative cycle exists.',
    },
    {
      question: 'What is the time complexity of Floyd-Warshall?',
      options: {
        A: 'O(V^3)',
        B: 'O(E log V)',
        C: 'O(V^2)',
        D: 'O(V + E)',
      },
      correct: 'A',
      explanation: 'Three nested loops over the vertices compute all-pairs distances.',
    },
    {
      question: 'How many edges does a spanning tree of a connected graph with V vertices have?',
      options: {
        A: 'V',
        B: 'V - 1',
        C: 'E - V',
        D: '2V',
      },
      correct: 'B',
      explanation: 'A tree on V vertices always has exactly V - 1 edges.',
    },
    {
      question: 'In Kruskal\'s algorithm, what is union-find used for?',
      options: {
        A: 'Sorting the edges by weight',
        B: 'Storing distances from the source',
        C: 'Checking in near-constant time whether an edge would connect two vertices already in the same component',
        D: 'Finding the heaviest edge',
      },
      correct: 'C',
      explanation: 'Union-find tracks components so cycle-creating edges can be skipped.',
    },
    {
      question: 'In a heap-based Dijkstra, why check if d > dist[u]: continue after popping?',
      options: {
        A: 'To skip outdated heap entries for vertices that were already reached more cheaply',
        B: 'To detect negative cycles',
        C: 'To stop the algorithm early at the target',
        D: 'To remove duplicate edges',
      },
      correct: 'A',
      explanation: 'Lazy deletion leaves stale entries in the heap, so they must be ignored when popped.',
    },
    {
      question: 'Which algorithm is the best fit for detecting currency arbitrage, modelled with negative log exchange rates?',
      options: {
        A: 'BFS',
        B: 'Dijkstra',
        C: 'Prim',
        D: 'Bellman-Ford',
      },
      correct: 'D',
      explanation: 'Arbitrage appears as a negative cycle, which Bellman-Ford can detect.',
    },
  ],
  problems: [],
};
