import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'csharp-8',
  order: 8,
  title: 'LINQ: Querying Data',
  description:
    'Filter, project, group, sort and aggregate collections with LINQ method syntax and query syntax, and understand deferred execution.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Use Where, Select, OrderBy, ThenBy, GroupBy and aggregates',
    'Write equivalent query syntax and method syntax',
    'Explain deferred execution and when a query is evaluated',
    'Avoid multiple enumeration and other common LINQ mistakes',
  ],
  lesson: `## What LINQ is

Language Integrated Query (LINQ) is a set of extension methods on \`IEnumerable<T>\` (in \`System.Linq\`) plus a query syntax built into C#. It lets you describe *what* result you want from a sequence instead of writing loops that say *how* to build it.

\`\`\`csharp
class Order
{
    public string Customer { get; }
    public decimal Amount { get; }
    public Order(string customer, decimal amount) { Customer = customer; Amount = amount; }
}

var orders = new List<Order> { new Order("ana", 120m), new Order("bo", 40m), new Order("ana", 15m) };

var topCustomers = orders
    .GroupBy(o => o.Customer)
    .Select(g => new { Customer = g.Key, Total = g.Sum(o => o.Amount) })
    .OrderByDescending(x => x.Total)
    .ThenBy(x => x.Customer, StringComparer.Ordinal)
    .Take(3)
    .ToList();

foreach (var c in topCustomers) Console.WriteLine($"{c.Customer} {c.Total}");
\`\`\`

The core operators:

- **Filtering**: \`Where(x => ...)\`, \`OfType<T>()\`, \`Distinct()\`, \`DistinctBy(...)\`.
- **Projection**: \`Select(x => ...)\`, \`SelectMany\` to flatten nested sequences.
- **Ordering**: \`OrderBy\`, \`OrderByDescending\`, then \`ThenBy\` for tie-breakers. Calling \`OrderBy\` twice would re-sort and discard the first key. Sorting is stable.
- **Grouping and joining**: \`GroupBy\`, \`Join\`, \`ToLookup\`, \`CountBy\` and \`AggregateBy\` (.NET 9).
- **Aggregates**: \`Count\`, \`Sum\`, \`Min\`, \`Max\`, \`Average\`, \`MaxBy\`, \`Aggregate\`.
- **Element access**: \`First\`, \`FirstOrDefault\`, \`Single\`, \`Any\`, \`All\`.
- **Partitioning**: \`Take\`, \`Skip\`, \`Chunk\`.

## Query syntax

The same query can be written with SQL-like keywords, which the compiler translates into method calls. It shines with joins and \`let\`:

\`\`\`csharp
var bigSpenders =
    from o in orders
    group o by o.Customer into g
    let total = g.Sum(o => o.Amount)
    where total > 100
    orderby total descending
    select new { g.Key, total };
\`\`\`

## Deferred execution

Most LINQ operators are **lazy**: building the query does no work; it runs each time you enumerate it, for example in \`foreach\`, \`ToList()\`, \`Count()\` or \`First()\`. This enables efficient pipelines that stop early (\`First\` stops at the first match) but has consequences. If the source changes between enumerations, results change too. Enumerating an expensive query twice does the work twice, a mistake called **multiple enumeration**; call \`ToList()\` or \`ToArray()\` once when you need the results more than once. Operators that must see every element, such as \`OrderBy\` and \`GroupBy\`, buffer the whole input when enumerated.

## Good habits

Keep lambdas free of side effects. Prefer \`Any()\` over \`Count() > 0\` for existence checks, since \`Any\` stops at the first element. Remember that \`First()\` throws on an empty sequence while \`FirstOrDefault()\` returns the default. With Entity Framework Core, the same operators on \`IQueryable<T>\` are translated to SQL and executed by the database, so only use methods the provider can translate.`,
  overview: {
    whatYouWillLearn: [
      'LINQ operators are extension methods on IEnumerable<T>',
      'Where filters, Select projects, GroupBy groups and Sum/Count/Max aggregate',
      'OrderBy followed by ThenBy sorts by several keys',
      'Query syntax compiles to the same method calls',
      'Deferred execution runs a query each time it is enumerated',
      'Materialise with ToList to avoid multiple enumeration',
    ],
    proTip:
      'When a LINQ query is used more than once, end it with ToList() at the point of creation; hidden re-evaluation is the most common LINQ performance bug.',
  },
  mcqs: [],
  problems: [
    {
      id: 'cs-top-customers',
      title: 'Top Customers',
      description:
        'The first line contains k. Each following line is an order "CUSTOMER AMOUNT" where AMOUNT is an integer (negative amounts are refunds). Compute each customer\'s total and print the k customers with the highest totals, one per line as "CUSTOMER TOTAL". Break ties by customer name in ascending byte order. If there are fewer than k customers, print all of them.',
      examples: [
        {
          input: '2\nana 30\nbo 50\nana 40\ncy 10',
          output: 'ana 70\nbo 50',
          explanation: 'Totals: ana 70, bo 50, cy 10; the top two are printed.',
        },
        { input: '5\nzed 5', output: 'zed 5', explanation: 'Only one customer exists.' },
      ],
      constraints: [
        '1 <= k <= 1000',
        '1 <= orders <= 100 000',
        '|AMOUNT| <= 10^9; totals fit in 64 bits',
      ],
      testCases: [
        t('2\nana 30\nbo 50\nana 40\ncy 10', 'ana 70\nbo 50', false),
        t('5\nzed 5', 'zed 5', false),
        t('3\na 10\nb 10\nc 10\nd 10', 'a 10\nb 10\nc 10'),
        t('1\nx -5\ny 0', 'y 0'),
        t('2\nm 1000000000\nm 1000000000\nn 1', 'm 2000000000\nn 1'),
        t('3\nq 1\nq 1\np 2\nr 3', 'r 3\np 2\nq 2'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

data = sys.stdin.read().split()
k = int(data[0])
totals = {}
for i in range(1, len(data) - 1, 2):
    totals[data[i]] = totals.get(data[i], 0) + int(data[i + 1])
ranked = sorted(totals.items(), key=lambda kv: (-kv[1], kv[0]))
print('\n'.join(f'{name} {total}' for name, total in ranked[:k]))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
k, n, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))

def name(i):
    s = ''
    while True:
        s = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'[i % 52] + s
        i //= 52
        if i == 0:
            return s

rows = []
for _ in range(n):
    if mode == 'compact':
        # about 5,000 customers with small totals: many ties around the k-th place
        rows.append('%s %d' % (name(random.randrange(5000)), random.randint(-9, 20)))
    elif mode == 'max':
        rows.append('%s 1000000000' % name(random.randrange(3)))
    elif mode == 'refunds':
        rows.append('%s -%d' % (name(random.randrange(50)), random.randint(1, 10**9)))
    elif mode == 'few':
        rows.append('%s %d' % (name(random.randrange(10)), random.randint(-10**9, 10**9)))
    else:
        raise SystemExit('unknown mode ' + mode)
print(k)
print('\\n'.join(rows))
`,
        tests: [
          { args: '1000 30000 compact', label: 'k = 1,000, 30,000 orders, many ties' },
          { args: '3 3000 max', label: 'k = 3, 3,000 orders of 10^9' },
          { args: '10 2000 refunds', label: 'k = 10, only refunds' },
          { args: '1000 2000 few', label: 'k = 1,000, only 10 customers' },
          { args: '1 1 few', label: 'k = 1, one order' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
while lines and lines[-1] == '':
    lines.pop()
k = int(lines[0])
assert 1 <= k <= 1000, 'k out of range'
assert 1 <= len(lines) - 1 <= 100000, '1 to 100,000 orders'
for line in lines[1:]:
    m = re.fullmatch(r'(\\S+) (-?[0-9]+)', line)
    assert m, 'bad order: ' + line
    assert abs(int(m.group(2))) <= 10**9, '|AMOUNT| <= 10^9'
`,
        wrongSolutions: [
          {
            name: '32-bit-total',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Adds amounts in an int, which overflows once a total passes 2,147,483,647',
            source: `#include <algorithm>
#include <iostream>
#include <map>
#include <string>
#include <vector>
int main() {
    int k;
    std::cin >> k;
    std::map<std::string, int> totals;
    std::string name;
    int amount;
    while (std::cin >> name >> amount) totals[name] += amount;
    std::vector<std::pair<int, std::string>> ranked;
    for (auto& [n, t] : totals) ranked.push_back({-t, n});
    std::sort(ranked.begin(), ranked.end());
    for (int i = 0; i < k && i < (int)ranked.size(); i++)
        std::cout << ranked[i].second << ' ' << -ranked[i].first << '\\n';
}
`,
          },
          {
            name: 'no-name-tie-break',
            language: 'python3',
            mustFail: 'WA',
            why: 'Sorts by total only, so equal totals stay in first-seen order instead of by name',
            source: `import sys

data = sys.stdin.read().split()
k = int(data[0])
totals = {}
for i in range(1, len(data) - 1, 2):
    totals[data[i]] = totals.get(data[i], 0) + int(data[i + 1])
ranked = sorted(totals.items(), key=lambda kv: -kv[1])
print('\\n'.join(f'{name} {total}' for name, total in ranked[:k]))
`,
          },
        ],
      },
    },
  ],
};
