import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'web-11',
  order: 11,
  title: 'Tooling and Web Performance',
  description: 'Use npm and Vite to build projects and measure and improve Core Web Vitals.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Set up a project with npm and a modern build tool such as Vite',
    'Explain bundling, code splitting, minification and cache busting',
    'Measure LCP, INP and CLS and know their targets',
    'Apply concrete techniques to improve loading and responsiveness',
  ],
  lesson: `## Project tooling

Real projects rely on **npm** (or pnpm, Yarn) to install packages listed in \`package.json\`. Dependencies are recorded with exact versions in a lock file, which you commit so every machine installs the same tree. Scripts in \`package.json\` give the team common commands.

\`\`\`bash
npm create vite@latest my-site -- --template vanilla
cd my-site
npm install
npm run dev      # dev server with hot module replacement
npm run build    # optimised production build in dist/
\`\`\`

**Vite** serves native ES modules during development, so the dev server starts instantly and updates modules in place. For production it **bundles** code: it follows imports, removes unused exports (**tree shaking**), **minifies** JavaScript and CSS, and writes files with content hashes in their names such as \`index-4f9a2c.js\`. Because the name changes whenever the content changes, those files can be cached for a year (**cache busting**) while \`index.html\` is revalidated on each visit.

**Code splitting** uses dynamic \`import()\` to load rarely used code only when needed:

\`\`\`js
button.addEventListener('click', async () => {
  const { openEditor } = await import('./editor.js');
  openEditor();
});
\`\`\`

Add a linter (ESLint) and a formatter (Prettier) so style debates disappear, and TypeScript when the codebase grows.

## Core Web Vitals

Google's **Core Web Vitals** measure user experience with field data from real users:

- **LCP** (Largest Contentful Paint): when the main content appears. Good: 2.5 s or less.
- **INP** (Interaction to Next Paint): how quickly the page visibly responds to clicks, taps and key presses, across the whole visit. Good: 200 ms or less. INP replaced First Input Delay in 2024.
- **CLS** (Cumulative Layout Shift): how much content jumps around unexpectedly. Good: 0.1 or less.

Measure in the lab with Lighthouse and the DevTools Performance panel, and in the field with the \`web-vitals\` library or the Chrome UX Report.

## Improving LCP

Serve compressed (Brotli) responses from a CDN close to users, make the hero image discoverable in the HTML rather than injected by JavaScript, give it \`fetchpriority="high"\`, use modern formats such as AVIF or WebP at the right size, and preload critical fonts. Render-blocking CSS should be small; inline the critical part if needed.

## Improving INP

Long tasks on the main thread delay the response to input. Break work into smaller chunks and yield to the browser between them, move heavy computation to a **Web Worker**, debounce expensive handlers, and ship less JavaScript overall. Third-party scripts are a frequent culprit; load them with \`defer\` or after interaction.

## Improving CLS

Reserve space: set \`width\` and \`height\` (or \`aspect-ratio\`) on images and embeds, keep space for ads and banners, and use \`font-display: swap\` together with size-adjusted fallback fonts so text does not reflow dramatically when the web font arrives. Animate with \`transform\` and \`opacity\`, which do not trigger layout.

Performance is a feature: set a **budget** (for example under 170 KB of compressed JavaScript for the initial load) and check it in CI so regressions are caught before users notice.`,
  overview: {
    whatYouWillLearn: [
      'The role of package.json, lock files and npm scripts',
      'What bundling, tree shaking, minification and content hashing do',
      'How dynamic import enables code splitting',
      'The definitions and good thresholds of LCP, INP and CLS',
      'Lab versus field measurement of performance',
      'Targeted fixes for slow loading, sluggish interaction and layout shifts',
    ],
    proTip:
      'Run Lighthouse in an incognito window; extensions inject scripts that distort the measurements.',
  },
  mcqs: [
    {
      question:
        'Why do production builds put content hashes into file names such as app-4f9a2c.js?',
      options: {
        A: 'To obfuscate the code',
        B: 'So files can be cached for a long time yet update when content changes',
        C: 'Because browsers require a unique name for every file',
        D: 'To make files smaller',
      },
      correct: 'B',
      explanation: 'A changed file gets a new name, so long-lived caching never serves stale code.',
    },
    {
      question: 'What is tree shaking?',
      options: {
        A: 'Removing exports that are never imported from the final bundle',
        B: 'Reordering DOM nodes for speed',
        C: 'Deleting unused CSS classes from the page while it runs in the browser',
        D: 'Compressing images',
      },
      correct: 'A',
      explanation: 'Bundlers analyse static imports and drop code nothing uses.',
    },
    {
      question:
        'Which Core Web Vital measures how quickly the page responds visually to user interactions?',
      options: {
        A: 'LCP',
        B: 'CLS',
        C: 'TTFB',
        D: 'INP',
      },
      correct: 'D',
      explanation:
        'Interaction to Next Paint measures input responsiveness and replaced FID in 2024.',
    },
    {
      question: 'What is a good CLS score?',
      options: {
        A: '0.1 or less',
        B: '2.5 seconds or less',
        C: '200 milliseconds or less',
        D: '0.25 or more',
      },
      correct: 'A',
      explanation: 'CLS is a unitless score and 0.1 or below is rated good.',
    },
    {
      question: 'Why should you commit package-lock.json?',
      options: {
        A: 'Because `npm install` refuses to run unless the lock file is committed',
        B: 'It lists the scripts npm runs',
        C: 'It makes everyone install exactly the same dependency versions',
        D: 'It makes node_modules smaller by storing only the packages you use',
      },
      correct: 'C',
      explanation:
        'The lock file pins the full resolved dependency tree for reproducible installs.',
    },
    {
      question:
        'A heavy calculation runs inside a click handler and INP is poor. What is the best fix?',
      options: {
        A: 'Add more CSS transitions',
        B: 'Increase the image quality',
        C: 'Give the button `position: fixed` so it repaints on its own layer',
        D: 'Move the work to a Web Worker or split it into smaller tasks',
      },
      correct: 'D',
      explanation:
        'Freeing the main thread lets the browser paint the response to the interaction sooner.',
    },
    {
      question:
        'Which change most directly improves LCP for a page whose main element is a hero image?',
      options: {
        A: 'Adding `loading="lazy"` to the hero image so it downloads last',
        B: 'Giving it `fetchpriority="high"`, the right display size and a modern format',
        C: 'Moving the image URL into a JavaScript file that sets `src` after load',
        D: 'Adding a CSS animation that fades the hero image in smoothly',
      },
      correct: 'B',
      explanation: 'A discoverable, prioritised, appropriately sized image paints sooner.',
    },
    {
      question: 'What does await import("./editor.js") inside a click handler achieve?',
      options: {
        A: 'It loads the module synchronously during startup, before any click happens',
        B: "It inlines the module's code into the HTML page when the site is built",
        C: 'It puts the editor code in a separate chunk loaded only on demand',
        D: 'It caches the module in localStorage',
      },
      correct: 'C',
      explanation: 'Dynamic import creates a split point, so the initial bundle stays smaller.',
    },
    {
      question: 'Which Core Web Vital measures when the largest content element appears?',
      options: {
        A: 'INP',
        B: 'CLS',
        C: 'FCP',
        D: 'LCP',
      },
      correct: 'D',
      explanation:
        'Largest Contentful Paint (LCP) is the loading metric among the Core Web Vitals.',
    },
    {
      question: 'What most often causes a poor CLS score?',
      options: {
        A: 'Images and ads inserted without reserved space',
        B: 'Using too many CSS classes on one element, which re-layouts it',
        C: 'Slow JavaScript that runs inside click handlers',
        D: 'Large image files that take a long time to download',
      },
      correct: 'A',
      explanation:
        'Content that appears without reserved space pushes other content around, which is layout shift.',
    },
    {
      question: 'What is a good LCP time?',
      options: {
        A: '0.1 or less',
        B: '200 ms or less',
        C: '2.5 seconds or less',
        D: '10 seconds or less',
      },
      correct: 'C',
      explanation:
        'LCP is good at 2.5 seconds or less; 0.1 is the CLS threshold and 200 ms the INP one.',
    },
    {
      question: 'What does a bundler such as Vite do for a production build?',
      options: {
        A: "Runs the app's server-side code in the browser",
        B: 'Resolves imports and outputs minified, hashed bundles',
        C: 'Type-checks the code and rejects every `any`',
        D: 'Uploads the original source files unchanged to a CDN edge server',
      },
      correct: 'B',
      explanation:
        'A bundler resolves the import graph, transpiles and minifies the code, and writes hashed output files.',
    },
  ],
  problems: [],
};
