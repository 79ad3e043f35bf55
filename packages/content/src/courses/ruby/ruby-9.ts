import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ruby-9',
  order: 9,
  title: 'Testing with Minitest and RSpec',
  description: 'Write automated tests in Ruby with Minitest and RSpec, structure them well, use doubles and mocks judiciously, measure coverage and practise test-driven development.',
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
      'Stubs replace collaborators\' answers, and mocks verify that messages were sent; verifying doubles keep them honest.',
      'Red-green-refactor, coverage tools and a fast suite keep tests valuable.',
    ],
    proTip: 'Use verifying doubles (instance_double(PaymentGateway)) instead of plain doubles in RSpec: they fail when you stub a method the real class does not have, so your tests cannot drift away from the real interface.',
  },
  mcqs: [
    {
      question: 'Which testing framework is included with Ruby itself?',
      options: {
        A: 'RSpec',
        B: 'Minitest',
        C: 'Cucumber',
        D: 'Jest',
      },
      correct: 'B',
      explanation: 'Minitest ships with Ruby and is Rails\' default.',
    },
    {
      question: 'In Minitest, which methods are run as tests?',
      options: {
        A: 'Methods whose names start with test_',
        B: 'Methods marked with @test',
        C: 'All public methods',
        D: 'Methods called it',
      },
      correct: 'A',
      explanation: 'Minitest::Test runs every method beginning with test_.',
    },
    {
      question: 'What is the difference between let and let! in RSpec?',
      options: {
        A: 'let! is deprecated',
        B: 'let! is only for constants',
        C: 'let is evaluated lazily on first use, while let! is evaluated before each example',
        D: 'let shares state across all examples',
      },
      correct: 'C',
      explanation: 'let is memoised and lazy; let! forces evaluation in a before hook.',
    },
    {
      question: 'How do you assert that a block raises an ArgumentError in RSpec?',
      options: {
        A: 'expect(block).to eq(ArgumentError)',
        B: 'assert_raises ArgumentError',
        C: 'expect(cart.add).to fail',
        D: 'expect { cart.add(price: 5, qty: -1) }.to raise_error(ArgumentError)',
      },
      correct: 'D',
      explanation: 'Block expectations wrap the code that should raise.',
    },
    {
      question: 'What is the purpose of a stub?',
      options: {
        A: 'To provide canned responses from a collaborator during a test',
        B: 'To measure code coverage',
        C: 'To run tests in parallel',
        D: 'To delete test data',
      },
      correct: 'A',
      explanation: 'Stubs replace real answers so the test is fast and deterministic.',
    },
    {
      question: 'What advantage does instance_double(PaymentGateway) have over a plain double?',
      options: {
        A: 'It runs faster',
        B: 'It fails if you stub methods that the real class does not define',
        C: 'It calls the real payment API',
        D: 'It needs no setup',
      },
      correct: 'B',
      explanation: 'Verifying doubles keep tests aligned with the real interface.',
    },
    {
      question: 'What are the three steps of test-driven development?',
      options: {
        A: 'Plan, code, deploy',
        B: 'Write, review, merge',
        C: 'Design, implement, document',
        D: 'Red, green, refactor',
      },
      correct: 'D',
      explanation: 'Write a failing test, make it pass simply, then improve the code.',
    },
    {
      question: 'Why should tests avoid depending on the real current time and network?',
      options: {
        A: 'They make tests non-deterministic and slow',
        B: 'Ruby forbids it',
        C: 'Coverage tools cannot measure them',
        D: 'They only work on Linux',
      },
      correct: 'A',
      explanation: 'Fixed clocks and stubbed HTTP make tests reliable.',
    },
    {
      question: 'How should code coverage percentages be treated?',
      options: {
        A: 'As the single measure of test quality',
        B: 'As a target that must reach 100% before any release',
        C: 'As a hint about untested code rather than a goal in itself',
        D: 'As irrelevant for Ruby',
      },
      correct: 'C',
      explanation: 'High coverage does not guarantee meaningful assertions.',
    },
  ],
  problems: [],
};
