import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'cpp-3',
  order: 3,
  title: 'Control Flow and Functions',
  description:
    'Write C++ control flow and functions with overloading, default arguments and reference parameters, and use standard numeric helpers.',
  difficulty: 'Easy',
  testType: 'coding',
  objectives: [
    'Use if with initialisers, switch and loops in C++',
    'Overload functions and provide default arguments',
    'Choose between value, reference and const reference parameters',
    'Use std::gcd, std::lcm and fixed-width integer types to avoid overflow',
  ],
  lesson: `## Control flow, C++ style

C++ inherits C's \`if\`, \`switch\`, \`for\`, \`while\` and \`do\`. Since C++17, \`if\` and \`switch\` may contain an **initialiser**, keeping a helper variable scoped to the statement:

\`\`\`cpp
std::map<std::string, double> prices{{"tea", 2.5}, {"coffee", 3.0}};
if (auto it = prices.find("tea"); it != prices.end()) {
    std::cout << it->second << '\\n';
}   // it is not visible here
\`\`\`

Conditions are \`bool\`, and integers and pointers convert to \`bool\` implicitly. The \`[[fallthrough]]\` attribute documents intentional fall-through in a \`switch\`, silencing the compiler warning.

## Functions

C++ functions look like C functions but add several features.

**Overloading** lets several functions share a name if their parameter lists differ. The compiler picks the best match at compile time:

\`\`\`cpp
long long gcdOf(long long a, long long b) { return b == 0 ? a : gcdOf(b, a % b); }
long long gcdOf(const std::vector<long long>& xs) {
    long long g = 0;
    for (auto x : xs) g = gcdOf(g, x);   // gcd(0, x) == x starts the fold
    return g;
}
\`\`\`

**Default arguments** fill in trailing parameters the caller omits: \`void log(const std::string& msg, int level = 1);\`. Put defaults in the declaration (usually the header), not again in the definition.

**Parameter passing**: by value for cheap types, by \`const&\` for large read-only objects, by \`&\` when the function must modify the caller's object. A function can return several values through a \`struct\` or \`std::pair\`/\`std::tuple\`, which is clearer than output parameters: \`return {g, l};\` with structured bindings \`auto [g, l] = stats(xs);\` at the call site.

\`inline\` functions may be defined in headers, and \`[[nodiscard]]\` warns callers who ignore an important return value.

## The numeric library

\`<numeric>\` provides \`std::gcd\` and \`std::lcm\` (C++17), \`std::accumulate\` and \`std::iota\`. With them, the greatest common divisor and least common multiple of a list are short folds. Watch the sizes: the LCM grows quickly, so compute it as \`a / std::gcd(a, b) * b\`, dividing **before** multiplying to keep intermediate values small, and store it in a 64-bit type such as \`long long\` or \`std::int64_t\` from \`<cstdint>\`. Signed overflow is undefined behaviour in C++ just as in C.

\`\`\`cpp
#include <numeric>
std::vector<long long> xs{4, 6, 10};
long long l = 1;
for (long long x : xs) l = l / std::gcd(l, x) * x;
\`\`\`

## Recursion and iteration

Euclid's algorithm above is recursive: \`gcd(a, b) = gcd(b, a mod b)\` with base case \`gcd(a, 0) = a\`. It needs only O(log min(a, b)) steps, so recursion depth is never a concern. For algorithms whose depth could grow with input size, prefer a loop to avoid stack overflow.`,
  overview: {
    whatYouWillLearn: [
      'if and switch statements can declare scoped initialisers',
      'Overloaded functions share a name and are resolved at compile time',
      'Default arguments belong in the declaration',
      'Return several values with structs, pairs or tuples and structured bindings',
      'std::gcd, std::lcm and std::accumulate come from <numeric>',
      'Dividing before multiplying keeps LCM computations within 64 bits',
    ],
    proTip:
      'When a result could exceed two billion, make the accumulator a long long from the start; overflow bugs hide until the biggest test case.',
  },
  mcqs: [],
  problems: [
    {
      id: 'cpp-gcd-lcm',
      title: 'GCD and LCM of a List',
      description:
        'The first line contains n. The second line contains n positive integers. Print two numbers separated by a space: the greatest common divisor and the least common multiple of all n numbers. The LCM is guaranteed to fit in a signed 64-bit integer, but intermediate products might not if you multiply before dividing.',
      examples: [
        {
          input: '3\n4 6 8',
          output: '2 24',
          explanation: 'gcd(4, 6, 8) = 2 and lcm(4, 6, 8) = 24.',
        },
        {
          input: '2\n7 13',
          output: '1 91',
          explanation: 'Coprime numbers have gcd 1 and their product as lcm.',
        },
      ],
      constraints: [
        '1 <= n <= 100 000',
        '1 <= each number <= 10^9',
        'The LCM fits in a signed 64-bit integer',
      ],
      testCases: [
        t('3\n4 6 8', '2 24', false),
        t('2\n7 13', '1 91', false),
        t('1\n10', '10 10'),
        t('4\n12 18 24 36', '6 72'),
        t('5\n1 1 1 1 1', '1 1'),
        t('3\n100000 99999 99998', '1 499985000100000'),
        t('3\n1000000000 1000000000 500000000', '500000000 1000000000'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys
from math import gcd

data = sys.stdin.read().split()
n = int(data[0])
xs = list(map(int, data[1:1 + n]))
g = 0
l = 1
for x in xs:
    g = gcd(g, x)
    l = l // gcd(l, x) * x
print(g, l)
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
# Every number divides L = 2^9 3^5 5^3 7^2 11^2 13 17 19 23 29 31 (about 8 * 10^18), so the LCM fits in 64 bits.
PRIMES = [(2, 9), (3, 5), (5, 3), (7, 2), (11, 2), (13, 1), (17, 1), (19, 1), (23, 1), (29, 1), (31, 1)]

def divisor(limit, lower=()):
    while True:
        x = 1
        for p, e in PRIMES:
            x *= p ** random.randint(0, e - (p in lower))
        if x <= limit:
            return x

if mode == 'divisors':
    xs = [divisor(10**9) for _ in range(n)]
elif mode == 'large':
    xs = [divisor(10**9) for _ in range(n)]
    xs = [x for x in xs if x >= 10**8] or [10**9 // 2]
    xs = (xs * (n // len(xs) + 1))[:n]
elif mode == 'equal':
    xs = [10**9] * n
elif mode == 'ones':
    xs = [1] * n
elif mode == 'primes':
    xs = [999999937, 999999929] * (n // 2)
elif mode == 'shared':
    # a common factor, so the GCD is more than 1
    xs = [210 * divisor(10**9 // 210, (2, 3, 5, 7)) for _ in range(n)]
else:
    raise SystemExit('unknown mode ' + mode)
print(n)
print(' '.join(map(str, xs)))
`,
        tests: [
          { args: '20000 divisors', label: 'n = 20,000, LCM close to 8 * 10^18' },
          { args: '3000 large', label: 'n = 3,000, numbers above 10^8' },
          { args: '3000 shared', label: 'n = 3,000, common factor 210' },
          { args: '3000 equal', label: 'n = 3,000, all 10^9' },
          { args: '2 primes', label: 'n = 2, two large primes' },
          { args: '1 ones', label: 'n = 1, the number 1' },
        ],
        validator: `import sys
from math import gcd
lines = sys.stdin.read().split('\\n')
n = int(lines[0])
assert 1 <= n <= 100000, 'n out of range'
xs = [int(v) for v in lines[1].split()]
assert len(xs) == n, 'expected n numbers'
assert all(1 <= x <= 10**9 for x in xs), 'number out of range'
assert all(line.strip() == '' for line in lines[2:]), 'extra lines'
l = 1
for x in xs:
    l = l // gcd(l, x) * x
assert l <= 2**63 - 1, 'the LCM fits in a signed 64-bit integer'
`,
        wrongSolutions: [
          {
            name: 'multiplies-first',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Computes l * x / gcd(l, x), and l * x overflows 64 bits even though the LCM fits',
            source: `#include <cstdio>
#include <numeric>
int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 0;
    long long g = 0, l = 1;
    for (int i = 0; i < n; i++) {
        long long x;
        std::scanf("%lld", &x);
        g = std::gcd(g, x);
        l = l * x / std::gcd(l, x);
    }
    std::printf("%lld %lld\\n", g, l);
}
`,
          },
          {
            name: '32-bit-lcm',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Keeps the LCM in an int, which overflows past 2,147,483,647',
            source: `#include <cstdio>
#include <numeric>
int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 0;
    int g = 0, l = 1;
    for (int i = 0; i < n; i++) {
        int x;
        std::scanf("%d", &x);
        g = std::gcd(g, x);
        l = l / std::gcd(l, x) * x;
    }
    std::printf("%d %d\\n", g, l);
}
`,
          },
        ],
      },
    },
  ],
};
