import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'vue-7',
  order: 7,
  title: 'Routing with Vue Router',
  description: 'Build single-page navigation with Vue Router: dynamic routes, nested views, lazy loading and navigation guards.',
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
    proTip: 'Give every route a name and navigate by name; you can then change URL structures without hunting down string paths across the app.',
  },
  mcqs: [
    {
      question: 'What must the server do when using createWebHistory?',
      options: { A: 'Nothing special', B: 'Redirect every request to /#/', C: 'Disable caching', D: 'Serve index.html for unknown paths so deep links load the app' },
      correct: 'D',
      explanation: 'Otherwise refreshing /products/42 returns a 404 from the server.',
    },
    {
      question: 'How does Vue Router choose between /users/new and /users/:id for the URL /users/new?',
      options: { A: 'It ranks routes by specificity, so the static route wins', B: 'It always uses the first declared route', C: 'It picks randomly', D: 'It throws an error' },
      correct: 'A',
      explanation: 'Vue Router uses a path ranking system rather than declaration order.',
    },
    {
      question: 'Where does a nested child route render?',
      options: { A: 'In the root App component only', B: 'In a new browser tab', C: 'Inside the RouterView of its parent route component', D: 'In a slot named child' },
      correct: 'C',
      explanation: 'Each level of nesting has its own RouterView.',
    },
    {
      question: 'What does props: true on a route do?',
      options: { A: 'Makes all props required', B: 'Passes route params to the component as props', C: 'Enables lazy loading', D: 'Adds query strings' },
      correct: 'B',
      explanation: 'Components then receive params as props instead of reading useRoute().',
    },
    {
      question: 'What should a beforeEach guard return to redirect to the login page?',
      options: { A: 'A route location such as { name: "login" }', B: 'The string "error"', C: 'A Promise that never resolves', D: 'window.location' },
      correct: 'A',
      explanation: 'Returning a location cancels the current navigation and redirects.',
    },
    {
      question: 'Which route path catches every URL that no other route matched?',
      options: { A: 'A path of /* as in Express 4', B: 'A path of /404', C: 'A path of ** as in Angular', D: 'A path of /:pathMatch(.*)*' },
      correct: 'D',
      explanation: 'The custom regex parameter matches any remaining path.',
    },
    {
      question: 'Navigating from /products/1 to /products/2 does not refetch data loaded in onMounted. Why?',
      options: { A: 'The router caches HTTP responses', B: 'The component instance is reused, so onMounted does not run again', C: 'Params are read-only', D: 'Lazy loading failed' },
      correct: 'B',
      explanation: 'Watch the param or prop to react to changes within the same route.',
    },
    {
      question: 'What does component: () => import("./Orders.vue") achieve?',
      options: { A: 'Server-side rendering', B: 'Eager loading at startup', C: 'Code splitting so the view loads on first visit', D: 'Automatic route naming' },
      correct: 'C',
      explanation: 'Dynamic imports create separate chunks.',
    },
  ],
  problems: [],
};
