import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'vue-9',
  order: 9,
  title: 'Performance, Testing and Nuxt',
  description: 'Optimise Vue apps, test components with Vitest and Vue Test Utils, and go full-stack with Nuxt and server-side rendering.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Apply Vue-specific performance techniques such as shallowRef, v-memo and async components',
    'Test components with Vitest and Vue Test Utils',
    'Explain SSR, hydration and hydration mismatches',
    'Build full-stack apps with Nuxt conventions',
  ],
  lesson: `## Performance

Vue's compiler already optimises templates heavily: static content is hoisted and only dynamic bindings are patched. When an app still feels slow, measure with the Vue DevTools performance timeline, then apply targeted fixes:

- **shallowRef / shallowReactive** for large immutable data (a 10,000-row dataset) so Vue does not make every nested object reactive; replace \`.value\` wholesale to trigger updates.
- **Stable props**: a child re-renders when its props change, so avoid passing a new object or inline computed value on every render; pass primitives where possible.
- **v-once** renders content a single time, and **v-memo** skips re-rendering a subtree unless listed values change, useful in huge \`v-for\` lists.
- **Virtual scrolling** for long lists, and **async components** (\`defineAsyncComponent(() => import('./Chart.vue'))\`) to split rarely used heavy components into chunks.
- \`<KeepAlive>\` caches component instances when switching tabs, preserving state and avoiding re-creation.

## Testing

Vitest (Vite-native, Jest-compatible API) with **Vue Test Utils** is the standard stack:

\`\`\`ts
import { mount } from '@vue/test-utils';
import { createTestingPinia } from '@pinia/testing';
import Counter from './Counter.vue';

test('increments when clicked', async () => {
  const wrapper = mount(Counter, { props: { start: 2 }, global: { plugins: [createTestingPinia()] } });
  await wrapper.get('button').trigger('click');
  expect(wrapper.text()).toContain('3');
  expect(wrapper.emitted('change')?.[0]).toEqual([3]);
});
\`\`\`

\`await\` after triggering events lets Vue flush DOM updates. Test what users see and what the component emits, not internal variables. \`createTestingPinia\` stubs store actions. Playwright covers end-to-end flows.

## Server-side rendering and hydration

With SSR the server runs your components and sends HTML, so content appears before JavaScript loads and crawlers see real markup. In the browser Vue **hydrates**: it attaches to the existing DOM instead of recreating it. If the client renders something different from the server (a timestamp, \`Math.random()\`, or reading \`window\` during setup) you get a **hydration mismatch**. Keep browser-only code in \`onMounted\` or wrap it in \`<ClientOnly>\`.

## Nuxt

**Nuxt** is the full-stack meta-framework for Vue. Its conventions remove boilerplate:

- file-based routing from \`app/pages/\` (\`pages/products/[id].vue\` serves \`/products/:id\`), layouts and middleware;
- auto-imported components and composables;
- data fetching with \`useFetch\` and \`useAsyncData\`, which run on the server and transfer the result to the client without refetching;
- server API routes in \`server/api/\` powered by Nitro, deployable to Node, serverless and edge platforms;
- per-route rendering rules: static generation, SSR, SPA or incremental regeneration.

\`\`\`vue
<script setup lang="ts">
const route = useRoute();
const { data: product, error } = await useFetch(\`/api/products/\${route.params.id}\`);
</script>
\`\`\``,
  overview: {
    whatYouWillLearn: [
      'shallowRef and shallowReactive for large data',
      'v-once, v-memo, KeepAlive and async components',
      'Testing components with Vitest and Vue Test Utils',
      'Stubbing stores with createTestingPinia',
      'SSR, hydration and the causes of hydration mismatches',
      'Nuxt file-based routing, useFetch and server routes',
    ],
    proTip: 'Run your SSR app with the browser console open; Vue logs hydration mismatch warnings with the exact element, which are much easier to fix early.',
  },
  mcqs: [
    {
      question: 'Why use shallowRef for a large dataset that is replaced but never mutated?',
      options: { A: 'It makes the data immutable', B: 'It avoids the cost of making every nested object deeply reactive', C: 'It stores data in localStorage', D: 'It enables SSR' },
      correct: 'B',
      explanation: 'Only replacing .value is tracked, which is cheap for big structures.',
    },
    {
      question: 'What does v-memo do?',
      options: { A: 'Caches HTTP responses', B: 'Memoises a computed', C: 'Skips re-rendering a subtree unless the listed values change', D: 'Stores form state' },
      correct: 'C',
      explanation: 'v-memo="[a, b]" re-renders only when a or b change.',
    },
    {
      question: 'What does <KeepAlive> around dynamic components achieve?',
      options: { A: 'It caches component instances so their state survives switching', B: 'It keeps the WebSocket open', C: 'It prevents garbage collection of the app', D: 'It refreshes the component every second' },
      correct: 'A',
      explanation: 'Inactive components are cached instead of unmounted.',
    },
    {
      question: 'In a Vue Test Utils test, why await wrapper.trigger("click")?',
      options: { A: 'trigger returns the component', B: 'Clicks are asynchronous network calls', C: 'It is required by TypeScript', D: 'It lets Vue flush the resulting DOM update before assertions' },
      correct: 'D',
      explanation: 'Vue batches updates; awaiting ensures the DOM reflects the change.',
    },
    {
      question: 'Which code is likely to cause a hydration mismatch?',
      options: { A: 'Rendering new Date().toLocaleTimeString() during setup', B: 'Rendering a prop value', C: 'Using a computed based on props', D: 'Rendering static text' },
      correct: 'A',
      explanation: 'Server and client produce different times, so the markup differs.',
    },
    {
      question: 'In Nuxt, which file serves the route /products/:id?',
      options: { A: 'server/products.ts', B: 'pages/products/[id].vue', C: 'components/ProductId.vue', D: 'router/products.js' },
      correct: 'B',
      explanation: 'Nuxt builds routes from the pages directory with bracketed dynamic segments.',
    },
    {
      question: 'What is an advantage of useFetch in Nuxt over calling fetch in onMounted?',
      options: { A: 'It only runs in the browser', B: 'It disables caching', C: 'Data fetched during SSR is transferred to the client without a second request', D: 'It works without a server' },
      correct: 'C',
      explanation: 'The payload is serialised into the page and reused during hydration.',
    },
    {
      question: 'Where do you put browser-only code such as reading window.innerWidth in an SSR app?',
      options: { A: 'In the top level of script setup', B: 'In a computed', C: 'In a server route', D: 'In onMounted or a ClientOnly component' },
      correct: 'D',
      explanation: 'Mounted hooks and ClientOnly run only in the browser.',
    },
  ],
  problems: [],
};
