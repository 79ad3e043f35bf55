import type { BankLevel, TestCase } from '@app/shared/content.schemas';

const tc = (input: string, expectedOutput: string, hidden = true): TestCase => ({
  input,
  expectedOutput,
  hidden,
});

export const medium: BankLevel = {
  mcq: [
    {
      question: 'What does for (var i = 0; i < 3; i++) setTimeout(() => console.log(i)); print?',
      options: { A: '0 1 2', B: '3 3 3', C: '2 2 2', D: 'undefined three times' },
      correct: 'B',
      explanation:
        'var is function-scoped, so all three callbacks share one i, which is 3 when they run; let would create a new i per iteration.',
    },
    {
      question: 'What happens when this runs: console.log(y); let y = 1;',
      options: {
        A: 'It prints undefined',
        B: 'It prints null',
        C: 'It throws a ReferenceError',
        D: 'It prints 1',
      },
      correct: 'C',
      explanation:
        'let bindings are hoisted but stay in the temporal dead zone until the declaration runs, so access throws a ReferenceError.',
    },
    {
      question:
        "In what order is this logged? console.log('A'); setTimeout(() => console.log('B'), 0); Promise.resolve().then(() => console.log('C')); console.log('D');",
      options: { A: 'A B C D', B: 'A D B C', C: 'A C D B', D: 'A D C B' },
      correct: 'D',
      explanation:
        'Synchronous code runs first (A, D), then the microtask queue (C), then the timer task (B).',
    },
    {
      question: 'What does [10, 9, 1].sort() return?',
      options: { A: '[1, 9, 10]', B: '[10, 9, 1]', C: '[1, 10, 9]', D: '[9, 10, 1]' },
      correct: 'C',
      explanation:
        'Without a comparator, sort compares elements as strings, and "10" < "9"; use sort((a, b) => a - b) for numbers.',
    },
    {
      question: 'Why is 0.1 + 0.2 === 0.3 false?',
      options: {
        A: 'Numbers are IEEE 754 binary floating point, so 0.1 + 0.2 is 0.30000000000000004',
        B: 'Because === compares types and the sum is a string',
        C: 'Because JavaScript rounds every sum to an integer',
        D: 'It is actually true',
      },
      correct: 'A',
      explanation:
        '0.1 and 0.2 have no exact binary representation; compare with a tolerance such as Number.EPSILON or work in integers.',
    },
    {
      question: 'What is the value of 0 ?? 5?',
      options: { A: '5', B: '0', C: 'null', D: 'undefined' },
      correct: 'B',
      explanation:
        '?? only falls back when the left side is null or undefined; 0 || 5 would give 5 because || falls back on any falsy value.',
    },
    {
      question: 'const a = { n: { x: 1 } }; const b = { ...a }; b.n.x = 2; What is a.n.x now?',
      options: { A: '1', B: '2', C: 'undefined', D: 'It throws a TypeError' },
      correct: 'B',
      explanation:
        'Spread makes a shallow copy: b.n and a.n are the same object; use structuredClone for a deep copy.',
    },
    {
      question: 'What does JSON.stringify({ a: undefined, b: 1 }) return?',
      options: {
        A: '{"a":undefined,"b":1}',
        B: '{"a":null,"b":1}',
        C: 'It throws an error',
        D: '{"b":1}',
      },
      correct: 'D',
      explanation:
        'Object properties whose value is undefined (or a function) are omitted from JSON output.',
    },
    {
      question: 'What are parseInt("12px") and Number("12px")?',
      options: { A: '12 and NaN', B: 'NaN and NaN', C: '12 and 12', D: 'NaN and 12' },
      correct: 'A',
      explanation:
        'parseInt reads leading digits and stops at the first invalid character; Number requires the whole string to be numeric.',
    },
    {
      question:
        'In strict mode (for example inside a class or module), const f = obj.greet; f(); runs greet with this set to what?',
      options: { A: 'obj', B: 'The global object', C: 'undefined', D: 'f' },
      correct: 'C',
      explanation:
        'this depends on the call site; a plain function call has this undefined in strict code, so detaching a method loses obj.',
    },
    {
      question: 'user is { name: "Ada" }. What does user?.address?.city evaluate to?',
      options: { A: 'It throws a TypeError', B: 'null', C: '""', D: 'undefined' },
      correct: 'D',
      explanation:
        'Optional chaining stops and returns undefined as soon as a link is null or undefined.',
    },
    {
      question: 'After const { a = 10 } = { a: null }; what is a?',
      options: { A: 'null', B: '10', C: 'undefined', D: 'It throws' },
      correct: 'A',
      explanation: 'Destructuring defaults apply only when the value is undefined; null is kept.',
    },
    {
      question: 'What does Array.from({ length: 3 }, (_, i) => i * i) return?',
      options: {
        A: '[1, 4, 9]',
        B: '[undefined, undefined, undefined]',
        C: '[0, 1, 4]',
        D: '[3, 3, 3]',
      },
      correct: 'C',
      explanation:
        'Array.from calls the mapping function with each index 0, 1, 2 of an array-like of length 3.',
    },
    {
      question: 'Why does {} === {} evaluate to false?',
      options: {
        A: 'Because empty objects are falsy',
        B: 'Because === converts objects to strings first',
        C: 'Because object literals cannot be compared',
        D: 'Objects are compared by reference, and these are two different objects',
      },
      correct: 'D',
      explanation:
        '=== on objects checks identity, not structure; two separately created objects are never equal.',
    },
  ],
  coding: [
    {
      id: 'js-group-by-key',
      title: 'Group By',
      description:
        'Implement a groupBy like Object.groupBy: collect values under their key, keeping keys in the order they first appear and values in input order.\n\n' +
        'Input: lines `key value` (both without spaces); skip empty lines.\n\n' +
        'Output: one line per key in order of first appearance: `key: v1, v2, ...` (values joined by a comma and a space). If there are no input pairs, print `{}`.',
      examples: [
        {
          input: 'fruit apple\nveg carrot\nfruit pear\n',
          output: 'fruit: apple, pear\nveg: carrot',
          explanation: 'fruit appears first, so it is listed first, with its two values in order.',
        },
        { input: 'a 1\na 1\n', output: 'a: 1, 1', explanation: 'Duplicate values are kept.' },
      ],
      constraints: ['At most 1000 lines', 'Keys and values are 1 to 20 characters'],
      testCases: [
        tc('fruit apple\nveg carrot\nfruit pear\n', 'fruit: apple, pear\nveg: carrot', false),
        tc('a 1\na 1\n', 'a: 1, 1', false),
        tc('', '{}'),
        tc('x 9\n', 'x: 9'),
        tc('b 1\na 2\nc 3\na 4\nb 5\n', 'b: 1, 5\na: 2, 4\nc: 3'),
        tc('\nk v\n\nK w\n', 'k: v\nK: w'),
        tc('constructor 1\ntoString 2\nconstructor 3\n', 'constructor: 1, 3\ntoString: 2'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

groups = {}
for line in sys.stdin.read().split('\n'):
    parts = line.split()
    if len(parts) < 2:
        continue
    groups.setdefault(parts[0], []).append(parts[1])
if not groups:
    print('{}')
else:
    print('\n'.join('%s: %s' % (k, ', '.join(v)) for k, v in groups.items()))
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
KEYS = ['fruit', 'Fruit', 'veg', 'k', 'K', 'constructor', 'toString', '__proto__', 'hasOwnProperty', '1', '10', '2', 'zeta', 'alpha']
def val():
    return random.choice(['apple', 'pear', '1', '0', 'x', 'null', 'v' * random.randint(1, 20)])
lines = []
for i in range(n):
    if mode == 'mixed':
        lines.append('%s %s' % (random.choice(KEYS), val()))
    elif mode == 'same':
        lines.append('key %s' % val())
    elif mode == 'distinct':
        lines.append('k%d %s' % (n - i, val()))
    elif mode == 'blanks':
        lines.append(random.choice(('', '%s %s' % (random.choice(KEYS), val()))))
    elif mode == 'long':
        lines.append('%s %s' % (random.choice('ab') * 20, 'v' * 20))
    else:
        raise SystemExit('unknown mode ' + mode)
print('\n'.join(lines))
`,
        tests: [
          { args: '1000 mixed', label: '1,000 pairs, keys repeated in any order' },
          { args: '1000 same', label: '1,000 pairs under one key' },
          { args: '1000 distinct', label: '1,000 distinct keys' },
          { args: '1000 blanks', label: '1,000 lines with empty lines between' },
          { args: '1000 long', label: '1,000 pairs of 20-character keys and values' },
        ],
        validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
if lines and lines[-1] == '':
    lines.pop()
assert len(lines) <= 1000, 'more than 1000 lines'
for l in lines:
    if not l.strip():
        continue
    parts = l.split()
    assert len(parts) == 2, 'expected key value'
    assert all(1 <= len(p) <= 20 for p in parts), 'key or value length out of range'
`,
        wrongSolutions: [
          {
            name: 'sorted-keys',
            language: 'python3',
            mustFail: 'WA',
            why: 'Prints the keys in sorted order instead of the order they first appear',
            source: String.raw`import sys

groups = {}
for line in sys.stdin.read().split('\n'):
    parts = line.split()
    if len(parts) == 2:
        groups.setdefault(parts[0], []).append(parts[1])
if not groups:
    print('{}')
else:
    print('\n'.join('%s: %s' % (k, ', '.join(groups[k])) for k in sorted(groups)))
`,
          },
          {
            name: 'set-of-values',
            language: 'python3',
            mustFail: 'WA',
            why: 'Collects values in a set, losing duplicates and their input order',
            source: String.raw`import sys

groups = {}
for line in sys.stdin.read().split('\n'):
    parts = line.split()
    if len(parts) == 2:
        groups.setdefault(parts[0], set()).add(parts[1])
if not groups:
    print('{}')
else:
    print('\n'.join('%s: %s' % (k, ', '.join(sorted(v))) for k, v in groups.items()))
`,
          },
        ],
      },
    },
    {
      id: 'js-array-flat-depth',
      title: 'Array.prototype.flat',
      description:
        'Reimplement Array.prototype.flat(depth): every element that is an array is replaced by its elements, recursively, up to `depth` levels; deeper arrays stay as they are. An empty nested array within reach contributes nothing.\n\n' +
        'Input: the first line holds the depth, a non-negative integer or `Infinity`. The second line holds a JSON array of integers and nested arrays (it may contain spaces).\n\n' +
        'Output: the flattened array as JSON without spaces, for example `[1,2,[3]]`.',
      examples: [
        {
          input: '1\n[1,[2,[3,[4]],5]]\n',
          output: '[1,2,[3,[4]],5]',
          explanation: 'Only one level is removed.',
        },
        {
          input: 'Infinity\n[1,[2,[3,[4]],5]]\n',
          output: '[1,2,3,4,5]',
          explanation: 'All levels are removed.',
        },
      ],
      constraints: ['Nesting depth at most 50', 'At most 1000 integers'],
      testCases: [
        tc('1\n[1,[2,[3,[4]],5]]\n', '[1,2,[3,[4]],5]', false),
        tc('Infinity\n[1,[2,[3,[4]],5]]\n', '[1,2,3,4,5]', false),
        tc('0\n[[1],[2]]\n', '[[1],[2]]'),
        tc('2\n[[[[1]]],[],2]\n', '[[1],2]'),
        tc('3\n[]\n', '[]'),
        tc('1\n[-5, [10, -20], [[0]]]\n', '[-5,10,-20,[0]]'),
        tc('Infinity\n[[[[[[[7]]]]]],[8,[9]]]\n', '[7,8,9]'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import json
import sys

lines = sys.stdin.read().split('\n')
depth_text = lines[0].strip()
depth = float('inf') if depth_text == 'Infinity' else int(depth_text)
arr = json.loads(lines[1])


def flat(a, d):
    out = []
    for x in a:
        if isinstance(x, list) and d > 0:
            out.extend(flat(x, d - 1))
        else:
            out.append(x)
    return out


print(json.dumps(flat(arr, depth), separators=(',', ':')))
`,
      },
      judge: {
        generator: String.raw`import json, random, sys
args = sys.stdin.readline().split()
depth, count, maxnest, mode = args[0], int(args[1]), int(args[2]), args[3]
random.seed(' '.join(args))
# maxnest: the deepest array, counting the outer one as 1
left = [count]
def build(level):
    arr = []
    while left[0] > 0 and random.random() < 0.85:
        if level < maxnest and random.random() < (0.5 if mode == 'random' else 0.9):
            arr.append(build(level + 1))
            if mode == 'random' and random.random() < 0.1:
                arr.append([])
        else:
            left[0] -= 1
            arr.append(random.randint(-10**9, 10**9))
    return arr
if mode == 'chain':
    # one chain as deep as allowed, with numbers on every level
    arr = cur = []
    for level in range(1, maxnest + 1):
        cur.append(random.randint(-100, 100))
        if level < maxnest:
            nxt = []
            cur.append(nxt)
            cur = nxt
    cur.extend(random.randint(-100, 100) for _ in range(count - maxnest))
else:
    parts = []
    while left[0] > 0:
        parts.extend(build(2) if random.random() < 0.5 else [random.randint(-10**9, 10**9)])
        if parts and not isinstance(parts[-1], list):
            left[0] -= 1
    arr = parts
print(depth)
print(json.dumps(arr, separators=(',', ':') if mode != 'spaced' else (', ', ': ')))
`,
        tests: [
          {
            args: 'Infinity 1000 50 chain',
            label: '1,000 integers, nested 50 deep, depth Infinity',
          },
          { args: '49 1000 50 chain', label: '1,000 integers, nested 50 deep, depth 49' },
          { args: '2 1000 12 random', label: '1,000 integers, random nesting, depth 2' },
          { args: '50 1000 50 deep', label: '1,000 integers, deep random nesting, depth 50' },
          { args: '0 300 8 spaced', label: '300 integers with spaces, depth 0' },
          { args: '1000000 1 1 random', label: 'one integer, depth 1,000,000' },
        ],
        validator: String.raw`import json, re, sys
lines = sys.stdin.read().split('\n')
d = lines[0].strip()
assert d == 'Infinity' or re.fullmatch(r'0|[1-9][0-9]*', d), 'depth must be a non-negative integer or Infinity'
arr = json.loads(lines[1])
count = [0]
def walk(a, level):
    assert isinstance(a, list), 'expected an array'
    assert level <= 50, 'nesting deeper than 50'
    for x in a:
        if isinstance(x, list):
            walk(x, level + 1)
        else:
            assert type(x) is int, 'expected integers'
            count[0] += 1
walk(arr, 1)
assert count[0] <= 1000, 'more than 1000 integers'
assert all(l.strip() == '' for l in lines[2:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'ignores-depth',
            language: 'python3',
            mustFail: 'WA',
            why: 'Flattens every level whatever the depth, like flat(Infinity)',
            source: String.raw`import json
import sys

lines = sys.stdin.read().split('\n')
depth_text = lines[0].strip()
depth = float('inf') if depth_text == 'Infinity' else int(depth_text)
arr = json.loads(lines[1])


def flat(a, d):
    out = []
    for x in a:
        if isinstance(x, list):
            out.extend(flat(x, d - 1))
        else:
            out.append(x)
    return out


print(json.dumps(flat(arr, depth), separators=(',', ':')))
`,
          },
          {
            name: 'one-level-too-many',
            language: 'python3',
            mustFail: 'WA',
            why: 'Goes on while depth >= 0, flattening one level more than asked',
            source: String.raw`import json
import sys

lines = sys.stdin.read().split('\n')
depth_text = lines[0].strip()
depth = float('inf') if depth_text == 'Infinity' else int(depth_text)
arr = json.loads(lines[1])


def flat(a, d):
    out = []
    for x in a:
        if isinstance(x, list) and d >= 0:
            out.extend(flat(x, d - 1))
        else:
            out.append(x)
    return out


print(json.dumps(flat(arr, depth), separators=(',', ':')))
`,
          },
        ],
      },
    },
  ],
  debug: [
    {
      id: 'js-leaderboard-top3',
      title: 'Leaderboard Top 3',
      description:
        'This JavaScript program reads lines `name score` and should print the top three players as `1. name score`, highest score first; players with equal scores are ordered by name (alphabetically). With fewer than three players it prints all of them. A player with 100 points is ranked below one with 90, and ties come out in the wrong order. Find and fix the bugs.',
      language: 'javascript',
      buggyCode: String.raw`const lines = require('fs').readFileSync(0, 'utf8').split('\n').filter((l) => l.trim() !== '');
const players = lines.map((l) => {
  const [name, score] = l.trim().split(/\s+/);
  return { name, score };
});
players.sort((a, b) => (a.score < b.score ? 1 : a.score > b.score ? -1 : 0));
players.slice(0, 3).forEach((p, i) => console.log((i + 1) + '. ' + p.name + ' ' + p.score));
`,
      fixedCode: String.raw`const lines = require('fs').readFileSync(0, 'utf8').split('\n').filter((l) => l.trim() !== '');
const players = lines.map((l) => {
  const [name, score] = l.trim().split(/\s+/);
  return { name, score: Number(score) };
});
players.sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
players.slice(0, 3).forEach((p, i) => console.log((i + 1) + '. ' + p.name + ' ' + p.score));
`,
      expectedBehavior:
        'Input: one "name score" pair per line (integer scores, distinct names). Output: up to three lines "rank. name score", by score descending and then name ascending.',
      hints: [
        'Compare "100" and "90" as strings: which is larger?',
        'What does the comparator return when two scores are equal, and what does a stable sort do then?',
      ],
      testCases: [
        tc('ann 90\nbob 100\ncid 85\ndan 70\n', '1. bob 100\n2. ann 90\n3. cid 85', false),
        tc('zed 50\namy 50\nkim 40\n', '1. amy 50\n2. zed 50\n3. kim 40', false),
        tc('solo 5\n', '1. solo 5'),
        tc('a 9\nb 10\nc 11\nd 8\n', '1. c 11\n2. b 10\n3. a 9'),
        tc('p 0\nq -5\nr 3\n', '1. r 3\n2. p 0\n3. q -5'),
        tc('x 7\ny 7\nw 7\nv 7\n', '1. v 7\n2. w 7\n3. x 7'),
      ],
      bugs: [
        {
          description:
            'Scores stay strings, so they are compared alphabetically ("90" > "100"); convert them with Number.',
          testIndexes: [0, 3],
        },
        {
          description:
            'Equal scores return 0, keeping input order, instead of falling back to comparing names.',
          testIndexes: [1, 5],
        },
      ],
    },
    {
      id: 'js-parse-query-string',
      title: 'Parse a Query String',
      description:
        'This JavaScript program parses a URL query string such as `?tag=js&tag=css&q=hello+world` and prints every parameter as `key=values`, keys sorted, where repeated keys collect all their values in order, joined by commas. As in form encoding, `+` means a space and `%XX` escapes are decoded; only the first `=` of a pair separates the key from the value, and a pair without `=` has an empty value. Several parameters come out wrong. Find and fix the bugs.',
      language: 'javascript',
      buggyCode: String.raw`const input = require('fs').readFileSync(0, 'utf8').trim();
const query = input.startsWith('?') ? input.slice(1) : input;
const params = {};
for (const pair of query.split('&')) {
  if (pair === '') continue;
  const [k, v] = pair.split('=');
  params[decodeURIComponent(k)] = [decodeURIComponent(v || '')];
}
for (const key of Object.keys(params).sort()) {
  console.log(key + '=' + params[key].join(','));
}
`,
      fixedCode: String.raw`const input = require('fs').readFileSync(0, 'utf8').trim();
const query = input.startsWith('?') ? input.slice(1) : input;
const params = {};
const decode = (s) => decodeURIComponent(s.replace(/\+/g, ' '));
for (const pair of query.split('&')) {
  if (pair === '') continue;
  const eq = pair.indexOf('=');
  const k = decode(eq === -1 ? pair : pair.slice(0, eq));
  const v = decode(eq === -1 ? '' : pair.slice(eq + 1));
  if (!Object.prototype.hasOwnProperty.call(params, k)) params[k] = [];
  params[k].push(v);
}
for (const key of Object.keys(params).sort()) {
  console.log(key + '=' + params[key].join(','));
}
`,
      expectedBehavior:
        'Input: one query string, with or without a leading "?". Output: one "key=value1,value2" line per distinct key, keys in sorted order, values decoded and in input order.',
      hints: [
        'What does "token=abc==".split("=") return, and which parts does the destructuring keep?',
        'What happens to the first value when the same key appears again?',
        'decodeURIComponent does not treat + as a space; form encoding does.',
      ],
      testCases: [
        tc('?q=hello+world&page=2\n', 'page=2\nq=hello world', false),
        tc('?tag=js&tag=css&sort=new\n', 'sort=new\ntag=js,css', false),
        tc('token=abc==&x=1\n', 'token=abc==\nx=1'),
        tc('?name=Ada%20Lovelace&lang=en\n', 'lang=en\nname=Ada Lovelace'),
        tc('?debug&level=3\n', 'debug=\nlevel=3'),
        tc('?a=1&b=2&a=3&c=x%3Dy+z\n', 'a=1,3\nb=2\nc=x=y z'),
        tc('?expr=1+1=2\n', 'expr=1 1=2'),
      ],
      bugs: [
        {
          description:
            'split("=") cuts the value at every "=", so values containing "=" are truncated; split only at the first "=".',
          testIndexes: [2, 6],
        },
        {
          description: 'A repeated key overwrites the earlier values instead of appending to them.',
          testIndexes: [1, 5],
        },
        { description: '"+" is not turned into a space before decoding.', testIndexes: [0, 5, 6] },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'js-debounce',
      title: 'Write debounce',
      description:
        'A search box fires an input event on every keystroke, but the app should send one request only after the user has stopped typing for 300 ms. Describe how to implement debounce(fn, delay), which returns a wrapped function with that behaviour.',
      requirements: [
        'Only the last call of a burst runs, delay milliseconds after it',
        'The wrapped function receives the arguments of that last call',
        'Each debounced wrapper keeps its own state',
      ],
      examples: [
        {
          scenario: 'Calls at 0, 100 and 200 ms with delay 300',
          expectedApproach: 'fn runs once, at 500 ms, with the arguments of the 200 ms call.',
        },
        {
          scenario: 'Calls at 0 and 1000 ms with delay 300',
          expectedApproach: 'fn runs twice, at 300 and 1300 ms.',
        },
      ],
      evaluationCriteria: [
        'Keeps the pending timer in a closure',
        'Cancels the previous timer on each call',
        'Schedules a new timer',
        'Calls fn with the latest arguments and this',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Keep a timer id in a variable captured by the returned function (closure)',
            weight: 2,
            accept: ['timer', 'timeout id', 'timeout handle', 'closure'],
          },
          {
            idea: 'On every call, cancel the pending timer',
            weight: 3,
            accept: [
              'cleartimeout',
              'cancel previous',
              'clear previous',
              'clear timer',
              'reset timer',
              'cancel timer',
            ],
          },
          {
            idea: 'Schedule a new timer with the delay',
            weight: 2,
            accept: ['settimeout', 'schedule', 'start timer', 'new timer'],
          },
          {
            idea: 'When the timer fires, call fn with the latest arguments',
            weight: 3,
            accept: ['latest arg', 'last arg', 'call fn', 'call original', 'invoke', 'apply'],
          },
        ],
        edgeCases: [
          {
            case: 'Preserve this and the arguments',
            accept: [
              'this context',
              'preserve this',
              'same this',
              'context',
              'apply this',
              'call this',
            ],
          },
          {
            case: 'Calls spaced further apart than the delay each run',
            accept: ['spaced', 'apart', 'delay 0', 'zero delay', 'each run'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'Running fn at once and then ignoring calls runs the first call of a burst instead of the last; debounce only calls fn when the timer fires after the calls have stopped.',
            patterns: [
              'call fn immediately',
              'run fn immediately',
              'invoke fn immediately',
              'execute fn immediately',
              'call fn right away',
              'call fn first',
              'invoke fn first',
              'fn then ignore',
              'fn block calls',
            ],
          },
          {
            mistake:
              'A setInterval timer keeps calling fn every delay milliseconds; a debounce schedules a single run with setTimeout.',
            patterns: ['setinterval'],
          },
          {
            mistake:
              'Clearing the timer right after scheduling it cancels the run that was just planned; cancel the previous timer first, then schedule the new one.',
            patterns: [
              'settimeout then cleartimeout',
              'schedule then cancel',
              'new timer then clear',
            ],
          },
          {
            mistake:
              'A timer variable declared inside the returned function is a new one on every call, so clearTimeout never sees the previous timer and every call runs; keep it in the closure, outside the wrapper.',
            patterns: [
              'wrapper let timer',
              'wrapper const timer',
              'wrapper var timer',
              'inside wrapper declare timer',
              'inside wrapper create timer variable',
              'wrapper local timer',
            ],
          },
          {
            mistake:
              'Keeping the arguments of the first call makes fn run with stale input; every call replaces the arguments, so the run uses the latest ones.',
            patterns: [
              'earliest arg',
              'save args only once',
              'timer === null savedargs',
              'timer === null lastargs',
              'timer === null args = args',
              '!timer args = args',
              '!timer savedargs',
              'timer not set save args',
              'timer not set args = args',
              'first call save args',
              'save args only first',
              'only first call args',
            ],
          },
          {
            mistake:
              'The timer that is still pending is the one clearTimeout must cancel; clearing only when no timer is set leaves every earlier timer running, so each call of a burst fires.',
            patterns: [
              'timer not set clear',
              'timer not set cancel',
              'timer unset clear',
              '!timer clear',
              '!timer cancel',
              'timer not pending clear',
              'timer not running clear',
            ],
          },
        ],
        modelAnswer: `1. FUNCTION debounce(fn, delay)
2.   SET timer = null (the pending timeout id, kept in a closure)
3.   RETURN FUNCTION wrapper(...args), keeping context = this of the call
4.     IF timer is set THEN clearTimeout(timer) to cancel the previous call
5.     SET timer = setTimeout(run, delay) to schedule a new run
6.     FUNCTION run: SET timer = null and call fn.apply(context, args) with the latest arguments and the caller's this context
7. Calls spaced further apart than delay each run fn once.`,
      },
    },
    {
      id: 'js-deep-clone',
      title: 'Deep Clone',
      description:
        'Describe an algorithm that makes a deep copy of a value built from plain objects, arrays and primitives, so that changing the copy never changes the original. The structure may refer to itself.',
      requirements: [
        'Nested objects and arrays must be copied, not shared',
        'Arrays must stay arrays',
        'Self-references must not cause infinite recursion',
      ],
      examples: [
        {
          scenario: '{ a: [1, { b: 2 }] }',
          expectedApproach: 'A new object whose a is a new array containing 1 and a new { b: 2 }.',
        },
        { scenario: 'const o = {}; o.self = o;', expectedApproach: 'The copy c has c.self === c.' },
      ],
      evaluationCriteria: [
        'Returns primitives as they are',
        'Creates a new array or object',
        'Copies each key recursively',
        'Handles null, cycles and dates',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Return primitives (non-objects) unchanged',
            weight: 2,
            accept: ['primitive', 'not an object', 'not object', 'typeof'],
          },
          {
            idea: 'Create a new array for arrays and a new object otherwise',
            weight: 2,
            accept: ['new array', 'new empty array', 'array isarray', 'is an array', 'empty array'],
          },
          {
            idea: 'Loop over each own key',
            weight: 2,
            accept: ['each key', 'every key', 'each property', 'own key', 'for key', 'each own'],
          },
          {
            idea: 'Copy each value by calling the clone recursively',
            weight: 3,
            accept: ['recurs', 'call itself', 'clone value', 'deepclone'],
          },
          {
            idea: 'Return the copy',
            weight: 1,
            accept: ['return copy', 'return clone', 'return result', 'return new'],
          },
        ],
        edgeCases: [
          { case: 'null (typeof null is "object")', accept: ['null'] },
          {
            case: 'Circular references, via a map from originals to copies',
            accept: ['circular', 'cycle', 'cyclic', 'seen map', 'visited', 'weakmap'],
          },
          { case: 'Dates and other built-ins', accept: ['date', 'built in', 'builtin'] },
        ],
        pitfalls: [
          {
            mistake:
              'JSON.stringify followed by JSON.parse turns Dates into strings, drops undefined and functions and throws on a circular reference, so it is no general deep copy.',
            patterns: ['json stringify'],
          },
          {
            mistake:
              'Spread syntax and Object.assign copy only the top level: the nested objects are still shared with the original.',
            patterns: ['spread', 'object assign {}'],
          },
          {
            mistake:
              'Returning the original object when it has been seen before makes the copy point back into the original; hand back the copy already made for it, which the map holds.',
            patterns: [
              'seen return original',
              'visited return original',
              'seen return same object',
              'seen return itself',
              'seen return input',
              'map return original',
            ],
          },
          {
            mistake:
              'The copy has to be recorded in the seen map before the children are cloned; recorded only afterwards, a reference back to the object is cloned again before it is in the map, so a cycle never ends.',
            patterns: [
              'seen set after loop',
              'seen set after copy',
              'seen set after clon',
              'seen set after recurs',
              'seen set after children',
              'record seen after',
              'after loop seen set',
              'after copying seen set',
              'after cloning seen set',
              'seen after children',
            ],
          },
          {
            mistake:
              'A Date keeps its time in an internal slot, not in own keys, so copying it like any other object produces an empty {}; a Date needs its own branch that returns new Date(value.getTime()).',
            patterns: [
              'date like any object',
              'date like other object',
              'date like any other',
              'date same as other object',
              'date same way object',
              'date treated like object',
              'date new-object',
            ],
          },
        ],
        modelAnswer: `1. FUNCTION clone(value, seen = new WeakMap)
2.   IF value is a primitive or null THEN RETURN value (typeof null is "object", so test null explicitly)
3.   IF value is a Date THEN RETURN new Date(value.getTime())
4.   IF seen has value THEN RETURN seen.get(value) (handles circular references)
5.   IF value is an array THEN SET copy = new empty array ELSE SET copy = new empty object
6.   seen.set(value, copy)
7.   FOR each own key k of value
8.     SET copy[k] = clone(value[k], seen) (recursive call)
9.   RETURN copy`,
      },
    },
  ],
};
