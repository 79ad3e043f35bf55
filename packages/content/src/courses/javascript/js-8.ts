import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'js-8',
  order: 8,
  title: 'Maps, Sets and Iteration Protocols',
  description:
    'Use Map and Set for keyed data and uniqueness, and understand iterators, generators and the spread of iterables.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Choose between Map and a plain object for keyed data',
    'Remove duplicates and test membership with Set',
    'Explain the iterator protocol behind for...of and spread',
    'Write generator functions that produce values lazily',
  ],
  lesson: `## Map

A \`Map\` stores key-value pairs where keys can be **any** value (objects, numbers, strings) and insertion order is remembered. Compared with a plain object used as a dictionary, it has a reliable \`size\`, no inherited keys such as \`toString\`, and it performs well with frequent additions and deletions.

\`\`\`javascript
const counts = new Map();
for (const word of ['a', 'b', 'a']) {
  counts.set(word, (counts.get(word) ?? 0) + 1);
}
counts.get('a');   // 2
counts.has('z');   // false
counts.size;       // 2
for (const [word, n] of counts) console.log(word, n); // insertion order
const sorted = [...counts].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]));
\`\`\`

Use plain objects for fixed records with known fields (\`{ id, name }\`) and \`Map\` for dictionaries built at run time. \`Object.groupBy\` and \`Map.groupBy\` (standard since 2024) group an array by a key function in one call.

## Set

A \`Set\` holds unique values. Adding a value twice keeps one copy, and \`has\` checks membership in roughly constant time, much faster than \`array.includes\` on large arrays.

\`\`\`javascript
const unique = [...new Set([3, 1, 3, 2, 1])]; // [3, 1, 2]
const seen = new Set();
seen.add('x');
seen.has('x'); // true
\`\`\`

Uniqueness uses the *SameValueZero* comparison, so two different objects with equal contents are still two entries. Recent engines also provide set algebra methods such as \`union\`, \`intersection\` and \`difference\`.

## The iteration protocol

\`for...of\`, spread (\`[...x]\`), destructuring and \`Array.from\` all work with any **iterable**: an object with a \`[Symbol.iterator]()\` method that returns an **iterator**. An iterator has a \`next()\` method returning \`{ value, done }\`. Arrays, strings, Maps and Sets are built-in iterables, which is why one loop syntax works on all of them.

## Generators

A generator function, written \`function*\`, returns an iterator automatically. Each \`yield\` hands out one value and pauses the function until the next value is requested.

\`\`\`javascript
function* range(start, end, step = 1) {
  for (let i = start; i < end; i += step) yield i;
}
console.log([...range(0, 10, 3)]); // [0, 3, 6, 9]

function* naturals() { let n = 1; while (true) yield n++; } // infinite but lazy
\`\`\`

Because values are produced on demand, generators can describe endless sequences or large streams without building an array in memory; just make sure the consumer stops, for example with \`break\`.

## Sorting by several keys

When ranking entries, compare by the primary key and fall back to a secondary key when they tie: \`(a, b) => b.count - a.count || a.word.localeCompare(b.word)\`. The \`||\` works because a zero difference is falsy.`,
  overview: {
    whatYouWillLearn: [
      'Map accepts keys of any type, keeps insertion order and reports its size',
      'Set stores unique values and gives fast membership tests',
      'Set uniqueness compares object identity, not contents',
      'Iterables expose Symbol.iterator, which for...of and spread rely on',
      'Generators pause at yield and produce values lazily',
      'Multi-key sorting chains comparisons with ||',
    ],
    proTip:
      'Counting things? counts.set(k, (counts.get(k) ?? 0) + 1) is the idiomatic one-liner; it avoids the undefined + 1 = NaN trap.',
  },
  mcqs: [],
  problems: [
    {
      id: 'js-top-words',
      title: 'Top K Words',
      description:
        'The first line contains an integer k. The rest of the input is text made of lowercase words separated by spaces and newlines (possibly none). Count how often each word occurs and print the k most frequent words, one per line, as "word count". Order by count descending, and alphabetically for equal counts. If there are fewer than k distinct words, print all of them; if there are no words, print nothing.',
      examples: [
        {
          input: '2\nthe cat and the dog and the bird',
          output: 'the 3\nand 2',
          explanation: '"the" appears 3 times and "and" twice; the remaining words appear once.',
        },
        {
          input: '3\nb a c b a',
          output: 'a 2\nb 2\nc 1',
          explanation: 'a and b tie at 2, so they are ordered alphabetically.',
        },
      ],
      constraints: ['1 <= k <= 1000', 'At most 10 000 words', 'Words contain only the letters a-z'],
      testCases: [
        t('2\nthe cat and the dog and the bird', 'the 3\nand 2', false),
        t('3\nb a c b a', 'a 2\nb 2\nc 1', false),
        t('5\nhello', 'hello 1'),
        t('1\nzeta alpha zeta alpha', 'alpha 2'),
        t('2\nx\ny y\nx z', 'x 2\ny 2'),
        t('3\none two three four', 'four 1\none 1\nthree 1'),
        t('1\n', ''),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

data = sys.stdin.read().split()
k = int(data[0])
counts = {}
for w in data[1:]:
    counts[w] = counts.get(w, 0) + 1
ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
print('\n'.join(f'{w} {c}' for w, c in ranked[:k]))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
k, n, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
if mode == 'distinct':
    vocab = [''.join(random.choice('abcdefghijklmnopqrstuvwxyz') for _ in range(random.randint(3, 8))) for _ in range(n)]
elif mode == 'ties':
    vocab = ['zeta', 'alpha', 'mid', 'beta', 'omega', 'a', 'b', 'z']
else:
    vocab = [''.join(random.choice('abcde') for _ in range(random.randint(1, 3))) for _ in range(300)]
words = [random.choice(vocab) for _ in range(n)]
if mode == 'ties':
    words = vocab * (n // len(vocab))
    random.shuffle(words)
lines = []
i = 0
while i < len(words):
    step = random.randint(1, 15)
    lines.append(random.choice([' ', '  ']).join(words[i:i + step]))
    i += step
print(k)
print('\\n'.join(lines))
`,
        tests: [
          { args: '1000 10000 mixed', label: 'k = 1,000, 10,000 words' },
          { args: '1000 10000 distinct', label: 'k = 1,000, 10,000 mostly distinct words' },
          { args: '5 10000 ties', label: 'k = 5, every word equally frequent' },
          { args: '1 10000 mixed', label: 'k = 1' },
          { args: '3 0 mixed', label: 'no words' },
        ],
        validator: `import re, sys
data = sys.stdin.read()
first, _, rest = data.partition('\\n')
assert re.fullmatch('[0-9]+', first) and 1 <= int(first) <= 1000, 'k out of range'
assert re.fullmatch('[a-z \\n]*', rest), 'words are lowercase letters separated by spaces and newlines'
assert len(rest.split()) <= 10000, 'more than 10,000 words'
`,
        wrongSolutions: [
          {
            name: 'ties-first-seen',
            language: 'javascript',
            mustFail: 'WA',
            why: 'Sorts by count only, so equal counts keep the order of first appearance instead of alphabetical order',
            source: `const data = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean);
const k = Number(data[0]);
const counts = new Map();
for (const w of data.slice(1)) counts.set(w, (counts.get(w) || 0) + 1);
const ranked = [...counts].sort((a, b) => b[1] - a[1]);
console.log(ranked.slice(0, k).map(([w, c]) => w + ' ' + c).join('\\n'));
`,
          },
          {
            name: 'reverse-both-keys',
            language: 'python3',
            mustFail: 'WA',
            why: 'Sorts by (count, word) in reverse, which also reverses the alphabetical tie-break',
            source: `import sys
data = sys.stdin.read().split()
k = int(data[0])
counts = {}
for w in data[1:]:
    counts[w] = counts.get(w, 0) + 1
ranked = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
print('\\n'.join('%s %d' % kv for kv in ranked[:k]))
`,
          },
        ],
      },
    },
  ],
};
