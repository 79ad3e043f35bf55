import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'react-8',
  order: 8,
  title: 'Performance, Suspense and Concurrent Rendering',
  description: 'Find and fix slow renders with memoisation and the React Compiler, and keep the UI responsive with Suspense and transitions.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Explain when and why components re-render',
    'Apply memo, useMemo and useCallback where they help, and know what the React Compiler automates',
    'Split code with lazy and show fallbacks with Suspense',
    'Keep input responsive with useTransition and useDeferredValue',
  ],
  lesson: `## Why components re-render

A component re-renders when its **state** changes, when its **parent** re-renders, or when a **context** it reads changes. Re-rendering is usually cheap: React only touches the DOM where the output differs. Performance work starts with **measuring**: the React DevTools Profiler shows which components rendered, why, and how long they took.

## Memoisation

\`memo\` skips re-rendering a component when its props are shallowly equal to last time:

\`\`\`jsx
const Chart = memo(function Chart({ data, onSelect }) { /* expensive */ });

function Dashboard({ rows, filter }) {
  const data = useMemo(() => rows.filter((r) => r.type === filter), [rows, filter]);
  const handleSelect = useCallback((id) => console.log(id), []);
  return <Chart data={data} onSelect={handleSelect} />;
}
\`\`\`

\`useMemo\` caches a computed value and \`useCallback\` caches a function between renders, so props keep the same identity and \`memo\` can do its job. Without them a new array or arrow function is created on every render and \`memo\` never skips.

## The React Compiler

The **React Compiler** (stable since late 2025) is a build-time plugin that analyses components and inserts this memoisation automatically and more precisely than most people do by hand. It relies on your code following the rules of React: pure rendering, no mutation of props or state, hooks at the top level. In projects using the compiler, manual \`useMemo\`/\`useCallback\` is rarely needed; in projects without it, apply them only to measured bottlenecks.

## Code splitting with lazy and Suspense

\`\`\`jsx
import { lazy, Suspense } from 'react';
const Settings = lazy(() => import('./Settings'));

<Suspense fallback={<Spinner />}>
  <Settings />
</Suspense>
\`\`\`

\`lazy\` loads a component's code on first render. While anything inside a **Suspense boundary** is not ready (code still loading, or data read through a Suspense-enabled source such as \`use(promise)\`), React shows the nearest \`fallback\`. Place boundaries where a loading state makes sense to the user, and combine them with **error boundaries** to handle failures.

## Concurrent features

React can interrupt rendering work to handle more urgent updates. You mark updates as non-urgent with transitions:

\`\`\`jsx
const [isPending, startTransition] = useTransition();
function handleTab(tab) {
  startTransition(() => setTab(tab)); // typing and clicks stay responsive
}

const deferredQuery = useDeferredValue(query);
const results = useMemo(() => search(items, deferredQuery), [items, deferredQuery]);
\`\`\`

With \`useTransition\` the old UI stays visible (you can dim it with \`isPending\`) instead of flashing a fallback. \`useDeferredValue\` lets an input update immediately while an expensive list renders with a slightly stale value.

## Other wins

Virtualise very long lists (TanStack Virtual), avoid creating context values inline, keep state close to where it is used, and do not put rapidly changing values high in the tree. Always profile a production build; development builds are slower by design.`,
  overview: {
    whatYouWillLearn: [
      'The three triggers of a re-render',
      'How memo, useMemo and useCallback preserve identity',
      'What the React Compiler automates and what it requires',
      'Lazy loading components and Suspense fallbacks',
      'Transitions and deferred values in concurrent rendering',
      'List virtualisation and profiling practices',
    ],
    proTip: 'Enable "Highlight updates when components render" in React DevTools to spot unexpected re-renders while you click around.',
  },
  mcqs: [
    {
      question: 'Which of these does NOT by itself cause a component to re-render?',
      options: { A: 'Its state changes', B: 'Its parent re-renders', C: 'A context it reads changes', D: 'A ref it owns changes its current value' },
      correct: 'D',
      explanation: 'Mutating ref.current is invisible to React and triggers no render.',
    },
    {
      question: 'A memo-wrapped child still re-renders on every parent render. What is the most likely cause?',
      options: { A: 'memo only works with class components', B: 'The parent passes a new inline object or function on each render', C: 'The child has no props', D: 'The child uses useState' },
      correct: 'B',
      explanation: 'New identities fail the shallow comparison, so memo cannot skip the render.',
    },
    {
      question: 'What does the React Compiler do?',
      options: { A: 'Inserts memoisation automatically at build time', B: 'Compiles React to WebAssembly', C: 'Converts class components to hooks at runtime', D: 'Replaces the virtual DOM with signals' },
      correct: 'A',
      explanation: 'It analyses components and memoises values and JSX where safe.',
    },
    {
      question: 'What does Suspense show while lazy-loaded code inside it is still loading?',
      options: { A: 'An empty page', B: 'The previous route forever', C: 'Its fallback', D: 'An error boundary' },
      correct: 'C',
      explanation: 'The nearest Suspense boundary renders its fallback until children are ready.',
    },
    {
      question: 'What is the main effect of wrapping a state update in startTransition?',
      options: { A: 'The update is applied synchronously', B: 'The update is sent to the server', C: 'The update is cancelled', D: 'The update is marked non-urgent so urgent input stays responsive' },
      correct: 'D',
      explanation: 'Transitions can be interrupted by more urgent updates such as typing.',
    },
    {
      question: 'When is useDeferredValue most useful?',
      options: { A: 'When an input must update instantly while an expensive result list lags behind', B: 'When fetching data on mount', C: 'When storing a DOM node', D: 'When sharing state between siblings' },
      correct: 'A',
      explanation: 'It lets the expensive part render with a slightly stale value.',
    },
    {
      question: 'What should you do before optimising a React component?',
      options: { A: 'Wrap everything in memo', B: 'Measure it with the Profiler on a realistic build', C: 'Convert it to a class component', D: 'Remove all effects' },
      correct: 'B',
      explanation: 'Profiling shows which renders are actually slow.',
    },
    {
      question: 'A list of 50,000 rows renders slowly. Which technique helps most?',
      options: { A: 'Using index keys', B: 'Adding more Suspense boundaries', C: 'Virtualising the list so only visible rows are rendered', D: 'Moving the list into context' },
      correct: 'C',
      explanation: 'Virtualisation renders only the rows in view, regardless of list length.',
    },
  ],
  problems: [],
};
