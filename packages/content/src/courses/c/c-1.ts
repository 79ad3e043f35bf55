import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'c-1',
  order: 1,
  title: 'Getting Started with C',
  description: 'Compile and run C programs, understand the structure of a C file, and print formatted output with printf.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Describe the build steps: preprocessing, compiling, assembling and linking',
    'Write a main function that returns an exit status',
    'Compile with gcc or clang using warning flags',
    'Print values with printf format specifiers',
  ],
  lesson: `## Why C

C, created in the early 1970s for the Unix operating system, remains the language of operating system kernels, embedded firmware, databases and language runtimes. It is small, fast and close to the hardware: you manage memory yourself and the compiler produces native machine code with little hidden cost. The current standard is **C23**, though much code targets C11 or C17.

## Your first program

\`\`\`c
#include <stdio.h>   /* declarations for printf, scanf and friends */

int main(void) {
    printf("Hello, C!\\n");
    int year = 2026;
    printf("Year %d, pi about %.2f\\n", year, 3.14159);
    return 0;        /* 0 tells the operating system: success */
}
\`\`\`

Every program starts in \`main\`. Its \`int\` return value is the **exit status**; \`0\` (or \`EXIT_SUCCESS\` from \`<stdlib.h>\`) means success, anything else signals failure to the shell or build script that ran it. Statements end with semicolons, blocks use braces, and comments are \`/* ... */\` or \`// ...\`.

## From source to executable

Running \`gcc -Wall -Wextra -std=c17 -o hello hello.c\` performs four steps:

1. **Preprocessing** expands \`#include\` and \`#define\` directives, producing pure C text.
2. **Compiling** translates that text into assembly for your CPU.
3. **Assembling** turns assembly into an object file (\`.o\`) of machine code.
4. **Linking** combines object files and libraries (such as the C standard library) into an executable.

Then \`./hello\` runs it. Always enable warnings: \`-Wall -Wextra\` catches many real bugs, such as using an uninitialised variable or passing the wrong type to \`printf\`, and \`-g\` adds debug information for gdb. Clang accepts the same flags.

## printf format specifiers

\`printf\` takes a format string followed by values, and each **conversion specifier** must match the type of its argument:

| Specifier | Type |
|-----------|------|
| \`%d\` | \`int\` |
| \`%ld\`, \`%lld\` | \`long\`, \`long long\` |
| \`%u\` | \`unsigned int\` |
| \`%f\` | \`double\` (\`%.3f\` for three decimals) |
| \`%c\` | a character |
| \`%s\` | a null-terminated string |
| \`%zu\` | \`size_t\` |
| \`%%\` | a literal percent sign |

Passing a mismatched type is **undefined behaviour**, not merely wrong output, which is why compiler warnings for format strings are valuable. Width and flags control layout: \`%5d\` right-aligns in five columns, \`%-10s\` left-aligns, and \`%05d\` pads with zeros. Special characters are written with escape sequences such as \`\\n\` (newline) and \`\\t\` (tab). Output is buffered, so text may not appear until a newline is printed or the program exits; \`fflush(stdout)\` forces it out.`,
  overview: {
    whatYouWillLearn: [
      'C compiles directly to native machine code with minimal runtime overhead',
      'main returns an exit status where 0 means success',
      'Preprocessing, compiling, assembling and linking turn source into an executable',
      'Warning flags such as -Wall -Wextra catch common mistakes',
      'printf conversion specifiers must match argument types exactly',
      'Width, precision and flags control formatted output',
    ],
    proTip: 'Compile every exercise with -Wall -Wextra -Werror; treating warnings as errors builds the habit of writing code the compiler fully understands.',
  },
  mcqs: [
    {
      question: 'Which build step combines object files and libraries into an executable?',
      options: { A: 'Linking', B: 'Preprocessing', C: 'Assembling', D: 'Interpreting' },
      correct: 'A',
      explanation: 'The linker resolves references between object files and libraries and writes the executable.',
    },
    {
      question: 'What does returning 0 from main communicate?',
      options: {
        A: 'The program printed nothing',
        B: 'The program should be run again',
        C: 'The program finished successfully',
        D: 'An error occurred',
      },
      correct: 'C',
      explanation: 'An exit status of 0 conventionally means success.',
    },
    {
      question: 'Which printf specifier prints a double with exactly two decimals?',
      options: { A: '%d', B: '%.2f', C: '%2d', D: '%s' },
      correct: 'B',
      explanation: '%.2f formats a floating-point value with two digits after the point.',
    },
    {
      question: 'What does the #include <stdio.h> line do?',
      options: {
        A: 'Links the program against a graphics library',
        B: 'Starts the main function',
        C: 'Downloads the standard library',
        D: 'Makes the preprocessor insert the declarations of standard I/O functions',
      },
      correct: 'D',
      explanation: 'The preprocessor pastes the header\'s contents, which declare printf and related functions.',
    },
    {
      question: 'What happens if you pass a double to printf with the %d specifier?',
      options: {
        A: 'The value is rounded to an int',
        B: 'The compiler converts it automatically',
        C: 'The behaviour is undefined',
        D: 'printf prints an error message',
      },
      correct: 'C',
      explanation: 'A mismatched specifier and argument type is undefined behaviour; -Wall warns about it.',
    },
    {
      question: 'Which gcc option turns on a broad set of useful warnings?',
      options: { A: '-Wall', B: '-O3', C: '-o', D: '-lm' },
      correct: 'A',
      explanation: '-Wall enables many common warnings; -Wextra adds more.',
    },
    {
      question: 'How do you print a literal percent sign with printf?',
      options: { A: 'Escape it with a backslash', B: 'Use the %p specifier', C: 'Prefix it with a forward slash', D: 'Double it, writing %%' },
      correct: 'D',
      explanation: 'Two percent signs in a format string produce one literal percent character.',
    },
    {
      question: 'Why might text printed without a trailing newline not appear immediately?',
      options: {
        A: 'printf ignores text without newlines',
        B: 'Standard output is buffered until a newline, a flush or program exit',
        C: 'The terminal discards incomplete lines',
        D: 'It is written to stderr instead',
      },
      correct: 'B',
      explanation: 'stdout is line-buffered on terminals, so output waits in a buffer until flushed.',
    },
  ],
  problems: [],
};
