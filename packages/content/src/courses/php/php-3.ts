import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'php-3',
  order: 3,
  title: 'Control Flow and Arrays',
  description:
    "Make decisions and loop in PHP, and master PHP's ordered arrays with the standard array functions.",
  difficulty: 'Easy',
  testType: 'coding',
  objectives: [
    'Write if, loops and foreach over arrays',
    'Use indexed and associative arrays and know that they are ordered maps',
    'Transform and sort arrays with the standard library',
    'Count and rank values like array_count_values and arsort',
  ],
  lesson: `## Control flow

\`\`\`php
if ($age >= 18) {
    echo "Adult";
} elseif ($age >= 13) {
    echo "Teen";
} else {
    echo "Child";
}

for ($i = 1; $i <= 3; $i++) { echo $i; }
while ($line = fgets(STDIN)) { /* process */ }
\`\`\`

\`break\` leaves a loop and \`continue\` skips to the next iteration. The most common loop in PHP is \`foreach\`.

## Arrays are ordered maps

A PHP array is an **ordered map** from keys to values. Keys are integers or strings; the same structure serves as list, dictionary, stack and queue.

\`\`\`php
$fruits = ['apple', 'banana'];            // keys 0 and 1
$fruits[] = 'cherry';                     // append: key 2
$prices = ['apple' => 1.2, 'banana' => 0.5];
$prices['cherry'] = 3.0;

foreach ($prices as $fruit => $price) {
    echo "$fruit costs $price\\n";
}

$user = ['name' => 'Ada', 'roles' => ['admin', 'dev']];   // nested
echo $user['roles'][0];
echo count($fruits);
var_dump(isset($prices['kiwi']), array_key_exists('apple', $prices));
\`\`\`

Insertion order is preserved. Numeric strings such as \`"5"\` are converted to integer keys. Appending with \`[]\` uses the largest integer key plus one. Arrays are **copied on assignment** (values, not references), with copy-on-write making this cheap.

## The array toolbox

\`\`\`php
$numbers = [5, 3, 8, 1];
$doubled = array_map(fn($n) => $n * 2, $numbers);             // [10, 6, 16, 2]
$even = array_filter($numbers, fn($n) => $n % 2 === 0);       // [2 => 8] keeps keys!
$sum = array_sum($numbers);                                    // 17
$total = array_reduce($numbers, fn($carry, $n) => $carry + $n, 0);
$sorted = $numbers; sort($sorted);                             // sorts in place
$names = array_column($users, 'name');
$merged = [...$a, ...$b];                                      // spread
[$first, $second] = $numbers;                                  // destructuring
\`\`\`

Pitfalls: \`array_filter\` **preserves keys**, so wrap it in \`array_values()\` when you need a list again. Sorting functions work **in place** and return \`true\`: \`sort\`/\`rsort\` by value (reindexing), \`asort\`/\`arsort\` by value keeping keys, \`ksort\`/\`krsort\` by key, and \`usort\`/\`uasort\` with a callback such as \`fn($a, $b) => $a <=> $b\`. Since PHP 8.0 sorting is **stable**. PHP 8.4 added \`array_find\`, \`array_any\` and \`array_all\`.

## Counting words

A classic task combines several functions: \`strtolower\`, \`preg_split\` or \`str_word_count\` to extract words, \`array_count_values\` to count them, and a sort by count. \`print_r\` shows the result in this format:

\`\`\`text
Array
(
    [php] => 3
    [is] => 2
)
\`\`\`

In the exercise you reproduce that pipeline, with a deterministic tie-break, and print the top entries exactly like \`print_r\`.

## Choosing the right tool

A plain \`foreach\` is perfectly fine when the body does several things at once or needs to stop early with \`break\`. The array functions shine when each step is a single transformation: they read like a description of the result and avoid temporary variables. Whatever you choose, remember three rules that catch many beginners: check whether a function works in place or returns a new array, check whether it keeps or resets keys, and check whether it compares values loosely or strictly. The PHP manual documents all three for every function, and reading it is a habit worth building early.`,
  overview: {
    whatYouWillLearn: [
      'if, elseif, for, while and foreach',
      'Arrays as ordered maps with integer and string keys',
      'Appending, nesting, isset and array_key_exists',
      'array_map, array_filter, array_reduce and key preservation',
      'The sort family and stable sorting in PHP 8',
      'Counting values and printing arrays with print_r',
    ],
    proTip:
      'Remember that array_filter keeps the original keys; json_encode of a filtered list can suddenly become an object instead of an array.',
  },
  mcqs: [],
  problems: [
    {
      id: 'php-word-count',
      title: 'Word Frequency like array_count_values',
      description: `Count words and print the most frequent ones in \`print_r\` format.

**Input:** the first line holds K. All remaining lines are text. A word is a maximal run of ASCII letters (A-Z, a-z); everything else separates words. Words are compared in lower case.

**Output:** the K most frequent words (fewer if there are fewer distinct words), sorted by count descending and then alphabetically, printed like PHP's \`print_r\`:

\`\`\`text
Array
(
    [word] => count
)
\`\`\`

Entries are indented by 4 spaces. With no entries, print \`Array\`, \`(\` and \`)\` on three lines.`,
      examples: [
        {
          input: '3\nPHP is fun. PHP is fast, and php is everywhere!\n',
          output: 'Array\n(\n    [is] => 3\n    [php] => 3\n    [and] => 1\n)',
          explanation: 'is and php both appear three times and are ordered alphabetically.',
        },
        {
          input: '10\na b a\n',
          output: 'Array\n(\n    [a] => 2\n    [b] => 1\n)',
          explanation: 'Only two distinct words exist.',
        },
      ],
      constraints: ['0 <= K <= 1000', 'The text is at most 10 KB'],
      testCases: [
        {
          input: '3\nPHP is fun. PHP is fast, and php is everywhere!\n',
          expectedOutput: 'Array\n(\n    [is] => 3\n    [php] => 3\n    [and] => 1\n)',
          hidden: false,
        },
        {
          input: '10\na b a\n',
          expectedOutput: 'Array\n(\n    [a] => 2\n    [b] => 1\n)',
          hidden: false,
        },
        { input: '5\n123 !!! 456\n', expectedOutput: 'Array\n(\n)', hidden: true },
        {
          input: '1\nThe cat\nthe dog\nTHE end\n',
          expectedOutput: 'Array\n(\n    [the] => 3\n)',
          hidden: true,
        },
        { input: '0\nhello world\n', expectedOutput: 'Array\n(\n)', hidden: true },
        {
          input: "2\nDon't stop, don't!\n",
          expectedOutput: 'Array\n(\n    [don] => 2\n    [t] => 2\n)',
          hidden: true,
        },
        {
          input: '4\nzeta alpha beta alpha zeta gamma\n',
          expectedOutput:
            'Array\n(\n    [alpha] => 2\n    [zeta] => 2\n    [beta] => 1\n    [gamma] => 1\n)',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys

data = sys.stdin.read()
first, _, text = data.partition(chr(10))
k = int(first)
counts = {}
word = ''
for ch in text + ' ':
    if ('a' <= ch <= 'z') or ('A' <= ch <= 'Z'):
        word += ch.lower()
    else:
        if word:
            counts[word] = counts.get(word, 0) + 1
        word = ''
ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:k]
print('Array')
print('(')
for w, c in ranked:
    print('    [%s] => %d' % (w, c))
print(')')
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
k, size, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
vocab = ['php', 'PHP', 'is', 'Is', 'fun', 'fast', 'and', 'array', 'Array', 'count', 'values', 'the', 'THE', 'a', 'b', 'zeta', 'alpha']
if mode == 'many':
    vocab = [''.join(random.choice('abcdefghij') for _ in range(random.randint(1, 3))) for _ in range(1500)]
seps = [' ', ' ', ', ', '. ', '!', '\\n', ' - ', "'", '123', '_', '\\t', ' (', ') ']
if mode == 'unicode':
    seps += ['\\u00e9', ' caf\\u00e9 ', '\\u00fcber', ' na\\u00efve ']
parts = []
total = 0
while True:
    w = random.choice(vocab) + random.choice(seps)
    if total + len(w.encode()) > size:
        break
    parts.append(w)
    total += len(w.encode())
if mode == 'nowords':
    parts = [random.choice(['123 ', '!!! ', '42\\n', '_ ', '- ']) for _ in range(size // 5)]
print(k)
print(''.join(parts))
`,
        tests: [
          { args: '1000 10000 many', label: '10 KB of text, many distinct short words' },
          { args: '5 10000 mixed', label: '10 KB of text, mixed case and punctuation' },
          { args: '10 10000 unicode', label: '10 KB of text with accented letters' },
          { args: '1000 10000 nowords', label: '10 KB without letters' },
          { args: '0 1000 mixed', label: 'K = 0' },
        ],
        validator: `import sys
data = sys.stdin.buffer.read()
first, nl, text = data.partition(b'\\n')
assert first.decode().isdigit() and 0 <= int(first) <= 1000, 'K out of range'
assert len(text) <= 10240, 'text over 10 KB'
text.decode('utf-8')
`,
        wrongSolutions: [
          {
            name: 'split-on-spaces',
            language: 'python3',
            mustFail: 'WA',
            why: 'Splits the text on whitespace only, so punctuation and digits stay attached to words',
            source: `import sys
first, _, text = sys.stdin.read().partition('\\n')
k = int(first)
counts = {}
for w in text.lower().split():
    counts[w] = counts.get(w, 0) + 1
print('Array')
print('(')
for w, c in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:k]:
    print('    [%s] => %d' % (w, c))
print(')')
`,
          },
          {
            name: 'case-sensitive',
            language: 'python3',
            mustFail: 'WA',
            why: 'Counts words without lower-casing them, so PHP and php are different words',
            source: `import re, sys
first, _, text = sys.stdin.read().partition('\\n')
k = int(first)
counts = {}
for w in re.findall('[A-Za-z]+', text):
    counts[w] = counts.get(w, 0) + 1
print('Array')
print('(')
for w, c in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:k]:
    print('    [%s] => %d' % (w, c))
print(')')
`,
          },
        ],
      },
    },
  ],
};
