import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'dsa-15',
  order: 15,
  title: 'Advanced Structures and Problem-Solving Strategy',
  description: 'Round off your toolkit with tries, union-find, Fenwick and segment trees, greedy algorithms and bit tricks, and learn a systematic approach to unseen problems and intractability.',
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
    proTip: 'In an interview or contest, say the brute force and its complexity out loud first, then look for the bottleneck it repeats; the optimised solution usually removes exactly that repeated work with a data structure from this course.',
  },
  mcqs: [
    {
      question: 'What does looking up a word of length L in a trie cost?',
      options: {
        A: 'O(log n) for n stored words',
        B: 'O(n) for n stored words',
        C: 'O(L), independent of how many words are stored',
        D: 'O(L · n)',
      },
      correct: 'C',
      explanation: 'A lookup follows one edge per character of the word.',
    },
    {
      question: 'Which structure supports point updates and prefix-sum queries in O(log n) with very little code?',
      options: {
        A: 'A Fenwick (binary indexed) tree',
        B: 'A trie',
        C: 'A plain prefix-sum array',
        D: 'A linked list',
      },
      correct: 'A',
      explanation: 'Fenwick trees use the lowest set bit to jump between responsible ranges.',
    },
    {
      question: 'What can a segment tree with lazy propagation do that a plain prefix-sum array cannot?',
      options: {
        A: 'Answer static range sums in O(1)',
        B: 'Store strings',
        C: 'Sort the array',
        D: 'Apply range updates and answer range queries in O(log n)',
      },
      correct: 'D',
      explanation: 'Lazy propagation defers updates to whole segments until they are needed.',
    },
    {
      question: 'Which greedy rule maximises the number of non-overlapping intervals selected?',
      options: {
        A: 'Pick the interval that starts earliest',
        B: 'Pick the interval that ends earliest',
        C: 'Pick the shortest interval',
        D: 'Pick the interval that overlaps the fewest others',
      },
      correct: 'B',
      explanation: 'Finishing earliest leaves the most room for the remaining intervals, as an exchange argument proves.',
    },
    {
      question: 'For which problem is choosing items by best value-per-weight ratio optimal?',
      options: {
        A: '0/1 knapsack',
        B: 'Coin change with denominations {1, 3, 4}',
        C: 'Fractional knapsack, where items can be split',
        D: 'Travelling salesperson',
      },
      correct: 'C',
      explanation: 'With divisible items, taking the best ratio first is provably optimal.',
    },
    {
      question: 'What does the expression x & (x - 1) do for a positive integer x?',
      options: {
        A: 'Clears the lowest set bit of x',
        B: 'Sets the lowest bit of x',
        C: 'Doubles x',
        D: 'Returns the number of set bits',
      },
      correct: 'A',
      explanation: 'Subtracting one flips the lowest set bit and the zeros below it, so the AND removes that bit.',
    },
    {
      question: 'The constraints say n <= 20. What does that suggest?',
      options: {
        A: 'Only an O(1) solution is acceptable',
        B: 'The input must be sorted',
        C: 'A linear scan is required',
        D: 'Exponential approaches such as bitmask search over 2^n subsets are feasible',
      },
      correct: 'D',
      explanation: '2^20 is about a million, which is small enough to enumerate.',
    },
    {
      question: 'What does it mean that a problem is NP-hard?',
      options: {
        A: 'It has been proven impossible to solve',
        B: 'No polynomial-time algorithm is known, and finding one would imply P = NP',
        C: 'It can only be solved with recursion',
        D: 'It requires more than 1 GB of memory',
      },
      correct: 'B',
      explanation: 'NP-hard problems are at least as hard as every problem in NP.',
    },
    {
      question: 'Which practical approach suits a large NP-hard optimisation problem in production?',
      options: {
        A: 'Waiting for a polynomial-time algorithm',
        B: 'Always using brute force',
        C: 'Approximation algorithms, heuristics or specialised solvers',
        D: 'Sorting the input and returning the first element',
      },
      correct: 'C',
      explanation: 'Practical systems trade guaranteed optimality for good solutions in reasonable time.',
    },
  ],
  problems: [],
};
