import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'dsa-15',
  order: 15,
  title: 'Advanced Structures and Problem-Solving Strategy',
  description:
    'Round off your toolkit with tries, union-find, Fenwick and segment trees, greedy algorithms and bit tricks, and learn a systematic approach to unseen problems and intractability.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Use tries for prefix queries and union-find for dynamic connectivity',
    'Answer range queries with prefix sums, Fenwick trees and segment trees',
    'Recognise when a greedy algorithm is correct',
    'Apply a systematic strategy to new problems and recognise NP-hard ones',
  ],
  lesson: `## Tries

A **trie** (prefix tree) stores strings by characters: each edge is a character, and each path from the root spells a prefix. Inserting or looking up a word of length \`L\` costs **O(L)**, independent of how many words are stored, and all words sharing a prefix live in one subtree, which makes autocomplete, spell checking and IP routing tables (on bits) natural.

\`\`\`python
class Trie:
    def __init__(self):
        self.root = {}
    def insert(self, word):
        node = self.root
        for ch in word:
            node = node.setdefault(ch, {})
        node['$'] = True                 # end-of-word marker
    def starts_with(self, prefix):
        node = self.root
        for ch in prefix:
            if ch not in node:
                return False
            node = node[ch]
        return True
\`\`\`

## Union-find revisited

The disjoint-set structure from Kruskal's algorithm also answers **dynamic connectivity**: "are a and b connected?" as edges are added, such as friend circles, merging accounts, or percolation. With path compression and union by rank or size, operations are **nearly O(1)** amortised. It cannot easily *remove* connections.

## Range queries

- **Prefix sums** answer range sums in O(1) on a static array.
- A **Fenwick tree** (binary indexed tree) supports point updates *and* prefix sums in **O(log n)** each, in a few lines of code using \`i & -i\`.
- A **segment tree** stores an aggregate (sum, min, max, gcd) for each segment of a recursive halving, supporting updates and arbitrary range queries in **O(log n)**, and, with lazy propagation, range updates too.

## Greedy algorithms

A **greedy** algorithm makes the locally best choice and never looks back. It is fast and simple, but correct only when you can prove that some optimal solution begins with the greedy choice (usually by an *exchange argument*). Classics that work:

- **Interval scheduling**: to fit the most non-overlapping meetings, repeatedly pick the meeting that **ends earliest**.
- **Huffman coding**: repeatedly merge the two least frequent symbols.
- Kruskal, Prim and Dijkstra are greedy too.

Counterexamples matter as much: greedy coin change fails for \`{1, 3, 4}\`, and greedily taking the best value-per-weight item fails for 0/1 knapsack (though it is optimal for the *fractional* knapsack).

## Bit manipulation

Bits give compact sets and neat tricks: \`x & (x - 1)\` clears the lowest set bit (so \`x & (x - 1) == 0\` tests a power of two for \`x > 0\`), \`x ^ x == 0\` finds the unique element among pairs, and an integer mask can represent a subset of up to ~20 elements for bitmask DP.

## A strategy for unseen problems

1. Restate the problem and work small examples by hand, including edge cases.
2. Read the **constraints**: n ≤ 20 suggests exponential or bitmask search; n ≤ 5000 allows O(n^2); n ≤ 10^6 needs O(n log n) or O(n).
3. Write the brute force and find its repeated work.
4. Match the pattern: sorting and two pointers, hashing, sliding window, binary search on the answer, BFS/DFS, heap, DP, greedy with proof.
5. Code cleanly, then test empty, minimal, maximal and duplicate inputs.

## When no efficient algorithm exists

Some problems, such as the travelling salesperson problem, Boolean satisfiability, graph colouring and general 0/1 knapsack with huge capacities, are **NP-hard**: no polynomial-time algorithm is known, and finding one would prove P = NP. Recognising this saves you from searching for a trick that does not exist. In practice you use exact exponential algorithms on small inputs, DP when numbers are small, approximation algorithms with guarantees, heuristics such as local search, or specialised solvers (SAT and integer programming).
`,
  overview: {
    whatYouWillLearn: [
      'A trie stores strings character by character, so prefix lookups cost O(length of the prefix).',
      'Union-find with path compression and union by rank answers connectivity queries in nearly constant time.',
      'Fenwick and segment trees support point updates and range queries in O(log n).',
      'A greedy algorithm is correct only when a locally best choice provably extends to an optimal solution.',
      'Interval scheduling by earliest end time is a classic provably correct greedy algorithm.',
      'NP-hard problems have no known polynomial algorithm, so practice relies on approximation, heuristics or small inputs.',
    ],
    proTip:
      'In an interview or contest, say the brute force and its complexity out loud first, then look for the bottleneck it repeats; the optimised solution usually removes exactly that repeated work with a data structure from this course.',
  },
  mcqs: [
    {
      question: 'What does looking up a word of length L in a trie cost?',
      options: {
        A: 'O(L), whatever the number of stored words',
        B: 'O(log n) for a trie holding n words',
        C: 'O(n · L) across all the stored words',
        D: 'O(1), since the word is hashed once',
      },
      correct: 'A',
      explanation: 'The lookup follows one edge per character.',
    },
    {
      question:
        'Which structure supports point updates and prefix sums in O(log n) using the `i & -i` trick?',
      options: {
        A: 'A segment tree with lazy propagation',
        B: 'A Fenwick (binary indexed) tree',
        C: 'A static prefix-sum array',
        D: 'A trie over the bits of `i & -i`',
      },
      correct: 'B',
      explanation:
        'A Fenwick tree uses the lowest set bit to jump between responsible ranges in a few lines of code.',
    },
    {
      question:
        'What can a segment tree with lazy propagation do that a plain prefix-sum array cannot?',
      options: {
        A: 'Range updates and range queries, each in O(log n)',
        B: 'Answer sums over a static array in O(1) per query',
        C: 'Find the k-th smallest key in constant time per query',
        D: 'Store strings grouped by their shared prefixes',
      },
      correct: 'A',
      explanation: 'Prefix sums are static; a lazy segment tree handles updates over whole ranges.',
    },
    {
      question: 'Which greedy rule maximises the number of non-overlapping intervals selected?',
      options: {
        A: 'Pick the interval that starts earliest',
        B: 'Pick the shortest remaining interval',
        C: 'Pick the interval ending first',
        D: 'Pick the interval overlapping fewest others',
      },
      correct: 'C',
      explanation:
        'Finishing earliest leaves the most room for the rest, provable by an exchange argument.',
    },
    {
      question: 'For which problem is choosing items by best value-per-weight ratio optimal?',
      options: {
        A: '0/1 knapsack with a small, fixed capacity',
        B: 'Coin change with the coins {1, 3, 4}',
        C: 'Bounded knapsack with whole items only',
        D: 'Fractional knapsack, with splittable items',
      },
      correct: 'D',
      explanation: 'Only when items can be split is the best-ratio-first greedy always optimal.',
    },
    {
      question: 'What does `x & (x - 1)` do for a positive integer `x`?',
      options: {
        A: 'Sets the lowest unset bit of `x`',
        B: 'Clears the highest set bit of `x`',
        C: 'Flips every bit of `x`',
        D: 'Clears the lowest set bit of `x`',
      },
      correct: 'D',
      explanation:
        'Subtracting 1 flips the lowest set bit and the zeros below it, and the AND clears them.',
    },
    {
      question: 'The constraints say n <= 20. What does that suggest?',
      options: {
        A: 'Only an O(n) algorithm will be fast enough',
        B: 'Trying all 2^n subsets is feasible',
        C: 'Only O(n^2) or better will fit the time limit',
        D: 'The input must be read with fast I/O routines',
      },
      correct: 'B',
      explanation:
        'About a million subsets is small enough to enumerate, for example with bitmask DP.',
    },
    {
      question: 'What does it mean that a problem is NP-hard?',
      options: {
        A: 'No polynomial algorithm is known, and one would prove P = NP',
        B: 'It can be solved in polynomial time, but only with randomness',
        C: 'It has no solution at all for some of its inputs',
        D: 'It needs O(2^n) memory as well as O(2^n) time',
      },
      correct: 'A',
      explanation: 'NP-hard problems are at least as hard as every problem in NP.',
    },
    {
      question:
        'Which practical approach suits a large NP-hard optimisation problem in production?',
      options: {
        A: 'Brute force over every candidate solution',
        B: "Dijkstra's algorithm run on the input graph",
        C: 'Approximation algorithms, heuristics or solvers',
        D: 'A hash table memoising every state',
      },
      correct: 'C',
      explanation:
        'Exact search is infeasible at scale, so good-enough answers from approximations or solvers are used.',
    },
    {
      question: 'What can union-find not do easily?',
      options: {
        A: 'Answer whether two items are connected',
        B: 'Merge the sets of two items into one',
        C: 'Remove a connection once made',
        D: 'Handle millions of items efficiently',
      },
      correct: 'C',
      explanation:
        'Union-find only merges sets; splitting them again is not supported efficiently.',
    },
    {
      question:
        'For coins {1, 3, 4} and amount 6, how does greedy change compare with the optimum?',
      options: {
        A: 'Greedy uses 2 coins (3 + 3); the optimum needs 3 (4 + 1 + 1)',
        B: 'Both use 2 coins (3 + 3 = 6), so greedy is optimal here',
        C: 'Both use 3 coins (4 + 1 + 1), so greedy is optimal here',
        D: 'Greedy uses 3 coins (4 + 1 + 1); the optimum uses 2 (3 + 3)',
      },
      correct: 'D',
      explanation: 'Taking the largest coin first gives 4 + 1 + 1, but 3 + 3 needs only two coins.',
    },
    {
      question:
        'What does `a ^ a` evaluate to, the fact used to find the unique element among pairs?',
      options: {
        A: '`a`',
        B: '`0`',
        C: '`1`',
        D: '`2 * a`',
      },
      correct: 'B',
      explanation: 'XOR of a value with itself is 0, so paired values cancel out.',
    },
  ],
  problems: [],
};
