import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'react-5',
  order: 5,
  title: 'Effects and Synchronisation',
  description: 'Synchronise components with external systems using useEffect, cleanups and dependency arrays.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Explain what an effect is and when React runs it',
    'Write correct dependency arrays and cleanup functions',
    'Fetch data in an effect without race conditions',
    'Recognise situations where an effect is not needed',
  ],
  lesson: `## What effects are for

Rendering must be pure, but components sometimes need to **synchronise with something outside React**: a network connection, a browser API, a third-party widget, a timer. \`useEffect\` runs code **after** React has committed the render to the screen.

\`\`\`jsx
import { useEffect, useState } from 'react';

function ChatRoom({ roomId }) {
  const [messages, setMessages] = useState([]);
  useEffect(() => {
    const connection = createConnection(roomId);
    connection.on('message', (m) => setMessages((prev) => [...prev, m]));
    connection.connect();
    return () => connection.disconnect(); // cleanup
  }, [roomId]);
  return <MessageList items={messages} />;
}
\`\`\`

## Dependencies

The second argument lists every reactive value (props, state, and values derived from them) the effect reads:

- \`[roomId]\`: run after the first render and whenever \`roomId\` changes;
- \`[]\`: run once after mounting;
- no array: run after every render (rarely what you want).

Do not lie about dependencies to make an effect run less often; the \`react-hooks/exhaustive-deps\` lint rule catches missing ones. If an effect re-runs too often, restructure the code, for example by moving a helper function inside the effect or by using an updater function instead of reading state.

## Cleanup

If an effect returns a function, React calls it **before re-running** the effect with new dependencies and when the component **unmounts**. Think in terms of "start synchronising" and "stop synchronising". In development StrictMode mounts, unmounts and remounts each component once, so a missing cleanup shows up as duplicate connections or listeners.

## Fetching data safely

\`\`\`jsx
useEffect(() => {
  let ignore = false;
  fetch(\`/api/users/\${userId}\`)
    .then((r) => r.json())
    .then((data) => { if (!ignore) setUser(data); });
  return () => { ignore = true; };
}, [userId]);
\`\`\`

Without the \`ignore\` flag, a slow response for an old \`userId\` could overwrite the newer one: a **race condition**. (An \`AbortController\` achieves the same and also cancels the request.) In real apps, prefer a data library such as TanStack Query or your framework's data loading, which add caching and deduplication.

## You might not need an effect

Many effects are unnecessary:

- Computing a value from props or state? Compute it during render (or with \`useMemo\` if expensive).
- Responding to a user event, such as sending a form? Do it in the **event handler**, not in an effect that watches state.
- Resetting state when a prop changes? Use a \`key\`.

Effects are an escape hatch for synchronisation. For subscribing to external stores, \`useSyncExternalStore\` is more robust, and \`useLayoutEffect\` exists for the rare case where you must measure the DOM before the browser paints.`,
  overview: {
    whatYouWillLearn: [
      'Why effects run after commit and what they synchronise with',
      'The meaning of dependency arrays and the exhaustive-deps rule',
      'When cleanup functions run and why StrictMode remounts',
      'Avoiding race conditions when fetching in effects',
      'Common cases where an effect should be a render calculation or handler',
      'useLayoutEffect and useSyncExternalStore as specialised alternatives',
    ],
    proTip: 'If you can describe an effect as "when X changes, set state Y", it is almost always better computed during rendering.',
  },
  mcqs: [
    {
      question: 'When does React run the function passed to useEffect?',
      options: { A: 'During rendering, before JSX is returned', B: 'Only when the component unmounts', C: 'After the render has been committed to the screen', D: 'Before the component is created' },
      correct: 'C',
      explanation: 'Effects run after commit so they do not block painting.',
    },
    {
      question: 'An effect has the dependency array [roomId]. When does its cleanup run?',
      options: { A: 'Before the effect re-runs with a new roomId and when the component unmounts', B: 'Never', C: 'Only on the first render', D: 'Every second' },
      correct: 'A',
      explanation: 'Cleanup stops the old synchronisation before a new one starts and on unmount.',
    },
    {
      question: 'What does an empty dependency array mean?',
      options: { A: 'The effect runs after every render', B: 'The effect never runs', C: 'The effect runs before the first render', D: 'The effect runs once after the component mounts' },
      correct: 'D',
      explanation: 'With no dependencies there is nothing that can change, so it runs only after mount.',
    },
    {
      question: 'Why does StrictMode mount, unmount and remount components in development?',
      options: { A: 'To speed up rendering', B: 'To reveal effects that are missing a cleanup', C: 'To test server rendering', D: 'To clear the cache' },
      correct: 'B',
      explanation: 'An extra setup and cleanup cycle surfaces leaks such as duplicate subscriptions.',
    },
    {
      question: 'What problem does the ignore flag in a fetching effect solve?',
      options: { A: 'A response for an outdated request overwriting newer data', B: 'CORS errors', C: 'JSON parsing errors', D: 'Slow rendering' },
      correct: 'A',
      explanation: 'The cleanup marks old requests as stale so their results are discarded.',
    },
    {
      question: 'A form should send analytics when the user clicks Submit. Where should that code go?',
      options: { A: 'In an effect that watches a submitted state variable', B: 'In the component body', C: 'In useLayoutEffect', D: 'In the submit event handler' },
      correct: 'D',
      explanation: 'Logic caused by a specific user action belongs in the event handler.',
    },
    {
      question: 'fullName is always firstName + " " + lastName. How should it be handled?',
      options: { A: 'Store it in state and update it in an effect', B: 'Compute it during rendering', C: 'Store it in a ref', D: 'Fetch it from the server' },
      correct: 'B',
      explanation: 'Values derivable from existing state should be calculated during render.',
    },
    {
      question: 'Which hook is designed for subscribing to an external store such as a browser API or a state library?',
      options: { A: 'useId', B: 'useTransition', C: 'useSyncExternalStore', D: 'useDebugValue' },
      correct: 'C',
      explanation: 'useSyncExternalStore subscribes safely and avoids tearing during concurrent rendering.',
    },
  ],
  problems: [],
};
