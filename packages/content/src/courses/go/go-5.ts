import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'go-5',
  order: 5,
  title: 'Structs, Methods and Pointers',
  description:
    'Model data with structs, attach behaviour with value and pointer receivers, work with pointers, and reuse code through embedding.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Define structs, struct literals and constructor functions',
    'Use pointers safely and explain when Go copies values',
    'Choose between value and pointer receivers for methods',
    'Compose types with struct embedding and field tags',
  ],
  lesson: `## Structs

A struct groups named fields. Go has no classes; structs plus methods fill that role.

\`\`\`go
type Account struct {
	Owner   string
	Balance int64   // cents
	tags    []string // lowercase: unexported, private to the package
}

a := Account{Owner: "Ana", Balance: 5000}   // keyed literal: preferred
var empty Account                          // zero value: "", 0, nil
p := &Account{Owner: "Bo"}                 // pointer to a new struct
p.Balance += 100                           // automatic dereference: (*p).Balance
\`\`\`

Fields not mentioned in a literal get their zero values, and a well-designed type's zero value should be usable (\`var mu sync.Mutex\` and \`var buf bytes.Buffer\` work immediately). When construction needs validation, write a **constructor function** by convention named \`NewAccount\`, returning \`*Account\` or \`(*Account, error)\`. Structs are compared with \`==\` if all their fields are comparable.

## Pointers

A pointer holds the address of a value: \`&x\` takes the address and \`*p\` dereferences it. Go has **no pointer arithmetic**, and it is safe to return the address of a local variable: the compiler's escape analysis moves it to the heap when needed, and the garbage collector frees it. Dereferencing a \`nil\` pointer panics.

Assignment and function calls **copy** values, including structs. Passing a large struct by value copies all its fields, and a function receiving a copy cannot modify the caller's struct. Pass a pointer to share and mutate.

## Methods and receivers

A method is a function with a **receiver**:

\`\`\`go
func (a Account) Describe() string {             // value receiver: works on a copy
	return fmt.Sprintf("%s: %d.%02d", a.Owner, a.Balance/100, a.Balance%100)
}

func (a *Account) Deposit(cents int64) error {   // pointer receiver: can modify
	if cents <= 0 {
		return errors.New("deposit must be positive")
	}
	a.Balance += cents
	return nil
}
\`\`\`

Use a **pointer receiver** when the method modifies the receiver, when the struct is large, or when it contains fields that must not be copied (such as a \`sync.Mutex\`). Use value receivers for small, immutable types. Be consistent: if any method needs a pointer receiver, give all methods of the type pointer receivers. Go automatically takes the address when you call a pointer method on an addressable value (\`a.Deposit(10)\` works on a variable \`a\`).

## Embedding

Go favours **composition**. Embedding a type (listing it without a field name) promotes its fields and methods to the outer struct:

\`\`\`go
type Timestamps struct{ Created, Updated time.Time }
func (t *Timestamps) Touch() { t.Updated = time.Now() }

type Document struct {
	Timestamps            // embedded
	Title string
}

var d Document
d.Touch()                 // promoted method
fmt.Println(d.Created)    // promoted field
\`\`\`

Embedding is not inheritance: \`Document\` is not a \`Timestamps\`, and there is no method overriding or virtual dispatch. **Struct tags** such as \`json:"title,omitempty"\` attach metadata that packages like \`encoding/json\` read via reflection to control serialisation.`,
  overview: {
    whatYouWillLearn: [
      'Structs with keyed literals and useful zero values replace classes',
      'Constructor functions named NewX validate and initialise values',
      'Go copies values on assignment and calls; pointers share them',
      'Returning the address of a local is safe thanks to escape analysis',
      'Pointer receivers modify the receiver; value receivers work on copies',
      'Embedding promotes fields and methods without inheritance',
    ],
    proTip:
      'Design types so their zero value is ready to use; callers can then declare them with var and skip constructors entirely.',
  },
  mcqs: [
    {
      question: 'What value does a field get if it is omitted from a struct literal?',
      options: {
        A: '`nil`, for any type',
        B: 'The zero value of its type',
        C: 'A compile error for the missing field',
        D: 'An undefined value until assigned',
      },
      correct: 'B',
      explanation: 'Go initialises all omitted fields to their zero values.',
    },
    {
      question: 'Is it safe to return `&local` from a Go function?',
      options: {
        A: 'No; the pointer dangles into a dead stack frame',
        B: 'Yes; escape analysis moves it to the heap if needed',
        C: 'Only for small types such as `int`',
        D: 'Only through the `unsafe` package',
      },
      correct: 'B',
      explanation: 'Go manages memory automatically, so addresses of locals remain valid.',
    },
    {
      question: 'When should a method use a pointer receiver?',
      options: {
        A: 'Only when the struct has no fields',
        B: 'Never; value receivers are always preferred',
        C: 'Only for exported methods',
        D: 'When it modifies the receiver or copying is costly',
      },
      correct: 'D',
      explanation: "Pointer receivers avoid copies and let the method change the caller's value.",
    },
    {
      question:
        "A function takes an `Account` by value and changes its `Balance`. What happens to the caller's `Account`?",
      options: {
        A: "The caller's balance changes too, since structs are references",
        B: 'Nothing; the function changed a copy',
        C: 'It is reset to `Account{}`',
        D: 'The program panics at run time',
      },
      correct: 'B',
      explanation: 'Structs are copied when passed by value.',
    },
    {
      question: 'What does embedding `Timestamps` inside `Document` provide?',
      options: {
        A: 'Its fields and methods are promoted to `Document`',
        B: 'Inheritance, with virtual dispatch and method overriding',
        C: 'A pointer from `Timestamps` back to `Document`',
        D: 'Automatic JSON encoding of the timestamps',
      },
      correct: 'A',
      explanation: 'Embedding is composition with promoted members, not inheritance.',
    },
    {
      question: 'What is the conventional name of a constructor function for type `Server`?',
      options: {
        A: '`Server.new()`',
        B: '`CreateServer()`',
        C: '`NewServer()`',
        D: '`init()`',
      },
      correct: 'C',
      explanation:
        'Go uses plain functions named `NewT` by convention; `init` is a special package initialiser.',
    },
    {
      question: 'Which operation does Go NOT support on pointers?',
      options: {
        A: 'Taking the address of a local variable with `&`',
        B: 'Dereferencing with `*p` to read the value',
        C: 'Comparing with `nil` using `==` or `!=`',
        D: 'Pointer arithmetic such as `p + 1`',
      },
      correct: 'D',
      explanation: 'Go omits pointer arithmetic for safety (outside the `unsafe` package).',
    },
    {
      question: 'What is a struct tag such as `json:"title,omitempty"` used for?',
      options: {
        A: 'Making the field private to its package, whatever its name',
        B: 'Metadata that packages read through reflection',
        C: 'Documentation shown by `go doc`',
        D: 'A default value used when the field is empty',
      },
      correct: 'B',
      explanation: 'Packages like `encoding/json` inspect tags to map fields to keys.',
    },
    {
      question:
        "The lesson's `Account` struct has a `tags []string` field. What does `a == b` do for two accounts?",
      options: {
        A: 'Compares every field, including the contents of the slice',
        B: "Compares the two structs' addresses",
        C: 'Fails to compile, because slices are not comparable',
        D: 'Compares only the exported fields',
      },
      correct: 'C',
      explanation: 'Structs are comparable only if all their fields are; slices are not.',
    },
    {
      question:
        'What happens when a pointer-receiver method is called on an addressable variable `a`, as in `a.Deposit(10)`?',
      options: {
        A: 'It fails to compile unless you write `(&a).Deposit(10)`',
        B: 'Go takes the address of `a` for you',
        C: 'It runs on a copy of `a`, losing the change',
        D: 'Go converts the method to a value receiver just for this call',
      },
      correct: 'B',
      explanation: 'Go rewrites the call to `(&a).Deposit(10)` for addressable values.',
    },
    {
      question: 'Why should a struct containing a `sync.Mutex` use pointer receivers?',
      options: {
        A: 'A `sync.Mutex` only works inside exported methods',
        B: 'Value receivers cannot call methods on their fields',
        C: 'Copying the struct would copy the mutex, which must not happen',
        D: 'Pointer receivers lock the mutex automatically',
      },
      correct: 'C',
      explanation:
        'A value receiver works on a copy, and a copied mutex no longer protects the original.',
    },
    {
      question: 'What is the zero value of `p` in `var p *Account`?',
      options: {
        A: '`&Account{}`',
        B: '`nil`, pointing nowhere',
        C: '`Account{}`, an empty struct',
        D: 'A pointer to an empty `Account`',
      },
      correct: 'B',
      explanation: 'The zero value of every pointer type is `nil`.',
    },
    {
      question: 'What happens when you dereference a `nil` pointer?',
      options: {
        A: 'It returns the zero value of the type',
        B: 'The compiler rejects the program',
        C: 'The program panics at run time',
        D: 'It reads whatever memory is at address 0',
      },
      correct: 'C',
      explanation: 'Dereferencing `nil` causes a run-time panic.',
    },
  ],
  problems: [],
};
