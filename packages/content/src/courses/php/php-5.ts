import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'php-5',
  order: 5,
  title: 'Object-Oriented PHP',
  description:
    'Write modern classes with constructor promotion, readonly properties, enums, interfaces, traits and exceptions.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Define classes with typed properties, constructor promotion and readonly',
    'Use visibility, static members, interfaces and abstract classes',
    'Model fixed sets of values with enums',
    'Reuse code with traits and handle errors with exceptions',
  ],
  lesson: `## Classes in modern PHP

\`\`\`php
<?php
declare(strict_types=1);

final class Money
{
    public function __construct(
        public readonly int $amount,
        public readonly Currency $currency,
    ) {
        if ($amount < 0) {
            throw new InvalidArgumentException('Amount cannot be negative');
        }
    }

    public function add(Money $other): static
    {
        if ($other->currency !== $this->currency) {
            throw new LogicException('Currency mismatch');
        }
        return new static($this->amount + $other->amount, $this->currency);
    }
}

$price = new Money(1999, Currency::Eur);
echo $price->amount;   // 1999
\`\`\`

**Constructor property promotion** declares and assigns properties directly in the constructor signature. **readonly** properties can be set once, from inside the class, and never modified afterwards, which makes immutable value objects easy; \`readonly class\` makes every property readonly. Properties are typed, and **visibility** is \`public\`, \`protected\` (class and subclasses) or \`private\`. \`$this\` refers to the current object, \`self::\` and \`static::\` to the class (with \`static\` respecting late static binding). Mark classes \`final\` unless they are designed for inheritance.

## Enums

\`\`\`php
enum Currency: string
{
    case Eur = 'EUR';
    case Usd = 'USD';

    public function symbol(): string
    {
        return match ($this) {
            Currency::Eur => '€',
            Currency::Usd => '$',
        };
    }
}

$c = Currency::from('EUR');          // Currency::Eur, throws ValueError if unknown
$maybe = Currency::tryFrom('GBP');   // null
\`\`\`

Enums (PHP 8.1) are real types with a fixed set of cases; **backed enums** map cases to strings or ints for storage. They can have methods, constants and implement interfaces, and they replace fragile class constants.

## Interfaces, abstract classes and traits

An **interface** declares methods a class promises to implement; code depends on the interface, so implementations can be swapped:

\`\`\`php
interface PaymentGateway { public function charge(Money $amount): string; }
final class StripeGateway implements PaymentGateway { public function charge(Money $amount): string { /* ... */ return 'ch_1'; } }
\`\`\`

An **abstract class** can hold shared code and abstract methods, but a class extends only one parent. **Traits** copy methods into several unrelated classes (\`use Timestampable;\`), useful for small cross-cutting helpers but easily overused; prefer composition (passing collaborators into the constructor).

## Exceptions

Errors are reported by throwing objects that implement \`Throwable\`: \`Exception\` subclasses for application problems and \`Error\` subclasses (\`TypeError\`, \`ValueError\`) for engine problems. Catch specific types, possibly several at once, and use \`finally\` for cleanup:

\`\`\`php
try {
    $gateway->charge($price);
} catch (CardDeclined | InsufficientFunds $e) {
    $logger->warning($e->getMessage());
} finally {
    $lock->release();
}
\`\`\`

Define your own exception classes extending a base exception of your domain so callers can catch them precisely. The \`#[\\Override]\` attribute (PHP 8.3) makes the engine verify that a method really overrides a parent method.`,
  overview: {
    whatYouWillLearn: [
      'Constructor promotion, typed properties and readonly',
      'Visibility, final classes, static and late static binding',
      'Pure and backed enums with methods, from and tryFrom',
      'Interfaces versus abstract classes',
      'Traits and when composition is better',
      'Throwable, exception hierarchies, multi-catch and finally',
    ],
    proTip:
      'Model money, emails and ids as small readonly value objects; validation in the constructor then guarantees every instance is valid.',
  },
  mcqs: [
    {
      question: 'What does constructor property promotion do?',
      options: {
        A: 'Constructor parameters become declared and assigned properties',
        B: 'Makes the constructor static, so it runs only once for the whole class',
        C: 'Calls the parent constructor automatically with the same arguments',
        D: 'Makes all properties public',
      },
      correct: 'A',
      explanation:
        'public readonly int $amount in the constructor signature declares and sets the property.',
    },
    {
      question:
        'What happens when code outside the class tries to modify a readonly property after construction?',
      options: {
        A: 'The change is ignored',
        B: 'It works',
        C: 'The property is unset',
        D: 'An Error is thrown for the write',
      },
      correct: 'D',
      explanation: 'readonly properties can be initialised once from inside the class scope.',
    },
    {
      question: 'What does Currency::tryFrom("GBP") return when there is no GBP case?',
      options: {
        A: 'It throws ValueError',
        B: 'null',
        C: 'Currency::Eur',
        D: 'false',
      },
      correct: 'B',
      explanation: 'tryFrom returns null for unknown values, from throws.',
    },
    {
      question: 'Which visibility allows access from the class and its subclasses only?',
      options: {
        A: 'public',
        B: 'private',
        C: 'protected',
        D: 'package-private',
      },
      correct: 'C',
      explanation: 'protected members are visible to the class hierarchy.',
    },
    {
      question: 'What is the main purpose of an interface?',
      options: {
        A: 'To declare methods that implementing classes must provide',
        B: 'To share method bodies and properties between unrelated classes',
        C: 'To store configuration',
        D: 'To create objects',
      },
      correct: 'A',
      explanation: 'Code can depend on the interface and accept any implementation.',
    },
    {
      question: 'What does a trait provide?',
      options: {
        A: 'Multiple inheritance of state, identity and type',
        B: 'A new type that can be used in type hints and instanceof checks',
        C: 'An abstract base class',
        D: 'Methods copied into the classes that use it',
      },
      correct: 'D',
      explanation: 'Traits are a code reuse mechanism, not a type.',
    },
    {
      question: 'How do you catch two exception types in one block?',
      options: {
        A: 'Separate the types with a comma ,',
        B: 'Separate the types with a pipe |',
        C: 'Separate the types with an ampersand &',
        D: 'Put the types in an array literal',
      },
      correct: 'B',
      explanation: 'Multi-catch uses the pipe between types.',
    },
    {
      question: 'What does the #[\\Override] attribute verify?',
      options: {
        A: 'That the method is final and cannot be overridden again',
        B: 'That the method is public',
        C: 'That a parent or interface method is really being overridden',
        D: 'That the class is readonly',
      },
      correct: 'C',
      explanation: 'The engine reports an error if no parent method with that name exists.',
    },
    {
      question: 'What does `Currency::from("GBP")` do when the enum has no `GBP` case?',
      options: {
        A: 'Returns `null`',
        B: 'Returns the first case',
        C: 'Throws a `ValueError`',
        D: 'Creates a new case named `GBP`',
      },
      correct: 'C',
      explanation:
        '`from` throws a `ValueError` for an unknown value; `tryFrom` returns `null` instead.',
    },
    {
      question: 'Can an `abstract` class be instantiated with `new`?',
      options: {
        A: 'Yes, if all its methods have bodies',
        B: 'No; only concrete subclasses can',
        C: 'Yes, but abstract methods return `null`',
        D: 'Only from inside one of its own methods',
      },
      correct: 'B',
      explanation:
        'An abstract class can never be instantiated directly; you instantiate a concrete subclass.',
    },
    {
      question: 'How does a class use a trait named `Loggable`?',
      options: {
        A: '`class A extends Loggable`',
        B: '`class A implements Loggable`',
        C: "`require 'Loggable.php';` at the top",
        D: '`use Loggable;` inside the class body',
      },
      correct: 'D',
      explanation: 'Traits are pulled into a class with a `use` statement inside the class body.',
    },
    {
      question:
        'Which keyword declares a property shared by the class rather than by each instance?',
      options: {
        A: '`static`',
        B: '`final`',
        C: '`readonly`',
        D: '`global`',
      },
      correct: 'A',
      explanation:
        'A `static` property belongs to the class itself and is accessed with `self::` or `ClassName::`.',
    },
  ],
  problems: [],
};
