import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'vue-4',
  order: 4,
  title: 'Components: Props, Events, Slots and v-model',
  description: 'Build reusable components with defineProps, defineEmits, defineModel and slots.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Declare typed props with defaults and destructuring',
    'Emit typed events to parents with defineEmits',
    'Implement v-model on components with defineModel',
    'Compose layouts with default, named and scoped slots',
  ],
  lesson: `## Props

Props pass data from parent to child. In \`<script setup>\` declare them with the \`defineProps\` compiler macro (no import needed):

\`\`\`vue
<script setup lang="ts">
const { title, count = 0, variant = 'primary' } = defineProps<{
  title: string;
  count?: number;
  variant?: 'primary' | 'ghost';
}>();
const emit = defineEmits<{ select: [id: number]; close: [] }>();
</script>

<template>
  <button :class="variant" @click="emit('select', count)">{{ title }} ({{ count }})</button>
</template>
\`\`\`

Since Vue 3.5, destructured props stay reactive and destructuring defaults replace \`withDefaults\`. Props are **read-only**: mutating one triggers a warning. Copy a prop into a local \`ref\` if the child needs its own editable state, or emit an event so the parent changes it. In templates the parent writes kebab-case or camelCase, \`<UserCard :user-id="7" />\`, and Vue normalises names. With runtime declarations (\`defineProps({ count: { type: Number, required: true } })\`) Vue validates types in development and warns about mismatches; a \`Boolean\` prop given as a bare attribute (\`<Modal open />\`) becomes \`true\`, and an absent Boolean prop becomes \`false\`.

Attributes that are not declared as props, such as \`class\`, \`id\` or \`data-*\`, **fall through** to the component's root element automatically.

## Events

\`defineEmits\` declares the events a component can emit; the parent listens with \`@select="onSelect"\`. Typed emits document the payload and let the compiler check every \`emit\` call.

## v-model on components

\`defineModel\` creates a ref that is two-way bound to the parent's \`v-model\`:

\`\`\`vue
<!-- QuantityInput.vue -->
<script setup lang="ts">
const quantity = defineModel<number>({ default: 1 });
</script>
<template>
  <button @click="quantity--">-</button> {{ quantity }} <button @click="quantity++">+</button>
</template>

<!-- Parent -->
<QuantityInput v-model="cartItem.qty" />
\`\`\`

Under the hood it declares a \`modelValue\` prop and an \`update:modelValue\` event. Named models (\`defineModel('title')\`, used as \`v-model:title\`) allow several bindings on one component.

## Slots

Slots let the parent pass **template content** into a child:

\`\`\`vue
<!-- Card.vue -->
<article class="card">
  <header><slot name="header">Default title</slot></header>
  <slot />
  <footer><slot name="footer" :close="close" /></footer>
</article>

<!-- Parent -->
<Card>
  <template #header>Profile</template>
  <p>Body content</p>
  <template #footer="{ close }"><button @click="close">Close</button></template>
</Card>
\`\`\`

Content inside a slot tag is the fallback. **Scoped slots** pass data back to the parent's slot content, as \`close\` above; data tables and list components use them to let parents customise how each row renders. Props, events, models and slots together form the public API of a component, so design them as carefully as a function signature.`,
  overview: {
    whatYouWillLearn: [
      'Type-based defineProps with reactive destructuring and defaults',
      'One-way data flow and read-only props',
      'Runtime prop validation and Boolean casting',
      'Fallthrough attributes',
      'defineEmits and defineModel for events and two-way binding',
      'Default, named and scoped slots',
    ],
    proTip:
      'If a component needs more than about six props to configure its appearance, consider slots instead; they give parents flexibility without prop explosion.',
  },
  mcqs: [
    {
      question: 'What happens when a child component assigns a new value to a prop?',
      options: {
        A: "The parent's state updates to the new value",
        B: 'Vue warns, because props are read-only',
        C: 'The child re-mounts itself with the new value',
        D: 'Nothing; that is the recommended pattern',
      },
      correct: 'B',
      explanation: 'Props flow one way; children should emit events instead of mutating them.',
    },
    {
      question: 'Which macro declares a two-way bound value for `v-model` on a component?',
      options: {
        A: '`defineExpose`',
        B: '`withDefaults`',
        C: '`defineOptions`',
        D: '`defineModel`',
      },
      correct: 'D',
      explanation:
        '`defineModel` declares the `modelValue` prop and `update:modelValue` event for you.',
    },
    {
      question: 'An absent Boolean prop declared with `type: Boolean` has which value?',
      options: {
        A: '`false`',
        B: '`undefined`',
        C: '`null`',
        D: '`""`',
      },
      correct: 'A',
      explanation: 'Vue casts absent Boolean props to `false`.',
    },
    {
      question:
        'A parent passes `class="wide"` to a component that does not declare a `class` prop. Where does it go?',
      options: {
        A: 'It is discarded as an undeclared prop',
        B: 'It causes a runtime warning about an undeclared prop',
        C: "It falls through to the component's root element",
        D: "It is passed to the default slot's content",
      },
      correct: 'C',
      explanation: 'Undeclared attributes are fallthrough attributes applied to the root element.',
    },
    {
      question: 'How does a parent provide content for `<slot name="footer" />`?',
      options: {
        A: 'With a prop named `footer` holding the markup as a string',
        B: 'With `<template #footer>` inside the component tag',
        C: 'With `v-model:footer` on the component',
        D: "With `provide('footer')` in the parent",
      },
      correct: 'B',
      explanation: '`#footer` is shorthand for `v-slot:footer`.',
    },
    {
      question: 'What is a scoped slot?',
      options: {
        A: 'A slot whose styles are scoped to the child',
        B: 'A slot rendered only in development builds',
        C: 'A slot that hands data from the child to the slot content',
        D: 'A slot whose content renders lazily when visible',
      },
      correct: 'C',
      explanation:
        'Slot props such as `:close="close"` are received by the parent\'s slot template.',
    },
    {
      question: 'How are defaults declared for destructured props in Vue 3.5 `<script setup>`?',
      options: {
        A: 'With destructuring defaults such as `{ count = 0 }`',
        B: 'Only through the Options API `props` option',
        C: 'With a `defaults: { count: 0 }` block',
        D: 'They cannot have defaults in `<script setup>`',
      },
      correct: 'A',
      explanation: 'Reactive props destructure supports native JavaScript default values.',
    },
    {
      question: "How does a parent listen to an event emitted with `emit('select', id)`?",
      options: {
        A: '`:select="handler"`',
        B: '`v-model:select="handler"`',
        C: '`v-slot:select="handler"`',
        D: '`v-on:select="handler"`',
      },
      correct: 'D',
      explanation: 'Component events are handled with `v-on`, shorthand `@select`.',
    },
    {
      question: 'What does `defineModel` declare under the hood?',
      options: {
        A: 'A `modelValue` prop and an `update:modelValue` event',
        B: 'A `value` prop plus an `@input` event (`onInput`)',
        C: 'A global reactive store entry named after the model',
        D: 'A local `model` ref never sent to the parent',
      },
      correct: 'A',
      explanation:
        '`defineModel` is sugar for the `modelValue` prop and the `update:modelValue` event.',
    },
    {
      question:
        'How does a component support two `v-model` bindings, such as `v-model:title` and `v-model:body`?',
      options: {
        A: 'It cannot: only one `v-model` (`modelValue`) is allowed',
        B: 'With two `modelValue` props, one for the title and one for the body',
        C: "With named models, such as `defineModel('title')`",
        D: 'By emitting `input` twice',
      },
      correct: 'C',
      explanation: 'Named models create separate props and events, one per `v-model:name`.',
    },
    {
      question: 'What does `<Modal open />` pass for a Boolean prop `open`?',
      options: {
        A: 'The string `"open"`',
        B: '`""` (an empty string)',
        C: '`1`',
        D: '`true`',
      },
      correct: 'D',
      explanation: 'A bare attribute for a Boolean prop is cast to `true`.',
    },
    {
      question: "A child needs its own editable copy of a prop's value. What should it do?",
      options: {
        A: 'Assign to the prop directly; Vue allows it in the child',
        B: 'Copy the prop into a local `ref`',
        C: 'Use `v-model` on the prop inside the child',
        D: 'Declare the same prop twice, once as writable',
      },
      correct: 'B',
      explanation:
        "A local `ref` initialised from the prop can be edited without mutating the parent's data.",
    },
    {
      question:
        'What does `<slot name="header">Default title</slot>` show when the parent provides nothing?',
      options: {
        A: 'Nothing; an empty slot renders no content',
        B: 'The slot\'s own name, "header", as text',
        C: '"Default title", the slot\'s fallback',
        D: 'An error (`required` slot) at run time',
      },
      correct: 'C',
      explanation: 'Content inside the slot tag is the fallback shown when the parent passes none.',
    },
  ],
  problems: [],
};
