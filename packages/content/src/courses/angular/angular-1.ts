import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'angular-1',
  order: 1,
  title: 'Angular Essentials and the CLI',
  description:
    'Create an Angular project with the CLI and understand standalone components, bootstrapping and the project layout.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Explain what Angular provides as a full framework',
    'Create, serve and build a project with the Angular CLI',
    'Write a standalone component with a selector, template and styles',
    'Bootstrap an application with providers in app.config.ts',
  ],
  lesson: `## A complete framework

**Angular** is a TypeScript framework maintained by Google. Unlike a UI library, it ships with everything a large application needs: components, a router, forms, an HTTP client, dependency injection, testing tools and a build system. Its opinionated structure makes big teams productive, and modern Angular has become much lighter: **standalone components** (no NgModules), **signals** for reactivity, a built-in **control flow** syntax and an esbuild/Vite based build.

## The CLI

\`\`\`bash
npm install -g @angular/cli
ng new shop            # asks about styles and server-side rendering
cd shop
ng serve               # dev server on http://localhost:4200
ng generate component product-card   # or: ng g c product-card
ng build               # optimised production build in dist/
\`\`\`

The CLI generates files that follow the style guide, so use it rather than creating files by hand.

## A standalone component

\`\`\`ts
import { Component } from '@angular/core';

@Component({
  selector: 'app-product-card',
  template: \`
    <article class="card">
      <h3>{{ name }}</h3>
      <p>{{ price }} EUR</p>
    </article>
  \`,
  styles: \`.card { padding: 1rem; border-radius: 8px; }\`,
})
export class ProductCard {
  name = 'Keyboard';
  price = 49.9;
}
\`\`\`

The \`@Component\` decorator turns a class into a component. The **selector** is the custom HTML tag used to place it (\`<app-product-card />\`); the **template** (inline or in a \`templateUrl\` file) is its HTML; **styles** are scoped to the component by default through view encapsulation, so they do not leak. Class fields are available in the template. Components are standalone by default in current versions; to use another component, directive or pipe in a template, list it in the \`imports\` array of the decorator.

## Bootstrapping

\`main.ts\` starts the app with a root component and an application configuration:

\`\`\`ts
// main.ts
import { bootstrapApplication } from '@angular/platform-browser';
import { appConfig } from './app/app.config';
import { App } from './app/app';
bootstrapApplication(App, appConfig);

// app.config.ts
export const appConfig: ApplicationConfig = {
  providers: [provideRouter(routes), provideHttpClient()],
};
\`\`\`

Application-wide features are enabled with \`provide*\` functions in this providers array. New projects are **zoneless** by default: Angular relies on signals and events rather than Zone.js to know when to update the view (chapter 9).

## Project layout

\`src/app\` holds your components, routes and services; \`angular.json\` configures builds; \`tsconfig.json\` enables strict TypeScript. Keep one component per file, group files by feature (\`products/\`, \`cart/\`), and let the CLI's lint and test commands keep the code healthy.`,
  overview: {
    whatYouWillLearn: [
      'What Angular includes compared with a UI library',
      'The main Angular CLI commands',
      'Selectors, templates and scoped styles of a component',
      'Standalone components and the imports array',
      'bootstrapApplication and provider functions in app.config.ts',
      'A feature-based project structure',
    ],
    proTip:
      'Run ng update regularly; Angular ships automatic migrations that rewrite your code for each new major version.',
  },
  mcqs: [
    {
      question: 'Which CLI command starts the Angular development server?',
      options: {
        A: 'ng build --watch',
        B: 'ng serve',
        C: 'ng dev',
        D: 'ng run dev',
      },
      correct: 'B',
      explanation: 'ng serve compiles the app and serves it with live reload on port 4200.',
    },
    {
      question: 'What does the selector of a component define?',
      options: {
        A: "The CSS class Angular adds to the component's root element",
        B: 'The route path',
        C: 'The HTML tag used to place the component in templates',
        D: 'The name of the root service that the component injects',
      },
      correct: 'C',
      explanation: 'A selector such as app-product-card becomes a custom element in templates.',
    },
    {
      question: 'How does a standalone component make another component available in its template?',
      options: {
        A: "By adding it to the decorator's `imports` array",
        B: 'By declaring it in the declarations array of a shared NgModule',
        C: 'By importing it in index.html',
        D: 'Automatically, without any configuration',
      },
      correct: 'A',
      explanation: 'Standalone components declare their template dependencies in imports.',
    },
    {
      question: 'By default, what happens to CSS written in a component styles property?',
      options: {
        A: 'It applies to the whole page',
        B: 'It is ignored in production',
        C: 'It is added to the global styles.css when the app is built',
        D: 'It is scoped to that component alone through view encapsulation',
      },
      correct: 'D',
      explanation: 'Emulated encapsulation rewrites selectors so styles stay inside the component.',
    },
    {
      question:
        'Where are application-wide providers such as the router registered in a standalone app?',
      options: {
        A: 'In the ApplicationConfig passed to bootstrapApplication',
        B: "In angular.json, under the project's build configuration",
        C: "In the providers array of the root AppComponent's @Component",
        D: 'In each component that needs them, through its own providers array',
      },
      correct: 'A',
      explanation: 'app.config.ts collects provide* functions for the whole application.',
    },
    {
      question: 'Which language are Angular applications written in?',
      options: {
        A: 'Dart',
        B: 'CoffeeScript',
        C: 'TypeScript',
        D: 'Elm',
      },
      correct: 'C',
      explanation: 'Angular is built with and for TypeScript.',
    },
    {
      question: 'Which command generates a new component with its files?',
      options: {
        A: 'ng new component',
        B: 'ng add @angular/component',
        C: 'ng create component --standalone',
        D: 'ng generate component',
      },
      correct: 'D',
      explanation:
        'ng generate component (ng g c) scaffolds a component following the style guide.',
    },
    {
      question: 'What does a zoneless Angular application rely on to schedule view updates?',
      options: {
        A: 'Polling the DOM every animation frame for changes to bound values',
        B: 'Signals, template events and explicit notifications, instead of Zone.js',
        C: 'A service worker',
        D: 'Zone.js patches applied lazily to async browser APIs',
      },
      correct: 'B',
      explanation: 'Without Zone.js Angular updates when signals change or events are handled.',
    },
    {
      question: 'Which command creates an Angular workspace with an application?',
      options: {
        A: '`ng init my-app`',
        B: '`ng create my-app`',
        C: '`ng new my-app`',
        D: '`ng setup my-app`',
      },
      correct: 'C',
      explanation: '`ng new` scaffolds a new workspace and initial application.',
    },
    {
      question: 'Which function starts a standalone Angular application in `main.ts`?',
      options: {
        A: '`platformBrowser().bootstrapModule()`',
        B: '`bootstrapApplication()`',
        C: '`startAngularApp()`',
        D: '`NgModule.bootstrap()`',
      },
      correct: 'B',
      explanation:
        'Standalone apps call `bootstrapApplication(AppComponent, appConfig)`; `bootstrapModule` is the NgModule-based way.',
    },
    {
      question: 'What does `ng build` produce by default?',
      options: {
        A: 'A dev server with live reload on port 4200',
        B: 'A Docker image of the application',
        C: 'Unit test reports for every component',
        D: 'An optimised production bundle in the `dist/` folder',
      },
      correct: 'D',
      explanation:
        '`ng build` compiles an optimised production build into `dist/`; `ng serve` runs the dev server.',
    },
    {
      question: "Which file holds the workspace's build and serve configuration?",
      options: {
        A: '`angular.json`',
        B: '`workspace.json`',
        C: '`tsconfig.json`',
        D: '`angular.config.ts`',
      },
      correct: 'A',
      explanation:
        '`angular.json` configures the projects, builders and options used by `ng build` and `ng serve`.',
    },
  ],
  problems: [],
};
