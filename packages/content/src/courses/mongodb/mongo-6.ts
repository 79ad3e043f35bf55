import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'mongo-6',
  order: 6,
  title: 'The Aggregation Pipeline',
  description:
    'Transform and analyse data on the server with $match, $group, $project, $sort, $unwind, $lookup and friends.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Build multi-stage aggregation pipelines',
    'Group and summarise data with $group accumulators',
    'Reshape documents with $project, $addFields and $unwind',
    'Join collections with $lookup and optimise pipeline order',
  ],
  lesson: `## Pipelines

\`find\` filters and projects, but analytics need more: totals per category, top customers, joins. The **aggregation pipeline** is MongoDB's answer. You pass an array of **stages**; documents flow through them in order, each stage transforming the stream.

\`\`\`javascript
db.orders.aggregate([
  { $match: { status: "paid", createdAt: { $gte: ISODate("2026-01-01") } } },
  { $unwind: "$items" },
  { $group: {
      _id: "$items.category",
      revenue: { $sum: { $multiply: ["$items.price", "$items.qty"] } },
      orders: { $sum: 1 },
      avgPrice: { $avg: "$items.price" }
  } },
  { $sort: { revenue: -1, _id: 1 } },
  { $limit: 5 }
])
\`\`\`

## The core stages

- **\`$match\`** filters documents, using the same syntax as \`find\`. Place it first so it can use indexes and shrink the stream early.
- **\`$group\`** groups by the \`_id\` expression and computes **accumulators**: \`$sum\`, \`$avg\`, \`$min\`, \`$max\`, \`$first\`, \`$last\`, \`$push\`, \`$addToSet\`, \`$count\`. \`{ $sum: 1 }\` counts documents. Documents in which the grouping field is missing are grouped under \`_id: null\`.
- **\`$project\`** and **\`$addFields\`** (alias \`$set\`) reshape documents and compute new fields with expressions like \`$multiply\`, \`$concat\`, \`$dateToString\` and \`$cond\`.
- **\`$unwind\`** turns one document with an array into one document per element, so you can group by array contents.
- **\`$sort\`**, **\`$skip\`**, **\`$limit\`** order and page the results; \`$sortByCount\` combines grouping and sorting for frequency counts.
- **\`$lookup\`** performs a left outer join with another collection:

\`\`\`javascript
{ $lookup: { from: "customers", localField: "customerId", foreignField: "_id", as: "customer" } },
{ $unwind: "$customer" }
\`\`\`

- **\`$facet\`** runs several sub-pipelines on the same input (for example counts and a page of results together), and **\`$bucket\`** groups values into ranges.
- **\`$merge\`** / **\`$out\`** write the results into a collection, which is how you maintain materialised summary views.

Field paths are written with a \`$\` prefix (\`"$items.price"\`) when they are used as values inside expressions.

## Performance

Each stage has a 100 MB memory limit; MongoDB spills to disk for large sorts and groups automatically in recent versions (\`allowDiskUse\` defaults to true since 6.0). Keep pipelines efficient by filtering and projecting early, making sure the leading \`$match\` and \`$sort\` can use an index, and avoiding \`$lookup\` on unindexed foreign fields. \`explain()\` works on pipelines too. The optimiser reorders some stages for you (for instance moving a \`$match\` before a \`$project\` when possible), but writing them in a sensible order makes intent clear.

## Your challenge

Implement the \`$group\` + \`$sort\` part of the revenue pipeline for flat documents, including the rule for documents missing the group key.
`,
  overview: {
    whatYouWillLearn: [
      'An aggregation pipeline passes documents through a sequence of stages, each transforming the stream.',
      '$match filters and should come as early as possible so it can use indexes.',
      '$group collects documents by a key expression and computes accumulators such as $sum, $avg and $max.',
      'Documents missing the group field are grouped under the key null.',
      '$unwind emits one document per array element, and $lookup performs a left outer join.',
      '$merge and $out write pipeline results into collections for materialised views.',
    ],
    proTip:
      'Build pipelines incrementally in mongosh or Compass: run the first stage, inspect the output, then add one stage at a time; debugging a finished ten-stage pipeline all at once is much harder.',
  },
  mcqs: [],
  problems: [
    {
      id: 'mongo-group-revenue',
      title: 'Group Revenue Like $group',
      description: `The first input line is the name of the field to group by. Each following line is a document of space-separated \`field=value\` pairs. Every document has integer fields \`price\` and \`qty\`; other fields are strings.

Compute the equivalent of:

\`\`\`
{ $group: { _id: "$<field>", revenue: { $sum: { $multiply: ["$price", "$qty"] } }, count: { $sum: 1 } } },
{ $sort: { revenue: -1, _id: 1 } }
\`\`\`

Documents without the group field belong to the group \`null\`. Print one line per group: \`key revenue count\`. Sort by revenue descending, then by key ascending (character order), with the \`null\` group sorting before every string key when revenues tie (BSON orders null before strings). If there are no documents, print nothing.`,
      examples: [
        {
          input: `category
category=books price=12 qty=2
category=kitchen price=9 qty=3
category=books price=30 qty=1
`,
          output: `books 54 2
kitchen 27 1`,
          explanation:
            'books earns 2*12 + 1*30 = 54 from two documents and kitchen earns 3*9 = 27.',
        },
        {
          input: `region
region=toys price=5 qty=2
region=garden price=100 qty=1
price=10 qty=1
`,
          output: `garden 100 1
null 10 1
toys 10 1`,
          explanation:
            'The third document has no region, so it forms the null group; toys and null tie at 10 and null sorts first.',
        },
      ],
      constraints: [
        '0 <= number of documents <= 1000',
        '0 <= price, qty <= 100000',
        'Keys and values contain no spaces or = signs; no document has the literal string null as its key',
      ],
      testCases: [
        {
          input: `category
category=books price=12 qty=2
category=kitchen price=9 qty=3
category=books price=30 qty=1
`,
          expectedOutput: `books 54 2
kitchen 27 1`,
          hidden: false,
        },
        {
          input: `region
region=toys price=5 qty=2
region=garden price=100 qty=1
price=10 qty=1
`,
          expectedOutput: `garden 100 1
null 10 1
toys 10 1`,
          hidden: false,
        },
        {
          input: `category
`,
          expectedOutput: ``,
          hidden: true,
        },
        {
          input: `sku
sku=A price=0 qty=5
sku=B price=7 qty=0
sku=A price=1 qty=0
`,
          expectedOutput: `A 0 2
B 0 1`,
          hidden: true,
        },
        {
          input: `city
city=Oslo price=100000 qty=100000
city=Lima price=99999 qty=100000
city=Oslo price=1 qty=1
`,
          expectedOutput: `Oslo 10000000001 2
Lima 9999900000 1`,
          hidden: true,
        },
        {
          input: `brand
brand=b price=2 qty=2
brand=a price=1 qty=4
brand=B price=4 qty=1
name=x price=3 qty=1
name=y price=1 qty=1
`,
          expectedOutput: `null 4 2
B 4 1
a 4 1
b 4 1`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys
lines = sys.stdin.read().split('\\n')
field = lines[0].strip()
groups = {}
for line in lines[1:]:
    if not line.strip():
        continue
    doc = dict(p.split('=', 1) for p in line.split())
    key = doc.get(field)
    g = groups.setdefault(key, [0, 0])
    g[0] += int(doc['price']) * int(doc['qty'])
    g[1] += 1
items = sorted(groups.items(), key=lambda kv: (-kv[1][0], 0 if kv[0] is None else 1, kv[0] or ''))
for k, (rev, cnt) in items:
    print('null' if k is None else k, rev, cnt)
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
keys = ['books', 'Books', 'kitchen', 'garden', 'toys', 'b', 'B', 'a', 'nul', 'Z9']
print('category')
for i in range(n):
    if mode == 'big':
        price, qty = 100000, random.choice([100000, 99999])
    elif mode == 'ties':
        price, qty = random.choice([(2, 3), (3, 2), (6, 1), (1, 6)])
    elif mode == 'zero':
        price, qty = random.choice([(0, 5), (7, 0), (0, 0)])
    else:
        price, qty = random.randint(0, 100000), random.randint(0, 100000)
    pairs = ['price=%d' % price, 'qty=%d' % qty, 'sku=S%d' % i]
    if random.random() < 0.85:
        pairs.append('category=' + random.choice(keys))
    random.shuffle(pairs)
    print(' '.join(pairs))
`,
        tests: [
          { args: '1000 big', label: '1,000 documents, price and qty at 100,000' },
          { args: '1000 random', label: '1,000 documents, random prices' },
          { args: '1000 ties', label: '1,000 documents, many equal revenues' },
          { args: '1000 zero', label: '1,000 documents, zero revenue' },
          { args: '1 random', label: 'one document' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
field = lines[0]
assert re.fullmatch(r'[^ =]+', field), 'bad group field'
docs = lines[1:]
assert len(docs) <= 1000, 'more than 1000 documents'
for d in docs:
    pairs = [p.split('=', 1) for p in d.split(' ')]
    assert all(len(p) == 2 and re.fullmatch(r'[^ =]+', p[0]) and re.fullmatch(r'[^ =]+', p[1]) for p in pairs), 'bad pair'
    doc = dict(pairs)
    assert len(doc) == len(pairs), 'field repeated'
    for f in ('price', 'qty'):
        assert f in doc and re.fullmatch('[0-9]+', doc[f]) and int(doc[f]) <= 100000, f + ' missing or out of range'
    assert doc.get(field) != 'null', 'the literal key null'
`,
        wrongSolutions: [
          {
            name: 'int32-revenue',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Keeps revenue in a 32-bit int, but one document alone can bring 10^10',
            source: `#include <iostream>
#include <sstream>
#include <string>
#include <map>
#include <vector>
#include <algorithm>
using namespace std;
int main() {
    string field, line;
    getline(cin, field);
    map<string, pair<int, int>> groups;
    bool hasNull = false;
    pair<int, int> nullGroup(0, 0);
    while (getline(cin, line)) {
        if (line.empty()) continue;
        istringstream in(line);
        string pair_, key;
        int price = 0, qty = 0;
        bool found = false;
        while (in >> pair_) {
            size_t eq = pair_.find('=');
            string k = pair_.substr(0, eq), v = pair_.substr(eq + 1);
            if (k == "price") price = stoi(v);
            else if (k == "qty") qty = stoi(v);
            if (k == field) { key = v; found = true; }
        }
        if (found) { groups[key].first += price * qty; groups[key].second++; }
        else { hasNull = true; nullGroup.first += price * qty; nullGroup.second++; }
    }
    vector<tuple<int, int, string, int>> rows;
    for (auto& g : groups) rows.emplace_back(-g.second.first, 1, g.first, g.second.second);
    if (hasNull) rows.emplace_back(-nullGroup.first, 0, string(""), nullGroup.second);
    sort(rows.begin(), rows.end());
    for (auto& r : rows) cout << (get<1>(r) == 0 ? string("null") : get<2>(r)) << " " << -get<0>(r) << " " << get<3>(r) << "\\n";
}
`,
          },
          {
            name: 'null-as-string',
            language: 'python3',
            mustFail: 'WA',
            why: 'Groups missing fields under the string "null", which sorts among the keys by character order instead of before them',
            source: `import sys
lines = sys.stdin.read().split('\\n')
field = lines[0].strip()
groups = {}
for line in lines[1:]:
    if not line.strip():
        continue
    doc = dict(p.split('=', 1) for p in line.split())
    key = doc.get(field, 'null')
    g = groups.setdefault(key, [0, 0])
    g[0] += int(doc['price']) * int(doc['qty'])
    g[1] += 1
for k, (rev, cnt) in sorted(groups.items(), key=lambda kv: (-kv[1][0], kv[0])):
    print(k, rev, cnt)
`,
          },
        ],
      },
    },
  ],
};
