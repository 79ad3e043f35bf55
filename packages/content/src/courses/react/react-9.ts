import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'react-9',
  order: 9,
  title: 'Server Components, Routing and Full-Stack React',
  description:
    'Build full-stack React apps with Server Components, Server Functions, routing and testing.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Distinguish Server Components from Client Components and mark boundaries with directives',
    'Call server code from forms with Server Functions',
    'Stream data with Suspense and the use API',
    'Test components the way users interact with them',
  ],
  lesson: `## Server Components

**React Server Components** (RSC) render on the server (at build time or per request) and send a serialised result to the browser. Their code never ships to the client, so they can access databases and secrets directly and add zero JavaScript to the bundle. They are the default in the Next.js App Router, and other frameworks are adding support for them.

\`\`\`jsx
// app/products/page.jsx  (a Server Component)
import { db } from '@/lib/db';
import AddToCart from './AddToCart';

export default async function ProductsPage() {
  const products = await db.product.findMany();
  return (
    <ul>
      {products.map((p) => (
        <li key={p.id}>{p.name} <AddToCart productId={p.id} /></li>
      ))}
    </ul>
  );
}
\`\`\`

Server Components can be \`async\` and \`await\` data, but they cannot use state, effects or browser APIs.

## Client Components

Interactive parts opt in with the \`'use client'\` directive at the top of the file. That file and everything it imports become part of the client bundle:

\`\`\`jsx
'use client';
import { useState } from 'react';
export default function AddToCart({ productId }) {
  const [added, setAdded] = useState(false);
  return <button onClick={() => setAdded(true)}>{added ? 'Added' : 'Add to cart'}</button>;
}
\`\`\`

Server Components may render Client Components and pass them **serialisable** props (strings, numbers, plain objects, promises, JSX), but not ordinary functions such as event handlers; only Server Functions, described below, may be passed. Keep \`'use client'\` boundaries as low in the tree as possible.

## Server Functions

The \`'use server'\` directive marks async functions that run on the server but can be called from the client, for example as a form action:

\`\`\`jsx
// actions.js
'use server';
export async function addComment(formData) {
  const text = formData.get('text');
  await db.comment.create({ data: { text } });
}
\`\`\`

They combine naturally with \`useActionState\` from chapter 6. Treat them like public API endpoints: validate input and check authorisation inside every one.

## Streaming with Suspense and use

A Server Component can start a request and pass the **promise** to a Client Component, which unwraps it with \`use(promise)\`. Wrapped in \`<Suspense>\`, the page streams: the shell arrives immediately and slower sections appear as their data resolves.

## Routing

Client-side routers map URLs to components without full page reloads. In React Router, routes can declare \`loader\` functions that fetch data before rendering, and frameworks use file-system routing where \`app/blog/[slug]/page.jsx\` handles \`/blog/:slug\`.

## Testing

Test behaviour, not implementation. **Vitest** with **React Testing Library** renders components and queries them like a user would, by role and label; **Playwright** drives real browsers for end-to-end tests.

\`\`\`jsx
render(<Newsletter />);
await userEvent.type(screen.getByRole('textbox'), 'ada@example.com');
await userEvent.click(screen.getByRole('button', { name: /subscribe/i }));
expect(await screen.findByText(/thanks/i)).toBeInTheDocument();
\`\`\``,
  overview: {
    whatYouWillLearn: [
      'What Server Components are and why they ship no JavaScript',
      'The use client boundary and serialisable props',
      'Server Functions with the use server directive and their security',
      'Streaming with Suspense and the use API',
      'Client-side routing, loaders and file-system routes',
      'Behaviour-focused testing with Testing Library and Playwright',
    ],
    proTip:
      'When a component needs interactivity, extract only the interactive leaf into a client component instead of marking the whole page with use client.',
  },
  mcqs: [
    {
      question: 'Which statement about React Server Components is true?',
      options: {
        A: 'They can hold state with `useState` once they hydrate in the browser',
        B: 'They can be `async`, and their code is not sent to the browser',
        C: 'They run only in the browser, after the HTML has been streamed',
        D: "They must start with the `'use server'` directive",
      },
      correct: 'B',
      explanation:
        'Server Components run on the server, may await data and add nothing to the client bundle.',
    },
    {
      question: "What does the `'use client'` directive at the top of a file do?",
      options: {
        A: 'Marks the file and its imports as part of the client bundle',
        B: 'Marks only that file, not its imports, as client code',
        C: 'Disables server rendering below that file',
        D: "Turns the file's exported functions into Server Functions",
      },
      correct: 'A',
      explanation:
        'It declares a boundary: that file and everything it imports become Client Component code.',
    },
    {
      question: 'Which prop can a Server Component NOT pass to a Client Component?',
      options: {
        A: 'A promise that resolves to data later',
        B: 'A plain object containing nested arrays',
        C: 'A JSX element such as `<Price />`',
        D: 'An ordinary event handler function',
      },
      correct: 'D',
      explanation:
        'Props crossing the boundary must be serialisable, and ordinary functions are not (only Server Functions may be passed).',
    },
    {
      question: "Why must every `'use server'` function validate its input and check permissions?",
      options: {
        A: 'It runs in the browser, where users can edit its code',
        B: 'It runs twice in StrictMode, so must be idempotent',
        C: 'It is effectively a public endpoint any client can call',
        D: 'Its results are cached and shared between users',
      },
      correct: 'C',
      explanation: 'Server Functions are reachable over the network just like an API route.',
    },
    {
      question:
        'What does `use(promise)` inside a component wrapped in Suspense do while the promise is pending?',
      options: {
        A: 'Returns `undefined` until the promise resolves, then re-renders',
        B: 'Suspends the component so the nearest fallback is shown',
        C: 'Blocks rendering of the whole page until the data arrives',
        D: 'Throws a `TypeError` that the nearest error boundary catches',
      },
      correct: 'B',
      explanation: '`use` suspends until the promise resolves, letting Suspense show its fallback.',
    },
    {
      question: "Where should `'use client'` boundaries ideally be placed?",
      options: {
        A: 'At the root layout, so every component in the app can use hooks',
        B: 'In every component file, to be explicit',
        C: 'Around data fetching, so requests run in the browser',
        D: 'As low in the tree as possible, around interactive parts',
      },
      correct: 'D',
      explanation: 'Low boundaries keep most of the tree on the server and the bundle small.',
    },
    {
      question: 'How does React Testing Library encourage you to find elements?',
      options: {
        A: 'By CSS class names, which rarely change between releases',
        B: 'By component name, as shown in React DevTools',
        C: 'By accessible role, label or text, like a user would',
        D: 'By `data-testid` attributes on every element',
      },
      correct: 'C',
      explanation:
        'Queries such as `getByRole` mirror how users and assistive technology find elements.',
    },
    {
      question: 'In file-system routing, which file typically handles the URL `/blog/hello-world`?',
      options: {
        A: '`app/blog/hello.jsx`',
        B: '`app/blog/hello-world.page.jsx`',
        C: '`app/[blog]/[slug].css`',
        D: '`app/blog/[slug]/page.jsx`',
      },
      correct: 'D',
      explanation:
        'A bracketed folder name declares a dynamic segment such as `slug`, and `page.jsx` renders it.',
    },
    {
      question: 'What can a Server Component do that a Client Component cannot?',
      options: {
        A: 'Read a database directly, since its code stays on the server',
        B: 'Hold state with `useState` that survives navigation',
        C: 'Handle `onClick` events without sending any JavaScript',
        D: 'Run `useEffect` to fetch data before streaming',
      },
      correct: 'A',
      explanation:
        'Server Component code never ships to the browser, so it may access databases and secrets directly.',
    },
    {
      question: "In React Router, what is a route's `loader` for?",
      options: {
        A: "Showing a `<Spinner />` while the route's code loads",
        B: "Lazily importing the route's component file",
        C: "Fetching the route's data before it renders",
        D: 'Validating form data posted to the route',
      },
      correct: 'C',
      explanation: 'A `loader` fetches the data a route needs before the route renders.',
    },
    {
      question: 'What does streaming with `<Suspense>` change for the user?',
      options: {
        A: 'The shell arrives at once; slow parts appear as data resolves',
        B: 'The page waits for all data, then arrives as one full response',
        C: 'Each section is fetched by the browser after the page has loaded',
        D: 'The slowest section is skipped (a cached copy is shown instead)',
      },
      correct: 'A',
      explanation:
        'With streaming the shell is sent immediately and each suspended section follows when its data is ready.',
    },
    {
      question:
        'In a Testing Library test, why use `findByText` rather than `getByText` after a click?',
      options: {
        A: '`findByText` also matches text in hidden elements that `getByText` skips',
        B: '`findByText` waits for the element to appear, returning a promise',
        C: '`getByText` is deprecated in current versions of Testing Library',
        D: '`findByText` is faster because it caches queries',
      },
      correct: 'B',
      explanation:
        '`find*` queries retry until the element appears (or time out), which suits UI that updates asynchronously.',
    },
    {
      question: 'Which tool drives real browsers for end-to-end tests?',
      options: {
        A: 'Vitest',
        B: 'React Testing Library',
        C: 'Jest with jsdom',
        D: 'Playwright',
      },
      correct: 'D',
      explanation:
        'Playwright automates real browsers; Vitest and Jest with Testing Library run in a simulated DOM.',
    },
  ],
  problems: [],
};
