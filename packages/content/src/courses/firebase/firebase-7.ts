import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'firebase-7',
  order: 7,
  title: 'Cloud Functions for Firebase',
  description:
    'Run trusted server-side code with Cloud Functions: HTTPS and callable functions, Firestore, Auth and Storage triggers, scheduled jobs, secrets and the Admin SDK.',
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
      "Callable functions automatically carry the caller's Firebase Auth and App Check context.",
      'Firestore triggers react to document creation, updates and deletion.',
      'Event-triggered functions may run more than once, so they must be idempotent.',
      'The Admin SDK has full access and bypasses Security Rules, so functions must check permissions.',
      'Secrets, minimum instances, concurrency and regions are configured per function in code.',
    ],
    proTip:
      'In a Firestore onDocumentUpdated trigger that writes back to the same document, compare before and after and return early when nothing relevant changed; otherwise each write triggers the function again in an endless, expensive loop.',
  },
  mcqs: [
    {
      question: 'Why must some logic run in Cloud Functions rather than in the client?',
      options: {
        A: 'Browsers cannot call payment or email APIs over HTTPS',
        B: 'Users can alter client code, so privileged steps must not run there',
        C: 'Firestore accepts writes to counters only from Cloud Functions',
        D: 'Functions run next to the database, so writes are faster',
      },
      correct: 'B',
      explanation:
        "Client code is in the user's hands and anything it does can be altered; privileged work and secret keys belong on the server.",
    },
    {
      question: 'What does a callable function (onCall) provide automatically?',
      options: {
        A: "The caller's verified auth context in request.auth",
        B: 'Automatic retries of failed calls made from the client',
        C: 'Free execution on the Spark plan for up to 125K calls',
        D: 'A limit of one call per second for each signed-in user',
      },
      correct: 'A',
      explanation:
        'httpsCallable sends the ID token (and App Check token) and the function receives them verified in request.auth; functions still need the Blaze plan.',
    },
    {
      question: 'Which function type fits a webhook from a payment provider?',
      options: {
        A: 'A callable function created with onCall()',
        B: 'A Firestore trigger created with onDocumentCreated()',
        C: 'An HTTPS function created with onRequest()',
        D: 'An Auth blocking function such as beforeUserCreated()',
      },
      correct: 'C',
      explanation:
        "External services call plain HTTPS endpoints; a callable function expects the Firebase client SDK's protocol and tokens, which a payment provider does not send.",
    },
    {
      question: 'Why must event-triggered functions be idempotent?',
      options: {
        A: 'Functions keep no memory between runs',
        B: 'Idempotent functions are the only ones allowed on the Spark plan',
        C: 'Events arrive in random order',
        D: 'Events are delivered at least once, so one may be processed twice',
      },
      correct: 'D',
      explanation:
        'With at-least-once delivery a duplicate event must not double-count or double-charge; record the event ID or write deterministic results.',
    },
    {
      question:
        'An onDocumentUpdated function writes a field back to the same document on every run. What happens?',
      options: {
        A: 'Each write triggers it again, looping unless it exits early',
        B: 'Firestore ignores writes a function makes to its trigger document',
        C: 'It runs once, because triggers skip writes made by the Admin SDK',
        D: 'Security Rules block the second write since it comes from a function',
      },
      correct: 'A',
      explanation:
        'Admin SDK writes fire triggers like any other write, so compare event.data.before and event.data.after and return when nothing relevant changed.',
    },
    {
      question: 'Where should an API key used by a second-generation function be stored?',
      options: {
        A: 'In a .env file committed together with the functions source',
        B: 'In functions.config(), set via firebase functions:config:set stripe.key',
        C: 'In a Firestore document that only signed-in users can read',
        D: 'In Secret Manager, via defineSecret and functions:secrets:set',
      },
      correct: 'D',
      explanation:
        "Secrets set with firebase functions:secrets:set live in Secret Manager and are injected at run time when listed in the function's secrets option. functions.config() is the deprecated first-generation mechanism and is not available to v2 functions.",
    },
    {
      question: 'What does setting maxInstances on a function do?',
      options: {
        A: 'Keeps that many instances warm to avoid cold starts',
        B: 'Caps the number of instances, limiting cost and downstream load',
        C: 'Sets how many requests one instance handles at the same time',
        D: 'Limits how often clients may invoke it',
      },
      correct: 'B',
      explanation:
        'maxInstances is an upper bound on scaling. Warm instances are minInstances, and requests per instance is concurrency.',
    },
    {
      question: 'What is the trade-off of setting minInstances greater than zero?',
      options: {
        A: 'Lower cost, but cold starts on more of the requests',
        B: 'Faster scaling, but each instance serves one request at a time',
        C: 'Fewer cold starts, but the idle instances are billed',
        D: 'Warm instances, but the maxInstances setting is then ignored',
      },
      correct: 'C',
      explanation:
        'Keeping instances warm reduces latency at a continuous cost while they sit idle.',
    },
    {
      question: 'Which v2 code runs a job every night at 03:00?',
      options: {
        A: 'onSchedule("every day 03:00", handler)',
        B: 'onCall({ schedule: "every night" }, handler)',
        C: 'onRequest({ cron: "0 3 * * *" }, handler)',
        D: 'onTaskDispatched("every day 03:00", handler)',
      },
      correct: 'A',
      explanation:
        'Scheduled functions use onSchedule (backed by Cloud Scheduler). onTaskDispatched handles Cloud Tasks queues, and onCall and onRequest have no schedule option.',
    },
    {
      question: 'What does the option concurrency: 80 let a second-generation function do?',
      options: {
        A: 'Run up to 80 instances of the function in parallel',
        B: 'Handle up to 80 requests at once in a single instance',
        C: 'Retry each failed event up to 80 times before giving up',
        D: 'Keep 80 instances warm during the busiest hours',
      },
      correct: 'B',
      explanation:
        'Second-generation functions run on Cloud Run, so one instance can serve many concurrent requests; the number of instances is capped by maxInstances.',
    },
    {
      question:
        'A callable function updates Firestore through the Admin SDK. What must the function itself do?',
      options: {
        A: 'Nothing: Security Rules still check each Admin SDK write',
        B: "Pass request.auth to the Admin SDK so the caller's rules apply",
        C: 'Validate the input and check that the caller may do the action',
        D: 'Test each write against the rules with the Rules Playground API first',
      },
      correct: 'C',
      explanation:
        'The Admin SDK bypasses Security Rules entirely, so the function must validate data and authorise the caller itself.',
    },
    {
      question:
        'Why set region: "europe-west1" on a function whose Firestore database is in Europe?',
      options: {
        A: 'A function can only reach a database in its own region',
        B: 'Functions outside us-central1 always stay in the free tier',
        C: 'The region decides which users are allowed to call the function',
        D: 'Being near the database cuts the latency of each read and write',
      },
      correct: 'D',
      explanation:
        'Functions can access a database in any region, but each round trip is faster when they are close together.',
    },
  ],
  problems: [],
};
