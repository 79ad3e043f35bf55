import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'firebase-3',
  order: 3,
  title: 'Cloud Firestore Data Model and CRUD',
  description:
    'Model data as collections, documents and subcollections, and create, read, update and delete documents with the modular SDK, including batches and transactions.',
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
    proTip:
      'Use serverTimestamp() for createdAt and updatedAt fields instead of new Date(): client clocks are often wrong, and the server time keeps ordering and time-based rules consistent.',
  },
  mcqs: [
    {
      question: 'What is the maximum size of a single Firestore document?',
      options: {
        A: '16 MiB',
        B: '4 MiB',
        C: '1 MiB',
        D: '10 MiB',
      },
      correct: 'C',
      explanation:
        'A document can hold at most 1 MiB, which is why large or growing data goes into subcollections rather than one document.',
    },
    {
      question: 'Where should an unbounded list, such as all messages in a chat, be stored?',
      options: {
        A: 'In a messages subcollection, with one document per message',
        B: 'In an array field of the chat document, appended with arrayUnion()',
        C: 'In a map field of the chat document keyed by each message ID',
        D: "In the chat's Realtime Database node, as Firestore cannot hold lists",
      },
      correct: 'A',
      explanation:
        'An array or map inside one document keeps growing until it hits the 1 MiB limit and is read in full every time; a subcollection scales without limit and can be queried and paged.',
    },
    {
      question: 'What does setDoc(ref, data, { merge: true }) do?',
      options: {
        A: 'Replaces the whole document with data, creating it if it is missing',
        B: 'Updates the given fields, but fails if the document does not exist',
        C: 'Merges data into the document and deletes every field that is not in data',
        D: 'Creates the document, or writes only the given fields and keeps the rest',
      },
      correct: 'D',
      explanation:
        'With merge: true, setDoc creates the document when needed and otherwise updates only the fields in data. Without merge it overwrites; updateDoc is the call that fails on a missing document.',
    },
    {
      question: 'What happens when updateDoc targets a document that does not exist?',
      options: {
        A: 'The document is created with only the given fields',
        B: 'The call fails with a not-found error',
        C: 'The update is queued until that document is created',
        D: 'It succeeds as a no-op',
      },
      correct: 'B',
      explanation:
        'updateDoc only modifies existing documents and rejects with not-found otherwise; use setDoc (optionally with merge) to create.',
    },
    {
      question:
        'Why use increment(-1) to decrease stock instead of reading the value and writing value - 1?',
      options: {
        A: 'The server applies it atomically, so no concurrent update is lost',
        B: 'It is billed as a read instead of a write, which makes it cheaper',
        C: 'It refuses to let the stock value drop below zero on the server',
        D: 'It skips the local cache, so the client always sees the latest value',
      },
      correct: 'A',
      explanation:
        'increment() is a field transform applied by the server, so two clients decrementing at once both count. It does not enforce bounds; a rule or transaction must do that.',
    },
    {
      question: 'Does deleting a document with deleteDoc also delete its subcollections?',
      options: {
        A: 'Yes: deleteDoc removes the document and every document under it',
        B: 'Only when deleteDoc is called with the option { recursive: true }',
        C: 'No: the subcollections remain and must be deleted separately',
        D: 'Yes, but only after a background cleanup job runs much later',
      },
      correct: 'C',
      explanation:
        'Subcollections are independent of their parent and survive its deletion; delete them with firebase firestore:delete --recursive or a function. deleteDoc has no recursive option.',
    },
    {
      question: 'What does a batched write created with writeBatch(db) guarantee?',
      options: {
        A: 'Its writes apply in order, one at a time',
        B: 'All of its writes succeed together or none of them is applied',
        C: 'It reads documents first and retries on change',
        D: 'Each write is sent as soon as it is called',
      },
      correct: 'B',
      explanation:
        'A batch (up to 500 writes) is committed atomically by batch.commit(). Reading and retrying on conflict is what a transaction does.',
    },
    {
      question: 'Why must a transaction function avoid side effects such as sending emails?',
      options: {
        A: "Transactions run on the server, where the client's network is unavailable",
        B: 'Side effects are rolled back too, so the email would never be sent',
        C: 'Firestore rejects any transaction that takes longer than one second',
        D: 'The SDK may run the function several times if the data changes meanwhile',
      },
      correct: 'D',
      explanation:
        'If another client changes a document the transaction read, the SDK retries the whole function, which would repeat any side effect.',
    },
    {
      question: 'Which value should a createdAt field use to get a consistent time across clients?',
      options: {
        A: 'serverTimestamp()',
        B: 'new Date()',
        C: 'Date.now() stored as a number',
        D: 'Timestamp.now() on the client',
      },
      correct: 'A',
      explanation:
        "serverTimestamp() is a transform that the server fills in, so a wrong or manipulated client clock does not matter. new Date(), Date.now() and Timestamp.now() all read the client's clock.",
    },
    {
      question:
        'A users/{uid} document has an orders subcollection. What does getDoc on the user document return?',
      options: {
        A: 'The fields plus the orders as a nested array',
        B: 'The fields plus the first page of orders',
        C: "Only the user document's fields, without any orders",
        D: 'The fields plus a list of the order document IDs',
      },
      correct: 'C',
      explanation:
        'Reading a document never reads its subcollections; query the orders subcollection separately.',
    },
    {
      question:
        'Firestore has no joins. How does an order usually keep the product name and price it was bought at?',
      options: {
        A: 'It keeps a reference that Firestore resolves',
        B: 'It queries both collections in one call',
        C: 'It stores the product ID and re-reads the price',
        D: 'It copies the values into the order document at purchase time',
      },
      correct: 'D',
      explanation:
        'Denormalising (copying the name and price into the order) keeps each read to one document and records the price as it was at purchase time. Reference fields are not resolved automatically.',
    },
    {
      question: 'What does updateDoc(ref, { "dimensions.height": 12 }) do?',
      options: {
        A: 'Replaces the whole dimensions map with { height: 12 }',
        B: 'Sets only height inside the dimensions map field',
        C: 'Adds a top-level field literally named "dimensions.height"',
        D: 'Fails, because nested fields need setDoc with merge',
      },
      correct: 'B',
      explanation:
        'In updateDoc, dot notation is a field path, so only the nested height field changes and the rest of the dimensions map is kept.',
    },
  ],
  problems: [],
};
