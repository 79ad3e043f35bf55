import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'rust-10',
  order: 10,
  title: 'Smart Pointers: Box, Rc and RefCell',
  description:
    'Allocate on the heap with Box, build recursive types, share ownership with Rc and Arc, and use interior mutability with RefCell safely.',
  difficulty: 'Hard',
  testType: 'coding',
  objectives: [
    'Use Box<T> for heap allocation and recursive data structures',
    'Share ownership with Rc<T> and break cycles with Weak<T>',
    'Apply interior mutability with Cell and RefCell and know its runtime checks',
    'Explain Deref and Drop and choose the right pointer for a design',
  ],
  lesson: `## Box: owning a value on the heap

\`Box<T>\` allocates a value on the heap and owns it; when the box goes out of scope, the value is dropped and the memory freed. Boxes are needed for **recursive types**, whose size would otherwise be infinite, and for trait objects (\`Box<dyn Trait>\`).

\`\`\`rust
enum Expr {
    Num(i64),
    Add(Box<Expr>, Box<Expr>),
    Sub(Box<Expr>, Box<Expr>),
    Mul(Box<Expr>, Box<Expr>),
}

fn eval(e: &Expr) -> i64 {
    match e {
        Expr::Num(n) => *n,
        Expr::Add(a, b) => eval(a) + eval(b),
        Expr::Sub(a, b) => eval(a) - eval(b),
        Expr::Mul(a, b) => eval(a) * eval(b),
    }
}

// Parse prefix notation such as "* + 1 2 3" recursively.
fn parse<'a>(tokens: &mut impl Iterator<Item = &'a str>) -> Option<Expr> {
    let tok = tokens.next()?;
    let mut node = |f: fn(Box<Expr>, Box<Expr>) -> Expr| -> Option<Expr> {
        let left = parse(tokens)?;
        let right = parse(tokens)?;
        Some(f(Box::new(left), Box::new(right)))
    };
    match tok {
        "+" => node(Expr::Add),
        "-" => node(Expr::Sub),
        "*" => node(Expr::Mul),
        num => num.parse().ok().map(Expr::Num),
    }
}
\`\`\`

Each \`Box\` has a known size (one pointer), so \`Expr\` has a finite size even though it contains other \`Expr\`s. Prefix notation puts each operator before its two operands, so a recursive parser reads an operator and then parses two sub-expressions; if tokens run out, or some remain after the top-level expression, the input is malformed. \`Box\` implements \`Deref\`, so you can use a box almost like the value it points to, and \`Drop\`, which frees the allocation.

## Rc: shared ownership

Sometimes a value needs several owners, as with a node referenced from multiple places in a graph. \`Rc<T>\` (reference counted) keeps a count of owners; \`Rc::clone(&rc)\` increments it cheaply without copying the data, and the value is dropped when the count reaches zero. \`Rc\` gives only shared (read-only) access and is **not thread-safe**; \`Arc<T>\` is the atomic equivalent for threads. Cycles of \`Rc\` never reach zero and leak, so back-pointers (child to parent) should be \`Weak<T>\`, upgraded with \`upgrade()\` when needed.

## Interior mutability

The borrow rules are normally checked at compile time. **Interior mutability** moves the check to run time, allowing mutation through a shared reference when you can guarantee correctness but the compiler cannot prove it:

\`\`\`rust
use std::cell::RefCell;
use std::rc::Rc;

let shared = Rc::new(RefCell::new(Vec::new()));
let a = Rc::clone(&shared);
a.borrow_mut().push(1);                 // mutable borrow checked at run time
println!("{:?}", shared.borrow());      // [1]
\`\`\`

\`RefCell<T>\` tracks borrows dynamically and **panics** if you break the rules, for example by calling \`borrow_mut\` while another borrow is active. \`Cell<T>\` suits small \`Copy\` values with \`get\` and \`set\`. The combination \`Rc<RefCell<T>>\` gives multiple owners that can all mutate; in multithreaded code the equivalent is \`Arc<Mutex<T>>\`.

## Choosing

Prefer plain ownership and references. Use \`Box\` for recursion and trait objects, \`Rc\`/\`Arc\` only for genuinely shared ownership, and interior mutability sparingly, because runtime borrow failures are bugs the compiler could no longer catch for you.`,
  overview: {
    whatYouWillLearn: [
      'Box<T> owns heap data and gives recursive types a finite size',
      'Recursive enums and recursive descent parse and evaluate expression trees',
      'Rc<T> counts owners and Arc<T> does so atomically for threads',
      'Weak<T> breaks reference cycles',
      'RefCell<T> checks borrow rules at run time and panics on violations',
      'Deref and Drop make smart pointers behave like owned values',
    ],
    proTip:
      'If you find Rc<RefCell<T>> spreading through a design, consider storing nodes in a Vec and referring to them by index; it is often simpler and faster.',
  },
  mcqs: [],
  problems: [
    {
      id: 'rust-prefix-eval',
      title: 'Prefix Expression Evaluator',
      description:
        'Each input line is an arithmetic expression in prefix (Polish) notation: tokens separated by spaces, where each token is an integer or one of the operators + - *, and every operator applies to the two expressions that follow it. For each line print the value of the expression, or "error" if the line is not exactly one well-formed expression (an operator lacks operands or extra tokens remain).',
      examples: [
        { input: '+ 1 * 2 3', output: '7', explanation: '1 + (2 * 3) = 7.' },
        {
          input: '- 10 4\n* + 1 2 - 5 3',
          output: '6\n6',
          explanation: '10 - 4 = 6 and (1 + 2) * (5 - 3) = 6.',
        },
      ],
      constraints: [
        'At most 1000 lines',
        'At most 1000 tokens per line',
        'All intermediate values fit in a signed 64-bit integer',
      ],
      testCases: [
        t('+ 1 * 2 3', '7', false),
        t('- 10 4\n* + 1 2 - 5 3', '6\n6', false),
        t('42', '42'),
        t('+ 1', 'error'),
        t('+ 1 2 3', 'error'),
        t('* -3 - 2 7', '15'),
        t('* 1000000 * 1000000 1000\n-', '1000000000000000\nerror'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

def parse(tokens, i):
    if i >= len(tokens):
        return None, i
    tok = tokens[i]
    if tok in ('+', '-', '*'):
        left, j = parse(tokens, i + 1)
        if left is None:
            return None, j
        right, k = parse(tokens, j)
        if right is None:
            return None, k
        if tok == '+':
            return left + right, k
        if tok == '-':
            return left - right, k
        return left * right, k
    return int(tok), i + 1

sys.setrecursionlimit(10000)
out = []
for line in sys.stdin.read().splitlines():
    tokens = line.split()
    if not tokens:
        continue
    value, end = parse(tokens, 0)
    out.append(str(value) if value is not None and end == len(tokens) else 'error')
print('\n'.join(out))
`,
      },
      judge: {
        generator: `import random, sys
sys.setrecursionlimit(10000)
args = sys.stdin.readline().split()
k, size, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
LIMIT = 10**18

def build(n, chain):
    """A prefix expression of n tokens (n odd) as (tokens, value); |value| and every partial value <= 10^18."""
    if n == 1:
        v = random.randint(-50, 50) if mode != 'big' else random.choice((-1, 1)) * random.randint(2, 1000)
        return [str(v)], v
    left = 1 if chain else random.randrange(1, n - 1, 2)
    lt, lv = build(left, chain)
    rt, rv = build(n - 1 - left, chain)
    ops = ['+', '-']
    if abs(lv * rv) <= LIMIT:
        ops += ['*', '*'] if mode == 'big' else ['*']
    op = random.choice(ops)
    v = lv + rv if op == '+' else lv - rv if op == '-' else lv * rv
    if abs(v) > LIMIT:
        op, v = ('-', lv - rv) if (lv >= 0) == (rv >= 0) else ('+', lv + rv)
    return [op] + lt + rt, v

lines = []
for _ in range(k):
    t, _ = build(size, mode == 'chain')
    if mode == 'errors':
        t = random.choice((t[:-1], t + ['1'], ['+'] + t, t[1:]))
    lines.append(' '.join(t))
print('\\n'.join(lines))
`,
        tests: [
          { args: '60 999 random', label: '60 lines of 999 tokens' },
          { args: '20 999 chain', label: '20 lines of 999 tokens nested 499 deep' },
          { args: '20 999 big', label: '20 lines of 999 tokens, large products' },
          { args: '1000 9 random', label: '1,000 lines of 9 tokens' },
          { args: '300 21 errors', label: '300 malformed lines' },
        ],
        validator: `import re, sys
sys.setrecursionlimit(10000)
lines = sys.stdin.read().split('\\n')
while lines and lines[-1] == '':
    lines.pop()
assert len(lines) <= 1000, 'at most 1,000 lines'

def check(tokens, i):
    if i >= len(tokens):
        return None, i
    tok = tokens[i]
    if tok in ('+', '-', '*'):
        a, j = check(tokens, i + 1)
        if a is None:
            return None, j
        b, k = check(tokens, j)
        if b is None:
            return None, k
        v = a + b if tok == '+' else a - b if tok == '-' else a * b
        assert -2**63 <= v <= 2**63 - 1, 'intermediate values fit in 64 bits'
        return v, k
    assert re.fullmatch(r'-?[0-9]+', tok), 'bad token: ' + tok
    assert -2**63 <= int(tok) <= 2**63 - 1, 'numbers fit in 64 bits'
    return int(tok), i + 1

for line in lines:
    tokens = line.split()
    assert len(tokens) <= 1000, 'at most 1,000 tokens per line'
    check(tokens, 0)
`,
        wrongSolutions: [
          {
            name: 'ignores-extra-tokens',
            language: 'python3',
            mustFail: 'WA',
            why: 'Never checks that the expression used every token, so + 1 2 3 gives 3 instead of error',
            source: `import sys

def parse(tokens, i):
    if i >= len(tokens):
        return None, i
    tok = tokens[i]
    if tok in ('+', '-', '*'):
        left, j = parse(tokens, i + 1)
        if left is None:
            return None, j
        right, k = parse(tokens, j)
        if right is None:
            return None, k
        if tok == '+':
            return left + right, k
        if tok == '-':
            return left - right, k
        return left * right, k
    return int(tok), i + 1

sys.setrecursionlimit(10000)
out = []
for line in sys.stdin.read().splitlines():
    tokens = line.split()
    if not tokens:
        continue
    value, end = parse(tokens, 0)
    out.append(str(value) if value is not None else 'error')
print('\\n'.join(out))
`,
          },
          {
            name: 'operands-swapped',
            language: 'python3',
            mustFail: 'WA',
            why: 'Evaluates right to left with a stack but pops the operands in the wrong order, so - 10 4 gives -6',
            source: `import sys

out = []
for line in sys.stdin.read().splitlines():
    tokens = line.split()
    if not tokens:
        continue
    # scan from the right with a stack, popping operands in the wrong order
    stack = []
    ok = True
    for tok in reversed(tokens):
        if tok in ('+', '-', '*'):
            if len(stack) < 2:
                ok = False
                break
            a = stack.pop()
            b = stack.pop()
            stack.append(b + a if tok == '+' else b - a if tok == '-' else b * a)
        else:
            stack.append(int(tok))
    out.append(str(stack[0]) if ok and len(stack) == 1 else 'error')
print('\\n'.join(out))
`,
          },
        ],
      },
    },
  ],
};
