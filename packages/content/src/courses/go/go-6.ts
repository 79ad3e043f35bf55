import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'go-6',
  order: 6,
  title: 'Interfaces',
  description: 'Describe behaviour with small interfaces, rely on implicit satisfaction, use type assertions and switches, and avoid the nil interface trap.',
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
    proTip: 'Add var _ Interface = (*Type)(nil) next to a type that must satisfy an interface; the build breaks the moment a method signature drifts.',
  },
  mcqs: [
    {
      question: 'How does a Go type declare that it implements an interface?',
      options: {
        A: 'With the implements keyword',
        B: 'By embedding the interface',
        C: 'By registering it in an init function',
        D: 'It does not declare it; having the methods is enough',
      },
      correct: 'D',
      explanation: 'Interface satisfaction is implicit and structural.',
    },
    {
      question: 'If Area has a pointer receiver (func (r *Rect) Area()), which type satisfies an interface requiring Area?',
      options: { A: 'Only the value type Rect', B: 'Only the pointer type *Rect', C: 'Both the value and the pointer type', D: 'Neither type' },
      correct: 'B',
      explanation: 'Only the pointer type\'s method set includes pointer-receiver methods.',
    },
    {
      question: 'What does n, ok := v.(int) do when v holds a string?',
      options: {
        A: 'Sets ok to false and n to 0 without panicking',
        B: 'Panics',
        C: 'Converts the string to an int',
        D: 'Fails to compile',
      },
      correct: 'A',
      explanation: 'The comma-ok form of a type assertion reports failure instead of panicking.',
    },
    {
      question: 'Why can a function returning a nil *MyError as an error produce a non-nil error?',
      options: {
        A: 'Pointers are never nil in Go',
        B: 'The error interface always wraps errors',
        C: 'The interface value has a dynamic type (*MyError) even though the pointer is nil',
        D: 'The compiler converts nil to an empty error',
      },
      correct: 'C',
      explanation: 'An interface is nil only if both its type and value are unset.',
    },
    {
      question: 'Which interface lets a type control how fmt.Println prints it?',
      options: { A: 'io.Writer', B: 'error', C: 'fmt.Formatter only', D: 'fmt.Stringer' },
      correct: 'D',
      explanation: 'fmt calls the String() string method when a value implements Stringer.',
    },
    {
      question: 'What does the Go guideline "accept interfaces, return concrete types" encourage?',
      options: {
        A: 'Flexible inputs for callers and full, specific results for users',
        B: 'Returning any from every function',
        C: 'Defining one huge interface per package',
        D: 'Avoiding interfaces altogether',
      },
      correct: 'A',
      explanation: 'Parameters as small interfaces widen applicability, while concrete results expose all capabilities.',
    },
    {
      question: 'What is any in Go?',
      options: {
        A: 'A generic type parameter',
        B: 'An alias for interface{}, satisfied by every type',
        C: 'A keyword for dynamic typing',
        D: 'A type that can only hold numbers',
      },
      correct: 'B',
      explanation: 'any was added in Go 1.18 as an alias for the empty interface.',
    },
    {
      question: 'Why does io.Copy work with files, network connections and buffers alike?',
      options: {
        A: 'It uses reflection on concrete types',
        B: 'All those types inherit from a Stream class',
        C: 'It accepts io.Writer and io.Reader, which all of them implement',
        D: 'It only works with files',
      },
      correct: 'C',
      explanation: 'Small interfaces make functions applicable to any type with the methods.',
    },
  ],
  problems: [],
};
