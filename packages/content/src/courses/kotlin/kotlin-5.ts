import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'kotlin-5',
  order: 5,
  title: 'Collections and Functional Operations',
  description:
    'Use read-only and mutable lists, sets and maps, and transform data with map, filter, groupBy, fold, sortedBy and sequences.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Distinguish read-only and mutable collection interfaces',
    'Transform collections with map, filter, flatMap, associate and fold',
    'Group, aggregate and sort with groupBy, sumBy and sortedWith',
    'Use sequences for lazy processing of large pipelines',
  ],
  lesson: `## Read-only and mutable collections

Kotlin separates **read-only** interfaces (\`List\`, \`Set\`, \`Map\`) from **mutable** ones (\`MutableList\`, \`MutableSet\`, \`MutableMap\`). \`listOf\`, \`setOf\` and \`mapOf\` create read-only views; \`mutableListOf\`, \`mutableSetOf\` and \`mutableMapOf\` create mutable collections. Exposing read-only types from your APIs prevents callers from changing your data. Read-only does not strictly mean immutable: the underlying object may still be mutable through another reference.

\`\`\`kotlin
val scores = mutableMapOf("ana" to 3)
scores["bo"] = 5
scores.merge("ana", 2, Int::plus)        // ana -> 5
val names: List<String> = listOf("cy", "ana", "bo")
println(names[0] + " " + names.last())
\`\`\`

## Functional operations

The standard library offers a rich set of extension functions that return **new** collections:

\`\`\`kotlin
data class Sale(val date: String, val amount: Long)

val sales = listOf(Sale("2026-01-05", 100), Sale("2026-01-20", 50), Sale("2026-02-01", 70))

val byMonth = sales
    .groupBy { it.date.substring(0, 7) }              // Map<String, List<Sale>>
    .toSortedMap()
    .map { (month, items) -> "$month \${items.map { it.amount }.sum()} \${items.size}" }   // Kotlin 1.4+: sumOf
byMonth.forEach { println(it) }   // 2026-01 150 2, then 2026-02 70 1
\`\`\`

Key operations:

- **Transforming**: \`map\`, \`mapIndexed\`, \`flatMap\`, \`associate\`, \`associateBy\`, \`zip\`.
- **Filtering**: \`filter\`, \`filterNot\`, \`partition\`, \`distinct\`, \`distinctBy\`, \`take\`, \`drop\`.
- **Aggregating**: \`sumBy\`, \`count\`, \`minBy\`, \`maxBy\`, \`fold\`, \`reduce\`, \`groupingBy { }.eachCount()\`. (Kotlin 1.4 added \`sumOf\` and \`maxByOrNull\`; the compiler here is 1.3, so use the older names.)
- **Sorting**: \`sorted\`, \`sortedBy\`, \`sortedDescending\`, and \`sortedWith(compareBy({ it.city }, { it.age }))\` for several keys.
- **Searching**: \`first\`, \`firstOrNull\`, \`any\`, \`all\`, \`none\`, \`find\`.

Destructuring works in lambdas over map entries and pairs: \`map.forEach { (k, v) -> ... }\`. Functions ending in \`OrNull\` return \`null\` instead of throwing on empty collections, which combines well with \`?:\`.

## Sequences

Collection operations are **eager**: each step creates a full intermediate list. For long pipelines over large data, or when you only need the first few results, convert to a **sequence** with \`asSequence()\`. Sequences process elements one at a time through the whole chain, lazily, until a terminal operation such as \`toList()\`, \`first()\` or \`sum()\`:

\`\`\`kotlin
val firstBig = (1..1_000_000).asSequence()
    .map { it * it }
    .filter { it % 7 == 0 }
    .first()                          // stops after finding one
\`\`\`

For small collections eager operations are simpler and often faster; reach for sequences when intermediate collections are large or the pipeline can stop early.

## Choosing keys

Grouping is only as good as its key. Dates in ISO format (\`YYYY-MM-DD\`) sort correctly as strings, so the first seven characters make a month key that also orders chronologically, a useful property when you must print groups in order.`,
  overview: {
    whatYouWillLearn: [
      'Read-only interfaces versus mutable collection types',
      'map, filter, flatMap and associate produce new collections',
      'groupBy, sumBy, fold and eachCount aggregate data',
      'sortedBy and compareBy sort by one or several keys',
      'Sequences evaluate lazily, element by element',
      'ISO date strings sort chronologically and make good grouping keys',
    ],
    proTip:
      'Use groupingBy { key }.eachCount() for frequency tables; it avoids building the intermediate lists that groupBy creates.',
  },
  mcqs: [],
  problems: [
    {
      id: 'kt-sales-by-month',
      title: 'Sales by Month',
      description:
        'Each input line is a sale "YYYY-MM-DD AMOUNT" with an integer amount (negative for refunds). Group the sales by month and print one line per month in chronological order: "YYYY-MM TOTAL COUNT", where TOTAL is the sum of amounts and COUNT the number of sales in that month.',
      examples: [
        {
          input: '2026-01-05 100\n2026-01-20 50\n2026-02-01 70',
          output: '2026-01 150 2\n2026-02 70 1',
          explanation: 'January has two sales totalling 150; February one sale of 70.',
        },
        { input: '2025-12-31 5', output: '2025-12 5 1', explanation: 'A single sale.' },
      ],
      constraints: [
        '1 <= sales <= 100 000',
        '|AMOUNT| <= 10^9; totals fit in 64 bits',
        'Dates are valid and may appear in any order',
      ],
      testCases: [
        t('2026-01-05 100\n2026-01-20 50\n2026-02-01 70', '2026-01 150 2\n2026-02 70 1', false),
        t('2025-12-31 5', '2025-12 5 1', false),
        t('2026-03-01 10\n2025-03-01 20', '2025-03 20 1\n2026-03 10 1'),
        t('2026-05-05 -30\n2026-05-06 30', '2026-05 0 2'),
        t(
          '2026-07-01 1000000000\n2026-07-02 1000000000\n2026-07-03 1000000000',
          '2026-07 3000000000 3',
        ),
        t('2026-10-10 1\n2026-09-09 2\n2026-10-11 3\n2026-09-30 4', '2026-09 6 2\n2026-10 4 2'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

months = {}
for line in sys.stdin.read().splitlines():
    parts = line.split()
    if len(parts) != 2:
        continue
    month = parts[0][:7]
    total, count = months.get(month, (0, 0))
    months[month] = (total + int(parts[1]), count + 1)
for month in sorted(months):
    total, count = months[month]
    print(month, total, count)
`,
      },
      judge: {
        generator: `import datetime, random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
start = datetime.date(1990, 1, 1).toordinal()
end = datetime.date(2099, 12, 31).toordinal()

def day(lo=start, hi=end):
    return datetime.date.fromordinal(random.randint(lo, hi)).isoformat()

rows = []
for _ in range(n):
    if mode == 'random':
        rows.append('%s %d' % (day(), random.randint(-10**9, 10**9)))
    elif mode == 'sameyear':
        # every month of several years: the year must be part of the group
        rows.append('%s %d' % (day(datetime.date(2024, 1, 1).toordinal(), datetime.date(2026, 12, 31).toordinal()), random.randint(-99, 999)))
    elif mode == 'max':
        rows.append('%s 1000000000' % day(datetime.date(2026, 7, 1).toordinal(), datetime.date(2026, 8, 31).toordinal()))
    elif mode == 'refunds':
        rows.append('%s -1000000000' % day(datetime.date(2026, 1, 1).toordinal(), datetime.date(2026, 3, 31).toordinal()))
    else:
        raise SystemExit('unknown mode ' + mode)
print('\\n'.join(rows))
`,
        tests: [
          { args: '5000 random', label: '5,000 sales from 1990 to 2099' },
          { args: '6000 sameyear', label: '6,000 sales over three years' },
          { args: '3000 max', label: '3,000 sales of 10^9 in two months' },
          { args: '3000 refunds', label: '3,000 refunds of 10^9' },
          { args: '1 random', label: 'one sale' },
        ],
        validator: `import datetime, re, sys
lines = sys.stdin.read().split('\\n')
while lines and lines[-1] == '':
    lines.pop()
assert 1 <= len(lines) <= 100000, '1 to 100,000 sales'
for line in lines:
    m = re.fullmatch(r'([0-9]{4})-([0-9]{2})-([0-9]{2}) (-?[0-9]+)', line)
    assert m, 'bad sale: ' + line
    datetime.date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    assert abs(int(m.group(4))) <= 10**9, '|AMOUNT| <= 10^9'
`,
        wrongSolutions: [
          {
            name: '32-bit-total',
            language: 'cpp',
            mustFail: 'WA',
            why: "Adds amounts in an int, which overflows once a month's total passes 2,147,483,647",
            source: `#include <iostream>
#include <map>
#include <string>
int main() {
    std::map<std::string, std::pair<int, int>> months;
    std::string date;
    int amount;
    while (std::cin >> date >> amount) {
        auto& m = months[date.substr(0, 7)];
        m.first += amount;
        m.second++;
    }
    for (auto& [month, tc] : months) std::cout << month << ' ' << tc.first << ' ' << tc.second << '\\n';
}
`,
          },
          {
            name: 'first-seen-order',
            language: 'python3',
            mustFail: 'WA',
            why: 'Prints months in the order they first appear instead of chronologically',
            source: `import sys

months = {}
for line in sys.stdin.read().splitlines():
    parts = line.split()
    if len(parts) != 2:
        continue
    month = parts[0][:7]
    total, count = months.get(month, (0, 0))
    months[month] = (total + int(parts[1]), count + 1)
for month in months:
    total, count = months[month]
    print(month, total, count)
`,
          },
        ],
      },
    },
  ],
};
