import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'c-8',
  order: 8,
  title: 'File I/O and the Standard Library',
  description: 'Read and write text and binary files with stdio, handle errors with errno, and use key standard library facilities.',
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
    proTip: 'Write command-line tools so that real output goes to stdout and every message goes to stderr; they will then compose cleanly with pipes.',
  },
  mcqs: [
    {
      question: 'What does fopen return if the file cannot be opened?',
      options: { A: 'NULL, with errno describing the reason', B: 'An empty FILE', C: '-1', D: 'It aborts the program' },
      correct: 'A',
      explanation: 'fopen reports failure with a null pointer and sets errno.',
    },
    {
      question: 'Why is while (!feof(f)) { fgets(...); process(); } a bug?',
      options: {
        A: 'feof closes the file',
        B: 'fgets cannot be used in loops',
        C: 'feof only becomes true after a read has already failed, so the last iteration uses stale data',
        D: 'feof is only for binary files',
      },
      correct: 'C',
      explanation: 'Test the return value of the read itself instead.',
    },
    {
      question: 'Why does fgetc return an int rather than a char?',
      options: {
        A: 'For speed on 32-bit CPUs',
        B: 'So that EOF can be distinguished from every valid byte value',
        C: 'Because chars cannot be returned from functions',
        D: 'To return two characters at once',
      },
      correct: 'B',
      explanation: 'EOF is a negative int outside the range of unsigned char values.',
    },
    {
      question: 'Where should a command-line program print error messages?',
      options: { A: 'stdout', B: 'stdin', C: 'A file named error.txt', D: 'stderr' },
      correct: 'D',
      explanation: 'stderr keeps diagnostics separate from redirected program output.',
    },
    {
      question: 'What advantage does strtol have over atoi?',
      options: {
        A: 'It is faster',
        B: 'It accepts only decimal numbers',
        C: 'It reports where parsing stopped and signals overflow via errno',
        D: 'It converts to floating point',
      },
      correct: 'C',
      explanation: 'The end pointer and ERANGE let you detect invalid or out-of-range input.',
    },
    {
      question: 'Which fopen mode opens a file for writing and truncates it if it exists?',
      options: { A: '"w"', B: '"r"', C: '"a"', D: '"r+" (read and update)' },
      correct: 'A',
      explanation: 'Write mode creates the file or truncates it to zero length.',
    },
    {
      question: 'Why can writing a struct with fwrite produce files other machines misread?',
      options: {
        A: 'fwrite compresses data',
        B: 'fwrite only works for text',
        C: 'Structs cannot be written at all',
        D: 'Type sizes, padding and byte order can differ between platforms',
      },
      correct: 'D',
      explanation: 'Raw memory layout is not a portable file format.',
    },
    {
      question: 'When is it meaningful to inspect errno?',
      options: {
        A: 'At any time, since it always holds the last error',
        B: 'Immediately after a function has reported failure',
        C: 'Only at program start',
        D: 'Only after fclose',
      },
      correct: 'B',
      explanation: 'Successful calls may leave old values in errno, so check it only after a failure.',
    },
  ],
  problems: [],
};
