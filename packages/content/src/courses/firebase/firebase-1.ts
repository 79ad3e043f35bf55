import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'firebase-1',
  order: 1,
  title: 'Getting Started with Firebase',
  description:
    'What Firebase offers, how projects relate to Google Cloud, how to add Firebase to a web app with the modular SDK, and how to develop locally with the CLI and Emulator Suite.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Describe the main Firebase products and when to use them',
    'Create a project and register a web app',
    'Initialise the modular JavaScript SDK',
    'Use the Firebase CLI and Local Emulator Suite',
  ],
  lesson: `## What Firebase is

**Firebase** is Google's platform for building web and mobile apps without running your own servers. It provides managed backend services that your client code talks to directly through SDKs:

- **Authentication**: sign-in with email/password, Google, Apple, phone and more.
- **Cloud Firestore**: a scalable NoSQL document database with real-time updates and offline support.
- **Realtime Database**: the original JSON-tree database, still useful for very low-latency syncing.
- **Cloud Storage**: files such as images and videos.
- **Cloud Functions**: server-side code triggered by events or HTTP.
- **Hosting** and **App Hosting**: fast static hosting with a CDN, and managed hosting for full-stack frameworks like Next.js and Angular.
- Tools such as **Remote Config**, **Analytics**, **Crashlytics**, **Cloud Messaging** and **App Check**, and AI features through **Firebase AI Logic** and **Genkit**.

Every Firebase project **is** a Google Cloud project, so you can use Google Cloud services and IAM alongside it. The free **Spark** plan covers learning and small apps; the pay-as-you-go **Blaze** plan is needed for Cloud Functions and higher usage, with generous free quotas.

## Creating a project and a web app

In the Firebase console, create a project, then **add an app** (web, iOS, Android). For the web you receive a configuration object:

\`\`\`javascript
// src/firebase.js
import { initializeApp } from "firebase/app";
import { getAuth } from "firebase/auth";
import { getFirestore } from "firebase/firestore";

const firebaseConfig = {
  apiKey: "AIza...",
  authDomain: "my-app.firebaseapp.com",
  projectId: "my-app",
  storageBucket: "my-app.firebasestorage.app",
  appId: "1:1234:web:abcd",
};

export const app = initializeApp(firebaseConfig);
export const auth = getAuth(app);
export const db = getFirestore(app);
\`\`\`

Install with \`npm install firebase\`. The SDK is **modular**: you import individual functions (\`getDoc\`, \`signInWithPopup\`), so bundlers include only what you use.

The \`apiKey\` in this object is **not a secret**: it only identifies your project to Google's servers, and it ends up in every user's browser anyway. Your data is protected by **Firebase Security Rules** and **App Check**, never by hiding the config.

## The Firebase CLI

\`\`\`bash
npm install -g firebase-tools
firebase login
firebase init                 # choose Firestore, Functions, Hosting, Emulators...
firebase deploy               # deploy rules, functions and hosting
firebase deploy --only firestore:rules
\`\`\`

\`firebase init\` creates \`firebase.json\` (configuration), \`.firebaserc\` (project aliases such as \`dev\` and \`prod\`), and files for Security Rules and indexes, all of which belong in version control.

## The Local Emulator Suite

\`\`\`bash
firebase emulators:start
\`\`\`

This runs local versions of Auth, Firestore, Realtime Database, Storage, Functions, Hosting and Pub/Sub, plus a web UI to inspect data. Point the SDK at them during development:

\`\`\`javascript
import { connectFirestoreEmulator } from "firebase/firestore";
if (location.hostname === "localhost") connectFirestoreEmulator(db, "127.0.0.1", 8080);
\`\`\`

Emulators make development free, fast and safe, and they are essential for automated tests of Security Rules and functions.
`,
  overview: {
    whatYouWillLearn: [
      "Firebase is Google's app development platform of managed backend services for web and mobile apps.",
      'Core products include Authentication, Cloud Firestore, Cloud Storage, Cloud Functions, Hosting and App Hosting.',
      'Every Firebase project is also a Google Cloud project, sharing billing, IAM and resources.',
      'The web configuration object identifies the project and is not a secret; Security Rules protect the data.',
      'The modular SDK imports only the functions you use, so bundlers can tree-shake the rest.',
      'The Local Emulator Suite runs Auth, Firestore, Functions, Storage and Hosting locally for safe development.',
    ],
    proTip:
      'Develop against the Emulator Suite from day one (firebase emulators:start): you can test Security Rules and functions, reset data freely and never risk polluting or paying for your production project.',
  },
  mcqs: [
    {
      question: 'What is the relationship between a Firebase project and Google Cloud?',
      options: {
        A: 'A Firebase project sits in a separate Firebase account and can be linked to Google Cloud later',
        B: 'Every Firebase project is a Google Cloud project, sharing its billing and IAM',
        C: 'A Firebase project runs on Google Cloud but keeps its own billing and IAM',
        D: 'Only a Firebase project on the Blaze plan has a Google Cloud project and billing behind it',
      },
      correct: 'B',
      explanation:
        'Every Firebase project is a Google Cloud project: billing, IAM and resources are shared, so Google Cloud services can be used alongside Firebase on any plan.',
    },
    {
      question: 'Is the apiKey in the Firebase web configuration a secret that must be hidden?',
      options: {
        A: 'No: it only identifies the project, and Security Rules and App Check protect the data',
        B: 'Yes: anyone holding it can bypass Security Rules, so keep it in a server-side .env file',
        C: 'Yes: inject it at build time from a secret store so it never reaches the browser',
        D: 'No, but Firestore rejects all requests until the key is restricted to your domain',
      },
      correct: 'A',
      explanation:
        'The config ends up in every browser anyway; it identifies the project. Access control lives in Security Rules (and App Check), never in hiding the config.',
    },
    {
      question: 'Why does the modular Firebase JavaScript SDK reduce bundle size?',
      options: {
        A: "Each product is fetched lazily from Google's CDN the first time it is called",
        B: 'The SDK ships as one compressed file that the browser unpacks on demand',
        C: 'You import individual functions, so the bundler can drop the unused ones',
        D: 'The firebase namespace loads only the services listed in firebaseConfig',
      },
      correct: 'C',
      explanation:
        'With the modular SDK you import functions such as getDoc individually, and tree-shaking removes everything you never import.',
    },
    {
      question: 'Which Firebase plan is required to deploy Cloud Functions?',
      options: {
        A: 'Spark (free), as long as usage stays within its free quotas',
        B: 'Flame ($25/month), the fixed-price plan for production apps',
        C: 'Any plan, once a budget alert has been set in the console',
        D: 'Blaze, the pay-as-you-go plan that still has free quotas',
      },
      correct: 'D',
      explanation:
        'Cloud Functions need the pay-as-you-go Blaze plan, which still includes generous free quotas. Spark does not allow deploying functions, and the Flame plan no longer exists.',
    },
    {
      question: 'What does the Firebase Local Emulator Suite provide?',
      options: {
        A: 'Local versions of Auth, Firestore, Functions, Storage and Hosting',
        B: 'Device emulators that run your app against production',
        C: 'A read-only local copy of your production data',
        D: 'A cloud staging project mirroring production',
      },
      correct: 'A',
      explanation:
        'firebase emulators:start runs local versions of the backend services (plus a web UI), so you develop and test without touching production.',
    },
    {
      question: 'Which command deploys only the Firestore Security Rules?',
      options: {
        A: 'firebase deploy --only firestore.rules',
        B: 'firebase deploy --only firestore:rules',
        C: 'firebase firestore:rules deploy',
        D: 'firebase deploy --only security-rules:firestore',
      },
      correct: 'B',
      explanation:
        '--only limits a deploy to the named targets, and the target for Firestore rules is firestore:rules (not the file name).',
    },
    {
      question:
        'Which Firebase product stores documents in collections, with real-time updates and offline support?',
      options: {
        A: 'Realtime Database',
        B: 'Firebase Data Connect',
        C: 'Cloud Firestore',
        D: 'Cloud Storage for Firebase',
      },
      correct: 'C',
      explanation:
        'Cloud Firestore is the NoSQL document database. The Realtime Database stores one JSON tree, Data Connect is backed by PostgreSQL, and Cloud Storage holds files.',
    },
    {
      question: 'Which file created by firebase init holds project aliases such as dev and prod?',
      options: {
        A: 'firebase.json',
        B: '.firebase/',
        C: 'firestore.indexes.json',
        D: '.firebaserc',
      },
      correct: 'D',
      explanation:
        '.firebaserc maps aliases such as dev and prod to project IDs; firebase.json holds the configuration of the products, and .firebase/ is only a local deploy cache.',
    },
    {
      question:
        'Which Firebase product is the managed hosting for full-stack frameworks such as Next.js and Angular?',
      options: {
        A: 'Firebase App Hosting',
        B: 'Cloud Functions for Firebase',
        C: 'Cloud Storage for Firebase',
        D: 'Data Connect',
      },
      correct: 'A',
      explanation:
        'App Hosting builds and serves full-stack framework apps, including server-side rendering, with a managed backend.',
    },
    {
      question: 'Which files created by firebase init should be committed to version control?',
      options: {
        A: 'None: they hold credentials',
        B: 'Only firebase.json; .firebaserc stores deploy tokens',
        C: 'firebase.json, .firebaserc and the rules and index files',
        D: 'Only the rules files',
      },
      correct: 'C',
      explanation:
        'firebase.json (configuration), .firebaserc (project aliases) and the Security Rules and index files hold no secrets and describe the project, so they belong in version control.',
    },
    {
      question: 'Which call points the modular Firestore SDK at the local emulator?',
      options: {
        A: 'getFirestore(app, "127.0.0.1:8080")',
        B: 'connectFirestoreEmulator(db, "127.0.0.1", 8080)',
        C: 'initializeApp({ firestore: "127.0.0.1:8080" })',
        D: 'db.useEmulator("localhost:8080")',
      },
      correct: 'B',
      explanation:
        "connectFirestoreEmulator(db, host, port) redirects that Firestore instance to the emulator. getFirestore's second argument is a database ID, and initializeApp has no emulator setting.",
    },
    {
      question:
        'Which Firebase product attests that incoming requests come from your genuine, unmodified client?',
      options: {
        A: 'Firebase Remote Config',
        B: 'Firebase Crashlytics',
        C: 'Firebase Cloud Messaging',
        D: 'Firebase App Check',
      },
      correct: 'D',
      explanation:
        'App Check attests that requests come from your registered app, complementing Security Rules. Remote Config changes app settings, Crashlytics reports crashes and Cloud Messaging sends notifications.',
    },
  ],
  problems: [],
};
