import type { CodingProblem } from '@app/shared/content.schemas';

export const easyCoding: CodingProblem[] = [
  {
    id: 'ms-gateway-routing',
    title: 'API Gateway Longest-Prefix Routing',
    description: `An API gateway forwards each request to a backend service chosen by the path. A route prefix
matches a path when the prefix is \`/\`, when the path equals the prefix, or when the path starts
with the prefix followed by \`/\`. So \`/api/users\` matches \`/api/users/42\` but **not** \`/api/usersettings\`.
When several prefixes match, the longest one wins.

**Input:** the first line has \`r\`, then \`r\` lines \`prefix service\`. Then a line with \`q\`, then \`q\` paths.
Prefixes start with \`/\` and have no trailing \`/\` (except the prefix \`/\` itself).

**Output:** for each path, the service that handles it, or \`404\` if no prefix matches.`,
    examples: [
      {
        input:
          '3\n/api user-gw\n/api/users user-svc\n/api/orders order-svc\n4\n/api/users/42\n/api/usersettings\n/api/orders\n/health\n',
        output: 'user-svc\nuser-gw\norder-svc\n404',
        explanation:
          '/api/users/42 matches /api and /api/users, the longer wins; /api/usersettings only matches /api; /health matches nothing.',
      },
      {
        input: '2\n/ web\n/static cdn\n3\n/\n/static/app.js\n/about\n',
        output: 'web\ncdn\nweb',
        explanation: 'The prefix / matches every path, so nothing returns 404.',
      },
    ],
    constraints: [
      '1 <= r <= 100',
      '1 <= q <= 1000',
      'Paths and prefixes have at most 100 characters and contain no spaces.',
    ],
    testCases: [
      {
        input:
          '3\n/api user-gw\n/api/users user-svc\n/api/orders order-svc\n4\n/api/users/42\n/api/usersettings\n/api/orders\n/health\n',
        expectedOutput: 'user-svc\nuser-gw\norder-svc\n404',
        hidden: false,
      },
      {
        input: '2\n/ web\n/static cdn\n3\n/\n/static/app.js\n/about\n',
        expectedOutput: 'web\ncdn\nweb',
        hidden: false,
      },
      { input: '1\n/a svc\n3\n/a\n/ab\n/a/b/c\n', expectedOutput: 'svc\n404\nsvc', hidden: true },
      {
        input:
          '4\n/v1 v1\n/v1/pay pay\n/v1/pay/refunds refunds\n/v2 v2\n6\n/v1/pay/refunds/9\n/v1/payments\n/v1/pay\n/v2\n/v3/x\n/v1\n',
        expectedOutput: 'refunds\nv1\npay\nv2\n404\nv1',
        hidden: true,
      },
      {
        input: '2\n/x/y deep\n/x shallow\n3\n/x/y/z\n/x/yz\n/x\n',
        expectedOutput: 'deep\nshallow\nshallow',
        hidden: true,
      },
      { input: '1\n/only one\n1\n/other\n', expectedOutput: '404', hidden: true },
      {
        input: '3\n/ root\n/a/b ab\n/a a\n4\n/a/b\n/a/bc\n/b\n/a/b/\n',
        expectedOutput: 'ab\na\nroot\nab',
        hidden: true,
      },
    ],
    judge: {
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
r, q, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
segs = ['api', 'v1', 'v2', 'users', 'orders', 'pay', 'u', 'a', 'admin']
def path(depth):
    return '/' + '/'.join(random.choice(segs) for _ in range(depth))
routes = {}
if mode == 'root':
    routes['/'] = 'web'
while len(routes) < r:
    p = path(random.randint(1, 4))
    routes.setdefault(p, 'svc%d' % len(routes))
prefixes = list(routes)
paths = []
for _ in range(q):
    x = random.random()
    if x < 0.4:
        p = random.choice(prefixes)
        if p != '/':
            p += random.choice(('', '/', '/' + random.choice(segs), random.choice(segs), 'x/y'))
    elif mode == 'lookalike' and x < 0.8:
        p = random.choice(prefixes).rstrip('/') + random.choice(segs)
    else:
        p = path(random.randint(1, 6)) + random.choice(('', '/'))
    if len(p) > 100:
        p = p[:100]
    paths.append(p)
print(len(routes))
print('\n'.join('%s %s' % kv for kv in routes.items()))
print(q)
print('\n'.join(paths))
`,
      tests: [
        { args: '100 1000 nested', label: 'r = 100, q = 1,000, nested prefixes' },
        {
          args: '100 1000 lookalike',
          label: 'r = 100, q = 1,000, paths that extend a prefix without a slash',
        },
        { args: '1 1000 root', label: 'r = 1, only the root prefix' },
        { args: '1 1 nested', label: 'r = 1, q = 1' },
      ],
      validator: String.raw`import sys, re
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
r = int(lines[0])
assert 1 <= r <= 100, 'r out of range'
for line in lines[1:r + 1]:
    prefix, service = line.split(' ')
    assert re.fullmatch(r'/\S{0,99}', prefix), 'bad prefix'
    assert prefix == '/' or not prefix.endswith('/'), 'trailing slash'
    assert re.fullmatch(r'\S+', service), 'bad service'
q = int(lines[r + 1])
assert 1 <= q <= 1000, 'q out of range'
assert len(lines) == r + 2 + q, 'expected q paths'
for p in lines[r + 2:]:
    assert re.fullmatch(r'\S{1,100}', p), 'bad path'
`,
      wrongSolutions: [
        {
          name: 'plain-startswith',
          language: 'python3',
          mustFail: 'WA',
          why: 'Matches with a plain startswith, so /api/users also routes /api/usersettings',
          source: String.raw`import sys
lines = sys.stdin.read().split('\n')
r = int(lines[0])
routes = [lines[1 + i].split() for i in range(r)]
q = int(lines[r + 1])
out = []
for i in range(q):
    path = lines[r + 2 + i].strip()
    best = None
    for prefix, service in routes:
        if path.startswith(prefix) and (best is None or len(prefix) > len(best[0])):
            best = (prefix, service)
    out.append(best[1] if best else '404')
print('\n'.join(out))
`,
        },
        {
          name: 'first-match',
          language: 'python3',
          mustFail: 'WA',
          why: 'Takes the first matching route in input order instead of the longest prefix',
          source: String.raw`import sys
lines = sys.stdin.read().split('\n')
r = int(lines[0])
routes = [lines[1 + i].split() for i in range(r)]
q = int(lines[r + 1])
out = []
for i in range(q):
    path = lines[r + 2 + i].strip()
    ans = '404'
    for prefix, service in routes:
        if prefix == '/' or path == prefix or path.startswith(prefix + '/'):
            ans = service
            break
    out.append(ans)
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
    r = int(lines[0])
    routes = [lines[1 + i].split() for i in range(r)]
    q = int(lines[r + 1])
    out = []
    for i in range(q):
        path = lines[r + 2 + i].strip()
        best = None
        for prefix, service in routes:
            if prefix == '/' or path == prefix or path.startswith(prefix + '/'):
                if best is None or len(prefix) > len(best[0]):
                    best = (prefix, service)
        out.append(best[1] if best else '404')
    print('\\n'.join(out))


main()
`,
    },
  },
  {
    id: 'ms-retry-backoff',
    title: 'Retry with Capped Exponential Backoff',
    description: `A client calls a flaky service and retries failed calls with exponential backoff. The first attempt
happens at time 0. After failed attempt number \`k\` (1-based), if a retry is still allowed the client
waits \`min(cap, base * factor^(k-1))\` milliseconds and tries again. At most \`maxRetries\` retries are
made (so at most \`maxRetries + 1\` attempts). It stops at the first success.

**Input:** the first line has \`base factor cap maxRetries\`. The second line is a string of \`S\` and
\`F\` characters: the outcome each attempt would have, in order. It has at least \`maxRetries + 1\` characters.

**Output:** one line per attempt made, \`attempt <k> at <time> <OK|FAIL>\`, then \`SUCCESS after <k> attempts\`
or \`GAVE UP after <k> attempts\`.`,
    examples: [
      {
        input: '100 2 1000 3\nFFSF\n',
        output:
          'attempt 1 at 0 FAIL\nattempt 2 at 100 FAIL\nattempt 3 at 300 OK\nSUCCESS after 3 attempts',
        explanation:
          'Attempt 1 fails at 0, the client waits 100; attempt 2 fails at 100, waits 200; attempt 3 succeeds at 300.',
      },
      {
        input: '50 3 200 2\nFFF\n',
        output:
          'attempt 1 at 0 FAIL\nattempt 2 at 50 FAIL\nattempt 3 at 200 FAIL\nGAVE UP after 3 attempts',
        explanation:
          'Waits are 50 and then min(200, 150) = 150; after 2 retries the client gives up.',
      },
    ],
    constraints: [
      '1 <= base <= 10^6',
      '1 <= factor <= 10',
      'base <= cap <= 10^9',
      '0 <= maxRetries <= 30',
      'factor^(k-1) can overflow 64 bits: stop growing the delay once it reaches cap.',
    ],
    testCases: [
      {
        input: '100 2 1000 3\nFFSF\n',
        expectedOutput:
          'attempt 1 at 0 FAIL\nattempt 2 at 100 FAIL\nattempt 3 at 300 OK\nSUCCESS after 3 attempts',
        hidden: false,
      },
      {
        input: '50 3 200 2\nFFF\n',
        expectedOutput:
          'attempt 1 at 0 FAIL\nattempt 2 at 50 FAIL\nattempt 3 at 200 FAIL\nGAVE UP after 3 attempts',
        hidden: false,
      },
      {
        input: '10 2 1000 0\nS\n',
        expectedOutput: 'attempt 1 at 0 OK\nSUCCESS after 1 attempts',
        hidden: true,
      },
      {
        input: '10 2 1000 0\nF\n',
        expectedOutput: 'attempt 1 at 0 FAIL\nGAVE UP after 1 attempts',
        hidden: true,
      },
      {
        input: '1 10 1000000000 30\nFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF\n',
        expectedOutput:
          'attempt 1 at 0 FAIL\nattempt 2 at 1 FAIL\nattempt 3 at 11 FAIL\nattempt 4 at 111 FAIL\nattempt 5 at 1111 FAIL\nattempt 6 at 11111 FAIL\nattempt 7 at 111111 FAIL\nattempt 8 at 1111111 FAIL\nattempt 9 at 11111111 FAIL\nattempt 10 at 111111111 FAIL\nattempt 11 at 1111111111 FAIL\nattempt 12 at 2111111111 FAIL\nattempt 13 at 3111111111 FAIL\nattempt 14 at 4111111111 FAIL\nattempt 15 at 5111111111 FAIL\nattempt 16 at 6111111111 FAIL\nattempt 17 at 7111111111 FAIL\nattempt 18 at 8111111111 FAIL\nattempt 19 at 9111111111 FAIL\nattempt 20 at 10111111111 FAIL\nattempt 21 at 11111111111 FAIL\nattempt 22 at 12111111111 FAIL\nattempt 23 at 13111111111 FAIL\nattempt 24 at 14111111111 FAIL\nattempt 25 at 15111111111 FAIL\nattempt 26 at 16111111111 FAIL\nattempt 27 at 17111111111 FAIL\nattempt 28 at 18111111111 FAIL\nattempt 29 at 19111111111 FAIL\nattempt 30 at 20111111111 FAIL\nattempt 31 at 21111111111 FAIL\nGAVE UP after 31 attempts',
        hidden: true,
      },
      {
        input: '1000 1 5000 4\nFFFFS\n',
        expectedOutput:
          'attempt 1 at 0 FAIL\nattempt 2 at 1000 FAIL\nattempt 3 at 2000 FAIL\nattempt 4 at 3000 FAIL\nattempt 5 at 4000 OK\nSUCCESS after 5 attempts',
        hidden: true,
      },
      {
        input: '7 5 100 5\nFFFFFFSS\n',
        expectedOutput:
          'attempt 1 at 0 FAIL\nattempt 2 at 7 FAIL\nattempt 3 at 42 FAIL\nattempt 4 at 142 FAIL\nattempt 5 at 242 FAIL\nattempt 6 at 342 FAIL\nGAVE UP after 6 attempts',
        hidden: true,
      },
      {
        input: '250 2 300 3\nFFFS\n',
        expectedOutput:
          'attempt 1 at 0 FAIL\nattempt 2 at 250 FAIL\nattempt 3 at 550 FAIL\nattempt 4 at 850 OK\nSUCCESS after 4 attempts',
        hidden: true,
      },
    ],
    judge: {
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
base, factor, cap, mr, mode = int(args[0]), int(args[1]), int(args[2]), int(args[3]), args[4]
random.seed(' '.join(args))
if mode == 'fail':
    s = 'F' * (mr + 1 + random.randint(0, 5))
elif mode == 'late':
    s = 'F' * mr + 'S' + 'F' * 3
else:
    s = ''.join(random.choice('SFFF') for _ in range(mr + 1 + 4))
print(base, factor, cap, mr)
print(s)
`,
      tests: [
        {
          args: '1000000 10 1000000000 30 fail',
          label: 'maxRetries = 30, every attempt fails, factor 10',
        },
        {
          args: '999999 2 1000000000 30 fail',
          label: 'maxRetries = 30, factor 2, cap reached late',
        },
        {
          args: '1000000 1 1000000 30 late',
          label: 'factor 1, success on the last allowed attempt',
        },
        { args: '1 10 1 0 fail', label: 'maxRetries = 0' },
        { args: '3 3 1000 12 random', label: 'random outcomes' },
      ],
      validator: String.raw`import sys, re
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
assert len(lines) == 2, 'expected two lines'
base, factor, cap, mr = map(int, lines[0].split(' '))
assert 1 <= base <= 10**6 and 1 <= factor <= 10 and base <= cap <= 10**9 and 0 <= mr <= 30, 'parameter out of range'
assert re.fullmatch(r'[SF]+', lines[1]) and len(lines[1]) >= mr + 1, 'bad outcomes'
`,
      wrongSolutions: [
        {
          name: 'int32-time',
          language: 'cpp',
          mustFail: 'WA',
          why: 'Keeps the elapsed time in 32-bit int, which overflows after three waits of 10^9 ms',
          source: String.raw`#include <iostream>
#include <string>
using namespace std;
int main() {
    long long base, factor, cap; int mr; string s;
    cin >> base >> factor >> cap >> mr >> s;
    int time = 0;
    long long delay = base;
    for (int k = 1;; k++) {
        bool ok = s[k - 1] == 'S';
        cout << "attempt " << k << " at " << time << (ok ? " OK" : " FAIL") << "\n";
        if (ok) { cout << "SUCCESS after " << k << " attempts\n"; break; }
        if (k > mr) { cout << "GAVE UP after " << k << " attempts\n"; break; }
        time += (int)(delay < cap ? delay : cap);
        delay = delay * factor < cap ? delay * factor : cap;
    }
}
`,
        },
        {
          name: 'uncapped-power',
          language: 'cpp',
          mustFail: 'WA',
          why: 'Keeps multiplying the delay by the factor and caps only the wait, so base * factor^(k-1) overflows 64 bits',
          source: String.raw`#include <iostream>
#include <string>
using namespace std;
int main() {
    long long base, factor, cap; int mr; string s;
    cin >> base >> factor >> cap >> mr >> s;
    long long time = 0, delay = base;
    for (int k = 1;; k++) {
        bool ok = s[k - 1] == 'S';
        cout << "attempt " << k << " at " << time << (ok ? " OK" : " FAIL") << "\n";
        if (ok) { cout << "SUCCESS after " << k << " attempts\n"; break; }
        if (k > mr) { cout << "GAVE UP after " << k << " attempts\n"; break; }
        time += delay < cap ? delay : cap;
        delay *= factor;
    }
}
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys


def main():
    data = sys.stdin.read().split()
    base, factor, cap, max_retries = map(int, data[:4])
    outcomes = data[4]
    time = 0
    delay = base
    out = []
    attempt = 0
    while True:
        attempt += 1
        ok = outcomes[attempt - 1] == 'S'
        out.append(f"attempt {attempt} at {time} {'OK' if ok else 'FAIL'}")
        if ok:
            out.append(f"SUCCESS after {attempt} attempts")
            break
        if attempt > max_retries:
            out.append(f"GAVE UP after {attempt} attempts")
            break
        time += min(cap, delay)
        delay = min(cap, delay * factor)
    print('\\n'.join(out))


main()
`,
    },
  },
];

export const mediumCoding: CodingProblem[] = [
  {
    id: 'ms-circuit-breaker-trials',
    title: 'Circuit Breaker with Half-Open Trials',
    description: `Simulate a circuit breaker in front of a remote service. Each event \`t result\` is a call at time \`t\`;
\`result\` (\`OK\` or \`FAIL\`) is what the service would answer if called.

- \`CLOSED\`: the call is made. \`FAIL\` adds 1 to the consecutive-failure count and, when the count
  reaches \`threshold\`, the breaker becomes \`OPEN\` with \`opened_at = t\`. \`OK\` resets the count to 0.
- \`OPEN\`: if \`t - opened_at >= cooldown\`, the breaker becomes \`HALF_OPEN\` (with 0 trial successes)
  and this call is handled as in \`HALF_OPEN\`; otherwise the call is rejected.
- \`HALF_OPEN\`: the call is made. \`FAIL\` makes the breaker \`OPEN\` with \`opened_at = t\`. \`OK\` adds a
  trial success; after \`trials\` successes the breaker is \`CLOSED\` with a failure count of 0.

**Input:** \`threshold cooldown trials n\`, then \`n\` lines \`t result\`, times non-decreasing.

**Output:** one line per call: \`PASS\`, \`FAIL\` or \`REJECTED\`, a space, and the state after the call.`,
    examples: [
      {
        input: '2 10 2 6\n0 FAIL\n1 FAIL\n5 OK\n11 OK\n12 OK\n13 FAIL\n',
        output: 'FAIL CLOSED\nFAIL OPEN\nREJECTED OPEN\nPASS HALF_OPEN\nPASS CLOSED\nFAIL CLOSED',
        explanation:
          'Two failures open the breaker at 1; at 11 the cooldown is over and two OK trials close it; the failure at 13 is the first of a new count.',
      },
      {
        input: '1 5 1 4\n0 FAIL\n5 FAIL\n9 OK\n10 OK\n',
        output: 'FAIL OPEN\nFAIL OPEN\nREJECTED OPEN\nPASS CLOSED',
        explanation:
          'The trial at 5 fails and reopens the breaker at 5; the call at 9 is rejected; the trial at 10 succeeds.',
      },
    ],
    constraints: [
      '1 <= threshold, trials <= 100',
      '0 <= cooldown <= 10^9',
      '1 <= n <= 10^4',
      '0 <= t <= 10^9',
    ],
    testCases: [
      {
        input: '2 10 2 6\n0 FAIL\n1 FAIL\n5 OK\n11 OK\n12 OK\n13 FAIL\n',
        expectedOutput:
          'FAIL CLOSED\nFAIL OPEN\nREJECTED OPEN\nPASS HALF_OPEN\nPASS CLOSED\nFAIL CLOSED',
        hidden: false,
      },
      {
        input: '1 5 1 4\n0 FAIL\n5 FAIL\n9 OK\n10 OK\n',
        expectedOutput: 'FAIL OPEN\nFAIL OPEN\nREJECTED OPEN\nPASS CLOSED',
        hidden: false,
      },
      {
        input: '3 10 1 3\n0 OK\n1 OK\n2 OK\n',
        expectedOutput: 'PASS CLOSED\nPASS CLOSED\nPASS CLOSED',
        hidden: true,
      },
      {
        input: '2 3 3 8\n0 FAIL\n0 OK\n0 FAIL\n1 FAIL\n4 OK\n4 OK\n5 FAIL\n8 OK\n',
        expectedOutput:
          'FAIL CLOSED\nPASS CLOSED\nFAIL CLOSED\nFAIL OPEN\nPASS HALF_OPEN\nPASS HALF_OPEN\nFAIL OPEN\nPASS HALF_OPEN',
        hidden: true,
      },
      {
        input: '1 0 1 3\n0 FAIL\n0 OK\n0 FAIL\n',
        expectedOutput: 'FAIL OPEN\nPASS CLOSED\nFAIL OPEN',
        hidden: true,
      },
      {
        input: '2 100 1 5\n0 FAIL\n1 FAIL\n2 OK\n99 OK\n101 OK\n',
        expectedOutput: 'FAIL CLOSED\nFAIL OPEN\nREJECTED OPEN\nREJECTED OPEN\nPASS CLOSED',
        hidden: true,
      },
      {
        input:
          '3 5 2 10\n0 FAIL\n1 FAIL\n2 OK\n3 FAIL\n4 FAIL\n5 FAIL\n10 OK\n11 FAIL\n16 OK\n17 OK\n',
        expectedOutput:
          'FAIL CLOSED\nFAIL CLOSED\nPASS CLOSED\nFAIL CLOSED\nFAIL CLOSED\nFAIL OPEN\nPASS HALF_OPEN\nFAIL OPEN\nPASS HALF_OPEN\nPASS CLOSED',
        hidden: true,
      },
    ],
    judge: {
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, th, cd, tr, mode = int(args[0]), int(args[1]), int(args[2]), int(args[3]), args[4]
random.seed(' '.join(args))
t = 0
rows = []
for i in range(n):
    if cd >= 10**9:
        t = min(10**9, t + random.choice((0, 0, 1, 10**5)))
        if i == n - 100:
            t = 10**9
    else:
        t += random.choice((0, 1, 1, 2, 3, cd, max(0, cd - 1)))
    if mode == 'bursty':
        ok = (i // 20) % 3 != 0 or random.random() < 0.1
    else:
        ok = random.random() < (0.5 if th <= 3 else 0.2)
    rows.append('%d %s' % (t, 'OK' if ok else 'FAIL'))
print(th, cd, tr, n)
print('\n'.join(rows))
`,
      tests: [
        { args: '10000 3 10 2 random', label: 'n = 10,000, threshold 3, cooldown 10, 2 trials' },
        { args: '3000 1 0 1 random', label: 'n = 3,000, threshold 1, cooldown 0' },
        {
          args: '10000 100 1000000000 100 random',
          label: 'n = 10,000, threshold and trials 100, cooldown 10^9',
        },
        { args: '3000 5 7 3 bursty', label: 'n = 3,000, failure bursts' },
        { args: '1 1 1 1 random', label: 'n = 1' },
      ],
      validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
th, cd, tr, n = map(int, lines[0].split(' '))
assert 1 <= th <= 100 and 1 <= tr <= 100 and 0 <= cd <= 10**9 and 1 <= n <= 10**4, 'parameter out of range'
assert len(lines) == n + 1, 'expected n calls'
prev = 0
for line in lines[1:]:
    t, res = line.split(' ')
    assert prev <= int(t) <= 10**9, 'times must be non-decreasing and at most 10^9'
    assert res in ('OK', 'FAIL'), 'bad result'
    prev = int(t)
`,
      wrongSolutions: [
        {
          name: 'cooldown-strict',
          language: 'python3',
          mustFail: 'WA',
          why: 'Leaves OPEN only when t - opened_at > cooldown, so a call exactly at the end of the cooldown is rejected',
          source: String.raw`import sys
d = sys.stdin.read().split()
th, cd, tr, n = map(int, d[:4])
state, fails, succ, opened, out = 'CLOSED', 0, 0, 0, []
for i in range(n):
    t, ok = int(d[4 + 2 * i]), d[5 + 2 * i] == 'OK'
    if state == 'OPEN':
        if t - opened > cd:
            state, succ = 'HALF_OPEN', 0
        else:
            out.append('REJECTED OPEN')
            continue
    if state == 'HALF_OPEN':
        if ok:
            succ += 1
            if succ == tr:
                state, fails = 'CLOSED', 0
        else:
            state, opened = 'OPEN', t
    elif ok:
        fails = 0
    else:
        fails += 1
        if fails >= th:
            state, opened = 'OPEN', t
    out.append(('PASS ' if ok else 'FAIL ') + state)
print('\n'.join(out))
`,
        },
        {
          name: 'ok-keeps-failures',
          language: 'python3',
          mustFail: 'WA',
          why: 'Does not reset the failure count on a successful call, so failures that are not consecutive open the breaker',
          source: String.raw`import sys
d = sys.stdin.read().split()
th, cd, tr, n = map(int, d[:4])
state, fails, succ, opened, out = 'CLOSED', 0, 0, 0, []
for i in range(n):
    t, ok = int(d[4 + 2 * i]), d[5 + 2 * i] == 'OK'
    if state == 'OPEN':
        if t - opened >= cd:
            state, succ = 'HALF_OPEN', 0
        else:
            out.append('REJECTED OPEN')
            continue
    if state == 'HALF_OPEN':
        if ok:
            succ += 1
            if succ == tr:
                state, fails = 'CLOSED', 0
        else:
            state, opened = 'OPEN', t
    elif not ok:
        fails += 1
        if fails >= th:
            state, opened = 'OPEN', t
    out.append(('PASS ' if ok else 'FAIL ') + state)
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
    threshold, cooldown, trials, n = map(int, data[:4])
    state = 'CLOSED'
    failures = 0
    successes = 0
    opened_at = 0
    out = []
    for i in range(n):
        t = int(data[4 + 2 * i])
        ok = data[5 + 2 * i] == 'OK'
        if state == 'OPEN':
            if t - opened_at >= cooldown:
                state = 'HALF_OPEN'
                successes = 0
            else:
                out.append('REJECTED OPEN')
                continue
        if state == 'HALF_OPEN':
            if ok:
                successes += 1
                if successes == trials:
                    state = 'CLOSED'
                    failures = 0
            else:
                state = 'OPEN'
                opened_at = t
        else:
            if ok:
                failures = 0
            else:
                failures += 1
                if failures >= threshold:
                    state = 'OPEN'
                    opened_at = t
        out.append(f"{'PASS' if ok else 'FAIL'} {state}")
    print('\\n'.join(out))


main()
`,
    },
  },
  {
    id: 'ms-saga-compensation',
    title: 'Saga Orchestrator with Compensations',
    description: `An order saga runs its steps in order (reserve stock, charge card, ...). Each step either succeeds
or fails. If a step fails, the saga stops and compensates every step that already succeeded, in
**reverse** order. A compensation may fail transiently: step \`name\` has a number \`k\` of compensation
failures before its compensation succeeds, so it needs \`k + 1\` attempts. The orchestrator makes at
most \`m\` attempts per compensation; a compensation that needs more is reported as stuck and the
orchestrator continues with the remaining compensations.

**Input:** the first line has \`n m\`. Each of the next \`n\` lines has \`name result k\`, where \`result\` is \`OK\` or \`FAIL\`.

**Output:** \`DO name\` for each succeeded step and \`FAIL name\` for the failing step. Then for each
compensation, \`UNDO name attempts=<a>\` or \`STUCK name\`. The last line is \`COMPLETED\` (no step failed),
\`ROLLED BACK\` (all compensations succeeded) or \`NEEDS MANUAL FIX\` (some compensation is stuck).`,
    examples: [
      {
        input: '3 3\nreserve OK 0\ncharge OK 1\nship FAIL 0\n',
        output:
          'DO reserve\nDO charge\nFAIL ship\nUNDO charge attempts=2\nUNDO reserve attempts=1\nROLLED BACK',
        explanation: 'ship fails; charge is undone first (2 attempts), then reserve (1 attempt).',
      },
      {
        input: '2 2\nreserve OK 0\ncharge OK 0\n',
        output: 'DO reserve\nDO charge\nCOMPLETED',
        explanation: 'Every step succeeds, so nothing is compensated.',
      },
    ],
    constraints: [
      '1 <= n <= 1000',
      '1 <= m <= 100',
      '0 <= k <= 1000',
      'Steps after the failing step are never run.',
    ],
    testCases: [
      {
        input: '3 3\nreserve OK 0\ncharge OK 1\nship FAIL 0\n',
        expectedOutput:
          'DO reserve\nDO charge\nFAIL ship\nUNDO charge attempts=2\nUNDO reserve attempts=1\nROLLED BACK',
        hidden: false,
      },
      {
        input: '2 2\nreserve OK 0\ncharge OK 0\n',
        expectedOutput: 'DO reserve\nDO charge\nCOMPLETED',
        hidden: false,
      },
      { input: '1 1\nonly FAIL 5\n', expectedOutput: 'FAIL only\nROLLED BACK', hidden: true },
      {
        input: '4 2\na OK 0\nb OK 2\nc OK 1\nd FAIL 0\n',
        expectedOutput:
          'DO a\nDO b\nDO c\nFAIL d\nUNDO c attempts=2\nSTUCK b\nUNDO a attempts=1\nNEEDS MANUAL FIX',
        hidden: true,
      },
      {
        input: '5 3\ns1 OK 3\ns2 OK 0\ns3 FAIL 0\ns4 OK 0\ns5 OK 0\n',
        expectedOutput: 'DO s1\nDO s2\nFAIL s3\nUNDO s2 attempts=1\nSTUCK s1\nNEEDS MANUAL FIX',
        hidden: true,
      },
      {
        input: '3 1\nx OK 0\ny OK 0\nz OK 9\n',
        expectedOutput: 'DO x\nDO y\nDO z\nCOMPLETED',
        hidden: true,
      },
      {
        input: '4 5\np OK 4\nq OK 5\nr OK 0\ns FAIL 2\n',
        expectedOutput:
          'DO p\nDO q\nDO r\nFAIL s\nUNDO r attempts=1\nSTUCK q\nUNDO p attempts=5\nNEEDS MANUAL FIX',
        hidden: true,
      },
      {
        input: '2 1\nfirst FAIL 0\nsecond OK 0\n',
        expectedOutput: 'FAIL first\nROLLED BACK',
        hidden: true,
      },
    ],
    judge: {
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, m, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
fail = {'last': n - 1, 'none': -1, 'first': 0, 'middle': n // 2}[mode]
print(n, m)
for i in range(n):
    k = random.choice((0, m - 1, m, m + 1, random.randint(0, 1000))) if mode != 'last' or i % 2 else random.randint(0, m)
    k = max(0, min(1000, k))
    print('step%d %s %d' % (i, 'FAIL' if i == fail else 'OK', k))
`,
      tests: [
        { args: '1000 50 last', label: 'n = 1,000, the last step fails, k around m' },
        { args: '1000 100 none', label: 'n = 1,000, every step succeeds' },
        { args: '1000 1 last', label: 'n = 1,000, m = 1' },
        { args: '1000 100 first', label: 'n = 1,000, the first step fails' },
        { args: '1000 100 middle', label: 'n = 1,000, a middle step fails, k up to 1,000' },
      ],
      validator: String.raw`import sys, re
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
n, m = map(int, lines[0].split(' '))
assert 1 <= n <= 1000 and 1 <= m <= 100, 'n or m out of range'
assert len(lines) == n + 1, 'expected n steps'
for line in lines[1:]:
    name, res, k = line.split(' ')
    assert re.fullmatch(r'\S+', name) and res in ('OK', 'FAIL'), 'bad step'
    assert 0 <= int(k) <= 1000, 'k out of range'
`,
      wrongSolutions: [
        {
          name: 'forward-order',
          language: 'python3',
          mustFail: 'WA',
          why: 'Compensates the succeeded steps in the order they ran instead of in reverse',
          source: String.raw`import sys
lines = sys.stdin.read().split('\n')
n, m = map(int, lines[0].split())
done, out, failed = [], [], False
for i in range(n):
    name, res, k = lines[1 + i].split()
    if res == 'OK':
        out.append('DO ' + name)
        done.append((name, int(k)))
    else:
        out.append('FAIL ' + name)
        failed = True
        break
if not failed:
    out.append('COMPLETED')
else:
    stuck = False
    for name, k in done:
        if k + 1 <= m:
            out.append('UNDO %s attempts=%d' % (name, k + 1))
        else:
            out.append('STUCK ' + name)
            stuck = True
    out.append('NEEDS MANUAL FIX' if stuck else 'ROLLED BACK')
print('\n'.join(out))
`,
        },
        {
          name: 'attempts-off-by-one',
          language: 'python3',
          mustFail: 'WA',
          why: 'Allows k + 1 attempts when k <= m, one more than the m-attempt limit',
          source: String.raw`import sys
lines = sys.stdin.read().split('\n')
n, m = map(int, lines[0].split())
done, out, failed = [], [], False
for i in range(n):
    name, res, k = lines[1 + i].split()
    if res == 'OK':
        out.append('DO ' + name)
        done.append((name, int(k)))
    else:
        out.append('FAIL ' + name)
        failed = True
        break
if not failed:
    out.append('COMPLETED')
else:
    stuck = False
    for name, k in reversed(done):
        if k <= m:
            out.append('UNDO %s attempts=%d' % (name, k + 1))
        else:
            out.append('STUCK ' + name)
            stuck = True
    out.append('NEEDS MANUAL FIX' if stuck else 'ROLLED BACK')
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
    n, m = map(int, lines[0].split())
    done = []
    out = []
    failed = False
    for i in range(n):
        name, result, k = lines[1 + i].split()
        if result == 'OK':
            out.append(f"DO {name}")
            done.append((name, int(k)))
        else:
            out.append(f"FAIL {name}")
            failed = True
            break
    if not failed:
        out.append('COMPLETED')
    else:
        stuck = False
        for name, k in reversed(done):
            if k + 1 <= m:
                out.append(f"UNDO {name} attempts={k + 1}")
            else:
                out.append(f"STUCK {name}")
                stuck = True
        out.append('NEEDS MANUAL FIX' if stuck else 'ROLLED BACK')
    print('\\n'.join(out))


main()
`,
    },
  },
];

export const hardCoding: CodingProblem[] = [
  {
    id: 'ms-deploy-waves',
    title: 'Deploy Services in Dependency Waves',
    description: `A release deploys services in waves. A service may be deployed in a wave only if every service it
depends on was deployed in an **earlier** wave. At most \`P\` services are deployed per wave; when more
are ready, the alphabetically smallest (ASCII order) go first and the rest wait for a later wave.
Dependency cycles make some services impossible to deploy.

**Input:** the first line has \`n P\`, the second line the \`n\` service names. The third line has \`m\`,
then \`m\` lines \`A B\` meaning service \`A\` depends on service \`B\`.

**Output:** one line per wave, \`wave <k>: <services in ASCII order>\`. If some services can never be
deployed, a final line \`BLOCKED: <those services in ASCII order>\`.`,
    examples: [
      {
        input: '4 2\napi db cache web\n3\napi db\napi cache\nweb api\n',
        output: 'wave 1: cache db\nwave 2: api\nwave 3: web',
        explanation:
          'db and cache have no dependencies (wave 1), api needs both (wave 2), web needs api (wave 3).',
      },
      {
        input: '3 5\na b c\n3\na b\nb a\nc a\n',
        output: 'BLOCKED: a b c',
        explanation: 'a and b depend on each other, and c waits for a, so nothing can be deployed.',
      },
    ],
    constraints: [
      '1 <= n <= 1000',
      '1 <= P <= 1000 (P may exceed n)',
      '0 <= m <= 10^4',
      'No dependency line is repeated.',
    ],
    testCases: [
      {
        input: '4 2\napi db cache web\n3\napi db\napi cache\nweb api\n',
        expectedOutput: 'wave 1: cache db\nwave 2: api\nwave 3: web',
        hidden: false,
      },
      { input: '3 5\na b c\n3\na b\nb a\nc a\n', expectedOutput: 'BLOCKED: a b c', hidden: false },
      { input: '1 1\nsolo\n0\n', expectedOutput: 'wave 1: solo', hidden: true },
      {
        input: '5 1\ne d c b a\n0\n',
        expectedOutput: 'wave 1: a\nwave 2: b\nwave 3: c\nwave 4: d\nwave 5: e',
        hidden: true,
      },
      {
        input:
          '6 2\nauth billing gateway orders search users\n6\ngateway auth\ngateway orders\norders users\norders billing\nsearch users\nbilling users\n',
        expectedOutput:
          'wave 1: auth users\nwave 2: billing search\nwave 3: orders\nwave 4: gateway',
        hidden: true,
      },
      {
        input: '4 3\nw x y z\n4\nx w\ny x\nz y\nw z\n',
        expectedOutput: 'BLOCKED: w x y z',
        hidden: true,
      },
      {
        input: '5 2\nA B C a b\n4\nb a\nC B\nB A\na A\n',
        expectedOutput: 'wave 1: A\nwave 2: B a\nwave 3: C b',
        hidden: true,
      },
      {
        input: '3 2\nself other third\n2\nself self\nthird other\n',
        expectedOutput: 'wave 1: other\nwave 2: third\nBLOCKED: self',
        hidden: true,
      },
    ],
    judge: {
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, p, m, mode = int(args[0]), int(args[1]), int(args[2]), args[3]
random.seed(' '.join(args))
names = set()
while len(names) < n:
    names.add(random.choice('abcdefghijklmnopqrstuvwxyzABC') + str(random.randint(0, 9999)))
names = sorted(names)
random.shuffle(names)
edges = set()
if mode == 'chain':
    for i in range(1, n):
        edges.add((names[i], names[i - 1]))
else:
    if n == 1:
        edges.add((names[0], names[0]))
    while len(edges) < m:
        i, j = random.randrange(n), random.randrange(n)
        if mode == 'dag' and i <= j:
            continue
        if mode == 'cycles' and i <= j and random.random() < 0.98:
            continue
        edges.add((names[i], names[j]))
edges = sorted(edges)
random.shuffle(edges)
disp = names[:]
random.shuffle(disp)
print(n, p)
print(' '.join(disp))
print(len(edges))
print('\n'.join('%s %s' % e for e in edges))
`,
      tests: [
        { args: '1000 7 10000 dag', label: 'n = 1,000, m = 10,000, P = 7' },
        { args: '1000 1 999 chain', label: 'n = 1,000, a chain of dependencies, P = 1' },
        { args: '1000 1000 10000 cycles', label: 'n = 1,000, m = 10,000, with cycles, P = 1,000' },
        { args: '1000 3 0 dag', label: 'n = 1,000, no dependencies, P = 3' },
        { args: '1 1000 1 cycles', label: 'n = 1, depends on itself, P = 1,000' },
      ],
      validator: String.raw`import sys, re
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
n, p = map(int, lines[0].split(' '))
assert 1 <= n <= 1000 and 1 <= p <= 1000, 'n or P out of range'
names = lines[1].split(' ')
assert len(names) == n and len(set(names)) == n, 'expected n distinct names'
assert all(re.fullmatch(r'\S+', x) for x in names), 'bad name'
m = int(lines[2])
assert 0 <= m <= 10**4, 'm out of range'
assert len(lines) == 3 + m, 'expected m dependencies'
known = set(names)
deps = set()
for line in lines[3:]:
    a, b = line.split(' ')
    assert a in known and b in known, 'unknown service'
    assert (a, b) not in deps, 'repeated dependency'
    deps.add((a, b))
`,
      wrongSolutions: [
        {
          name: 'same-wave-chain',
          language: 'python3',
          mustFail: 'WA',
          why: 'Deploys a service in the same wave as the dependency that just made it ready',
          source: String.raw`import sys
lines = sys.stdin.read().split('\n')
n, p = map(int, lines[0].split())
names = lines[1].split()
m = int(lines[2])
indeg = dict.fromkeys(names, 0)
dep = {s: [] for s in names}
for i in range(m):
    a, b = lines[3 + i].split()
    indeg[a] += 1
    dep[b].append(a)
ready = sorted(s for s in names if indeg[s] == 0)
done, out, wave = set(), [], 0
while ready:
    wave += 1
    batch = []
    while ready and len(batch) < p:
        s = ready.pop(0)
        batch.append(s)
        done.add(s)
        for d in dep[s]:
            indeg[d] -= 1
            if indeg[d] == 0:
                ready.append(d)
        ready.sort()
    out.append('wave %d: %s' % (wave, ' '.join(sorted(batch))))
blocked = sorted(s for s in names if s not in done)
if blocked:
    out.append('BLOCKED: ' + ' '.join(blocked))
print('\n'.join(out))
`,
        },
        {
          name: 'waiting-first',
          language: 'python3',
          mustFail: 'WA',
          why: 'Does not re-sort after a wave, so services left waiting go before newly ready ones that are alphabetically smaller',
          source: String.raw`import sys
lines = sys.stdin.read().split('\n')
n, p = map(int, lines[0].split())
names = lines[1].split()
m = int(lines[2])
indeg = dict.fromkeys(names, 0)
dep = {s: [] for s in names}
for i in range(m):
    a, b = lines[3 + i].split()
    indeg[a] += 1
    dep[b].append(a)
ready = sorted(s for s in names if indeg[s] == 0)
done, out, wave = set(), [], 0
while ready:
    wave += 1
    batch, ready = ready[:p], ready[p:]
    out.append('wave %d: %s' % (wave, ' '.join(sorted(batch))))
    new = []
    for s in batch:
        done.add(s)
        for d in dep[s]:
            indeg[d] -= 1
            if indeg[d] == 0:
                new.append(d)
    ready += sorted(new)
blocked = sorted(s for s in names if s not in done)
if blocked:
    out.append('BLOCKED: ' + ' '.join(blocked))
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
    n, p = map(int, lines[0].split())
    names = lines[1].split()
    m = int(lines[2])
    indeg = {s: 0 for s in names}
    dependents = {s: [] for s in names}
    for i in range(m):
        a, b = lines[3 + i].split()
        indeg[a] += 1
        dependents[b].append(a)
    ready = sorted(s for s in names if indeg[s] == 0)
    deployed = set()
    out = []
    wave = 0
    while ready:
        wave += 1
        batch, ready = ready[:p], ready[p:]
        out.append(f"wave {wave}: {' '.join(batch)}")
        for s in batch:
            deployed.add(s)
            for d in dependents[s]:
                indeg[d] -= 1
                if indeg[d] == 0:
                    ready.append(d)
        ready.sort()
    blocked = sorted(s for s in names if s not in deployed)
    if blocked:
        out.append(f"BLOCKED: {' '.join(blocked)}")
    print('\\n'.join(out))


main()
`,
    },
  },
  {
    id: 'ms-trace-self-time',
    title: 'Self Time per Service from a Distributed Trace',
    description: `A distributed trace is a tree of spans. Each span has an id, a parent span id (\`-\` for the root),
the service that ran it, and start and end times in milliseconds. A span's **self time** is its
duration minus the time during which at least one of its direct children was running, counting
only the part of each child inside the parent's interval. Children may run in parallel and overlap.

**Input:** the first line has \`n\`, then \`n\` lines \`id parent service start end\` (\`start <= end\`).

**Output:** the total self time per service, one \`service time\` line each, sorted by time descending
and then by service name in ASCII order.`,
    examples: [
      {
        input: '3\n1 - gateway 0 100\n2 1 orders 10 60\n3 1 users 40 90\n',
        output: 'orders 50\nusers 50\ngateway 20',
        explanation:
          'The children cover [10, 90], 80 ms, so gateway has 20 ms of self time; orders and users have no children.',
      },
      {
        input: '3\nr - api 0 50\nc1 r db 10 20\nc2 r db 15 70\n',
        output: 'db 65\napi 10',
        explanation:
          'Children cover [10, 50] inside the parent (c2 is clipped at 50): api self time 10; db gets 10 + 55 = 65.',
      },
    ],
    constraints: [
      '1 <= n <= 10^4',
      '0 <= start <= end <= 10^9',
      'Every parent id refers to a span of the input.',
    ],
    testCases: [
      {
        input: '3\n1 - gateway 0 100\n2 1 orders 10 60\n3 1 users 40 90\n',
        expectedOutput: 'orders 50\nusers 50\ngateway 20',
        hidden: false,
      },
      {
        input: '3\nr - api 0 50\nc1 r db 10 20\nc2 r db 15 70\n',
        expectedOutput: 'db 65\napi 10',
        hidden: false,
      },
      { input: '1\nx - solo 5 5\n', expectedOutput: 'solo 0', hidden: true },
      {
        input:
          '5\na - front 0 1000\nb a back 100 200\nc a back 300 400\nd b db 120 180\ne c db 300 400\n',
        expectedOutput: 'front 800\ndb 160\nback 40',
        hidden: true,
      },
      {
        input: '4\n1 - svc 0 30\n2 1 svc 0 10\n3 1 svc 10 20\n4 1 svc 20 30\n',
        expectedOutput: 'svc 30',
        hidden: true,
      },
      {
        input:
          '6\nroot - edge 0 100\nk1 root auth 0 5\nk2 root cart 5 50\nk3 k2 price 10 20\nk4 k2 price 15 25\nk5 root cart 40 100\n',
        expectedOutput: 'cart 90\nprice 20\nauth 5\nedge 0',
        hidden: true,
      },
      {
        input: '4\np - a 0 10\nq p b 20 30\nr p c 5 8\ns p c 6 9\n',
        expectedOutput: 'b 10\na 6\nc 6',
        hidden: true,
      },
    ],
    judge: {
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
svcs = ['svc%d' % i for i in range(20)]
spans = [(0, 10**9)]
parent = [-1]
for i in range(1, n):
    if mode == 'star':
        par = 0
    elif mode == 'chain':
        par = i - 1
    else:
        par = random.randrange(i)
    ps, pe = spans[par]
    if mode == 'chain':
        s, e = ps + random.randint(0, 40000), pe - random.randint(0, 40000)
        if s > e:
            s = e = (ps + pe) // 2
    elif mode == 'outside':
        s = random.randint(0, 10**9)
        e = min(10**9, s + random.randint(0, 10**8))
    else:
        s = random.randint(ps, pe)
        e = random.randint(s, min(pe, s + (pe - ps) // 2 + 1))
    spans.append((s, e))
    parent.append(par)
ids = list(range(n))
random.shuffle(ids)
rows = []
for i in range(n):
    rows.append('s%d %s %s %d %d' % (ids[i], 's%d' % ids[parent[i]] if parent[i] >= 0 else '-', random.choice(svcs), spans[i][0], spans[i][1]))
random.shuffle(rows)
print(n)
print('\n'.join(rows))
`,
      tests: [
        { args: '3000 random', label: 'n = 3,000, random tree' },
        { args: '10000 star', label: 'n = 10,000, one root with overlapping children' },
        { args: '2000 chain', label: 'n = 2,000, a chain of nested spans' },
        { args: '2000 outside', label: 'n = 2,000, children outside their parent' },
        { args: '1 random', label: 'n = 1' },
      ],
      validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
n = int(lines[0])
assert 1 <= n <= 10**4, 'n out of range'
assert len(lines) == n + 1, 'expected n spans'
par = {}
for line in lines[1:]:
    sid, p, svc, s, e = line.split(' ')
    assert sid not in par and sid != '-', 'repeated or bad span id'
    assert 0 <= int(s) <= int(e) <= 10**9, 'bad times'
    par[sid] = p
roots = [s for s, p in par.items() if p == '-']
assert len(roots) == 1, 'expected exactly one root'
assert all(p == '-' or p in par for p in par.values()), 'unknown parent'
kids = {}
for s, p in par.items():
    kids.setdefault(p, []).append(s)
seen, stack = set(), roots[:]
while stack:
    x = stack.pop()
    seen.add(x)
    stack.extend(kids.get(x, []))
assert len(seen) == n, 'spans do not form a tree'
`,
      wrongSolutions: [
        {
          name: 'sum-child-durations',
          language: 'python3',
          mustFail: 'WA',
          why: 'Subtracts the sum of the clipped child durations, counting overlapping children twice',
          source: String.raw`import sys
from collections import defaultdict
lines = sys.stdin.read().split('\n')
n = int(lines[0])
spans, kids = {}, defaultdict(list)
for i in range(n):
    sid, p, svc, s, e = lines[1 + i].split()
    spans[sid] = (svc, int(s), int(e))
    if p != '-':
        kids[p].append(sid)
tot = defaultdict(int)
for sid, (svc, s, e) in spans.items():
    cov = 0
    for c in kids[sid]:
        cov += max(0, min(e, spans[c][2]) - max(s, spans[c][1]))
    tot[svc] += e - s - cov
for svc, t in sorted(tot.items(), key=lambda kv: (-kv[1], kv[0])):
    print(svc, t)
`,
        },
        {
          name: 'no-clipping',
          language: 'python3',
          mustFail: 'WA',
          why: 'Merges the children without clipping them to the parent interval, so a child running past the parent end removes too much',
          source: String.raw`import sys
from collections import defaultdict
lines = sys.stdin.read().split('\n')
n = int(lines[0])
spans, kids = {}, defaultdict(list)
for i in range(n):
    sid, p, svc, s, e = lines[1 + i].split()
    spans[sid] = (svc, int(s), int(e))
    if p != '-':
        kids[p].append(sid)
tot = defaultdict(int)
for sid, (svc, s, e) in spans.items():
    iv = sorted((spans[c][1], spans[c][2]) for c in kids[sid])
    cov, cs, ce = 0, None, None
    for a, b in iv:
        if ce is None or a > ce:
            if ce is not None:
                cov += ce - cs
            cs, ce = a, b
        else:
            ce = max(ce, b)
    if ce is not None:
        cov += ce - cs
    tot[svc] += e - s - cov
for svc, t in sorted(tot.items(), key=lambda kv: (-kv[1], kv[0])):
    print(svc, t)
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys
from collections import defaultdict


def main():
    lines = sys.stdin.read().split('\\n')
    n = int(lines[0])
    spans = {}
    children = defaultdict(list)
    for i in range(n):
        sid, parent, service, start, end = lines[1 + i].split()
        spans[sid] = (service, int(start), int(end))
        if parent != '-':
            children[parent].append(sid)
    totals = defaultdict(int)
    for sid, (service, start, end) in spans.items():
        intervals = []
        for c in children[sid]:
            cs, ce = max(start, spans[c][1]), min(end, spans[c][2])
            if cs < ce:
                intervals.append((cs, ce))
        intervals.sort()
        covered = 0
        cur_s = cur_e = None
        for s, e in intervals:
            if cur_e is None or s > cur_e:
                if cur_e is not None:
                    covered += cur_e - cur_s
                cur_s, cur_e = s, e
            else:
                cur_e = max(cur_e, e)
        if cur_e is not None:
            covered += cur_e - cur_s
        totals[service] += (end - start) - covered
    for service, t in sorted(totals.items(), key=lambda kv: (-kv[1], kv[0])):
        print(service, t)


main()
`,
    },
  },
];
