import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'angular-2',
  order: 2,
  title: 'Templates, Bindings and Control Flow',
  description:
    'Bind data and events in templates and use @if, @for and @switch to render dynamic views.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Use interpolation, property, attribute, class and style bindings',
    'Handle DOM events with event binding',
    'Render conditionally and in loops with @if, @for and @switch',
    'Transform values with pipes and reference elements with template variables',
  ],
  lesson: `## Binding data

Angular templates are HTML extended with bindings that keep the view in sync with the component class.

\`\`\`html
<h2>{{ product.name | uppercase }}</h2>               <!-- interpolation with a pipe -->
<img [src]="product.imageUrl" [alt]="product.name" />  <!-- property binding -->
<button [disabled]="!inStock" (click)="addToCart()">Add</button> <!-- event binding -->
<td [attr.colspan]="span">Total</td>                   <!-- attribute binding -->
<div [class.active]="selected" [style.width.px]="width"></div>
\`\`\`

- \`{{ expr }}\` renders text; the expression is escaped, so user data cannot inject HTML.
- \`[property]="expr"\` sets a DOM **property** (not an attribute); \`[attr.x]\` sets a real attribute when no property exists, as for \`colspan\` or ARIA attributes.
- \`(event)="statement"\` calls code when the event fires; \`$event\` is the event object.
- \`[class.name]\` and \`[style.prop]\` toggle single classes and styles; \`[class]\` also accepts an object.

Template expressions should be simple and free of side effects; move logic to the class or to a computed signal.

## Built-in control flow

Angular's block syntax replaces the older \`*ngIf\` and \`*ngFor\` directives and needs no imports:

\`\`\`html
@if (user(); as u) {
  <p>Welcome back, {{ u.name }}</p>
} @else if (loading()) {
  <app-spinner />
} @else {
  <button (click)="login()">Log in</button>
}

<ul>
  @for (item of items(); track item.id; let i = $index, last = $last) {
    <li [class.last]="last">{{ i + 1 }}. {{ item.title }}</li>
  } @empty {
    <li>No items yet</li>
  }
</ul>

@switch (status()) {
  @case ('paid') { <span class="ok">Paid</span> }
  @case ('pending') { <span>Pending</span> }
  @default { <span>Unknown</span> }
}
\`\`\`

\`@for\` **requires** a \`track\` expression, which tells Angular how to identify items so it can reuse DOM nodes when the array changes; track a stable id, not the object itself when data is reloaded. Context variables include \`$index\`, \`$first\`, \`$last\`, \`$even\`, \`$odd\` and \`$count\`. The \`@empty\` block renders when the collection is empty. \`@let total = price() * qty();\` declares a local template variable.

## Pipes and template references

Pipes format values: \`date\`, \`currency\`, \`percent\`, \`json\`, \`async\`, and your own with \`@Pipe\`. Pure pipes only re-run when their input changes, so they are cheap. Chain them: \`{{ createdAt | date: 'medium' | lowercase }}\`.

A **template reference variable** names an element: \`<input #query />\` then \`(click)="search(query.value)"\`. The parentheses in \`user()\` and \`items()\` above read **signals**, the reactive state you learn next. Together, bindings and control flow cover almost every dynamic view: the class holds state, and the template declares how that state looks, without touching the DOM by hand.`,
  overview: {
    whatYouWillLearn: [
      'Interpolation and why it is escaped',
      'Property versus attribute bindings',
      'Event binding and the $event object',
      'The @if, @for and @switch blocks and @empty',
      'Why @for requires track and which context variables exist',
      'Pipes, @let and template reference variables',
    ],
    proTip:
      'Run ng generate @angular/core:control-flow to migrate old *ngIf and *ngFor templates to the block syntax automatically.',
  },
  mcqs: [
    {
      question: 'Which syntax binds a DOM property in an Angular template?',
      options: {
        A: 'Banana in a box: [(src)]="url"',
        B: 'A hash: #src="url"',
        C: 'An at-sign binding: @src="url"',
        D: 'Square brackets: [src]="url"',
      },
      correct: 'D',
      explanation: 'Square brackets bind a property to an expression.',
    },
    {
      question: 'Which syntax runs a method when a button is clicked?',
      options: {
        A: 'Parentheses: (click)="save()"',
        B: 'Square brackets: [click]="save()"',
        C: 'Double braces: {{ click: save() }}',
        D: 'An at sign: @click="save()"',
      },
      correct: 'A',
      explanation: 'Parentheses denote event binding in Angular.',
    },
    {
      question: 'What is required in every @for block?',
      options: {
        A: 'An @empty block after the loop',
        B: 'A let i = $index declaration',
        C: 'A track expression',
        D: 'An as alias for the collection',
      },
      correct: 'C',
      explanation: 'track identifies items so Angular can reuse DOM nodes efficiently.',
    },
    {
      question: 'When is the @empty block of a @for rendered?',
      options: {
        A: 'When the loop body has compile errors',
        B: 'When the iterated collection has no items',
        C: 'After the last item',
        D: 'While data is loading',
      },
      correct: 'B',
      explanation: '@empty provides content for an empty collection.',
    },
    {
      question: 'Why would you write [attr.colspan] instead of [colspan]?',
      options: {
        A: 'To bind an HTML attribute that has no matching DOM property',
        B: 'Because [colspan] binds once, and [attr.colspan] updates',
        C: 'To bind an event',
        D: 'To apply a CSS class',
      },
      correct: 'A',
      explanation: 'Attribute bindings set attributes such as colspan and aria-* directly.',
    },
    {
      question: 'What does {{ createdAt | date: "short" }} do?',
      options: {
        A: 'Calls a component method named date with createdAt',
        B: 'Sorts the value in ascending date order',
        C: 'Binds createdAt to a CSS variable named date',
        D: 'Formats createdAt with the date pipe',
      },
      correct: 'D',
      explanation: 'Pipes transform values for display, with optional arguments after a colon.',
    },
    {
      question: 'A user name contains <script>. What does {{ user.name }} render?',
      options: {
        A: 'It executes the script, as innerHTML would',
        B: 'It renders the text safely escaped',
        C: 'It throws an error',
        D: 'It renders nothing',
      },
      correct: 'B',
      explanation: 'Interpolation escapes content, preventing HTML injection.',
    },
    {
      question: 'Which context variable is true for the final item in a @for loop?',
      options: {
        A: '$first',
        B: '$count',
        C: '$last',
        D: '$odd',
      },
      correct: 'C',
      explanation: '$last is true for the last item; $count is the total number of items.',
    },
    {
      question:
        'How do you render a block only when a condition holds, using built-in control flow?',
      options: {
        A: '`*ngShow="cond"`',
        B: '`@when (cond) { ... }`',
        C: '`[if]="cond"`',
        D: '`@if (cond) { ... }`',
      },
      correct: 'D',
      explanation:
        'Built-in control flow uses `@if (condition) { ... }`, optionally followed by `@else`.',
    },
    {
      question: 'What does `#nameInput` on an element create?',
      options: {
        A: 'A CSS id selector, `#nameInput`, for the element',
        B: 'A template reference variable for that element',
        C: 'A two-way binding named nameInput on the component class',
        D: 'A private field with that name on the component class',
      },
      correct: 'B',
      explanation:
        '`#name` declares a template reference variable that other parts of the template can use.',
    },
    {
      question: "What does `@switch (status) { @case ('done') { ... } }` do?",
      options: {
        A: 'Runs every case whose value is truthy',
        B: "Changes `status` to 'done' when clicked",
        C: 'Renders the block of the case that matches `status`',
        D: 'Toggles two child components on each status change',
      },
      correct: 'C',
      explanation:
        '`@switch` renders the `@case` block whose value equals the expression, or `@default`.',
    },
    {
      question: 'Which built-in pipe formats a number as money in `{{ price | ... }}`?',
      options: {
        A: '`currency`',
        B: '`money`',
        C: "`number: 'money'`",
        D: '`decimal`',
      },
      correct: 'A',
      explanation: 'The `currency` pipe formats a number with a currency code or symbol.',
    },
  ],
  problems: [],
};
