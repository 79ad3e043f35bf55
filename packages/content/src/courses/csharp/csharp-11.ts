import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'csharp-11',
  order: 11,
  title: 'Records and Pattern Matching',
  description:
    'Model immutable data with records and with-expressions, and write expressive branching logic with type, property, positional and list patterns.',
  difficulty: 'Hard',
  testType: 'coding',
  objectives: [
    'Declare record classes and record structs with value equality',
    'Create modified copies with with-expressions',
    'Use type, property, positional, relational and list patterns',
    'Combine records and switch expressions into small interpreters',
  ],
  lesson: `## Records

A **record** is a type designed for immutable data with **value equality**. The positional syntax generates a constructor, init-only properties, \`Equals\`, \`GetHashCode\`, a readable \`ToString\` and a \`Deconstruct\` method:

\`\`\`csharp no-compile "records and with-expressions are C# 9 and 10; the runner's Mono compiler speaks C# 7"
public record Money(decimal Amount, string Currency);
public readonly record struct Point(int X, int Y);

var a = new Money(10m, "EUR");
var b = new Money(10m, "EUR");
Console.WriteLine(a == b);          // True: compared by value, not reference
Console.WriteLine(a);               // Money { Amount = 10, Currency = EUR }
var c = a with { Amount = 25m };    // non-destructive mutation: a copy with one change
var (amount, currency) = c;         // deconstruction
\`\`\`

The runner's C# 7 has no records, so there you write the same type by hand: read-only properties, value equality and a copy method that plays the part of \`with\`:

\`\`\`csharp
sealed class Money : IEquatable<Money>
{
    public decimal Amount { get; }
    public string Currency { get; }
    public Money(decimal amount, string currency) { Amount = amount; Currency = currency; }
    public bool Equals(Money other) => other != null && Amount == other.Amount && Currency == other.Currency;
    public override bool Equals(object obj) => Equals(obj as Money);
    public override int GetHashCode() => (Amount, Currency).GetHashCode();
    public Money WithAmount(decimal amount) => new Money(amount, Currency);
}
\`\`\`

\`record\` (or \`record class\`) is a reference type; \`record struct\` is a value type. Records support inheritance between records, extra members and validation in an explicit constructor. They are ideal for DTOs, messages, events and the nodes of a domain model. Immutability is shallow: a record holding a \`List<T>\` still exposes a mutable list, so prefer immutable collections inside records.

## Pattern matching

Patterns test a value's shape and extract parts of it in one step. They work in \`is\` expressions, \`switch\` statements and \`switch\` expressions:

\`\`\`csharp no-compile "switch expressions, property and positional patterns are C# 8 and later; the C# 7 form follows"
abstract record Shape;
record Circle(double R) : Shape;
record Rect(double W, double H) : Shape;

static double Area(Shape s) => s switch
{
    Circle { R: <= 0 } => throw new ArgumentException("radius must be positive"),  // property pattern
    Circle(var r) => Math.PI * r * r,                                           // positional pattern
    Rect(var w, var h) when w == h => w * w,                                    // guard
    Rect(var w, var h) => w * h,
    _ => throw new NotSupportedException(s.GetType().Name),
};
\`\`\`

The runner's Mono compiler (C# 7) has no patterns in \`switch\` at all, but its \`is\` type pattern does the same job:

\`\`\`csharp
abstract class Shape { }
class Circle : Shape { public double R; public Circle(double r) { R = r; } }
class Rect : Shape { public double W, H; public Rect(double w, double h) { W = w; H = h; } }

static double Area(Shape s)
{
    if (s is Circle c)
    {
        if (c.R <= 0) throw new ArgumentException("radius must be positive");
        return Math.PI * c.R * c.R;
    }
    if (s is Rect r) return r.W * r.H;
    throw new NotSupportedException(s.GetType().Name);
}
\`\`\`

The main pattern forms are: **type** (\`Circle c\`), **constant** (\`null\`, \`0\`), **relational** (\`> 100\`), **logical** (\`and\`, \`or\`, \`not\`), **property** (\`{ Length: > 3 }\`), **positional** (using \`Deconstruct\`), **var** and discard (\`_\`), and **list patterns** (C# 11) such as \`[first, .., last]\` or \`[_, _]\`.

## Tuples as switch input

Switching on a tuple lets you match combinations of values, which is ideal for small interpreters and state machines:

\`\`\`csharp no-compile "tuple switch expressions are C# 8; the runner's C# 7 uses a switch statement with when guards"
static long? Apply(string op, long a, long b) => (op, b) switch
{
    ("+", _) => a + b,
    ("-", _) => a - b,
    ("*", _) => a * b,
    ("/", 0) => null,                   // division by zero: no result
    ("/", _) => a / b,                  // C# integer division truncates toward zero
    _ => null,
};
\`\`\`

In C# 7 the same function is a \`switch\` on the operator with a check for division by zero:

\`\`\`csharp
static long? Apply(string op, long a, long b)
{
    switch (op)
    {
        case "+": return a + b;
        case "-": return a - b;
        case "*": return a * b;
        case "/": return b == 0 ? (long?)null : a / b;   // no result for division by zero; truncates toward zero
        default: return null;
    }
}
\`\`\`

An evaluator for **reverse Polish notation** (RPN), where operators follow their operands (\`3 4 + 2 *\` means \`(3 + 4) * 2\`), combines this with a stack: push numbers; for an operator, pop the right operand, then the left, apply, and push the result. The expression is valid only if every operator finds two operands and exactly one value remains at the end.

The compiler checks switch expressions for exhaustiveness and warns about unreachable arms, so order arms from most specific to most general and let the discard arm handle the rest.`,
  overview: {
    whatYouWillLearn: [
      'Records provide value equality, readable ToString and deconstruction',
      'with-expressions create modified copies of immutable records',
      'record class is a reference type while record struct is a value type',
      'Type, property, positional, relational, logical and list patterns',
      'Switching on tuples matches combinations of values',
      'A stack evaluates reverse Polish notation expressions',
    ],
    proTip:
      'Put the most specific switch arms first and a discard arm last; the compiler will flag any arm that can never be reached.',
  },
  mcqs: [],
  problems: [
    {
      id: 'cs-rpn-evaluator',
      title: 'RPN Evaluator',
      description:
        'Each input line is an expression in reverse Polish notation: integers and the operators + - * / separated by spaces. Evaluate each line with a stack. Division is integer division truncating toward zero (7 / -2 = -3). Print the result for each line, or "error" if an operator lacks two operands, a division by zero occurs, or the stack does not hold exactly one value at the end.',
      examples: [
        { input: '3 4 + 2 *', output: '14', explanation: '(3 + 4) * 2 = 14.' },
        {
          input: '5 1 2 + 4 * + 3 -\n2 3',
          output: '14\nerror',
          explanation:
            'The first line is 5 + (1 + 2) * 4 - 3 = 14; the second leaves two values on the stack.',
        },
      ],
      constraints: [
        'At most 1000 lines',
        'Each line has at most 1000 tokens',
        'All intermediate values fit in a signed 64-bit integer',
      ],
      testCases: [
        t('3 4 + 2 *', '14', false),
        t('5 1 2 + 4 * + 3 -\n2 3', '14\nerror', false),
        t('1 +', 'error'),
        t('7 -2 /', '-3'),
        t('4 0 /', 'error'),
        t('-7 2 /\n10', '-3\n10'),
        t('2 3 4 * -\n1000000 1000000 *', '-10\n1000000000000'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

def trunc_div(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q

out = []
for line in sys.stdin.read().splitlines():
    tokens = line.split()
    if not tokens:
        continue
    stack = []
    ok = True
    for tok in tokens:
        if tok in ('+', '-', '*', '/'):
            if len(stack) < 2:
                ok = False
                break
            b = stack.pop()
            a = stack.pop()
            if tok == '+':
                stack.append(a + b)
            elif tok == '-':
                stack.append(a - b)
            elif tok == '*':
                stack.append(a * b)
            else:
                if b == 0:
                    ok = False
                    break
                stack.append(trunc_div(a, b))
        else:
            stack.append(int(tok))
    out.append(str(stack[0]) if ok and len(stack) == 1 else 'error')
print('\n'.join(out))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
k, length, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
LIMIT = 10**18

def trunc_div(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q

def expression(n):
    # a valid RPN expression of n tokens (n odd); every intermediate value stays within 10^18
    tokens, stack = [], []
    while len(tokens) < n:
        left = n - len(tokens)
        must_reduce = len(stack) >= left
        if len(stack) >= 2 and (must_reduce or random.random() < 0.45):
            a, b = stack[-2], stack[-1]
            options = ['+', '-']
            if abs(a * b) <= LIMIT:
                options.append('*')
            if b != 0:
                options += ['/', '/']
            op = random.choice(options)
            stack.pop()
            stack.pop()
            stack.append({'+': a + b, '-': a - b, '*': a * b}.get(op) if op != '/' else trunc_div(a, b))
            tokens.append(op)
        else:
            v = random.randint(-50, 50)
            stack.append(v)
            tokens.append(str(v))
    return tokens

lines = []
for _ in range(k):
    if mode == 'random':
        t = expression(length)
    elif mode == 'big':
        # a product near 10^18, then additions, subtractions and divisions by small negatives undone by products
        v = (10**9 - random.randint(0, 999)) * (10**9 - random.randint(0, 999))
        t = [str(v // (10**9 - 7)), str(10**9 - 7), '*']
        v = v // (10**9 - 7) * (10**9 - 7)
        while len(t) + 4 <= length:
            r = random.random()
            if r < 0.4:
                x = random.randint(1, 10**12)
                op = '+' if v + x <= LIMIT and (random.random() < 0.5 or v - x < -LIMIT) else '-'
                v = v + x if op == '+' else v - x
                t += [str(x), op]
            else:
                d = -random.randint(2, 9)
                v = trunc_div(v, d) * d
                t += [str(d), '/', str(d), '*']
    elif mode == 'negdiv':
        t = []
        for _ in range(length // 4):
            t += [str(random.choice((-1, 1)) * random.randint(1, 10**9)), str(random.choice((-1, 1)) * random.randint(1, 1000)), '/']
        t += ['+'] * (length // 4 - 1)
    elif mode == 'errors':
        kind = random.choice(('zero', 'underflow', 'leftover'))
        t = expression(length)
        if kind == 'zero':
            t = t[:-1] + ['0', '/']
            t = t[:-2] + ['0', '0', '-', '/']
        elif kind == 'underflow':
            t = t + ['+']
        else:
            t = t + ['7']
    else:
        raise SystemExit('unknown mode ' + mode)
    lines.append(' '.join(t))
print('\\n'.join(lines))
`,
        tests: [
          { args: '60 999 random', label: '60 lines of 999 tokens' },
          { args: '20 999 big', label: '20 lines of 999 tokens, values near 10^18' },
          { args: '1000 11 random', label: '1,000 lines of 11 tokens' },
          { args: '200 39 negdiv', label: '200 lines of negative divisions' },
          { args: '300 21 errors', label: '300 lines with errors' },
        ],
        validator: `import re, sys

def trunc_div(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q

lines = sys.stdin.read().split('\\n')
while lines and lines[-1] == '':
    lines.pop()
assert len(lines) <= 1000, 'at most 1,000 lines'
for line in lines:
    tokens = line.split()
    assert len(tokens) <= 1000, 'at most 1,000 tokens per line'
    stack = []
    for tok in tokens:
        if tok in ('+', '-', '*', '/'):
            if len(stack) < 2:
                break
            b, a = stack.pop(), stack.pop()
            if tok == '/' and b == 0:
                break
            v = a + b if tok == '+' else a - b if tok == '-' else a * b if tok == '*' else trunc_div(a, b)
            assert -2**63 <= v <= 2**63 - 1, 'intermediate values fit in 64 bits'
            stack.append(v)
        else:
            assert re.fullmatch(r'-?[0-9]+', tok), 'bad token: ' + tok
            assert -2**63 <= int(tok) <= 2**63 - 1, 'numbers fit in 64 bits'
            stack.append(int(tok))
`,
        wrongSolutions: [
          {
            name: 'floor-division',
            language: 'python3',
            mustFail: 'WA',
            why: "Uses Python's // which rounds toward minus infinity, so -7 / 2 gives -4 instead of -3",
            source: `import sys

out = []
for line in sys.stdin.read().splitlines():
    tokens = line.split()
    if not tokens:
        continue
    stack = []
    ok = True
    for tok in tokens:
        if tok in ('+', '-', '*', '/'):
            if len(stack) < 2:
                ok = False
                break
            b = stack.pop()
            a = stack.pop()
            if tok == '+':
                stack.append(a + b)
            elif tok == '-':
                stack.append(a - b)
            elif tok == '*':
                stack.append(a * b)
            else:
                if b == 0:
                    ok = False
                    break
                stack.append(a // b)
        else:
            stack.append(int(tok))
    out.append(str(stack[0]) if ok and len(stack) == 1 else 'error')
print('\\n'.join(out))
`,
          },
          {
            name: 'float-division-and-top',
            language: 'python3',
            mustFail: 'WA',
            why: 'Divides through a float, which loses precision beyond 2^53, and prints the top of the stack even when more than one value is left',
            source: `import sys

out = []
for line in sys.stdin.read().splitlines():
    tokens = line.split()
    if not tokens:
        continue
    stack = []
    ok = True
    for tok in tokens:
        if tok in ('+', '-', '*', '/'):
            if len(stack) < 2:
                ok = False
                break
            b = stack.pop()
            a = stack.pop()
            if tok == '+':
                stack.append(a + b)
            elif tok == '-':
                stack.append(a - b)
            elif tok == '*':
                stack.append(a * b)
            else:
                if b == 0:
                    ok = False
                    break
                stack.append(int(a / b))
        else:
            stack.append(int(tok))
    out.append(str(stack[-1]) if ok and stack else 'error')
print('\\n'.join(out))
`,
          },
        ],
      },
    },
  ],
};
