import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'c-10',
  order: 10,
  title: 'Undefined Behaviour, Debugging and Safe C',
  description: 'Recognise undefined behaviour, find bugs with gdb, sanitizers and Valgrind, and adopt practices that make C code robust.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Explain undefined, unspecified and implementation-defined behaviour',
    'Recognise common sources of undefined behaviour',
    'Debug with gdb, AddressSanitizer, UBSan and Valgrind',
    'Apply defensive practices: warnings, static analysis, tests and bounded APIs',
  ],
  lesson: `## What undefined behaviour means

The C standard classifies some operations as **undefined behaviour** (UB): the standard imposes no requirements at all on what happens. The program may crash, print nonsense, appear to work, or work until you change the optimisation level. Compilers **assume UB never happens** and optimise on that basis, so UB can remove checks you thought were there. For example, a compiler may delete \`if (x + 1 < x)\` overflow tests on signed \`int\`, because signed overflow "cannot" occur.

Two milder categories exist. **Implementation-defined** behaviour must be documented by each compiler (the size of \`int\`, right-shifting a negative signed value, which C23 still leaves to the implementation). **Unspecified** behaviour allows several outcomes without documenting which, such as the order in which function arguments are evaluated.

## Common sources of UB

- Reading or writing outside an array or allocated block.
- Dereferencing null, dangling or uninitialised pointers; use after free; double free.
- Signed integer overflow, and shifting by a negative amount or by at least the type's width.
- Reading an uninitialised automatic variable.
- Modifying a string literal (\`char *s = "hi"; s[0] = 'H';\`).
- Modifying a variable twice without sequencing, as in \`i = i++ + 1;\`.
- Data races between threads on non-atomic objects.
- Mismatched \`printf\` specifiers, and violating strict aliasing by accessing an object through an incompatible pointer type.

## Tools that find bugs

**Compiler warnings** come first: \`-Wall -Wextra -Wpedantic -Wconversion\` and, in CI, \`-Werror\`. Static analysers such as \`clang --analyze\`, clang-tidy and cppcheck find bugs without running code.

**Sanitizers** instrument the program at compile time:

\`\`\`bash
gcc -g -O1 -fsanitize=address,undefined -fno-omit-frame-pointer app.c -o app
./app        # reports the first invalid access or UB with a stack trace
\`\`\`

AddressSanitizer catches out-of-bounds accesses, use-after-free and leaks; UndefinedBehaviorSanitizer catches overflow, bad shifts and misaligned accesses; ThreadSanitizer (\`-fsanitize=thread\`) catches data races. **Valgrind** (\`valgrind --leak-check=full ./app\`) needs no recompilation but runs much slower.

**gdb** lets you inspect a running or crashed program. Compile with \`-g\`, then \`gdb ./app\`: \`break file.c:42\` sets a breakpoint, \`run\` starts, \`next\` and \`step\` move line by line, \`print var\` shows values, \`bt\` prints the call stack after a crash, and \`watch var\` stops whenever a variable changes.

## Writing robust C

Prefer APIs that take sizes (\`snprintf\`, \`fgets\`, \`strtol\`) over those that do not (\`sprintf\`, \`gets\`, \`atoi\`). Check every return value that can signal failure. Use \`size_t\` for sizes and indexes, and check arithmetic that could overflow before performing it. Keep ownership of heap memory explicit and single. Initialise variables at declaration. Write unit tests and run them under sanitizers in continuous integration; fuzzing tools such as libFuzzer and AFL++ generate inputs that reach the corner cases humans forget. Many organisations now restrict new C code to well-reviewed, sanitised modules precisely because memory-safety bugs remain the largest class of security vulnerabilities.`,
  overview: {
    whatYouWillLearn: [
      'Undefined behaviour has no requirements and compilers optimise assuming it never occurs',
      'Implementation-defined and unspecified behaviour are distinct, milder categories',
      'Out-of-bounds access, signed overflow, dangling pointers and data races are classic UB',
      'Sanitizers and Valgrind detect memory and UB errors at run time',
      'gdb breakpoints, stepping, backtraces and watchpoints locate faults',
      'Bounded APIs, checked return values and fuzzing make C code robust',
    ],
    proTip: 'Run your test suite under -fsanitize=address,undefined in CI; a bug it reports is one your users will never see.',
  },
  mcqs: [
    {
      question: 'What does the C standard require when a program executes undefined behaviour?',
      options: {
        A: 'The program must crash',
        B: 'The compiler must print a warning',
        C: 'The result must be documented by the compiler',
        D: 'Nothing at all; any outcome is allowed',
      },
      correct: 'D',
      explanation: 'Undefined behaviour imposes no requirements on the implementation.',
    },
    {
      question: 'Why might a compiler delete the check if (x + 1 < x) for a signed int x?',
      options: {
        A: 'Signed overflow is undefined, so the compiler may assume the condition is always false',
        B: 'The expression is a syntax error',
        C: 'Comparisons are removed at -O0',
        D: 'The check is always true',
      },
      correct: 'A',
      explanation: 'Compilers optimise on the assumption that undefined behaviour never happens.',
    },
    {
      question: 'Which of these is implementation-defined rather than undefined?',
      options: {
        A: 'Writing past the end of an array',
        B: 'Dereferencing a null pointer',
        C: 'The number of bits in an int',
        D: 'Using memory after free',
      },
      correct: 'C',
      explanation: 'Each implementation documents its integer sizes; the others are undefined behaviour.',
    },
    {
      question: 'Which tool detects data races between threads?',
      options: { A: 'AddressSanitizer', B: 'ThreadSanitizer', C: 'gdb watchpoints', D: 'The -O2 flag' },
      correct: 'B',
      explanation: 'ThreadSanitizer instruments memory accesses to find unsynchronised concurrent use.',
    },
    {
      question: 'Which gdb command prints the call stack after a crash?',
      options: { A: 'bt', B: 'list', C: 'step', D: 'run' },
      correct: 'A',
      explanation: 'bt (backtrace) shows the chain of function calls leading to the current point.',
    },
    {
      question: 'Why is char *s = "hi"; s[0] = \'H\'; undefined behaviour?',
      options: {
        A: 'Characters cannot be assigned',
        B: 'The array is too short',
        C: 'String literals must not be modified',
        D: 'The pointer is uninitialised',
      },
      correct: 'C',
      explanation: 'String literals may live in read-only memory, and modifying them is undefined.',
    },
    {
      question: 'What is an advantage of Valgrind compared with AddressSanitizer?',
      options: {
        A: 'It runs faster',
        B: 'It finds data races only',
        C: 'It is part of the C standard',
        D: 'It works on an existing binary without recompiling',
      },
      correct: 'D',
      explanation: 'Valgrind emulates the program at run time, at a large speed cost.',
    },
    {
      question: 'Which function should replace sprintf to prevent buffer overflows?',
      options: { A: 'printf', B: 'snprintf', C: 'strcat', D: 'puts' },
      correct: 'B',
      explanation: 'snprintf takes the destination size and never writes beyond it.',
    },
  ],
  problems: [],
};
