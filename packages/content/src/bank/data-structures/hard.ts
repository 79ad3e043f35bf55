import type { BankLevel } from '@app/shared/content.schemas';

const v = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: false });
const h = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: true });

export const hard: BankLevel = {
  mcq: [
    {
      question: 'How do AVL trees and red-black trees typically compare?',
      options: {
        A: 'Red-black trees are stricter, so their lookups are always faster',
        B: 'AVL trees are stricter, so lookups are a bit faster but updates rotate more',
        C: 'Both guarantee a perfectly balanced tree',
        D: 'Neither guarantees O(log n) height',
      },
      correct: 'B',
      explanation:
        'AVL keeps subtree heights within 1; red-black trees allow up to twice the height but rebalance less.',
    },
    {
      question:
        'What is the time to build a binary heap from n unsorted elements with bottom-up heapify?',
      options: {
        A: 'O(n log n)',
        B: 'O(log n)',
        C: 'O(n)',
        D: 'O(n^2)',
      },
      correct: 'C',
      explanation: 'Most nodes are near the bottom and sift down only a little; the sum is linear.',
    },
    {
      question:
        'With path compression and union by rank, what is the amortised cost of a union-find operation?',
      options: {
        A: 'O(log n)',
        B: 'O(1) in the worst case (no amortisation)',
        C: 'O(log log n) amortised',
        D: 'O(α(n)), inverse Ackermann, effectively constant',
      },
      correct: 'D',
      explanation: 'The combination gives nearly constant amortised time.',
    },
    {
      question:
        "An attacker sends many keys chosen to collide in a server's hash table. What happens and what mitigates it?",
      options: {
        A: 'They degrade towards O(n); seeded hashes such as SipHash mitigate this attack',
        B: 'Nothing, collisions are impossible in modern tables',
        C: 'The table switches to O(1) worst case automatically in every language',
        D: 'The keys are rejected by the hash function',
      },
      correct: 'A',
      explanation:
        'Hash flooding exploits predictable hashing; per-process random seeds defend against it.',
    },
    {
      question: 'Why do databases index data with B-trees rather than binary search trees?',
      options: {
        A: 'B-trees use less memory per key than any other search structure does',
        B: 'B-trees never need rebalancing',
        C: 'High fan-out makes the tree shallow, so few disk pages are read',
        D: 'Binary search trees cannot store variable-length keys such as strings',
      },
      correct: 'C',
      explanation: 'Matching node size to disk pages minimises slow I/O per lookup.',
    },
    {
      question: 'What is the expected search time in a skip list with n elements?',
      options: {
        A: 'O(1)',
        B: 'O(sqrt n)',
        C: 'O(n log n)',
        D: 'O(log n)',
      },
      correct: 'D',
      explanation:
        'Randomised express lanes let searches skip about half the remaining elements per level.',
    },
    {
      question: 'Which combination gives O(1) get and put for an LRU cache?',
      options: {
        A: 'A hash map to list nodes plus a doubly linked list kept in recency order',
        B: 'A sorted array of keys with binary search and shifting on access',
        C: 'A min-heap keyed by access time',
        D: 'A singly linked list alone',
      },
      correct: 'A',
      explanation: 'The map finds the node; the doubly linked list moves or evicts it in O(1).',
    },
    {
      question: 'A segment tree over n elements supports which operations in O(log n)?',
      options: {
        A: 'Only building the tree in O(n log n) from a[0..n-1]',
        B: 'Range queries and point updates',
        C: 'Sorting the array',
        D: 'Inserting an element in the middle of the array, shifting the rest',
      },
      correct: 'B',
      explanation: 'Each query or update touches O(log n) nodes.',
    },
    {
      question: 'In a Fenwick tree (binary indexed tree), what does the expression i & -i compute?',
      options: {
        A: 'The parent index of i in a binary heap stored in an array',
        B: 'The number of set bits in i',
        C: 'The lowest set bit of i',
        D: 'i rounded down to the nearest power of two, the largest one at most i',
      },
      correct: 'C',
      explanation: 'Adding or subtracting the lowest set bit walks the tree in O(log n) steps.',
    },
    {
      question:
        'A queue implemented with two stacks sometimes moves all elements at once. Why is it still O(1) per operation?',
      options: {
        A: 'Stacks are O(1) while queues are O(log n)',
        B: 'The move is done by another thread',
        C: 'Moves happen only once in total, when the first dequeue is called',
        D: 'Each element moves at most once',
      },
      correct: 'D',
      explanation:
        'The total work over m operations is O(m), even though one operation can be O(n).',
    },
    {
      question: 'A Bloom filter says a key "might be present". What can you conclude?',
      options: {
        A: 'It may be absent; only "not present" is certain',
        B: 'The key is definitely present, because Bloom filters never give false answers',
        C: 'The key is definitely absent ("might" means "no")',
        D: 'The filter is corrupted',
      },
      correct: 'A',
      explanation: 'Bloom filters have false positives but no false negatives.',
    },
    {
      question: 'What is the maximum height of a red-black tree with n internal nodes?',
      options: {
        A: 'log2(n) + 1',
        B: '2 * log2(n + 1)',
        C: 'n / 2',
        D: 'log2(n) * log2(n)',
      },
      correct: 'B',
      explanation: 'The black-height argument bounds the height by 2 log2(n + 1).',
    },
    {
      question:
        'Both have O(n) iteration, yet summing an array is usually much faster than summing a linked list. Why?',
      options: {
        A: 'Arrays use less precise numbers',
        B: 'Linked lists must be sorted first',
        C: 'Array memory is contiguous, so caches and prefetching work well',
        D: 'The compiler refuses to optimise or vectorise loops over linked lists',
      },
      correct: 'C',
      explanation: 'Memory access patterns, not just big-O, dominate real performance.',
    },
    {
      question:
        'A sliding-window maximum over an array of n elements with window k uses a deque of indexes. What is the total time?',
      options: {
        A: 'O(nk)',
        B: 'O(n log k), since the deque is kept sorted by binary search',
        C: 'O(k)',
        D: 'O(n), as each index enters and leaves the deque once',
      },
      correct: 'D',
      explanation:
        'The deque keeps candidates in decreasing order and every index is pushed and popped once.',
    },
  ],
  coding: [
    {
      id: 'ds-fenwick-sums',
      title: 'Range sums with point updates',
      description:
        'Maintain an array under updates and answer range-sum queries quickly (a Fenwick tree or segment tree gives O(log n) per operation).\n\nInput: a line with n and q, a line with n integers a1..an, then q lines: "set i v" sets a_i = v, and "sum l r" asks for a_l + ... + a_r (1-based, l <= r).\n\nOutput: the answer of each sum query on its own line.',
      examples: [
        {
          input: '5 4\n1 2 3 4 5\nsum 1 5\nset 3 10\nsum 2 4\nsum 3 3',
          output: '15\n16\n10',
          explanation: 'After setting a3 = 10, the sum of a2..a4 is 2 + 10 + 4.',
        },
        {
          input: '3 3\n-1 -2 -3\nsum 1 1\nset 1 5\nsum 1 3',
          output: '-1\n0',
          explanation: 'Values may be negative.',
        },
      ],
      constraints: ['1 <= n, q <= 10^5', '|values| <= 10^9; sums need 64-bit integers'],
      testCases: [
        v('5 4\n1 2 3 4 5\nsum 1 5\nset 3 10\nsum 2 4\nsum 3 3', '15\n16\n10'),
        v('3 3\n-1 -2 -3\nsum 1 1\nset 1 5\nsum 1 3', '-1\n0'),
        h('1 3\n0\nsum 1 1\nset 1 -7\nsum 1 1', '0\n-7'),
        h('3 2\n1000000000 1000000000 1000000000\nset 2 999999999\nsum 1 3', '2999999999'),
        h('6 5\n5 5 5 5 5 5\nset 6 0\nset 1 0\nsum 1 6\nsum 2 5\nsum 6 6', '20\n20\n0'),
        h('8 4\n3 1 4 1 5 9 2 6\nsum 4 7\nset 5 -5\nsum 1 8\nsum 5 5', '17\n21\n-5'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

def main():
    data = sys.stdin.read().split()
    n, q = int(data[0]), int(data[1])
    a = [0] + [int(x) for x in data[2:2 + n]]
    tree = [0] * (n + 1)

    def add(i, delta):
        while i <= n:
            tree[i] += delta
            i += i & -i

    def prefix(i):
        s = 0
        while i > 0:
            s += tree[i]
            i -= i & -i
        return s

    for i in range(1, n + 1):
        add(i, a[i])
    out = []
    pos = 2 + n
    for _ in range(q):
        op, x, y = data[pos], int(data[pos + 1]), int(data[pos + 2])
        pos += 3
        if op == 'set':
            add(x, y - a[x])
            a[x] = y
        else:
            out.append(str(prefix(y) - prefix(x - 1)))
    print('\n'.join(out))

main()
`,
      },
      judge: {
        intendedComplexity: 'O((n + q) log n) with a Fenwick or segment tree',
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, q, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
B = 10**9
def val():
    if mode == 'small':
        return random.randint(0, 9)
    if mode == 'max':
        return B
    return random.randint(-B, B)
out = [' '.join(str(val()) for _ in range(n))]
for _ in range(q):
    if random.random() < (0.3 if mode != 'wide' else 0.1):
        out.append('set %d %d' % (random.randint(1, n), val()))
    else:
        if mode in ('wide', 'small', 'max'):
            l, r = random.randint(1, min(n, 10)), random.randint(max(1, n - 10), n)
        else:
            l = random.randint(1, n)
            r = random.randint(l, n)
        out.append('sum %d %d' % (l, r))
print(n, q)
print('\n'.join(out))
`,
        tests: [
          { args: '100000 60000 small', label: 'n = 100,000, q = 60,000, wide ranges' },
          { args: '20000 20000 random', label: 'n = 20,000, q = 20,000, values up to 10^9' },
          { args: '10000 10000 max', label: 'n = 10,000, every value 10^9' },
          { args: '1 1 random', label: 'n = 1' },
        ],
        validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
n, q = map(int, lines[0].split())
assert 1 <= n <= 10**5 and 1 <= q <= 10**5, 'n or q out of range'
a = lines[1].split()
assert len(a) == n and all(abs(int(x)) <= 10**9 for x in a), 'expected n values with |value| <= 10^9'
for l in lines[2:2 + q]:
    p = l.split()
    assert len(p) == 3, 'expected set i v or sum l r'
    x, y = int(p[1]), int(p[2])
    if p[0] == 'set':
        assert 1 <= x <= n and abs(y) <= 10**9, 'bad set'
    else:
        assert p[0] == 'sum' and 1 <= x <= y <= n, 'bad sum'
assert all(l.strip() == '' for l in lines[2 + q:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'naive-sum',
            language: 'python3',
            mustFail: 'TLE',
            why: 'Adds up the range on every query: O(n) per query, too slow for 60,000 queries over 100,000 values',
            source: String.raw`import sys

data = sys.stdin.read().split()
n, q = int(data[0]), int(data[1])
a = [0] + [int(x) for x in data[2:2 + n]]
out = []
pos = 2 + n
for _ in range(q):
    op, x, y = data[pos], int(data[pos + 1]), int(data[pos + 2])
    pos += 3
    if op == 'set':
        a[x] = y
    else:
        out.append(str(sum(a[x:y + 1])))
print('\n'.join(out))
`,
          },
          {
            name: 'int32-sums',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Keeps the tree in 32-bit ints, but sums reach 10^14',
            source: String.raw`#include <cstdio>
#include <cstring>
#include <vector>

int n;
std::vector<int> tree;

void add(int i, int delta) {
    for (; i <= n; i += i & -i) tree[i] += delta;
}

int prefix(int i) {
    int s = 0;
    for (; i > 0; i -= i & -i) s += tree[i];
    return s;
}

int main() {
    int q;
    if (std::scanf("%d %d", &n, &q) != 2) return 0;
    std::vector<int> a(n + 1);
    tree.assign(n + 1, 0);
    for (int i = 1; i <= n; i++) {
        std::scanf("%d", &a[i]);
        add(i, a[i]);
    }
    char op[8];
    for (int k = 0; k < q; k++) {
        int x, y;
        std::scanf("%7s %d %d", op, &x, &y);
        if (std::strcmp(op, "set") == 0) {
            add(x, y - a[x]);
            a[x] = y;
        } else {
            std::printf("%d\n", prefix(y) - prefix(x - 1));
        }
    }
}
`,
          },
        ],
      },
    },
    {
      id: 'ds-trie-autocomplete',
      title: 'Autocomplete with a trie',
      description:
        'Store a dictionary of lowercase words and answer prefix queries, as an autocomplete box does. Duplicate words count once.\n\nInput: a line with n, n words; a line with q, q prefixes (one per line).\n\nOutput: for each prefix, "k: w1 w2 w3" where k is the number of distinct words starting with the prefix and w1..w3 are the (up to) three alphabetically smallest of them; print just "0" when there are none.',
      examples: [
        {
          input: '5\napple\napp\napply\nbanana\napt\n3\nap\nappl\nb',
          output: '4: app apple apply\n2: apple apply\n1: banana',
          explanation: 'Four words start with "ap"; only the three smallest are listed.',
        },
        {
          input: '2\ncat\ncar\n2\ndog\nca',
          output: '0\n2: car cat',
          explanation: 'No word starts with "dog".',
        },
      ],
      constraints: ['1 <= n, q <= 10^4', 'Words and prefixes: 1 to 30 lowercase letters'],
      testCases: [
        v(
          '5\napple\napp\napply\nbanana\napt\n3\nap\nappl\nb',
          '4: app apple apply\n2: apple apply\n1: banana',
        ),
        v('2\ncat\ncar\n2\ndog\nca', '0\n2: car cat'),
        h('4\ngo\ngo\ngopher\ngolang\n2\ngo\ngop', '3: go golang gopher\n1: gopher'),
        h('1\nhi\n2\nhigh\nh', '0\n1: hi'),
        h('6\nzeta\nalpha\nalps\nalp\naloe\nal\n2\nal\nalp', '5: al aloe alp\n3: alp alpha alps'),
        h('3\na\nab\nabc\n3\na\nabc\nabcd', '3: a ab abc\n1: abc\n0'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    # Each trie node is [children, count, top]: count = distinct words below it, top = the three
    # alphabetically smallest of them. Inserting the distinct words in sorted order fills each
    # node's top with the first three words that reach it, so a query costs O(len(prefix)).
    root = [{}, 0, []]
    for w in sorted(set(data[1:1 + n])):
        node = root
        node[1] += 1
        if len(node[2]) < 3:
            node[2].append(w)
        for ch in w:
            node = node[0].setdefault(ch, [{}, 0, []])
            node[1] += 1
            if len(node[2]) < 3:
                node[2].append(w)
    q = int(data[1 + n])
    out = []
    for prefix in data[2 + n:2 + n + q]:
        node = root
        for ch in prefix:
            node = node[0].get(ch)
            if node is None:
                break
        if node is None:
            out.append('0')
        else:
            out.append(str(node[1]) + ': ' + ' '.join(node[2]))
    print('\n'.join(out))

main()
`,
      },
      judge: {
        intendedComplexity:
          'O(total length of words and prefixes) with counts and top 3 kept in each trie node',
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, q, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
def word(lo, hi, alphabet='abcdefghijklmnopqrstuvwxyz'):
    return ''.join(random.choice(alphabet) for _ in range(random.randint(lo, hi)))
if mode == 'one-prefix':
    # every word starts with the same letters and every query asks for a short prefix of them
    words = ['a' + word(5, 29) for _ in range(n)]
    prefixes = [random.choice(['a', 'a', 'ab', 'b']) for _ in range(q)]
elif mode == 'random':
    words = [word(1, 30, 'abcdef') for _ in range(n)]
    prefixes = [word(1, 4, 'abcdefg') for _ in range(q)]
elif mode == 'dups':
    base = [word(1, 8, 'abc') for _ in range(50)]
    words = [random.choice(base) for _ in range(n)]
    prefixes = [random.choice(base)[:random.randint(1, 3)] for _ in range(q)]
elif mode == 'long':
    words = ['z' * 30] * (n // 2) + [word(30, 30, 'yz') for _ in range(n - n // 2)]
    prefixes = ['z' * random.randint(1, 30) for _ in range(q)]
print(n)
print('\n'.join(words))
print(q)
print('\n'.join(prefixes))
`,
        tests: [
          {
            args: '10000 10000 one-prefix',
            label: 'n = 10,000 words sharing a prefix, q = 10,000 short prefixes',
          },
          { args: '10000 10000 random', label: 'n = 10,000, q = 10,000, random words' },
          { args: '10000 10000 dups', label: 'n = 10,000 with many duplicates' },
          { args: '10000 10000 long', label: 'n = 10,000 words of 30 letters' },
          { args: '1 1 random', label: 'n = 1, q = 1' },
        ],
        validator: String.raw`import re, sys
data = sys.stdin.read().split()
n = int(data[0])
assert 1 <= n <= 10**4, 'n out of range'
q = int(data[1 + n])
assert 1 <= q <= 10**4, 'q out of range'
assert len(data) == 2 + n + q, 'expected n words and q prefixes'
assert all(re.fullmatch(r'[a-z]{1,30}', w) for w in data[1:1 + n] + data[2 + n:]), 'words and prefixes are 1 to 30 lowercase letters'
`,
        wrongSolutions: [
          {
            name: 'collect-every-match',
            language: 'python3',
            mustFail: 'TLE',
            why: 'Collects and sorts every word below the prefix on each query: 10,000 queries over 10,000 matching words',
            source: String.raw`import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    root = {}
    for w in data[1:1 + n]:
        node = root
        for ch in w:
            node = node.setdefault(ch, {})
        node['$'] = True
    q = int(data[1 + n])
    out = []
    for prefix in data[2 + n:2 + n + q]:
        node = root
        for ch in prefix:
            node = node.get(ch)
            if node is None:
                break
        if node is None:
            out.append('0')
            continue
        words = []
        stack = [(node, prefix)]
        while stack:
            cur, text = stack.pop()
            if '$' in cur:
                words.append(text)
            for ch in sorted((c for c in cur if c != '$'), reverse=True):
                stack.append((cur[ch], text + ch))
        words.sort()
        out.append(str(len(words)) + ': ' + ' '.join(words[:3]) if words else '0')
    print('\n'.join(out))

main()
`,
          },
          {
            name: 'counts-duplicates',
            language: 'python3',
            mustFail: 'WA',
            why: 'Counts a repeated word each time it appears, but duplicates count once',
            source: String.raw`import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    # Each trie node is [children, count, top]: count = distinct words below it, top = the three
    # alphabetically smallest of them. Inserting the distinct words in sorted order fills each
    # node's top with the first three words that reach it, so a query costs O(len(prefix)).
    root = [{}, 0, []]
    for w in sorted(data[1:1 + n]):
        node = root
        node[1] += 1
        if len(node[2]) < 3:
            node[2].append(w)
        for ch in w:
            node = node[0].setdefault(ch, [{}, 0, []])
            node[1] += 1
            if len(node[2]) < 3:
                node[2].append(w)
    q = int(data[1 + n])
    out = []
    for prefix in data[2 + n:2 + n + q]:
        node = root
        for ch in prefix:
            node = node[0].get(ch)
            if node is None:
                break
        if node is None:
            out.append('0')
        else:
            out.append(str(node[1]) + ': ' + ' '.join(node[2]))
    print('\n'.join(out))

main()
`,
          },
        ],
      },
    },
  ],
  debug: [
    {
      id: 'ds-debug-union-find',
      title: 'Union-find splits groups and miscounts',
      description:
        'This Kotlin program tracks connected groups of N items (1..N). Commands: "union a b" merges the groups of a and b, "same a b" prints YES if they are in one group, and "count" prints the number of groups. The first line holds N and Q. Groups fall apart after some unions and the count goes wrong.',
      language: 'kotlin',
      buggyCode: String.raw`lateinit var parent: IntArray

fun find(x: Int): Int {
    var root = x
    while (parent[root] != root) root = parent[root]
    var cur = x
    while (parent[cur] != root) {
        val next = parent[cur]
        parent[cur] = root
        cur = next
    }
    return root
}

fun main() {
    val first = readLine()!!.trim().split(" ").filter { it.isNotEmpty() }
    val n = first[0].toInt()
    val q = first[1].toInt()
    parent = IntArray(n + 1) { it }
    var components = n
    val out = StringBuilder()
    repeat(q) {
        val p = readLine()!!.trim().split(" ").filter { it.isNotEmpty() }
        when (p[0]) {
            "union" -> {
                val a = p[1].toInt()
                val b = p[2].toInt()
                parent[a] = b
                components--
            }
            "same" -> out.append(if (find(p[1].toInt()) == find(p[2].toInt())) "YES" else "NO").append('\n')
            else -> out.append(components).append('\n')
        }
    }
    print(out)
}
`,
      fixedCode: String.raw`lateinit var parent: IntArray

fun find(x: Int): Int {
    var root = x
    while (parent[root] != root) root = parent[root]
    var cur = x
    while (parent[cur] != root) {
        val next = parent[cur]
        parent[cur] = root
        cur = next
    }
    return root
}

fun main() {
    val first = readLine()!!.trim().split(" ").filter { it.isNotEmpty() }
    val n = first[0].toInt()
    val q = first[1].toInt()
    parent = IntArray(n + 1) { it }
    var components = n
    val out = StringBuilder()
    repeat(q) {
        val p = readLine()!!.trim().split(" ").filter { it.isNotEmpty() }
        when (p[0]) {
            "union" -> {
                val a = find(p[1].toInt())
                val b = find(p[2].toInt())
                if (a != b) {
                    parent[a] = b
                    components--
                }
            }
            "same" -> out.append(if (find(p[1].toInt()) == find(p[2].toInt())) "YES" else "NO").append('\n')
            else -> out.append(components).append('\n')
        }
    }
    print(out)
}
`,
      expectedBehavior:
        'After "union 1 2" and "union 1 3", items 1, 2 and 3 form one group; a repeated union does not change the count.',
      hints: [
        "parent[a] = b overwrites a's existing link. What happens to the items a was already connected to?",
        'Link the roots of the two groups, not the items themselves.',
        'Should the group count drop when both items are already in the same group?',
      ],
      testCases: [
        v('5 4\nunion 1 2\nunion 3 4\nsame 1 2\ncount', 'YES\n3'),
        v('3 3\nunion 1 2\nunion 1 2\ncount', '2'),
        h('4 4\nunion 1 2\nunion 1 3\nsame 2 3\ncount', 'YES\n2'),
        h('5 4\nunion 1 2\nunion 1 3\nsame 1 2\ncount', 'YES\n3'),
        h('1 2\nsame 1 1\ncount', 'YES\n1'),
        h('4 5\nunion 1 2\nunion 3 4\nunion 1 3\nunion 2 4\ncount', '1'),
      ],
      bugs: [
        {
          description:
            'union links the raw items (parent[a] = b) instead of their roots, cutting a off from its previous group',
          testIndexes: [2, 3],
        },
        {
          description:
            'The group count is decremented even when both items are already in the same group',
          testIndexes: [1, 5],
        },
      ],
    },
    {
      id: 'ds-debug-window-max',
      title: 'Sliding window maximum is off by one',
      description:
        'This Go program prints the maximum of every window of k consecutive elements using a deque of indexes. Input: n and k, then n integers. Output: the n - k + 1 maxima separated by spaces. The first window is missing and some maxima come from outside the window.',
      language: 'go',
      buggyCode: String.raw`package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

func main() {
	reader := bufio.NewReader(os.Stdin)
	var n, k int
	fmt.Fscan(reader, &n, &k)
	a := make([]int, n)
	for i := range a {
		fmt.Fscan(reader, &a[i])
	}
	dq := []int{}
	out := []string{}
	for i := 0; i < n; i++ {
		for len(dq) > 0 && a[dq[len(dq)-1]] <= a[i] {
			dq = dq[:len(dq)-1]
		}
		dq = append(dq, i)
		if dq[0] < i-k {
			dq = dq[1:]
		}
		if i >= k {
			out = append(out, strconv.Itoa(a[dq[0]]))
		}
	}
	fmt.Println(strings.Join(out, " "))
}
`,
      fixedCode: String.raw`package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

func main() {
	reader := bufio.NewReader(os.Stdin)
	var n, k int
	fmt.Fscan(reader, &n, &k)
	a := make([]int, n)
	for i := range a {
		fmt.Fscan(reader, &a[i])
	}
	dq := []int{}
	out := []string{}
	for i := 0; i < n; i++ {
		for len(dq) > 0 && a[dq[len(dq)-1]] <= a[i] {
			dq = dq[:len(dq)-1]
		}
		dq = append(dq, i)
		if dq[0] <= i-k {
			dq = dq[1:]
		}
		if i >= k-1 {
			out = append(out, strconv.Itoa(a[dq[0]]))
		}
	}
	fmt.Println(strings.Join(out, " "))
}
`,
      expectedBehavior: 'For "1 3 -1 -3 5 3 6 7" with k = 3 it prints "3 3 5 5 6 7".',
      hints: [
        'The window ending at index i covers indexes i-k+1 .. i. Which index has just left it?',
        'At which index is the first full window complete?',
        'Test with k = 1, where every element is its own maximum.',
      ],
      testCases: [
        v('8 3\n1 3 -1 -3 5 3 6 7', '3 3 5 5 6 7'),
        v('4 2\n5 1 1 1', '5 1 1'),
        h('3 3\n1 2 3', '3'),
        h('5 1\n4 -2 7 0 7', '4 -2 7 0 7'),
        h('6 2\n-1 -1 -1 -1 -1 -1', '-1 -1 -1 -1 -1'),
        h('7 4\n9 8 7 6 5 4 3', '9 8 7 6'),
      ],
      bugs: [
        {
          description:
            'An index leaves the deque only when it is below i - k, so windows effectively hold k + 1 elements',
          testIndexes: [1, 3, 5],
        },
        {
          description: 'Output starts at i >= k instead of i >= k - 1, dropping the first window',
          testIndexes: [0, 2, 4],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'ds-pseudo-lru-cache',
      title: 'LRU cache with O(1) operations',
      description:
        'Write pseudocode for an LRUCache(capacity) class with get(key) and put(key, value), both in O(1). When the cache is full, put evicts the least recently used entry. Both get and put count as a use.',
      requirements: [
        'get returns the value or -1 and marks the key as most recently used',
        'put inserts or updates and marks the key as most recently used',
        'When inserting into a full cache, evict the least recently used key',
        'Every operation is O(1)',
      ],
      examples: [
        {
          scenario: 'capacity 2: put(1), put(2), get(1), put(3)',
          expectedApproach: 'Key 2 is evicted because key 1 was used more recently.',
        },
      ],
      evaluationCriteria: [
        'Hash map plus doubly linked list',
        'Move to front on access',
        'Eviction from the tail with map removal',
        'Edge cases',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Use a hash map from key to list node',
            weight: 2,
            accept: ['hash map node', 'map key node', 'dictionary key node', 'hashmap'],
          },
          {
            idea: 'Keep a doubly linked list ordered by recency',
            weight: 3,
            accept: ['doubly linked list', 'double linked', 'linked list recency', 'prev next'],
          },
          {
            idea: 'Move the node to the front on get and put',
            weight: 3,
            accept: [
              'move front',
              'move head',
              'move to front',
              'move to head',
              'add front',
              'push front',
              'insert front',
              'add head',
              'insert head',
            ],
          },
          {
            idea: 'Evict the tail node and remove its key from the map',
            weight: 2,
            accept: [
              'evict tail',
              'remove tail',
              'remove last',
              'evict last',
              'delete tail',
              'tail prev unlink',
              'tail prev detach',
              'tail prev remove',
            ],
          },
        ],
        edgeCases: [
          {
            case: 'put on an existing key updates without evicting',
            accept: [
              'existing key update',
              'key exists update',
              'already exists update',
              'existing key no evict',
              'key exists no evict',
            ],
          },
          {
            case: 'Capacity zero',
            accept: [
              'capacity 0',
              'capacity zero',
              'zero capacity',
              'cap 0',
              'capacity <= 0',
              'capacity < 1',
            ],
          },
        ],
        pitfalls: [
          {
            mistake:
              'When the key is already cached, its existing node must be updated and moved; adding a second node leaves a stale copy in the list that is later evicted by mistake and desynchronises the map.',
            patterns: [
              'exists insert new node',
              'exists create new node',
              'exists add new node',
              'already in map insert new node',
              'already in map create new node',
              'exists append new node',
            ],
          },
          {
            mistake:
              'Finding a key by walking the list takes O(n); the hash map must lead straight to the node so every operation stays O(1).',
            patterns: [
              'search list key',
              'scan list key',
              'loop list find',
              'loop list key',
              'linear search list',
              'search list node',
              'find node loop list',
            ],
          },
          {
            mistake:
              'A get is a use too: the key read must be moved to the most recent end, otherwise a frequently read key is evicted as if it were unused.',
            patterns: [
              'get without move',
              'get no move',
              'get leave position',
              'get without updat recen',
              'get no updat recen',
            ],
          },
          {
            mistake:
              'Eviction removes the least recently used entry, at the old end of the order; popping the newest end (popitem(last=True) on an OrderedDict that moves used keys to the end) throws away the key just used.',
            patterns: ['popitem last true'],
          },
        ],
        modelAnswer: `1. SET map = hash map from key to node, list = doubly linked list with dummy head and tail (most recent at head)
2. FUNCTION get(key): IF key not in map THEN return -1
3.    SET node = map[key]; move node to front (move to head); return node.value
4. FUNCTION put(key, value):
5.    IF capacity is 0 THEN return (zero capacity stores nothing)
6.    IF key exists THEN update node.value and move to front; return (existing key update, no eviction)
7.    IF map size equals capacity THEN evict tail: remove last real node from the list and delete its key from the map
8.    create node, insert it at the head, set map[key] = node
9. Each step only changes a few pointers and one hash map entry, so everything is O(1)`,
        approaches: [
          {
            approach:
              'Insertion-ordered hash map (LinkedHashMap, Python OrderedDict, JavaScript Map): re-insert a key on use, evict the first key',
            ideas: [
              {
                idea: 'Use a hash map that keeps its keys in insertion order, oldest first',
                weight: 3,
                accept: [
                  'insertion order',
                  'ordered map',
                  'ordered dict',
                  'ordereddict',
                  'linkedhashmap',
                  'linked hash map',
                  'map keeps order',
                  'map remembers order',
                ],
              },
              {
                idea: 'On get and put, delete the key and insert it again so it moves to the newest end',
                weight: 4,
                accept: [
                  'delete key set key',
                  'remove key set key',
                  'delete key put key',
                  'remove key put key',
                  'delete key insert key',
                  'remove key insert key',
                  'delete reinsert',
                  'remove reinsert',
                  're insert',
                  'move to end',
                  'put back newest end',
                ],
              },
              {
                idea: 'When full, evict the first (oldest) key of the map',
                weight: 3,
                accept: [
                  'delete oldest',
                  'remove oldest',
                  'evict oldest',
                  'evict first key',
                  'delete first key',
                  'remove first key',
                  'pop first',
                  'popitem last false',
                ],
              },
            ],
            modelAnswer: `1. SET map = hash map that keeps its keys in insertion order (like a LinkedHashMap or an ordered dict): the first key is the least recently used
2. FUNCTION get(key): IF key not in map THEN return -1
3.    SET value = map[key]; delete key from the map, then set key = value again so it is re-inserted at the newest end; return value
4. FUNCTION put(key, value):
5.    IF capacity is 0 THEN return (zero capacity stores nothing)
6.    IF key exists THEN delete key from the map (existing key update, no eviction: the size does not grow)
7.    ELSE IF map size equals capacity THEN delete the oldest key, the first key in insertion order (evict oldest)
8.    set map[key] = value, which puts the key at the newest end
9. Deleting, inserting and reading the first key of such a map are all O(1)`,
          },
        ],
      },
    },
    {
      id: 'ds-pseudo-course-order',
      title: 'Course order with prerequisites (cycle detection)',
      description:
        'There are n courses and a list of prerequisite pairs (a, b) meaning b must be taken before a. Write pseudocode that returns an order in which all courses can be taken, or reports that it is impossible because the prerequisites contain a cycle.',
      requirements: [
        'Build a directed graph from the pairs',
        'Produce a valid order when one exists',
        'Detect cycles and report them',
        'Run in O(n + m) for m pairs',
      ],
      examples: [
        { scenario: '3 courses, pairs (1, 0) and (2, 1)', expectedApproach: 'Return 0, 1, 2.' },
      ],
      evaluationCriteria: [
        'Graph construction',
        'Topological sort (Kahn or DFS)',
        'Cycle detection',
        'Complexity',
      ],
      rubric: {
        ideas: [
          {
            idea: "Build an adjacency list (with in-degree counts for Kahn's algorithm)",
            weight: 2,
            accept: ['adjacency list', 'in degree', 'indegree', 'adjacency map', 'pairs append'],
          },
          {
            idea: 'Start from the courses with in-degree 0 (Kahn), or run a DFS from every unvisited course',
            weight: 3,
            accept: [
              'queue indegree 0',
              'queue in degree zero',
              'degree 0 queue',
              'queue == 0',
              'zero indegree',
              'dfs unvisited',
              'depth first unvisited',
              'unvisited visit',
              'each course unvisited dfs',
            ],
          },
          {
            idea: 'Kahn: pop a course, append it, decrement neighbours and enqueue new zeros; DFS: append a course after all its successors (post-order) and reverse',
            weight: 3,
            accept: [
              'decrement indegree',
              'decrement in degree',
              'reduce indegree',
              'decrease indegree',
              'post order reverse',
              'postorder reverse',
              'reverse finish order',
              'reverse finished',
              '- 1 == 0 enqueue',
              '- 1 == 0 queue',
            ],
          },
          {
            idea: 'Detect the cycle: fewer than n courses ordered (Kahn) or an edge to a course still on the DFS path',
            weight: 2,
            accept: [
              'fewer than n cycle',
              'less than n cycle',
              'order size n',
              'not all courses cycle',
              'visiting cycle',
              'gray cycle',
              'grey cycle',
              'back edge',
              'in progress cycle',
              'on stack cycle',
              'length order n cycle',
              'length order n impossible',
              'order != n',
              'order all n courses',
              'left out cycle',
              'order holds all',
            ],
          },
        ],
        edgeCases: [
          {
            case: 'A course that is its own prerequisite',
            accept: ['self loop', 'self prerequisite', 'own prerequisite'],
          },
          {
            case: 'Courses with no prerequisites at all or no pairs',
            accept: ['no prerequisites', 'no pairs', 'no edges', 'isolated'],
          },
        ],
        synonyms: [
          ['indegree', 'indeg', 'in degree'],
          ['unvisited', 'unseen', 'white', 'not visited'],
        ],
        pitfalls: [
          {
            mistake:
              "In a pair (a, b) course b comes first, so the edge goes from b to a and it is a's in-degree that grows; counting b's in-degree starts the order from the wrong end.",
            patterns: [
              'indeg b +=',
              'indeg b + 1',
              'indeg b ++',
              'indegree b +=',
              'indegree b + 1',
              'indegree b ++',
              'degree b +=',
              'degree b + 1',
            ],
          },
          {
            mistake:
              'Only when the order holds every course is it valid; reporting a cycle when all n courses were placed (or returning a shorter order) gets the check backwards.',
            patterns: [
              'order == n cycle',
              'order == n impossible',
              'len order == n cycle',
              'order == n return impossible',
              'order < n return order',
              'order fewer n return order',
              'order less n return order',
            ],
          },
          {
            mistake:
              'The queue must start with the courses that have no prerequisites (in-degree 0); a course with a positive in-degree still waits for another course.',
            patterns: [
              'queue indeg > 0',
              'queue indegree > 0',
              'queue degree > 0',
              'queue indeg nonzero',
              'queue indegree nonzero',
              'queue indegree greater 0',
              'queue indeg greater 0',
              'queue in degree greater 0',
            ],
          },
          {
            mistake:
              'Only an edge to a course still on the current DFS path (in progress) closes a cycle; a course already finished was fully explored without one, so reaching it again is normal in a DAG.',
            patterns: [
              'done return cycle',
              'done report cycle',
              'done impossible',
              'black return cycle',
              'black report cycle',
              'finished return cycle',
              'finished report cycle',
              'done cycle found',
              'black cycle found',
            ],
          },
        ],
        modelAnswer: `1. SET adj = adjacency list of n empty lists, indeg = array of n zeros
2. FOR each pair (a, b): add a to adj[b]; indeg[a] += 1 (in degree)
3. SET queue = all courses with indegree 0 (zero indegree); courses with no prerequisites or no pairs start here
4. WHILE queue not empty: pop c, append c to order
5.    FOR each next in adj[c]: decrement indegree of next; IF it becomes 0 THEN push next to queue
6. IF order has fewer than n courses THEN a cycle exists: return "impossible" (a self loop also leaves its course behind)
7. ELSE return order; every course and pair is handled once, so O(n + m)`,
      },
    },
  ],
};
