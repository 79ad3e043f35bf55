import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'cpp-5',
  order: 5,
  title: 'STL Containers',
  description:
    'Store data in std::vector, std::string, std::map, std::unordered_map, std::set and friends, and choose the right container for each job.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Use std::vector and std::array for sequences',
    'Use std::map, std::unordered_map, std::set and std::unordered_set for lookups',
    'Explain iterator invalidation and complexity guarantees',
    'Combine containers, such as a map of sets, to model data',
  ],
  lesson: `## Sequence containers

\`std::vector<T>\` is the default container: a dynamic array with contiguous storage, O(1) indexed access and amortised O(1) \`push_back\`. It manages its own memory, so there is no \`new\` or \`delete\` in sight.

\`\`\`cpp
std::vector<int> v{5, 3, 8};
v.push_back(1);
v.emplace_back(7);            // constructs the element in place
v.size();                     // 5
v[0];                         // unchecked access
v.at(10);                     // checked: throws std::out_of_range
v.reserve(1000);              // pre-allocate when you know the size
\`\`\`

\`std::array<T, N>\` is a fixed-size array with a container interface and no heap allocation. \`std::deque\` supports fast insertion at both ends, and \`std::list\` is a doubly linked list, rarely the fastest choice on modern hardware because its nodes are scattered in memory.

## Associative containers

\`std::map<K, V>\` keeps keys **sorted** (it is a balanced binary search tree), with O(log n) operations. \`std::unordered_map<K, V>\` is a hash table with average O(1) operations and no order. The same split exists for \`std::set\` and \`std::unordered_set\`, which store unique keys only.

\`\`\`cpp
std::map<std::string, std::set<std::string>> visitors;   // page -> unique users
std::map<std::string, int> visits;
std::string page, user;
while (std::cin >> page >> user) {
    visits[page]++;                  // operator[] inserts a default 0 if missing
    visitors[page].insert(user);     // set ignores duplicates
}
for (const auto& [p, count] : visits)          // iterates in key order
    std::cout << p << ' ' << count << ' ' << visitors[p].size() << '\\n';
\`\`\`

\`operator[]\` inserts a default-constructed value when the key is missing, which is perfect for counting but a bug when you only wanted to look. To test membership use \`contains\` (C++20), \`find\` or \`count\`; \`find\` returns an iterator equal to \`end()\` when nothing matches. \`insert\` and \`try_emplace\` never overwrite existing entries.

## Iterators and invalidation

Containers expose **iterators**, generalised pointers that algorithms use to traverse them (\`begin()\` and \`end()\`, where \`end\` is one past the last element). Modifying a container can **invalidate** iterators, pointers and references into it: a \`vector\` that reallocates during \`push_back\` invalidates all of them, and erasing an element invalidates iterators at or after it. Erasing while iterating must use the iterator returned by \`erase\`, or the C++20 helper \`std::erase_if(container, predicate)\`.

## Choosing a container

Start with \`vector\`. Use \`unordered_map\` or \`unordered_set\` for fast lookup by key when order does not matter, and \`map\` or \`set\` when you need sorted iteration or ordered queries such as \`lower_bound\`. Nesting containers, like the map of sets above, is a natural way to model "for each X, the distinct Ys". Remember that \`std::string\` is itself a container of \`char\` with the same iterator interface.`,
  overview: {
    whatYouWillLearn: [
      'std::vector is contiguous with amortised constant-time push_back',
      'std::array is fixed-size with no heap allocation',
      'map and set are sorted trees; the unordered variants are hash tables',
      'operator[] on a map inserts missing keys; find and contains only look',
      'Modifying containers can invalidate iterators, pointers and references',
      'Nested containers such as map of sets model grouped unique data',
    ],
    proTip:
      'Use std::map while developing when you need deterministic output order; switch to unordered_map only where profiling shows lookups matter.',
  },
  mcqs: [],
  problems: [
    {
      id: 'cpp-page-visitors',
      title: 'Page Visit Statistics',
      description:
        'Each input line is a visit "PAGE USER" (two tokens without spaces). For every page, print a line "PAGE VISITS UNIQUE": the total number of visits and the number of distinct users who visited it. Print pages in ascending byte order (so uppercase letters sort before lowercase). There is at least one visit.',
      examples: [
        {
          input: '/home ana\n/home bo\n/about ana\n/home ana',
          output: '/about 1 1\n/home 3 2',
          explanation: '/home was visited three times by two different users.',
        },
        { input: '/x u', output: '/x 1 1', explanation: 'A single visit.' },
      ],
      constraints: ['1 <= visits <= 100 000', 'Tokens are at most 50 characters'],
      testCases: [
        t('/home ana\n/home bo\n/about ana\n/home ana', '/about 1 1\n/home 3 2', false),
        t('/x u', '/x 1 1', false),
        t('/b a\n/a a\n/b a\n/b b\n/a c', '/a 2 2\n/b 3 2'),
        t('/p u1\n/p u2\n/p u3\n/p u1\n/p u2', '/p 5 3'),
        t('/z q\n/y q\n/x q', '/x 1 1\n/y 1 1\n/z 1 1'),
        t('/home a\n/Home a', '/Home 1 1\n/home 1 1'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

tokens = sys.stdin.read().split()
visits = {}
users = {}
for i in range(0, len(tokens) - 1, 2):
    page, user = tokens[i], tokens[i + 1]
    visits[page] = visits.get(page, 0) + 1
    users.setdefault(page, set()).add(user)
for page in sorted(visits):
    print(page, visits[page], len(users[page]))
`,
      },
      judge: {
        intendedComplexity: 'O(v log v) with a set of users per page',
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
PAGES = ['/home', '/Home', '/about', '/a', '/B', '/cart', '/x/y']
if mode == 'random':
    rows = ['%s u%d' % (random.choice(PAGES), random.randint(1, 500)) for _ in range(n)]
elif mode == 'distinct':
    # one page visited by n different users
    rows = ['/p u%d' % i for i in range(n)]
    random.shuffle(rows)
elif mode == 'same':
    rows = ['/p u'] * n
elif mode == 'long':
    pages = [''.join(random.choice('abcXYZ/') for _ in range(50)) for _ in range(20)]
    rows = ['%s %s' % (random.choice(pages), ''.join(random.choice('abAB12') for _ in range(50))) for _ in range(n)]
else:
    raise SystemExit('unknown mode ' + mode)
print('\\n'.join(rows))
`,
        tests: [
          { args: '100000 distinct', label: '100,000 visits to one page, all different users' },
          { args: '30000 random', label: '30,000 visits, mixed-case pages' },
          { args: '20000 same', label: '20,000 visits by one user to one page' },
          { args: '1000 long', label: '1,000 visits, 50-character tokens' },
          { args: '1 random', label: 'one visit' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
while lines and lines[-1] == '':
    lines.pop()
assert 1 <= len(lines) <= 100000, '1 to 100,000 visits'
for line in lines:
    parts = line.split(' ')
    assert len(parts) == 2 and all(1 <= len(t) <= 50 and t.isprintable() for t in parts), 'bad visit: ' + line
`,
        wrongSolutions: [
          {
            name: 'list-of-users',
            language: 'python3',
            mustFail: 'TLE',
            why: "Keeps each page's users in a list and searches it on every visit: O(v^2) when 100,000 different users visit one page",
            source: `import sys

tokens = sys.stdin.read().split()
visits = {}
users = {}
for i in range(0, len(tokens) - 1, 2):
    page, user = tokens[i], tokens[i + 1]
    visits[page] = visits.get(page, 0) + 1
    seen = users.setdefault(page, [])
    if user not in seen:
        seen.append(user)
for page in sorted(visits):
    print(page, visits[page], len(users[page]))
`,
          },
          {
            name: 'case-insensitive-order',
            language: 'python3',
            mustFail: 'WA',
            why: 'Sorts pages ignoring case, but byte order puts /Home before /about',
            source: `import sys

tokens = sys.stdin.read().split()
visits = {}
users = {}
for i in range(0, len(tokens) - 1, 2):
    page, user = tokens[i], tokens[i + 1]
    visits[page] = visits.get(page, 0) + 1
    users.setdefault(page, set()).add(user)
for page in sorted(visits, key=str.lower):
    print(page, visits[page], len(users[page]))
`,
          },
        ],
      },
    },
  ],
};
