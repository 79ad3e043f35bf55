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
    proTip: 'Before adding state, ask whether the value can be derived from existing props or state; derived values never go out of sync.',
  },
  mcqs: [
    {
      question: 'What is wrong with onClick={save()}?',
      options: { A: 'Nothing, it is the recommended form', B: 'save runs during rendering instead of on click', C: 'It only works on buttons', D: 'It prevents the default action' },
      correct: 'B',
      explanation: 'The parentheses call save immediately; the prop needs the function itself.',
    },
    {
      question: 'count is 0. A handler calls setCount(count + 1) three times. What is count after the re-render?',
      options: { A: '1', B: '3', C: '0', D: '2' },
      correct: 'A',
      explanation: 'Each call uses the same snapshot value 0, so each schedules 1.',
    },
    {
      question: 'How do you make three increments in one handler all take effect?',
      options: { A: 'Call setCount(count++) three times', B: 'Mutate count directly', C: 'Wrap the calls in setTimeout', D: 'Call setCount(c => c + 1) three times' },
      correct: 'D',
      explanation: 'Updater functions receive the latest pending value and are applied in order.',
    },
    {
      question: 'Which update correctly toggles done on one todo in an array held in state?',
      options: {
        A: 'todos[i].done = !todos[i].done; setTodos(todos)',
        B: 'setTodos(todos.push(updated))',
        C: 'setTodos(todos.map(t => t.id === id ? { ...t, done: !t.done } : t))',
        D: 'todos.sort(); setTodos(todos)',
      },
      correct: 'C',
      explanation: 'map returns a new array with a new object for the changed todo, leaving the old state untouched.',
    },
    {
      question: 'Why must hooks not be called inside conditions?',
      options: { A: 'React relies on the call order of hooks to match them between renders', B: 'Conditions are not allowed in components', C: 'Hooks are slower inside if blocks', D: 'TypeScript cannot type them' },
      correct: 'A',
      explanation: 'Changing the number or order of hook calls would mismatch stored state.',
    },
    {
      question: 'What makes an input controlled?',
      options: { A: 'It has a ref attached', B: 'It is inside a form element', C: 'It uses defaultValue', D: 'Its value comes from state and onChange updates that state' },
      correct: 'D',
      explanation: 'A controlled input reflects state on every render and reports changes through onChange.',
    },
    {
      question: 'Two sibling components need the same selected item. What is the React way to share it?',
      options: { A: 'Store it in a global variable', B: 'Lift the state to their common parent and pass it down as props', C: 'Duplicate the state in both siblings', D: 'Read it from the DOM' },
      correct: 'B',
      explanation: 'Lifting state up gives one source of truth that both children receive.',
    },
    {
      question: 'A component stores items in state and also stores visibleItems, a filtered copy, in state. What is the better design?',
      options: { A: 'Add a third state to keep them in sync', B: 'Move both into refs', C: 'Compute the filtered list during rendering from items and the filter', D: 'Store visibleItems in localStorage' },
      correct: 'C',
      explanation: 'Derived data should be computed, not stored, so it can never become stale.',
    },
  ],
  problems: [],
};
