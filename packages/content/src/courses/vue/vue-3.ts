import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'vue-3',
  order: 3,
  title: 'Directives: Conditionals, Lists, Bindings and Events',
  description: 'Use v-if, v-show, v-for, v-bind, v-on and v-model to build dynamic, interactive templates.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Bind attributes, classes and styles with v-bind',
    'Handle events with v-on and modifiers',
    'Render conditionally with v-if and v-show and lists with keyed v-for',
    'Create two-way bindings on form inputs with v-model',
  ],
  lesson: `## Attribute binding

Directives are special attributes starting with \`v-\`. \`v-bind\` (shorthand \`:\`) binds an attribute or property to an expression:

\`\`\`vue
<img :src="product.image" :alt="product.name" />
<button :disabled="!canSave">Save</button>
<div :class="{ active: isActive, 'has-error': error }" :style="{ width: progress + '%' }"></div>
<a :href="url">{{ label }}</a>
\`\`\`

\`:class\` accepts objects and arrays and merges with a static \`class\`. When the attribute name equals the variable name, Vue 3.4+ allows the same-name shorthand \`:id\` for \`:id="id"\`.

## Events

\`v-on\` (shorthand \`@\`) listens to DOM events and component events:

\`\`\`vue
<form @submit.prevent="save">
  <input @keyup.enter="search" />
  <button @click="count++">+1</button>
  <button @click="remove(item.id)">Delete</button>
</form>
\`\`\`

**Modifiers** express common needs declaratively: \`.prevent\` calls \`preventDefault()\`, \`.stop\` stops propagation, \`.once\` runs once, and key modifiers such as \`.enter\` and \`.esc\` filter keyboard events.

## Conditionals

\`\`\`vue
<p v-if="status === 'loading'">Loading...</p>
<p v-else-if="error">{{ error }}</p>
<ProductList v-else :items="items" />

<aside v-show="sidebarOpen">...</aside>
\`\`\`

\`v-if\` adds and removes elements; components inside are created and destroyed. \`v-show\` only toggles CSS \`display\`, so the element is always rendered. Use \`v-show\` for things toggled very often and \`v-if\` when the condition rarely changes or the content is expensive. Wrap several elements in \`<template v-if>\` to toggle a group without an extra element.

## Lists

\`\`\`vue
<ul>
  <li v-for="(todo, index) in todos" :key="todo.id">{{ index + 1 }}. {{ todo.text }}</li>
</ul>
\`\`\`

Always provide a unique, stable \`:key\` so Vue can reuse and move elements correctly instead of patching them in place. \`v-for\` also iterates over objects (\`(value, key) in obj\`) and ranges (\`n in 10\`). Do not put \`v-if\` and \`v-for\` on the same element: \`v-if\` has higher priority and cannot see the loop variable. Filter with a computed instead, or nest a \`<template v-for>\`.

## v-model

\`v-model\` creates a two-way binding between form inputs and state:

\`\`\`vue
<input v-model.trim="name" />
<input v-model.number="age" type="number" />
<input type="checkbox" v-model="agree" />
<select v-model="country"><option value="fr">France</option></select>
\`\`\`

It is syntactic sugar for binding \`value\` (or \`checked\`) and listening to \`input\` (or \`change\`). Modifiers \`.trim\`, \`.number\` and \`.lazy\` (sync on change rather than input) adjust the behaviour.

With these six directives you can express almost any dynamic interface declaratively: state lives in refs, and the template describes how it should appear and how user input flows back into it.`,
  overview: {
    whatYouWillLearn: [
      'v-bind for attributes, classes and styles, and the same-name shorthand',
      'v-on with event and key modifiers',
      'v-if, v-else-if, v-else and when to prefer v-show',
      'Keyed v-for over arrays, objects and ranges',
      'Why v-if and v-for should not share an element',
      'v-model on different inputs and its modifiers',
    ],
    proTip: 'Enable the eslint-plugin-vue recommended rules; they flag missing keys and v-if with v-for on the same element automatically.',
  },
  mcqs: [
    {
      question: 'What is the shorthand for v-bind:href="url"?',
      options: { A: 'An at sign: @href="url"', B: 'A colon: :href="url"', C: 'A hash: #href="url"', D: 'A dollar sign: $href="url"' },
      correct: 'B',
      explanation: 'A leading colon is the v-bind shorthand.',
    },
    {
      question: 'What does the .prevent modifier in @submit.prevent do?',
      options: { A: 'Calls event.preventDefault()', B: 'Stops propagation', C: 'Disables the form', D: 'Prevents double clicks' },
      correct: 'A',
      explanation: '.prevent stops the browser default action, here a page reload.',
    },
    {
      question: 'What is the key difference between v-if and v-show?',
      options: { A: 'v-show works only on components', B: 'v-if only toggles CSS', C: 'v-if adds or removes elements, v-show toggles the display style', D: 'They are identical' },
      correct: 'C',
      explanation: 'v-show keeps the element rendered and toggles display: none.',
    },
    {
      question: 'Why does v-for need a :key?',
      options: { A: 'Keys make the list sorted', B: 'Keys are required for CSS', C: 'Without keys the loop does not run', D: 'Keys let Vue track item identity to reuse and reorder elements correctly' },
      correct: 'D',
      explanation: 'Stable keys prevent state from being attached to the wrong item.',
    },
    {
      question: 'Why should v-if and v-for not be used on the same element?',
      options: { A: 'v-if has higher priority and cannot access the loop variable', B: 'It causes a syntax error in all cases', C: 'v-for is ignored', D: 'It disables keys' },
      correct: 'A',
      explanation: 'In Vue 3 v-if is evaluated first, so filter with a computed instead.',
    },
    {
      question: 'Which v-model modifier converts input to a number?',
      options: { A: '.trim', B: '.lazy', C: '.int', D: '.number' },
      correct: 'D',
      explanation: '.number casts the value with parseFloat when possible.',
    },
    {
      question: 'A panel is toggled many times per second. Which directive is more efficient?',
      options: { A: 'v-if', B: 'v-show', C: 'v-for', D: 'v-once' },
      correct: 'B',
      explanation: 'v-show avoids repeatedly creating and destroying the content.',
    },
    {
      question: 'What does :class="{ active: isActive }" do?',
      options: { A: 'Sets the class attribute to the string "isActive"', B: 'Creates a CSS variable', C: 'Adds the active class when isActive is truthy', D: 'Removes all classes' },
      correct: 'C',
      explanation: 'Object syntax toggles each class by the truthiness of its value.',
    },
  ],
  problems: [],
};
