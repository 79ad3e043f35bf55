import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'angular-9',
  order: 9,
  title: 'Change Detection and Performance',
  description:
    'Understand how Angular updates the view, go zoneless with OnPush components and speed up apps with @defer.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Explain how change detection decides which components to check',
    'Compare Zone.js-based and zoneless change detection',
    'Use OnPush and signals to minimise checking',
    'Defer heavy parts of a template with @defer triggers',
  ],
  lesson: `## What change detection does

Angular keeps the DOM in sync with component state by running **change detection**: it walks the component tree, evaluates template bindings and updates the DOM where values changed. Two questions matter for performance: **when** does it run, and **which components** does it check?

## Zone.js and zoneless

Historically Angular used **Zone.js**, which patches browser APIs (events, timers, promises, XHR) to learn when *any* asynchronous task finished, then checked the whole application. It is convenient but coarse: a \`setInterval\` in a third-party library triggered change detection across the app.

Modern Angular applications are **zoneless** (\`provideZonelessChangeDetection()\`, the default for new projects). Angular schedules change detection only when it is notified: a signal read by a template changes, a template event handler runs, \`markForCheck()\` is called, or the async pipe receives a value. Benefits: smaller bundles, no monkey-patching, clearer stack traces and fewer unnecessary checks. Code that mutates plain fields inside a \`setTimeout\` must switch to signals, because nothing tells Angular about the change.

## OnPush

\`\`\`ts
@Component({
  selector: 'app-row',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: \`{{ item().name }} - {{ total() }}\`,
})
export class Row {
  item = input.required<Item>();
  total = computed(() => this.item().price * this.item().qty);
}
\`\`\`

An **OnPush** component is skipped during change detection unless one of its inputs changed by reference, an event occurred inside it, or a signal it reads changed. With signals, Angular can even refresh just the affected component rather than the whole path. Because OnPush compares input references, always pass new objects instead of mutating old ones. Making every component OnPush with signal-based state is today's recommended default.

## @defer

Deferrable views split parts of a template into lazily loaded chunks:

\`\`\`html
@defer (on viewport; prefetch on idle) {
  <app-comments [postId]="id()" />
} @placeholder (minimum 300ms) {
  <p>Comments</p>
} @loading (after 150ms) {
  <app-spinner />
} @error {
  <p>Could not load comments.</p>
}
\`\`\`

The components, directives and pipes used only inside \`@defer\` are moved to a separate bundle. Triggers include \`on idle\` (default), \`on viewport\`, \`on interaction\`, \`on hover\`, \`on timer(2s)\` and \`when condition\`. With server-side rendering, **incremental hydration** (\`hydrate on viewport\`) keeps deferred server-rendered HTML static until it is needed.

## More wins

- Use \`track\` with stable ids in \`@for\` so rows are reused.
- Keep template expressions cheap; move work into \`computed\` or pure pipes.
- Lazy load routes and analyse bundles with \`ng build --stats-json\` and a bundle analyser.
- Profile with **Angular DevTools**, which shows how long each change detection cycle and component took.`,
  overview: {
    whatYouWillLearn: [
      'What a change detection cycle checks and updates',
      'How Zone.js triggered change detection and its costs',
      'Which notifications schedule change detection in zoneless apps',
      'OnPush skipping rules and immutable inputs',
      'Deferrable views, their blocks and triggers',
      'Incremental hydration and profiling with Angular DevTools',
    ],
    proTip:
      'Migrating to zoneless? First make components OnPush and move mutable fields to signals; if the app works under OnPush it will almost always work zoneless.',
  },
  mcqs: [
    {
      question: 'How did Zone.js let Angular know when to run change detection?',
      options: {
        A: 'By polling the DOM when Angular asked to run change detection',
        B: 'By patching async browser APIs and telling Angular whenever tasks ended',
        C: 'By compiling templates to WebAssembly code that watches every variable',
        D: 'By using service workers',
      },
      correct: 'B',
      explanation: 'Zone.js monkey-patches events, timers and promises to observe async work.',
    },
    {
      question:
        'In a zoneless app, a component sets this.count = 5 (a plain field) inside setTimeout. What happens?',
      options: {
        A: 'The view updates immediately',
        B: 'Angular throws an ExpressionChanged error for the plain field',
        C: 'The view may not update, because nothing notified Angular of the change',
        D: 'The timer is cancelled',
      },
      correct: 'C',
      explanation: 'Zoneless change detection needs a notification such as a signal change.',
    },
    {
      question: 'When is an OnPush component checked?',
      options: {
        A: 'When inputs change by reference, its events fire, or its signals change',
        B: 'On every change detection cycle of the app, exactly like Default components',
        C: 'Only once at creation',
        D: 'Only when the route changes',
      },
      correct: 'A',
      explanation: 'OnPush skips the component unless one of these conditions marks it dirty.',
    },
    {
      question:
        'An OnPush child receives an array input and the parent pushes an item into the same array. What is the problem?',
      options: {
        A: 'Arrays must be passed as `readonly` inputs',
        B: 'push is rejected at compile time on arrays that are bound to inputs',
        C: 'The child is destroyed',
        D: 'The reference did not change, so the child may not re-render',
      },
      correct: 'D',
      explanation: 'OnPush compares references; create a new array instead of mutating.',
    },
    {
      question: 'What is the default trigger of a @defer block without parameters?',
      options: {
        A: 'on viewport',
        B: 'on idle',
        C: 'on interaction',
        D: 'on immediate',
      },
      correct: 'B',
      explanation: 'A bare @defer loads when the browser is idle.',
    },
    {
      question: 'What happens to components used only inside a @defer block?',
      options: {
        A: 'They are moved into a separately loaded chunk',
        B: 'They are rendered only on the server, never in the browser',
        C: "They are dropped from the app's production build",
        D: 'They become OnPush components automatically at build time',
      },
      correct: 'A',
      explanation: 'Deferrable views split their dependencies out of the initial bundle.',
    },
    {
      question: 'What does @placeholder (minimum 300ms) ensure?',
      options: {
        A: 'The deferred content starts loading after exactly 300ms of idle',
        B: 'The placeholder is shown only after 300ms have passed',
        C: 'It stays at least 300ms, avoiding flicker',
        D: 'The defer block times out and gives up after 300ms',
      },
      correct: 'C',
      explanation: 'minimum prevents the placeholder from flashing briefly.',
    },
    {
      question: 'Which tool shows how long each change detection cycle and component took?',
      options: {
        A: 'A Lighthouse performance report in Chrome',
        B: 'npm audit',
        C: "The browser's Network panel waterfall",
        D: 'The Angular DevTools profiler tab',
      },
      correct: 'D',
      explanation: 'The Angular DevTools profiler records change detection timing per component.',
    },
    {
      question: 'Which `@defer` trigger loads the content when it scrolls into view?',
      options: {
        A: '`on interaction`',
        B: '`on scroll`',
        C: '`when visible`',
        D: '`on viewport`',
      },
      correct: 'D',
      explanation: '`on viewport` starts loading when the placeholder enters the viewport.',
    },
    {
      question: 'Which provider makes an application zoneless?',
      options: {
        A: '`provideNoopZone()`',
        B: '`provideZonelessChangeDetection()`',
        C: '`provideZoneChangeDetection({ enabled: false })`',
        D: '`withoutZone()`',
      },
      correct: 'B',
      explanation: '`provideZonelessChangeDetection()` runs Angular without Zone.js.',
    },
    {
      question: 'What does `changeDetection: ChangeDetectionStrategy.OnPush` do?',
      options: {
        A: 'Skips checking the component unless its inputs, events or signals mark it',
        B: 'Runs change detection on every mouse move for the component',
        C: "Pushes every change in the component's state to the server right away",
        D: 'Detects changes only once, at creation, and never again',
      },
      correct: 'A',
      explanation:
        'OnPush components are checked only when marked dirty by a new input reference, an event inside them or a signal they read.',
    },
    {
      question: 'What does a `@loading` block inside `@defer` show?',
      options: {
        A: 'Content shown before the trigger fires',
        B: 'Content shown if loading the deferred chunk fails with an error',
        C: 'Content shown while the deferred chunk is being fetched',
        D: 'A progress bar that Angular draws automatically for the whole page',
      },
      correct: 'C',
      explanation:
        '`@loading` is shown while the chunk loads; `@placeholder` before the trigger and `@error` on failure.',
    },
  ],
  problems: [],
};
