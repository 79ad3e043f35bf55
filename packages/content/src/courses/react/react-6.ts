import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'react-6',
  order: 6,
  title: 'Forms, Refs and Actions',
  description:
    'Handle forms the React 19 way with Actions, useActionState, useFormStatus and useOptimistic, and reach the DOM with refs.',
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
    proTip:
      'Keep form validation messages in the action result returned by useActionState; then server and client errors flow through the same path.',
  },
  mcqs: [
    {
      question: 'What happens when you assign a new value to `ref.current`?',
      options: {
        A: 'The value is stored, but no re-render is triggered',
        B: 'The component re-renders once the current event finishes',
        C: 'The value resets on the next render',
        D: 'React warns, because `ref.current` is read-only after mount',
      },
      correct: 'A',
      explanation: 'Refs are mutable containers that React does not track for rendering.',
    },
    {
      question: 'How does a React 19 function component receive a `ref` from its parent?',
      options: {
        A: 'Only via `forwardRef`',
        B: "Through `useRef`, which reads the parent's ref",
        C: 'As a normal prop called `ref`, like any other prop',
        D: 'It cannot: refs attach only to DOM elements',
      },
      correct: 'C',
      explanation:
        'React 19 passes `ref` as a prop to function components, making `forwardRef` unnecessary.',
    },
    {
      question: 'What arguments does an action passed to `useActionState` receive?',
      options: {
        A: 'The form data first, then the previous state',
        B: 'The previous state, then the form data',
        C: 'The submit event, then the form element',
        D: 'The form data only; state comes from the hook',
      },
      correct: 'B',
      explanation:
        'The action receives the previous state first and the submitted form data second.',
    },
    {
      question: 'What does `useActionState` return?',
      options: {
        A: 'The state, a setter and the last thrown error',
        B: 'A wrapped action and a `Promise` for its result',
        C: 'The form data, the action and a reset function',
        D: 'The current state, a wrapped action and a pending flag',
      },
      correct: 'D',
      explanation: 'It returns `[state, formAction, isPending]`.',
    },
    {
      question: "Where must `useFormStatus` be called to report a form's submission?",
      options: {
        A: 'In the component that renders `<form action={...}>`',
        B: 'In a component rendered inside the `<form>`',
        C: "In any component, passing the form's `id` as argument",
        D: 'In a server component',
      },
      correct: 'B',
      explanation:
        'It reads the status of the nearest parent form, so it must be used by a descendant of the form.',
    },
    {
      question: 'What does `useOptimistic` show once the underlying action fails?',
      options: {
        A: 'The optimistic value, until the user reloads the page',
        B: 'Nothing: the component unmounts until a retry',
        C: 'The real state passed in, dropping the optimistic value',
        D: 'An error boundary, since the hook rethrows',
      },
      correct: 'C',
      explanation:
        'The optimistic value only lasts while the action is pending; afterwards the real state is shown.',
    },
    {
      question: 'Which is a legitimate use of a ref?',
      options: {
        A: 'Storing a timer id that the UI never displays',
        B: 'Storing a list of items that is rendered on screen',
        C: 'Holding form values that a preview shows as you type',
        D: 'Sharing a value between two sibling components',
      },
      correct: 'A',
      explanation: 'Refs fit values needed by handlers but not by rendering.',
    },
    {
      question: 'Which hook is imported from `react-dom` rather than `react`?',
      options: {
        A: '`useActionState`',
        B: '`useOptimistic`',
        C: '`useTransition`',
        D: '`useFormStatus`',
      },
      correct: 'D',
      explanation:
        '`useFormStatus` belongs to `react-dom` because it is tied to the DOM form element.',
    },
    {
      question: 'Why should a component not read `ref.current` while rendering?',
      options: {
        A: 'It is always `null` during rendering, even after mount',
        B: 'React does not track it, so the output may not match its value',
        C: 'Reading it makes React re-render the component in a loop',
        D: 'StrictMode freezes refs during rendering, so any read of them throws',
      },
      correct: 'B',
      explanation:
        'Refs change without causing renders, so rendering from them is impure; read them in handlers and effects.',
    },
    {
      question: 'What does React do with uncontrolled fields after a form `action` succeeds?',
      options: {
        A: 'Keeps the values the user typed until the page reloads',
        B: 'Disables them until re-render',
        C: 'Copies them into state so they become controlled',
        D: 'Resets them to their default values',
      },
      correct: 'D',
      explanation: "After a successful Action, React resets the form's uncontrolled fields.",
    },
    {
      question: 'When is the `isPending` flag from `useActionState` true?',
      options: {
        A: "Only while the form's fields differ from their initial values",
        B: "From submission until the action's promise settles",
        C: 'From submission until the next render starts, then it resets',
        D: 'Only after an action has failed, until the user submits again',
      },
      correct: 'B',
      explanation:
        "`isPending` is true from submission until the action's promise settles, so no extra state is needed.",
    },
    {
      question: 'How should an action report a validation error such as a missing `@` in an email?',
      options: {
        A: 'Return the message as data in the new state',
        B: 'Throw an `Error`, which `useActionState` catches into its state',
        C: 'Call `event.preventDefault()` and set a separate error state',
        D: 'Return `false` to keep the form open',
      },
      correct: 'A',
      explanation:
        "Returning errors as data keeps the form rendered with the user's input and lets you show the message.",
    },
    {
      question: "In React 19, what can you pass to a `<form>`'s `action` prop?",
      options: {
        A: "Only a URL string, as you would pass to an HTML form's `action`",
        B: 'A `ref` to the `<button type="submit">` element',
        C: "A function, which React calls with the form's `FormData`",
        D: 'A state setter, which receives the submit event',
      },
      correct: 'C',
      explanation:
        'React 19 accepts a function as `action` and calls it with the submitted `FormData`.',
    },
  ],
  problems: [],
};
