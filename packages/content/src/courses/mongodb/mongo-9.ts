import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'mongo-9',
  order: 9,
  title: 'Security, Operations and Modern MongoDB',
  description:
    'Run MongoDB safely in production with authentication, roles, encryption, backups and monitoring, and use modern features such as change streams, Atlas Search and Vector Search.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Secure a deployment with authentication, RBAC, TLS and network controls',
    'Plan backups and monitor key health metrics',
    'React to data changes with change streams',
    'Describe Atlas Search, Vector Search and Queryable Encryption',
  ],
  lesson: `## Securing MongoDB

Thousands of MongoDB databases have been wiped or ransomed because they were reachable from the internet without authentication. A safe deployment layers several controls:

- **Network**: bind to private interfaces (\`net.bindIp\`), use firewalls or cloud security groups, and on Atlas restrict access with an IP access list or private endpoints.
- **Authentication**: enable \`security.authorization: enabled\`; clients authenticate with SCRAM passwords, X.509 certificates, LDAP/Kerberos or OIDC identity providers.
- **Authorisation (RBAC)**: give each application a user with the narrowest built-in or custom role.

\`\`\`javascript
use admin
db.createUser({
  user: "shop-api",
  pwd: passwordPrompt(),
  roles: [{ role: "readWrite", db: "shop" }]
})
\`\`\`

- **Encryption**: TLS for every connection, encryption at rest for data files (built into Atlas and Enterprise), and **client-side field-level encryption**. **Queryable Encryption** goes further: sensitive fields are encrypted in the application before they leave it, yet equality and range queries still work, so even a database administrator cannot read them.
- **Auditing** records who did what, which compliance regimes often require.

## Backups

A replica set is not a backup: a bad \`deleteMany\` replicates instantly. Options include \`mongodump\`/\`mongorestore\` for small deployments, filesystem snapshots, and continuous cloud backups with **point-in-time restore** in Atlas or Ops Manager. For sharded clusters backups must be coordinated across shards. Whatever you choose, restore regularly into a test environment and time it.

## Monitoring

Watch these signals (in Atlas charts, Ops Manager, or Prometheus exporters):

- **Replication lag** and oplog window: how far secondaries are behind and how long a member can be down before needing a full resync.
- **WiredTiger cache** usage and page evictions: the working set should fit in RAM.
- **Slow queries** from the profiler and logs, plus \`COLLSCAN\`s.
- **Connections**, opcounters, disk latency and free space.

\`mongostat\` and \`mongotop\` give quick command-line views, and \`db.currentOp()\` shows long-running operations, which \`db.killOp()\` can stop.

## Change streams

**Change streams** let applications subscribe to changes on a collection, database or whole deployment, without polling:

\`\`\`javascript
const stream = db.collection("orders").watch(
  [{ $match: { operationType: "insert", "fullDocument.total": { $gte: 1000 } } }]
);
for await (const change of stream) {
  notifyFraudTeam(change.fullDocument);
  saveResumeToken(change._id);
}
\`\`\`

Each event carries a **resume token**; after a crash the app resumes from the last token without missing events, as long as it is still within the oplog window. Typical uses are cache invalidation, search-index syncing, notifications and event-driven microservices.

## Search and AI features

**Atlas Search** builds Apache Lucene indexes alongside your data and exposes them through the \`$search\` aggregation stage: relevance ranking, fuzzy matching, autocomplete and facets without running a separate search cluster. **Atlas Vector Search** indexes embedding vectors and finds the most similar ones with \`$vectorSearch\`, the basis of semantic search and retrieval-augmented generation for AI applications; both are also becoming available for self-managed deployments. Keeping operational data, full-text and vector search in one system removes the synchronisation work of running separate databases.
`,
  overview: {
    whatYouWillLearn: [
      'Authentication proves who a client is; role-based access control limits what it may do.',
      'TLS encrypts traffic, encryption at rest protects disks, and Queryable Encryption protects fields even from the server.',
      'Backups must be consistent across a replica set or sharded cluster and regularly test-restored.',
      'Change streams deliver ordered, resumable notifications of inserts, updates and deletes.',
      'Atlas Search adds relevance-ranked full-text search, and Vector Search adds semantic similarity search over embeddings.',
      'Monitoring replication lag, cache usage, slow queries and connections catches problems before users do.',
    ],
    proTip:
      'Create one database user per application with only the roles it needs (readWrite on its own database), never share the admin user, and store the connection string in a secret manager rather than in code.',
  },
  mcqs: [
    {
      question: 'Which setting turns on access control so clients must authenticate?',
      options: {
        A: 'net.bindIp: 0.0.0.0',
        B: 'security.authorization: enabled',
        C: 'security.javascriptEnabled: false',
        D: 'storage.journal.enabled',
      },
      correct: 'B',
      explanation:
        'With authorization enabled, every client must authenticate and is limited by its roles; bindIp only controls the listening interfaces.',
    },
    {
      question:
        'Which role assignment follows least privilege for an application that reads and writes the shop database?',
      options: {
        A: 'root on the admin database',
        B: 'dbOwner on every database',
        C: 'readWrite on shop',
        D: 'read on shop',
      },
      correct: 'C',
      explanation:
        'readWrite on its own database gives the application exactly what it needs; read alone cannot write and the others grant far more.',
    },
    {
      question: 'What makes Queryable Encryption different from encryption at rest?',
      options: {
        A: 'Fields are encrypted in the app yet still searchable',
        B: 'It encrypts only the backups and never the live data files',
        C: 'It encrypts the network traffic between client and server',
        D: 'It encrypts the data files on disk with a key held by the server',
      },
      correct: 'A',
      explanation:
        'Encryption at rest protects the disks, while Queryable Encryption keeps plaintext away from the server itself and still supports equality and range queries.',
    },
    {
      question: 'Why is a replica set not a backup?',
      options: {
        A: 'Secondaries cannot be read',
        B: 'Replica sets lose data on every election',
        C: 'Backups require a sharded cluster',
        D: 'A bad delete replicates to every member at once',
      },
      correct: 'D',
      explanation:
        'Replication copies mistakes too, so independent point-in-time backups are needed.',
    },
    {
      question: 'What does the oplog window tell you?',
      options: {
        A: 'How long a member can be down and still catch up',
        B: 'How many writes ran in the last hour',
        C: 'When the next scheduled backup will run',
        D: 'The longest a transaction may stay open',
      },
      correct: 'A',
      explanation:
        'The window is the time span the oplog covers; a member offline for longer needs a full resync.',
    },
    {
      question: 'What do change streams provide?',
      options: {
        A: 'Faster bulk inserts that stream documents to the server',
        B: 'Streaming backups to object storage',
        C: 'Resumable notifications of changes, with no polling',
        D: 'Automatic schema migrations that run as the data changes',
      },
      correct: 'C',
      explanation:
        'Applications subscribe with watch() to ordered change events and resume from a token after failures.',
    },
    {
      question: 'Why should an application store the resume token of each processed change event?',
      options: {
        A: 'To authenticate to the database again',
        B: 'To pick up where it stopped after a restart',
        C: 'To decrypt the events it receives',
        D: 'To delete processed documents',
      },
      correct: 'B',
      explanation:
        'Resuming from the last token continues without missing events, as long as it is still within the oplog window.',
    },
    {
      question: 'Which stage runs a relevance-ranked full-text query with Atlas Search?',
      options: {
        A: '$text',
        B: '$match',
        C: '$vectorSearch',
        D: '$search',
      },
      correct: 'D',
      explanation:
        '$search queries Lucene-based Atlas Search indexes with ranking, fuzzy matching and autocomplete.',
    },
    {
      question: 'What is Atlas Vector Search mainly used for?',
      options: {
        A: 'Semantic lookups over stored embeddings',
        B: 'Compressing large geographic data such as map polygons',
        C: 'Sharding collections automatically by their size',
        D: 'Matching keywords with fuzzy spelling and synonyms',
      },
      correct: 'A',
      explanation:
        'Vector Search finds the documents whose embeddings are most similar to a query vector, as in semantic search and RAG.',
    },
    {
      question: 'What does db.killOp() do?',
      options: {
        A: 'Deletes the documents a query returned',
        B: 'Shuts down the mongod process cleanly',
        C: 'Stops a single slow operation',
        D: 'Kills every client connection at once',
      },
      correct: 'C',
      explanation:
        'db.currentOp() shows running operations and db.killOp() stops one of them by its id.',
    },
    {
      question: 'What should the WiredTiger cache ideally hold?',
      options: {
        A: 'Every document ever written to the deployment',
        B: 'Only the oplog entries',
        C: 'The compressed backups taken during the last day',
        D: 'The hot data and indexes of the working set',
      },
      correct: 'D',
      explanation:
        'Performance stays good when the working set (frequently used data and indexes) fits in RAM; watch cache usage and evictions.',
    },
    {
      question: 'What is the first network control the lesson recommends?',
      options: {
        A: 'Opening port 27017 to the internet so every driver can connect',
        B: 'Binding only to private interfaces behind a firewall',
        C: 'Disabling TLS to simplify certificates',
        D: 'Letting any IP address reach the server',
      },
      correct: 'B',
      explanation:
        'Bind to private interfaces and use firewalls, security groups or an IP access list, so the database is never reachable from the internet.',
    },
  ],
  problems: [],
};
