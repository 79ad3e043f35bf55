import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'swift-7',
  order: 7,
  title: 'SwiftUI State and Data Flow',
  description:
    'Manage state with @State, @Binding, @Observable, @Bindable and @Environment, and understand what makes views update.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Own local state with @State and share it downwards with @Binding',
    'Model app data with @Observable classes',
    'Inject shared objects with @Environment and bind with @Bindable',
    'Predict which views update when data changes',
  ],
  lesson: `## A single source of truth

In SwiftUI every piece of data has **one owner**, and views derive their appearance from it. Property wrappers tell SwiftUI who owns what.

## @State and @Binding

\`\`\`swift
struct QuantityPicker: View {
    @Binding var value: Int
    var body: some View {
        HStack {
            Button("-") { value -= 1 }
            Text("\\(value)")
            Button("+") { value += 1 }
        }
    }
}

struct OrderView: View {
    @State private var quantity = 1          // owned here
    var body: some View {
        VStack {
            QuantityPicker(value: $quantity)           // pass a binding with $
            Text("Total: \\(quantity * 12) EUR")
        }
    }
}
\`\`\`

\`@State\` is private storage owned by a view; SwiftUI keeps it alive across body recomputations. \`@Binding\` is a two-way reference to state owned elsewhere; \`$quantity\` creates it. Controls such as \`TextField(text: $name)\` and \`Toggle(isOn: $enabled)\` take bindings.

## @Observable models

For app data shared by several views, use a class with the \`@Observable\` macro (iOS 17+):

\`\`\`swift
@Observable
final class Cart {
    var items: [Item] = []
    var coupon = ""
    var total: Double { items.reduce(0) { $0 + $1.price } }
}

struct CartBadge: View {
    let cart: Cart
    var body: some View { Text("\\(cart.items.count)") }   // reads only items
}

struct CouponField: View {
    @Bindable var cart: Cart
    var body: some View { TextField("Coupon", text: $cart.coupon) }
}
\`\`\`

Create the model once with \`@State private var cart = Cart()\` in the owning view, pass it down as a plain property, use \`@Bindable\` when you need bindings to its properties, or put it into the environment with \`.environment(cart)\` and read it with \`@Environment(Cart.self) private var cart\`.

## What triggers an update?

The Observation framework tracks **which properties each view's body actually read**. When a property changes, only views whose last body evaluation read **that property** are invalidated. \`CartBadge\` above re-renders when \`items\` changes but not when \`coupon\` changes, even though both live in the same object. Tracking is per property access, not per object, and applies to computed properties through the stored properties they read.

The older approach, \`ObservableObject\` with \`@Published\` properties and \`@StateObject\`/\`@ObservedObject\`, works at the **object** level: any \`@Published\` change sends \`objectWillChange\`, and every view observing the object re-renders, whether or not it used the changed property. That is why migrating to \`@Observable\` often removes many unnecessary view updates in large screens.

## Guidelines

Keep \`@State\` private and as local as possible, pass the smallest thing a child needs (a value, a binding or a model), never create an observable model inside \`body\` (it would be recreated on every update), and move side effects such as loading into \`.task { }\`, which is cancelled automatically when the view disappears. In the exercise you compare which views update under \`@Observable\` and under \`ObservableObject\`.`,
  overview: {
    whatYouWillLearn: [
      'Single source of truth and ownership of data',
      '@State for local state and @Binding with the dollar prefix',
      '@Observable classes, @Bindable and @Environment injection',
      'Property-level dependency tracking in the Observation framework',
      'Object-level invalidation with ObservableObject and @Published',
      'Where to create models and run side effects with task',
    ],
    proTip:
      'Use the SwiftUI instrument in Instruments (or Self._printChanges() in a body while debugging) to see exactly why a view re-rendered.',
  },
  mcqs: [],
  problems: [
    {
      id: 'swift-observation-updates',
      title: 'Observation Invalidation',
      description: `Compare which SwiftUI views update with \`@Observable\` and with \`ObservableObject\`.

All views observe the same model object. Each view lists the model properties its body reads.

**Input:** a line with n, then n lines \`ViewName: p1 p2 ...\` (a view may read no property, in which case nothing follows the colon). Then a line with m and m lines \`set PROPERTY\`; every set counts as a change of that property.

**Rules:** with \`@Observable\`, a set invalidates exactly the views that read that property. With \`ObservableObject\` (all properties \`@Published\`), every set invalidates every view.

**Output:** for each set a line \`set P -> observable: V1 V2; published: V1 V2\` with views in declaration order, writing \`none\` for an empty list; then \`renders observable=X published=Y\` with the total number of invalidations under each approach.`,
      examples: [
        {
          input: '3\nHeader: title\nCounter: count\nFooter: title count\n2\nset count\nset title\n',
          output:
            'set count -> observable: Counter Footer; published: Header Counter Footer\nset title -> observable: Header Footer; published: Header Counter Footer\nrenders observable=4 published=6',
          explanation: 'Observation only updates views that read the changed property.',
        },
        {
          input: '2\nStatic:\nBadge: unread\n1\nset unread\n',
          output:
            'set unread -> observable: Badge; published: Static Badge\nrenders observable=1 published=2',
          explanation: 'Static reads nothing but still updates with ObservableObject.',
        },
      ],
      constraints: [
        '1 <= n <= 100',
        '0 <= m <= 1000',
        'Names are 1 to 20 characters without spaces or colons',
      ],
      testCases: [
        {
          input: '3\nHeader: title\nCounter: count\nFooter: title count\n2\nset count\nset title\n',
          expectedOutput:
            'set count -> observable: Counter Footer; published: Header Counter Footer\nset title -> observable: Header Footer; published: Header Counter Footer\nrenders observable=4 published=6',
          hidden: false,
        },
        {
          input: '2\nStatic:\nBadge: unread\n1\nset unread\n',
          expectedOutput:
            'set unread -> observable: Badge; published: Static Badge\nrenders observable=1 published=2',
          hidden: false,
        },
        {
          input: '1\nA: x\n1\nset y\n',
          expectedOutput:
            'set y -> observable: none; published: A\nrenders observable=0 published=1',
          hidden: true,
        },
        {
          input: '2\nA: x\nB: y\n0\n',
          expectedOutput: 'renders observable=0 published=0',
          hidden: true,
        },
        {
          input: '2\nV: a a b\nW: b\n2\nset a\nset a\n',
          expectedOutput:
            'set a -> observable: V; published: V W\nset a -> observable: V; published: V W\nrenders observable=2 published=4',
          hidden: true,
        },
        {
          input:
            '4\nList: items\nBadge: items\nTotal: items coupon\nCouponField: coupon\n3\nset coupon\nset items\nset user\n',
          expectedOutput:
            'set coupon -> observable: Total CouponField; published: List Badge Total CouponField\nset items -> observable: List Badge Total; published: List Badge Total CouponField\nset user -> observable: none; published: List Badge Total CouponField\nrenders observable=5 published=12',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys

lines = sys.stdin.read().splitlines()
n = int(lines[0])
views = []
for i in range(1, n + 1):
    name, _, props = lines[i].partition(':')
    views.append((name.strip(), set(props.split())))
m = int(lines[n + 1])
out = []
obs_total = pub_total = 0
for j in range(m):
    prop = lines[n + 2 + j].split()[1]
    obs = [v for v, props in views if prop in props]
    pub = [v for v, _ in views]
    obs_total += len(obs)
    pub_total += len(pub)
    out.append('set %s -> observable: %s; published: %s' % (
        prop, ' '.join(obs) if obs else 'none', ' '.join(pub) if pub else 'none'))
out.append('renders observable=%d published=%d' % (obs_total, pub_total))
print('\\n'.join(out))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, m, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
props = ['count', 'title', 'items', 'coupon', 'user', 'a', 'b']
print(n)
for i in range(n):
    k = 0 if mode == 'static' else random.randint(0, 4)
    reads = [random.choice(props) for _ in range(k)]
    print(('V%d: %s' % (i, ' '.join(reads))).rstrip() if random.random() < 0.9 else 'V%d:%s' % (i, ' '.join(reads)))
print(m)
for _ in range(m):
    print('set ' + random.choice(props + ['unused']))
`,
        tests: [
          { args: '100 1000 mixed', label: 'n = 100 views, m = 1,000 sets' },
          { args: '100 1000 static', label: 'n = 100 views that read nothing' },
          { args: '100 0 mixed', label: 'no sets' },
          { args: '1 1 mixed', label: 'one view, one set' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
n = int(lines[0])
assert 1 <= n <= 100, 'n out of range'
NAME = re.compile('[^ :]{1,20}')
for line in lines[1:n + 1]:
    name, colon, props = line.partition(':')
    assert colon and NAME.fullmatch(name.strip()), 'bad view line'
    assert all(NAME.fullmatch(p) for p in props.split()), 'bad property name'
m = int(lines[n + 1])
assert 0 <= m <= 1000 and len(lines) == n + 2 + m, 'm out of range'
for line in lines[n + 2:]:
    p = line.split(' ')
    assert len(p) == 2 and p[0] == 'set' and NAME.fullmatch(p[1]), 'bad set line'
`,
        wrongSolutions: [
          {
            name: 'duplicate-reads-twice',
            language: 'python3',
            mustFail: 'WA',
            why: 'Lists and counts a view once per read of the property, but a view is invalidated once',
            source: `import sys
lines = sys.stdin.read().splitlines()
n = int(lines[0])
views = []
for i in range(1, n + 1):
    name, _, props = lines[i].partition(':')
    views.append((name.strip(), props.split()))
m = int(lines[n + 1])
out = []
ot = pt = 0
for j in range(m):
    prop = lines[n + 2 + j].split()[1]
    obs = [v for v, props in views for p in props if p == prop]
    pub = [v for v, _ in views]
    ot += len(obs); pt += len(pub)
    out.append('set %s -> observable: %s; published: %s' % (prop, ' '.join(obs) or 'none', ' '.join(pub) or 'none'))
out.append('renders observable=%d published=%d' % (ot, pt))
print('\\n'.join(out))
`,
          },
          {
            name: 'published-skips-static',
            language: 'python3',
            mustFail: 'WA',
            why: 'Leaves out views that read no property under ObservableObject, but every set invalidates every view',
            source: `import sys
lines = sys.stdin.read().splitlines()
n = int(lines[0])
views = []
for i in range(1, n + 1):
    name, _, props = lines[i].partition(':')
    views.append((name.strip(), set(props.split())))
m = int(lines[n + 1])
out = []
ot = pt = 0
for j in range(m):
    prop = lines[n + 2 + j].split()[1]
    obs = [v for v, props in views if prop in props]
    pub = [v for v, props in views if props]
    ot += len(obs); pt += len(pub)
    out.append('set %s -> observable: %s; published: %s' % (prop, ' '.join(obs) or 'none', ' '.join(pub) or 'none'))
out.append('renders observable=%d published=%d' % (ot, pt))
print('\\n'.join(out))
`,
          },
        ],
      },
    },
  ],
};
