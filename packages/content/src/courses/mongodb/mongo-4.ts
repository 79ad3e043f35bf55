import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'mongo-4',
  order: 4,
  title: 'Data Modeling and Schema Validation',
  description: 'Design document schemas around access patterns: embedding versus referencing, one-to-many relationships, common patterns and JSON Schema validation.',
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
    proTip: 'List your application\'s top queries and their frequency before designing collections; a schema that serves the three hottest queries with single-document reads will beat a perfectly normalised one.',
  },
  mcqs: [
    {
      question: 'What is the guiding principle of MongoDB schema design?',
      options: {
        A: 'Normalise every entity into its own collection',
        B: 'Data that is accessed together should be stored together',
        C: 'Always embed everything in one document',
        D: 'Use one collection per field',
      },
      correct: 'B',
      explanation: 'Schemas are designed around access patterns so frequent operations touch one document.',
    },
    {
      question: 'Which relationship is the best fit for embedding?',
      options: {
        A: 'Order lines that belong to one order and are always shown with it',
        B: 'Millions of log entries for one server',
        C: 'Products shared by thousands of orders',
        D: 'Users who follow each other',
      },
      correct: 'A',
      explanation: 'Owned, bounded data that is read together is ideal for embedding.',
    },
    {
      question: 'Why are unbounded arrays inside a document a problem?',
      options: {
        A: 'Arrays cannot be indexed',
        B: 'MongoDB limits arrays to 100 elements',
        C: 'The document keeps growing toward the 16 MB limit and updates become expensive',
        D: 'Unbounded arrays are not replicated',
      },
      correct: 'C',
      explanation: 'Ever-growing documents hit the size limit and make every write rewrite more data.',
    },
    {
      question: 'A product may have tens of thousands of reviews. How should they usually be modeled?',
      options: {
        A: 'All reviews embedded in the product document',
        B: 'One collection per review',
        C: 'Reviews stored as a single string field',
        D: 'Reviews in their own collection referencing the product, optionally with the newest few embedded',
      },
      correct: 'D',
      explanation: 'This combines referencing for unbounded data with the subset pattern for the product page.',
    },
    {
      question: 'What does the extended reference pattern do?',
      options: {
        A: 'Copies a few frequently used fields of a referenced document next to the reference',
        B: 'Stores references in a separate database',
        C: 'Replaces all references with embedded documents',
        D: 'Creates a foreign key constraint',
      },
      correct: 'A',
      explanation: 'Duplicating a few stable fields avoids lookups at the cost of updating copies when they change.',
    },
    {
      question: 'What is the computed pattern?',
      options: {
        A: 'Computing every value at query time with $lookup',
        B: 'Storing pre-computed values such as totals or averages, updated on write',
        C: 'Using JavaScript functions stored in the database',
        D: 'Hashing documents for integrity',
      },
      correct: 'B',
      explanation: 'Maintaining derived values on write makes frequent reads cheap.',
    },
    {
      question: 'What does validationAction: "warn" do?',
      options: {
        A: 'Rejects invalid documents',
        B: 'Deletes invalid documents',
        C: 'Allows the write but logs a warning for documents that violate the schema',
        D: 'Emails the administrator',
      },
      correct: 'C',
      explanation: 'Warn mode is useful for introducing validation to a collection with existing data.',
    },
    {
      question: 'Which $jsonSchema keyword makes fields mandatory?',
      options: {
        A: 'bsonType',
        B: 'properties',
        C: 'pattern',
        D: 'required',
      },
      correct: 'D',
      explanation: 'required lists the fields that every document must contain.',
    },
    {
      question: 'Which MongoDB feature natively applies the bucket idea to time-stamped measurements?',
      options: {
        A: 'Capped collections',
        B: 'Time series collections',
        C: 'GridFS',
        D: 'Views',
      },
      correct: 'B',
      explanation: 'Time series collections store measurements in internally bucketed, compressed form.',
    },
  ],
  problems: [],
};
