import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ruby-5',
  order: 5,
  title: 'Classes and Objects',
  description:
    'Model your domain with classes: initialize and instance variables, accessors, instance and class methods, visibility, to_s and inspect, equality and Struct and Data.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Define classes with initialize, instance variables and accessors',
    'Distinguish instance methods, class methods and constants',
    'Control method visibility with public, private and protected',
    'Implement to_s, equality and value objects with Struct and Data',
  ],
  lesson: `## Defining a class

\`\`\`ruby
class BankAccount
  MINIMUM = 0                      # constant

  attr_reader :owner, :balance     # generates owner and balance getters

  def initialize(owner, balance = 0)
    @owner = owner                 # instance variables start with @
    @balance = balance
  end

  def deposit(amount)
    raise ArgumentError, "amount must be positive" unless amount.positive?
    @balance += amount
    self                           # returning self allows chaining
  end

  def to_s = "#{owner}: #{format('%.2f', balance)}"
end

acct = BankAccount.new("Ada", 100)
acct.deposit(50).deposit(25)
puts acct                          # Ada: 175.00
\`\`\`

\`new\` allocates an object and calls \`initialize\`. **Instance variables** belong to each object and are invisible from outside; the only way in is through methods. \`attr_reader\`, \`attr_writer\` and \`attr_accessor\` generate simple getter and setter methods. A setter is called like an assignment (\`acct.nickname = "main"\`), and inside the class you must write \`self.nickname = ...\`, otherwise Ruby creates a local variable.

## Class methods and class-level state

\`\`\`ruby
class BankAccount
  @count = 0                       # class-level instance variable
  class << self
    attr_reader :count
  end

  def self.open(owner)             # class method
    @count += 1
    new(owner)
  end
end

BankAccount.open("Lin")
BankAccount.count                  # 1
\`\`\`

Class methods are called on the class, often as **factory methods** (\`User.from_json\`). Avoid \`@@class_variables\`, which are shared with subclasses in surprising ways; a class-level instance variable is clearer.

## Visibility

\`\`\`ruby
class BankAccount
  def transfer(to, amount)
    withdraw(amount)
    to.deposit(amount)
  end

  def richer_than?(other) = balance_cents > other.balance_cents

  protected

  def balance_cents = (balance * 100).round

  private

  def withdraw(amount)
    raise "insufficient funds" if amount > @balance
    @balance -= amount
  end
end
\`\`\`

**public** methods (the default) form the interface. **private** methods can only be called without an explicit receiver, so only from inside the object. **protected** methods can also be called on *other* instances of the same class, useful for comparisons like \`richer_than?\`.

## Printing and equality

\`to_s\` is used by \`puts\` and interpolation; \`inspect\` is used by \`p\` and irb, so override it for readable debugging. By default \`==\` compares **identity** (same object). Define \`==\`, \`eql?\` and \`hash\` for objects that should compare by value, or use the built-in helpers:

\`\`\`ruby
Point = Struct.new(:x, :y)          # mutable, with accessors and value equality
Point.new(1, 2) == Point.new(1, 2)  # true

Money = Data.define(:amount, :currency) do   # Ruby 3.2+: immutable value object
  def to_s = format("%.2f %s", amount, currency)
end
price = Money.new(amount: 9.5, currency: "EUR")
price.with(amount: 10)              # a modified copy; price itself cannot change
\`\`\`

**Data** objects are frozen, compare by value, and support pattern matching, which makes them ideal for results, events and configuration.

## Objects all the way down

Classes are objects too (instances of \`Class\`), \`self\` changes meaning depending on where you are (the instance inside instance methods, the class in the class body), and every object can answer \`respond_to?(:deposit)\` and \`instance_variables\`. This uniformity is what enables the modules and metaprogramming of later chapters.
`,
  overview: {
    whatYouWillLearn: [
      'A class defines the behaviour of its instances, and initialize sets up their state.',
      'Instance variables (@name) are private to each object and accessed through methods.',
      'attr_reader, attr_writer and attr_accessor generate getter and setter methods.',
      'Class methods are defined on self and are called on the class itself.',
      'private methods can only be called without an explicit receiver, while protected ones can be called on other instances of the same class.',
      'Data.define creates immutable value objects with keyword or positional construction.',
    ],
    proTip:
      'Expose behaviour rather than data: start with attr_reader only, add writers only when outside code truly needs to change a field, and prefer methods like account.deposit(50) over account.balance += 50.',
  },
  mcqs: [
    {
      question: 'What does attr_accessor :name generate?',
      options: {
        A: 'Only a getter called name',
        B: 'A getter name and a setter name=',
        C: 'An instance variable @name only',
        D: 'A class-level method called name',
      },
      correct: 'B',
      explanation:
        'attr_accessor combines attr_reader and attr_writer, generating name and name= methods backed by @name.',
    },
    {
      question:
        'Inside an instance method, why must you write self.nickname = "x" to call a setter?',
      options: {
        A: 'Setters are private, so they need an explicit receiver',
        B: 'Without self, Ruby reads it as assigning a local variable',
        C: 'self makes Ruby write @nickname directly',
        D: 'Every method call needs self',
      },
      correct: 'B',
      explanation:
        'An assignment without a receiver always creates or updates a local variable, so the setter is called only with self. in front.',
    },
    {
      question: 'How is a class method defined?',
      options: {
        A: 'def self.open(owner)',
        B: 'static def open(owner)',
        C: 'def @open(owner)',
        D: 'class_method def open(owner)',
      },
      correct: 'A',
      explanation:
        'A method defined on self inside the class body belongs to the class object, so it is called as BankAccount.open.',
    },
    {
      question:
        'Which visibility allows calling a method on another instance of the same class but not from outside?',
      options: {
        A: 'public',
        B: 'private',
        C: 'module_function',
        D: 'protected',
      },
      correct: 'D',
      explanation:
        'Protected methods can be called with an explicit receiver of the same class family (other.balance_cents), but not from outside; private ones need no explicit receiver.',
    },
    {
      question: 'What does == compare by default for objects of your own class?',
      options: {
        A: 'The values of all their instance variables',
        B: 'Their class and their hash values together',
        C: 'Identity, whether both are one object',
        D: 'Their to_s output, compared as strings',
      },
      correct: 'C',
      explanation:
        'The default == is identity; override ==, eql? and hash, or use Struct or Data, for value equality.',
    },
    {
      question: 'What is special about objects created with Data.define?',
      options: {
        A: 'Mutable structs that compare by identity',
        B: 'Immutable values compared by attributes',
        C: 'Frozen objects that still compare by identity',
        D: 'Mutable records with generated setters',
      },
      correct: 'B',
      explanation: 'Data instances are frozen, have no setters and compare by their attributes.',
    },
    {
      question: 'Why are @@class_variables generally discouraged?',
      options: {
        A: 'They are shared with subclasses in surprising ways',
        B: 'They are much slower to read than ordinary constants',
        C: 'They are reset each time a new instance is created later',
        D: 'They cannot be read from inside any of the class methods',
      },
      correct: 'A',
      explanation:
        "A class variable is shared by the whole hierarchy, so a subclass can overwrite its parent's value; a class-level instance variable avoids that.",
    },
    {
      question: 'Which methods do puts and p call to display an object?',
      options: {
        A: 'puts calls inspect; p calls to_s',
        B: 'puts calls to_str; p calls inspect',
        C: 'Both call to_s; p adds quotes',
        D: 'puts calls to_s; p calls inspect',
      },
      correct: 'D',
      explanation:
        'puts (and interpolation) use to_s, made for humans, while p and irb use inspect, made for debugging.',
    },
    {
      question: 'What does returning self from deposit enable?',
      options: {
        A: 'It makes deposit private',
        B: 'It freezes the object once the deposit is complete',
        C: 'Chaining further calls on the same account',
        D: 'It saves the account to the database right away',
      },
      correct: 'C',
      explanation:
        'Returning the receiver lets callers chain calls such as acct.deposit(50).deposit(25).',
    },
    {
      question: 'What does BankAccount.new("Ada", 100) do?',
      options: {
        A: 'Calls a new method you defined',
        B: 'Copies a prototype BankAccount',
        C: 'Calls initialize only; no object is allocated',
        D: 'Allocates an object, then calls its initialize',
      },
      correct: 'D',
      explanation:
        'new allocates a fresh object and then calls initialize on it with the same arguments; you define initialize, not new.',
    },
    {
      question:
        'How can code outside the class read @balance when the class declares attr_reader :balance?',
      options: {
        A: 'By calling acct.balance',
        B: 'By reading acct.@balance',
        C: 'By indexing acct[:balance]',
        D: 'By calling acct.get_balance()',
      },
      correct: 'A',
      explanation:
        'attr_reader generates a public balance method; instance variables are never accessible directly from outside the object.',
    },
    {
      question:
        'withdraw is private. Which of these calls inside transfer(to, amount) raises NoMethodError?',
      options: {
        A: 'withdraw(amount)',
        B: 'self.withdraw(amount)',
        C: 'to.withdraw(amount)',
        D: 'to.deposit(amount)',
      },
      correct: 'C',
      explanation:
        'A private method cannot be called on another object, so to.withdraw raises NoMethodError; calls without a receiver (and on self since Ruby 2.7) work, and deposit is public.',
    },
  ],
  problems: [],
};
