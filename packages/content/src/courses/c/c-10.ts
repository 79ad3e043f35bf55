import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'c-10',
  order: 10,
  title: 'Undefined Behaviour, Debugging and Safe C',
  description:
    'Recognise undefined behaviour, find bugs with gdb, sanitizers and Valgrind, and adopt practices that make C code robust.',
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
    proTip:
      'Run your test suite under -fsanitize=address,undefined in CI; a bug it reports is one your users will never see.',
  },
  mcqs: [
    {
      question: 'What does the C standard require when a program executes undefined behaviour?',
      options: {
        A: 'The program must stop with a diagnostic at the faulty line',
        B: 'Each compiler must document what it does in that case',
        C: 'Nothing at all, so any outcome is permitted',
        D: 'The result must be one of a few outcomes the standard lists',
      },
      correct: 'C',
      explanation:
        'Undefined behaviour imposes no requirements; documented choices are implementation-defined and listed choices are unspecified.',
    },
    {
      question: 'Why might a compiler delete the check `if (x + 1 < x)` for a signed `int x`?',
      options: {
        A: 'Signed overflow is undefined, so it may assume the test is always false',
        B: 'The test is always true for signed values, so it is folded away',
        C: '`x + 1` is promoted to `long`, so it can never be smaller than `x`',
        D: 'The check counts as dead code unless `x` is declared `volatile`',
      },
      correct: 'A',
      explanation:
        'Compilers optimise on the assumption that undefined behaviour, such as signed overflow, never happens.',
    },
    {
      question: 'Which of these is implementation-defined rather than undefined behaviour?',
      options: {
        A: "Writing past an array's end",
        B: 'Reading an automatic variable that was never set',
        C: 'Modifying a string literal through a `char *` pointer',
        D: 'The number of bits in an `int`',
      },
      correct: 'D',
      explanation:
        'Each implementation documents its integer sizes; the other three are undefined behaviour.',
    },
    {
      question: 'Which tool detects data races between threads?',
      options: {
        A: '`-fsanitize=address`',
        B: '`-fsanitize=thread`',
        C: '`-fsanitize=undefined`',
        D: '`valgrind --leak-check=full`',
      },
      correct: 'B',
      explanation:
        'ThreadSanitizer instruments memory accesses to find unsynchronised concurrent use.',
    },
    {
      question: 'Which gdb command prints the call stack after a crash?',
      options: {
        A: '`bt`',
        B: '`list`',
        C: '`step`',
        D: '`print`',
      },
      correct: 'A',
      explanation:
        '`bt` (backtrace) shows the chain of function calls that led to the current point.',
    },
    {
      question: 'Why is `char *s = "hi"; s[0] = \'H\';` undefined behaviour?',
      options: {
        A: "`'H'` is an `int` constant, which cannot be stored in a `char`",
        B: '`s` was never initialised, so it points to random memory',
        C: 'String literals must not be modified; they may sit in read-only memory',
        D: 'Indexing with `[]` is allowed on arrays but not on pointers',
      },
      correct: 'C',
      explanation:
        'String literals may live in read-only memory, and modifying one is undefined; use `char s[] = "hi";` for a writable copy.',
    },
    {
      question: 'What is an advantage of Valgrind compared with AddressSanitizer?',
      options: {
        A: 'It runs faster than an instrumented build',
        B: 'It works on an existing binary without recompiling',
        C: 'It also detects data races, with no slowdown',
        D: 'It is part of the C standard, so every compiler ships it',
      },
      correct: 'B',
      explanation:
        'Valgrind emulates the program at run time, which needs no rebuild but runs much slower.',
    },
    {
      question: 'Which function should replace `sprintf` to prevent buffer overflows?',
      options: {
        A: '`fprintf`',
        B: '`vsprintf`',
        C: '`sprintf` with a buffer twice as big',
        D: '`snprintf`',
      },
      correct: 'D',
      explanation: '`snprintf` takes the destination size and never writes beyond it.',
    },
    {
      question:
        'Which of these is unspecified behaviour, neither undefined nor implementation-defined?',
      options: {
        A: 'Right-shifting a negative signed value',
        B: "The evaluation order of a call's arguments",
        C: 'Shifting an `int` by a count which is at least its width',
        D: 'Signed integer overflow in `INT_MAX + 1`',
      },
      correct: 'B',
      explanation:
        'Argument evaluation order may vary without being documented; the shift of a negative value is implementation-defined and the others are undefined.',
    },
    {
      question: 'Which option adds run-time checks for signed overflow and invalid shifts?',
      options: {
        A: '`-fsanitize=address`',
        B: '`-fsanitize=thread`',
        C: '`-Wall -Wextra -Wconversion`',
        D: '`-fsanitize=undefined`',
      },
      correct: 'D',
      explanation:
        'UndefinedBehaviorSanitizer catches overflow, bad shifts and misaligned accesses while the program runs; warnings work at compile time only.',
    },
    {
      question: 'What does `watch var` do in gdb?',
      options: {
        A: 'Prints `var` after every line executed',
        B: 'Breaks where `var` is declared',
        C: 'Stops the program whenever `var` changes',
        D: 'Shows `var` in a separate window',
      },
      correct: 'C',
      explanation: 'A watchpoint stops execution each time the watched variable is modified.',
    },
    {
      question: 'What do fuzzing tools such as libFuzzer and AFL++ do?',
      options: {
        A: 'Generate inputs that reach crashing corner cases',
        B: 'Prove a program has no memory errors',
        C: 'Reformat code so that undefined behaviour is easier to spot',
        D: 'Compile at random optimisation levels to expose hidden UB',
      },
      correct: 'A',
      explanation:
        'Fuzzers feed generated and mutated inputs to the program to reach the corner cases humans forget.',
    },
  ],
  problems: [],
};
