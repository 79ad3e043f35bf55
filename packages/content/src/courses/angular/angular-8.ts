import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'angular-8',
  order: 8,
  title: 'HTTP, RxJS and Interceptors',
  description:
    'Talk to APIs with HttpClient, compose requests with RxJS operators, bridge to signals and add cross-cutting logic with interceptors.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Make typed HTTP requests with HttpClient',
    'Combine streams with switchMap, debounceTime and catchError',
    'Convert between observables and signals and use resource APIs',
    'Write functional interceptors for auth headers and errors',
  ],
  lesson: `## HttpClient

Enable it once with \`provideHttpClient(withFetch(), withInterceptors([authInterceptor]))\` in \`app.config.ts\`, then inject it into services:

\`\`\`ts
@Injectable({ providedIn: 'root' })
export class ProductApi {
  private http = inject(HttpClient);
  search(q: string) {
    return this.http.get<Product[]>('/api/products', { params: { q } });
  }
  create(p: NewProduct) {
    return this.http.post<Product>('/api/products', p);
  }
}
\`\`\`

HttpClient methods return **cold observables**: nothing is sent until something subscribes, and each subscription sends a new request. The generic type describes the expected body but is not validated at runtime.

## RxJS essentials

Observables model values over time. Operators transform them in a \`pipe\`:

\`\`\`ts
results = toSignal(
  toObservable(this.query).pipe(
    debounceTime(300),
    distinctUntilChanged(),
    switchMap((q) => this.api.search(q).pipe(catchError(() => of([])))),
  ),
  { initialValue: [] },
);
\`\`\`

- \`debounceTime\` waits for a pause in typing; \`distinctUntilChanged\` drops repeats.
- \`switchMap\` maps each value to a new request and **cancels** the previous one, perfect for search. \`concatMap\` queues requests in order (saving edits), \`mergeMap\` runs them in parallel, and \`exhaustMap\` ignores new values while one is running (preventing double submits).
- \`catchError\` handles failures; placing it **inside** the \`switchMap\` keeps the outer stream alive after an error.

## Observables and signals

\`toSignal\` subscribes for you and unsubscribes when the component is destroyed, turning a stream into state the template can read without the \`async\` pipe. \`toObservable\` goes the other way. Angular also offers \`resource\` and \`httpResource\`, which fetch reactively whenever the signals they read change and expose \`value()\`, \`isLoading()\` and \`error()\` signals:

\`\`\`ts
product = httpResource<Product>(() => \`/api/products/\${this.id()}\`);
\`\`\`

When you subscribe manually, clean up with \`takeUntilDestroyed()\` to avoid memory leaks.

## Interceptors

Interceptors are functions that see every request and response, ideal for cross-cutting concerns:

\`\`\`ts
export const authInterceptor: HttpInterceptorFn = (req, next) => {
  const token = inject(AuthService).token();
  const authReq = token ? req.clone({ setHeaders: { Authorization: \`Bearer \${token}\` } }) : req;
  return next(authReq).pipe(
    catchError((err: HttpErrorResponse) => {
      if (err.status === 401) inject(Router).navigate(['/login']);
      return throwError(() => err);
    }),
  );
};
\`\`\`

Requests are **immutable**, so you \`clone\` them to change headers. Interceptors run in the order they are listed for requests and in reverse for responses. Use them for auth headers, logging, retry with backoff (\`retry({ count: 2, delay: 500 })\`) and global error notifications. Only attach tokens to your own API's origin, never to third-party URLs.`,
  overview: {
    whatYouWillLearn: [
      'Configuring and injecting HttpClient',
      'Cold observables and when requests are sent',
      'switchMap, concatMap, mergeMap and exhaustMap semantics',
      'Error handling placement with catchError',
      'toSignal, toObservable, resource and httpResource',
      'Functional interceptors and immutable requests',
    ],
    proTip:
      'Test HTTP code with provideHttpClientTesting and HttpTestingController; you can assert exact URLs and flush fake responses.',
  },
  mcqs: [
    {
      question: 'When does this.http.get("/api/items") send the request?',
      options: {
        A: 'Immediately when get is called, like fetch does',
        B: 'When the observable is subscribed to',
        C: 'When the component that called it is destroyed',
        D: 'At application start, before any component loads',
      },
      correct: 'B',
      explanation: 'HttpClient observables are cold; subscribing triggers the request.',
    },
    {
      question: 'Which operator is best for a search box where only the latest request matters?',
      options: {
        A: 'combineLatestWith',
        B: 'mergeMap',
        C: 'switchMap',
        D: 'exhaustMap',
      },
      correct: 'C',
      explanation: 'switchMap cancels the previous inner request when a new value arrives.',
    },
    {
      question:
        'Which operator prevents duplicate submissions by ignoring clicks while a save is in flight?',
      options: {
        A: 'exhaustMap',
        B: 'distinctUntilChanged',
        C: 'debounceTime',
        D: 'map',
      },
      correct: 'A',
      explanation:
        'exhaustMap ignores new source values until the current inner observable completes.',
    },
    {
      question: 'Why put catchError inside the switchMap rather than after it in a search stream?',
      options: {
        A: 'It is faster',
        B: 'catchError placed after switchMap never sees errors from it',
        C: 'It retries the failed request automatically with the same search term',
        D: 'An error then ends only the inner request, not the outer stream',
      },
      correct: 'D',
      explanation:
        'An error reaching the outer stream completes it, so later searches would stop working.',
    },
    {
      question: 'How does an interceptor add a header to a request?',
      options: {
        A: 'By cloning req with setHeaders and passing the clone to next',
        B: 'By mutating req.headers directly before calling next(req)',
        C: 'By returning a string',
        D: 'By editing the default headers of the shared HttpClient instance',
      },
      correct: 'A',
      explanation: 'HttpRequest objects are immutable, so changes require a clone.',
    },
    {
      question: 'What does toSignal(obs$) take care of automatically?',
      options: {
        A: 'Retrying failed requests until the observable finally succeeds',
        B: 'Subscribing, then unsubscribing when its injection context is destroyed',
        C: 'Caching responses forever',
        D: 'Validating response types',
      },
      correct: 'B',
      explanation: 'toSignal manages the subscription lifetime for you.',
    },
    {
      question: 'What does httpResource provide?',
      options: {
        A: 'A WebSocket connection that pushes every server update into a signal',
        B: 'A service worker cache',
        C: 'A reactive request with value, loading and error signals',
        D: 'A mock backend',
      },
      correct: 'C',
      explanation:
        'It refetches when the signals in its URL function change and exposes state as signals.',
    },
    {
      question: 'Does http.get<Product[]>() verify at runtime that the response matches Product[]?',
      options: {
        A: 'Yes, it throws an HttpErrorResponse on any mismatch',
        B: 'Yes, it strips fields that `Product` does not declare',
        C: 'Only in development mode, where Angular checks JSON shapes',
        D: 'No, the type parameter is only a compile-time assertion, not a check',
      },
      correct: 'D',
      explanation:
        'TypeScript types vanish at runtime; validate untrusted data explicitly if needed.',
    },
    {
      question: 'What does `debounceTime(300)` do in a search stream?',
      options: {
        A: 'Delays every value by exactly 300 ms before emitting it',
        B: 'Emits a value only after 300 ms without a new one',
        C: 'Drops every value for the first 300 ms, then lets all through',
        D: 'Emits at most one value every 300 ms, always the first of each window',
      },
      correct: 'B',
      explanation:
        '`debounceTime` waits for a pause of the given length and then emits the latest value.',
    },
    {
      question: 'How does `switchMap` differ from `mergeMap`?',
      options: {
        A: 'switchMap runs requests in order; mergeMap runs them at random',
        B: 'switchMap works only with signals, mergeMap only with promises',
        C: 'They are aliases of the same operator',
        D: 'switchMap cancels the previous inner request; mergeMap keeps all',
      },
      correct: 'D',
      explanation:
        '`switchMap` unsubscribes from the previous inner observable on each new value; `mergeMap` runs them all concurrently.',
    },
    {
      question: 'How is a functional interceptor registered?',
      options: {
        A: '`provideHttpClient(withInterceptors([authInterceptor]))`',
        B: '`HttpClient.use(authInterceptor)`',
        C: '`@Interceptor()` on a class listed in the root providers array',
        D: '`bootstrapApplication(App, { interceptors: [authInterceptor] })`',
      },
      correct: 'A',
      explanation:
        'Functional interceptors are passed to `withInterceptors` inside `provideHttpClient`.',
    },
    {
      question: 'When does an observable returned by `HttpClient` complete?',
      options: {
        A: 'Never; it keeps emitting new values on every poll',
        B: 'When the component that created it is destroyed',
        C: 'After it emits the single response (or errors)',
        D: 'After the first subscriber calls `unsubscribe()`',
      },
      correct: 'C',
      explanation: 'An HttpClient observable emits one response and then completes, or errors.',
    },
  ],
  problems: [],
};
