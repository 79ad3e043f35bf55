import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'aws-7',
  order: 7,
  title: 'Serverless: Lambda, API Gateway and Event-Driven Services',
  description: 'Build applications without managing servers using Lambda functions, API Gateway, and event-driven integration with SQS, SNS, EventBridge and Step Functions.',
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
    proTip: 'Make every event handler idempotent, for example by recording processed message IDs with a conditional write: SQS, SNS and EventBridge deliver at least once, so duplicates will eventually arrive.',
  },
  mcqs: [
    {
      question: 'What is the maximum timeout of a single Lambda invocation?',
      options: {
        A: '30 seconds',
        B: '5 minutes',
        C: '1 hour',
        D: '15 minutes',
      },
      correct: 'D',
      explanation: 'Lambda functions can run for at most 15 minutes per invocation.',
    },
    {
      question: 'Increasing a Lambda function\'s memory setting also does what?',
      options: {
        A: 'Allocates proportionally more CPU',
        B: 'Increases the timeout limit',
        C: 'Adds more regions',
        D: 'Reduces the number of cold starts to zero',
      },
      correct: 'A',
      explanation: 'CPU power scales with configured memory.',
    },
    {
      question: 'What is a cold start?',
      options: {
        A: 'A function that fails at night',
        B: 'A deployment with no code',
        C: 'Extra latency when Lambda creates and initialises a new execution environment',
        D: 'A paused DynamoDB table',
      },
      correct: 'C',
      explanation: 'New environments must load code and initialise the runtime before handling the event.',
    },
    {
      question: 'Why should SDK clients be created outside the Lambda handler function?',
      options: {
        A: 'It is required by the Python runtime',
        B: 'Warm invocations reuse them, avoiding repeated initialisation',
        C: 'Clients inside the handler cannot access the network',
        D: 'It disables cold starts',
      },
      correct: 'B',
      explanation: 'Initialisation code outside the handler runs once per environment.',
    },
    {
      question: 'Which service fans one published message out to many subscribers such as queues and functions?',
      options: {
        A: 'SNS',
        B: 'SQS FIFO',
        C: 'Step Functions',
        D: 'CloudTrail',
      },
      correct: 'A',
      explanation: 'SNS topics deliver each message to every subscription.',
    },
    {
      question: 'What is an SQS dead-letter queue used for?',
      options: {
        A: 'Encrypting messages',
        B: 'Holding messages that repeatedly failed processing, for inspection and replay',
        C: 'Speeding up message delivery',
        D: 'Deleting old messages automatically',
      },
      correct: 'B',
      explanation: 'After a configured number of receives, failing messages move to the DLQ instead of retrying forever.',
    },
    {
      question: 'Why must event handlers be idempotent?',
      options: {
        A: 'Lambda forbids writing to databases otherwise',
        B: 'Idempotent code runs faster',
        C: 'Messaging services deliver at least once, so the same event can be processed more than once',
        D: 'EventBridge requires a return value',
      },
      correct: 'C',
      explanation: 'Duplicate deliveries must not cause duplicate side effects.',
    },
    {
      question: 'Which service routes events to targets using content-based rules and supports schedules?',
      options: {
        A: 'Amazon EventBridge',
        B: 'Amazon S3',
        C: 'AWS IAM',
        D: 'Amazon EBS',
      },
      correct: 'A',
      explanation: 'EventBridge rules match event patterns and send events to targets.',
    },
    {
      question: 'Why prefer Step Functions over Lambdas that call each other synchronously?',
      options: {
        A: 'Step Functions are always cheaper per request',
        B: 'Lambdas cannot call other services',
        C: 'Step Functions removes the need for IAM',
        D: 'It provides visible state, retries, branching and error handling without paying for functions that wait',
      },
      correct: 'D',
      explanation: 'Orchestrating with a state machine avoids hidden failures and idle waiting costs.',
    },
  ],
  problems: [],
};
