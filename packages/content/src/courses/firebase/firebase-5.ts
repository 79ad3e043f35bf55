import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'firebase-5',
  order: 5,
  title: 'Security Rules',
  description: 'Protect Firestore and Cloud Storage with Security Rules: matching paths, authentication and ownership checks, data validation, custom functions and automated rules tests.',
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
    proTip: 'Never ship the test-mode rule "allow read, write: if true" or a date-limited variant to production; start from deny-all and open exactly the paths and operations your app uses, each with an owner or role check.',
  },
  mcqs: [
    {
      question: 'What happens to a Firestore request that no allow statement permits?',
      options: {
        A: 'It is allowed if the user is signed in',
        B: 'It is denied',
        C: 'It is logged and allowed',
        D: 'It is queued for review',
      },
      correct: 'B',
      explanation: 'Rules deny by default; access must be granted explicitly.',
    },
    {
      question: 'Inside a rule, what does request.resource.data refer to?',
      options: {
        A: 'The document as currently stored',
        B: 'The user\'s auth token',
        C: 'The document as it would be after the requested write',
        D: 'The list of all documents in the collection',
      },
      correct: 'C',
      explanation: 'request.resource.data is used to validate incoming data.',
    },
    {
      question: 'Which condition restricts a users/{userId} document to its owner?',
      options: {
        A: 'request.auth.uid == userId',
        B: 'resource.data != null',
        C: 'request.time < timestamp.date(2030, 1, 1)',
        D: 'request.auth == null',
      },
      correct: 'A',
      explanation: 'Comparing the signed-in uid with the path wildcard enforces ownership.',
    },
    {
      question: 'Posts are readable only when published == true. What happens to a client query for all posts without a filter?',
      options: {
        A: 'It returns only the published posts',
        B: 'It returns all posts',
        C: 'It returns an empty list',
        D: 'It is rejected because rules are not filters',
      },
      correct: 'D',
      explanation: 'A query must be constrained so every possible result is allowed.',
    },
    {
      question: 'Which rule prevents users from changing the authorId of an existing post?',
      options: {
        A: 'allow update: if request.auth != null',
        B: 'allow update: if request.resource.data.authorId == resource.data.authorId',
        C: 'allow create: if true',
        D: 'allow delete: if resource == null',
      },
      correct: 'B',
      explanation: 'Comparing the new and stored values makes the field immutable.',
    },
    {
      question: 'Two match blocks apply to the same document: one denies by not allowing, another allows reads for everyone. What is the result?',
      options: {
        A: 'The stricter block wins',
        B: 'The first block in the file wins',
        C: 'Reads are allowed, because access is granted if any matching rule allows it',
        D: 'The rules fail to compile',
      },
      correct: 'C',
      explanation: 'Overlapping allows are ORed, so a broad rule can open access unintentionally.',
    },
    {
      question: 'Do Security Rules apply to the Admin SDK used in Cloud Functions?',
      options: {
        A: 'Yes, always',
        B: 'Only for writes',
        C: 'Only in production',
        D: 'No, the Admin SDK bypasses rules, so server code must check permissions itself',
      },
      correct: 'D',
      explanation: 'Privileged server credentials are not subject to client Security Rules.',
    },
    {
      question: 'How can a rule check that a user is listed as an admin in another document?',
      options: {
        A: 'With get() or exists() on the admin document path',
        B: 'With a JavaScript import',
        C: 'By calling a Cloud Function',
        D: 'It is impossible in rules',
      },
      correct: 'A',
      explanation: 'get() and exists() read other documents, each counting as a billed read.',
    },
    {
      question: 'Why is "allow read, write: if true" dangerous in production?',
      options: {
        A: 'It slows down queries',
        B: 'It lets anyone on the internet read and modify all data',
        C: 'It disables offline persistence',
        D: 'It only allows admins',
      },
      correct: 'B',
      explanation: 'The public web config means anyone can use your project\'s APIs.',
    },
  ],
  problems: [],
};
