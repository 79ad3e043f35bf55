import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ruby-6',
  order: 6,
  title: 'Inheritance, Modules and Mixins',
  description:
    'Reuse behaviour with inheritance and super, share it across unrelated classes with modules and mixins, and understand the method lookup chain, Comparable and Enumerable.',
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
      "include adds a module's methods as instance methods, extend adds them to a single object or class, and prepend places them before the class.",
      'Method lookup follows the ancestors chain, which shows classes and modules in order.',
      'Implementing <=> with Comparable, or each with Enumerable, unlocks dozens of methods.',
    ],
    proTip:
      'Prefer composition and small mixins over deep inheritance trees: if the relationship is "can do" (printable, comparable, auditable) rather than "is a", a module is usually the better fit.',
  },
  mcqs: [
    {
      question: 'How many superclasses can a Ruby class have?',
      options: {
        A: 'Exactly one',
        B: 'Any number of them',
        C: 'Two at most',
        D: 'None by default',
      },
      correct: 'A',
      explanation:
        'Ruby has single inheritance (Object by default); modules provide shared behaviour instead of extra superclasses.',
    },
    {
      question: 'What does super without parentheses pass to the parent method?',
      options: {
        A: 'No arguments at all, exactly like super()',
        B: 'Only the first of the arguments it received',
        C: 'Whatever arguments this call received',
        D: "The arguments of the parent's initialize",
      },
      correct: 'C',
      explanation: "Bare super forwards the current method's arguments; super() passes none.",
    },
    {
      question: 'What does include Auditable do in a class?',
      options: {
        A: "Copies the module's source into the class",
        B: "Adds the module's methods as class methods of the class",
        C: 'Makes the class a subclass of the module',
        D: "Adds its instance methods, looked up after the class's own",
      },
      correct: 'D',
      explanation:
        "Including a module inserts it into the ancestors right after the class, so its methods become instance methods that the class's own methods override.",
    },
    {
      question: 'How does prepend differ from include?',
      options: {
        A: 'prepend puts the module ahead of the class; its methods run first',
        B: 'prepend adds class methods, while include adds instance methods',
        C: 'prepend runs only when the class lacks a method',
        D: 'prepend copies methods in, while include only links to them',
      },
      correct: 'A',
      explanation:
        "A prepended module comes before the class in the ancestors, so its methods run first and can call super to reach the class's method, which is handy for wrapping.",
    },
    {
      question: 'What does extend M do when called inside a class body?',
      options: {
        A: "Adds M's methods as instance methods",
        B: "Adds M's methods to the class object, as class methods",
        C: 'Makes the class inherit from M instead of Object',
        D: "Adds M's methods to every instance",
      },
      correct: 'B',
      explanation:
        "extend adds a module's methods to a single object; inside a class body that object is the class, so they become class methods.",
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
      explanation:
        'ancestors lists the classes and modules in lookup order, with prepended modules before the class and included ones after it.',
    },
    {
      question: 'What must a class implement to get <, >, between? and clamp from Comparable?',
      options: {
        A: '==',
        B: '<=>',
        C: '< and >',
        D: '===',
      },
      correct: 'B',
      explanation: 'Comparable derives every comparison method from the spaceship operator <=>.',
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
      explanation:
        'Enumerable builds all of its methods on top of each (sort and max also use <=> on the elements).',
    },
    {
      question: 'When is a module a better choice than inheritance?',
      options: {
        A: "When a subclass needs to override most of its parent's methods",
        B: 'When only a single class will ever need that shared code',
        C: 'When unrelated classes share a capability such as auditing',
        D: "When the classes form a clear 'is a' hierarchy with shared state",
      },
      correct: 'C',
      explanation:
        'Can-do behaviour shared by unrelated classes fits a mixin, while an is-a relationship fits inheritance.',
    },
    {
      question: 'What does Billing::Invoice refer to?',
      options: {
        A: 'The Invoice method of the Billing object',
        B: 'A subclass of Billing that is named Invoice',
        C: 'The Invoice class namespaced by Billing',
        D: 'Invoice mixed into the Billing class as a module',
      },
      correct: 'C',
      explanation:
        'Modules act as namespaces: :: reaches the constant Invoice (a class) defined inside the Billing module.',
    },
    {
      question:
        'What happens when no class or module in the ancestors chain defines a called method?',
      options: {
        A: 'Ruby returns nil without raising any error at all',
        B: 'Ruby looks it up in Kernel as a last resort',
        C: 'It raises NameError via const_missing',
        D: 'method_missing runs and raises NoMethodError',
      },
      correct: 'D',
      explanation:
        'When the lookup finds nothing, Ruby calls method_missing, whose default implementation raises NoMethodError; Kernel is already part of the chain.',
    },
    {
      question: 'Where does Auditable appear in Order.ancestors when Order includes it?',
      options: {
        A: 'Before Order, as the very first entry',
        B: 'Right after Order, before Object',
        C: 'After Object, but before Kernel in the list',
        D: 'At the very end, after BasicObject',
      },
      correct: 'B',
      explanation:
        'include inserts the module directly after the class: [Order, Auditable, Object, Kernel, BasicObject].',
    },
  ],
  problems: [],
};
