import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'firebase-8',
  order: 8,
  title: 'Hosting, App Hosting and Release Workflows',
  description: 'Deploy web apps with Firebase Hosting and App Hosting, use preview channels and rewrites, and manage releases with Remote Config, Analytics and Crashlytics.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Deploy a static or single-page app with Firebase Hosting',
    'Use rewrites, redirects, headers and preview channels',
    'Deploy full-stack framework apps with App Hosting',
    'Roll out features safely with Remote Config and monitor with Analytics and Crashlytics',
  ],
  lesson: `## Firebase Hosting

**Firebase Hosting** serves static files (HTML, CSS, JavaScript, images) from a global **CDN** with automatic SSL certificates and custom domains. It is ideal for single-page apps built with React, Vue or Svelte and for static sites.

\`\`\`bash
npm run build                       # produce dist/
firebase init hosting               # public directory: dist, single-page app: yes
firebase deploy --only hosting
\`\`\`

Each deploy is an atomic **release**: users switch from the old version to the new one all at once, and you can **roll back** to any previous release in the console.

## Configuring firebase.json

\`\`\`json
{
  "hosting": {
    "public": "dist",
    "ignore": ["firebase.json", "**/.*"],
    "rewrites": [
      { "source": "/api/**", "function": { "functionId": "api", "region": "europe-west1" } },
      { "source": "**", "destination": "/index.html" }
    ],
    "redirects": [{ "source": "/blog/:slug", "destination": "https://blog.example.com/:slug", "type": 301 }],
    "headers": [
      { "source": "**/*.@(js|css)", "headers": [{ "key": "Cache-Control", "value": "public, max-age=31536000, immutable" }] }
    ]
  }
}
\`\`\`

- **Rewrites** serve different content without changing the URL. The catch-all rewrite to \`/index.html\` lets client-side routers handle deep links like \`/course/dsa\` instead of returning 404. Rewrites can also route paths to Cloud Functions or Cloud Run services, giving your API the same domain as your app (no CORS).
- **Redirects** send the browser to another URL with 301 or 302.
- **Headers** set caching and security headers such as \`Content-Security-Policy\`.

## Preview channels

\`\`\`bash
firebase hosting:channel:deploy pr-42 --expires 7d
\`\`\`

A **preview channel** deploys to a temporary URL for reviewers and testers. The GitHub integration (\`firebase init hosting:github\`) deploys a preview for every pull request and the live site on merge.

## App Hosting for full-stack apps

Frameworks with server-side rendering and API routes (Next.js, Angular SSR) need a server. **Firebase App Hosting** connects to a GitHub repository, builds the app with Cloud Build on each push to the live branch, and runs it on Cloud Run behind a CDN, with environment configuration and secrets in \`apphosting.yaml\`. Use Hosting for static SPAs and App Hosting for SSR frameworks.

## Releasing features safely

- **Remote Config** stores parameters (feature flags, texts, limits) that apps fetch at run time, with conditions by platform, country, app version or a percentage of users. Roll a feature out to 5% of users, watch metrics, then increase.
- **A/B Testing** runs experiments on Remote Config values and measures the effect on Analytics events.
- **Google Analytics for Firebase** records events and user properties, feeding audiences and funnels.
- **Crashlytics** groups crashes on mobile apps with stack traces and affected users; **Performance Monitoring** measures load times and network requests.

## Environments

Use **separate Firebase projects** for development, staging and production, selected with \`firebase use prod\` and aliases in \`.firebaserc\`. Never test against production data, and keep rules, indexes and functions identical across environments by deploying them from version control through CI.
`,
  overview: {
    whatYouWillLearn: [
      'Firebase Hosting serves static assets over a global CDN with free SSL and custom domains.',
      'firebase.json configures the public directory, rewrites, redirects and headers.',
      'Single-page apps rewrite unknown paths to index.html so client-side routing works.',
      'Preview channels create temporary URLs for reviewing changes before going live.',
      'App Hosting builds and serves full-stack frameworks such as Next.js and Angular from a GitHub repository.',
      'Remote Config and A/B Testing change app behaviour without redeploying, and Crashlytics and Analytics show the impact.',
    ],
    proTip: 'Give long cache lifetimes to fingerprinted assets (app.3f9c2ab.js) and a short or no-cache policy to index.html: users then always get the latest entry page, which points to immutable, fully cached bundles.',
  },
  mcqs: [
    {
      question: 'What does Firebase Hosting provide for static web apps?',
      options: {
        A: 'A relational database',
        B: 'A global CDN with automatic SSL and custom domains',
        C: 'Server-side rendering for every framework',
        D: 'Email delivery',
      },
      correct: 'B',
      explanation: 'Hosting serves static assets quickly and securely worldwide.',
    },
    {
      question: 'Why does a single-page app need a rewrite of ** to /index.html?',
      options: {
        A: 'So deep links such as /course/dsa load the app, and the client-side router can handle them',
        B: 'To redirect users to the home page',
        C: 'To compress JavaScript',
        D: 'To enable HTTPS',
      },
      correct: 'A',
      explanation: 'Without the rewrite, the CDN returns 404 for routes that exist only in the client router.',
    },
    {
      question: 'What can a Hosting rewrite with a function target achieve?',
      options: {
        A: 'It deletes the function',
        B: 'It caches Firestore documents',
        C: 'It encrypts requests',
        D: 'It serves a Cloud Function under your site\'s domain, for example at /api/**, avoiding CORS',
      },
      correct: 'D',
      explanation: 'Rewrites let the same domain serve static files and backend endpoints.',
    },
    {
      question: 'What is a Hosting preview channel?',
      options: {
        A: 'A paid support plan',
        B: 'A temporary URL for reviewing a build before it goes live',
        C: 'A Remote Config condition',
        D: 'A Firestore index',
      },
      correct: 'B',
      explanation: 'Preview channels let reviewers test changes without affecting the live site.',
    },
    {
      question: 'Which product fits a Next.js app with server-side rendering?',
      options: {
        A: 'Firebase App Hosting',
        B: 'Cloud Storage',
        C: 'Crashlytics',
        D: 'Realtime Database',
      },
      correct: 'A',
      explanation: 'App Hosting builds and runs full-stack framework apps.',
    },
    {
      question: 'How can you enable a new feature for 5% of users without a new release?',
      options: {
        A: 'Deploy a new Hosting site',
        B: 'Change Security Rules',
        C: 'Use a Remote Config parameter with a percentage condition',
        D: 'Rebuild the app with a different bundle',
      },
      correct: 'C',
      explanation: 'Remote Config values are fetched at run time and can target user percentages.',
    },
    {
      question: 'Which caching policy suits index.html in a single-page app?',
      options: {
        A: 'Cache for one year as immutable',
        B: 'Never serve it',
        C: 'Cache only on the client for a week',
        D: 'A short or no-cache policy, so users always get the latest entry page',
      },
      correct: 'D',
      explanation: 'The entry page must update quickly because it references the current fingerprinted bundles.',
    },
    {
      question: 'How should development, staging and production be separated with Firebase?',
      options: {
        A: 'Use one project and separate collections',
        B: 'Use separate Firebase projects, selected with aliases',
        C: 'Use different browsers',
        D: 'Use preview channels only',
      },
      correct: 'B',
      explanation: 'Separate projects isolate data, rules, quotas and billing.',
    },
    {
      question: 'What does Crashlytics provide?',
      options: {
        A: 'Grouped crash reports with stack traces and affected users',
        B: 'Hosting for crash pages',
        C: 'A way to cause crashes for testing only',
        D: 'Database backups',
      },
      correct: 'A',
      explanation: 'Crashlytics helps prioritise and fix crashes in mobile apps.',
    },
  ],
  problems: [],
};
