import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'python-4',
  order: 4,
  title: 'Dictionaries and Sets',
  description:
    'Store key-value data in dictionaries, test membership and remove duplicates with sets, and use defaultdict and Counter.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Create, read, update and iterate over dictionaries',
    'Use get, setdefault, defaultdict and Counter for counting and grouping',
    'Apply set operations: union, intersection and difference',
    'Explain hashing and which values can be keys',
  ],
  lesson: `## Dictionaries

A dictionary (\`dict\`) maps **keys** to **values**. Lookups, insertions and deletions take roughly constant time regardless of size, because keys are stored in a hash table. Since Python 3.7, dictionaries remember insertion order.

\`\`\`python
ages = {"ana": 31, "ben": 25}
ages["cleo"] = 40            # add or overwrite
ages["ana"] += 1             # update
print(ages.get("dan"))       # None instead of KeyError
print(ages.get("dan", 0))    # 0: a default
del ages["ben"]
for name, age in ages.items():   # keys(), values() and items() are views
    print(name, age)
\`\`\`

Reading a missing key with square brackets raises \`KeyError\`, so use \`in\` or \`get\` when a key might be absent. Dictionary comprehensions build dictionaries concisely: \`{w: len(w) for w in words}\`.

## Counting and grouping

Two patterns appear constantly: counting occurrences and grouping items by a key. The \`collections\` module has tools for both.

\`\`\`python
from collections import Counter, defaultdict

counts = Counter("mississippi")
counts.most_common(2)          # [('i', 4), ('s', 4)]

groups = defaultdict(list)     # missing keys start as an empty list
for word in ["tea", "eat", "tan"]:
    key = "".join(sorted(word))    # 'aet', 'aet', 'ant'
    groups[key].append(word)
\`\`\`

Without \`defaultdict\` you would write \`groups.setdefault(key, []).append(word)\`. Choosing a good **key** is the heart of grouping: here, sorting a word's letters gives the same key for all its anagrams.

## Sets

A \`set\` is an unordered collection of unique, hashable items. Converting a list to a set removes duplicates, and \`x in s\` is fast even for millions of items, unlike a list which must be scanned.

\`\`\`python
a = {1, 2, 3}
b = {2, 3, 4}
a | b      # union {1, 2, 3, 4}
a & b      # intersection {2, 3}
a - b      # difference {1}
a ^ b      # symmetric difference {1, 4}
empty = set()   # {} would be an empty dict!
\`\`\`

Sets have no order, so sort them (\`sorted(s)\`) before printing if the output must be deterministic. A \`frozenset\` is an immutable set that can itself be a dictionary key.

## Choosing the right structure

Use a list when order and position matter or duplicates are meaningful, a dictionary when you look things up by a name or identifier, and a set when you only care whether something is present. Many slow beginner programs search a list inside a loop; switching the inner lookup to a dictionary or set usually makes them fast. When printing results from dictionaries or sets, decide the output order explicitly with \`sorted()\` and a key function so the output is deterministic.

## What can be a key

Keys (and set items) must be **hashable**: their hash must never change. Numbers, strings, booleans, \`None\` and tuples of hashable values qualify; lists, dicts and sets do not. If you need a composite key, use a tuple such as \`(city, year)\`.`,
  overview: {
    whatYouWillLearn: [
      'Dictionaries map hashable keys to values with fast lookups and keep insertion order',
      'get and in avoid KeyError when a key may be missing',
      'Counter counts occurrences and defaultdict simplifies grouping',
      'A well-chosen key, such as sorted letters, turns a problem into grouping',
      'Sets remove duplicates and support union, intersection and difference',
      'Only hashable values such as strings, numbers and tuples can be keys',
    ],
    proTip:
      'Whenever you write "for x in list: if x in other_list", convert other_list to a set first; it can turn minutes into milliseconds.',
  },
  mcqs: [],
  problems: [
    {
      id: 'py-anagram-groups',
      title: 'Anagram Groups',
      description:
        'The input contains lowercase words separated by spaces or newlines. A word may appear more than once; treat repeats as one word. Group the distinct words that are anagrams of each other (same letters, same counts). Print each group on its own line with its words sorted alphabetically and separated by single spaces. Order the lines alphabetically by their first word.',
      examples: [
        {
          input: 'eat tea tan ate nat bat',
          output: 'ate eat tea\nbat\nnat tan',
          explanation:
            'eat, tea and ate share the letters a, e, t; tan and nat share a, n, t; bat is alone.',
        },
        { input: 'ab ba ab', output: 'ab ba', explanation: 'The repeated "ab" is counted once.' },
      ],
      constraints: ['1 to 10 000 words', 'Each word has 1 to 20 letters a-z'],
      testCases: [
        t('eat tea tan ate nat bat', 'ate eat tea\nbat\nnat tan', false),
        t('ab ba ab', 'ab ba', false),
        t(
          'listen silent enlist google tinsel banana',
          'banana\nenlist listen silent tinsel\ngoogle',
        ),
        t('abc', 'abc'),
        t('dog god\ncat act\ntac odg', 'act cat tac\ndog god odg'),
        t('c b a', 'a\nb\nc'),
        t('stop pots tops opts spot post', 'opts post pots spot stop tops'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys
from collections import defaultdict

groups = defaultdict(set)
for w in sys.stdin.read().split():
    groups[''.join(sorted(w))].add(w)
lines = sorted(' '.join(sorted(g)) for g in groups.values())
print('\n'.join(lines))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
if mode == 'random':
    # short words over few letters, so anagram groups and repeats are common
    words = [''.join(random.choice('abcde') for _ in range(random.randint(1, 5))) for _ in range(n)]
elif mode == 'long':
    words = [''.join(random.choice('abcdefghijklmnopqrstuvwxyz') for _ in range(20)) for _ in range(n)]
elif mode == 'shuffles':
    bases = [''.join(random.choice('abcdefghijklmnopqrstuvwxyz') for _ in range(random.randint(3, 8))) for _ in range(20)]
    words = []
    for _ in range(n):
        w = list(random.choice(bases))
        random.shuffle(w)
        words.append(''.join(w))
elif mode == 'same':
    words = ['ba'] * n
else:
    raise SystemExit('unknown mode ' + mode)
lines = [' '.join(words[i:i + 10]) for i in range(0, n, 10)]
print('\\n'.join(lines))
`,
        tests: [
          { args: '8000 random', label: '8,000 short words, many repeats' },
          { args: '10000 long', label: '10,000 words of 20 letters' },
          { args: '4000 shuffles', label: '4,000 words, few large groups' },
          { args: '10000 same', label: '10,000 copies of one word' },
          { args: '1 long', label: 'a single word' },
        ],
        validator: `import re, sys
data = sys.stdin.read()
assert re.fullmatch(r'[a-z \\n]*', data), 'only lowercase words, spaces and newlines'
words = data.split()
assert 1 <= len(words) <= 10000, 'between 1 and 10,000 words'
assert all(1 <= len(w) <= 20 for w in words), 'each word has 1 to 20 letters'
`,
        wrongSolutions: [
          {
            name: 'keeps-repeats',
            language: 'python3',
            mustFail: 'WA',
            why: 'Collects words in a list, so a repeated word is printed twice in its group',
            source: `import sys
from collections import defaultdict

groups = defaultdict(list)
for w in sys.stdin.read().split():
    groups[''.join(sorted(w))].append(w)
lines = sorted(' '.join(sorted(g)) for g in groups.values())
print('\\n'.join(lines))
`,
          },
          {
            name: 'orders-by-letters',
            language: 'python3',
            mustFail: 'WA',
            why: "Orders the lines by the sorted letters of the group instead of by its first word, so 'ba' comes before 'ac'",
            source: `import sys
from collections import defaultdict

groups = defaultdict(set)
for w in sys.stdin.read().split():
    groups[''.join(sorted(w))].add(w)
for key in sorted(groups):
    print(' '.join(sorted(groups[key])))
`,
          },
        ],
      },
    },
  ],
};
