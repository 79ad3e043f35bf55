import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'c-1',
  order: 1,
  title: 'Getting Started with C',
  description:
    'Compile and run C programs, understand the structure of a C file, and print formatted output with printf.',
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
    proTip:
      'Compile every exercise with -Wall -Wextra -Werror; treating warnings as errors builds the habit of writing code the compiler fully understands.',
  },
  mcqs: [
    {
      question: 'Which build step combines object files and libraries into an executable?',
      options: {
        A: 'Compiling',
        B: 'Assembling',
        C: 'Linking',
        D: 'Preprocessing',
      },
      correct: 'C',
      explanation:
        'The linker resolves references between object files and libraries and writes the executable.',
    },
    {
      question: 'What does returning 0 from `main` tell the shell that ran the program?',
      options: {
        A: 'The program finished successfully',
        B: 'The program produced no output at all',
        C: 'The program failed, since 0 means false in C',
        D: 'The program was killed by a signal',
      },
      correct: 'A',
      explanation:
        'An exit status of 0 (or `EXIT_SUCCESS`) conventionally means success; any other value signals failure.',
    },
    {
      question: 'Which `printf` specifier prints a `double` with exactly two decimals?',
      options: {
        A: '`%.2d`',
        B: '`%2.f`',
        C: '`%f.2`',
        D: '`%.2f`',
      },
      correct: 'D',
      explanation:
        'In `%.2f` the precision `.2` sets two digits after the decimal point for a floating-point value.',
    },
    {
      question: 'What does the line `#include <stdio.h>` do?',
      options: {
        A: "Pastes the header's declarations of `printf` and friends into this source file",
        B: 'Links the program with the standard I/O library at build time',
        C: 'Loads the compiled code of `printf` into the program when it starts',
        D: 'Tells the linker which object file holds the code for `printf` and `scanf`',
      },
      correct: 'A',
      explanation:
        "The preprocessor inserts the header's text, which declares the standard I/O functions; linking is a separate step.",
    },
    {
      question: 'What happens if you pass a `double` to `printf` with the `%d` specifier?',
      options: {
        A: 'The value is truncated to an `int` before printing',
        B: 'The compiler inserts a conversion to `int` for you',
        C: 'The behaviour is undefined; anything may be printed',
        D: '`printf` detects the mismatch and prints an error message',
      },
      correct: 'C',
      explanation:
        "A specifier that does not match its argument's type is undefined behaviour; `-Wall` warns about it.",
    },
    {
      question: 'Which gcc option turns on a broad set of useful warnings?',
      options: {
        A: '`-w`',
        B: '`-Wall`',
        C: '`-g`',
        D: '`-Werror`',
      },
      correct: 'B',
      explanation:
        '`-Wall` enables many common warnings (`-Wextra` adds more); `-Werror` only turns warnings into errors and `-w` silences them.',
    },
    {
      question: 'How do you print a literal percent sign with `printf`?',
      options: {
        A: 'Escape it: `\\%`',
        B: 'Use `%p`, where `p` stands for percent',
        C: 'Double it in the format: `%%`',
        D: 'Separate two of them by a space: `% %`',
      },
      correct: 'C',
      explanation: 'Two percent signs in a format string produce one literal percent character.',
    },
    {
      question:
        'Why might text printed without a trailing newline not appear on the terminal immediately?',
      options: {
        A: 'stdout is buffered until a newline, an explicit flush or program exit',
        B: '`printf` waits for a newline before it formats the text',
        C: 'The terminal only draws lines that end in a newline character',
        D: 'Text without a newline is written to stderr instead',
      },
      correct: 'A',
      explanation:
        'stdout is line-buffered on terminals, so output waits in a buffer until flushed (`fflush(stdout)` forces it).',
    },
    {
      question:
        'In which order are the build steps performed when gcc turns `hello.c` into `hello`?',
      options: {
        A: 'Compiling, preprocessing, assembling, linking',
        B: 'Preprocessing, compiling, assembling, linking',
        C: 'Preprocessing, assembling, compiling, linking',
        D: 'Preprocessing, compiling, linking, assembling',
      },
      correct: 'B',
      explanation:
        'Directives are expanded first, then C is compiled to assembly, assembled into object code and finally linked.',
    },
    {
      question: 'What does the option `-o hello` do in `gcc -Wall -o hello hello.c`?',
      options: {
        A: 'Optimises the code of `hello`',
        B: 'Compiles to an object file only',
        C: 'Adds debug info for gdb',
        D: 'Names the output executable `hello`',
      },
      correct: 'D',
      explanation:
        '`-o` sets the output file name; optimisation is `-O`, object-only is `-c` and debug information is `-g`.',
    },
    {
      question:
        'Which specifier is the correct one for printing a `size_t` value such as the result of `sizeof`?',
      options: {
        A: '`%u`',
        B: '`%lld`',
        C: '`%sz`',
        D: '`%zu`',
      },
      correct: 'D',
      explanation: 'The `z` length modifier with `u` matches `size_t` on every platform.',
    },
    {
      question: 'What does `printf("%05d", 42)` print?',
      options: {
        A: '`42.00000`',
        B: '`00042`',
        C: '`42000`',
        D: '`000042`',
      },
      correct: 'B',
      explanation: 'The `0` flag pads with zeros to the field width of five, giving `00042`.',
    },
  ],
  problems: [],
};
