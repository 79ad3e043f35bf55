import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'c-8',
  order: 8,
  title: 'File I/O and the Standard Library',
  description:
    'Read and write text and binary files with stdio, handle errors with errno, and use key standard library facilities.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Open, read, write and close files with fopen, fgets, fprintf, fread and fwrite',
    'Detect end of file and I/O errors correctly',
    'Report errors with errno, perror and exit codes',
    'Use standard streams, buffering and conversion functions such as strtol',
  ],
  lesson: `## Streams and FILE

The \`<stdio.h>\` library models files as **streams** of type \`FILE *\`. Three are open when \`main\` starts: \`stdin\`, \`stdout\` and \`stderr\`. Diagnostic messages belong on \`stderr\` so they do not mix with a program's real output when it is redirected to a file or piped into another program.

\`\`\`c
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>
#include <string.h>

int main(int argc, char *argv[]) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s FILE\\n", argv[0]);
        return EXIT_FAILURE;
    }
    FILE *in = fopen(argv[1], "r");
    if (in == NULL) {
        fprintf(stderr, "cannot open %s: %s\\n", argv[1], strerror(errno));
        return EXIT_FAILURE;
    }
    char line[256];
    long count = 0;
    while (fgets(line, sizeof line, in) != NULL) count++;
    if (ferror(in)) perror("read");
    fclose(in);
    printf("%ld lines\\n", count);
    return EXIT_SUCCESS;
}
\`\`\`

Modes for \`fopen\` are \`"r"\`, \`"w"\` (truncate or create), \`"a"\` (append), plus \`"+"\` for update and \`"b"\` for binary on platforms that distinguish it. C11 added \`"x"\`, which fails if the file already exists. Every successful \`fopen\` needs a matching \`fclose\`, which also flushes buffered output; check its return value when writing, because a full disk may only be reported then.

## Detecting the end

Reading functions signal the end by their **return value**: \`fgets\` returns \`NULL\`, \`fgetc\` returns \`EOF\`, \`fscanf\` returns fewer items than requested or \`EOF\`, \`fread\` returns fewer elements than asked. Only after such a result should you call \`feof\` or \`ferror\` to learn why. The common loop \`while (!feof(f))\` is wrong: \`feof\` becomes true only *after* a read has failed, so that loop processes the last item twice or processes garbage.

Note that \`fgetc\` returns an \`int\`, not a \`char\`, precisely so that \`EOF\` can be distinguished from every valid byte; storing it in a \`char\` breaks that.

## Binary I/O

\`fread(ptr, size, count, f)\` and \`fwrite\` move raw bytes. They are fast but the file format then depends on the machine's type sizes, endianness and struct padding, so portable formats write fields one by one in a defined byte order, or use text. \`fseek\` and \`ftell\` move and report the file position.

## Errors and errno

Many library functions set the global \`errno\` to a code such as \`ENOENT\` (no such file) when they fail. \`perror(prefix)\` prints the prefix and the matching message to \`stderr\`, and \`strerror(errno)\` returns that message as a string. Only read \`errno\` right after a call reports failure; successful calls may leave stale values.

## Safer conversions

\`atoi\` cannot report errors: it returns 0 both for "0" and for "hello". \`strtol(text, &end, 10)\` returns the value, sets \`end\` to the first unconverted character, and sets \`errno\` to \`ERANGE\` on overflow, so you can reject partial or invalid input. Its relatives \`strtoll\`, \`strtoul\` and \`strtod\` cover other types.`,
  overview: {
    whatYouWillLearn: [
      'FILE streams, and why diagnostics go to stderr',
      'fopen modes and the need to check fopen and fclose results',
      'End of input is detected from read return values, not by looping on feof',
      'fgetc returns int so EOF differs from every byte',
      'Binary I/O depends on type sizes, padding and endianness',
      'errno, perror and strtol provide precise error reporting',
    ],
    proTip:
      'Write command-line tools so that real output goes to stdout and every message goes to stderr; they will then compose cleanly with pipes.',
  },
  mcqs: [
    {
      question: 'What does `fopen` return if the file cannot be opened?',
      options: {
        A: '`NULL`, with `errno` describing the reason',
        B: 'An empty stream that reads as end-of-file at once',
        C: 'A `FILE *` whose error flag `ferror` reports as set',
        D: '`-1`, the same failure value as the POSIX `open` call',
      },
      correct: 'A',
      explanation: '`fopen` reports failure with a null pointer and sets `errno`.',
    },
    {
      question: 'Why is `while (!feof(f)) { fgets(line, sizeof line, f); process(line); }` a bug?',
      options: {
        A: '`feof` closes the stream as soon as it reaches the end of the file',
        B: '`feof` is set only after a read fails, so a stale line is then processed',
        C: '`feof` turns true one line early, so the last line is never processed',
        D: '`fgets` never updates the end-of-file flag that `feof` tests',
      },
      correct: 'B',
      explanation:
        'The end is detected only when a read fails, so test the return value of `fgets` itself instead.',
    },
    {
      question: 'Why does `fgetc` return an `int` rather than a `char`?',
      options: {
        A: 'Because it may return a whole multibyte character in one call',
        B: 'So that it can hand back the `errno` code when a read fails',
        C: 'Because an `int` is faster to return than a `char` on most CPUs',
        D: 'So that `EOF` can be told apart from every valid byte value',
      },
      correct: 'D',
      explanation:
        '`EOF` is a negative `int` outside the range of `unsigned char` values; storing the result in a `char` breaks that.',
    },
    {
      question: 'Where should a command-line program print its error messages?',
      options: {
        A: 'To `stdout`, right after the normal output of the program',
        B: 'To `stdout` through `perror`',
        C: "To `stderr`, apart from the program's real output",
        D: 'To a log file next to the program',
      },
      correct: 'C',
      explanation:
        '`stderr` keeps diagnostics separate when the real output is redirected or piped.',
    },
    {
      question: 'What advantage does `strtol` have over `atoi`?',
      options: {
        A: 'It is faster because it stops at the first whitespace character',
        B: 'It shows where parsing stopped and flags overflow via `errno`',
        C: 'It converts to `long double`, so very large values are kept',
        D: 'It returns -1 for invalid input, which `atoi` cannot signal',
      },
      correct: 'B',
      explanation:
        'The end pointer and `ERANGE` let you detect partial, invalid or out-of-range input; `atoi` returns 0 for both "0" and "hello".',
    },
    {
      question:
        'Which `fopen` mode opens a file for writing and truncates it if it already exists?',
      options: {
        A: '`"w"`',
        B: '`"a"`',
        C: '`"r+"`',
        D: '`"wx"`',
      },
      correct: 'A',
      explanation:
        '`"w"` creates the file or truncates it to zero length; `"wx"` fails if the file exists.',
    },
    {
      question:
        'Why can writing a struct with `fwrite` produce a file that other machines misread?',
      options: {
        A: '`fwrite` stores the struct as text, which depends on the locale',
        B: '`fwrite` compresses the bytes in a format specific to each libc',
        C: 'Only the first member of a struct is written by a single `fwrite`',
        D: 'Type sizes, padding and byte order can differ between platforms',
      },
      correct: 'D',
      explanation: '`fwrite` copies raw memory, and memory layout is not a portable file format.',
    },
    {
      question: 'When is it meaningful to inspect `errno`?',
      options: {
        A: 'At any time; it holds the last error',
        B: 'After any call; success clears `errno`',
        C: 'Right after a call has reported a failure',
        D: 'Only after calling `fclose`',
      },
      correct: 'C',
      explanation:
        'Successful calls may leave stale values in `errno`, so read it only right after a call signals failure.',
    },
    {
      question: 'Why should you check the return value of `fclose` after writing a file?',
      options: {
        A: 'It flushes the buffer, so a full disk may show up only then',
        B: 'It returns the number of bytes that were written to the file',
        C: 'A failed `fclose` leaves the file open, so it must be called again',
        D: 'It returns `NULL` when the stream had already been closed',
      },
      correct: 'A',
      explanation:
        '`fclose` writes out what is still buffered, and write errors such as a full disk may only surface at that point.',
    },
    {
      question: 'What does the `fopen` mode `"a"` do?',
      options: {
        A: 'Opens for reading and writing from the start of the file',
        B: 'Opens for writing and truncates the file to zero length',
        C: 'Opens for appending, but fails if the file does not exist',
        D: 'Writes at the end of the file, creating it if needed',
      },
      correct: 'D',
      explanation: 'Append mode writes at the end of the file and creates it when it is missing.',
    },
    {
      question: 'How does `fgets` signal that it reached the end of the file or hit an error?',
      options: {
        A: 'It returns `EOF`, and `errno` says which of the two happened',
        B: 'It writes an empty string `""` and returns `0`',
        C: 'It returns a null pointer; then `feof` or `ferror` tells which',
        D: 'It returns the last line again and sets the `feof` flag',
      },
      correct: 'C',
      explanation:
        '`fgets` returns a null pointer on end of file or error; only then call `feof` or `ferror` to learn why.',
    },
    {
      question: 'What does `strtol("42abc", &end, 10)` do?',
      options: {
        A: 'Returns 0 and leaves `end` unchanged, as the text is invalid',
        B: 'Returns 42 and sets `end` to point at `"abc"`',
        C: 'Returns 42, sets `errno` to `EINVAL` and `end` to `NULL`',
        D: "Returns 0 with `end` at the text's start",
      },
      correct: 'B',
      explanation:
        '`strtol` converts the leading digits and sets `end` to the first unconverted character, so you can reject the tail.',
    },
  ],
  problems: [],
};
