import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'mongo-4',
  order: 4,
  title: 'Data Modeling and Schema Validation',
  description:
    'Design document schemas around access patterns: embedding versus referencing, one-to-many relationships, common patterns and JSON Schema validation.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Choose between embedding and referencing for a relationship',
    'Model one-to-few, one-to-many and many-to-many relationships',
    'Apply patterns such as subset, computed and bucket',
    'Enforce structure with $jsonSchema validation',
  ],
  lesson: `## Model for your queries

In a relational database you normalise first and write queries later. In MongoDB the guiding rule is the opposite: **data that is accessed together should be stored together**. Start from the application's access patterns (which screens, which API calls, how often, read-heavy or write-heavy) and shape documents so the most frequent operations touch a single document. A single-document read needs no join, and a single-document write is atomic.

## Embedding

Embed related data inside the parent document when it is **owned** by the parent, **bounded** in size and usually read with it:

\`\`\`javascript
{
  _id: "order-1001",
  customerId: ObjectId("..."),
  status: "paid",
  items: [
    { sku: "MUG-1", name: "Mug", qty: 2, price: 9.5 },
    { sku: "TEE-1", name: "T-shirt", qty: 1, price: 19 }
  ],
  shipping: { city: "Leeds", postcode: "LS1" }
}
\`\`\`

Order lines belong to one order, there are only a few, and they are always displayed together: a perfect fit.

## Referencing

Store an \`_id\` reference when the related data is **large**, **shared** by many parents, changes independently, or is **unbounded**:

\`\`\`javascript
// products are shared by many orders, so orders reference them
{ _id: ObjectId("..."), productId: ObjectId("..."), rating: 5, text: "Great mug" }
\`\`\`

Resolve references with a second query or an aggregation \`$lookup\`. A key danger is the **unbounded array**: embedding every comment or log entry in a parent document makes it grow forever toward the 16 MB limit, and every update rewrites a larger document. Put such items in their own collection with a reference to the parent.

## Relationship guidelines

- **One-to-few** (a user's addresses): embed an array.
- **One-to-many** (a product's reviews, possibly thousands): reference the parent from the child, optionally embedding the newest few in the parent.
- **Many-to-many** (students and courses): arrays of references on one or both sides.

## Useful patterns

- **Subset**: keep the 10 latest reviews embedded for the product page, all reviews in their own collection.
- **Extended reference**: copy a few frequently needed fields (customer name) next to the reference to avoid a lookup, accepting that the copy must be updated if it changes.
- **Computed**: maintain totals such as \`reviewCount\` and \`avgRating\` on write instead of computing them on every read.
- **Bucket**: group time-series readings into one document per sensor per hour; for pure time-series data, MongoDB's native **time series collections** do this for you.
- **Schema versioning**: add a \`schemaVersion\` field so old and new document shapes can coexist during migrations.

## Schema validation

Flexibility does not mean anything goes. Collections can enforce rules with \`$jsonSchema\`:

\`\`\`javascript
db.createCollection("users", {
  validator: { $jsonSchema: {
    bsonType: "object",
    required: ["email", "createdAt"],
    properties: {
      email: { bsonType: "string", pattern: "^.+@.+$" },
      age: { bsonType: "int", minimum: 0 },
      createdAt: { bsonType: "date" }
    }
  } },
  validationLevel: "strict",
  validationAction: "error"
})
\`\`\`

\`validationAction: "warn"\` logs violations instead of rejecting them, useful when introducing rules to existing data, and \`validationLevel: "moderate"\` applies rules only to documents that already comply.
`,
  overview: {
    whatYouWillLearn: [
      'MongoDB schemas are designed around how the application reads and writes data.',
      'Data that is read together should usually be stored together in one document.',
      'Embedding suits bounded, owned data, while references suit large, shared or unbounded data.',
      'Unbounded arrays inside documents lead to huge documents and slow updates.',
      'Patterns such as subset, computed, bucket and extended reference solve recurring modeling problems.',
      'Schema validation with $jsonSchema rejects or warns about documents that break the rules.',
    ],
    proTip:
      "List your application's top queries and their frequency before designing collections; a schema that serves the three hottest queries with single-document reads will beat a perfectly normalised one.",
  },
  mcqs: [
    {
      question: 'What is the guiding principle of MongoDB schema design?',
      options: {
        A: 'Normalise every entity into its own collection',
        B: 'Store together the data that is read together',
        C: 'Embed everything about each user in one document',
        D: 'Mirror the relational schema one table at a time',
      },
      correct: 'B',
      explanation:
        'Schemas are designed around access patterns, so that frequent operations touch a single document.',
    },
    {
      question: 'Which relationship is the best fit for embedding?',
      options: {
        A: 'Order lines owned by one order and shown with it',
        B: 'Millions of log entries for a single server',
        C: 'Products shared by thousands of orders',
        D: 'Users who follow each other on a social site',
      },
      correct: 'A',
      explanation:
        'Owned, bounded data that is read together is ideal for embedding; unbounded or shared data is referenced.',
    },
    {
      question: 'Why are unbounded arrays inside a document a problem?',
      options: {
        A: 'Arrays stop being indexable past a size',
        B: 'MongoDB caps arrays at 100 elements',
        C: 'The document grows toward 16 MB and updates get costly',
        D: 'Unbounded arrays are not copied to replicas',
      },
      correct: 'C',
      explanation:
        'An ever-growing document approaches the 16 MB limit and every update rewrites more data.',
    },
    {
      question:
        'A product may have tens of thousands of reviews. How should they usually be modeled?',
      options: {
        A: 'All reviews embedded in the product document',
        B: 'One collection per product for its reviews',
        C: 'All reviews joined into one string field',
        D: 'A reviews collection that references the product',
      },
      correct: 'D',
      explanation:
        'Reviews are unbounded, so they get their own collection referencing the product, optionally with the newest few embedded (the subset pattern).',
    },
    {
      question: 'What does the extended reference pattern do?',
      options: {
        A: 'Copies a few common fields beside the reference',
        B: 'Stores references in a separate database',
        C: 'Replaces every reference with the embedded document',
        D: 'Adds a foreign key constraint that MongoDB enforces',
      },
      correct: 'A',
      explanation:
        'Duplicating a few frequently needed fields avoids a lookup, at the cost of updating the copies when they change.',
    },
    {
      question: 'What is the computed pattern?',
      options: {
        A: 'Computing every value at query time with $lookup',
        B: 'Storing totals such as avgRating, updated on write',
        C: 'Running JavaScript functions stored in the database',
        D: 'Hashing each document to check its integrity',
      },
      correct: 'B',
      explanation:
        'Maintaining derived values such as reviewCount and avgRating on write makes frequent reads cheap.',
    },
    {
      question: 'What does validationAction: "warn" do?',
      options: {
        A: 'Rejects invalid documents with a validation error',
        B: 'Deletes the documents that fail validation',
        C: 'Accepts the write and logs the violation',
        D: 'Moves invalid documents to a quarantine collection',
      },
      correct: 'C',
      explanation:
        'Warn mode lets writes through but logs violations, which helps when introducing validation to a collection with existing data.',
    },
    {
      question: 'Which $jsonSchema keyword makes fields mandatory?',
      options: {
        A: 'minProperties',
        B: 'properties',
        C: 'pattern',
        D: 'required',
      },
      correct: 'D',
      explanation:
        "required lists the fields every document must contain; properties describes each field's rules.",
    },
    {
      question: 'Which MongoDB feature natively groups timestamped readings into buckets?',
      options: {
        A: 'Capped collections',
        B: 'Time series collections',
        C: 'GridFS',
        D: 'Clustered collections with TTL',
      },
      correct: 'B',
      explanation:
        'Time series collections store measurements in internally bucketed, compressed form.',
    },
    {
      question:
        'How should a many-to-many relation such as students and courses usually be modeled?',
      options: {
        A: 'Embed full course documents in every student',
        B: 'One collection per student-course pair, joined later',
        C: 'Arrays of references on one or both sides',
        D: 'A single document that lists all of the enrolments',
      },
      correct: 'C',
      explanation:
        'Many-to-many relations use arrays of references on one or both sides; embedding full copies duplicates shared data.',
    },
    {
      question: 'Why add a schemaVersion field to documents?',
      options: {
        A: 'MongoDB requires it before any $jsonSchema can be applied',
        B: 'It speeds up queries on older documents',
        C: 'It makes each document immutable',
        D: 'Old and new shapes can coexist during migrations',
      },
      correct: 'D',
      explanation:
        'A version field lets code recognise and handle both document shapes while data is migrated.',
    },
    {
      question:
        'A user has at most three addresses, always shown on the profile. How should they be stored?',
      options: {
        A: 'As an embedded array in the parent document',
        B: 'In an addresses collection with a userId',
        C: 'As separate documents that are joined with $lookup',
        D: 'In a second database reserved for personal data',
      },
      correct: 'A',
      explanation: 'One-to-few data that is owned and read together is embedded as an array.',
    },
  ],
  problems: [],
};
