import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'java-8',
  order: 8,
  title: 'Generics, Lambdas and Streams',
  description:
    'Write type-safe reusable code with generics, pass behaviour with lambdas and method references, and process data declaratively with streams.',
  difficulty: 'Hard',
  testType: 'coding',
  objectives: [
    'Declare generic classes and methods with bounded type parameters',
    'Explain type erasure and wildcards such as ? extends T',
    'Write lambdas and method references for functional interfaces',
    'Build stream pipelines with filter, map, sorted and collectors',
  ],
  lesson: `## Generics

Generics let a class or method work with many types while keeping compile-time type safety. \`List<String>\` can only hold strings, so no casts are needed when reading and mistakes are caught by the compiler.

\`\`\`java
public class Pair<A, B> {
    private final A first; private final B second;
    public Pair(A first, B second) { this.first = first; this.second = second; }
    public A first() { return first; }
    public B second() { return second; }
}

static <T extends Comparable<T>> T maxOf(List<T> items) {   // bounded type parameter
    T best = items.get(0);
    for (T item : items) if (item.compareTo(best) > 0) best = item;
    return best;
}
\`\`\`

Java implements generics by **type erasure**: type arguments exist only at compile time, so at run time a \`List<String>\` is just a \`List\`. That is why you cannot write \`new T()\` or use primitives as type arguments (\`List<int>\` is illegal; use \`List<Integer>\`). **Wildcards** express flexibility: a \`List<? extends Number>\` can be read as numbers (a producer), while a \`List<? super Integer>\` accepts integers (a consumer). Remember "PECS": producer extends, consumer super.

Generic methods declare their type parameters before the return type, as \`<T extends Comparable<T>>\` above, and the compiler usually infers the type argument from the call. Bounds restrict what callers may pass and, in exchange, let the method body call the bound's methods, such as \`compareTo\`. The diamond operator (\`new ArrayList<>()\`) lets the compiler infer type arguments on construction too.

## Lambdas and method references

A lambda is a concise implementation of a **functional interface**. The standard ones in \`java.util.function\` include \`Function<T, R>\`, \`Predicate<T>\`, \`Consumer<T>\`, \`Supplier<T>\` and \`BinaryOperator<T>\`.

\`\`\`java
Predicate<String> isLong = s -> s.length() > 5;
Function<String, Integer> length = String::length;    // method reference
BinaryOperator<Long> add = Long::sum;
\`\`\`

Lambdas may use local variables from the enclosing scope only if they are **effectively final** (never reassigned).

## Streams

A stream is a pipeline over a data source. **Intermediate** operations (\`filter\`, \`map\`, \`sorted\`, \`distinct\`, \`limit\`) are lazy and return a new stream; a **terminal** operation (\`collect\`, \`forEach\`, \`count\`, \`reduce\`, \`sum\`) runs the pipeline. A stream can be consumed only once.

\`\`\`java
record Employee(String dept, String name, long salary) {}
List<Employee> employees = List.of(new Employee("eng", "Ada", 150_000), new Employee("ops", "Linus", 90_000));

Map<String, LongSummaryStatistics> byDept = employees.stream()
        .collect(Collectors.groupingBy(Employee::dept, TreeMap::new,
                 Collectors.summarizingLong(Employee::salary)));
byDept.forEach((dept, s) ->
        System.out.println(dept + " " + s.getCount() + " " + s.getSum() + " " + s.getMax()));

List<String> topNames = employees.stream()
        .filter(e -> e.salary() > 100_000)
        .sorted(Comparator.comparingLong(Employee::salary).reversed())
        .map(Employee::name)
        .limit(3)
        .toList();                                  // Java 16+
\`\`\`

\`Collectors.groupingBy\` with a downstream collector (\`counting()\`, \`summingLong\`, \`mapping\`) replaces a page of manual map code. Use primitive streams (\`IntStream\`, \`LongStream\`, \`mapToLong\`) to avoid boxing in numeric work. Keep lambdas in pipelines free of side effects; streams are for computing results, and \`parallel()\` only pays off for large, CPU-heavy workloads.`,
  overview: {
    whatYouWillLearn: [
      'Generic classes and methods give compile-time type safety without casts',
      'Type erasure removes type arguments at run time, so primitives cannot be type arguments',
      'Wildcards with extends and super follow the PECS rule',
      'Lambdas implement functional interfaces and capture effectively final variables',
      'Streams have lazy intermediate operations and a single terminal operation',
      'groupingBy with downstream collectors aggregates data by key',
    ],
    proTip:
      'Pass TreeMap::new as the map factory to groupingBy when output order matters; HashMap iteration order is unspecified.',
  },
  mcqs: [],
  problems: [
    {
      id: 'java-department-report',
      title: 'Department Salary Report',
      description:
        'Each input line describes an employee as "DEPT NAME SALARY" (single words and a non-negative integer). For every department print one line "DEPT COUNT TOTAL MAX": the number of employees, the sum of their salaries and the highest salary. Order the lines by department name. There is at least one employee. Totals can exceed 32-bit integers.',
      examples: [
        {
          input: 'eng ana 100\nops bo 80\neng cy 120',
          output: 'eng 2 220 120\nops 1 80 80',
          explanation: 'eng has two employees earning 100 and 120.',
        },
        {
          input: 'hr zed 50',
          output: 'hr 1 50 50',
          explanation: 'A single employee is both the total and the maximum.',
        },
      ],
      constraints: ['1 <= employees <= 100 000', '0 <= SALARY <= 10^9'],
      testCases: [
        t('eng ana 100\nops bo 80\neng cy 120', 'eng 2 220 120\nops 1 80 80', false),
        t('hr zed 50', 'hr 1 50 50', false),
        t('b x 1\na y 2\nb z 3\na w 4', 'a 2 6 4\nb 2 4 3'),
        t(
          'sales a 1000000000\nsales b 1000000000\nsales c 1000000000',
          'sales 3 3000000000 1000000000',
        ),
        t('x p 5\nx q 5', 'x 2 10 5'),
        t('d1 a 0\nd2 b 7\nd1 c 3', 'd1 2 3 3\nd2 1 7 7'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

depts = {}
for line in sys.stdin.read().splitlines():
    parts = line.split()
    if len(parts) != 3:
        continue
    dept, _, salary = parts[0], parts[1], int(parts[2])
    count, total, best = depts.get(dept, (0, 0, 0))
    depts[dept] = (count + 1, total + salary, max(best, salary))
for dept in sorted(depts):
    count, total, best = depts[dept]
    print(dept, count, total, best)
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
depts = ['eng', 'ops', 'hr', 'sales', 'legal', 'it', 'qa', 'ux']
lines = []
for i in range(n):
    if mode == 'compact':
        lines.append('%s e %d' % (random.choice('abcdefghij'), random.randint(0, 999)))
    elif mode == 'max':
        lines.append('%s e%d 1000000000' % (random.choice(depts[:2]), i))
    elif mode == 'zero':
        lines.append('%s e%d 0' % (random.choice(depts), i))
    elif mode == 'random':
        lines.append('%s e%d %d' % (random.choice(depts), i, random.randint(0, 10**9)))
    else:
        raise SystemExit('unknown mode ' + mode)
print('\\n'.join(lines))
`,
        tests: [
          { args: '20000 compact', label: '20,000 employees in 10 departments' },
          { args: '4000 max', label: '4,000 employees, all salaries 10^9' },
          { args: '1500 random', label: '1,500 employees, random salaries' },
          { args: '1000 zero', label: '1,000 employees, all salaries 0' },
          { args: '1 random', label: 'one employee' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
while lines and lines[-1] == '':
    lines.pop()
assert 1 <= len(lines) <= 100000, 'between 1 and 100,000 employees'
for line in lines:
    m = re.fullmatch(r'(\\S+) (\\S+) ([0-9]+)', line)
    assert m, 'bad line: ' + line
    assert 0 <= int(m.group(3)) <= 10**9, 'SALARY out of range'
`,
        wrongSolutions: [
          {
            name: '32-bit-total',
            language: 'java',
            mustFail: 'WA',
            why: "Adds salaries in an int, which overflows once a department's total passes 2,147,483,647",
            source: `import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        TreeMap<String, int[]> depts = new TreeMap<>();
        String line;
        while ((line = in.readLine()) != null) {
            String[] p = line.trim().split(" ");
            if (p.length != 3) continue;
            int salary = Integer.parseInt(p[2]);
            int[] d = depts.computeIfAbsent(p[0], k -> new int[3]);
            d[0]++;
            d[1] += salary;
            d[2] = Math.max(d[2], salary);
        }
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, int[]> e : depts.entrySet()) {
            int[] d = e.getValue();
            out.append(e.getKey()).append(' ').append(d[0]).append(' ').append(d[1]).append(' ').append(d[2]).append('\\n');
        }
        System.out.print(out);
    }
}
`,
          },
          {
            name: 'input-order',
            language: 'python3',
            mustFail: 'WA',
            why: 'Prints departments in the order they first appear instead of by name',
            source: `import sys

depts = {}
for line in sys.stdin.read().splitlines():
    parts = line.split()
    if len(parts) != 3:
        continue
    dept, _, salary = parts[0], parts[1], int(parts[2])
    count, total, best = depts.get(dept, (0, 0, 0))
    depts[dept] = (count + 1, total + salary, max(best, salary))
for dept in depts:
    count, total, best = depts[dept]
    print(dept, count, total, best)
`,
          },
        ],
      },
    },
  ],
};
