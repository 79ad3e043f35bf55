import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'firebase-2',
  order: 2,
  title: 'Firebase Authentication',
  description: 'Sign users in with email and password, Google and other providers, track auth state, protect routes, and understand ID tokens and custom claims.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Enable sign-in providers and create accounts with email and password',
    'Sign in with Google using popups or redirects',
    'React to authentication state changes',
    'Understand ID tokens, verification and custom claims',
  ],
  lesson: `## Why use a managed auth service

Building secure sign-in yourself means hashing passwords, handling resets, verifying emails, integrating OAuth providers and defending against abuse. **Firebase Authentication** does all of it, with SDKs for web and mobile and a free tier covering most apps (advanced features such as multi-factor authentication and blocking functions come with the upgrade to Identity Platform).

Enable providers in the console under **Authentication → Sign-in method**: email/password, email link, phone, Google, Apple, Microsoft, GitHub, anonymous, and more.

## Email and password

\`\`\`javascript
import { createUserWithEmailAndPassword, signInWithEmailAndPassword,
         sendEmailVerification, sendPasswordResetEmail, signOut } from "firebase/auth";
import { auth } from "./firebase";

const cred = await createUserWithEmailAndPassword(auth, email, password);
await sendEmailVerification(cred.user);
await signInWithEmailAndPassword(auth, email, password);
await sendPasswordResetEmail(auth, email);
await signOut(auth);
\`\`\`

Errors carry codes such as \`auth/invalid-credential\`, \`auth/email-already-in-use\` or \`auth/weak-password\`; map them to friendly messages. For security, Firebase deliberately returns the same error for a wrong password and an unknown email (email enumeration protection).

## Google and other providers

\`\`\`javascript
import { GoogleAuthProvider, signInWithPopup, signInWithRedirect } from "firebase/auth";
const provider = new GoogleAuthProvider();
const result = await signInWithPopup(auth, provider);
console.log(result.user.displayName, result.user.email);
\`\`\`

A **popup** keeps the page in place; a **redirect** works better on mobile browsers that block popups. Because current browsers block third-party storage, a redirect sign-in only works reliably when the sign-in helper is served from your app's own domain (for example an app on Firebase Hosting whose \`authDomain\` is that same domain), so follow Firebase's redirect best practices or use the popup flow. Accounts from different providers with the same email can be linked.

## Auth state

The SDK persists the session (in IndexedDB by default) and restores it on page load, asynchronously. Always observe the state rather than reading \`auth.currentUser\` once at start-up:

\`\`\`javascript
import { onAuthStateChanged } from "firebase/auth";
onAuthStateChanged(auth, (user) => {
  if (user) {
    showApp(user.uid);
  } else {
    showLogin();
  }
});
\`\`\`

The callback fires once the initial state is known and again on every sign-in or sign-out. Until it fires, show a loading state. The \`user\` object provides \`uid\`, \`email\`, \`emailVerified\`, \`displayName\` and \`photoURL\`. The **uid** is the stable, unique identifier: use it as the document ID of the user's profile (\`users/{uid}\`) and in Security Rules.

## ID tokens and your backend

A signed-in user holds a short-lived **ID token** (a JWT, valid for one hour and refreshed automatically). Send it to your own backend in the \`Authorization: Bearer\` header; the server verifies it with the **Admin SDK**, which checks the signature, expiry and project:

\`\`\`javascript
// server (Node.js Admin SDK)
const decoded = await getAuth().verifyIdToken(idToken);
console.log(decoded.uid, decoded.admin === true);
\`\`\`

Never trust a uid sent in a request body; trust only the verified token. Firebase services such as Firestore and Storage receive the token automatically and expose it to Security Rules as \`request.auth\`.

## Custom claims

Roles such as admin or moderator can be added to a user's token from a trusted server with \`setCustomUserClaims(uid, { admin: true })\`. Claims appear in \`request.auth.token\` in Security Rules and in the decoded token on your backend, after the client refreshes its token. Keep claims small; store other profile data in Firestore.
`,
  overview: {
    whatYouWillLearn: [
      'Firebase Authentication manages user accounts and sign-in with many providers.',
      'Each user has a unique uid, which becomes the key for their data and Security Rules.',
      'onAuthStateChanged reports the current user once the SDK has restored the session, and on every change.',
      'Federated providers such as Google and Apple use popup or redirect flows.',
      'Signed-in users carry short-lived ID tokens that backends verify with the Admin SDK.',
      'Custom claims store roles in the token, and email verification and password reset are built in.',
    ],
    proTip: 'Do not render protected screens until onAuthStateChanged has fired at least once; showing a spinner until the auth state is known avoids flashing the login page at users who are already signed in.',
  },
  mcqs: [
    {
      question: 'What is the best identifier to use as the key of a user\'s profile document?',
      options: {
        A: 'The user\'s email address',
        B: 'The user\'s display name',
        C: 'The user\'s uid',
        D: 'A random number generated on each sign-in',
      },
      correct: 'C',
      explanation: 'The uid is stable and unique, unlike emails or names that can change.',
    },
    {
      question: 'Why should an app use onAuthStateChanged instead of reading auth.currentUser once at start-up?',
      options: {
        A: 'currentUser is deprecated',
        B: 'The session is restored asynchronously, so currentUser may still be null when the page first loads',
        C: 'onAuthStateChanged signs the user in automatically',
        D: 'currentUser only works on mobile',
      },
      correct: 'B',
      explanation: 'The listener fires once the initial state is known and on every change.',
    },
    {
      question: 'When is signInWithRedirect preferable to signInWithPopup?',
      options: {
        A: 'On mobile browsers where popups are often blocked',
        B: 'When the user has no internet connection',
        C: 'For email and password sign-in',
        D: 'When using anonymous auth',
      },
      correct: 'A',
      explanation: 'Redirect flows avoid popup blockers and small-screen popup issues.',
    },
    {
      question: 'How should your own backend identify the user making a request?',
      options: {
        A: 'Trust the uid sent in the JSON body',
        B: 'Read the email from a cookie',
        C: 'Ask the user to type their uid',
        D: 'Verify the Firebase ID token with the Admin SDK and use the uid inside it',
      },
      correct: 'D',
      explanation: 'Only a verified token proves who the caller is.',
    },
    {
      question: 'How long is a Firebase ID token valid before the SDK refreshes it?',
      options: {
        A: 'About one hour',
        B: 'Forever',
        C: 'One minute',
        D: 'One year',
      },
      correct: 'A',
      explanation: 'ID tokens are short-lived JWTs refreshed automatically by the SDK.',
    },
    {
      question: 'Where are custom claims such as admin: true available?',
      options: {
        A: 'Only in the Firebase console',
        B: 'In the user\'s ID token, for example as request.auth.token.admin in Security Rules',
        C: 'In the browser\'s local storage only',
        D: 'In Cloud Storage metadata',
      },
      correct: 'B',
      explanation: 'Claims are embedded in the token and readable by rules and backends.',
    },
    {
      question: 'Who can set custom claims on a user?',
      options: {
        A: 'The user from the client SDK',
        B: 'Anyone with the web API key',
        C: 'Only trusted server code using the Admin SDK',
        D: 'Firestore Security Rules',
      },
      correct: 'C',
      explanation: 'Claims grant privileges, so only privileged server code may set them.',
    },
    {
      question: 'Why does Firebase return the same error for a wrong password and an unknown email?',
      options: {
        A: 'It cannot distinguish them',
        B: 'To save bandwidth',
        C: 'Because of a bug in older SDKs',
        D: 'To prevent attackers from discovering which emails have accounts',
      },
      correct: 'D',
      explanation: 'Email enumeration protection hides whether an account exists.',
    },
    {
      question: 'Which function sends a password reset email?',
      options: {
        A: 'sendPasswordResetEmail',
        B: 'resetPassword',
        C: 'updatePassword',
        D: 'sendEmailVerification',
      },
      correct: 'A',
      explanation: 'sendPasswordResetEmail emails the user a link to choose a new password.',
    },
  ],
  problems: [],
};
