import type { BankLevel } from '@app/shared/content.schemas';

const v = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: false });
const h = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: true });

export const hard: BankLevel = {
  mcq: [
    {
      question:
        'A Java class implements two interfaces that both provide a default method hello(). What happens?',
      options: {
        A: 'The compiler picks the interface listed first',
        B: 'It fails to compile until the class overrides `hello()`',
        C: 'Both default methods run, one after the other, in order',
        D: 'The JVM picks one of them at random at run time',
      },
      correct: 'B',
      explanation: 'Conflicting defaults must be resolved explicitly by the implementing class.',
    },
    {
      question:
        'In Python, class B(A), class C(A) and class D(B, C) are defined. What is D.__mro__ (ignoring object)?',
      options: {
        A: 'D, B, A, C',
        B: 'D, C, B, A',
        C: 'D, B, C, A',
        D: 'D, A, B, C',
      },
      correct: 'C',
      explanation:
        'C3 linearisation keeps local order (B before C) and puts the shared base A after both.',
    },
    {
      question: 'Which change to an overriding method is allowed in Java?',
      options: {
        A: 'Returning a subtype of the original return type',
        B: 'Narrowing the type of one of the parameters',
        C: 'Reducing visibility, for example from public to private',
        D: 'Throwing new, broader checked exceptions than before',
      },
      correct: 'A',
      explanation:
        'Covariant returns keep substitutability; the other changes would break callers of the base type.',
    },
    {
      question: 'What does the Visitor pattern achieve?',
      options: {
        A: 'It guarantees that only a single instance is ever created',
        B: 'It converts one interface into another that clients expect',
        C: 'It loads objects lazily, only when they are first used',
        D: 'It adds operations without changing element classes',
      },
      correct: 'D',
      explanation:
        'Double dispatch: element.accept(visitor) calls visitor.visitX(this), selecting on both types.',
    },
    {
      question: 'Why is the Singleton pattern often criticised?',
      options: {
        A: 'It cannot be implemented safely in Java',
        B: 'It uses far more memory than a normal class would need',
        C: 'It adds hidden global state that makes testing hard',
        D: 'It forbids the class from implementing interfaces',
      },
      correct: 'C',
      explanation:
        'Dependency injection of a single shared instance usually gives the same benefit without the coupling.',
    },
    {
      question: 'Which call chain violates the Law of Demeter?',
      options: {
        A: '`order.getCustomer().getAddress().getCity()`',
        B: '`order.total()`',
        C: '`this.repository.save(order)`',
        D: '`customer.rename(newName)`',
      },
      correct: 'A',
      explanation:
        'Reaching through several objects couples the caller to the whole structure; ask order for what you need.',
    },
    {
      question: 'What characterises the Template Method pattern?',
      options: {
        A: 'New objects are created by copying an existing prototype object',
        B: 'A base class fixes the steps and subclasses fill in some',
        C: 'A tree of objects is treated the same way as a single object',
        D: 'Requests are wrapped as objects and queued',
      },
      correct: 'B',
      explanation: 'The skeleton stays in the base class; hooks vary in subclasses.',
    },
    {
      question:
        'copy = original.clone() performs a shallow copy of an object that has a list field. What happens after copy.items.add(x)?',
      options: {
        A: 'Only `copy.items` contains `x`, as `clone()` copied the list',
        B: 'The call fails because the list is read-only',
        C: 'Both lists are cleared to keep them consistent',
        D: '`original.items` also contains `x`: they share one list',
      },
      correct: 'D',
      explanation: 'A shallow copy duplicates references, not the objects they point to.',
    },
    {
      question:
        'A base method accepts any non-negative amount; a subclass override throws for amounts above 100. Which principle does this break and why?',
      options: {
        A: 'Single Responsibility, since the class now also validates its input',
        B: "Open/Closed, since the method's behaviour changed",
        C: 'Liskov Substitution, as it rejects valid input',
        D: 'None; a subclass may always restrict its inputs',
      },
      correct: 'C',
      explanation:
        'Subtypes may weaken preconditions and strengthen postconditions, not the reverse.',
    },
    {
      question: 'In Java, why can a List<Dog> not be passed where a List<Animal> is expected?',
      options: {
        A: 'Generics are invariant, or a `Cat` could be added to the dogs',
        B: '`Dog` is not a subclass of `Animal` in generics',
        C: 'Lists are not allowed to hold objects of any subclass type at all',
        D: 'Type erasure makes them identical, so it is allowed',
      },
      correct: 'A',
      explanation: 'Wildcards express covariance safely for reading.',
    },
    {
      question:
        'A file system has files and folders that contain files or folders, and size() must work on both. Which pattern fits?',
      options: {
        A: 'Observer',
        B: 'Composite',
        C: 'Adapter',
        D: 'Builder',
      },
      correct: 'B',
      explanation:
        'Composite lets leaves and containers share one interface, with containers delegating to children.',
    },
    {
      question:
        'CountingSet extends HashSet, counts elements in add() and also in addAll(), but HashSet.addAll calls add() internally. What goes wrong?',
      options: {
        A: 'Nothing: the counts come out correct in every case',
        B: '`addAll` throws an exception',
        C: 'The set stops storing elements',
        D: 'Elements added by `addAll` are counted twice',
      },
      correct: 'D',
      explanation: 'This is the classic argument for composition (forwarding) over inheritance.',
    },
    {
      question: 'How does a Go type satisfy an interface?',
      options: {
        A: 'By declaring `implements` next to the type',
        B: 'By embedding the interface in a struct tag',
        C: 'Implicitly, by having all of its methods',
        D: 'By registering the type with the runtime',
      },
      correct: 'C',
      explanation: 'Go interfaces are satisfied structurally, without an explicit declaration.',
    },
    {
      question: 'In Python, a == b is True but a is b is False. What does that tell you?',
      options: {
        A: 'They are equal but distinct objects',
        B: 'They are the very same object in memory',
        C: 'The comparison operators are buggy here',
        D: 'They have different types that happen to hold equal values',
      },
      correct: 'A',
      explanation: '== uses __eq__ (equality); is compares identity.',
    },
  ],
  coding: [
    {
      id: 'oop-c3-mro',
      title: 'Compute the method resolution order (C3)',
      description:
        'Python resolves attributes along a class\'s method resolution order (MRO), computed by C3 linearisation: L(C) = C followed by merge(L(B1), ..., L(Bn), [B1, ..., Bn]) for bases B1..Bn. merge repeatedly takes the first head of the lists (in order) that does not appear in the tail (any position but the first) of any list, removes it from the front of every list, and appends it to the result; if no head qualifies while lists remain, the hierarchy is inconsistent.\n\nInput: class definitions, one per line, "Name: Base1 Base2 ..." (bases may be empty, written as "Name:"). Bases are always defined on an earlier line and never refer to a class that failed.\n\nOutput: for each class, "Name: " followed by its MRO separated by spaces, or "Name: ERROR" if no consistent order exists.',
      examples: [
        {
          input: 'A:\nB: A\nC: A\nD: B C',
          output: 'A: A\nB: B A\nC: C A\nD: D B C A',
          explanation: 'The diamond resolves with the shared base A last.',
        },
        {
          input: 'X:\nY:\nZ: X Y\nW: Y X\nV: Z W',
          output: 'X: X\nY: Y\nZ: Z X Y\nW: W Y X\nV: ERROR',
          explanation: 'Z needs X before Y, W needs Y before X, so V cannot satisfy both.',
        },
      ],
      constraints: ['At most 200 classes', 'At most 10 bases per class'],
      testCases: [
        v('A:\nB: A\nC: A\nD: B C', 'A: A\nB: B A\nC: C A\nD: D B C A'),
        v('X:\nY:\nZ: X Y\nW: Y X\nV: Z W', 'X: X\nY: Y\nZ: Z X Y\nW: W Y X\nV: ERROR'),
        h('O:', 'O: O'),
        h(
          'O:\nF: O\nE: O\nD: O\nC: D F\nB: D E\nA: B C',
          'O: O\nF: F O\nE: E O\nD: D O\nC: C D F O\nB: B D E O\nA: A B C D E F O',
        ),
        h('A:\nB: A\nC: A B', 'A: A\nB: B A\nC: ERROR'),
        h('P:\nQ: P\nR: Q\nS: R P', 'P: P\nQ: Q P\nR: R Q P\nS: S R Q P'),
      ],
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))

def merge(seqs):
    seqs = [list(s) for s in seqs if s]
    result = []
    while seqs:
        head = next((s[0] for s in seqs if not any(s[0] in o[1:] for o in seqs)), None)
        if head is None:
            return None
        result.append(head)
        seqs = [[x for x in s if x != head] for s in seqs]
        seqs = [s for s in seqs if s]
    return result

mro = {}
out = []
for i in range(n):
    name = 'C' + str(i)
    ok = list(mro)
    if mode == 'roots' or not ok:
        k = 0
    elif mode == 'wide':
        k = random.randint(1, min(10, len(ok)))
    else:
        k = random.randint(0, min(3, len(ok)))
    if mode == 'wide':
        bases = random.sample(ok[-15:], min(k, len(ok[-15:])))
    else:
        bases = random.sample(ok, k)
    m = merge([mro[b] for b in bases] + [bases])
    if m is not None:
        mro[name] = [name] + m
    out.append(name + ':' + ''.join(' ' + b for b in bases))
print('\n'.join(out))
`,
        tests: [
          { args: '200 random', label: '200 classes, random bases' },
          { args: '200 wide', label: '200 classes with up to 10 bases, deep hierarchy' },
          { args: '200 roots', label: '200 classes without bases' },
          { args: '1 roots', label: 'one class' },
        ],
        validator: String.raw`import sys

def merge(seqs):
    seqs = [list(s) for s in seqs if s]
    result = []
    while seqs:
        head = next((s[0] for s in seqs if not any(s[0] in o[1:] for o in seqs)), None)
        if head is None:
            return None
        result.append(head)
        seqs = [[x for x in s if x != head] for s in seqs]
        seqs = [s for s in seqs if s]
    return result

lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
assert 1 <= len(lines) <= 200, 'class count out of range'
mro = {}
seen = set()
for line in lines:
    name, rest = line.split(':', 1)
    assert name and ' ' not in name and name not in seen, 'bad or repeated class name'
    seen.add(name)
    bases = rest.split()
    assert rest == ''.join(' ' + b for b in bases), 'bad spacing'
    assert len(bases) <= 10 and len(set(bases)) == len(bases), 'too many or repeated bases'
    assert all(b in mro for b in bases), 'base not defined earlier or failed'
    m = merge([mro[b] for b in bases] + [bases])
    if m is not None:
        mro[name] = [name] + m
`,
        wrongSolutions: [
          {
            name: 'depth-first-mro',
            language: 'python3',
            mustFail: 'WA',
            why: 'Uses the old depth-first, left-to-right order keeping first occurrences, which puts a shared base before the other branch and never reports ERROR',
            source: String.raw`import sys
mro = {}
out = []
for line in sys.stdin.read().split('\n'):
    if ':' not in line:
        continue
    name, rest = line.split(':', 1)
    name = name.strip()
    order = [name]
    for b in rest.split():
        for c in mro[b]:
            if c not in order:
                order.append(c)
    mro[name] = order
    out.append(name + ': ' + ' '.join(order))
print('\n'.join(out))
`,
          },
          {
            name: 'no-consistency-check',
            language: 'python3',
            mustFail: 'WA',
            why: 'Takes the first head even when it appears in a tail, so an inconsistent hierarchy gets an order instead of ERROR',
            source: String.raw`import sys
def merge(seqs):
    seqs = [list(s) for s in seqs if s]
    result = []
    while seqs:
        head = next((s[0] for s in seqs if not any(s[0] in o[1:] for o in seqs)), seqs[0][0])
        result.append(head)
        seqs = [[x for x in s if x != head] for s in seqs]
        seqs = [s for s in seqs if s]
    return result
mro = {}
out = []
for line in sys.stdin.read().split('\n'):
    if ':' not in line:
        continue
    name, rest = line.split(':', 1)
    name = name.strip()
    bases = rest.split()
    mro[name] = [name] + merge([mro[b] for b in bases] + [bases])
    out.append(name + ': ' + ' '.join(mro[name]))
print('\n'.join(out))
`,
          },
        ],
      },
      reference: {
        language: 'python3',
        source: String.raw`import sys

def merge(seqs):
    seqs = [list(s) for s in seqs if s]
    result = []
    while seqs:
        head = None
        for s in seqs:
            candidate = s[0]
            if not any(candidate in other[1:] for other in seqs):
                head = candidate
                break
        if head is None:
            return None
        result.append(head)
        seqs = [[x for x in s if x != head] if s[0] == head else s for s in seqs]
        seqs = [s for s in seqs if s]
    return result

def main():
    mro = {}
    out = []
    for line in sys.stdin.read().split('\n'):
        if ':' not in line:
            continue
        name, rest = line.split(':', 1)
        name = name.strip()
        bases = rest.split()
        merged = merge([mro[b] for b in bases] + [bases])
        if merged is None:
            out.append(name + ': ERROR')
        else:
            mro[name] = [name] + merged
            out.append(name + ': ' + ' '.join(mro[name]))
    print('\n'.join(out))

main()
`,
      },
    },
    {
      id: 'oop-undo-redo-editor',
      title: 'Text editor with undo and redo (Command pattern)',
      description:
        'Implement an editor whose edits are command objects that know how to undo themselves. Commands:\n- "type <text>": append the text (everything after "type ", spaces included).\n- "delete n": remove the last n characters (all of them if there are fewer).\n- "undo": revert the most recent edit not yet undone (nothing happens if there is none).\n- "redo": re-apply the most recently undone edit (nothing happens if there is none).\nA new type or delete clears the redo history.\n\nOutput: after each command, the current text in double quotes.',
      examples: [
        {
          input: 'type hello\ntype  world\nundo\nredo',
          output: '"hello"\n"hello world"\n"hello"\n"hello world"',
          explanation: 'The second command types " world" with its leading space.',
        },
        {
          input: 'type abc\ndelete 2\nundo\nundo\nundo',
          output: '"abc"\n"a"\n"abc"\n""\n""',
          explanation: 'The third undo has nothing left to revert.',
        },
      ],
      constraints: ['At most 10^4 commands', 'The text never exceeds 10^5 characters'],
      testCases: [
        v('type hello\ntype  world\nundo\nredo', '"hello"\n"hello world"\n"hello"\n"hello world"'),
        v('type abc\ndelete 2\nundo\nundo\nundo', '"abc"\n"a"\n"abc"\n""\n""'),
        h('undo\nredo\ntype x', '""\n""\n"x"'),
        h('type abc\nundo\ntype z\nredo', '"abc"\n""\n"z"\n"z"'),
        h(
          'type hi\ndelete 10\nundo\ndelete 1\nundo\nredo\nredo',
          '"hi"\n""\n"hi"\n"h"\n"hi"\n"h"\n"h"',
        ),
        h(
          'type a\ntype b\ntype c\nundo\nundo\nredo\ntype d\nundo\nundo\nundo\nundo',
          '"a"\n"ab"\n"abc"\n"ab"\n"a"\n"ab"\n"abd"\n"ab"\n"a"\n""\n""',
        ),
      ],
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
out = []
length = 0
for _ in range(n):
    r = random.random()
    if mode == 'undo':
        kind = 'type' if r < 0.3 else ('undo' if r < 0.65 else 'redo')
    elif mode == 'delete':
        kind = 'type' if r < 0.4 else ('delete' if r < 0.8 else random.choice(('undo', 'redo')))
    else:
        kind = 'type' if r < 0.35 else ('delete' if r < 0.55 else random.choice(('undo', 'redo')))
    if n == 1:
        kind = 'type'
    if kind == 'type':
        if length > 50:
            kind = 'delete'
        else:
            text = ''.join(random.choice('ab c') for _ in range(random.randint(1, 6)))
            out.append('type ' + text)
            length += len(text)
            continue
    if kind == 'delete':
        k = random.randint(1, 2 * length + 2) if mode == 'delete' else random.randint(1, 5)
        out.append('delete %d' % k)
        length = max(0, length - k)
    else:
        out.append(kind)
        length = 60
print('\n'.join(out))
`,
        tests: [
          { args: '10000 random', label: '10,000 commands, text up to 60 characters' },
          { args: '10000 undo', label: '10,000 commands, long undo and redo runs' },
          { args: '10000 delete', label: '10,000 commands, deletes longer than the text' },
          { args: '1 random', label: 'one command' },
        ],
        validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
assert 1 <= len(lines) <= 10**4, 'command count out of range'
doc = ''
done, undone = [], []
for line in lines:
    if line.startswith('type '):
        cmd = ('type', line[5:])
    elif line.startswith('delete '):
        assert line[7:].isdigit(), 'bad delete count'
        cmd = ('delete', int(line[7:]))
    elif line in ('undo', 'redo'):
        src, dst = (done, undone) if line == 'undo' else (undone, done)
        if src:
            c = src.pop()
            dst.append(c)
            if (c[0] == 'type') == (line == 'undo'):
                doc = doc[:len(doc) - len(c[1])]
            else:
                doc = doc + c[1]
        assert len(doc) <= 10**5, 'text too long'
        continue
    else:
        assert False, 'bad command: ' + line
    if cmd[0] == 'delete':
        k = min(cmd[1], len(doc))
        cmd = ('delete', doc[len(doc) - k:])
        doc = doc[:len(doc) - k]
    else:
        doc += cmd[1]
    done.append(cmd)
    undone.clear()
    assert len(doc) <= 10**5, 'text too long'
`,
        wrongSolutions: [
          {
            name: 'redo-survives-edit',
            language: 'python3',
            mustFail: 'WA',
            why: 'Does not clear the redo history on a new edit, so redo re-applies an edit after the text changed',
            source: String.raw`import sys
doc = ''
done, undone = [], []
out = []
for line in sys.stdin.read().split('\n'):
    if line.startswith('type '):
        done.append(('type', line[5:]))
        doc += line[5:]
    elif line.startswith('delete '):
        k = min(int(line[7:]), len(doc))
        done.append(('delete', doc[len(doc) - k:]))
        doc = doc[:len(doc) - k]
    elif line in ('undo', 'redo'):
        src, dst = (done, undone) if line == 'undo' else (undone, done)
        if src:
            c = src.pop()
            dst.append(c)
            if (c[0] == 'type') == (line == 'undo'):
                doc = doc[:len(doc) - len(c[1])]
            else:
                doc += c[1]
    else:
        continue
    out.append('"' + doc + '"')
print('\n'.join(out))
`,
          },
          {
            name: 'delete-not-clamped',
            language: 'python3',
            mustFail: 'WA',
            why: 'Slices doc[:len(doc) - n] without clamping n, so a delete longer than the text wraps around as a negative index',
            source: String.raw`import sys
doc = ''
done, undone = [], []
out = []
for line in sys.stdin.read().split('\n'):
    if line.startswith('type '):
        cmd = ('type', line[5:])
        doc += line[5:]
    elif line.startswith('delete '):
        n = int(line[7:])
        cmd = ('delete', doc[len(doc) - n:])
        doc = doc[:len(doc) - n]
    elif line in ('undo', 'redo'):
        src, dst = (done, undone) if line == 'undo' else (undone, done)
        if src:
            c = src.pop()
            dst.append(c)
            if (c[0] == 'type') == (line == 'undo'):
                doc = doc[:len(doc) - len(c[1])]
            else:
                doc += c[1]
        out.append('"' + doc + '"')
        continue
    else:
        continue
    done.append(cmd)
    undone.clear()
    out.append('"' + doc + '"')
print('\n'.join(out))
`,
          },
        ],
      },
      reference: {
        language: 'python3',
        source: String.raw`import sys

class TypeCommand:
    def __init__(self, text):
        self.text = text

    def apply(self, doc):
        return doc + self.text

    def revert(self, doc):
        return doc[:len(doc) - len(self.text)]

class DeleteCommand:
    def __init__(self, n):
        self.n = n
        self.removed = ''

    def apply(self, doc):
        k = min(self.n, len(doc))
        self.removed = doc[len(doc) - k:]
        return doc[:len(doc) - k]

    def revert(self, doc):
        return doc + self.removed

def main():
    doc = ''
    done, undone = [], []
    out = []
    for line in sys.stdin.read().split('\n'):
        if line.startswith('type '):
            cmd = TypeCommand(line[5:])
        elif line.startswith('delete '):
            cmd = DeleteCommand(int(line[7:]))
        elif line == 'undo':
            if done:
                last = done.pop()
                doc = last.revert(doc)
                undone.append(last)
            out.append('"' + doc + '"')
            continue
        elif line == 'redo':
            if undone:
                again = undone.pop()
                doc = again.apply(doc)
                done.append(again)
            out.append('"' + doc + '"')
            continue
        else:
            continue
        doc = cmd.apply(doc)
        done.append(cmd)
        undone.clear()
        out.append('"' + doc + '"')
    print('\n'.join(out))

main()
`,
      },
    },
  ],
  debug: [
    {
      id: 'oop-debug-discount-traits',
      title: 'Discount rules undercharge and overcharge',
      description:
        'This Rust checkout applies a pricing rule (a trait object) to each cart line "item price qty rule". Prices are in cents. Rules: none; pct:P takes P percent off the line total, rounded down; bxgy:X:Y means in every full group of X + Y items, Y are free; fixed:F takes F cents off the line, never below 0. It prints "item total" per line and "total <sum>". Some lines are priced wrongly.',
      language: 'rust',
      buggyCode: String.raw`use std::io::{self, Read};

trait Rule {
    fn apply(&self, price: i64, qty: i64) -> i64;
}

struct NoRule;
struct Pct(i64);
struct Bxgy(i64, i64);
struct Fixed(i64);

impl Rule for NoRule {
    fn apply(&self, price: i64, qty: i64) -> i64 {
        price * qty
    }
}

impl Rule for Pct {
    fn apply(&self, price: i64, qty: i64) -> i64 {
        price * qty / 100 * (100 - self.0)
    }
}

impl Rule for Bxgy {
    fn apply(&self, price: i64, qty: i64) -> i64 {
        let free = qty / self.0 * self.1;
        (qty - free) * price
    }
}

impl Rule for Fixed {
    fn apply(&self, price: i64, qty: i64) -> i64 {
        (price * qty - self.0).max(0)
    }
}

fn parse_rule(text: &str) -> Box<dyn Rule> {
    let parts: Vec<i64> = text.split(':').skip(1).map(|x| x.parse().unwrap()).collect();
    if text.starts_with("pct") {
        Box::new(Pct(parts[0]))
    } else if text.starts_with("bxgy") {
        Box::new(Bxgy(parts[0], parts[1]))
    } else if text.starts_with("fixed") {
        Box::new(Fixed(parts[0]))
    } else {
        Box::new(NoRule)
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut total = 0;
    let mut out = Vec::new();
    for line in input.lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        if f.len() < 4 {
            continue;
        }
        let price: i64 = f[1].parse().unwrap();
        let qty: i64 = f[2].parse().unwrap();
        let line_total = parse_rule(f[3]).apply(price, qty);
        total += line_total;
        out.push(format!("{} {}", f[0], line_total));
    }
    out.push(format!("total {}", total));
    println!("{}", out.join("\n"));
}
`,
      fixedCode: String.raw`use std::io::{self, Read};

trait Rule {
    fn apply(&self, price: i64, qty: i64) -> i64;
}

struct NoRule;
struct Pct(i64);
struct Bxgy(i64, i64);
struct Fixed(i64);

impl Rule for NoRule {
    fn apply(&self, price: i64, qty: i64) -> i64 {
        price * qty
    }
}

impl Rule for Pct {
    fn apply(&self, price: i64, qty: i64) -> i64 {
        price * qty * (100 - self.0) / 100
    }
}

impl Rule for Bxgy {
    fn apply(&self, price: i64, qty: i64) -> i64 {
        let free = qty / (self.0 + self.1) * self.1;
        (qty - free) * price
    }
}

impl Rule for Fixed {
    fn apply(&self, price: i64, qty: i64) -> i64 {
        (price * qty - self.0).max(0)
    }
}

fn parse_rule(text: &str) -> Box<dyn Rule> {
    let parts: Vec<i64> = text.split(':').skip(1).map(|x| x.parse().unwrap()).collect();
    if text.starts_with("pct") {
        Box::new(Pct(parts[0]))
    } else if text.starts_with("bxgy") {
        Box::new(Bxgy(parts[0], parts[1]))
    } else if text.starts_with("fixed") {
        Box::new(Fixed(parts[0]))
    } else {
        Box::new(NoRule)
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut total = 0;
    let mut out = Vec::new();
    for line in input.lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        if f.len() < 4 {
            continue;
        }
        let price: i64 = f[1].parse().unwrap();
        let qty: i64 = f[2].parse().unwrap();
        let line_total = parse_rule(f[3]).apply(price, qty);
        total += line_total;
        out.push(format!("{} {}", f[0], line_total));
    }
    out.push(format!("total {}", total));
    println!("{}", out.join("\n"));
}
`,
      expectedBehavior:
        'book 1999 1 pct:10 costs 1799; soda 100 6 bxgy:2:1 costs 400 (two of the six are free).',
      hints: [
        'Divide before or after multiplying: which one keeps the cents?',
        'With buy 2 get 1, how many items form one group?',
        'Test each rule on its own with small numbers.',
      ],
      testCases: [
        v('pen 150 4 none\nbook 1999 1 pct:10', 'pen 600\nbook 1799\ntotal 2399'),
        v('soda 100 6 bxgy:2:1', 'soda 400\ntotal 400'),
        h('cap 2500 1 fixed:3000\nmug 800 2 fixed:100', 'cap 0\nmug 1500\ntotal 1500'),
        h('tea 333 3 pct:50', 'tea 499\ntotal 499'),
        h('gum 25 10 bxgy:3:2\nfig 40 4 bxgy:3:2', 'gum 150\nfig 160\ntotal 310'),
        h('tv 100000 1 pct:0\nx 1 1 none', 'tv 100000\nx 1\ntotal 100001'),
        h('ink 199 3 pct:25', 'ink 447\ntotal 447'),
      ],
      bugs: [
        {
          description:
            'Pct divides by 100 before multiplying, throwing away cents (integer division)',
          testIndexes: [0, 3, 6],
        },
        {
          description:
            'Bxgy uses groups of X instead of X + Y items, giving away too many free items',
          testIndexes: [1, 4],
        },
      ],
    },
    {
      id: 'oop-debug-cart-receivers',
      title: 'Coupons vanish and cloned carts share items',
      description:
        'This Go program manages named shopping carts (created on first use). Commands: "add C name price", "coupon C pct" (the cart total gets pct percent off, rounded down; the last coupon wins), "clone A B" (B becomes an independent copy of A), "rename C i name" (rename item i, 0-based) and "show C", which prints "C: item1,item2 total=<t>" or "C: (empty) total=0". Coupons have no effect, and renaming an item in a clone also renames it in the original.',
      language: 'go',
      buggyCode: String.raw`package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

type Item struct {
	Name  string
	Price int
}

type Cart struct {
	Items   []Item
	Percent int
}

func (c *Cart) Add(name string, price int) {
	c.Items = append(c.Items, Item{name, price})
}

func (c Cart) Coupon(pct int) {
	c.Percent = pct
}

func (c *Cart) Clone() *Cart {
	return &Cart{Items: c.Items, Percent: c.Percent}
}

func (c *Cart) Rename(i int, name string) {
	if i >= 0 && i < len(c.Items) {
		c.Items[i].Name = name
	}
}

func (c *Cart) Total() int {
	sum := 0
	for _, it := range c.Items {
		sum += it.Price
	}
	return sum * (100 - c.Percent) / 100
}

func main() {
	carts := map[string]*Cart{}
	get := func(name string) *Cart {
		if carts[name] == nil {
			carts[name] = &Cart{}
		}
		return carts[name]
	}
	scanner := bufio.NewScanner(os.Stdin)
	var out []string
	for scanner.Scan() {
		f := strings.Fields(scanner.Text())
		if len(f) < 2 {
			continue
		}
		switch f[0] {
		case "add":
			price, _ := strconv.Atoi(f[3])
			get(f[1]).Add(f[2], price)
		case "coupon":
			pct, _ := strconv.Atoi(f[2])
			get(f[1]).Coupon(pct)
		case "clone":
			carts[f[2]] = get(f[1]).Clone()
		case "rename":
			i, _ := strconv.Atoi(f[2])
			get(f[1]).Rename(i, f[3])
		case "show":
			c := get(f[1])
			names := []string{}
			for _, it := range c.Items {
				names = append(names, it.Name)
			}
			list := "(empty)"
			if len(names) > 0 {
				list = strings.Join(names, ",")
			}
			out = append(out, fmt.Sprintf("%s: %s total=%d", f[1], list, c.Total()))
		}
	}
	fmt.Println(strings.Join(out, "\n"))
}
`,
      fixedCode: String.raw`package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

type Item struct {
	Name  string
	Price int
}

type Cart struct {
	Items   []Item
	Percent int
}

func (c *Cart) Add(name string, price int) {
	c.Items = append(c.Items, Item{name, price})
}

func (c *Cart) Coupon(pct int) {
	c.Percent = pct
}

func (c *Cart) Clone() *Cart {
	items := make([]Item, len(c.Items))
	copy(items, c.Items)
	return &Cart{Items: items, Percent: c.Percent}
}

func (c *Cart) Rename(i int, name string) {
	if i >= 0 && i < len(c.Items) {
		c.Items[i].Name = name
	}
}

func (c *Cart) Total() int {
	sum := 0
	for _, it := range c.Items {
		sum += it.Price
	}
	return sum * (100 - c.Percent) / 100
}

func main() {
	carts := map[string]*Cart{}
	get := func(name string) *Cart {
		if carts[name] == nil {
			carts[name] = &Cart{}
		}
		return carts[name]
	}
	scanner := bufio.NewScanner(os.Stdin)
	var out []string
	for scanner.Scan() {
		f := strings.Fields(scanner.Text())
		if len(f) < 2 {
			continue
		}
		switch f[0] {
		case "add":
			price, _ := strconv.Atoi(f[3])
			get(f[1]).Add(f[2], price)
		case "coupon":
			pct, _ := strconv.Atoi(f[2])
			get(f[1]).Coupon(pct)
		case "clone":
			carts[f[2]] = get(f[1]).Clone()
		case "rename":
			i, _ := strconv.Atoi(f[2])
			get(f[1]).Rename(i, f[3])
		case "show":
			c := get(f[1])
			names := []string{}
			for _, it := range c.Items {
				names = append(names, it.Name)
			}
			list := "(empty)"
			if len(names) > 0 {
				list = strings.Join(names, ",")
			}
			out = append(out, fmt.Sprintf("%s: %s total=%d", f[1], list, c.Total()))
		}
	}
	fmt.Println(strings.Join(out, "\n"))
}
`,
      expectedBehavior:
        'After "coupon A 10" a cart worth 100 shows total=90, and renaming an item of a clone leaves the original unchanged.',
      hints: [
        'Which receiver does Coupon have? What does a method with a value receiver modify?',
        "Does copying a struct that holds a slice copy the slice's elements?",
        'copy() into a new slice gives the clone its own backing array.',
      ],
      testCases: [
        v('add A pen 100\nadd A book 150\nshow A', 'A: pen,book total=250'),
        v('add A pen 100\ncoupon A 10\nshow A', 'A: pen total=90'),
        h(
          'add A pen 100\nclone A B\nrename B 0 pencil\nshow A\nshow B',
          'A: pen total=100\nB: pencil total=100',
        ),
        h('show Z', 'Z: (empty) total=0'),
        h(
          'add A a 99\nadd A b 1\ncoupon A 50\nclone A B\nrename B 1 c\ncoupon B 0\nshow A\nshow B',
          'A: a,b total=50\nB: a,c total=100',
        ),
        h('add A x 333\ncoupon A 33\nshow A', 'A: x total=223'),
        h('add A x 10\nclone A B\nadd B y 20\nshow A\nshow B', 'A: x total=10\nB: x,y total=30'),
      ],
      bugs: [
        {
          description:
            'Coupon has a value receiver, so it changes a copy of the cart and the percentage is lost',
          testIndexes: [1, 4, 5],
        },
        {
          description:
            'Clone copies the slice header only, so the clone shares its items with the original',
          testIndexes: [2, 4],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'oop-pseudo-plugin-registry',
      title: 'Plugin factory registry',
      description:
        'An image tool loads export plugins (png, jpeg, webp, ...) that all implement an Exporter interface. Write pseudocode for a registry where plugins register a factory under a format name, and the application creates exporters by name without knowing any concrete class.',
      requirements: [
        'Define the Exporter interface and a registry of factories keyed by name',
        'register(name, factory) adds a plugin; create(name, options) builds an exporter',
        'Reject duplicate names and unknown names with clear errors',
        'Create a fresh exporter per call so exporters do not share state',
      ],
      examples: [
        {
          scenario: 'create("webp", {quality: 80}) after the webp plugin registered',
          expectedApproach:
            'The registry calls the webp factory with the options and returns a new exporter.',
        },
      ],
      evaluationCriteria: [
        'Interface and map of factories',
        'Registration rules',
        'Creation through factories',
        'Errors and isolation',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Exporter interface with an export method',
            weight: 2,
            accept: ['interface exporter', 'exporter interface', 'export method'],
          },
          {
            idea: 'A map from name to factory function',
            weight: 3,
            accept: [
              'map name factory',
              'dictionary name factory',
              'factories map',
              'name factory',
            ],
          },
          {
            idea: 'register stores the factory under its normalised name',
            weight: 2,
            accept: ['register name factory', 'register store', 'lowercase name'],
          },
          {
            idea: 'create looks up the factory and calls it to build a new exporter',
            weight: 3,
            accept: ['call factory', 'factory options', 'new exporter', 'lookup factory'],
          },
        ],
        edgeCases: [
          {
            case: 'Registering a name twice',
            accept: ['duplicate', 'already registered', 'twice'],
          },
          {
            case: 'Creating an unknown format',
            accept: ['unknown', 'not registered', 'not found'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'Handing out one stored exporter for every call makes all callers share its state; the registry keeps factories and calls one each time to build a fresh exporter.',
            patterns: [
              'reuse exporter',
              'return same exporter',
              'return same instance',
              'store exporter instance',
              'cache exporter',
              'singleton',
              'create exporter register store',
              'instances key return',
              'instances key exist return',
              'instances key = factory',
              'cache instance',
              'reuse instance',
              'store instance',
              'return existing exporter',
              'return existing instance',
              'return stored exporter',
              'return stored instance',
            ],
          },
          {
            mistake:
              'Silently replacing an existing registration lets a second plugin take over a format without anyone noticing; a name that is already taken must raise an error.',
            patterns: [
              'already overwrite',
              'already replace it',
              'already replace old',
              'already replace previous',
              'already replace factory',
              'duplicate overwrite',
              'duplicate replace',
              'overwrite exist',
              'replace exist',
              'already registered update',
            ],
          },
          {
            mistake:
              'Returning null (or a default exporter) for an unknown format hides the mistake until something fails later; raise a clear error naming the registered formats.',
            patterns: [
              'unknown return null',
              'not registered return null',
              'missing return null',
              'unknown return default',
              'not in factories return null',
              'not registered return default',
              'return null unknown',
              'return null not registered',
              'return null not found',
              'return undefined unknown',
            ],
          },
          {
            mistake:
              'Choosing the class with a switch or if-chain on the name makes the application know every concrete exporter, which is exactly what the factory registry avoids; look the factory up in the map.',
            patterns: [
              'switch name',
              'name == png',
              'name == jpeg',
              'name == webp',
              'format == png',
              'switch format',
            ],
          },
          {
            mistake:
              "Both register and create must normalise the name the same way: a name stored as given but looked up in lower case can never be created, and 'PNG' and 'png' slip past the duplicate check.",
            patterns: [
              'store name as given',
              'register name unchanged',
              'store name as is',
              'register original name',
              'lowercase only in create',
              'lowercase only create',
              'only create lowercase',
            ],
          },
        ],
        modelAnswer: `1. INTERFACE Exporter: method export(image) returns bytes
2. CLASS ExporterRegistry: field factories = empty map name factory (name -> function(options) returning an Exporter)
3. METHOD register(name, factory): SET key = lowercase name
4.    IF key is already registered THEN raise "duplicate exporter" error
5.    ELSE store factories[key] = factory (register name factory)
6. METHOD create(name, options): SET key = lowercase name
7.    IF key is not in factories THEN raise "unknown format" error listing the registered names
8.    ELSE lookup factory and call factory(options), returning a new exporter each time so no state is shared
9. Each plugin module calls registry.register("webp", options -> new WebpExporter(options)) when loaded`,
      },
    },
    {
      id: 'oop-pseudo-composite-size',
      title: 'File system sizes with the Composite pattern',
      description:
        "Write pseudocode for a file system model where File and Directory share a Node interface with name and size(). A directory's size is the total size of everything inside it. Also write a function that prints the tree with indentation and sizes.",
      requirements: [
        'Define the Node interface with size()',
        'File returns its own byte count; Directory sums the sizes of its children recursively',
        'Print the tree with one indentation level per depth',
        'Protect against links that would make the structure cyclic',
      ],
      examples: [
        {
          scenario: 'docs/ holds a.txt (10) and img/ holding b.png (30)',
          expectedApproach: 'docs reports 40 and img reports 30.',
        },
      ],
      evaluationCriteria: [
        'Common interface',
        'Recursive size',
        'Printing with depth',
        'Cycle and empty-directory handling',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Node interface implemented by File and Directory',
            weight: 2,
            accept: ['interface node', 'node interface', 'abstract node', 'implements node'],
          },
          {
            idea: 'Directory size is the sum of children sizes (recursion)',
            weight: 4,
            accept: [
              'sum child size',
              'sum children size',
              'total child size',
              'for each child size',
              'total += size',
              'sum size',
            ],
          },
          {
            idea: 'Print recursively with depth-based indentation',
            weight: 2,
            accept: ['indent depth', 'depth 1', 'indentation depth'],
          },
          {
            idea: 'A File returns its own byte count',
            weight: 2,
            accept: [
              'file returns bytes',
              'file size bytes',
              'file own size',
              'file returns size',
              'file byte count',
            ],
          },
        ],
        edgeCases: [
          {
            case: 'Empty directory has size 0',
            accept: ['empty directory', 'no children', 'size 0'],
          },
          {
            case: 'Avoid cycles from links by tracking visited directories',
            accept: ['visited', 'cycle', 'symlink'],
          },
        ],
        pitfalls: [
          {
            mistake:
              "Adding only the children's own byte counts skips everything inside subdirectories; a directory's size is the sum of child.size() for every child, which recurses into nested directories.",
            patterns: [
              'child bytes',
              'children bytes',
              'add file bytes only',
              'sum file bytes only',
            ],
          },
          {
            mistake:
              "The size is the total of the children's sizes, not how many children there are.",
            patterns: [
              'size = len children',
              'size = length children',
              'size = children length',
              'total += 1',
              'size = children count',
              'return children length',
              'return len children',
            ],
          },
          {
            mistake:
              'Each level of the tree is indented one step deeper, so children are printed with depth + 1; reducing or keeping the depth flattens the tree.',
            patterns: [
              'child depth - 1',
              'printtree child depth -',
              'print child depth -',
              'indent depth - 1',
            ],
          },
          {
            mistake:
              'A directory must be marked visited before its children are summed; marked only afterwards, a link cycle reaches it again unmarked and the recursion never ends.',
            patterns: [
              'after loop add visited',
              'after loop mark visited',
              'after loop visited add',
              'add visited after loop',
              'add visited after children',
              'add visited after sum',
              'mark visited after loop',
              'mark visited after children',
              'mark visited after sum',
              'after summing add visited',
              'after children add visited',
              'visited after children',
            ],
          },
        ],
        modelAnswer: `1. INTERFACE Node: name, method size()
2. CLASS File implements Node: field bytes; size() returns bytes
3. CLASS Directory implements Node: field children = list of Node
4.    METHOD size(visited): IF this is in visited THEN return 0 (a symlink cycle); add this to visited
5.       SET total = 0; FOR each child in children: total += child size (sum children size); an empty directory returns size 0
6.       cache the total and invalidate the cache when children change; return total
7. FUNCTION printTree(node, depth): print indent depth times, then node name and node size()
8.    IF node is a Directory THEN FOR each child: printTree(child, depth + 1)
9. CALL printTree(root, 0)`,
      },
    },
  ],
};
