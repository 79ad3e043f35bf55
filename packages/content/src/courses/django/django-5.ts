import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'django-5',
  order: 5,
  title: 'QuerySets and the ORM in Depth',
  description:
    'Query data with filter, exclude, field lookups, Q and F objects, aggregation and efficient relation loading.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Build lazy, chainable QuerySets with filter, exclude and order_by',
    'Use field lookups such as gte, icontains, startswith and in',
    'Combine conditions with Q objects and compare fields with F',
    'Aggregate data and avoid N+1 queries with select_related and prefetch_related',
  ],
  lesson: `## QuerySets are lazy

\`Model.objects\` is a **manager** that returns **QuerySets**. A QuerySet describes a query but does not hit the database until it is evaluated: iterated, sliced with a step, converted to a list, printed or tested with \`bool()\`. Each method returns a new QuerySet, so you can chain freely:

\`\`\`python
recent = (Post.objects
          .filter(status="published", published__year=2026)
          .exclude(category__name="Internal")
          .order_by("-published")[:10])
\`\`\`

## Field lookups

Conditions are keyword arguments \`field__lookup=value\`. Without a lookup, \`exact\` is used.

- \`exact\`, \`iexact\` (case-insensitive);
- \`contains\`, \`icontains\`, \`startswith\`, \`endswith\` (and \`i\` versions);
- \`gt\`, \`gte\`, \`lt\`, \`lte\`, \`range\`;
- \`in\` (a list of values), \`isnull\`;
- date parts such as \`published__year\`, and lookups across relations: \`author__username\`.

Several keyword arguments in one \`filter()\` are combined with **AND**. \`exclude(a=1, b=2)\` removes rows matching **both** conditions, that is NOT (a AND b), not rows matching either. Calling \`filter\` twice also narrows the result with AND (with a subtle difference for multi-valued relations).

## Q and F objects

\`Q\` objects express OR and NOT; \`F\` objects refer to other fields of the same row, evaluated in the database:

\`\`\`python
from django.db.models import Q, F, Count, Avg
Post.objects.filter(Q(title__icontains="django") | Q(tags__name="python"))
Product.objects.filter(stock__lt=F("reorder_level"))
Product.objects.filter(pk=7).update(stock=F("stock") - 1)  # race-free decrement
\`\`\`

## Aggregation and annotation

\`\`\`python
Post.objects.aggregate(total=Count("id"), avg_len=Avg("word_count"))
Category.objects.annotate(n=Count("post")).filter(n__gte=5).order_by("-n")
\`\`\`

\`aggregate\` returns a dict summarising the whole set; \`annotate\` adds a computed value to each row. \`order_by("-field")\` sorts descending and several fields break ties.

## Loading relations efficiently

Accessing \`post.author\` inside a loop runs one query per post: the **N+1 problem**. \`select_related("author", "category")\` joins foreign keys in the same query; \`prefetch_related("tags")\` fetches many-to-many or reverse relations in one extra query. Use \`only()\` or \`values()\` when you need a few columns, \`exists()\` instead of \`count() > 0\`, and \`iterator()\` for huge result sets. Django also offers async variants such as \`await Post.objects.aget(pk=1)\` and \`async for\` iteration. Inspect the SQL with \`str(qs.query)\` or the Debug Toolbar.

In the exercise you implement a small in-memory QuerySet engine with lookups, exclude semantics and ordering.`,
  overview: {
    whatYouWillLearn: [
      'Managers, lazy evaluation and chaining',
      'Field lookups including relations and date parts',
      'AND semantics of filter and NOT (a AND b) semantics of exclude',
      'OR and NOT with Q, field references with F',
      'aggregate versus annotate',
      'select_related, prefetch_related and other efficiency tools',
    ],
    proTip:
      'Wrap suspicious views in django.test.utils.CaptureQueriesContext or use assertNumQueries in tests to lock in the number of SQL queries.',
  },
  mcqs: [],
  problems: [
    {
      id: 'django-queryset-engine',
      title: 'Mini QuerySet Engine',
      description: `Evaluate Django-style QuerySet chains on an in-memory table.

**Input:**
- a schema line \`field:type ...\` with types \`int\` or \`str\`; the first field identifies rows in the output;
- a line with n, then n rows of space-separated values;
- a line with m, then m query lines. A query is a chain of steps separated by \` | \`: \`all\`, \`filter COND...\`, \`exclude COND...\` or \`order_by KEY...\`.

A condition is \`field=value\` or \`field__lookup=value\` with lookups \`exact\`, \`iexact\`, \`contains\`, \`icontains\`, \`startswith\`, \`endswith\`, \`gt\`, \`gte\`, \`lt\`, \`lte\` and \`in\` (comma-separated values). Int fields compare numerically, str fields as strings. \`filter\` keeps rows matching all its conditions; \`exclude\` removes rows matching all its conditions. \`order_by\` sorts by the keys in order, \`-field\` descending; ties keep their previous order. Rows start in input order.

**Output:** for each query \`count=K\` followed by \`: \` and the identifiers of the resulting rows separated by spaces when K > 0.`,
      examples: [
        {
          input:
            'id:int name:str age:int city:str\n5\n1 Ada 36 London\n2 Grace 45 Arlington\n3 Alan 41 London\n4 Linus 28 Helsinki\n5 Margaret 33 Boston\n3\nfilter city=London\nfilter age__gte=35 | order_by -age\nexclude city=London age__lt=40\n',
          output: 'count=2: 1 3\ncount=3: 2 3 1\ncount=4: 2 3 4 5',
          explanation: 'exclude only removes Ada, who is both in London and under 40.',
        },
        {
          input:
            'id:int name:str age:int city:str\n3\n1 Ada 36 London\n2 Grace 45 Arlington\n3 Alan 41 London\n2\nfilter age__lt=20\nfilter city__iexact=london name__icontains=DA\n',
          output: 'count=0\ncount=1: 1',
          explanation: 'No one is under 20; iexact and icontains ignore case.',
        },
      ],
      constraints: ['1 <= n <= 1000', '1 <= m <= 100', 'Values contain no spaces'],
      testCases: [
        {
          input:
            'id:int name:str age:int city:str\n5\n1 Ada 36 London\n2 Grace 45 Arlington\n3 Alan 41 London\n4 Linus 28 Helsinki\n5 Margaret 33 Boston\n3\nfilter city=London\nfilter age__gte=35 | order_by -age\nexclude city=London age__lt=40\n',
          expectedOutput: 'count=2: 1 3\ncount=3: 2 3 1\ncount=4: 2 3 4 5',
          hidden: false,
        },
        {
          input:
            'id:int name:str age:int city:str\n3\n1 Ada 36 London\n2 Grace 45 Arlington\n3 Alan 41 London\n2\nfilter age__lt=20\nfilter city__iexact=london name__icontains=DA\n',
          expectedOutput: 'count=0\ncount=1: 1',
          hidden: false,
        },
        {
          input:
            'id:int name:str age:int city:str\n5\n1 Ada 36 London\n2 Grace 45 Arlington\n3 Alan 41 London\n4 Linus 28 Helsinki\n5 Margaret 33 Boston\n4\nfilter name__startswith=A | filter age__gt=40\nfilter id__in=2,4,9 | order_by name\norder_by city -age\nfilter name__endswith=a\n',
          expectedOutput: 'count=1: 3\ncount=2: 2 4\ncount=5: 2 5 4 3 1\ncount=1: 1',
          hidden: true,
        },
        {
          input:
            'sku:str price:int stock:int\n4\nA1 500 3\nB2 1500 0\nC3 99 12\nD4 1500 7\n3\nall\norder_by -price sku\nfilter price__lte=500 | exclude stock=3\n',
          expectedOutput: 'count=4: A1 B2 C3 D4\ncount=4: B2 D4 A1 C3\ncount=1: C3',
          hidden: true,
        },
        {
          input:
            'id:int tag:str\n3\n10 django\n2 Django\n33 flask\n3\nfilter tag__exact=Django\nfilter tag__contains=jan\nfilter id__gt=9 | order_by -id\n',
          expectedOutput: 'count=1: 2\ncount=2: 10 2\ncount=2: 33 10',
          hidden: true,
        },
        {
          input: 'code:str n:int\n3\nx 2\ny 10\nz -5\n2\norder_by n\nexclude n__gte=0 | all\n',
          expectedOutput: 'count=3: z x y\ncount=1: z',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys

lines = sys.stdin.read().splitlines()
schema = [f.split(':') for f in lines[0].split()]
types = {name: t for name, t in schema}
names = [name for name, _ in schema]
n = int(lines[1])
rows = []
for i in range(2, 2 + n):
    vals = lines[i].split()
    rows.append({name: (int(v) if types[name] == 'int' else v) for name, v in zip(names, vals)})


def conv(field, v):
    return int(v) if types[field] == 'int' else v


def check(row, cond):
    key, value = cond.split('=', 1)
    field, _, lookup = key.partition('__')
    lookup = lookup or 'exact'
    x = row[field]
    if lookup == 'in':
        return x in [conv(field, v) for v in value.split(',')]
    if lookup in ('iexact', 'icontains'):
        a, b = str(x).lower(), value.lower()
        return a == b if lookup == 'iexact' else b in a
    if lookup == 'contains':
        return value in str(x)
    if lookup == 'startswith':
        return str(x).startswith(value)
    if lookup == 'endswith':
        return str(x).endswith(value)
    y = conv(field, value)
    return {'exact': x == y, 'gt': x > y, 'gte': x >= y, 'lt': x < y, 'lte': x <= y}[lookup]


m = int(lines[2 + n])
for j in range(m):
    q = lines[3 + n + j]
    cur = list(rows)
    for step in q.split('|'):
        parts = step.split()
        op, args = parts[0], parts[1:]
        if op == 'filter':
            cur = [r for r in cur if all(check(r, c) for c in args)]
        elif op == 'exclude':
            cur = [r for r in cur if not all(check(r, c) for c in args)]
        elif op == 'order_by':
            for key in reversed(args):
                desc = key.startswith('-')
                f = key.lstrip('-')
                cur.sort(key=lambda r: r[f], reverse=desc)
    ids = [str(r[names[0]]) for r in cur]
    print('count=%d' % len(ids) + (': ' + ' '.join(ids) if ids else ''))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, m, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
names = ['Ada', 'Grace', 'Alan', 'Linus', 'Margaret', 'ada', 'Barbara', 'Edsger', 'Ken', 'Dennis']
cities = ['London', 'london', 'Arlington', 'Helsinki', 'Boston', 'Paris']
print('id:int name:str age:int city:str score:int')
print(n)
for i in range(n):
    print(i + 1, random.choice(names), random.randint(18, 60) if mode != 'ties' else random.choice([30, 40]),
          random.choice(cities), random.randint(-100, 100) if mode != 'ties' else random.choice([-1, 0, 1]))
def cond():
    f = random.choice(['id', 'name', 'age', 'city', 'score'])
    if f in ('name', 'city'):
        lk = random.choice(['', 'exact', 'iexact', 'contains', 'icontains', 'startswith', 'endswith', 'in', 'gt', 'lte'])
        pool = names if f == 'name' else cities
        if lk == 'in':
            v = ','.join(random.sample(pool, 3))
        elif lk in ('contains', 'icontains', 'startswith', 'endswith'):
            w = random.choice(pool)
            a = random.randint(0, len(w) - 1)
            v = w[a:a + random.randint(1, 3)]
        else:
            v = random.choice(pool)
    else:
        lk = random.choice(['', 'exact', 'gt', 'gte', 'lt', 'lte', 'in', 'contains', 'startswith'])
        if lk == 'in':
            v = ','.join(str(random.randint(-100, 100 if f != 'id' else n)) for _ in range(5))
        elif lk in ('contains', 'startswith'):
            v = str(random.randint(0, 9))
        else:
            v = str(random.randint(-100, 100) if f == 'score' else random.randint(0, 60 if f == 'age' else n))
    return f + ('__' + lk if lk else '') + '=' + v
print(m)
for _ in range(m):
    steps = []
    for _ in range(random.randint(1, 4)):
        r = random.random()
        if r < 0.35:
            steps.append('filter ' + ' '.join(cond() for _ in range(random.randint(1, 2))))
        elif r < 0.55:
            steps.append('exclude ' + ' '.join(cond() for _ in range(random.randint(1, 2))))
        elif r < 0.9:
            keys = random.sample(['name', 'age', 'city', 'score', 'id'], random.randint(1, 3))
            steps.append('order_by ' + ' '.join(random.choice(['', '-']) + k for k in keys))
        else:
            steps.append('all')
    print(' | '.join(steps))
`,
        tests: [
          { args: '1000 100 random', label: '1,000 rows, 100 chained queries' },
          { args: '1000 100 ties', label: '1,000 rows, many equal keys' },
          { args: '1 20 random', label: 'one row' },
          { args: '50 100 ties', label: '50 rows, many equal keys' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
schema = [f.split(':') for f in lines[0].split(' ')]
assert all(len(f) == 2 and f[1] in ('int', 'str') and f[0] for f in schema), 'bad schema'
types = dict(schema)
assert len(types) == len(schema), 'duplicate field'
n = int(lines[1])
assert 1 <= n <= 1000, 'n out of range'
INT = re.compile('-?[0-9]+')
for line in lines[2:2 + n]:
    vals = line.split(' ')
    assert len(vals) == len(schema) and all(vals), 'row width'
    for (f, t), v in zip(schema, vals):
        assert t == 'str' or INT.fullmatch(v), 'int field holds ' + v
m = int(lines[2 + n])
assert 1 <= m <= 100 and len(lines) == 3 + n + m, 'm out of range'
LOOKUPS = ('exact', 'iexact', 'contains', 'icontains', 'startswith', 'endswith', 'gt', 'gte', 'lt', 'lte', 'in')
for q in lines[3 + n:]:
    for step in q.split(' | '):
        p = step.split(' ')
        assert p[0] in ('all', 'filter', 'exclude', 'order_by'), 'bad step'
        if p[0] == 'all':
            assert len(p) == 1, 'all takes nothing'
        elif p[0] == 'order_by':
            assert len(p) >= 2 and all(k.lstrip('-') in types and k.count('-') <= 1 for k in p[1:]), 'bad order_by'
        else:
            assert len(p) >= 2, 'condition missing'
            for c in p[1:]:
                key, eq, value = c.partition('=')
                assert eq, 'bad condition'
                f, _, lk = key.partition('__')
                assert f in types and (lk == '' or lk in LOOKUPS), 'bad condition ' + c
                if types[f] == 'int' and (lk or 'exact') in ('exact', 'gt', 'gte', 'lt', 'lte', 'in'):
                    assert all(INT.fullmatch(v) for v in value.split(',')) if lk == 'in' else INT.fullmatch(value), 'int compared with text'
`,
        wrongSolutions: [
          {
            name: 'order-by-keys-forward',
            language: 'python3',
            mustFail: 'WA',
            why: 'Applies the order_by keys with stable sorts from first to last, so the last key wins instead of the first',
            source: `import sys
lines = sys.stdin.read().splitlines()
schema = [f.split(':') for f in lines[0].split()]
types = {name: t for name, t in schema}
names = [name for name, _ in schema]
n = int(lines[1])
rows = [{nm: (int(v) if types[nm] == 'int' else v) for nm, v in zip(names, lines[i].split())} for i in range(2, 2 + n)]
def conv(f, v):
    return int(v) if types[f] == 'int' else v
def check(row, cond):
    key, value = cond.split('=', 1)
    field, _, lookup = key.partition('__')
    lookup = lookup or 'exact'
    x = row[field]
    if lookup == 'in':
        return x in [conv(field, v) for v in value.split(',')]
    if lookup in ('iexact', 'icontains'):
        a, b = str(x).lower(), value.lower()
        return a == b if lookup == 'iexact' else b in a
    if lookup == 'contains':
        return value in str(x)
    if lookup == 'startswith':
        return str(x).startswith(value)
    if lookup == 'endswith':
        return str(x).endswith(value)
    y = conv(field, value)
    return {'exact': x == y, 'gt': x > y, 'gte': x >= y, 'lt': x < y, 'lte': x <= y}[lookup]
m = int(lines[2 + n])
for j in range(m):
    cur = list(rows)
    for step in lines[3 + n + j].split('|'):
        parts = step.split()
        op, args = parts[0], parts[1:]
        if op == 'filter':
            cur = [r for r in cur if all(check(r, c) for c in args)]
        elif op == 'exclude':
            cur = [r for r in cur if not all(check(r, c) for c in args)]
        elif op == 'order_by':
            for key in args:
                cur.sort(key=lambda r: r[key.lstrip('-')], reverse=key.startswith('-'))
    ids = [str(r[names[0]]) for r in cur]
    print('count=%d' % len(ids) + (': ' + ' '.join(ids) if ids else ''))
`,
          },
          {
            name: 'exclude-any',
            language: 'python3',
            mustFail: 'WA',
            why: 'Makes exclude drop rows matching any of its conditions, but it drops rows matching all of them',
            source: `import sys
lines = sys.stdin.read().splitlines()
schema = [f.split(':') for f in lines[0].split()]
types = {name: t for name, t in schema}
names = [name for name, _ in schema]
n = int(lines[1])
rows = [{nm: (int(v) if types[nm] == 'int' else v) for nm, v in zip(names, lines[i].split())} for i in range(2, 2 + n)]
def conv(f, v):
    return int(v) if types[f] == 'int' else v
def check(row, cond):
    key, value = cond.split('=', 1)
    field, _, lookup = key.partition('__')
    lookup = lookup or 'exact'
    x = row[field]
    if lookup == 'in':
        return x in [conv(field, v) for v in value.split(',')]
    if lookup in ('iexact', 'icontains'):
        a, b = str(x).lower(), value.lower()
        return a == b if lookup == 'iexact' else b in a
    if lookup == 'contains':
        return value in str(x)
    if lookup == 'startswith':
        return str(x).startswith(value)
    if lookup == 'endswith':
        return str(x).endswith(value)
    y = conv(field, value)
    return {'exact': x == y, 'gt': x > y, 'gte': x >= y, 'lt': x < y, 'lte': x <= y}[lookup]
m = int(lines[2 + n])
for j in range(m):
    cur = list(rows)
    for step in lines[3 + n + j].split('|'):
        parts = step.split()
        op, args = parts[0], parts[1:]
        if op == 'filter':
            cur = [r for r in cur if all(check(r, c) for c in args)]
        elif op == 'exclude':
            cur = [r for r in cur if not any(check(r, c) for c in args)]
        elif op == 'order_by':
            for key in reversed(args):
                cur.sort(key=lambda r: r[key.lstrip('-')], reverse=key.startswith('-'))
    ids = [str(r[names[0]]) for r in cur]
    print('count=%d' % len(ids) + (': ' + ' '.join(ids) if ids else ''))
`,
          },
        ],
      },
    },
  ],
};
