import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'rust-7',
  order: 7,
  title: 'Collections, Iterators and Closures',
  description:
    'Use Vec, String and HashMap effectively, and process data with closures and lazy, zero-cost iterator adaptors.',
  difficulty: 'Hard',
  testType: 'coding',
  objectives: [
    'Work with Vec<T>, String and HashMap<K, V>, including the entry API',
    'Write closures and explain Fn, FnMut and FnOnce',
    'Chain iterator adaptors such as map, filter, windows and fold',
    'Choose between iter, iter_mut and into_iter',
  ],
  lesson: `## Collections

\`Vec<T>\` is the growable array: \`let mut v = vec![3, 1, 2]; v.push(5); v.sort(); v.dedup();\`. Indexing with \`v[i]\` panics when out of bounds, while \`v.get(i)\` returns an \`Option\`. \`String\` is an owned UTF-8 buffer built with \`push_str\`, \`format!\` or \`collect\`. \`HashMap<K, V>\` (in \`std::collections\`) maps keys to values; the **entry API** inserts or updates in one lookup:

\`\`\`rust
use std::collections::HashMap;
let mut counts: HashMap<&str, usize> = HashMap::new();
for word in "a b a".split_whitespace() {
    *counts.entry(word).or_insert(0) += 1;
}
\`\`\`

\`BTreeMap\` keeps keys sorted (deterministic iteration), and \`HashSet\`/\`BTreeSet\` store unique values.

## Closures

Closures are anonymous functions that can capture variables from their environment: \`let limit = 10; let big = |x: &i64| *x > limit;\`. Depending on how they use captured variables, closures implement one or more of three traits: \`Fn\` (only reads captures, callable many times), \`FnMut\` (mutates captures) and \`FnOnce\` (consumes captures, callable once). The \`move\` keyword forces a closure to take ownership of its captures, which is required when the closure outlives the current scope, for example when passed to a new thread.

## Iterators

An iterator produces a sequence of values through \`next()\`. **Adaptors** such as \`map\`, \`filter\`, \`enumerate\`, \`zip\`, \`skip\`, \`take\`, \`rev\` and \`chain\` build new iterators **lazily**; nothing runs until a **consumer** such as \`collect\`, \`sum\`, \`count\`, \`max\`, \`fold\` or a \`for\` loop pulls values. The compiler optimises chains into tight loops, so iterators are a **zero-cost abstraction**: as fast as hand-written indexing, and free of bounds-check mistakes.

\`\`\`rust
let xs: Vec<i64> = vec![1, 2, 2, 3, 4, 1];

let increases = xs.windows(2).filter(|w| w[1] > w[0]).count();       // 3
let even_sum: i64 = xs.iter().filter(|&&x| x % 2 == 0).sum();        // 8
let (longest, _) = xs.windows(2).fold((1, 1), |(best, run), w| {
    let run = if w[1] > w[0] { run + 1 } else { 1 };
    (best.max(run), run)
});                                                                   // longest = 3
let squares: Vec<i64> = xs.iter().map(|x| x * x).collect();
\`\`\`

Slices offer extra iterator sources: \`windows(k)\` yields overlapping sub-slices, \`chunks(k)\` non-overlapping ones. \`fold\` threads an accumulator through the sequence, here a tuple holding the best run so far and the current run. Note that \`windows(2)\` yields nothing for a one-element slice, so initialise accumulators to values that are correct for that edge case.

## iter, iter_mut and into_iter

\`v.iter()\` yields \`&T\` and leaves \`v\` usable; \`v.iter_mut()\` yields \`&mut T\` for in-place changes; \`v.into_iter()\` yields owned \`T\` and consumes \`v\`. A \`for x in &v\` loop is shorthand for \`iter()\`, and \`for x in v\` for \`into_iter()\`. \`collect\` is driven by the target type: the same chain can collect into a \`Vec\`, \`String\`, \`HashMap\` or even \`Result<Vec<_>, _>\`, which stops at the first error.`,
  overview: {
    whatYouWillLearn: [
      'Vec, String and HashMap with get, sort, dedup and the entry API',
      'Closures capture their environment and implement Fn, FnMut or FnOnce',
      'move closures take ownership of captured variables',
      'Iterator adaptors are lazy and consumers drive them',
      'windows, chunks and fold express sequence computations without indexing',
      'iter, iter_mut and into_iter borrow, mutably borrow or consume',
    ],
    proTip:
      'Collect into Result<Vec<T>, E> when parsing a list: one bad item stops the whole parse and gives you its error, with no manual loop.',
  },
  mcqs: [],
  problems: [
    {
      id: 'rust-sequence-stats',
      title: 'Sequence Statistics',
      description:
        'The first line contains n. The second line contains n integers. Print three lines: the number of adjacent pairs where the second value is strictly greater than the first; the length of the longest run of consecutive strictly increasing values (a single value is a run of length 1); and the sum of all even values.',
      examples: [
        {
          input: '6\n1 2 2 3 4 1',
          output: '3\n3\n8',
          explanation:
            'Increases: 1->2, 2->3, 3->4. The longest increasing run is 2 3 4. Even values: 2 + 2 + 4 = 8.',
        },
        {
          input: '1\n5',
          output: '0\n1\n0',
          explanation: 'One value: no pairs, a run of length 1, and no even values.',
        },
      ],
      constraints: ['1 <= n <= 200 000', '|value| <= 10^9; sums may exceed 32 bits'],
      testCases: [
        t('6\n1 2 2 3 4 1', '3\n3\n8', false),
        t('1\n5', '0\n1\n0', false),
        t('5\n5 4 3 2 1', '0\n1\n6'),
        t('4\n-2 -1 0 1', '3\n4\n-2'),
        t('7\n1 3 5 7 2 4 6', '5\n4\n12'),
        t('3\n1000000000 1000000000 1000000000', '0\n1\n3000000000'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

data = sys.stdin.read().split()
n = int(data[0])
xs = list(map(int, data[1:1 + n]))
increases = sum(1 for a, b in zip(xs, xs[1:]) if b > a)
best = run = 1
for a, b in zip(xs, xs[1:]):
    run = run + 1 if b > a else 1
    best = max(best, run)
print(increases)
print(best)
print(sum(x for x in xs if x % 2 == 0))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
B = 10**9
if mode == 'small':
    xs = [random.randint(-99, 99) for _ in range(n)]
elif mode == 'max':
    xs = [random.choice((B, B - 2, B - 4)) for _ in range(n)]
elif mode == 'min':
    xs = [random.choice((-B, -B + 1)) for _ in range(n)]
elif mode == 'increasing':
    xs = sorted(random.sample(range(-B, B), n))
elif mode == 'equal':
    xs = [7] * n
else:
    raise SystemExit('unknown mode ' + mode)
print(n)
print(' '.join(map(str, xs)))
`,
        tests: [
          { args: '60000 small', label: 'n = 60,000, values -99 to 99' },
          { args: '5000 max', label: 'n = 5,000, even values near 10^9' },
          { args: '3000 min', label: 'n = 3,000, values near -10^9' },
          { args: '3000 increasing', label: 'n = 3,000, strictly increasing' },
          { args: '1000 equal', label: 'n = 1,000, all equal' },
          { args: '1 small', label: 'n = 1' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
n = int(lines[0])
assert 1 <= n <= 200000, 'n out of range'
xs = lines[1].split()
assert len(xs) == n, 'expected n values'
assert all(abs(int(x)) <= 10**9 for x in xs), 'value out of range'
assert all(line.strip() == '' for line in lines[2:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: '32-bit-sum',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Adds the even values in an int, which overflows past 2,147,483,647',
            source: `#include <cstdio>
#include <vector>
int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 0;
    std::vector<int> a(n);
    for (auto& x : a) std::scanf("%d", &x);
    int inc = 0, best = 1, run = 1, even = 0;
    for (int i = 1; i < n; i++) {
        if (a[i] > a[i - 1]) { inc++; run++; } else run = 1;
        if (run > best) best = run;
    }
    for (int x : a) if (x % 2 == 0) even += x;
    std::printf("%d\\n%d\\n%d\\n", inc, best, even);
}
`,
          },
          {
            name: 'negative-odd-as-even',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Skips x % 2 == 1 only, but in C++ a negative odd number has x % 2 == -1, so it is added as even',
            source: `#include <cstdio>
#include <vector>
int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 0;
    std::vector<long long> a(n);
    for (auto& x : a) std::scanf("%lld", &x);
    long long inc = 0, best = 1, run = 1, even = 0;
    for (int i = 1; i < n; i++) {
        if (a[i] > a[i - 1]) { inc++; run++; } else run = 1;
        if (run > best) best = run;
    }
    for (long long x : a) {
        if (x % 2 == 1) continue;  // odd
        even += x;
    }
    std::printf("%lld\\n%lld\\n%lld\\n", inc, best, even);
}
`,
          },
        ],
      },
    },
  ],
};
