import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'mongo-3',
  order: 3,
  title: 'Query Operators, Projection and Sorting',
  description:
    'Write precise filters with comparison, logical, element and array operators, shape results with projections, and page through sorted results.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Filter with comparison operators such as $gt, $in and $ne',
    'Combine conditions with $and, $or and $not',
    'Query arrays and embedded documents with dot notation and $elemMatch',
    'Sort, limit, skip and project query results',
  ],
  lesson: `## Comparison operators

Equality (\`{ city: "Paris" }\`) is only the start. Operators start with \`$\`:

\`\`\`javascript
db.users.find({ age: { $gte: 18, $lt: 65 } })         // 18 <= age < 65
db.users.find({ country: { $in: ["FR", "DE", "ES"] } })
db.users.find({ status: { $ne: "banned" } })
db.users.find({ plan: { $nin: ["free", "trial"] } })
\`\`\`

Two subtleties trip people up:

- **Type brackets**: \`$gt\`, \`$lt\` and friends compare only values of the same type family. \`{ age: { $gt: 30 } }\` never matches a document where \`age\` is the string \`"45"\`, and never matches a document with no \`age\`.
- **Missing fields**: \`$ne\` and \`$nin\` match documents where the field is **missing**. \`{ status: { $ne: "banned" } }\` returns users that have no status at all. Add \`{ status: { $exists: true } }\` if that is not what you want.

## Logical operators

Conditions on different fields in one filter are **ANDed** implicitly. \`$or\`, \`$and\`, \`$nor\` and \`$not\` handle the rest:

\`\`\`javascript
db.users.find({ country: "FR", age: { $gt: 30 } })                  // AND
db.users.find({ $or: [{ plan: "pro" }, { loginCount: { $gt: 100 } }] })
db.users.find({ name: { $not: /^test/ } })
\`\`\`

Use an explicit \`$and\` only when you need two conditions on the same operator or field that would otherwise overwrite each other in the object.

## Element operators

\`$exists\` tests presence and \`$type\` tests the BSON type: \`{ phone: { $exists: false } }\`, \`{ zip: { $type: "string" } }\`. They are handy for cleaning up inconsistent data.

## Embedded documents and arrays

Dot notation reaches inside documents: \`{ "address.city": "London" }\`. For arrays, a plain condition matches if **any** element satisfies it. When several conditions must hold for the **same** element, use \`$elemMatch\`:

\`\`\`javascript
// an order with at least one line that is both a mug AND quantity >= 2
db.orders.find({ items: { $elemMatch: { sku: "MUG-1", qty: { $gte: 2 } } } })
db.users.find({ roles: { $all: ["admin", "author"] } })
db.users.find({ roles: { $size: 2 } })
\`\`\`

Without \`$elemMatch\`, \`{ "items.sku": "MUG-1", "items.qty": { $gte: 2 } }\` could match one element for the SKU and another for the quantity.

## Projection, sorting and paging

\`\`\`javascript
db.users.find({ country: "FR" }, { name: 1, email: 1, _id: 0 })
  .sort({ loginCount: -1, name: 1 })
  .skip(20)
  .limit(10)
\`\`\`

A projection includes (\`1\`) or excludes (\`0\`) fields; \`_id\` is included unless excluded. \`sort\` takes \`1\` for ascending and \`-1\` for descending; MongoDB applies sort, then skip, then limit regardless of the order you chain them. For deep pages, prefer **range-based pagination** on an indexed field, as the pro tip explains.

## Your challenge

Implement a small version of MongoDB's matcher: evaluate a filter with comparison operators against flat documents, including the missing-field and type rules above.
`,
  overview: {
    whatYouWillLearn: [
      'Comparison operators ($eq, $ne, $gt, $gte, $lt, $lte, $in, $nin) express ranges and sets of values.',
      'Conditions on different fields in one filter are implicitly ANDed.',
      '$ne and $nin also match documents where the field is missing.',
      'Comparison operators only match values of the same BSON type bracket.',
      'Dot notation reaches into embedded documents and array elements.',
      'Sort, skip and limit shape result pages, and range-based paging scales better than large skips.',
    ],
    proTip:
      'Page through large results with a range on an indexed field (find({ _id: { $gt: lastSeenId } }).sort({ _id: 1 }).limit(20)) instead of skip: skip still walks every skipped document, so deep pages get slower and slower.',
  },
  mcqs: [],
  problems: [
    {
      id: 'mongo-mini-find',
      title: 'Filter Documents Like find()',
      description: `The first input line is a filter: zero or more space-separated conditions \`field OP value\`, written without spaces, where OP is one of \`=\`, \`!=\`, \`>\`, \`>=\`, \`<\`, \`<=\` (MongoDB's \`$eq\`, \`$ne\`, \`$gt\`, \`$gte\`, \`$lt\`, \`$lte\`). An empty first line is the empty filter \`{}\` and matches every document. All conditions must hold (implicit AND).

Each following line is a document: space-separated \`field=value\` pairs; the first pair is always \`_id\`. A value that matches \`-?[0-9]+\` is a number; anything else is a string.

Matching rules, as in MongoDB:
- \`=\` matches when the field exists, has the same type and is equal.
- \`!=\` matches when the field is missing, has a different type, or is not equal.
- \`>\`, \`>=\`, \`<\`, \`<=\` match only when the field exists and both values are numbers, or both are strings (compared character by character); otherwise the condition fails.

Print the \`_id\` of every matching document, one per line, in input order. If none match, print \`no documents\`.`,
      examples: [
        {
          input: `city=London age>=30
_id=1 name=Ada city=London age=36
_id=2 name=Bob city=London age=25
_id=3 name=Cy city=London age=30
_id=4 name=Di city=Paris age=41
`,
          output: `1
3`,
          explanation:
            'Documents 1 and 3 are in London with age at least 30; document 2 is too young and 4 is in Paris.',
        },
        {
          input: `status!=banned
_id=a status=banned
_id=b name=NoStatus
_id=c status=active
`,
          output: `b
c`,
          explanation: '$ne matches document b, which has no status field at all, as well as c.',
        },
      ],
      constraints: [
        'Field names contain letters, digits and _ only; values contain no spaces or = signs',
        'At most 10 conditions and 1000 documents',
        'Numbers fit in 64-bit signed integers',
      ],
      testCases: [
        {
          input: `city=London age>=30
_id=1 name=Ada city=London age=36
_id=2 name=Bob city=London age=25
_id=3 name=Cy city=London age=30
_id=4 name=Di city=Paris age=41
`,
          expectedOutput: `1
3`,
          hidden: false,
        },
        {
          input: `status!=banned
_id=a status=banned
_id=b name=NoStatus
_id=c status=active
`,
          expectedOutput: `b
c`,
          hidden: false,
        },
        {
          input: `
_id=x
_id=y a=1
`,
          expectedOutput: `x
y`,
          hidden: true,
        },
        {
          input: `age>30
_id=1 age=45
_id=2 age=forty
_id=3 name=none
_id=4 age=31
_id=5 age=-100
`,
          expectedOutput: `1
4`,
          hidden: true,
        },
        {
          input: `zip=02134
_id=p zip=02134
_id=q zip=2134
`,
          expectedOutput: `p
q`,
          hidden: true,
        },
        {
          input: `qty<0 qty>-10
_id=1 qty=-5
_id=2 qty=-10
_id=3 qty=0
_id=4 qty=-9
`,
          expectedOutput: `1
4`,
          hidden: true,
        },
        {
          input: `name>=M name<N
_id=1 name=Mia
_id=2 name=Noah
_id=3 name=M
_id=4 name=mia
_id=5 name=100
`,
          expectedOutput: `1
3`,
          hidden: true,
        },
        {
          input: `price=10
_id=1 price=9
_id=2 name=x
`,
          expectedOutput: `no documents`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys, re
lines = sys.stdin.read().split('\\n')
NUM = re.compile(r'^-?[0-9]+$')
def val(s):
    return (0, int(s)) if NUM.match(s) else (1, s)
conds = []
for tok in lines[0].split():
    m = re.match(r'^([A-Za-z0-9_]+)(!=|>=|<=|=|>|<)(.*)$', tok)
    conds.append((m.group(1), m.group(2), val(m.group(3))))
def ok(doc, f, op, v):
    d = doc.get(f)
    if op == '=':
        return d is not None and d == v
    if op == '!=':
        return d is None or d != v
    if d is None or d[0] != v[0]:
        return False
    return {'>': d[1] > v[1], '>=': d[1] >= v[1], '<': d[1] < v[1], '<=': d[1] <= v[1]}[op]
out = []
for line in lines[1:]:
    if not line.strip():
        continue
    doc = {}
    for pair in line.split():
        k, _, v = pair.partition('=')
        doc[k] = val(v)
    if all(ok(doc, f, op, v) for f, op, v in conds):
        out.append(line.split()[0].partition('=')[2])
print('\\n'.join(out) if out else 'no documents')
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, nc, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
fields = ['age', 'qty', 'city', 'name', 'zip', 'score_2']
def value(f):
    r = random.random()
    if mode == 'big' and r < 0.5:
        return str(random.choice([-2**63, 2**63 - 1, -2**63 + 1, 2**63 - 2, 0]))
    if f in ('age', 'qty', 'score_2'):
        if r < 0.8:
            return str(random.randint(-50, 50))
        return random.choice(['ten', 'N/A', '-', '7a'])
    if f == 'zip':
        return random.choice(['02134', '2134', '0', '-0', '00', '10001'])
    return random.choice(['London', 'Paris', 'london', 'Ada', 'Bob', 'M', 'Mia', '100', 'Z9'])
ops = ['=', '!=', '>', '>=', '<', '<=']
conds = []
for _ in range(nc):
    f = random.choice(fields)
    op = '!=' if mode == 'ne' else random.choice(ops)
    conds.append('%s%s%s' % (f, op, value(f)))
if mode == 'none':
    conds = ['age>10', 'age<5']
print(' '.join(conds))
for i in range(n):
    pairs = ['_id=%d' % (i + 1)]
    for f in fields:
        if random.random() < 0.75:
            pairs.append('%s=%s' % (f, value(f)))
    print(' '.join(pairs))
`,
        tests: [
          { args: '1000 10 mixed', label: '1,000 documents, 10 conditions' },
          { args: '1000 3 mixed', label: '1,000 documents, 3 conditions' },
          { args: '1000 0 mixed', label: '1,000 documents, empty filter' },
          { args: '1000 2 ne', label: '1,000 documents, only != conditions' },
          { args: '1000 4 big', label: '1,000 documents, 64-bit extremes' },
          { args: '1000 2 none', label: '1,000 documents, nothing matches' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
assert lines, 'missing filter line'
conds = lines[0].split(' ') if lines[0] else []
assert len(conds) <= 10, 'more than 10 conditions'
for c in conds:
    assert re.fullmatch(r'[A-Za-z0-9_]+(!=|>=|<=|=|>|<)[^ =]*', c), 'bad condition'
docs = lines[1:]
assert len(docs) <= 1000, 'more than 1000 documents'
def check(v):
    if re.fullmatch(r'-?[0-9]+', v):
        assert -2**63 <= int(v) < 2**63, 'number out of 64-bit range'
for c in conds:
    check(re.match(r'[A-Za-z0-9_]+(!=|>=|<=|=|>|<)(.*)', c).group(2))
for d in docs:
    pairs = d.split(' ')
    assert pairs[0].startswith('_id='), 'the first pair must be _id'
    keys = []
    for p in pairs:
        m = re.fullmatch(r'([A-Za-z0-9_]+)=([^ =]*)', p)
        assert m, 'bad field=value pair'
        keys.append(m.group(1))
        check(m.group(2))
    assert len(set(keys)) == len(keys), 'field repeated in a document'
`,
        wrongSolutions: [
          {
            name: 'ne-needs-field',
            language: 'python3',
            mustFail: 'WA',
            why: 'Makes != fail when the field is missing or has another type, like SQL, while MongoDB matches those documents',
            source: `import sys, re
lines = sys.stdin.read().split('\\n')
NUM = re.compile(r'^-?[0-9]+$')
def val(s):
    return (0, int(s)) if NUM.match(s) else (1, s)
conds = []
for tok in lines[0].split():
    m = re.match(r'^([A-Za-z0-9_]+)(!=|>=|<=|=|>|<)(.*)$', tok)
    conds.append((m.group(1), m.group(2), val(m.group(3))))
def ok(doc, f, op, v):
    d = doc.get(f)
    if d is None or d[0] != v[0]:
        return False
    return {'=': d == v, '!=': d != v, '>': d[1] > v[1], '>=': d[1] >= v[1], '<': d[1] < v[1], '<=': d[1] <= v[1]}[op]
out = []
for line in lines[1:]:
    if not line.strip():
        continue
    doc = {}
    for pair in line.split():
        k, _, v = pair.partition('=')
        doc[k] = val(v)
    if all(ok(doc, f, op, v) for f, op, v in conds):
        out.append(line.split()[0].partition('=')[2])
print('\\n'.join(out) if out else 'no documents')
`,
          },
          {
            name: 'compare-as-strings',
            language: 'python3',
            mustFail: 'WA',
            why: 'Compares every value as a string, so 10 < 9 and 02134 differs from 2134',
            source: `import sys, re
lines = sys.stdin.read().split('\\n')
conds = []
for tok in lines[0].split():
    m = re.match(r'^([A-Za-z0-9_]+)(!=|>=|<=|=|>|<)(.*)$', tok)
    conds.append((m.group(1), m.group(2), m.group(3)))
def ok(doc, f, op, v):
    d = doc.get(f)
    if op == '!=':
        return d is None or d != v
    if d is None:
        return False
    return {'=': d == v, '>': d > v, '>=': d >= v, '<': d < v, '<=': d <= v}[op]
out = []
for line in lines[1:]:
    if not line.strip():
        continue
    doc = {}
    for pair in line.split():
        k, _, v = pair.partition('=')
        doc[k] = v
    if all(ok(doc, f, op, v) for f, op, v in conds):
        out.append(line.split()[0].partition('=')[2])
print('\\n'.join(out) if out else 'no documents')
`,
          },
        ],
      },
    },
  ],
};
