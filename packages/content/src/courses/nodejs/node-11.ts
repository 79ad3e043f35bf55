import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'node-11',
  order: 11,
  title: 'Testing, Scaling and Deployment',
  description:
    'Test with the built-in runner, use all CPU cores with workers and clustering, and ship Node apps to production.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Write unit and HTTP tests with node:test and assertions',
    'Offload CPU work to worker threads and scale across cores',
    'Add structured logging, health checks and metrics',
    'Package and deploy a Node service in a container',
  ],
  lesson: `## Testing with the built-in runner

Node ships a test runner, so small projects need no framework:

\`\`\`js
// test/price.test.js
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { totalWithTax } from '../src/price.js';

describe('totalWithTax', () => {
  test('adds 20% tax', () => {
    assert.equal(totalWithTax(100, 0.2), 120);
  });
  test('rejects negative amounts', () => {
    assert.throws(() => totalWithTax(-1, 0.2), /negative/);
  });
});
\`\`\`

Run \`node --test\` (add \`--watch\` or \`--experimental-test-coverage\`). It supports mocks (\`mock.fn()\`, mock timers), snapshots and parallel files. **Vitest** and **Jest** remain popular for larger suites. For HTTP APIs, start the app on a random port (\`listen(0)\`) and call it with \`fetch\`, or use Fastify's \`inject()\` / Supertest. Run integration tests against a real database in a container (Testcontainers) instead of mocking SQL.

## Using more than one core

One Node process uses one core for JavaScript. Two tools help:

- **Worker threads** (\`node:worker_threads\`) run CPU-heavy JavaScript (image processing, parsing, hashing) in parallel threads that communicate by messages and can share memory with \`SharedArrayBuffer\`. Use a pool such as Piscina rather than spawning a worker per task.
- **Multiple processes**: the \`node:cluster\` module or, more commonly today, several container replicas behind a load balancer. Processes share nothing, so sessions, caches and rate-limit counters must live in Redis or the database.

\`\`\`js
import { Worker } from 'node:worker_threads';
const worker = new Worker(new URL('./resize.js', import.meta.url), { workerData: { file } });
worker.once('message', (result) => console.log('done', result));
\`\`\`

## Observability

In production you need to know what is happening:

- **Structured logs** in JSON with a fast logger such as Pino, including a request id, never secrets.
- **Health checks**: a liveness endpoint (the process is running) and a readiness endpoint (dependencies such as the database are reachable).
- **Metrics and traces** with OpenTelemetry: request rate, errors, latency percentiles, event loop delay.

## Deploying

A typical container image:

\`\`\`dockerfile
FROM node:24-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package*.json ./
RUN npm ci --omit=dev
COPY . .
USER node
EXPOSE 3000
CMD ["node", "src/server.js"]
\`\`\`

Run as a non-root user, install only production dependencies with \`npm ci\`, set \`NODE_ENV=production\`, and start \`node\` directly (not \`npm start\`) so termination signals reach your process for graceful shutdown. Configure everything through environment variables following the twelve-factor approach, keep instances stateless, and roll out new versions gradually with health checks so a broken release never takes all traffic. Platforms range from container services (Kubernetes, Cloud Run, ECS, Fly.io) to serverless functions, where cold starts and connection pooling need extra care.`,
  overview: {
    whatYouWillLearn: [
      'The node:test runner, assertions and mocks',
      'Testing HTTP endpoints and using real databases in tests',
      'Worker threads for CPU-bound work',
      'Scaling with processes and why instances must be stateless',
      'Structured logging, health checks and OpenTelemetry',
      'Building secure production container images',
    ],
    proTip:
      'Run your test suite with --test-concurrency and random ports from day one; hidden shared state between tests shows up early instead of in CI.',
  },
  mcqs: [
    {
      question: "Which command runs tests with Node's built-in runner?",
      options: {
        A: 'node --check',
        B: 'npm audit',
        C: 'node --test',
        D: 'node --inspect',
      },
      correct: 'C',
      explanation: 'node --test discovers and runs test files with node:test.',
    },
    {
      question:
        'What is the right tool for resizing images inside a Node API without blocking requests?',
      options: {
        A: 'Worker threads, ideally managed through a worker pool',
        B: 'process.nextTick',
        C: 'A larger libuv thread pool for JavaScript',
        D: 'Promise.all',
      },
      correct: 'A',
      explanation: 'Worker threads run CPU-bound JavaScript in parallel with the main event loop.',
    },
    {
      question:
        'An app runs as four replicas and stores sessions in process memory. What goes wrong?',
      options: {
        A: 'Nothing: the replicas share RAM',
        B: 'Requests become slower because each replica must sync memory',
        C: 'Each log line is duplicated, once for every running replica',
        D: 'A user logged in on one replica is logged out on another',
      },
      correct: 'D',
      explanation: 'Replicas share no memory, so shared state belongs in Redis or a database.',
    },
    {
      question: 'What should a readiness endpoint report?',
      options: {
        A: 'The Node version',
        B: 'Whether the instance and its dependencies can serve traffic right now',
        C: 'The number of lines of code',
        D: 'The build date and the git commit that this instance is running',
      },
      correct: 'B',
      explanation:
        'Load balancers use readiness to decide whether to route traffic to an instance.',
    },
    {
      question: 'Why start a container with CMD ["node", "server.js"] instead of npm start?',
      options: {
        A: 'npm is not installed in the slim Node base images',
        B: 'node starts up faster than npm by several minutes',
        C: 'Shutdown signals reach the Node process directly',
        D: 'npm start ignores the environment variables of the container',
      },
      correct: 'C',
      explanation:
        "With `node` as PID 1's command, SIGTERM reaches the Node process directly so it can shut down gracefully; `npm start` may not forward it.",
    },
    {
      question: 'Which flag installs only production dependencies with npm ci?',
      options: {
        A: '--omit=dev',
        B: '--production-only',
        C: '--global-style',
        D: '--save-exact',
      },
      correct: 'A',
      explanation: 'npm ci --omit=dev skips devDependencies.',
    },
    {
      question: 'Why are structured JSON logs preferred in production?',
      options: {
        A: 'They are shorter than the same messages written as plain text',
        B: 'They need no log rotation',
        C: 'They are required by Node when NODE_ENV is set to production',
        D: 'Log platforms can filter and aggregate them by field',
      },
      correct: 'D',
      explanation: 'Fields such as requestId and statusCode become searchable.',
    },
    {
      question: 'How should an integration test reach the database layer?',
      options: {
        A: 'Mock every SQL string',
        B: 'Use a real database, for example in a throwaway container',
        C: 'Skip database code in tests',
        D: 'Use the production database, which already has realistic data',
      },
      correct: 'B',
      explanation: 'Real databases catch query and migration bugs that mocks hide.',
    },
    {
      question: 'What does running several Node processes (cluster or replicas) achieve?',
      options: {
        A: 'Sharing one JavaScript heap and its variables across every process',
        B: 'Using more than one CPU core for request handling',
        C: 'Making each request run on two threads at once',
        D: 'Turning synchronous code into asynchronous code',
      },
      correct: 'B',
      explanation:
        'One Node process runs JavaScript on one core; several processes let the app use every core.',
    },
    {
      question: 'What should a Node server do when it receives SIGTERM?',
      options: {
        A: 'Exit immediately with code 0',
        B: 'Ignore it and keep serving until killed',
        C: 'Stop accepting requests, finish in-flight ones, then exit',
        D: 'Restart itself inside the same container so no request is ever lost',
      },
      correct: 'C',
      explanation:
        'Graceful shutdown stops new work, lets current requests complete and closes connections before exiting.',
    },
    {
      question: 'What is a liveness check for?',
      options: {
        A: 'Reporting the number of active users',
        B: 'Measuring how fast the home page loads',
        C: 'Checking that every dependency, including the database, is reachable',
        D: 'Telling the orchestrator whether the process is stuck and must be restarted',
      },
      correct: 'D',
      explanation:
        'Liveness says whether the process is healthy or needs a restart; readiness covers dependencies and traffic.',
    },
    {
      question: 'Where should a containerised Node app write its logs?',
      options: {
        A: 'To stdout, for the platform to collect',
        B: "To a file inside the container's filesystem",
        C: 'To the database, in a dedicated logs table',
        D: 'To `/dev/null` in production to save space',
      },
      correct: 'A',
      explanation:
        'Containers should log to stdout/stderr so the platform can collect, store and search the logs.',
    },
  ],
  problems: [],
};
