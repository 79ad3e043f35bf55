import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'aws-2',
  order: 2,
  title: 'Identity and Access Management (IAM)',
  description: 'Control who can do what in AWS with IAM users, groups, roles and JSON policies, following least privilege and using temporary credentials.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Distinguish IAM users, groups, roles and Identity Center',
    'Read and write JSON policies with Effect, Action, Resource and Condition',
    'Explain policy evaluation, including explicit deny',
    'Use roles and temporary credentials instead of long-lived keys',
  ],
  lesson: `## Identities

**IAM** (Identity and Access Management) answers two questions for every AWS API call: *who is calling?* (authentication) and *are they allowed to do this?* (authorisation). IAM is global and free.

- **Users**: identities with long-term credentials (a console password and/or access keys). For people, AWS now recommends **IAM Identity Center** with single sign-on and temporary credentials instead of individual IAM users.
- **Groups**: collections of users sharing permissions (\`developers\`, \`auditors\`).
- **Roles**: identities with no long-term credentials. A trusted principal (an EC2 instance, a Lambda function, a user in another account, a federated identity) **assumes** the role through AWS STS and receives **temporary credentials** that expire automatically.

## Policies

Permissions are granted by **policies**, JSON documents made of statements:

\`\`\`json
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:GetObject", "s3:PutObject"],
      "Resource": "arn:aws:s3:::acme-reports/*"
    },
    {
      "Effect": "Deny",
      "Action": "s3:DeleteObject",
      "Resource": "*",
      "Condition": { "Bool": { "aws:MultiFactorAuthPresent": "false" } }
    }
  ]
}
\`\`\`

- \`Effect\`: \`Allow\` or \`Deny\`.
- \`Action\`: API operations, \`service:Operation\`, wildcards allowed (\`s3:Get*\`).
- \`Resource\`: **ARNs** (Amazon Resource Names) such as \`arn:aws:s3:::bucket/key\`.
- \`Condition\`: optional constraints on source IP, MFA, tags, time, encryption and more.

**Identity-based** policies attach to users, groups or roles (AWS-managed, customer-managed or inline). **Resource-based** policies attach to resources such as S3 buckets, SQS queues and KMS keys and name the principals allowed. A role's **trust policy** is a resource-based policy saying who may assume it.

## How a request is evaluated

1. By default everything is **denied** (implicit deny).
2. An applicable **explicit Allow** grants access.
3. An **explicit Deny** anywhere **always wins**, overriding any Allow.

Organisations add guardrails with **service control policies (SCPs)**, and **permission boundaries** cap what an identity can ever be granted; both only limit, never grant.

## Roles in practice

\`\`\`bash
aws iam create-role --role-name app-reader \\
  --assume-role-policy-document file://trust-ec2.json
aws iam attach-role-policy --role-name app-reader \\
  --policy-arn arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess
aws sts assume-role --role-arn arn:aws:iam::123456789012:role/app-reader \\
  --role-session-name test
\`\`\`

An EC2 instance profile, a Lambda execution role or an ECS task role delivers credentials to your code with no secrets stored anywhere. CI systems such as GitHub Actions use **OIDC federation** to assume roles without stored keys.

## Best practices

- **Least privilege**: start from nothing and add only needed actions and resources; use IAM Access Analyzer to generate policies from actual activity and to find unused access and resources shared outside the account.
- **MFA** for all humans, especially privileged ones.
- **No long-lived access keys** where roles work; rotate any that remain.
- Use **groups or permission sets**, not per-user policies, and review permissions regularly.
`,
  overview: {
    whatYouWillLearn: [
      'IAM authenticates identities and authorises their requests to AWS APIs.',
      'Users represent people or workloads with long-term credentials; groups bundle permissions for users.',
      'Roles are assumed to obtain temporary credentials and are preferred for workloads and cross-account access.',
      'Policies are JSON documents of statements with Effect, Action, Resource and optional Condition.',
      'Everything is denied by default, an explicit Allow grants access, and an explicit Deny always wins.',
      'Least privilege, MFA and regular review with IAM Access Analyzer keep permissions tight.',
    ],
    proTip: 'Never put access keys in code or on EC2 instances: attach an IAM role to the instance, Lambda function or container task, and the SDK picks up short-lived credentials automatically.',
  },
  mcqs: [
    {
      question: 'What distinguishes an IAM role from an IAM user?',
      options: {
        A: 'Roles have permanent passwords',
        B: 'Roles are assumed and provide temporary credentials rather than long-term ones',
        C: 'Roles cannot have policies',
        D: 'Roles only work in the console',
      },
      correct: 'B',
      explanation: 'Assuming a role through STS returns short-lived credentials.',
    },
    {
      question: 'A user has an Allow for s3:DeleteObject in one policy and an explicit Deny for it in another. What happens?',
      options: {
        A: 'The delete is denied, because an explicit Deny always wins',
        B: 'The delete is allowed, because Allow was granted',
        C: 'The newest policy wins',
        D: 'AWS asks the user to choose',
      },
      correct: 'A',
      explanation: 'Explicit denies override any allows in policy evaluation.',
    },
    {
      question: 'What happens to a request that no policy explicitly allows or denies?',
      options: {
        A: 'It is allowed by default',
        B: 'It is allowed only in the console',
        C: 'It is denied by default (implicit deny)',
        D: 'It is queued for administrator approval',
      },
      correct: 'C',
      explanation: 'IAM denies everything that is not explicitly allowed.',
    },
    {
      question: 'Which policy element lists the API operations a statement applies to?',
      options: {
        A: 'Effect',
        B: 'Resource',
        C: 'Principal',
        D: 'Action',
      },
      correct: 'D',
      explanation: 'Action names operations such as s3:GetObject.',
    },
    {
      question: 'How should an application running on EC2 obtain AWS credentials?',
      options: {
        A: 'Hard-code access keys in the source code',
        B: 'Through an IAM role attached to the instance, which supplies temporary credentials',
        C: 'Store the root user\'s keys in an environment file',
        D: 'Ask the user for their password at startup',
      },
      correct: 'B',
      explanation: 'Instance profiles deliver rotating credentials with no stored secrets.',
    },
    {
      question: 'What does a role\'s trust policy define?',
      options: {
        A: 'Which principals are allowed to assume the role',
        B: 'Which S3 buckets the role can read',
        C: 'The role\'s password',
        D: 'The region the role works in',
      },
      correct: 'A',
      explanation: 'The trust policy is the resource-based policy on the role itself.',
    },
    {
      question: 'What can a service control policy (SCP) do?',
      options: {
        A: 'Grant administrator access to all accounts',
        B: 'Replace IAM users',
        C: 'Encrypt data in S3',
        D: 'Set the maximum permissions available in member accounts of an organisation',
      },
      correct: 'D',
      explanation: 'SCPs are guardrails that restrict but never grant permissions.',
    },
    {
      question: 'What is the recommended way to give people access to AWS accounts today?',
      options: {
        A: 'Share the root user credentials',
        B: 'Create access keys for everyone',
        C: 'IAM Identity Center with single sign-on and temporary credentials',
        D: 'One shared IAM user per team',
      },
      correct: 'C',
      explanation: 'Centralised identity with temporary credentials is more secure and easier to manage.',
    },
    {
      question: 'How can GitHub Actions deploy to AWS without storing access keys?',
      options: {
        A: 'By using the root user\'s MFA device',
        B: 'By assuming an IAM role through OIDC federation',
        C: 'By making the S3 bucket public',
        D: 'It cannot; keys are always required',
      },
      correct: 'B',
      explanation: 'The workflow exchanges a signed OIDC token for temporary role credentials.',
    },
  ],
  problems: [],
};
