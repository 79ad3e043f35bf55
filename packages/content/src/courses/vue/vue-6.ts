import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'vue-6',
  order: 6,
  title: 'Composables and Provide/Inject',
  description:
    'Extract reusable stateful logic into composables and share dependencies down the tree with provide and inject.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Write composables that encapsulate reactive state and side effects',
    'Accept refs, getters or plain values with toValue',
    'Share values across deep component trees with provide and inject',
    'Simulate the timing behaviour of a debounced ref',
  ],
  lesson: `## Composables

A **composable** is a function that uses the Composition API to encapsulate and reuse **stateful logic**. By convention its name starts with \`use\`:

\`\`\`ts
// useMouse.ts
import { ref, onMounted, onUnmounted } from 'vue';

export function useMouse() {
  const x = ref(0);
  const y = ref(0);
  function update(e: MouseEvent) { x.value = e.pageX; y.value = e.pageY; }
  onMounted(() => window.addEventListener('mousemove', update));
  onUnmounted(() => window.removeEventListener('mousemove', update));
  return { x, y };
}
\`\`\`

Each component that calls \`useMouse()\` gets its own state, and the listener is cleaned up with that component. Composables replace mixins from Vue 2: the source of every value is explicit, names cannot clash, and TypeScript infers everything. Return an object of refs so callers can destructure without losing reactivity.

## Flexible inputs

Good composables accept a ref, a getter or a plain value. \`toValue()\` normalises them, and reading it inside \`watchEffect\` or \`watch\` keeps the composable reactive:

\`\`\`ts
export function useFetch<T>(url: MaybeRefOrGetter<string>) {
  const data = ref<T | null>(null);
  const error = ref<unknown>(null);
  watchEffect(async () => {
    data.value = null;
    try { data.value = await (await fetch(toValue(url))).json(); }
    catch (e) { error.value = e; }
  });
  return { data, error };
}
\`\`\`

## A debounced ref

Search inputs should not hit the server on every keystroke. A \`useDebouncedRef(source, delay)\` composable keeps a second ref that only takes the source value after the user has **paused** for \`delay\` milliseconds: each change cancels the pending timer and starts a new one. When the timer finally fires, it assigns the latest value; if that value equals the current one, Vue does not trigger watchers, because setting a ref to the same value is not a change. The library **VueUse** offers hundreds of tested composables like \`refDebounced\`, \`useStorage\` and \`useIntersectionObserver\`.

## provide and inject

Props are explicit but tedious when a value is needed many levels down. An ancestor can **provide** a value and any descendant can **inject** it:

\`\`\`ts
// keys.ts
export const ThemeKey: InjectionKey<Ref<'light' | 'dark'>> = Symbol('theme');
// App.vue
const theme = ref<'light' | 'dark'>('light');
provide(ThemeKey, theme);
// DeepChild.vue
const theme = inject(ThemeKey, ref('light')); // second argument is the default
\`\`\`

The nearest ancestor providing the key wins. Provide refs (not raw values) to keep injected data reactive, and expose functions for changes so mutations stay with the owner. Use typed \`InjectionKey\` symbols to avoid name collisions. App-wide values can be provided with \`app.provide()\`; for richer global state, Pinia (chapter 8) is the better tool. In the exercise you simulate the timeline of a debounced ref.`,
  overview: {
    whatYouWillLearn: [
      'What composables are and why they replace mixins',
      'Lifecycle-aware cleanup inside composables',
      'Accepting refs, getters and values with toValue',
      'How debouncing delays updates until input pauses',
      'provide and inject with typed InjectionKey symbols',
      'When to prefer props, provide/inject or a store',
    ],
    proTip:
      'Before writing a composable, check VueUse; chances are a well-tested version of it already exists.',
  },
  mcqs: [],
  problems: [
    {
      id: 'vue-debounced-ref',
      title: 'Debounced Ref Timeline',
      description: `Simulate a debounced ref.

A source ref receives values at given times. Each change starts a timer of D milliseconds and cancels the previous pending timer. A change is cancelled if the next change happens strictly before its timer fires (next time < t + D). When a timer fires at t + D, the debounced ref is set to that change's value; if the value equals the debounced ref's current value nothing is reported, because setting a ref to an equal value triggers no watcher.

**Input:** the first line holds D and the initial value of the debounced ref. The second line holds n, followed by n lines \`t value\` with strictly increasing times.

**Output:** one line \`t=T value=V\` for every reported update, in time order, or \`no updates\`.`,
      examples: [
        {
          input: '300 a\n4\n0 ab\n100 abc\n500 abcd\n1200 abcde\n',
          output: 't=400 value=abc\nt=800 value=abcd\nt=1500 value=abcde',
          explanation:
            'The change at 0 is cancelled by the change at 100; the others each wait 300 ms.',
        },
        {
          input: '200 x\n3\n0 y\n50 x\n400 x\n',
          output: 'no updates',
          explanation: 'y is cancelled and x equals the current value each time a timer fires.',
        },
      ],
      constraints: [
        '0 <= n <= 10000',
        '1 <= D <= 10^6',
        'Times fit in 64-bit integers, and so does every t + D',
        'Values contain no spaces',
      ],
      testCases: [
        {
          input: '300 a\n4\n0 ab\n100 abc\n500 abcd\n1200 abcde\n',
          expectedOutput: 't=400 value=abc\nt=800 value=abcd\nt=1500 value=abcde',
          hidden: false,
        },
        { input: '200 x\n3\n0 y\n50 x\n400 x\n', expectedOutput: 'no updates', hidden: false },
        { input: '100 start\n0\n', expectedOutput: 'no updates', hidden: true },
        {
          input: '100 s\n2\n0 a\n100 b\n',
          expectedOutput: 't=100 value=a\nt=200 value=b',
          hidden: true,
        },
        {
          input: '250 q\n5\n0 r\n100 s\n500 t\n600 s\n1000 s\n',
          expectedOutput: 't=350 value=s',
          hidden: true,
        },
        {
          input: '1000 init\n2\n1000000000 a\n1000000500 b\n',
          expectedOutput: 't=1000001500 value=b',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys

tokens = sys.stdin.read().split()
d = int(tokens[0])
current = tokens[1]
n = int(tokens[2])
events = [(int(tokens[3 + 2 * i]), tokens[4 + 2 * i]) for i in range(n)]
out = []
for i, (t, v) in enumerate(events):
    if i + 1 < n and events[i + 1][0] < t + d:
        continue
    if v != current:
        current = v
        out.append('t=%d value=%s' % (t + d, v))
print('\\n'.join(out) if out else 'no updates')
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, d, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
t = {'big': 2**63 - 1 - d - 10**12, 'neg': -2**63, 'mid': 10**12}.get(mode, 0)
vals = ['a', 'b', 'c'] if mode != 'distinct' else None
print(d, 'a')
print(n)
for i in range(n):
    v = random.choice(vals) if vals else 'v%d' % i
    print(t, v)
    t += random.choice([1, max(1, d - 1), d, d, d + 1, random.randint(1, 3 * d)])
`,
        tests: [
          { args: '10000 1000000 mid', label: 'n = 10,000, times near 10^12, gaps around D' },
          { args: '3000 1000000 big', label: 'n = 3,000, times near the 64-bit maximum' },
          { args: '3000 1 neg', label: 'n = 3,000, D = 1, negative times' },
          { args: '10000 300 distinct', label: 'n = 10,000, all values distinct' },
          { args: '1 5 mid', label: 'n = 1' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
head = lines[0].split(' ')
assert len(head) == 2 and re.fullmatch('[0-9]+', head[0]) and 1 <= int(head[0]) <= 10**6 and head[1], 'bad first line'
d = int(head[0])
n = int(lines[1])
assert 0 <= n <= 10000 and len(lines) == n + 2, 'n out of range'
prev = None
for line in lines[2:]:
    t, v = line.split(' ')
    assert re.fullmatch('-?[0-9]+', t) and v, 'bad event'
    t = int(t)
    assert -2**63 <= t and t + d < 2**63, 'time out of range'
    assert prev is None or t > prev, 'times must increase'
    prev = t
`,
        wrongSolutions: [
          {
            name: 'cancel-on-equal-time',
            language: 'python3',
            mustFail: 'WA',
            why: 'Cancels a change when the next one comes exactly D later, but the timer fires first at t + D',
            source: `import sys
tokens = sys.stdin.read().split()
d = int(tokens[0])
current = tokens[1]
n = int(tokens[2])
events = [(int(tokens[3 + 2 * i]), tokens[4 + 2 * i]) for i in range(n)]
out = []
for i, (t, v) in enumerate(events):
    if i + 1 < n and events[i + 1][0] <= t + d:
        continue
    if v != current:
        current = v
        out.append('t=%d value=%s' % (t + d, v))
print('\\n'.join(out) if out else 'no updates')
`,
          },
          {
            name: 'int32-times',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Reads times into 32-bit ints, but times fit only in 64 bits',
            source: `#include <cstdio>
#include <string>
#include <vector>
#include <iostream>
int main() {
    int d, n;
    std::string cur;
    std::cin >> d >> cur >> n;
    std::vector<int> t(n);
    std::vector<std::string> v(n);
    for (int i = 0; i < n; i++) { long long x; std::cin >> x >> v[i]; t[i] = (int)x; }
    bool any = false;
    for (int i = 0; i < n; i++) {
        if (i + 1 < n && t[i + 1] < t[i] + d) continue;
        if (v[i] != cur) { cur = v[i]; std::printf("t=%d value=%s\\n", t[i] + d, v[i].c_str()); any = true; }
    }
    if (!any) std::printf("no updates\\n");
}
`,
          },
        ],
      },
    },
  ],
};
