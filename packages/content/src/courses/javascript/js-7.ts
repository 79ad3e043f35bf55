import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'js-7',
  order: 7,
  title: 'Classes, Prototypes and this',
  description:
    'Build objects with classes, understand the prototype chain underneath, and predict the value of this.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Define classes with constructors, methods, getters and static members',
    'Extend classes with extends and super',
    'Explain how the prototype chain resolves properties',
    'Predict this in methods, arrow functions and detached callbacks',
  ],
  lesson: `## Classes

A class is a template for creating objects that share behaviour. The \`constructor\` runs when you call \`new\`, and methods are shared by all instances.

\`\`\`javascript
class Account {
  #balance = 0;                 // private field: inaccessible outside the class
  static count = 0;             // belongs to the class, not to instances

  constructor(owner) {
    this.owner = owner;
    Account.count++;
  }
  deposit(amount) {
    if (amount <= 0) throw new RangeError('amount must be positive');
    this.#balance += amount;
    return this;                // returning this allows chaining
  }
  get balance() { return this.#balance; } // read like a property: acc.balance
}

const acc = new Account('Ada').deposit(50).deposit(25);
console.log(acc.balance); // 75
\`\`\`

Fields whose names start with \`#\` are truly private: accessing \`acc.#balance\` outside the class is a syntax error. Getters and setters let you expose computed or validated properties without changing how callers use them.

## Inheritance

\`extends\` creates a subclass. A subclass constructor must call \`super(...)\` before it uses \`this\`, and a method can call the parent's version with \`super.method()\`.

\`\`\`javascript
class Savings extends Account {
  constructor(owner, rate) {
    super(owner);
    this.rate = rate;
  }
  addInterest() { return this.deposit(this.balance * this.rate); }
}
\`\`\`

Prefer shallow hierarchies; composing small objects is often simpler than deep inheritance trees.

## Prototypes under the hood

Classes are syntax over JavaScript's **prototype** system. Every object has an internal link to another object, its prototype. When you read a property, the engine looks on the object itself, then on its prototype, then on that object's prototype, and so on until it reaches \`null\`. Methods declared in a class live once on \`Account.prototype\`, which is why all instances share them. \`Object.getPrototypeOf(acc) === Account.prototype\` is true, and \`acc instanceof Account\` checks whether \`Account.prototype\` appears in the chain.

## The value of this

\`this\` is decided by **how a function is called**, not where it is defined:

- \`obj.method()\` sets \`this\` to \`obj\`.
- A plain call \`fn()\` gives \`undefined\` in strict mode, which classes and modules always use.
- \`new C()\` sets \`this\` to the newly created object.
- \`fn.call(x)\`, \`fn.apply(x)\` and \`fn.bind(x)\` set it explicitly.
- **Arrow functions** have no \`this\` of their own; they use the \`this\` of the surrounding code.

The most common bug is passing a method as a callback: \`setTimeout(acc.deposit, 1000, 5)\` hands over only the function, so when the timer fires the method no longer runs with \`acc\` as \`this\` (a detached plain call gets \`undefined\`; browsers call timer callbacks with the global object and Node.js with its \`Timeout\` object), and reading \`this.#balance\` throws a \`TypeError\`. Fix it with \`acc.deposit.bind(acc)\` or, clearer, a wrapper arrow: \`setTimeout(() => acc.deposit(5), 1000)\`.`,
  overview: {
    whatYouWillLearn: [
      'Class constructors initialise instances, and methods are shared through the prototype',
      'Fields prefixed with # are private and enforced by the language',
      'Subclasses must call super before using this in their constructor',
      'Property lookup walks the prototype chain until it reaches null',
      'this depends on the call site: method call, plain call, new, or explicit binding',
      'Arrow functions inherit this from their enclosing scope',
    ],
    proTip:
      'When passing a method as a callback, wrap it in an arrow function at the call site; it keeps this correct and makes the arguments explicit.',
  },
  mcqs: [
    {
      question: 'What must a subclass constructor do before it can use this?',
      options: {
        A: 'Call super()',
        B: 'Call Object.create()',
        C: 'Declare a static field',
        D: 'Return a new object',
      },
      correct: 'A',
      explanation:
        'In a derived class, this is uninitialised until super() has run the parent constructor.',
    },
    {
      question: 'Where are the methods declared in a class body stored?',
      options: {
        A: 'Copied onto every new instance each time the constructor runs',
        B: 'In a global registry',
        C: 'Once on the class prototype, shared by all instances',
        D: "Stored in the class body's constructor, recreated per instance",
      },
      correct: 'C',
      explanation:
        'Class methods live on ClassName.prototype and instances reach them through the prototype chain.',
    },
    {
      question: 'What happens when code outside a class reads obj.#secret?',
      options: {
        A: 'It returns undefined',
        B: 'It is a SyntaxError at parse time',
        C: 'It returns the value',
        D: 'It returns null',
      },
      correct: 'B',
      explanation:
        'Private # fields can only be referenced inside the class body; elsewhere the code does not even parse.',
    },
    {
      question: 'What is this inside an arrow function defined in a class method?',
      options: {
        A: 'The arrow function itself, as with any function',
        B: 'The global object, as for any plain function call',
        C: 'Always undefined',
        D: 'The this of the enclosing method',
      },
      correct: 'D',
      explanation:
        'Arrow functions do not bind their own this; they use the surrounding lexical this.',
    },
    {
      question: 'Why does setTimeout(counter.increment, 100) often fail inside a class?',
      options: {
        A: 'setTimeout can only call arrow functions, never class methods',
        B: 'The method runs before the constructor has set up the object',
        C: 'The method is detached from `counter`, so `this` is lost',
        D: 'Private fields are not visible to timer callbacks at any time',
      },
      correct: 'C',
      explanation:
        'Passing `counter.increment` hands over only the function; when the timer calls it, `this` is no longer `counter` (use `bind` or a wrapper arrow).',
    },
    {
      question: 'What does a static class member belong to?',
      options: {
        A: 'The class itself',
        B: 'Each instance of the class separately',
        C: 'The first instance of the class created',
        D: 'The global object',
      },
      correct: 'A',
      explanation:
        'Static members are accessed as ClassName.member and are not copied to instances.',
    },
    {
      question:
        'Where does property lookup stop if a property is never found on the prototype chain?',
      options: {
        A: 'At `Function.prototype`, where it throws a ReferenceError',
        B: 'At the first class in the hierarchy, which returns null',
        C: 'It loops forever',
        D: 'When it reaches a null prototype at the end, returning undefined',
      },
      correct: 'D',
      explanation: 'The chain ends at null, and a missing property reads as undefined.',
    },
    {
      question: 'What does a getter such as get total() {...} let callers write?',
      options: {
        A: 'obj.total() with parentheses, like a method',
        B: 'obj.total without parentheses',
        C: 'obj.getTotal()',
        D: 'Object.total(obj)',
      },
      correct: 'B',
      explanation:
        'A getter is read like a property, without parentheses, while running code behind the scenes.',
    },
    {
      question: 'What does `acc instanceof Account` check?',
      options: {
        A: 'Whether `acc` was created by the `Account` constructor, and not by a subclass',
        B: 'Whether `Account.prototype` appears in the prototype chain of `acc`',
        C: 'Whether `acc` has the same own properties as an `Account`',
        D: "Whether `acc.constructor.name` is the string `'Account'`",
      },
      correct: 'B',
      explanation:
        '`instanceof` walks the prototype chain of `acc` looking for `Account.prototype`, so subclass instances also match.',
    },
    {
      question: "How does a subclass method call the parent class's version of `save()`?",
      options: {
        A: '`this.parent.save()`',
        B: '`this.super.save()`',
        C: '`base.save()`',
        D: '`super.save()`',
      },
      correct: 'D',
      explanation:
        "Inside a method, `super.save()` calls the parent class's `save` with the same `this`.",
    },
    {
      question: 'In a class method, what is `this` after `const f = obj.method; f();`?',
      options: {
        A: '`obj`',
        B: '`undefined`',
        C: '`globalThis`',
        D: 'The class `constructor` function',
      },
      correct: 'B',
      explanation:
        'Class code is strict mode, and a plain call of a detached function gets `this === undefined`.',
    },
    {
      question:
        'Given `class A { static count = 0; }` and `const a = new A();`, what is `a.count`?',
      options: {
        A: '`0`',
        B: '`null`',
        C: 'A ReferenceError',
        D: '`undefined`',
      },
      correct: 'D',
      explanation:
        'Static fields live on the class (`A.count`), not on instances, so `a.count` is `undefined`.',
    },
  ],
  problems: [],
};
