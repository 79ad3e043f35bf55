import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'dsa-10',
  order: 10,
  title: 'Heaps and Priority Queues',
  description:
    "Keep the smallest or largest element available in O(1) with binary heaps, use Python's heapq, and solve top-k, merge and streaming problems.",
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Explain the heap property and the array representation of a binary heap',
    'Use heapq for push, pop, heapify and max-heap tricks',
    'Solve top-k and k-th largest problems with a size-k heap',
    'Merge sorted streams and schedule tasks with priority queues',
  ],
  lesson: `## The heap property

A **priority queue** lets you insert items and always remove the one with the highest priority. The standard implementation is a **binary heap**: a complete binary tree (every level full except possibly the last, filled left to right) where each parent is **no larger than its children** (a *min-heap*; a *max-heap* reverses this). The minimum is therefore always at the root.

Because the tree is complete, it fits perfectly in an array with no pointers: the children of index \`i\` are at \`2i + 1\` and \`2i + 2\`, and its parent at \`(i - 1) // 2\`.

## Operations

- **Push**: append at the end, then **sift up**, swapping with the parent while smaller. O(log n).
- **Pop**: take the root, move the last element to the root, then **sift down**, swapping with the smaller child. O(log n).
- **Peek**: \`heap[0]\`, O(1).
- **Heapify**: turning an arbitrary list into a heap by sifting down from the last parent to the root takes only **O(n)**, because most nodes are near the bottom and move little.

A heap is *not* sorted: only the root is guaranteed to be the minimum, and searching for an arbitrary value is O(n).

## heapq in Python

\`\`\`python
import heapq
h = [5, 1, 8, 3]
heapq.heapify(h)               # O(n)
heapq.heappush(h, 2)
smallest = heapq.heappop(h)    # 1
h[0]                           # peek: 2

heapq.nlargest(3, data)        # top 3
heapq.heappush(maxh, -x)       # max-heap by negating
heapq.heappush(tasks, (priority, seq, task))   # tie-breaker seq
\`\`\`

## Top-k and k-th largest

To keep the **k largest** elements of a stream, maintain a **min-heap of size k**. Each new value is pushed; if the heap grows beyond k, pop the smallest. The heap then always contains the k largest values seen so far, and its root is the **k-th largest**:

\`\`\`python
def kth_largest_stream(k, stream):
    h = []
    for x in stream:
        heapq.heappush(h, x)
        if len(h) > k:
            heapq.heappop(h)
        yield h[0] if len(h) == k else None
\`\`\`

That is O(n log k) time and O(k) memory, much better than re-sorting after every element, and it works for streams too large to store.

## Other classic uses

- **Merge k sorted lists**: push the head of each list; repeatedly pop the smallest and push its successor. O(N log k) for N total elements (\`heapq.merge\` does this lazily).
- **Running median**: a max-heap for the lower half and a min-heap for the upper half, rebalanced so their sizes differ by at most one.
- **Scheduling and simulation**: events ordered by time; tasks ordered by priority.
- **Graph algorithms**: Dijkstra's shortest paths and Prim's minimum spanning tree pop the closest vertex next.

## Your challenge

Report the k-th largest value after each element of a stream arrives, exactly the size-k min-heap technique. Remember that duplicates count separately: in \`[5, 5]\`, the 2nd largest is 5.
`,
  overview: {
    whatYouWillLearn: [
      'A binary min-heap is a complete binary tree where every parent is no larger than its children.',
      'The heap is stored in an array: the children of index i are at 2i+1 and 2i+2.',
      'Push and pop take O(log n) by sifting up or down; peeking at the minimum is O(1).',
      'heapify builds a heap from a list in O(n), faster than n pushes.',
      'A min-heap of size k holds the k largest elements seen so far, with the k-th largest at the top.',
      "Priority queues drive Dijkstra's algorithm, event simulations, schedulers and k-way merges.",
    ],
    proTip:
      "Python's heapq is a min-heap only; for a max-heap push negated keys, and push tuples like (priority, counter, item) so ties never fall through to comparing items that are not comparable.",
  },
  mcqs: [],
  problems: [
    {
      id: 'kth-largest-stream',
      title: 'K-th Largest Element in a Stream',
      description: `The first line contains two integers \`k\` and \`n\`. The second line contains \`n\` integers: a stream of values arriving one at a time (the line is empty when \`n\` is 0).

After each value arrives, output the k-th largest value among all values received so far (duplicates count as separate values). While fewer than \`k\` values have arrived, output \`-\` instead.

Print the \`n\` outputs on one line separated by single spaces (print an empty line when \`n\` is 0).`,
      examples: [
        {
          input: `3 6
4 5 8 2 10 9
`,
          output: `- - 4 4 5 8`,
          explanation:
            'After 4, 5 and 8 the 3rd largest is 4; then 2 changes nothing; 10 pushes it up to 5, and 9 to 8.',
        },
        {
          input: `1 5
3 1 4 1 5
`,
          output: `3 3 4 4 5`,
          explanation: 'With k = 1 the answer is simply the maximum so far.',
        },
      ],
      constraints: [
        '1 <= k <= 10^5',
        '0 <= n <= 10^5',
        '-10^9 <= values <= 10^9',
        'Aim for O(n log k)',
      ],
      testCases: [
        {
          input: `3 6
4 5 8 2 10 9
`,
          expectedOutput: `- - 4 4 5 8`,
          hidden: false,
        },
        {
          input: `1 5
3 1 4 1 5
`,
          expectedOutput: `3 3 4 4 5`,
          hidden: false,
        },
        {
          input: `2 0
`,
          expectedOutput: ``,
          hidden: true,
        },
        {
          input: `4 3
1 2 3
`,
          expectedOutput: `- - -`,
          hidden: true,
        },
        {
          input: `2 5
5 5 5 1 5
`,
          expectedOutput: `- 5 5 5 5`,
          hidden: true,
        },
        {
          input: `2 6
-1000000000 1000000000 -5 -5 0 1000000000
`,
          expectedOutput: `- -1000000000 -5 -5 0 1000000000`,
          hidden: true,
        },
        {
          input: `3 7
9 8 7 6 5 4 100
`,
          expectedOutput: `- - 7 7 7 7 8`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys, heapq
data = sys.stdin.read().split()
k, n = int(data[0]), int(data[1])
h = []
out = []
for t in data[2:2 + n]:
    heapq.heappush(h, int(t))
    if len(h) > k:
        heapq.heappop(h)
    out.append(str(h[0]) if len(h) == k else '-')
print(' '.join(out))
`,
      },
      judge: {
        intendedComplexity: 'O(n log k) with a min-heap of size k',
        generator: `import random, sys
args = sys.stdin.readline().split()
k, n, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
if mode == 'random':
    a = [random.randint(-10**9, 10**9) for _ in range(n)]
elif mode == 'increasing':
    a = sorted(random.randint(-10**9, 10**9) for _ in range(n))
elif mode == 'duplicates':
    a = [random.choice((-10**9, 0, 10**9)) for _ in range(n)]
else:
    raise SystemExit('unknown mode ' + mode)
print(k, n)
print(' '.join(map(str, a)))
`,
        tests: [
          { args: '50000 100000 random', label: 'k = 50,000, n = 100,000, random values' },
          { args: '1000 100000 increasing', label: 'k = 1,000, n = 100,000, increasing values' },
          { args: '100000 100000 duplicates', label: 'k = n = 100,000' },
          // At n = 100,000 eleven-byte answers would pass the runner's 1 MB output limit.
          { args: '1 90000 duplicates', label: 'k = 1, n = 90,000, extreme duplicates' },
          { args: '100000 0 random', label: 'n = 0, k = 100,000' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
k, n = map(int, lines[0].split())
assert 1 <= k <= 10**5 and 0 <= n <= 10**5, 'k or n out of range'
values = lines[1].split() if len(lines) > 1 else []
assert len(values) == n, 'expected n values'
assert all(-10**9 <= int(v) <= 10**9 for v in values), 'value out of range'
assert all(line.strip() == '' for line in lines[2:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'sort-every-time',
            language: 'python3',
            mustFail: 'TLE',
            why: 'Sorts everything received after each value: O(n^2 log n) instead of O(n log k)',
            source: `import sys
data = sys.stdin.read().split()
k, n = int(data[0]), int(data[1])
seen = []
out = []
for t in data[2:2 + n]:
    seen.append(int(t))
    out.append(str(sorted(seen, reverse=True)[k - 1]) if len(seen) >= k else '-')
print(' '.join(out))
`,
          },
          {
            name: 'kth-smallest',
            language: 'python3',
            mustFail: 'WA',
            why: 'Keeps the k smallest values (a max-heap by habit) instead of the k largest',
            source: `import sys, heapq
data = sys.stdin.read().split()
k, n = int(data[0]), int(data[1])
h = []
out = []
for t in data[2:2 + n]:
    heapq.heappush(h, -int(t))
    if len(h) > k:
        heapq.heappop(h)
    out.append(str(-h[0]) if len(h) == k else '-')
print(' '.join(out))
`,
          },
        ],
      },
    },
  ],
};
