import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'c-2',
  order: 2,
  title: 'Types, Operators and Control Flow',
  description:
    'Use C integer and floating types correctly, apply arithmetic and bitwise operators, and control execution with branches and loops.',
  difficulty: 'Easy',
  testType: 'coding',
  objectives: [
    'Choose integer and floating types and know their ranges',
    'Apply integer division, remainder and type promotions correctly',
    'Write if, switch, for, while and do-while statements',
    'Read numbers with scanf and check its return value',
  ],
  lesson: `## Integer and floating types

C's integer types are \`char\`, \`short\`, \`int\`, \`long\` and \`long long\`, each \`signed\` by default or \`unsigned\`. The standard only guarantees **minimum** sizes (for example \`int\` is at least 16 bits), although on today's desktop platforms \`int\` is 32 bits and \`long long\` 64 bits. When the exact width matters, include \`<stdint.h>\` and use \`int32_t\`, \`uint8_t\` or \`int64_t\`. \`float\` and \`double\` hold floating-point values; prefer \`double\`. C23 makes \`bool\`, \`true\` and \`false\` keywords; older code includes \`<stdbool.h>\`.

Signed overflow is **undefined behaviour**: the compiler may assume it never happens. Unsigned arithmetic, by contrast, wraps around modulo 2^n. Mixing signed and unsigned values in comparisons converts the signed one to unsigned, so \`-1 < 1u\` is false, a classic trap that \`-Wextra\` warns about.

## Operators

Integer division truncates toward zero (\`-7 / 2\` is \`-3\`) and \`%\` gives a remainder with the sign of the dividend (\`-7 % 2\` is \`-1\`). Small types are **promoted** to \`int\` before arithmetic. Bitwise operators \`& | ^ ~ << >>\` manipulate individual bits, useful for flags and masks. Comparison and logical operators yield \`int\` values \`1\` or \`0\`, and any non-zero value counts as true in a condition.

## Control flow

\`\`\`c
#include <stdio.h>

int main(void) {
    long long n;
    while (scanf("%lld", &n) == 1) {      /* stop at end of input */
        long long m = n < 0 ? -n : n;
        long long reversed = 0;
        int digit_sum = 0;
        do {                              /* runs at least once, so 0 works */
            int d = (int)(m % 10);
            reversed = reversed * 10 + d;
            digit_sum += d;
            m /= 10;
        } while (m > 0);
        printf("%lld %d\\n", n < 0 ? -reversed : reversed, digit_sum);
    }
    return 0;
}
\`\`\`

The \`for\` loop packs initialisation, condition and update into one line; \`while\` checks before each pass, and \`do ... while\` checks after, guaranteeing one execution. \`switch\` selects among integer constants; each \`case\` must end with \`break\` unless you deliberately fall through. \`break\` and \`continue\` work as in other C-family languages.

## Reading input with scanf

\`scanf\` needs the **address** of each variable, hence \`&n\`. It returns the number of items successfully converted, or \`EOF\` at end of input, so \`while (scanf("%d", &x) == 1)\` processes numbers until the input runs out and also stops safely on malformed text. Digit-by-digit processing with \`% 10\` and \`/ 10\`, as above, is a fundamental technique: it extracts the last digit and then removes it.`,
  overview: {
    whatYouWillLearn: [
      'C guarantees only minimum integer sizes; stdint.h provides exact widths',
      'Signed overflow is undefined while unsigned arithmetic wraps around',
      "Integer division truncates toward zero and % keeps the dividend's sign",
      'Comparisons produce 1 or 0 and any non-zero value is true',
      'do-while loops run their body at least once',
      'scanf returns the number of converted items, which controls input loops',
    ],
    proTip:
      'Always compare the result of scanf with the number of values you asked for; it is the simplest defence against reading garbage.',
  },
  mcqs: [],
  problems: [
    {
      id: 'c-reverse-digits',
      title: 'Reverse and Sum Digits',
      description:
        'The input contains one or more integers separated by whitespace. For each integer n, print one line with two numbers: n with its digits reversed (leading zeros of the result are dropped and the sign is kept), and the sum of the digits of n (ignoring the sign).',
      examples: [
        {
          input: '1230',
          output: '321 6',
          explanation: 'Reversing 1230 gives 0321, which is 321; 1 + 2 + 3 + 0 = 6.',
        },
        {
          input: '-45\n7',
          output: '-54 9\n7 7',
          explanation: 'The sign is kept when reversing; a single digit reverses to itself.',
        },
      ],
      constraints: ['At most 1000 integers', '|n| <= 10^15'],
      testCases: [
        t('1230', '321 6', false),
        t('-45\n7', '-54 9\n7 7', false),
        t('0', '0 0'),
        t('1000000', '1 1'),
        t('999999999999999', '999999999999999 135'),
        t('-100 12345', '-1 1\n54321 15'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

out = []
for tok in sys.stdin.read().split():
    n = int(tok)
    digits = str(abs(n))
    rev = int(digits[::-1])
    if n < 0:
        rev = -rev
    out.append(f'{rev} {sum(int(d) for d in digits)}')
print('\n'.join(out))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
k, mode = int(args[0]), args[1]
random.seed(' '.join(args))
L = 10**15
if mode == 'random':
    xs = [random.randint(-L, L) for _ in range(k)]
elif mode == 'zeros':
    # trailing zeros, which disappear when reversed
    xs = [random.choice((1, -1)) * random.randint(1, 999) * 10 ** random.randint(0, 12) for _ in range(k)]
elif mode == 'extremes':
    xs = [random.choice((L, -L, L - 1, -(L - 1), 0, 1, -1, 10**9 + 7)) for _ in range(k)]
elif mode == 'small':
    xs = [random.randint(-99, 99) for _ in range(k)]
else:
    raise SystemExit('unknown mode ' + mode)
print('\\n'.join(map(str, xs)))
`,
        tests: [
          { args: '1000 random', label: '1,000 integers up to 10^15 in absolute value' },
          { args: '1000 zeros', label: '1,000 integers with trailing zeros' },
          { args: '1000 extremes', label: '1,000 integers: +-10^15, +-1, 0' },
          { args: '1 small', label: 'one integer' },
        ],
        validator: `import re, sys
tokens = sys.stdin.read().split()
assert 1 <= len(tokens) <= 1000, 'between 1 and 1,000 integers'
for t in tokens:
    assert re.fullmatch(r'-?[0-9]+', t), 'not an integer: ' + t
    assert abs(int(t)) <= 10**15, '|n| <= 10^15'
`,
        wrongSolutions: [
          {
            name: '32-bit-int',
            language: 'c',
            mustFail: 'any',
            why: 'Reads n into an int, but |n| goes up to 10^15, far past 2,147,483,647',
            source: `#include <stdio.h>
#include <stdlib.h>
int main(void) {
    int n;
    while (scanf("%d", &n) == 1) {
        int m = abs(n), rev = 0, sum = 0;
        while (m > 0) {
            rev = rev * 10 + m % 10;
            sum += m % 10;
            m /= 10;
        }
        printf("%d %d\\n", n < 0 ? -rev : rev, sum);
    }
    return 0;
}
`,
          },
          {
            name: 'keeps-leading-zeros',
            language: 'python3',
            mustFail: 'WA',
            why: 'Reverses the digit string without converting back to a number, so 1230 gives 0321',
            source: `import sys

for tok in sys.stdin.read().split():
    n = int(tok)
    digits = str(abs(n))
    rev = digits[::-1]
    if n < 0:
        rev = '-' + rev
    print(rev, sum(int(d) for d in digits))
`,
          },
        ],
      },
    },
  ],
};
