import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'c-9',
  order: 9,
  title: 'The Preprocessor, Headers and Multi-File Builds',
  description: 'Use macros and conditional compilation wisely, split programs into headers and source files, and automate builds with make.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Write object-like and function-like macros and avoid their pitfalls',
    'Use include guards and conditional compilation',
    'Organise code into headers and translation units with correct linkage',
    'Build multi-file projects with make or CMake',
  ],
  lesson: `## The preprocessor

Before compilation, the preprocessor rewrites the source text. Directives start with \`#\`. \`#include\` pastes a file, \`#define\` creates **macros**, and \`#if\`, \`#ifdef\` and \`#ifndef\` include or drop code.

\`\`\`c
#define BUFFER_SIZE 4096
#define SQUARE(x) ((x) * (x))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
\`\`\`

Macros are plain text substitution, with no type checking or scoping. Parenthesise every parameter and the whole body, or \`SQUARE(1 + 2)\` expands to \`1 + 2 * 1 + 2\`. Even then, arguments with side effects are evaluated more than once: \`MAX(i++, j)\` may increment \`i\` twice. Prefer \`enum\` or \`const\` variables for constants (C23 adds \`constexpr\`) and \`static inline\` functions for small computations; keep macros for what only the preprocessor can do, such as conditional compilation, \`__FILE__\` and \`__LINE__\` in logging, or stringifying with \`#\`.

## Conditional compilation

\`\`\`c
#ifdef DEBUG
#  define LOG(...) fprintf(stderr, __VA_ARGS__)
#else
#  define LOG(...) ((void)0)
#endif

#if defined(_WIN32)
   /* Windows-specific code */
#endif
\`\`\`

Compile with \`-DDEBUG\` to define the macro from the command line. \`assert\` from \`<assert.h>\` is itself a macro that disappears when \`NDEBUG\` is defined, so never put required side effects inside an assertion.

## Headers and translation units

Each \`.c\` file plus everything it includes is a **translation unit**, compiled independently into an object file. A header (\`.h\`) holds the **interface**: type definitions, function prototypes, \`extern\` declarations and macros. The \`.c\` file holds the **implementation**.

\`\`\`c
/* stack.h */
#ifndef STACK_H
#define STACK_H
#include <stddef.h>
typedef struct Stack Stack;          /* opaque type: fields hidden in stack.c */
Stack *stack_create(size_t capacity);
int stack_push(Stack *s, int value);
void stack_destroy(Stack *s);
#endif
\`\`\`

The **include guard** (\`#ifndef STACK_H\`) prevents double definitions when a header is included twice; \`#pragma once\` is a widely supported alternative. Declaring \`typedef struct Stack Stack;\` without fields creates an **opaque type**, so users can only work through your functions, which is real encapsulation in C. Headers must not *define* non-inline functions or variables: if two source files include a definition, the linker reports a duplicate symbol. Declare with \`extern\` in the header and define once in one \`.c\` file.

## Building

Compile each file separately and link the objects: \`gcc -c stack.c\`, \`gcc -c main.c\`, \`gcc stack.o main.o -o app\`. Separate compilation means only changed files need rebuilding, which is what **make** automates. A Makefile lists targets, their prerequisites and the commands to build them; make compares file timestamps and rebuilds only what is out of date. Larger projects use **CMake** to generate build files for make or Ninja across platforms.`,
  overview: {
    whatYouWillLearn: [
      'Macros are textual substitutions without types or scope',
      'Parenthesising macro parameters prevents precedence errors but not double evaluation',
      'Conditional compilation selects code with #if, #ifdef and -D flags',
      'Each .c file is a translation unit compiled separately into an object file',
      'Headers declare interfaces, guarded against multiple inclusion',
      'make rebuilds only targets whose prerequisites changed',
    ],
    proTip: 'Include each header first in its own .c file; if the header is missing an include it needs, the build breaks immediately instead of in some distant file.',
  },
  mcqs: [
    {
      question: 'With #define SQUARE(x) x * x, what does SQUARE(1 + 2) evaluate to?',
      options: { A: '9', B: '5', C: '6', D: '3' },
      correct: 'B',
      explanation: 'It expands to 1 + 2 * 1 + 2, which is 5; parenthesising fixes it.',
    },
    {
      question: 'What is the purpose of an include guard such as #ifndef STACK_H?',
      options: {
        A: 'To hide the header from other projects',
        B: 'To make the header compile faster',
        C: 'To encrypt the declarations',
        D: 'To prevent the header\'s contents from being processed twice in one translation unit',
      },
      correct: 'D',
      explanation: 'Double inclusion would otherwise cause duplicate type definitions.',
    },
    {
      question: 'What happens if a function definition (not just a prototype) is placed in a header included by two .c files?',
      options: {
        A: 'The linker reports a duplicate symbol definition',
        B: 'The compiler merges the copies',
        C: 'Only the first copy is used silently',
        D: 'The program runs the function twice',
      },
      correct: 'A',
      explanation: 'Each translation unit defines the function, so the linker sees two definitions.',
    },
    {
      question: 'Why is MAX(i++, j) dangerous when MAX is a macro?',
      options: {
        A: 'Macros cannot take expressions',
        B: 'The compiler rejects it',
        C: 'The argument i++ may be evaluated more than once',
        D: 'j is evaluated before i',
      },
      correct: 'C',
      explanation: 'Macro arguments are pasted textually, so side effects can repeat.',
    },
    {
      question: 'What does compiling with -DNDEBUG do to assert() calls?',
      options: {
        A: 'Makes them print more detail',
        B: 'Turns them into compile errors',
        C: 'Makes them throw exceptions',
        D: 'Removes them, so their expressions are not evaluated',
      },
      correct: 'D',
      explanation: 'assert expands to nothing when NDEBUG is defined.',
    },
    {
      question: 'What is an opaque type in a C header?',
      options: {
        A: 'A struct with all fields public',
        B: 'A struct declared without its fields, used only through pointers and functions',
        C: 'A type that cannot be freed',
        D: 'A macro that hides a type name',
      },
      correct: 'B',
      explanation: 'Hiding the fields in the .c file enforces encapsulation.',
    },
    {
      question: 'How does make decide which targets to rebuild?',
      options: {
        A: 'It always rebuilds everything',
        B: 'It asks the compiler which files changed',
        C: 'It compares the timestamps of targets with their prerequisites',
        D: 'It rebuilds files in alphabetical order until one fails',
      },
      correct: 'C',
      explanation: 'A target older than any prerequisite is considered out of date.',
    },
    {
      question: 'Where should a global variable shared by several .c files be defined?',
      options: {
        A: 'In exactly one .c file, with an extern declaration in the header',
        B: 'In the header, so every file gets its own copy',
        C: 'In every .c file that uses it',
        D: 'In a macro',
      },
      correct: 'A',
      explanation: 'One definition plus extern declarations gives a single shared object.',
    },
  ],
  problems: [],
};
