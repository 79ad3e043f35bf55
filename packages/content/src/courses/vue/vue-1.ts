import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'vue-1',
  order: 1,
  title: 'Getting Started with Vue 3',
  description: 'Create a Vue 3 project with Vite and write your first single-file component with script setup.',
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
    proTip: 'Turn on TypeScript when scaffolding even if you are new to it; the Vue extension then catches template typos before you run the app.',
  },
  mcqs: [
    {
      question: 'What does it mean that Vue is a progressive framework?',
      options: { A: 'It only works in progressive web apps', B: 'It can be adopted incrementally, from a widget to a full application', C: 'It updates itself automatically', D: 'It renders progressively on the GPU' },
      correct: 'B',
      explanation: 'Vue scales from enhancing one page to powering complete SPAs.',
    },
    {
      question: 'Which command scaffolds a new Vue project with the official tool?',
      options: { A: 'npm create vue@latest', B: 'vue init webpack', C: 'npx create-react-app', D: 'ng new' },
      correct: 'A',
      explanation: 'create-vue is the official Vite-based scaffolding tool.',
    },
    {
      question: 'In a <script setup> block, how do top-level variables become available to the template?',
      options: { A: 'They must be returned from a setup function', B: 'They must be registered in data()', C: 'They are exposed automatically', D: 'They must be exported' },
      correct: 'C',
      explanation: 'script setup exposes all top-level bindings to the template.',
    },
    {
      question: 'What does the scoped attribute on <style> do?',
      options: { A: 'Loads the CSS lazily', B: 'Makes the CSS global', C: 'Minifies the CSS', D: 'Limits the CSS to the elements of this component' },
      correct: 'D',
      explanation: 'Vue adds unique attributes so scoped styles do not leak.',
    },
    {
      question: 'Which API style is recommended for new Vue 3 projects?',
      options: { A: 'The Composition API with script setup', B: 'The Options API only', C: 'Class components with decorators', D: 'Mixins' },
      correct: 'A',
      explanation: 'The Composition API organises code by feature and has the best TypeScript support.',
    },
    {
      question: 'Where are plugins such as the router installed?',
      options: { A: 'In index.html', B: 'In each component', C: 'On the app instance with app.use() before mount', D: 'In vite.config only' },
      correct: 'C',
      explanation: 'createApp(App).use(router).mount("#app") installs plugins globally.',
    },
    {
      question: 'Which build tool powers projects created with create-vue?',
      options: { A: 'Webpack', B: 'Vite', C: 'Parcel', D: 'Gulp' },
      correct: 'B',
      explanation: 'Vite, created by Vue author Evan You, is the default.',
    },
    {
      question: 'What does @click="clicks++" in a template do?',
      options: { A: 'Binds the clicks attribute', B: 'Renders the text clicks++', C: 'Creates a computed property', D: 'Increments clicks when the element is clicked' },
      correct: 'D',
      explanation: '@ is shorthand for v-on, which runs the expression on the event.',
    },
  ],
  problems: [],
};
