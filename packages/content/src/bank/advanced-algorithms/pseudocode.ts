import type { PseudocodeProblem } from '@app/shared/content.schemas';
import { DIJKSTRA_MAX_HEAP_PATTERNS, DIJKSTRA_STALE_TEST_FLIPPED } from '../shared-pitfalls';

export const easyPseudocode: PseudocodeProblem[] = [
  {
    id: 'aa-pseudo-grid-bfs',
    title: 'Shortest Path in a Grid Maze',
    description: `A maze is a grid of open cells and walls. From a start cell you may move up, down, left or right into
open cells. Write pseudocode that returns the minimum number of moves to reach a target cell, or -1
when it cannot be reached.`,
    requirements: [
      'Use breadth-first search.',
      'Never leave the grid or enter a wall.',
      'Return -1 when the target is unreachable.',
    ],
    examples: [
      {
        scenario: 'A 3x3 open grid from the top-left to the bottom-right corner.',
        expectedApproach: 'BFS reaches the corner after 4 moves.',
      },
      {
        scenario: 'The target is surrounded by walls.',
        expectedApproach: 'The queue empties without reaching it, so the answer is -1.',
      },
    ],
    evaluationCriteria: [
      'Queue-based BFS with distances',
      'Bounds and wall checks',
      'Visited marking to avoid repeats',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Use a queue starting from the start cell with distance 0',
          weight: 3,
          accept: [
            'queue',
            'enqueue start',
            'fifo',
            'frontier start',
            'level by level',
            'frontier',
          ],
        },
        {
          idea: 'Explore the four neighbours of each cell',
          weight: 2,
          accept: [
            'four neighbours',
            'four neighbors',
            '4 neighbours',
            '4 neighbors',
            'up down left right',
            'each neighbour',
            'every neighbour',
            'dr dc',
          ],
        },
        {
          idea: 'Skip cells outside the grid, walls and visited cells',
          weight: 3,
          accept: [
            'inside grid',
            'within bounds',
            'in bounds',
            'out of bounds',
            'not wall',
            'visited',
            'seen',
            'rows cols',
            'inside maze',
          ],
        },
        {
          idea: 'Return the distance when the target is dequeued or reached',
          weight: 2,
          accept: [
            'return distance',
            'return dist',
            'reached target',
            'equals target',
            'target return steps',
            'target return level',
            'return steps',
          ],
        },
      ],
      edgeCases: [
        {
          case: 'Target unreachable returns -1',
          accept: ['unreachable', 'queue empty', 'no path', 'not reachable', 'never reached'],
        },
        {
          case: 'Start equals target returns 0',
          accept: ['start equal target', 'same cell', 'already at target', 'start is target'],
        },
      ],
      pitfalls: [
        {
          mistake:
            'A stack explores depth-first, so the first time the target is reached is not necessarily by the shortest route; the fewest moves come from a first-in first-out queue that expands the grid level by level.',
          patterns: [
            'stack = start',
            'stack start',
            'stack pop',
            'stack push',
            'stack top',
            'pop last cell',
            'depth first search from start',
            'dfs from start',
            'most recently add',
            'most recent cell',
            'remove most recent',
            'take most recent',
            'pop most recent',
            'dequeue most recent',
            'newest cell',
            'last added cell',
            'pop last added',
            'remove last added',
            'take last added',
            'dequeue last added',
            'lifo',
            'last in first out',
          ],
        },
        {
          mistake:
            'Only up, down, left and right are legal moves; stepping to the eight surrounding cells also allows diagonal moves and undercounts the moves needed.',
          patterns: [
            '8 neighbour',
            '8 neighbor',
            '8 direction',
            '8 surrounding',
            '8 adjacent',
            'all surrounding cells',
            'diagonal neighbours too',
            'diagonals too',
            'also diagonal',
            'plus diagonal',
          ],
        },
        {
          mistake:
            'The distance of a cell is the distance of the cell it was reached from plus one; adding one for every dequeued cell counts all cells explored, not the moves on the path.',
          patterns: [
            'each time dequeue step',
            'each time dequeue moves',
            'each time dequeue increment',
            'every time dequeue step',
            'every time dequeue moves',
            'every time dequeue increment',
            'whenever dequeue step',
            'whenever dequeue moves',
            'whenever dequeue increment',
          ],
        },
        {
          mistake:
            'Valid row indexes run from 0 to rows - 1 and column indexes from 0 to cols - 1; allowing an index equal to rows or cols lets the search step onto a row or column that lies outside the grid.',
          patterns: [
            'r <= rows',
            'c <= cols',
            'row <= rows',
            'col <= cols',
            'nr <= rows',
            'nc <= cols',
            'r <= height',
            'c <= width',
            'x <= width',
            'y <= height',
            'r <= number rows',
            'c <= number col',
            'r <= row count',
            'c <= col count',
            'i <= rows',
            'j <= cols',
            'r > rows',
            'c > cols',
            'nr > rows',
            'nc > cols',
            'x > width',
            'y > height',
          ],
        },
      ],
      modelAnswer: `1. if start == target: return 0   (same cell)
2. create a queue; enqueue start with distance 0; mark start visited
3. while the queue is not empty:
4.   cell = dequeue
5.   for each of the four neighbours (up down left right) of cell:
6.     if neighbour is inside grid (in bounds) and not wall and not visited:
7.       mark it visited; dist[neighbour] = dist[cell] + 1
8.       if neighbour equals target: return dist[neighbour]   // return distance
9.       enqueue neighbour
10. return -1   // queue empty, target unreachable`,
    },
  },
  {
    id: 'aa-pseudo-min-coins',
    title: 'Minimum Coins with Dynamic Programming',
    description: `Given coin denominations (unlimited supply of each) and a target amount, find the minimum number of
coins that add up to the amount, or -1 if it cannot be made. A greedy largest-coin-first strategy is
not always optimal, so write a bottom-up dynamic programming solution.`,
    requirements: [
      'Build a table for every amount from 0 to the target.',
      'Return -1 when the amount cannot be formed.',
      'Work for any coin set.',
    ],
    examples: [
      {
        scenario: 'Coins {1, 3, 4}, amount 6.',
        expectedApproach: 'dp[6] = 2 using 3 + 3, while greedy would use 4 + 1 + 1.',
      },
      {
        scenario: 'Coins {5}, amount 3.',
        expectedApproach: 'dp[3] stays infinite, so the answer is -1.',
      },
    ],
    evaluationCriteria: [
      'Correct base case and recurrence',
      'Infinity for unreachable amounts',
      'Loops over amounts and coins',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Create dp array of size amount + 1 filled with infinity',
          weight: 2,
          accept: ['infinity', 'inf', 'large value'],
        },
        {
          idea: 'Base case dp[0] = 0',
          weight: 3,
          accept: ['dp[0] = 0', 'dp 0 0', 'dp[0] 0', 'zero coins'],
        },
        {
          idea: 'For each amount and each coin not larger than it, dp[a] = min(dp[a], dp[a - coin] + 1)',
          weight: 3,
          accept: ['dp a coin + 1', 'a - coin', 'a-coin', 'amount - coin'],
        },
        {
          idea: 'Return dp[amount] or -1 if it is still infinity',
          weight: 2,
          accept: ['return dp', 'still infinity', 'remains infinity', 'infinity return -1'],
        },
      ],
      edgeCases: [
        {
          case: 'Amount zero needs zero coins',
          accept: ['amount 0', 'amount is 0', 'amount zero', 'zero amount'],
        },
        {
          case: 'Amount cannot be formed',
          accept: [
            'cannot be formed',
            'impossible',
            'unreachable',
            'no combination',
            'not possible',
          ],
        },
      ],
      pitfalls: [
        {
          mistake:
            'Repeatedly taking the largest coin that still fits is greedy and can miss the optimum (coins 1, 3, 4 and amount 6 give 4 + 1 + 1 instead of 3 + 3); every coin has to be tried for every amount.',
          patterns: [
            'sort coin descend',
            'amount -= coin',
            'remaining -= coin',
            'remainder -= coin',
            'while coin <= amount',
            'while amount >= coin',
            'while remaining >= coin',
            'while coin <= remaining',
            'while amount > 0 largest coin',
            'while remaining > 0 largest coin',
            'amount = amount - largest coin',
          ],
        },
        {
          mistake:
            'The table stores the fewest coins, so each amount keeps the minimum over the coins; taking the maximum counts the most coins instead.',
          patterns: [
            '= max dp',
            '= max of dp',
            'dp a = max',
            'dp amount = max',
            'keep max dp',
            'keep largest count',
          ],
        },
        {
          mistake:
            'An amount that stays at infinity cannot be made at all, and the problem asks for -1 then; returning 0 would claim that no coins are needed.',
          patterns: [
            'is infinity return 0',
            'still infinity return 0',
            'infinity then return 0',
            'remains infinity return 0',
            'impossible return 0',
            'cannot be formed return 0',
            'inf return 0',
          ],
        },
        {
          mistake:
            'A coin can be used for an amount when it is no larger than the amount (coin <= a); a strict coin < a never lets a single coin pay an amount equal to its value, so dp[1] and every amount built on it stay infinite.',
          patterns: [
            'coin < a and dp a - coin + 1 <',
            'c < a and dp a - c + 1 <',
            'coin < i and dp i - coin + 1 <',
            'c < i and dp i - c + 1 <',
            'a > coin and dp a - coin + 1 <',
            'a > c and dp a - c + 1 <',
            'coin < amount and dp amount - coin + 1 <',
            'coin >= a skip',
            'coin >= a continue',
            'c >= a skip',
            'c >= a continue',
            'a <= coin skip',
            'a <= coin continue',
            'coin strictly less',
            'coin strictly small',
            'strictly smaller than a',
            'a - coin > 0',
            'a - c > 0',
            'i - coin > 0',
          ],
        },
        {
          mistake:
            'Bottom-up DP must fill the amounts in increasing order, because dp[a] reads dp[a - coin] for smaller amounts; going from the target down reads entries that are still infinity.',
          patterns: [
            'from amount down',
            'a amount down',
            'amount downto',
            'amount down to 1',
            'from target down',
            'amount step -1',
            'range amount 0 -1',
            'a -= 1',
            'amounts descend',
            'descend amount',
            'amount reverse',
            'reverse amount',
            'largest amount first',
          ],
        },
      ],
      modelAnswer: `1. dp = array of size amount + 1 filled with infinity
2. dp[0] = 0   // an amount of 0 needs zero coins
3. for a from 1 to amount:
4.   for each coin in coins:
5.     if coin <= a and dp[a - coin] + 1 < dp[a]:
6.       dp[a] = dp[a - coin] + 1
7. if dp[amount] is still infinity: return -1 (impossible)
8. return dp[amount]`,
    },
  },
];

export const mediumPseudocode: PseudocodeProblem[] = [
  {
    id: 'aa-pseudo-dijkstra',
    title: 'Dijkstra with a Priority Queue',
    description: `A weighted directed graph has non-negative edge weights. Write pseudocode for the shortest distances
from a source vertex to all vertices, running in O((V + E) log V), and reconstruct the path to one
chosen target.`,
    requirements: [
      'Use a min-priority queue keyed by tentative distance.',
      'Handle vertices that are unreachable.',
      'Return the path to the target, not only its length.',
    ],
    examples: [
      {
        scenario: 'Edges A->B 4, A->C 1, C->B 2.',
        expectedApproach: 'B is finalised with distance 3 via C; its predecessor is C.',
      },
      {
        scenario: 'Target D has no incoming edges.',
        expectedApproach: 'dist[D] stays infinity and no path is returned.',
      },
    ],
    evaluationCriteria: [
      'Correct relaxation and queue use',
      'Skips stale queue entries',
      'Path reconstruction through predecessors',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Initialise all distances to infinity and the source to 0',
          weight: 2,
          accept: ['infinity', 'inf'],
        },
        {
          idea: 'Pop the vertex with the smallest distance from a min-priority queue',
          weight: 3,
          accept: ['priority queue', 'min heap', 'min-heap', 'heap pop', 'extract min'],
        },
        {
          idea: 'Relax each outgoing edge and push improved distances',
          weight: 3,
          accept: ['relax', 'dist[u] + w', 'dist u + w'],
        },
        {
          idea: 'Track predecessors and walk back from the target to build the path',
          weight: 2,
          accept: ['predecessor', 'prev', 'parent', 'walk back', 'reverse path', 'came from'],
        },
      ],
      edgeCases: [
        {
          case: 'Skip stale entries popped with an outdated distance',
          accept: [
            'stale',
            'outdated',
            'already finalized',
            'already finalised',
            'visited skip',
            'already finished',
            'already settled',
            'old copy',
          ],
        },
        { case: 'Unreachable target', accept: ['unreachable', 'no path', 'still infinity'] },
      ],
      pitfalls: [
        {
          mistake:
            'Dijkstra must always expand the vertex with the smallest tentative distance (a min-heap); taking the largest finalises vertices before their shortest distance is known.',
          patterns: [...DIJKSTRA_MAX_HEAP_PATTERNS],
        },
        {
          mistake:
            'An edge improves v only when the new distance d + w is smaller than dist[v]; updating when it is larger replaces short distances with longer ones.',
          patterns: [
            'dist u w > dist v dist v =',
            'dist u w > dist v relax',
            'dist u w > dist v set dist v',
            'dist u w > dist v prev v',
            'dist u weight > dist v dist v =',
            'dist u weight > dist v relax',
            'dist u weight > dist v set dist v',
            'dist u weight > dist v prev v',
            'd w > dist v dist v =',
            'd w > dist v relax',
            'd w > dist v set dist v',
            'd w > dist v prev v',
            'dist u w >= dist v dist v =',
            'dist u w >= dist v relax',
            'dist u w >= dist v set dist v',
            'dist u w >= dist v prev v',
            'd w >= dist v dist v =',
            'd w >= dist v relax',
            'd w >= dist v set dist v',
            'd w >= dist v prev v',
            'dist v < dist u w dist v =',
            'dist v < dist u w relax',
            'dist v < dist u w set dist v',
            'dist v < dist u w prev v',
            'dist v < d w dist v =',
            'dist v < d w relax',
            'dist v < d w set dist v',
            'dist v < d w prev v',
            'dist v <= dist u w dist v =',
            'dist v <= dist u w relax',
            'dist v <= dist u w set dist v',
            'dist v <= dist u w prev v',
            'dist v <= d w dist v =',
            'dist v <= d w relax',
            'dist v <= d w set dist v',
            'dist v <= d w prev v',
            'dist v less dist u w dist v =',
            'dist v less dist u w relax',
            'dist v less dist u w set dist v',
            'dist v less dist u w prev v',
            'dist v less d w dist v =',
            'dist v less d w relax',
            'dist v less d w set dist v',
            'dist v less d w prev v',
          ],
        },
        {
          mistake:
            'The predecessor is recorded on the vertex that was improved: prev[v] = u. Writing prev[u] = v points the links the wrong way, so walking back from the target does not follow the path.',
          patterns: [
            'prev u = v',
            'parent u = v',
            'predecessor u = v',
            'pred u = v',
            'prev of u to v',
            'parent of u to v',
            'predecessor of u to v',
          ],
        },
        DIJKSTRA_STALE_TEST_FLIPPED,
        {
          mistake:
            'A vertex is final only when it is popped with its smallest distance; marking it done when it is first pushed stops later, shorter paths from improving it.',
          patterns: [
            'add v to done',
            'add v to final',
            'add v to settled',
            'add v to processed',
            'add v to visit',
            'mark v done',
            'mark v visit',
            'mark v final',
            'mark v settled',
            'mark v processed',
            'v done = true',
            'done v = true',
            'visited v = true',
            'final v = true',
            'add neighbour to done',
            'add neighbour to visit',
            'mark neighbour visit',
            'mark neighbour done',
            'mark neighbour final',
          ],
        },
      ],
      modelAnswer: `1. for each vertex v: dist[v] = infinity, prev[v] = none; dist[source] = 0
2. push (0, source) into a min-priority queue (min heap)
3. while the queue is not empty:
4.   (d, u) = heap pop the smallest
5.   if d > dist[u]: continue   // stale, outdated entry
6.   for each edge (u, v, w): if d + w < dist[v]: relax: dist[v] = d + w, prev[v] = u, push (dist[v], v)
7. if dist[target] is still infinity: return no path (unreachable)
8. path = []; v = target; while v is not none: add v to path, v = prev[v]   // walk back through predecessors
9. return reverse path and dist[target]`,
    },
  },
  {
    id: 'aa-pseudo-kahn',
    title: "Course Schedule with Kahn's Algorithm",
    description: `A university lists courses and prerequisite pairs "take A before B". Write pseudocode that outputs a
valid order to take all courses, or reports that it is impossible because the prerequisites contain
a cycle. Use Kahn's algorithm: courses join the order once none of their prerequisites is left.`,
    requirements: ['Run in O(V + E).', 'Detect cycles.', 'Produce one valid order when it exists.'],
    examples: [
      { scenario: 'A before B, B before C.', expectedApproach: 'The order is A, B, C.' },
      {
        scenario: 'A before B and B before A.',
        expectedApproach: 'No course has in-degree 0 initially, so the answer is "impossible".',
      },
    ],
    evaluationCriteria: [
      'In-degree computation',
      'Queue of zero in-degree vertices',
      'Cycle detection by count',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Compute the in-degree of every course',
          weight: 3,
          accept: ['in-degree', 'indegree', 'in degree', 'indeg'],
        },
        {
          idea: 'Start a queue with all courses of in-degree 0',
          weight: 3,
          accept: [
            'queue zero',
            'queue 0',
            'in-degree 0',
            'indegree 0',
            'in degree 0',
            'in-degree zero',
          ],
        },
        {
          idea: 'Pop a course, append it to the order and decrement its successors',
          weight: 2,
          accept: ['decrement', 'reduce', 'minus 1', 'append - 1', 'order - 1'],
        },
        {
          idea: 'Enqueue successors whose in-degree drops to 0',
          weight: 2,
          accept: [
            'becomes 0',
            'drops 0',
            'reaches 0',
            'becomes zero',
            'drops to zero',
            '== 0 enqueue',
            '== 0 queue',
            '== 0 push',
          ],
        },
      ],
      edgeCases: [
        {
          case: 'Order shorter than the number of courses means a cycle',
          accept: ['cycle', 'impossible', 'fewer than', 'less than'],
        },
        {
          case: 'Courses with no prerequisites at all',
          accept: ['no prerequisites', 'isolated', 'no edges'],
        },
      ],
      pitfalls: [
        {
          mistake:
            'A pair "take A before B" is an edge A -> B, so it is B that waits for one more prerequisite: the in-degree of B goes up, not the in-degree of A.',
          patterns: [
            'indegree a +=',
            'indegree a = indegree a + 1',
            'in degree a +=',
            'indeg a +=',
            'successor b append a',
            'adj b append a',
            'graph b append a',
            'adjacency b append a',
          ],
        },
        {
          mistake:
            "This problem asks for Kahn's algorithm: a depth-first search that colours the courses also finds an order and a cycle, but here the order must come from counting each course's prerequisites and taking the courses that have none left.",
          patterns: ['dfs', 'depth first', 'gray', 'grey', 'postorder', 'post order'],
        },
        {
          mistake:
            'The prerequisites contain a cycle exactly when some course never reaches in-degree 0, i.e. the order ends up shorter than the number of courses; an order that holds every course is valid.',
          patterns: [
            'order == course cycle',
            'order == course impossible',
            'order == n cycle',
            'order == n impossible',
            'order == number cycle',
            'order == number impossible',
            'order == count cycle',
            'order == count impossible',
            'order >= course cycle',
            'order contain all course cycle',
            'order contain every course cycle',
            'order has all course cycle',
          ],
        },
        {
          mistake:
            'Every course with in-degree 0 starts in the queue, including courses that appear in no pair at all; seeding the queue only from courses named in the pairs leaves isolated courses out of the order, which then looks like a cycle.',
          patterns: [
            'queue course that appear as',
            'queue course that appear in some pair',
            'queue only course that appear',
            'queue only course in pair',
            'queue course listed in pair',
            'queue course from pairs',
            'queue from the pairs',
            'queue first course of pair',
            'queue for a b in pair',
            'queue only prerequisite',
            'queue only source of edge',
          ],
        },
      ],
      modelAnswer: `1. for each course: indegree = 0; for each pair (A, B): add B to successors of A, indegree[B] += 1
2. queue = all courses with in-degree 0 (including isolated courses with no prerequisites)
3. order = empty list
4. while queue not empty:
5.   c = dequeue; append c to order
6.   for each successor s of c: decrement indegree[s] by 1; if it becomes 0: enqueue s
7. if length of order is less than the number of courses: return impossible (cycle)
8. return order`,
    },
  },
];

export const hardPseudocode: PseudocodeProblem[] = [
  {
    id: 'aa-pseudo-lis-nlogn',
    title: 'Longest Increasing Subsequence in O(n log n)',
    description: `Given an array of up to 200,000 integers, find the length of the longest strictly increasing
subsequence and also output one such subsequence. A quadratic DP is too slow; design an O(n log n)
algorithm.`,
    requirements: [
      'Run in O(n log n).',
      'Handle equal elements correctly for a strictly increasing sequence.',
      'Reconstruct one optimal subsequence.',
    ],
    examples: [
      {
        scenario: '[10, 9, 2, 5, 3, 7, 101, 18]',
        expectedApproach: 'Tails evolve to [2, 3, 7, 18], so the length is 4, e.g. 2, 3, 7, 18.',
      },
      {
        scenario: '[5, 5, 5]',
        expectedApproach: 'Equal values replace each other, so the length is 1.',
      },
    ],
    evaluationCriteria: [
      'Tails array with binary search',
      'Correct bound for strictness',
      'Predecessor links for reconstruction',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Keep tails[k] = smallest tail of an increasing subsequence of length k+1',
          weight: 3,
          accept: ['tails', 'smallest tail', 'smallest ending'],
        },
        {
          idea: 'Binary search for the first tail >= x (lower bound)',
          weight: 3,
          accept: [
            'binary search',
            'lower bound',
            'lower_bound',
            'bisect left',
            'bisect_left',
            'lo < hi',
            'lo = mid + 1',
          ],
        },
        {
          idea: 'Replace that tail or append when x is larger than all tails',
          weight: 2,
          accept: ['replace', 'append', 'extend'],
        },
        {
          idea: 'Store predecessor indexes and walk back from the last tail',
          weight: 2,
          accept: ['predecessor', 'prev', 'parent', 'walk back', 'backtrack'],
        },
      ],
      edgeCases: [
        {
          case: 'Equal elements must not extend the sequence',
          accept: [
            'equal values',
            'equal elements',
            'duplicate values',
            'strictly increasing',
            'strict',
          ],
        },
        {
          case: 'Empty array gives length 0',
          accept: ['empty array', 'array is empty', 'empty input', 'empty list', 'no elements'],
        },
      ],
      pitfalls: [
        {
          mistake:
            'For a strictly increasing subsequence, x must replace the first tail that is greater than or equal to it (lower bound); searching for the first tail strictly greater (upper bound) lets equal values extend the sequence.',
          patterns: [
            'upper bound',
            'upperbound',
            'bisect right',
            'bisectright',
            'first tail > x',
            'first tails k > x',
            'first k tails k > x',
            'first index tail > x',
            'first position > x',
            'first element > x',
            'first value > x',
            'lowest k tail > x',
            'smallest k tail > x',
            'first k x < tail',
            'first tail strict greater x',
            'first tail strict larger x',
          ],
        },
        {
          mistake:
            'When x does not extend the longest sequence it must replace the tail found by the binary search; always overwriting the last tail breaks the invariant that tails[k] is the smallest ending of length k + 1.',
          patterns: [
            'replace last',
            'overwrite last',
            'replace final tail',
            'overwrite final tail',
          ],
        },
        {
          mistake:
            'Comparing every element with all earlier ones (dp[i] = max over j < i of dp[j] + 1) is the quadratic DP, far too slow for 200,000 elements; the O(n log n) method keeps the tails array and binary searches it.',
          patterns: [
            'dp j + 1',
            'for j 0 i a j < a i',
            'for j < i a j < a i',
            'for j < i if a j < a i',
            'for each j < i',
          ],
        },
        {
          mistake:
            'The tails array is not itself an increasing subsequence of the input (later, smaller values overwrite its entries); only its length is the answer, and the sequence has to be rebuilt through the predecessor links.',
          patterns: [
            'return tails as',
            'output tails as',
            'print tails as',
            'return tails array as',
          ],
        },
        {
          mistake:
            'The reconstruction must start from the index stored in the last tail, which ends a longest subsequence; the last element of the array need not belong to any longest subsequence.',
          patterns: [
            'j = n - 1',
            'cur = n - 1',
            'curr = n - 1',
            'idx = n - 1',
            'k = n - 1',
            'index = n - 1',
            'pos = n - 1',
            'last element of array',
            'last array element',
            'last element of input',
            'last element of a',
            'last index of array',
            'last input element',
            'back from n - 1',
            'backtrack from n - 1',
            'start at n - 1',
            'from a n - 1',
          ],
        },
      ],
      modelAnswer: `1. if the array is empty: return length 0
2. tails = [] (indexes of the smallest tail for each length); prev = array of -1
3. for i from 0 to n-1: x = a[i]
4.   k = binary search for the first position with a[tails[k]] >= x (lower bound, so equal values do not extend: strict)
5.   if k > 0: prev[i] = tails[k-1]   // predecessor link
6.   if k == length of tails: append i   // extend
7.   else: replace tails[k] = i
8. length = size of tails
9. walk back from tails[last] through prev to backtrack the sequence, then reverse it
10. return length and the sequence`,
    },
  },
  {
    id: 'aa-pseudo-bellman-ford',
    title: 'Currency Arbitrage with Bellman-Ford',
    description: `Exchange rates between currencies form a directed graph. An arbitrage exists if some cycle of trades
multiplies money by more than 1. Design an algorithm that decides whether arbitrage exists and, if
so, prints one profitable cycle of currencies.`,
    requirements: [
      'Turn the multiplicative problem into a shortest-path problem.',
      'Detect any negative cycle, not only those reachable from one currency.',
      'Print the currencies of one cycle.',
    ],
    examples: [
      {
        scenario: 'USD->EUR 0.9, EUR->GBP 0.9, GBP->USD 1.3.',
        expectedApproach:
          'The product is 1.053 > 1, so the weights -log(rate) sum to a negative cycle.',
      },
      {
        scenario: 'All cycles multiply to at most 1.',
        expectedApproach: 'No edge relaxes in the extra round, so no arbitrage.',
      },
    ],
    evaluationCriteria: [
      'Log transform of rates',
      'V - 1 relaxation rounds plus one detection round',
      'Cycle extraction via predecessors',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Use weight -log(rate) for every exchange edge',
          weight: 3,
          accept: ['negative log', 'minus log', 'log rate', 'log of rate', 'logarithm'],
        },
        {
          idea: 'Relax all edges V - 1 times',
          weight: 3,
          accept: [
            'v - 1 times',
            'v-1 times',
            'n - 1 times',
            'v - 1 rounds',
            'v-1 rounds',
            'n - 1 rounds',
            'v - 1 iterations',
            'n - 1 iterations',
          ],
        },
        {
          idea: 'An edge that still relaxes in round V means a negative cycle',
          weight: 2,
          accept: ['still relax', 'extra round', 'vth', 'nth round', 'one more'],
        },
        {
          idea: 'Walk predecessors V times to land on the cycle and then collect it',
          weight: 2,
          accept: ['predecessor', 'prev', 'parent'],
        },
      ],
      edgeCases: [
        {
          case: 'Cycle not reachable from one source: start with all distances 0 (virtual source)',
          accept: ['all distances 0', 'virtual source', 'super source', 'every vertex 0'],
        },
        {
          case: 'Floating-point error: compare with a small epsilon',
          accept: ['epsilon', 'tolerance', 'precision'],
        },
      ],
      pitfalls: [
        {
          mistake:
            'An edge relaxes only when dist[u] + w is smaller than dist[v]; with the comparison flipped the rounds and the extra round look for longer paths and report the wrong cycles.',
          patterns: [
            'dist u w > dist v dist v =',
            'dist u w > dist v relax',
            'dist u w > dist v prev',
            'dist u w > dist v cycle',
            'dist u w > dist v arbitrage',
            'dist u w >= dist v dist v =',
            'dist u w >= dist v relax',
            'dist u w >= dist v prev',
            'dist u w >= dist v cycle',
            'dist u w >= dist v arbitrage',
            'dist v < dist u w dist v =',
            'dist v < dist u w relax',
            'dist v < dist u w prev',
            'dist v < dist u w cycle',
            'dist v < dist u w arbitrage',
            'dist v <= dist u w dist v =',
            'dist v <= dist u w relax',
            'dist v <= dist u w prev',
            'dist v <= dist u w cycle',
            'dist v <= dist u w arbitrage',
            'dist u weight > dist v dist v =',
            'dist u weight > dist v relax',
            'dist u weight > dist v prev',
            'dist u weight > dist v cycle',
            'dist u weight > dist v arbitrage',
            'dist u * rate < dist v',
            'dist v > dist u * rate',
          ],
        },
        {
          mistake:
            'The epsilon must make the test stricter (dist[u] + w < dist[v] - epsilon); adding it to dist[v] counts rounding noise as an improvement and reports arbitrage where the product is exactly 1.',
          patterns: [
            '< dist v + eps',
            '< dist v + tolerance',
            'dist u w - eps < dist v',
            'dist u w - eps less dist v',
            'dist v + eps >',
            '> dist u w - eps',
            'dist v + eps greater',
          ],
        },
        {
          mistake:
            'Starting from one real currency with every other distance at infinity only finds cycles reachable from that currency; start every vertex at distance 0, as if a virtual source reached them all.',
          patterns: [
            'currency source 0 infinity',
            'source currency 0 infinity',
            'infinity except source currency',
            'infinity except start currency',
            'start currency 0 infinity',
            'infinity except first currency',
            'first currency 0 infinity',
            'one currency 0 infinity',
          ],
        },
        {
          mistake:
            'The vertex whose edge still relaxes in the extra round may only hang off the negative cycle; walk its predecessors V times first to land on the cycle, otherwise collecting from it may never return to the start.',
          patterns: [
            'collect cycle from v',
            'gather cycle from v',
            'build cycle from v',
            'extract cycle from v',
            'cycle directly from v',
            'cycle immediately from v',
            'collect cycle from edge',
            'cycle from relaxed vertex',
          ],
        },
        {
          mistake:
            'Arbitrage is a cycle whose rates multiply to more than 1, which becomes a negative cycle only with weights -log(rate); weights +log(rate) make profitable cycles positive.',
          patterns: [
            'weight + log',
            'weight = + log',
            'w = + log',
            'weight positive log',
            'edge positive log',
            '+ log rate',
          ],
        },
      ],
      modelAnswer: `1. for each rate (u, v, r): add edge u -> v with weight -log(r)
2. set dist of every vertex to 0 (a virtual source reaching all vertices) and prev to none
3. repeat V - 1 times: for each edge (u, v, w): if dist[u] + w < dist[v] - epsilon: dist[v] = dist[u] + w, prev[v] = u
4. for each edge (u, v, w): if it can still relax (dist[u] + w < dist[v] - epsilon) in this extra round:
5.   x = v; repeat V times: x = prev[x]   // now x is on the cycle
6.   cycle = [x]; y = prev[x]; while y != x: add y to cycle, y = prev[y]
7.   return reverse cycle as the arbitrage
8. return no arbitrage`,
    },
  },
];
