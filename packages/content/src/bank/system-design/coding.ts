import type { CodingProblem } from '@app/shared/content.schemas';

export const easyCoding: CodingProblem[] = [
  {
    id: 'sd-capacity-estimate',
    title: 'Back-of-the-Envelope Capacity Estimate',
    description: `Before designing a system you estimate its load. Given the daily active users (DAU), the average
number of requests each user makes per day, a peak factor, the size of the data stored per request
and how many days that data is kept, compute:

- \`avg_qps\`: the average requests per second, \`DAU * requests / 86400\`, rounded **up** to an integer;
- \`peak_qps\`: \`avg_qps * peak_factor\`;
- \`storage_gb\`: the total bytes stored over the retention period, \`DAU * requests * payload_bytes * retention_days\`,
  in gigabytes of 10^9 bytes, rounded **up** to an integer.

**Input:** one line with five integers \`DAU requests peak_factor payload_bytes retention_days\`.

**Output:** three lines, exactly \`avg_qps=<n>\`, \`peak_qps=<n>\` and \`storage_gb=<n>\`.
Use 64-bit integers; do not use floating point.`,
    examples: [
      {
        input: '10000000 20 3 500 365\n',
        output: 'avg_qps=2315\npeak_qps=6945\nstorage_gb=36500',
        explanation:
          '2*10^8 requests a day is 2314.8 per second, rounded up to 2315; peak 3 * 2315 = 6945; 2*10^8 * 500 * 365 bytes = 36500 GB.',
      },
      {
        input: '1000 5 2 1000 30\n',
        output: 'avg_qps=1\npeak_qps=2\nstorage_gb=1',
        explanation:
          '5000 requests a day is 0.06 per second, rounded up to 1; 1.5*10^8 bytes rounds up to 1 GB.',
      },
    ],
    constraints: [
      '0 <= DAU <= 10^8',
      '1 <= requests <= 100',
      '1 <= peak_factor <= 10',
      '1 <= payload_bytes <= 10^4',
      '1 <= retention_days <= 3650',
    ],
    testCases: [
      {
        input: '10000000 20 3 500 365\n',
        expectedOutput: 'avg_qps=2315\npeak_qps=6945\nstorage_gb=36500',
        hidden: false,
      },
      {
        input: '1000 5 2 1000 30\n',
        expectedOutput: 'avg_qps=1\npeak_qps=2\nstorage_gb=1',
        hidden: false,
      },
      {
        input: '0 10 5 100 30\n',
        expectedOutput: 'avg_qps=0\npeak_qps=0\nstorage_gb=0',
        hidden: true,
      },
      {
        input: '86400 1 4 1 1\n',
        expectedOutput: 'avg_qps=1\npeak_qps=4\nstorage_gb=1',
        hidden: true,
      },
      {
        input: '86401 1 4 1 1\n',
        expectedOutput: 'avg_qps=2\npeak_qps=8\nstorage_gb=1',
        hidden: true,
      },
      {
        input: '100000000 100 10 10000 3650\n',
        expectedOutput: 'avg_qps=115741\npeak_qps=1157410\nstorage_gb=365000000',
        hidden: true,
      },
      { input: '1 1 1 1 1\n', expectedOutput: 'avg_qps=1\npeak_qps=1\nstorage_gb=1', hidden: true },
      {
        input: '43200 2 3 10000 1000\n',
        expectedOutput: 'avg_qps=1\npeak_qps=3\nstorage_gb=864',
        hidden: true,
      },
    ],
    judge: {
      generator: String.raw`import random, sys
mode = sys.stdin.readline().strip()
random.seed(mode)
if mode == 'max':
    v = [10**8, 100, 10, 10**4, 3650]
elif mode.startswith('justover'):
    while True:
        req = random.choice([x for x in range(51, 100, 2) if x % 5])
        pay = random.choice([x for x in range(5001, 10000, 2) if x % 5])
        days = random.choice([x for x in range(1001, 3650, 2) if x % 5])
        dau = pow(req * pay * days, -1, 10**9) * random.randint(1, 7) % 10**9
        if 10**7 <= dau <= 10**8:
            break
    v = [dau, req, random.randint(1, 10), pay, days]
elif mode == 'zero':
    v = [0, 100, 10, 10**4, 3650]
else:
    v = [random.randint(0, 10**8), random.randint(1, 100), random.randint(1, 10), random.randint(1, 10**4), random.randint(1, 3650)]
print(' '.join(map(str, v)))
`,
      tests: [
        { args: 'max', label: 'every value at its maximum' },
        { args: 'justover', label: 'storage just over a whole number of GB, above 2^53 bytes' },
        {
          args: 'justover2',
          label: 'storage just over a whole number of GB, above 2^53 bytes, again',
        },
        { args: 'zero', label: 'DAU = 0' },
        { args: 'random', label: 'random values' },
      ],
      validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
assert all(l.strip() == '' for l in lines[1:]), 'extra lines'
v = [int(x) for x in lines[0].split(' ')]
assert len(v) == 5, 'expected five integers'
lo = [0, 1, 1, 1, 1]
hi = [10**8, 100, 10, 10**4, 3650]
assert all(a <= x <= b for x, a, b in zip(v, lo, hi)), 'value out of range'
`,
      wrongSolutions: [
        {
          name: 'float-division',
          language: 'python3',
          mustFail: 'WA',
          why: 'Rounds up a floating-point quotient, which loses the last bytes once the total passes 2^53',
          source: String.raw`import math, sys
dau, req, peak, payload, days = map(int, sys.stdin.read().split())
avg = math.ceil(dau * req / 86400)
print('avg_qps=%d' % avg)
print('peak_qps=%d' % (avg * peak))
print('storage_gb=%d' % math.ceil(dau * req * payload * days / 1e9))
`,
        },
        {
          name: 'int32-cpp',
          language: 'cpp',
          mustFail: 'WA',
          why: 'Multiplies in 32-bit int, so DAU * requests overflows at 10^8 users',
          source: String.raw`#include <cstdio>
int main() {
    int dau, req, peak, payload, days;
    if (std::scanf("%d %d %d %d %d", &dau, &req, &peak, &payload, &days) != 5) return 0;
    int total = dau * req;
    int avg = (total + 86399) / 86400;
    long long storage = (long long)total * payload * days;
    std::printf("avg_qps=%d\npeak_qps=%d\nstorage_gb=%lld\n", avg, avg * peak, (storage + 999999999LL) / 1000000000LL);
}
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys


def main():
    dau, req, peak, payload, days = map(int, sys.stdin.read().split())
    total = dau * req
    avg = (total + 86399) // 86400
    print(f"avg_qps={avg}")
    print(f"peak_qps={avg * peak}")
    storage = total * payload * days
    print(f"storage_gb={(storage + 10**9 - 1) // 10**9}")


main()
`,
    },
  },
  {
    id: 'sd-round-robin-health',
    title: 'Round-Robin Load Balancer with Health Checks',
    description: `A load balancer spreads requests over its servers in round-robin order, but it skips servers whose
health check reports \`DOWN\`. The first request goes to the first healthy server in the list, the next
to the next healthy server, and so on, wrapping around after the last healthy server.

**Input:** the first line has \`n\`, the number of servers. Each of the next \`n\` lines has a server name
and its status, \`UP\` or \`DOWN\`. The last line has \`m\`, the number of requests.

**Output:** if no server is \`UP\`, print \`NO HEALTHY SERVERS\`. Otherwise print one line per server, in
input order: its name, a space, and the number of requests it received (0 for \`DOWN\` servers).`,
    examples: [
      {
        input: '3\nweb1 UP\nweb2 DOWN\nweb3 UP\n5\n',
        output: 'web1 3\nweb2 0\nweb3 2',
        explanation:
          'Requests go web1, web3, web1, web3, web1: web1 gets 3, web3 gets 2, web2 is skipped.',
      },
      {
        input: '2\na DOWN\nb DOWN\n4\n',
        output: 'NO HEALTHY SERVERS',
        explanation: 'No server passes its health check.',
      },
    ],
    constraints: [
      '1 <= n <= 1000',
      '0 <= m <= 10^9',
      'Server names are distinct words of letters and digits.',
    ],
    testCases: [
      {
        input: '3\nweb1 UP\nweb2 DOWN\nweb3 UP\n5\n',
        expectedOutput: 'web1 3\nweb2 0\nweb3 2',
        hidden: false,
      },
      { input: '2\na DOWN\nb DOWN\n4\n', expectedOutput: 'NO HEALTHY SERVERS', hidden: false },
      { input: '1\nsolo UP\n0\n', expectedOutput: 'solo 0', hidden: true },
      {
        input: '4\ns1 UP\ns2 UP\ns3 UP\ns4 UP\n10\n',
        expectedOutput: 's1 3\ns2 3\ns3 2\ns4 2',
        hidden: true,
      },
      {
        input: '5\nn1 DOWN\nn2 DOWN\nn3 UP\nn4 DOWN\nn5 DOWN\n7\n',
        expectedOutput: 'n1 0\nn2 0\nn3 7\nn4 0\nn5 0',
        hidden: true,
      },
      { input: '3\nx UP\ny UP\nz DOWN\n1\n', expectedOutput: 'x 1\ny 0\nz 0', hidden: true },
      {
        input: '6\na UP\nb DOWN\nc UP\nd UP\ne DOWN\nf UP\n1000003\n',
        expectedOutput: 'a 250001\nb 0\nc 250001\nd 250001\ne 0\nf 250000',
        hidden: true,
      },
      { input: '1\nonly DOWN\n0\n', expectedOutput: 'NO HEALTHY SERVERS', hidden: true },
    ],
    judge: {
      intendedComplexity: 'O(n): divide m by the number of healthy servers',
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, m, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
print(n)
for i in range(n):
    if mode == 'up':
        st = 'UP'
    elif mode == 'down':
        st = 'DOWN'
    else:
        st = 'UP' if random.random() < 0.4 or i == n // 2 else 'DOWN'
    print('srv%d %s' % (i, st))
print(m)
`,
      tests: [
        { args: '1000 1000000000 mixed', label: 'n = 1,000, m = 10^9, mixed health' },
        { args: '1000 999999999 up', label: 'n = 1,000, m = 999,999,999, all UP' },
        { args: '1000 1000000000 down', label: 'n = 1,000, all DOWN' },
        { args: '1 1000000000 up', label: 'n = 1, m = 10^9' },
        { args: '7 0 mixed', label: 'm = 0' },
      ],
      validator: String.raw`import sys, re
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
n = int(lines[0])
assert 1 <= n <= 1000, 'n out of range'
assert len(lines) == n + 2, 'expected n servers and m'
names = set()
for line in lines[1:n + 1]:
    assert re.fullmatch(r'[A-Za-z0-9]+ (UP|DOWN)', line), 'bad server line'
    names.add(line.split()[0])
assert len(names) == n, 'server names must be distinct'
assert 0 <= int(lines[n + 1]) <= 10**9, 'm out of range'
`,
      wrongSolutions: [
        {
          name: 'simulate-each-request',
          language: 'python3',
          mustFail: 'TLE',
          why: 'Hands out the requests one at a time: 10^9 loop iterations',
          source: String.raw`import sys
lines = sys.stdin.read().split('\n')
n = int(lines[0])
servers = [lines[1 + i].split() for i in range(n)]
m = int(lines[1 + n])
up = [i for i, (name, st) in enumerate(servers) if st == 'UP']
if not up:
    print('NO HEALTHY SERVERS')
else:
    count = [0] * n
    k = 0
    for _ in range(m):
        count[up[k]] += 1
        k += 1
        if k == len(up):
            k = 0
    print('\n'.join('%s %d' % (servers[i][0], count[i]) for i in range(n)))
`,
        },
        {
          name: 'down-servers-take-turns',
          language: 'python3',
          mustFail: 'WA',
          why: 'Rotates over all servers and drops the requests that land on a DOWN one instead of skipping it',
          source: String.raw`import sys
lines = sys.stdin.read().split('\n')
n = int(lines[0])
servers = [lines[1 + i].split() for i in range(n)]
m = int(lines[1 + n])
if all(st == 'DOWN' for _, st in servers):
    print('NO HEALTHY SERVERS')
else:
    base, extra = divmod(m, n)
    for i, (name, st) in enumerate(servers):
        print(name, base + (1 if i < extra else 0) if st == 'UP' else 0)
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
    servers = [lines[1 + i].split() for i in range(n)]
    m = int(lines[1 + n])
    up = [name for name, status in servers if status == 'UP']
    if not up:
        print('NO HEALTHY SERVERS')
        return
    base, extra = divmod(m, len(up))
    rank = {name: i for i, name in enumerate(up)}
    for name, status in servers:
        if status == 'UP':
            print(name, base + (1 if rank[name] < extra else 0))
        else:
            print(name, 0)


main()
`,
    },
  },
];

export const mediumCoding: CodingProblem[] = [
  {
    id: 'sd-lru-cache-sim',
    title: 'LRU Cache Simulation',
    description: `Simulate a least-recently-used (LRU) cache with a fixed capacity. Two operations exist:

- \`PUT key value\` stores the value. If the key exists, its value is replaced. If the key is new and
  the cache is full, the least recently used key is evicted first.
- \`GET key\` prints the value, or \`-1\` if the key is not cached.

Both a successful \`GET\` and a \`PUT\` make the key the most recently used. A \`GET\` miss changes nothing.

**Input:** the first line has \`capacity q\`. Each of the next \`q\` lines is an operation.

**Output:** one line per \`GET\`, in order. There is at least one \`GET\`.`,
    examples: [
      {
        input: '2 6\nPUT a 1\nPUT b 2\nGET a\nPUT c 3\nGET b\nGET c\n',
        output: '1\n-1\n3',
        explanation: 'GET a makes a recent, so PUT c evicts b: the GETs print 1, -1, 3.',
      },
      {
        input: '1 4\nPUT x 5\nPUT x 7\nGET x\nGET y\n',
        output: '7\n-1',
        explanation: 'PUT on an existing key updates it; y was never stored.',
      },
    ],
    constraints: [
      '1 <= capacity <= 1000',
      '1 <= q <= 10^4',
      'Keys are words of letters and digits; values fit in 32-bit signed integers.',
    ],
    testCases: [
      {
        input: '2 6\nPUT a 1\nPUT b 2\nGET a\nPUT c 3\nGET b\nGET c\n',
        expectedOutput: '1\n-1\n3',
        hidden: false,
      },
      { input: '1 4\nPUT x 5\nPUT x 7\nGET x\nGET y\n', expectedOutput: '7\n-1', hidden: false },
      { input: '3 1\nGET z\n', expectedOutput: '-1', hidden: true },
      {
        input: '2 8\nPUT a 1\nPUT b 2\nPUT a 10\nPUT c 3\nGET a\nGET b\nGET c\nGET d\n',
        expectedOutput: '10\n-1\n3\n-1',
        hidden: true,
      },
      {
        input: '2 7\nPUT a 1\nPUT b 2\nGET c\nPUT c 3\nGET a\nGET b\nGET c\n',
        expectedOutput: '-1\n-1\n2\n3',
        hidden: true,
      },
      {
        input:
          '3 10\nPUT k1 -5\nPUT k2 0\nPUT k3 9\nGET k1\nPUT k4 4\nGET k2\nGET k3\nPUT k5 5\nGET k1\nGET k4\n',
        expectedOutput: '-5\n-1\n9\n-1\n4',
        hidden: true,
      },
      {
        input: '1 5\nPUT a 1\nGET a\nPUT b 2\nGET a\nGET b\n',
        expectedOutput: '1\n-1\n2',
        hidden: true,
      },
    ],
    judge: {
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
cap, q, keys = map(int, args)
random.seed(' '.join(args))
hot = max(1, keys // 10)
ops = []
for i in range(q):
    k = 'k%d' % (random.randint(0, hot - 1) if random.random() < 0.5 else random.randint(0, keys - 1))
    if i == q - 1 or random.random() < 0.5:
        ops.append('GET ' + k)
    else:
        ops.append('PUT %s %d' % (k, random.choice((random.randint(-10**9, 10**9), -2**31, 2**31 - 1, 0))))
print(cap, q)
print('\n'.join(ops))
`,
      tests: [
        { args: '1000 10000 1500', label: 'capacity 1,000, 10,000 operations, frequent evictions' },
        { args: '1 3000 5', label: 'capacity 1, 3,000 operations' },
        { args: '1000 3000 500', label: 'capacity 1,000, 3,000 operations, keys always fit' },
        { args: '3 1 3', label: 'a single GET' },
      ],
      validator: String.raw`import sys, re
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
cap, q = map(int, lines[0].split(' '))
assert 1 <= cap <= 1000 and 1 <= q <= 10**4, 'capacity or q out of range'
assert len(lines) == q + 1, 'expected q operations'
gets = 0
for line in lines[1:]:
    m = re.fullmatch(r'PUT [A-Za-z0-9]+ (-?\d+)|GET [A-Za-z0-9]+', line)
    assert m, 'bad operation'
    if m.group(1) is not None:
        assert -2**31 <= int(m.group(1)) < 2**31, 'value outside 32 bits'
    else:
        gets += 1
assert gets >= 1, 'no GET'
`,
      wrongSolutions: [
        {
          name: 'get-does-not-refresh',
          language: 'python3',
          mustFail: 'WA',
          why: 'A GET hit does not make the key most recently used, so the cache evicts in insertion (FIFO) order',
          source: String.raw`import sys
from collections import OrderedDict
lines = sys.stdin.read().split('\n')
cap, q = map(int, lines[0].split())
cache = OrderedDict()
out = []
for i in range(1, q + 1):
    p = lines[i].split()
    if p[0] == 'PUT':
        if p[1] in cache:
            cache.move_to_end(p[1])
        elif len(cache) == cap:
            cache.popitem(last=False)
        cache[p[1]] = p[2]
    else:
        out.append(cache.get(p[1], '-1'))
print('\n'.join(out))
`,
        },
        {
          name: 'update-does-not-refresh',
          language: 'python3',
          mustFail: 'WA',
          why: 'Replacing the value of an existing key keeps its old position, so it can be evicted too early',
          source: String.raw`import sys
from collections import OrderedDict
lines = sys.stdin.read().split('\n')
cap, q = map(int, lines[0].split())
cache = OrderedDict()
out = []
for i in range(1, q + 1):
    p = lines[i].split()
    if p[0] == 'PUT':
        if p[1] not in cache and len(cache) == cap:
            cache.popitem(last=False)
        cache[p[1]] = p[2]
    elif p[1] in cache:
        cache.move_to_end(p[1])
        out.append(cache[p[1]])
    else:
        out.append('-1')
print('\n'.join(out))
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys
from collections import OrderedDict


def main():
    lines = sys.stdin.read().split('\\n')
    capacity, q = map(int, lines[0].split())
    cache = OrderedDict()
    out = []
    for i in range(1, q + 1):
        parts = lines[i].split()
        if parts[0] == 'PUT':
            key, value = parts[1], parts[2]
            if key in cache:
                cache.move_to_end(key)
            elif len(cache) == capacity:
                cache.popitem(last=False)
            cache[key] = value
        else:
            key = parts[1]
            if key in cache:
                cache.move_to_end(key)
                out.append(cache[key])
            else:
                out.append('-1')
    print('\\n'.join(out))


main()
`,
    },
  },
  {
    id: 'sd-token-bucket',
    title: 'Token Bucket Rate Limiter',
    description: `A token bucket holds at most \`capacity\` tokens and starts full. It gains \`rate\` tokens every second,
but never more than \`capacity\`. Each request arrives at an integer second \`t\` and costs \`cost\` tokens.
When a request arrives, first refill the bucket for the seconds elapsed since the previous request
(for the first request the bucket is simply full). If the bucket then holds at least \`cost\` tokens, the
request is allowed and the tokens are removed; otherwise it is denied and no tokens are removed.

**Input:** the first line has \`capacity rate n\`. Each of the next \`n\` lines has \`t cost\`; the times are
non-decreasing.

**Output:** one line per request, \`ALLOW\` or \`DENY\`, then a last line \`allowed=<a> denied=<d>\`.`,
    examples: [
      {
        input: '3 1 5\n0 1\n0 1\n0 1\n0 1\n2 2\n',
        output: 'ALLOW\nALLOW\nALLOW\nDENY\nALLOW\nallowed=4 denied=1',
        explanation:
          'Three tokens serve the first three requests; the fourth is denied; two seconds later 2 tokens have been refilled.',
      },
      {
        input: '5 2 3\n10 6\n10 5\n11 2\n',
        output: 'DENY\nALLOW\nALLOW\nallowed=2 denied=1',
        explanation:
          'A cost above the capacity is never allowed; the bucket is empty after 5 tokens and refills 2 in one second.',
      },
    ],
    constraints: [
      '1 <= capacity <= 10^9',
      '0 <= rate <= 10^6',
      '1 <= n <= 10^4',
      '0 <= t <= 10^9',
      '1 <= cost <= 10^9',
      'Use 64-bit integers: rate * elapsed can exceed 2^31.',
    ],
    testCases: [
      {
        input: '3 1 5\n0 1\n0 1\n0 1\n0 1\n2 2\n',
        expectedOutput: 'ALLOW\nALLOW\nALLOW\nDENY\nALLOW\nallowed=4 denied=1',
        hidden: false,
      },
      {
        input: '5 2 3\n10 6\n10 5\n11 2\n',
        expectedOutput: 'DENY\nALLOW\nALLOW\nallowed=2 denied=1',
        hidden: false,
      },
      { input: '1 1 1\n0 1\n', expectedOutput: 'ALLOW\nallowed=1 denied=0', hidden: true },
      {
        input: '2 1000000 3\n0 2\n1 2\n1000000000 2\n',
        expectedOutput: 'ALLOW\nALLOW\nALLOW\nallowed=3 denied=0',
        hidden: true,
      },
      {
        input: '4 1 6\n0 3\n1 3\n1 2\n3 1\n3 1\n100 4\n',
        expectedOutput: 'ALLOW\nDENY\nALLOW\nALLOW\nALLOW\nALLOW\nallowed=5 denied=1',
        hidden: true,
      },
      {
        input:
          '6 1 40\n1 4\n2 2\n2 4\n4 2\n4 4\n5 2\n5 1\n7 4\n8 2\n10 1\n12 1\n12 1\n12 2\n14 1\n15 3\n16 2\n18 2\n20 3\n21 1\n23 1\n24 3\n25 1\n27 3\n28 2\n30 3\n30 1\n32 1\n33 1\n34 4\n34 1\n36 1\n36 2\n36 4\n37 4\n38 1\n40 2\n42 3\n43 1\n44 3\n44 4\n',
        expectedOutput:
          'ALLOW\nALLOW\nDENY\nALLOW\nDENY\nALLOW\nDENY\nDENY\nALLOW\nALLOW\nALLOW\nALLOW\nALLOW\nALLOW\nDENY\nALLOW\nALLOW\nALLOW\nALLOW\nALLOW\nDENY\nALLOW\nALLOW\nALLOW\nDENY\nALLOW\nALLOW\nALLOW\nDENY\nALLOW\nALLOW\nALLOW\nDENY\nDENY\nALLOW\nALLOW\nALLOW\nALLOW\nDENY\nDENY\nallowed=28 denied=12',
        hidden: true,
      },
      {
        input:
          '5 2 30\n0 2\n0 1\n0 1\n1 4\n1 2\n2 2\n2 4\n3 1\n4 4\n4 1\n5 3\n5 2\n5 4\n5 1\n5 2\n6 3\n6 3\n7 4\n7 1\n7 2\n7 1\n8 3\n9 2\n10 2\n11 2\n11 3\n11 2\n11 2\n11 4\n12 1\n',
        expectedOutput:
          'ALLOW\nALLOW\nALLOW\nDENY\nALLOW\nALLOW\nDENY\nALLOW\nALLOW\nDENY\nDENY\nALLOW\nDENY\nDENY\nDENY\nDENY\nDENY\nALLOW\nDENY\nDENY\nDENY\nDENY\nALLOW\nALLOW\nALLOW\nDENY\nALLOW\nDENY\nDENY\nALLOW\nallowed=14 denied=16',
        hidden: true,
      },
      {
        input: '3 0 4\n0 1\n5 1\n10 1\n20 1\n',
        expectedOutput: 'ALLOW\nALLOW\nALLOW\nDENY\nallowed=3 denied=1',
        hidden: true,
      },
    ],
    judge: {
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
if mode == 'big':
    cap, rate = random.randint(9 * 10**8, 10**9), random.randint(9 * 10**5, 10**6)
    gaps = lambda: random.choice((0, 0, 1, 100, 3000, random.randint(2200, 9000)))
    cost = lambda: random.randint(10**8, 10**9)
elif mode == 'tight':
    cap, rate = 50, 3
    gaps = lambda: random.randint(0, 3)
    cost = lambda: random.randint(1, 12)
elif mode == 'zero':
    cap, rate = 10**9, 0
    gaps = lambda: random.randint(0, 10**5)
    cost = lambda: random.randint(1, 3 * 10**5)
else:
    cap, rate = 10**6, 10**6
    gaps = lambda: 0
    cost = lambda: random.randint(1, 1000)
t = 0 if mode != 'same' else 10**9
rows = []
for i in range(n):
    if i:
        t = min(10**9, t + gaps())
    rows.append('%d %d' % (t, cost()))
if mode == 'big' and n > 1:
    rows[-1] = '%d %d' % (10**9, 10**9)
print(cap, rate, n)
print('\n'.join(rows))
`,
      tests: [
        { args: '10000 big', label: 'n = 10,000, rate and gaps near the maximum' },
        { args: '10000 tight', label: 'n = 10,000, bucket near empty' },
        { args: '2000 zero', label: 'n = 2,000, rate 0' },
        { args: '2000 same', label: 'n = 2,000, all at the same second' },
        { args: '1 big', label: 'n = 1' },
      ],
      validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
cap, rate, n = map(int, lines[0].split(' '))
assert 1 <= cap <= 10**9 and 0 <= rate <= 10**6 and 1 <= n <= 10**4, 'header out of range'
assert len(lines) == n + 1, 'expected n requests'
prev = 0
for line in lines[1:]:
    t, cost = map(int, line.split(' '))
    assert prev <= t <= 10**9, 'times must be non-decreasing and at most 10^9'
    assert 1 <= cost <= 10**9, 'cost out of range'
    prev = t
`,
      wrongSolutions: [
        {
          name: 'int32-refill',
          language: 'cpp',
          mustFail: 'WA',
          why: 'Computes rate * elapsed in 32-bit int, which overflows for long gaps at a high rate',
          source: String.raw`#include <algorithm>
#include <cstdio>
int main() {
    int cap, rate, n;
    if (std::scanf("%d %d %d", &cap, &rate, &n) != 3) return 0;
    int tokens = cap, last = -1, allowed = 0;
    for (int i = 0; i < n; i++) {
        int t, cost;
        std::scanf("%d %d", &t, &cost);
        if (last >= 0) tokens = std::min(cap, tokens + rate * (t - last));
        last = t;
        if (tokens >= cost) { tokens -= cost; allowed++; std::puts("ALLOW"); }
        else std::puts("DENY");
    }
    std::printf("allowed=%d denied=%d\n", allowed, n - allowed);
}
`,
        },
        {
          name: 'no-capacity-cap',
          language: 'python3',
          mustFail: 'WA',
          why: 'Never caps the refill at capacity, so an idle bucket saves up more tokens than it can hold',
          source: String.raw`import sys
d = sys.stdin.read().split()
cap, rate, n = int(d[0]), int(d[1]), int(d[2])
tokens, last, allowed, out = cap, None, 0, []
for i in range(n):
    t, cost = int(d[3 + 2 * i]), int(d[4 + 2 * i])
    if last is not None:
        tokens += rate * (t - last)
    last = t
    if tokens >= cost:
        tokens -= cost
        allowed += 1
        out.append('ALLOW')
    else:
        out.append('DENY')
out.append('allowed=%d denied=%d' % (allowed, n - allowed))
print('\n'.join(out))
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys


def main():
    data = sys.stdin.read().split()
    capacity, rate, n = int(data[0]), int(data[1]), int(data[2])
    tokens = capacity
    last = None
    out = []
    allowed = 0
    for i in range(n):
        t, cost = int(data[3 + 2 * i]), int(data[4 + 2 * i])
        if last is not None:
            tokens = min(capacity, tokens + rate * (t - last))
        last = t
        if tokens >= cost:
            tokens -= cost
            allowed += 1
            out.append('ALLOW')
        else:
            out.append('DENY')
    out.append(f"allowed={allowed} denied={n - allowed}")
    print('\\n'.join(out))


main()
`,
    },
  },
];

export const hardCoding: CodingProblem[] = [
  {
    id: 'sd-consistent-hashing',
    title: 'Consistent Hashing with Virtual Nodes',
    description: `A cache cluster places its servers on a hash ring. Use the 32-bit FNV-1a hash for every string \`s\`:

\`\`\`
h = 2166136261
for each byte b of s (ASCII):
    h = h XOR b
    h = (h * 16777619) mod 2^32
\`\`\`

Each server \`name\` owns \`V\` virtual nodes at positions \`hash(name + "#" + i)\` for \`i = 0 .. V-1\`
(for example \`hash("cacheA#0")\`). A key is stored on the server of the first virtual node whose
position is **greater than or equal to** \`hash(key)\`; if there is none, wrap around to the virtual node
with the smallest position. If several virtual nodes share a position, the one whose server name is
smallest in ASCII order comes first.

**Input:** the first line has \`S V\`. The second line has the \`S\` server names. The third line has \`K\`,
followed by \`K\` lines with one key each.

**Output:** \`K\` lines \`key server\`, in input order, then \`S\` lines \`server count\` (keys stored on that
server), in the order the servers were given.`,
    examples: [
      {
        input: '2 1\nA B\n3\napple\npear\nlime\n',
        output: 'apple A\npear B\nlime A\nA 2\nB 1',
        explanation:
          'hash("B#0") = 86207558 and hash("A#0") = 1416880759. apple (280767167) and lime (132336572) go to A#0; pear (3491742317) is past the last node and wraps to B#0.',
      },
      {
        input: '3 2\ncache1 cache2 cache3\n4\nuser:1\nuser:2\nsession:9\nimg.png\n',
        output:
          'user:1 cache3\nuser:2 cache3\nsession:9 cache3\nimg.png cache2\ncache1 0\ncache2 1\ncache3 3',
        explanation: 'Six virtual nodes are placed; each key walks clockwise to the next one.',
      },
    ],
    constraints: [
      '1 <= S <= 100',
      '1 <= V <= 100',
      '1 <= K <= 10^4',
      'Names and keys are 1 to 40 printable characters without spaces.',
      'Use 64-bit unsigned arithmetic (or mask to 32 bits) for the hash.',
    ],
    testCases: [
      {
        input: '2 1\nA B\n3\napple\npear\nlime\n',
        expectedOutput: 'apple A\npear B\nlime A\nA 2\nB 1',
        hidden: false,
      },
      {
        input: '3 2\ncache1 cache2 cache3\n4\nuser:1\nuser:2\nsession:9\nimg.png\n',
        expectedOutput:
          'user:1 cache3\nuser:2 cache3\nsession:9 cache3\nimg.png cache2\ncache1 0\ncache2 1\ncache3 3',
        hidden: false,
      },
      { input: '1 3\nonly\n2\nx\ny\n', expectedOutput: 'x only\ny only\nonly 2', hidden: true },
      {
        input: '3 4\nnodeA nodeB nodeC\n8\nalpha\nbeta\ngamma\ndelta\nepsilon\nzeta\neta\ntheta\n',
        expectedOutput:
          'alpha nodeB\nbeta nodeB\ngamma nodeA\ndelta nodeB\nepsilon nodeC\nzeta nodeB\neta nodeB\ntheta nodeA\nnodeA 2\nnodeB 5\nnodeC 1',
        hidden: true,
      },
      {
        input: '2 2\nzz zz2\n5\nzzzzzzzzzz\n~\n0\nkey\nKEY\n',
        expectedOutput: 'zzzzzzzzzz zz\n~ zz\n0 zz2\nkey zz\nKEY zz\nzz 4\nzz2 1',
        hidden: true,
      },
      {
        input:
          '4 5\ns1 s2 s3 s4\n12\norder-0\norder-1\norder-2\norder-3\norder-4\norder-5\norder-6\norder-7\norder-8\norder-9\norder-10\norder-11\n',
        expectedOutput:
          'order-0 s2\norder-1 s2\norder-2 s2\norder-3 s2\norder-4 s3\norder-5 s2\norder-6 s3\norder-7 s3\norder-8 s3\norder-9 s3\norder-10 s3\norder-11 s3\ns1 0\ns2 5\ns3 7\ns4 0',
        hidden: true,
      },
      {
        input: '5 1\nab ba cd dc ee\n6\nq\nw\ne\nr\nt\ny\n',
        expectedOutput: 'q ba\nw ba\ne ba\nr ba\nt ba\ny ba\nab 0\nba 6\ncd 0\ndc 0\nee 0',
        hidden: true,
      },
      {
        input: '2 3\nleft right\n1\nzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz\n',
        expectedOutput: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzz left\nleft 1\nright 0',
        hidden: true,
      },
    ],
    judge: {
      intendedComplexity: 'O((S * V + K) log(S * V)) with a sorted ring and binary search',
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
s, v, k, mode = int(args[0]), int(args[1]), int(args[2]), args[3]
random.seed(' '.join(args))
P = [chr(c) for c in range(33, 127)]
def word(lo, hi):
    return ''.join(random.choice(P) for _ in range(random.randint(lo, hi)))
servers = []
while len(servers) < s:
    w = word(1, 36) if random.random() < 0.5 else 'cache' + str(len(servers))
    if w not in servers:
        servers.append(w)
keys = []
for _ in range(k):
    if mode == 'nodes' and random.random() < 0.7:
        keys.append('%s#%d' % (random.choice(servers), random.randint(0, v - 1)))
    else:
        keys.append(word(1, 40))
print(s, v)
print(' '.join(servers))
print(k)
print('\n'.join(keys))
`,
      tests: [
        { args: '100 100 10000 random', label: 'S = 100, V = 100, K = 10,000' },
        { args: '100 100 10000 nodes', label: 'K = 10,000, keys equal to virtual node names' },
        { args: '1 1 10000 random', label: 'S = 1, V = 1' },
        { args: '3 1 1 random', label: 'K = 1' },
      ],
      validator: String.raw`import sys, re
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
s, v = map(int, lines[0].split(' '))
assert 1 <= s <= 100 and 1 <= v <= 100, 'S or V out of range'
servers = lines[1].split(' ')
assert len(servers) == s, 'expected S names'
k = int(lines[2])
assert 1 <= k <= 10**4, 'K out of range'
assert len(lines) == 3 + k, 'expected K keys'
for w in servers + lines[3:]:
    assert re.fullmatch(r'[!-~]{1,40}', w), 'bad name or key'
`,
      wrongSolutions: [
        {
          name: 'strictly-greater',
          language: 'python3',
          mustFail: 'WA',
          why: 'Takes the first virtual node strictly after the key hash, so a key that hashes exactly onto a node goes to the next one',
          source: String.raw`import sys
from bisect import bisect_right
def h(s):
    v = 2166136261
    for c in s.encode():
        v = ((v ^ c) * 16777619) % (1 << 32)
    return v
lines = sys.stdin.read().split('\n')
s, v = map(int, lines[0].split())
servers = lines[1].split()
ring = sorted((h('%s#%d' % (name, i)), name) for name in servers for i in range(v))
pos = [p for p, _ in ring]
k = int(lines[2])
counts = dict.fromkeys(servers, 0)
out = []
for i in range(k):
    key = lines[3 + i].strip()
    idx = bisect_right(pos, h(key)) % len(ring)
    counts[ring[idx][1]] += 1
    out.append(key + ' ' + ring[idx][1])
out += ['%s %d' % (name, counts[name]) for name in servers]
print('\n'.join(out))
`,
        },
        {
          name: 'no-32-bit-mask',
          language: 'python3',
          mustFail: 'WA',
          why: 'Never reduces the FNV product mod 2^32, so the positions grow without bound and the ring order is wrong',
          source: String.raw`import sys
from bisect import bisect_left
def h(s):
    v = 2166136261
    for c in s.encode():
        v = (v ^ c) * 16777619
    return v
lines = sys.stdin.read().split('\n')
s, v = map(int, lines[0].split())
servers = lines[1].split()
ring = sorted((h('%s#%d' % (name, i)), name) for name in servers for i in range(v))
pos = [p for p, _ in ring]
k = int(lines[2])
counts = dict.fromkeys(servers, 0)
out = []
for i in range(k):
    key = lines[3 + i].strip()
    idx = bisect_left(pos, h(key)) % len(ring)
    counts[ring[idx][1]] += 1
    out.append(key + ' ' + ring[idx][1])
out += ['%s %d' % (name, counts[name]) for name in servers]
print('\n'.join(out))
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys
from bisect import bisect_left

def h(s):
    v = 2166136261
    for c in s.encode():
        v ^= c
        v = (v * 16777619) % (1 << 32)
    return v


def main():
    lines = sys.stdin.read().split('\\n')
    s, v = map(int, lines[0].split())
    servers = lines[1].split()
    ring = sorted((h(f"{name}#{i}"), name) for name in servers for i in range(v))
    positions = [p for p, _ in ring]
    k = int(lines[2])
    counts = {name: 0 for name in servers}
    out = []
    for i in range(k):
        key = lines[3 + i].strip()
        idx = bisect_left(positions, h(key))
        if idx == len(ring):
            idx = 0
        owner = ring[idx][1]
        counts[owner] += 1
        out.append(f"{key} {owner}")
    for name in servers:
        out.append(f"{name} {counts[name]}")
    print('\\n'.join(out))


main()
`,
    },
  },
  {
    id: 'sd-wal-recovery',
    title: 'Write-Ahead Log Crash Recovery',
    description: `A key-value store writes every change to a write-ahead log before applying it. After a crash it
rebuilds its state from the log, starting from an empty store. The log has these records:

- \`BEGIN tx\` starts transaction \`tx\`;
- \`SET tx key value\` sets \`key\` to \`value\` inside \`tx\`;
- \`DEL tx key\` deletes \`key\` inside \`tx\` (deleting a missing key is allowed);
- \`COMMIT tx\` commits \`tx\`; \`ABORT tx\` rolls it back.

Only committed transactions take effect. Transactions that were aborted, or never committed
because the log ends first, are rolled back. Apply the \`SET\`/\`DEL\` records of committed transactions in
log order (the store used strict two-phase locking, so log order is the correct order).

**Input:** the first line has \`n\`, then \`n\` log records, one per line.

**Output:** first \`committed=<c> rolled_back=<r>\` (transactions that began but did not commit count as
rolled back). Then the final store, one \`key=value\` line per key in ascending ASCII order of keys,
or \`EMPTY\` if no key is left.`,
    examples: [
      {
        input: '7\nBEGIN t1\nSET t1 a 1\nBEGIN t2\nSET t2 b 2\nCOMMIT t1\nSET t2 c 3\nABORT t2\n',
        output: 'committed=1 rolled_back=1\na=1',
        explanation: 't1 commits a=1; t2 is aborted, so b and c are never applied.',
      },
      {
        input: '6\nBEGIN t1\nSET t1 x 5\nCOMMIT t1\nBEGIN t2\nDEL t2 x\nSET t2 y 9\n',
        output: 'committed=1 rolled_back=1\nx=5',
        explanation: 't2 never commits (the log ends), so its delete and set are rolled back.',
      },
    ],
    constraints: [
      '0 <= n <= 10^4',
      'Transaction ids, keys and values are words without spaces.',
      'Every SET, DEL, COMMIT or ABORT refers to a transaction that has begun and not yet ended.',
    ],
    testCases: [
      {
        input: '7\nBEGIN t1\nSET t1 a 1\nBEGIN t2\nSET t2 b 2\nCOMMIT t1\nSET t2 c 3\nABORT t2\n',
        expectedOutput: 'committed=1 rolled_back=1\na=1',
        hidden: false,
      },
      {
        input: '6\nBEGIN t1\nSET t1 x 5\nCOMMIT t1\nBEGIN t2\nDEL t2 x\nSET t2 y 9\n',
        expectedOutput: 'committed=1 rolled_back=1\nx=5',
        hidden: false,
      },
      { input: '0\n', expectedOutput: 'committed=0 rolled_back=0\nEMPTY', hidden: true },
      {
        input: '4\nBEGIN a\nSET a k v\nDEL a k\nCOMMIT a\n',
        expectedOutput: 'committed=1 rolled_back=0\nEMPTY',
        hidden: true,
      },
      {
        input:
          '10\nBEGIN t1\nSET t1 k 1\nCOMMIT t1\nBEGIN t2\nSET t2 k 2\nCOMMIT t2\nBEGIN t3\nDEL t3 k\nSET t3 m 7\nCOMMIT t3\n',
        expectedOutput: 'committed=3 rolled_back=0\nm=7',
        hidden: true,
      },
      {
        input:
          '11\nBEGIN t1\nBEGIN t2\nSET t1 B 1\nSET t2 a 2\nSET t1 Z 3\nCOMMIT t2\nBEGIN t3\nSET t3 B 9\nABORT t3\nSET t1 b 4\nCOMMIT t1\n',
        expectedOutput: 'committed=2 rolled_back=1\nB=1\nZ=3\na=2\nb=4',
        hidden: true,
      },
      {
        input: '5\nBEGIN t1\nSET t1 q 1\nBEGIN t2\nSET t2 r 2\nBEGIN t3\n',
        expectedOutput: 'committed=0 rolled_back=3\nEMPTY',
        hidden: true,
      },
      {
        input:
          '8\nBEGIN t1\nSET t1 key10 x\nSET t1 key2 y\nSET t1 key1 z\nCOMMIT t1\nBEGIN t2\nDEL t2 nothing\nCOMMIT t2\n',
        expectedOutput: 'committed=2 rolled_back=0\nkey1=z\nkey10=x\nkey2=y',
        hidden: true,
      },
    ],
    judge: {
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
recs = []
active = []
nxt = 0
keys = ['k%d' % i for i in range(300)]
while len(recs) < n:
    left = n - len(recs)
    r = random.random()
    if not active or (r < 0.15 and left > 1):
        tx = 'tx%d' % nxt
        nxt += 1
        active.append(tx)
        recs.append('BEGIN ' + tx)
        continue
    tx = random.choice(active)
    if r < 0.3 and mode != 'open' or (mode == 'commit' and left <= len(active)):
        active.remove(tx)
        end = 'COMMIT' if mode == 'commit' or random.random() < 0.6 else 'ABORT'
        recs.append(end + ' ' + tx)
    elif r < 0.75:
        recs.append('SET %s %s v%d' % (tx, random.choice(keys), random.randint(0, 999)))
    else:
        recs.append('DEL %s %s' % (tx, random.choice(keys)))
if mode == 'open':
    recs[n // 2:] = []
    active = set()
    for r in recs:
        p = r.split()
        if p[0] == 'BEGIN':
            active.add(p[1])
    while len(recs) < n:
        tx = random.choice(sorted(active))
        if random.random() < 0.05:
            recs.append('COMMIT ' + tx)
            active.discard(tx)
            if not active:
                recs.append('BEGIN z%d' % len(recs))
                active.add('z%d' % (len(recs) - 1))
        else:
            recs.append('SET %s %s w' % (tx, random.choice(keys)))
    recs = recs[:n]
print(len(recs))
print('\n'.join(recs))
`,
      tests: [
        { args: '10000 random', label: 'n = 10,000, interleaved transactions' },
        { args: '3000 open', label: 'n = 3,000, many transactions never finished' },
        { args: '3000 commit', label: 'n = 3,000, every transaction commits' },
        { args: '2 open', label: 'n = 2, nothing committed' },
      ],
      validator: String.raw`import sys, re
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
n = int(lines[0])
assert 0 <= n <= 10**4, 'n out of range'
assert len(lines) == n + 1, 'expected n records'
began, active = set(), set()
for line in lines[1:]:
    p = line.split(' ')
    assert all(re.fullmatch(r'\S+', x) for x in p), 'bad spacing'
    ar = {'BEGIN': 2, 'SET': 4, 'DEL': 3, 'COMMIT': 2, 'ABORT': 2}
    assert p[0] in ar and len(p) == ar[p[0]], 'bad record'
    if p[0] == 'BEGIN':
        assert p[1] not in began, 'transaction begun twice'
        began.add(p[1])
        active.add(p[1])
    else:
        assert p[1] in active, 'record for a transaction that is not running'
        if p[0] in ('COMMIT', 'ABORT'):
            active.discard(p[1])
`,
      wrongSolutions: [
        {
          name: 'unfinished-applied',
          language: 'python3',
          mustFail: 'WA',
          why: 'Applies every transaction that was not aborted, including those still open when the log ends',
          source: String.raw`import sys
lines = sys.stdin.read().split('\n')
n = int(lines[0])
recs = [lines[1 + i].split() for i in range(n)]
aborted = {r[1] for r in recs if r[0] == 'ABORT'}
began = [r[1] for r in recs if r[0] == 'BEGIN']
committed = {r[1] for r in recs if r[0] == 'COMMIT'}
store = {}
for r in recs:
    if r[0] == 'SET' and r[1] not in aborted:
        store[r[2]] = r[3]
    elif r[0] == 'DEL' and r[1] not in aborted:
        store.pop(r[2], None)
out = ['committed=%d rolled_back=%d' % (len(committed), len(began) - len(committed))]
out += ['%s=%s' % (k, store[k]) for k in sorted(store)] or ['EMPTY']
print('\n'.join(out))
`,
        },
        {
          name: 'only-aborts-rolled-back',
          language: 'python3',
          mustFail: 'WA',
          why: 'Counts only ABORT records as rolled back and forgets transactions cut off by the end of the log',
          source: String.raw`import sys
lines = sys.stdin.read().split('\n')
n = int(lines[0])
recs = [lines[1 + i].split() for i in range(n)]
committed = {r[1] for r in recs if r[0] == 'COMMIT'}
aborted = sum(1 for r in recs if r[0] == 'ABORT')
store = {}
for r in recs:
    if r[0] == 'SET' and r[1] in committed:
        store[r[2]] = r[3]
    elif r[0] == 'DEL' and r[1] in committed:
        store.pop(r[2], None)
out = ['committed=%d rolled_back=%d' % (len(committed), aborted)]
out += ['%s=%s' % (k, store[k]) for k in sorted(store)] or ['EMPTY']
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
    records = [lines[1 + i].split() for i in range(n)]
    committed = set()
    began = []
    for r in records:
        if r[0] == 'BEGIN':
            began.append(r[1])
        elif r[0] == 'COMMIT':
            committed.add(r[1])
    store = {}
    for r in records:
        if r[0] == 'SET' and r[1] in committed:
            store[r[2]] = r[3]
        elif r[0] == 'DEL' and r[1] in committed:
            store.pop(r[2], None)
    out = [f"committed={len(committed)} rolled_back={len(began) - len(committed)}"]
    if store:
        for key in sorted(store):
            out.append(f"{key}={store[key]}")
    else:
        out.append('EMPTY')
    print('\\n'.join(out))


main()
`,
    },
  },
];
