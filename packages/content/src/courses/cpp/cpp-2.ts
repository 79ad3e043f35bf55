import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'cpp-2',
  order: 2,
  title: 'Variables, References, const and auto',
  description: 'Initialise variables safely, use references and const correctly, and let the compiler deduce types with auto.',
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

\`\`\`cpp
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
    proTip: 'Default to const auto& in range-based for loops; switch to auto& only when you mean to modify the elements.',
  },
  mcqs: [
    {
      question: 'What happens with int b{3.9}; in C++?',
      options: { A: 'b becomes 3', B: 'Compilation fails because of a narrowing conversion', C: 'b becomes 4', D: 'b is uninitialised' },
      correct: 'B',
      explanation: 'Brace initialisation forbids narrowing from double to int.',
    },
    {
      question: 'Which statement about C++ references is true?',
      options: {
        A: 'A reference can be reassigned to refer to another object',
        B: 'A reference can be null',
        C: 'A reference needs * to access its value',
        D: 'A reference must be bound to an object when it is created',
      },
      correct: 'D',
      explanation: 'References are aliases bound at initialisation and cannot be re-seated or null.',
    },
    {
      question: 'What is the idiomatic parameter type for a function that only reads a large std::string?',
      options: { A: 'const std::string& (a const reference)', B: 'std::string by value', C: 'std::string* (a raw pointer)', D: 'std::string&& (an rvalue reference)' },
      correct: 'A',
      explanation: 'A const reference avoids the copy and prevents modification.',
    },
    {
      question: 'What does constexpr on a variable require?',
      options: {
        A: 'It must be stored in a register',
        B: 'It must be global',
        C: 'Its value must be computable at compile time',
        D: 'It must be a reference',
      },
      correct: 'C',
      explanation: 'constexpr variables are compile-time constants usable in constant expressions.',
    },
    {
      question: 'Given const std::vector<int> v; what type does auto x = v; give x?',
      options: {
        A: 'const std::vector<int>&',
        B: 'A reference to v',
        C: 'A pointer to v',
        D: 'std::vector<int>, a non-const copy',
      },
      correct: 'D',
      explanation: 'auto drops top-level const and references, so it deduces a copy.',
    },
    {
      question: 'Which loop adds 5 to every element of scores in place?',
      options: {
        A: 'for (auto s : scores) s += 5; which copies each element',
        B: 'for (auto& s : scores) s += 5; which binds a reference to each element',
        C: 'for (const auto& s : scores) s += 5; which binds a const reference',
        D: 'for (auto* s : scores) s += 5; which takes a pointer to each element',
      },
      correct: 'B',
      explanation: 'Only a non-const reference modifies the container\'s elements.',
    },
    {
      question: 'Why is returning a reference to a local variable a bug?',
      options: {
        A: 'References cannot be returned',
        B: 'It makes a copy every time',
        C: 'The local is destroyed at return, so the reference dangles',
        D: 'It is only allowed for const locals',
      },
      correct: 'C',
      explanation: 'Using the reference after the function returns is undefined behaviour.',
    },
    {
      question: 'What value does int c{}; give c?',
      options: { A: '0', B: 'An indeterminate value', C: '-1', D: 'It does not compile' },
      correct: 'A',
      explanation: 'Empty braces value-initialise, which for int means zero.',
    },
  ],
  problems: [],
};
