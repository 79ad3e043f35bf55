import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'firebase-7',
  order: 7,
  title: 'Cloud Functions for Firebase',
  description: 'Run trusted server-side code with Cloud Functions: HTTPS and callable functions, Firestore, Auth and Storage triggers, scheduled jobs, secrets and the Admin SDK.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Write HTTPS, callable and event-triggered functions with the v2 API',
    'Use the Admin SDK for privileged operations',
    'Write idempotent triggers that avoid infinite loops',
    'Configure secrets, regions, scaling and scheduled functions',
  ],
  lesson: `## Why server-side code

Some logic must not run on the client: charging a card, sending email, granting roles, aggregating counters that users must not tamper with, or calling APIs with secret keys. **Cloud Functions for Firebase** run Node.js (or Python) code on Google's infrastructure in response to requests or events, scaling automatically. The current **second-generation** functions run on Cloud Run, so one instance can handle many concurrent requests. Functions require the **Blaze** plan.

\`\`\`bash
firebase init functions      # TypeScript or JavaScript (or Python)
firebase emulators:start     # test locally
firebase deploy --only functions
\`\`\`

## HTTPS and callable functions

\`\`\`typescript
import { onRequest, onCall, HttpsError } from "firebase-functions/v2/https";
import { initializeApp } from "firebase-admin/app";
import { getFirestore, FieldValue } from "firebase-admin/firestore";

initializeApp();
const db = getFirestore();

export const health = onRequest((req, res) => { res.json({ ok: true }); });

export const redeemCoupon = onCall({ enforceAppCheck: true }, async (request) => {
  if (!request.auth) throw new HttpsError("unauthenticated", "Sign in first.");
  const code = String(request.data.code ?? "");
  const coupon = await db.doc(\`coupons/\${code}\`).get();
  if (!coupon.exists) throw new HttpsError("not-found", "Unknown coupon.");
  await db.doc(\`users/\${request.auth.uid}\`).update({ credits: FieldValue.increment(coupon.get("value")) });
  return { added: coupon.get("value") };
});
\`\`\`

**Callable** functions (\`onCall\`) are invoked from the client with \`httpsCallable(functions, "redeemCoupon")\`; the SDK sends the user's ID token and App Check token automatically and the function receives them verified in \`request.auth\`. Plain **HTTPS** functions (\`onRequest\`) suit webhooks from other services and public APIs.

## Event triggers

\`\`\`typescript
import { onDocumentCreated, onDocumentUpdated } from "firebase-functions/v2/firestore";

export const countOrders = onDocumentCreated("orders/{orderId}", async (event) => {
  const order = event.data?.data();
  if (!order) return;
  await db.doc(\`stats/\${order.productId}\`).set(
    { orders: FieldValue.increment(1) }, { merge: true });
});
\`\`\`

Triggers exist for Firestore (\`onDocumentCreated\`, \`onDocumentUpdated\`, \`onDocumentDeleted\`, \`onDocumentWritten\`), Storage (\`onObjectFinalized\`), Auth blocking functions (\`beforeUserCreated\`), Pub/Sub, Remote Config and more. Scheduled jobs use \`onSchedule("every day 03:00", ...)\`.

Two rules for triggers:

1. **At-least-once delivery**: an event can be delivered more than once, so make functions **idempotent**, for example by recording the event ID or writing deterministic results.
2. **Avoid loops**: a function that updates the document that triggered it will trigger itself again. Compare \`event.data.before\` and \`event.data.after\` and exit early when nothing relevant changed.

## The Admin SDK

Functions use the **Admin SDK**, which has full privileges and **bypasses Security Rules**. That power is the point, but it means the function itself must validate input and check the caller's permissions.

## Configuration

\`\`\`typescript
import { defineSecret } from "firebase-functions/params";
const stripeKey = defineSecret("STRIPE_KEY");
export const pay = onCall({ secrets: [stripeKey], region: "europe-west1",
                            minInstances: 0, maxInstances: 20, concurrency: 80 },
  async (req) => { const key = stripeKey.value(); /* ... */ });
\`\`\`

Set secrets with \`firebase functions:secrets:set STRIPE_KEY\`; they live in Secret Manager, never in code. Choose a **region** close to your Firestore database, set \`maxInstances\` to cap costs, and consider \`minInstances\` to avoid cold starts on latency-sensitive endpoints (it costs money while idle). Logs appear in the Firebase console and Cloud Logging.
`,
  overview: {
    whatYouWillLearn: [
      'Cloud Functions run your backend code in response to HTTP requests or events, without managing servers.',
      'Callable functions automatically carry the caller\'s Firebase Auth and App Check context.',
      'Firestore triggers react to document creation, updates and deletion.',
      'Event-triggered functions may run more than once, so they must be idempotent.',
      'The Admin SDK has full access and bypasses Security Rules, so functions must check permissions.',
      'Secrets, minimum instances, concurrency and regions are configured per function in code.',
    ],
    proTip: 'In a Firestore onDocumentUpdated trigger that writes back to the same document, compare before and after and return early when nothing relevant changed; otherwise each write triggers the function again in an endless, expensive loop.',
  },
  mcqs: [
    {
      question: 'Why must some logic run in Cloud Functions rather than in the client?',
      options: {
        A: 'Clients cannot run JavaScript',
        B: 'Trusted operations such as charging cards or using secret API keys must not be controllable by users',
        C: 'Cloud Functions are faster than any client',
        D: 'Firestore requires all writes to come from functions',
      },
      correct: 'B',
      explanation: 'Client code can be modified by users, so privileged logic belongs on the server.',
    },
    {
      question: 'What does a callable function (onCall) provide automatically?',
      options: {
        A: 'The verified Firebase Auth context of the caller in request.auth',
        B: 'Free execution on the Spark plan',
        C: 'Automatic retries on the client forever',
        D: 'Direct SQL access',
      },
      correct: 'A',
      explanation: 'The SDK sends the ID token, and the function receives the verified auth context.',
    },
    {
      question: 'Which function type fits a webhook from a payment provider?',
      options: {
        A: 'A Firestore trigger',
        B: 'A Storage trigger',
        C: 'An HTTPS function (onRequest)',
        D: 'An Auth blocking function',
      },
      correct: 'C',
      explanation: 'External services call plain HTTPS endpoints.',
    },
    {
      question: 'Why must event-triggered functions be idempotent?',
      options: {
        A: 'To run on the Spark plan',
        B: 'To avoid needing the Admin SDK',
        C: 'Because they only run once per year',
        D: 'Events are delivered at least once, so the same event may be processed more than once',
      },
      correct: 'D',
      explanation: 'Duplicate deliveries must not double-count or double-charge.',
    },
    {
      question: 'An onDocumentUpdated function writes a field back to the same document on every run. What happens?',
      options: {
        A: 'Each write triggers the function again, creating an endless loop unless it exits early',
        B: 'Firestore blocks the write',
        C: 'The function runs exactly once',
        D: 'Security Rules stop the loop',
      },
      correct: 'A',
      explanation: 'Compare before and after data and return when nothing relevant changed.',
    },
    {
      question: 'Where should an API key used by a function be stored?',
      options: {
        A: 'In the function\'s source code',
        B: 'In a public Firestore document',
        C: 'In the web config object',
        D: 'In Secret Manager via defineSecret and functions:secrets:set',
      },
      correct: 'D',
      explanation: 'Secrets are injected at run time and never committed to code.',
    },
    {
      question: 'What does setting maxInstances on a function do?',
      options: {
        A: 'Guarantees warm instances',
        B: 'Caps how many instances can run, limiting costs and load on downstream systems',
        C: 'Sets the memory size',
        D: 'Enables App Check',
      },
      correct: 'B',
      explanation: 'An upper bound protects budgets and databases from runaway scaling.',
    },
    {
      question: 'What is the trade-off of minInstances greater than zero?',
      options: {
        A: 'Functions can no longer scale',
        B: 'Security Rules are disabled',
        C: 'Fewer cold starts, but you pay for idle instances',
        D: 'Logs are no longer collected',
      },
      correct: 'C',
      explanation: 'Keeping instances warm reduces latency at a continuous cost.',
    },
    {
      question: 'Which v2 trigger runs a job every night at 03:00?',
      options: {
        A: 'onSchedule',
        B: 'onCall',
        C: 'onObjectFinalized',
        D: 'beforeUserCreated',
      },
      correct: 'A',
      explanation: 'Scheduled functions use Cloud Scheduler under the hood.',
    },
  ],
  problems: [],
};
