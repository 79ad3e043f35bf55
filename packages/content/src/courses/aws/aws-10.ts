import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'aws-10',
  order: 10,
  title: 'Security, Cost Optimisation and the Well-Architected Framework',
  description:
    'Secure AWS workloads with encryption, secrets management and threat detection, control costs systematically, and review architectures against the six Well-Architected pillars.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Protect data with KMS encryption and Secrets Manager',
    'Detect threats and misconfigurations with GuardDuty, Security Hub and WAF',
    'Apply systematic cost optimisation techniques',
    'Evaluate designs against the six Well-Architected pillars',
  ],
  lesson: `## Encryption and secrets

**AWS KMS** (Key Management Service) creates and controls encryption keys. Services such as S3, EBS, RDS and DynamoDB encrypt data with KMS keys; the key material never leaves KMS's hardware security modules, access is governed by key policies and IAM, and every use is logged in CloudTrail. Customer-managed keys let you control rotation and revoke access by disabling a key.

**Secrets Manager** stores database passwords, API keys and tokens, encrypts them with KMS and can **rotate** them automatically. Applications fetch secrets at run time with their IAM role, so nothing sensitive lives in code, images or environment files. Parameter Store in Systems Manager suits simpler configuration values.

## Threat detection and protection

- **GuardDuty** analyses CloudTrail, VPC Flow Logs, DNS logs and more with machine learning and threat intelligence to detect compromised credentials, crypto-mining instances and unusual API activity.
- **Security Hub** aggregates findings and checks accounts against standards such as the AWS Foundational Security Best Practices and CIS benchmarks.
- **Inspector** scans EC2, container images and Lambda functions for vulnerabilities; **Macie** finds sensitive data in S3.
- **AWS WAF** filters web requests (SQL injection, bad bots, rate limits) in front of CloudFront, ALB and API Gateway; **Shield** protects against DDoS attacks.
- In a multi-account **AWS Organizations** setup (often built with **Control Tower**), a dedicated security account centralises logs and findings, and SCPs enforce guardrails.

Incident readiness matters as much as prevention: know how to revoke credentials, isolate instances and preserve evidence.

## Cost optimisation

Cloud costs are variable, which is both a benefit and a risk. A systematic approach:

1. **Visibility**: Cost Explorer, Budgets with alerts, Cost Anomaly Detection, and **tags** activated for cost allocation so every dollar has an owner.
2. **Remove waste**: idle instances, unattached EBS volumes and old snapshots, unused Elastic IPs and public IPv4 addresses, forgotten NAT gateways and load balancers, logs without retention.
3. **Right-size**: use Compute Optimizer recommendations; move to newer generations and Graviton.
4. **Commit**: Savings Plans or Reserved Instances for the steady baseline.
5. **Use Spot** for fault-tolerant and batch workloads.
6. **Storage**: lifecycle rules, Intelligent-Tiering, gp3 instead of gp2.
7. **Architecture**: serverless and autoscaling so you pay for actual use; VPC endpoints and caching to cut data transfer.

Cost is an engineering metric: make it visible to the teams who create it (a practice known as FinOps).

## The Well-Architected Framework

AWS's **Well-Architected Framework** is a set of questions and best practices for reviewing workloads, organised into **six pillars**:

1. **Operational excellence**: run and improve systems with automation, observability and learning from incidents.
2. **Security**: protect data and systems with identity, detection, infrastructure protection, data protection and incident response.
3. **Reliability**: recover from failures and meet demand with multi-AZ designs, backups, scaling and tested recovery.
4. **Performance efficiency**: use the right resources and evolve as technology changes.
5. **Cost optimisation**: deliver business value at the lowest price point.
6. **Sustainability**: minimise environmental impact through efficient resource use.

The free **Well-Architected Tool** guides a review and tracks improvement plans, and **lenses** add guidance for serverless, machine learning, SaaS and other workload types. Regular reviews turn these principles into concrete, prioritised work.
`,
  overview: {
    whatYouWillLearn: [
      'KMS manages encryption keys with IAM-controlled access and CloudTrail auditing.',
      'Secrets Manager stores and rotates credentials so they never live in code.',
      'GuardDuty detects threats from logs, Security Hub aggregates findings, and WAF filters web attacks.',
      'Cost optimisation combines right-sizing, commitments, Spot, storage lifecycle and removing waste.',
      'Tagging and cost allocation make spending visible per team and product.',
      'The Well-Architected Framework has six pillars: operational excellence, security, reliability, performance efficiency, cost optimisation and sustainability.',
    ],
    proTip:
      'Tag every resource with at least owner, environment and application from day one and activate the tags for cost allocation; untagged spend is the hardest kind to explain and to cut.',
  },
  mcqs: [
    {
      question: 'What does AWS KMS provide?',
      options: {
        A: 'Managed encryption keys with policies and audit logs',
        B: 'A password vault that end users log into',
        C: 'Managed TLS certificates for load balancers',
        D: 'Hardware tokens for multi-factor sign-in',
      },
      correct: 'A',
      explanation:
        'KMS keys never leave its hardware security modules, access is governed by key policies and IAM, and every use is recorded in CloudTrail; ACM issues TLS certificates.',
    },
    {
      question: 'How should an application obtain its database password?',
      options: {
        A: "From a constant compiled into the application's code",
        B: 'From a file baked into the container image at build',
        C: 'From Secrets Manager at run time, via its role',
        D: 'From a plain-text environment file committed to Git',
      },
      correct: 'C',
      explanation:
        "Fetching the secret with the application's IAM role keeps it out of code and images, and Secrets Manager can rotate it.",
    },
    {
      question:
        'Which service detects threats such as compromised credentials or crypto-mining by analysing logs?',
      options: {
        A: 'AWS Config',
        B: 'Amazon GuardDuty',
        C: 'Amazon Inspector',
        D: 'AWS Security Hub',
      },
      correct: 'B',
      explanation:
        'GuardDuty analyses CloudTrail, VPC Flow Logs and DNS logs; Inspector scans for vulnerabilities and Security Hub aggregates findings.',
    },
    {
      question: 'What does AWS WAF protect against?',
      options: {
        A: 'Disk failures on EC2 instances and their volumes',
        B: 'Volumetric DDoS attacks on the network',
        C: 'Misconfigured IAM policies',
        D: 'Malicious web requests such as SQL injection',
      },
      correct: 'D',
      explanation:
        'WAF filters HTTP requests in front of CloudFront, ALB and API Gateway; Shield is the DDoS protection.',
    },
    {
      question: 'Which action removes pure waste from an AWS bill?',
      options: {
        A: 'Deleting unattached volumes and idle load balancers',
        B: 'Buying Savings Plans for the baseline',
        C: 'Moving every workload to larger instances',
        D: 'Turning off CloudTrail to save on logging',
      },
      correct: 'A',
      explanation:
        'Resources that serve nothing still cost money until removed; commitments discount useful capacity but do not remove waste.',
    },
    {
      question: 'Why are cost allocation tags important?',
      options: {
        A: 'They make tagged resources run faster and cost less',
        B: 'They encrypt resources with a tag key',
        C: 'They attribute spending to teams and products',
        D: 'EC2 refuses to launch untagged instances',
      },
      correct: 'C',
      explanation:
        'Activated cost allocation tags give every dollar an owner, so teams can see and manage what they spend.',
    },
    {
      question: 'Which workload suits Spot Instances best?',
      options: {
        A: 'A single-instance production database',
        B: 'Batch jobs that can be interrupted and resumed',
        C: 'A licence server that must never stop',
        D: 'A stateful legacy application that has no checkpoints',
      },
      correct: 'B',
      explanation:
        'Spot capacity can be reclaimed at short notice, so it suits fault-tolerant work that can resume.',
    },
    {
      question: 'Which Well-Architected pillar is about minimising environmental impact?',
      options: {
        A: 'Reliability',
        B: 'Operational excellence',
        C: 'Performance efficiency',
        D: 'Sustainability',
      },
      correct: 'D',
      explanation:
        'Sustainability, added as the sixth pillar in 2021, covers efficient resource use to reduce environmental impact.',
    },
    {
      question: 'Which pillar covers multi-AZ design, backups and tested recovery procedures?',
      options: {
        A: 'Reliability',
        B: 'Security',
        C: 'Sustainability',
        D: 'Cost optimisation',
      },
      correct: 'A',
      explanation: 'Reliability is about recovering from failures and meeting demand.',
    },
    {
      question: 'What can Secrets Manager do that a plain config file cannot?',
      options: {
        A: 'Serve secrets directly to browsers over a CDN',
        B: 'Rotate secrets automatically on a schedule',
        C: 'Encrypt secrets without needing any KMS key',
        D: 'Share secrets publicly with partners without IAM checks',
      },
      correct: 'B',
      explanation:
        'Secrets Manager encrypts secrets with KMS, controls access with IAM and can rotate them automatically.',
    },
    {
      question: 'Which service finds sensitive data such as personal information in S3?',
      options: {
        A: 'Amazon Inspector',
        B: 'AWS Shield',
        C: 'Amazon Macie',
        D: 'AWS Config rules',
      },
      correct: 'C',
      explanation:
        'Macie discovers sensitive data in S3; Inspector scans compute for vulnerabilities and Shield protects against DDoS.',
    },
    {
      question: 'According to the lesson, what should be ready before a security incident happens?',
      options: {
        A: 'A rule that credentials are never rotated, to avoid outages',
        B: 'Spot Instances for all of the production workloads',
        C: 'Disabled logging everywhere to reduce storage costs',
        D: 'Known steps to revoke keys and isolate instances',
      },
      correct: 'D',
      explanation:
        'Incident readiness means knowing how to revoke credentials, isolate instances and preserve evidence.',
    },
  ],
  problems: [],
};
