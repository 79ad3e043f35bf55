import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'python-7',
  order: 7,
  title: 'Object-Oriented Python',
  description:
    'Design classes with attributes, methods, properties and special methods, and reuse behaviour through inheritance and dataclasses.',
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
    proTip:
      'Always write a __repr__ (or use a dataclass): debugging output like Point(x=1, y=2) saves far more time than it costs.',
  },
  mcqs: [
    {
      question: 'What is the conventional name of the first parameter of an instance method?',
      options: {
        A: 'self',
        B: 'this',
        C: 'cls',
        D: 'None; Python passes the instance implicitly',
      },
      correct: 'A',
      explanation:
        'Python passes the instance explicitly as the first parameter, and the convention is to name it self. cls is the convention for class methods; this is the Java/C#/JavaScript keyword.',
    },
    {
      question: 'What does the @property decorator let you do?',
      options: {
        A: 'Make an attribute private to the class',
        B: 'Share one attribute across instances',
        C: "Read a method's result like an attribute",
        D: "Declare an attribute's type",
      },
      correct: 'C',
      explanation:
        'A property runs a getter method when the attribute is read, so acct.balance needs no parentheses, and you can add validation later without changing callers.',
    },
    {
      question:
        'Which special method controls the text shown by repr(obj) and in the interactive shell?',
      options: {
        A: '__str__',
        B: '__repr__',
        C: '__format__',
        D: '__display__',
      },
      correct: 'B',
      explanation:
        '__repr__ gives the unambiguous developer-facing representation. __str__ is used by print() and str(), and __format__ by f-strings and format().',
    },
    {
      question: 'In a subclass __init__, what does super().__init__(owner) do?',
      options: {
        A: 'It creates a separate parent object',
        B: 'It calls the subclass __init__ again',
        C: 'It replaces the subclass __init__',
        D: 'It runs the parent initialiser on self',
      },
      correct: 'D',
      explanation:
        "super() delegates to the next class in the MRO, so the parent's __init__ initialises the inherited state on the same instance. No second object is created.",
    },
    {
      question: 'What does @dataclass generate automatically for a class with annotated fields?',
      options: {
        A: '__init__, __repr__, __eq__ and __hash__',
        B: 'Getters and setters for each field',
        C: '__init__, __repr__ and __eq__',
        D: '__init__, __str__ and __lt__',
      },
      correct: 'C',
      explanation:
        'By default dataclass writes __init__, __repr__ and __eq__. Ordering methods such as __lt__ need order=True, and a __hash__ is only generated with frozen=True (or unsafe_hash=True).',
    },
    {
      question: 'What does a method decorated with @classmethod receive as its first argument?',
      options: {
        A: 'The class itself (cls)',
        B: 'The instance (self)',
        C: 'No implicit argument',
        D: 'The parent class (super())',
      },
      correct: 'A',
      explanation:
        'Class methods receive the class, conventionally named cls, which makes them ideal for alternative constructors. A staticmethod is the one that receives nothing.',
    },
    {
      question:
        'If a class defines __eq__ but not __hash__, what happens when you use an instance as a dict key?',
      options: {
        A: 'It works, hashing by the object id',
        B: 'Python builds a hash from the attributes',
        C: 'The key is stored as str(instance)',
        D: 'A TypeError: unhashable type',
      },
      correct: 'D',
      explanation:
        'Defining __eq__ sets __hash__ to None unless you define it yourself, so using the instance as a key raises TypeError: unhashable type.',
    },
    {
      question: 'What does a leading single underscore, as in self._balance, mean in Python?',
      options: {
        A: 'The interpreter blocks access from outside',
        B: 'It marks an internal attribute by convention',
        C: 'The name is mangled to _ClassName_balance',
        D: 'It becomes read-only after __init__',
      },
      correct: 'B',
      explanation:
        'Python does not enforce privacy; a single underscore is only a convention for internal use. Name mangling applies to double-underscore names, and read-only access needs a property.',
    },
    {
      question: 'What does a method decorated with @staticmethod receive implicitly?',
      options: {
        A: 'The class, as cls',
        B: 'The instance, as self',
        C: 'Nothing',
        D: 'The module, as __name__',
      },
      correct: 'C',
      explanation:
        'A static method receives neither the instance nor the class; it is a plain function that lives in the class namespace.',
    },
    {
      question:
        'BankAccount has the class attribute interest_rate = 0.02. After a.interest_rate = 0.05 on one instance a, what is b.interest_rate for another instance b?',
      options: {
        A: '0.05 (the class attribute changed)',
        B: '0.02',
        C: '0.07, the two values added',
        D: 'AttributeError on b',
      },
      correct: 'B',
      explanation:
        'Assigning through an instance creates an instance attribute on a that shadows the class attribute; the class and b still see 0.02. Write BankAccount.interest_rate = 0.05 to change it for all.',
    },
    {
      question:
        'Inside class Account, an attribute is named self.__pin. Under which name is it actually stored?',
      options: {
        A: '__pin (unchanged, but hidden)',
        B: '_pin',
        C: '_Account__pin',
        D: 'Account.pin',
      },
      correct: 'C',
      explanation:
        'Double-underscore names are mangled to _ClassName__name to avoid clashes in subclasses. It is not real privacy: obj._Account__pin still works.',
    },
    {
      question:
        'With @dataclass(frozen=True) class Point, what does p.x = 5 do on an existing instance p?',
      options: {
        A: 'It sets x to 5',
        B: 'It raises FrozenInstanceError',
        C: 'It returns a new Point with x = 5',
        D: 'It is silently ignored',
      },
      correct: 'B',
      explanation:
        'frozen=True makes instances immutable: assigning a field raises dataclasses.FrozenInstanceError. Use dataclasses.replace(p, x=5) to get a modified copy.',
    },
  ],
  problems: [],
};
