import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'vue-3',
  order: 3,
  title: 'Directives: Conditionals, Lists, Bindings and Events',
  description:
    'Use v-if, v-show, v-for, v-bind, v-on and v-model to build dynamic, interactive templates.',
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
    proTip:
      'Enable the eslint-plugin-vue recommended rules; they flag missing keys and v-if with v-for on the same element automatically.',
  },
  mcqs: [
    {
      question: 'What is the shorthand for `v-bind:href="url"`?',
      options: {
        A: 'An at sign: `@href="url"`',
        B: 'A colon: `:href="url"`',
        C: 'A hash: `#href="url"`',
        D: 'A `v-` prefix only: `v-href="url"`',
      },
      correct: 'B',
      explanation: 'A leading colon is the `v-bind` shorthand; `@` is `v-on` and `#` is `v-slot`.',
    },
    {
      question: 'What does the `.prevent` modifier in `@submit.prevent` do?',
      options: {
        A: 'Calls `event.preventDefault()`',
        B: 'Calls `event.stopPropagation()`',
        C: 'Disables the form',
        D: 'Ignores a second submit within one second',
      },
      correct: 'A',
      explanation: "`.prevent` stops the browser's default action, here a page reload.",
    },
    {
      question: 'What is the key difference between `v-if` and `v-show`?',
      options: {
        A: '`v-show` works only on components, `v-if` on elements',
        B: '`v-if` toggles CSS; `v-show` removes it',
        C: '`v-if` removes the element; `v-show` hides it with CSS',
        D: 'They are identical; `v-show` is the older name (`v-if` alias)',
      },
      correct: 'C',
      explanation: '`v-show` keeps the element rendered and toggles `display: none`.',
    },
    {
      question: 'Why does `v-for` need a `:key`?',
      options: {
        A: 'Keys sort the list before it renders',
        B: 'Keys are needed to apply CSS to each item',
        C: 'Without a key, the `v-for` loop does not run',
        D: 'Keys let Vue track each item to reuse and move elements',
      },
      correct: 'D',
      explanation: 'Stable keys prevent state from being attached to the wrong item.',
    },
    {
      question: 'Why should `v-if` and `v-for` not be used on the same element?',
      options: {
        A: '`v-if` runs first and cannot see the loop variable',
        B: 'It is a template syntax error in every version of Vue 3',
        C: '`v-for` is ignored and only `v-if` runs once',
        D: 'It disables the `:key` on each item',
      },
      correct: 'A',
      explanation: 'In Vue 3 `v-if` is evaluated first, so filter with a computed instead.',
    },
    {
      question: 'Which `v-model` modifier casts the typed value with `parseFloat`?',
      options: {
        A: '`.trim`',
        B: '`.lazy`',
        C: '`.numeric`',
        D: '`.number`',
      },
      correct: 'D',
      explanation: '`.number` casts the value with `parseFloat` when possible.',
    },
    {
      question: 'A panel is toggled many times per second. Which directive is more efficient?',
      options: {
        A: '`v-if`',
        B: '`v-show`',
        C: '`v-for`',
        D: '`v-pre`',
      },
      correct: 'B',
      explanation: '`v-show` avoids repeatedly creating and destroying the content.',
    },
    {
      question: 'What does `:class="{ active: isActive }"` do?',
      options: {
        A: 'Sets the `class` attribute to the literal string `"isActive"`',
        B: 'Creates a CSS custom property named `--active` on the element',
        C: 'Adds that class only while the value is truthy',
        D: 'Removes every class from the element except `active`',
      },
      correct: 'C',
      explanation: 'Object syntax toggles each class by the truthiness of its value.',
    },
    {
      question: 'What does `v-model.lazy` change?',
      options: {
        A: 'It delays rendering until the input is visible',
        B: 'It trims whitespace before syncing',
        C: 'It converts the value to a number whenever it can',
        D: 'It syncs on the change event instead of each input',
      },
      correct: 'D',
      explanation: '`.lazy` updates the state on `change` rather than on every `input` event.',
    },
    {
      question: 'How do you toggle a group of elements without adding an extra wrapper element?',
      options: {
        A: 'Put `v-if` on a `<div>` wrapped around them',
        B: 'Put `v-if` on a `<template>` around them',
        C: 'Put `v-show` on a `<template>` around them',
        D: 'Use a fragment `<>...</>` together with `v-if`',
      },
      correct: 'B',
      explanation:
        'A `<template v-if>` groups elements without rendering a wrapper; `v-show` does not work on `<template>`.',
    },
    {
      question: 'Which event modifier removes the listener after its first call?',
      options: {
        A: '`.passive`',
        B: '`.one`',
        C: '`.once`',
        D: '`.prevent`',
      },
      correct: 'C',
      explanation: '`.once` removes the listener after its first call.',
    },
    {
      question: 'What does `v-for="n in 10"` iterate over?',
      options: {
        A: 'The numbers 0 through 9',
        B: 'The numbers 1 to 10',
        C: 'The first 10 items of `n`',
        D: 'Ten copies of the variable `n`',
      },
      correct: 'B',
      explanation: 'A range in `v-for` starts at 1, so `n` takes the values 1 to 10.',
    },
    {
      question: 'On a text input, what is `v-model` shorthand for?',
      options: {
        A: 'Binding `checked` and listening to `change`',
        B: 'Binding `modelValue` and listening to `update`',
        C: 'Two-way data flow from the text model through a global store',
        D: 'Binding `value` and listening to `input`',
      },
      correct: 'D',
      explanation:
        'On text inputs `v-model` binds `value` and updates the state on `input`; checkboxes use `checked` and `change`.',
    },
  ],
  problems: [],
};
