import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'c-4',
  order: 4,
  title: 'Arrays and Strings',
  description:
    'Work with fixed-size arrays and null-terminated strings, use the string.h functions safely, and avoid buffer overflows.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Declare, initialise and iterate over one- and two-dimensional arrays',
    'Explain null-terminated strings and the difference between length and size',
    'Use strlen, strcmp, strncpy, snprintf and fgets correctly',
    'Prevent buffer overflows with explicit bounds',
  ],
  lesson: `## Arrays

An array is a contiguous block of elements of one type with a size fixed at compile time (or at declaration, for variable-length arrays). C performs **no bounds checking**: writing past the end silently corrupts neighbouring memory, which is undefined behaviour and the root of many security vulnerabilities.

\`\`\`c
int scores[5] = {90, 75};          /* remaining elements become 0 */
int grid[3][4] = {0};              /* 3 rows of 4 ints, all zero */
size_t n = sizeof scores / sizeof scores[0];   /* 5: only works on real arrays */
for (size_t i = 0; i < n; i++) printf("%d ", scores[i]);
\`\`\`

When passed to a function, an array **decays** to a pointer to its first element, and \`sizeof\` inside the function gives the pointer size, not the array size. That is why C functions take a length parameter alongside an array: \`int sum(const int *a, size_t n)\`.

## Strings are char arrays

A C string is an array of \`char\` terminated by a **null character** \`'\\0'\`. The terminator is what tells functions where the text ends, so a buffer must have room for it: the string "cat" needs 4 bytes.

\`\`\`c
char word[] = "cat";        /* sizeof word == 4, strlen(word) == 3 */
char buf[16];
snprintf(buf, sizeof buf, "%s-%d", word, 42);   /* never writes past 16 bytes */
if (strcmp(word, "cat") == 0) puts("equal");     /* compare contents, not == */
\`\`\`

Key functions from \`<string.h>\`: \`strlen\` counts characters before the terminator (O(n), so do not call it in every loop iteration), \`strcmp\` returns negative, zero or positive, \`strchr\` and \`strstr\` search, and \`memcpy\`/\`memset\` work on raw bytes. \`strcpy\` and \`strcat\` do not know the destination size and are easy to overflow; prefer \`snprintf\` or carefully bounded alternatives. Character classification lives in \`<ctype.h>\` (\`isdigit\`, \`isalpha\`, \`toupper\`); pass values as \`unsigned char\` to avoid undefined behaviour with negative chars.

## Reading lines safely

Never use \`gets\`; it was removed from the language because it cannot limit input length. \`fgets(buf, sizeof buf, stdin)\` reads at most one line, including the newline if it fits, and returns \`NULL\` at end of input. Strip the newline with \`buf[strcspn(buf, "\\n")] = '\\0';\`.

## Scanning runs

Many string tasks walk the characters once while tracking state. Run-length encoding, for example, counts how many times the current character repeats and emits the character and count whenever the run ends:

\`\`\`c
const char *s = "aaabccdddd";
for (size_t i = 0; s[i] != '\\0'; ) {
    size_t j = i;
    while (s[j] == s[i]) j++;          /* extend the run */
    printf("%c%zu", s[i], j - i);
    i = j;                              /* continue after the run */
}
\`\`\`

The loop condition relies on the terminator, and the inner loop stops at it too because \`'\\0'\` never equals a letter. Thinking in terms of "start of run" and "end of run" indexes avoids the off-by-one errors that plague manual string handling.`,
  overview: {
    whatYouWillLearn: [
      'Arrays are contiguous and unchecked, so out-of-bounds writes are undefined behaviour',
      'Arrays decay to pointers when passed, losing their size information',
      'Strings end with a null character that needs its own byte',
      'strlen counts characters while sizeof measures the buffer',
      'snprintf and fgets take the buffer size and prevent overflows',
      'Single-pass scans with run boundaries solve many string problems',
    ],
    proTip:
      'Pass sizeof buf, not a hard-coded number, to every bounded string function; the size then stays correct when someone resizes the buffer.',
  },
  mcqs: [],
  problems: [
    {
      id: 'c-run-length',
      title: 'Run-Length Encoding',
      description:
        'Read one line containing a non-empty string of lowercase letters. Compress it with run-length encoding: replace every maximal run of the same letter by the letter followed by the length of the run. Print the encoded string.',
      examples: [
        { input: 'aaabcc', output: 'a3b1c2', explanation: 'Runs: aaa, b, cc.' },
        {
          input: 'abc',
          output: 'a1b1c1',
          explanation: 'Every run has length 1, so the output is longer than the input.',
        },
      ],
      constraints: ['1 <= length <= 100 000', 'Only the letters a-z'],
      testCases: [
        t('aaabcc', 'a3b1c2', false),
        t('abc', 'a1b1c1', false),
        t('z', 'z1'),
        t('aaaaaaaaaaaa', 'a12'),
        t('aabbaa', 'a2b2a2'),
        t('abbbbbbbbbbc', 'a1b10c1'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

s = sys.stdin.read().strip()
out = []
i = 0
while i < len(s):
    j = i
    while j < len(s) and s[j] == s[i]:
        j += 1
    out.append(s[i] + str(j - i))
    i = j
print(''.join(out))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
if mode == 'alternating':
    s = ''.join('ab'[i % 2] for i in range(n))
elif mode == 'single':
    s = 'z' * n
elif mode == 'runs':
    parts, total = [], 0
    while total < n:
        k = min(n - total, random.choice((1, 2, 9, 10, 11, 99, 100, 101, 999, 1000)))
        ch = random.choice([c for c in 'abcdefghijklmnopqrstuvwxyz' if not parts or c != parts[-1][0]])
        parts.append(ch * k)
        total += k
    s = ''.join(parts)
else:
    raise SystemExit('unknown mode ' + mode)
print(s)
`,
        tests: [
          { args: '100000 alternating', label: 'length 100,000, no two equal neighbours' },
          { args: '100000 single', label: 'length 100,000, one letter' },
          { args: '50000 runs', label: 'length 50,000, runs of 1 to 1,000' },
          { args: '1 single', label: 'length 1' },
        ],
        validator: `import re, sys
data = sys.stdin.read()
if data.endswith('\\n'):
    data = data[:-1]
assert re.fullmatch(r'[a-z]{1,100000}', data), 'one line of 1 to 100,000 letters a-z'
`,
        wrongSolutions: [
          {
            name: 'drops-last-run',
            language: 'python3',
            mustFail: 'WA',
            why: 'Writes a run only when the letter changes, so the last run is never written',
            source: `import sys

s = sys.stdin.read().strip()
out = []
count = 1
for i in range(1, len(s)):
    if s[i] == s[i - 1]:
        count += 1
    else:
        out.append(s[i - 1] + str(count))
        count = 1
print(''.join(out))
`,
          },
          {
            name: 'one-digit-count',
            language: 'c',
            mustFail: 'WA',
            why: "Prints the run length as a single character '0' + length, which breaks for runs of 10 or more",
            source: `#include <stdio.h>
#include <string.h>
static char s[100005];
int main(void) {
    if (scanf("%100000s", s) != 1) return 0;
    int n = strlen(s);
    for (int i = 0; i < n;) {
        int j = i;
        while (j < n && s[j] == s[i]) j++;
        putchar(s[i]);
        putchar('0' + (j - i));
        i = j;
    }
    putchar('\\n');
    return 0;
}
`,
          },
        ],
      },
    },
  ],
};
