import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'firebase-2',
  order: 2,
  title: 'Firebase Authentication',
  description:
    'Sign users in with email and password, Google and other providers, track auth state, protect routes, and understand ID tokens and custom claims.',
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
    proTip:
      'Do not render protected screens until onAuthStateChanged has fired at least once; showing a spinner until the auth state is known avoids flashing the login page at users who are already signed in.',
  },
  mcqs: [
    {
      question: "What is the best identifier to use as the key of a user's profile document?",
      options: {
        A: "The user's email address, lower-cased and trimmed",
        B: 'The displayName that the user chose at sign-up',
        C: "The user's uid, as issued by Firebase Auth",
        D: 'An ID generated by addDoc on the first sign-in',
      },
      correct: 'C',
      explanation:
        'The uid is stable and unique and is what Security Rules see as request.auth.uid; emails and names can change, and an addDoc ID is not tied to the account.',
    },
    {
      question:
        'Why should an app use onAuthStateChanged instead of reading auth.currentUser once at start-up?',
      options: {
        A: 'currentUser is deprecated in the modular SDK and always returns null',
        B: 'The session is restored asynchronously, so currentUser can be null at first',
        C: 'Only onAuthStateChanged refreshes the ID token before it expires',
        D: 'currentUser is only set by signInWithPopup, never when the page is reloaded',
      },
      correct: 'B',
      explanation:
        'The SDK restores the persisted session asynchronously; the listener fires once the initial state is known and again on every sign-in or sign-out.',
    },
    {
      question: 'When is signInWithRedirect preferable to signInWithPopup?',
      options: {
        A: 'On mobile browsers, where popups are often blocked',
        B: 'When users must sign in while offline',
        C: 'When signing in with email and password',
        D: 'When the app runs on another domain',
      },
      correct: 'A',
      explanation:
        "Redirects avoid popup blockers on mobile. They only work reliably when the sign-in helper is served from the app's own domain, so a different domain is a reason against redirects, not for them.",
    },
    {
      question: 'How should your own backend identify the user making a request?',
      options: {
        A: 'Trust the uid sent in the JSON request body, since it travels over HTTPS',
        B: 'Decode the JWT payload without checking it and read the uid inside',
        C: 'Look up the email from a cookie in the users collection of Firestore',
        D: 'Verify the ID token from the Authorization header with the Admin SDK',
      },
      correct: 'D',
      explanation:
        'verifyIdToken checks the signature, expiry and project, so only then is the uid in the token trustworthy. A uid in the body or an unverified JWT can be forged.',
    },
    {
      question: 'How long is a Firebase ID token valid before the SDK refreshes it?',
      options: {
        A: 'About one hour',
        B: 'About five minutes',
        C: 'One day',
        D: 'Until the user signs out',
      },
      correct: 'A',
      explanation:
        'ID tokens are short-lived JWTs (one hour) that the SDK refreshes automatically using a long-lived refresh token.',
    },
    {
      question: 'Where are custom claims such as admin: true available?',
      options: {
        A: "In the user's profile document",
        B: 'In the ID token, e.g. request.auth.token.admin in rules',
        C: 'In auth.currentUser.customClaims',
        D: 'In request.auth.claims.admin, after the next sign-in',
      },
      correct: 'B',
      explanation:
        'Claims are embedded in the ID token: rules read them as request.auth.token.<claim>, and a backend finds them in the decoded token.',
    },
    {
      question: 'Who can set custom claims on a user?',
      options: {
        A: 'The signed-in user, by calling updateProfile() in the client SDK',
        B: 'Any client holding the web apiKey, through the Auth REST API',
        C: "Trusted server code, with the Admin SDK's setCustomUserClaims",
        D: 'Security Rules, whenever a rule grants the admin role',
      },
      correct: 'C',
      explanation:
        'Claims grant privileges, so only privileged server code (Admin SDK) may set them; updateProfile only changes displayName and photoURL.',
    },
    {
      question:
        'Why does Firebase return the same error for a wrong password and an unknown email?',
      options: {
        A: 'Because the client SDK is unable to tell the two cases apart',
        B: 'To reduce the number of error codes that an app must handle',
        C: 'Because the email and password are checked as a single hash',
        D: 'So attackers cannot find out which emails have accounts',
      },
      correct: 'D',
      explanation: 'Email enumeration protection hides whether an account exists for an address.',
    },
    {
      question: 'Which call sends a password reset email?',
      options: {
        A: 'sendPasswordResetEmail(auth, email)',
        B: 'resetPassword(auth, email, password)',
        C: 'updatePassword(auth.currentUser, newPassword)',
        D: 'sendEmailVerification(user)',
      },
      correct: 'A',
      explanation:
        'sendPasswordResetEmail emails a link to choose a new password. updatePassword changes the password of the signed-in user directly, and sendEmailVerification verifies the address.',
    },
    {
      question: 'How do Firestore Security Rules know which user sent a request?',
      options: {
        A: "Each document written by the client carries the user's uid in an owner field",
        B: "The SDK sends the user's ID token, which rules see as request.auth",
        C: "Firestore rules look up the user's session cookie sent with each request",
        D: 'The apiKey (in firebaseConfig) identifies the signed-in user',
      },
      correct: 'B',
      explanation:
        'Firestore and Storage receive the ID token automatically and expose the verified identity as request.auth (uid and token claims).',
    },
    {
      question:
        "After a server runs setCustomUserClaims(uid, { admin: true }), when does the user's client see the claim?",
      options: {
        A: 'Immediately, since claims are re-read on every request',
        B: 'Only after the user verifies their email address again',
        C: 'Once the ID token on the client has been refreshed',
        D: 'Only after the Security Rules have been deployed again',
      },
      correct: 'C',
      explanation:
        'Claims live in the ID token, so they appear once the client gets a new token: at the hourly refresh, on the next sign-in, or by forcing getIdToken(true).',
    },
    {
      question: 'What does sendEmailVerification(cred.user) do?',
      options: {
        A: 'Blocks sign-in until the link is clicked',
        B: 'Checks that the address exists',
        C: 'Sends a one-time code to type into the app',
        D: 'Emails a link that sets emailVerified to true once opened',
      },
      correct: 'D',
      explanation:
        'It sends a verification link; when it is opened, user.emailVerified becomes true. Sign-in is not blocked: the app or its rules must check emailVerified (request.auth.token.email_verified).',
    },
  ],
  problems: [],
};
