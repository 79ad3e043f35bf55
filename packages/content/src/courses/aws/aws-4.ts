import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'aws-4',
  order: 4,
  title: 'Object Storage with S3',
  description: 'Store and serve any amount of data with Amazon S3: buckets and objects, storage classes, lifecycle rules, versioning, encryption, access control and static hosting with CloudFront.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Explain buckets, objects, keys and S3\'s durability and consistency',
    'Choose storage classes and automate transitions with lifecycle rules',
    'Protect data with versioning, encryption and Block Public Access',
    'Share content safely with presigned URLs and CloudFront',
  ],
  lesson: `## Buckets and objects

**Amazon S3** (Simple Storage Service) is object storage. You create a **bucket** (a globally unique name in a chosen region) and store **objects** in it: any bytes up to 5 TB each, plus metadata, addressed by a **key** such as \`reports/2026/03/sales.csv\`. There are no real folders: the console simply groups keys by \`/\` prefixes. S3 is designed for **99.999999999% (eleven nines) durability** by storing data redundantly across multiple AZs, and it provides **strong read-after-write consistency**: once a write succeeds, every read sees it.

\`\`\`bash
aws s3 mb s3://acme-reports-eu --region eu-central-1
aws s3 cp sales.csv s3://acme-reports-eu/reports/2026/03/
aws s3 ls s3://acme-reports-eu/reports/ --recursive
aws s3 sync ./site s3://acme-site --delete
aws s3 presign s3://acme-reports-eu/reports/2026/03/sales.csv --expires-in 3600
\`\`\`

Large uploads should use **multipart upload**, which the CLI and SDKs do automatically.

## Storage classes

- **S3 Standard**: frequently accessed data, millisecond access.
- **S3 Intelligent-Tiering**: moves objects between access tiers automatically based on usage; a safe default when patterns are unknown.
- **Standard-IA** and **One Zone-IA**: infrequently accessed data, cheaper storage but a per-GB retrieval fee (One Zone keeps data in a single AZ).
- **Glacier Instant Retrieval**, **Glacier Flexible Retrieval** (minutes to hours) and **Glacier Deep Archive** (hours, cheapest): archives and compliance data.

**Lifecycle rules** automate this: move logs to Standard-IA after 30 days, to Deep Archive after 180, and delete them after 7 years. Expire incomplete multipart uploads and old object versions to avoid paying for invisible data.

## Protecting data

- **Versioning** keeps every version of an object; a delete just adds a delete marker, so mistakes can be undone.
- **Object Lock** enforces write-once-read-many retention, protecting backups from ransomware and accidental deletion.
- **Replication** (same- or cross-region) copies objects to another bucket automatically.
- **Encryption**: all new objects are encrypted at rest by default with S3-managed keys (SSE-S3); use **SSE-KMS** when you need key policies and audit trails. Enforce TLS in transit with a bucket policy condition on \`aws:SecureTransport\`.

## Access control

Buckets are private by default. Access is granted by IAM policies (for your identities) and **bucket policies** (resource-based, for other accounts, services or, rarely, the public). Since 2023, new buckets have **Block Public Access** enabled and ACLs disabled by default, which prevents the classic "public bucket" data leaks. To share one object temporarily, generate a **presigned URL** that embeds time-limited credentials.

## Serving content

S3 can host a **static website**, but the better pattern is **CloudFront** in front of a private bucket with **origin access control**: HTTPS with your own certificate, global caching at edge locations, lower data-transfer cost and protection with AWS WAF.

## Events and analytics

S3 emits **event notifications** (to Lambda, SQS, SNS or EventBridge) when objects are created, enabling pipelines like "resize every uploaded image". Data lakes store files such as Parquet in S3 and query them in place with **Athena**, and S3 Tables provide managed Apache Iceberg tables for analytics.
`,
  overview: {
    whatYouWillLearn: [
      'S3 stores objects (data plus metadata) under keys in buckets, with virtually unlimited capacity.',
      'S3 is designed for eleven nines of durability and offers strong read-after-write consistency.',
      'Storage classes trade retrieval speed and availability against price, from Standard to Glacier Deep Archive.',
      'Lifecycle rules transition or expire objects automatically, and Intelligent-Tiering moves them based on access.',
      'Versioning, Object Lock and replication protect against deletion and disasters.',
      'Block Public Access, bucket policies, default encryption and presigned URLs control who can read data.',
    ],
    proTip: 'Keep Block Public Access enabled on every bucket and serve public content through CloudFront with origin access control; the bucket stays private while users still get fast, cached, HTTPS downloads.',
  },
  mcqs: [
    {
      question: 'What is S3 designed to provide for durability?',
      options: {
        A: '99.9%',
        B: 'Eleven nines (99.999999999%)',
        C: '100% with a legal guarantee',
        D: 'It depends on the object size',
      },
      correct: 'B',
      explanation: 'Data is stored redundantly across devices and AZs to achieve eleven nines of durability.',
    },
    {
      question: 'After a successful PUT of a new object, what does a subsequent GET return?',
      options: {
        A: 'The new object, because S3 provides strong read-after-write consistency',
        B: 'Possibly a 404 for several minutes',
        C: 'The previous version only',
        D: 'A random version',
      },
      correct: 'A',
      explanation: 'S3 has offered strong consistency for all reads since 2020.',
    },
    {
      question: 'Which storage class suits data with unknown or changing access patterns without manual tuning?',
      options: {
        A: 'Glacier Deep Archive',
        B: 'One Zone-IA',
        C: 'S3 Intelligent-Tiering',
        D: 'Reduced Redundancy',
      },
      correct: 'C',
      explanation: 'Intelligent-Tiering moves objects between tiers automatically based on access.',
    },
    {
      question: 'What happens when you delete an object in a versioned bucket without specifying a version?',
      options: {
        A: 'All versions are permanently erased',
        B: 'The bucket is suspended',
        C: 'The delete fails',
        D: 'S3 adds a delete marker, and earlier versions remain recoverable',
      },
      correct: 'D',
      explanation: 'Versioning turns deletes into markers so data can be restored.',
    },
    {
      question: 'What is the purpose of S3 lifecycle rules?',
      options: {
        A: 'To transition objects to cheaper classes and expire them automatically over time',
        B: 'To encrypt objects',
        C: 'To grant public access',
        D: 'To rename buckets',
      },
      correct: 'A',
      explanation: 'Lifecycle policies automate storage-class transitions and deletions.',
    },
    {
      question: 'How can you give a partner temporary download access to one private object?',
      options: {
        A: 'Make the bucket public for an hour',
        B: 'Share your access keys',
        C: 'Generate a presigned URL that expires',
        D: 'Disable Block Public Access',
      },
      correct: 'C',
      explanation: 'Presigned URLs grant time-limited access to a single object without changing bucket permissions.',
    },
    {
      question: 'What is the recommended way to serve a public website from S3?',
      options: {
        A: 'Turn off Block Public Access on the bucket',
        B: 'Put CloudFront with origin access control in front of a private bucket',
        C: 'Attach an Elastic IP to the bucket',
        D: 'Copy files to EC2 instance store',
      },
      correct: 'B',
      explanation: 'CloudFront adds HTTPS, caching and security while the bucket stays private.',
    },
    {
      question: 'Which feature protects backups in S3 from being deleted or overwritten during a retention period, even by administrators?',
      options: {
        A: 'Transfer Acceleration',
        B: 'Requester Pays',
        C: 'Static website hosting',
        D: 'Object Lock in compliance mode',
      },
      correct: 'D',
      explanation: 'Object Lock enforces write-once-read-many retention.',
    },
    {
      question: 'Which service lets you run SQL queries directly over files stored in S3?',
      options: {
        A: 'Amazon Athena',
        B: 'Amazon SQS',
        C: 'AWS Lambda layers',
        D: 'Amazon Route 53',
      },
      correct: 'A',
      explanation: 'Athena queries data in place in S3 and charges per data scanned.',
    },
  ],
  problems: [],
};
