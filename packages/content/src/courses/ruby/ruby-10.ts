import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ruby-10',
  order: 10,
  title: 'Metaprogramming',
  description: 'Write code that writes code: open classes and refinements, send and public_send, define_method, method_missing with respond_to_missing?, hooks, and the object model behind DSLs.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Explain open classes and use refinements to scope monkey patches',
    'Call and define methods dynamically with send and define_method',
    'Implement method_missing safely with respond_to_missing?',
    'Use hooks such as included and inherited to build DSLs',
  ],
  lesson: `## Open classes and monkey patching

Ruby classes are never closed. You can reopen any class, including core classes, and add or change methods:

\`\`\`ruby
class String
  def shout = upcase + "!"
end
"hi".shout     # "HI!"
\`\`\`

This **monkey patching** is powerful (Rails' \`3.days.ago\` comes from it) but dangerous: the change is global, and two libraries patching the same method collide. **Refinements** limit the patch to code that opts in:

\`\`\`ruby
module Shouting
  refine String do
    def shout = upcase + "!"
  end
end

using Shouting          # active only for the rest of this file
"hi".shout
\`\`\`

## Calling methods dynamically

\`\`\`ruby
field = :email
user.send(field)                 # same as user.email; can call private methods
user.public_send(field)          # respects visibility; prefer this
user.respond_to?(:email)         # true
user.public_send("#{field}=", "ada@example.com")
\`\`\`

Never pass unchecked user input to \`send\`: it could call any method, such as \`destroy\` or \`system\`. Allow-list the names first.

## Defining methods dynamically

\`define_method\` creates methods from blocks, removing repetition:

\`\`\`ruby
class Order
  STATUSES = %i[pending paid shipped cancelled]
  attr_accessor :status

  STATUSES.each do |s|
    define_method(:"#{s}?") { status == s }
    define_method(:"mark_#{s}!") { self.status = s }
  end
end

o = Order.new
o.mark_paid!
o.paid?          # true
\`\`\`

\`attr_accessor\` itself is metaprogramming: a class method that defines methods.

## method_missing

When no method is found, Ruby calls \`method_missing\`. Overriding it lets objects respond to open-ended names, as in dynamic finders or proxies:

\`\`\`ruby
class Settings
  def initialize(data) = @data = data

  def method_missing(name, *args)
    key = name.to_s
    return @data[key] if @data.key?(key)
    super                                   # keep NoMethodError for unknown names
  end

  def respond_to_missing?(name, include_private = false)
    @data.key?(name.to_s) || super
  end
end

s = Settings.new("port" => 8080)
s.port                 # 8080
s.respond_to?(:port)   # true, thanks to respond_to_missing?
\`\`\`

Always call \`super\` for names you do not handle and implement \`respond_to_missing?\`, otherwise \`respond_to?\` and \`method\` lie. \`method_missing\` is slower and harder to discover than real methods, so when the set of names is known, generate them with \`define_method\` instead.

## Evaluating in other contexts

- \`class_eval\` (or \`module_eval\`) runs a block with \`self\` set to a class, so \`def\` inside defines instance methods.
- \`instance_eval\` runs a block with \`self\` set to an object; DSLs use it so configuration blocks can call methods without a receiver.
- \`instance_variable_get(:@name)\` and \`instance_variable_set\` bypass encapsulation; useful in debugging tools, a smell in application code.

## Hooks

Ruby calls hook methods when certain things happen, letting libraries react:

\`\`\`ruby
module Trackable
  def self.included(base)
    base.extend(ClassMethods)       # add class-level DSL methods on include
  end
  module ClassMethods
    def track(*fields) = (@tracked ||= []).concat(fields)
    def tracked = @tracked || []
  end
end

class Invoice
  include Trackable
  track :total, :status
end
\`\`\`

Other hooks include \`inherited\` (a subclass was created), \`extended\`, \`prepended\` and \`method_added\`. Rails' \`has_many\`, \`validates\` and \`before_action\` are built from exactly these pieces: class methods called in the class body that define methods and register callbacks.
`,
  overview: {
    whatYouWillLearn: [
      'Ruby classes stay open, so methods can be added to existing classes at run time.',
      'Refinements scope such changes to the files that activate them with using.',
      'send and public_send call methods by name, and define_method creates methods from blocks.',
      'method_missing intercepts unknown calls and must be paired with respond_to_missing?.',
      'instance_variable_get, class_eval and instance_eval inspect and change objects and classes dynamically.',
      'Hooks like included, inherited and method_added let libraries react to how they are used.',
    ],
    proTip: 'Reach for metaprogramming only when it removes real repetition or enables a clear DSL; prefer define_method over method_missing, and always leave behind methods that show up in respond_to? and documentation.',
  },
  mcqs: [
    {
      question: 'What is monkey patching?',
      options: {
        A: 'Reopening an existing class, possibly a core class, to add or change methods globally',
        B: 'Fixing bugs with patches from GitHub',
        C: 'Creating a subclass',
        D: 'Running tests in random order',
      },
      correct: 'A',
      explanation: 'Open classes let any code modify any class, for better or worse.',
    },
    {
      question: 'How do refinements differ from monkey patches?',
      options: {
        A: 'They are faster',
        B: 'They modify classes in every file automatically',
        C: 'They only apply where activated with using, limiting the scope of the change',
        D: 'They cannot add methods',
      },
      correct: 'C',
      explanation: 'Refinements make patches opt-in and lexically scoped.',
    },
    {
      question: 'Why is public_send usually preferred over send?',
      options: {
        A: 'It is the only way to pass arguments',
        B: 'It respects method visibility and will not call private methods',
        C: 'It works with strings only',
        D: 'It caches the result',
      },
      correct: 'B',
      explanation: 'send bypasses privacy, which can expose internals unintentionally.',
    },
    {
      question: 'Why is passing raw user input to send dangerous?',
      options: {
        A: 'send is slow',
        B: 'It converts input to symbols permanently',
        C: 'It only works in irb',
        D: 'The user could invoke arbitrary methods on the object',
      },
      correct: 'D',
      explanation: 'Method names from outside must be allow-listed.',
    },
    {
      question: 'What does define_method do?',
      options: {
        A: 'Creates a method at run time from a name and a block',
        B: 'Documents a method',
        C: 'Deletes a method',
        D: 'Makes a method private',
      },
      correct: 'A',
      explanation: 'It is the standard way to generate families of similar methods.',
    },
    {
      question: 'When overriding method_missing, what else should you implement?',
      options: {
        A: 'to_s',
        B: 'initialize',
        C: 'respond_to_missing?, and call super for names you do not handle',
        D: 'inspect',
      },
      correct: 'C',
      explanation: 'Otherwise respond_to? lies and unknown calls fail silently.',
    },
    {
      question: 'Why prefer define_method to method_missing when the set of names is known?',
      options: {
        A: 'method_missing cannot accept arguments',
        B: 'Real methods are faster, discoverable and show up in respond_to?',
        C: 'define_method runs at compile time',
        D: 'method_missing is removed in Ruby 3',
      },
      correct: 'B',
      explanation: 'Generated methods behave like normal ones in tools and introspection.',
    },
    {
      question: 'What does instance_eval do with a block?',
      options: {
        A: 'Runs it with self set to the receiver object, which DSLs use for receiver-less calls',
        B: 'Runs it in a new thread',
        C: 'Runs it once per instance variable',
        D: 'Compiles it to C',
      },
      correct: 'A',
      explanation: 'Configuration DSLs evaluate blocks in the context of a builder object.',
    },
    {
      question: 'Which hook runs when a module is included in a class?',
      options: {
        A: 'inherited',
        B: 'method_added',
        C: 'extended',
        D: 'included',
      },
      correct: 'D',
      explanation: 'self.included(base) lets the module add class methods or configuration to base.',
    },
  ],
  problems: [],
};
