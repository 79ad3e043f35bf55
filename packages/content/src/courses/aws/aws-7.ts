import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'aws-7',
  order: 7,
  title: 'Serverless: Lambda, API Gateway and Event-Driven Services',
  description:
    'Build applications without managing servers using Lambda functions, API Gateway, and event-driven integration with SQS, SNS, EventBridge and Step Functions.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Write and configure Lambda functions and understand their limits',
    'Expose functions as HTTP APIs with API Gateway or function URLs',
    'Decouple services with SQS, SNS and EventBridge',
    'Orchestrate workflows with Step Functions',
  ],
  lesson: `## Functions as a service

**AWS Lambda** runs your code in response to events without servers to manage. You upload a function; Lambda creates execution environments on demand, runs them in parallel as events arrive, and scales to zero when idle. You pay per request and per GB-second of execution.

\`\`\`python
# handler.py
import json

def handler(event, context):
    name = event.get("queryStringParameters", {}).get("name", "world")
    return {"statusCode": 200, "body": json.dumps({"message": f"Hello, {name}"})}
\`\`\`

Key configuration:

- **Runtime**: Python, Node.js, Java, .NET, Ruby, or a custom runtime or container image (up to 10 GB).
- **Memory**: 128 MB to 10 GB; CPU is allocated in proportion, so more memory often means faster and sometimes cheaper runs. Graviton (arm64) functions are cheaper per GB-second.
- **Timeout**: up to **15 minutes**; longer jobs belong in containers or Step Functions.
- **Execution role**: the IAM role that grants the function access to other services.
- **Concurrency**: each environment handles one request at a time; reserved concurrency caps or guarantees capacity.

A **cold start** happens when Lambda must create a new environment: downloading code and initialising the runtime adds latency, from tens of milliseconds to seconds for heavy runtimes. Keep packages small, initialise clients outside the handler so warm invocations reuse them, and use **provisioned concurrency** or **SnapStart** for latency-sensitive functions.

## Triggers and APIs

Lambda integrates with dozens of event sources: S3 uploads, DynamoDB streams, SQS queues, EventBridge schedules, Cognito, and HTTP. For HTTP APIs, use **API Gateway** (HTTP APIs are cheaper and simpler; REST APIs add features such as usage plans and request validation) or a **function URL** for a single function. **AWS SAM** or the **CDK** define functions, permissions and triggers as code.

## Messaging and events

Decoupling services makes systems more resilient and scalable:

- **SQS** (Simple Queue Service): a durable queue. Producers send messages; consumers poll, process and delete them. Messages that repeatedly fail go to a **dead-letter queue**. Standard queues offer nearly unlimited throughput with at-least-once delivery and best-effort ordering; **FIFO** queues guarantee order and exactly-once processing within limits. The **visibility timeout** hides a message while a consumer works on it.
- **SNS** (Simple Notification Service): publish/subscribe **fan-out**. One message to a topic is delivered to all subscribers: SQS queues, Lambda functions, HTTP endpoints, email or SMS.
- **EventBridge**: an event bus that **routes** events by content-based rules to targets, receives events from AWS services and SaaS partners, and runs schedules (EventBridge Scheduler replaces cron-on-a-server).

Because delivery is **at least once**, handlers must be **idempotent**: processing the same message twice must not charge a customer twice.

## Orchestration

**Step Functions** coordinate multi-step workflows as state machines: call Lambda functions and 200+ AWS services directly, branch, run steps in parallel, wait for human approval, and retry with back-off, all visible in a graphical execution history. Use them instead of chaining Lambdas that call each other, which hides failures and doubles costs.

## When serverless fits

Serverless shines for spiky or unpredictable traffic, event processing, glue code and small teams who want minimal operations. Steady high-throughput workloads, very long jobs or those needing special hardware may be cheaper on containers or EC2.
`,
  overview: {
    whatYouWillLearn: [
      'Lambda runs code in response to events, scales automatically and bills per request and duration.',
      'A function has a runtime, a handler, memory (which also sets CPU), a timeout of up to 15 minutes and an execution role.',
      'Cold starts add latency when a new execution environment is created.',
      'API Gateway and function URLs expose Lambda functions over HTTPS.',
      'SQS queues buffer work, SNS fans messages out, and EventBridge routes events by rules.',
      'Step Functions coordinate multi-step workflows with retries, branching and error handling.',
    ],
    proTip:
      'Make every event handler idempotent, for example by recording processed message IDs with a conditional write: SQS, SNS and EventBridge deliver at least once, so duplicates will eventually arrive.',
  },
  mcqs: [
    {
      question: 'What is the maximum timeout of a single Lambda invocation?',
      options: {
        A: '3 seconds',
        B: '5 minutes',
        C: '1 hour',
        D: '15 minutes',
      },
      correct: 'D',
      explanation:
        'A Lambda invocation can run for at most 15 minutes; longer jobs belong in containers or Step Functions.',
    },
    {
      question: "Increasing a Lambda function's memory setting also does what?",
      options: {
        A: 'It allocates proportionally more CPU',
        B: 'It raises the maximum timeout too',
        C: 'It adds more concurrent execution environments',
        D: 'It removes cold starts completely',
      },
      correct: 'A',
      explanation:
        'CPU is allocated in proportion to memory, so more memory often means faster and sometimes cheaper runs.',
    },
    {
      question: 'What is a cold start?',
      options: {
        A: 'A retry after the previous invocation timed out',
        B: "The very first deployment of a function's new code",
        C: 'Latency while Lambda sets up a new environment',
        D: 'A retry after the function has run out of memory',
      },
      correct: 'C',
      explanation:
        'A new execution environment must download the code and initialise the runtime before handling the event, which adds latency.',
    },
    {
      question: 'Why should SDK clients be created outside the Lambda handler function?',
      options: {
        A: 'The Python runtime requires all imports at the top of the file',
        B: 'Warm invocations reuse them instead of recreating them',
        C: 'Clients created inside the handler cannot reach the network',
        D: 'It prevents cold starts from ever happening',
      },
      correct: 'B',
      explanation:
        'Code outside the handler runs once per environment, so warm invocations reuse the initialised clients.',
    },
    {
      question:
        'Which service fans one published message out to many subscribers such as queues and functions?',
      options: {
        A: 'Amazon SNS',
        B: 'Amazon SQS queues',
        C: 'AWS Step Functions',
        D: 'AWS CloudTrail',
      },
      correct: 'A',
      explanation:
        'An SNS topic delivers each message to every subscription (SQS, Lambda, HTTP, email); an SQS message is consumed by one receiver.',
    },
    {
      question: 'What is an SQS dead-letter queue used for?',
      options: {
        A: 'Encrypting messages that contain personal data',
        B: 'Holding messages that keep failing, for inspection',
        C: 'Delivering urgent messages ahead of all the others in the queue',
        D: 'Deleting messages older than the retention time',
      },
      correct: 'B',
      explanation:
        'After a configured number of receives, a failing message moves to the DLQ instead of being retried forever.',
    },
    {
      question: 'Why must event handlers be idempotent?',
      options: {
        A: 'Lambda blocks database writes otherwise',
        B: 'Idempotent code runs faster on warm environments',
        C: 'Delivery is at least once, so an event may arrive twice',
        D: 'EventBridge rejects handlers that return nothing',
      },
      correct: 'C',
      explanation:
        'Messaging services deliver at least once, so processing the same event twice must not, for example, charge a customer twice.',
    },
    {
      question:
        'Which service routes events to targets using content-based rules and supports schedules?',
      options: {
        A: 'Amazon EventBridge',
        B: 'Amazon SNS',
        C: 'Amazon SQS',
        D: 'Amazon Kinesis',
      },
      correct: 'A',
      explanation:
        'EventBridge rules match event patterns and send events to targets, and EventBridge Scheduler runs schedules.',
    },
    {
      question: 'Why prefer Step Functions over Lambdas that call each other synchronously?',
      options: {
        A: 'Step Functions are cheaper per request in every case',
        B: 'Lambdas are not allowed to call other Lambdas directly',
        C: 'Step Functions remove the need for IAM roles entirely',
        D: 'Visible state, retries and no paying for idle waits',
      },
      correct: 'D',
      explanation:
        'A state machine shows each execution, retries with back-off and branches, while chained Lambdas hide failures and pay for time spent waiting.',
    },
    {
      question:
        'Which option gives a single Lambda function an HTTP endpoint with the least setup?',
      options: {
        A: 'An Application Load Balancer rule',
        B: 'Its own dedicated function URL',
        C: 'A CloudFront distribution in front',
        D: 'An SQS queue trigger',
      },
      correct: 'B',
      explanation:
        'A function URL gives one function its own HTTPS endpoint; API Gateway adds features when several routes are needed.',
    },
    {
      question: 'What do SQS standard queues guarantee about delivery?',
      options: {
        A: 'Exactly once, in strict first-in-first-out order',
        B: 'Exactly once, with best-effort ordering',
        C: 'At least once, best-effort ordering',
        D: 'At most once, in strict order',
      },
      correct: 'C',
      explanation:
        'Standard queues offer nearly unlimited throughput with at-least-once delivery and best-effort ordering; FIFO queues add ordering and deduplication.',
    },
    {
      question: 'Which workload may be cheaper on containers or EC2 than on Lambda?',
      options: {
        A: 'Spiky traffic with long idle gaps between bursts',
        B: 'Glue code reacting to S3 uploads',
        C: "A small team's event-driven API",
        D: 'Steady, high-throughput traffic all day',
      },
      correct: 'D',
      explanation:
        'Serverless shines for spiky, event-driven work; steady high throughput is often cheaper on always-on capacity.',
    },
  ],
  problems: [],
};
