import type { Mcq } from '@app/shared/content.schemas';

export const easyMcq: Mcq[] = [
  {
    question: 'Which is an example of Software as a Service (SaaS)?',
    options: {
      A: 'A managed Kubernetes 1.30 cluster you deploy to',
      B: 'A virtual machine that you configure yourself',
      C: 'A raw block storage volume for your servers',
      D: 'A hosted office suite such as Microsoft 365',
    },
    correct: 'D',
    explanation: 'With SaaS the provider runs the whole application; you just use it.',
  },
  {
    question: 'What is an availability zone?',
    options: {
      A: 'A country where the cloud provider runs a sales office and support',
      B: 'Separate data centres with their own power, within a region',
      C: 'A single server rack inside one data centre',
      D: 'A pricing tier for storage in a region',
    },
    correct: 'B',
    explanation:
      'Spreading resources over several zones protects against the failure of one data centre.',
  },
  {
    question:
      'Under the shared responsibility model, who patches the guest operating system of an EC2 instance?',
    options: {
      A: 'AWS',
      B: 'The customer',
      C: 'The hardware vendor',
      D: 'Nobody; it is patched automatically',
    },
    correct: 'B',
    explanation:
      'AWS secures the cloud infrastructure; customers secure what they run in it, including the guest OS.',
  },
  {
    question: 'What does elasticity mean in cloud computing?',
    options: {
      A: 'Adding and removing resources automatically as demand changes',
      B: 'Keeping all data in one region for lower latency',
      C: 'Stretching one network across several regions',
      D: 'Paying a fixed price whatever your usage is',
    },
    correct: 'A',
    explanation: 'Elastic systems scale out under load and back in when demand drops.',
  },
  {
    question: 'What kind of service is Amazon S3?',
    options: {
      A: 'A message queue',
      B: 'Object storage',
      C: 'A virtual machine',
      D: 'A relational database',
    },
    correct: 'B',
    explanation: 'S3 stores objects (files plus metadata) in buckets, accessed over HTTP APIs.',
  },
  {
    question: 'Which Azure service is the counterpart of Amazon EC2?',
    options: {
      A: 'Azure DevOps',
      B: 'Azure Blob Storage',
      C: 'Azure Virtual Machines',
      D: 'Azure Functions',
    },
    correct: 'C',
    explanation: 'Both provide resizable virtual servers billed by usage.',
  },
  {
    question: 'What characterises serverless functions such as AWS Lambda or Azure Functions?',
    options: {
      A: 'You deploy code, and it runs and bills per invocation',
      B: 'They run only on physical hardware that you own',
      C: 'They are billed a flat monthly fee, whether or not they are used',
      D: 'You must patch the servers that run them yourself',
    },
    correct: 'A',
    explanation: 'The provider manages servers and scaling; you pay only while code runs.',
  },
  {
    question: 'What does the principle of least privilege require?',
    options: {
      A: 'Giving administrator rights to every developer',
      B: 'Disabling multi-factor authentication so that logins are faster',
      C: 'Granting each identity only the permissions it needs',
      D: 'Sharing one account between all the services',
    },
    correct: 'C',
    explanation: 'Minimal permissions limit the damage if credentials leak.',
  },
  {
    question: 'What is a Virtual Private Cloud (VPC)?',
    options: {
      A: "A VPN client installed on employees' laptops",
      B: 'A private data centre that you rent exclusively',
      C: 'A backup copy of an entire region',
      D: 'A logically isolated virtual network for your resources',
    },
    correct: 'D',
    explanation: 'You control its IP ranges, subnets, route tables and gateways.',
  },
  {
    question: 'What does the pay-as-you-go pricing model mean?',
    options: {
      A: 'You pay a fixed yearly licence up front, whatever you use',
      B: 'You pay for what you use, without upfront commitment',
      C: 'You pay per employee who has an account',
      D: 'You pay only for the first month of usage',
    },
    correct: 'B',
    explanation: 'On-demand pricing turns capital expense into operating expense.',
  },
  {
    question: 'Why deploy an application across several availability zones?',
    options: {
      A: 'To make it cheaper than running in a single zone',
      B: 'To reduce the number of public IP addresses needed',
      C: 'Because one zone cannot run more than one server',
      D: 'So it keeps running if one zone fails',
    },
    correct: 'D',
    explanation: 'Multi-AZ designs remove a data centre as a single point of failure.',
  },
  {
    question: 'What is the recommended practice for the AWS account root user?',
    options: {
      A: 'Protect it with MFA and avoid it for everyday tasks',
      B: 'Delete it right after the account has been created, for safety',
      C: 'Use its access keys inside your applications',
      D: 'Share its password with the whole team',
    },
    correct: 'A',
    explanation:
      'Day-to-day work should use IAM Identity Center users or roles with limited permissions.',
  },
  {
    question: 'Which AWS service is closest to Azure Blob Storage?',
    options: {
      A: 'Amazon S3',
      B: 'Amazon EBS gp3',
      C: 'Amazon SQS',
      D: 'Amazon EC2',
    },
    correct: 'A',
    explanation: 'Both are object stores for unstructured data.',
  },
  {
    question: 'Which of these is a managed relational database service?',
    options: {
      A: 'Amazon S3',
      B: 'Amazon CloudFront',
      C: 'Amazon RDS',
      D: 'AWS Lambda',
    },
    correct: 'C',
    explanation:
      'RDS (like Azure SQL Database) handles provisioning, backups and patching of relational databases.',
  },
];

export const mediumMcq: Mcq[] = [
  {
    question: 'How do AWS security groups differ from network ACLs?',
    options: {
      A: 'Both are stateless and apply to whole subnets',
      B: 'Security groups are stateless while network ACLs are stateful',
      C: 'NACLs can only allow traffic and never deny it',
      D: 'SGs are stateful and per interface, NACLs stateless and per subnet',
    },
    correct: 'D',
    explanation:
      'Return traffic is automatically allowed by a security group, while a NACL needs explicit rules both ways.',
  },
  {
    question: 'What is the trade-off of S3 Standard-Infrequent Access compared with S3 Standard?',
    options: {
      A: 'A higher storage price, but every retrieval is free of charge',
      B: 'Cheaper storage, but retrieval fees and a minimum duration',
      C: 'Objects can only be read once per month',
      D: 'Lower durability than S3 Standard, since fewer copies are kept',
    },
    correct: 'B',
    explanation: 'Standard-IA suits data accessed rarely but needed quickly when it is.',
  },
  {
    question: 'What is a classic RDS Multi-AZ instance deployment primarily for?',
    options: {
      A: "Reducing the database's storage costs",
      B: 'High availability via a synchronous standby for failover',
      C: 'Scaling reads out across several asynchronous read replicas',
      D: 'Running different database engines side by side on one instance',
    },
    correct: 'B',
    explanation: 'The standby does not serve reads; read replicas are the tool for read scaling.',
  },
  {
    question:
      'Why are IAM roles preferred over IAM users with access keys for applications on EC2?',
    options: {
      A: 'Roles give temporary credentials that rotate automatically',
      B: 'Roles never need any permission policies attached to them at all',
      C: 'IAM users cannot call AWS APIs at all',
      D: 'Roles are cheaper per API request',
    },
    correct: 'A',
    explanation:
      'Instance profiles deliver short-lived role credentials, so no long-term keys sit on the server.',
  },
  {
    question: 'When would you choose an Application Load Balancer over a Network Load Balancer?',
    options: {
      A: 'When clients use non-HTTP TCP protocols only, such as SMTP',
      B: 'When you need static IP addresses per zone above all',
      C: 'When you need HTTP-level routing by host or path',
      D: 'When you need to load-balance raw UDP traffic, such as DNS',
    },
    correct: 'C',
    explanation: 'ALB works at layer 7; NLB works at layer 4 with very high throughput.',
  },
  {
    question: 'What does the SQS visibility timeout do?',
    options: {
      A: 'Deletes messages automatically once the timeout has expired',
      B: 'Limits how long a queue may exist before it is removed for good',
      C: 'Delays the first delivery of every new message by that long',
      D: 'Hides a received message until deleted or the timeout ends',
    },
    correct: 'D',
    explanation:
      'This gives at-least-once delivery: a consumer that crashes simply lets the message reappear.',
  },
  {
    question: 'What is a Lambda cold start?',
    options: {
      A: 'A deployment that has not been tested yet',
      B: 'A function that fails at low temperatures',
      C: 'A function started by hand from the console',
      D: 'Extra latency while a new execution environment initialises',
    },
    correct: 'D',
    explanation:
      'Cold starts happen on scale-out or after idle periods; provisioned concurrency can avoid them.',
  },
  {
    question: 'What is the main risk of EC2 Spot Instances?',
    options: {
      A: "They can be interrupted with two minutes' warning",
      B: 'They cannot attach EBS volumes, only instance storage',
      C: 'They cost more than On-Demand Instances at peak times',
      D: 'They cannot be used with Auto Scaling',
    },
    correct: 'A',
    explanation:
      'Spot suits fault-tolerant, interruptible workloads in exchange for large discounts.',
  },
  {
    question: 'Which DynamoDB partition key avoids hot partitions?',
    options: {
      A: 'A boolean flag such as is_active',
      B: 'A high-cardinality attribute accessed evenly, like a user ID',
      C: 'The current date of each write',
      D: 'A constant value shared by all items',
    },
    correct: 'B',
    explanation: 'Evenly spread keys distribute traffic across partitions.',
  },
  {
    question: 'What is an Azure resource group?',
    options: {
      A: 'A billing currency used for invoices',
      B: 'A physical data centre that hosts your resources in a region',
      C: 'A logical container for resources sharing a lifecycle',
      D: 'A peering between two virtual networks',
    },
    correct: 'C',
    explanation:
      'Deleting a resource group deletes all resources in it, which suits per-environment grouping.',
  },
  {
    question:
      'What does an EC2 Auto Scaling group do with an instance that fails its health check?',
    options: {
      A: 'Terminates it and launches a replacement',
      B: 'Reboots it repeatedly until it passes',
      C: 'Moves it to another region automatically',
      D: 'Ignores it until a human intervenes',
    },
    correct: 'A',
    explanation: 'Self-healing keeps the group at its desired capacity.',
  },
  {
    question: 'What does an S3 pre-signed URL provide?',
    options: {
      A: 'Time-limited access to one object, as the signer',
      B: 'Permanent public read access to all objects (s3:GetObject)',
      C: 'Encryption of the object at rest with KMS',
      D: 'A custom DNS name for the bucket',
    },
    correct: 'A',
    explanation: 'Anyone with the URL can perform the signed operation until it expires.',
  },
  {
    question: "What is Azure's native infrastructure-as-code language?",
    options: {
      A: 'HCL only',
      B: 'Bicep',
      C: 'PowerShell DSC only',
      D: 'CloudFormation YAML',
    },
    correct: 'B',
    explanation:
      'Bicep compiles to ARM templates and is the recommended way to declare Azure resources.',
  },
  {
    question: 'How do Savings Plans or Reserved Instances reduce cost?',
    options: {
      A: 'They let AWS interrupt your instances at will',
      B: 'They pause idle instances automatically from 9 p.m. to 7 a.m.',
      C: 'A one- or three-year usage commitment earns a discount',
      D: 'They remove the charges for data transfer',
    },
    correct: 'C',
    explanation: 'Commitment-based discounts fit steady, predictable baseline usage.',
  },
];

export const hardMcq: Mcq[] = [
  {
    question:
      'What consistency does Amazon S3 provide today for a GET right after a successful PUT of a new object or an overwrite?',
    options: {
      A: 'Strong consistency only for objects smaller than 5 GB',
      B: 'Strong read-after-write consistency for all objects',
      C: 'Strong consistency only within the same availability zone',
      D: "Eventual consistency for overwrites, as in S3's pre-2020 years",
    },
    correct: 'B',
    explanation:
      'Since December 2020, S3 delivers strong read-after-write consistency for PUTs and DELETEs automatically.',
  },
  {
    question: 'What do Service Control Policies (SCPs) in AWS Organizations do?',
    options: {
      A: 'They apply only to the management account itself',
      B: 'They replace IAM policies in member accounts',
      C: 'They cap permissions but never grant any',
      D: 'They grant administrator access to member accounts',
    },
    correct: 'C',
    explanation:
      'An action must be allowed by both the SCPs and an identity or resource policy; an explicit deny anywhere wins.',
  },
  {
    question: 'VPC A is peered with B, and B with C. Can instances in A reach C through B?',
    options: {
      A: 'Only for IPv6 traffic between the VPCs',
      B: 'Yes, peering is transitive by default',
      C: 'Yes, if B has an internet gateway',
      D: 'No, peering is not transitive; use a Transit Gateway',
    },
    correct: 'D',
    explanation:
      'Each peering connects exactly two VPCs; hub-and-spoke routing needs a Transit Gateway.',
  },
  {
    question: 'What read consistency do DynamoDB global secondary indexes support?',
    options: {
      A: 'Transactional reads only',
      B: 'Only strongly consistent reads',
      C: 'Only eventually consistent reads',
      D: 'Both, chosen per request',
    },
    correct: 'C',
    explanation:
      'GSIs are updated asynchronously; local secondary indexes and base tables support strongly consistent reads.',
  },
  {
    question: 'What is the difference between Lambda reserved and provisioned concurrency?',
    options: {
      A: 'Provisioned concurrency is free',
      B: 'Reserved caps it, while provisioned keeps instances warm',
      C: 'Reserved removes cold starts, while provisioned limits the cost',
      D: 'They are the same feature under two names',
    },
    correct: 'B',
    explanation:
      'Reserved concurrency is a limit and a guarantee; provisioned concurrency is pre-warming that you pay for.',
  },
  {
    question: 'How does envelope encryption with AWS KMS work?',
    options: {
      A: 'Data is encrypted with a data key, itself encrypted by a KMS key',
      B: 'Data is encrypted twice with the same KMS key',
      C: 'The KMS key is downloaded and used on the client',
      D: 'All of the data is sent to KMS to be encrypted',
    },
    correct: 'A',
    explanation:
      'Only small data keys travel to KMS, which keeps large-data encryption fast and keys protected.',
  },
  {
    question:
      'For a resilient design with private subnets in three AZs, how should NAT gateways be deployed?',
    options: {
      A: "A NAT gateway in each private subnet's route to the internet gateway",
      B: 'A single NAT gateway shared by all AZs',
      C: 'No NAT gateway; private subnets route directly to the internet gateway',
      D: "One NAT gateway per AZ, each private subnet using its own AZ's",
    },
    correct: 'D',
    explanation:
      'A single NAT gateway is a cross-AZ single point of failure and adds cross-AZ data charges.',
  },
  {
    question: 'How do SQS FIFO queues order messages?',
    options: {
      A: 'Globally across the whole queue, whatever the group',
      B: 'Strictly within each message group ID, with deduplication',
      C: 'Not at all; FIFO queues only deduplicate messages by content',
      D: 'By message size, smallest first',
    },
    correct: 'B',
    explanation:
      'Different message groups can be processed in parallel while each group stays in order.',
  },
  {
    question: 'What is the difference between RPO and RTO?',
    options: {
      A: 'RPO applies to compute and RTO to storage',
      B: 'Both measure network latency between the primary and the backup',
      C: 'RPO is tolerable data loss in time, RTO the time to restore',
      D: 'RPO is the restore time and RTO the data loss',
    },
    correct: 'C',
    explanation: 'Backup frequency drives RPO, while failover automation drives RTO.',
  },
  {
    question: 'Which AWS services can be reached through VPC gateway endpoints?',
    options: {
      A: 'Only Amazon EC2',
      B: 'Amazon SQS and Amazon SNS',
      C: 'Every AWS service in the region',
      D: 'Amazon S3 and DynamoDB',
    },
    correct: 'D',
    explanation: 'Other services use interface endpoints (AWS PrivateLink).',
  },
  {
    question: 'How do Azure availability sets differ from availability zones?',
    options: {
      A: 'Availability sets span several Azure regions for disaster recovery',
      B: 'Sets spread VMs within one data centre, zones across several',
      C: 'They are identical features that Azure simply names differently',
      D: 'Zones only apply to storage accounts',
    },
    correct: 'B',
    explanation:
      'Zones protect against a data-centre failure; availability sets protect against rack and maintenance failures.',
  },
  {
    question: 'Which kind of data transfer is typically free on the major cloud providers?',
    options: {
      A: 'Inbound data from the internet',
      B: 'Data transferred through a NAT gateway',
      C: 'Data transferred between regions',
      D: 'Data transferred out to the internet',
    },
    correct: 'A',
    explanation: 'Ingress is generally free while egress and processed NAT traffic are billed.',
  },
  {
    question: 'Which pillar was added to the AWS Well-Architected Framework in 2021?',
    options: {
      A: 'Sustainability',
      B: 'Security',
      C: 'Reliability',
      D: 'Cost Optimization',
    },
    correct: 'A',
    explanation:
      'The framework now has six pillars: operational excellence, security, reliability, performance efficiency, cost optimization and sustainability.',
  },
  {
    question: 'A third-party SaaS needs access to your AWS account. What is the recommended setup?',
    options: {
      A: 'An IAM role it can assume, with an external ID in the trust policy',
      B: "The root user's credentials, shared securely",
      C: 'A public S3 bucket holding the data it needs',
      D: 'An IAM user whose access keys are emailed to the vendor',
    },
    correct: 'A',
    explanation:
      'The external ID prevents the confused-deputy problem when the vendor serves many customers.',
  },
];
