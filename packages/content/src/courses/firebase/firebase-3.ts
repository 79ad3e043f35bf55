import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'firebase-3',
  order: 3,
  title: 'Cloud Firestore Data Model and CRUD',
  description: 'Model data as collections, documents and subcollections, and create, read, update and delete documents with the modular SDK, including batches and transactions.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Describe collections, documents, subcollections and field types',
    'Create and update documents with addDoc, setDoc and updateDoc',
    'Read single documents and delete documents and fields',
    'Make atomic changes with batched writes and transactions',
  ],
  lesson: `## Collections and documents

**Cloud Firestore** is a NoSQL document database. Data lives in **documents**, each identified by an ID and containing **fields**; documents live in **collections**. A document can also contain **subcollections**, so paths alternate between collection and document:

\`\`\`text
users/{uid}
users/{uid}/orders/{orderId}
products/{productId}
\`\`\`

Field types include strings, numbers, booleans, maps (nested objects), arrays, null, **timestamps**, geopoints, references to other documents and bytes. There is no fixed schema, but consistent shapes make queries and rules easier.

Limits shape the model: a document can be at most **1 MiB**, so unbounded lists (all orders of a customer, all messages in a chat) belong in a **subcollection**, not an array field. Reading a document does **not** read its subcollections. There are no joins; data is often **denormalised** (an order stores the product name and price at purchase time).

## Creating and updating

\`\`\`javascript
import { collection, doc, addDoc, setDoc, updateDoc, getDoc, deleteDoc,
         serverTimestamp, increment, arrayUnion, deleteField } from "firebase/firestore";
import { db } from "./firebase";

// auto-generated ID
const ref = await addDoc(collection(db, "products"), {
  name: "Mug", price: 9.5, stock: 120, tags: ["kitchen"], createdAt: serverTimestamp(),
});

// chosen ID (creates or overwrites)
await setDoc(doc(db, "users", uid), { displayName: "Ada", plan: "free" });

// merge into an existing document without overwriting other fields
await setDoc(doc(db, "users", uid), { plan: "pro" }, { merge: true });

// update fields of an existing document (fails if it does not exist)
await updateDoc(doc(db, "products", ref.id), {
  stock: increment(-1),
  tags: arrayUnion("sale"),
  "dimensions.height": 12,          // dot notation updates a nested field
  discontinued: deleteField(),
});
\`\`\`

\`serverTimestamp()\`, \`increment()\`, \`arrayUnion()\` and \`arrayRemove()\` are **field transforms** applied by the server, so concurrent clients do not overwrite each other.

## Reading and deleting

\`\`\`javascript
const snap = await getDoc(doc(db, "users", uid));
if (snap.exists()) {
  console.log(snap.id, snap.data());
}
await deleteDoc(doc(db, "products", "old-mug"));
\`\`\`

Deleting a document does **not** delete its subcollections; use the CLI (\`firebase firestore:delete --recursive\`) or a function for that.

## Atomic changes

A **batched write** groups up to 500 writes (set, update, delete) that succeed or fail together:

\`\`\`javascript
import { writeBatch } from "firebase/firestore";
const batch = writeBatch(db);
batch.update(doc(db, "products", "mug"), { stock: increment(-1) });
batch.set(doc(collection(db, "orders")), { product: "mug", uid, createdAt: serverTimestamp() });
await batch.commit();
\`\`\`

A **transaction** reads documents and then writes based on what it read; if another client changes those documents in the meantime, the SDK retries the whole function:

\`\`\`javascript
import { runTransaction } from "firebase/firestore";
await runTransaction(db, async (tx) => {
  const s = await tx.get(doc(db, "products", "mug"));
  if (s.data().stock < 1) throw new Error("Out of stock");
  tx.update(s.ref, { stock: s.data().stock - 1 });
});
\`\`\`

All reads in a transaction must happen before its writes, and the function must not have other side effects because it may run more than once.

## Offline support

The SDK can cache data locally, so apps keep working without a connection and sync writes when back online. Enable the persistent cache with \`initializeFirestore(app, { localCache: persistentLocalCache() })\` on the web; it is on by default on mobile.
`,
  overview: {
    whatYouWillLearn: [
      'Firestore stores documents, which hold typed fields, inside collections.',
      'Documents can contain subcollections, giving a hierarchy such as users/{uid}/orders/{orderId}.',
      'A document is limited to 1 MiB, so unbounded lists belong in subcollections.',
      'addDoc generates an ID, setDoc writes a chosen ID and can merge, and updateDoc changes fields of an existing document.',
      'serverTimestamp, increment and arrayUnion perform safe server-side field updates.',
      'Batched writes and transactions apply up to hundreds of changes atomically.',
    ],
    proTip: 'Use serverTimestamp() for createdAt and updatedAt fields instead of new Date(): client clocks are often wrong, and the server time keeps ordering and time-based rules consistent.',
  },
  mcqs: [
    {
      question: 'What is the maximum size of a single Firestore document?',
      options: {
        A: '16 MB',
        B: '64 KB',
        C: '1 MiB',
        D: 'Unlimited',
      },
      correct: 'C',
      explanation: 'Documents are limited to 1 MiB, which pushes large or growing data into subcollections.',
    },
    {
      question: 'Where should an unbounded list, such as all messages in a chat, be stored?',
      options: {
        A: 'In a subcollection, one document per message',
        B: 'In an array field of the chat document',
        C: 'In a single string field',
        D: 'In the user\'s auth profile',
      },
      correct: 'A',
      explanation: 'Arrays in one document would eventually exceed the size limit.',
    },
    {
      question: 'What does setDoc(ref, data, { merge: true }) do?',
      options: {
        A: 'Fails if the document exists',
        B: 'Replaces the entire document',
        C: 'Deletes fields not included in data',
        D: 'Creates the document or merges the given fields into it without removing other fields',
      },
      correct: 'D',
      explanation: 'Merging updates only the provided fields.',
    },
    {
      question: 'What happens when updateDoc targets a document that does not exist?',
      options: {
        A: 'The document is created',
        B: 'The call fails with an error',
        C: 'The write is queued until the document exists',
        D: 'A new collection is created',
      },
      correct: 'B',
      explanation: 'updateDoc only modifies existing documents; setDoc creates them.',
    },
    {
      question: 'Why use increment(-1) to decrease stock instead of reading the value and writing value - 1?',
      options: {
        A: 'The server applies the change atomically, so concurrent updates are not lost',
        B: 'increment is cheaper than any other write',
        C: 'It works without network access only',
        D: 'It bypasses Security Rules',
      },
      correct: 'A',
      explanation: 'Field transforms avoid read-modify-write races between clients.',
    },
    {
      question: 'Does deleting a document also delete its subcollections?',
      options: {
        A: 'Yes, always',
        B: 'Only on the Blaze plan',
        C: 'No, subcollections must be deleted separately',
        D: 'Only if the document is empty',
      },
      correct: 'C',
      explanation: 'Subcollections are independent and remain after the parent document is deleted.',
    },
    {
      question: 'How many writes can a single batched write contain?',
      options: {
        A: '10',
        B: '500',
        C: '10,000',
        D: 'Unlimited',
      },
      correct: 'B',
      explanation: 'A batch can hold up to 500 operations that commit atomically.',
    },
    {
      question: 'Why must a transaction function avoid side effects such as sending emails?',
      options: {
        A: 'Transactions cannot access the network',
        B: 'Emails are blocked by Firestore',
        C: 'Side effects make transactions faster',
        D: 'The SDK may run the function several times if data changes concurrently',
      },
      correct: 'D',
      explanation: 'Retries would repeat the side effect.',
    },
    {
      question: 'Which value should a createdAt field use to get a consistent time?',
      options: {
        A: 'serverTimestamp()',
        B: 'new Date() on the client',
        C: 'Date.now() as a string',
        D: 'The user\'s local time zone name',
      },
      correct: 'A',
      explanation: 'The server assigns the timestamp, avoiding wrong client clocks.',
    },
  ],
  problems: [],
};
