import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'react-1',
  order: 1,
  title: 'React and JSX Fundamentals',
  description: 'Set up a React 19 project and describe user interfaces declaratively with JSX.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Explain what React does and why UIs are described declaratively',
    'Create a React project with Vite and render a root component',
    'Write JSX with expressions, attributes and fragments',
    'Know the JSX rules that differ from HTML',
  ],
  lesson: `## What React is

React is a JavaScript library for building user interfaces out of **components**. Instead of telling the browser step by step how to change the DOM, you describe **what** the UI should look like for the current data, and React works out the minimal DOM updates when the data changes. This declarative model makes complex interfaces predictable.

## Starting a project

Create React App is deprecated. For a single-page app use **Vite**; for full-stack apps with routing and server rendering the React team recommends a framework such as Next.js or React Router.

\`\`\`bash
npm create vite@latest my-app -- --template react-ts
cd my-app && npm install && npm run dev
\`\`\`

The entry file mounts the root component into a DOM element:

\`\`\`jsx
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
\`\`\`

\`StrictMode\` enables extra development checks, such as rendering components twice, to surface impure code early. It has no effect in production.

## JSX

JSX is a syntax extension that looks like HTML but compiles to JavaScript function calls that create React elements.

\`\`\`jsx
export default function App() {
  const user = { name: 'Ada', avatar: '/ada.png' };
  const unread = 3;
  return (
    <>
      <h1 className="title">Hello, {user.name}!</h1>
      <img src={user.avatar} alt={\`Avatar of \${user.name}\`} />
      <p style={{ color: unread > 0 ? 'crimson' : 'gray' }}>
        You have {unread} new messages.
      </p>
    </>
  );
}
\`\`\`

Curly braces embed any JavaScript **expression**: variables, calls, ternaries, but not statements like \`if\` or \`for\`. Attribute values are strings in quotes or expressions in braces.

## JSX rules

- A component returns a **single root**; wrap siblings in a fragment \`<>...</>\` to avoid extra DOM nodes.
- All tags must be closed, including void ones: \`<img />\`, \`<br />\`.
- Attributes use camelCase DOM property names: \`className\` instead of \`class\`, \`htmlFor\` instead of \`for\`, \`onClick\` instead of \`onclick\`.
- \`style\` takes an object with camelCase properties, hence the double braces.
- Component names start with a **capital letter**; lower-case tags are treated as HTML elements.
- Text in braces is escaped automatically, which protects against XSS; \`dangerouslySetInnerHTML\` bypasses this and should be rare.

Components must be **pure** during rendering: given the same inputs they return the same JSX and do not change outside variables. The next chapters build on this to pass data through props and manage state.`,
  overview: {
    whatYouWillLearn: [
      'The declarative component model of React',
      'Why Vite or a framework replaces Create React App',
      'How createRoot mounts an app and what StrictMode checks',
      'Embedding expressions and attributes in JSX',
      'Fragments and the JSX naming rules',
      'Why rendering must be pure',
    ],
    proTip:
      'Install the React Developer Tools browser extension to inspect the component tree, props and state of any React page.',
  },
  mcqs: [
    {
      question: 'What does it mean that React is declarative?',
      options: {
        A: 'You list the DOM operations to run in order, and React runs them faster',
        B: 'You describe the UI for the current data, and React updates the DOM to match',
        C: 'You declare every element once in `index.html`, and React fills in the data',
        D: 'You declare components in JSON, compiled to HTML at build time',
      },
      correct: 'B',
      explanation: 'React takes a description of the desired UI and reconciles the DOM for you.',
    },
    {
      question: 'Which attribute name is used in JSX for a CSS class?',
      options: {
        A: '`class`',
        B: '`styleClass`',
        C: '`className`',
        D: '`classList`',
      },
      correct: 'C',
      explanation: 'JSX uses DOM property names, and the DOM property is `className`.',
    },
    {
      question: 'What is the purpose of `<>...</>` in JSX?',
      options: {
        A: 'It groups siblings without adding an extra DOM element',
        B: 'It marks a block of JSX that React renders only on the client',
        C: 'It is an empty placeholder that renders nothing, like returning `null`',
        D: 'It wraps its children in a `<span>` so they share one parent node',
      },
      correct: 'A',
      explanation:
        'A fragment lets a component return several elements with no wrapper element in the DOM.',
    },
    {
      question: 'Which of these can be placed directly inside JSX curly braces?',
      options: {
        A: 'An `if (ok) { ... } else { ... }` statement',
        B: 'A `for (const x of xs) { ... }` loop',
        C: 'A ternary expression choosing one of two elements',
        D: 'A `switch (status)` statement with one case each',
      },
      correct: 'C',
      explanation:
        'Braces accept expressions only; a ternary is an expression, while `if`, `for` and `switch` are statements.',
    },
    {
      question: 'Why must component names start with a capital letter?',
      options: {
        A: 'It is only a naming convention that linters enforce, not a rule',
        B: 'Lower-case tags are treated as standard HTML elements',
        C: 'Capitalised components are memoised and so re-render less often',
        D: 'The bundler needs capitals to tell components apart for tree shaking',
      },
      correct: 'B',
      explanation:
        'JSX compiles lower-case tags to strings such as "div" and capitalised tags to component references.',
    },
    {
      question: 'How is an inline style written in JSX?',
      options: {
        A: '`style="color: crimson; font-weight: 600"`',
        B: "`style={'color: blue;'}`",
        C: "`styles={{ color: 'red' }}`",
        D: "`style={{ color: 'red' }}`",
      },
      correct: 'D',
      explanation:
        '`style` takes a JavaScript object with camelCase property names, hence the double braces.',
    },
    {
      question: 'What does `StrictMode` do in development?',
      options: {
        A: 'Minifies the bundle and strips warnings in development builds',
        B: 'Renders components twice to reveal impure rendering code',
        C: 'Turns React warnings into errors that stop the app from rendering',
        D: 'Enables the same extra checks in production as in development',
      },
      correct: 'B',
      explanation:
        '`StrictMode` intentionally double-invokes renders in development to surface impure code, and does nothing in production.',
    },
    {
      question: 'Which tool is recommended today to start a client-only React app?',
      options: {
        A: 'Create React App (`npx create-react-app`)',
        B: 'Gatsby (`npx gatsby new`)',
        C: 'Vite (`npm create vite@latest`)',
        D: 'Bower (`bower install react`)',
      },
      correct: 'C',
      explanation:
        'Create React App is deprecated, and Vite is the recommended choice for single-page apps.',
    },
    {
      question: 'What does JSX compile to?',
      options: {
        A: 'HTML strings that are inserted with `innerHTML`',
        B: 'Web Components the browser registers',
        C: 'Template strings React re-parses each render',
        D: 'JavaScript function calls that create React elements',
      },
      correct: 'D',
      explanation:
        'A compiler turns each JSX tag into a function call that returns a React element object.',
    },
    {
      question: 'Which JSX attribute replaces the HTML `for` attribute on a `<label>`?',
      options: {
        A: '`htmlFor`',
        B: '`forId`',
        C: '`labelFor`',
        D: '`for`',
      },
      correct: 'A',
      explanation:
        'JSX uses the DOM property name `htmlFor`, because `for` is a reserved word in JavaScript.',
    },
    {
      question:
        'A product name typed by a user contains `<script>`. What happens when you render it as `{name}` in JSX?',
      options: {
        A: 'The script runs, so you must sanitise the name first',
        B: 'React escapes it, so the text is shown and nothing runs',
        C: 'React strips the tag and logs a warning in the console',
        D: 'The render throws, because JSX refuses angle brackets in text',
      },
      correct: 'B',
      explanation:
        'Text in braces is escaped automatically; only `dangerouslySetInnerHTML` would inject it as HTML.',
    },
    {
      question: "What does `createRoot(document.getElementById('root')).render(<App />)` do?",
      options: {
        A: 'Mounts the `App` component into the DOM element with id `root`',
        B: 'Creates a new element with id `root` and appends it to `<body>`',
        C: 'Renders `App` to an HTML string on the server for the first request',
        D: 'Replaces the whole `<html>` document with the output of `App`',
      },
      correct: 'A',
      explanation:
        '`createRoot` takes an existing DOM node and `render` mounts the component tree inside it.',
    },
    {
      question: 'A component returns `<h1>Title</h1><p>Text</p>` with no wrapper. What happens?',
      options: {
        A: 'Only the first element, the `<h1>`, is rendered to the DOM',
        B: 'React renders both inside an automatic `<div>` wrapper',
        C: 'A compile error: JSX needs one root, such as a fragment',
        D: 'Only the last element, the `<p>`, is rendered',
      },
      correct: 'C',
      explanation:
        'Adjacent JSX elements must be wrapped in one parent, typically a fragment `<>...</>`.',
    },
  ],
  problems: [],
};
