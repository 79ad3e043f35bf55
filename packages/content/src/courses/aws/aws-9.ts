import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'aws-9',
  order: 9,
  title: 'Infrastructure as Code and Observability',
  description: 'Define AWS infrastructure as code with CloudFormation, the CDK and Terraform, deploy through CI/CD, and observe systems with CloudWatch metrics, logs, alarms, X-Ray and CloudTrail.',
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
    proTip: 'Treat the console as read-only in shared environments: every change goes through code review and a pipeline, and drift detection catches anything changed by hand.',
  },
  mcqs: [
    {
      question: 'What is a key benefit of infrastructure as code?',
      options: {
        A: 'Infrastructure becomes reproducible, reviewable and versioned in Git',
        B: 'Resources become free of charge',
        C: 'It removes the need for IAM',
        D: 'It only works for EC2',
      },
      correct: 'A',
      explanation: 'Code can be reviewed, tested, reused and rolled back like application code.',
    },
    {
      question: 'What does CloudFormation do when a stack update fails?',
      options: {
        A: 'Deletes the whole stack',
        B: 'Leaves resources half-updated permanently',
        C: 'Rolls back to the last known working state',
        D: 'Emails AWS support',
      },
      correct: 'C',
      explanation: 'Automatic rollback keeps the stack consistent.',
    },
    {
      question: 'What is a CloudFormation change set used for?',
      options: {
        A: 'Encrypting templates',
        B: 'Previewing which resources an update will add, modify or replace before executing it',
        C: 'Storing application logs',
        D: 'Scaling EC2 instances',
      },
      correct: 'B',
      explanation: 'Reviewing replacements before they happen avoids surprises such as replaced databases.',
    },
    {
      question: 'How does the AWS CDK deploy infrastructure?',
      options: {
        A: 'It calls EC2 APIs directly without any templates',
        B: 'It requires Terraform',
        C: 'It uploads Docker images only',
        D: 'It synthesises CloudFormation templates from code in languages like TypeScript or Python',
      },
      correct: 'D',
      explanation: 'cdk synth produces CloudFormation, which then deploys the stack.',
    },
    {
      question: 'Where should a team store Terraform state for shared AWS infrastructure?',
      options: {
        A: 'In a remote backend such as S3 with locking',
        B: 'On each developer\'s laptop',
        C: 'In the Git repository alongside the code',
        D: 'In the Lambda console',
      },
      correct: 'A',
      explanation: 'Remote, locked state prevents conflicting concurrent changes and lost state.',
    },
    {
      question: 'What does CloudWatch Logs Insights provide?',
      options: {
        A: 'A relational database',
        B: 'Automatic code fixes',
        C: 'A query language for searching and aggregating log data',
        D: 'DNS routing',
      },
      correct: 'C',
      explanation: 'Logs Insights runs queries such as filters and statistics over log groups.',
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
      explanation: 'CloudTrail is the audit log of API activity in an account.',
    },
    {
      question: 'What does AWS Config do?',
      options: {
        A: 'Stores encrypted secrets',
        B: 'Compiles CDK code',
        C: 'Caches content at the edge',
        D: 'Records resource configurations over time and evaluates them against compliance rules',
      },
      correct: 'D',
      explanation: 'Config tracks configuration history and flags non-compliant resources.',
    },
    {
      question: 'Which alarms best reflect what users experience?',
      options: {
        A: 'Error rates and high-percentile latency of requests',
        B: 'The number of IAM users',
        C: 'The size of the CloudFormation template',
        D: 'The number of log groups',
      },
      correct: 'A',
      explanation: 'Symptom-based alarms catch problems that matter to users.',
    },
  ],
  problems: [],
};
