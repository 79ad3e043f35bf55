import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'vue-9',
  order: 9,
  title: 'Performance, Testing and Nuxt',
  description:
    'Optimise Vue apps, test components with Vitest and Vue Test Utils, and go full-stack with Nuxt and server-side rendering.',
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
    proTip:
      'Run your SSR app with the browser console open; Vue logs hydration mismatch warnings with the exact element, which are much easier to fix early.',
  },
  mcqs: [
    {
      question: 'Why use `shallowRef` for a large dataset that is replaced but never mutated?',
      options: {
        A: 'It makes the data immutable at run time',
        B: 'It skips making every nested object deeply reactive',
        C: 'It stores the data in `localStorage`',
        D: 'It is required for server-side rendering',
      },
      correct: 'B',
      explanation: 'Only replacing `.value` is tracked, which is cheap for big structures.',
    },
    {
      question: 'What does `v-memo` do?',
      options: {
        A: 'Caches HTTP responses made in the subtree',
        B: 'Memoises a `computed` between renders',
        C: 'Skips re-rendering a subtree unless listed values change',
        D: 'Stores form input state across page reloads',
      },
      correct: 'C',
      explanation: '`v-memo="[a, b]"` re-renders only when `a` or `b` change.',
    },
    {
      question: 'What does `<KeepAlive>` around dynamic components achieve?',
      options: {
        A: 'Caches the instances, keeping their state',
        B: 'Keeps the WebSocket connection open between views',
        C: 'Prevents garbage collection of the whole app',
        D: 'Re-renders the component every second',
      },
      correct: 'A',
      explanation:
        'Inactive components are cached instead of unmounted, so their state survives switching.',
    },
    {
      question: "In a Vue Test Utils test, why `await wrapper.trigger('click')`?",
      options: {
        A: '`trigger` returns the mounted component',
        B: 'Clicks are dispatched as asynchronous network calls in tests',
        C: 'TypeScript requires every `await` in a Vue test',
        D: 'It lets Vue flush the DOM update before assertions',
      },
      correct: 'D',
      explanation: 'Vue batches updates; awaiting ensures the DOM reflects the change.',
    },
    {
      question: 'Which code is likely to cause a hydration mismatch?',
      options: {
        A: 'Rendering the current time during setup',
        B: 'Rendering a prop value passed down by the parent',
        C: 'Using a `computed` value based on the props',
        D: 'Rendering static text',
      },
      correct: 'A',
      explanation: 'Server and client produce different times, so the markup differs.',
    },
    {
      question: 'In Nuxt, which file serves the route `/products/:id`?',
      options: {
        A: '`server/routes/products.ts`',
        B: '`pages/products/[id].vue`',
        C: '`components/ProductId.vue`',
        D: '`app/routes/products/$id/index.vue`',
      },
      correct: 'B',
      explanation: 'Nuxt builds routes from the pages directory with bracketed dynamic segments.',
    },
    {
      question: 'What is an advantage of `useFetch` in Nuxt over calling `fetch` in `onMounted`?',
      options: {
        A: 'It only runs in the browser, after the component mounts',
        B: 'It disables caching of the response',
        C: 'SSR data reaches the client without a second request',
        D: 'It works without any server at all',
      },
      correct: 'C',
      explanation: 'The payload is serialised into the page and reused during hydration.',
    },
    {
      question:
        'Where do you put browser-only code such as reading `window.innerWidth` in an SSR app?',
      options: {
        A: 'At the top level of `<script setup>`, before any hooks',
        B: 'In a `computed` property',
        C: 'In a server route such as `server/api/width.get.ts`',
        D: 'In `onMounted`, which the server never runs',
      },
      correct: 'D',
      explanation: 'Mounted hooks and `<ClientOnly>` run only in the browser.',
    },
    {
      question: "What does `defineAsyncComponent(() => import('./Chart.vue'))` give you?",
      options: {
        A: 'A component that renders only on the server',
        B: 'A component loaded from its own chunk when first needed',
        C: 'A component whose props are loaded asynchronously',
        D: 'A component that re-renders every time a promise resolves',
      },
      correct: 'B',
      explanation: "The heavy component's code is split out and fetched the first time it renders.",
    },
    {
      question: 'Why pass primitives instead of a new inline object as a prop on every render?',
      options: {
        A: 'Objects cannot be passed as props in Vue 3',
        B: 'Inline objects are frozen by Vue and cannot be read',
        C: 'The child sees a changed value every time and re-renders',
        D: 'Primitives are copied faster by the garbage collector',
      },
      correct: 'C',
      explanation:
        'A child re-renders when its props change, and a fresh object is a change every time.',
    },
    {
      question: 'What should component tests assert, according to the lesson?',
      options: {
        A: 'The values of the internal variables declared in `<script setup>`',
        B: 'Visible output and the events it emits to its parent',
        C: 'The exact number of renders of each component in the tree',
        D: 'The order in which lifecycle hooks ran',
      },
      correct: 'B',
      explanation:
        'Testing visible output and emitted events keeps tests independent of implementation details.',
    },
    {
      question: 'What does `createTestingPinia()` do in a component test?',
      options: {
        A: 'Starts a real backend server for the stores to call in tests',
        B: "Resets the browser's local storage between every test",
        C: "Records snapshots of every store's state after each test",
        D: 'Provides a Pinia instance whose actions are stubbed',
      },
      correct: 'D',
      explanation:
        'The testing Pinia stubs store actions so components can be tested in isolation.',
    },
    {
      question: 'Where does Nuxt put server API routes?',
      options: {
        A: 'In `pages/api/`, as in older Next.js',
        B: 'In `app/routes/`, where Remix puts server API routes',
        C: 'In `server/api/`, powered by Nitro',
        D: 'In `middleware/`, run before each page',
      },
      correct: 'C',
      explanation: 'Nuxt serves routes from `server/api/` with its Nitro server engine.',
    },
  ],
  problems: [],
};
