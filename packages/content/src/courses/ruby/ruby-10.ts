import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ruby-10',
  order: 10,
  title: 'Metaprogramming',
  description:
    'Write code that writes code: open classes and refinements, send and public_send, define_method, method_missing with respond_to_missing?, hooks, and the object model behind DSLs.',
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
    proTip:
      'Reach for metaprogramming only when it removes real repetition or enables a clear DSL; prefer define_method over method_missing, and always leave behind methods that show up in respond_to? and documentation.',
  },
  mcqs: [
    {
      question: 'What is monkey patching?',
      options: {
        A: 'Reopening an existing class to add or change its methods',
        B: 'Subclassing a core class to override some of its own methods',
        C: 'Wrapping an object in a proxy that forwards every call it gets',
        D: "Applying a patch file to the Ruby interpreter's source",
      },
      correct: 'A',
      explanation:
        'Ruby classes are never closed, so any code can reopen a class, even a core one, and the change is global.',
    },
    {
      question: 'How do refinements differ from monkey patches?',
      options: {
        A: 'They apply to every file once the gem is loaded',
        B: 'They change just one object, like extend does',
        C: 'They apply only where activated with using',
        D: 'They can only add methods, never change them',
      },
      correct: 'C',
      explanation:
        'Refinements are opt-in and lexically scoped: the patch is active only after using, for the rest of that file.',
    },
    {
      question: 'Why is public_send usually preferred over send?',
      options: {
        A: 'It is the only one of the two that accepts arguments',
        B: 'It respects visibility, so private methods stay private',
        C: 'It accepts only symbols, never strings',
        D: 'It caches the method lookup',
      },
      correct: 'B',
      explanation:
        'send bypasses visibility and can call private methods, while public_send behaves like a normal call from outside.',
    },
    {
      question: 'Why is passing raw user input to send dangerous?',
      options: {
        A: 'send converts every string into a symbol forever',
        B: 'send is much slower with strings than with symbols',
        C: 'send works only for methods defined with def, not attr',
        D: 'The user could call any method, such as destroy',
      },
      correct: 'D',
      explanation:
        'The input chooses the method name, so a user could invoke destroy or even system; allow-list the names first.',
    },
    {
      question: 'What does define_method do?',
      options: {
        A: 'Creates a method at run time from a name and a block',
        B: "Declares a method's signature so it can be type-checked later",
        C: 'Adds a method to one object only, like extend',
        D: 'Wraps an existing method with before and after hook code',
      },
      correct: 'A',
      explanation:
        'define_method is the standard way to generate families of similar methods, such as paid? and mark_paid! for every status.',
    },
    {
      question: 'When overriding method_missing, what else should you implement?',
      options: {
        A: 'method_added, to register each name',
        B: 'initialize, to load the known names',
        C: 'respond_to_missing?, calling super for unknown names',
        D: 'inspect, so debugging shows the dynamic names',
      },
      correct: 'C',
      explanation:
        'Without respond_to_missing? respond_to? and method lie about the dynamic names, and without super unknown names fail silently instead of raising NoMethodError.',
    },
    {
      question: 'Why prefer define_method to method_missing when the set of names is known?',
      options: {
        A: 'method_missing cannot accept any arguments',
        B: 'Real methods are faster and show up in respond_to?',
        C: 'define_method runs at compile time',
        D: 'method_missing was deprecated in Ruby 3.0',
      },
      correct: 'B',
      explanation:
        'Generated methods are ordinary methods: found by normal lookup, listed by introspection and tools, and faster than going through method_missing.',
    },
    {
      question: 'What does instance_eval do with a block?',
      options: {
        A: 'Runs it with self set to the receiver object',
        B: "Runs it with self set to the receiver's class",
        C: 'Runs it once for each of its instance variables',
        D: 'Runs it in a separate thread bound to that object',
      },
      correct: 'A',
      explanation:
        'instance_eval evaluates the block with the object as self, which is how configuration DSLs allow receiver-less calls.',
    },
    {
      question: 'Which hook method does Ruby call on a module M when a class does include M?',
      options: {
        A: 'inherited',
        B: 'method_added',
        C: 'extended',
        D: 'included',
      },
      correct: 'D',
      explanation:
        'self.included(base) runs on include and lets the module add class methods or configuration to base; extended and inherited fire on extend and subclassing.',
    },
    {
      question:
        'After the lesson\'s patch (class String; def shout = upcase + "!"; end), what does "hi".shout return?',
      options: {
        A: 'nil',
        B: '"HI!"',
        C: '"HI"',
        D: 'NoMethodError',
      },
      correct: 'B',
      explanation:
        'The reopened String class gains shout, which upcases the receiver and appends an exclamation mark.',
    },
    {
      question: 'Why should method_missing call super for names it does not handle?',
      options: {
        A: 'To make Ruby cache the name as a real method',
        B: 'Because super defines the missing method for later',
        C: 'So that unknown names still end in NoMethodError',
        D: 'So that respond_to? returns true for every possible name',
      },
      correct: 'C',
      explanation:
        'super passes unhandled names on to the default method_missing, which raises NoMethodError, instead of silently returning nil.',
    },
    {
      question: 'What does class_eval do with a block?',
      options: {
        A: 'Runs it with self set to a new instance of the class',
        B: 'Runs it once for every instance of the class created so far',
        C: "Runs it with self set to the class's superclass",
        D: 'Runs it with self as the class; def adds instance methods',
      },
      correct: 'D',
      explanation:
        'class_eval (module_eval) evaluates the block with the class as self, so def inside it defines instance methods.',
    },
  ],
  problems: [],
};
