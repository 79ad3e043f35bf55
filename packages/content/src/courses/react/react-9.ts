import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'react-9',
  order: 9,
  title: 'Server Components, Routing and Full-Stack React',
  description: 'Build full-stack React apps with Server Components, Server Functions, routing and testing.',
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
    proTip: 'When a component needs interactivity, extract only the interactive leaf into a client component instead of marking the whole page with use client.',
  },
  mcqs: [
    {
      question: 'Which statement about React Server Components is true?',
      options: { A: 'They can use useState and useEffect', B: 'They can be async and their code is not sent to the browser', C: 'They run only in the browser', D: 'They must be marked with use client' },
      correct: 'B',
      explanation: 'Server Components run on the server, may await data and add nothing to the client bundle.',
    },
    {
      question: "What does the 'use client' directive at the top of a file do?",
      options: { A: 'Marks the file and its imports as part of the client bundle', B: 'Runs the file only in tests', C: 'Disables server rendering for the whole app', D: 'Makes the component a Server Function' },
      correct: 'A',
      explanation: 'It declares a boundary where Client Components begin.',
    },
    {
      question: 'Which prop can a Server Component NOT pass to a Client Component?',
      options: { A: 'A string', B: 'A plain object', C: 'A promise', D: 'An ordinary event handler function' },
      correct: 'D',
      explanation: 'Props crossing the boundary must be serialisable, and regular functions are not.',
    },
    {
      question: "Why must every 'use server' function validate its input and check permissions?",
      options: { A: 'Because React does not type-check it', B: 'Because it runs in the browser', C: 'Because it is effectively a public endpoint any client can call', D: 'Because it runs twice in StrictMode' },
      correct: 'C',
      explanation: 'Server Functions are reachable over the network just like an API route.',
    },
    {
      question: 'What does use(promise) inside a component wrapped in Suspense do while the promise is pending?',
      options: { A: 'Suspends the component so the nearest fallback is shown', B: 'Returns undefined', C: 'Blocks the main thread', D: 'Throws a TypeError' },
      correct: 'A',
      explanation: 'use suspends until the promise resolves, letting Suspense show its fallback.',
    },
    {
      question: 'Where should use client boundaries ideally be placed?',
      options: { A: 'At the root layout', B: 'In every file', C: 'Only in test files', D: 'As low in the tree as possible, around interactive parts' },
      correct: 'D',
      explanation: 'Low boundaries keep most of the tree on the server and the bundle small.',
    },
    {
      question: 'How does React Testing Library encourage you to find elements?',
      options: { A: 'By CSS class names', B: 'By accessible role, label or text, like a user would', C: 'By component instance', D: 'By internal state values' },
      correct: 'B',
      explanation: 'Queries such as getByRole mirror how users and assistive technology find elements.',
    },
    {
      question: 'In file-system routing, which file typically handles the URL /blog/hello-world?',
      options: { A: 'app/blog/hello.jsx', B: 'app/blog.jsx', C: 'app/blog/[slug]/page.jsx', D: 'app/[blog]/[slug].css' },
      correct: 'C',
      explanation: 'A bracketed folder name declares a dynamic segment such as slug.',
    },
  ],
  problems: [],
};
