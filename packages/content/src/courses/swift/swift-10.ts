import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'swift-10',
  order: 10,
  title: 'Testing, Architecture and Shipping to the App Store',
  description:
    'Test with Swift Testing and XCTest, structure apps for maintainability, and distribute through TestFlight and the App Store.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Write tests with Swift Testing macros and parameterised tests',
    'Use XCTest for UI tests and performance tests',
    'Structure an app with views, observable models and services',
    'Sign, distribute and review apps through TestFlight and App Store Connect',
  ],
  lesson: `## Swift Testing

**Swift Testing** is the modern testing framework included with Xcode 16 and later. Tests are plain functions marked with the \`@Test\` macro, and expectations use \`#expect\` and \`#require\`:

\`\`\`swift
import Testing
@testable import Shop

@Suite("Cart")
struct CartTests {
    @Test func emptyCartHasZeroTotal() {
        let cart = Cart()
        #expect(cart.total == 0)
    }

    @Test("Coupon discounts", arguments: [("SAVE10", 90.0), ("SAVE25", 75.0), ("BOGUS", 100.0)])
    func coupon(code: String, expected: Double) throws {
        var cart = Cart(items: [Item(price: 100)])
        try cart.apply(coupon: code)
        #expect(cart.total == expected)
    }

    @Test func loadsProducts() async throws {
        let client = StubProductClient(result: .success([.sample]))
        let model = ProductListModel(client: client)
        await model.load()
        let first = try #require(model.products.first)
        #expect(first.name == "Sample")
    }
}
\`\`\`

\`#expect\` records a failure and continues, showing the values of both sides; \`#require\` stops the test when it fails and unwraps optionals. **Parameterised tests** run once per argument, and tests run in parallel by default, so avoid shared mutable state. Traits such as \`.tags\`, \`.disabled\` and \`.timeLimit\` organise suites.

**XCTest** remains the framework for **UI tests** (\`XCUIApplication\`, which launches the app and taps elements by accessibility identifiers) and performance tests with \`measure\`. Both frameworks coexist in one target.

## Architecture

A maintainable SwiftUI app separates concerns:

- **Views** are small and declarative; they read state and forward user intents.
- **Observable models** (\`@Observable @MainActor\` classes) hold screen state and logic, calling services.
- **Services** (API clients, persistence, analytics) sit behind protocols so they can be replaced by fakes in tests and previews.

Dependencies are injected through initialisers or the SwiftUI environment rather than global singletons. Organise larger apps into **local Swift packages** per feature; builds get faster and boundaries become explicit. Patterns such as MVVM or The Composable Architecture are variations on these ideas; consistency matters more than the label.

## Shipping

To run on devices and distribute, apps are **code signed** with certificates and provisioning profiles tied to your Apple Developer account; Xcode's automatic signing manages them for most teams. The release flow:

1. Set the version (\`CFBundleShortVersionString\`, for example 1.4.0) and increase the build number for every upload.
2. **Archive** in Xcode (or with \`xcodebuild\`/Xcode Cloud/fastlane in CI) and upload to **App Store Connect**.
3. Distribute to testers with **TestFlight**: internal testers immediately, external testers after a brief beta review.
4. Complete the listing: screenshots, description, privacy "nutrition labels", and a **privacy manifest** declaring data use and required-reason APIs.
5. Submit for **App Review**, which checks the App Store Review Guidelines; common rejections involve crashes, incomplete metadata, missing account deletion and unclear in-app purchase flows.
6. Release manually, automatically or as a **phased release** over seven days, and monitor crashes and metrics in Xcode Organizer.

Automate the repetitive parts early: a CI pipeline that runs tests and uploads TestFlight builds on every merge pays for itself within weeks.`,
  overview: {
    whatYouWillLearn: [
      'Swift Testing with @Test, @Suite, #expect and #require',
      'Parameterised and parallel tests and traits',
      'XCTest for UI and performance testing',
      'Separating views, observable models and services with protocols',
      'Code signing, archiving and TestFlight distribution',
      'App Review, privacy requirements and phased releases',
    ],
    proTip:
      'Give important controls accessibilityIdentifier values from the start; UI tests and VoiceOver users both depend on them.',
  },
  mcqs: [
    {
      question: 'Which macro marks a function as a test in Swift Testing?',
      options: {
        A: '@Test',
        B: '@XCTest',
        C: '#Test',
        D: '@Testable',
      },
      correct: 'A',
      explanation: 'Swift Testing discovers functions annotated with @Test.',
    },
    {
      question: 'What is the difference between #expect and #require?',
      options: {
        A: 'There is no difference; the two macros are aliases for each other',
        B: '#require only works with `String` values (via `==`)',
        C: '#expect stops the test at once, while #require records and continues',
        D: '#expect records a failure and continues; #require stops the test',
      },
      correct: 'D',
      explanation: '#require is for preconditions; it can also unwrap optionals.',
    },
    {
      question: 'What does @Test(arguments: [...]) do?',
      options: {
        A: 'Runs the test once for each argument',
        B: 'Passes command-line flags to the test runner',
        C: 'Disables the test until arguments are given',
        D: 'Runs the test only on physical devices, not simulators',
      },
      correct: 'A',
      explanation: 'Parameterised tests reduce duplicated test code.',
    },
    {
      question: 'Which framework is used for UI tests that launch the app and tap elements?',
      options: {
        A: 'Swift Testing with #expect only',
        B: 'XCTest with XCUIApplication',
        C: 'SwiftData',
        D: 'Combine',
      },
      correct: 'B',
      explanation: 'UI automation is provided by XCTest.',
    },
    {
      question: 'Why put services such as API clients behind protocols?',
      options: {
        A: 'Protocols run faster',
        B: 'The App Store requires protocols for every network client',
        C: 'So fakes can replace them in tests and previews',
        D: 'To avoid code signing the app during local test runs',
      },
      correct: 'C',
      explanation: 'Abstractions make models testable in isolation.',
    },
    {
      question: 'What is TestFlight used for?',
      options: {
        A: 'Crash symbolication of builds that are already in the store',
        B: 'Code signing',
        C: 'Writing unit tests',
        D: 'Distributing beta builds to internal and external testers before release',
      },
      correct: 'D',
      explanation: 'TestFlight delivers pre-release builds before App Store release.',
    },
    {
      question: 'What must change for every new build uploaded to App Store Connect?',
      options: {
        A: 'The bundle identifier',
        B: 'The build number',
        C: "The app's display name",
        D: 'The signing team ID',
      },
      correct: 'B',
      explanation: 'Each upload needs a unique, increasing build number.',
    },
    {
      question: 'What does a phased release do?',
      options: {
        A: 'Gradually rolls an update out to automatic-update users over seven days',
        B: 'Releases the app country by country, one region each week',
        C: 'Splits the app into modules',
        D: 'Delays App Review',
      },
      correct: 'A',
      explanation:
        'Automatic updates reach an increasing percentage of users, and you can pause if problems appear.',
    },
    {
      question: 'In Swift Testing, how do you check that a call throws `ParseError`?',
      options: {
        A: '`@Test(throws: ParseError)`',
        B: '`XCTFail(ParseError.self)`',
        C: '`#expect(throws: ParseError.self) { ... }`',
        D: '`#require(try parse("x") == ParseError.self)`',
      },
      correct: 'C',
      explanation:
        '`#expect(throws:)` runs the closure and records a failure unless it throws an error of that type.',
    },
    {
      question: 'Which pattern keeps SwiftUI views thin by moving logic into observable objects?',
      options: {
        A: 'MVVM, with an `@Observable` view model',
        B: 'MVC, with a `UIViewController` per screen',
        C: 'VIPER, with a `Router` and `Presenter` per view',
        D: 'Singletons: global observable objects used by every view',
      },
      correct: 'A',
      explanation:
        'In MVVM the view reads state from an observable view model that holds the logic.',
    },
    {
      question: 'What is App Store Connect used for?',
      options: {
        A: 'Writing and compiling Swift code',
        B: "Running the app's unit tests on Apple's servers before review",
        C: "Hosting the app's backend database and its server-side APIs",
        D: 'Managing builds, metadata, TestFlight and releases',
      },
      correct: 'D',
      explanation:
        'App Store Connect is where you upload builds, manage metadata and testers, and submit releases.',
    },
    {
      question: "How does an app's version number (e.g. 1.2.0) differ from its build number?",
      options: {
        A: 'It is an internal counter that must rise with every upload',
        B: 'The version is the release users see; one version may cover several builds',
        C: 'It is the Swift language version that was used to compile this app',
        D: 'It is the minimum iOS version the app supports (e.g. 17.0)',
      },
      correct: 'B',
      explanation:
        'The version is the user-facing release; the build number identifies each uploaded build of it.',
    },
  ],
  problems: [],
};
