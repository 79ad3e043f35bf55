import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'devops-11',
  order: 11,
  title: 'Site Reliability Engineering: SLOs, Error Budgets and Incidents',
  description:
    'Apply SRE practices: define SLIs and SLOs, manage error budgets and burn-rate alerts, reduce toil, run incidents and learn from blameless postmortems.',
  difficulty: 'Hard',
  testType: 'coding',
  objectives: [
    'Define service level indicators, objectives and agreements',
    'Compute error budgets and use them to balance reliability and velocity',
    'Alert on error-budget burn rates',
    'Run incident response and blameless postmortems, and reduce toil',
  ],
  lesson: `## SRE in one sentence

**Site Reliability Engineering (SRE)**, born at Google, is "what happens when you ask a software engineer to design an operations function". SRE treats reliability as a feature with explicit targets, manages risk with data, and automates operational work.

## SLIs, SLOs and SLAs

- A **service level indicator (SLI)** measures one aspect of the user experience as a ratio of good events to valid events: the share of HTTP requests that succeed, the share served in under 300 ms, the share of batch jobs finishing on time.
- A **service level objective (SLO)** is a target for an SLI over a time window: "99.9% of checkout requests succeed, measured over a rolling 30 days".
- A **service level agreement (SLA)** is a contract with consequences, such as refunds, if a promised level is missed. SLAs should be looser than internal SLOs.

Choose SLIs close to what users feel (measured at the load balancer or client), and SLOs that match what users actually need: a 99.9% target allows about 43 minutes of full downtime per 30 days; 99.99% allows about 4 minutes, and costs far more to achieve.

## Error budgets

The **error budget** is 100% minus the SLO. With a 99.9% success SLO and 10,000,000 requests in the window, the budget is 0.1% of them: **10,000 failed requests**. The budget turns reliability into a shared, quantitative decision:

- Budget remaining: ship features, run experiments, take calculated risks.
- Budget exhausted: freeze risky releases and prioritise reliability work until it recovers, as agreed in an **error budget policy** between product and engineering.

## Alerting on burn rate

Instead of alerting on every error spike, alert on how fast the budget is being consumed. A **burn rate** of 1 uses exactly the whole budget over the window; a burn rate of 14.4 would exhaust a 30-day budget in about two days. Multi-window alerts page when a high burn rate is seen over both a short and a long window (for example 1 hour and 5 minutes), and open tickets for slow burns. This catches serious problems quickly while ignoring harmless blips.

## Toil

**Toil** is manual, repetitive, automatable work that scales with service size and has no lasting value: restarting stuck jobs, hand-rotating certificates, copy-pasting deployments. SRE teams cap toil (Google's guideline is under 50% of time) and invest the rest in automation and engineering that removes it.

## Incidents

When things break, structure beats heroics:

- Declare an incident early, with a severity level.
- Assign roles: an **incident commander** coordinates, an operations lead investigates and mitigates, a communications lead updates stakeholders and status pages.
- **Mitigate first** (roll back, fail over, shed load), diagnose the root cause later.
- Keep a timeline in a shared channel.

Afterwards, write a **blameless postmortem**: what happened, impact, timeline, contributing factors, what went well, and concrete action items with owners. Blamelessness assumes people acted reasonably with the information they had, so the organisation learns about system weaknesses instead of hiding mistakes.

## Your challenge

Compute the error budget for a window of traffic and report how much of it has been consumed.
`,
  overview: {
    whatYouWillLearn: [
      'An SLI is a measured ratio of good events to valid events, such as successful requests or fast responses.',
      'An SLO is a target for an SLI over a window, such as 99.9% of requests succeeding over 30 days.',
      'The error budget is the allowed unreliability, 100% minus the SLO, expressed as failures or minutes.',
      'When the budget is spent, the team prioritises reliability work over new features.',
      'Burn-rate alerts fire when the budget is being consumed much faster than the window allows.',
      'Incident roles, clear communication and blameless postmortems turn failures into improvements.',
    ],
    proTip:
      "Do not promise 100% in an SLO: your users' own networks and devices are less reliable than that, and every extra nine multiplies cost; choose the lowest target that keeps users happy and spend the remaining budget on shipping features.",
  },
  mcqs: [],
  problems: [
    {
      id: 'error-budget',
      title: 'Error Budget Report',
      description: `The first line is the SLO as a percentage with at most 3 digits after the decimal point, for example \`99.9\` or \`99.95\`. Each following line describes one day: \`total failed\` (two integers, with \`failed <= total\`).

Let T be the total requests and F the total failed requests over all days. Compute:
- \`budget\`: the number of failures the SLO allows, \`floor(T * (100 - SLO) / 100)\` computed exactly (use integer arithmetic: \`99.95\` is 99950 thousandths of a percent).
- \`remaining\`: budget minus F (may be negative).
- \`consumed\`: \`floor(F * 100 / budget)\` followed by \`%\`, or \`n/a\` if the budget is 0.
- \`availability\`: \`(T - F) / T\` as a percentage truncated (not rounded) to 3 decimal places, printed with exactly 3 decimals and a \`%\` sign.
- \`status\`: \`OK\` if F <= budget, otherwise \`VIOLATED\`.

Print \`requests T\`, \`failed F\`, \`availability ...\`, \`budget ...\`, \`remaining ...\`, \`consumed ...\` and \`status ...\` on seven lines. If T is 0, print only \`no traffic\`.`,
      examples: [
        {
          input: `99.9
1000000 200
1000000 900
1000000 100
`,
          output: `requests 3000000
failed 1200
availability 99.960%
budget 3000
remaining 1800
consumed 40%
status OK`,
          explanation:
            '3,000,000 requests at 99.9% allow 3,000 failures; 1,200 failed, so 40% of the budget is used.',
        },
        {
          input: `99.95
100000 50
100000 100
`,
          output: `requests 200000
failed 150
availability 99.925%
budget 100
remaining -50
consumed 150%
status VIOLATED`,
          explanation:
            '99.95% of 200,000 requests allows 100 failures; 150 failed, so the SLO is violated and 150% of the budget is consumed.',
        },
      ],
      constraints: [
        '0 <= number of days <= 366',
        '0 <= failed <= total, and the sum of all totals is at most 10^13, so T * 100000 fits in a signed 64-bit integer',
        'The SLO is between 0 and 100 inclusive, with at most 3 decimals',
      ],
      testCases: [
        {
          input: `99.9
1000000 200
1000000 900
1000000 100
`,
          expectedOutput: `requests 3000000
failed 1200
availability 99.960%
budget 3000
remaining 1800
consumed 40%
status OK`,
          hidden: false,
        },
        {
          input: `99.95
100000 50
100000 100
`,
          expectedOutput: `requests 200000
failed 150
availability 99.925%
budget 100
remaining -50
consumed 150%
status VIOLATED`,
          hidden: false,
        },
        {
          input: `99.9
`,
          expectedOutput: `no traffic`,
          hidden: true,
        },
        {
          input: `99.9
999 0
`,
          expectedOutput: `requests 999
failed 0
availability 100.000%
budget 0
remaining 0
consumed n/a
status OK`,
          hidden: true,
        },
        {
          input: `100
5000 1
`,
          expectedOutput: `requests 5000
failed 1
availability 99.980%
budget 0
remaining -1
consumed n/a
status VIOLATED`,
          hidden: true,
        },
        {
          input: `99
1000000000000 10000000000
1000000000000 1
`,
          expectedOutput: `requests 2000000000000
failed 10000000001
availability 99.499%
budget 20000000000
remaining 9999999999
consumed 50%
status OK`,
          hidden: true,
        },
        {
          input: `99.999
3 1
`,
          expectedOutput: `requests 3
failed 1
availability 66.666%
budget 0
remaining -1
consumed n/a
status VIOLATED`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys
lines = sys.stdin.read().split('\\n')
slo = lines[0].strip()
if '.' in slo:
    whole, frac = slo.split('.')
else:
    whole, frac = slo, ''
s = int(whole) * 1000 + int((frac + '000')[:3])
T = F = 0
for line in lines[1:]:
    if line.strip():
        a, b = map(int, line.split())
        T += a; F += b
if T == 0:
    print('no traffic')
    sys.exit(0)
budget = T * (100000 - s) // 100000
avail = (T - F) * 100000 // T
print('requests', T)
print('failed', F)
print('availability %d.%03d%%' % (avail // 1000, avail % 1000))
print('budget', budget)
print('remaining', budget - F)
print('consumed', ('%d%%' % (F * 100 // budget)) if budget > 0 else 'n/a')
print('status', 'OK' if F <= budget else 'VIOLATED')
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
days, mode = int(args[0]), args[1]
random.seed(' '.join(args))
slo = random.choice(['99.9', '99.95', '99', '99.999', '95.5', '99.123'])
if mode == 'slo100':
    slo = '100'
elif mode == 'slo0':
    slo = '0.000'
cap = 10**13 // max(days, 1)
rows = []
for d in range(days):
    if mode == 'zero':
        t = 0
    elif mode == 'max':
        t = cap
    else:
        t = random.randint(cap // 2, cap)
    if mode == 'violated':
        f = random.randint(0, t // 200)
    elif mode == 'allfail':
        f = t
    else:
        f = random.randint(0, t // 5000)
    rows.append('%d %d' % (t, f))
print(slo)
print('\\n'.join(rows))
`,
        tests: [
          { args: '366 max', label: '366 days, total requests near 10^13' },
          { args: '366 violated', label: '366 days, budget violated' },
          { args: '366 zero', label: '366 days without traffic' },
          { args: '366 slo100', label: '366 days, SLO 100' },
          { args: '200 slo0', label: '200 days, SLO 0' },
          { args: '1 allfail', label: 'one day, every request failed' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
assert lines, 'missing SLO line'
m = re.fullmatch(r'([0-9]{1,3})(\\.[0-9]{1,3})?', lines[0])
assert m, 'bad SLO'
whole = int(m.group(1))
frac = int(((m.group(2) or '.')[1:] + '000')[:3])
assert whole * 1000 + frac <= 100000, 'SLO above 100'
days = lines[1:]
assert len(days) <= 366, 'too many days'
total = 0
for line in days:
    assert re.fullmatch(r'[0-9]+ [0-9]+', line), 'a day is two integers'
    t, f = map(int, line.split())
    assert 0 <= f <= t, 'failed must be <= total'
    total += t
assert total <= 10**13, 'sum of totals above 10^13'
`,
        wrongSolutions: [
          {
            name: 'int32-sums',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Adds the daily totals in 32-bit ints, which overflow long before the 10^13 requests the constraints allow',
            source: `#include <cstdio>
#include <cstring>
#include <string>
#include <iostream>
int main() {
    std::string slo;
    std::cin >> slo;
    long long whole = 0, frac = 0;
    size_t dot = slo.find('.');
    std::string w = dot == std::string::npos ? slo : slo.substr(0, dot);
    std::string f = dot == std::string::npos ? "" : slo.substr(dot + 1);
    f += "000";
    whole = std::stoll(w);
    frac = std::stoll(f.substr(0, 3));
    int s = (int)(whole * 1000 + frac);
    int T = 0, F = 0, a, b;
    while (std::cin >> a >> b) { T += a; F += b; }
    if (T == 0) { std::printf("no traffic\\n"); return 0; }
    long long budget = (long long)T * (100000 - s) / 100000;
    long long avail = (long long)(T - F) * 100000 / T;
    std::printf("requests %d\\nfailed %d\\n", T, F);
    std::printf("availability %lld.%03lld%%\\n", avail / 1000, avail % 1000);
    std::printf("budget %lld\\nremaining %lld\\n", budget, budget - F);
    if (budget > 0) std::printf("consumed %lld%%\\n", (long long)F * 100 / budget); else std::printf("consumed n/a\\n");
    std::printf("status %s\\n", F <= budget ? "OK" : "VIOLATED");
}
`,
          },
          {
            name: 'rounded-availability',
            language: 'python3',
            mustFail: 'WA',
            why: 'Rounds the availability to 3 decimals instead of truncating it',
            source: `import sys
lines = sys.stdin.read().split('\\n')
slo = lines[0].strip()
whole, _, frac = slo.partition('.')
s = int(whole) * 1000 + int((frac + '000')[:3])
T = F = 0
for line in lines[1:]:
    if line.strip():
        a, b = map(int, line.split())
        T += a; F += b
if T == 0:
    print('no traffic')
    sys.exit(0)
budget = T * (100000 - s) // 100000
print('requests', T)
print('failed', F)
print('availability %.3f%%' % ((T - F) * 100 / T))
print('budget', budget)
print('remaining', budget - F)
print('consumed', ('%d%%' % (F * 100 // budget)) if budget > 0 else 'n/a')
print('status', 'OK' if F <= budget else 'VIOLATED')
`,
          },
        ],
      },
    },
  ],
};
