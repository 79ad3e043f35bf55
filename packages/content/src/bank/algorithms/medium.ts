import type { BankLevel } from '@app/shared/content.schemas';

const v = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: false });
const h = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: true });

export const medium: BankLevel = {
  mcq: [
    {
      question:
        'When does quicksort that always picks the first element as pivot hit its O(n^2) worst case?',
      options: {
        A: 'On random input, because a random first element tends to be the median',
        B: 'On already sorted input, since every partition is then maximally unbalanced',
        C: 'When all values are distinct and spread evenly across the range',
        D: 'Never; picking the first element keeps it at O(n log n) always',
      },
      correct: 'B',
      explanation:
        'A pivot that is always the smallest element splits off only one element per level.',
    },
    {
      question: 'What does memoization do to a naive recursive Fibonacci function?',
      options: {
        A: 'It makes it use O(1) memory instead of O(n)',
        B: 'It changes the recursion into an iterative loop automatically',
        C: 'It caches each fib(k), so exponential time becomes O(n)',
        D: 'It has no effect on the running time, which stays exponential',
      },
      correct: 'C',
      explanation: 'Overlapping subproblems are solved once and reused.',
    },
    {
      question: 'Which two properties make a problem a good fit for dynamic programming?',
      options: {
        A: 'Optimal substructure and overlapping subproblems',
        B: 'Sorted input and distinct values',
        C: 'A greedy choice property and no need for any recursion',
        D: 'Small input and floating-point values',
      },
      correct: 'A',
      explanation: 'DP combines optimal sub-solutions and reuses repeated subproblems.',
    },
    {
      question:
        "Why can Dijkstra's algorithm give wrong answers on graphs with negative edge weights?",
      options: {
        A: 'Its priority queue cannot store negative numbers as keys',
        B: 'It only works on trees, where every path is unique anyway',
        C: 'It runs forever, as each negative edge keeps lowering distances',
        D: 'It finalises a node when popped, but a negative edge could shorten it later',
      },
      correct: 'D',
      explanation:
        'Bellman-Ford handles negative weights; Dijkstra assumes distances only grow along a path.',
    },
    {
      question: 'Which algorithm finds shortest paths by number of edges in an unweighted graph?',
      options: {
        A: 'Recursive depth-first search',
        B: 'Breadth-first search',
        C: 'Greedy best-first search',
        D: "Kahn's topological sort",
      },
      correct: 'B',
      explanation: 'BFS reaches nodes in order of their distance in edges.',
    },
    {
      question:
        'How does the two-pointer technique find a pair with a given sum in a sorted array?',
      options: {
        A: 'It checks every pair, O(n^2)',
        B: 'It sorts the array again after each step to keep the pointers valid',
        C: 'Start at both ends; move left up if the sum is too small, right down if too big',
        D: 'For each element it binary-searches the partner, which makes it O(n^2 log n) overall',
      },
      correct: 'C',
      explanation: 'Sortedness tells which pointer to move, so each element is passed once.',
    },
    {
      question: 'What does the recurrence T(n) = 2T(n/2) + O(n) solve to?',
      options: {
        A: 'O(n log n)',
        B: 'O(n)',
        C: 'O(n^2)',
        D: 'O(n log^2 n)',
      },
      correct: 'A',
      explanation: 'This is the merge sort recurrence: log n levels of O(n) work.',
    },
    {
      question: 'Counting sort sorts n integers in the range 0..k. What is its running time?',
      options: {
        A: 'O(n log n), the same as any other sorting algorithm',
        B: 'O(k log n)',
        C: 'O(n^2)',
        D: 'O(n + k)',
      },
      correct: 'D',
      explanation: 'It is not comparison-based, so the n log n lower bound does not apply.',
    },
    {
      question:
        'What is the lower bound on the worst-case number of comparisons for any comparison-based sort?',
      options: {
        A: 'Ω(n)',
        B: 'Ω(n log n)',
        C: 'Ω(n^2)',
        D: 'Ω(n log log n)',
      },
      correct: 'B',
      explanation:
        'A decision tree must distinguish n! orderings, needing about log2(n!) = Θ(n log n) comparisons.',
    },
    {
      question: 'What distinguishes backtracking from plain brute force?',
      options: {
        A: 'It never uses recursion, only loops, so it cannot run out of stack space',
        B: 'It builds candidates step by step and abandons hopeless partial ones',
        C: 'It always finds the answer in polynomial time by pruning the search tree',
        D: 'It only works on sorted data',
      },
      correct: 'B',
      explanation: 'Pruning invalid partial solutions avoids exploring whole subtrees.',
    },
    {
      question:
        'Why do many binary search implementations compute mid = lo + (hi - lo) / 2 instead of (lo + hi) / 2?',
      options: {
        A: 'It is faster, since `/ 2` becomes a shift',
        B: 'It rounds up instead of down',
        C: 'It avoids integer overflow when lo + hi exceeds the maximum int value',
        D: 'It is required so that the search also works on descending arrays',
      },
      correct: 'C',
      explanation: 'With fixed-width integers, lo + hi can overflow for large arrays.',
    },
    {
      question: 'A topological order of a directed graph exists if and only if...',
      options: {
        A: 'the graph has no cycles (it is a DAG)',
        B: 'the graph is connected',
        C: 'every node has an outgoing edge',
        D: 'the graph is a tree',
      },
      correct: 'A',
      explanation: 'A cycle makes it impossible to put every node before all of its successors.',
    },
    {
      question:
        'What is the time complexity of finding the longest substring without repeating characters with a sliding window and a hash map?',
      options: {
        A: 'O(n^3)',
        B: 'O(n^2)',
        C: 'O(n log n)',
        D: 'O(n)',
      },
      correct: 'D',
      explanation:
        'Both window ends only move forward, so each character is processed a constant number of times.',
    },
    {
      question: 'What is the running time of the naive recursive fib(n) = fib(n - 1) + fib(n - 2)?',
      options: {
        A: 'O(n)',
        B: 'O(n log n), from T(n) = T(n-1) + T(n-2)',
        C: 'Exponential, about O(1.618^n)',
        D: 'O(n^2), since each call makes two more calls',
      },
      correct: 'C',
      explanation:
        'The call tree roughly doubles at each level because subproblems are recomputed.',
    },
  ],
  coding: [
    {
      id: 'algo-merge-intervals',
      title: 'Merge overlapping intervals',
      description:
        'Merge all overlapping closed intervals [l, r]. Two intervals overlap when the next one (in order of start) starts at or before the end of the current one, so [1, 4] and [4, 5] merge but [1, 2] and [3, 4] do not.\n\nInput: a line with n, then n lines "l r" (l <= r), in any order.\n\nOutput: the merged intervals sorted by start, one "l r" per line.',
      examples: [
        {
          input: '4\n1 3\n2 6\n8 10\n15 18',
          output: '1 6\n8 10\n15 18',
          explanation: '[1, 3] and [2, 6] overlap and merge into [1, 6].',
        },
        { input: '2\n1 4\n4 5', output: '1 5', explanation: 'Touching intervals merge.' },
      ],
      constraints: ['1 <= n <= 10^5', '-10^9 <= l <= r <= 10^9'],
      testCases: [
        v('4\n1 3\n2 6\n8 10\n15 18', '1 6\n8 10\n15 18'),
        v('2\n1 4\n4 5', '1 5'),
        h('1\n5 5', '5 5'),
        h('3\n5 7\n1 2\n3 4', '1 2\n3 4\n5 7'),
        h('4\n1 10\n2 3\n4 5\n9 12', '1 12'),
        h('5\n-5 -1\n-3 2\n10 10\n10 11\n3 3', '-5 2\n3 3\n10 11'),
      ],
      judge: {
        intendedComplexity: 'O(n log n): sort by start, then one pass',
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
M = 10**9
iv = []
if mode == 'random':
    for _ in range(n):
        l = random.randint(-10**5, 10**5)
        iv.append((l, l + random.randint(0, 3)))
elif mode == 'touching':
    x = 0
    for _ in range(n):
        y = x + random.randint(0, 50)
        iv.append((x, y))
        x = y
elif mode == 'nested':
    for i in range(n):
        iv.append((-M + i * 50000, M - i * 50000))
    iv += [(5 * i, 5 * i + 1) for i in range(10)]
    iv = iv[:n]
elif mode == 'wide':
    for _ in range(n):
        l = random.randint(-M, M)
        iv.append((l, min(M, l + random.randint(0, 10**7))))
elif mode == 'equal':
    iv = [(-M, M)] * n
else:
    raise SystemExit('unknown mode ' + mode)
random.shuffle(iv)
print(len(iv))
print('\n'.join('%d %d' % p for p in iv))
`,
        tests: [
          { args: '100000 random', label: 'n = 100,000, random intervals' },
          {
            args: '20000 touching',
            label: 'n = 20,000, each interval starts where the previous ends',
          },
          { args: '10000 nested', label: 'n = 10,000, nested intervals' },
          { args: '1 random', label: 'n = 1' },
          { args: '1000 equal', label: 'n = 1,000, all identical, -10^9 to 10^9' },
          { args: '2000 wide', label: 'n = 2,000, coordinates up to 10^9 in size' },
        ],
        validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
n = int(lines[0])
assert 1 <= n <= 10**5, 'n out of range'
assert len(lines) == n + 1, 'expected n intervals'
for line in lines[1:]:
    l, r = map(int, line.split(' '))
    assert -10**9 <= l <= r <= 10**9, 'bad interval'
`,
        wrongSolutions: [
          {
            name: 'touching-not-merged',
            language: 'python3',
            mustFail: 'WA',
            why: 'Merges only when the next start is strictly inside (<), so [1, 4] and [4, 5] stay apart',
            source: String.raw`import sys
data = sys.stdin.read().split()
n = int(data[0])
intervals = sorted((int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n))
merged = []
for l, r in intervals:
    if merged and l < merged[-1][1]:
        merged[-1][1] = max(merged[-1][1], r)
    else:
        merged.append([l, r])
print('\n'.join(str(l) + ' ' + str(r) for l, r in merged))
`,
          },
          {
            name: 'end-without-max',
            language: 'python3',
            mustFail: 'WA',
            why: 'Replaces the merged end with the new end instead of taking the maximum, so a nested interval shrinks it',
            source: String.raw`import sys
data = sys.stdin.read().split()
n = int(data[0])
intervals = sorted((int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n))
merged = []
for l, r in intervals:
    if merged and l <= merged[-1][1]:
        merged[-1][1] = r
    else:
        merged.append([l, r])
print('\n'.join(str(l) + ' ' + str(r) for l, r in merged))
`,
          },
        ],
      },
      reference: {
        language: 'python3',
        source: String.raw`import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    intervals = sorted((int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n))
    merged = []
    for l, r in intervals:
        if merged and l <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], r)
        else:
            merged.append([l, r])
    print('\n'.join(str(l) + ' ' + str(r) for l, r in merged))

main()
`,
      },
    },
    {
      id: 'algo-longest-unique-substring',
      title: 'Longest substring without repeating characters',
      description:
        'For each string, find the length of the longest contiguous substring in which no character repeats. A sliding window with a map of last positions solves it in O(n).\n\nInput: a line with T, then T non-empty strings of letters and digits, one per line.\n\nOutput: one length per string.',
      examples: [
        {
          input: '3\nabcabcbb\nbbbbb\npwwkew',
          output: '3\n1\n3',
          explanation: '"abc", "b" and "wke" are the longest windows.',
        },
        { input: '1\nabcdef', output: '6', explanation: 'All characters differ.' },
      ],
      constraints: ['1 <= T <= 100', 'Each string has at most 10^5 characters'],
      testCases: [
        v('3\nabcabcbb\nbbbbb\npwwkew', '3\n1\n3'),
        v('1\nabcdef', '6'),
        h('1\na', '1'),
        h('2\nabba\ndvdf', '2\n3'),
        h('1\ntmmzuxt', '5'),
        h('2\n0123456789a0\naab', '11\n2'),
      ],
      judge: {
        intendedComplexity: 'O(n) per string with a sliding window',
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
t, n, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
ALPHA = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
out = [str(t)]
for _ in range(t):
    if mode == 'distinct':
        s = list(ALPHA[:n])
        random.shuffle(s)
        out.append(''.join(s))
    else:
        k = int(mode)
        alpha = random.sample(ALPHA, k)
        out.append(''.join(random.choice(alpha) for _ in range(n)))
print('\n'.join(out))
`,
        tests: [
          { args: '10 100000 62', label: 'T = 10, strings of 100,000 letters and digits' },
          { args: '3 100000 2', label: 'T = 3, strings of 100,000 over two characters' },
          { args: '2 100000 1', label: 'T = 2, one character repeated 100,000 times' },
          { args: '100 1 62', label: 'T = 100, one character each' },
          { args: '100 62 distinct', label: 'T = 100, all characters distinct' },
        ],
        validator: String.raw`import sys, re
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
t = int(lines[0])
assert 1 <= t <= 100, 'T out of range'
assert len(lines) == t + 1, 'expected T strings'
for s in lines[1:]:
    assert re.fullmatch(r'[A-Za-z0-9]{1,100000}', s), 'bad string'
`,
        wrongSolutions: [
          {
            name: 'start-moves-back',
            language: 'python3',
            mustFail: 'WA',
            why: 'Jumps the window start to the last position of the repeated character even when that is before the window, so "abba" gives 3',
            source: String.raw`import sys
data = sys.stdin.read().split()
t = int(data[0])
out = []
for s in data[1:1 + t]:
    last = {}
    start = 0
    best = 0
    for i, ch in enumerate(s):
        if ch in last:
            start = last[ch] + 1
        last[ch] = i
        best = max(best, i - start + 1)
    out.append(str(best))
print('\n'.join(out))
`,
          },
          {
            name: 'restart-at-repeat',
            language: 'python3',
            mustFail: 'WA',
            why: 'Restarts the window at the repeated character instead of just after its previous position, so "dvdf" gives 2',
            source: String.raw`import sys
data = sys.stdin.read().split()
t = int(data[0])
out = []
for s in data[1:1 + t]:
    seen = set()
    best = 0
    for ch in s:
        if ch in seen:
            seen = set()
        seen.add(ch)
        best = max(best, len(seen))
    out.append(str(best))
print('\n'.join(out))
`,
          },
          {
            name: 'all-substrings',
            language: 'python3',
            mustFail: 'TLE',
            why: 'Checks every substring for repeats: far beyond O(n) on strings of 100,000 characters',
            source: String.raw`import sys
data = sys.stdin.read().split()
t = int(data[0])
out = []
for s in data[1:1 + t]:
    best = 0
    for i in range(len(s)):
        for j in range(i + best, len(s)):
            if len(set(s[i:j + 1])) == j - i + 1:
                best = j - i + 1
    out.append(str(best))
print('\n'.join(out))
`,
          },
        ],
      },
      reference: {
        language: 'python3',
        source: String.raw`import sys

def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for s in data[1:1 + t]:
        last = {}
        start = 0
        best = 0
        for i, ch in enumerate(s):
            if ch in last and last[ch] >= start:
                start = last[ch] + 1
            last[ch] = i
            best = max(best, i - start + 1)
        out.append(str(best))
    print('\n'.join(out))

main()
`,
      },
    },
  ],
  debug: [
    {
      id: 'algo-debug-inversions',
      title: 'Merge sort inversion counter is wrong',
      description:
        'This Rust program counts inversions (pairs i < j with a[i] > a[j]) while merge sorting. Input: n, then n integers. It prints the count, but the result is wrong for most inputs.',
      language: 'rust',
      buggyCode: String.raw`use std::io::{self, Read};

fn sort_count(a: &mut Vec<i64>, tmp: &mut Vec<i64>, lo: usize, hi: usize) -> u64 {
    if hi - lo <= 1 {
        return 0;
    }
    let mid = (lo + hi) / 2;
    let mut count = sort_count(a, tmp, lo, mid) + sort_count(a, tmp, mid, hi);
    let (mut i, mut j, mut k) = (lo, mid, lo);
    while i < mid && j < hi {
        if a[i] < a[j] {
            tmp[k] = a[i];
            i += 1;
        } else {
            tmp[k] = a[j];
            j += 1;
            count += 1;
        }
        k += 1;
    }
    while i < mid {
        tmp[k] = a[i];
        i += 1;
        k += 1;
    }
    while j < hi {
        tmp[k] = a[j];
        j += 1;
        k += 1;
    }
    for t in lo..hi {
        a[t] = tmp[t];
    }
    count
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_whitespace().map(|x| x.parse::<i64>().unwrap());
    let n = it.next().unwrap() as usize;
    let mut a: Vec<i64> = it.take(n).collect();
    let mut tmp = vec![0i64; n];
    println!("{}", sort_count(&mut a, &mut tmp, 0, n));
}
`,
      fixedCode: String.raw`use std::io::{self, Read};

fn sort_count(a: &mut Vec<i64>, tmp: &mut Vec<i64>, lo: usize, hi: usize) -> u64 {
    if hi - lo <= 1 {
        return 0;
    }
    let mid = (lo + hi) / 2;
    let mut count = sort_count(a, tmp, lo, mid) + sort_count(a, tmp, mid, hi);
    let (mut i, mut j, mut k) = (lo, mid, lo);
    while i < mid && j < hi {
        if a[i] <= a[j] {
            tmp[k] = a[i];
            i += 1;
        } else {
            tmp[k] = a[j];
            j += 1;
            count += (mid - i) as u64;
        }
        k += 1;
    }
    while i < mid {
        tmp[k] = a[i];
        i += 1;
        k += 1;
    }
    while j < hi {
        tmp[k] = a[j];
        j += 1;
        k += 1;
    }
    for t in lo..hi {
        a[t] = tmp[t];
    }
    count
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_whitespace().map(|x| x.parse::<i64>().unwrap());
    let n = it.next().unwrap() as usize;
    let mut a: Vec<i64> = it.take(n).collect();
    let mut tmp = vec![0i64; n];
    println!("{}", sort_count(&mut a, &mut tmp, 0, n));
}
`,
      expectedBehavior:
        'For 2 4 1 3 5 there are 3 inversions; equal values never form an inversion, so 1 1 1 has 0.',
      hints: [
        'When an element of the right half is taken, how many elements of the left half are greater than it?',
        'Should equal elements be taken from the left or from the right half?',
        'Check 5 4 3 2 1, which has n(n-1)/2 inversions.',
      ],
      testCases: [
        v('5\n2 4 1 3 5', '3'),
        v('3\n1 1 1', '0'),
        h('1\n5', '0'),
        h('5\n5 4 3 2 1', '10'),
        h('6\n3 1 2 3 1 2', '7'),
        h('4\n-1 -2 -2 -3', '5'),
      ],
      bugs: [
        {
          description:
            'Ties take the right element (a[i] < a[j]), so equal values are counted as inversions',
          testIndexes: [1, 5],
        },
        {
          description:
            'Taking a right element adds 1 instead of mid - i, the number of remaining left elements it jumps over',
          testIndexes: [0, 3, 5],
        },
      ],
    },
    {
      id: 'algo-debug-coin-change',
      title: 'Minimum coins DP gives greedy answers',
      description:
        'This Python program computes the minimum number of coins needed to make each amount, with unlimited coins of each value. Line 1 holds the coin values, line 2 the amounts. It must print -1 for an amount that cannot be made. It gives too many coins for some coin systems and prints "inf" for impossible amounts.',
      language: 'python',
      buggyCode: String.raw`import sys

def min_coins(coins, amount):
    INF = float('inf')
    dp = [INF] * (amount + 1)
    dp[0] = 0
    order = sorted(coins, reverse=True)
    for a in range(1, amount + 1):
        for c in order:
            if c <= a and dp[a - c] + 1 < dp[a]:
                dp[a] = dp[a - c] + 1
                break
    return dp[amount]

def main():
    lines = sys.stdin.read().split('\n')
    coins = [int(x) for x in lines[0].split()]
    for amount in map(int, lines[1].split()):
        print(min_coins(coins, amount))

main()
`,
      fixedCode: String.raw`import sys

def min_coins(coins, amount):
    INF = float('inf')
    dp = [INF] * (amount + 1)
    dp[0] = 0
    order = sorted(coins, reverse=True)
    for a in range(1, amount + 1):
        for c in order:
            if c <= a and dp[a - c] + 1 < dp[a]:
                dp[a] = dp[a - c] + 1
    return dp[amount] if dp[amount] != INF else -1

def main():
    lines = sys.stdin.read().split('\n')
    coins = [int(x) for x in lines[0].split()]
    for amount in map(int, lines[1].split()):
        print(min_coins(coins, amount))

main()
`,
      expectedBehavior:
        'With coins 1 3 4, amount 6 needs 2 coins (3 + 3); with coin 2 alone, amount 3 prints -1.',
      hints: [
        'Does the inner loop really look at every coin for each amount?',
        'Greedy (largest coin first) is not optimal for every coin system: try 1, 3, 4 and amount 6.',
        'What does print show for float("inf")?',
      ],
      testCases: [
        v('1 2 5\n11 3', '3\n2'),
        v('1 3 4\n6', '2'),
        h('2\n3', '-1'),
        h('5 10\n0', '0'),
        h('3 7\n5 14 13', '-1\n2\n3'),
        h('1 5 6 9\n11', '2'),
      ],
      bugs: [
        {
          description:
            'The break after the first usable coin turns the DP into a greedy choice instead of taking the minimum over all coins',
          testIndexes: [1, 5],
        },
        {
          description: 'An unreachable amount returns infinity (printed "inf") instead of -1',
          testIndexes: [2, 4],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'algo-pseudo-merge-sort',
      title: 'Merge sort',
      description:
        'Write pseudocode for mergeSort(arr) that returns a sorted copy of an array of integers in O(n log n) time, and is stable.',
      requirements: [
        'Split the array into two halves and sort each recursively',
        'Merge two sorted halves with two indexes',
        'Copy the leftovers of whichever half is not exhausted',
        'Keep equal elements in their original order',
      ],
      examples: [
        {
          scenario: '[5, 2, 4, 1]',
          expectedApproach:
            'Sort [5, 2] into [2, 5] and [4, 1] into [1, 4], then merge into [1, 2, 4, 5].',
        },
      ],
      evaluationCriteria: [
        'Base case',
        'Recursive split',
        'Correct merge with <=',
        'Leftover copy',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Base case: arrays of length 0 or 1 are returned as they are',
            weight: 2,
            accept: [
              'length 1 return arr',
              'size 1 return arr',
              'base case',
              'single element return',
              '< 2 return',
              '<= 1 return',
              '1 element already sorted',
            ],
          },
          {
            idea: 'Split at the middle and sort both halves recursively',
            weight: 3,
            accept: [
              'mergesort left',
              'sort left half',
              'recursively sort',
              'split middle',
              'mergesort arr 0 mid',
              'mergesort mid',
              'mid = n // 2 mergesort',
            ],
          },
          {
            idea: 'Merge by repeatedly taking the smaller front element with two indexes',
            weight: 3,
            accept: [
              'two indexes',
              'two pointers',
              'smaller front',
              'compare left i right j',
              'left i right j',
              'take smaller',
              'strictly smaller',
              'smaller of two',
              'l i <= r j',
              'l i < r j',
              'left i <= right j',
            ],
          },
          {
            idea: 'Append the remaining elements of the unfinished half',
            weight: 2,
            accept: ['remaining elements', 'append remaining', 'leftover', 'rest of'],
          },
        ],
        edgeCases: [
          {
            case: 'Stability: take from the left half on ties',
            accept: ['less or equal', 'stable', 'tie left', 'ties left'],
          },
          { case: 'Empty array', accept: ['empty'] },
        ],
        pitfalls: [
          {
            mistake:
              'With a strict < the right element wins ties, so equal elements swap their original order and the sort is no longer stable; take from the left half when left[i] <= right[j].',
            patterns: [
              'left i < right j append left',
              'left i < right j take left',
              'left i < right j put left',
              'left i < right j copy left',
              'left i < right j pick left',
              'left i < right j move left',
              'l i < r j append l',
              'l i < r j take l',
              'l i < r j put l',
              'l i < r j copy l',
              'l i < r j pick l',
              'l i < r j move l',
              'a i < b j append a',
              'a i < b j take a',
              'a i < b j put a',
              'a i < b j copy a',
              'a i < b j pick a',
              'a i < b j move a',
              'left i strict less right j append left',
              'left i strict less right j take left',
              'left i strict less right j put left',
              'left i strict less right j copy left',
              'left i strict less right j pick left',
              'left i strict less right j move left',
              'right j <= left i append right',
              'right j <= left i take right',
              'right j <= left i put right',
              'right j <= left i copy right',
              'right j <= left i pick right',
              'right j <= left i move right',
              'r j <= l i append r',
              'r j <= l i take r',
              'r j <= l i put r',
              'r j <= l i copy r',
              'r j <= l i pick r',
              'r j <= l i move r',
              'b j <= a i append b',
              'b j <= a i take b',
              'b j <= a i put b',
              'b j <= a i copy b',
              'b j <= a i pick b',
              'b j <= a i move b',
              'right j >= left i append left',
              'right j >= left i take left',
              'right j >= left i put left',
              'right j >= left i copy left',
              'right j >= left i pick left',
              'right j >= left i move left',
              'left i >= right j append right',
              'left i >= right j take right',
              'left i >= right j put right',
              'left i >= right j copy right',
              'left i >= right j pick right',
              'left i >= right j move right',
            ],
          },
          {
            mistake:
              'Merging must take the smaller front element each time; taking the larger one builds the result in descending order (or out of order), not a sorted ascending copy.',
            patterns: [
              'left i > right j append left i',
              'left i >= right j append left i',
              'right j < left i append left i',
              'right j <= left i append left i',
              'left i > right j take left i',
              'right j < left i take left i',
              'append larger front',
              'take larger front',
              'append larger of',
              'take larger of',
              'pick larger of',
              'append max of',
              'take max of',
            ],
          },
          {
            mistake:
              'After taking an element from one half, the index of that same half must advance; moving the other index skips an element that was never merged and repeats the one just taken.',
            patterns: [
              'append l i j +',
              'append r j i +',
              'append a i j +',
              'append b j i +',
              'append left i j +',
              'append left i advance j',
              'take left i j +',
              'take left i increment j',
              'append right j i +',
              'append right j increment i',
              'append right j advance i',
              'take right j i +',
              'take right j increment i',
            ],
          },
          {
            mistake:
              "The leftovers of each half continue from that half's own index, left from i and right from j; copying right from i (or left from j) duplicates some elements and loses others.",
            patterns: [
              'append right i end',
              'right i end to result',
              'append right from i',
              'extend right i',
              'copy right from i',
              'remaining right from i',
              'rest of right from i',
              'rest of right start i',
              'right start at i',
            ],
          },
        ],
        modelAnswer: `1. FUNCTION mergeSort(arr): IF length(arr) <= 1 THEN return arr (base case, also covers an empty array)
2. SET mid = length(arr) / 2; split at the middle
3. SET left = mergeSort(arr[0..mid)), right = mergeSort(arr[mid..end)) (recursively sort both halves)
4. SET result = [], i = 0, j = 0 (two indexes, left i and right j)
5. WHILE i < length(left) AND j < length(right):
6.    IF left[i] <= right[j] THEN append left[i], i += 1 (ties take the left element, so the sort is stable)
7.    ELSE append right[j], j += 1
8. Append the remaining elements of left from i and of right from j (the leftover half)
9. RETURN result`,
      },
    },
    {
      id: 'algo-pseudo-subsets',
      title: 'All subsets with backtracking',
      description:
        'Write pseudocode that prints every subset of a list of n distinct integers exactly once, using recursion and backtracking (choose, explore, un-choose).',
      requirements: [
        'Produce all 2^n subsets, including the empty set',
        'Use a recursive helper with the current index and the current subset',
        'Undo each choice after exploring it',
        'State the time complexity',
      ],
      examples: [
        { scenario: '[1, 2]', expectedApproach: 'Print [], [2], [1], [1, 2] in some order.' },
      ],
      evaluationCriteria: [
        'Recursive structure',
        'Include/exclude decision',
        'Backtracking undo',
        'Complexity',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Recursive helper taking an index and the current subset',
            weight: 2,
            accept: [
              'helper index',
              'recurse index',
              'backtrack index',
              'function index current',
              'backtrack current',
              'recursive current subset',
              'helper current subset',
            ],
          },
          {
            idea: 'When the index reaches n, output a copy of the current subset',
            weight: 3,
            accept: [
              'index equals n',
              'index reaches n',
              'index equals length',
              'i equals n',
              'reaches end',
              'past last element',
              'i == len',
              'index == len',
            ],
          },
          {
            idea: 'Explore both excluding and including the current element',
            weight: 3,
            accept: [
              'include exclude',
              'without element with element',
              'skip element',
              'exclude include',
              'leave out take',
              'i + 1 append',
            ],
          },
          {
            idea: 'Remove the element again after the recursive call (backtrack)',
            weight: 2,
            accept: ['remove last', 'pop last', 'undo', 'backtrack remove'],
          },
        ],
        edgeCases: [
          {
            case: 'Empty input list prints only the empty subset',
            accept: ['empty list', 'empty input', 'empty subset', 'empty set'],
          },
          {
            case: 'Complexity O(n * 2^n)',
            accept: ['exponential', '2 to the power', 'power of two', 'power of 2', '2 n subsets'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'The subset is complete only after a decision has been made for every element, i.e. when the index equals n; stopping at n - 1 never decides the last element, so subsets with and without it are lost.',
            patterns: [
              'index == n - 1',
              'i == n - 1',
              'index == len - 1',
              'i == len nums - 1',
              'index == len nums - 1',
              'index == length - 1',
              'index equal n - 1',
              'index equal n minus 1',
              'i equal n - 1',
              'index == size - 1',
              'index >= n - 1 print',
              'index >= n - 1 output',
            ],
          },
          {
            mistake:
              'The empty subset is one of the 2^n subsets and must be printed too; printing only non-empty subsets misses it.',
            patterns: [
              'current not empty print',
              'current non empty print',
              'print current if not empty',
              'print if not empty',
              'print non empty',
              'output non empty',
              'current length > 0 print',
              'current size > 0 print',
              'len current > 0 print',
              'current != [] print',
              'only non empty subset',
              'print current if length > 0',
            ],
          },
          {
            mistake:
              'Inside the recursive helper a loop must start at the current index, not at 0; restarting from 0 picks earlier elements again, so subsets repeat and the recursion never ends.',
            patterns: [
              'for i 0 append recurs',
              'for i 0 append backtrack',
              'for i 0 append helper',
              'for i 0 append call',
              'for j 0 append recurs',
              'for j 0 append backtrack',
            ],
          },
          {
            mistake:
              'Backtracking must undo the most recent choice by removing the last element added; removing the first element throws away an older choice that deeper calls still rely on.',
            patterns: [
              'pop 0',
              'pop front',
              'remov front',
              'shift current',
              'dequeue current',
              'remov current 0',
              'current remov 0',
            ],
          },
          {
            mistake:
              'The chosen element has to stay in current while the include branch recurses and be removed only after that call returns; removing it first makes the include branch explore the same subsets as the exclude branch.',
            patterns: [
              'remove backtrack include',
              'remove recurs include',
              'remove call include',
              'pop call include',
              'pop backtrack include',
              'pop recurs include',
              'undo call include',
              'undo backtrack include',
              'undo recurs include',
            ],
          },
          {
            mistake:
              'In the loop version the recursive call must continue after the element just chosen, with i + 1; passing start + 1 lets later iterations choose the same or earlier elements again, giving invalid subsets such as [2, 2].',
            patterns: [
              'explore start + 1',
              'recurs start + 1',
              'backtrack start + 1',
              'helper start + 1',
              'dfs start + 1',
              'call start + 1',
              'generate start + 1',
              'for i start start + 1',
            ],
          },
        ],
        modelAnswer: `1. SET current = empty list
2. FUNCTION backtrack(index):
3.    IF index == n THEN print a copy of current and return (the index reaches n)
4.    CALL backtrack(index + 1) to exclude the element (skip element)
5.    append nums[index] to current, CALL backtrack(index + 1) to include it
6.    remove last element from current (undo the choice)
7. CALL backtrack(0)
8. For an empty input list the first call prints only the empty subset
9. There are 2^n subsets and copying each costs up to n, so the time is O(n * 2^n), exponential in n`,
        approaches: [
          {
            approach:
              'Loop-based backtracking: print the current subset at every call, then extend it only with later elements',
            ideas: [
              {
                idea: 'Every call first prints (a copy of) the current subset',
                weight: 3,
                accept: [
                  'every call print',
                  'each call print',
                  'every call output',
                  'each call output',
                  'every call record',
                  'every node subset',
                  'print current first',
                  'output current first',
                ],
              },
              {
                idea: 'Loop over the elements from the start index to the end, so only later elements are added',
                weight: 3,
                accept: [
                  'for i from start',
                  'for i start',
                  'loop from start',
                  'i from index to',
                  'for i index n',
                  'only later elements',
                  'only elements after',
                ],
              },
              {
                idea: 'Choose element i and recurse from i + 1',
                weight: 2,
                accept: [
                  'recurse i + 1',
                  'explore i + 1',
                  'backtrack i + 1',
                  'helper i + 1',
                  'call i + 1',
                  'recursion i + 1',
                  'generate i + 1',
                ],
              },
              {
                idea: 'Remove the element again after the recursive call (backtrack)',
                weight: 2,
                accept: ['remove last', 'pop last', 'undo', 'backtrack remove', 'un choose'],
              },
            ],
            modelAnswer: `1. SET current = empty list
2. FUNCTION backtrack(start):
3.    print a copy of current first: every call prints one subset, the empty one included
4.    FOR i from start to n - 1 (only later elements, so each subset is built once):
5.       append nums[i] to current, CALL backtrack(i + 1)
6.       remove last element from current (undo the choice)
7. CALL backtrack(0)
8. For an empty input list the loop never runs, so only the empty subset is printed
9. There are 2^n subsets and copying each costs up to n, so the time is O(n * 2^n), exponential in n`,
          },
        ],
      },
    },
  ],
};
