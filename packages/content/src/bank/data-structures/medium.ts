import type { BankLevel } from '@app/shared/content.schemas';

const v = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: false });
const h = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: true });

export const medium: BankLevel = {
  mcq: [
    {
      question: 'What does an in-order traversal of a binary search tree produce?',
      options: {
        A: 'The keys in insertion order',
        B: 'The keys, ascending',
        C: 'The keys level by level',
        D: 'The root first, then the leaves',
      },
      correct: 'B',
      explanation: 'Left subtree, node, right subtree visits BST keys in sorted order.',
    },
    {
      question: 'Which statement about a binary min-heap is true?',
      options: {
        A: 'Every level is sorted from left to right, so the last leaf is the maximum',
        B: 'Searching for any value takes O(log n)',
        C: 'Every parent is at most its children, so the root is the minimum',
        D: 'It is always a binary search tree',
      },
      correct: 'C',
      explanation:
        'The heap property only orders parents against children; the root holds the minimum.',
    },
    {
      question:
        'In an array-based binary heap with 0-based indexes, where are the children of index i?',
      options: {
        A: 'i + 1 and i + 2',
        B: '2i and 2i + 1',
        C: 'i / 2 and i / 2 + 1',
        D: '2i + 1 and 2i + 2',
      },
      correct: 'D',
      explanation:
        'With 0-based indexing the children are at 2i + 1 and 2i + 2, and the parent at (i - 1) / 2.',
    },
    {
      question:
        'Why is appending to a dynamic array (ArrayList, Python list, vector) amortised O(1)?',
      options: {
        A: 'Capacity grows geometrically, so copying averages out',
        B: 'Appends never copy memory: each grows by exactly 1 slot',
        C: 'The array is really a linked list of fixed blocks (like a deque)',
        D: 'The operating system extends the memory block in place, so nothing is copied',
      },
      correct: 'A',
      explanation:
        'Geometric growth makes the total copying cost proportional to the number of appends.',
    },
    {
      question:
        "What usually happens when a hash table's load factor passes its threshold (for example 0.75)?",
      options: {
        A: 'New inserts are rejected',
        B: 'The table allocates more buckets and then rehashes every entry',
        C: 'It switches to a sorted array and binary search for lookups',
        D: 'The oldest entries are evicted',
      },
      correct: 'B',
      explanation:
        'Resizing keeps chains or probe sequences short so operations stay O(1) on average.',
    },
    {
      question:
        'Given a pointer to a node in a doubly linked list, how long does deleting that node take?',
      options: {
        A: 'O(n)',
        B: 'O(log n)',
        C: 'O(1)',
        D: 'O(n log n)',
      },
      correct: 'C',
      explanation: 'The node knows both neighbours, so only two links change.',
    },
    {
      question:
        'Keys 1, 2, 3, ..., n are inserted in order into a plain (unbalanced) BST. What is the cost of a search?',
      options: {
        A: 'O(1), since keys are consecutive',
        B: 'O(log n), just as for any other binary search tree',
        C: 'O(sqrt n), because the tree stays roughly half balanced',
        D: 'O(n), because the tree degenerates into a chain',
      },
      correct: 'D',
      explanation: 'Sorted inserts build a linked-list-shaped tree; balanced trees avoid this.',
    },
    {
      question: 'Which operations does a deque (double-ended queue) support efficiently?',
      options: {
        A: 'Adding and removing at both the front and the back',
        B: 'Only removing the minimum element, like a priority queue',
        C: 'Inserting in the middle in O(1) and removing from both ends',
        D: 'Sorted iteration',
      },
      correct: 'A',
      explanation: 'Deques give O(1) push and pop at both ends.',
    },
    {
      question:
        'How much memory does an adjacency list use for a graph with V vertices and E edges?',
      options: {
        A: 'O(V^2)',
        B: 'O(V + E)',
        C: 'O(E^2)',
        D: 'O(VE)',
      },
      correct: 'B',
      explanation: 'One list per vertex plus one entry per edge (two for undirected graphs).',
    },
    {
      question: 'In a ring-buffer queue of capacity C, how is the next write position computed?',
      options: {
        A: 'tail + 1, and the buffer is grown when tail reaches C',
        B: '(tail * 2) % C',
        C: '(tail + 1) % C, wrapping around to the start',
        D: 'tail - 1',
      },
      correct: 'C',
      explanation: 'Indexes wrap modulo the capacity so freed slots at the front are reused.',
    },
    {
      question: 'What does looking up a word in a trie cost?',
      options: {
        A: 'O(n) in the number of stored words',
        B: 'O(log n) in the number of stored words',
        C: 'O(1) regardless of the word, like a hash table',
        D: 'O(L), L being the word length',
      },
      correct: 'D',
      explanation:
        'A trie follows one edge per character, independent of how many words it stores.',
    },
    {
      question: 'Which technique detects a cycle in a singly linked list using O(1) extra memory?',
      options: {
        A: "Floyd's tortoise and hare: a slow and a fast pointer meet if there is any cycle at all",
        B: 'Storing every visited node in a hash set and checking each new node against it',
        C: 'Sorting the nodes by address and looking for a repeated neighbour',
        D: "Counting nodes until the count exceeds the list's stored length field",
      },
      correct: 'A',
      explanation: 'Two pointers at different speeds must meet inside a cycle.',
    },
    {
      question:
        'In an open-addressing hash table, why can a deleted slot not simply be marked empty?',
      options: {
        A: 'Empty slots waste memory, so deleted ones are reused for the next insert',
        B: 'It would break probe sequences, hiding keys that were inserted after a collision',
        C: 'Deleting is not allowed in open addressing',
        D: 'The hash function would change',
      },
      correct: 'B',
      explanation: 'Lookups stop at empty slots, so deletions use tombstones instead.',
    },
    {
      question:
        'A monotonic stack finds the "next greater element" for every position of an array. What is the total time?',
      options: {
        A: 'O(n^2), since each element may scan the whole stack',
        B: 'O(n log n), as each pop scans the stack with binary search',
        C: 'O(n), since each element is pushed and popped once',
        D: 'O(log n)',
      },
      correct: 'C',
      explanation: 'Every index enters and leaves the stack once, so the work is linear.',
    },
  ],
  coding: [
    {
      id: 'ds-next-greater',
      title: 'Next greater element',
      description:
        'For each element of an array, find the first element to its right that is strictly greater. A monotonic stack solves it in O(n).\n\nInput: a line with n, then a line with n integers.\n\nOutput: n integers separated by spaces: the next greater value for each position, or -1 if there is none.',
      examples: [
        {
          input: '4\n4 5 2 25',
          output: '5 25 25 -1',
          explanation: '4 -> 5, 5 -> 25, 2 -> 25, 25 has nothing greater after it.',
        },
        {
          input: '4\n13 7 6 12',
          output: '-1 12 12 -1',
          explanation: 'Nothing to the right of 13 is greater than it.',
        },
      ],
      constraints: ['1 <= n <= 10^5', '-10^9 <= values <= 10^9'],
      testCases: [
        v('4\n4 5 2 25', '5 25 25 -1'),
        v('4\n13 7 6 12', '-1 12 12 -1'),
        h('1\n7', '-1'),
        h('5\n3 3 3 3 3', '-1 -1 -1 -1 -1'),
        h('6\n1 2 3 4 5 6', '2 3 4 5 6 -1'),
        h('7\n-5 -10 0 -1 8 8 -2', '0 0 8 8 -1 -1 -1'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    res = [-1] * n
    stack = []
    for i, x in enumerate(a):
        while stack and a[stack[-1]] < x:
            res[stack.pop()] = x
        stack.append(i)
    print(' '.join(map(str, res)))

main()
`,
      },
      judge: {
        intendedComplexity: 'O(n) with a monotonic stack',
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
B = 10**9
if mode == 'random':
    a = [random.randint(-B, B) for _ in range(n)]
elif mode == 'decreasing':
    a = list(range(n // 2, n // 2 - n, -1))
elif mode == 'increasing':
    a = sorted(random.randint(-B, B) for _ in range(n))
elif mode == 'equal':
    a = [7] * n
elif mode == 'few':
    a = [random.choice((-B, 0, B)) for _ in range(n)]
print(n)
print(' '.join(map(str, a)))
`,
        tests: [
          { args: '100000 decreasing', label: 'n = 100,000, decreasing' },
          { args: '80000 random', label: 'n = 80,000, random values up to 10^9' },
          { args: '100000 equal', label: 'n = 100,000, all equal' },
          { args: '20000 increasing', label: 'n = 20,000, increasing' },
          { args: '50 few', label: 'n = 50, only -10^9, 0 and 10^9' },
          { args: '1 random', label: 'n = 1' },
        ],
        validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
n = int(lines[0])
assert 1 <= n <= 10**5, 'n out of range'
a = lines[1].split()
assert len(a) == n, 'expected n values'
assert all(-10**9 <= int(x) <= 10**9 for x in a), 'value out of range'
assert all(l.strip() == '' for l in lines[2:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'quadratic-scan',
            language: 'python3',
            mustFail: 'TLE',
            why: 'Scans to the right from every position: O(n^2) on 100,000 decreasing values',
            source: String.raw`import sys

data = sys.stdin.read().split()
n = int(data[0])
a = [int(x) for x in data[1:1 + n]]
res = []
for i in range(n):
    nxt = -1
    for j in range(i + 1, n):
        if a[j] > a[i]:
            nxt = a[j]
            break
    res.append(nxt)
print(' '.join(map(str, res)))
`,
          },
          {
            name: 'not-strictly-greater',
            language: 'python3',
            mustFail: 'WA',
            why: 'Pops on <=, so an equal value counts as greater',
            source: String.raw`import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    res = [-1] * n
    stack = []
    for i, x in enumerate(a):
        while stack and a[stack[-1]] <= x:
            res[stack.pop()] = x
        stack.append(i)
    print(' '.join(map(str, res)))

main()
`,
          },
        ],
      },
    },
    {
      id: 'ds-bst-traversals',
      title: 'Build a BST and traverse it',
      description:
        'Insert the given keys, in order, into an empty binary search tree (smaller keys go left, larger right, duplicates are ignored).\n\nInput: a line with n, then a line with n integers.\n\nOutput: four lines: "height H" (the number of nodes on the longest root-to-leaf path), then the in-order, pre-order and post-order traversals, each as keys separated by spaces.',
      examples: [
        {
          input: '7\n50 30 70 20 40 60 80',
          output: 'height 3\n20 30 40 50 60 70 80\n50 30 20 40 70 60 80\n20 40 30 60 80 70 50',
          explanation: 'A perfectly balanced tree of 7 nodes has height 3.',
        },
        {
          input: '4\n1 2 3 4',
          output: 'height 4\n1 2 3 4\n1 2 3 4\n4 3 2 1',
          explanation: 'Sorted input builds a chain to the right.',
        },
      ],
      constraints: ['1 <= n <= 1000', 'Keys fit in a 32-bit signed integer'],
      testCases: [
        v(
          '7\n50 30 70 20 40 60 80',
          'height 3\n20 30 40 50 60 70 80\n50 30 20 40 70 60 80\n20 40 30 60 80 70 50',
        ),
        v('4\n1 2 3 4', 'height 4\n1 2 3 4\n1 2 3 4\n4 3 2 1'),
        h('1\n5', 'height 1\n5\n5\n5'),
        h('6\n8 3 8 10 3 1', 'height 3\n1 3 8 10\n8 3 1 10\n1 3 10 8'),
        h('5\n5 4 3 2 1', 'height 5\n1 2 3 4 5\n5 4 3 2 1\n1 2 3 4 5'),
        h(
          '8\n-2 7 -9 0 4 -5 12 3',
          'height 5\n-9 -5 -2 0 3 4 7 12\n-2 -9 -5 7 0 4 3 12\n-5 -9 3 4 0 12 7 -2',
        ),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

def main():
    sys.setrecursionlimit(10000)
    data = sys.stdin.read().split()
    n = int(data[0])
    left, right = {}, {}
    root = None
    for x in map(int, data[1:1 + n]):
        if root is None:
            root = x
            continue
        cur = root
        while True:
            if x == cur:
                break
            side = left if x < cur else right
            if cur in side:
                cur = side[cur]
            else:
                side[cur] = x
                break

    def height(node):
        if node is None:
            return 0
        return 1 + max(height(left.get(node)), height(right.get(node)))

    ino, pre, post = [], [], []

    def walk(node):
        if node is None:
            return
        pre.append(node)
        walk(left.get(node))
        ino.append(node)
        walk(right.get(node))
        post.append(node)

    walk(root)
    print('height ' + str(height(root)))
    for seq in (ino, pre, post):
        print(' '.join(map(str, seq)))

main()
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
B = 2**31
if mode == 'random':
    a = [random.randint(-B, B - 1) for _ in range(n)]
elif mode == 'sorted':
    a = sorted(random.sample(range(-B, B), n))
elif mode == 'reverse':
    a = sorted(random.sample(range(-B, B), n), reverse=True)
elif mode == 'dups':
    a = [random.randint(-5, 5) for _ in range(n)]
elif mode == 'zigzag':
    lo, hi = -B, B - 1
    a = []
    for i in range(n):
        a.append(lo if i % 2 == 0 else hi)
        if i % 2 == 0:
            lo += 1
        else:
            hi -= 1
print(n)
print(' '.join(map(str, a)))
`,
        tests: [
          { args: '1000 sorted', label: 'n = 1,000, increasing keys (a chain)' },
          { args: '1000 zigzag', label: 'n = 1,000, alternating extremes' },
          { args: '1000 random', label: 'n = 1,000, random 32-bit keys' },
          { args: '1000 dups', label: 'n = 1,000, many duplicates' },
          { args: '1000 reverse', label: 'n = 1,000, decreasing keys' },
          { args: '1 random', label: 'n = 1' },
        ],
        validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
n = int(lines[0])
assert 1 <= n <= 1000, 'n out of range'
a = lines[1].split()
assert len(a) == n, 'expected n keys'
assert all(-2**31 <= int(x) < 2**31 for x in a), 'keys fit in a 32-bit signed integer'
assert all(l.strip() == '' for l in lines[2:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'default-recursion-limit',
            language: 'python3',
            mustFail: 'any',
            why: "Recurses with Python's default limit of 1,000 frames, which 1,000 sorted keys (a tree 1,000 deep) exceed",
            source: String.raw`import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    left, right = {}, {}
    root = None
    for x in map(int, data[1:1 + n]):
        if root is None:
            root = x
            continue
        cur = root
        while True:
            if x == cur:
                break
            side = left if x < cur else right
            if cur in side:
                cur = side[cur]
            else:
                side[cur] = x
                break

    def height(node):
        if node is None:
            return 0
        return 1 + max(height(left.get(node)), height(right.get(node)))

    ino, pre, post = [], [], []

    def walk(node):
        if node is None:
            return
        pre.append(node)
        walk(left.get(node))
        ino.append(node)
        walk(right.get(node))
        post.append(node)

    walk(root)
    print('height ' + str(height(root)))
    for seq in (ino, pre, post):
        print(' '.join(map(str, seq)))

main()
`,
          },
          {
            name: 'height-in-edges',
            language: 'python3',
            mustFail: 'WA',
            why: 'Counts edges instead of nodes on the longest path, one less than the height asked for',
            source: String.raw`import sys

def main():
    sys.setrecursionlimit(10000)
    data = sys.stdin.read().split()
    n = int(data[0])
    left, right = {}, {}
    root = None
    for x in map(int, data[1:1 + n]):
        if root is None:
            root = x
            continue
        cur = root
        while True:
            if x == cur:
                break
            side = left if x < cur else right
            if cur in side:
                cur = side[cur]
            else:
                side[cur] = x
                break

    def height(node):
        if node is None:
            return 0
        if node not in left and node not in right:
            return 0
        return 1 + max(height(left.get(node)), height(right.get(node)))

    ino, pre, post = [], [], []

    def walk(node):
        if node is None:
            return
        pre.append(node)
        walk(left.get(node))
        ino.append(node)
        walk(right.get(node))
        post.append(node)

    walk(root)
    print('height ' + str(height(root)))
    for seq in (ino, pre, post):
        print(' '.join(map(str, seq)))

main()
`,
          },
        ],
      },
    },
  ],
  debug: [
    {
      id: 'ds-debug-min-heap',
      title: 'Min-heap returns values out of order',
      description:
        'This C++ program implements a binary min-heap in a vector. Commands: "push x", "pop" (prints and removes the minimum, or EMPTY) and "top" (prints the minimum, or EMPTY). Sometimes pop and top return a value that is not the minimum.',
      language: 'cpp',
      buggyCode: String.raw`#include <bits/stdc++.h>
using namespace std;

void siftUp(vector<long long>& h, int i) {
    while (i > 1) {
        int p = (i - 1) / 2;
        if (h[p] <= h[i]) break;
        swap(h[p], h[i]);
        i = p;
    }
}

void siftDown(vector<long long>& h, int i) {
    int n = h.size();
    while (true) {
        int l = 2 * i + 1, r = 2 * i + 2, m = i;
        if (l < n && h[l] < h[m]) m = l;
        if (r < n && h[r] < h[i]) m = r;
        if (m == i) break;
        swap(h[m], h[i]);
        i = m;
    }
}

int main() {
    vector<long long> h;
    string op;
    while (cin >> op) {
        if (op == "push") {
            long long x;
            cin >> x;
            h.push_back(x);
            siftUp(h, (int)h.size() - 1);
        } else if (h.empty()) {
            cout << "EMPTY\n";
        } else if (op == "top") {
            cout << h[0] << "\n";
        } else {
            cout << h[0] << "\n";
            h[0] = h.back();
            h.pop_back();
            if (!h.empty()) siftDown(h, 0);
        }
    }
    return 0;
}
`,
      fixedCode: String.raw`#include <bits/stdc++.h>
using namespace std;

void siftUp(vector<long long>& h, int i) {
    while (i > 0) {
        int p = (i - 1) / 2;
        if (h[p] <= h[i]) break;
        swap(h[p], h[i]);
        i = p;
    }
}

void siftDown(vector<long long>& h, int i) {
    int n = h.size();
    while (true) {
        int l = 2 * i + 1, r = 2 * i + 2, m = i;
        if (l < n && h[l] < h[m]) m = l;
        if (r < n && h[r] < h[m]) m = r;
        if (m == i) break;
        swap(h[m], h[i]);
        i = m;
    }
}

int main() {
    vector<long long> h;
    string op;
    while (cin >> op) {
        if (op == "push") {
            long long x;
            cin >> x;
            h.push_back(x);
            siftUp(h, (int)h.size() - 1);
        } else if (h.empty()) {
            cout << "EMPTY\n";
        } else if (op == "top") {
            cout << h[0] << "\n";
        } else {
            cout << h[0] << "\n";
            h[0] = h.back();
            h.pop_back();
            if (!h.empty()) siftDown(h, 0);
        }
    }
    return 0;
}
`,
      expectedBehavior:
        'After push 5 and push 3, top prints 3; pops always come out in ascending order.',
      hints: [
        'Push 5 then 3. Is index 1 ever compared with its parent?',
        'In siftDown, the right child should be compared with the smaller of the parent and the left child.',
        'Check the heap property after every operation on a small example.',
      ],
      testCases: [
        v('push 5\npush 3\npush 8\npop\npop\npop\npop', '3\n5\n8\nEMPTY'),
        v('push 1\npush 2\npush 3\npush 4\npush 5\npop\npop\npop\npop\npop', '1\n2\n3\n4\n5'),
        h('pop\ntop', 'EMPTY\nEMPTY'),
        h('push 10\npush 4\ntop\npush 7\npush 1\ntop\npop\ntop', '4\n1\n1\n4'),
        h('push -5\npush -5\npush 0\npop\npop\npop', '-5\n-5\n0'),
        h(
          'push 9\npush 8\npush 7\npush 6\npush 5\npush 4\npush 3\npop\npop\npop\npop\npop\npop\npop',
          '3\n4\n5\n6\n7\n8\n9',
        ),
      ],
      bugs: [
        {
          description:
            "siftUp stops at index 1 (while i > 1), so the root's first child is never compared with the root",
          testIndexes: [0, 3],
        },
        {
          description:
            'siftDown compares the right child with the parent instead of with the smaller child found so far',
          testIndexes: [1],
        },
      ],
    },
    {
      id: 'ds-debug-open-addressing',
      title: 'Open-addressing hash map loses keys',
      description:
        'This Java program implements an integer hash map with 16 slots and linear probing. Commands: "put k v", "get k" (prints the value or NOTFOUND) and "del k". Keys may be negative. After some deletions, other keys can no longer be found, and negative keys crash the program.',
      language: 'java',
      buggyCode: String.raw`import java.io.*;
import java.util.*;

public class Main {
    static final int CAP = 16;
    static int[] keys = new int[CAP];
    static int[] vals = new int[CAP];
    static int[] state = new int[CAP]; // 0 = empty, 1 = used, 2 = deleted

    static int slot(int k) {
        return k % CAP;
    }

    static int find(int k) {
        int i = slot(k);
        for (int n = 0; n < CAP; n++) {
            if (state[i] == 0) return -1;
            if (state[i] == 1 && keys[i] == k) return i;
            i = (i + 1) % CAP;
        }
        return -1;
    }

    static void put(int k, int v) {
        int at = find(k);
        if (at >= 0) {
            vals[at] = v;
            return;
        }
        int i = slot(k);
        while (state[i] == 1) i = (i + 1) % CAP;
        keys[i] = k;
        vals[i] = v;
        state[i] = 1;
    }

    static void del(int k) {
        int at = find(k);
        if (at >= 0) state[at] = 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder out = new StringBuilder();
        String line;
        while ((line = reader.readLine()) != null) {
            String[] p = line.trim().split("\\s+");
            if (p.length < 2) continue;
            int k = Integer.parseInt(p[1]);
            if (p[0].equals("put")) put(k, Integer.parseInt(p[2]));
            else if (p[0].equals("del")) del(k);
            else {
                int at = find(k);
                out.append(at >= 0 ? String.valueOf(vals[at]) : "NOTFOUND").append('\n');
            }
        }
        System.out.print(out);
    }
}
`,
      fixedCode: String.raw`import java.io.*;
import java.util.*;

public class Main {
    static final int CAP = 16;
    static int[] keys = new int[CAP];
    static int[] vals = new int[CAP];
    static int[] state = new int[CAP]; // 0 = empty, 1 = used, 2 = deleted

    static int slot(int k) {
        return Math.floorMod(k, CAP);
    }

    static int find(int k) {
        int i = slot(k);
        for (int n = 0; n < CAP; n++) {
            if (state[i] == 0) return -1;
            if (state[i] == 1 && keys[i] == k) return i;
            i = (i + 1) % CAP;
        }
        return -1;
    }

    static void put(int k, int v) {
        int at = find(k);
        if (at >= 0) {
            vals[at] = v;
            return;
        }
        int i = slot(k);
        while (state[i] == 1) i = (i + 1) % CAP;
        keys[i] = k;
        vals[i] = v;
        state[i] = 1;
    }

    static void del(int k) {
        int at = find(k);
        if (at >= 0) state[at] = 2;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder out = new StringBuilder();
        String line;
        while ((line = reader.readLine()) != null) {
            String[] p = line.trim().split("\\s+");
            if (p.length < 2) continue;
            int k = Integer.parseInt(p[1]);
            if (p[0].equals("put")) put(k, Integer.parseInt(p[2]));
            else if (p[0].equals("del")) del(k);
            else {
                int at = find(k);
                out.append(at >= 0 ? String.valueOf(vals[at]) : "NOTFOUND").append('\n');
            }
        }
        System.out.print(out);
    }
}
`,
      expectedBehavior:
        'Keys 1 and 17 share a home slot; deleting 1 must not make 17 unreachable, and key -3 is stored like any other.',
      hints: [
        'A lookup stops at the first empty slot. What does a deletion leave behind?',
        'What is -3 % 16 in Java?',
        'Deleted slots can be reused by put but must not end a search.',
      ],
      testCases: [
        v('put 1 10\nput 17 20\nget 1\nget 17\nget 33', '10\n20\nNOTFOUND'),
        v('put 1 10\nput 17 20\ndel 1\nget 17', '20'),
        h('put -3 7\nget -3', '7'),
        h('put 5 1\nput 5 2\nget 5\ndel 5\nget 5\nput 5 3\nget 5', '2\nNOTFOUND\n3'),
        h('put 2 1\nput 18 2\nput 34 3\ndel 18\nget 34\nput 18 9\nget 18\nget 34', '3\n9\n3'),
        h('put -1 4\nput 15 5\nget 15\nget -1', '5\n4'),
      ],
      bugs: [
        {
          description:
            'del marks the slot empty instead of deleted (a tombstone), cutting the probe chain of later keys',
          testIndexes: [1, 4],
        },
        {
          description:
            'k % CAP is negative for negative keys, giving an invalid array index; Math.floorMod is needed',
          testIndexes: [2, 5],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'ds-pseudo-validate-bst',
      title: 'Check whether a binary tree is a valid BST',
      description:
        "Given the root of a binary tree with integer keys, write pseudocode that decides whether it is a valid binary search tree: every key in a node's left subtree is smaller than the node and every key in its right subtree is larger (no duplicates).",
      requirements: [
        'Check the whole subtree constraint, not only direct children',
        'Visit each node once, O(n) time',
        'Return true or false',
        'Handle an empty tree and extreme key values',
      ],
      examples: [
        {
          scenario: 'Root 10, left child 5, whose right child is 12',
          expectedApproach: 'Return false: 12 is in the left subtree of 10.',
        },
      ],
      evaluationCriteria: [
        'Bounds passed down the recursion',
        'Strict comparisons',
        'Correct recursion on both sides',
        'Edge cases',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Recurse with a lower and upper bound for each node',
            weight: 4,
            accept: ['low high', 'min max bound', 'lower upper bound', 'bounds', 'range min max'],
          },
          {
            idea: 'Fail when a key is outside its (low, high) range',
            weight: 3,
            accept: [
              'outside range false',
              'out of range false',
              'key low return false',
              'key high return false',
              'violates bound false',
            ],
          },
          {
            idea: 'Left child gets upper bound = node key; right child gets lower bound = node key',
            weight: 3,
            accept: [
              'left high key',
              'right low key',
              'left max node',
              'right min node',
              'left upper node',
              'right lower node',
              'left low key',
              'right key high',
            ],
          },
        ],
        edgeCases: [
          {
            case: 'Empty tree is valid',
            accept: ['empty tree', 'null true', 'none true', 'node null return true'],
          },
          {
            case: 'Duplicates or keys at integer limits',
            accept: ['duplicate', 'equal key', 'infinity', 'integer min', 'integer max'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'Comparing a node only with its direct children misses deeper violations (a right grandchild of the left child can still be larger than the root); each node must be checked against the bounds inherited from all its ancestors.',
            patterns: [
              'node left key >= key false',
              'node left key > key false',
              'node left key greater key false',
              'node left value greater value false',
              'left child key greater key false',
              'node right key <= key false',
              'node right key < key false',
              'node right key less key false',
              'node right value less value false',
              'right child key less key false',
              'left child greater node false',
              'right child less node false',
              'node left key < key true',
              'node right key > key true',
            ],
          },
          {
            mistake:
              'Keys equal to a bound are duplicates and make the tree invalid, so the check must reject key <= low and key >= high, not only keys strictly outside the range.',
            patterns: [
              'key < low false',
              'key < min false',
              'key < lower false',
              'key > high false',
              'key > max false',
              'key > upper false',
              'low > key false',
              'min > key false',
              'high < key false',
              'max < key false',
              'key < low fail',
              'key > high fail',
              'key < prev false',
              'key < last false',
              'key < prev fail',
              'key < last fail',
              'prev > key false',
              'last > key false',
              'prev > key fail',
              'last > key fail',
            ],
          },
          {
            mistake:
              'The bounds are swapped: keys in the left subtree must stay below the node, so the left call gets the node key as its upper bound and the right call gets it as its lower bound.',
            patterns: [
              'left key high right low key',
              'left low = key right high = key',
              'left min = key right max = key',
              'left key max right min key',
              'left lower = key right upper = key',
            ],
          },
          {
            mistake:
              'The previous key (or the first lower bound) must start as none or minus infinity, not 0: keys can be 0 or negative, and a valid tree holding them would be rejected.',
            patterns: [
              'prev = 0',
              'prev start 0',
              'prev initial 0',
              'prev key = 0',
              'last = 0',
              'low = 0',
              'lower = 0',
              'valid root 0',
            ],
          },
        ],
        modelAnswer: `1. FUNCTION valid(node, low, high):
2.    IF node is null THEN return true (an empty tree is valid)
3.    IF node.key <= low OR node.key >= high THEN return false (outside range, duplicates count as equal key)
4.    RETURN valid(node.left, low, node.key) AND valid(node.right, node.key, high)
5. The left child gets high = node key, the right child gets low = node key, so the bounds hold for whole subtrees
6. CALL valid(root, minus infinity, plus infinity), using infinity instead of integer min and max to avoid limit bugs`,
        approaches: [
          {
            approach: 'In-order walk: the keys must come out strictly increasing',
            ideas: [
              {
                idea: 'Walk the tree in order: left subtree, node, right subtree',
                weight: 4,
                accept: [
                  'in order',
                  'inorder',
                  'left subtree node right subtree',
                  'walk left',
                  'visit left',
                  'traverse left',
                  'recurse left',
                  'push left stack',
                ],
              },
              {
                idea: 'Remember the key visited just before',
                weight: 3,
                accept: [
                  'prev = key',
                  'last = key',
                  'previous = key',
                  'store key previous',
                  'remember previous key',
                  'remember last key',
                  'prev = node',
                  'last = node',
                ],
              },
              {
                idea: 'Fail when a key is not greater than the one before it',
                weight: 3,
                accept: [
                  'key <= prev false',
                  'key <= last false',
                  'key <= previous false',
                  'key <= prev fail',
                  'key <= last fail',
                  'prev >= key false',
                  'last >= key false',
                  'not greater previous false',
                  'not greater previous fail',
                ],
              },
            ],
            modelAnswer: `1. Keys of a valid BST come out strictly increasing in an in-order walk (left subtree, node, right subtree)
2. SET prev to none: no key seen yet, so no sentinel value is needed and integer min and max keys are safe
3. FUNCTION walk(node):
4.    IF node is null THEN return true (an empty tree is valid)
5.    IF walk(node.left) is false THEN return false
6.    IF prev is not none AND node.key <= prev THEN return false (out of order, or an equal key: a duplicate)
7.    SET prev = node.key
8.    RETURN walk(node.right)
9. RETURN walk(root); each node is visited once, O(n)`,
          },
          {
            approach:
              'Post-order: each subtree reports whether it is valid together with its smallest and largest key',
            ideas: [
              {
                idea: 'Check both subtrees first; each call returns (valid, min key, max key) of its subtree',
                weight: 4,
                accept: [
                  'subtree valid min max',
                  'return valid min max',
                  'returns valid min max',
                  'tuple min max',
                  'post order',
                  'postorder',
                ],
              },
              {
                idea: "Fail when the left subtree's largest key is not smaller than the node key",
                weight: 3,
                accept: [
                  'left max >= key',
                  'left max >= node',
                  'left max not smaller',
                  'left max not less',
                  'left max < key',
                ],
              },
              {
                idea: "Fail when the right subtree's smallest key is not larger than the node key",
                weight: 3,
                accept: [
                  'right min <= key',
                  'right min <= node',
                  'right min not greater',
                  'right min not larger',
                  'right min > key',
                ],
              },
              {
                idea: "Report min = left subtree's min (or the node key) and max = right subtree's max (or the node key)",
                weight: 2,
                accept: [
                  'min = left min',
                  'max = right max',
                  'min left min else key',
                  'max right max else key',
                  'min left min or key',
                  'max right max or key',
                ],
              },
            ],
            modelAnswer: `1. FUNCTION check(node) returns (valid, min, max) of the subtree, post-order so each node is visited once
2.    IF node is null THEN return (true, none, none): an empty tree is valid
3.    SET (lok, lmin, lmax) = check(node.left) and (rok, rmin, rmax) = check(node.right)
4.    IF lok or rok is false THEN return invalid
5.    IF lmax is not none AND left max >= node.key THEN return invalid (a deeper key on the left is not smaller; an equal key is a duplicate)
6.    IF rmin is not none AND right min <= node.key THEN return invalid
7.    RETURN (true, min = left min if any else node.key, max = right max if any else node.key)
8. The answer is the valid flag of check(root); no infinity sentinels, so keys at the integer min and max are safe`,
          },
        ],
      },
    },
    {
      id: 'ds-pseudo-min-stack',
      title: 'Stack with O(1) minimum',
      description:
        'Write pseudocode for a MinStack class supporting push(x), pop(), top() and getMin(), all in O(1) time. getMin returns the smallest element currently in the stack.',
      requirements: [
        'All four operations run in O(1)',
        'getMin stays correct after pops',
        'Duplicates of the minimum are handled',
        'Popping an empty stack is reported',
      ],
      examples: [
        {
          scenario: 'push 5, push 2, push 2, pop, getMin',
          expectedApproach: 'getMin returns 2, because one 2 is still in the stack.',
        },
      ],
      evaluationCriteria: [
        'Auxiliary min stack or pair storage',
        'Correct update on push and pop',
        'Duplicates',
        'Empty checks',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Keep a second stack (or store pairs) tracking the minimum so far',
            weight: 4,
            accept: [
              'second stack',
              'min stack',
              'auxiliary stack',
              'pair value min',
              'store pairs',
            ],
          },
          {
            idea: 'On push, push min(x, current min)',
            weight: 3,
            accept: ['push min', 'min x current', 'smaller of x', 'x less equal min'],
          },
          {
            idea: 'On pop, pop both stacks',
            weight: 3,
            accept: ['pop both', 'also pop', 'pop min stack', 'pop from both'],
          },
        ],
        edgeCases: [
          {
            case: 'Duplicate minimum values',
            accept: ['duplicate', 'less or equal', 'equal min', 'less equal'],
          },
          { case: 'Operations on an empty stack', accept: ['empty', 'underflow'] },
        ],
        pitfalls: [
          {
            mistake:
              'Pushing x onto the min stack when it is larger than the current minimum makes the top of that stack no longer the minimum; push the smaller of x and the current minimum.',
            patterns: [
              'x greater min push x',
              'min less x push x',
              'x greater top push x',
              'top less x push x',
              'push max x min',
              'push max min x',
              'push max x top',
              'push max top x',
              'push larger x min',
              'push larger min x',
            ],
          },
          {
            mistake:
              'The getMin operation must only read the top of the min stack; popping it there loses the minimum for the next calls and desynchronises the two stacks.',
            patterns: [
              'getmin pop min',
              'getmin return pop',
              'getmin pop return',
              'getmin min pop',
            ],
          },
          {
            mistake:
              'Pushing onto the min stack only when x is strictly smaller loses a repeated minimum: popping one copy pops the min stack while another copy is still in the stack; push when x <= the current minimum.',
            patterns: [
              'x < min push',
              'x < top push',
              'min > x push',
              'top > x push',
              'strictly less min push',
              'strictly smaller min push',
            ],
          },
        ],
        modelAnswer: `1. SET values = empty stack, mins = empty second stack (min stack)
2. FUNCTION push(x): push x onto values; IF mins is empty THEN push x onto mins ELSE push min(x, current min) = top of mins
3.    (pushing the smaller of x and the current min each time handles a duplicate minimum naturally)
4. FUNCTION pop(): IF values is empty THEN report underflow error; ELSE pop both stacks and return the popped value
5. FUNCTION top(): IF empty THEN error ELSE return top of values
6. FUNCTION getMin(): IF empty THEN error ELSE return top of mins
7. Every operation touches only stack tops, so each is O(1)`,
      },
    },
  ],
};
