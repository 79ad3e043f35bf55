import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'go-6',
  order: 6,
  title: 'Interfaces',
  description:
    'Describe behaviour with small interfaces, rely on implicit satisfaction, use type assertions and switches, and avoid the nil interface trap.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Define interfaces and satisfy them implicitly',
    'Use standard interfaces such as io.Reader, io.Writer, fmt.Stringer and error',
    'Inspect dynamic types with type assertions and type switches',
    'Explain interface values, nil interfaces and design guidelines',
  ],
  lesson: `## Implicit interfaces

An interface type lists method signatures. Any type that has those methods **satisfies** the interface automatically; there is no \`implements\` keyword. This decouples packages: a type can satisfy an interface defined long after it was written, in a package it has never heard of.

\`\`\`go
type Shape interface {
	Area() float64
	Perimeter() float64
}

type Rect struct{ W, H float64 }
func (r Rect) Area() float64      { return r.W * r.H }
func (r Rect) Perimeter() float64 { return 2 * (r.W + r.H) }

type Circle struct{ R float64 }
func (c Circle) Area() float64      { return math.Pi * c.R * c.R }
func (c Circle) Perimeter() float64 { return 2 * math.Pi * c.R }

func total(shapes []Shape) (sum float64) {
	for _, s := range shapes {
		sum += s.Area()   // dynamic dispatch
	}
	return sum
}
\`\`\`

The method set matters: if methods have pointer receivers, only the pointer type (\`*T\`) satisfies the interface. A compile-time assertion such as \`var _ Shape = Rect{}\` documents and checks that a type satisfies an interface.

## Small interfaces

Go's standard library is built on tiny interfaces. \`io.Reader\` has one method, \`Read(p []byte) (n int, err error)\`, and \`io.Writer\` has \`Write\`. Because files, network connections, buffers, compressors and HTTP bodies all implement them, functions like \`io.Copy(dst, src)\` work with any combination. \`fmt.Stringer\` (\`String() string\`) controls how \`fmt\` prints a value, and \`error\` is itself an interface. The Go proverb: "The bigger the interface, the weaker the abstraction." Interfaces are usually defined by the **consumer** (the package that needs the behaviour), and functions should "accept interfaces, return concrete types".

## The empty interface and type assertions

\`any\` (an alias for \`interface{}\`) is satisfied by every type. Getting a concrete value back requires a **type assertion**:

\`\`\`go
var v any = 42
n, ok := v.(int)      // ok is true, n is 42; without ok a wrong type would panic
switch x := v.(type) { // type switch
case int:
	fmt.Println("int", x+1)
case string:
	fmt.Println("string", len(x))
default:
	fmt.Printf("other %T\\n", x)
}
\`\`\`

Prefer generics or specific interfaces over \`any\` when you can, since they keep type safety.

## Interface values and nil

An interface value holds two things: a **dynamic type** and a **dynamic value**. It equals \`nil\` only when both are unset. Storing a nil pointer in an interface produces a non-nil interface, a famous trap:

\`\`\`go
type MyError struct{ Op string }

func (e *MyError) Error() string { return e.Op + " failed" }

func find() error {
	var e *MyError = nil
	return e               // returns a non-nil error holding a nil *MyError!
}
\`\`\`

Return a literal \`nil\` for "no error". Also note that calling a method on an interface is an indirect call, and storing small values in interfaces may allocate, which matters only in very hot loops.`,
  overview: {
    whatYouWillLearn: [
      'Types satisfy interfaces implicitly by having the required methods',
      'Pointer-receiver methods mean only *T satisfies the interface',
      'Small standard interfaces such as io.Reader and io.Writer enable composition',
      'Consumers define interfaces; functions accept interfaces and return concrete types',
      'Type assertions with comma-ok and type switches recover concrete types',
      'An interface holding a nil pointer is not itself nil',
    ],
    proTip:
      'Add var _ Interface = (*Type)(nil) next to a type that must satisfy an interface; the build breaks the moment a method signature drifts.',
  },
  mcqs: [
    {
      question: 'How does a Go type declare that it implements an interface?',
      options: {
        A: 'With an `implements` clause on the type',
        B: 'By embedding the interface in the struct',
        C: 'By registering the type in an `init` function',
        D: "It doesn't; the methods are enough",
      },
      correct: 'D',
      explanation: 'Interface satisfaction is implicit and structural.',
    },
    {
      question:
        'If `Area` has a pointer receiver (`func (r *Rect) Area()`), which type satisfies an interface requiring `Area`?',
      options: {
        A: 'Only the value type `Rect`, not `*Rect`',
        B: 'Only the pointer type `*Rect`',
        C: 'Both `Rect` and `*Rect`',
        D: "Neither type: a pointer receiver can't satisfy an interface",
      },
      correct: 'B',
      explanation: "Only the pointer type's method set includes pointer-receiver methods.",
    },
    {
      question: 'What does `n, ok := v.(int)` do when `v` holds a string?',
      options: {
        A: 'It sets `ok` to false and `n` to zero',
        B: 'It panics with an interface conversion error at run time',
        C: 'It converts the string to an `int` with `strconv`',
        D: "A compile error, since `v` isn't an `int`",
      },
      correct: 'A',
      explanation: 'The comma-ok form of a type assertion reports failure instead of panicking.',
    },
    {
      question:
        'Why can a function returning a nil `*MyError` as an `error` produce a non-nil error?',
      options: {
        A: 'Pointers to error types (`*T`) can never be nil',
        B: 'The `error` interface always wraps its value',
        C: 'The interface still has a dynamic type, `*MyError`',
        D: 'The compiler replaces `nil` with an empty error',
      },
      correct: 'C',
      explanation: 'An interface is nil only if both its type and value are unset.',
    },
    {
      question: 'Which interface lets a type control how `Println` prints it?',
      options: {
        A: '`io.Writer`',
        B: '`io.Reader`',
        C: '`json.Marshaler`',
        D: '`fmt.Stringer`',
      },
      correct: 'D',
      explanation:
        '`fmt` calls the `String() string` method when a value implements `Stringer` (an `error` value prints through its `Error` method instead).',
    },
    {
      question: 'What does the Go guideline "accept interfaces, return concrete types" encourage?',
      options: {
        A: 'Flexible inputs for callers and full, specific results',
        B: 'Returning `any` from every exported function',
        C: 'One large interface per package for all its types',
        D: 'Avoiding interfaces except in test code',
      },
      correct: 'A',
      explanation:
        'Parameters as small interfaces widen applicability, while concrete results expose all capabilities.',
    },
    {
      question: 'What is `any` in Go?',
      options: {
        A: 'A generic type parameter that functions declare implicitly',
        B: 'An alias for `interface{}`, satisfied by every type',
        C: 'A keyword that turns off type checking',
        D: 'A numeric type, like `int | float64`',
      },
      correct: 'B',
      explanation: '`any` was added in Go 1.18 as an alias for the empty interface.',
    },
    {
      question: 'Why does `io.Copy` work with files, network connections and buffers alike?',
      options: {
        A: 'It uses reflection on each type',
        B: 'All of them embed a common `Stream` struct (`io.Stream`)',
        C: 'They all implement `io.Reader` or `io.Writer`',
        D: 'It only works with files; the others are wrapped first',
      },
      correct: 'C',
      explanation:
        '`io.Copy` takes an `io.Writer` and an `io.Reader`, so any type with those methods works.',
    },
    {
      question: 'What does `var _ Shape = Rect{}` do?',
      options: {
        A: 'Checks at compile time that `Rect` satisfies `Shape`',
        B: 'Creates a global `Shape` that is never garbage-collected',
        C: 'Registers `Rect` so `Shape` can find it at run time',
        D: 'Converts every `Rect` into a `Shape` automatically',
      },
      correct: 'A',
      explanation: "The assignment only compiles if `Rect` has all of `Shape`'s methods.",
    },
    {
      question: 'What does a type switch `switch x := v.(type)` give you in each case?',
      options: {
        A: '`x` always typed as `any`, needing a further assertion',
        B: '`x` converted to the type of each case with `strconv`',
        C: '`x` as a pointer to the stored value',
        D: "`x` typed as that case's type",
      },
      correct: 'D',
      explanation:
        "In each single-type case, `x` has that case's type; in `default` it keeps the interface type.",
    },
    {
      question: 'Who should usually define an interface in Go?',
      options: {
        A: 'The package that defines and implements the concrete type',
        B: 'The consumer package that needs the behaviour',
        C: 'A shared `interfaces` package imported by everyone',
        D: 'The standard library only',
      },
      correct: 'B',
      explanation:
        'Interfaces are usually defined where they are used, listing only the methods that code needs.',
    },
    {
      question:
        'What does the proverb "The bigger the interface, the weaker the abstraction" recommend?',
      options: {
        A: 'Put all methods of a type in one interface',
        B: 'Avoid interfaces and use concrete types only',
        C: 'Keep interfaces small, often with one method',
        D: 'Prefer `any` over named interfaces',
      },
      correct: 'C',
      explanation:
        'Small interfaces such as `io.Reader` are satisfied by many types, which makes them powerful.',
    },
    {
      question: 'Why prefer generics or specific interfaces over `any`?',
      options: {
        A: '`any` values cannot be stored in slices',
        B: 'They keep type safety instead of needing assertions',
        C: '`any` is deprecated since Go 1.21',
        D: 'Generic code always runs faster than interfaces',
      },
      correct: 'B',
      explanation:
        'With `any` the compiler cannot check types, so you need assertions that may fail at run time.',
    },
  ],
  problems: [],
};
