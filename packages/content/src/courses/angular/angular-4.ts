import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'angular-4',
  order: 4,
  title: 'Component Communication',
  description:
    'Pass data into components with input(), send events out with output(), and create two-way bindings with model().',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Declare signal inputs, required inputs and input transforms',
    'Emit events to parents with output()',
    'Build two-way bindable components with model()',
    'Project content with ng-content and query children with viewChild',
  ],
  lesson: `## Inputs

Parents pass data to children through **inputs**. Modern Angular declares them with the \`input()\` function, which returns a read-only signal:

\`\`\`ts
import { Component, input, output, computed, booleanAttribute } from '@angular/core';

@Component({
  selector: 'app-product-card',
  template: \`
    <h3>{{ product().name }}</h3>
    <p>{{ priceLabel() }}</p>
    <button [disabled]="soldOut()" (click)="addToCart.emit(product().id)">Add</button>
  \`,
})
export class ProductCard {
  product = input.required<Product>();
  currency = input('EUR');                       // optional with default
  soldOut = input(false, { transform: booleanAttribute });
  addToCart = output<string>();
  priceLabel = computed(() => \`\${this.product().price} \${this.currency()}\`);
}
\`\`\`

\`\`\`html
<app-product-card [product]="p" currency="USD" soldOut (addToCart)="onAdd($event)" />
\`\`\`

\`input.required\` makes the compiler report a missing binding. Because inputs are signals, you can derive values from them with \`computed\` instead of implementing lifecycle hooks such as \`ngOnChanges\`. A **transform** converts the raw value, for example \`booleanAttribute\` turns the bare attribute \`soldOut\` into \`true\`. An alias renames the public name: \`input('', { alias: 'label' })\`.

## Outputs

\`output<T>()\` creates an event emitter. The child calls \`emit(value)\` and the parent listens with event binding; the emitted value arrives as \`$event\`. Data flows **down** through inputs and **up** through outputs, so every component remains reusable and testable. A child never changes data it received; it asks the owner to change it.

## Two-way binding with model()

For components that edit a value, \`model()\` declares a writable input that automatically has a matching output named \`<name>Change\`:

\`\`\`ts
@Component({
  selector: 'app-rating',
  template: \`@for (star of [1,2,3,4,5]; track star) {
    <button (click)="value.set(star)">{{ star <= value() ? '★' : '☆' }}</button>
  }\`,
})
export class Rating {
  value = model(0);
}
\`\`\`

\`\`\`html
<app-rating [(value)]="userRating" />
\`\`\`

The "banana in a box" syntax \`[(value)]\` combines \`[value]\` and \`(valueChange)\`. When bound to a writable signal in the parent, both stay in sync.

## Content projection and queries

\`<ng-content />\` renders whatever the parent placed between the component's tags; named slots use \`<ng-content select="[card-title]" />\`. To access a child component or element from the class, use signal queries: \`chart = viewChild(ChartComponent)\` or \`viewChild.required<ElementRef>('canvas')\`, and \`contentChildren(TabComponent)\` for projected children. These return signals, so they update automatically when the children change.

Keep components small and focused: presentational components that only use inputs and outputs are easy to reuse, while a few container components talk to services and pass plain data down. This split makes most of your UI trivial to test and to show in a component catalogue such as Storybook.`,
  overview: {
    whatYouWillLearn: [
      'Signal inputs, required inputs, defaults, aliases and transforms',
      'Deriving values from inputs with computed',
      'Emitting events with output() and reading $event',
      'Two-way binding with model() and the [( )] syntax',
      'Content projection with ng-content and select',
      'Signal-based viewChild and contentChildren queries',
    ],
    proTip:
      'Prefer input.required for data a component cannot work without; the template type checker then catches missing bindings at build time.',
  },
  mcqs: [
    {
      question: 'What does input() return in a component class?',
      options: {
        A: 'A plain mutable field that Angular writes to',
        B: 'An EventEmitter',
        C: 'A read-only signal holding the value bound by the parent',
        D: 'An Observable (`input$`) of the value',
      },
      correct: 'C',
      explanation: 'Signal inputs are read by calling them, like any signal.',
    },
    {
      question: 'What happens if a parent omits a binding for input.required<Product>()?',
      options: {
        A: 'The template compiler reports an error',
        B: 'The input silently defaults to null until it is bound',
        C: 'The app crashes, but only in production builds',
        D: 'Angular creates an empty Product instance',
      },
      correct: 'A',
      explanation: 'Required inputs are enforced at compile time.',
    },
    {
      question: 'How does a parent receive the value passed to this.saved.emit(id)?',
      options: {
        A: 'Through a required input that the parent declares',
        B: 'By reading `child.saved()` as a signal in the parent',
        C: 'Through the constructor',
        D: 'As $event in (saved)="onSaved($event)"',
      },
      correct: 'D',
      explanation: 'Outputs are handled with event binding and the payload is $event.',
    },
    {
      question: 'What does the transform booleanAttribute do for an input?',
      options: {
        A: 'Validates that the attribute value is exactly "true" or "false"',
        B: 'Converts attribute presence such as <x disabled> into true',
        C: 'Makes the input required',
        D: 'Renames the input',
      },
      correct: 'B',
      explanation: 'A bare attribute is an empty string, which booleanAttribute converts to true.',
    },
    {
      question: 'Which declaration enables [(value)] two-way binding on a component?',
      options: {
        A: 'value = model(0)',
        B: 'value = input<number>(0)',
        C: 'value = output<number>()',
        D: 'value = signal(0)',
      },
      correct: 'A',
      explanation: 'model creates a writable input plus a valueChange output.',
    },
    {
      question: '[(value)]="rating" is shorthand for which pair of bindings?',
      options: {
        A: '[value]="rating" and (change)="rating = $event"',
        B: '(value)="rating" and [valueChange]="rating"',
        C: '[ngModel]="rating" and (ngModelChange)="rating = $event"',
        D: '[value]="rating" and (valueChange)="rating = $event"',
      },
      correct: 'D',
      explanation: 'Banana-in-a-box combines a property binding with a <name>Change event.',
    },
    {
      question: 'What does <ng-content select="[card-title]" /> do?',
      options: {
        A: 'Queries the first child whose id is card-title',
        B: "Projects only the parent's content that matches the selector",
        C: "Loads a lazy route named card-title into the card's outlet",
        D: 'Creates a new input',
      },
      correct: 'B',
      explanation: 'select picks which projected nodes go into that slot.',
    },
    {
      question: 'Why prefer computed over ngOnChanges for values derived from inputs?',
      options: {
        A: 'ngOnChanges was removed from Angular as of version 17',
        B: 'computed runs once on the server, so it costs nothing on the client',
        C: 'Signal inputs keep it declarative and always current',
        D: 'computed can write back to the inputs when they are out of date',
      },
      correct: 'C',
      explanation: 'A computed reading input signals recalculates only when they change.',
    },
    {
      question: 'How does a child component declare an output named `saved` in modern Angular?',
      options: {
        A: '`saved = input<number>()`',
        B: '`saved = signal<number>(0)`',
        C: '`@Output saved = emit<number>()`',
        D: '`saved = output<number>()`',
      },
      correct: 'D',
      explanation: 'The `output()` function declares an output whose `emit()` notifies the parent.',
    },
    {
      question: 'What does `viewChild(ChartComponent)` return?',
      options: {
        A: 'A new instance of ChartComponent for the parent',
        B: 'A signal holding the first matching child in the view',
        C: 'An array of every ChartComponent in the app',
        D: 'An observable that emits whenever a chart is clicked',
      },
      correct: 'B',
      explanation:
        '`viewChild` is a signal query that holds the first matching element or component in the view (or undefined).',
    },
    {
      question: 'Can a component change its own `input()` signal with `.set()`?',
      options: {
        A: 'No; it is read-only, and only the parent supplies it',
        B: "Yes, and the new value is copied back into the parent's field",
        C: 'Yes, but only inside ngOnInit',
        D: 'Only if the input is declared `required`',
      },
      correct: 'A',
      explanation:
        '`input()` returns a read-only signal; for a value both sides change, use `model()`.',
    },
    {
      question: 'Where does projected content appear in a child component?',
      options: {
        A: "Always before the child's own template",
        B: 'Into the child\'s first `<div class="content">` element',
        C: 'Wherever its template places `<ng-content />`',
        D: 'Into a `content` input that the child must declare',
      },
      correct: 'C',
      explanation:
        "Content passed between a component's tags is rendered where its template has `<ng-content />`.",
    },
  ],
  problems: [],
};
