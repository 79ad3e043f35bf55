import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'cpp-1',
  order: 1,
  title: 'From C to C++: First Programs',
  description: 'Write and compile modern C++ programs, use iostream for input and output, and understand namespaces and the standard library.',
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
    proTip: 'Add -std=c++20 -Wall -Wextra -Wpedantic to every compile command; modern features and good warnings cost nothing.',
  },
  mcqs: [
    {
      question: 'What does the zero-overhead principle of C++ state?',
      options: {
        A: 'Features you do not use cost nothing, and what you use is as efficient as hand-written code',
        B: 'C++ programs use no memory overhead at all',
        C: 'The compiler never inserts any code',
        D: 'Every feature is free, including exceptions and RTTI',
      },
      correct: 'A',
      explanation: 'Abstractions should not impose costs beyond what a manual implementation would.',
    },
    {
      question: 'Why is "\\n" usually preferred to std::endl when printing many lines?',
      options: {
        A: 'std::endl is deprecated',
        B: 'std::endl prints two newlines',
        C: 'std::endl also flushes the stream, which is slow',
        D: '"\\n" works on all platforms while std::endl does not',
      },
      correct: 'C',
      explanation: 'Flushing on every line forces many costly writes.',
    },
    {
      question: 'What does std::cin >> name read when name is a std::string?',
      options: {
        A: 'The whole line',
        B: 'One whitespace-separated word',
        C: 'A single character',
        D: 'All remaining input',
      },
      correct: 'B',
      explanation: 'Extraction into a string stops at whitespace; use std::getline for a full line.',
    },
    {
      question: 'Why should using namespace std; never appear in a header file?',
      options: {
        A: 'It is a syntax error in headers',
        B: 'It slows down compilation of that header only',
        C: 'It hides the standard library entirely',
        D: 'It pulls every std name into every file that includes the header, risking clashes',
      },
      correct: 'D',
      explanation: 'Headers are included widely, so the directive would leak into unrelated code.',
    },
    {
      question: 'What does while (std::cin >> x) do when the input ends?',
      options: {
        A: 'It loops forever',
        B: 'It throws an exception',
        C: 'The stream becomes false and the loop stops',
        D: 'It sets x to zero and continues',
      },
      correct: 'C',
      explanation: 'A failed extraction puts the stream in a fail state, which converts to false.',
    },
    {
      question: 'What does main return if control reaches its closing brace without a return statement?',
      options: { A: '0', B: 'An indeterminate value', C: '1', D: 'It does not compile' },
      correct: 'A',
      explanation: 'main is special: falling off its end is equivalent to returning 0.',
    },
    {
      question: 'Which C++ standard introduced auto type deduction, lambdas and move semantics?',
      options: { A: 'C++98', B: 'C++03', C: 'C++23', D: 'C++11' },
      correct: 'D',
      explanation: 'C++11 was the major modernisation of the language.',
    },
    {
      question: 'Which facility added in C++23 prints formatted text in the style of Python format strings?',
      options: { A: 'printf_s', B: 'std::println', C: 'std::cout.format', D: 'std::echo' },
      correct: 'B',
      explanation: 'std::print and std::println build on std::format and write directly to output.',
    },
  ],
  problems: [],
};
