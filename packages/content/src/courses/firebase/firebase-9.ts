import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'firebase-9',
  order: 9,
  title: 'Production Readiness: App Check, Performance and Costs',
  description:
    'Prepare a Firebase app for production: protect backends with App Check, design for performance, understand Firestore billing and free quotas, control costs, and back up data.',
  difficulty: 'Hard',
  testType: 'coding',
  objectives: [
    'Protect backend resources from abuse with App Check',
    'Estimate Firestore costs from reads, writes and deletes with daily free quotas',
    'Reduce reads and writes with better data modelling and caching',
    'Set up budgets, monitoring and backups for production',
  ],
  lesson: `## App Check

Security Rules decide **what** an authenticated user may do, but they cannot tell whether a request comes from **your** app or from a script using your public config. **App Check** closes that gap: the client obtains an attestation token from a provider (**reCAPTCHA Enterprise** on the web, **Play Integrity** on Android, **App Attest** or DeviceCheck on Apple platforms) and sends it with every request. Once you **enforce** App Check for Firestore, Storage, Functions (\`enforceAppCheck: true\`) or AI Logic, requests without a valid token are rejected. Roll it out by first monitoring the metrics of verified versus unverified requests, then enforcing. Use debug tokens in development and CI.

## How Firestore is billed

Firestore charges for:

- **Document reads**: every document returned by a get, a query or a listener update (a query returning 0 results still costs one read).
- **Document writes** and **deletes**.
- **Stored data** (GiB per month, including indexes) and **network egress**.

The exact prices depend on the database location, and there is a **free quota** every day: 50,000 reads, 20,000 writes and 20,000 deletes, plus 1 GiB of storage. The quota **resets daily** and unused operations do **not** carry over to the next day, so a quiet day does not offset a busy one. Cloud Functions, Storage and Hosting have their own quotas and prices.

## Where reads come from

- A **listener** on a query reads every matching document when it attaches, then one read per changed document. Attaching the same listener in ten components costs ten times as much, and re-subscribing on every render is a classic bug.
- Queries **without limit()** on growing collections read everything.
- Showing a **count** by downloading documents: use \`getCountFromServer\` (an aggregation query billed at one read per batch of up to 1,000 index entries).
- Offset pagination reads all skipped documents; cursors do not.

## Designing for cost and speed

- **Denormalise**: store the author's name in each post instead of fetching the user for every post.
- **Pre-aggregate** with Cloud Functions: maintain \`commentCount\` on the post instead of counting comments.
- **Paginate** with \`limit()\` and cursors, and load details on demand.
- **Cache**: the SDK's persistent cache serves repeated reads locally; \`getDocFromCache\` reads without network cost.
- Avoid hot spots: a single document should not be written more than about once per second sustained; use **distributed counters** (several shard documents) for high-rate counters, and avoid monotonically increasing document IDs for very high write rates.

## Operating in production

- **Budgets and alerts** in Google Cloud Billing, and the usage dashboards in the Firebase console.
- **Backups**: schedule Firestore backups and enable **point-in-time recovery** (up to 7 days), or export to Cloud Storage with \`gcloud firestore export\`.
- **Monitoring**: Cloud Monitoring for function errors and latency, Crashlytics and Performance Monitoring for clients.
- **Security review**: deny-all default rules, rules unit tests in CI, App Check enforced, and least-privilege IAM for team members.

## Your challenge

Estimate a month's Firestore bill from daily usage, applying the daily free quota correctly (per day, with no carry-over) and using integer arithmetic for money.
`,
  overview: {
    whatYouWillLearn: [
      'App Check attests that requests come from your genuine app, complementing Security Rules.',
      'Firestore bills per document read, write and delete, plus storage and network egress.',
      'The free tier grants a daily quota of operations that resets every day and does not carry over.',
      'Listeners, unbounded queries and per-view counters are common sources of unexpectedly high read counts.',
      'Denormalisation, aggregation queries, pagination and caching reduce billed operations.',
      'Budgets alerts, usage dashboards, scheduled backups and point-in-time recovery protect production apps.',
    ],
    proTip:
      'Set a Google Cloud budget with alerts at 50%, 90% and 100% on every Blaze project, and check the Firestore usage tab after each release: a single listener placed in the wrong component can multiply reads overnight.',
  },
  mcqs: [],
  problems: [
    {
      id: 'firestore-cost',
      title: 'Estimate a Firestore Bill',
      description: `The first line contains three integers: the price in cents per 100,000 document reads, per 100,000 writes and per 100,000 deletes. The second line contains three integers: the free daily quota of reads, writes and deletes. Each following line describes one day: \`reads writes deletes\` (three integers).

For each day and each operation type, the billable count is the day's count minus the free daily quota, or 0 if that is negative (unused quota does not carry over). Sum the billable counts per type over all days. The charge for a type is \`billable * price / 100000\` cents, rounded to the nearest cent with halves rounded up.

Print four lines:
\`reads: $D.CC\`, \`writes: $D.CC\`, \`deletes: $D.CC\` and \`total: $D.CC\`, where the total is the sum of the three rounded charges.`,
      examples: [
        {
          input: `6 18 2
50000 20000 20000
200000 50000 1000
40000 10000 0
`,
          output: `reads: $0.09
writes: $0.05
deletes: $0.00
total: $0.14`,
          explanation:
            'Day 1 bills 150,000 reads and 30,000 writes; day 2 is under quota. Reads cost 150,000 x 6 / 100,000 = 9 cents, writes 30,000 x 18 / 100,000 = 5.4, rounded to 5 cents.',
        },
        {
          input: `6 18 2
50000 20000 20000
0 0 0
80000 20000 20000
`,
          output: `reads: $0.02
writes: $0.00
deletes: $0.00
total: $0.02`,
          explanation:
            'Unused quota on the quiet first day does not help the busy second day: 30,000 reads are billable.',
        },
      ],
      constraints: [
        '0 <= number of days <= 366',
        '0 <= daily counts <= 10^9; 0 <= prices <= 1000 cents; 0 <= quotas <= 10^9',
        'Use 64-bit integers',
      ],
      testCases: [
        {
          input: `6 18 2
50000 20000 20000
200000 50000 1000
40000 10000 0
`,
          expectedOutput: `reads: $0.09
writes: $0.05
deletes: $0.00
total: $0.14`,
          hidden: false,
        },
        {
          input: `6 18 2
50000 20000 20000
0 0 0
80000 20000 20000
`,
          expectedOutput: `reads: $0.02
writes: $0.00
deletes: $0.00
total: $0.02`,
          hidden: false,
        },
        {
          input: `6 18 2
50000 20000 20000
`,
          expectedOutput: `reads: $0.00
writes: $0.00
deletes: $0.00
total: $0.00`,
          hidden: true,
        },
        {
          input: `10 10 10
0 0 0
5000 15000 25000
`,
          expectedOutput: `reads: $0.01
writes: $0.02
deletes: $0.03
total: $0.06`,
          hidden: true,
        },
        {
          input: `6 18 2
50000 20000 20000
1000000000 1000000000 1000000000
1000000000 1000000000 1000000000
`,
          expectedOutput: `reads: $1199.94
writes: $3599.93
deletes: $399.99
total: $5199.86`,
          hidden: true,
        },
        {
          input: `3 9 1
50000 20000 20000
60000 25000 20001
55000 20000 19999
50001 30000 70000
`,
          expectedOutput: `reads: $0.00
writes: $0.01
deletes: $0.01
total: $0.02`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys
data = sys.stdin.read().split('\\n')
prices = list(map(int, data[0].split()))
quota = list(map(int, data[1].split()))
billable = [0, 0, 0]
for line in data[2:]:
    if not line.strip():
        continue
    vals = list(map(int, line.split()))
    for k in range(3):
        billable[k] += max(0, vals[k] - quota[k])
def cents(b, p):
    num = b * p
    return (2 * num + 100000) // 200000
names = ['reads', 'writes', 'deletes']
total = 0
for k in range(3):
    c = cents(billable[k], prices[k])
    total += c
    print('%s: $%d.%02d' % (names[k], c // 100, c % 100))
print('total: $%d.%02d' % (total // 100, total % 100))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
days, mode = int(args[0]), args[1]
random.seed(' '.join(args))
if mode == 'max':
    print(1000, 1000, 1000)
    print(0, 0, 0)
elif mode == 'halves':
    print(5, 15, 25)
    print(50000, 20000, 20000)
elif mode == 'under':
    print(6, 18, 2)
    print(50000, 20000, 20000)
else:
    print(random.randint(0, 1000), random.randint(0, 1000), random.randint(0, 1000))
    print(random.choice([50000, 0, 10**9]), random.choice([20000, 0]), random.choice([20000, 10**9]))
for _ in range(days):
    if mode == 'max':
        print(10**9, 10**9, 10**9)
    elif mode == 'halves':
        print(50000 + 10000 * random.randint(0, 3), 20000 + 10000 * random.randint(0, 3), random.randint(0, 40000))
    elif mode == 'under':
        print(random.randint(0, 50000), random.randint(0, 20000), random.randint(0, 20000))
    else:
        print(random.randint(0, 10**9), random.randint(0, 10**6), random.randint(0, 30000))
`,
        tests: [
          { args: '366 max', label: '366 days at 10^9 operations, highest prices, no free quota' },
          { args: '366 random', label: '366 days, random counts and quotas' },
          { args: '366 halves', label: '366 days, charges ending in half a cent' },
          { args: '366 under', label: '366 days within the free quota' },
          { args: '0 random', label: 'no days' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
assert len(lines) >= 2 and len(lines) - 2 <= 366, 'number of days out of range'
def three(line):
    assert re.fullmatch('[0-9]+ [0-9]+ [0-9]+', line), 'expected three integers'
    return list(map(int, line.split()))
assert all(p <= 1000 for p in three(lines[0])), 'price out of range'
assert all(q <= 10**9 for q in three(lines[1])), 'quota out of range'
for line in lines[2:]:
    assert all(c <= 10**9 for c in three(line)), 'daily count out of range'
`,
        wrongSolutions: [
          {
            name: 'int32-counts',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Sums billable counts in 32-bit ints, but 366 days of up to 10^9 operations need 64 bits',
            source: `#include <cstdio>
int main() {
    int price[3], quota[3], v[3], billable[3] = {0, 0, 0};
    std::scanf("%d %d %d %d %d %d", &price[0], &price[1], &price[2], &quota[0], &quota[1], &quota[2]);
    while (std::scanf("%d %d %d", &v[0], &v[1], &v[2]) == 3)
        for (int k = 0; k < 3; k++) if (v[k] > quota[k]) billable[k] += v[k] - quota[k];
    const char* names[3] = {"reads", "writes", "deletes"};
    long long total = 0;
    for (int k = 0; k < 3; k++) {
        long long c = (2LL * billable[k] * price[k] + 100000) / 200000;
        total += c;
        std::printf("%s: $%lld.%02lld\\n", names[k], c / 100, c % 100);
    }
    std::printf("total: $%lld.%02lld\\n", total / 100, total % 100);
}
`,
          },
          {
            name: 'quota-over-all-days',
            language: 'python3',
            mustFail: 'WA',
            why: 'Subtracts the free quota once from the total instead of from each day',
            source: `import sys
data = sys.stdin.read().split('\\n')
prices = list(map(int, data[0].split()))
quota = list(map(int, data[1].split()))
used = [0, 0, 0]
for line in data[2:]:
    if line.strip():
        for k, v in enumerate(map(int, line.split())):
            used[k] += v
total = 0
for k, name in enumerate(['reads', 'writes', 'deletes']):
    c = (2 * max(0, used[k] - quota[k]) * prices[k] + 100000) // 200000
    total += c
    print('%s: $%d.%02d' % (name, c // 100, c % 100))
print('total: $%d.%02d' % (total // 100, total % 100))
`,
          },
        ],
      },
    },
  ],
};
