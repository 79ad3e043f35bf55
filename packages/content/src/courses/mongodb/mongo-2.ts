import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'mongo-2',
  order: 2,
  title: 'CRUD Operations',
  description:
    'Create, read, update and delete documents with insertOne/insertMany, find, updateOne/updateMany with update operators, replaceOne and deleteOne/deleteMany.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Insert single and multiple documents',
    'Read documents with find and findOne',
    'Update documents with $set, $inc, $push, $unset and upserts',
    'Delete documents safely',
  ],
  lesson: `## Create

\`\`\`javascript
use shop
db.products.insertOne({ sku: "MUG-1", name: "Mug", price: 9.5, stock: 120, tags: ["kitchen"] })
db.products.insertMany([
  { sku: "TEE-1", name: "T-shirt", price: 19, stock: 40, tags: ["clothing"] },
  { sku: "CAP-1", name: "Cap", price: 15, stock: 0, tags: ["clothing", "summer"] }
])
\`\`\`

Each call returns the generated \`_id\` values. \`insertMany\` is **ordered** by default: it stops at the first error (for example a duplicate key). Pass \`{ ordered: false }\` to insert everything else and report all errors at the end.

## Read

\`find(filter, projection)\` returns a **cursor** over matching documents; \`findOne\` returns the first match or \`null\`.

\`\`\`javascript
db.products.find()                                  // all documents
db.products.find({ tags: "clothing" })              // array contains "clothing"
db.products.findOne({ sku: "MUG-1" })
db.products.find({ stock: 0 }, { name: 1, _id: 0 }) // projection: only name
db.products.countDocuments({ stock: { $gt: 0 } })
\`\`\`

A filter is itself a document: \`{ field: value }\` means equality, and a query on an array field matches if **any element** equals the value. Drivers fetch cursor results in batches, so large results are streamed rather than loaded at once.

## Update

Updates take a filter and an **update document** built from operators:

\`\`\`javascript
db.products.updateOne({ sku: "MUG-1" }, { $set: { price: 10 }, $inc: { stock: -1 } })
db.products.updateMany({ stock: 0 }, { $set: { status: "sold-out" } })
db.products.updateOne({ sku: "CAP-1" }, { $push: { tags: "sale" } })
db.products.updateOne({ sku: "TEE-1" }, { $unset: { status: "" } })
db.products.updateOne({ sku: "MUG-1" }, { $addToSet: { tags: "gift" } })
\`\`\`

- \`$set\` sets fields (creating them if needed) and \`$unset\` removes them.
- \`$inc\` adds to a number atomically, perfect for counters and stock.
- \`$push\` appends to an array; \`$addToSet\` appends only if the value is absent; \`$pull\` removes matching elements.
- \`$currentDate\` sets a field to the current date.

\`updateOne\` modifies the **first** matching document; \`updateMany\` modifies **all** of them. The result reports \`matchedCount\` and \`modifiedCount\`. A single-document update is atomic, even when it changes several fields.

\`replaceOne(filter, newDoc)\` swaps the whole document (keeping \`_id\`). Be careful not to pass a plain document to \`updateOne\` expecting a partial update; modern drivers reject update documents without operators precisely to prevent accidental replacement.

## Upserts

With \`{ upsert: true }\`, an update that matches nothing **inserts** a new document built from the filter and the update:

\`\`\`javascript
db.dailyStats.updateOne(
  { day: "2026-03-01", page: "/home" },
  { $inc: { views: 1 } },
  { upsert: true }
)
\`\`\`

This "create or increment" pattern avoids a read-then-write race.

## Delete

\`\`\`javascript
db.products.deleteOne({ sku: "CAP-1" })
db.products.deleteMany({ status: "sold-out" })
\`\`\`

\`deleteMany({})\` removes **every** document in the collection. For returning the document you changed or removed in one atomic step, use \`findOneAndUpdate\` or \`findOneAndDelete\`.
`,
  overview: {
    whatYouWillLearn: [
      'insertOne and insertMany add documents, and ordered inserts stop at the first error.',
      'find returns a cursor over matching documents, and findOne returns the first match or null.',
      'Update operators such as $set and $inc change fields without replacing the whole document.',
      'updateOne changes the first match, while updateMany changes every match.',
      'An upsert inserts a new document when no document matches the filter.',
      'deleteMany with an empty filter removes every document, so always double-check filters.',
    ],
    proTip:
      'Before running updateMany or deleteMany, run the same filter with countDocuments first: if the number surprises you, the filter is wrong, and you have avoided a costly mistake.',
  },
  mcqs: [
    {
      question:
        'What does insertMany do by default when the third of five documents has a duplicate _id?',
      options: {
        A: 'Inserts the first two, then stops with an error',
        B: 'Inserts all five, overwriting the duplicate',
        C: 'Inserts nothing, since the batch rolls back',
        D: 'Skips the duplicate, inserts the other four',
      },
      correct: 'A',
      explanation:
        'Inserts are ordered by default, so processing stops at the first error and the earlier documents stay inserted.',
    },
    {
      question: 'What does db.products.find({ tags: "clothing" }) match when tags is an array?',
      options: {
        A: 'Only documents whose tags are exactly ["clothing"]',
        B: 'Documents with that value among the elements',
        C: 'Nothing, because array queries need $elemMatch',
        D: 'Documents where tags is a plain string, not an array',
      },
      correct: 'B',
      explanation: 'An equality filter on an array field matches if any element equals the value.',
    },
    {
      question: 'Which update increments stock by 5 without touching other fields?',
      options: {
        A: 'updateOne({ sku: "MUG-1" }, { stock: 5 })',
        B: 'updateOne({ sku: "MUG-1" }, { $set: { stock: "+5" } })',
        C: 'updateOne({ sku: "MUG-1" }, { $inc: { stock: 5 } })',
        D: 'replaceOne({ sku: "MUG-1" }, { $inc: { stock: 5 } })',
      },
      correct: 'C',
      explanation:
        '$inc atomically adds the amount to a numeric field; $set would store the string "+5" and replaceOne does not take operators.',
    },
    {
      question: 'What is the difference between updateOne and updateMany?',
      options: {
        A: 'updateOne replaces the document, updateMany sets fields',
        B: 'updateMany needs an index on each of the filter fields',
        C: 'updateOne can change only one single field at a time',
        D: 'One changes the first match, the other every match',
      },
      correct: 'D',
      explanation:
        'Both accept the same operators; updateOne modifies the first matching document and updateMany all of them.',
    },
    {
      question: 'Which operator appends a value to an array only if it is not already present?',
      options: {
        A: '$addToSet',
        B: '$push',
        C: '$set',
        D: '$pushUnique',
      },
      correct: 'A',
      explanation:
        '$addToSet treats the array like a set; $push always appends, and there is no $pushUnique.',
    },
    {
      question: 'What happens with { upsert: true } when the filter matches no document?',
      options: {
        A: 'The update is silently ignored',
        B: 'MongoDB returns a not-found error',
        C: 'A new document is inserted from filter and update',
        D: 'Every document in the collection is updated',
      },
      correct: 'C',
      explanation:
        'An upsert inserts a document built from the filter and the update when nothing matches, enabling atomic create-or-update.',
    },
    {
      question: 'What does deleteMany({}) do?',
      options: {
        A: 'Deletes nothing, because the filter is empty',
        B: 'Drops the whole collection and all its indexes',
        C: 'Deletes only the first document that it finds',
        D: 'Deletes every document in the collection',
      },
      correct: 'D',
      explanation:
        'An empty filter matches all documents, so every one is deleted (the collection and its indexes remain).',
    },
    {
      question: 'Which method returns the document and updates it in one atomic operation?',
      options: {
        A: 'find followed by updateOne',
        B: 'findOneAndUpdate',
        C: 'updateOne with returnDocument',
        D: 'getAndSet',
      },
      correct: 'B',
      explanation:
        'findOneAndUpdate matches, modifies and returns a document atomically; a separate find and update can interleave with other writes.',
    },
    {
      question: 'Which operator removes a field from a document?',
      options: {
        A: '$unset',
        B: '$pull',
        C: '$delete',
        D: '$drop',
      },
      correct: 'A',
      explanation: '$unset deletes the named field; $pull removes matching elements from an array.',
    },
    {
      question: 'What does findOne return when no document matches?',
      options: {
        A: '{}',
        B: 'An empty cursor',
        C: 'null',
        D: 'A NotFound error',
      },
      correct: 'C',
      explanation:
        'findOne returns the first match or null; find returns a cursor, which may be empty.',
    },
    {
      question: 'What does { ordered: false } change for insertMany?',
      options: {
        A: 'Documents are inserted in random order',
        B: 'The whole batch is rolled back on any error',
        C: 'Duplicate documents are silently merged into one document',
        D: 'It keeps going past errors and reports them all',
      },
      correct: 'D',
      explanation:
        'An unordered insert tries every document and reports all errors at the end instead of stopping at the first.',
    },
    {
      question: 'Why do modern drivers reject updateOne({ sku: "MUG-1" }, { price: 10 })?',
      options: {
        A: 'The filter must use the _id field',
        B: 'A plain document would replace the whole record',
        C: 'Numbers must be written as NumberInt',
        D: 'updateOne needs an upsert option',
      },
      correct: 'B',
      explanation:
        'An update document without operators would replace the document, so drivers refuse it; use $set for a partial update or replaceOne on purpose.',
    },
  ],
  problems: [],
};
