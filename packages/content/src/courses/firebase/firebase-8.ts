import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'firebase-8',
  order: 8,
  title: 'Hosting, App Hosting and Release Workflows',
  description:
    'Deploy web apps with Firebase Hosting and App Hosting, use preview channels and rewrites, and manage releases with Remote Config, Analytics and Crashlytics.',
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
    proTip:
      'Give long cache lifetimes to fingerprinted assets (app.3f9c2ab.js) and a short or no-cache policy to index.html: users then always get the latest entry page, which points to immutable, fully cached bundles.',
  },
  mcqs: [
    {
      question: 'What does Firebase Hosting provide for static web apps?',
      options: {
        A: 'Server-side rendering of every route for any framework',
        B: 'A global CDN, automatic SSL and your own custom domains',
        C: 'A managed Node.js server that runs your build on each request',
        D: 'Static file serving, but only on *.web.app subdomains',
      },
      correct: 'B',
      explanation:
        'Hosting serves static assets from a global CDN with automatic certificates and supports custom domains; SSR frameworks need App Hosting.',
    },
    {
      question: 'Why does a single-page app need a rewrite of ** to /index.html?',
      options: {
        A: 'So deep links such as /course/dsa load the app and its router',
        B: 'So every unknown URL redirects (301) to the home page',
        C: 'So the CDN caches index.html for a whole year as immutable',
        D: 'So the server renders each route before it is sent to the browser',
      },
      correct: 'A',
      explanation:
        'Without the rewrite, the CDN returns 404 for paths that exist only in the client-side router; the rewrite serves index.html without changing the URL.',
    },
    {
      question: 'What can a Hosting rewrite with a function target achieve?',
      options: {
        A: "It redirects /api/** to the function's cloudfunctions.net URL",
        B: 'It deploys the function as part of every Hosting release',
        C: 'It caches every response of the function at the CDN forever',
        D: 'It serves a Cloud Function at /api/** under your own domain',
      },
      correct: 'D',
      explanation:
        'A rewrite routes matching paths to a Cloud Function or Cloud Run service while the browser stays on your domain, so the API is same-origin and needs no CORS. A redirect would send the browser to another origin.',
    },
    {
      question: 'What is a Hosting preview channel?',
      options: {
        A: 'A second live site that receives a share of production traffic',
        B: 'A temporary URL for reviewing a build before it goes live',
        C: 'A Remote Config branch used to try out new parameter values',
        D: 'A copy of the production Firestore data for testers to use',
      },
      correct: 'B',
      explanation:
        'firebase hosting:channel:deploy publishes to a temporary, expiring URL; the live site is untouched.',
    },
    {
      question: 'How does Firebase App Hosting deploy a Next.js app connected to GitHub?',
      options: {
        A: 'Cloud Build builds each push to the live branch; Cloud Run serves it',
        B: 'It uploads the static export to the Hosting CDN',
        C: 'It wraps the app in one callable function',
        D: "It builds the app in the visitor's browser",
      },
      correct: 'A',
      explanation:
        'App Hosting builds from the repository on each push to the live branch and serves the server-rendered app from Cloud Run behind a CDN, configured by apphosting.yaml.',
    },
    {
      question: 'How can you enable a new feature for 5% of users without a new release?',
      options: {
        A: 'Share a preview channel URL with a random 5% of your users',
        B: 'Add a Hosting rewrite that sends 5% of traffic to a new build',
        C: 'Use a Remote Config parameter with a percentage condition',
        D: 'Write a Security Rule that allows the feature for 5% of uids',
      },
      correct: 'C',
      explanation:
        'Remote Config values are fetched at run time and conditions can target a random percentage of users, so you can raise the share gradually.',
    },
    {
      question: 'Which caching policy suits index.html in a single-page app?',
      options: {
        A: 'max-age=31536000, immutable, like the fingerprinted JS bundles',
        B: 'No caching on the CDN, but a week-long cache in the browser',
        C: 'Cache it forever and rename index.html in each single-page app release',
        D: 'A short or no-cache policy, so users get the newest entry page',
      },
      correct: 'D',
      explanation:
        'The entry page must update quickly because it references the current fingerprinted bundles, which themselves can be cached for a year.',
    },
    {
      question: 'How should development, staging and production be separated with Firebase?',
      options: {
        A: 'One project with separate collections for each environment',
        B: 'Separate Firebase projects, selected with aliases and firebase use',
        C: 'One project with a preview channel for each environment',
        D: 'One project with a region per environment',
      },
      correct: 'B',
      explanation:
        'Separate projects isolate data, rules, quotas and billing; .firebaserc aliases and firebase use pick the target.',
    },
    {
      question: 'What does Crashlytics provide?',
      options: {
        A: 'Grouped crash reports with stack traces and affected users',
        B: 'Load times and network request timings for each app screen',
        C: 'Events and user properties that feed your audiences and funnels',
        D: 'An automatic rollback of a release whenever crashes spike',
      },
      correct: 'A',
      explanation:
        'Crashlytics groups crashes so you can prioritise fixes; timings are Performance Monitoring, events are Analytics, and it does not roll back releases.',
    },
    {
      question: 'What happens when you run firebase deploy --only hosting?',
      options: {
        A: 'Files are replaced one by one, so users may see a mix of versions',
        B: 'The new release goes live only after a 24-hour CDN propagation',
        C: 'A new release goes live atomically; older ones can be restored',
        D: 'The previous release is deleted, so a rollback needs a fresh deploy',
      },
      correct: 'C',
      explanation:
        'Each deploy is an atomic release; previous releases are kept and can be restored from the console.',
    },
    {
      question: 'How does a Hosting redirect differ from a rewrite?',
      options: {
        A: 'A redirect keeps the URL and serves other content; a rewrite changes the URL',
        B: 'Redirects work only for external sites, and rewrites only for functions',
        C: 'A redirect returns 404 for the old URL; a rewrite 200',
        D: 'A redirect sends the browser to a new URL; a rewrite keeps the URL',
      },
      correct: 'D',
      explanation:
        'A redirect answers with 301 or 302 and a new location; a rewrite serves different content (a file, function or Cloud Run service) at the same URL.',
    },
    {
      question: 'What does firebase init hosting:github set up?',
      options: {
        A: 'A workflow that deploys previews for pull requests and live on merge',
        B: 'A webhook that deploys every commit live',
        C: 'A GitHub Pages mirror of your Firebase Hosting site',
        D: 'A Cloud Build trigger that builds the App Hosting backend',
      },
      correct: 'A',
      explanation:
        'The GitHub integration adds GitHub Actions workflows: a preview channel per pull request and a live deploy when changes are merged.',
    },
  ],
  problems: [],
};
