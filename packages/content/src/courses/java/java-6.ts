import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'java-6',
  order: 6,
  title: 'The Collections Framework',
  description:
    'Choose and use List, Set, Map and Deque implementations, iterate over them safely, and sort with comparators.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Choose between ArrayList, LinkedList, HashSet, TreeSet, HashMap and TreeMap',
    'Use Map methods such as getOrDefault, merge and computeIfAbsent',
    'Sort collections with Comparable and Comparator',
    'Avoid ConcurrentModificationException and boxing pitfalls',
  ],
  lesson: `## The core interfaces

The Java Collections Framework in \`java.util\` is built around a few interfaces, each with several implementations:

- \`List\`: ordered, allows duplicates. \`ArrayList\` (fast random access, the usual default) or \`LinkedList\`.
- \`Set\`: no duplicates. \`HashSet\` (fast, unordered), \`LinkedHashSet\` (insertion order), \`TreeSet\` (sorted).
- \`Map\`: key-value pairs. \`HashMap\`, \`LinkedHashMap\` and \`TreeMap\` (sorted by key).
- \`Deque\`: double-ended queue; \`ArrayDeque\` is the modern choice for stacks and queues. \`PriorityQueue\` always hands out the smallest element first.

Collections hold objects, so primitives are **boxed** (\`int\` becomes \`Integer\`). Boxing is automatic but has costs, and comparing two \`Integer\` objects with \`==\` compares references; use \`equals\`. \`List.of(...)\`, \`Set.of(...)\` and \`Map.of(...)\` create **immutable** collections; adding to them throws \`UnsupportedOperationException\`.

## Working with maps

\`\`\`java
Map<String, Integer> stock = new TreeMap<>();      // keys kept sorted
stock.merge("apple", 5, Integer::sum);            // insert or add
stock.put("pear", stock.getOrDefault("pear", 0) + 3);
Map<String, List<String>> byCity = new HashMap<>();
byCity.computeIfAbsent("Oslo", k -> new ArrayList<>()).add("Ana");
for (Map.Entry<String, Integer> e : stock.entrySet()) {
    System.out.println(e.getKey() + " " + e.getValue());
}
stock.entrySet().removeIf(e -> e.getValue() <= 0); // safe removal while iterating
\`\`\`

\`merge\` and \`computeIfAbsent\` replace the clumsy "check, then get, then put" sequence. Iterating a \`HashMap\` gives no particular order; choose \`TreeMap\` when you need sorted keys or \`LinkedHashMap\` for insertion order.

## Sorting

Classes with a natural order implement \`Comparable<T>\` (\`String\`, \`Integer\` and \`LocalDate\` do). For any other order, pass a \`Comparator\`, which composes neatly:

\`\`\`java
record Person(String name, String city, int age) {}
List<Person> people = new ArrayList<>(List.of(new Person("Ada", "London", 36), new Person("Grace", "Arlington", 85)));
people.sort(Comparator.comparing(Person::city)
        .thenComparing(Person::age, Comparator.reverseOrder()));
\`\`\`

\`List.sort\` and \`Collections.sort\` are stable, so equal elements keep their relative order.

## Iteration pitfalls

Modifying a collection while a for-each loop iterates over it throws \`ConcurrentModificationException\`. Use \`Iterator.remove()\`, \`removeIf\`, or collect changes and apply them afterwards. Also beware \`list.remove(1)\` on a \`List<Integer>\`: it removes the element at **index** 1, not the value 1; write \`list.remove(Integer.valueOf(1))\` for the value.

## Complexity matters

\`HashMap\` and \`HashSet\` offer average O(1) lookups; \`TreeMap\` and \`TreeSet\` O(log n) with ordering; \`ArrayList.get\` is O(1) but inserting at the front is O(n). Picking the right structure is usually the biggest performance decision in everyday Java code.`,
  overview: {
    whatYouWillLearn: [
      'The List, Set, Map and Deque interfaces and their main implementations',
      'Hash-based collections are unordered, tree-based ones sorted',
      'Boxing converts primitives to wrapper objects inside collections',
      'merge, getOrDefault and computeIfAbsent simplify map updates',
      'Comparable gives a natural order and Comparator composes custom orders',
      'Structural modification during for-each iteration fails fast',
    ],
    proTip:
      'Use ArrayDeque for both stacks and queues; the legacy Stack class is synchronised and slower.',
  },
  mcqs: [],
  problems: [
    {
      id: 'java-inventory',
      title: 'Inventory Ledger',
      description:
        'Each input line is a command: "add NAME QTY" or "remove NAME QTY". Start with an empty inventory and apply the commands in order. Removing more than is in stock leaves the quantity at 0 (it never goes negative), and removing an unknown item does nothing harmful. At the end print every item with a positive quantity as "NAME QTY", one per line, sorted by name. If no item has a positive quantity (or there were no commands), print "empty".',
      examples: [
        {
          input: 'add apple 5\nadd pear 3\nremove apple 2\nadd apple 1',
          output: 'apple 4\npear 3',
          explanation: 'apple: 5 - 2 + 1 = 4; pear: 3.',
        },
        {
          input: 'add milk 2\nremove milk 5',
          output: 'empty',
          explanation:
            'The quantity of milk is clamped at 0, so nothing is printed except "empty".',
        },
      ],
      constraints: [
        'At most 10 000 commands',
        'Names are lowercase words without spaces',
        '1 <= QTY <= 10^6; totals fit in 64 bits',
      ],
      testCases: [
        t('add apple 5\nadd pear 3\nremove apple 2\nadd apple 1', 'apple 4\npear 3', false),
        t('add milk 2\nremove milk 5', 'empty', false),
        t('add b 1\nadd a 1\nadd c 1', 'a 1\nb 1\nc 1'),
        t('remove ghost 3\nadd x 10', 'x 10'),
        t('add tea 1000000\nadd tea 1000000\nremove tea 1', 'tea 1999999'),
        t('', 'empty'),
        t('add kiwi 3\nremove kiwi 3\nadd kiwi 2', 'kiwi 2'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

stock = {}
for line in sys.stdin.read().splitlines():
    parts = line.split()
    if len(parts) != 3:
        continue
    op, name, qty = parts[0], parts[1], int(parts[2])
    if op == 'add':
        stock[name] = stock.get(name, 0) + qty
    else:
        stock[name] = max(0, stock.get(name, 0) - qty)
items = sorted((k, v) for k, v in stock.items() if v > 0)
print('\n'.join(f'{k} {v}' for k, v in items) if items else 'empty')
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
names = ['apple', 'pear', 'milk', 'tea', 'kiwi', 'rice', 'bread', 'salt']
lines = []
if mode == 'random':
    for _ in range(n):
        op = random.choice(('add', 'add', 'remove'))
        lines.append('%s %s %d' % (op, random.choice(names), random.randint(1, 10**6)))
elif mode == 'overdraw':
    # removals often exceed the stock, then more is added
    for _ in range(n):
        op = random.choice(('add', 'remove'))
        qty = random.randint(1, 100) if op == 'add' else random.randint(50, 300)
        lines.append('%s %s %d' % (op, random.choice(names[:3]), qty))
elif mode == 'big':
    lines = ['add tea 1000000'] * n
elif mode == 'many':
    lines = ['add item%s 1' % ''.join(chr(97 + (i // 26 ** j) % 26) for j in range(3)) for i in range(n)]
    random.shuffle(lines)
elif mode == 'gone':
    for i in range(n // 2):
        lines.append('add x%s 5' % chr(97 + i % 26))
    for i in range(n // 2):
        lines.append('remove x%s 1000000' % chr(97 + i % 26))
else:
    raise SystemExit('unknown mode ' + mode)
print('\\n'.join(lines))
`,
        tests: [
          { args: '10000 random', label: '10,000 commands on 8 items' },
          { args: '3000 overdraw', label: '3,000 commands, frequent over-removal' },
          { args: '2500 big', label: '2,500 adds of 10^6 to one item' },
          { args: '2000 many', label: '2,000 different items' },
          { args: '1000 gone', label: '1,000 commands, everything removed' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
while lines and lines[-1] == '':
    lines.pop()
assert len(lines) <= 10000, 'at most 10,000 commands'
for line in lines:
    m = re.fullmatch(r'(add|remove) ([a-z]+) ([0-9]+)', line)
    assert m, 'bad command: ' + line
    assert 1 <= int(m.group(3)) <= 10**6, 'QTY out of range'
`,
        wrongSolutions: [
          {
            name: 'goes-negative',
            language: 'python3',
            mustFail: 'WA',
            why: 'Lets a removal push the quantity below 0, so later additions start from a debt',
            source: `import sys

stock = {}
for line in sys.stdin.read().splitlines():
    parts = line.split()
    if len(parts) != 3:
        continue
    op, name, qty = parts[0], parts[1], int(parts[2])
    if op == 'add':
        stock[name] = stock.get(name, 0) + qty
    else:
        stock[name] = stock.get(name, 0) - qty
items = sorted((k, v) for k, v in stock.items() if v > 0)
print('\\n'.join(f'{k} {v}' for k, v in items) if items else 'empty')
`,
          },
          {
            name: '32-bit-quantity',
            language: 'java',
            mustFail: 'WA',
            why: 'Stores quantities in an int, which overflows when the total passes 2,147,483,647',
            source: `import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        TreeMap<String, Integer> stock = new TreeMap<>();
        String line;
        while ((line = in.readLine()) != null) {
            String[] p = line.trim().split(" ");
            if (p.length != 3) continue;
            int qty = Integer.parseInt(p[2]);
            int have = stock.getOrDefault(p[1], 0);
            stock.put(p[1], p[0].equals("add") ? have + qty : Math.max(0, have - qty));
        }
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, Integer> e : stock.entrySet())
            if (e.getValue() > 0) out.append(e.getKey()).append(' ').append(e.getValue()).append('\\n');
        System.out.print(out.length() > 0 ? out : "empty\\n");
    }
}
`,
          },
        ],
      },
    },
  ],
};
