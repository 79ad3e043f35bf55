import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'react-8',
  order: 8,
  title: 'Performance, Suspense and Concurrent Rendering',
  description:
    'Find and fix slow renders with memoisation and the React Compiler, and keep the UI responsive with Suspense and transitions.',
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
    proTip:
      'Enable "Highlight updates when components render" in React DevTools to spot unexpected re-renders while you click around.',
  },
  mcqs: [
    {
      question: 'Which of these does NOT by itself cause a component to re-render?',
      options: {
        A: 'Its own state is set to a different value by a handler',
        B: 'Its parent component re-renders for any reason',
        C: 'A value from `useContext(ThemeContext)` changes',
        D: 'A ref it owns gets a new `current` value',
      },
      correct: 'D',
      explanation: 'Mutating `ref.current` is invisible to React and triggers no render.',
    },
    {
      question:
        'A `memo`-wrapped child still re-renders on every parent render. What is the most likely cause?',
      options: {
        A: '`memo` only skips renders for components that receive no props at all',
        B: 'The parent passes a new inline object or callback each render',
        C: 'The child reads state with `useState`, which `memo` ignores',
        D: '`memo` only works in production builds, so dev still renders every time',
      },
      correct: 'B',
      explanation: 'New identities fail the shallow comparison, so `memo` cannot skip the render.',
    },
    {
      question: 'What does the React Compiler do?',
      options: {
        A: 'Compiles components to WebAssembly so they render faster',
        B: 'Converts class components to hooks',
        C: 'Inserts memoisation automatically at build time',
        D: 'Replaces the virtual DOM with fine-grained signals at runtime',
      },
      correct: 'C',
      explanation:
        'It analyses components at build time and memoises values and JSX where it is safe.',
    },
    {
      question: 'What does Suspense show while lazy-loaded code inside it is still loading?',
      options: {
        A: 'Nothing (`null`), leaving a blank area while the code is loading',
        B: 'Its `fallback`, until the code inside is ready',
        C: 'The previous page, until it arrives',
        D: "The nearest error boundary's message, until it loads",
      },
      correct: 'B',
      explanation:
        'The nearest Suspense boundary renders its fallback until its children are ready.',
    },
    {
      question: 'What is the main effect of wrapping a state update in `startTransition`?',
      options: {
        A: 'It is applied synchronously, ahead of any other update',
        B: 'It is batched with the next network request',
        C: 'It waits for `requestIdleCallback` to apply',
        D: 'It is marked non-urgent, so urgent input stays responsive',
      },
      correct: 'D',
      explanation: 'Transitions can be interrupted by more urgent updates such as typing.',
    },
    {
      question: 'When is `useDeferredValue` most useful?',
      options: {
        A: 'When data should be fetched once, after the component mounts',
        B: 'When an input must stay instant while an expensive list lags behind',
        C: 'When a value must persist without re-rendering',
        D: 'When several updates should be grouped into a single render',
      },
      correct: 'B',
      explanation:
        'It lets the expensive part render with a slightly stale value while the input updates immediately.',
    },
    {
      question: 'What should you do before optimising a React component?',
      options: {
        A: 'Measure it with the Profiler on a production build',
        B: 'Wrap every component in `memo` so nothing re-renders twice',
        C: 'Move its state into context',
        D: 'Rewrite its effects as `useLayoutEffect` to run earlier',
      },
      correct: 'A',
      explanation: 'Profiling a production build shows which renders are actually slow.',
    },
    {
      question: 'A list of 50,000 rows renders slowly. Which technique helps most?',
      options: {
        A: "Using each row's array index as `key`",
        B: 'Wrapping the list in more Suspense boundaries',
        C: 'Moving the rows into context',
        D: 'Virtualising the list so only visible rows are rendered',
      },
      correct: 'D',
      explanation: 'Virtualisation renders only the rows in view, regardless of list length.',
    },
    {
      question: 'What does `useCallback(fn, deps)` cache between renders?',
      options: {
        A: 'The function itself, so its identity stays the same',
        B: 'The value `fn()` returned on its last call',
        C: 'The arguments of the last call, to skip repeated calls',
        D: 'The rendered output of the component that owns it',
      },
      correct: 'A',
      explanation:
        '`useCallback` returns the same function object until a dependency changes, so `memo` children can skip renders.',
    },
    {
      question: "What does `lazy(() => import('./Settings'))` do?",
      options: {
        A: 'Renders the component only after the page is idle',
        B: "Loads the component's code on first render",
        C: 'Preloads `./Settings` at build time so it is inlined',
        D: 'Renders the component on the server and streams its HTML',
      },
      correct: 'B',
      explanation:
        "`lazy` defers loading a component's code until it is first rendered, splitting it from the main bundle.",
    },
    {
      question: 'With `useTransition`, what does the user see while a transition renders?',
      options: {
        A: 'The nearest `<Suspense>` fallback replaces the old content',
        B: 'A blank screen until the new UI has fully rendered',
        C: 'The old UI, optionally dimmed using `isPending`',
        D: 'The new UI, rendered in parts as each component finishes',
      },
      correct: 'C',
      explanation:
        'A transition keeps the current UI on screen instead of flashing a fallback, and `isPending` can dim it.',
    },
    {
      question: 'Why should you profile a production build rather than a development build?',
      options: {
        A: 'The Profiler cannot record development builds at all',
        B: 'Development builds skip memoisation, so every component re-renders',
        C: 'Production builds include the React DevTools by default',
        D: 'Development builds are slower by design, so timings mislead',
      },
      correct: 'D',
      explanation:
        'Development builds add checks and warnings that make them slower, which distorts measurements.',
    },
    {
      question: 'What does the React Compiler require of your code to memoise it safely?',
      options: {
        A: 'That your code uses classes with `shouldComponentUpdate`',
        B: 'That it follows the rules of React: pure renders and no mutation',
        C: 'That your code types every prop so the compiler can compare them',
        D: 'That you wrap each component in `memo` so the compiler finds it',
      },
      correct: 'B',
      explanation:
        'The compiler assumes pure rendering, immutable props and state, and hooks at the top level.',
    },
  ],
  problems: [],
};
