import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'go-5',
  order: 5,
  title: 'Structs, Methods and Pointers',
  description: 'Model data with structs, attach behaviour with value and pointer receivers, work with pointers, and reuse code through embedding.',
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
    proTip: 'Design types so their zero value is ready to use; callers can then declare them with var and skip constructors entirely.',
  },
  mcqs: [
    {
      question: 'What value does a field get if it is omitted from a struct literal?',
      options: { A: 'nil for every type', B: 'A compile error occurs', C: 'The zero value of its type', D: 'An undefined value' },
      correct: 'C',
      explanation: 'Go initialises all omitted fields to their zero values.',
    },
    {
      question: 'Is it safe to return &local from a Go function?',
      options: {
        A: 'Yes; escape analysis places the variable on the heap if needed',
        B: 'No; it creates a dangling pointer',
        C: 'Only for int variables',
        D: 'Only with the unsafe package',
      },
      correct: 'A',
      explanation: 'Go manages memory automatically, so addresses of locals remain valid.',
    },
    {
      question: 'When should a method use a pointer receiver?',
      options: {
        A: 'Only when the struct has no fields',
        B: 'Never; value receivers are always better',
        C: 'Only for exported methods',
        D: 'When it modifies the receiver or the struct is large or must not be copied',
      },
      correct: 'D',
      explanation: 'Pointer receivers avoid copies and let the method change the caller\'s value.',
    },
    {
      question: 'A function takes an Account by value and changes its Balance. What happens to the caller\'s Account?',
      options: {
        A: 'It changes too',
        B: 'Nothing; the function modified a copy',
        C: 'It is set to its zero value',
        D: 'The program panics',
      },
      correct: 'B',
      explanation: 'Structs are copied when passed by value.',
    },
    {
      question: 'What does embedding Timestamps inside Document provide?',
      options: {
        A: 'Promotion of Timestamps\' fields and methods to Document',
        B: 'Inheritance with virtual method overriding',
        C: 'A pointer from Timestamps back to Document',
        D: 'Automatic JSON serialisation',
      },
      correct: 'A',
      explanation: 'Embedding is composition with promoted members, not inheritance.',
    },
    {
      question: 'What is the conventional name of a constructor function for type Server?',
      options: { A: 'Server.new', B: 'CreateServer', C: 'NewServer', D: 'server.init' },
      correct: 'C',
      explanation: 'Go uses plain functions named NewT by convention.',
    },
    {
      question: 'Which operation does Go NOT support on pointers?',
      options: { A: 'Taking an address with &', B: 'Dereferencing with *', C: 'Comparing with nil', D: 'Pointer arithmetic such as p + 1' },
      correct: 'D',
      explanation: 'Go omits pointer arithmetic for safety (outside the unsafe package).',
    },
    {
      question: 'What is a struct tag such as json:"title,omitempty" used for?',
      options: {
        A: 'Making a field private',
        B: 'Metadata read via reflection, for example to control JSON encoding',
        C: 'Documenting the field for godoc',
        D: 'Setting a default value',
      },
      correct: 'B',
      explanation: 'Packages like encoding/json inspect tags to map fields to keys.',
    },
  ],
  problems: [],
};
