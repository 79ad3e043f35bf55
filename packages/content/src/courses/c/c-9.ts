import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'c-9',
  order: 9,
  title: 'The Preprocessor, Headers and Multi-File Builds',
  description:
    'Use macros and conditional compilation wisely, split programs into headers and source files, and automate builds with make.',
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
    proTip:
      'Include each header first in its own .c file; if the header is missing an include it needs, the build breaks immediately instead of in some distant file.',
  },
  mcqs: [
    {
      question: 'With `#define SQUARE(x) x * x`, what does `SQUARE(1 + 2)` evaluate to?',
      options: {
        A: '`9`',
        B: '`5`',
        C: '`7`',
        D: '`6`',
      },
      correct: 'B',
      explanation:
        'It expands to `1 + 2 * 1 + 2`, which is 5; parenthesising the parameter and the body fixes it.',
    },
    {
      question: 'What is the purpose of an include guard such as `#ifndef STACK_H`?',
      options: {
        A: 'To stop the linker seeing a function defined in two `.c` files',
        B: 'To stop other projects from including a private header',
        C: 'To let the compiler cache the header between source files',
        D: 'To skip the header if it was already included in this translation unit',
      },
      correct: 'D',
      explanation:
        'The guard prevents double definitions within one translation unit; it does nothing across separate files.',
    },
    {
      question:
        'What happens if a function definition, not just a prototype, is placed in a header included by two `.c` files?',
      options: {
        A: 'The linker reports a duplicate definition of the symbol',
        B: 'The include guard keeps the second copy out, so it links',
        C: 'The linker keeps the first definition and drops the other function',
        D: 'The compiler merges both copies into one shared function',
      },
      correct: 'A',
      explanation:
        'Each translation unit defines the function, so the linker sees two definitions; include guards only work within one unit.',
    },
    {
      question: 'Why is `MAX(i++, j)` dangerous when `MAX` is the macro `((a) > (b) ? (a) : (b))`?',
      options: {
        A: 'Macros cannot take arguments with side effects, so it fails to compile',
        B: '`j` is evaluated first, so the old `i` is used',
        C: '`i++` may be evaluated twice, as the argument is pasted as text',
        D: 'The result is an `int`, even when `i` and `j` are `double`',
      },
      correct: 'C',
      explanation:
        'Macro arguments are substituted textually, so `i++` appears twice in the expansion and may run twice.',
    },
    {
      question: 'What does compiling with `-DNDEBUG` do to `assert()` calls?',
      options: {
        A: 'Removes them, so their expressions are not evaluated',
        B: 'Makes failed assertions print a warning instead of aborting',
        C: 'Turns every assertion into a check done at compile time',
        D: 'Keeps the checks but drops the file and line from messages',
      },
      correct: 'A',
      explanation:
        '`assert` expands to nothing when `NDEBUG` is defined, so never put required side effects inside one.',
    },
    {
      question: 'What is an opaque type in a C header?',
      options: {
        A: 'A struct whose fields are all `const`, so users cannot modify them',
        B: 'A struct declared without its fields, used only through its functions',
        C: 'A `typedef` that hides from users whether the type is a pointer',
        D: 'A type created with `#define`, so the debugger cannot display it',
      },
      correct: 'B',
      explanation:
        'Declaring `typedef struct Stack Stack;` without fields hides them in the `.c` file, which enforces encapsulation.',
    },
    {
      question: 'How does make decide which targets to rebuild?',
      options: {
        A: 'It hashes each source file and rebuilds changed ones',
        B: 'It asks the compiler which source files were edited since last time',
        C: 'It rebuilds every target in the Makefile, in the order listed',
        D: 'It compares the timestamp of each target with its prerequisites',
      },
      correct: 'D',
      explanation: 'A target older than any of its prerequisites is out of date and is rebuilt.',
    },
    {
      question: 'Where should a global variable shared by several `.c` files be defined?',
      options: {
        A: 'In the header, so each `.c` file gets its own copy',
        B: 'In exactly one source file, declared `extern` in the header',
        C: 'In every `.c` file that uses it, each copy marked `static`',
        D: 'In the header, marked `static` so the linker merges them',
      },
      correct: 'B',
      explanation:
        'One definition plus `extern` declarations gives a single shared object; `static` copies would be separate variables.',
    },
    {
      question: 'Why prefer a `static inline` function to a macro for a small computation?',
      options: {
        A: 'Inline functions are expanded before preprocessing',
        B: 'Macros cannot produce a value, while functions can return one',
        C: 'Its arguments are type-checked and evaluated exactly once',
        D: 'Only `static inline` functions may appear in `#if` conditions',
      },
      correct: 'C',
      explanation:
        'A function has typed parameters and evaluates each argument once, avoiding the pitfalls of textual substitution.',
    },
    {
      question: 'What is a translation unit?',
      options: {
        A: 'A single function, compiled into an object file of its own',
        B: 'The final executable that the linker produces from the objects',
        C: 'A header `.h` together with the `.c` file implementing it',
        D: 'A `.c` file together with everything it includes',
      },
      correct: 'D',
      explanation:
        'Each `.c` file plus its included headers is compiled independently into one object file.',
    },
    {
      question: 'How do you define the macro `DEBUG` from the gcc command line?',
      options: {
        A: '`gcc -DDEBUG app.c`',
        B: '`gcc -g app.c`',
        C: '`gcc -UDEBUG app.c`',
        D: '`gcc -include DEBUG app.c`',
      },
      correct: 'A',
      explanation:
        '`-D` defines a macro; `-U` undefines one, `-g` adds debug information and `-include` pulls in a file.',
    },
    {
      question: 'What does `gcc -c stack.c` produce?',
      options: {
        A: 'An executable named `stack`',
        B: 'The assembly listing `stack.s` for the target CPU',
        C: 'The object file `stack.o`, without linking',
        D: 'The preprocessed text, `stack.i`, of the file `stack.c`',
      },
      correct: 'C',
      explanation:
        '`-c` compiles and assembles into an object file without linking; `-S` stops at assembly and `-E` at preprocessing.',
    },
  ],
  problems: [],
};
