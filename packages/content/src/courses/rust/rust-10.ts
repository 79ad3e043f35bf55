import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({ input, expectedOutput, hidden });

export const chapter: ChapterContent = {
  id: 'rust-10',
  order: 10,
  title: 'Smart Pointers: Box, Rc and RefCell',
  description: 'Allocate on the heap with Box, build recursive types, share ownership with Rc and Arc, and use interior mutability with RefCell safely.',
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
    proTip: 'If you find Rc<RefCell<T>> spreading through a design, consider storing nodes in a Vec and referring to them by index; it is often simpler and faster.',
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
        { input: '- 10 4\n* + 1 2 - 5 3', output: '6\n6', explanation: '10 - 4 = 6 and (1 + 2) * (5 - 3) = 6.' },
      ],
      constraints: ['At most 1000 lines', 'At most 1000 tokens per line', 'All intermediate values fit in a signed 64-bit integer'],
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
    },
  ],
};
