import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'spring-12',
  order: 12,
  title: 'Microservices, Resilience and Deployment',
  description:
    'Build resilient distributed systems with circuit breakers, retries and messaging, and ship Spring Boot as containers or native images.',
  difficulty: 'Hard',
  testType: 'coding',
  objectives: [
    'Weigh microservices against a modular monolith',
    'Protect calls with timeouts, retries and circuit breakers',
    'Decouple services with asynchronous messaging',
    'Package Spring Boot apps as layered containers or GraalVM native images',
  ],
  lesson: `## Monolith first

Microservices let teams deploy independently and scale parts separately, but they add network failures, distributed data and operational cost. Many teams start with a **modular monolith** (Spring Modulith helps enforce module boundaries) and extract services only where the benefits are clear.

## Failure is normal

In a distributed system, remote calls fail or become slow. Every call needs a **timeout**. **Retries** with exponential backoff and jitter help with transient errors, but only for idempotent operations, and they multiply load on a struggling service. A **circuit breaker** stops calling a failing dependency for a while, failing fast instead of piling up threads.

\`\`\`java
@CircuitBreaker(name = "payments", fallbackMethod = "queuePayment")
@Retry(name = "payments")
public PaymentResult charge(Order order) {
    return paymentClient.charge(order);
}
\`\`\`

\`\`\`yaml
resilience4j.circuitbreaker.instances.payments:
  sliding-window-type: COUNT_BASED
  sliding-window-size: 10
  minimum-number-of-calls: 5
  failure-rate-threshold: 50
  wait-duration-in-open-state: 30s
  permitted-number-of-calls-in-half-open-state: 3
\`\`\`

With **Resilience4j**, a breaker is **CLOSED** at first: calls pass and their outcomes are recorded in a sliding window of the last N calls. Once at least the minimum number of calls is recorded and the failure rate reaches the threshold, it becomes **OPEN**: calls are rejected immediately (\`CallNotPermittedException\`), triggering the fallback. After the wait duration, the next call moves it to **HALF_OPEN**, where a limited number of trial calls is allowed. When those trials are done, the breaker compares their failure rate with the threshold: too many failures open it again, otherwise it closes with a fresh window.

## Messaging

Synchronous chains of REST calls couple availability: if any service is down, the whole request fails. **Asynchronous messaging** with Kafka or RabbitMQ (Spring for Apache Kafka, Spring AMQP, or Spring Cloud Stream) decouples them: the order service publishes \`OrderPlaced\`, and shipping and email consume it at their own pace. Use the **transactional outbox** pattern to publish events reliably together with database changes, and make consumers idempotent because messages can be delivered more than once.

## Packaging and deployment

\`./mvnw spring-boot:build-image\` builds an OCI image with Cloud Native Buildpacks, no Dockerfile needed. Boot JARs are **layered**, so dependencies and application code land in separate image layers and rebuilds push only what changed. **GraalVM native images** (\`-Pnative\`) start in tens of milliseconds with a small memory footprint, ideal for scale-to-zero platforms, at the cost of longer builds and restrictions on reflection. Class Data Sharing and Project CRaC are alternatives for faster JVM startup.

In Kubernetes, configure readiness and liveness probes, graceful shutdown (\`server.shutdown=graceful\`), resource limits, and externalised configuration. In the exercise you simulate the circuit breaker state machine described above.`,
  overview: {
    whatYouWillLearn: [
      'Trade-offs of microservices versus a modular monolith',
      'Timeouts, retries with backoff and idempotency',
      'The CLOSED, OPEN and HALF_OPEN states of a circuit breaker',
      'Asynchronous messaging, the outbox pattern and idempotent consumers',
      'Buildpack images and layered JARs',
      'GraalVM native images and startup optimisations',
    ],
    proTip:
      'Always pair a circuit breaker with a meaningful fallback and a metric on its state; an open breaker nobody notices is just a silent outage.',
  },
  mcqs: [],
  problems: [
    {
      id: 'spring-circuit-breaker',
      title: 'Circuit Breaker State Machine',
      description: `Simulate a count-based circuit breaker.

**Input:** the first line holds N T M W H: the sliding window size, the failure rate threshold in percent, the minimum number of calls, the wait duration in the open state and the number of permitted calls in the half-open state. The second line holds k, followed by k lines \`t outcome\` (increasing times; outcome \`success\` or \`failure\` is what the call would return if permitted).

**Rules** for each call at time t:
1. If the state is OPEN and t - openedAt >= W, print \`t transition OPEN -> HALF_OPEN\` and switch to HALF_OPEN with no trial calls recorded.
2. If the state is OPEN, print \`t OPEN rejected\` and go to the next call.
3. Print \`t STATE outcome\`.
4. In CLOSED, append the outcome to the window, keeping only the last N. If the window holds at least M calls and failures x 100 >= T x (calls in window), print \`t transition CLOSED -> OPEN\`, set openedAt = t and clear the window.
5. In HALF_OPEN, record the outcome; once H outcomes are recorded, if failures x 100 >= T x H print \`t transition HALF_OPEN -> OPEN\` and set openedAt = t, otherwise print \`t transition HALF_OPEN -> CLOSED\` with an empty window.

Finally print \`final STATE\`.`,
      examples: [
        {
          input:
            '4 50 4 1000 2\n7\n0 success\n10 failure\n20 failure\n30 success\n40 success\n1030 success\n1040 success\n',
          output:
            '0 CLOSED success\n10 CLOSED failure\n20 CLOSED failure\n30 CLOSED success\n30 transition CLOSED -> OPEN\n40 OPEN rejected\n1030 transition OPEN -> HALF_OPEN\n1030 HALF_OPEN success\n1040 HALF_OPEN success\n1040 transition HALF_OPEN -> CLOSED\nfinal CLOSED',
          explanation:
            'Two failures out of four reach 50 percent; two successful trials close the breaker.',
        },
        {
          input:
            '2 50 2 100 1\n6\n0 failure\n5 failure\n50 success\n105 failure\n150 success\n205 success\n',
          output:
            '0 CLOSED failure\n5 CLOSED failure\n5 transition CLOSED -> OPEN\n50 OPEN rejected\n105 transition OPEN -> HALF_OPEN\n105 HALF_OPEN failure\n105 transition HALF_OPEN -> OPEN\n150 OPEN rejected\n205 transition OPEN -> HALF_OPEN\n205 HALF_OPEN success\n205 transition HALF_OPEN -> CLOSED\nfinal CLOSED',
          explanation: 'The first trial fails and reopens the breaker; the second succeeds.',
        },
      ],
      constraints: [
        '1 <= N, M, H <= 100',
        '1 <= T <= 100',
        '0 <= k <= 10000',
        'Times and W are non-negative and fit in 64-bit integers',
      ],
      testCases: [
        {
          input:
            '4 50 4 1000 2\n7\n0 success\n10 failure\n20 failure\n30 success\n40 success\n1030 success\n1040 success\n',
          expectedOutput:
            '0 CLOSED success\n10 CLOSED failure\n20 CLOSED failure\n30 CLOSED success\n30 transition CLOSED -> OPEN\n40 OPEN rejected\n1030 transition OPEN -> HALF_OPEN\n1030 HALF_OPEN success\n1040 HALF_OPEN success\n1040 transition HALF_OPEN -> CLOSED\nfinal CLOSED',
          hidden: false,
        },
        {
          input:
            '2 50 2 100 1\n6\n0 failure\n5 failure\n50 success\n105 failure\n150 success\n205 success\n',
          expectedOutput:
            '0 CLOSED failure\n5 CLOSED failure\n5 transition CLOSED -> OPEN\n50 OPEN rejected\n105 transition OPEN -> HALF_OPEN\n105 HALF_OPEN failure\n105 transition HALF_OPEN -> OPEN\n150 OPEN rejected\n205 transition OPEN -> HALF_OPEN\n205 HALF_OPEN success\n205 transition HALF_OPEN -> CLOSED\nfinal CLOSED',
          hidden: false,
        },
        {
          input: '10 50 5 1000 1\n4\n0 failure\n1 failure\n2 failure\n3 failure\n',
          expectedOutput:
            '0 CLOSED failure\n1 CLOSED failure\n2 CLOSED failure\n3 CLOSED failure\nfinal CLOSED',
          hidden: true,
        },
        {
          input:
            '3 67 3 10 1\n7\n0 failure\n1 failure\n2 success\n3 success\n4 failure\n5 failure\n6 failure\n',
          expectedOutput:
            '0 CLOSED failure\n1 CLOSED failure\n2 CLOSED success\n3 CLOSED success\n4 CLOSED failure\n5 CLOSED failure\n6 CLOSED failure\n6 transition CLOSED -> OPEN\nfinal OPEN',
          hidden: true,
        },
        { input: '5 50 5 1000 3\n0\n', expectedOutput: 'final CLOSED', hidden: true },
        {
          input:
            '2 100 2 50 2\n6\n0 failure\n1 success\n2 failure\n3 failure\n53 success\n54 failure\n',
          expectedOutput:
            '0 CLOSED failure\n1 CLOSED success\n2 CLOSED failure\n3 CLOSED failure\n3 transition CLOSED -> OPEN\n53 transition OPEN -> HALF_OPEN\n53 HALF_OPEN success\n54 HALF_OPEN failure\n54 transition HALF_OPEN -> CLOSED\nfinal CLOSED',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys

tokens = sys.stdin.read().split()
N, T, M, W, H = (int(x) for x in tokens[:5])
k = int(tokens[5])
state = 'CLOSED'
window = []
trials = []
opened = 0
out = []
for i in range(k):
    t = int(tokens[6 + 2 * i])
    outcome = tokens[7 + 2 * i]
    if state == 'OPEN' and t - opened >= W:
        out.append('%d transition OPEN -> HALF_OPEN' % t)
        state = 'HALF_OPEN'
        trials = []
    if state == 'OPEN':
        out.append('%d OPEN rejected' % t)
        continue
    out.append('%d %s %s' % (t, state, outcome))
    if state == 'CLOSED':
        window.append(outcome)
        window = window[-N:]
        fails = window.count('failure')
        if len(window) >= M and fails * 100 >= T * len(window):
            out.append('%d transition CLOSED -> OPEN' % t)
            state = 'OPEN'
            opened = t
            window = []
    else:
        trials.append(outcome)
        if len(trials) == H:
            if trials.count('failure') * 100 >= T * H:
                out.append('%d transition HALF_OPEN -> OPEN' % t)
                state = 'OPEN'
                opened = t
            else:
                out.append('%d transition HALF_OPEN -> CLOSED' % t)
                state = 'CLOSED'
                window = []
out.append('final ' + state)
print('\\n'.join(out))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
N, T, M, W, H, k, mode = [int(x) for x in args[:6]] + [args[6]]
random.seed(' '.join(args))
t = 0 if mode != 'big' else 2**62
print(N, T, M, W, H)
print(k)
p_fail = {'flaky': 0.5, 'down': 0.95, 'ok': 0.05}.get(mode, 0.5)
for i in range(k):
    if mode == 'phases':
        p_fail = 0.9 if (i // 500) % 2 == 0 else 0.1
    print(t, 'failure' if random.random() < p_fail else 'success')
    t += random.choice([1, 1, 2, W // 2 + 1, W, W + 1]) if W else 1
`,
        tests: [
          {
            args: '100 50 100 1000 10 10000 flaky',
            label: 'k = 10,000, window 100, half the calls fail',
          },
          { args: '10 50 5 100 3 10000 phases', label: 'k = 10,000, failing and healthy phases' },
          {
            args: '100 100 100 5 100 3000 down',
            label: 'k = 3,000, threshold 100%, almost every call fails',
          },
          { args: '1 1 1 0 1 3000 ok', label: 'k = 3,000, N = M = H = 1, W = 0' },
          { args: '20 50 10 1000000000000000 5 2000 big', label: 'times from 2^62, W = 10^15' },
          { args: '5 50 3 10 2 1 flaky', label: 'one call' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
head = lines[0].split(' ')
assert len(head) == 5 and all(re.fullmatch('[0-9]+', x) for x in head), 'bad first line'
N, T, M, W, H = map(int, head)
assert 1 <= N <= 100 and 1 <= M <= 100 and 1 <= H <= 100 and 1 <= T <= 100 and W < 2**63, 'parameter out of range'
k = int(lines[1])
assert 0 <= k <= 10000 and len(lines) == k + 2, 'k out of range'
prev = -1
for line in lines[2:]:
    t, o = line.split(' ')
    assert re.fullmatch('[0-9]+', t) and int(t) < 2**63 and o in ('success', 'failure'), 'bad call'
    assert int(t) > prev, 'times must increase'
    prev = int(t)
`,
        wrongSolutions: [
          {
            name: 'rate-strictly-above',
            language: 'python3',
            mustFail: 'WA',
            why: 'Opens only when the failure rate is strictly above the threshold, but reaching it is enough',
            source: `import sys
tokens = sys.stdin.read().split()
N, T, M, W, H = (int(x) for x in tokens[:5])
k = int(tokens[5])
state, window, trials, opened, out = 'CLOSED', [], [], 0, []
for i in range(k):
    t = int(tokens[6 + 2 * i]); outcome = tokens[7 + 2 * i]
    if state == 'OPEN' and t - opened >= W:
        out.append('%d transition OPEN -> HALF_OPEN' % t); state = 'HALF_OPEN'; trials = []
    if state == 'OPEN':
        out.append('%d OPEN rejected' % t); continue
    out.append('%d %s %s' % (t, state, outcome))
    if state == 'CLOSED':
        window = (window + [outcome])[-N:]
        if len(window) >= M and window.count('failure') * 100 > T * len(window):
            out.append('%d transition CLOSED -> OPEN' % t); state = 'OPEN'; opened = t; window = []
    else:
        trials.append(outcome)
        if len(trials) == H:
            if trials.count('failure') * 100 > T * H:
                out.append('%d transition HALF_OPEN -> OPEN' % t); state = 'OPEN'; opened = t
            else:
                out.append('%d transition HALF_OPEN -> CLOSED' % t); state = 'CLOSED'; window = []
out.append('final ' + state)
print('\\n'.join(out))
`,
          },
          {
            name: 'unbounded-window',
            language: 'python3',
            mustFail: 'WA',
            why: 'Keeps every outcome since the circuit closed instead of only the last N',
            source: `import sys
tokens = sys.stdin.read().split()
N, T, M, W, H = (int(x) for x in tokens[:5])
k = int(tokens[5])
state, window, trials, opened, out = 'CLOSED', [], [], 0, []
for i in range(k):
    t = int(tokens[6 + 2 * i]); outcome = tokens[7 + 2 * i]
    if state == 'OPEN' and t - opened >= W:
        out.append('%d transition OPEN -> HALF_OPEN' % t); state = 'HALF_OPEN'; trials = []
    if state == 'OPEN':
        out.append('%d OPEN rejected' % t); continue
    out.append('%d %s %s' % (t, state, outcome))
    if state == 'CLOSED':
        window.append(outcome)
        if len(window) >= M and window.count('failure') * 100 >= T * len(window):
            out.append('%d transition CLOSED -> OPEN' % t); state = 'OPEN'; opened = t; window = []
    else:
        trials.append(outcome)
        if len(trials) == H:
            if trials.count('failure') * 100 >= T * H:
                out.append('%d transition HALF_OPEN -> OPEN' % t); state = 'OPEN'; opened = t
            else:
                out.append('%d transition HALF_OPEN -> CLOSED' % t); state = 'CLOSED'; window = []
out.append('final ' + state)
print('\\n'.join(out))
`,
          },
        ],
      },
    },
  ],
};
