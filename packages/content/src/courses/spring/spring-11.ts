import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'spring-11',
  order: 11,
  title: 'Observability with Actuator and Micrometer',
  description: 'Make services observable in production with Actuator endpoints, health checks, Micrometer metrics, tracing and structured logs.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Expose and secure Actuator endpoints',
    'Implement liveness and readiness health checks',
    'Record custom metrics and observations with Micrometer',
    'Correlate logs and traces across services',
  ],
  lesson: `## Actuator

\`spring-boot-starter-actuator\` adds production endpoints under \`/actuator\`: \`health\`, \`info\`, \`metrics\`, \`prometheus\` (with the Prometheus registry), \`env\`, \`loggers\`, \`threaddump\` and more. Only \`health\` is exposed over HTTP by default, because others reveal internals.

\`\`\`yaml
management:
  endpoints:
    web:
      exposure:
        include: health,info,prometheus
  endpoint:
    health:
      probes:
        enabled: true
      show-details: when-authorized
  server:
    port: 8081   # separate port, not reachable from the public internet
\`\`\`

Expose sensitive endpoints only on an internal port or behind authentication; \`/actuator/env\` and \`heapdump\` can leak secrets.

## Health checks

Health aggregates **indicators**: database, disk space, Redis, custom ones you write by implementing \`HealthIndicator\`. For Kubernetes, Boot provides two **probes**: \`/actuator/health/liveness\` (is the process alive, or should it be restarted?) and \`/actuator/health/readiness\` (can it take traffic now?). Do not put external dependencies into liveness: if the database is down, restarting every pod makes things worse; mark the instance unready instead.

## Metrics with Micrometer

**Micrometer** is a vendor-neutral metrics facade, like SLF4J for metrics. Boot records HTTP server requests, JVM memory and GC, connection pools, caches and more, and exports them to Prometheus, Datadog, OTLP and others.

\`\`\`java
@Service
class CheckoutService {
    private final Counter orders;
    private final Timer paymentTimer;

    CheckoutService(MeterRegistry registry) {
        this.orders = Counter.builder("shop.orders.placed").tag("channel", "web").register(registry);
        this.paymentTimer = Timer.builder("shop.payment.duration").publishPercentileHistogram().register(registry);
    }

    void checkout(Cart cart) {
        paymentTimer.record(() -> payments.charge(cart));
        orders.increment();
    }
}
\`\`\`

Use **counters** for things that only increase, **gauges** for current values (queue size), **timers** for latencies with percentiles. Keep tag values low-cardinality: never tag with user ids or raw URLs, or the number of time series explodes. Track the "RED" signals for every service: Rate, Errors and Duration.

## Tracing

The **Observation API** (\`@Observed\` or \`Observation.createNotStarted(...)\`) produces both metrics and traces. With Micrometer Tracing and an OpenTelemetry bridge, every request gets a **trace id** that is propagated through \`RestClient\`, \`WebClient\` and messaging to downstream services, then exported to Jaeger, Zipkin or Grafana Tempo. A slow checkout can then be followed across five services in one view.

## Logs

Boot adds the trace and span ids to the logging context, so every log line can be correlated with its trace. Recent Spring Boot versions support **structured logging** in JSON formats (ECS, Logstash) with one property, ready for log platforms. Change log levels at runtime through the \`loggers\` endpoint instead of redeploying. Together, metrics tell you *that* something is wrong, traces *where*, and logs *why*.`,
  overview: {
    whatYouWillLearn: [
      'Actuator endpoints and how to expose them safely',
      'Liveness versus readiness probes',
      'Micrometer counters, gauges and timers',
      'Tag cardinality and the RED signals',
      'Distributed tracing with the Observation API and OpenTelemetry',
      'Correlated, structured logs and runtime log levels',
    ],
    proTip: 'Serve Actuator on a separate management port that only your monitoring network can reach; it removes a whole class of accidental exposures.',
  },
  mcqs: [
    {
      question: 'Which Actuator endpoint is exposed over HTTP by default?',
      options: { A: 'env', B: 'heapdump', C: 'health', D: 'threaddump' },
      correct: 'C',
      explanation: 'Only health is exposed by default because others reveal internals.',
    },
    {
      question: 'The database is temporarily down. Which probe should fail?',
      options: { A: 'Readiness, so traffic stops without restarting the pod', B: 'Liveness, so the pod restarts', C: 'Both', D: 'Neither' },
      correct: 'A',
      explanation: 'Restarting does not fix an external outage; taking the instance out of rotation does.',
    },
    {
      question: 'Which Micrometer meter type fits request latency with percentiles?',
      options: { A: 'Counter', B: 'Gauge', C: 'LongTaskTimer only', D: 'Timer' },
      correct: 'D',
      explanation: 'Timers record durations and can publish histograms.',
    },
    {
      question: 'Why should you not tag metrics with user ids?',
      options: { A: 'Tags must be numbers', B: 'High cardinality creates huge numbers of time series', C: 'User ids are not strings', D: 'Micrometer rejects tags' },
      correct: 'B',
      explanation: 'Each distinct tag value creates a new series, overwhelming the backend.',
    },
    {
      question: 'What does distributed tracing add compared with metrics?',
      options: { A: 'It follows a single request across services with a shared trace id', B: 'It replaces logging entirely', C: 'It measures CPU temperature', D: 'It compresses responses' },
      correct: 'A',
      explanation: 'Traces show where time is spent for individual requests.',
    },
    {
      question: 'Micrometer is best described as what?',
      options: { A: 'A database', B: 'A logging framework', C: 'A load balancer', D: 'A vendor-neutral metrics facade with many backends' },
      correct: 'D',
      explanation: 'Like SLF4J for logs, Micrometer abstracts metrics backends.',
    },
    {
      question: 'How can you raise a logger to DEBUG in a running application without redeploying?',
      options: { A: 'Edit the JAR', B: 'Restart with a new profile', C: 'Use the Actuator loggers endpoint', D: 'It is impossible' },
      correct: 'C',
      explanation: 'POST to /actuator/loggers/{name} changes levels at runtime.',
    },
    {
      question: 'What are the RED signals for a service?',
      options: { A: 'Rate, Errors, Duration', B: 'Reads, Edits, Deletes', C: 'Redis, Elastic, Docker', D: 'Replicas, Events, Deployments' },
      correct: 'A',
      explanation: 'Request rate, error rate and latency summarise service health.',
    },
  ],
  problems: [],
};
