import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'csharp-2',
  order: 2,
  title: 'Types, Variables and Operators',
  description:
    'Use C# value and reference types, var, constants, numeric conversions, strings and operators including the null-related ones.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Distinguish value types from reference types',
    'Declare variables with explicit types, var, const and readonly',
    'Convert between numeric types with casts, Parse and TryParse',
    'Use arithmetic, comparison, logical and null operators',
  ],
  lesson: `## Value types and reference types

Every C# type is either a **value type** or a **reference type**. Value types (\`int\`, \`long\`, \`double\`, \`decimal\`, \`bool\`, \`char\`, structs and enums) store their data directly; assigning one copies the value. Reference types (classes, \`string\`, arrays, delegates) store a reference to an object on the managed heap; assigning one copies the reference, so both variables see the same object.

\`\`\`csharp
int a = 5;
int b = a;      // copy: changing b leaves a at 5
int[] xs = { 1, 2, 3 };
int[] ys = xs;  // same array
ys[0] = 99;     // xs[0] is now 99 too
\`\`\`

All types derive from \`object\`, and \`int\` is simply an alias for \`System.Int32\`. \`string\` is a reference type but is **immutable**, so it behaves like a value in practice, and \`==\` on strings compares contents.

## Declaring variables

\`\`\`csharp
int count = 0;
var name = "Ada";            // inferred as string; still statically typed
const double Rate = 0.2;     // compile-time constant
decimal price = 19.99m;      // m suffix: decimal literal, exact base-10
long big = 3_000_000_000L;
\`\`\`

\`var\` requires an initialiser and infers the type at compile time. \`const\` values are baked in at compile time; \`readonly\` fields are set once, in a declaration or constructor. Use \`decimal\` for money: \`double\` is binary floating point, so \`0.1 + 0.2\` is not exactly \`0.3\`, while \`decimal\` represents base-10 fractions exactly.

## Conversions

Widening conversions (\`int\` to \`long\` or \`double\`) are implicit. Narrowing requires a **cast**, which truncates: \`(int)9.99\` is \`9\`. Integer overflow wraps silently by default; wrap code in \`checked { }\` or enable overflow checking in the project to throw \`OverflowException\` instead. To convert text, \`int.Parse("42")\` throws \`FormatException\` on bad input, while the safer pattern is:

\`\`\`csharp
string input = "21";
if (int.TryParse(input, out int value))
    Console.WriteLine(value * 2);
else
    Console.WriteLine("not a number");
\`\`\`

## Operators

Arithmetic is \`+ - * / %\`; dividing two integers truncates toward zero (\`7 / 2\` is \`3\`). Comparisons return \`bool\`, and \`&&\`/\`||\` short-circuit. The conditional operator \`cond ? a : b\` chooses a value.

C# has several operators for \`null\`:

- \`x?.Length\` (null-conditional) returns \`null\` instead of throwing when \`x\` is \`null\`.
- \`x ?? "default"\` (null-coalescing) substitutes a value when the left side is \`null\`.
- \`x ??= new List<int>()\` assigns only if \`x\` is \`null\`.

Nullable value types add \`null\` to a value type: \`int? age = null;\` with \`age.HasValue\` and \`age.GetValueOrDefault()\`. Pattern-based checks such as \`if (obj is null)\` and \`is not null\` read naturally and cannot be fooled by overloaded \`==\` operators.`,
  overview: {
    whatYouWillLearn: [
      'Value types copy data while reference types copy references',
      'string is an immutable reference type compared by contents with ==',
      'var infers a static type; const and readonly restrict changes',
      'decimal represents base-10 fractions exactly and suits money',
      'Casts truncate and overflow wraps unless checked',
      'TryParse and the ?., ?? and ??= operators handle bad input and nulls',
    ],
    proTip:
      'Prefer TryParse over Parse for anything typed by a user or read from a file; exceptions should not be your input validation.',
  },
  mcqs: [
    {
      question: 'Which of these is a reference type in C#?',
      options: {
        A: 'int',
        B: 'string',
        C: 'bool',
        D: 'char',
      },
      correct: 'B',
      explanation: 'string is a class (a reference type), though it is immutable.',
    },
    {
      question: 'After int[] xs = {1, 2}; int[] ys = xs; ys[0] = 9;, what is xs[0]?',
      options: {
        A: '1',
        B: '0',
        C: 'It throws',
        D: '9',
      },
      correct: 'D',
      explanation: 'Arrays are reference types, so xs and ys refer to the same array.',
    },
    {
      question: 'Which type should you use for monetary amounts?',
      options: {
        A: 'decimal',
        B: 'double (64-bit)',
        C: 'float',
        D: 'int, rounded to whole units',
      },
      correct: 'A',
      explanation: 'decimal stores base-10 fractions exactly, avoiding binary rounding errors.',
    },
    {
      question: 'What does int.TryParse("12x", out int n) return?',
      options: {
        A: 'true, with n set to 12',
        B: 'It throws FormatException',
        C: 'false, with n set to 0 (its default)',
        D: 'null',
      },
      correct: 'C',
      explanation: 'TryParse reports failure through its return value instead of throwing.',
    },
    {
      question: 'What is the value of name?.Length when name is null?',
      options: {
        A: '0',
        B: 'It throws, because name is null',
        C: '-1',
        D: 'null',
      },
      correct: 'D',
      explanation: 'The null-conditional operator short-circuits to null.',
    },
    {
      question: 'What does var total = 0m; declare?',
      options: {
        A: 'An int',
        B: 'A decimal',
        C: 'A double',
        D: 'An untyped variable',
      },
      correct: 'B',
      explanation: 'The m suffix makes a decimal literal, and var infers decimal.',
    },
    {
      question: 'What does x ??= "fallback"; do?',
      options: {
        A: 'Assigns "fallback" to x and returns the old value',
        B: 'Compares x with "fallback"',
        C: 'Assigns "fallback" only if x is null',
        D: 'Throws an ArgumentNullException if x is null',
      },
      correct: 'C',
      explanation: 'The null-coalescing assignment assigns only when the variable is null.',
    },
    {
      question: 'How can you make integer overflow throw an exception instead of wrapping?',
      options: {
        A: 'Evaluate the arithmetic in a checked context',
        B: 'Use the `var` keyword so the compiler picks a wider type',
        C: 'Declare the variable const',
        D: 'Use the ?? operator',
      },
      correct: 'A',
      explanation: 'checked blocks or expressions throw OverflowException on overflow.',
    },
    {
      question: 'What is `(int)9.99` in C#?',
      options: {
        A: '9',
        B: '10',
        C: '9.99',
        D: 'A compile error',
      },
      correct: 'A',
      explanation:
        'A cast from `double` to `int` truncates toward zero, so the fraction is dropped.',
    },
    {
      question: 'What is `7 / 2` when both operands are `int`?',
      options: {
        A: '3.5',
        B: '4 (rounded)',
        C: '1 (the remainder)',
        D: '3',
      },
      correct: 'D',
      explanation: 'Dividing two integers truncates toward zero, giving 3.',
    },
    {
      question: 'What does `int.Parse("abc")` do?',
      options: {
        A: 'Returns 0',
        B: 'Throws a `FormatException`',
        C: 'Returns `null`',
        D: 'Returns -1',
      },
      correct: 'B',
      explanation:
        '`int.Parse` throws `FormatException` on text that is not a number; `TryParse` is the non-throwing alternative.',
    },
    {
      question: 'What must be true of the value of a `const` in C#?',
      options: {
        A: 'It must be set once in the constructor',
        B: 'It must be a reference type',
        C: 'It must be known at compile time',
        D: 'It can be changed only by static methods',
      },
      correct: 'C',
      explanation:
        '`const` values are baked in at compile time; `readonly` fields are the ones set once in a constructor.',
    },
  ],
  problems: [],
};
