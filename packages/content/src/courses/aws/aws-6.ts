import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'aws-6',
  order: 6,
  title: 'Databases on AWS: RDS, Aurora and DynamoDB',
  description:
    'Choose and operate managed databases: relational RDS and Aurora with Multi-AZ and read replicas, key-value DynamoDB with partition keys and capacity modes, and ElastiCache for caching.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Explain what managed relational databases handle for you',
    'Compare Multi-AZ deployments with read replicas',
    'Design DynamoDB tables around partition keys and access patterns',
    'Pick the right database service for a workload',
  ],
  lesson: `## Managed relational databases

Running a database yourself means installing, patching, backing up, replicating and monitoring it. **Amazon RDS** does this for **PostgreSQL, MySQL, MariaDB, Oracle, SQL Server and Db2**: you choose the engine, instance class and storage; AWS handles provisioning, minor-version patching in maintenance windows, **automated backups** with **point-in-time recovery** (up to 35 days), and snapshots. You still design schemas, tune queries and choose indexes.

\`\`\`bash
aws rds create-db-instance --db-instance-identifier orders \\
  --engine postgres --db-instance-class db.t4g.medium \\
  --allocated-storage 50 --storage-type gp3 \\
  --master-username app --manage-master-user-password \\
  --multi-az --no-publicly-accessible --db-subnet-group-name private-dbs
\`\`\`

Keep databases in private subnets, reachable only from the application's security group, and let RDS store the master password in **Secrets Manager**.

## Availability versus read scaling

- **Multi-AZ** keeps a **synchronous** standby in another AZ. If the primary fails, RDS fails over automatically, typically within a minute or two, and the endpoint DNS name moves to the new primary. In the classic Multi-AZ instance deployment, the standby does not serve reads; it exists for availability.
- **Read replicas** are **asynchronous** copies that serve read traffic (reports, read-heavy pages), in the same or another region. They can lag slightly behind, and can be promoted in a disaster.

## Aurora

**Amazon Aurora** is a MySQL- and PostgreSQL-compatible engine built for the cloud. Its storage layer keeps **six copies across three AZs** and grows automatically; up to 15 low-lag replicas share that storage, and failover is fast. **Aurora Serverless v2** scales capacity up and down in fine-grained steps, and **Global Database** replicates to other regions with typically sub-second lag.

## DynamoDB

**Amazon DynamoDB** is a fully managed, serverless **key-value and document** database with consistent single-digit-millisecond latency at virtually any scale. There are no servers or connections to manage.

- Every item has a **primary key**: a **partition key** alone, or a partition key plus a **sort key**. The partition key is hashed to spread data across partitions, so choose one with many distinct, evenly accessed values (user ID, not "status").
- Queries retrieve items by partition key and optionally a sort-key range (\`customer#42\`, orders between two dates). **Global secondary indexes** support other access patterns. There are no joins; related data is often stored together (**single-table design**).
- **Capacity modes**: **on-demand** (pay per request, no planning) or **provisioned** (with auto scaling, cheaper for steady load).
- Reads are eventually consistent by default, with strongly consistent reads and ACID **transactions** available. **Streams** feed changes to Lambda; **TTL** deletes expired items; **global tables** replicate across regions.

\`\`\`bash
aws dynamodb query --table-name Orders \\
  --key-condition-expression "pk = :c AND sk BETWEEN :a AND :b" \\
  --expression-attribute-values '{":c":{"S":"CUSTOMER#42"},":a":{"S":"2026-01"},":b":{"S":"2026-03"}}'
\`\`\`

## Choosing

- Relational data, complex queries and joins, existing SQL skills: **RDS** or **Aurora**.
- Massive scale with known, simple access patterns, serverless apps: **DynamoDB**.
- Caching and sub-millisecond reads: **ElastiCache** (Valkey, Redis OSS or Memcached); a durable Redis-compatible primary database: **MemoryDB**.
- Others for special needs: DocumentDB (MongoDB-compatible), Neptune (graph), Timestream (time series), OpenSearch (search), Redshift (data warehouse).
`,
  overview: {
    whatYouWillLearn: [
      'RDS runs managed PostgreSQL, MySQL, MariaDB, Oracle and SQL Server with automated backups and patching.',
      'Multi-AZ provides high availability through a synchronous standby, while read replicas scale reads asynchronously.',
      "Aurora is AWS's cloud-native relational engine with storage replicated six ways across three AZs.",
      'DynamoDB is a serverless key-value and document database with single-digit millisecond latency at any scale.',
      'DynamoDB tables are designed around partition keys, sort keys and access patterns rather than joins.',
      'ElastiCache and MemoryDB provide Redis- and Valkey-compatible in-memory caching and storage.',
    ],
    proTip:
      'For DynamoDB, write down every query the application needs before creating the table; the partition key, sort key and any secondary indexes follow from those queries, and changing them later means migrating data.',
  },
  mcqs: [
    {
      question: 'Which task does Amazon RDS handle for you?',
      options: {
        A: 'Designing your schema and its indexes',
        B: 'Backups, recovery to a point in time, and patching',
        C: 'Rewriting slow SQL queries automatically',
        D: 'Choosing which engine fits your data',
      },
      correct: 'B',
      explanation:
        'RDS automates operations such as backups, point-in-time recovery and minor-version patching; data modelling and query tuning remain your job.',
    },
    {
      question: 'What is the main purpose of an RDS Multi-AZ deployment?',
      options: {
        A: 'High availability via a synchronous standby',
        B: 'Scaling read traffic across several replicas',
        C: 'Cutting storage costs by sharing disks',
        D: 'Serving users in two different regions at the same time',
      },
      correct: 'A',
      explanation:
        'The synchronous standby takes over automatically if the primary or its AZ fails; read replicas are the tool for read scaling.',
    },
    {
      question: 'How do RDS read replicas replicate data?',
      options: {
        A: 'Synchronously, so they never fall behind at all',
        B: 'Through nightly snapshots taken of the primary',
        C: 'Asynchronously, so they may lag slightly',
        D: "By replaying the primary's backups hourly",
      },
      correct: 'C',
      explanation:
        'Asynchronous replication lets replicas serve reads at the cost of a small possible lag.',
    },
    {
      question: 'How does Aurora store data durably?',
      options: {
        A: 'On a single EBS volume per instance',
        B: 'In S3 Glacier, restored on demand when queried',
        C: 'Two copies in a primary and a standby AZ',
        D: 'Six copies across three Availability Zones',
      },
      correct: 'D',
      explanation:
        "Aurora's distributed storage layer keeps six copies across three AZs and tolerates the loss of an entire AZ.",
    },
    {
      question: 'What makes a good DynamoDB partition key?',
      options: {
        A: 'One with many distinct, evenly used values, like user ID',
        B: 'A boolean flag such as is_active',
        C: "The creation date shared by all of a day's items",
        D: 'A status field with three possible values',
      },
      correct: 'A',
      explanation:
        'The partition key is hashed to spread data, so high-cardinality, evenly accessed values avoid hot partitions.',
    },
    {
      question:
        "Which DynamoDB feature supports querying by an attribute other than the table's primary key?",
      options: {
        A: 'DynamoDB Streams with a filter',
        B: 'Point-in-time recovery to a new table',
        C: 'A global secondary index',
        D: 'Global tables across regions',
      },
      correct: 'C',
      explanation:
        'A global secondary index provides an alternative key for another access pattern.',
    },
    {
      question: 'When is DynamoDB on-demand capacity mode a good choice?',
      options: {
        A: 'Steady traffic where cost must be lowest',
        B: 'New or spiky workloads that are hard to forecast',
        C: 'Tables larger than one terabyte only',
        D: 'Workloads that need joins between tables',
      },
      correct: 'B',
      explanation:
        'On-demand charges per request and absorbs unpredictable traffic; provisioned capacity with auto scaling is cheaper for steady load.',
    },
    {
      question:
        'An application needs complex ad-hoc SQL queries with joins across many tables. Which service fits best?',
      options: {
        A: 'DynamoDB',
        B: 'ElastiCache',
        C: 'Amazon Neptune',
        D: 'RDS or Aurora',
      },
      correct: 'D',
      explanation:
        'Relational engines support joins and flexible SQL; DynamoDB has no joins and Neptune is a graph database.',
    },
    {
      question: 'Where should an RDS database normally be placed?',
      options: {
        A: 'In private subnets, reachable only from the app',
        B: 'In a public subnet with a public IP and TLS',
        C: 'In the default VPC with its ports open to the VPC',
        D: 'At an edge location near the users',
      },
      correct: 'A',
      explanation:
        "Databases belong in private subnets, reachable only from the application's security group, never from the internet.",
    },
    {
      question: 'What does ElastiCache mainly provide?',
      options: {
        A: 'A durable, Redis-compatible primary database service',
        B: 'A memory cache for reads under a millisecond',
        C: 'A cache of S3 objects at CloudFront edge sites',
        D: 'A built-in query cache inside the RDS engines',
      },
      correct: 'B',
      explanation:
        'ElastiCache (Valkey, Redis OSS or Memcached) is an in-memory cache; MemoryDB is the durable Redis-compatible primary database.',
    },
    {
      question: 'Where should RDS keep the master password?',
      options: {
        A: "In the application's environment file",
        B: 'In the CloudFormation template as plain text',
        C: 'In Secrets Manager, managed by RDS',
        D: 'In an S3 object',
      },
      correct: 'C',
      explanation:
        'With --manage-master-user-password RDS stores and rotates the password in Secrets Manager.',
    },
    {
      question: 'Which service suits graph queries such as friends-of-friends?',
      options: {
        A: 'DocumentDB',
        B: 'Timestream',
        C: 'RDS',
        D: 'Neptune',
      },
      correct: 'D',
      explanation:
        'Neptune is the graph database; DocumentDB is MongoDB-compatible and Timestream stores time series.',
    },
  ],
  problems: [],
};
