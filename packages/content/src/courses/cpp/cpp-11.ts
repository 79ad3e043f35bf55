import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'cpp-11',
  order: 11,
  title: 'Modern Vocabulary Types: optional, variant and string_view',
  description:
    'Represent missing values, alternatives and non-owning text with std::optional, std::variant, std::string_view and structured bindings.',
  difficulty: 'Hard',
  testType: 'coding',
  objectives: [
    'Return "maybe a value" with std::optional instead of sentinels',
    'Model closed sets of alternatives with std::variant and std::visit',
    'Pass read-only text efficiently with std::string_view and know its lifetime rules',
    'Parse text robustly with std::from_chars and structured bindings',
  ],
  lesson: `## Saying "no value" with std::optional

Functions that might not produce a result traditionally returned sentinels such as \`-1\` or \`nullptr\`, or used an output parameter plus a \`bool\`. \`std::optional<T>\` (C++17) makes the possibility explicit in the type:

\`\`\`cpp
#include <charconv>
#include <optional>
#include <string_view>

std::optional<long long> parseInt(std::string_view s) {
    if (s.size() > 1 && s[0] == '+' && s[1] != '-') s.remove_prefix(1); // from_chars rejects '+'
    long long value = 0;
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc{} || ptr != s.data() + s.size() || s.empty()) return std::nullopt;
    return value;
}

std::string_view token = "42";
long long total = 0;
if (auto v = parseInt(token)) total += *v;    // optional converts to bool
long long x = parseInt("12").value_or(0);
\`\`\`

\`has_value()\` or a boolean test checks for a value, \`*opt\` reads it (undefined if empty), \`value()\` reads it or throws \`std::bad_optional_access\`, and \`value_or(d)\` supplies a default. C++23 adds monadic helpers \`and_then\`, \`transform\` and \`or_else\` to chain optional-returning steps.

Note the careful parsing above: \`std::from_chars\` is locale-independent, never allocates and never throws, reporting errors through \`ec\`. Checking that \`ptr\` reached the end rejects inputs like \`12a\` that merely *start* with a number, a distinction \`std::stoi\` would quietly ignore.

## Alternatives with std::variant

\`std::variant<A, B, C>\` holds exactly one value of one of the listed types, a type-safe tagged union. \`std::visit\` applies a callable to whichever alternative is active, and the "overloaded lambdas" pattern handles each case:

\`\`\`cpp
template <class... Fs> struct overloaded : Fs... { using Fs::operator()...; };

using Token = std::variant<long long, std::string>;
Token tok = 42LL;
std::visit(overloaded{
    [](long long n) { std::cout << "number " << n << '\\n'; },
    [](const std::string& s) { std::cout << "word " << s << '\\n'; },
}, tok);
\`\`\`

If a case is missing, the code fails to compile, which gives exhaustiveness checking similar to pattern matching. \`std::holds_alternative<T>(v)\` and \`std::get_if<T>(&v)\` query the active type directly. \`std::expected<T, E>\` (C++23) is the error-handling sibling: a value or an error, without exceptions.

## Non-owning text with std::string_view

\`std::string_view\` is a pointer plus a length referring to characters owned by someone else. It accepts \`std::string\`, string literals and character buffers without copying, and offers cheap \`substr\`, \`remove_prefix\` and \`find\`. Use it for read-only parameters. Its danger is lifetime: a view into a temporary string dangles as soon as the temporary dies, so never return a \`string_view\` to a local \`std::string\` or store views longer than the data they point to.

## Structured bindings

\`auto [a, b] = pair;\` unpacks pairs, tuples, arrays and simple structs into named variables, as in \`auto [ptr, ec] = std::from_chars(...)\` above and \`for (const auto& [key, value] : map)\`. Together these vocabulary types make interfaces self-documenting: the signature alone tells the caller that a result may be missing, may be one of several things, or does not take ownership.`,
  overview: {
    whatYouWillLearn: [
      'std::optional makes a possibly missing result explicit in the type',
      'value_or, value and operator* access optionals with different safety levels',
      'std::variant with std::visit handles a closed set of alternatives exhaustively',
      'std::from_chars parses numbers without locales, exceptions or allocation',
      'std::string_view avoids copies but must not outlive the viewed text',
      'Structured bindings unpack pairs, tuples and structs into named variables',
    ],
    proTip:
      'Treat a function that returns std::string_view as a red flag in code review; make sure the characters it points to outlive every caller.',
  },
  mcqs: [],
  problems: [
    {
      id: 'cpp-validate-integers',
      title: 'Validate and Sum Integers',
      description:
        'The input contains tokens separated by whitespace. A token is a valid integer if it consists of an optional leading "+" or "-" followed by one or more decimal digits, and nothing else. Print two lines: the sum of all valid integers, then the number of invalid tokens.',
      examples: [
        {
          input: '10 -3 abc 7',
          output: '14\n1',
          explanation: '10 - 3 + 7 = 14, and "abc" is the only invalid token.',
        },
        {
          input: 'x y',
          output: '0\n2',
          explanation: 'No valid integers, so the sum is 0 and both tokens are invalid.',
        },
      ],
      constraints: [
        'At most 100 000 tokens',
        'Valid integers have absolute value at most 10^12',
        'The sum fits in a signed 64-bit integer',
      ],
      testCases: [
        t('10 -3 abc 7', '14\n1', false),
        t('x y', '0\n2', false),
        t('+5 -0 12a 3.5 --4', '5\n3'),
        t('999999999999 1', '1000000000000\n0'),
        t('42', '42\n0'),
        t('- + 0', '0\n2'),
        t('-1000000000000 -1000000000000\n+007', '-1999999999993\n0'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

total = 0
invalid = 0
for tok in sys.stdin.read().split():
    body = tok[1:] if tok[0] in '+-' else tok
    if body and all('0' <= ch <= '9' for ch in body):
        total += int(tok)
    else:
        invalid += 1
print(total)
print(invalid)
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
BAD = ['abc', '12a', '3.5', '--4', '-', '+', '1_000', '0x1f', '1e5', '+-3', '7-', '(2)', '1,000', 'a1']

def valid(big):
    v = random.randint(-10**12, 10**12) if big else random.randint(-99, 99)
    s = str(v)
    r = random.random()
    if r < 0.1 and v >= 0:
        s = '+' + s
    elif r < 0.2:
        s = s.replace('-', '-00', 1) if v < 0 else '00' + s
    return s

if mode == 'mixed':
    toks = [valid(False) if random.random() < 0.7 else random.choice(BAD) for _ in range(n)]
elif mode == 'big':
    toks = [valid(True) for _ in range(n)]
elif mode == 'max':
    toks = [random.choice(('1000000000000', '+1000000000000', '-1000000000000')) for _ in range(n)]
elif mode == 'invalid':
    toks = [random.choice(BAD) for _ in range(n)]
else:
    raise SystemExit('unknown mode ' + mode)
lines = [' '.join(toks[i:i + 10]) for i in range(0, n, 10)]
print('\\n'.join(lines))
`,
        tests: [
          { args: '40000 mixed', label: '40,000 tokens, valid and invalid' },
          { args: '6000 big', label: '6,000 integers up to 10^12' },
          { args: '3000 max', label: '3,000 tokens of absolute value 10^12' },
          { args: '5000 invalid', label: '5,000 invalid tokens' },
          { args: '1 big', label: 'one token' },
        ],
        validator: `import re, sys
tokens = sys.stdin.read().split()
assert len(tokens) <= 100000, 'at most 100,000 tokens'
total = 0
for tok in tokens:
    if re.fullmatch(r'[+-]?[0-9]+', tok):
        assert abs(int(tok)) <= 10**12, 'valid integers are at most 10^12 in absolute value'
        total += int(tok)
assert -2**63 <= total <= 2**63 - 1, 'the sum fits in a signed 64-bit integer'
`,
        wrongSolutions: [
          {
            name: 'trusts-int-parser',
            language: 'python3',
            mustFail: 'WA',
            why: 'Lets int() decide, but int() also accepts forms the statement rejects, such as 1_000',
            source: `import sys

total = 0
invalid = 0
for tok in sys.stdin.read().split():
    try:
        total += int(tok)
    except ValueError:
        invalid += 1
print(total)
print(invalid)
`,
          },
          {
            name: '32-bit-sum',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Adds into an int, which cannot hold sums up to 10^12 and beyond',
            source: `#include <cctype>
#include <iostream>
#include <string>
int main() {
    std::string tok;
    int total = 0, invalid = 0;
    while (std::cin >> tok) {
        size_t start = (tok[0] == '+' || tok[0] == '-') ? 1 : 0;
        bool ok = start < tok.size();
        for (size_t i = start; i < tok.size(); i++)
            if (!std::isdigit((unsigned char)tok[i])) ok = false;
        if (ok) total += std::stoll(tok);
        else invalid++;
    }
    std::cout << total << '\\n' << invalid << '\\n';
}
`,
          },
        ],
      },
    },
  ],
};
