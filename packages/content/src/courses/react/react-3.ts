import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'react-3',
  order: 3,
  title: 'State and Events',
  description: 'Make components interactive with useState, event handlers and immutable updates.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Handle events by passing functions to onClick, onChange and friends',
    'Store component memory with useState and trigger re-renders',
    'Update objects and arrays immutably and use updater functions',
    'Lift state up to share it between sibling components',
  ],
  lesson: `## Responding to events

Pass a **function** to an event prop. Do not call it: \`onClick={handleClick}\` is right, \`onClick={handleClick()}\` runs during rendering.

\`\`\`jsx
function LikeButton() {
  function handleClick(event) {
    console.log('clicked', event.currentTarget);
  }
  return <button onClick={handleClick}>Like</button>;
}
\`\`\`

React passes a synthetic event object that behaves like the DOM event, with \`preventDefault()\` and \`stopPropagation()\`.

## useState

Regular variables are reset every render and changing them does not update the screen. **State** is component memory that survives re-renders:

\`\`\`jsx
import { useState } from 'react';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button onClick={() => setCount(count + 1)}>
      Clicked {count} times
    </button>
  );
}
\`\`\`

\`useState\` returns the current value and a setter. Calling the setter **schedules** a re-render with the new value; it does not change \`count\` inside the currently running function. Hooks like \`useState\` must be called at the top level of a component, never inside loops or conditions, because React identifies them by call order.

## State as a snapshot

Because each render sees a fixed snapshot, this increments only once:

\`\`\`jsx
setCount(count + 1);
setCount(count + 1); // still count + 1
\`\`\`

When the next value depends on the previous one, pass an **updater function**: \`setCount(c => c + 1)\` twice really adds two. React batches state updates from the same event into a single re-render.

## Updating objects and arrays

State must be treated as **immutable**. Create new objects and arrays instead of mutating them, otherwise React may not notice the change:

\`\`\`jsx
const [form, setForm] = useState({ name: '', email: '' });
setForm({ ...form, email: 'ada@example.com' });

const [todos, setTodos] = useState([]);
setTodos([...todos, { id: crypto.randomUUID(), text: 'New' }]); // add
setTodos(todos.filter((t) => t.id !== id));                     // remove
setTodos(todos.map((t) => (t.id === id ? { ...t, done: !t.done } : t))); // update
\`\`\`

## Controlled inputs

Bind an input to state with \`value\` and \`onChange\` to make it **controlled**: React state is the single source of truth.

\`\`\`jsx
<input value={query} onChange={(e) => setQuery(e.target.value)} />
\`\`\`

## Lifting state up

When two siblings need the same data, move the state to their closest common parent and pass the value and a setter down as props. Keep state **minimal**: do not store what you can compute from other state or props (for example a filtered list or a full name), compute it during rendering instead. Each piece of state should live in exactly one place.`,
  overview: {
    whatYouWillLearn: [
      'Passing handler functions to event props',
      'How useState stores memory between renders',
      'Why state behaves like a snapshot within one render',
      'Updater functions and automatic batching',
      'Immutable updates of objects and arrays',
      'Controlled inputs and lifting state up',
    ],
    proTip:
      'Before adding state, ask whether the value can be derived from existing props or state; derived values never go out of sync.',
  },
  mcqs: [
    {
      question: 'What is wrong with `onClick={save()}`?',
      options: {
        A: '`save` is called during rendering, not when the button is clicked',
        B: 'Nothing: the parentheses pass `save` with an empty argument list',
        C: '`save` runs on click but cannot receive the event object this way',
        D: '`save` runs on every click, but only after the component has re-rendered',
      },
      correct: 'A',
      explanation:
        'The parentheses call `save` immediately while rendering; the prop needs the function itself.',
    },
    {
      question:
        '`count` is 0. A click handler calls `setCount(count + 1)` three times. What does the next render show?',
      options: {
        A: '1',
        B: '3',
        C: '0',
        D: '2',
      },
      correct: 'A',
      explanation: 'Each call uses the same snapshot value 0, so each one schedules 1.',
    },
    {
      question: 'How do you make three increments in one handler all take effect?',
      options: {
        A: 'Call `setCount(count++)` three times',
        B: 'Call `setCount(c => c + 1)` three times',
        C: 'Call `setCount(count + 1)` three times, each in its own `setTimeout`',
        D: 'Call `setCount(count + 1)` three times with `await` between them',
      },
      correct: 'B',
      explanation: 'Updater functions receive the latest pending value and are applied in order.',
    },
    {
      question: 'Which update correctly toggles `done` on one todo in an array held in state?',
      options: {
        A: '`todos[i].done = !todos[i].done; setTodos(todos)`',
        B: '`setTodos(todos.forEach((t) => { if (t.id === id) t.done = !t.done; }))`',
        C: '`const next = todos; next[i].done = !next[i].done; setTodos(next)`',
        D: '`setTodos(todos.map(t => t.id === id ? { ...t, done: !t.done } : t))`',
      },
      correct: 'D',
      explanation:
        '`map` returns a new array with a new object for the changed todo, leaving the old state untouched.',
    },
    {
      question: 'Why must hooks not be called inside conditions?',
      options: {
        A: 'React matches hooks to their state by the order they are called',
        B: 'Hooks called inside an `if` run only after the first render',
        C: 'Conditions make React skip memoisation',
        D: 'The compiler hoists hooks, ignoring the condition',
      },
      correct: 'A',
      explanation:
        'Changing the number or order of hook calls between renders would mismatch the stored state.',
    },
    {
      question: 'What makes an input controlled?',
      options: {
        A: 'It has a `ref` that React reads on submit',
        B: 'It sets `defaultValue` from state on the first render',
        C: 'Its `value` comes from state and `onChange` updates that state',
        D: 'It sits inside a `<form>` that validates it',
      },
      correct: 'C',
      explanation:
        'A controlled input reflects state on every render and reports changes through `onChange`.',
    },
    {
      question:
        'Two sibling components need the same selected item. What is the React way to share it?',
      options: {
        A: 'Keep a copy of the state in each sibling and sync them with an effect',
        B: 'Move it to their closest common parent and pass it down',
        C: 'Store it in a module-level variable that both siblings import',
        D: "Have one sibling read the other's DOM through a ref on each render",
      },
      correct: 'B',
      explanation:
        'Lifting state up gives one source of truth that both children receive as props.',
    },
    {
      question:
        'A component stores `items` in state and also stores `visibleItems`, a filtered copy, in state. What is the better design?',
      options: {
        A: 'Add an effect that copies the filtered `items` into `visibleItems`',
        B: 'Keep both in state but update them together in every handler',
        C: 'Store `visibleItems` in a ref so changes do not cause a re-render',
        D: 'Compute it while rendering, from `items` and the filter',
      },
      correct: 'D',
      explanation:
        'Derived data should be computed during rendering, not stored, so it can never become stale.',
    },
    {
      question:
        'Why does incrementing a plain `let clicks = 0` inside a component not update the screen?',
      options: {
        A: 'Local variables reset each render and changing them does not trigger one',
        B: '`let` variables are frozen by React, so `clicks++` throws in strict mode',
        C: 'The change is kept, but React shows it only after the next `useEffect`',
        D: 'Local variables are shared by every instance, so React ignores their changes',
      },
      correct: 'A',
      explanation:
        'Only state survives re-renders, and only a state setter schedules a new render.',
    },
    {
      question: 'What does the setter returned by `useState` do when you call it?',
      options: {
        A: 'Changes `count` immediately, inside the running handler',
        B: 'Schedules a re-render in which the state has the new value',
        C: 'Re-renders the component synchronously before it returns',
        D: 'Updates the DOM directly, skipping a render',
      },
      correct: 'B',
      explanation:
        'The setter schedules a render with the new value; the running function keeps its snapshot.',
    },
    {
      question: 'Which call appends `item` to a `todos` array held in state?',
      options: {
        A: '`setTodos(todos.push(item))`',
        B: '`todos[todos.length] = item; setTodos(todos)`',
        C: '`setTodos([...todos, item])`',
        D: '`setTodos({ ...todos, [item.id]: item })`',
      },
      correct: 'C',
      explanation:
        'Spreading into a new array keeps state immutable; `push` mutates and returns a number, and `{ ... }` makes an object.',
    },
    {
      question: 'A click handler calls two different state setters. How many re-renders follow?',
      options: {
        A: 'Two, one for each setter call, in the order they were made',
        B: 'None: React waits for an effect to flush the updates',
        C: 'One, because React batches updates from the same event',
        D: 'Two, unless both setters belong to the same `useState`',
      },
      correct: 'C',
      explanation: 'React batches state updates made during one event into a single re-render.',
    },
    {
      question: 'Where may `useState` be called?',
      options: {
        A: 'Anywhere in a component, including loops, if the count is fixed',
        B: 'Inside event handlers, where the new state is needed',
        C: 'Inside `useEffect`, so the state is created after mounting',
        D: 'At the top level of a component or a custom hook',
      },
      correct: 'D',
      explanation:
        'Hooks must be called unconditionally at the top level of components or custom hooks so their order is stable.',
    },
  ],
  problems: [],
};
