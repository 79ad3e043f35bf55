import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({ input, expectedOutput, hidden });

export const chapter: ChapterContent = {
  id: 'cpp-3',
  order: 3,
  title: 'Control Flow and Functions',
  description: 'Write C++ control flow and functions with overloading, default arguments and reference parameters, and use standard numeric helpers.',
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
    proTip: 'When a result could exceed two billion, make the accumulator a long long from the start; overflow bugs hide until the biggest test case.',
  },
  mcqs: [],
  problems: [
    {
      id: 'cpp-gcd-lcm',
      title: 'GCD and LCM of a List',
      description:
        'The first line contains n. The second line contains n positive integers. Print two numbers separated by a space: the greatest common divisor and the least common multiple of all n numbers. The LCM is guaranteed to fit in a signed 64-bit integer, but intermediate products might not if you multiply before dividing.',
      examples: [
        { input: '3\n4 6 8', output: '2 24', explanation: 'gcd(4, 6, 8) = 2 and lcm(4, 6, 8) = 24.' },
        { input: '2\n7 13', output: '1 91', explanation: 'Coprime numbers have gcd 1 and their product as lcm.' },
      ],
      constraints: ['1 <= n <= 100 000', '1 <= each number <= 10^9', 'The LCM fits in a signed 64-bit integer'],
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
    },
  ],
};
