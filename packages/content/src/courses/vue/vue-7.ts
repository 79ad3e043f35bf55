import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'vue-7',
  order: 7,
  title: 'Routing with Vue Router',
  description:
    'Build single-page navigation with Vue Router: dynamic routes, nested views, lazy loading and navigation guards.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Configure a router with history mode and route records',
    'Use dynamic params, query strings and named routes',
    'Nest views and lazy load route components',
    'Protect routes with navigation guards and route meta',
  ],
  lesson: `## Setting up

\`\`\`ts
// router/index.ts
import { createRouter, createWebHistory } from 'vue-router';
import Home from '../views/Home.vue';

export const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: '/', name: 'home', component: Home },
    { path: '/products/:id(\\\\d+)', name: 'product', component: () => import('../views/Product.vue'), props: true },
    {
      path: '/account',
      component: () => import('../views/AccountLayout.vue'),
      meta: { requiresAuth: true },
      children: [
        { path: '', name: 'account', component: () => import('../views/AccountOverview.vue') },
        { path: 'orders', name: 'orders', component: () => import('../views/Orders.vue') },
      ],
    },
    { path: '/:pathMatch(.*)*', name: 'not-found', component: () => import('../views/NotFound.vue') },
  ],
});
// main.ts: createApp(App).use(router).mount('#app')
\`\`\`

\`createWebHistory\` gives clean URLs (\`/products/42\`) using the History API; your server must return \`index.html\` for unknown paths so deep links work. \`createWebHashHistory\` (\`/#/products/42\`) needs no server configuration but looks worse and is poor for SEO.

The root component renders the matched route with \`<RouterView />\`; nested routes render inside a \`<RouterView />\` of their parent layout. Unlike some routers, Vue Router ranks routes by **specificity**, not declaration order, so a static path beats a dynamic one regardless of order. The catch-all \`/:pathMatch(.*)*\` handles 404s.

## Params, query and navigation

\`\`\`vue
<RouterLink :to="{ name: 'product', params: { id: 42 }, query: { tab: 'reviews' } }">Details</RouterLink>
\`\`\`

\`\`\`ts
const route = useRoute();   // route.params.id, route.query.tab
const router = useRouter();
router.push({ name: 'orders' });
\`\`\`

Named routes decouple links from URL strings. With \`props: true\`, params are passed as component props, making components easier to test. When only params change (\`/products/1\` to \`/products/2\`) the component instance is **reused**, so watch the param or prop instead of loading only in \`onMounted\`.

## Lazy loading

\`component: () => import(...)\` splits each view into its own chunk loaded on first visit, keeping the initial bundle small.

## Navigation guards

\`\`\`ts
router.beforeEach((to) => {
  const auth = useAuthStore();
  if (to.meta.requiresAuth && !auth.isLoggedIn) {
    return { name: 'login', query: { redirect: to.fullPath } };
  }
});
\`\`\`

A guard returns nothing or \`true\` to continue, \`false\` to cancel, or a route location to redirect. \`meta\` fields are inherited by nested routes through \`to.matched\`. Per-route \`beforeEnter\` and in-component \`onBeforeRouteLeave\` (for unsaved changes) are also available, and \`scrollBehavior\` restores scroll positions. As always, client-side guards are for user experience; the API enforces security.

## Designing routes

Treat URLs as part of your user interface. Anything a user might bookmark or share, such as the selected tab, a search term or the current page of results, belongs in the path or the query string rather than only in component state. Then reloading the page, pressing the back button or sending a link to a colleague restores exactly the same view. Keep paths lower-case and readable, use layouts for shared chrome such as navigation bars, and give every page a descriptive document title for accessibility and browser history.`,
  overview: {
    whatYouWillLearn: [
      'createRouter, history modes and server fallback for deep links',
      'RouterView, nested routes and layout components',
      'Specificity-based route ranking and catch-all routes',
      'Params, query strings, named routes and props: true',
      'Lazy loading route components',
      'Global and per-route navigation guards with meta',
    ],
    proTip:
      'Give every route a name and navigate by name; you can then change URL structures without hunting down string paths across the app.',
  },
  mcqs: [
    {
      question: 'What must the server do when using `createWebHistory`?',
      options: {
        A: 'Nothing special, since routing happens in the browser',
        B: 'Redirect every request to `/#/` first',
        C: 'Turn off HTTP caching for every route',
        D: 'Serve `index.html` for unknown paths',
      },
      correct: 'D',
      explanation: 'Otherwise refreshing `/products/42` returns a 404 from the server.',
    },
    {
      question:
        'How does Vue Router choose between `/users/new` and `/users/:id` for the URL `/users/new`?',
      options: {
        A: 'Routes are ranked by specificity, so the static one wins',
        B: 'The route declared first in `routes` wins',
        C: 'It picks one of the two at random',
        D: 'It throws an error about ambiguous routes',
      },
      correct: 'A',
      explanation: 'Vue Router uses a path ranking system rather than declaration order.',
    },
    {
      question: 'Where does a nested child route render?',
      options: {
        A: 'In the root `<App />` component, not the nested route',
        B: 'In a slot named `child` (`#child`)',
        C: 'Inside the `<RouterView />` of its parent route',
        D: 'In place of the parent component, replacing it',
      },
      correct: 'C',
      explanation: 'Each level of nesting has its own `<RouterView />`.',
    },
    {
      question: 'What does `props: true` on a route do?',
      options: {
        A: "Makes all props of the route's component required",
        B: 'Passes the params to the component as props',
        C: "Turns on lazy loading for the route's component",
        D: "Copies the query string into the component's `data()`",
      },
      correct: 'B',
      explanation: 'Components then receive params as props instead of reading `useRoute()`.',
    },
    {
      question: 'What should a `beforeEach` guard return to redirect to the login page?',
      options: {
        A: "A route location such as `{ name: 'login' }`",
        B: "The string `'login'` wrapped in `Error`",
        C: 'A promise that never resolves',
        D: "`true`, with `to.name` changed to `'login'`",
      },
      correct: 'A',
      explanation: 'Returning a location cancels the current navigation and redirects.',
    },
    {
      question: 'Which route path catches every URL that no other route matched?',
      options: {
        A: '`/*` or `(.*)`, as in Express 4',
        B: '`/404`',
        C: '`**`, as in Angular',
        D: '`/:pathMatch(.*)*`',
      },
      correct: 'D',
      explanation: 'The custom regex parameter matches any remaining path.',
    },
    {
      question:
        'Navigating from `/products/1` to `/products/2` does not refetch data loaded in `onMounted`. Why?',
      options: {
        A: 'The router caches the data loaded in `onMounted` for each route',
        B: 'The component instance is reused, so `onMounted` is skipped',
        C: 'Route params (`route.params`) become read-only after the first load',
        D: 'The lazy-loaded chunk failed to load again',
      },
      correct: 'B',
      explanation: 'Watch the param or prop to react to changes within the same route.',
    },
    {
      question: "What does `component: () => import('./Orders.vue')` achieve?",
      options: {
        A: 'Server-side rendering of the view',
        B: 'Eager loading of the view at startup',
        C: 'Code splitting, so the view loads on first visit',
        D: 'Automatic naming of the route after the file',
      },
      correct: 'C',
      explanation: 'Dynamic imports create separate chunks.',
    },
    {
      question:
        'Why put the selected tab or search term in the URL query rather than only in component state?',
      options: {
        A: 'Component state is lost on every render, so it cannot hold them',
        B: 'So reloads, back navigation and shared links restore the view',
        C: 'The router refuses to render pages without a query string',
        D: 'Query strings make the page load faster',
      },
      correct: 'B',
      explanation: 'State in the URL survives reloads and can be bookmarked or shared.',
    },
    {
      question: 'What does `createWebHashHistory` trade off against `createWebHistory`?',
      options: {
        A: 'It is faster, but only works in Chromium-based browsers',
        B: 'It supports `children` routes, which `createWebHistory` lacks',
        C: 'It needs a server rewrite rule for every route',
        D: 'It needs no server setup but puts `#` in URLs',
      },
      correct: 'D',
      explanation:
        'Hash URLs need no server configuration, but they look worse and are poor for SEO.',
    },
    {
      question: 'How do you read the `tab` query parameter inside a component?',
      options: {
        A: '`useRoute().query.tab`',
        B: '`useRouter().params.tab`',
        C: '`route.meta.tab`',
        D: "`useQuery('tab')` inside the component",
      },
      correct: 'A',
      explanation:
        '`useRoute()` gives the current route, whose `query` holds the query string values.',
    },
    {
      question: 'Where do client-side navigation guards fit in security?',
      options: {
        A: 'They fully protect routes, so the API can skip checks',
        B: 'They encrypt the route parameters',
        C: 'They help UX, but the API must still enforce access',
        D: 'They block direct API calls from other clients',
      },
      correct: 'C',
      explanation:
        "Guards run in the user's browser and can be bypassed; the server enforces security.",
    },
    {
      question: "What does `router.push({ name: 'orders' })` do?",
      options: {
        A: 'Registers a route `orders`',
        B: "Pushes `orders` onto the browser's local storage",
        C: 'Preloads the `orders` chunk without navigating',
        D: 'Navigates to the route named `orders`',
      },
      correct: 'D',
      explanation: '`push` navigates and adds an entry to the history stack.',
    },
  ],
  problems: [],
};
