import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'swift-6',
  order: 6,
  title: 'SwiftUI Fundamentals',
  description:
    'Build declarative interfaces with SwiftUI views, modifiers, stacks, lists and navigation.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Write SwiftUI views as structs with a body',
    'Style and lay out views with modifiers and stacks',
    'Show collections with List and ForEach',
    'Navigate with NavigationStack and present sheets',
  ],
  lesson: `## Declarative UI

**SwiftUI** is Apple's declarative UI framework for all its platforms. You describe what the interface should look like for the current state, and SwiftUI updates the screen when the state changes. A view is a lightweight **struct** conforming to \`View\` with a \`body\` property:

\`\`\`swift
import SwiftUI

struct ProfileCard: View {
    let name: String
    let role: String

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "person.crop.circle.fill")
                .font(.largeTitle)
                .foregroundStyle(.tint)
            VStack(alignment: .leading) {
                Text(name).font(.headline)
                Text(role).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}

#Preview { ProfileCard(name: "Ada", role: "Engineer") }
\`\`\`

The \`#Preview\` macro renders the view live in Xcode's canvas as you type.

## Modifiers

Modifiers such as \`.padding()\`, \`.font()\` and \`.background()\` return **new views** wrapping the original, so **order matters**: \`.padding().background(.blue)\` colours the padded area, while \`.background(.blue).padding()\` adds uncoloured space outside. Modifiers applied to a container, like \`.font(.title)\` on a \`VStack\`, are inherited by its children through the environment.

## Layout

\`VStack\`, \`HStack\` and \`ZStack\` arrange children vertically, horizontally and in depth; \`Spacer\` pushes content apart; \`Grid\` and \`LazyVGrid\` build grids; \`ScrollView\` scrolls. SwiftUI's layout is negotiated: a parent proposes a size, the child chooses its size, and the parent positions it. \`frame(maxWidth: .infinity)\` makes a view fill the available width.

## Lists and navigation

\`\`\`swift
struct Book: Identifiable, Hashable { let id = UUID(); let title: String; let author: String }

struct LibraryView: View {
    let books: [Book]
    @State private var showingAdd = false

    var body: some View {
        NavigationStack {
            List(books) { book in
                NavigationLink(value: book) {
                    VStack(alignment: .leading) { Text(book.title); Text(book.author).foregroundStyle(.secondary) }
                }
            }
            .navigationTitle("Library")
            .navigationDestination(for: Book.self) { BookDetail(book: $0) }
            .toolbar { Button("Add", systemImage: "plus") { showingAdd = true } }
            .sheet(isPresented: $showingAdd) { AddBookView() }
        }
    }
}
\`\`\`

\`List\` and \`ForEach\` need each element to be **Identifiable** (or an explicit \`id:\` key path) so SwiftUI can track items across updates. \`NavigationStack\` with value-based \`NavigationLink\`s and \`navigationDestination\` supports programmatic navigation and deep links; \`sheet\`, \`alert\` and \`confirmationDialog\` present modally based on state.

## Views are cheap

Because views are small structs recreated on every update, do not do expensive work in \`body\` and do not keep state in plain properties: state that changes needs property wrappers such as \`@State\`, covered next. Use SF Symbols for icons, and system fonts and colours, which adapt automatically to Dynamic Type, dark mode and accessibility settings.`,
  overview: {
    whatYouWillLearn: [
      'Views as structs with a body and previews with #Preview',
      'Why modifier order changes the result',
      'Stacks, Spacer, frames and grids',
      'The propose-choose-place layout process',
      'List, ForEach and Identifiable data',
      'NavigationStack, value-based links and modal presentation',
    ],
    proTip:
      'Extract subviews as soon as a body grows past a screen; small views compile faster, preview faster and update more precisely.',
  },
  mcqs: [
    {
      question: 'What is a SwiftUI view?',
      options: {
        A: 'A heavyweight class that owns and redraws its own pixels each frame',
        B: 'A lightweight struct conforming to View that describes UI',
        C: 'A storyboard scene that is bound to exactly one view controller',
        D: 'A UIKit controller',
      },
      correct: 'B',
      explanation: 'Views are value types describing the interface.',
    },
    {
      question:
        'Why does .padding().background(.blue) look different from .background(.blue).padding()?',
      options: {
        A: 'Modifiers wrap views, so order changes what each one applies to',
        B: 'background is ignored when it comes after padding in the modifier chain',
        C: 'padding is only allowed last',
        D: 'They look identical',
      },
      correct: 'A',
      explanation: 'Each modifier returns a new view around the previous one.',
    },
    {
      question: 'Which stack arranges views on top of each other in depth?',
      options: {
        A: 'HStack',
        B: 'VStack',
        C: 'LazyHStack',
        D: 'ZStack',
      },
      correct: 'D',
      explanation: 'ZStack overlays its children.',
    },
    {
      question: 'What must elements shown with List(items) provide?',
      options: {
        A: 'A Codable conformance, so SwiftUI can encode and diff each row',
        B: 'A class type',
        C: 'A stable identity, for example by conforming to the Identifiable protocol',
        D: 'A custom body',
      },
      correct: 'C',
      explanation: 'Identity lets SwiftUI track insertions, deletions and moves.',
    },
    {
      question:
        'Which container provides stack-based navigation with programmatic control in modern SwiftUI?',
      options: {
        A: 'NavigationView',
        B: 'NavigationStack',
        C: 'NavigationSplitView',
        D: 'GroupBox',
      },
      correct: 'B',
      explanation: 'NavigationStack replaced NavigationView and supports value-based navigation.',
    },
    {
      question: 'How is a sheet presented in SwiftUI?',
      options: {
        A: 'By binding .sheet(isPresented:) to a Bool state',
        B: 'By calling present(_:animated:) with the sheet',
        C: 'By pushing the sheet as a UIViewController',
        D: 'By changing the window',
      },
      correct: 'A',
      explanation: 'Presentation is driven by state, like the rest of SwiftUI.',
    },
    {
      question: 'Why should expensive work not be done inside body?',
      options: {
        A: 'body cannot call functions',
        B: 'It is rejected by the compiler unless body is marked async',
        C: 'body is only called once',
        D: 'body may be recomputed very frequently, whenever any state it reads changes',
      },
      correct: 'D',
      explanation: 'SwiftUI re-evaluates body often, so it must stay cheap.',
    },
    {
      question: 'What does frame(maxWidth: .infinity) do?',
      options: {
        A: 'Sets an infinite minimum width, so the view ignores the size of its parent',
        B: 'Hides the view',
        C: 'Lets the view expand to fill the available width',
        D: "Fixes the width to the screen's full width in points, always",
      },
      correct: 'C',
      explanation: 'The view accepts as much width as its parent offers.',
    },
    {
      question: 'Which property wrapper lets a child view change a value owned by its parent?',
      options: {
        A: '`@State`',
        B: '`@Binding`',
        C: '`@Environment`',
        D: '`@Published`',
      },
      correct: 'B',
      explanation:
        "`@Binding` is a two-way reference to state owned elsewhere, typically a parent's `@State`.",
    },
    {
      question: 'What does `ForEach(items) { item in Text(item.name) }` do?',
      options: {
        A: 'Runs a loop once when the view appears',
        B: 'Renders only the first item of the list',
        C: 'Makes one view per element of `items`',
        D: 'Builds an array of strings from `items`',
      },
      correct: 'C',
      explanation:
        "`ForEach` produces a view for each element, identified by the element's identity.",
    },
    {
      question: "Which modifier sets a screen's title inside a `NavigationStack`?",
      options: {
        A: '`.title("Home")`',
        B: '`.navigationTitle("Home")`',
        C: '`.header("Home")`',
        D: '`.navigationHeader("Home")`',
      },
      correct: 'B',
      explanation:
        '`.navigationTitle` on the content view sets the title shown by the navigation stack.',
    },
    {
      question: 'What does `HStack(spacing: 8)` do?',
      options: {
        A: 'Arranges children vertically with 8 points of padding',
        B: 'Stacks children in depth, with at most 8 layers',
        C: 'Repeats its content 8 times in a horizontal row',
        D: 'Arranges children horizontally, 8 points apart',
      },
      correct: 'D',
      explanation:
        'An HStack lays out its children side by side, with the given spacing between them.',
    },
  ],
  problems: [],
};
