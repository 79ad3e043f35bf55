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
    proTip: 'Install the React Developer Tools browser extension to inspect the component tree, props and state of any React page.',
  },
  mcqs: [
    {
      question: 'What does it mean that React is declarative?',
      options: { A: 'You write SQL to query the DOM', B: 'You describe the UI for the current state and React updates the DOM to match', C: 'You must declare every DOM node in HTML first', D: 'Components cannot contain logic' },
      correct: 'B',
      explanation: 'React takes a description of the desired UI and reconciles the DOM for you.',
    },
    {
      question: 'Which attribute name is used in JSX for a CSS class?',
      options: { A: 'class', B: 'cssClass', C: 'styleClass', D: 'className' },
      correct: 'D',
      explanation: 'JSX uses DOM property names, and the DOM property is className.',
    },
    {
      question: 'What is the purpose of <>...</> in JSX?',
      options: { A: 'It groups siblings without adding an extra DOM element', B: 'It creates a comment', C: 'It marks server-only code', D: 'It lazy loads children' },
      correct: 'A',
      explanation: 'A fragment lets a component return several elements with no wrapper div.',
    },
    {
      question: 'Which of these can be placed directly inside JSX curly braces?',
      options: { A: 'An if statement', B: 'A for loop', C: 'A ternary expression', D: 'A function declaration statement' },
      correct: 'C',
      explanation: 'Braces accept expressions only; ternaries are expressions, if and for are statements.',
    },
    {
      question: 'Why must component names start with a capital letter?',
      options: { A: 'Lower-case tags are treated as built-in HTML elements', B: 'It is only a style convention', C: 'Capitalised names render faster', D: 'The bundler requires it for tree shaking' },
      correct: 'A',
      explanation: 'JSX compiles lower-case tags to strings such as "div" and capitalised tags to component references.',
    },
    {
      question: 'How is an inline style written in JSX?',
      options: { A: 'style="color: red" as a plain string', B: "style={setColor('red')}", C: "css={color('red')}", D: "style={{ color: 'red' }}" },
      correct: 'D',
      explanation: 'style takes a JavaScript object with camelCase property names.',
    },
    {
      question: 'What does StrictMode do in development?',
      options: { A: 'Minifies the bundle', B: 'Runs extra checks such as double rendering to reveal impure components', C: 'Disables hooks', D: 'Blocks third-party scripts' },
      correct: 'B',
      explanation: 'StrictMode intentionally double-invokes renders and effects in development to surface bugs.',
    },
    {
      question: 'What tool is recommended today to start a client-only React app?',
      options: { A: 'Create React App', B: 'Bower', C: 'Vite', D: 'Grunt' },
      correct: 'C',
      explanation: 'Create React App is deprecated and Vite is the common choice for single-page apps.',
    },
  ],
  problems: [],
};
