import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'go-4',
  order: 4,
  title: 'Arrays, Slices and Maps',
  description:
    'Understand arrays, slices and their backing arrays, grow slices with append, sort them, and store key-value data in maps.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Distinguish arrays from slices and explain length, capacity and backing arrays',
    'Grow, slice and copy slices without aliasing surprises',
    'Sort slices with the slices and sort packages',
    'Create, read, update and iterate maps, including the comma-ok idiom',
  ],
  lesson: `## Arrays

An array has a fixed length that is part of its type: \`[3]int\` and \`[4]int\` are different types. Arrays are values, so assigning one copies all its elements. They are rarely used directly; they mostly serve as the storage behind slices.

## Slices

A **slice** is a small descriptor pointing to a segment of an underlying array: a pointer, a **length** (elements in use) and a **capacity** (room before the array ends). Slices are the everyday Go sequence type.

\`\`\`go
nums := []int{5, 2, 8}            // slice literal
nums = append(nums, 1, 9)         // may allocate a bigger array and copy
part := nums[1:3]                 // elements 1 and 2; shares the same array
buf := make([]int, 0, 100)        // length 0, capacity 100
fmt.Println(len(nums), cap(nums))
\`\`\`

Always assign the result of \`append\` back (\`s = append(s, x)\`): when capacity runs out, \`append\` returns a slice backed by a new, larger array. Because sub-slices **share** memory, writing through \`part\` changes \`nums\`, and appending to a sub-slice can overwrite elements of the original. Use \`copy(dst, src)\` or \`slices.Clone(s)\` to get an independent copy. The zero value of a slice is \`nil\`, which behaves like an empty slice for \`len\`, \`range\` and \`append\`.

## Sorting

The \`slices\` package (Go 1.21+) provides generic helpers: \`slices.Sort(nums)\`, \`slices.Contains\`, \`slices.Index\`, \`slices.Max\` and \`slices.BinarySearch\`. To sort by a custom order, use \`slices.SortFunc\` with a comparison returning negative, zero or positive, or the older \`sort.Slice\`:

\`\`\`go
type Interval struct{ Lo, Hi int }

iv := []Interval{{8, 10}, {1, 3}, {2, 6}}
slices.SortFunc(iv, func(a, b Interval) int { return cmp.Compare(a.Lo, b.Lo) })

merged := []Interval{}
for _, cur := range iv {
	n := len(merged)
	if n > 0 && cur.Lo <= merged[n-1].Hi {         // overlaps the last merged interval
		merged[n-1].Hi = max(merged[n-1].Hi, cur.Hi)
	} else {
		merged = append(merged, cur)
	}
}
\`\`\`

Sorting first is the key idea in many interval problems: once intervals are ordered by start, any overlap can only involve the most recently merged interval, so one pass suffices.

## Maps

A map is a hash table from keys to values. Create one with a literal or \`make\`; a \`nil\` map can be read but **writing to it panics**.

\`\`\`go
ages := map[string]int{"ana": 31}
ages["bo"] = 25
age, ok := ages["cy"]         // comma-ok: ok is false, age is the zero value
delete(ages, "ana")
for name, a := range ages { fmt.Println(name, a) }
\`\`\`

Reading a missing key returns the zero value, so use the **comma-ok** form when zero is a meaningful value. Map iteration order is deliberately **randomised**; collect the keys with \`slices.Sorted(maps.Keys(m))\` when output must be deterministic. Keys must be comparable types (numbers, strings, structs of comparable fields), not slices or maps. Maps are not safe for concurrent writes without synchronisation.`,
  overview: {
    whatYouWillLearn: [
      'Arrays have fixed length in their type and are copied by value',
      'Slices describe a pointer, length and capacity over a backing array',
      'append may reallocate, so its result must be assigned back',
      'Sub-slices share memory; copy or slices.Clone give independence',
      'slices.Sort and slices.SortFunc order data; sorting simplifies interval problems',
      'Maps return zero values for missing keys and iterate in random order',
    ],
    proTip:
      'When you know roughly how many elements a slice will hold, make([]T, 0, n) avoids repeated reallocations during append.',
  },
  mcqs: [],
  problems: [
    {
      id: 'go-merge-intervals',
      title: 'Merge Intervals',
      description:
        'The first line contains n. Each of the next n lines contains two integers lo and hi (lo <= hi) describing the closed interval [lo, hi]. Merge all intervals that overlap or share an endpoint, and print the merged intervals in increasing order, one per line as "lo hi".',
      examples: [
        {
          input: '4\n1 3\n2 6\n8 10\n15 18',
          output: '1 6\n8 10\n15 18',
          explanation: '[1,3] and [2,6] overlap and merge into [1,6].',
        },
        {
          input: '2\n1 4\n4 5',
          output: '1 5',
          explanation: 'Intervals sharing the endpoint 4 are merged.',
        },
      ],
      constraints: [
        '1 <= n <= 100 000',
        '-10^9 <= lo <= hi <= 10^9',
        'Intervals may be given in any order',
      ],
      testCases: [
        t('4\n1 3\n2 6\n8 10\n15 18', '1 6\n8 10\n15 18', false),
        t('2\n1 4\n4 5', '1 5', false),
        t('1\n5 5', '5 5'),
        t('3\n5 7\n1 2\n3 4', '1 2\n3 4\n5 7'),
        t('3\n1 10\n2 3\n4 5', '1 10'),
        t('4\n-5 -1\n-3 2\n10 12\n11 11', '-5 2\n10 12'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

data = sys.stdin.read().split()
n = int(data[0])
iv = sorted((int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n))
merged = []
for lo, hi in iv:
    if merged and lo <= merged[-1][1]:
        merged[-1][1] = max(merged[-1][1], hi)
    else:
        merged.append([lo, hi])
print('\n'.join(f'{lo} {hi}' for lo, hi in merged))
`,
      },
      judge: {
        intendedComplexity: 'O(n log n): sort, then one pass',
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
B = 10**9
iv = []
if mode == 'disjoint':
    # n separated intervals in random order: nothing merges
    starts = random.sample(range(0, 2 * 10**5), n)
    iv = [(3 * s, 3 * s + random.randint(0, 1)) for s in starts]
elif mode == 'touching':
    # a chain where each interval starts where the previous ends
    pts = sorted(random.sample(range(-B, B), n + 1))
    iv = [(pts[i], pts[i + 1]) for i in range(n)]
    random.shuffle(iv)
elif mode == 'nested':
    iv = [(-B, B)] + [(a, a + random.randint(0, 1000)) for a in (random.randint(-B, B - 1000) for _ in range(n - 1))]
    random.shuffle(iv)
elif mode == 'random':
    for _ in range(n):
        lo = random.randint(-B, B)
        iv.append((lo, min(B, lo + random.randint(0, 20000))))
elif mode == 'points':
    iv = [(x, x) for x in (random.choice((-B, B, 0)) for _ in range(n))]
else:
    raise SystemExit('unknown mode ' + mode)
print(n)
print('\\n'.join('%d %d' % p for p in iv))
`,
        tests: [
          { args: '60000 disjoint', label: 'n = 60,000, no overlaps' },
          { args: '10000 touching', label: 'n = 10,000, chained by shared endpoints' },
          { args: '10000 nested', label: 'n = 10,000, all inside one interval' },
          { args: '10000 random', label: 'n = 10,000, random intervals' },
          { args: '1000 points', label: 'n = 1,000, single points at -10^9, 0 and 10^9' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
n = int(lines[0])
assert 1 <= n <= 100000, 'n out of range'
assert len(lines) >= n + 1, 'expected n intervals'
for line in lines[1:n + 1]:
    lo, hi = map(int, line.split(' '))
    assert -10**9 <= lo <= hi <= 10**9, 'need -10^9 <= lo <= hi <= 10^9'
assert all(line.strip() == '' for line in lines[n + 1:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'touching-stays-apart',
            language: 'python3',
            mustFail: 'WA',
            why: 'Merges only when lo < previous hi, so intervals sharing an endpoint stay apart',
            source: `import sys

data = sys.stdin.read().split()
n = int(data[0])
iv = sorted((int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n))
merged = []
for lo, hi in iv:
    if merged and lo < merged[-1][1]:
        merged[-1][1] = max(merged[-1][1], hi)
    else:
        merged.append([lo, hi])
print('\\n'.join(f'{lo} {hi}' for lo, hi in merged))
`,
          },
          {
            name: 'takes-new-end',
            language: 'python3',
            mustFail: 'WA',
            why: "Sets the merged end to the new interval's hi without max, so an interval nested inside shrinks it",
            source: `import sys

data = sys.stdin.read().split()
n = int(data[0])
iv = sorted((int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n))
merged = []
for lo, hi in iv:
    if merged and lo <= merged[-1][1]:
        merged[-1][1] = hi
    else:
        merged.append([lo, hi])
print('\\n'.join(f'{lo} {hi}' for lo, hi in merged))
`,
          },
          {
            name: 'scans-all-merged',
            language: 'python3',
            mustFail: 'TLE',
            why: 'Searches the whole merged list for each interval: O(n^2) on 60,000 disjoint intervals',
            source: `import sys

data = sys.stdin.read().split()
n = int(data[0])
iv = sorted((int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n))
merged = []
for lo, hi in iv:
    for m in merged:
        if lo <= m[1] and hi >= m[0]:
            m[0], m[1] = min(m[0], lo), max(m[1], hi)
            break
    else:
        merged.append([lo, hi])
print('\\n'.join(f'{lo} {hi}' for lo, hi in merged))
`,
          },
        ],
      },
    },
  ],
};
