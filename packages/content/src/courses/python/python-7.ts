import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'python-7',
  order: 7,
  title: 'Object-Oriented Python',
  description: 'Design classes with attributes, methods, properties and special methods, and reuse behaviour through inheritance and dataclasses.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Define classes with __init__, instance attributes and methods',
    'Implement special methods such as __repr__, __eq__ and __len__',
    'Use inheritance, super() and method overriding',
    'Choose properties, class methods and dataclasses where they fit',
  ],
  lesson: `## Classes and instances

A class bundles data (attributes) with behaviour (methods). Calling the class creates an instance and runs \`__init__\` to initialise it. Every method receives the instance as its first parameter, called \`self\` by convention.

\`\`\`python
class BankAccount:
    interest_rate = 0.02            # class attribute, shared by all instances

    def __init__(self, owner, balance=0):
        self.owner = owner          # instance attributes
        self._balance = balance     # leading underscore: internal by convention

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("amount must be positive")
        self._balance += amount

    @property
    def balance(self):              # read as acct.balance, no parentheses
        return self._balance

acct = BankAccount("Ana")
acct.deposit(50)
print(acct.balance)                 # 50
\`\`\`

Python has no enforced \`private\`: a single underscore signals "internal", and a double underscore triggers name mangling to avoid clashes in subclasses. **Properties** let you start with a plain attribute and later add validation without changing callers.

## Special (dunder) methods

Methods with double underscores hook your class into the language. \`__repr__\` gives an unambiguous text for debugging, \`__str__\` a friendly one for \`print\`. \`__eq__\` defines \`==\`; \`__lt__\` enables sorting; \`__len__\`, \`__iter__\` and \`__getitem__\` make an object behave like a collection; \`__add__\` overloads \`+\`; \`__enter__\` and \`__exit__\` make it a context manager. If you define \`__eq__\`, Python sets \`__hash__\` to \`None\` unless you also define it, so such objects cannot be dict keys by default.

## Inheritance and composition

A subclass inherits attributes and methods and can override them. \`super()\` calls the parent implementation, which is essential in \`__init__\`.

\`\`\`python
class SavingsAccount(BankAccount):
    def __init__(self, owner, balance=0, rate=0.03):
        super().__init__(owner, balance)
        self.rate = rate

    def add_interest(self):
        self.deposit(self._balance * self.rate)
\`\`\`

Python supports multiple inheritance and resolves methods using the **method resolution order** (\`Class.__mro__\`). In practice, prefer shallow hierarchies and **composition**: give an object another object as an attribute instead of inheriting from it. Abstract base classes from the \`abc\` module declare methods that subclasses must implement, and \`typing.Protocol\` describes interfaces by structure ("duck typing" checked by tools).

## Class methods, static methods and dataclasses

\`@classmethod\` receives the class as \`cls\` and is commonly used for alternative constructors such as \`Date.from_string("2026-01-31")\`. \`@staticmethod\` receives neither instance nor class and is just a function living in the class namespace.

For classes that mainly hold data, \`dataclasses\` generates \`__init__\`, \`__repr__\` and \`__eq__\` for you:

\`\`\`python
from dataclasses import dataclass, field

@dataclass(frozen=True, order=True)
class Point:
    x: float
    y: float
    tags: tuple = field(default=())

Point(1, 2) == Point(1, 2)   # True, compared field by field
\`\`\`

\`frozen=True\` makes instances immutable (and hashable), and \`order=True\` adds comparison operators based on field order.`,
  overview: {
    whatYouWillLearn: [
      '__init__ initialises instances and self refers to the current object',
      'Class attributes are shared while instance attributes belong to one object',
      'Underscore naming conventions and properties for controlled access',
      'Dunder methods integrate classes with operators, printing and iteration',
      'super() and the method resolution order in inheritance',
      'classmethod, staticmethod and dataclasses for common designs',
    ],
    proTip: 'Always write a __repr__ (or use a dataclass): debugging output like Point(x=1, y=2) saves far more time than it costs.',
  },
  mcqs: [
    {
      question: 'What is the conventional name of the first parameter of an instance method?',
      options: { A: 'self', B: 'this', C: 'cls', D: 'me' },
      correct: 'A',
      explanation: 'Python passes the instance explicitly, and the convention is to name it self.',
    },
    {
      question: 'What does the @property decorator let you do?',
      options: {
        A: 'Make an attribute truly private',
        B: 'Share an attribute across all instances',
        C: 'Access a method like an attribute, without parentheses',
        D: 'Create a class method',
      },
      correct: 'C',
      explanation: 'A property runs a getter method when the attribute is read.',
    },
    {
      question: 'Which special method controls the text shown by repr(obj) and in the interactive shell?',
      options: { A: '__str__', B: '__repr__', C: '__format__', D: '__name__' },
      correct: 'B',
      explanation: '__repr__ gives the unambiguous developer-facing representation.',
    },
    {
      question: 'In a subclass __init__, what does super().__init__(owner) do?',
      options: {
        A: 'Creates a second, separate parent object',
        B: 'Calls the subclass __init__ recursively',
        C: 'Deletes the inherited attributes',
        D: 'Runs the parent class initialiser on the current instance',
      },
      correct: 'D',
      explanation: 'super() delegates to the next class in the MRO, initialising inherited state on self.',
    },
    {
      question: 'What does @dataclass generate automatically for a class with annotated fields?',
      options: {
        A: 'A database table',
        B: 'Getters and setters for every field',
        C: '__init__, __repr__ and __eq__',
        D: 'A JSON serialiser',
      },
      correct: 'C',
      explanation: 'dataclass writes the boilerplate initialiser, representation and equality methods.',
    },
    {
      question: 'What does a method decorated with @classmethod receive as its first argument?',
      options: { A: 'The class itself, usually named cls', B: 'The instance', C: 'Nothing', D: 'The parent class' },
      correct: 'A',
      explanation: 'Class methods receive the class, which makes them ideal for alternative constructors.',
    },
    {
      question: 'If a class defines __eq__ but not __hash__, what happens when you use an instance as a dict key?',
      options: {
        A: 'It works using the object id',
        B: 'Python generates a hash from all attributes',
        C: 'The key is converted to a string',
        D: 'A TypeError is raised because the instance is unhashable',
      },
      correct: 'D',
      explanation: 'Defining __eq__ sets __hash__ to None unless you define it yourself.',
    },
    {
      question: 'What does a leading single underscore, as in self._balance, mean in Python?',
      options: {
        A: 'The attribute is enforced as private by the interpreter',
        B: 'It is a convention signalling an internal attribute',
        C: 'The attribute is read-only',
        D: 'The attribute is a class attribute',
      },
      correct: 'B',
      explanation: 'Python does not enforce privacy; the underscore is a convention for internal use.',
    },
  ],
  problems: [],
};
