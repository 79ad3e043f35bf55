import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'csharp-5',
  order: 5,
  title: 'Collections: Arrays, Lists, Dictionaries and Stacks',
  description:
    'Store and process data with arrays, List<T>, Dictionary<TKey, TValue>, HashSet<T>, Stack<T> and Queue<T>.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Use arrays and List<T> and know when each fits',
    'Look up, add and update entries in Dictionary and HashSet',
    'Solve last-in-first-out and first-in-first-out problems with Stack and Queue',
    'Pick collections by their complexity and avoid common exceptions',
  ],
  lesson: `## Arrays and lists

An array has a fixed length chosen at creation: \`int[] scores = new int[10];\` or \`string[] names = { "ana", "bo" };\` (C# 12 adds collection expressions, \`["ana", "bo"]\`). \`List<T>\` from \`System.Collections.Generic\` grows as needed and is the everyday choice:

\`\`\`csharp
var nums = new List<int> { 5, 3, 8 };
nums.Add(1);
nums.Insert(0, 9);
nums.Remove(3);            // removes the first 3
nums.Sort();
int idx = nums.IndexOf(8);
bool has = nums.Contains(5);
Console.WriteLine(string.Join(", ", nums));
\`\`\`

The last item is \`nums[nums.Count - 1]\`; C# 8 adds indices from the end (\`nums[^1]\`) and ranges (\`arr[1..3]\`), which the runner's C# 7 does not accept. Reading past the end throws \`ArgumentOutOfRangeException\` for lists and \`IndexOutOfRangeException\` for arrays.

## Dictionaries and sets

\`Dictionary<TKey, TValue>\` maps keys to values with average O(1) lookups:

\`\`\`csharp
var stock = new Dictionary<string, int>();
stock["apple"] = 5;                              // add or overwrite
stock["apple"] += 2;
if (stock.TryGetValue("pear", out int pears)) Console.WriteLine(pears);
stock.TryAdd("kiwi", 1);                         // only if absent
foreach (var pair in stock) Console.WriteLine($"{pair.Key}: {pair.Value}");
\`\`\`

Reading a missing key with the indexer throws \`KeyNotFoundException\`, so use \`TryGetValue\` or \`ContainsKey\` when absence is possible. Iteration order of a \`Dictionary\` is not guaranteed; use \`SortedDictionary\` or sort the keys when order matters. \`HashSet<T>\` stores unique items with O(1) \`Contains\`, and supports \`UnionWith\`, \`IntersectWith\` and \`ExceptWith\`.

## Stacks and queues

\`Stack<T>\` is last-in, first-out: \`Push\` adds to the top, \`Pop\` removes the top, \`Peek\` reads it. \`Queue<T>\` is first-in, first-out with \`Enqueue\` and \`Dequeue\`. \`PriorityQueue<TElement, TPriority>\` (since .NET 6) always dequeues the element with the smallest priority; the runner's Mono library has no \`PriorityQueue\`, so there use a \`SortedSet\` of (priority, id) pairs or a hand-written heap. Popping or dequeuing an empty collection throws \`InvalidOperationException\`; check \`Count\` or use \`TryPop\`/\`TryDequeue\`.

A stack is the natural tool for **matching nested structure**. To check brackets, push each opening bracket; for each closing bracket, the top of the stack must be its partner:

\`\`\`csharp
static bool Balanced(string s)
{
    var pairs = new Dictionary<char, char> { [')'] = '(', [']'] = '[', ['}'] = '{' };
    var stack = new Stack<char>();
    foreach (char c in s)
    {
        if (c == '(' || c == '[' || c == '{') stack.Push(c);
        else if (pairs.TryGetValue(c, out char open))
        {
            if (stack.Count == 0 || stack.Pop() != open) return false;
        }
    }
    return stack.Count == 0;         // leftovers mean unclosed brackets
}
\`\`\`

## Choosing well

Think about the operations you perform most often. Appending to and indexing a \`List<T>\` are O(1), but \`Contains\`, \`IndexOf\` and \`Remove\` scan the whole list, so calling them inside a loop over another large list quickly becomes quadratic. Converting the searched data to a \`HashSet<T>\` or \`Dictionary\` first usually fixes that. \`Stack<T>\` and \`Queue<T>\` operations are O(1) at their ends.

Use \`List<T>\` by default, \`Dictionary\` for lookup by key, \`HashSet\` for membership, \`Stack\`/\`Queue\` for processing order. Expose collections from your classes as \`IReadOnlyList<T>\` or \`IEnumerable<T>\` so callers cannot modify internal state.`,
  overview: {
    whatYouWillLearn: [
      'Arrays have fixed length while List<T> grows dynamically',
      'Index-from-end and range syntax work on arrays and lists',
      'Dictionary and HashSet give average constant-time lookups',
      'TryGetValue and TryPop avoid exceptions for missing data',
      'Stack is LIFO and Queue is FIFO; PriorityQueue orders by priority',
      'A stack matches nested structures such as brackets',
    ],
    proTip:
      'Return IReadOnlyList<T> from public APIs even when you store a List<T>; callers get indexing and Count without the power to mutate your data.',
  },
  mcqs: [],
  problems: [
    {
      id: 'cs-balanced-brackets',
      title: 'Balanced Brackets',
      description:
        'Each input line is a non-empty string made only of the characters ( ) [ ] { }. For each line print "YES" if the brackets are balanced (every opening bracket is closed by the matching bracket type in the correct nesting order) and "NO" otherwise.',
      examples: [
        {
          input: '([]{})\n(]',
          output: 'YES\nNO',
          explanation: 'The first line nests correctly; in the second, ( is closed by ].',
        },
        { input: '(((', output: 'NO', explanation: 'Three brackets are never closed.' },
      ],
      constraints: ['At most 1000 lines', 'Each line has 1 to 10 000 characters'],
      testCases: [
        t('([]{})\n(]', 'YES\nNO', false),
        t('(((', 'NO', false),
        t('((()))', 'YES'),
        t('}{', 'NO'),
        t('{[()()]}\n[(])\n()', 'YES\nNO\nYES'),
        t(']', 'NO'),
        t('([{}])[]', 'YES'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

pairs = {')': '(', ']': '[', '}': '{'}
out = []
for line in sys.stdin.read().split():
    stack = []
    ok = True
    for c in line:
        if c in '([{':
            stack.append(c)
        elif c in pairs:
            if not stack or stack.pop() != pairs[c]:
                ok = False
                break
    out.append('YES' if ok and not stack else 'NO')
print('\n'.join(out))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
k, length, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
OPEN, CLOSE = '([{', ')]}'

def balanced(n):
    out, stack = [], []
    while len(out) < n:
        if stack and (n - len(out) == len(stack) or random.random() < 0.5):
            out.append(CLOSE[stack.pop()])
        else:
            t = random.randrange(3)
            stack.append(t)
            out.append(OPEN[t])
    return ''.join(out)

lines = []
for _ in range(k):
    if mode == 'deep':
        t = [random.randrange(3) for _ in range(length // 2)]
        s = ''.join(OPEN[x] for x in t) + ''.join(CLOSE[x] for x in reversed(t))
    elif mode == 'random':
        s = balanced(length)
    elif mode == 'swapped':
        # balanced except two neighbouring closers of different types are swapped: counts still match
        t = [0, 1] + [random.randrange(3) for _ in range(length // 2 - 2)]
        s = ''.join(OPEN[x] for x in t) + ''.join(CLOSE[x] for x in reversed(t))
        h = length // 2
        s = s[:h + len(t) - 2] + s[h + len(t) - 1] + s[h + len(t) - 2]
    elif mode == 'openers':
        s = ''.join(random.choice(OPEN) for _ in range(length))
    elif mode == 'short':
        s = balanced(random.choice((2, 4, 6))) if random.random() < 0.5 else ''.join(random.choice('()[]{}') for _ in range(random.randint(1, 6)))
    else:
        raise SystemExit('unknown mode ' + mode)
    lines.append(s)
print('\\n'.join(lines))
`,
        tests: [
          { args: '5 10000 deep', label: '5 lines of 10,000, nested 5,000 deep' },
          { args: '10 10000 random', label: '10 lines of 10,000, balanced' },
          { args: '5 10000 swapped', label: '5 lines of 10,000, two closers swapped' },
          { args: '5 10000 openers', label: '5 lines of 10,000 opening brackets' },
          { args: '1000 0 short', label: '1,000 short lines' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
while lines and lines[-1] == '':
    lines.pop()
assert 1 <= len(lines) <= 1000, 'at most 1,000 lines'
for line in lines:
    assert re.fullmatch(r'[()\\[\\]{}]{1,10000}', line), 'each line has 1 to 10,000 bracket characters'
`,
        wrongSolutions: [
          {
            name: 'counts-per-type',
            language: 'python3',
            mustFail: 'WA',
            why: "Checks each bracket type's count separately and misses crossed pairs such as [(])",
            source: `import sys

out = []
for line in sys.stdin.read().split():
    ok = True
    for o, c in ('()', '[]', '{}'):
        depth = 0
        for ch in line:
            if ch == o:
                depth += 1
            elif ch == c:
                depth -= 1
                if depth < 0:
                    ok = False
        if depth != 0:
            ok = False
    out.append('YES' if ok else 'NO')
print('\\n'.join(out))
`,
          },
          {
            name: 'forgets-leftovers',
            language: 'python3',
            mustFail: 'WA',
            why: 'Never checks that the stack is empty at the end, so unclosed openers such as ((( pass',
            source: `import sys

pairs = {')': '(', ']': '[', '}': '{'}
out = []
for line in sys.stdin.read().split():
    stack = []
    ok = True
    for c in line:
        if c in '([{':
            stack.append(c)
        elif not stack or stack.pop() != pairs[c]:
            ok = False
            break
    out.append('YES' if ok else 'NO')
print('\\n'.join(out))
`,
          },
        ],
      },
    },
  ],
};
