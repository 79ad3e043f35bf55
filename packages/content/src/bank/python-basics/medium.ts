import type { BankLevel, TestCase } from '@app/shared/content.schemas';

const tc = (input: string, expectedOutput: string, hidden = true): TestCase => ({
  input,
  expectedOutput,
  hidden,
});

export const medium: BankLevel = {
  mcq: [
    {
      question:
        'def f(x, acc=[]): acc.append(x); return acc. What does f(2) return if f(1) was called first?',
      options: { A: '[2]', B: '[1, 2]', C: '[1]', D: 'A TypeError' },
      correct: 'B',
      explanation:
        'Default values are evaluated once, when def runs, so every call shares the same list; use acc=None and create the list inside.',
    },
    {
      question: 'a = [1]; b = [1]. What are a == b and a is b?',
      options: {
        A: 'True and True',
        B: 'False and False',
        C: 'True and False',
        D: 'False and True',
      },
      correct: 'C',
      explanation:
        '== compares values, is compares identity; these are two distinct list objects with equal contents.',
    },
    {
      question: 'grid = [[0] * 3] * 3; grid[0][0] = 1. What is grid now?',
      options: {
        A: '[[1, 0, 0], [0, 0, 0], [0, 0, 0]]',
        B: '[[1, 1, 1], [0, 0, 0], [0, 0, 0]]',
        C: 'An error, because the rows are tuples',
        D: '[[1, 0, 0], [1, 0, 0], [1, 0, 0]]',
      },
      correct: 'D',
      explanation:
        'Multiplying the outer list repeats a reference to the same inner list three times; build rows with [[0] * 3 for _ in range(3)].',
    },
    {
      question: 'What is "abcde"[::-1]?',
      options: { A: '"edcba"', B: '"abcde"', C: '"e"', D: '"ace"' },
      correct: 'A',
      explanation: 'A step of -1 walks the whole sequence backwards, reversing it.',
    },
    {
      question: 'Inside def f(*args, **kwargs), what types are args and kwargs?',
      options: {
        A: 'list and dict',
        B: 'tuple and dict',
        C: 'tuple and list',
        D: 'dict and tuple',
      },
      correct: 'B',
      explanation:
        'Extra positional arguments arrive as a tuple and extra keyword arguments as a dict.',
    },
    {
      question: 'Which statement about dict ordering is true in current Python (3.7 and later)?',
      options: {
        A: 'Dicts are unordered; iteration order is random',
        B: 'Dicts iterate in sorted key order',
        C: 'Dicts preserve insertion order',
        D: 'Only OrderedDict can be iterated',
      },
      correct: 'C',
      explanation: 'Insertion order is guaranteed by the language since Python 3.7.',
    },
    {
      question: 'g = (x * x for x in range(3)); first = sum(g); second = sum(g). What is second?',
      options: { A: '5', B: '10', C: 'A StopIteration error', D: '0' },
      correct: 'D',
      explanation:
        'A generator can be consumed only once; the second sum sees an exhausted generator and returns 0.',
    },
    {
      question: 'What does sorted(["bb", "a", "cc", "d"], key=len) return?',
      options: {
        A: "['a', 'd', 'bb', 'cc']",
        B: "['d', 'a', 'cc', 'bb']",
        C: "['a', 'bb', 'cc', 'd']",
        D: "['bb', 'cc', 'a', 'd']",
      },
      correct: 'A',
      explanation: 'sorted is stable: items with equal keys keep their original relative order.',
    },
    {
      question: 'In try / except / else / finally, when does the else block run?',
      options: {
        A: 'Always, after finally',
        B: 'Only when an exception was caught',
        C: 'Only when the try block raised no exception',
        D: 'Only when the exception was not caught',
      },
      correct: 'C',
      explanation: 'else runs when try completes without an exception; finally runs in every case.',
    },
    {
      question: 'What does f"{3.14159:.2f}" produce?',
      options: { A: '"3.14159"', B: '"3.14"', C: '"3.1"', D: '"3.15"' },
      correct: 'B',
      explanation: 'The format spec .2f formats the float with two digits after the decimal point.',
    },
    {
      question: 'What does list(zip([1, 2, 3], "ab")) return?',
      options: {
        A: "[(1, 'a'), (2, 'b'), (3, None)]",
        B: 'A ValueError',
        C: "[(1, 2, 3), ('a', 'b')]",
        D: "[(1, 'a'), (2, 'b')]",
      },
      correct: 'D',
      explanation: 'zip stops at the shortest input (itertools.zip_longest pads instead).',
    },
    {
      question: 'What is len({1, 2, 2, 3})?',
      options: { A: '4', B: '2', C: '3', D: '1' },
      correct: 'C',
      explanation: 'A set keeps only distinct elements.',
    },
    {
      question: 'What does with open("data.txt") as f: guarantee?',
      options: {
        A: 'The file is closed when the block ends, even if an exception is raised',
        B: 'The file is created if it does not exist',
        C: 'The whole file is loaded into memory',
        D: 'The file is opened in binary mode',
      },
      correct: 'A',
      explanation:
        'The file object is a context manager whose __exit__ closes it however the block is left.',
    },
    {
      question: 'x = [3, 1, 2].sort(). What is x?',
      options: { A: '[1, 2, 3]', B: '[3, 1, 2]', C: 'An empty list', D: 'None' },
      correct: 'D',
      explanation: 'list.sort sorts in place and returns None; sorted() returns a new list.',
    },
    {
      question: 'What does list(enumerate(["a", "b"], start=1)) return?',
      options: {
        A: "[(0, 'a'), (1, 'b')]",
        B: "[(1, 'a'), (2, 'b')]",
        C: "[('a', 1), ('b', 2)]",
        D: '[1, 2]',
      },
      correct: 'B',
      explanation: 'enumerate yields (index, item) pairs, counting from start.',
    },
  ],
  coding: [
    {
      id: 'py-anagram-groups',
      title: 'Anagram Groups',
      description:
        'Group words that are anagrams of each other (they use exactly the same letters the same number of times).\n\n' +
        'Input: lower-case words separated by whitespace (possibly none). Repeated words are kept as separate entries.\n\n' +
        'Output: one line per group, with its words sorted alphabetically and separated by single spaces. Order the lines by their first word, alphabetically.',
      examples: [
        {
          input: 'eat tea tan ate nat bat\n',
          output: 'ate eat tea\nbat\nnat tan',
          explanation:
            'eat/tea/ate share the letters a, e, t; tan/nat share a, n, t; bat is alone.',
        },
        {
          input: 'listen silent enlist google\n',
          output: 'enlist listen silent\ngoogle',
          explanation: 'The first three are anagrams.',
        },
      ],
      constraints: ['At most 10000 words', 'Each word has 1 to 30 letters'],
      testCases: [
        tc('eat tea tan ate nat bat\n', 'ate eat tea\nbat\nnat tan', false),
        tc('listen silent enlist google\n', 'enlist listen silent\ngoogle', false),
        tc('a\n', 'a'),
        tc('abc bca cab abc\n', 'abc abc bca cab'),
        tc('\n', ''),
        tc('dusty study night thing inch chin\n', 'chin inch\ndusty study\nnight thing'),
        tc('ab ba abc aab aba baa\n', 'aab aba baa\nab ba\nabc'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

groups = {}
for w in sys.stdin.read().split():
    groups.setdefault(''.join(sorted(w)), []).append(w)
lines = sorted(sorted(g) for g in groups.values())
print('\n'.join(' '.join(g) for g in lines))
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, maxlen, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
letters = 'abcde' if mode == 'few-letters' else 'abcdefghijklmnopqrstuvwxyz'
bases = [''.join(random.choice(letters) for _ in range(random.randint(1, maxlen))) for _ in range(max(1, n // 8))]
words = []
for _ in range(n):
    if mode == 'same':
        w = list(bases[0])
    else:
        w = list(random.choice(bases))
    random.shuffle(w)
    words.append(''.join(w))
sep = ' ' if mode != 'lines' else '\n'
print(sep.join(words))
`,
        tests: [
          { args: '10000 8 random', label: '10,000 words of up to 8 letters' },
          { args: '10000 30 random', label: '10,000 words of up to 30 letters' },
          { args: '10000 4 few-letters', label: '10,000 short words over five letters' },
          { args: '10000 6 same', label: '10,000 anagrams of one word' },
          { args: '500 10 lines', label: '500 words, one per line' },
        ],
        validator: String.raw`import re, sys
words = sys.stdin.read().split()
assert len(words) <= 10000, 'more than 10000 words'
assert all(re.fullmatch(r'[a-z]{1,30}', w) for w in words), 'words are 1 to 30 lower-case letters'
`,
        wrongSolutions: [
          {
            name: 'letter-set-key',
            language: 'python3',
            mustFail: 'WA',
            why: 'Groups by the set of letters, ignoring how many times each appears, so ab and aab land together',
            source: String.raw`import sys

groups = {}
for w in sys.stdin.read().split():
    groups.setdefault(''.join(sorted(set(w))), []).append(w)
lines = sorted(sorted(g) for g in groups.values())
print('\n'.join(' '.join(g) for g in lines))
`,
          },
          {
            name: 'drops-repeats',
            language: 'python3',
            mustFail: 'WA',
            why: "Keeps each group's words in a set, losing repeated words that must stay as separate entries",
            source: String.raw`import sys

groups = {}
for w in sys.stdin.read().split():
    groups.setdefault(''.join(sorted(w)), set()).add(w)
lines = sorted(sorted(g) for g in groups.values())
print('\n'.join(' '.join(g) for g in lines))
`,
          },
        ],
      },
    },
    {
      id: 'py-flatten-json',
      title: 'Flatten a Nested JSON Object',
      description:
        'Configuration tools often show nested settings as flat dotted paths. Flatten a JSON object.\n\n' +
        'Input: one JSON object (it may span several lines). Values are integers, strings (plain ASCII without escapes), true, false, null, arrays and objects.\n\n' +
        'Output: one line per leaf, `path=value`, sorted by path as plain strings. A path joins object keys and array indexes (0-based) with dots. A leaf is any value that is not a non-empty object or array; the value is printed as JSON (`"text"`, `42`, `true`, `null`, and `{}` or `[]` for empty containers). If the input object itself is empty, print `(empty)`.',
      examples: [
        {
          input: '{"a": 1, "b": {"c": true, "d": "x"}}\n',
          output: 'a=1\nb.c=true\nb.d="x"',
          explanation: 'b is an object, so its keys become b.c and b.d.',
        },
        {
          input: '{"tags": ["py", "js"], "meta": {}}\n',
          output: 'meta={}\ntags.0="py"\ntags.1="js"',
          explanation: 'Array items use their index; an empty object is a leaf.',
        },
      ],
      constraints: ['At most 10 KB of JSON', 'Keys contain no dots'],
      testCases: [
        tc('{"a": 1, "b": {"c": true, "d": "x"}}\n', 'a=1\nb.c=true\nb.d="x"', false),
        tc('{"tags": ["py", "js"], "meta": {}}\n', 'meta={}\ntags.0="py"\ntags.1="js"', false),
        tc('{}\n', '(empty)'),
        tc('{"x": {"y": {"z": null}}}\n', 'x.y.z=null'),
        tc('{"list": [[1, 2], {"k": []}], "n": -5}\n', 'list.0.0=1\nlist.0.1=2\nlist.1.k=[]\nn=-5'),
        tc('{\n  "b": 2,\n  "a": {"b": false}\n}\n', 'a.b=false\nb=2'),
        tc('{"s": "hello world", "e": ""}\n', 'e=""\ns="hello world"'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import json
import sys

data = json.loads(sys.stdin.read())
leaves = []


def walk(value, path):
    if isinstance(value, dict) and value:
        for k, v in value.items():
            walk(v, path + [str(k)])
    elif isinstance(value, list) and value:
        for i, v in enumerate(value):
            walk(v, path + [str(i)])
    else:
        leaves.append(('.'.join(path), json.dumps(value)))


if not data:
    print('(empty)')
else:
    walk(data, [])
    print('\n'.join('%s=%s' % leaf for leaf in sorted(leaves)))
`,
      },
      judge: {
        generator: String.raw`import json, random, sys
args = sys.stdin.readline().split()
size, mode = int(args[0]), args[1]
random.seed(' '.join(args))
KEYS = ['a', 'b', 'a-b', 'ab', 'A', 'z', 'name', 'tags', 'x_1', '10', '2', 'key with space', '']
def leaf():
    return random.choice([random.randint(-10**9, 10**9), 'text', 'hello world', '', True, False, None, {}, []])
def value(depth):
    r = random.random()
    if depth > (12 if mode == 'deep' else 4) or r < 0.4:
        return leaf()
    if r < 0.7:
        return {random.choice(KEYS) + ('' if random.random() < 0.5 else str(random.randint(0, 9))): value(depth + 1) for _ in range(random.randint(1, 5))}
    return [value(depth + 1) for _ in range(random.randint(1, 12 if mode == 'wide' else 4))]
doc = {}
while True:
    key = random.choice(KEYS) + str(random.randint(0, 99))
    doc[key] = value(1)
    text = json.dumps(doc, indent=2 if mode == 'pretty' else None)
    if len(text) > size:
        del doc[key]
        break
print(json.dumps(doc, indent=2 if mode == 'pretty' else None))
`,
        tests: [
          { args: '10000 random', label: '10 KB of JSON' },
          { args: '10000 pretty', label: '10 KB of indented JSON' },
          { args: '10000 wide', label: '10 KB of JSON with long arrays' },
          { args: '10000 deep', label: '10 KB of deeply nested JSON' },
          { args: '60 random', label: 'a small object' },
        ],
        validator: String.raw`import json, sys
text = sys.stdin.read()
assert len(text.encode()) <= 10240, 'more than 10 KB'
assert '\\' not in text, 'strings have no escapes'
assert all(32 <= ord(c) < 127 or c in '\n\r\t' for c in text), 'plain ASCII only'
def pairs(kv):
    keys = [k for k, _ in kv]
    assert len(keys) == len(set(keys)), 'duplicate key'
    assert all('.' not in k for k in keys), 'keys contain no dots'
    return dict(kv)
data = json.loads(text, object_pairs_hook=pairs, parse_float=lambda s: (_ for _ in ()).throw(AssertionError('no floats')))
assert isinstance(data, dict), 'expected an object'
`,
        wrongSolutions: [
          {
            name: 'drops-empty-containers',
            language: 'python3',
            mustFail: 'WA',
            why: 'Skips empty objects and arrays, but they are leaves printed as {} and []',
            source: String.raw`import json
import sys

data = json.loads(sys.stdin.read())
leaves = []


def walk(value, path):
    if isinstance(value, dict) and value:
        for k, v in value.items():
            walk(v, path + [str(k)])
    elif isinstance(value, list) and value:
        for i, v in enumerate(value):
            walk(v, path + [str(i)])
    elif not isinstance(value, (dict, list)):
        leaves.append(('.'.join(path), json.dumps(value)))


if not data:
    print('(empty)')
else:
    walk(data, [])
    print('\n'.join('%s=%s' % leaf for leaf in sorted(leaves)))
`,
          },
          {
            name: 'sorts-path-parts',
            language: 'python3',
            mustFail: 'WA',
            why: 'Sorts by the list of path parts instead of the joined path string, so a.b comes before a-b',
            source: String.raw`import json
import sys

data = json.loads(sys.stdin.read())
leaves = []


def walk(value, path):
    if isinstance(value, dict) and value:
        for k, v in value.items():
            walk(v, path + [str(k)])
    elif isinstance(value, list) and value:
        for i, v in enumerate(value):
            walk(v, path + [str(i)])
    else:
        leaves.append((path, json.dumps(value)))


if not data:
    print('(empty)')
else:
    walk(data, [])
    print('\n'.join('%s=%s' % ('.'.join(p), v) for p, v in sorted(leaves)))
`,
          },
        ],
      },
    },
  ],
  debug: [
    {
      id: 'py-shared-cart-default',
      title: 'Shared Shopping Carts',
      description:
        'This Python program reads lines `customer item item ...` and should print, for each customer, `customer (N): items` with that customer\'s items sorted alphabetically and joined by ", ". It crashes, and once that is fixed every customer also sees the items of the customers before them. Find and fix the bugs.',
      language: 'python3',
      buggyCode: String.raw`import sys


def build_cart(items, cart=[]):
    for item in items:
        cart.append(item)
    return cart


for line in sys.stdin.read().split('\n'):
    parts = line.split()
    if not parts:
        continue
    name, items = parts[0], parts[1:]
    cart = build_cart(items)
    listed = cart.sort()
    print('%s (%d): %s' % (name, len(cart), ', '.join(listed)))
`,
      fixedCode: String.raw`import sys


def build_cart(items, cart=None):
    if cart is None:
        cart = []
    for item in items:
        cart.append(item)
    return cart


for line in sys.stdin.read().split('\n'):
    parts = line.split()
    if not parts:
        continue
    name, items = parts[0], parts[1:]
    cart = build_cart(items)
    listed = sorted(cart)
    print('%s (%d): %s' % (name, len(cart), ', '.join(listed)))
`,
      expectedBehavior:
        'Input: one customer per line followed by their items. Output: "customer (N): item1, item2" per line, items sorted, each customer with only their own items.',
      hints: [
        'What does list.sort() return?',
        'When is the default value [] of a parameter created, and how many times?',
      ],
      testCases: [
        tc('ann pear apple\n', 'ann (2): apple, pear', false),
        tc('ann pear apple\nbob milk\n', 'ann (2): apple, pear\nbob (1): milk', false),
        tc('cy\n', 'cy (0):'),
        tc('d z y x\ne\nf a\n', 'd (3): x, y, z\ne (0):\nf (1): a'),
        tc('g b b a\n', 'g (3): a, b, b'),
      ],
      bugs: [
        {
          description:
            'cart.sort() sorts in place and returns None, so join(None) raises TypeError; use sorted(cart).',
          testIndexes: [0, 2, 4],
        },
        {
          description:
            'The mutable default cart=[] is created once and shared by every call, so carts accumulate across customers; default to None.',
          testIndexes: [1, 3],
        },
      ],
    },
    {
      id: 'py-top-three-words',
      title: 'Top Three Words',
      description:
        'This Python 3 program should print the three most frequent words of its input as `word count`, most frequent first, with ties in alphabetical order. Words are runs of letters and are case-insensitive. Capitalised words are mangled and ties come out in reverse order. Find and fix the bugs.',
      language: 'python3',
      buggyCode: String.raw`import re
import sys

text = sys.stdin.read()
counts = {}
for word in re.findall(r'[a-z]+', text):
    counts[word] = counts.get(word, 0) + 1
ranked = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
for word, count in ranked[:3]:
    print(word, count)
`,
      fixedCode: String.raw`import re
import sys

text = sys.stdin.read().lower()
counts = {}
for word in re.findall(r'[a-z]+', text):
    counts[word] = counts.get(word, 0) + 1
ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
for word, count in ranked[:3]:
    print(word, count)
`,
      expectedBehavior:
        'Input: any text. Output: up to three lines "word count", by count descending and then word ascending, all words in lower case.',
      hints: [
        'Which words does [a-z]+ find in "The"?',
        'reverse=True reverses the whole key, including the word used to break ties.',
      ],
      testCases: [
        tc('the cat and the hat\n', 'the 2\nand 1\ncat 1', false),
        tc('The end. the END!\n', 'end 2\nthe 2', false),
        tc('a a a\n', 'a 3'),
        tc('\n', ''),
        tc('x y z w\n', 'w 1\nx 1\ny 1'),
        tc('Go go GO stop\n', 'go 3\nstop 1'),
      ],
      bugs: [
        {
          description:
            'Sorting with reverse=True on (count, word) also reverses the alphabetical tie-break; sort by (-count, word) instead.',
          testIndexes: [0, 4],
        },
        {
          description:
            'The text is not lower-cased, so [a-z]+ splits capitalised words ("The" becomes "he") and counts cases separately.',
          testIndexes: [1, 5],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'py-two-sum-dict',
      title: 'Two Sum in One Pass',
      description:
        'Given a list of integers nums and an integer target, find the positions of two different elements whose values add up to target. Describe a single-pass algorithm faster than checking every pair.',
      requirements: [
        'Return the two indexes, the smaller one first',
        'An element cannot be paired with itself',
        'Say what is returned when no pair exists',
      ],
      examples: [
        { scenario: 'nums = [2, 7, 11, 15], target = 9', expectedApproach: '(0, 1)' },
        {
          scenario: 'nums = [3, 3], target = 6',
          expectedApproach: '(0, 1): equal values at different positions are fine.',
        },
      ],
      evaluationCriteria: [
        'Uses a dictionary from value to index',
        'Computes the complement target - x',
        'Checks before storing',
        'Handles no pair, duplicates and negatives',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Keep a dictionary mapping each seen value to its index',
            weight: 3,
            accept: [
              'seen {}',
              'value index map',
              'dictionary',
              'dict',
              'hash map',
              'hashmap',
              '= {}',
              'new map',
            ],
          },
          {
            idea: 'For each element compute the complement target - x',
            weight: 3,
            accept: ['complement', 'target minus', 'target x', 'difference', 'target -'],
          },
          {
            idea: 'If the complement is already in the dictionary, return both indexes',
            weight: 2,
            accept: [
              'in seen',
              'seen contains',
              'complement in',
              'need in',
              'return seen',
              'return index',
              'return indices',
            ],
          },
          {
            idea: 'Otherwise store the current value with its index',
            weight: 2,
            accept: [
              'store',
              'record index',
              'add to dict',
              'seen x i',
              'save index',
              'value = j',
              'value = i',
              'set nums',
              'set num',
            ],
          },
        ],
        edgeCases: [
          { case: 'No pair exists', accept: ['no pair', 'none', 'not found'] },
          {
            case: 'Duplicate values / not pairing an element with itself',
            accept: ['itself', 'same element', 'duplicate', 'twice'],
          },
          { case: 'Negative numbers', accept: ['negative'] },
        ],
        pitfalls: [
          {
            mistake:
              'Storing the current value before looking up its complement lets an element pair with itself (a single 3 with target 6 returns the same index twice); look the complement up first and store the value afterwards.',
            patterns: [
              'store before check',
              'store before look',
              'store before search',
              'append before check',
              'append before look',
              'append before search',
              'seen x = i need seen',
              'seen x = i complement seen',
              'seen x = i target - x seen',
              'first store complement',
              'first store need',
              'first append complement',
              'store x then complement',
              'store x then check',
              'append x then check',
              'seen x = i first',
              'seen[x] = i first',
              'store x first',
              'add x first',
              'insert x first',
              'record x first',
              'store current first',
              'save x first',
            ],
          },
          {
            mistake:
              'The dictionary has to map each value to its index, because the lookup asks where a given value was seen; keyed by index it cannot answer whether the complement has appeared.',
            patterns: [
              'seen i = x',
              'seen i = nums',
              'seen i = num',
              'seen index = value',
              'seen i = value',
            ],
          },
          {
            mistake:
              'Searching the list itself for the complement is a linear scan for every element (quadratic in total) and can find the element itself; look it up in the dictionary of values already seen.',
            patterns: [
              'need in nums return',
              'complement in nums return',
              'target - x in nums return',
              'complement in list return',
              'complement in array return',
              'need in list return',
            ],
          },
          {
            mistake:
              'The complement is the value that adds up to the target together with x, which is target - x; x - target has the opposite sign, so the right partner is never found.',
            patterns: [
              'nums i - target',
              'value - target',
              'element - target',
              'current - target',
              'x minus target',
              'num minus target',
              'value minus target',
              'element minus target',
              'subtract target from',
            ],
          },
          {
            mistake:
              'The index found in the dictionary was seen earlier than the current one, so it comes first: return [seen index, current index]; the other order breaks i < j.',
            patterns: ['return i get', 'return i indexof get'],
          },
        ],
        modelAnswer: `1. SET seen = empty dictionary mapping value to index
2. FOR each index i and value x in nums (enumerate)
3.   SET need = target - x, the complement
4.   IF need in seen THEN RETURN (seen[need], i)
5.   store seen[x] = i only after the check, so an element is never paired with itself (duplicates like [3, 3] still work)
6. RETURN None when no pair exists
7. Negative numbers need no special case because the complement works for any integer.`,
      },
    },
    {
      id: 'py-merge-sorted-lists',
      title: 'Merge Two Sorted Lists',
      description:
        'Given two lists that are each sorted in ascending order, produce one sorted list containing all their elements, without calling sort or sorted. Describe a linear-time algorithm.',
      requirements: [
        'Use each input element exactly once',
        'Run in O(len(a) + len(b)) time',
        'When equal values appear, keep those from the first list first',
      ],
      examples: [
        {
          scenario: 'a = [1, 4, 9], b = [2, 4, 10, 11]',
          expectedApproach: '[1, 2, 4, 4, 9, 10, 11]',
        },
        { scenario: 'a = [], b = [5]', expectedApproach: '[5]' },
      ],
      evaluationCriteria: [
        'Walks both lists with two indexes',
        'Appends the smaller current element',
        'Appends the leftovers',
        'Handles empty lists and ties',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Keep one index into each list, both starting at 0',
            weight: 2,
            accept: ['two pointers', 'two indexes', 'two indices', 'i 0 j 0', 'index each list'],
          },
          {
            idea: 'Compare the current elements and append the smaller one',
            weight: 3,
            accept: ['smaller', 'smallest', 'compare', 'less equal'],
          },
          {
            idea: 'Advance the index of the list the element came from',
            weight: 2,
            accept: ['increment', 'advance', 'move pointer', 'move index'],
          },
          {
            idea: 'When one list runs out, append the rest of the other',
            weight: 3,
            accept: ['remaining', 'leftover', 'rest of', 'extend'],
          },
        ],
        edgeCases: [
          {
            case: 'One or both lists empty',
            accept: [
              'list was empty',
              'list is empty',
              'lists empty',
              'one list empty',
              'both empty',
            ],
          },
          {
            case: 'Equal values (take from the first list for stability)',
            accept: ['tie', 'equal', 'stable', 'duplicate'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'Both lists are ascending, so the next output element is the smaller of the two current elements; appending the larger one breaks the order.',
            patterns: [
              'a i less b j append b',
              'b j greater a i append b',
              'a i greater b j append a',
              'b j less a i append a',
              'append larger',
              'append bigger',
              'append max',
            ],
          },
          {
            mistake:
              'On equal values the element of the first list must go first to keep the merge stable, so a tie has to take from the first list (test a[i] <= b[j], not a[i] < b[j]).',
            patterns: [
              'a i < b j append a',
              'b j > a i append a',
              'a strictly less b append a',
              'a strictly smaller b append a',
              'b j <= a i append b',
              'a i >= b j append b',
              'a i == b j append b',
              'tie append b',
              'tie take b',
              'tie b first',
              'b <= a append b',
              'b at most a append b',
              'b <= a take b',
              'a >= b take b',
              'a >= b append b',
            ],
          },
          {
            mistake:
              'The index to advance belongs to the list the element was just taken from; moving the other index skips one element and repeats this one.',
            patterns: [
              'append a i increment j',
              'append a i j +=',
              'append a i j = j +',
              'append a i advance j',
              'append a i j increment',
              'append b j increment i',
              'append b j i +=',
              'append b j i = i +',
              'append b j advance i',
              'append b j i increment',
            ],
          },
          {
            mistake:
              "Each leftover slice starts at that list's own index: the rest of a is a[i:] and the rest of b is b[j:]; slicing with the other list's index repeats or drops elements.",
            patterns: [
              'remaining b[i:]',
              'extend b[i:]',
              'rest b[i:]',
              'leftover b[i:]',
              '+= b[i:]',

              'rest b from i',
              'extend a[j:]',
              '+= a[j:]',
            ],
          },
        ],
        modelAnswer: `1. SET i = 0, j = 0 (two indexes) and result = empty list
2. WHILE i < len(a) AND j < len(b)
3.   compare the current elements: IF a[i] <= b[j] THEN append the smaller a[i] to result and increment i (on a tie take from a, which keeps the merge stable)
4.   ELSE append b[j] to result and increment j
5. append the remaining elements a[i:] and then the remaining b[j:] (if one list was empty from the start, this copies the other)
6. RETURN result`,
      },
    },
  ],
};
