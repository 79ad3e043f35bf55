import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'aws-4',
  order: 4,
  title: 'Object Storage with S3',
  description:
    'Store and serve any amount of data with Amazon S3: buckets and objects, storage classes, lifecycle rules, versioning, encryption, access control and static hosting with CloudFront.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    "Explain buckets, objects, keys and S3's durability and consistency",
    'Choose storage classes and automate transitions with lifecycle rules',
    'Protect data with versioning, encryption and Block Public Access',
    'Share content safely with presigned URLs and CloudFront',
  ],
  lesson: `## Buckets and objects

**Amazon S3** (Simple Storage Service) is object storage. You create a **bucket** (a globally unique name in a chosen region) and store **objects** in it: any bytes up to 50 TB each, plus metadata, addressed by a **key** such as \`reports/2026/03/sales.csv\`. There are no real folders: the console simply groups keys by \`/\` prefixes. S3 is designed for **99.999999999% (eleven nines) durability** by storing data redundantly across multiple AZs, and it provides **strong read-after-write consistency**: once a write succeeds, every read sees it.

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
    proTip:
      'Keep Block Public Access enabled on every bucket and serve public content through CloudFront with origin access control; the bucket stays private while users still get fast, cached, HTTPS downloads.',
  },
  mcqs: [
    {
      question: 'What durability is S3 designed to provide?',
      options: {
        A: 'Three nines',
        B: 'Eleven nines',
        C: 'Five nines',
        D: 'Fourteen nines',
      },
      correct: 'B',
      explanation:
        'Objects are stored redundantly across devices and AZs to reach eleven nines (99.999999999%) of durability.',
    },
    {
      question: 'After a successful PUT of a new object, what does a subsequent GET return?',
      options: {
        A: 'The data just written; S3 is consistent',
        B: 'Possibly a 404 until replication finishes',
        C: 'The previous version for a few seconds after the write',
        D: 'Whichever copy the nearest AZ holds',
      },
      correct: 'A',
      explanation:
        'S3 has offered strong read-after-write consistency for all requests since 2020.',
    },
    {
      question:
        'Which storage class suits data with unknown or changing access patterns without manual tuning?',
      options: {
        A: 'Glacier Deep Archive',
        B: 'One Zone-IA',
        C: 'S3 Intelligent-Tiering',
        D: 'S3 Standard-IA',
      },
      correct: 'C',
      explanation:
        'Intelligent-Tiering moves objects between access tiers automatically based on usage; the IA classes charge retrieval fees if access turns out to be frequent.',
    },
    {
      question:
        'What happens when you delete an object in a versioned bucket without specifying a version?',
      options: {
        A: 'All versions of the object are permanently erased',
        B: 'Only the latest version is erased for good',
        C: 'The delete fails until versioning is off',
        D: 'A delete marker is added and old versions remain',
      },
      correct: 'D',
      explanation:
        'Versioning turns a plain delete into a delete marker, so earlier versions can still be restored.',
    },
    {
      question: 'What is the purpose of S3 lifecycle rules?',
      options: {
        A: 'Moving objects to cheaper classes and expiring them',
        B: 'Encrypting objects that are older than a set age',
        C: 'Granting public access for a limited period',
        D: 'Replicating objects to another region',
      },
      correct: 'A',
      explanation:
        'Lifecycle rules automate storage-class transitions and deletions, such as moving logs to Standard-IA after 30 days and deleting them after 7 years.',
    },
    {
      question: 'How can you give a partner temporary download access to one private object?',
      options: {
        A: 'Make the whole bucket public for one hour',
        B: 'Email them a copy of your access keys',
        C: 'Send a presigned URL with an expiry',
        D: "Add their account to the bucket's ACL",
      },
      correct: 'C',
      explanation:
        "A presigned URL grants time-limited access to a single object without changing the bucket's permissions; ACLs are disabled by default.",
    },
    {
      question: 'What is the recommended way to serve a public website from S3?',
      options: {
        A: 'Turn off Block Public Access and enable website hosting',
        B: 'CloudFront with origin access control on a private bucket',
        C: 'Attach an Elastic IP address to the bucket',
        D: 'Serve the files from EC2 instance store',
      },
      correct: 'B',
      explanation:
        'CloudFront adds HTTPS with your certificate, edge caching and WAF protection while the bucket stays private.',
    },
    {
      question:
        'Which feature protects backups in S3 from being deleted or overwritten during a retention period, even by administrators?',
      options: {
        A: 'Transfer Acceleration',
        B: 'Lifecycle rules that block expiry',
        C: 'Cross-region replication to a vault',
        D: 'Object Lock in compliance mode',
      },
      correct: 'D',
      explanation:
        'Object Lock enforces write-once-read-many retention; in compliance mode no user, not even root, can shorten it.',
    },
    {
      question: 'Which service lets you run SQL queries directly over files stored in S3?',
      options: {
        A: 'Amazon Athena',
        B: 'Amazon SQS',
        C: 'AWS Lambda',
        D: 'Amazon Route 53',
      },
      correct: 'A',
      explanation:
        'Athena queries data such as Parquet files in place in S3 and charges per data scanned.',
    },
    {
      question: 'What is the maximum size of a single S3 object?',
      options: {
        A: '50 GB',
        B: '5 TB',
        C: '160 GB',
        D: '50 TB',
      },
      correct: 'B',
      explanation:
        'An object can hold up to 5 TB; large uploads use multipart upload automatically.',
    },
    {
      question: 'By default, how are new S3 objects encrypted at rest?',
      options: {
        A: 'They are not encrypted unless you enable it',
        B: 'With a KMS key that you must create first',
        C: 'Automatically, with keys that S3 manages',
        D: "With the uploader's own client-side key material",
      },
      correct: 'C',
      explanation:
        'All new objects are encrypted at rest by default with S3-managed keys (SSE-S3); SSE-KMS is the option when you need key policies and audit trails.',
    },
    {
      question: 'Which S3 feature can trigger a Lambda function when an image is uploaded?',
      options: {
        A: 'Lifecycle transition rules',
        B: 'Object Lock',
        C: 'Transfer Acceleration',
        D: 'Event notifications',
      },
      correct: 'D',
      explanation:
        'S3 event notifications send object-created events to Lambda, SQS, SNS or EventBridge.',
    },
  ],
  problems: [],
};
