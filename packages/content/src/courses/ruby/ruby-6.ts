import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ruby-6',
  order: 6,
  title: 'Inheritance, Modules and Mixins',
  description: 'Reuse behaviour with inheritance and super, share it across unrelated classes with modules and mixins, and understand the method lookup chain, Comparable and Enumerable.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Use inheritance, method overriding and super',
    'Share behaviour with modules via include, extend and prepend',
    'Trace method lookup with ancestors',
    'Gain Comparable and Enumerable behaviour by implementing <=> and each',
  ],
  lesson: `## Inheritance

\`\`\`ruby
class Account
  attr_reader :balance
  def initialize(balance) = @balance = balance
  def monthly_fee = 5
  def describe = "#{self.class.name} with #{balance}"
end

class PremiumAccount < Account
  def initialize(balance, perks)
    super(balance)               # call Account#initialize with an explicit argument
    @perks = perks
  end

  def monthly_fee
    super - 3                    # reuse the parent's calculation
  end
end

PremiumAccount.new(100, []).monthly_fee   # 2
PremiumAccount.superclass                 # Account
\`\`\`

A class has exactly **one** superclass (\`Object\` by default, whose parent is \`BasicObject\`). \`super\` with no parentheses passes the **same arguments** the current method received; \`super()\` passes none; \`super(x)\` passes what you list. Use inheritance for genuine "is a" relationships and keep hierarchies shallow.

## Modules as namespaces

Modules group related classes, methods and constants and prevent name clashes:

\`\`\`ruby
module Billing
  TAX_RATE = 0.2
  class Invoice; end
  def self.tax(amount) = amount * TAX_RATE
end

Billing::Invoice.new
Billing.tax(100)
\`\`\`

## Modules as mixins

Modules cannot be instantiated, but their methods can be mixed into classes, sharing behaviour across unrelated classes without inheritance:

\`\`\`ruby
module Auditable
  def audit(action) = (@audit_log ||= []) << "#{Time.now.utc}: #{action}"
  def audit_log = @audit_log || []
end

class Order
  include Auditable            # instance methods for every Order
end

class User
  include Auditable
end
\`\`\`

- \`include M\` adds M's methods as **instance methods**, inserting M **after** the class in the lookup chain.
- \`prepend M\` inserts M **before** the class, so M's methods run first and can call \`super\` to reach the class's own method, handy for wrapping behaviour such as logging or caching.
- \`extend M\` adds M's methods to **one object**, for example to a class to create class methods.

## Method lookup

When you call a method, Ruby searches the **ancestors** chain in order and runs the first match:

\`\`\`ruby
PremiumAccount.ancestors
# => [PremiumAccount, Account, Object, Kernel, BasicObject]
Order.ancestors
# => [Order, Auditable, Object, Kernel, BasicObject]
\`\`\`

Prepended modules appear before the class, included ones after it. If nothing is found, Ruby calls \`method_missing\`, which raises \`NoMethodError\` by default.

## Comparable and Enumerable

Two built-in modules show how powerful mixins are. Implement one method, include the module, and get many for free:

\`\`\`ruby
class Version
  include Comparable
  attr_reader :parts
  def initialize(s) = @parts = s.split(".").map(&:to_i)
  def <=>(other) = parts <=> other.parts
  def to_s = parts.join(".")
end

Version.new("1.10.0") > Version.new("1.9.3")   # true
[Version.new("2.0"), Version.new("1.2")].max.to_s  # "2.0"
Version.new("1.5").between?(Version.new("1.0"), Version.new("2.0"))

class Playlist
  include Enumerable
  def initialize(*songs) = @songs = songs
  def each(&block) = @songs.each(&block)
end

Playlist.new("b", "a").sort        # ["a", "b"]
\`\`\`

\`<=>\` (the "spaceship" operator) returns -1, 0 or 1; Comparable derives \`<\`, \`<=\`, \`==\`, \`>\`, \`>=\`, \`between?\` and \`clamp\`. Defining \`each\` and including Enumerable gives \`map\`, \`select\`, \`sort\`, \`min_by\`, \`each_slice\`, \`to_a\` and the rest. Ruby's duck typing means any object that responds to the right methods can be used, regardless of its class.
`,
  overview: {
    whatYouWillLearn: [
      'A class inherits from exactly one superclass and can override its methods.',
      'super calls the overridden method, with the same arguments by default or explicit ones.',
      'Modules group methods and constants and cannot be instantiated.',
      'include adds a module\'s methods as instance methods, extend adds them to a single object or class, and prepend places them before the class.',
      'Method lookup follows the ancestors chain, which shows classes and modules in order.',
      'Implementing <=> with Comparable, or each with Enumerable, unlocks dozens of methods.',
    ],
    proTip: 'Prefer composition and small mixins over deep inheritance trees: if the relationship is "can do" (printable, comparable, auditable) rather than "is a", a module is usually the better fit.',
  },
  mcqs: [
    {
      question: 'How many superclasses can a Ruby class have?',
      options: {
        A: 'Exactly one',
        B: 'Any number',
        C: 'Two',
        D: 'None',
      },
      correct: 'A',
      explanation: 'Ruby has single inheritance; modules provide shared behaviour instead.',
    },
    {
      question: 'What does super without parentheses pass to the parent method?',
      options: {
        A: 'No arguments',
        B: 'Only the first argument',
        C: 'The same arguments the current method received',
        D: 'A hash of all instance variables',
      },
      correct: 'C',
      explanation: 'Bare super forwards the current method\'s arguments; super() passes none.',
    },
    {
      question: 'What does include Auditable do in a class?',
      options: {
        A: 'Copies the module\'s code into the class file',
        B: 'Makes the module\'s methods class methods',
        C: 'Creates a subclass',
        D: 'Adds the module\'s methods as instance methods, inserted after the class in the lookup chain',
      },
      correct: 'D',
      explanation: 'Included modules become ancestors of the class.',
    },
    {
      question: 'How does prepend differ from include?',
      options: {
        A: 'prepend places the module before the class in the lookup chain, so its methods run first and can call super',
        B: 'prepend only works with classes that have no methods',
        C: 'prepend creates class methods',
        D: 'There is no difference',
      },
      correct: 'A',
      explanation: 'Prepending is useful for wrapping a class\'s own methods.',
    },
    {
      question: 'What does extend M do when called inside a class body (extend M)?',
      options: {
        A: 'Adds M\'s methods as instance methods',
        B: 'Adds M\'s methods to the class object itself, creating class methods',
        C: 'Makes the class inherit from M',
        D: 'Removes M from the ancestors',
      },
      correct: 'B',
      explanation: 'extend adds methods to a single object, here the class.',
    },
    {
      question: 'Which method shows the order in which Ruby searches for methods?',
      options: {
        A: 'methods',
        B: 'superclass',
        C: 'instance_variables',
        D: 'ancestors',
      },
      correct: 'D',
      explanation: 'ancestors lists the classes and modules in lookup order.',
    },
    {
      question: 'What must a class implement to get <, >, between? and clamp from Comparable?',
      options: {
        A: 'each',
        B: '<=> (the spaceship operator)',
        C: '== only',
        D: 'hash',
      },
      correct: 'B',
      explanation: 'Comparable derives all comparison methods from the spaceship operator.',
    },
    {
      question: 'What must a class implement to use Enumerable methods like map and sort?',
      options: {
        A: 'each',
        B: '<=>',
        C: 'to_a',
        D: 'initialize',
      },
      correct: 'A',
      explanation: 'Enumerable builds every method on top of each.',
    },
    {
      question: 'When is a module a better choice than inheritance?',
      options: {
        A: 'When the class needs a different name',
        B: 'When there is only one class',
        C: 'When sharing a capability such as auditing across otherwise unrelated classes',
        D: 'Never; modules are deprecated',
      },
      correct: 'C',
      explanation: '"Can do" behaviour fits mixins better than an "is a" hierarchy.',
    },
  ],
  problems: [],
};
