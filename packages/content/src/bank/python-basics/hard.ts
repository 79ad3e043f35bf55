import type { BankLevel, TestCase } from '@app/shared/content.schemas';

const tc = (input: string, expectedOutput: string, hidden = true): TestCase => ({
  input,
  expectedOutput,
  hidden,
});

export const hard: BankLevel = {
  mcq: [
    {
      question: 'fs = [lambda: i for i in range(3)]. What is [f() for f in fs]?',
      options: {
        A: '[0, 1, 2]',
        B: '[0, 0, 0]',
        C: '[2, 2, 2]',
        D: 'A NameError',
      },
      correct: 'C',
      explanation:
        'Closures capture the variable, not its value; when called, every lambda sees the final i = 2. Bind it with lambda i=i: i.',
    },
    {
      question: 'a, *b, c = [1, 2, 3, 4]. What is b?',
      options: {
        A: '[2, 3], a list',
        B: '(2, 3), a tuple',
        C: '2, a single int',
        D: 'A ValueError',
      },
      correct: 'A',
      explanation: 'Starred assignment collects the middle items into a list.',
    },
    {
      question:
        'A class defines __eq__ but not __hash__. What happens when you add an instance to a set?',
      options: {
        A: 'It works, falling back to the default identity-based __hash__',
        B: 'It works, hashing all attributes',
        C: 'The instance is silently converted to a tuple of its attributes first',
        D: 'TypeError: unhashable, since defining __eq__ sets __hash__ to None',
      },
      correct: 'D',
      explanation:
        'Overriding __eq__ without __hash__ makes instances unhashable, so equal objects cannot end up with different hashes.',
    },
    {
      question:
        "What happens if a context manager's __exit__ returns True while an exception propagates out of the with block?",
      options: {
        A: 'The exception is still re-raised once __exit__ has finished running',
        B: 'The exception is suppressed, and execution continues after the with block',
        C: 'The with block is executed again',
        D: 'A RuntimeError replaces the exception, since __exit__ must return None',
      },
      correct: 'B',
      explanation:
        'A truthy return value from __exit__ tells Python the exception was handled (contextlib.suppress works this way).',
    },
    {
      question:
        "class A: pass; class B(A): pass; class C(A): pass; class D(B, C): pass. What is D's method resolution order?",
      options: {
        A: 'D, B, C, A, object',
        B: 'D, B, A, C, object',
        C: 'D, C, B, A, object',
        D: 'D, A, B, C, object',
      },
      correct: 'A',
      explanation:
        'C3 linearisation keeps local order (B before C) and puts the shared base A after both of its subclasses.',
    },
    {
      question: 'Why do decorators usually apply functools.wraps to the inner wrapper function?',
      options: {
        A: 'To make the wrapper run faster by skipping one level of call overhead',
        B: 'To let the decorator take arguments, as in `@wraps(func)(*args)`',
        C: 'To copy __name__, __doc__ and other metadata onto the wrapper',
        D: 'To cache results, like `@functools.lru_cache` does',
      },
      correct: 'C',
      explanation:
        "Without wraps, the decorated function reports the wrapper's name and docstring, which confuses debugging and introspection.",
    },
    {
      question: 'What does the nonlocal statement do inside a nested function?',
      options: {
        A: 'Makes the variable global',
        B: 'Lets the inner function rebind a variable of the nearest enclosing function',
        C: 'Creates a new local variable inside the nested function that shadows it',
        D: 'Imports a variable from another module',
      },
      correct: 'B',
      explanation:
        'Without nonlocal, assigning to the name would create a new local variable in the inner function.',
    },
    {
      question:
        'In the standard CPython build, why do threads not speed up a CPU-bound pure-Python loop?',
      options: {
        A: 'Python has no threads',
        B: 'Threads always run on a single CPU core by operating-system design',
        C: 'Threads copy all memory when started',
        D: 'The GIL lets only one thread run Python bytecode at a time',
      },
      correct: 'D',
      explanation:
        'The GIL serialises bytecode execution; use multiprocessing or a free-threaded build for CPU-bound parallelism.',
    },
    {
      question:
        'A function decorated with @functools.lru_cache is called with a list argument. What happens?',
      options: {
        A: "TypeError: unhashable type: 'list'",
        B: 'The list is converted with `tuple(arg)` automatically',
        C: 'The call is not cached but runs normally',
        D: 'The cache is cleared',
      },
      correct: 'A',
      explanation:
        'lru_cache builds a dict key from the arguments, so all of them must be hashable.',
    },
    {
      question: 'Inside a generator, what value does the expression result = yield from sub() get?',
      options: {
        A: 'The last value sub yielded',
        B: 'A list of every value that sub yielded, in yield order',
        C: 'The value that sub returns with its own return statement',
        D: 'Always None',
      },
      correct: 'C',
      explanation:
        "yield from forwards all yielded values to the caller and then evaluates to the sub-generator's return value.",
    },
    {
      question:
        'p is an instance of @dataclass(frozen=True) class Point with field x. What does p.x = 5 do?',
      options: {
        A: 'Silently does nothing, since frozen fields ignore writes',
        B: 'Raises dataclasses.FrozenInstanceError',
        C: 'Creates a new Point',
        D: 'Sets x to 5',
      },
      correct: 'B',
      explanation: 'Frozen dataclasses generate a __setattr__ that raises FrozenInstanceError.',
    },
    {
      question: 'What is the main effect of declaring __slots__ = ("x", "y") in a class?',
      options: {
        A: 'Attributes x and y become read-only, like a `namedtuple`',
        B: 'The class becomes a singleton (`__new__` returns one instance)',
        C: 'x and y become class-level variables that all instances share between them',
        D: 'Instances get no __dict__, saving memory and forbidding other attributes',
      },
      correct: 'D',
      explanation:
        'Slots store attributes in a fixed layout, so assigning an undeclared attribute raises AttributeError.',
    },
    {
      question: 'Why is x is 1000 a bad way to compare an integer with 1000?',
      options: {
        A: 'is checks identity, and equal ints need not be the same object',
        B: 'is is slower than ==, because it must compare every digit of both numbers',
        C: 'is only works on strings and None, so it raises TypeError for ints',
        D: 'It always raises a SyntaxError',
      },
      correct: 'A',
      explanation:
        'CPython caches only small ints (-5 to 256); equal larger ints may be different objects. Recent versions even emit a SyntaxWarning for is with a literal.',
    },
    {
      question: 'A class has a @property called area with no setter. What does obj.area = 10 do?',
      options: {
        A: 'Replaces the property for that instance',
        B: 'Stores 10 in obj.__dict__ and shadows the property',
        C: 'Raises AttributeError',
        D: 'Calls the getter',
      },
      correct: 'C',
      explanation:
        'A property is a data descriptor; without a setter, assignment raises AttributeError.',
    },
  ],
  coding: [
    {
      id: 'py-slice-simulator',
      title: 'Slice Simulator',
      description:
        "Reproduce Python's slicing rules for sequences, including negative indexes, omitted bounds, out-of-range bounds and negative steps.\n\n" +
        'Input: the first line holds the list items separated by spaces (it may be empty). The second line holds a slice in brackets: `[start:stop]` or `[start:stop:step]`; each part is an integer (possibly negative) or empty.\n\n' +
        'Output: the items of list[start:stop:step] joined by single spaces (an empty line if there are none), or `ValueError` if the step is 0.',
      examples: [
        {
          input: 'a b c d e\n[1:4]\n',
          output: 'b c d',
          explanation: 'Indexes 1, 2 and 3; the stop index is excluded.',
        },
        {
          input: 'a b c d e\n[::-2]\n',
          output: 'e c a',
          explanation: 'A negative step starts from the end when start is omitted.',
        },
      ],
      constraints: ['At most 1000 items', 'Every integer in the slice is between -10^9 and 10^9'],
      testCases: [
        tc('a b c d e\n[1:4]\n', 'b c d', false),
        tc('a b c d e\n[::-2]\n', 'e c a', false),
        tc('1 2 3\n[::0]\n', 'ValueError'),
        tc('a b c d e\n[-2:]\n', 'd e'),
        tc('a b c d e\n[10:20]\n', ''),
        tc('a b c d e\n[4:1:-1]\n', 'e d c'),
        tc('a b c d e\n[-100:2]\n', 'a b'),
        tc('\n[:]\n', ''),
        tc('a b c d e f g\n[1:-1:3]\n', 'b e'),
        tc('x y z\n[:-10:-1]\n', 'z y x'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

lines = sys.stdin.read().split('\n')
items = lines[0].split()
parts = lines[1].strip()[1:-1].split(':')
vals = [int(p) if p.strip() else None for p in parts]
while len(vals) < 3:
    vals.append(None)
start, stop, step = vals
if step == 0:
    print('ValueError')
else:
    print(' '.join(items[start:stop:step]))
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
items = [random.choice(['a', 'b', 'x', 'item', '0', '-1', 'None']) + str(i) for i in range(n)]
B = 10**9
def part():
    return random.choice(['', str(random.randint(-n - 5, n + 5)), str(random.choice((-B, B)))])
if mode == 'full-reverse':
    s = '[::-1]'
elif mode == 'extremes':
    s = '[%d:%d:%d]' % (random.choice((-B, B)), random.choice((-B, B)), random.choice((-1, 1)))
    s = '[%d:%d:-1]' % (B, -B)
elif mode == 'neg-step':
    s = '[%s:%s:%d]' % (part(), part(), -random.randint(1, 7))
elif mode == 'pos-step':
    s = '[%s:%s:%d]' % (part(), part(), random.randint(1, 7))
elif mode == 'zero-step':
    s = '[%s:%s:0]' % (part(), part())
elif mode == 'two-parts':
    s = '[%s:%s]' % (part(), part())
elif mode == 'huge-step':
    s = '[::%d]' % random.choice((B, -B))
else:
    raise SystemExit('unknown mode ' + mode)
print(' '.join(items))
print(s)
`,
        tests: [
          { args: '1000 full-reverse', label: '1,000 items, [::-1]' },
          { args: '1000 extremes', label: '1,000 items, bounds of -10^9 and 10^9, step -1' },
          { args: '1000 neg-step', label: '1,000 items, negative step' },
          { args: '1000 pos-step', label: '1,000 items, positive step' },
          { args: '1000 zero-step', label: '1,000 items, step 0' },
          { args: '1000 huge-step', label: '1,000 items, step of 10^9' },
        ],
        validator: String.raw`import re, sys
lines = sys.stdin.read().split('\n')
assert len(lines[0].split()) <= 1000, 'more than 1000 items'
m = re.fullmatch(r'\[(-?[0-9]*):(-?[0-9]*)(?::(-?[0-9]*))?\]', lines[1].strip())
assert m, 'expected [start:stop] or [start:stop:step]'
for g in m.groups():
    if g:
        assert re.fullmatch(r'-?(0|[1-9][0-9]*)', g) and -10**9 <= int(g) <= 10**9, 'integer out of range'
assert all(l.strip() == '' for l in lines[2:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'positive-step-defaults',
            language: 'python3',
            mustFail: 'WA',
            why: 'Uses start = 0 and stop = len as defaults even for a negative step, where they are the last item and before the first',
            source: String.raw`import sys

lines = sys.stdin.read().split('\n')
items = lines[0].split()
parts = lines[1].strip()[1:-1].split(':')
vals = [int(p) if p.strip() else None for p in parts] + [None]
start, stop, step = vals[0], vals[1], vals[2] or 1
n = len(items)
if len(parts) == 3 and parts[2].strip() == '0':
    print('ValueError')
else:
    # defaults as for a positive step, whatever the sign
    start = 0 if start is None else start
    stop = n if stop is None else stop
    if start < 0:
        start = max(0, start + n)
    if stop < 0:
        stop = max(0, stop + n)
    start, stop = min(start, n), min(stop, n)
    out = []
    i = start
    while (step > 0 and i < stop) or (step < 0 and i > stop):
        if 0 <= i < n:
            out.append(items[i])
        i += step
    print(' '.join(out))
`,
          },
          {
            name: 'reverse-stops-at-zero',
            language: 'python3',
            mustFail: 'WA',
            why: 'Uses 0 as the default stop for a negative step, which leaves out the first item; the default runs past the start of the list',
            source: String.raw`import sys

lines = sys.stdin.read().split('\n')
items = lines[0].split()
parts = lines[1].strip()[1:-1].split(':')
vals = [int(p) if p.strip() else None for p in parts]
while len(vals) < 3:
    vals.append(None)
start, stop, step = vals
if step == 0:
    print('ValueError')
else:
    if step is not None and step < 0 and stop is None:
        stop = 0
    print(' '.join(items[start:stop:step]))
`,
          },
        ],
      },
    },
    {
      id: 'py-indentation-checker',
      title: 'Indentation Checker',
      description:
        'Write a simplified version of the check that makes Python raise IndentationError.\n\n' +
        'Input: lines of Python source indented with spaces only. Lines numbered from 1. Blank lines and lines whose first non-space character is `#` are ignored. For every other line, its indent is its number of leading spaces, and it is an opener if it ends with `:` (after removing trailing spaces).\n\n' +
        'Keep a stack of indents, starting with [0]. For each considered line:\n' +
        '- if the previous considered line was an opener, the indent must be greater than the top of the stack (else error `line L: expected an indented block`); push it;\n' +
        '- otherwise, if the indent is greater than the top: error `line L: unexpected indent`;\n' +
        '- otherwise, if it is smaller: pop while the top is greater than the indent; if the top is then not equal to the indent: error `line L: unindent does not match any outer indentation level`.\n\n' +
        'If the last considered line is an opener, the error is `end of file: expected an indented block`.\n\n' +
        'Output: the first error, or `OK`.',
      examples: [
        {
          input: 'def f(x):\n    if x:\n        return 1\n    return 0\n',
          output: 'OK',
          explanation: 'Indents 0, 4, 8, 4 all match the stack.',
        },
        {
          input: 'for i in range(3):\nprint(i)\n',
          output: 'line 2: expected an indented block',
          explanation: 'The body of the for loop is not indented.',
        },
      ],
      constraints: [
        'At most 1000 lines',
        'No tabs, no line continuations, no # except in comment-only lines',
      ],
      testCases: [
        tc('def f(x):\n    if x:\n        return 1\n    return 0\n', 'OK', false),
        tc('for i in range(3):\nprint(i)\n', 'line 2: expected an indented block', false),
        tc('x = 1\n  y = 2\n', 'line 2: unexpected indent'),
        tc(
          'if a:\n    b = 1\n  c = 2\n',
          'line 3: unindent does not match any outer indentation level',
        ),
        tc('while True:\n\n    # comment\n    pass\n', 'OK'),
        tc('class A:\n    def m(self):\n', 'end of file: expected an indented block'),
        tc('', 'OK'),
        tc(
          'if a:\n        b()\n        if c:\n            d()\n    e()\n',
          'line 5: unindent does not match any outer indentation level',
        ),
        tc('  # indented comment\nx = 1\nif x:\n  y = 2\nz = 3\n', 'OK'),
        tc('if a:\n    if b:\n        c()\nd()\n    e()\n', 'line 5: unexpected indent'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys


def check(lines):
    stack = [0]
    expect = False
    for no, raw in enumerate(lines, 1):
        line = raw.rstrip()
        body = line.lstrip(' ')
        if not body or body.startswith('#'):
            continue
        indent = len(line) - len(body)
        if expect:
            if indent <= stack[-1]:
                return 'line %d: expected an indented block' % no
            stack.append(indent)
        elif indent > stack[-1]:
            return 'line %d: unexpected indent' % no
        elif indent < stack[-1]:
            while stack[-1] > indent:
                stack.pop()
            if stack[-1] != indent:
                return 'line %d: unindent does not match any outer indentation level' % no
        expect = line.endswith(':')
    if expect:
        return 'end of file: expected an indented block'
    return 'OK'


print(check(sys.stdin.read().split('\n')))
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
# A well-indented program of about n lines, then one fault as the mode says.
lines = []
stack = [0]
opener = False
while len(lines) < n - 3:
    r = random.random()
    if r < 0.08:
        lines.append(random.choice(['', '   ', ' ' * random.randint(0, 20) + '# note', '#']))
        continue
    if opener:
        indent = stack[-1] + random.choice((1, 2, 4, 4, 8))
        stack.append(indent)
    else:
        if len(stack) > 1 and random.random() < 0.3:
            del stack[random.randint(1, len(stack) - 1):]
        indent = stack[-1]
    if random.random() < 0.3 and len(stack) < 40:
        text = random.choice(['if x:', 'for i in range(3):', 'def f(a):', 'else:', 'while True:  ', 'class A:'])
        opener = True
    else:
        text = random.choice(['x = 1', 'print(x)', 'return a', 'pass  ', 'y = {1: 2}', 'd[k] = v'])
        opener = False
    lines.append(' ' * indent + text)
if opener:
    lines.append(' ' * (stack[-1] + 4) + 'pass')
    stack.append(stack[-1] + 4)
if mode == 'unexpected':
    lines.append(' ' * (stack[-1] + 2) + 'oops = 1')
elif mode == 'unindent':
    if len(stack) < 2 or stack[-1] - stack[-2] < 2:
        lines.append(' ' * (stack[-1]) + 'if deep:')
        lines.append(' ' * (stack[-1] + 4) + 'y = 2')
        stack.append(stack[-1] + 4)
    lines.append(' ' * (stack[-1] - 1) + 'bad = 1')
elif mode == 'expected':
    lines.append(' ' * stack[-1] + 'if y:')
    lines.append(' ' * stack[-1] + 'z = 1')
elif mode == 'eof':
    lines.append(' ' * stack[-1] + 'def last():')
    lines.append(' ' * random.randint(0, 10) + '# a comment is not a body')
print('\n'.join(lines))
`,
        tests: [
          { args: '1000 ok', label: '1,000 lines, correctly indented' },
          { args: '1000 unexpected', label: '1,000 lines, an unexpected indent' },
          { args: '1000 unindent', label: '1,000 lines, a dedent to an unknown level' },
          { args: '1000 expected', label: '1,000 lines, a missing block' },
          { args: '1000 eof', label: '1,000 lines, a block missing at the end' },
          { args: '5 ok', label: '5 lines' },
        ],
        validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
if lines and lines[-1] == '':
    lines.pop()
assert len(lines) <= 1000, 'more than 1000 lines'
for l in lines:
    assert '\t' not in l, 'no tabs'
    body = l.strip()
    assert not body.endswith('\\'), 'no line continuations'
    assert '#' not in body or body.startswith('#'), 'no # except in comment-only lines'
`,
        wrongSolutions: [
          {
            name: 'comments-only-at-column-0',
            language: 'python3',
            mustFail: 'WA',
            why: 'Ignores a comment line only when # is in the first column, so an indented comment counts as code',
            source: String.raw`import sys


def check(lines):
    stack = [0]
    expect = False
    for no, raw in enumerate(lines, 1):
        line = raw.rstrip()
        body = line.lstrip(' ')
        if not body or line.startswith('#'):
            continue
        indent = len(line) - len(body)
        if expect:
            if indent <= stack[-1]:
                return 'line %d: expected an indented block' % no
            stack.append(indent)
        elif indent > stack[-1]:
            return 'line %d: unexpected indent' % no
        elif indent < stack[-1]:
            while stack[-1] > indent:
                stack.pop()
            if stack[-1] != indent:
                return 'line %d: unindent does not match any outer indentation level' % no
        expect = line.endswith(':')
    if expect:
        return 'end of file: expected an indented block'
    return 'OK'


print(check(sys.stdin.read().split('\n')))
`,
          },
          {
            name: 'no-end-of-file-check',
            language: 'python3',
            mustFail: 'WA',
            why: 'Forgets that a block opened on the last line is still missing its body at the end of the file',
            source: String.raw`import sys


def check(lines):
    stack = [0]
    expect = False
    for no, raw in enumerate(lines, 1):
        line = raw.rstrip()
        body = line.lstrip(' ')
        if not body or body.startswith('#'):
            continue
        indent = len(line) - len(body)
        if expect:
            if indent <= stack[-1]:
                return 'line %d: expected an indented block' % no
            stack.append(indent)
        elif indent > stack[-1]:
            return 'line %d: unexpected indent' % no
        elif indent < stack[-1]:
            while stack[-1] > indent:
                stack.pop()
            if stack[-1] != indent:
                return 'line %d: unindent does not match any outer indentation level' % no
        expect = line.endswith(':')
    return 'OK'


print(check(sys.stdin.read().split('\n')))
`,
          },
        ],
      },
    },
  ],
  debug: [
    {
      id: 'py-rotate-matrix',
      title: 'Rotate a Matrix Clockwise',
      description:
        'This Python program reads n and an n x n matrix and should print the matrix rotated 90 degrees clockwise (the first column, read bottom-up, becomes the first row). Every row of the output comes out identical, and the result is not a rotation either. Find and fix the bugs.',
      language: 'python3',
      buggyCode: String.raw`import sys

data = sys.stdin.read().split()
n = int(data[0])
vals = list(map(int, data[1:1 + n * n]))
m = [vals[i * n:(i + 1) * n] for i in range(n)]
res = [[0] * n] * n
for i in range(n):
    for j in range(n):
        res[j][i] = m[i][j]
for row in res:
    print(' '.join(map(str, row)))
`,
      fixedCode: String.raw`import sys

data = sys.stdin.read().split()
n = int(data[0])
vals = list(map(int, data[1:1 + n * n]))
m = [vals[i * n:(i + 1) * n] for i in range(n)]
res = [[0] * n for _ in range(n)]
for i in range(n):
    for j in range(n):
        res[j][n - 1 - i] = m[i][j]
for row in res:
    print(' '.join(map(str, row)))
`,
      expectedBehavior:
        'Input: n, then n rows of n integers. Output: the rotated matrix, n rows of space-separated integers. For rows "1 2" / "3 4" the output is "3 1" / "4 2".',
      hints: [
        'How many distinct list objects does [[0] * n] * n contain?',
        'Writing res[j][i] = m[i][j] produces the transpose. Where must element (i, j) go after a clockwise turn?',
      ],
      testCases: [
        tc('2\n1 2\n3 4\n', '3 1\n4 2', false),
        tc('1\n7\n', '7', false),
        tc('3\n1 2 3\n4 5 6\n7 8 9\n', '7 4 1\n8 5 2\n9 6 3'),
        tc('2\n5 5\n5 5\n', '5 5\n5 5'),
        tc('2\n1 0\n0 1\n', '0 1\n1 0'),
        tc('3\n1 0 0\n0 0 0\n0 0 0\n', '0 0 1\n0 0 0\n0 0 0'),
      ],
      bugs: [
        {
          description:
            '[[0] * n] * n repeats one row object n times, so writing to any row changes all of them; create each row separately.',
          testIndexes: [0, 2, 4],
        },
        {
          description:
            'res[j][i] = m[i][j] computes the transpose; a clockwise rotation puts m[i][j] at res[j][n - 1 - i].',
          testIndexes: [0, 2, 5],
        },
      ],
    },
    {
      id: 'py-late-binding-lambdas',
      title: 'Multiplication Table of Lambdas',
      description:
        'This Python 3 program reads `n x` and should print `x * k = result` for k = 1..n, using a list of multiplier functions built with a list comprehension. The results are all the same and a line is missing. Find and fix the bugs.',
      language: 'python3',
      buggyCode: String.raw`import sys

n, x = map(int, sys.stdin.read().split())
funcs = [lambda v: v * k for k in range(1, n)]
for k, f in enumerate(funcs, 1):
    print(f"{x} * {k} = {f(x)}")
`,
      fixedCode: String.raw`import sys

n, x = map(int, sys.stdin.read().split())
funcs = [lambda v, k=k: v * k for k in range(1, n + 1)]
for k, f in enumerate(funcs, 1):
    print(f"{x} * {k} = {f(x)}")
`,
      expectedBehavior:
        'Input: "n x". Output: n lines "x * k = x*k" for k from 1 to n (nothing if n is 0).',
      hints: [
        'When does a lambda look up the value of k: when it is created or when it is called?',
        'A default argument is evaluated when the lambda is created.',
        'Which values does range(1, n) produce?',
      ],
      testCases: [
        tc('3 2\n', '2 * 1 = 2\n2 * 2 = 4\n2 * 3 = 6', false),
        tc('1 5\n', '5 * 1 = 5', false),
        tc('0 3\n', ''),
        tc('4 0\n', '0 * 1 = 0\n0 * 2 = 0\n0 * 3 = 0\n0 * 4 = 0'),
        tc('2 -3\n', '-3 * 1 = -3\n-3 * 2 = -6'),
        tc('5 1\n', '1 * 1 = 1\n1 * 2 = 2\n1 * 3 = 3\n1 * 4 = 4\n1 * 5 = 5'),
      ],
      bugs: [
        {
          description:
            'The lambdas close over the loop variable k, so all of them use its final value; bind it with a default argument (k=k).',
          testIndexes: [0, 5],
        },
        {
          description: 'range(1, n) stops at n - 1, so the last multiplier is missing.',
          testIndexes: [1, 3, 4],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'py-lru-cache-decorator',
      title: 'An lru_cache Decorator',
      description:
        'Describe how to write a decorator lru_cache(maxsize) that memoises a function: repeated calls with the same arguments return the stored result, and when more than maxsize results are stored, the one used least recently is discarded.',
      requirements: [
        'Positional and keyword arguments both identify a call',
        'Lookups, inserts and evictions must take constant time',
        'The decorated function must keep its name and docstring',
      ],
      examples: [
        {
          scenario: 'maxsize 2; calls f(1), f(2), f(1), f(3)',
          expectedApproach: 'f(3) evicts f(2), because f(1) was used more recently.',
        },
        { scenario: 'f(a=1, b=2) then f(b=2, a=1)', expectedApproach: 'The second call is a hit.' },
      ],
      evaluationCriteria: [
        'Builds a hashable key from args and sorted kwargs',
        'Uses an OrderedDict (or dict + linked list)',
        'Moves hits to the most recent end',
        'Evicts the least recently used entry',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Build a hashable key from the positional arguments and the sorted keyword arguments',
            weight: 2,
            accept: ['key tuple', 'tuple args', 'hashable key', 'key from arg', 'sorted kwargs'],
          },
          {
            idea: 'Store results in an OrderedDict (or a dict plus doubly linked list)',
            weight: 2,
            accept: ['ordereddict', 'ordered dict', 'linked list'],
          },
          {
            idea: 'On a hit, move the key to the most recently used end and return the stored result',
            weight: 2,
            accept: ['move to end', 'most recently used', 'mark recent', 'move end'],
          },
          {
            idea: 'On a miss, call the function and store the result',
            weight: 2,
            accept: ['call func', 'compute', 'store result', 'cache key result'],
          },
          {
            idea: 'When the size exceeds maxsize, evict the least recently used entry',
            weight: 2,
            accept: ['evict', 'popitem', 'least recently', 'remove oldest'],
          },
        ],
        edgeCases: [
          {
            case: 'Unhashable arguments such as lists',
            accept: ['unhashable', 'hashable', 'typeerror'],
          },
          {
            case: 'maxsize 0 or unbounded',
            accept: ['maxsize 0', 'maxsize is 0', 'maxsize none', 'unbounded', 'never store'],
          },
          {
            case: "Keep the wrapped function's metadata",
            accept: ['functools wraps', 'wraps', 'docstring'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'Recently used keys sit at the end of the OrderedDict, so the entry to discard is the one at the front (popitem(last=False)); removing from the end throws away the entry that was just used.',
            patterns: ['popitem last true', 'remove newest', 'remove most recent', 'pop newest'],
          },
          {
            mistake:
              'A hit makes the key the most recently used one, so it has to move to the end that is discarded last; moving it to the front marks it as the next one to throw away.',
            patterns: [
              'move end last false',
              'move_to_end key last false',
              'hit move front',
              'hit move beginning',
            ],
          },
          {
            mistake:
              'Dictionary keys must be hashable, so the arguments are packed into a tuple (keyword arguments sorted); a list cannot be a key and raises TypeError on every call.',
            patterns: ['key = list args', 'key list arg', 'key = list arg'],
          },
          {
            mistake:
              'The calls f(a=1, b=2) and f(b=2, a=1) are the same call, so the keyword arguments must be sorted before they go into the key; kept in call order they make two different keys and the second call misses.',
            patterns: [
              'unsorted kwargs',
              'kwargs unsorted',
              'kwargs as passed',
              'kwargs as given',
              'kwargs call order',
              'kwargs given order',
              'keyword arguments as given',
            ],
          },
        ],
        modelAnswer: `1. FUNCTION lru_cache(maxsize) RETURNS decorator(func)
2.   SET cache = OrderedDict()
3.   FUNCTION wrapper(*args, **kwargs), decorated with functools.wraps(func) to keep the name and docstring
4.     SET key = tuple(args) + tuple(sorted(kwargs.items())) (all arguments must be hashable, otherwise a TypeError)
5.     IF key in cache THEN move_to_end(key) to mark it most recently used, and RETURN cache[key]
6.     SET result = call func(*args, **kwargs) (a miss), then store result: cache[key] = result
7.     IF maxsize is not None AND len(cache) > maxsize THEN popitem(last=False) to evict the least recently used entry
8.     RETURN result
9.   IF maxsize is 0 never store anything; IF maxsize is None the cache is unbounded and never evicts`,
      },
    },
    {
      id: 'py-flatten-generator',
      title: 'Lazily Flatten Nested Iterables',
      description:
        'Describe a generator flatten(obj) that yields every non-container value of an arbitrarily nested structure of lists, tuples, sets and other containers, in order and lazily. Text values must come out whole, not letter by letter.',
      requirements: [
        'Produce values one at a time instead of building a list',
        'Text must be treated as a single value',
        'Very deep nesting must not crash the program',
      ],
      examples: [
        { scenario: '[1, [2, (3, "ab")], [], 4]', expectedApproach: 'Yields 1, 2, 3, "ab", 4.' },
        {
          scenario: 'A list nested 100000 levels deep',
          expectedApproach: 'Still works: no recursion limit error.',
        },
      ],
      evaluationCriteria: [
        'Detects iterables',
        'Treats str and bytes as atoms',
        'Uses an explicit stack of iterators (or recursion with yield from)',
        'Handles empty containers and deep nesting',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Test whether an item is iterable',
            weight: 2,
            accept: ['iterable', 'iter', 'collections abc'],
          },
          {
            idea: 'Treat strings and bytes as single values',
            weight: 3,
            accept: ['string', 'str', 'bytes'],
          },
          {
            idea: 'Descend into nested iterables with an explicit stack of iterators (or yield from recursion)',
            weight: 3,
            accept: ['stack', 'yield from', 'recurs'],
          },
          {
            idea: 'Pop an iterator when it is exhausted',
            weight: 1,
            accept: ['exhausted', 'stopiteration', 'pop'],
          },
          {
            idea: 'Yield each leaf value',
            weight: 1,
            accept: ['yield item', 'yield value', 'yield leaf', 'yield'],
          },
        ],
        edgeCases: [
          {
            case: 'A one-character string would recurse forever if treated as iterable',
            accept: ['one character', 'single character', 'infinite', 'forever'],
          },
          {
            case: 'Empty containers',
            accept: ['empty container', 'empty list', 'empty iterable', 'yields nothing'],
          },
          { case: 'Very deep nesting (recursion limit)', accept: ['recursion limit', 'deep'] },
        ],
        pitfalls: [
          {
            mistake:
              'Taking the next item from the oldest iterator (a queue, or the bottom of the stack) finishes the outer level before the inner ones and yields values out of order; always continue with the iterator on top of the stack.',
            patterns: ['popleft', 'pop 0', 'bottom stack', 'fifo', 'dequeue', 'oldest iterator'],
          },
          {
            mistake:
              'Collecting the values in a list and returning it builds the whole result up front; a generator hands out each leaf with yield as soon as it reaches it.',
            patterns: [
              'result append',
              'append result',
              'results append',
              'output append',
              'extend result',
              'result = []',
              'results = []',
              'output = []',
              'out append',
              'out = []',
              'res append',
              'res = []',
              'return out',
            ],
          },
          {
            mistake:
              'Strings are iterable too, so pushing them like containers yields them letter by letter (and a one-letter string repeats itself forever); test for str and bytes first and yield them whole.',
            patterns: [
              'string iterable push',
              'str iterable push',
              'string container push',
              'str container push',
              'iterable before str',
              'iterable before string',
              'iterable before bytes',
              'check iterable first',
            ],
          },
          {
            mistake:
              "A nested container goes on top of the stack while its parent's iterator stays underneath; popping or replacing the parent's iterator to make room loses the rest of the parent's items.",
            patterns: [
              'isinstance iterable pop',
              'iterable then pop',
              'iterable then stack pop',
              'nested then pop',
              'replace top',
              'replace current iterator',
              'stack[-1] = iter',
              'iterable replace',
              'swap iterator',
            ],
          },
        ],
        modelAnswer: `1. FUNCTION flatten(obj) as a generator
2.   SET stack = [iter(obj)], an explicit stack of iterators instead of recursion, so deep nesting never hits the recursion limit
3.   WHILE stack is not empty
4.     SET item = next(stack[-1], SENTINEL)
5.     IF item is SENTINEL THEN pop the exhausted iterator and continue
6.     IF item is a str or bytes THEN yield item whole (a one-character string would otherwise recurse forever)
7.     ELSE IF item is iterable THEN push iter(item) on the stack (an empty container simply yields nothing)
8.     ELSE yield item`,
      },
    },
  ],
};
