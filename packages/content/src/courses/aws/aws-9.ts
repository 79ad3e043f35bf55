import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'aws-9',
  order: 9,
  title: 'Infrastructure as Code and Observability',
  description:
    'Define AWS infrastructure as code with CloudFormation, the CDK and Terraform, deploy through CI/CD, and observe systems with CloudWatch metrics, logs, alarms, X-Ray and CloudTrail.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Describe AWS resources declaratively with CloudFormation and the CDK',
    'Compare CloudFormation, CDK and Terraform',
    'Monitor applications with CloudWatch metrics, logs, alarms and traces',
    'Audit account activity with CloudTrail and AWS Config',
  ],
  lesson: `## Why infrastructure as code

Clicking resources together in the console is fine for learning, but it is not repeatable, reviewable or auditable. **Infrastructure as code (IaC)** describes infrastructure in files that live in Git: you can create identical staging and production environments, review changes in pull requests, roll back, and rebuild after a disaster.

## CloudFormation

**AWS CloudFormation** deploys **stacks** from JSON or YAML **templates**:

\`\`\`yaml
AWSTemplateFormatVersion: "2010-09-09"
Parameters:
  Env:
    Type: String
    AllowedValues: [staging, prod]
Resources:
  ReportsBucket:
    Type: AWS::S3::Bucket
    Properties:
      BucketName: !Sub "acme-reports-\${Env}"
      VersioningConfiguration:
        Status: Enabled
Outputs:
  BucketArn:
    Value: !GetAtt ReportsBucket.Arn
\`\`\`

CloudFormation works out dependencies and creation order, and if an update fails it **rolls back** to the last working state. **Change sets** preview what an update will create, modify or replace; **drift detection** finds resources changed outside the template; **StackSets** deploy to many accounts and regions.

## The CDK

The **AWS Cloud Development Kit** lets you define infrastructure in TypeScript, Python, Java, C# or Go. High-level **constructs** encode best practices, so a few lines create a load-balanced Fargate service with its VPC, roles and log groups. \`cdk synth\` generates CloudFormation, \`cdk diff\` previews changes, and \`cdk deploy\` deploys.

\`\`\`typescript
const bucket = new s3.Bucket(this, "Reports", {
  versioned: true,
  encryption: s3.BucketEncryption.S3_MANAGED,
  blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
});
\`\`\`

## Terraform and OpenTofu

**Terraform** (and its open-source fork **OpenTofu**) uses the HCL language and providers for AWS and hundreds of other platforms. It keeps a **state file**, best stored remotely in S3 with locking, and \`plan\` shows changes before \`apply\`. Teams using several clouds or SaaS providers often prefer it; AWS-only teams often choose the CDK.

## Delivering changes

Run IaC through CI/CD: lint and security-scan templates (cfn-lint, cfn-guard, Checkov), show the plan or diff in the pull request, and deploy automatically to staging and, after approval, to production, assuming deployment roles through OIDC rather than stored keys.

## Observability with CloudWatch

- **Metrics**: AWS services publish metrics (CPU, request counts, latency, errors, queue depth) automatically; applications publish custom metrics, for example with the embedded metric format in logs.
- **Logs**: Lambda, ECS and agents ship logs to **log groups**; **Logs Insights** queries them (\`fields @timestamp, @message | filter level = "ERROR" | stats count() by bin(5m)\`). Set retention periods, since logs are kept forever by default.
- **Alarms** watch metrics and notify SNS, trigger scaling or run automation. Alarm on symptoms users feel, such as error rates and latency percentiles like p99.
- **Dashboards** summarise service health.
- **X-Ray** and CloudWatch Application Signals, using **OpenTelemetry** instrumentation, **trace** requests across services to show where time is spent.

## Auditing and compliance

**CloudTrail** records every API call (who, what, when, from where) and should be enabled as an organisation trail delivering to a locked-down S3 bucket. **AWS Config** records resource configurations over time and evaluates rules ("all buckets block public access", "EBS volumes are encrypted"). **Security Hub** and **GuardDuty**, covered next, build on these sources.
`,
  overview: {
    whatYouWillLearn: [
      'Infrastructure as code makes environments reproducible, reviewable and versioned like application code.',
      'CloudFormation deploys stacks from templates and rolls back failed changes, and change sets preview updates.',
      'The CDK generates CloudFormation from TypeScript, Python and other languages using reusable constructs.',
      'Terraform manages AWS and other providers from HCL with an explicit state file.',
      'CloudWatch collects metrics and logs, raises alarms and hosts dashboards, while X-Ray traces requests across services.',
      'CloudTrail records API calls for auditing, and AWS Config tracks resource configuration and compliance.',
    ],
    proTip:
      'Treat the console as read-only in shared environments: every change goes through code review and a pipeline, and drift detection catches anything changed by hand.',
  },
  mcqs: [
    {
      question: 'What is a key benefit of infrastructure as code?',
      options: {
        A: 'Infrastructure becomes reproducible and reviewable in Git',
        B: 'Resources deployed from code are billed at a discount',
        C: 'It removes the need for IAM permissions',
        D: 'Changes apply instantly, with no way to preview them',
      },
      correct: 'A',
      explanation:
        'Infrastructure in code can be reviewed in pull requests, reproduced across environments and rolled back like application code.',
    },
    {
      question: 'What does CloudFormation do when a stack update fails?',
      options: {
        A: 'It deletes the whole stack and all its data',
        B: 'It leaves the resources half-updated',
        C: 'It rolls back to the last working state',
        D: 'It keeps retrying the update until it succeeds',
      },
      correct: 'C',
      explanation:
        'Automatic rollback returns the stack to its last working state, keeping it consistent.',
    },
    {
      question: 'What is a CloudFormation change set used for?',
      options: {
        A: 'Encrypting a template before upload',
        B: 'Previewing which resources an update adds or replaces',
        C: 'Grouping stacks to deploy to many accounts',
        D: 'Detecting resources changed outside the template',
      },
      correct: 'B',
      explanation:
        'Reviewing a change set avoids surprises such as a replaced database; StackSets deploy to many accounts and drift detection finds outside changes.',
    },
    {
      question: 'How does the AWS CDK deploy infrastructure?',
      options: {
        A: 'It calls EC2 and S3 APIs directly, with no templates',
        B: 'It converts your code into Terraform HCL',
        C: 'It builds Docker images that create the resources',
        D: 'It synthesises CloudFormation templates from your code',
      },
      correct: 'D',
      explanation:
        'cdk synth produces CloudFormation from TypeScript, Python and other languages, and CloudFormation then deploys the stack.',
    },
    {
      question: 'Where should a team store Terraform state for shared AWS infrastructure?',
      options: {
        A: 'A remote backend such as S3, with locking',
        B: "Each developer's own laptop, synced by hand",
        C: 'The Git repository, committed with the code',
        D: 'A CloudWatch log group, kept for later auditing',
      },
      correct: 'A',
      explanation: 'Remote, locked state prevents conflicting concurrent changes and lost state.',
    },
    {
      question: 'What does CloudWatch Logs Insights provide?',
      options: {
        A: 'A relational database for log records',
        B: 'Automatic fixes for the errors that it finds in the logs',
        C: 'Queries that filter and aggregate log data',
        D: 'Longer log retention for the same price, with compression',
      },
      correct: 'C',
      explanation: 'Logs Insights runs queries with filters and statistics over log groups.',
    },
    {
      question: 'Which service records who made which AWS API call, when and from where?',
      options: {
        A: 'CloudWatch Metrics',
        B: 'AWS CloudTrail',
        C: 'Amazon Athena',
        D: 'AWS X-Ray',
      },
      correct: 'B',
      explanation:
        'CloudTrail is the audit log of API activity, ideally delivered as an organisation trail to a locked-down bucket.',
    },
    {
      question: 'What does AWS Config do?',
      options: {
        A: 'Stores encrypted secrets and rotates them',
        B: 'Traces each request across services to show where time goes',
        C: 'Records every API call made in the account, with its caller',
        D: 'Tracks resource settings over time against rules',
      },
      correct: 'D',
      explanation:
        'Config records configuration history and evaluates rules such as "all buckets block public access"; CloudTrail records the API calls.',
    },
    {
      question: 'Which alarms best reflect what users experience?',
      options: {
        A: 'Error rates and tail latency of requests',
        B: 'CPU usage of every instance in the whole fleet',
        C: 'The number of log lines each service writes per minute',
        D: 'The number of CloudFormation stacks deployed',
      },
      correct: 'A',
      explanation:
        'Symptom-based alarms on error rates and latency percentiles such as p99 catch the problems users feel.',
    },
    {
      question: 'What does CloudFormation drift detection find?',
      options: {
        A: 'Templates that contain YAML or JSON syntax errors',
        B: 'Resources changed outside the template',
        C: 'Stacks that cost more than their budget allows',
        D: "Differences between two regions' stacks",
      },
      correct: 'B',
      explanation:
        'Drift detection compares deployed resources with the template and reports manual changes made outside it.',
    },
    {
      question: 'How long does CloudWatch keep logs by default?',
      options: {
        A: 'For 30 days, after which they are deleted',
        B: 'One year, then they move to S3',
        C: 'Forever, unless you set a retention',
        D: "90 days, like CloudTrail's history",
      },
      correct: 'C',
      explanation:
        'Log groups keep data indefinitely by default, so set a retention period to control cost.',
    },
    {
      question:
        'Which tools does the lesson suggest for linting and security-scanning templates in CI?',
      options: {
        A: 'cdk synth plus terraform plan',
        B: 'GuardDuty and Inspector',
        C: 'CloudTrail and AWS Config',
        D: 'cfn-lint, cfn-guard, Checkov',
      },
      correct: 'D',
      explanation:
        'cfn-lint, cfn-guard and Checkov check templates before deployment; synth and plan only show what would change.',
    },
  ],
  problems: [],
};
