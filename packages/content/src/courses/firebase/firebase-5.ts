import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'firebase-5',
  order: 5,
  title: 'Security Rules',
  description:
    'Protect Firestore and Cloud Storage with Security Rules: matching paths, authentication and ownership checks, data validation, custom functions and automated rules tests.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Write match blocks and allow statements for Firestore paths',
    'Restrict access with request.auth and document ownership',
    'Validate incoming data with request.resource',
    'Test rules with the emulator before deploying',
  ],
  lesson: `## Why rules matter

Firebase clients talk to Firestore and Storage **directly**, with no backend in between. The only thing standing between any internet user and your data is **Security Rules**, evaluated by Google's servers on every request. The web config is public, so assume attackers can send any request your SDK could send.

## Structure

\`\`\`text
rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {

    match /users/{userId} {
      allow read, write: if request.auth != null && request.auth.uid == userId;
    }

    match /posts/{postId} {
      allow read: if resource.data.published == true
                  || (request.auth != null && request.auth.uid == resource.data.authorId);
      allow create: if request.auth != null
                    && request.resource.data.authorId == request.auth.uid
                    && request.resource.data.title is string
                    && request.resource.data.title.size() <= 200;
      allow update, delete: if request.auth != null
                            && request.auth.uid == resource.data.authorId;
    }
  }
}
\`\`\`

- \`match\` blocks select document paths; \`{userId}\` is a **wildcard** captured as a variable. \`{document=**}\` matches a whole subtree.
- \`allow\` grants operations: \`read\` (split into \`get\` and \`list\`) and \`write\` (split into \`create\`, \`update\` and \`delete\`).
- Everything is **denied** unless some \`allow\` evaluates to true. If several rules match, access is granted if **any** allows it, so a broad rule can accidentally override a strict one.

## The request and the resource

- \`request.auth\`: null for signed-out users; otherwise \`uid\` and \`token\` (email, \`email_verified\`, custom claims such as \`request.auth.token.admin\`).
- \`resource.data\`: the document **as currently stored**.
- \`request.resource.data\`: the document **as it would be after** the write, used to **validate** new data: types (\`is string\`, \`is int\`, \`is timestamp\`), sizes, allowed keys (\`request.resource.data.keys().hasOnly(['title', 'body', 'authorId'])\`), and immutable fields (\`request.resource.data.authorId == resource.data.authorId\`).
- \`request.time\` is the server time, for example to require \`createdAt == request.time\`.

\`get()\` and \`exists()\` read other documents, such as a role document: \`get(/databases/$(database)/documents/admins/$(request.auth.uid)).data.level > 1\`. Each such call counts as a billed read and there are limits per request. Custom \`function\`s keep rules readable.

## Rules are not filters

A query is allowed only if the rules permit **every** document it could possibly return. If posts are readable only when published, the client must query \`where("published", "==", true)\`; a query for all posts is rejected outright rather than silently filtered.

## Storage rules

Cloud Storage uses the same language with paths of files:

\`\`\`text
service firebase.storage {
  match /b/{bucket}/o {
    match /avatars/{uid}/{file} {
      allow read;
      allow write: if request.auth.uid == uid
                   && request.resource.size < 2 * 1024 * 1024
                   && request.resource.contentType.matches('image/.*');
    }
  }
}
\`\`\`

## Testing and deploying

Test rules with the Emulator Suite and \`@firebase/rules-unit-testing\`, asserting that allowed operations succeed and forbidden ones fail; run these tests in CI. The console's **Rules Playground** simulates single requests. Deploy with \`firebase deploy --only firestore:rules,storage\`.

Remember: the **Admin SDK** (in Cloud Functions or your servers) **bypasses** Security Rules entirely, so server-side code must perform its own authorisation checks.
`,
  overview: {
    whatYouWillLearn: [
      'Security Rules are the server-side gatekeeper for every client read and write to Firestore and Storage.',
      'Rules match document paths and allow operations when conditions evaluate to true; anything not allowed is denied.',
      'request.auth identifies the signed-in user, resource.data is the stored document and request.resource.data the incoming one.',
      'Rules are not filters: a query is rejected unless the rules allow every document it could return.',
      'Reads can be split into get and list, and writes into create, update and delete.',
      'The Admin SDK bypasses rules, so server code must enforce its own checks.',
    ],
    proTip:
      'Never ship the test-mode rule "allow read, write: if true" or a date-limited variant to production; start from deny-all and open exactly the paths and operations your app uses, each with an owner or role check.',
  },
  mcqs: [
    {
      question: 'What happens to a Firestore request that no allow statement permits?',
      options: {
        A: 'It is allowed for signed-in users',
        B: 'It is denied, because rules deny everything by default',
        C: "It falls back to the project's default open rules",
        D: 'Reads are allowed, but the write part of it is denied',
      },
      correct: 'B',
      explanation:
        'Rules deny by default: access exists only where some allow statement evaluates to true.',
    },
    {
      question: 'Inside a rule, what does request.resource.data refer to?',
      options: {
        A: 'The stored document, exactly as it is in the database now',
        B: 'The claims in the ID token of the user making the request',
        C: 'The document as it would be after the requested write',
        D: 'Only the fields sent by this write, without stored ones',
      },
      correct: 'C',
      explanation:
        'request.resource.data is the prospective document after the write (stored fields merged with the new ones), used to validate data; resource.data is the stored version.',
    },
    {
      question: 'Which condition restricts a users/{userId} document to its owner?',
      options: {
        A: 'request.auth.uid == userId',
        B: 'resource.data.uid == userId',
        C: 'request.auth.token.admin == true',
        D: 'request.auth != null && userId != null',
      },
      correct: 'A',
      explanation:
        "Comparing the signed-in uid with the path wildcard enforces ownership. The other conditions check stored data, any signed-in user, or an admin claim, not the requester's identity against the path.",
    },
    {
      question:
        'Posts are readable only when published == true. What happens to a client query for all posts without a filter?',
      options: {
        A: 'It returns only the posts with published == true',
        B: 'It returns an empty list, without raising an error',
        C: 'It returns all posts anyway',
        D: 'The query is rejected, because rules are not filters',
      },
      correct: 'D',
      explanation:
        'A query is allowed only if the rules permit every document it could return, so the client must add where("published", "==", true).',
    },
    {
      question: 'Which rule prevents users from changing the authorId of an existing post?',
      options: {
        A: 'allow update: if request.auth.uid == resource.data.authorId',
        B: 'allow update: if request.resource.data.authorId == resource.data.authorId',
        C: 'allow update: if request.resource.data.authorId is string && request.auth != null',
        D: 'allow create: if request.resource.data.authorId == request.auth.uid',
      },
      correct: 'B',
      explanation:
        'Comparing the new value with the stored one makes the field immutable. A only checks that the current author is updating (who could still reassign the post), C only checks the type, and D applies to creates, not updates.',
    },
    {
      question:
        'Two match blocks apply to the same document: one grants nothing, another allows reads for everyone. What is the result?',
      options: {
        A: 'Reads are denied, because the stricter of the blocks always wins',
        B: 'The block that appears first in firestore.rules decides',
        C: 'Reads are allowed, as access is granted if any matching rule allows it',
        D: 'The block with the more specific path wins, as with CSS selector specificity',
      },
      correct: 'C',
      explanation:
        'Matching allow statements are ORed, so a broad rule can open access that a stricter block meant to prevent.',
    },
    {
      question: 'Do Security Rules apply to the Admin SDK used in Cloud Functions?',
      options: {
        A: 'Yes: each Admin SDK request is checked exactly like a client request',
        B: 'Only writes are checked; Admin SDK reads skip the rules',
        C: 'Yes, unless the function runs in the same region as the database',
        D: 'No: it bypasses them, so server code must check access itself',
      },
      correct: 'D',
      explanation:
        'Privileged server credentials are not subject to Security Rules, so functions and servers must do their own authorisation.',
    },
    {
      question: 'How can a rule check that a user is listed as an admin in another document?',
      options: {
        A: "With get() or exists() on that admin document's path",
        B: 'By calling an exported Cloud Function',
        C: 'With a query on the admins collection: where("uid", "==", uid)',
        D: "Only via custom claims: a rule can't check another user document",
      },
      correct: 'A',
      explanation:
        'get() and exists() read other documents by path (each counts as a billed read); rules cannot run queries or call functions.',
    },
    {
      question: 'Why is "allow read, write: if true" dangerous in production?',
      options: {
        A: 'Only signed-in users get full access',
        B: 'Anyone on the internet can read and change all of the data',
        C: 'Only requests with your apiKey get access',
        D: 'Anyone can read; writes need App Check',
      },
      correct: 'B',
      explanation:
        "The condition is always true and the web config is public, so anyone can use your project's APIs to read, overwrite or delete every document.",
    },
    {
      question: 'A rule grants allow get: if true; but no list. What can a client do?',
      options: {
        A: 'Read a document by its ID, but not run queries on the collection',
        B: 'Run queries on the collection, but not fetch a single document by ID',
        C: 'Nothing, since get only takes effect when combined with list',
        D: 'Read any document, and also create new ones, since get implies write',
      },
      correct: 'A',
      explanation:
        'read is split into get (a single document) and list (queries); granting only get allows getDoc on known IDs but rejects queries.',
    },
    {
      question: 'In a Storage rule, what does request.resource.size < 2 * 1024 * 1024 enforce?',
      options: {
        A: 'Downloads are limited to 2 MiB for each request',
        B: "The user's folder may hold at most 2 MiB in total",
        C: 'An uploaded file must be smaller than 2 MiB',
        D: 'File names must be shorter than 2,048 characters',
      },
      correct: 'C',
      explanation:
        'request.resource is the file being uploaded, so its size must be below 2 × 1024 × 1024 bytes (2 MiB). Rules see one file at a time, not folder totals.',
    },
    {
      question: 'How should you test Security Rules before deploying them?',
      options: {
        A: 'Deploy them to production and watch the Rules Playground logs',
        B: 'Call them from the Admin SDK, which evaluates rules like a client',
        C: 'Validate them with firebase deploy --only firestore:rules --dry-run',
        D: 'Use @firebase/rules-unit-testing against the emulator, also in CI',
      },
      correct: 'D',
      explanation:
        'Unit tests against the Emulator Suite assert that allowed operations succeed and forbidden ones fail. The Admin SDK bypasses rules, and a dry run only checks that the rules compile, not that they are secure.',
    },
  ],
  problems: [],
};
