import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'aws-2',
  order: 2,
  title: 'Identity and Access Management (IAM)',
  description:
    'Control who can do what in AWS with IAM users, groups, roles and JSON policies, following least privilege and using temporary credentials.',
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
    proTip:
      'Never put access keys in code or on EC2 instances: attach an IAM role to the instance, Lambda function or container task, and the SDK picks up short-lived credentials automatically.',
  },
  mcqs: [
    {
      question: 'What distinguishes an IAM role from an IAM user?',
      options: {
        A: 'Roles have a console password but no access keys',
        B: 'Roles are assumed and hand out temporary credentials',
        C: 'Roles can carry only AWS-managed policies',
        D: 'Roles work only inside the AWS console',
      },
      correct: 'B',
      explanation:
        'A role has no long-term credentials: a trusted principal assumes it through STS and receives credentials that expire.',
    },
    {
      question:
        'A user has an Allow for s3:DeleteObject in one policy and an explicit Deny for it in another. What happens?',
      options: {
        A: 'Denied, because an explicit Deny always wins',
        B: 'Allowed, because one policy grants it',
        C: 'The most recently attached policy decides',
        D: 'Allowed only if MFA is present',
      },
      correct: 'A',
      explanation: 'An explicit Deny anywhere overrides any Allow in policy evaluation.',
    },
    {
      question: 'What happens to a request that no policy explicitly allows or denies?',
      options: {
        A: 'It is allowed, as long as nothing denies it',
        B: 'It is allowed for read-only actions',
        C: 'It is denied, as an implicit deny',
        D: 'It waits for an administrator to approve it',
      },
      correct: 'C',
      explanation: 'IAM denies everything that is not explicitly allowed (implicit deny).',
    },
    {
      question: 'Which policy element lists the API operations a statement applies to?',
      options: {
        A: 'Sid',
        B: 'Resource',
        C: 'Principal',
        D: 'Action',
      },
      correct: 'D',
      explanation:
        'Action names operations such as s3:GetObject; Resource names ARNs and Sid is only a statement id.',
    },
    {
      question: 'How should an application running on EC2 obtain AWS credentials?',
      options: {
        A: "Access keys stored in the application's config file",
        B: 'An IAM role attached through an instance profile',
        C: "The root user's access keys in an environment variable",
        D: 'An IAM user password entered at startup',
      },
      correct: 'B',
      explanation:
        'An instance profile delivers temporary, rotating role credentials to the code with no secrets stored anywhere.',
    },
    {
      question: "What does a role's trust policy define?",
      options: {
        A: 'Which principals may assume the role',
        B: 'Which S3 buckets the role is allowed to read',
        C: 'Which regions the role can be used in',
        D: "How long the role's password stays valid",
      },
      correct: 'A',
      explanation:
        'The trust policy is the resource-based policy on the role that names who may assume it; permission policies say what it can do.',
    },
    {
      question: 'What can a service control policy (SCP) do?',
      options: {
        A: 'Grant admin access in every member account',
        B: 'Replace IAM policies inside member accounts',
        C: 'Encrypt all data stored in the organisation',
        D: 'Cap the permissions available in member accounts',
      },
      correct: 'D',
      explanation:
        "SCPs are guardrails that limit the maximum permissions in an organisation's accounts but never grant any.",
    },
    {
      question: 'What is the recommended way to give people access to AWS accounts today?',
      options: {
        A: 'Share the root user with MFA among admins',
        B: 'An IAM user with access keys for each person',
        C: 'IAM Identity Center and its SSO portal',
        D: 'One shared IAM user per team, protected by MFA',
      },
      correct: 'C',
      explanation:
        'IAM Identity Center gives people single sign-on and temporary credentials, which is more secure and easier to manage than IAM users.',
    },
    {
      question: 'How can GitHub Actions deploy to AWS without storing access keys?',
      options: {
        A: "By storing the root user's keys as secrets",
        B: 'By assuming an IAM role through OIDC federation',
        C: 'By making the target S3 bucket public for the deploy',
        D: 'By using an IAM user whose keys never expire',
      },
      correct: 'B',
      explanation:
        'The workflow exchanges a signed OIDC token for temporary credentials of a role that trusts it.',
    },
    {
      question: 'What does a permission boundary do?',
      options: {
        A: 'Caps the maximum an identity can be granted',
        B: 'Grants permissions to every role in an account',
        C: 'Limits which IP addresses may sign in to the console',
        D: 'Defines who may assume a role',
      },
      correct: 'A',
      explanation:
        'A permission boundary sets the maximum permissions an identity can have; like SCPs it only limits and never grants.',
    },
    {
      question: "What does s3:Get* match in a policy's Action?",
      options: {
        A: 'Only the GetObject action',
        B: 'Every S3 action except the ones that delete data',
        C: 'All S3 actions whose names start with Get',
        D: 'The GET HTTP method on any service',
      },
      correct: 'C',
      explanation:
        'Wildcards match action names, so s3:Get* covers every S3 operation beginning with Get.',
    },
    {
      question: 'Which tool can generate a least-privilege policy from actual activity?',
      options: {
        A: 'AWS Organizations SCPs',
        B: 'AWS STS',
        C: 'AWS Config rules',
        D: 'IAM Access Analyzer',
      },
      correct: 'D',
      explanation:
        'IAM Access Analyzer generates policies from recorded activity and finds unused or externally shared access.',
    },
  ],
  problems: [],
};
