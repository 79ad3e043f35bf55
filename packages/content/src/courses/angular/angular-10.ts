import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'angular-10',
  order: 10,
  title: 'Testing, SSR and Deployment',
  description:
    'Test components and services, render on the server with hydration, and ship Angular apps to production.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Unit-test services and components with TestBed',
    'Choose between unit, component and end-to-end tests',
    'Enable server-side rendering, prerendering and hydration',
    'Build and deploy an optimised application',
  ],
  lesson: `## Unit and component tests

Angular projects include a unit test setup out of the box (new projects use **Vitest**; older ones Karma with Jasmine, and many teams use Jest). \`TestBed\` creates a testing module where you configure providers and render components:

\`\`\`ts
describe('CartBadge', () => {
  it('shows the number of items', async () => {
    const items = signal([{ id: 1 }, { id: 2 }]);
    await TestBed.configureTestingModule({
      imports: [CartBadge],
      providers: [{ provide: CartService, useValue: { items } }],
    }).compileComponents();

    const fixture = TestBed.createComponent(CartBadge);
    await fixture.whenStable();
    expect(fixture.nativeElement.textContent).toContain('2');

    items.set([]);
    await fixture.whenStable();
    expect(fixture.nativeElement.textContent).toContain('0');
  });
});
\`\`\`

Replace real dependencies with fakes through providers, set inputs with \`fixture.componentRef.setInput('name', value)\`, and wait for rendering with \`whenStable()\`. Pure services and functions are simplest: instantiate them with \`TestBed.inject()\` or even \`new\`. For HTTP, \`provideHttpClientTesting()\` lets you assert requests and flush fake responses. Angular Testing Library offers user-centric queries (by role and label) on top of TestBed.

**End-to-end** tests with Playwright or Cypress run the real app in a browser; keep them for critical journeys such as sign-up and checkout, since they are slower and more brittle.

## Server-side rendering and hydration

\`ng new --ssr\` or \`ng add @angular/ssr\` adds a Node server that renders pages to HTML. Users see content before JavaScript loads, and crawlers and link previews receive real HTML. **Hydration** (\`provideClientHydration()\`) then reuses the server-rendered DOM instead of recreating it, avoiding flicker; \`withEventReplay()\` records clicks that happen before the app is ready and replays them.

Routes can be configured per render mode: **prerendered** at build time (static marketing pages), **server** rendered per request (personalised pages) or **client** only (heavy dashboards). Code running on the server has no \`window\` or \`document\`; guard browser-only code with \`afterNextRender()\` or by checking the platform. Use \`HttpClient\` transfer caching so data fetched on the server is not requested again by the browser.

## Building and deploying

\`\`\`bash
ng build                   # production by default: optimised, hashed bundles in dist/
ng build --configuration staging
\`\`\`

Production builds are tree-shaken, minified and ahead-of-time compiled, with **budgets** in \`angular.json\` that fail the build when bundles grow too large. A client-only build is a folder of static files: host it on any CDN and configure a fallback so deep links serve \`index.html\`. SSR builds produce a Node server entry that you run in a container or on a platform with Node support.

Keep the app healthy: run \`ng update\` for each release, lint with angular-eslint, and run unit tests and a small end-to-end suite in CI on every pull request.`,
  overview: {
    whatYouWillLearn: [
      'Configuring TestBed with test doubles',
      'Setting inputs and waiting for stability in component tests',
      'Testing HTTP code with the testing backend',
      'The trade-offs of end-to-end tests',
      'SSR, hydration, event replay and per-route render modes',
      'Production builds, budgets and hosting options',
    ],
    proTip:
      'Add a deep-link fallback (serve index.html for unknown paths) to your static host before launch; otherwise refreshing any route except the home page returns 404.',
  },
  mcqs: [
    {
      question: 'How do you replace a real service with a fake in a component test?',
      options: {
        A: 'Edit the real service so it returns fake data in tests',
        B: 'Provide the fake with { provide: RealService, useValue: fake } in TestBed',
        C: 'Delete the service import',
        D: 'Set `window.RealService = fake` before configuring TestBed',
      },
      correct: 'B',
      explanation: 'TestBed providers override what the injector returns for the token.',
    },
    {
      question: 'How do you set an input on a component created with TestBed.createComponent?',
      options: {
        A: 'fixture.componentRef.setInput("name", value)',
        B: 'fixture.componentInstance.name.set(value)',
        C: 'TestBed.setInput(fixture, "name", value)',
        D: 'fixture.debugElement.inputs["name"] = value',
      },
      correct: 'A',
      explanation: 'setInput works with signal inputs and marks the component for update.',
    },
    {
      question: 'What does hydration do after server-side rendering?',
      options: {
        A: 'Deletes the server HTML and re-renders everything on the client',
        B: 'Compresses the HTML',
        C: 'Converts the server-rendered page into static files for a CDN',
        D: 'Reuses the server-rendered DOM and attaches the app to it',
      },
      correct: 'D',
      explanation: 'Hydration avoids destroying and recreating the DOM, preventing flicker.',
    },
    {
      question: 'What does withEventReplay() add to hydration?',
      options: {
        A: 'It records user events before the app is ready and replays them',
        B: 'It replays the HTTP requests made on the server, on the client again',
        C: 'It records videos for tests',
        D: 'It enables undo',
      },
      correct: 'A',
      explanation: 'Early clicks are no longer lost while JavaScript loads.',
    },
    {
      question: 'Which render mode suits a marketing page that is the same for every visitor?',
      options: {
        A: 'Client-only rendering',
        B: 'Server rendering per request',
        C: 'Prerendering it once at build time',
        D: 'Rendering in a web worker',
      },
      correct: 'C',
      explanation: 'Static content can be generated once during the build.',
    },
    {
      question: 'Why might code that reads window.innerWidth fail under SSR?',
      options: {
        A: 'window is read-only under SSR, so even reading a property throws',
        B: 'Angular forbids reading browser globals in components',
        C: 'It is deprecated',
        D: 'window does not exist in the Node server environment',
      },
      correct: 'D',
      explanation:
        'Browser globals are unavailable on the server; use afterNextRender for browser-only code.',
    },
    {
      question:
        'What happens when a production build exceeds a budget configured in angular.json as an error?',
      options: {
        A: 'The build fails',
        B: 'The build splits the bundle automatically',
        C: 'Only a warning is printed',
        D: 'Tests are skipped',
      },
      correct: 'A',
      explanation: 'Budgets guard against accidental bundle growth.',
    },
    {
      question:
        'Which kind of test should cover the checkout journey across pages in a real browser?',
      options: {
        A: 'A pure function unit test of the checkout logic',
        B: 'An end-to-end test with Playwright or Cypress',
        C: 'A `TestBed` service test with `HttpTestingController`',
        D: 'A lint rule',
      },
      correct: 'B',
      explanation: 'End-to-end tests exercise the whole running application like a user.',
    },
    {
      question: 'What does `fixture.detectChanges()` do in a component test?',
      options: {
        A: 'Checks that the component and its template have no TypeScript errors',
        B: 'Compares the DOM with a saved snapshot',
        C: "Runs change detection so the DOM reflects the component's state",
        D: 'Waits for every pending `HttpClient` request to finish',
      },
      correct: 'C',
      explanation:
        '`detectChanges` runs change detection, updating the rendered DOM to match the component.',
    },
    {
      question: 'Where does `ng build` put the files you deploy?',
      options: {
        A: 'In `src/`, next to the sources they were compiled from',
        B: 'In `dist/`, ready for a static host or a Node server',
        C: 'In `node_modules/.cache`, where the CLI keeps its build cache',
        D: 'In `public/`, overwriting the static assets that were already there',
      },
      correct: 'B',
      explanation:
        'The build output goes to `dist/<project>`, with browser files and, for SSR, a server bundle.',
    },
    {
      question: 'Why use `HttpTestingController` in a service test?',
      options: {
        A: 'To start a real backend on a random port',
        B: 'To record real responses from the server once and replay them later',
        C: 'To measure how long each HTTP call takes',
        D: 'To assert requests and flush fake responses without a network',
      },
      correct: 'D',
      explanation:
        'It intercepts requests made through HttpClient so the test can check them and reply with fake data.',
    },
    {
      question: 'What does prerendering produce for a route?',
      options: {
        A: 'Static HTML generated at build time',
        B: 'HTML rendered on the server for every request',
        C: 'A client-only JavaScript bundle with no HTML',
        D: 'A PDF snapshot of each page for printing',
      },
      correct: 'A',
      explanation:
        'Prerendering (static site generation) renders the route to HTML once, during the build.',
    },
  ],
  problems: [],
};
