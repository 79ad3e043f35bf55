import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'aws-1',
  order: 1,
  title: 'Cloud Computing and AWS Fundamentals',
  description:
    'What cloud computing offers, how AWS is organised into regions and Availability Zones, the shared responsibility model, and how to set up and pay for an account safely.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Explain the benefits and service models of cloud computing',
    'Describe regions, Availability Zones and edge locations',
    'Apply the shared responsibility model',
    'Set up an account safely with MFA, budgets and the CLI',
  ],
  lesson: `## Why the cloud?

Running your own data centre means buying servers months in advance, guessing capacity, and paying for idle hardware. **Cloud computing** delivers compute, storage, databases and hundreds of other services **on demand** over the internet, billed by actual use. The benefits: no upfront capital expense, elasticity (scale up for Black Friday, down afterwards), global reach in minutes, and managed services that remove undifferentiated work such as patching databases.

**Amazon Web Services (AWS)**, launched in 2006, is the largest cloud provider, alongside Microsoft Azure and Google Cloud.

## Service models

- **IaaS** (infrastructure as a service): virtual machines, networks and disks; you manage the OS and above. Example: EC2.
- **PaaS** (platform as a service): you deploy code, the provider runs the platform. Examples: Elastic Beanstalk, Lambda, RDS.
- **SaaS** (software as a service): complete applications, such as email or CRM.

## Global infrastructure

- A **region** is a separate geographic area, such as \`us-east-1\` (N. Virginia) or \`eu-central-1\` (Frankfurt). There are more than 30 regions. Choose one based on latency to users, data-residency law, service availability and price.
- Each region contains at least three **Availability Zones (AZs)**: physically separate data centres with independent power and networking, connected by low-latency links. Spreading an application across AZs keeps it running when one fails.
- **Edge locations** (hundreds worldwide) serve CloudFront CDN content and Route 53 DNS close to users.

Most services are regional; some, like IAM and Route 53, are global.

## Shared responsibility

Security is split. **AWS** is responsible for security **of** the cloud: facilities, hardware, the hypervisor and managed-service infrastructure. **You** are responsible for security **in** the cloud: your data, IAM users and permissions, OS patches on EC2 instances, network rules and encryption settings. The split shifts with the service: with EC2 you patch the OS; with Lambda or S3, AWS does more and you do less, but configuring access is always your job.

## Pricing basics

You generally pay for compute time, storage per GB-month and **data transfer out** of AWS (data in is mostly free). EC2 offers On-Demand, Savings Plans or Reserved Instances for commitments, and Spot for spare capacity at deep discounts. New accounts receive free-tier allowances and credits, but many services (NAT gateways, load balancers, public IPv4 addresses) cost money whenever they exist. Use **AWS Budgets**, **Cost Explorer** and the **Pricing Calculator**.

## Setting up safely

1. The email you sign up with is the **root user**: all-powerful. Enable **MFA** on it, create no access keys for it, and stop using it for daily work.
2. Use **IAM Identity Center** (or at least an IAM user with MFA) for everyday access. Organisations manage many accounts with **AWS Organizations**.
3. Install the **AWS CLI** and sign in:

\`\`\`bash
aws configure sso              # or: aws configure, for access keys
aws sts get-caller-identity    # which account and identity am I?
aws ec2 describe-regions --output table
\`\`\`

Everything you can click in the console is also an API call, which is what makes automation and infrastructure as code possible later in this course.
`,
  overview: {
    whatYouWillLearn: [
      'Cloud computing provides on-demand IT resources over the internet with pay-as-you-go pricing.',
      'IaaS, PaaS and SaaS differ in how much of the stack the provider manages.',
      'A region is a geographic area containing multiple isolated Availability Zones, each made of one or more data centres.',
      'Deploying across several Availability Zones protects applications from the failure of one.',
      'Under the shared responsibility model, AWS secures the cloud and customers secure what they put in it.',
      'The root user should be locked away with MFA, with daily work done through IAM identities and budgets set to catch surprises.',
    ],
    proTip:
      'Create an AWS Budget with an email alert on day one, even for a learning account: a forgotten instance, NAT gateway or load balancer is the most common source of unexpected bills.',
  },
  mcqs: [
    {
      question: 'What is an AWS Availability Zone?',
      options: {
        A: 'A country-sized area that groups several regions',
        B: 'Separate data centres with independent power in a region',
        C: 'An edge location that caches content near users',
        D: 'A billing zone with its own prices and tax rules',
      },
      correct: 'B',
      explanation:
        'Each region contains at least three AZs, physically separate data centres with independent power and networking, so an application can survive the failure of one.',
    },
    {
      question: 'Why deploy an application across multiple Availability Zones?',
      options: {
        A: 'To keep running if one AZ fails',
        B: 'To avoid paying for data transfer out',
        C: 'To reach users in other countries faster',
        D: 'Because IAM is scoped to a single AZ',
      },
      correct: 'A',
      explanation:
        'AZs are isolated failure domains, so a multi-AZ design tolerates a data-centre outage; reaching distant users is a matter of regions and edge locations.',
    },
    {
      question:
        'Under the shared responsibility model, who patches the operating system of an EC2 instance?',
      options: {
        A: 'AWS, through its hypervisor updates',
        B: 'AWS, but only for Amazon Linux',
        C: 'Customers, for their own instances',
        D: 'Nobody; instances patch themselves automatically',
      },
      correct: 'C',
      explanation:
        "With IaaS the guest operating system is the customer's responsibility; AWS secures the hardware and hypervisor beneath it.",
    },
    {
      question: "Which is AWS's responsibility under the shared responsibility model?",
      options: {
        A: 'Configuring the S3 bucket policies of your account',
        B: 'Managing IAM users and their keys',
        C: 'Patching the OS of EC2 instances',
        D: 'Physical security of data centres and hardware',
      },
      correct: 'D',
      explanation:
        'AWS secures the infrastructure of the cloud; customers secure what they put in it, such as data, IAM and OS patches.',
    },
    {
      question: 'Which factors should drive the choice of an AWS region?',
      options: {
        A: 'Latency to users, data-residency law and price',
        B: 'The region with the most Availability Zones only',
        C: "Where the company's HQ is registered",
        D: 'Always us-east-1, since all services start there',
      },
      correct: 'A',
      explanation:
        'Region choice is driven by latency to users, data-residency regulations, service availability and price.',
    },
    {
      question: 'What should you do with the root user of a new AWS account?',
      options: {
        A: 'Use it for daily admin work',
        B: 'Enable MFA, create no keys, and use other identities',
        C: 'Delete it once an IAM admin user exists',
        D: 'Create access keys for it to use in automation',
      },
      correct: 'B',
      explanation:
        'The root user is all-powerful and cannot be deleted, so protect it with MFA, give it no access keys and use other identities for daily work.',
    },
    {
      question: 'Which direction of data transfer is usually charged by AWS?',
      options: {
        A: 'Data coming into AWS from the internet',
        B: 'Data uploaded to S3 from anywhere',
        C: 'Data out of AWS to the internet',
        D: 'Nothing; data transfer is always free',
      },
      correct: 'C',
      explanation:
        'Data transfer out of AWS is billed per GB, while data in is mostly free; it is a common and often overlooked cost.',
    },
    {
      question: 'What does aws sts get-caller-identity show?',
      options: {
        A: 'The account and principal your CLI credentials belong to',
        B: 'Every IAM user and role that exists in the current account',
        C: "Your current month's bill so far",
        D: 'The AZs available in your default region',
      },
      correct: 'A',
      explanation: 'It is the quickest check of which account and identity the CLI is using.',
    },
    {
      question:
        'Of these service models, which is closest to AWS Lambda, where you upload code and AWS runs the platform?',
      options: {
        A: 'IaaS, since it runs on virtual machines',
        B: 'SaaS, since AWS hosts and runs the software',
        C: 'On-premises compute',
        D: 'PaaS, a managed runtime for functions',
      },
      correct: 'D',
      explanation:
        'You provide only the code and AWS manages servers, runtime and scaling, which is platform as a service (serverless).',
    },
    {
      question: 'What are edge locations used for?',
      options: {
        A: 'Hosting EC2 instances close to users',
        B: 'Serving CloudFront content and DNS near users',
        C: 'Storing backups in a third region',
        D: 'Running the AWS management console',
      },
      correct: 'B',
      explanation:
        'Hundreds of edge locations serve CloudFront CDN content and Route 53 DNS answers close to users; they do not run EC2.',
    },
    {
      question:
        'Which pricing option gives deep discounts on spare capacity that can be interrupted?',
      options: {
        A: 'On-Demand',
        B: 'Savings Plans',
        C: 'Spot Instances',
        D: 'Reserved Instances',
      },
      correct: 'C',
      explanation:
        'Spot uses spare capacity at deep discounts but can be reclaimed; Savings Plans and Reserved Instances discount committed usage.',
    },
    {
      question: 'Which statement about IAM and Route 53 is true?',
      options: {
        A: 'They are available in only one region at a time',
        B: 'Each AZ has its own copy to configure separately',
        C: 'They exist only in the us-east-1 region',
        D: 'They are global services, not regional',
      },
      correct: 'D',
      explanation: 'Most services are regional, but IAM and Route 53 are global.',
    },
  ],
  problems: [],
};
