import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ruby-9',
  order: 9,
  title: 'Testing with Minitest and RSpec',
  description:
    'Write automated tests in Ruby with Minitest and RSpec, structure them well, use doubles and mocks judiciously, measure coverage and practise test-driven development.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Write unit tests with Minitest assertions and RSpec expectations',
    'Organise specs with describe, context, let and hooks',
    'Isolate code with test doubles, stubs and mocks',
    'Apply TDD and keep a suite fast, reliable and meaningful',
  ],
  lesson: `## Why test

Ruby is dynamic: there is no compiler to catch a misspelled method until the code runs. A good automated test suite fills that gap. It documents behaviour, catches regressions and lets you refactor fearlessly. The Ruby community has a strong testing culture, with two main frameworks.

## Minitest

**Minitest** ships with Ruby. Tests are plain classes with methods starting with \`test_\`:

\`\`\`ruby
require "minitest/autorun"
require_relative "../lib/cart"

class CartTest < Minitest::Test
  def setup
    @cart = Cart.new
  end

  def test_total_of_empty_cart_is_zero
    assert_equal 0, @cart.total
  end

  def test_adding_items_sums_prices
    @cart.add(price: 5, qty: 2)
    assert_equal 10, @cart.total
  end

  def test_rejects_negative_quantity
    assert_raises(ArgumentError) { @cart.add(price: 5, qty: -1) }
  end
end
\`\`\`

Run with \`ruby -Itest test/cart_test.rb\` or \`bundle exec rake test\`. Rails uses Minitest by default.

## RSpec

**RSpec** offers a descriptive DSL that reads like a specification:

\`\`\`ruby
RSpec.describe Cart do
  subject(:cart) { described_class.new }

  describe "#total" do
    context "when empty" do
      it "is zero" do
        expect(cart.total).to eq(0)
      end
    end

    context "with items" do
      before { cart.add(price: 5, qty: 2) }

      it "sums price times quantity" do
        expect(cart.total).to eq(10)
      end
    end
  end

  it "rejects negative quantities" do
    expect { cart.add(price: 5, qty: -1) }.to raise_error(ArgumentError)
  end
end
\`\`\`

\`describe\` groups by unit, \`context\` by situation, and \`it\` states one behaviour. \`let(:user) { ... }\` defines a **lazily evaluated**, memoised helper (\`let!\` evaluates eagerly); \`before\` hooks run setup. Matchers include \`eq\`, \`be_nil\`, \`include\`, \`match\`, \`change { ... }.by(1)\` and \`have_attributes\`.

## Structure of a good test

Follow **arrange, act, assert**: set up the situation, perform one action, check the outcome. Test behaviour through public interfaces, not private methods, and give each test a name that states the expected behaviour. One reason to fail per test makes failures easy to diagnose.

## Test doubles

Code that talks to payment providers, email or the clock is slow and unpredictable in tests. **Test doubles** stand in for those collaborators:

\`\`\`ruby
gateway = instance_double(PaymentGateway)
allow(gateway).to receive(:charge).and_return(Result.new(ok: true))   # stub
checkout = Checkout.new(gateway: gateway)
checkout.pay(order)
expect(gateway).to have_received(:charge).with(order.total)           # mock-style verification
\`\`\`

A **stub** supplies canned answers; a **mock** expectation verifies that a message was sent. **Verifying doubles** (\`instance_double\`) check that stubbed methods exist on the real class with a compatible signature. Don't over-mock: tests that mirror the implementation line by line break on every refactor without catching real bugs. Passing collaborators in (dependency injection), as \`Checkout.new(gateway:)\` does, makes doubles easy to use. For HTTP calls, WebMock or VCR intercept real requests.

## TDD and suite health

**Test-driven development** cycles through **red** (write a failing test), **green** (write the simplest code that passes) and **refactor** (clean up with the tests as a safety net). Measure coverage with **SimpleCov**, but treat it as a hint about untested areas, not a goal in itself. Keep the suite fast (unit tests in milliseconds; fewer, slower integration tests), deterministic (no real network, fixed time with \`travel_to\` or injected clocks, random order with a seed), and run it in CI on every push.
`,
  overview: {
    whatYouWillLearn: [
      'Automated tests document behaviour and let you change code with confidence.',
      'Minitest ships with Ruby and uses plain classes and assertions; RSpec offers a descriptive DSL.',
      'Arrange-act-assert keeps each test focused on one behaviour.',
      'let defines lazily evaluated helpers, and before hooks set up shared state.',
      "Stubs replace collaborators' answers, and mocks verify that messages were sent; verifying doubles keep them honest.",
      'Red-green-refactor, coverage tools and a fast suite keep tests valuable.',
    ],
    proTip:
      'Use verifying doubles (instance_double(PaymentGateway)) instead of plain doubles in RSpec: they fail when you stub a method the real class does not have, so your tests cannot drift away from the real interface.',
  },
  mcqs: [
    {
      question: 'Which testing framework is included with Ruby itself?',
      options: {
        A: 'RSpec',
        B: 'Minitest',
        C: 'Cucumber',
        D: 'Capybara',
      },
      correct: 'B',
      explanation:
        'Minitest ships with Ruby and is the Rails default; RSpec, Cucumber and Capybara are gems you add yourself.',
    },
    {
      question: 'In Minitest, which methods are run as tests?',
      options: {
        A: 'Methods whose names start with test_',
        B: 'Methods tagged with an @test comment above them',
        C: 'Every public method of the class',
        D: 'Methods defined inside an it block',
      },
      correct: 'A',
      explanation:
        'Minitest::Test runs every method whose name begins with test_; it blocks belong to RSpec.',
    },
    {
      question: 'What is the difference between let and let! in RSpec?',
      options: {
        A: 'let! memoises its value, while let re-runs on every call',
        B: 'let! defines a constant shared by all examples',
        C: 'let runs lazily on first use; let! runs before each example',
        D: 'let shares one value across examples',
      },
      correct: 'C',
      explanation:
        'Both are memoised per example; let is evaluated lazily on first use, while let! is evaluated eagerly in a before hook.',
    },
    {
      question: 'How do you assert that adding a negative quantity raises ArgumentError in RSpec?',
      options: {
        A: 'expect(cart.add(qty: -1)).to raise_error(ArgumentError)',
        B: 'assert_raises(ArgumentError) { cart.add(qty: -1) }',
        C: 'expect { cart.add(qty: -1) }.to throw_symbol(ArgumentError)',
        D: 'expect { cart.add(qty: -1) }.to raise_error(ArgumentError)',
      },
      correct: 'D',
      explanation:
        'The code must be wrapped in a block so RSpec can run it and catch the error; without the block it raises before expect runs, assert_raises is Minitest, and throw_symbol is for throw/catch.',
    },
    {
      question: 'What is the purpose of a stub?',
      options: {
        A: 'To give canned answers in place of a real collaborator',
        B: 'To verify a message was sent',
        C: 'To measure which lines of the code the test suite has executed',
        D: 'To run the slow tests in a separate process, in parallel',
      },
      correct: 'A',
      explanation:
        'A stub supplies canned responses so the test is fast and deterministic; verifying that a message was sent is a mock expectation.',
    },
    {
      question: 'What advantage does instance_double(PaymentGateway) have over a plain double?',
      options: {
        A: "It runs the real class's methods but also records each call",
        B: 'It fails if you stub a method the real class lacks',
        C: 'It stubs every method of the class automatically',
        D: 'It can be shared between test files without any setup',
      },
      correct: 'B',
      explanation:
        'Verifying doubles check that stubbed methods exist on the real class with a compatible signature, keeping tests aligned with the real interface.',
    },
    {
      question: 'What are the three steps of test-driven development, in order?',
      options: {
        A: 'Red, refactor, green',
        B: 'Write, run, refactor',
        C: 'Arrange, act, assert',
        D: 'Red, green, refactor',
      },
      correct: 'D',
      explanation:
        'Write a failing test (red), make it pass with the simplest code (green), then clean up with the tests as a safety net (refactor); arrange, act, assert is the structure of one test.',
    },
    {
      question: 'Why should tests avoid depending on the real current time and network?',
      options: {
        A: 'Results then vary between runs and slow down',
        B: 'RSpec refuses to run any test that opens sockets',
        C: 'Coverage tools cannot measure such code',
        D: 'Stubs cannot be used alongside real calls',
      },
      correct: 'A',
      explanation:
        'The clock and the network change between runs and are slow, so fixed clocks and stubbed HTTP make tests reliable.',
    },
    {
      question: 'How should code coverage percentages be treated?',
      options: {
        A: 'As the single measure of test quality',
        B: 'As a target that must reach 100% before release',
        C: 'As a hint about what is untested, not a goal',
        D: 'As a figure to report only for private methods',
      },
      correct: 'C',
      explanation:
        'Coverage shows which code no test runs, but high coverage does not guarantee meaningful assertions.',
    },
    {
      question: 'In the RSpec style of the lesson, how do describe and context differ?',
      options: {
        A: 'context runs all of its examples in parallel threads',
        B: 'describe groups by unit, context by situation',
        C: 'context may only contain before hooks, not examples',
        D: 'describe runs once, while context runs before each test',
      },
      correct: 'B',
      explanation:
        'describe names the unit under test (such as #total) and context a situation (when empty); it states one behaviour.',
    },
    {
      question: 'What does arrange, act, assert describe?',
      options: {
        A: 'The three phases of the red, green, refactor cycle',
        B: 'How to name the three files that make up a test',
        C: 'Set up, perform one action, check the outcome',
        D: 'The three levels of the testing pyramid, bottom up',
      },
      correct: 'C',
      explanation:
        'A good test sets up the situation, performs one action and checks the outcome, in that order.',
    },
    {
      question: 'What should a good test exercise?',
      options: {
        A: 'Private helper methods, called with send',
        B: 'The exact SQL statements the code generates',
        C: 'Every line, until coverage reaches 100%',
        D: 'Behaviour through the public interface',
      },
      correct: 'D',
      explanation:
        'Testing behaviour through public interfaces lets you refactor internals freely; tests of private methods or generated SQL break on harmless changes.',
    },
  ],
  problems: [],
};
