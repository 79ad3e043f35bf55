import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'react-6',
  order: 6,
  title: 'Forms, Refs and Actions',
  description: 'Handle forms the React 19 way with Actions, useActionState, useFormStatus and useOptimistic, and reach the DOM with refs.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Use refs to hold mutable values and access DOM nodes',
    'Pass refs to function components as a regular prop',
    'Submit forms with Actions and track pending state',
    'Show optimistic updates with useOptimistic',
  ],
  lesson: `## Refs

\`useRef\` returns an object \`{ current }\` that persists across renders. Changing \`ref.current\` does **not** trigger a re-render, which makes refs ideal for values the UI does not display (timer ids, previous values) and for DOM access:

\`\`\`jsx
function SearchBox() {
  const inputRef = useRef(null);
  return (
    <>
      <input ref={inputRef} />
      <button onClick={() => inputRef.current.focus()}>Search</button>
    </>
  );
}
\`\`\`

Do not read or write \`ref.current\` during rendering; use it in handlers and effects. In React 19 a function component can receive \`ref\` as a normal prop, so \`forwardRef\` is no longer needed:

\`\`\`jsx
function TextField({ label, ref, ...props }) {
  return <label>{label}<input ref={ref} {...props} /></label>;
}
\`\`\`

## Actions

React 19 lets you pass a **function** to a form's \`action\` prop. React calls it with the \`FormData\` when the form is submitted, handles the pending state as a transition and resets uncontrolled fields after success. Any async function used this way is called an **Action**.

\`useActionState\` wraps an action and keeps its last result:

\`\`\`jsx
import { useActionState } from 'react';

async function subscribe(prevState, formData) {
  const email = formData.get('email');
  if (!email.includes('@')) return { error: 'Enter a valid email' };
  await api.subscribe(email);
  return { error: null, done: true };
}

function Newsletter() {
  const [state, formAction, isPending] = useActionState(subscribe, { error: null });
  return (
    <form action={formAction}>
      <input name="email" type="email" />
      <button disabled={isPending}>{isPending ? 'Sending...' : 'Subscribe'}</button>
      {state.error && <p role="alert">{state.error}</p>}
    </form>
  );
}
\`\`\`

The action receives the **previous state** first and the form data second; whatever it returns becomes the new state. Returning validation errors as data, instead of throwing, keeps the form rendered with the user's input and lets you show the message right next to the field. The pending flag is true from submission until the returned promise settles, so the button can be disabled without any extra state.

## useFormStatus

Design-system buttons often need to know whether their form is submitting. \`useFormStatus\` from \`react-dom\` reads the status of the **parent** form, without prop drilling:

\`\`\`jsx
import { useFormStatus } from 'react-dom';
function SubmitButton() {
  const { pending } = useFormStatus();
  return <button disabled={pending}>Save</button>;
}
\`\`\`

It must be called from a component rendered **inside** the \`<form>\`.

## Optimistic updates

\`useOptimistic\` shows the expected result immediately while the action runs, and automatically reverts to the real state when it finishes or fails:

\`\`\`jsx
const [optimisticTodos, addOptimistic] = useOptimistic(todos, (current, newTodo) => [...current, { ...newTodo, sending: true }]);
\`\`\`

## Controlled or uncontrolled?

Controlled inputs (chapter 3) suit instant validation and dependent fields. Uncontrolled inputs read with \`FormData\` are simpler for plain submissions and work with Actions. Whichever you choose, always validate again on the server.`,
  overview: {
    whatYouWillLearn: [
      'What refs are and why changing them does not re-render',
      'Accessing DOM nodes and passing ref as a prop in React 19',
      'Form Actions and automatic pending handling',
      'The signature and return value of useActionState',
      'Reading parent form state with useFormStatus',
      'Optimistic UI with useOptimistic',
    ],
    proTip: 'Keep form validation messages in the action result returned by useActionState; then server and client errors flow through the same path.',
  },
  mcqs: [
    {
      question: 'What happens when you assign a new value to ref.current?',
      options: { A: 'The component re-renders immediately', B: 'The value is stored but no re-render is triggered', C: 'React throws an error', D: 'All child components re-mount' },
      correct: 'B',
      explanation: 'Refs are mutable containers that React does not track for rendering.',
    },
    {
      question: 'How does a React 19 function component receive a ref from its parent?',
      options: { A: 'Only through forwardRef', B: 'Through context', C: 'As a regular prop named ref', D: 'It cannot receive refs' },
      correct: 'C',
      explanation: 'React 19 passes ref as a prop to function components, making forwardRef unnecessary.',
    },
    {
      question: 'What are the arguments of an action passed to useActionState?',
      options: { A: 'The previous state and the form data', B: 'Only the event object', C: 'The form element and a ref', D: 'The props and the context' },
      correct: 'A',
      explanation: 'The action receives prevState first and the submitted payload second.',
    },
    {
      question: 'What does useActionState return?',
      options: { A: 'A ref and a setter', B: 'Only a boolean', C: 'The form data', D: 'The current state, a wrapped action and a pending flag' },
      correct: 'D',
      explanation: 'It returns [state, formAction, isPending].',
    },
    {
      question: 'Where must useFormStatus be called to report a form submission?',
      options: { A: 'In the component that renders the form element', B: 'In a component rendered inside the form', C: 'In any component of the app', D: 'In a server component only' },
      correct: 'B',
      explanation: 'It reads the status of the nearest parent form, so it must be used by a descendant.',
    },
    {
      question: 'What does useOptimistic do when the underlying action fails?',
      options: { A: 'Keeps the optimistic value forever', B: 'Reloads the page', C: 'Falls back to the real state passed in', D: 'Throws inside the render' },
      correct: 'C',
      explanation: 'The optimistic value only lasts while the action is pending; afterwards the real state is shown.',
    },
    {
      question: 'Which is a legitimate use of a ref?',
      options: { A: 'Storing a timer id that the UI never displays', B: 'Storing a list that is rendered on screen', C: 'Replacing all state in a component', D: 'Passing data between sibling components' },
      correct: 'A',
      explanation: 'Refs fit values needed by handlers but not by rendering.',
    },
    {
      question: 'Which hook is imported from react-dom rather than react?',
      options: { A: 'useActionState', B: 'useOptimistic', C: 'useRef', D: 'useFormStatus' },
      correct: 'D',
      explanation: 'useFormStatus belongs to react-dom because it is tied to the DOM form element.',
    },
  ],
  problems: [],
};
