import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'cpp-2',
  order: 2,
  title: 'Variables, References, const and auto',
  description:
    'Initialise variables safely, use references and const correctly, and let the compiler deduce types with auto.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Use brace initialisation and avoid narrowing conversions',
    'Create lvalue references and explain how they differ from pointers',
    'Apply const and constexpr to variables and parameters',
    'Use auto and range-based for loops idiomatically',
  ],
  lesson: `## Initialisation

C++ offers several ways to initialise a variable. **Brace initialisation** (also called uniform initialisation) works everywhere and refuses **narrowing** conversions that lose information:

\`\`\`cpp no-compile "shows the narrowing error that brace initialisation reports, on purpose"
int a = 3.9;     // compiles, silently truncates to 3
int b{3.9};      // error: narrowing conversion from double to int
int c{};         // value-initialised: 0
std::string s{"hello"};
\`\`\`

Always initialise variables when you declare them; an uninitialised local \`int\` holds an indeterminate value, exactly as in C.

## References

A **reference** is an alias for an existing object. Once bound it cannot be re-seated to refer to something else, and it can never be null. Using a reference is exactly like using the original variable.

\`\`\`cpp
int x = 10;
int& r = x;      // r is another name for x
r = 20;          // x is now 20

void increment(int& n) { ++n; }      // modifies the caller's variable
void print(const std::string& s) {   // no copy, and no modification allowed
    std::cout << s << '\\n';
}
\`\`\`

Passing by **const reference** is the standard way to give a function read access to a large object without copying it. Pass small, cheap types such as \`int\` and \`double\` by value. Use a plain (non-const) reference when the function must modify its argument, and a pointer when "no object" (\`nullptr\`) is a legitimate value. Never return a reference to a local variable: it is destroyed when the function returns, leaving a dangling reference.

## const and constexpr

\`const\` makes an object read-only after initialisation. Marking everything that does not change as \`const\` documents intent and lets the compiler catch accidental writes. \`constexpr\` goes further: the value must be computable at compile time, so it can size arrays or be used as a template argument. Functions can be \`constexpr\` too, allowing compile-time evaluation when given constant arguments. C++20's \`consteval\` forces compile-time evaluation.

\`\`\`cpp
constexpr int square(int n) { return n * n; }
constexpr int kSize = square(8);   // computed by the compiler: 64
std::array<int, kSize> board{};
\`\`\`

## auto

\`auto\` asks the compiler to deduce the type from the initialiser. It shortens long type names and guarantees the variable is initialised. Deduction drops top-level \`const\` and references, so write \`const auto&\` when you want a read-only reference.

\`\`\`cpp
std::vector<std::string> names{"ada", "bjarne"};
std::vector<int> scores{70, 85};
auto n = 42;                 // int
auto ratio = 0.5;            // double
auto it = names.begin();     // std::vector<std::string>::iterator
for (const auto& name : names) std::cout << name << '\\n';  // no copies
for (auto& score : scores) score += 5;                    // modifies elements
\`\`\`

The **range-based for loop** iterates over any container. Choose \`const auto&\` to read without copying, \`auto&\` to modify in place, and plain \`auto\` when you want a copy of each element. Use \`auto\` where the type is obvious or unimportant, and spell types out when they carry meaning for the reader.`,
  overview: {
    whatYouWillLearn: [
      'Brace initialisation rejects narrowing conversions',
      'References are non-null aliases that cannot be re-seated',
      'const references pass large objects cheaply without allowing modification',
      'constexpr values and functions can be evaluated at compile time',
      'auto deduces types but drops top-level const and references',
      'Range-based for with const auto& iterates without copying',
    ],
    proTip:
      'Default to const auto& in range-based for loops; switch to auto& only when you mean to modify the elements.',
  },
  mcqs: [
    {
      question: 'What happens with `int b{3.9};` in C++?',
      options: {
        A: '`b` becomes 3, truncated exactly as with `=`',
        B: '`b` becomes 4, rounded to the nearest integer',
        C: 'It does not compile, since that conversion would narrow',
        D: '`b` is value-initialised to 0 and the 3.9 is ignored',
      },
      correct: 'C',
      explanation: 'Brace initialisation forbids narrowing conversions such as `double` to `int`.',
    },
    {
      question: 'Which statement about C++ references is true?',
      options: {
        A: 'A reference can later be re-bound to refer to another object',
        B: 'A reference must be bound to an object at the moment it is created',
        C: 'A reference can be null, like a pointer set to `nullptr`',
        D: 'A reference needs `*` to read the value it refers to',
      },
      correct: 'B',
      explanation:
        'A reference is an alias bound at initialisation; it cannot be re-seated or null and is used like the original.',
    },
    {
      question:
        'What is the idiomatic parameter type for a function that only reads a large `std::string`?',
      options: {
        A: '`std::string`, by value',
        B: '`std::string&`, non-const',
        C: '`std::string&&`, an rvalue reference',
        D: '`const std::string&`, no copy',
      },
      correct: 'D',
      explanation: 'A const reference avoids the copy and prevents modification.',
    },
    {
      question: 'What does `constexpr` on a variable require?',
      options: {
        A: 'Its value must be computable at compile time',
        B: 'It must be defined at namespace scope, not inside a function',
        C: 'It must live in read-only memory',
        D: 'Its value may be set once at run time and never changed',
      },
      correct: 'A',
      explanation:
        '`constexpr` variables are compile-time constants usable in constant expressions; run-time read-only values are `const`.',
    },
    {
      question: 'Given `const std::vector<int> v;`, what type does `auto x = v;` give `x`?',
      options: {
        A: '`const std::vector<int>&`, a reference to `v`',
        B: '`const std::vector<int>`, a copy',
        C: '`std::vector<int>`, a modifiable copy',
        D: '`std::vector<int>&`, a modifiable reference',
      },
      correct: 'C',
      explanation: '`auto` drops top-level `const` and references, so it deduces a plain copy.',
    },
    {
      question: 'Which loop adds 5 to every element of `std::vector<int> scores` in place?',
      options: {
        A: '`for (auto s : scores) s += 5;`',
        B: '`for (auto& x : scores) x += 5;`',
        C: '`for (const auto& v : scores) v += 5;`',
        D: '`for (int* p : scores) *p += 5;`',
      },
      correct: 'B',
      explanation:
        'Only a non-const reference binds to each element so that the change lands in the container.',
    },
    {
      question: 'Why is returning a reference to a local variable a bug?',
      options: {
        A: 'References cannot be return types; only pointers can be',
        B: 'It silently returns a copy, so any changes to it are lost',
        C: 'It is allowed only when the local variable is `const`',
        D: 'The object dies at return, so the reference dangles',
      },
      correct: 'D',
      explanation: 'Using the reference after the function returns is undefined behaviour.',
    },
    {
      question: 'What value does `int c{};` give `c`?',
      options: {
        A: 'Whatever was in memory',
        B: 'None: it fails to compile because braces need a value',
        C: 'Zero, by value-initialisation',
        D: '`0` at file scope; an indeterminate value inside a function',
      },
      correct: 'C',
      explanation:
        'Empty braces value-initialise, which for `int` means zero wherever the variable is declared.',
    },
    {
      question:
        'Which parameter type should a function take when "no object" is a legitimate argument?',
      options: {
        A: 'A pointer, since it can be `nullptr`',
        B: 'A `const` reference that is left unbound',
        C: 'A reference parameter whose default is `0`',
        D: 'A non-const reference that is set to `nullptr`',
      },
      correct: 'A',
      explanation:
        'References always refer to an object; a pointer can express "no object" with `nullptr`.',
    },
    {
      question:
        'Given `constexpr int square(int n) { return n * n; }`, what does `constexpr int kSize = square(8);` do?',
      options: {
        A: 'Calls `square` during program start-up, before `main` runs',
        B: 'Computes 64 at run time, then forbids any later change',
        C: 'Inlines `square(8)` wherever `kSize` is used',
        D: 'Computes 64 while compiling, making `kSize` a constant',
      },
      correct: 'D',
      explanation:
        'A `constexpr` variable must be initialised by a constant expression, so the compiler evaluates `square(8)` itself.',
    },
    {
      question: "What does C++20's `consteval` do when applied to a function?",
      options: {
        A: 'Lets it run at compile time or at run time',
        B: 'Forces every call to it to be evaluated at compile time, never at run time',
        C: "Marks the function's result as read-only after it is computed",
        D: "Makes the compiler check the function's condition as an assertion",
      },
      correct: 'B',
      explanation:
        'A `consteval` function is an immediate function: every call must produce a compile-time constant, unlike `constexpr`.',
    },
    {
      question: 'When `r` is declared `int& r = n;`, what type does `auto x = r;` give `x`?',
      options: {
        A: '`int`, a copy',
        B: '`int&`, another name for `n`',
        C: '`int*`, a pointer to `n`',
        D: '`const int&`, a read-only alias',
      },
      correct: 'A',
      explanation:
        '`auto` deduction drops references, so `x` is a new `int` holding a copy; write `auto&` to keep the reference.',
    },
  ],
  problems: [],
};
