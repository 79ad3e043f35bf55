import type { Mcq } from '@app/shared/content.schemas';

export const easyMcq: Mcq[] = [
  {
    question: 'What is the time complexity of BFS on a graph stored as adjacency lists?',
    options: {
      A: 'O(E log V)',
      B: 'O((V + E) log V)',
      C: 'O(V + E)',
      D: 'O(VE)',
    },
    correct: 'C',
    explanation:
      'Each vertex is enqueued once and each edge is examined a constant number of times.',
  },
  {
    question: 'Why does a graph traversal mark vertices as visited?',
    options: {
      A: 'So cycles do not make it loop forever or process a vertex many times',
      B: 'So it visits vertices in alphabetical order',
      C: 'So that it can handle graphs with negative edge weights',
      D: 'So it needs no queue or stack',
    },
    correct: 'A',
    explanation:
      'A graph may contain cycles, so without a visited mark a traversal can return to the same vertex endlessly or repeat work.',
  },
  {
    question:
      'Which recursive computation gains the most from dynamic programming, because the same subproblems recur many times?',
    options: {
      A: 'Merge sort of an array, by halves',
      B: 'Binary search in a sorted array',
      C: 'Maximum of an array, found by splitting it in halves',
      D: 'Counting grid paths moving only right or down',
    },
    correct: 'D',
    explanation:
      'The path count of each cell is needed by several larger subproblems, so caching it turns exponential recursion into O(rows x cols), while the other three split into disjoint subproblems.',
  },
  {
    question: 'What is memoization?',
    options: {
      A: 'Rewriting recursion as an infinite loop',
      B: 'Caching results so each subproblem is solved once',
      C: 'Writing the algorithm down in pseudocode before coding it',
      D: 'Storing the input in a compressed form to save memory',
    },
    correct: 'B',
    explanation: 'Memoization is top-down DP: recursion plus a cache keyed by the subproblem.',
  },
  {
    question: 'What does BFS guarantee in an unweighted graph?',
    options: {
      A: 'It finds the lightest path in any weighted graph',
      B: 'Each vertex is first reached by a path with fewest edges',
      C: 'It visits vertices in alphabetical order',
      D: 'It detects negative cycles',
    },
    correct: 'B',
    explanation:
      'BFS explores in layers of increasing distance, so the first discovery is by a shortest path.',
  },
  {
    question:
      "All edge weights are non-negative and Dijkstra's algorithm pops vertex v with distance 5 from its priority queue. What can it conclude?",
    options: {
      A: 'v is reached with the fewest edges from the source',
      B: "v's distance may still drop below 5 when later edges are relaxed",
      C: '5 is final, as paths via queued vertices cost 5 or more',
      D: 'All neighbours of v are already finalised',
    },
    correct: 'C',
    explanation:
      'With non-negative weights no path through an unfinalised vertex can be cheaper than the smallest key in the queue, so the popped distance is final.',
  },
  {
    question:
      'A DAG has the edges a -> b, a -> c and c -> b. Which order is a valid topological order?',
    options: {
      A: 'b, c, a',
      B: 'a, c, b',
      C: 'a, b, c',
      D: 'c, a, b',
    },
    correct: 'B',
    explanation:
      'Every edge must point forward in the order, so a comes before c and c comes before b.',
  },
  {
    question: 'What is a union-find (disjoint set) structure used for?',
    options: {
      A: 'Storing key-value pairs in sorted order',
      B: 'Sorting numbers in linear time',
      C: 'Tracking which elements share a set and merging sets',
      D: 'Finding shortest paths in graphs with negative edge weights',
    },
    correct: 'C',
    explanation:
      "Union-find answers 'are these connected?' and merges components, for example in Kruskal's algorithm.",
  },
  {
    question: 'How much memory does an adjacency matrix use for a graph with V vertices?',
    options: {
      A: 'O(V^2)',
      B: 'O(E)',
      C: 'O(log V)',
      D: 'O(V + E)',
    },
    correct: 'A',
    explanation:
      'The matrix has a cell for every ordered pair of vertices, regardless of how many edges exist.',
  },
  {
    question: 'What does relaxing the edge (u, v) with weight w do in a shortest-path algorithm?',
    options: {
      A: 'Deletes the edge (u, v) from the graph permanently',
      B: 'Lowers dist[v] when going through u is cheaper',
      C: 'Sets the weight w to zero so the edge becomes free',
      D: 'Marks v finished, setting dist[v] = dist[u] for good',
    },
    correct: 'B',
    explanation:
      'Relaxation checks whether going through u gives a shorter path to v and, if so, records it.',
  },
  {
    question: 'Which problem does a greedy rule solve optimally?',
    options: {
      A: 'Minimum spanning tree: cheapest edge that forms no cycle',
      B: '0/1 knapsack: take items in order of value per unit of weight',
      C: 'Coin change with arbitrary coins: always the largest coin first',
      D: 'Travelling salesman: always visit the nearest unvisited city next',
    },
    correct: 'A',
    explanation:
      "The cut property makes Kruskal's cheapest-safe-edge rule optimal, while the other greedy rules fail on some inputs.",
  },
  {
    question: 'Which traversal uses a stack, either explicitly or through recursion?',
    options: {
      A: 'Breadth-first search',
      B: "Dijkstra's algorithm",
      C: 'Level-order traversal',
      D: 'Depth-first search',
    },
    correct: 'D',
    explanation:
      'DFS goes as deep as possible before backtracking, which is last-in first-out behaviour.',
  },
  {
    question: 'What does the tabulation (bottom-up) style of DP do?',
    options: {
      A: 'Guesses answers and checks them',
      B: 'Starts from the full problem and recurses down to the base cases',
      C: 'Sorts subproblems by their answers',
      D: 'Fills a table from the smallest subproblems upward',
    },
    correct: 'D',
    explanation:
      'Bottom-up DP iterates in an order where every needed subproblem is already computed.',
  },
  {
    question: 'How many ways are there to climb 4 stairs taking 1 or 2 steps at a time?',
    options: {
      A: '5',
      B: '6',
      C: '4',
      D: '8',
    },
    correct: 'A',
    explanation: 'ways(n) = ways(n-1) + ways(n-2) gives 1, 2, 3, 5 for n = 1..4.',
  },
];

export const mediumMcq: Mcq[] = [
  {
    question: "What is the time complexity of Dijkstra's algorithm with a binary heap?",
    options: {
      A: 'O(V^3)',
      B: 'O(VE)',
      C: 'O((V + E) log^2 V)',
      D: 'O((V + E) log V)',
    },
    correct: 'D',
    explanation:
      'Each edge relaxation may push onto the heap, and each heap operation costs O(log V).',
  },
  {
    question:
      'How many rounds of relaxing all edges does Bellman-Ford need to find shortest paths without negative cycles?',
    options: {
      A: 'V - 1',
      B: 'log V',
      C: 'V',
      D: 'E - 1',
    },
    correct: 'A',
    explanation:
      'A shortest simple path has at most V - 1 edges, and each round fixes at least one more edge of it.',
  },
  {
    question: 'How does Bellman-Ford detect a negative cycle reachable from the source?',
    options: {
      A: 'Two vertices end up with the same distance after V - 1 rounds',
      B: 'The priority queue becomes empty',
      C: 'An edge can still be relaxed after V - 1 rounds',
      D: 'A vertex is visited twice during a DFS from the source',
    },
    correct: 'C',
    explanation:
      'If distances keep improving after V - 1 rounds, some path can be made arbitrarily cheap.',
  },
  {
    question:
      'In a union-find structure with path compression, what does find(x) do besides returning the root?',
    options: {
      A: "Merges x's set with the set of its neighbour",
      B: 'Points each node on the path straight at the root',
      C: 'Sorts the elements of the set by rank',
      D: 'Removes x from its set',
    },
    correct: 'B',
    explanation:
      'Path compression flattens the tree while walking it, which (with union by rank) makes operations effectively constant time.',
  },
  {
    question: 'What is the time complexity of the classic LCS DP for strings of lengths n and m?',
    options: {
      A: 'O(2^(n+m))',
      B: 'O(n + m)',
      C: 'O(n log m)',
      D: 'O(nm)',
    },
    correct: 'D',
    explanation: 'The table has (n+1)(m+1) cells, each filled in constant time.',
  },
  {
    question:
      'A 1-D DP counts the ways to make amount A from given coin values, with dp[0] = 1. Which loop order counts combinations (1+2 and 2+1 once) rather than ordered sequences?',
    options: {
      A: 'Amounts in the outer loop, coins in the inner loop',
      B: 'Either order; both give the same count',
      C: 'Amounts from high to low outside, coins inside',
      D: 'Coins in the outer loop, amounts low to high inside',
    },
    correct: 'D',
    explanation:
      'With coins outermost each combination is built in one fixed coin order and counted once, while amounts outermost counts every ordering.',
  },
  {
    question:
      'In Floyd-Warshall, why must the loop over the intermediate vertex k be the outermost loop?',
    options: {
      A: 'Round k builds on paths via intermediates below k',
      B: 'To keep the algorithm stable when distances are equal',
      C: 'Because k indexes the edges of the graph rather than vertices',
      D: 'It need not be; any loop order gives the same result',
    },
    correct: 'A',
    explanation:
      'The DP is over the set of allowed intermediate vertices, so every pair must be updated for k before k + 1 is considered.',
  },
  {
    question: 'In a DFS-based topological sort, how is the order produced?',
    options: {
      A: 'Vertices sorted by how many edges point into them',
      B: 'Vertices in reverse order of DFS finish times',
      C: 'Vertices in BFS order starting from any chosen root',
      D: 'Vertices in the order DFS first discovers them',
    },
    correct: 'B',
    explanation:
      'A vertex finishes only after all its successors, so reversing finish order puts it before them.',
  },
  {
    question: 'Which algorithm finds the maximum subarray sum in O(n)?',
    options: {
      A: "Floyd's cycle detection",
      B: "Kadane's algorithm",
      C: "Prim's algorithm",
      D: "Kruskal's algorithm",
    },
    correct: 'B',
    explanation: 'Kadane keeps the best sum ending at each position: max(x, best + x).',
  },
  {
    question: 'How can you test whether an undirected graph is bipartite?',
    options: {
      A: 'Check whether it has no cycles at all',
      B: 'Run Dijkstra from one vertex and look for equal distances',
      C: 'Two-colour it with BFS or DFS and check every edge',
      D: 'Check whether it has an even number of vertices',
    },
    correct: 'C',
    explanation:
      'A graph is bipartite exactly when it has no odd cycle, which two-colouring detects.',
  },
  {
    question:
      'With coins {1, 3, 4} and amount 6, what happens with the greedy largest-coin-first approach?',
    options: {
      A: 'Greedy cannot make 6 at all',
      B: 'Greedy uses 4+1+1 = 6, three coins, the optimum',
      C: 'Greedy uses three coins, but two (3+3) suffice',
      D: 'Greedy finds the optimum, 3+3',
    },
    correct: 'C',
    explanation:
      'Greedy coin change is only optimal for canonical coin systems, so DP is needed in general.',
  },
  {
    question: "What is the difference between Prim's and Kruskal's MST algorithms?",
    options: {
      A: 'Kruskal needs negative edge weights to work',
      B: 'Prim grows one tree; Kruskal adds cheapest edges globally',
      C: 'Prim works only on directed graphs with a single source',
      D: 'Prim finds shortest paths; Kruskal finds spanning trees',
    },
    correct: 'B',
    explanation: 'Both produce a minimum spanning tree; Kruskal relies on sorting plus union-find.',
  },
  {
    question: 'What does memoization need for a subproblem to be cached correctly?',
    options: {
      A: 'The result must depend only on the parameters in the key',
      B: 'The result must be a boolean',
      C: 'The function must first be rewritten iteratively, without recursion',
      D: 'The parameters must be sorted',
    },
    correct: 'A',
    explanation:
      'If the result depends on hidden state not in the key, cached answers become wrong.',
  },
  {
    question: "What is the time complexity of Kahn's algorithm for topological sorting?",
    options: {
      A: 'O(V + E)',
      B: 'O(E log E)',
      C: 'O(V^2)',
      D: 'O(V log V)',
    },
    correct: 'A',
    explanation: 'Each vertex enters the queue once and each edge decrements one in-degree.',
  },
];

export const hardMcq: Mcq[] = [
  {
    question:
      "In Tarjan's SCC algorithm, when is a vertex v the root of a strongly connected component?",
    options: {
      A: 'When v is visited for the second time',
      B: 'When low[v] == index[v] after its successors',
      C: 'When low[v] < low[w] for all w, and index[v] > 0',
      D: 'When v has no outgoing edges',
    },
    correct: 'B',
    explanation:
      "Then no vertex in v's subtree reaches above v, so v and the stack above it form an SCC.",
  },
  {
    question:
      'The O(n log n) LIS algorithm keeps a tails array (tails[i] is the smallest tail of a strictly increasing subsequence of length i + 1). What is it after processing 3, 1, 4, 1, 5, 9, 2, 6?',
    options: {
      A: '[1, 2, 5, 6]: length 4, not itself a subsequence',
      B: '[1, 4, 5, 9], the first increasing subsequence found',
      C: '[3, 4, 5, 6], an actual longest increasing subsequence',
      D: '[1, 2, 6], because 2 replaces 4 and 6 replaces 5 and 9',
    },
    correct: 'A',
    explanation:
      'Each value replaces the first tail that is not smaller than it (2 replaces 4, 6 replaces 9), so tails ends as [1, 2, 5, 6] and only its length is meaningful.',
  },
  {
    question: 'What is the time complexity of the bitmask DP for the travelling salesman problem?',
    options: {
      A: 'O(2^n)',
      B: 'O(n^3 * 2^n)',
      C: 'O(2^n * n^2)',
      D: 'O(n!)',
    },
    correct: 'C',
    explanation: 'There are 2^n * n states and each considers n possible next cities.',
  },
  {
    question: 'What does the max-flow min-cut theorem state?',
    options: {
      A: 'Maximum flow equals the number of vertices',
      B: 'Max flow equals the minimum capacity of a cut separating s from t',
      C: 'Minimum cut equals the shortest path length',
      D: 'Maximum flow is always half the total capacity',
    },
    correct: 'B',
    explanation:
      'A minimum cut is a bottleneck, and augmenting paths can saturate exactly that bottleneck.',
  },
  {
    question: 'What is the running time of Edmonds-Karp (BFS augmenting paths)?',
    options: {
      A: 'O(E log V)',
      B: 'O(V * E^2)',
      C: 'O(V^2 * E)',
      D: 'O(V + E)',
    },
    correct: 'B',
    explanation: 'Using shortest augmenting paths bounds the number of augmentations by O(V * E).',
  },
  {
    question:
      'Which property of the heuristic lets A* graph search (with a closed set) expand each node at most once and still return an optimal path?',
    options: {
      A: 'It never underestimates the remaining cost to the goal node',
      B: "Across any edge, h drops by at most the edge's cost",
      C: 'It is recomputed randomly whenever a node is expanded',
      D: 'It counts the edges to the goal, ignoring their weights',
    },
    correct: 'B',
    explanation:
      "A consistent heuristic makes f-values non-decreasing along paths, so a node's first expansion already has its optimal cost.",
  },
  {
    question: "How does Johnson's algorithm allow Dijkstra on graphs with negative edges?",
    options: {
      A: 'Reweights edges with potentials so none is negative',
      B: 'Adds the same large constant to every edge weight in the graph',
      C: 'It runs Dijkstra backwards',
      D: 'It removes all negative edges',
    },
    correct: 'A',
    explanation: "w'(u,v) = w(u,v) + h(u) - h(v) is non-negative and preserves shortest paths.",
  },
  {
    question: 'What does lazy propagation add to a segment tree?',
    options: {
      A: 'Persistent versions of the whole tree after every update',
      B: 'Point queries in O(1)',
      C: 'Automatic rebalancing like an AVL tree',
      D: 'Range updates in O(log n) by deferring child updates',
    },
    correct: 'D',
    explanation:
      'Pending updates are stored at internal nodes and pushed down only when a query or update visits them.',
  },
  {
    question:
      "In an undirected graph's DFS tree, when is a non-root vertex u an articulation point?",
    options: {
      A: 'When some child v has low[v] >= disc[u]',
      B: 'When u has more than two neighbours in the DFS tree',
      C: 'When low[u] == disc[u]',
      D: 'When u is a leaf of the DFS tree',
    },
    correct: 'A',
    explanation: "Then v's subtree cannot reach above u without u, so removing u disconnects it.",
  },
  {
    question: 'What does the KMP failure (prefix) function store at position i?',
    options: {
      A: 'The number of times pattern[i] occurs',
      B: 'The hash of the prefix ending at i',
      C: 'The longest proper prefix that is also a suffix, up to i',
      D: 'The index of the next mismatch',
    },
    correct: 'C',
    explanation:
      'On a mismatch KMP jumps to that length instead of restarting, giving O(n + m) matching.',
  },
  {
    question: 'How can the n-th Fibonacci number be computed in O(log n) arithmetic operations?',
    options: {
      A: 'Bottom-up DP that keeps only the last two values',
      B: 'Binary search on the answer over all candidates',
      C: 'Matrix exponentiation by repeated squaring',
      D: 'Memoized recursion',
    },
    correct: 'C',
    explanation: 'Matrix exponentiation evaluates any fixed linear recurrence in O(k^3 log n).',
  },
  {
    question:
      'If problem A is NP-hard and A reduces in polynomial time to problem B, what follows?',
    options: {
      A: 'B is no harder than A',
      B: 'B can be solved in polynomial time',
      C: 'A can be solved in polynomial time',
      D: 'B is NP-hard too',
    },
    correct: 'D',
    explanation: 'A polynomial-time solver for B would solve A, so B is at least as hard as A.',
  },
  {
    question:
      "What is the key condition for Dijkstra's lazy-deletion priority queue implementation to be correct?",
    options: {
      A: 'Skip popped entries whose distance is out of date',
      B: 'Never push the same vertex onto the priority queue twice',
      C: 'Relax each edge exactly once before the main loop starts',
      D: 'Pop the largest distance first',
    },
    correct: 'A',
    explanation:
      'Stale entries remain in the heap after decrease-key is simulated by pushing, and must be ignored.',
  },
  {
    question: 'Why does the 1-D 0/1 knapsack DP iterate capacities from high to low?',
    options: {
      A: 'Because the item weights are sorted in descending order',
      B: 'To make the loop faster',
      C: 'To let each item be used any number of times, as in dp[c + w]',
      D: 'So dp[c - w] still holds the value before this item',
    },
    correct: 'D',
    explanation:
      'Iterating upwards would read values already updated with the same item, which is the unbounded knapsack.',
  },
];
