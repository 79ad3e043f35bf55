import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'cpp-1',
  order: 1,
  title: 'From C to C++: First Programs',
  description:
    'Write and compile modern C++ programs, use iostream for input and output, and understand namespaces and the standard library.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Compile C++ programs with g++ or clang++ and a chosen standard',
    'Read and write with std::cin and std::cout',
    'Explain namespaces and why using namespace std is avoided in headers',
    'Describe how C++ relates to C and what "modern C++" means',
  ],
  lesson: `## What C++ is

C++ began as "C with classes" and has grown into a multi-paradigm language supporting procedural, object-oriented, generic and functional styles. It keeps C's performance and control over memory while adding abstractions that cost nothing at run time when you do not use them, the **zero-overhead principle**. The language is standardised by ISO every three years: C++11 was a revolution (auto, lambdas, move semantics, smart pointers), and C++14, 17, 20 and 23 continued with features such as structured bindings, concepts, ranges and modules. "Modern C++" means writing in this newer style rather than C-like code with raw pointers and manual memory management.

## Hello, C++

\`\`\`cpp
#include <iostream>
#include <string>

int main() {
    std::string name;
    std::cout << "What is your name? ";
    std::cin >> name;                       // reads one whitespace-separated word
    std::cout << "Hello, " << name << "!\\n";
    int a = 0, b = 0;
    if (std::cin >> a >> b) {               // the stream converts to false on failure
        std::cout << a << " + " << b << " = " << a + b << '\\n';
    }
}
\`\`\`

Compile with \`g++ -std=c++20 -Wall -Wextra -O2 hello.cpp -o hello\`. In C++, \`main\` implicitly returns 0 if control reaches its end. Source files usually end in \`.cpp\` and headers in \`.hpp\` or \`.h\`; standard headers have no extension (\`<vector>\`, \`<string>\`).

## Streams

\`std::cout\` is the standard output stream and \`<<\` inserts values into it; \`std::cin\` with \`>>\` extracts values and skips leading whitespace. The operators chain because each returns the stream. A stream used in a condition is true while no error has occurred, so \`while (std::cin >> x)\` reads until input ends or a value fails to parse. \`std::getline(std::cin, line)\` reads a whole line including spaces.

Prefer \`'\\n'\` to \`std::endl\`: \`endl\` also flushes the buffer, which is slow when printing many lines. For large inputs, \`std::ios::sync_with_stdio(false);\` and \`std::cin.tie(nullptr);\` at the start of \`main\` speed up stream I/O considerably. C++23 adds \`std::print\` and \`std::println\` with Python-like format strings, and C++20's \`std::format\` already builds formatted strings.

## Namespaces

The standard library lives in the namespace \`std\`, which prevents its names from clashing with yours. You can qualify each use (\`std::vector\`), import one name (\`using std::cout;\`) or import everything (\`using namespace std;\`). The last is common in short exercises but should **never** appear in a header, because it would leak every standard name into every file that includes it. Define your own namespaces to group related code:

\`\`\`cpp
namespace geometry {
    double area(double w, double h) { return w * h; }
}
double a = geometry::area(2, 3);
\`\`\`

## Compatibility with C

Most C code compiles as C++, but C++ is stricter: \`malloc\` results need a cast, \`void f()\` really means no parameters, and there are new keywords such as \`class\` and \`new\`. More importantly, idiomatic C++ replaces C habits: \`std::string\` instead of \`char\` arrays, \`std::vector\` instead of \`malloc\`ed arrays, references instead of many pointers, and objects that clean up after themselves.`,
  overview: {
    whatYouWillLearn: [
      'C++ adds zero-overhead abstractions on top of C-level performance',
      'ISO standards from C++11 to C++23 define modern C++',
      'std::cout and std::cin chain << and >> operators and report failure as false',
      'std::endl flushes while a newline character does not',
      'Namespaces prevent name clashes, and using namespace std does not belong in headers',
      'Idiomatic C++ prefers std::string and std::vector to raw C constructs',
    ],
    proTip:
      'Add -std=c++20 -Wall -Wextra -Wpedantic to every compile command; modern features and good warnings cost nothing.',
  },
  mcqs: [
    {
      question: 'What does the zero-overhead principle of C++ state?',
      options: {
        A: 'Features you do not use cost you nothing, in time or space, at run time',
        B: 'Every feature, exceptions included, compiles to no extra code',
        C: 'C++ programs need no runtime library or startup code',
        D: 'The optimiser removes all abstractions at `-O2` and above',
      },
      correct: 'A',
      explanation:
        'Unused features cost nothing, and what you do use is as efficient as hand-written code.',
    },
    {
      question: "Why is `'\\n'` usually preferred to `std::endl` when printing many lines?",
      options: {
        A: '`std::endl` writes `\\r\\n`, which doubles line breaks on Linux',
        B: "`std::endl` has been deprecated since C++20 in favour of `'\\n'`",
        C: '`std::endl` also flushes the stream, and each flush is slow',
        D: '`std::endl` builds a temporary `std::string` per line',
      },
      correct: 'C',
      explanation:
        '`std::endl` inserts a newline and flushes; flushing on every line forces many costly writes.',
    },
    {
      question: 'What does `std::cin >> name` read when `name` is a `std::string`?',
      options: {
        A: 'The whole line, up to the newline',
        B: 'One word, stopping at the first whitespace',
        C: 'A single character',
        D: 'All remaining input, until `EOF`',
      },
      correct: 'B',
      explanation:
        'Extraction into a string skips leading whitespace and stops at the next whitespace; use `std::getline` for a full line.',
    },
    {
      question: 'Why should `using namespace std;` never appear in a header file?',
      options: {
        A: 'Header files may not contain `using namespace` directives',
        B: 'It makes the header slow to compile in every file including it',
        C: 'It only applies inside the header, so it does nothing',
        D: 'It leaks all `std` names into every file that includes it',
      },
      correct: 'D',
      explanation:
        'Headers are included widely, so the directive would pull all standard names into unrelated code and risk clashes.',
    },
    {
      question: 'What happens to `while (std::cin >> x)` when the input ends?',
      options: {
        A: 'The stream converts to false and the loop stops',
        B: '`x` is set to zero and the loop body runs one last time',
        C: '`std::cin` throws `std::ios_base::failure` by default',
        D: 'The loop keeps re-reading the last value',
      },
      correct: 'A',
      explanation: 'A failed extraction puts the stream in a fail state, which converts to false.',
    },
    {
      question:
        'What does `main` return if control reaches its closing brace without a `return` statement?',
      options: {
        A: 'An indeterminate value, as in any other `int` function',
        B: '`0`, meaning success',
        C: '`1`, signalling a failure',
        D: 'Nothing: `main` must end with `return 0;`',
      },
      correct: 'B',
      explanation: '`main` is special: falling off its end is equivalent to returning 0.',
    },
    {
      question: 'Which C++ standard introduced `auto` type deduction, lambdas and move semantics?',
      options: {
        A: 'C++98',
        B: 'C++03',
        C: 'C++11',
        D: 'C++14',
      },
      correct: 'C',
      explanation: 'C++11 was the major modernisation of the language; C++14 refined it.',
    },
    {
      question:
        'Which facility added in C++23 prints formatted text with Python-like format strings?',
      options: {
        A: '`std::format`',
        B: '`std::printf`',
        C: '`std::cout.format`',
        D: '`std::println`',
      },
      correct: 'D',
      explanation:
        "C++23's `std::print` and `std::println` write formatted output; C++20's `std::format` only builds a string.",
    },
    {
      question: 'Which call reads a whole line, spaces included, into `std::string line`?',
      options: {
        A: '`std::cin >> line`',
        B: '`std::getline(std::cin, line)`',
        C: "`std::cin.getline(line, 256, '\\n')`",
        D: '`std::cin.get(line)`',
      },
      correct: 'B',
      explanation:
        'The free function `std::getline` reads up to the newline into a `std::string`; the member `getline` needs a `char` buffer and a size.',
    },
    {
      question: 'Why does the standard library live in the namespace `std`?',
      options: {
        A: 'So that its code is compiled only once',
        B: 'So that the linker loads it only when one of its names is used',
        C: 'So that `#include` can find its headers without file extensions',
        D: 'So that its names cannot clash with names in your code',
      },
      correct: 'D',
      explanation:
        "A namespace keeps the library's names separate from yours; you qualify them as `std::vector` or import them explicitly.",
    },
    {
      question: 'What does `std::ios::sync_with_stdio(false);` at the start of `main` do?',
      options: {
        A: 'Makes `std::cout` unbuffered so output appears at once',
        B: 'Disables `printf` so that only streams can write output',
        C: "Stops syncing with C's stdio, which speeds up streams",
        D: 'Flushes `std::cout` before every read from `std::cin`',
      },
      correct: 'C',
      explanation:
        'Unsynchronised C++ streams may buffer independently of C stdio, which makes heavy stream I/O much faster.',
    },
    {
      question: 'Which is true when C code is compiled as C++?',
      options: {
        A: 'A `malloc` result needs an explicit cast',
        B: '`void f()` still means unspecified parameters, as in old C',
        C: 'Variables named `class` or `new` keep compiling as in C',
        D: 'Every valid C program is also a valid C++ program',
      },
      correct: 'A',
      explanation:
        'C++ does not convert `void *` implicitly; it also treats `void f()` as taking no parameters and reserves keywords like `class`.',
    },
  ],
  problems: [],
};
