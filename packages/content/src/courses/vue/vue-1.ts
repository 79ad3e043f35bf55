import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'vue-1',
  order: 1,
  title: 'Getting Started with Vue 3',
  description:
    'Create a Vue 3 project with Vite and write your first single-file component with script setup.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Explain what Vue is and what "progressive framework" means',
    'Scaffold a project with create-vue and run it with Vite',
    'Read the three blocks of a single-file component',
    'Mount an application with createApp',
  ],
  lesson: `## A progressive framework

**Vue** is a JavaScript framework for building user interfaces. It is called *progressive* because you can adopt it gradually: sprinkle it onto a single page with a script tag, or build a complete single-page application with routing, state management and server-side rendering. Vue combines declarative HTML-based templates with a fine-grained **reactivity system** that tracks exactly which data each part of the page depends on.

## Creating a project

\`\`\`bash
npm create vue@latest my-app   # asks about TypeScript, Router, Pinia, Vitest, ESLint
cd my-app
npm install
npm run dev                    # Vite dev server with hot module replacement
\`\`\`

The official scaffolding tool, create-vue, uses **Vite**, which starts instantly and updates components in place while you edit.

## Single-file components

Vue components usually live in \`.vue\` files with three blocks:

\`\`\`vue
<script setup lang="ts">
import { ref } from 'vue';

const name = ref('Vue');
const clicks = ref(0);
</script>

<template>
  <h1>Hello {{ name }}!</h1>
  <button @click="clicks++">Clicked {{ clicks }} times</button>
</template>

<style scoped>
h1 { color: #42b883; }
</style>
\`\`\`

- \`<script setup>\` holds the component logic written with the **Composition API**. Every top-level variable, function and import is automatically available in the template.
- \`<template>\` holds the markup; \`{{ }}\` interpolates values and \`@click\` listens to events.
- \`<style scoped>\` CSS applies only to this component.

Vue also supports the older **Options API** (\`data\`, \`methods\`, \`computed\` objects). Both are first-class, but the Composition API with \`<script setup>\` is the recommended style for new projects because it groups code by feature, reuses logic easily and works best with TypeScript. This course uses it throughout.

## Mounting the app

\`\`\`ts
// main.ts
import { createApp } from 'vue';
import App from './App.vue';
import './style.css';

createApp(App).mount('#app');
\`\`\`

\`createApp\` creates an application instance from the root component; plugins such as the router and Pinia are installed on it with \`app.use()\` before mounting into the element with id \`app\` in \`index.html\`.

## Tooling

Install the **Vue (Official)** extension for VS Code for syntax highlighting and type checking inside templates, and the **Vue DevTools** browser extension to inspect component trees, state, Pinia stores and router state. Vue's documentation is excellent and shows every example in both API styles.`,
  overview: {
    whatYouWillLearn: [
      'What makes Vue a progressive framework',
      'Scaffolding with create-vue and developing with Vite',
      'The script setup, template and style blocks of an SFC',
      'Composition API versus Options API',
      'Creating and mounting an app and installing plugins',
      'Editor and browser tooling for Vue',
    ],
    proTip:
      'Turn on TypeScript when scaffolding even if you are new to it; the Vue extension then catches template typos before you run the app.',
  },
  mcqs: [
    {
      question: 'What does it mean that Vue is a progressive framework?',
      options: {
        A: 'It only works inside progressive web apps',
        B: 'It can be adopted step by step, from a widget to a full app',
        C: 'It updates its own version automatically in the browser',
        D: 'It renders pages as data streams in from the server',
      },
      correct: 'B',
      explanation:
        'Vue scales from enhancing one page to powering complete single-page applications.',
    },
    {
      question: 'Which command scaffolds a new Vue project with the official tool?',
      options: {
        A: '`npm create vue@latest`',
        B: '`vue init webpack`',
        C: '`npm install vue --init`',
        D: '`npx vue-cli new my-app`',
      },
      correct: 'A',
      explanation:
        'create-vue, run with `npm create vue@latest`, is the official Vite-based scaffolding tool.',
    },
    {
      question:
        'In a `<script setup>` block, how do top-level variables become available to the template?',
      options: {
        A: 'They must be returned from the `setup()` function of the block',
        B: 'They must be registered in `data()`',
        C: 'They are exposed to the template automatically',
        D: 'They must be exported with `export const`',
      },
      correct: 'C',
      explanation: '`<script setup>` exposes all top-level bindings to the template.',
    },
    {
      question: 'What does the `scoped` attribute on `<style>` do?',
      options: {
        A: 'Loads the CSS lazily when the component mounts',
        B: 'Makes the CSS global for all components',
        C: 'Minifies the CSS in production builds',
        D: 'Limits the CSS to the elements of this component',
      },
      correct: 'D',
      explanation: 'Vue adds unique attributes so scoped styles do not leak.',
    },
    {
      question: 'Which API style is recommended for new Vue 3 projects?',
      options: {
        A: 'The Composition API with `<script setup>`',
        B: 'The Options API with `data`, `methods` and `computed`',
        C: 'Class components written with TypeScript decorators',
        D: 'Mixins shared between components',
      },
      correct: 'A',
      explanation:
        'The Composition API organises code by feature and has the best TypeScript support.',
    },
    {
      question: 'Where are plugins such as the router installed?',
      options: {
        A: 'In `index.html`, with a separate script tag',
        B: 'In each component that needs them, via `import`',
        C: 'On the app instance, before it is mounted',
        D: 'In `vite.config.ts` under its `plugins` list',
      },
      correct: 'C',
      explanation:
        "`createApp(App).use(router).mount('#app')` installs plugins on the application.",
    },
    {
      question: 'Which build tool powers projects created with create-vue?',
      options: {
        A: 'Webpack, via Vue CLI',
        B: 'Vite, with its dev server',
        C: 'Parcel, zero-config',
        D: 'Turbopack, the successor of Webpack',
      },
      correct: 'B',
      explanation: "Vite, created by Vue's author Evan You, is the default.",
    },
    {
      question: 'What does `@click="clicks++"` in a template do?',
      options: {
        A: 'Binds the value of `clicks` to an attribute on the element',
        B: 'Renders the text `clicks++` in the button',
        C: 'Creates a computed property named `clicks`',
        D: 'Increments `clicks` on each click',
      },
      correct: 'D',
      explanation: '`@` is shorthand for `v-on`, which runs the expression on the event.',
    },
    {
      question: "What does `createApp(App).mount('#app')` do?",
      options: {
        A: 'Compiles `App.vue` to static HTML when the project is built',
        B: 'Renders `App` into the element with id `app`',
        C: 'Registers `App` as a global component named `app`',
        D: 'Creates an element with id `app` and appends it to `<body>`',
      },
      correct: 'B',
      explanation:
        '`createApp` creates the application from the root component and `mount` renders it into `#app`.',
    },
    {
      question: 'Which browser extension inspects component trees, Pinia stores and router state?',
      options: {
        A: 'Vue (Official) for VS Code',
        B: 'React DevTools',
        C: 'Vue DevTools',
        D: 'Lighthouse',
      },
      correct: 'C',
      explanation: 'Vue DevTools shows the component tree, state, Pinia stores and router state.',
    },
    {
      question: 'What does the Vue (Official) VS Code extension add?',
      options: {
        A: 'A visual drag-and-drop editor for components',
        B: 'Automatic deployment to production on save',
        C: 'A runtime profiler that runs inside the browser',
        D: 'Syntax highlighting and type checking inside templates',
      },
      correct: 'D',
      explanation:
        'The extension understands `.vue` files, including type checking of template expressions.',
    },
    {
      question: 'In `<h1>Hello {{ name }}!</h1>`, what do the double braces do?',
      options: {
        A: 'Insert the current value of `name` as text',
        B: 'Mark `name` as a prop the parent must pass in',
        C: 'Insert `name` as raw HTML',
        D: 'Declare a new reactive variable `name` in the template',
      },
      correct: 'A',
      explanation: 'Text interpolation renders the value as escaped text; raw HTML needs `v-html`.',
    },
    {
      question: 'Why is the Composition API recommended for new projects?',
      options: {
        A: 'The Options API was removed in Vue 3',
        B: 'It groups code by feature and works best with TypeScript',
        C: 'It is the only style that supports `.vue` single-file components',
        D: 'It makes templates unnecessary',
      },
      correct: 'B',
      explanation:
        'Both APIs are supported, but the Composition API groups logic by feature and has the best TypeScript support.',
    },
  ],
  problems: [],
};
