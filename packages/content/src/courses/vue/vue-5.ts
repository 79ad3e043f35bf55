import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'vue-5',
  order: 5,
  title: 'Watchers and Lifecycle Hooks',
  description:
    'React to state changes with watch and watchEffect and run code at the right moment of a component lifecycle.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Choose between computed, watch and watchEffect',
    'Configure watchers with immediate, deep, once and flush options',
    'Clean up side effects with onWatcherCleanup and unmount hooks',
    'Use lifecycle hooks and template refs correctly',
  ],
  lesson: `## computed or watch?

\`computed\` derives **values**. Watchers run **side effects** in response to changes: fetching data, writing to \`localStorage\`, calling a third-party API. If you catch yourself setting one ref inside a watcher based on another, a computed is almost always better.

## watch

\`\`\`vue
<script setup lang="ts">
import { ref, watch, onWatcherCleanup } from 'vue';

const userId = ref(1);
const user = ref(null);

watch(userId, async (id, oldId) => {
  const controller = new AbortController();
  onWatcherCleanup(() => controller.abort()); // cancel stale requests
  const res = await fetch(\`/api/users/\${id}\`, { signal: controller.signal });
  user.value = await res.json();
}, { immediate: true });
</script>
\`\`\`

\`watch\` takes an explicit **source**: a ref, a getter function (\`() => props.id\`), a reactive object or an array of these. The callback receives the new and old values and does not run initially unless \`immediate: true\`. Watching a reactive object is deep by default; for a getter returning an object, pass \`deep: true\` (or a number for a maximum depth). \`once: true\` runs the callback only on the first change. To watch a single property of a reactive object, use a getter: \`watch(() => state.count, ...)\`, because \`watch(state.count)\` would receive a plain number.

## watchEffect

\`watchEffect\` runs immediately and automatically tracks every reactive value it reads, re-running when any of them changes:

\`\`\`ts
watchEffect(() => {
  document.title = \`\${unread.value} unread - Mail\`;
});
\`\`\`

It is concise when the dependencies are exactly what the code reads, but only values read **synchronously** are tracked; reads after an \`await\` are not.

## Timing and cleanup

By default watcher callbacks run before the component updates the DOM. Use \`flush: 'post'\` (or \`watchPostEffect\`) when you need the updated DOM. Watchers created synchronously in \`setup\` stop automatically when the component unmounts; ones created asynchronously must be stopped manually with the function \`watch\` returns. \`onWatcherCleanup\` (Vue 3.5) registers cleanup that runs before the next execution, preventing race conditions.

## Lifecycle hooks

\`\`\`ts
import { onMounted, onUpdated, onUnmounted, useTemplateRef } from 'vue';
const canvas = useTemplateRef<HTMLCanvasElement>('chart');
onMounted(() => { drawChart(canvas.value!); window.addEventListener('resize', redraw); });
onUnmounted(() => window.removeEventListener('resize', redraw));
\`\`\`

The main hooks are \`onBeforeMount\`, \`onMounted\` (DOM is available), \`onBeforeUpdate\`, \`onUpdated\`, \`onBeforeUnmount\` and \`onUnmounted\`. \`setup\` itself replaces the old \`created\` hook. Template refs (\`ref="chart"\` in the template, \`useTemplateRef('chart')\` in script) are \`null\` until the component is mounted. Every resource acquired in \`onMounted\` (listeners, intervals, sockets) should be released in \`onUnmounted\`. During server-side rendering, only \`setup\` code (and \`onServerPrefetch\`) runs; mount hooks execute in the browser.`,
  overview: {
    whatYouWillLearn: [
      'When computed, watch or watchEffect is the right tool',
      'Watch sources: refs, getters, reactive objects and arrays',
      'The immediate, deep, once and flush options',
      'Automatic dependency tracking in watchEffect and its limits',
      'Cleanup with onWatcherCleanup and stopping watchers',
      'Lifecycle hooks and useTemplateRef',
    ],
    proTip:
      'Use the getter form watch(() => props.id, ...) for props; passing props.id directly watches a plain value that never changes.',
  },
  mcqs: [
    {
      question: 'You need to refetch data whenever a `userId` ref changes. Which API fits best?',
      options: {
        A: 'A `computed` that calls `fetch` whenever `userId` changes',
        B: '`v-model` on it',
        C: 'A `watch` on `userId`',
        D: '`provide` with `userId` as the key',
      },
      correct: 'C',
      explanation: 'Fetching is a side effect, which is what watchers are for.',
    },
    {
      question: 'How do you watch one property of a reactive object `state`?',
      options: {
        A: 'Pass a getter: `watch(() => state.count, cb)`',
        B: 'Pass the value directly: `watch(state.count, cb)`',
        C: "Pass a path: `watch('state.count', { deep: true })`",
        D: 'Use `watchEffect(state.count)` with no callback',
      },
      correct: 'A',
      explanation:
        'A getter keeps the property access reactive; `state.count` alone is a plain value.',
    },
    {
      question: 'Does a `watch` callback run when the watcher is created?',
      options: {
        A: 'Always, once when the watcher is created',
        B: 'Only in development (`__DEV__`) builds of Vue',
        C: 'Only when the source is a reactive object',
        D: 'Only with the `immediate: true` option',
      },
      correct: 'D',
      explanation: '`watch` is lazy by default; `immediate` runs it once at creation.',
    },
    {
      question: 'Which dependencies does `watchEffect` track?',
      options: {
        A: 'Only the sources listed in its array argument, if one is given',
        B: 'Reactive values read synchronously while it runs',
        C: 'Every reactive value that exists anywhere in the app',
        D: 'Values read after an `await` as well',
      },
      correct: 'B',
      explanation: 'Tracking happens while the function runs synchronously.',
    },
    {
      question: 'What is `onWatcherCleanup` used for?',
      options: {
        A: 'Cleanup that runs before the watcher runs again',
        B: 'Deleting a ref once its watcher stops',
        C: 'Stopping every watcher in the app',
        D: 'Resetting a Pinia store between tests',
      },
      correct: 'A',
      explanation:
        'The cleanup runs before the next invocation and on stop, for example aborting a stale request.',
    },
    {
      question: 'In which hook is a template ref first guaranteed to point to the DOM element?',
      options: {
        A: '`setup`',
        B: '`onBeforeMount`',
        C: '`onMounted`',
        D: '`onBeforeUpdate`',
      },
      correct: 'C',
      explanation: 'Template refs are populated once the component is mounted.',
    },
    {
      question:
        'A component adds a `window` resize listener in `onMounted`. What should it do in `onUnmounted`?',
      options: {
        A: 'Nothing, since Vue removes every `window` listener it added',
        B: 'Call `removeEventListener` only on the next mount',
        C: 'Re-add the listener so it is ready for the next mount',
        D: 'Remove the listener to avoid a leak',
      },
      correct: 'D',
      explanation: 'Global listeners are not tied to the component and must be removed manually.',
    },
    {
      question: 'Which option makes a watcher callback run after Vue has updated the DOM?',
      options: {
        A: "`flush: 'post'`",
        B: "`flush: 'pre'`",
        C: '`deep: true`',
        D: '`immediate: true`',
      },
      correct: 'A',
      explanation: "Post-flush callbacks see the updated DOM; `'pre'` is the default.",
    },
    {
      question: 'When should you use `computed` rather than a watcher?',
      options: {
        A: 'When you derive a value from other reactive state',
        B: 'When you need to fetch data from the API after a change',
        C: 'When you write to `localStorage` after a change',
        D: 'When the code must run before the DOM updates',
      },
      correct: 'A',
      explanation: 'Computed values derive data; watchers are for side effects.',
    },
    {
      question: 'Which reads does `watchEffect` NOT track?',
      options: {
        A: 'Reads of `.value` on a ref or computed',
        B: 'Reads that happen after an `await`',
        C: 'Reads of reactive object properties',
        D: 'Reads inside an `if` branch that ran',
      },
      correct: 'B',
      explanation: 'Only reads made synchronously during the run are tracked.',
    },
    {
      question: 'What replaces the Options API `created` hook in `<script setup>`?',
      options: {
        A: '`onCreated()`',
        B: '`onBeforeMount()`, which runs first in `<script setup>`',
        C: 'Code placed directly in `setup`',
        D: '`onInit()`',
      },
      correct: 'C',
      explanation:
        'Code in `setup` runs when the component is created, so no separate hook is needed.',
    },
    {
      question: 'A watcher is created inside a `setTimeout` callback in `setup`. What must you do?',
      options: {
        A: 'Nothing; Vue stops it when the component unmounts',
        B: 'Wrap it in `onMounted` so it stops itself',
        C: 'Call `watch.stop()` from any component',
        D: 'Stop it manually with the function `watch` returns',
      },
      correct: 'D',
      explanation: 'Only watchers created synchronously in `setup` are stopped automatically.',
    },
    {
      question: 'Which hooks run during server-side rendering?',
      options: {
        A: '`onMounted` and `onUnmounted`, run on the server',
        B: 'Only `setup` (and `onServerPrefetch`); mounting is in the browser',
        C: 'Every hook, in the same order as in the browser',
        D: 'None: components are not executed on the server',
      },
      correct: 'B',
      explanation:
        'On the server only `setup` (and `onServerPrefetch`) runs; mount and update hooks run in the browser.',
    },
  ],
  problems: [],
};
