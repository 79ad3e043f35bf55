import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'angular-6',
  order: 6,
  title: 'Routing and Navigation',
  description:
    'Build multi-page applications with the Angular Router: routes, parameters, lazy loading, guards and resolvers.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Configure routes with provideRouter and render them in router-outlet',
    'Read route parameters as component inputs',
    'Lazy load components and route groups',
    'Protect routes with functional guards and load data with resolvers',
  ],
  lesson: `## Defining routes

\`\`\`ts
// app.routes.ts
import { Routes } from '@angular/router';

export const routes: Routes = [
  { path: '', component: Home, title: 'Home' },
  { path: 'products', component: ProductList, title: 'Products' },
  { path: 'products/:id', component: ProductDetail },
  {
    path: 'admin',
    canActivate: [authGuard],
    loadChildren: () => import('./admin/admin.routes').then((m) => m.ADMIN_ROUTES),
  },
  { path: 'settings', loadComponent: () => import('./settings/settings').then((m) => m.Settings) },
  { path: 'old-shop', redirectTo: 'products', pathMatch: 'full' },
  { path: '**', component: NotFound },
];

// app.config.ts
providers: [provideRouter(routes, withComponentInputBinding())]
\`\`\`

The router matches the URL against the routes **in order** and the first match wins, so the wildcard \`**\` must come last. \`pathMatch: 'full'\` on redirects means the whole URL must match, not just a prefix. The matched component renders inside \`<router-outlet />\` in the parent template, and \`title\` sets the document title.

## Navigating

\`\`\`html
<a routerLink="/products" routerLinkActive="active">Products</a>
<a [routerLink]="['/products', product.id]">{{ product.name }}</a>
\`\`\`

\`routerLink\` navigates without reloading the page; \`routerLinkActive\` adds a class when the link's route is active. In code, inject \`Router\` and call \`router.navigate(['/products', id], { queryParams: { tab: 'reviews' } })\`.

## Parameters as inputs

With \`withComponentInputBinding()\`, route parameters, query parameters and resolved data are bound to component **inputs** of the same name:

\`\`\`ts
export class ProductDetail {
  id = input.required<string>();             // from :id
  private api = inject(ProductApi);
  product = toSignal(toObservable(this.id).pipe(switchMap((id) => this.api.get(id))));
}
\`\`\`

When only the parameter changes (from product 1 to product 2), Angular **reuses** the component instance and updates the input, so derive data reactively instead of loading once in the constructor.

## Lazy loading

\`loadComponent\` and \`loadChildren\` split features into separate chunks downloaded only when the user navigates there, keeping the initial bundle small. Child route files can declare their own \`providers\`, creating an environment injector scoped to that feature.

## Guards and resolvers

Guards are plain functions that can use \`inject()\`:

\`\`\`ts
export const authGuard: CanActivateFn = () => {
  const auth = inject(AuthService);
  return auth.isLoggedIn() ? true : inject(Router).createUrlTree(['/login']);
};
\`\`\`

Returning a \`UrlTree\` redirects. \`canMatch\` decides whether a route may match at all (useful for role-based variants), \`canDeactivate\` can warn about unsaved changes, and a \`resolve\` function loads data before activation. Guards improve user experience only; the server must still authorise every request.

## Putting it together

A typical application has a small eager shell (header, navigation, home page) and lazy feature areas, each with its own route file, providers and guards. Keep route paths in one place per feature, give every route a meaningful title for accessibility and browser history, and use a wildcard route to show a friendly not-found page instead of a blank screen.`,
  overview: {
    whatYouWillLearn: [
      'Route configuration, order and the wildcard route',
      'Redirects and pathMatch full',
      'routerLink, routerLinkActive and programmatic navigation',
      'Binding route parameters to component inputs and component reuse',
      'Lazy loading with loadComponent and loadChildren',
      'Functional guards, UrlTree redirects and resolvers',
    ],
    proTip:
      'Add withPreloading(PreloadAllModules) or a custom strategy so lazy chunks download in the background after the first page is shown.',
  },
  mcqs: [
    {
      question: 'Why must the { path: "**" } route come last?',
      options: {
        A: 'Routes are matched in order and ** matches everything',
        B: 'Angular sorts routes by name, and ** sorts first',
        C: 'It is required by TypeScript',
        D: 'It only works at the end of a file',
      },
      correct: 'A',
      explanation:
        'The first matching route wins, so a wildcard earlier would shadow later routes.',
    },
    {
      question: 'What does withComponentInputBinding() enable?',
      options: {
        A: "Two-way binding between form controls and the router's state",
        B: 'Server-side rendering',
        C: 'Binding route and query parameters to component inputs',
        D: 'Lazy loading',
      },
      correct: 'C',
      explanation: 'Parameters and resolved data are passed to inputs with matching names.',
    },
    {
      question: 'Which route property loads a standalone component only when the route is visited?',
      options: {
        A: 'deferComponent',
        B: 'loadChildren',
        C: 'loadStandalone',
        D: 'loadComponent',
      },
      correct: 'D',
      explanation: 'loadComponent uses a dynamic import to create a separate chunk.',
    },
    {
      question: 'What does a functional guard return to redirect the user to /login?',
      options: {
        A: 'false',
        B: 'A UrlTree for /login, built with router.createUrlTree',
        C: 'A string "/login" that the router navigates to',
        D: 'An HTTP 302 response with a Location header',
      },
      correct: 'B',
      explanation: 'Returning a UrlTree cancels the navigation and navigates there instead.',
    },
    {
      question:
        'The user navigates from /products/1 to /products/2. What happens to ProductDetail?',
      options: {
        A: 'A new instance is always created and the old one destroyed',
        B: 'The whole app reloads to show the new product page',
        C: 'Navigation is blocked until the old view is destroyed',
        D: 'The instance is reused and its id input changes',
      },
      correct: 'D',
      explanation: 'Same route, different parameter: Angular reuses the component.',
    },
    {
      question: 'Which directive adds a CSS class to a link when its route is active?',
      options: {
        A: 'routerLinkActive',
        B: 'routerOutlet',
        C: 'ngClass',
        D: 'routerActiveClass',
      },
      correct: 'A',
      explanation: 'routerLinkActive toggles the given class according to the current URL.',
    },
    {
      question: 'Which guard type can warn about unsaved changes when leaving a page?',
      options: {
        A: 'canActivateChild',
        B: 'canMatch',
        C: 'canDeactivate',
        D: 'resolve',
      },
      correct: 'C',
      explanation: 'canDeactivate runs when navigating away from the current route.',
    },
    {
      question: 'Why are route guards not a security boundary on their own?',
      options: {
        A: 'They run too late',
        B: 'They run in the browser, where users can bypass them',
        C: 'They only work with lazy routes, not eager ones',
        D: 'They cannot use inject()',
      },
      correct: 'B',
      explanation:
        'Guards run in the browser and can be bypassed, so the server must still authorise every API request.',
    },
    {
      question: 'How do you navigate from component code to `/products/42`?',
      options: {
        A: "`this.router.go('/products/42')`",
        B: "`window.location.navigateTo('/products/42')`",
        C: "`this.router.navigate(['/products', 42])`",
        D: "`this.route.navigate('/products', { id: 42 })`",
      },
      correct: 'C',
      explanation:
        '`Router.navigate` takes an array of path segments (or use `navigateByUrl` with a string).',
    },
    {
      question: "Which element marks where the router renders the active route's component?",
      options: {
        A: '`<router-viewport />`',
        B: '`<router-outlet />`',
        C: '`<ng-route />`',
        D: '`<router-content />`',
      },
      correct: 'B',
      explanation:
        '`<router-outlet />` is the placeholder the router fills with the matched component.',
    },
    {
      question:
        'With `withComponentInputBinding()`, how does a component read the `:id` route parameter?',
      options: {
        A: 'Through `window.location.id`',
        B: 'Through `this.router.params.id`',
        C: 'Through a constructor argument named `id`',
        D: 'Through an input named `id`',
      },
      correct: 'D',
      explanation: 'Component input binding passes route parameters to inputs with the same name.',
    },
    {
      question: 'What does a route resolver do?',
      options: {
        A: 'Fetches route data before activation',
        B: 'Resolves lazy routes into eager ones at build time',
        C: 'Turns relative URLs into absolute ones',
        D: 'Decides which route matches a URL when two could',
      },
      correct: 'A',
      explanation:
        'A resolver fetches data the route needs and the router waits for it before activating the route.',
    },
  ],
  problems: [],
};
