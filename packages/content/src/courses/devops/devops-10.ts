import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'devops-10',
  order: 10,
  title: 'Observability: Metrics, Logs and Traces',
  description:
    'Make systems observable with the three pillars, instrument services with OpenTelemetry, collect metrics with Prometheus, analyse latency percentiles, and build dashboards and alerts that matter.',
  difficulty: 'Hard',
  testType: 'coding',
  objectives: [
    'Distinguish monitoring from observability and metrics, logs and traces',
    'Instrument services with OpenTelemetry and structured logging',
    'Query metrics with Prometheus and reason about latency percentiles',
    'Design dashboards and symptom-based alerts with RED and USE',
  ],
  lesson: `## From monitoring to observability

**Monitoring** answers questions you knew to ask: is the CPU high, is the site up? **Observability** is the ability to understand *why* a system behaves as it does, including failures nobody predicted, by exploring the telemetry it emits. In distributed systems with dozens of services, that ability is essential.

## The three pillars

- **Metrics**: numeric time series (requests per second, error count, queue depth, memory). Cheap to store and query, ideal for dashboards and alerts, but aggregated, so details are lost. Beware **high cardinality**: a label with a unique value per user creates millions of series.
- **Logs**: timestamped records of discrete events. Emit **structured** logs (JSON with fields such as \`level\`, \`service\`, \`trace_id\`, \`user_id\`) so they can be filtered and aggregated, and ship them centrally (Loki, Elasticsearch/OpenSearch, cloud logging).
- **Traces**: a trace follows one request through every service it touches; each step is a **span** with timing and attributes. Traces show where the time went (Jaeger, Tempo, Zipkin, vendor APMs).

Profiles (continuous profiling) and events are often called the fourth and fifth signals.

## OpenTelemetry

**OpenTelemetry (OTel)**, a CNCF project, provides vendor-neutral APIs, SDKs and auto-instrumentation for metrics, logs and traces in all major languages, plus the **Collector**, which receives, processes and exports telemetry to any backend. Instrument once with OTel and you can switch vendors without touching code. Context propagation (W3C \`traceparent\` headers) links spans across service boundaries.

## Prometheus and PromQL

**Prometheus** scrapes metrics endpoints (\`/metrics\`) on a schedule and stores them as time series. **PromQL** queries them:

\`\`\`promql
sum by (route) (rate(http_requests_total{status=~"5.."}[5m]))
  / sum by (route) (rate(http_requests_total[5m]))                 # error ratio per route

histogram_quantile(0.95,
  sum by (le, route) (rate(http_request_duration_seconds_bucket[5m])))   # p95 latency
\`\`\`

**Grafana** visualises it, and **Alertmanager** routes alerts. Long-term storage uses Thanos, Mimir or managed services.

## Percentiles, not averages

Latency distributions have long tails. If 95 requests take 50 ms and 5 take 4 seconds, the average (about 250 ms) describes nobody's experience. **Percentiles** do: the **p50** (median) is the typical request; the **p95** or **p99** is what the slowest 5% or 1% experience, often your most active users with the biggest carts. A simple definition is **nearest rank**: sort the N values, and the p-th percentile is the value at position ceil(p/100 × N).

## Dashboards and alerts

- **RED method** for services: **R**ate, **E**rrors, **D**uration.
- **USE method** for resources: **U**tilisation, **S**aturation, **E**rrors.
- The **four golden signals** (Google SRE): latency, traffic, errors, saturation.

Alert on **symptoms users feel** (error ratio, p99 latency, SLO burn rate), not on every cause (CPU at 80%). Every page must be **actionable** and link to a runbook; noisy alerts train people to ignore them.

## Your challenge

Summarise an access log per route: request count, server errors and nearest-rank latency percentiles.
`,
  overview: {
    whatYouWillLearn: [
      "Observability is the ability to understand a system's internal state from its outputs, including questions nobody anticipated.",
      'Metrics are cheap numeric time series, logs are detailed event records, and traces follow one request across services.',
      'OpenTelemetry is the vendor-neutral standard for instrumenting and exporting all three signals.',
      'Prometheus scrapes metrics and PromQL aggregates them, for example rates and histogram quantiles.',
      'Averages hide tail latency, so services are judged by percentiles such as p95 and p99.',
      'Alerts should fire on user-visible symptoms and be actionable, while dashboards follow the RED and USE methods.',
    ],
    proTip:
      "Always attach a trace ID to every log line (OpenTelemetry log correlation does this automatically): when an alert fires, you can jump from the slow request's trace to exactly the log lines it produced across every service.",
  },
  mcqs: [],
  problems: [
    {
      id: 'latency-percentiles',
      title: 'Latency Percentiles per Route',
      description: `Each input line is an access-log entry: \`timestamp method path status latency_ms\`, separated by single spaces, for example \`2026-03-01T10:00:00Z GET /api/orders 200 123\`. A line is **malformed** if it does not have exactly 5 fields or if status or latency is not a non-negative integer; skip malformed lines. Blank lines are ignored.

For each path, compute:
- \`count\`: number of requests
- \`errors\`: requests with status 500 or higher
- \`p50\` and \`p95\`: nearest-rank percentiles of latency (sort the latencies ascending; the p-th percentile is the value at 1-based position \`ceil(p * count / 100)\`)
- \`max\`: the highest latency

Print one line per path, sorted by path (character order): \`path count=C errors=E p50=A p95=B max=M\`. If at least one line was skipped, print a final line \`skipped K\`. If there are no valid requests at all, print \`no requests\` (followed by the skipped line if any).`,
      examples: [
        {
          input: `2026-03-01T10:00:00Z GET /api/orders 200 50
2026-03-01T10:00:01Z GET /api/orders 503 900
2026-03-01T10:00:02Z GET /health 200 2
2026-03-01T10:00:03Z POST /api/orders 201 60
2026-03-01T10:00:04Z GET /api/orders 200 40
`,
          output: `/api/orders count=4 errors=1 p50=50 p95=900 max=900
/health count=1 errors=0 p50=2 p95=2 max=2`,
          explanation:
            '/api/orders has four requests; sorted latencies 40 50 60 900, so p50 is the 2nd value (50) and p95 the 4th (900). One 503 counts as an error.',
        },
        {
          input: `t1 GET /a 200 10
t2 GET /a 200
t3 GET /a 200 fast
t4 GET /b 404 7
`,
          output: `/a count=1 errors=0 p50=10 p95=10 max=10
/b count=1 errors=0 p50=7 p95=7 max=7
skipped 2`,
          explanation:
            'The second line has only four fields and the third a non-numeric latency, so both are skipped.',
        },
      ],
      constraints: [
        '0 <= number of lines <= 10^4',
        '0 <= latency <= 10^7',
        'Paths contain no spaces',
      ],
      testCases: [
        {
          input: `2026-03-01T10:00:00Z GET /api/orders 200 50
2026-03-01T10:00:01Z GET /api/orders 503 900
2026-03-01T10:00:02Z GET /health 200 2
2026-03-01T10:00:03Z POST /api/orders 201 60
2026-03-01T10:00:04Z GET /api/orders 200 40
`,
          expectedOutput: `/api/orders count=4 errors=1 p50=50 p95=900 max=900
/health count=1 errors=0 p50=2 p95=2 max=2`,
          hidden: false,
        },
        {
          input: `t1 GET /a 200 10
t2 GET /a 200
t3 GET /a 200 fast
t4 GET /b 404 7
`,
          expectedOutput: `/a count=1 errors=0 p50=10 p95=10 max=10
/b count=1 errors=0 p50=7 p95=7 max=7
skipped 2`,
          hidden: false,
        },
        { input: ``, expectedOutput: `no requests`, hidden: true },
        {
          input: `bad line
`,
          expectedOutput: `no requests
skipped 1`,
          hidden: true,
        },
        {
          input: `t GET /x 500 1
t GET /x 499 2
t GET /x 599 3
t GET /x 200 4
t GET /x 200 5
t GET /x 200 6
t GET /x 200 7
t GET /x 200 8
t GET /x 200 9
t GET /x 200 10
t GET /x 200 11
t GET /x 200 12
t GET /x 200 13
t GET /x 200 14
t GET /x 200 15
t GET /x 200 16
t GET /x 200 17
t GET /x 200 18
t GET /x 200 19
t GET /x 200 20
t GET /x 200 21
`,
          expectedOutput: `/x count=21 errors=2 p50=11 p95=20 max=21`,
          hidden: true,
        },
        {
          input: `t GET /b 200 10000000
t GET /a 200 0
t GET /B 200 5
t GET /a -200 5
`,
          expectedOutput: `/B count=1 errors=0 p50=5 p95=5 max=5
/a count=1 errors=0 p50=0 p95=0 max=0
/b count=1 errors=0 p50=10000000 p95=10000000 max=10000000
skipped 1`,
          hidden: true,
        },
        {
          input: `t GET /only 200 30
`,
          expectedOutput: `/only count=1 errors=0 p50=30 p95=30 max=30`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys
data = {}
skipped = 0
for line in sys.stdin.read().split('\\n'):
    if not line.strip():
        continue
    t = line.split(' ')
    if len(t) != 5 or not t[3].isdigit() or not t[4].isdigit():
        skipped += 1
        continue
    d = data.setdefault(t[2], [[], 0])
    d[0].append(int(t[4]))
    if int(t[3]) >= 500:
        d[1] += 1
if not data:
    print('no requests')
for path in sorted(data):
    lat, err = data[path]
    lat.sort()
    n = len(lat)
    def pct(p):
        return lat[(p * n + 99) // 100 - 1]
    print('%s count=%d errors=%d p50=%d p95=%d max=%d' % (path, n, err, pct(50), pct(95), lat[-1]))
if skipped:
    print('skipped %d' % skipped)
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
paths = ['/api/orders', '/api/users', '/health', '/API/orders', '/api/orders/42', '/a', '/b-c_d', '/z']
out = []
for i in range(n):
    ts = 't%d' % i
    method = random.choice(['GET', 'POST', 'PUT', 'DELETE'])
    if mode == 'onepath':
        path = '/api/orders'
    elif mode == 'many':
        path = '/p%d' % random.randint(1, 40)
    else:
        path = random.choice(paths)
    status = random.choice([200, 201, 204, 301, 404, 499, 500, 502, 503, 599])
    lat = random.choice([random.randint(0, 10**7), random.randint(0, 500), 0, 10**7])
    line = '%s %s %s %d %d' % (ts, method, path, status, lat)
    if mode == 'allbad' or (mode == 'mixed' and random.random() < 0.1):
        line = random.choice([
            '%s %s %s %d' % (ts, method, path, status),
            '%s %s %s %d %d extra' % (ts, method, path, status, lat),
            '%s %s %s -%d %d' % (ts, method, path, status, lat),
            '%s %s %s %d -%d' % (ts, method, path, status, lat),
            '%s %s %s %d %dms' % (ts, method, path, status, lat),
            '%s %s %s OK %d' % (ts, method, path, lat),
            'garbage',
        ])
    if mode == 'mixed' and random.random() < 0.02:
        line = ''
    out.append(line)
print('\\n'.join(out))
`,
        tests: [
          { args: '10000 mixed', label: '10,000 lines, 8 paths, some malformed or blank' },
          { args: '1000 onepath', label: '1,000 requests to one path' },
          { args: '1500 many', label: '1,500 requests over 40 paths' },
          { args: '10000 allbad', label: '10,000 malformed lines' },
          { args: '37 many', label: '37 requests, small counts per path' },
        ],
        validator: `import re, sys
data = sys.stdin.read()
lines = data.split('\\n')
if lines and lines[-1] == '':
    lines.pop()
assert len(lines) <= 10**4, 'too many lines'
for line in lines:
    assert all(32 <= ord(c) < 127 for c in line), 'non-printable character'
    t = line.split(' ')
    if len(t) == 5 and re.fullmatch('[0-9]+', t[3]) and re.fullmatch('[0-9]+', t[4]):
        assert int(t[4]) <= 10**7, 'latency out of range'
`,
        wrongSolutions: [
          {
            name: 'floor-percentile-index',
            language: 'python3',
            mustFail: 'WA',
            why: 'Takes the value at 0-based index floor(p * count / 100) instead of the nearest rank ceil(p * count / 100)',
            source: `import sys
data = {}
skipped = 0
for line in sys.stdin.read().split('\\n'):
    if not line.strip():
        continue
    t = line.split(' ')
    if len(t) != 5 or not t[3].isdigit() or not t[4].isdigit():
        skipped += 1
        continue
    d = data.setdefault(t[2], [[], 0])
    d[0].append(int(t[4]))
    if int(t[3]) >= 500:
        d[1] += 1
if not data:
    print('no requests')
for path in sorted(data):
    lat, err = data[path]
    lat.sort()
    n = len(lat)
    def pct(p):
        return lat[min(n - 1, p * n // 100)]
    print('%s count=%d errors=%d p50=%d p95=%d max=%d' % (path, n, err, pct(50), pct(95), lat[-1]))
if skipped:
    print('skipped %d' % skipped)
`,
          },
          {
            name: 'errors-above-500',
            language: 'python3',
            mustFail: 'WA',
            why: 'Counts only statuses above 500 as errors, missing status 500 itself',
            source: `import sys
data = {}
skipped = 0
for line in sys.stdin.read().split('\\n'):
    if not line.strip():
        continue
    t = line.split(' ')
    if len(t) != 5 or not t[3].isdigit() or not t[4].isdigit():
        skipped += 1
        continue
    d = data.setdefault(t[2], [[], 0])
    d[0].append(int(t[4]))
    if int(t[3]) > 500:
        d[1] += 1
if not data:
    print('no requests')
for path in sorted(data):
    lat, err = data[path]
    lat.sort()
    n = len(lat)
    def pct(p):
        return lat[(p * n + 99) // 100 - 1]
    print('%s count=%d errors=%d p50=%d p95=%d max=%d' % (path, n, err, pct(50), pct(95), lat[-1]))
if skipped:
    print('skipped %d' % skipped)
`,
          },
        ],
      },
    },
  ],
};
