import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'firebase-1',
  order: 1,
  title: 'Getting Started with Firebase',
  description: 'What Firebase offers, how projects relate to Google Cloud, how to add Firebase to a web app with the modular SDK, and how to develop locally with the CLI and Emulator Suite.',
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
      'Firebase is Google\'s app development platform of managed backend services for web and mobile apps.',
      'Core products include Authentication, Cloud Firestore, Cloud Storage, Cloud Functions, Hosting and App Hosting.',
      'Every Firebase project is also a Google Cloud project, sharing billing, IAM and resources.',
      'The web configuration object identifies the project and is not a secret; Security Rules protect the data.',
      'The modular SDK imports only the functions you use, so bundlers can tree-shake the rest.',
      'The Local Emulator Suite runs Auth, Firestore, Functions, Storage and Hosting locally for safe development.',
    ],
    proTip: 'Develop against the Emulator Suite from day one (firebase emulators:start): you can test Security Rules and functions, reset data freely and never risk polluting or paying for your production project.',
  },
  mcqs: [
    {
      question: 'What is the relationship between a Firebase project and Google Cloud?',
      options: {
        A: 'They are unrelated products',
        B: 'Every Firebase project is also a Google Cloud project',
        C: 'Firebase projects run on AWS',
        D: 'Google Cloud projects cannot use Firebase',
      },
      correct: 'B',
      explanation: 'Firebase projects share billing, IAM and resources with their Google Cloud project.',
    },
    {
      question: 'Is the apiKey in the Firebase web configuration a secret that must be hidden?',
      options: {
        A: 'No, it identifies the project; data is protected by Security Rules and App Check',
        B: 'Yes, leaking it gives full database access',
        C: 'Yes, it must be stored only on the server',
        D: 'It must be rotated daily',
      },
      correct: 'A',
      explanation: 'The config is public by design; access control lives in Security Rules.',
    },
    {
      question: 'Why does the modular Firebase JavaScript SDK reduce bundle size?',
      options: {
        A: 'It compresses data in Firestore',
        B: 'It loads from a CDN only',
        C: 'You import individual functions, so bundlers can drop unused code',
        D: 'It removes the need for a bundler',
      },
      correct: 'C',
      explanation: 'Tree-shaking keeps only the functions your app actually imports.',
    },
    {
      question: 'Which plan is required to deploy Cloud Functions?',
      options: {
        A: 'Spark',
        B: 'Flame',
        C: 'Enterprise',
        D: 'Blaze (pay as you go)',
      },
      correct: 'D',
      explanation: 'Cloud Functions require the Blaze plan, which still includes free quotas.',
    },
    {
      question: 'What does the Firebase Local Emulator Suite provide?',
      options: {
        A: 'Local versions of Auth, Firestore, Functions, Storage and Hosting for development and testing',
        B: 'A mobile phone emulator for Android only',
        C: 'A copy of production data',
        D: 'A paid staging environment',
      },
      correct: 'A',
      explanation: 'Emulators let you develop and test without touching production.',
    },
    {
      question: 'Which command deploys only the Firestore Security Rules?',
      options: {
        A: 'firebase init rules',
        B: 'firebase deploy --only firestore:rules',
        C: 'firebase rules push',
        D: 'firebase emulators:start --rules',
      },
      correct: 'B',
      explanation: '--only limits a deploy to the named targets.',
    },
    {
      question: 'Which Firebase product is a NoSQL document database with real-time updates and offline support?',
      options: {
        A: 'Cloud Storage',
        B: 'Remote Config',
        C: 'Cloud Firestore',
        D: 'Crashlytics',
      },
      correct: 'C',
      explanation: 'Firestore stores documents in collections and syncs changes in real time.',
    },
    {
      question: 'Which file created by firebase init holds project aliases such as dev and prod?',
      options: {
        A: 'firebase.json',
        B: 'package.json',
        C: 'firestore.rules',
        D: '.firebaserc',
      },
      correct: 'D',
      explanation: '.firebaserc maps aliases to project IDs.',
    },
    {
      question: 'Which Firebase product is designed for hosting full-stack framework apps such as Next.js with server-side rendering?',
      options: {
        A: 'App Hosting',
        B: 'Cloud Messaging',
        C: 'Crashlytics',
        D: 'Remote Config',
      },
      correct: 'A',
      explanation: 'App Hosting builds and serves full-stack web apps with a managed backend.',
    },
  ],
  problems: [],
};
