import type { CodingProblem } from '@app/shared/content.schemas';

export const easyCoding: CodingProblem[] = [
  {
    id: 'cc-monthly-bill',
    title: 'Estimate a Monthly Cloud Bill',
    description: `Estimate a monthly bill from its line items. To avoid floating point, every price is an integer in
units of $0.0001 (so \`416\` means $0.0416). Line items are:

- \`vm <count> <price per instance-hour> <hours>\`: compute, costing \`count * price * hours\`;
- \`storage <GB> <price per GB-month>\`: storage, costing \`GB * price\`;
- \`egress <GB> <price per GB>\`: data transfer out. The first **100 GB of egress in the whole bill are
  free**; the free allowance is used up by egress lines in input order.

Sum each category in $0.0001 units, then round each category **up** to a whole cent. The total is the sum
of the three rounded categories.

**Input:** \`n\`, then \`n\` line items.

**Output:** four lines \`compute=$X.XX\`, \`storage=$X.XX\`, \`egress=$X.XX\`, \`total=$X.XX\`.`,
    examples: [
      {
        input: '3\nvm 2 416 730\nstorage 500 230\negress 150 900\n',
        output: 'compute=$60.74\nstorage=$11.50\negress=$4.50\ntotal=$76.74',
        explanation:
          'Compute 2*416*730 = 607,360 units = $60.736, rounded up to $60.74; storage 115,000 units = $11.50; egress (150 - 100) * 900 = $4.50.',
      },
      {
        input: '2\negress 60 900\negress 70 800\n',
        output: 'compute=$0.00\nstorage=$0.00\negress=$2.40\ntotal=$2.40',
        explanation:
          'The first line uses 60 free GB, the second the remaining 40, so only 30 GB at 800 are billed: $2.40.',
      },
    ],
    constraints: [
      '1 <= n <= 100',
      'All numbers are integers between 0 and 10^6.',
      'Use 64-bit integers.',
    ],
    testCases: [
      {
        input: '3\nvm 2 416 730\nstorage 500 230\negress 150 900\n',
        expectedOutput: 'compute=$60.74\nstorage=$11.50\negress=$4.50\ntotal=$76.74',
        hidden: false,
      },
      {
        input: '2\negress 60 900\negress 70 800\n',
        expectedOutput: 'compute=$0.00\nstorage=$0.00\negress=$2.40\ntotal=$2.40',
        hidden: false,
      },
      {
        input: '1\nvm 1 1 1\n',
        expectedOutput: 'compute=$0.01\nstorage=$0.00\negress=$0.00\ntotal=$0.01',
        hidden: true,
      },
      {
        input: '1\negress 100 5000\n',
        expectedOutput: 'compute=$0.00\nstorage=$0.00\negress=$0.00\ntotal=$0.00',
        hidden: true,
      },
      {
        input: '4\nvm 3 1920 200\nvm 1 96 730\nstorage 1 1\negress 101 870\n',
        expectedOutput: 'compute=$122.21\nstorage=$0.01\negress=$0.09\ntotal=$122.31',
        hidden: true,
      },
      {
        input: '3\nstorage 1000000 230\nvm 500 45000 730\negress 1000000 500\n',
        expectedOutput:
          'compute=$1642500.00\nstorage=$23000.00\negress=$49995.00\ntotal=$1715495.00',
        hidden: true,
      },
      {
        input: '2\nstorage 0 230\negress 0 900\n',
        expectedOutput: 'compute=$0.00\nstorage=$0.00\negress=$0.00\ntotal=$0.00',
        hidden: true,
      },
      {
        input: '3\negress 20 900\nvm 10 123 7\negress 200 1\n',
        expectedOutput: 'compute=$0.87\nstorage=$0.00\negress=$0.02\ntotal=$0.89',
        hidden: true,
      },
    ],
    judge: {
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
M = 10**6
CAP = 9 * 10**16
rows = []
for _ in range(n):
    kind = random.choice(('vm', 'storage', 'egress'))
    if mode == 'egress':
        kind = 'egress'
    if mode == 'zero':
        rows.append('egress 0 0')
    elif kind == 'vm':
        if mode == 'max':
            c, p = random.randint(M // 2, M), random.randint(M // 2, M)
            h = min(M, CAP // (c * p))
        else:
            c, p, h = random.randint(0, 50), random.randint(0, 50000), random.randint(0, 744)
        rows.append('vm %d %d %d' % (c, p, h))
    else:
        if mode == 'max':
            a, b = random.randint(M // 2, M), random.randint(M // 2, M)
        elif mode == 'egress':
            a, b = random.randint(0, 7), random.randint(1, 999)
        else:
            a, b = random.randint(0, 500), random.randint(0, 5000)
        rows.append('%s %d %d' % (kind, a, b))
print(n)
print('\n'.join(rows))
`,
      tests: [
        { args: '100 max', label: 'n = 100, every category close to 2^63 / 100 per line' },
        { args: '100 egress', label: 'n = 100, egress lines sharing the free 100 GB' },
        { args: '100 random', label: 'n = 100, random line items' },
        { args: '1 zero', label: 'n = 1, all zeros' },
      ],
      validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
n = int(lines[0])
assert 1 <= n <= 100, 'n out of range'
assert len(lines) == n + 1, 'expected n line items'
units = {'vm': 0, 'storage': 0, 'egress': 0}
for line in lines[1:]:
    p = line.split(' ')
    assert p[0] in units and len(p) == (4 if p[0] == 'vm' else 3), 'bad line item'
    v = [int(x) for x in p[1:]]
    assert all(0 <= x <= 10**6 for x in v), 'number out of range'
    prod = 1
    for x in v:
        prod *= x
    units[p[0]] += prod
assert all(u + 99 < 2**63 for u in units.values()), 'a category does not fit in 64 bits'
`,
      wrongSolutions: [
        {
          name: 'int32-cpp',
          language: 'cpp',
          mustFail: 'WA',
          why: 'Multiplies and sums in 32-bit int, which overflows on large bills',
          source: String.raw`#include <iostream>
#include <string>
using namespace std;
void money(const char *name, int cents) { printf("%s=$%d.%02d\n", name, cents / 100, cents % 100); }
int main() {
    int n; cin >> n;
    int compute = 0, storage = 0, egress = 0, freeGb = 100;
    for (int i = 0; i < n; i++) {
        string kind; cin >> kind;
        if (kind == "vm") { int c, p, h; cin >> c >> p >> h; compute += c * p * h; }
        else if (kind == "storage") { int g, p; cin >> g >> p; storage += g * p; }
        else { int g, p; cin >> g >> p; int used = g < freeGb ? g : freeGb; freeGb -= used; egress += (g - used) * p; }
    }
    int a = (compute + 99) / 100, b = (storage + 99) / 100, c = (egress + 99) / 100;
    money("compute", a); money("storage", b); money("egress", c); money("total", a + b + c);
}
`,
        },
        {
          name: 'free-per-line',
          language: 'python3',
          mustFail: 'WA',
          why: 'Gives every egress line its own 100 free GB instead of one allowance for the whole bill',
          source: String.raw`import sys
lines = sys.stdin.read().split('\n')
n = int(lines[0])
u = {'compute': 0, 'storage': 0, 'egress': 0}
for i in range(1, n + 1):
    p = lines[i].split()
    if p[0] == 'vm':
        u['compute'] += int(p[1]) * int(p[2]) * int(p[3])
    elif p[0] == 'storage':
        u['storage'] += int(p[1]) * int(p[2])
    else:
        u['egress'] += max(0, int(p[1]) - 100) * int(p[2])
total = 0
for k in ('compute', 'storage', 'egress'):
    c = (u[k] + 99) // 100
    total += c
    print('%s=$%d.%02d' % (k, c // 100, c % 100))
print('total=$%d.%02d' % (total // 100, total % 100))
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys


def dollars(cents):
    return f"\${cents // 100}.{cents % 100:02d}"


def main():
    lines = sys.stdin.read().split('\\n')
    n = int(lines[0])
    units = {'compute': 0, 'storage': 0, 'egress': 0}
    free = 100
    for i in range(1, n + 1):
        parts = lines[i].split()
        if parts[0] == 'vm':
            units['compute'] += int(parts[1]) * int(parts[2]) * int(parts[3])
        elif parts[0] == 'storage':
            units['storage'] += int(parts[1]) * int(parts[2])
        else:
            gb, price = int(parts[1]), int(parts[2])
            used = min(free, gb)
            free -= used
            units['egress'] += (gb - used) * price
    total = 0
    for name in ('compute', 'storage', 'egress'):
        cents = (units[name] + 99) // 100
        total += cents
        print(f"{name}={dollars(cents)}")
    print(f"total={dollars(total)}")


main()
`,
    },
  },
  {
    id: 'cc-pick-instance',
    title: 'Pick the Cheapest Instance Type',
    description: `Given a catalogue of instance types, find for each workload the cheapest type that has at least the
required vCPUs and memory. If several types cost the same, prefer fewer vCPUs, then less memory, then
the name in ASCII order. Prices are integers in units of $0.0001 per hour. Also report the monthly cost
for 730 hours, rounded **up** to a whole cent.

**Input:** \`n\`, then \`n\` lines \`name vcpus memory_gb price\`. Then \`q\`, then \`q\` lines \`vcpus memory_gb\`.

**Output:** for each workload, \`name $X.XX/month\`, or \`NONE\` if no type is large enough.`,
    examples: [
      {
        input: '3\nt3.medium 2 4 416\nm6i.large 2 8 960\nc6i.large 2 4 850\n2\n2 4\n2 6\n',
        output: 't3.medium $30.37/month\nm6i.large $70.08/month',
        explanation:
          't3.medium is the cheapest with 2 vCPUs and 4 GB: 416 * 730 = 303,680 units = $30.368, rounded up to $30.37.',
      },
      { input: '1\nsmall 1 1 100\n1\n2 1\n', output: 'NONE', explanation: 'No type has 2 vCPUs.' },
    ],
    constraints: ['1 <= n, q <= 1000', '0 <= vcpus, memory, price <= 10^6'],
    testCases: [
      {
        input: '3\nt3.medium 2 4 416\nm6i.large 2 8 960\nc6i.large 2 4 850\n2\n2 4\n2 6\n',
        expectedOutput: 't3.medium $30.37/month\nm6i.large $70.08/month',
        hidden: false,
      },
      { input: '1\nsmall 1 1 100\n1\n2 1\n', expectedOutput: 'NONE', hidden: false },
      {
        input: '2\na 4 16 1000\nb 4 16 1000\n1\n4 16\n',
        expectedOutput: 'a $73.00/month',
        hidden: true,
      },
      {
        input: '3\nx 8 32 2000\ny 4 32 2000\nz 4 16 2000\n2\n1 1\n4 20\n',
        expectedOutput: 'z $146.00/month\ny $146.00/month',
        hidden: true,
      },
      {
        input:
          '4\nr6i.large 2 16 1260\nm6i.xlarge 4 16 1920\nc6i.2xlarge 8 16 3400\nm6i.2xlarge 8 32 3840\n4\n8 8\n2 16\n16 64\n0 0\n',
        expectedOutput:
          'c6i.2xlarge $248.20/month\nr6i.large $91.98/month\nNONE\nr6i.large $91.98/month',
        hidden: true,
      },
      { input: '1\nfree 1 1 0\n1\n1 1\n', expectedOutput: 'free $0.00/month', hidden: true },
      {
        input: '2\nbig 96 768 999999\nhuge 192 1536 999999\n1\n100 100\n',
        expectedOutput: 'huge $72999.93/month',
        hidden: true,
      },
      {
        input: '3\nb2 2 4 500\na2 2 4 500\nc1 1 8 500\n1\n1 4\n',
        expectedOutput: 'c1 $36.50/month',
        hidden: true,
      },
    ],
    judge: {
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, q, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
names = set()
while len(names) < n:
    names.add(random.choice(('m6i', 'c7g', 'r6a', 't3')) + '.' + str(random.randint(0, 10**5)))
names = sorted(names)
random.shuffle(names)
rows = []
for name in names:
    if mode == 'ties':
        rows.append('%s %d %d %d' % (name, random.randint(0, 8), random.randint(0, 8), random.choice((0, 100, 101, 999999))))
    else:
        rows.append('%s %d %d %d' % (name, random.randint(0, 10**6), random.randint(0, 10**6), random.randint(0, 10**6)))
qs = []
for _ in range(q):
    if mode == 'ties':
        qs.append('%d %d' % (random.randint(0, 9), random.randint(0, 9)))
    else:
        qs.append('%d %d' % (random.randint(0, 10**6), random.randint(0, 10**6)))
print(n)
print('\n'.join(rows))
print(q)
print('\n'.join(qs))
`,
      tests: [
        { args: '1000 1000 ties', label: 'n = q = 1,000, many equal prices' },
        { args: '1000 1000 random', label: 'n = q = 1,000, values up to 10^6' },
        { args: '1 1000 random', label: 'n = 1' },
        { args: '1000 1 ties', label: 'q = 1' },
      ],
      validator: String.raw`import sys, re
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
n = int(lines[0])
assert 1 <= n <= 1000, 'n out of range'
for line in lines[1:n + 1]:
    name, c, m, p = line.split(' ')
    assert re.fullmatch(r'\S+', name), 'bad name'
    assert all(0 <= int(x) <= 10**6 for x in (c, m, p)), 'value out of range'
q = int(lines[n + 1])
assert 1 <= q <= 1000, 'q out of range'
assert len(lines) == n + 2 + q, 'expected q workloads'
for line in lines[n + 2:]:
    c, m = map(int, line.split(' '))
    assert 0 <= c <= 10**6 and 0 <= m <= 10**6, 'value out of range'
`,
      wrongSolutions: [
        {
          name: 'tie-by-name-only',
          language: 'python3',
          mustFail: 'WA',
          why: 'Breaks price ties by name alone instead of fewer vCPUs, then less memory, then name',
          source: String.raw`import sys
lines = sys.stdin.read().split('\n')
n = int(lines[0])
types = []
for i in range(1, n + 1):
    name, c, m, p = lines[i].split()
    types.append((int(p), name, int(c), int(m)))
types.sort()
q = int(lines[n + 1])
out = []
for j in range(q):
    c, m = map(int, lines[n + 2 + j].split())
    t = next((t for t in types if t[2] >= c and t[3] >= m), None)
    if t is None:
        out.append('NONE')
    else:
        cents = (t[0] * 730 + 99) // 100
        out.append('%s $%d.%02d/month' % (t[1], cents // 100, cents % 100))
print('\n'.join(out))
`,
        },
        {
          name: 'month-rounded-down',
          language: 'python3',
          mustFail: 'WA',
          why: 'Rounds the monthly cost down to the cent instead of up',
          source: String.raw`import sys
lines = sys.stdin.read().split('\n')
n = int(lines[0])
types = []
for i in range(1, n + 1):
    name, c, m, p = lines[i].split()
    types.append((int(p), int(c), int(m), name))
types.sort()
q = int(lines[n + 1])
out = []
for j in range(q):
    c, m = map(int, lines[n + 2 + j].split())
    t = next((t for t in types if t[1] >= c and t[2] >= m), None)
    if t is None:
        out.append('NONE')
    else:
        cents = t[0] * 730 // 100
        out.append('%s $%d.%02d/month' % (t[3], cents // 100, cents % 100))
print('\n'.join(out))
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys


def main():
    lines = sys.stdin.read().split('\\n')
    n = int(lines[0])
    types = []
    for i in range(1, n + 1):
        name, cpu, mem, price = lines[i].split()
        types.append((int(price), int(cpu), int(mem), name))
    types.sort()
    q = int(lines[n + 1])
    out = []
    for j in range(q):
        need_cpu, need_mem = map(int, lines[n + 2 + j].split())
        choice = next((t for t in types if t[1] >= need_cpu and t[2] >= need_mem), None)
        if choice is None:
            out.append('NONE')
        else:
            cents = (choice[0] * 730 + 99) // 100
            out.append(f"{choice[3]} \${cents // 100}.{cents % 100:02d}/month")
    print('\\n'.join(out))


main()
`,
    },
  },
];

export const mediumCoding: CodingProblem[] = [
  {
    id: 'cc-autoscaling-cooldown',
    title: 'Target-Tracking Autoscaling with Cooldown',
    description: `A target-tracking autoscaler keeps average CPU near a target. At each reading (minute \`t\`, average CPU
\`cpu\` percent across the fleet) it computes \`desired = ceil(capacity * cpu / target)\`, clamped to
\`[min, max]\`.

- If \`desired == capacity\`, the action is \`NONE\`.
- Otherwise, if an earlier scaling action happened less than \`cooldown\` minutes ago
  (\`t - last_action < cooldown\`), the action is \`COOLDOWN\` and nothing changes.
- Otherwise capacity becomes \`desired\` (\`SCALE_OUT\` or \`SCALE_IN\`) and \`last_action = t\`.

**Input:** the first line has \`min max target cooldown capacity n\`; each of the next \`n\` lines has \`t cpu\`
(times increasing). Use integer arithmetic for the ceiling.

**Output:** one line per reading: \`t ACTION capacity\` with the capacity after the reading.`,
    examples: [
      {
        input: '2 10 50 5 4 4\n0 90\n2 90\n6 90\n12 10\n',
        output: '0 SCALE_OUT 8\n2 COOLDOWN 8\n6 SCALE_OUT 10\n12 SCALE_IN 2',
        explanation:
          'At 0: ceil(4*90/50) = 8, scale out. At 2 desired is 15 -> 10 but the cooldown blocks it; at 6 it scales to 10; at 12 ceil(10*10/50) = 2.',
      },
      {
        input: '1 5 60 10 3 2\n0 60\n1 59\n',
        output: '0 NONE 3\n1 NONE 3',
        explanation: 'ceil(3*60/60) = 3 and ceil(3*59/60) = 3: nothing to do.',
      },
    ],
    constraints: [
      '1 <= min <= capacity <= max <= 10^4',
      '1 <= target <= 100',
      '0 <= cpu <= 1000',
      '0 <= cooldown <= 10^6',
      '1 <= n <= 10^4',
    ],
    testCases: [
      {
        input: '2 10 50 5 4 4\n0 90\n2 90\n6 90\n12 10\n',
        expectedOutput: '0 SCALE_OUT 8\n2 COOLDOWN 8\n6 SCALE_OUT 10\n12 SCALE_IN 2',
        hidden: false,
      },
      { input: '1 5 60 10 3 2\n0 60\n1 59\n', expectedOutput: '0 NONE 3\n1 NONE 3', hidden: false },
      { input: '1 1 50 0 1 2\n0 100\n1 0\n', expectedOutput: '0 NONE 1\n1 NONE 1', hidden: true },
      {
        input: '2 20 40 3 2 6\n0 0\n1 100\n3 100\n4 100\n7 41\n8 39\n',
        expectedOutput:
          '0 NONE 2\n1 SCALE_OUT 5\n3 COOLDOWN 5\n4 SCALE_OUT 13\n7 SCALE_OUT 14\n8 NONE 14',
        hidden: true,
      },
      {
        input: '1 100 70 1 10 5\n0 71\n1 70\n2 140\n3 1\n4 1\n',
        expectedOutput: '0 SCALE_OUT 11\n1 NONE 11\n2 SCALE_OUT 22\n3 SCALE_IN 1\n4 NONE 1',
        hidden: true,
      },
      {
        input: '3 8 50 0 5 4\n0 200\n1 200\n2 0\n3 0\n',
        expectedOutput: '0 SCALE_OUT 8\n1 NONE 8\n2 SCALE_IN 3\n3 NONE 3',
        hidden: true,
      },
      {
        input: '1 1000 55 15 100 5\n0 56\n10 80\n15 80\n29 20\n30 20\n',
        expectedOutput:
          '0 SCALE_OUT 102\n10 COOLDOWN 102\n15 SCALE_OUT 149\n29 COOLDOWN 149\n30 SCALE_IN 55',
        hidden: true,
      },
    ],
    judge: {
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, lo, hi, target, cd, mode = int(args[0]), int(args[1]), int(args[2]), int(args[3]), int(args[4]), args[5]
random.seed(' '.join(args))
cap = random.randint(lo, hi) if lo < hi else lo
t = 0
rows = []
for i in range(n):
    t += random.choice((1, 1, 2, max(1, cd - 1), max(1, cd), cd + 1)) if cd < 10**6 else random.randint(1, 300)
    cpu = random.choice((0, 1000, random.randint(0, 200))) if mode == 'spiky' else random.randint(max(0, target - 40), min(1000, target + 40))
    rows.append('%d %d' % (t, cpu))
print(lo, hi, target, cd, cap, n)
print('\n'.join(rows))
`,
      tests: [
        { args: '10000 1 10000 70 5 random', label: 'n = 10,000, min 1, max 10,000, cooldown 5' },
        { args: '3000 5 50 50 0 random', label: 'n = 3,000, cooldown 0' },
        { args: '3000 1 10000 1 1000000 spiky', label: 'n = 3,000, target 1, cooldown 10^6' },
        { args: '3000 100 100 100 3 random', label: 'n = 3,000, min = max' },
        { args: '1 1 1 100 0 random', label: 'n = 1' },
      ],
      validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
lo, hi, target, cd, cap, n = map(int, lines[0].split(' '))
assert 1 <= lo <= cap <= hi <= 10**4, 'capacity bounds out of range'
assert 1 <= target <= 100 and 0 <= cd <= 10**6 and 1 <= n <= 10**4, 'parameter out of range'
assert len(lines) == n + 1, 'expected n readings'
prev = None
for line in lines[1:]:
    t, cpu = map(int, line.split(' '))
    assert prev is None or t > prev, 'times must increase'
    assert t >= 0 and 0 <= cpu <= 1000, 'reading out of range'
    prev = t
`,
      wrongSolutions: [
        {
          name: 'cooldown-inclusive',
          language: 'python3',
          mustFail: 'WA',
          why: 'Treats t - last_action == cooldown as still cooling down (<= instead of <)',
          source: String.raw`import sys
d = list(map(int, sys.stdin.read().split()))
lo, hi, target, cd, cap, n = d[:6]
last, out = None, []
for i in range(n):
    t, cpu = d[6 + 2 * i], d[7 + 2 * i]
    want = max(lo, min(hi, (cap * cpu + target - 1) // target))
    if want == cap:
        a = 'NONE'
    elif last is not None and t - last <= cd:
        a = 'COOLDOWN'
    else:
        a = 'SCALE_OUT' if want > cap else 'SCALE_IN'
        cap, last = want, t
    out.append('%d %s %d' % (t, a, cap))
print('\n'.join(out))
`,
        },
        {
          name: 'cooldown-from-time-zero',
          language: 'python3',
          mustFail: 'WA',
          why: 'Starts with last_action = 0, so the first scaling is blocked as if an action had happened at minute 0',
          source: String.raw`import sys
d = list(map(int, sys.stdin.read().split()))
lo, hi, target, cd, cap, n = d[:6]
last, out = 0, []
for i in range(n):
    t, cpu = d[6 + 2 * i], d[7 + 2 * i]
    want = max(lo, min(hi, (cap * cpu + target - 1) // target))
    if want == cap:
        a = 'NONE'
    elif t - last < cd:
        a = 'COOLDOWN'
    else:
        a = 'SCALE_OUT' if want > cap else 'SCALE_IN'
        cap, last = want, t
    out.append('%d %s %d' % (t, a, cap))
print('\n'.join(out))
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys


def main():
    data = list(map(int, sys.stdin.read().split()))
    lo, hi, target, cooldown, capacity, n = data[:6]
    last = None
    out = []
    for i in range(n):
        t, cpu = data[6 + 2 * i], data[7 + 2 * i]
        desired = (capacity * cpu + target - 1) // target
        desired = max(lo, min(hi, desired))
        if desired == capacity:
            action = 'NONE'
        elif last is not None and t - last < cooldown:
            action = 'COOLDOWN'
        else:
            action = 'SCALE_OUT' if desired > capacity else 'SCALE_IN'
            capacity = desired
            last = t
        out.append(f"{t} {action} {capacity}")
    print('\\n'.join(out))


main()
`,
    },
  },
  {
    id: 'cc-iam-evaluate',
    title: 'Evaluate IAM-Style Policies',
    description: `Decide whether requests are allowed by a set of policy statements, following the core of AWS IAM
evaluation:

1. If any matching statement has effect \`Deny\`, the result is \`DENY (explicit)\`.
2. Otherwise, if any matching statement has effect \`Allow\`, the result is \`ALLOW\`.
3. Otherwise the result is \`DENY (implicit)\` (everything is denied by default).

A statement matches a request when its action pattern matches the action and its resource pattern
matches the resource. In patterns, \`*\` matches any sequence of characters (also empty) and \`?\` matches
exactly one character. As in IAM, action matching is case-insensitive, resource matching is case-sensitive.

**Input:** \`n\`, then \`n\` lines \`Effect actionPattern resourcePattern\`. Then \`q\`, then \`q\` lines \`action resource\`.

**Output:** the decision for each request.`,
    examples: [
      {
        input:
          '2\nAllow s3:Get* arn:aws:s3:::photos/*\nDeny s3:GetObject arn:aws:s3:::photos/private/*\n3\ns3:GetObject arn:aws:s3:::photos/cat.jpg\ns3:GetObject arn:aws:s3:::photos/private/me.jpg\ns3:PutObject arn:aws:s3:::photos/cat.jpg\n',
        output: 'ALLOW\nDENY (explicit)\nDENY (implicit)',
        explanation:
          'The first request matches only the Allow; the second also matches the Deny, which wins; nothing allows PutObject.',
      },
      {
        input:
          '1\nAllow EC2:describe* *\n1\nec2:DescribeInstances arn:aws:ec2:eu-west-1:123456789012:instance/i-1\n',
        output: 'ALLOW',
        explanation: 'Action matching ignores case, and * matches any resource.',
      },
    ],
    constraints: [
      '0 <= n <= 100',
      '1 <= q <= 1000',
      'Patterns and values have at most 200 characters and no spaces.',
    ],
    testCases: [
      {
        input:
          '2\nAllow s3:Get* arn:aws:s3:::photos/*\nDeny s3:GetObject arn:aws:s3:::photos/private/*\n3\ns3:GetObject arn:aws:s3:::photos/cat.jpg\ns3:GetObject arn:aws:s3:::photos/private/me.jpg\ns3:PutObject arn:aws:s3:::photos/cat.jpg\n',
        expectedOutput: 'ALLOW\nDENY (explicit)\nDENY (implicit)',
        hidden: false,
      },
      {
        input:
          '1\nAllow EC2:describe* *\n1\nec2:DescribeInstances arn:aws:ec2:eu-west-1:123456789012:instance/i-1\n',
        expectedOutput: 'ALLOW',
        hidden: false,
      },
      {
        input: '1\nAllow * *\n2\ns3:ListBucket arn:aws:s3:::a\niam:CreateUser x\n',
        expectedOutput: 'ALLOW\nALLOW',
        hidden: true,
      },
      {
        input:
          '3\nAllow s3:* arn:aws:s3:::Logs/*\nAllow s3:GetObject arn:aws:s3:::logs/2024/??/*\nDeny s3:DeleteObject *\n4\ns3:GetObject arn:aws:s3:::logs/2024/05/a.gz\ns3:GetObject arn:aws:s3:::logs/2024/5/a.gz\ns3:GetObject arn:aws:s3:::Logs/x\ns3:DeleteObject arn:aws:s3:::Logs/x\n',
        expectedOutput: 'ALLOW\nDENY (implicit)\nALLOW\nDENY (explicit)',
        hidden: true,
      },
      {
        input: '2\nDeny * *\nAllow * *\n1\nsqs:SendMessage q\n',
        expectedOutput: 'DENY (explicit)',
        hidden: true,
      },
      { input: '0\n1\ns3:GetObject obj\n', expectedOutput: 'DENY (implicit)', hidden: true },
      {
        input:
          '2\nAllow dynamodb:?etItem table/*\nAllow dynamodb:Query table/orders\n4\ndynamodb:GetItem table/users\ndynamodb:SetItem table/users\ndynamodb:BatchGetItem table/users\ndynamodb:Query table/orders/index/gsi1\n',
        expectedOutput: 'ALLOW\nALLOW\nDENY (implicit)\nDENY (implicit)',
        hidden: true,
      },
      {
        input:
          '1\nAllow s3:*Object* arn:*:s3:::b/*\n3\ns3:PutObjectAcl arn:aws:s3:::b/k\ns3:ListObjectsV2 arn:aws-cn:s3:::b/\ns3:ListBucket arn:aws:s3:::b/k\n',
        expectedOutput: 'ALLOW\nALLOW\nDENY (implicit)',
        hidden: true,
      },
    ],
    judge: {
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, q, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
services = ['s3', 'ec2', 'iam', 'sqs', 'dynamodb']
verbs = ['GetObject', 'PutObject', 'ListBucket', 'DescribeInstances', 'CreateUser', 'SendMessage', 'GetItem']
def value(long):
    base = 'arn:aws:%s:::%s/' % (random.choice(services), random.choice(('photos', 'Logs', 'logs', 'b')))
    tail = ''.join(random.choice('ab/-.Xy') for _ in range(random.randint(0, 150 if long else 12)))
    return (base + tail)[:200]
def pattern(s, long):
    out = []
    for ch in s:
        r = random.random()
        if r < 0.05:
            out.append('*')
        elif r < 0.1:
            out.append('?')
        elif r < 0.12:
            continue
        else:
            out.append(ch)
    p = ''.join(out)
    if random.random() < 0.3:
        p = p[:random.randint(0, len(p))] + '*'
    return p[:200] or '*'
def action():
    a = random.choice(services) + ':' + random.choice(verbs)
    return ''.join(c.upper() if random.random() < 0.2 else c for c in a)
stmts = []
for _ in range(n):
    eff = 'Deny' if random.random() < 0.2 else 'Allow'
    stmts.append('%s %s %s' % (eff, pattern(action(), False), pattern(value(mode == 'long'), mode == 'long')))
reqs = ['%s %s' % (action(), value(mode == 'long')) for _ in range(q)]
print(n)
if stmts:
    print('\n'.join(stmts))
print(q)
print('\n'.join(reqs))
`,
      tests: [
        { args: '100 1000 mixed', label: 'n = 100, q = 1,000, mixed patterns' },
        {
          args: '100 1000 long',
          label: 'n = 100, q = 1,000, patterns and values of up to 200 characters',
        },
        { args: '0 1000 mixed', label: 'n = 0' },
        { args: '3 1 mixed', label: 'q = 1' },
      ],
      validator: String.raw`import sys, re
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
n = int(lines[0])
assert 0 <= n <= 100, 'n out of range'
word = re.compile(r'\S{1,200}')
for line in lines[1:n + 1]:
    e, a, r = line.split(' ')
    assert e in ('Allow', 'Deny') and word.fullmatch(a) and word.fullmatch(r), 'bad statement'
q = int(lines[n + 1])
assert 1 <= q <= 1000, 'q out of range'
assert len(lines) == n + 2 + q, 'expected q requests'
for line in lines[n + 2:]:
    a, r = line.split(' ')
    assert word.fullmatch(a) and word.fullmatch(r), 'bad request'
`,
      wrongSolutions: [
        {
          name: 'case-sensitive-action',
          language: 'python3',
          mustFail: 'WA',
          why: 'Matches actions case-sensitively, although IAM action names are case-insensitive',
          source: String.raw`import sys
from fnmatch import fnmatchcase
lines = sys.stdin.read().split('\n')
n = int(lines[0])
st = [lines[1 + i].split() for i in range(n)]
q = int(lines[1 + n])
out = []
for j in range(q):
    a, r = lines[2 + n + j].split()
    hits = [e for e, ap, rp in st if fnmatchcase(a, ap.replace('[', '[[]')) and fnmatchcase(r, rp.replace('[', '[[]'))]
    out.append('DENY (explicit)' if 'Deny' in hits else 'ALLOW' if hits else 'DENY (implicit)')
print('\n'.join(out))
`,
        },
        {
          name: 'first-match-wins',
          language: 'python3',
          mustFail: 'WA',
          why: 'Uses the first matching statement, so an Allow listed before a Deny wins although an explicit Deny always overrides',
          source: String.raw`import sys
from fnmatch import fnmatchcase
lines = sys.stdin.read().split('\n')
n = int(lines[0])
st = [lines[1 + i].split() for i in range(n)]
q = int(lines[1 + n])
out = []
for j in range(q):
    a, r = lines[2 + n + j].split()
    res = 'DENY (implicit)'
    for e, ap, rp in st:
        if fnmatchcase(a.lower(), ap.lower().replace('[', '[[]')) and fnmatchcase(r, rp.replace('[', '[[]')):
            res = 'DENY (explicit)' if e == 'Deny' else 'ALLOW'
            break
    out.append(res)
print('\n'.join(out))
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys


def matches(pattern, value):
    # Greedy wildcard matching: on a mismatch, let the last * absorb one more character.
    i = j = 0
    star, mark = -1, 0
    while j < len(value):
        if i < len(pattern) and (pattern[i] == '?' or pattern[i] == value[j]):
            i += 1
            j += 1
        elif i < len(pattern) and pattern[i] == '*':
            star, mark = i, j
            i += 1
        elif star >= 0:
            mark += 1
            i, j = star + 1, mark
        else:
            return False
    while i < len(pattern) and pattern[i] == '*':
        i += 1
    return i == len(pattern)


def main():
    lines = sys.stdin.read().split('\\n')
    n = int(lines[0])
    statements = [lines[1 + i].split() for i in range(n)]
    q = int(lines[1 + n])
    out = []
    for j in range(q):
        action, resource = lines[2 + n + j].split()
        allowed = denied = False
        for effect, action_pattern, resource_pattern in statements:
            if matches(action_pattern.lower(), action.lower()) and matches(resource_pattern, resource):
                if effect == 'Deny':
                    denied = True
                else:
                    allowed = True
        out.append('DENY (explicit)' if denied else 'ALLOW' if allowed else 'DENY (implicit)')
    print('\\n'.join(out))


main()
`,
    },
  },
];

export const hardCoding: CodingProblem[] = [
  {
    id: 'cc-subnet-allocator',
    title: 'Allocate Subnets in a VPC',
    description: `Carve subnets out of a VPC's IPv4 CIDR block. Requests are handled in order. A request for prefix length
\`L\` needs a block of \`2^(32-L)\` addresses whose start address is a multiple of that size (CIDR
alignment), lies completely inside the VPC and does not overlap any subnet allocated before. Choose the
**lowest** such start address. If \`L\` is smaller than the VPC's prefix length or no block fits, the
request fails and nothing is allocated.

**Input:** the VPC CIDR (aligned, for example \`10.0.0.0/16\`), then \`n\`, then \`n\` lines \`name L\`.

**Output:** one line per request: \`name a.b.c.d/L\` or \`name FAIL\`.`,
    examples: [
      {
        input: '10.0.0.0/16\n3\nweb 24\ndb 25\napp 24\n',
        output: 'web 10.0.0.0/24\ndb 10.0.1.0/25\napp 10.0.2.0/24',
        explanation:
          'web takes 10.0.0.0/24; db takes 10.0.1.0/25; app needs an aligned /24, so it skips 10.0.1.0 and gets 10.0.2.0/24.',
      },
      {
        input: '192.168.0.0/24\n3\na 25\nb 26\nc 25\n',
        output: 'a 192.168.0.0/25\nb 192.168.0.128/26\nc FAIL',
        explanation:
          'a takes the first half; b takes 192.168.0.128/26; the only other /25 (.128) overlaps b, so c fails.',
      },
    ],
    constraints: [
      '0 <= VPC prefix <= 32',
      '1 <= n <= 1000',
      '0 <= L <= 32',
      'Use 64-bit integers for addresses and sizes (a /0 block has 2^32 addresses).',
    ],
    testCases: [
      {
        input: '10.0.0.0/16\n3\nweb 24\ndb 25\napp 24\n',
        expectedOutput: 'web 10.0.0.0/24\ndb 10.0.1.0/25\napp 10.0.2.0/24',
        hidden: false,
      },
      {
        input: '192.168.0.0/24\n3\na 25\nb 26\nc 25\n',
        expectedOutput: 'a 192.168.0.0/25\nb 192.168.0.128/26\nc FAIL',
        hidden: false,
      },
      { input: '10.0.0.0/16\n1\nall 16\n', expectedOutput: 'all 10.0.0.0/16', hidden: true },
      {
        input: '10.0.0.0/16\n2\ntoo-big 15\nok 32\n',
        expectedOutput: 'too-big FAIL\nok 10.0.0.0/32',
        hidden: true,
      },
      {
        input: '172.16.0.0/20\n5\ns1 28\ns2 22\ns3 28\ns4 21\ns5 22\n',
        expectedOutput:
          's1 172.16.0.0/28\ns2 172.16.4.0/22\ns3 172.16.0.16/28\ns4 172.16.8.0/21\ns5 FAIL',
        hidden: true,
      },
      {
        input: '10.1.0.0/24\n6\nx 26\ny 26\nz 27\nw 25\nv 27\nu 28\n',
        expectedOutput:
          'x 10.1.0.0/26\ny 10.1.0.64/26\nz 10.1.0.128/27\nw FAIL\nv 10.1.0.160/27\nu 10.1.0.192/28',
        hidden: true,
      },
      {
        input: '0.0.0.0/0\n3\nhalf 1\nquarter 2\nrest 2\n',
        expectedOutput: 'half 0.0.0.0/1\nquarter 128.0.0.0/2\nrest 192.0.0.0/2',
        hidden: true,
      },
      {
        input: '10.0.0.0/28\n5\np 30\nq 29\nr 30\ns 31\nt 32\n',
        expectedOutput: 'p 10.0.0.0/30\nq 10.0.0.8/29\nr 10.0.0.4/30\ns FAIL\nt FAIL',
        hidden: true,
      },
    ],
    judge: {
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
cidr, n, lo, hi = args[0], int(args[1]), int(args[2]), int(args[3])
random.seed(' '.join(args))
print(cidr)
print(n)
for i in range(n):
    L = random.randint(lo, hi)
    if lo == 0 and random.random() < 0.9:
        L = random.randint(8, 32)
    print('net-%d %d' % (i, L))
`,
      tests: [
        { args: '10.0.0.0/8 1000 16 30', label: 'n = 1,000, a /8 VPC, mixed sizes' },
        { args: '192.168.4.0/22 1000 24 32', label: 'n = 1,000, a /22 VPC that fills up' },
        { args: '0.0.0.0/0 1000 0 32', label: 'n = 1,000, a /0 VPC' },
        { args: '10.9.8.7/32 5 30 32', label: 'a /32 VPC' },
      ],
      validator: String.raw`import sys, re
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
m = re.fullmatch(r'(\d+)\.(\d+)\.(\d+)\.(\d+)/(\d+)', lines[0])
assert m, 'bad VPC CIDR'
octets = [int(m.group(i)) for i in range(1, 5)]
plen = int(m.group(5))
assert all(0 <= o <= 255 for o in octets) and 0 <= plen <= 32, 'bad VPC CIDR'
base = (octets[0] << 24) | (octets[1] << 16) | (octets[2] << 8) | octets[3]
assert base % (1 << (32 - plen)) == 0, 'VPC not aligned'
n = int(lines[1])
assert 1 <= n <= 1000, 'n out of range'
assert len(lines) == n + 2, 'expected n requests'
for line in lines[2:]:
    name, L = line.split(' ')
    assert re.fullmatch(r'\S+', name) and 0 <= int(L) <= 32, 'bad request'
`,
      wrongSolutions: [
        {
          name: 'uint32-addresses',
          language: 'cpp',
          mustFail: 'WA',
          why: 'Keeps addresses and block sizes in 32-bit unsigned int, so a /0 block size (2^32) and the VPC end wrap to 0',
          source: String.raw`#include <cstdio>
#include <string>
#include <vector>
#include <iostream>
using namespace std;
int main() {
    unsigned a, b, c, d; int plen;
    if (scanf("%u.%u.%u.%u/%d", &a, &b, &c, &d, &plen) != 5) return 0;
    unsigned base = (a << 24) | (b << 16) | (c << 8) | d;
    unsigned end = base + (1u << (32 - plen));
    int n; cin >> n;
    vector<pair<unsigned, unsigned>> used;
    for (int i = 0; i < n; i++) {
        string name; int L; cin >> name >> L;
        if (L < plen) { cout << name << " FAIL\n"; continue; }
        unsigned size = 1u << (32 - L);
        unsigned pos = base; bool ok = false;
        while (pos + size <= end && pos + size > pos - 1) {
            bool clash = false; unsigned next = 0;
            for (auto &u : used) if (u.first < pos + size && pos < u.second) { clash = true; next = (u.second + size - 1) / size * size; break; }
            if (!clash) { ok = true; break; }
            if (next <= pos) break;
            pos = next;
        }
        if (!ok) { cout << name << " FAIL\n"; continue; }
        used.push_back({pos, pos + size});
        cout << name << " " << (pos >> 24) << "." << ((pos >> 16) & 255) << "." << ((pos >> 8) & 255) << "." << (pos & 255) << "/" << L << "\n";
    }
}
`,
        },
        {
          name: 'no-backfill',
          language: 'python3',
          mustFail: 'WA',
          why: 'Always allocates after the highest block so far and never reuses an aligned gap left earlier',
          source: String.raw`import sys
lines = sys.stdin.read().split('\n')
ip, plen = lines[0].strip().split('/')
plen = int(plen)
a, b, c, d = map(int, ip.split('.'))
base = (a << 24) | (b << 16) | (c << 8) | d
end = base + (1 << (32 - plen))
n = int(lines[1])
top = base
out = []
for i in range(n):
    name, L = lines[2 + i].split()
    L = int(L)
    size = 1 << (32 - L)
    pos = (top + size - 1) // size * size
    if L < plen or pos + size > end:
        out.append(name + ' FAIL')
        continue
    top = pos + size
    out.append('%s %s/%d' % (name, '.'.join(str((pos >> s) & 255) for s in (24, 16, 8, 0)), L))
print('\n'.join(out))
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import bisect
import sys


def to_int(ip):
    a, b, c, d = map(int, ip.split('.'))
    return (a << 24) | (b << 16) | (c << 8) | d


def to_ip(x):
    return '.'.join(str((x >> s) & 255) for s in (24, 16, 8, 0))


def main():
    lines = sys.stdin.read().split('\\n')
    base_ip, base_len = lines[0].strip().split('/')
    base_len = int(base_len)
    base = to_int(base_ip)
    end = base + (1 << (32 - base_len))
    n = int(lines[1])
    allocated = []
    out = []
    for i in range(n):
        name, length = lines[2 + i].split()
        length = int(length)
        if length < base_len:
            out.append(f"{name} FAIL")
            continue
        size = 1 << (32 - length)
        pos = base
        # allocated is sorted by start and its blocks are disjoint: one sweep finds the lowest gap
        for s, e in allocated:
            if e <= pos:
                continue
            if s >= pos + size:
                break
            pos = (e + size - 1) // size * size
        if pos + size > end:
            out.append(f"{name} FAIL")
        else:
            bisect.insort(allocated, (pos, pos + size))
            out.append(f"{name} {to_ip(pos)}/{length}")
    print('\\n'.join(out))


main()
`,
    },
  },
  {
    id: 'cc-reserved-capacity',
    title: 'How Many Instances to Reserve?',
    description: `You know how many instances a service needs in each of \`H\` hours. Reserved instances cost \`r\` per hour
for **every** hour whether used or not; any demand above the reserved count runs on demand at \`p\` per
instance-hour (\`r < p\`). With \`R\` reserved instances the cost is

\`R * H * r + sum over hours of max(0, demand - R) * p\`.

Find the \`R\` (0 or more) with the lowest cost; on a tie, the smallest \`R\`. Also print the cost of running
everything on demand and the saving. \`H\` can reach 10^5 and demand 10^6, so trying every \`R\` against every
hour is too slow: sort the demands and use prefix sums.

**Input:** \`H p r\`, then a line with \`H\` demands.

**Output:** \`reserved=<R> cost=<C> on_demand_only=<D> savings=<D - C>\`.`,
    examples: [
      {
        input: '4 10 6\n1 2 3 4\n',
        output: 'reserved=2 cost=78 on_demand_only=100 savings=22',
        explanation:
          'R=2 costs 2*4*6 + (1+2)*10 = 78, the minimum (R=1: 84, R=3: 82); all on demand costs 100.',
      },
      {
        input: '3 10 9\n0 0 5\n',
        output: 'reserved=0 cost=50 on_demand_only=50 savings=0',
        explanation:
          'Reserving is only worth it when an instance is busy in enough hours; here R=0 is cheapest.',
      },
    ],
    constraints: [
      '1 <= H <= 10^5',
      '1 <= r < p <= 10^6',
      '0 <= demand <= 10^6',
      'Costs can exceed 2^63 / 10^6: use 64-bit integers (they fit).',
    ],
    testCases: [
      {
        input: '4 10 6\n1 2 3 4\n',
        expectedOutput: 'reserved=2 cost=78 on_demand_only=100 savings=22',
        hidden: false,
      },
      {
        input: '3 10 9\n0 0 5\n',
        expectedOutput: 'reserved=0 cost=50 on_demand_only=50 savings=0',
        hidden: false,
      },
      {
        input: '1 5 4\n7\n',
        expectedOutput: 'reserved=7 cost=28 on_demand_only=35 savings=7',
        hidden: true,
      },
      {
        input: '5 100 50\n0 0 0 0 0\n',
        expectedOutput: 'reserved=0 cost=0 on_demand_only=0 savings=0',
        hidden: true,
      },
      {
        input: '6 10 5\n4 4 4 1 1 1\n',
        expectedOutput: 'reserved=1 cost=120 on_demand_only=150 savings=30',
        hidden: true,
      },
      {
        input: '24 96 60\n14 19 11 8 4 5 0 10 16 14 19 2 10 17 19 1 12 5 14 13 5 5 7 1\n',
        expectedOutput: 'reserved=5 cost=19488 on_demand_only=22176 savings=2688',
        hidden: true,
      },
      {
        input:
          '50 1000 620\n113 135 518 892 946 604 64 792 704 392 808 764 908 104 941 298 209 690 229 743 812 431 910 89 791 273 933 214 406 287 349 828 44 204 725 907 5 900 421 56 917 387 866 503 142 24 242 434 753 928\n',
        expectedOutput: 'reserved=349 cost=22554000 on_demand_only=25635000 savings=3081000',
        hidden: true,
      },
      {
        input:
          '30 7 1\n14686 78229 507 15890 75851 25909 26614 43282 1081 10944 17456 70748 2289 65641 11119 75101 65108 70462 25975 55064 9020 52184 25187 83717 12244 91861 75995 19052 22617 79808\n',
        expectedOutput: 'reserved=75995 cost=2487295 on_demand_only=8565487 savings=6078192',
        hidden: true,
      },
    ],
    judge: {
      intendedComplexity: 'O(H log H): sort the demands and use prefix sums',
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
h, p, r, mode = int(args[0]), int(args[1]), int(args[2]), args[3]
random.seed(' '.join(args))
if mode == 'random':
    d = [random.randint(0, 10**6) for _ in range(h)]
elif mode == 'small':
    d = [random.randint(0, 50) for _ in range(h)]
elif mode == 'equal':
    d = [10**6] * h
else:
    d = [0] * h
print(h, p, r)
print(' '.join(map(str, d)))
`,
      tests: [
        { args: '100000 1000000 999999 random', label: 'H = 100,000, demands up to 10^6' },
        { args: '100000 7 3 small', label: 'H = 100,000, demands up to 50' },
        { args: '100000 1000000 1 equal', label: 'H = 100,000, all demands equal' },
        { args: '1 2 1 random', label: 'H = 1' },
        { args: '1000 10 9 zero', label: 'H = 1,000, all demands 0' },
      ],
      validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
assert len(lines) == 2, 'expected two lines'
h, p, r = map(int, lines[0].split(' '))
assert 1 <= h <= 10**5 and 1 <= r < p <= 10**6, 'H, p or r out of range'
d = [int(x) for x in lines[1].split(' ')]
assert len(d) == h and all(0 <= x <= 10**6 for x in d), 'bad demands'
`,
      wrongSolutions: [
        {
          name: 'every-candidate-scan',
          language: 'python3',
          mustFail: 'TLE',
          why: 'Evaluates each distinct demand as R against all H hours: O(H^2) for 100,000 hours',
          source: String.raw`import sys
d = list(map(int, sys.stdin.read().split()))
h, p, r = d[0], d[1], d[2]
dem = d[3:3 + h]
od = sum(dem) * p
best_r, best = 0, od
for cand in sorted(set(dem)):
    cost = cand * h * r
    for x in dem:
        if x > cand:
            cost += (x - cand) * p
    if cost < best:
        best_r, best = cand, cost
print('reserved=%d cost=%d on_demand_only=%d savings=%d' % (best_r, best, od, od - best))
`,
        },
        {
          name: 'int32-costs',
          language: 'cpp',
          mustFail: 'WA',
          why: 'Accumulates costs in 32-bit int, which overflow far below the 10^17 a large input reaches',
          source: String.raw`#include <algorithm>
#include <cstdio>
#include <vector>
using namespace std;
int main() {
    int h, p, r;
    if (scanf("%d %d %d", &h, &p, &r) != 3) return 0;
    vector<int> d(h);
    for (auto &x : d) scanf("%d", &x);
    sort(d.begin(), d.end());
    int total = 0;
    for (int x : d) total += x;
    int od = total * p, best = od, bestR = 0, prefix = 0;
    for (int i = 0; i < h; i++) {
        prefix += d[i];
        if (i + 1 < h && d[i + 1] == d[i]) continue;
        int cand = d[i];
        int above = (total - prefix) - cand * (h - i - 1);
        int cost = cand * h * r + above * p;
        if (cost < best) { best = cost; bestR = cand; }
    }
    printf("reserved=%d cost=%d on_demand_only=%d savings=%d\n", bestR, best, od, od - best);
}
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys


def main():
    data = list(map(int, sys.stdin.read().split()))
    h, p, r = data[0], data[1], data[2]
    demand = sorted(data[3:3 + h])
    total = sum(demand)
    on_demand = total * p
    best_r, best_cost = 0, on_demand
    prefix = 0  # sum of demands <= candidate
    count = 0   # number of hours with demand <= candidate
    i = 0
    for cand in sorted(set(demand)):
        while i < h and demand[i] <= cand:
            prefix += demand[i]
            i += 1
        count = i
        above = (total - prefix) - cand * (h - count)
        cost = cand * h * r + above * p
        if cost < best_cost:
            best_r, best_cost = cand, cost
    print(f"reserved={best_r} cost={best_cost} on_demand_only={on_demand} savings={on_demand - best_cost}")


main()
`,
    },
  },
];
