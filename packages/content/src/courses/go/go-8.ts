import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'go-8',
  order: 8,
  title: 'Generics',
  description:
    'Write type-safe reusable functions and data structures with type parameters and constraints, and know when generics are the right tool.',
  difficulty: 'Hard',
  testType: 'coding',
  objectives: [
    'Declare generic functions and types with type parameters',
    'Use constraints: any, comparable, cmp.Ordered and custom type sets',
    'Build a generic Set type on top of maps',
    'Decide between generics, interfaces and plain code',
  ],
  lesson: `## Type parameters

Since Go 1.18, functions and types can take **type parameters** in square brackets. Each type parameter has a **constraint**, an interface describing which types are allowed.

\`\`\`go
func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func MaxOf[T cmp.Ordered](xs []T) T {   // cmp.Ordered: types supporting < <= > >=
	best := xs[0]
	for _, x := range xs[1:] {
		if x > best {
			best = x
		}
	}
	return best
}

lengths := Map([]string{"go", "rust"}, func(s string) int { return len(s) })  // T, U inferred
\`\`\`

The compiler usually **infers** type arguments from the call. \`any\` allows every type but permits only operations valid for all types (assignment, passing around). \`comparable\` allows \`==\` and \`!=\`, which map keys need. \`cmp.Ordered\` allows ordering operators.

Generic code is compiled once per group of types with the same memory shape, using a dictionary of type information at run time, so it is usually as fast as hand-written code but not always identical. Measure before assuming either way. Type parameters can also appear in return types only, in which case callers must pass them explicitly, as in \`NewSet[int]()\`.

## Type sets

Constraints can list permitted types. A tilde includes all types whose **underlying** type matches:

\`\`\`go
type Number interface {
	~int | ~int64 | ~float64
}

func Sum[T Number](xs []T) T {
	var total T
	for _, x := range xs {
		total += x
	}
	return total
}
\`\`\`

With \`~int\`, a user-defined \`type Celsius int\` is accepted too.

## Generic types

Types can be generic as well. A set built on a map of empty structs is a classic example:

\`\`\`go
type Set[T comparable] struct{ m map[T]struct{} }

func NewSet[T comparable](items ...T) *Set[T] {
	s := &Set[T]{m: make(map[T]struct{})}
	for _, it := range items {
		s.m[it] = struct{}{}
	}
	return s
}
func (s *Set[T]) Has(x T) bool { _, ok := s.m[x]; return ok }

func Intersect[T comparable](a, b *Set[T]) *Set[T] {
	out := NewSet[T]()
	for x := range a.m {
		if b.Has(x) {
			out.m[x] = struct{}{}
		}
	}
	return out
}
\`\`\`

\`struct{}\` occupies zero bytes, so the map stores only keys. Methods cannot declare their own type parameters beyond the type's, which is why operations like \`Intersect\` are top-level functions. Because map iteration is random, sort the elements (\`slices.Sorted(maps.Keys(s.m))\`) before printing.

## When to use generics

The standard library now offers generic helpers in \`slices\`, \`maps\` and \`cmp\`, and since Go 1.23 iterators (\`iter.Seq\`) let generic code range over any sequence. Reach for generics when you write the **same code for several types**, especially containers and algorithms over slices and maps. If the code only calls methods, a plain interface is usually simpler. Do not start with generics; introduce them when duplication appears.`,
  overview: {
    whatYouWillLearn: [
      'Type parameters in square brackets make functions and types generic',
      'Constraints are interfaces; any, comparable and cmp.Ordered cover common needs',
      'Type sets with ~ accept types by their underlying type',
      'Type arguments are usually inferred from call arguments',
      'A map of empty structs implements a memory-efficient set',
      'Use generics for repeated type-agnostic code and interfaces for behaviour',
    ],
    proTip:
      'Check the slices and maps packages before writing a generic helper; Contains, Index, SortFunc, Compact and Keys probably already exist.',
  },
  mcqs: [],
  problems: [
    {
      id: 'go-set-operations',
      title: 'Set Operations',
      description:
        'The input has exactly two lines, each containing zero or more integers separated by spaces (values may repeat). Treat each line as a set A and B. Print three lines: the union of A and B, the intersection of A and B, and the difference A minus B. Print each set in ascending order separated by single spaces, or the word "empty" if it has no elements.',
      examples: [
        {
          input: '1 2 3 4\n3 4 5',
          output: '1 2 3 4 5\n3 4\n1 2',
          explanation:
            'The union has 1 to 5, the common elements are 3 and 4, and 1 and 2 are only in A.',
        },
        { input: '5 5 1\n1', output: '1 5\n1\n5', explanation: 'Duplicates count once.' },
      ],
      constraints: [
        'Each line has at most 100 000 integers',
        '-10^9 <= value <= 10^9',
        'The second line may be empty',
      ],
      testCases: [
        t('1 2 3 4\n3 4 5', '1 2 3 4 5\n3 4\n1 2', false),
        t('5 5 1\n1', '1 5\n1\n5', false),
        t('1 2\n3 4', '1 2 3 4\nempty\n1 2'),
        t('7 8\n8 7 7', '7 8\n7 8\nempty'),
        t('-1 -2 10\n-2 0', '-2 -1 0 10\n-2\n-1 10'),
        t('42\n', '42\nempty\n42'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

lines = sys.stdin.read().split('\n')
a = set(map(int, lines[0].split())) if len(lines) > 0 else set()
b = set(map(int, lines[1].split())) if len(lines) > 1 else set()

def fmt(s):
    return ' '.join(map(str, sorted(s))) if s else 'empty'

print(fmt(a | b))
print(fmt(a & b))
print(fmt(a - b))
`,
      },
      judge: {
        intendedComplexity: 'O(n log n) with hash sets and one sort',
        generator: `import random, sys
args = sys.stdin.readline().split()
na, nb, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
B = 10**9
if mode == 'dups':
    # long lines of few distinct values
    pa = random.sample(range(-999, 1000), 1000)
    pb = pa[:100] + random.sample(range(1000, 10000), 900)
    a = [random.choice(pa) for _ in range(na)]
    b = [random.choice(pb) for _ in range(nb)]
elif mode == 'distinct':
    vals = random.sample(range(-B, B + 1), na + nb)
    a = vals[:na]
    b = vals[na:] + random.sample(a, min(na, nb) // 2)
    random.shuffle(b)
    b = b[:nb]
elif mode == 'equal':
    a = [random.randint(-B, B) for _ in range(na)]
    b = a[:]
    random.shuffle(b)
elif mode == 'extremes':
    a = [random.choice((-B, B, 0)) for _ in range(na)]
    b = [random.choice((-B, B)) for _ in range(nb)]
else:
    raise SystemExit('unknown mode ' + mode)
print(' '.join(map(str, a)))
print(' '.join(map(str, b)))
`,
        tests: [
          { args: '100000 100000 dups', label: '100,000 values per line, 1,000 distinct' },
          { args: '20000 20000 distinct', label: '20,000 distinct values per line' },
          { args: '10000 10000 equal', label: 'A equals B, 10,000 values' },
          { args: '1000 0 extremes', label: 'B empty, values -10^9, 0, 10^9' },
          { args: '1 1 extremes', label: 'one value per line' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
assert all(line.strip() == '' for line in lines[2:]), 'exactly two lines'
for line in lines[:2]:
    values = line.split()
    assert len(values) <= 100000, 'at most 100,000 integers per line'
    assert all(-10**9 <= int(v) <= 10**9 for v in values), 'value out of range'
`,
        wrongSolutions: [
          {
            name: 'list-membership',
            language: 'python3',
            mustFail: 'TLE',
            why: 'Tests membership in the list B for every element of A: O(|A| * |B|), 10^10 steps for two lines of 100,000',
            source: `import sys

lines = sys.stdin.read().split('\\n')
a = list(map(int, lines[0].split())) if len(lines) > 0 else []
b = list(map(int, lines[1].split())) if len(lines) > 1 else []

def fmt(s):
    return ' '.join(map(str, sorted(set(s)))) if s else 'empty'

print(fmt(a + b))
print(fmt([x for x in a if x in b]))
print(fmt([x for x in a if x not in b]))
`,
          },
          {
            name: 'keeps-repeats',
            language: 'python3',
            mustFail: 'WA',
            why: 'Builds the intersection and difference from the list A, so repeated values of A are printed twice',
            source: `import sys

lines = sys.stdin.read().split('\\n')
a = list(map(int, lines[0].split())) if len(lines) > 0 else []
b = set(map(int, lines[1].split())) if len(lines) > 1 else set()

def fmt(s):
    return ' '.join(map(str, sorted(s))) if s else 'empty'

print(fmt(sorted(set(a) | b)))
print(fmt([x for x in a if x in b]))
print(fmt([x for x in a if x not in b]))
`,
          },
        ],
      },
    },
  ],
};
