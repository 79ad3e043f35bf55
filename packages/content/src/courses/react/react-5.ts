import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'react-5',
  order: 5,
  title: 'Effects and Synchronisation',
  description:
    'Synchronise components with external systems using useEffect, cleanups and dependency arrays.',
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
    proTip:
      'If you can describe an effect as "when X changes, set state Y", it is almost always better computed during rendering.',
  },
  mcqs: [
    {
      question: 'When does React run the function passed to `useEffect`?',
      options: {
        A: 'During rendering, just before `return` hands back the JSX',
        B: 'After the render has been committed to the screen',
        C: 'Before the first render, while the component is being created',
        D: 'Only when a dependency changes',
      },
      correct: 'B',
      explanation: 'Effects run after commit, so they do not block rendering or painting.',
    },
    {
      question: 'An effect has the dependency array `[roomId]`. When does its cleanup run?',
      options: {
        A: 'Before the effect re-runs with a new `roomId`, and on unmount',
        B: 'Only on unmount; a new `roomId` just re-runs setup',
        C: 'Right after the effect runs, on every render',
        D: 'Before each render of the component, whatever changed',
      },
      correct: 'A',
      explanation:
        'Cleanup stops the old synchronisation before a new one starts, and runs once more on unmount.',
    },
    {
      question: 'What does an empty dependency array `[]` mean?',
      options: {
        A: 'The effect runs after every render, like omitting the array',
        B: 'The effect never runs until a prop changes',
        C: 'The effect runs once, after the component mounts',
        D: "The effect runs once, before the component's first render",
      },
      correct: 'C',
      explanation: 'With no dependencies nothing can change, so the effect runs only after mount.',
    },
    {
      question: 'Why does StrictMode mount, unmount and remount components in development?',
      options: {
        A: 'To pre-warm caches for production',
        B: 'To reveal effects that are missing a cleanup',
        C: 'To check that components render the same on the server and client',
        D: 'To reset state that was left over from hot module reloading',
      },
      correct: 'B',
      explanation:
        'An extra setup and cleanup cycle surfaces leaks such as duplicate subscriptions or connections.',
    },
    {
      question: 'What problem does the `ignore` flag in a fetching effect solve?',
      options: {
        A: 'The request being sent twice when StrictMode remounts',
        B: 'The effect looping because `setUser` changes state',
        C: 'A JSON parse error when the response body is empty',
        D: 'A response to an outdated request overwriting newer data',
      },
      correct: 'D',
      explanation:
        'The cleanup marks old requests as stale so their late results are discarded (a race condition).',
    },
    {
      question:
        'A form should send analytics when the user clicks Submit. Where should that code go?',
      options: {
        A: "In an effect that runs when the user's submit sets a state flag",
        B: 'In the component body, guarded by an `if (submitted)` check',
        C: 'In the submit event handler of the form itself',
        D: 'In `useLayoutEffect`, before paint',
      },
      correct: 'C',
      explanation:
        'Logic caused by a specific user action belongs in the event handler, not in an effect.',
    },
    {
      question: "`fullName` is always `firstName + ' ' + lastName`. How should it be handled?",
      options: {
        A: 'Store it in state and update it in an effect when either part changes',
        B: 'Store it in a ref, updated by handlers',
        C: 'Keep it in state, set together with both names in every handler',
        D: 'Compute it during rendering from the two state values',
      },
      correct: 'D',
      explanation: 'Values derivable from existing state should be calculated during render.',
    },
    {
      question:
        'Which hook is designed for subscribing to an external store such as a browser API or a state library?',
      options: {
        A: '`useId`',
        B: '`useTransition`',
        C: '`useSyncExternalStore`',
        D: '`useDeferredValue`',
      },
      correct: 'C',
      explanation:
        '`useSyncExternalStore` subscribes safely and avoids tearing during concurrent rendering.',
    },
    {
      question:
        'An effect reads `query` and `page` but its dependency array is `[query]`. What is the risk?',
      options: {
        A: 'It does not re-run when only `page` changes, so it shows stale data',
        B: 'It runs on every render because the array is incomplete',
        C: 'React throws at runtime because `page` is missing from `[query]`',
        D: 'None: React tracks each value the effect reads and adds it to the array',
      },
      correct: 'A',
      explanation:
        'The dependency array must list every reactive value the effect reads, or the effect misses changes.',
    },
    {
      question: 'What happens when an effect has no dependency array at all?',
      options: {
        A: "It runs once, right after the component's first render",
        B: 'It runs after every render of the component',
        C: 'It never runs until a dependency array is added',
        D: "It runs only when the component's props change",
      },
      correct: 'B',
      explanation:
        'Without an array the effect is re-synchronised after every render, which is rarely wanted.',
    },
    {
      question: 'Which lint rule reports values an effect reads but does not list as dependencies?',
      options: {
        A: '`react-hooks/rules-of-hooks`',
        B: '`react/no-unused-prop-types`',
        C: '`react/no-direct-mutation-state`',
        D: '`react-hooks/exhaustive-deps`',
      },
      correct: 'D',
      explanation:
        '`react-hooks/exhaustive-deps` checks that every reactive value an effect uses is listed.',
    },
    {
      question: 'What is `useLayoutEffect` for, compared with `useEffect`?',
      options: {
        A: 'Measuring the DOM before the browser paints',
        B: 'Fetching the data that the first render needs',
        C: 'Running code while the server renders the page',
        D: 'Replacing `useEffect` when a state update would loop',
      },
      correct: 'A',
      explanation:
        '`useLayoutEffect` runs before paint, for the rare case where layout must be measured first.',
    },
    {
      question: 'Which of these is a genuine reason to use an effect?',
      options: {
        A: 'Computing a filtered list from props whenever they change',
        B: 'Syncing a chat connection with the current `roomId`',
        C: "Sending a form's data to the server after the user clicks Submit",
        D: "Resetting a form's state when its `userId` prop changes",
      },
      correct: 'B',
      explanation:
        'Effects synchronise with external systems; derived values are computed, events go in handlers, and resets use a `key`.',
    },
  ],
  problems: [],
};
