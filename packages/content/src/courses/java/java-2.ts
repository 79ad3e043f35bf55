import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'java-2',
  order: 2,
  title: 'Control Flow and Methods',
  description:
    'Use if, switch and loops to control execution, and break programs into static methods with parameters and return values.',
  difficulty: 'Easy',
  testType: 'coding',
  objectives: [
    'Write if/else chains and switch statements and expressions',
    'Use for, enhanced for, while and do-while loops',
    'Define static methods with parameters, return types and overloading',
    'Read input with Scanner or BufferedReader',
  ],
  lesson: `## Branching

Java's \`if\` requires a \`boolean\` condition in parentheses; there is no truthiness, so \`if (count)\` does not compile when \`count\` is an \`int\`. Logical operators \`&&\` and \`||\` short-circuit, which lets you guard a call: \`if (s != null && s.isEmpty())\`.

Modern Java (14+) has **switch expressions** with arrow labels. They produce a value, never fall through, and the compiler checks that enums are covered exhaustively:

\`\`\`java
DayOfWeek day = DayOfWeek.SATURDAY;
String kind = switch (day) {
    case SATURDAY, SUNDAY -> "weekend";
    case MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY -> "weekday";
};
\`\`\`

The older colon-style \`switch\` statement still exists; there each \`case\` needs a \`break\` to avoid falling into the next one.

## Loops

\`\`\`java
String[] names = { "Ada", "Linus" };
int n = 2026, digits = 0;
Scanner in = new Scanner(System.in);
String line;
for (int i = 0; i < 5; i++) System.out.print(i);  // counted loop
for (String name : names) System.out.println(name); // enhanced for over arrays and collections
while (n > 0) { n /= 10; digits++; }          // condition checked first
do { line = in.nextLine(); } while (line.isBlank()); // body runs at least once
\`\`\`

\`break\` exits the innermost loop, \`continue\` skips to the next iteration, and a **label** (\`outer:\`) lets \`break outer;\` leave nested loops at once.

## Methods

A method is a named block with typed parameters and a return type (\`void\` if it returns nothing). Until you learn objects, mark helper methods \`static\` so \`main\` can call them directly.

\`\`\`java
static boolean isPrime(int n) {
    if (n < 2) return false;
    for (int d = 2; (long) d * d <= n; d++) {
        if (n % d == 0) return false;
    }
    return true;
}

static int max(int a, int b) { return a > b ? a : b; }
static double max(double a, double b) { return a > b ? a : b; } // overload
\`\`\`

Java passes arguments **by value**: a method receives copies of primitive values, so changing a parameter does not affect the caller. For objects, the copied value is a reference, so the method can modify the object but cannot make the caller's variable point elsewhere. **Overloading** means several methods share a name but differ in parameter types; the compiler chooses based on the arguments. Testing divisors only up to the square root, as \`isPrime\` does, turns an O(n) check into O(sqrt n).

## Reading input

\`Scanner\` is convenient for small inputs (\`new Scanner(System.in).nextInt()\`); for large inputs, \`BufferedReader\` with \`readLine()\` and \`String.split\` or \`StringTokenizer\` is much faster. Always think about the output format too: build a line with \`StringBuilder\` or \`String.join\` and print it once.`,
  overview: {
    whatYouWillLearn: [
      'Conditions must be boolean and && and || short-circuit',
      'Switch expressions with arrow labels return values and never fall through',
      'Counted, enhanced for, while and do-while loops and labelled breaks',
      'Static methods declare parameter and return types, and can be overloaded',
      'Java passes copies of primitives and copies of references',
      'Trial division up to the square root is enough to test primality',
    ],
    proTip:
      'Write d * d <= n instead of d <= Math.sqrt(n) in integer loops, casting to long if needed; it avoids floating-point rounding surprises.',
  },
  mcqs: [],
  problems: [
    {
      id: 'java-primes-in-range',
      title: 'Primes in a Range',
      description:
        'Read two integers a and b (a <= b). Print all prime numbers p with a <= p <= b on one line, in increasing order, separated by single spaces. If there are none, print "none". Write a helper method isPrime and call it from your main loop.',
      examples: [
        { input: '1 10', output: '2 3 5 7', explanation: '1 is not prime; 2, 3, 5 and 7 are.' },
        {
          input: '14 16',
          output: 'none',
          explanation: '14, 15 and 16 all have divisors other than 1 and themselves.',
        },
      ],
      constraints: ['0 <= a <= b <= 100 000', 'b - a <= 10 000'],
      testCases: [
        t('1 10', '2 3 5 7', false),
        t('14 16', 'none', false),
        t('2 2', '2'),
        t('90 110', '97 101 103 107 109'),
        t('0 1', 'none'),
        t('7919 7920', '7919'),
        t('0 30', '2 3 5 7 11 13 17 19 23 29'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

def is_prime(n):
    if n < 2:
        return False
    d = 2
    while d * d <= n:
        if n % d == 0:
            return False
        d += 1
    return True

a, b = map(int, sys.stdin.read().split())
primes = [str(p) for p in range(a, b + 1) if is_prime(p)]
print(' '.join(primes) if primes else 'none')
`,
      },
      judge: {
        generator: `import sys
a, b = map(int, sys.stdin.readline().split())
print(a, b)
`,
        tests: [
          { args: '90000 100000', label: 'b = 100,000, b - a = 10,000' },
          { args: '0 10000', label: 'a = 0, b - a = 10,000' },
          { args: '97969 97969', label: 'a = b, the square of a prime' },
          { args: '99991 99991', label: 'a = b, a large prime' },
          { args: '99992 100000', label: 'a range near 100,000 with no primes' },
          { args: '0 0', label: 'a = b = 0' },
        ],
        validator: `import sys
parts = sys.stdin.read().split()
assert len(parts) == 2, 'two integers a and b'
a, b = int(parts[0]), int(parts[1])
assert 0 <= a <= b <= 100000, 'need 0 <= a <= b <= 100,000'
assert b - a <= 10000, 'b - a <= 10,000'
`,
        wrongSolutions: [
          {
            name: 'stops-before-the-root',
            language: 'python3',
            mustFail: 'WA',
            why: 'Tests divisors while d * d < n, so squares of primes such as 9 and 25 count as prime',
            source: `import sys

def is_prime(n):
    if n < 2:
        return False
    d = 2
    while d * d < n:
        if n % d == 0:
            return False
        d += 1
    return True

a, b = map(int, sys.stdin.read().split())
primes = [str(p) for p in range(a, b + 1) if is_prime(p)]
print(' '.join(primes) if primes else 'none')
`,
          },
          {
            name: 'zero-and-one-are-prime',
            language: 'python3',
            mustFail: 'WA',
            why: 'Has no n < 2 case, so 0 and 1 count as prime',
            source: `import sys

def is_prime(n):
    d = 2
    while d * d <= n:
        if n % d == 0:
            return False
        d += 1
    return True

a, b = map(int, sys.stdin.read().split())
primes = [str(p) for p in range(a, b + 1) if is_prime(p)]
print(' '.join(primes) if primes else 'none')
`,
          },
        ],
      },
    },
  ],
};
