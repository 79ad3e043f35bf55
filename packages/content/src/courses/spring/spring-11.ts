import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'spring-11',
  order: 11,
  title: 'Observability with Actuator and Micrometer',
  description:
    'Make services observable in production with Actuator endpoints, health checks, Micrometer metrics, tracing and structured logs.',
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
    proTip:
      'Serve Actuator on a separate management port that only your monitoring network can reach; it removes a whole class of accidental exposures.',
  },
  mcqs: [
    {
      question: 'Which Actuator endpoint is exposed over HTTP by default?',
      options: {
        A: 'env',
        B: 'heapdump',
        C: 'health',
        D: 'threaddump',
      },
      correct: 'C',
      explanation:
        'Only health is exposed over HTTP by default, because the others reveal internals.',
    },
    {
      question: 'The database is temporarily down. Which probe should fail?',
      options: {
        A: 'Readiness, so traffic stops without a restart',
        B: 'Liveness, so that Kubernetes restarts the whole pod',
        C: 'Both, so the pod restarts and takes no traffic',
        D: 'Neither; the health endpoint handles it by itself',
      },
      correct: 'A',
      explanation:
        'Restarting does not fix an external outage; failing readiness takes the instance out of rotation until the database is back.',
    },
    {
      question: 'Which Micrometer meter type fits request latency with percentiles?',
      options: {
        A: 'Counter',
        B: 'Gauge',
        C: 'DistributionSummary',
        D: 'Timer',
      },
      correct: 'D',
      explanation:
        'Timers record durations and can publish percentile histograms; a DistributionSummary tracks sizes that are not times.',
    },
    {
      question: 'Why should you not tag metrics with user ids?',
      options: {
        A: 'Tag values must be numeric, not strings',
        B: 'Each distinct value creates another time series',
        C: 'Micrometer drops tags over 16 characters',
        D: 'Tag values leak to clients',
      },
      correct: 'B',
      explanation:
        'Every distinct tag value creates a new time series, so high-cardinality tags overwhelm the metrics backend.',
    },
    {
      question: 'What does distributed tracing add compared with metrics?',
      options: {
        A: 'It follows one request across services by a trace id',
        B: 'It records aggregated latency percentiles per endpoint',
        C: 'It replaces structured logs with spans',
        D: 'It samples CPU usage of each JVM thread',
      },
      correct: 'A',
      explanation:
        'A trace id propagated through clients shows where time is spent for an individual request; aggregated percentiles are what metrics give.',
    },
    {
      question: 'Micrometer is best described as what?',
      options: {
        A: 'A time-series database that stores metrics',
        B: 'A logging facade like SLF4J',
        C: 'The Prometheus client library for Java only',
        D: 'A vendor-neutral facade over metrics backends',
      },
      correct: 'D',
      explanation:
        'Like SLF4J for logs, Micrometer abstracts metrics and exports them to Prometheus, Datadog, OTLP and others.',
    },
    {
      question: 'How can you raise a logger to DEBUG in a running application without redeploying?',
      options: {
        A: 'Edit logback.xml inside the JAR while it is running',
        B: 'Restart the app with a debug profile turned on',
        C: 'POST a level to the Actuator loggers endpoint',
        D: 'Set DEBUG in application.properties; it reloads',
      },
      correct: 'C',
      explanation:
        'POST to /actuator/loggers/{name} changes log levels at run time; properties are not reloaded automatically.',
    },
    {
      question: 'What are the RED signals for a service?',
      options: {
        A: 'Rate, Errors, Duration',
        B: 'Reads, Edits, Deletes',
        C: 'Requests, Exceptions, Downtime',
        D: 'Retries, Errors, Delays',
      },
      correct: 'A',
      explanation: "Request rate, error rate and duration (latency) summarise a service's health.",
    },
    {
      question: 'Why serve Actuator on a separate management port?',
      options: {
        A: 'Actuator endpoints cannot share Tomcat with the app',
        B: 'Internal endpoints stay off the public internet',
        C: 'The separate port makes health checks faster',
        D: 'Kubernetes probes require a port other than 8080',
      },
      correct: 'B',
      explanation:
        'Endpoints such as env or heapdump can leak secrets, so a port reachable only from the monitoring network removes accidental exposure.',
    },
    {
      question: 'What does /actuator/health/liveness answer?',
      options: {
        A: 'Whether the app can reach its database right now',
        B: 'Whether the pod should receive traffic right now',
        C: 'Whether the process is alive or needs a restart',
        D: 'Whether the most recent deployment has succeeded',
      },
      correct: 'C',
      explanation:
        'Liveness tells Kubernetes whether to restart the process; readiness tells it whether to send traffic.',
    },
    {
      question: 'Which meter fits the current size of a queue?',
      options: {
        A: 'Counter',
        B: 'Timer',
        C: 'LongTaskTimer',
        D: 'Gauge',
      },
      correct: 'D',
      explanation:
        'A gauge reports a current value that can go up and down; counters only increase.',
    },
    {
      question: 'How can you find every log message that belongs to one traced request?',
      options: {
        A: 'A log level of TRACE on every logger',
        B: 'The trace and span ids added to each log line',
        C: 'Logging to the metrics file',
        D: "The request's user id added as a metric tag",
      },
      correct: 'B',
      explanation:
        'Boot puts the trace and span ids into the logging context, so every log line of a request carries its trace id.',
    },
  ],
  problems: [],
};
