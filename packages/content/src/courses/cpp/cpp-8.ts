import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'cpp-8',
  order: 8,
  title: 'STL Algorithms and Lambdas',
  description:
    'Replace hand-written loops with standard algorithms, customise them with lambdas, and use ranges for readable pipelines.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Apply sort, find_if, count_if, transform, accumulate and unique',
    'Write lambdas with parameters, captures and return values',
    'Use the erase-remove idiom and sort with custom comparators',
    'Write simple C++20 ranges pipelines',
  ],
  lesson: `## Why algorithms

The \`<algorithm>\` and \`<numeric>\` headers contain dozens of well-tested, efficient algorithms that operate on iterator ranges. Calling \`std::sort\` or \`std::count_if\` states intent more clearly than a loop, avoids off-by-one errors and is often faster.

\`\`\`cpp
std::vector<int> v{5, 2, 8, 2, 9};
std::sort(v.begin(), v.end());                                  // 2 2 5 8 9
auto it = std::find_if(v.begin(), v.end(), [](int x) { return x > 4; });
auto evens = std::count_if(v.begin(), v.end(), [](int x) { return x % 2 == 0; });
int total = std::accumulate(v.begin(), v.end(), 0);             // <numeric>
std::transform(v.begin(), v.end(), v.begin(), [](int x) { return x * x; });
bool sorted = std::is_sorted(v.begin(), v.end());
\`\`\`

\`std::sort\` runs in O(n log n) and is not stable; use \`std::stable_sort\` when equal elements must keep their order. \`std::binary_search\`, \`lower_bound\` and \`upper_bound\` search sorted ranges in O(log n). \`std::min_element\`, \`max_element\` and \`minmax_element\` return iterators.

## Lambdas

A lambda expression creates an unnamed function object. Its **capture list** in square brackets says which local variables it may use:

\`\`\`cpp
int limit = 10;
auto above = [limit](int x) { return x > limit; };     // capture by value (a copy)
int count = 0;
auto tally = [&count](int x) { if (x > 0) ++count; };  // capture by reference
auto add = [](auto a, auto b) { return a + b; };        // generic lambda
\`\`\`

\`[=]\` captures everything used by value and \`[&]\` by reference; explicit lists are clearer. A by-reference capture must not outlive the variable it refers to, a risk when lambdas are stored or run later. Lambdas are the usual way to supply comparators and predicates.

## Sorting by several keys and removing duplicates

A comparator returns \`true\` when its first argument should come first, and it must be a strict weak ordering (never true for equal elements). Comparing tuples gives multi-key orders concisely:

\`\`\`cpp
std::vector<std::string> words{"pear", "fig", "apple", "fig"};
std::sort(words.begin(), words.end(), [](const std::string& a, const std::string& b) {
    return std::tuple(a.size(), a) < std::tuple(b.size(), b);   // by length, then text
});
words.erase(std::unique(words.begin(), words.end()), words.end()); // drop adjacent duplicates
\`\`\`

\`std::unique\` does not change the container's size: it moves unique elements to the front and returns the new logical end, so you must \`erase\` the tail. The same **erase-remove idiom** applies to \`std::remove_if\`, although C++20's \`std::erase_if(v, pred)\` does it in one call. Since \`unique\` only removes *adjacent* duplicates, sort first.

## Ranges

C++20 ranges accept whole containers and compose lazily with views:

\`\`\`cpp
std::ranges::sort(v);
auto squares_of_evens = v | std::views::filter([](int x) { return x % 2 == 0; })
                          | std::views::transform([](int x) { return x * x; });
for (int s : squares_of_evens) std::cout << s << ' ';
\`\`\`

Views do no work until iterated and do not copy the data. Range algorithms also accept **projections**, such as \`std::ranges::sort(people, {}, &Person::age)\`, which sort by a member without writing a comparator.`,
  overview: {
    whatYouWillLearn: [
      'Standard algorithms operate on iterator ranges and express intent clearly',
      'std::sort is O(n log n) and unstable; stable_sort preserves equal order',
      'Lambda capture lists choose by-value or by-reference access to locals',
      'Comparators must be strict weak orderings; tuples make multi-key comparisons easy',
      'unique and remove_if need an erase call to shrink the container',
      'C++20 views compose lazily and range algorithms accept projections',
    ],
    proTip:
      'Before writing a loop, skim the <algorithm> reference; names like partition, nth_element and adjacent_find often do exactly what you were about to hand-code.',
  },
  mcqs: [],
  problems: [
    {
      id: 'cpp-words-by-length',
      title: 'Distinct Words by Length',
      description:
        'The input contains words separated by spaces or newlines. Remove duplicates, then sort the distinct words by length (shortest first), breaking ties in ascending byte order (so uppercase letters come before lowercase). Print them on one line separated by single spaces.',
      examples: [
        {
          input: 'pear fig apple kiwi fig',
          output: 'fig kiwi pear apple',
          explanation:
            'fig (3), then kiwi and pear (4, alphabetical), then apple (5); the second fig is dropped.',
        },
        {
          input: 'b a c',
          output: 'a b c',
          explanation: 'All words have length 1, so they are ordered alphabetically.',
        },
      ],
      constraints: ['1 to 100 000 words', 'Each word has 1 to 30 ASCII letters'],
      testCases: [
        t('pear fig apple kiwi fig', 'fig kiwi pear apple', false),
        t('b a c', 'a b c', false),
        t('hello', 'hello'),
        t('aaa bb c bb aaa', 'c bb aaa'),
        t('zz yy\nxx w', 'w xx yy zz'),
        t('banana Apple apple cherry', 'Apple apple banana cherry'),
        t('to be or not to be', 'be or to not'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

words = set(sys.stdin.read().split())
print(' '.join(sorted(words, key=lambda w: (len(w), w))))
`,
      },
      judge: {
        intendedComplexity: 'O(n log n) with a set and one sort',
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
if mode == 'distinct':
    words = set()
    while len(words) < n:
        words.add(''.join(random.choice(LETTERS) for _ in range(random.randint(3, 6))))
    words = sorted(words)
    random.shuffle(words)
elif mode == 'dups':
    pool = [''.join(random.choice('aAbB') for _ in range(random.randint(1, 4))) for _ in range(200)]
    words = [random.choice(pool) for _ in range(n)]
elif mode == 'long':
    words = [''.join(random.choice('xyXY') for _ in range(30)) for _ in range(n)]
elif mode == 'same':
    words = ['Word'] * n
else:
    raise SystemExit('unknown mode ' + mode)
print('\\n'.join(' '.join(words[i:i + 12]) for i in range(0, n, 12)))
`,
        tests: [
          { args: '100000 distinct', label: '100,000 distinct words' },
          { args: '100000 dups', label: '100,000 words, few distinct, mixed case' },
          { args: '5000 long', label: '5,000 words of 30 letters' },
          { args: '20000 same', label: '20,000 copies of one word' },
          { args: '1 distinct', label: 'one word' },
        ],
        validator: `import re, sys
data = sys.stdin.read()
assert re.fullmatch(r'[A-Za-z \\n]*', data), 'only ASCII letters, spaces and newlines'
words = data.split()
assert 1 <= len(words) <= 100000, '1 to 100,000 words'
assert all(1 <= len(w) <= 30 for w in words), 'each word has 1 to 30 letters'
`,
        wrongSolutions: [
          {
            name: 'list-dedup',
            language: 'python3',
            mustFail: 'TLE',
            why: 'Removes duplicates by searching a list: O(n^2) for 100,000 distinct words',
            source: `import sys

words = []
for w in sys.stdin.read().split():
    if w not in words:
        words.append(w)
print(' '.join(sorted(words, key=lambda w: (len(w), w))))
`,
          },
          {
            name: 'case-insensitive-ties',
            language: 'python3',
            mustFail: 'WA',
            why: 'Breaks ties ignoring case, but byte order puts uppercase words first',
            source: `import sys

words = set(sys.stdin.read().split())
print(' '.join(sorted(words, key=lambda w: (len(w), w.lower()))))
`,
          },
        ],
      },
    },
  ],
};
