import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'vue-8',
  order: 8,
  title: 'State Management with Pinia',
  description:
    'Manage shared application state with Pinia stores: state, getters, actions, subscriptions and persistence.',
  difficulty: 'Hard',
  testType: 'coding',
  objectives: [
    'Define setup and option stores with state, getters and actions',
    'Use stores in components without losing reactivity',
    'Subscribe to state changes and reset stores',
    'Decide what belongs in a store and what stays local',
  ],
  lesson: `## Why a store?

Props and provide/inject work for data that follows the component tree. State that many unrelated components share (the signed-in user, a shopping cart, feature flags) belongs in a **store**. **Pinia** is Vue's official state library: fully typed, modular, and integrated with Vue DevTools (time travel, state inspection) and server-side rendering.

## Defining a store

\`\`\`ts
// stores/cart.ts
import { defineStore } from 'pinia';
import { ref, computed } from 'vue';

export const useCartStore = defineStore('cart', () => {
  const items = ref<{ sku: string; price: number; qty: number }[]>([]);
  const couponPercent = ref(0);

  const count = computed(() => items.value.reduce((n, i) => n + i.qty, 0));
  const subtotal = computed(() => items.value.reduce((s, i) => s + i.price * i.qty, 0));
  const total = computed(() => subtotal.value - Math.floor((subtotal.value * couponPercent.value) / 100));

  function add(sku: string, price: number, qty = 1) {
    const existing = items.value.find((i) => i.sku === sku);
    if (existing) existing.qty += qty;
    else items.value.push({ sku, price, qty });
  }
  function $reset() { items.value = []; couponPercent.value = 0; }

  return { items, couponPercent, count, subtotal, total, add, $reset };
});
\`\`\`

This is a **setup store**: refs become state, computeds become **getters**, functions become **actions**. The alternative **option store** syntax (\`state\`, \`getters\`, \`actions\` objects) provides a built-in \`$reset()\`; setup stores define their own, as above. Store prices in integer cents to avoid floating-point errors.

## Using a store

\`\`\`vue
<script setup lang="ts">
import { storeToRefs } from 'pinia';
const cart = useCartStore();
const { count, total } = storeToRefs(cart); // keeps reactivity
const { add } = cart;                       // actions can be destructured directly
</script>
<template><button @click="add('PEN', 199)">Add pen ({{ count }})</button></template>
\`\`\`

A store is a reactive object, so destructuring it directly would break reactivity; \`storeToRefs\` extracts state and getters as refs. Stores are created lazily on first use and are singletons per app.

## Subscriptions and plugins

\`cart.$subscribe((mutation, state) => localStorage.setItem('cart', JSON.stringify(state)))\` runs after every state change, which is how persistence plugins work. Setting a value to what it already is does not count as a change. \`$onAction\` hooks into action calls for logging or analytics. Plugins such as \`pinia-plugin-persistedstate\` package these patterns.

## What goes where

Keep UI state that one component owns (a dropdown being open) local. Put shared client state in Pinia. Server data (lists fetched from an API) is often better handled by a data-fetching library such as Pinia Colada or TanStack Query, which add caching, deduplication and refetching. Stores can use other stores by calling \`useOtherStore()\` inside actions or getters. In the exercise you simulate a cart store with getters, a coupon and a subscription that counts real state changes.`,
  overview: {
    whatYouWillLearn: [
      'When shared state calls for a store',
      'Setup stores versus option stores',
      'State, getters and actions and the $reset convention',
      'storeToRefs and keeping reactivity when destructuring',
      '$subscribe, $onAction and persistence plugins',
      'Separating local UI state, client state and server state',
    ],
    proTip:
      'Keep money in integer cents in your stores and format only for display; floating-point sums like 0.1 + 0.2 will otherwise surprise your users.',
  },
  mcqs: [],
  problems: [
    {
      id: 'vue-pinia-cart',
      title: 'Cart Store Simulation',
      description: `Simulate a Pinia cart store with getters and a \`$subscribe\` counter.

State: a list of items (sku, price in cents, qty) and a coupon percentage (initially 0, list empty).

Commands:
- \`add SKU PRICE QTY\`: if the sku exists, increase its qty (its price stays unchanged); otherwise append it;
- \`remove SKU\`: remove the item if present;
- \`setQty SKU QTY\`: set the quantity of an existing item; a QTY of 0 or less removes it;
- \`coupon CODE\`: \`SAVE10\` sets 10 percent, \`SAVE25\` sets 25 percent, any other code is ignored;
- \`reset\`: restore the initial state;
- \`print\`: print \`items=C subtotal=S discount=D total=T\` where C is the total quantity, S the sum of price x qty, D = floor(S x percent / 100) and T = S - D; money is printed in units with two decimals (1999 cents is \`19.99\`).

A command is a **mutation** only if it actually changes the state (for example setting the same quantity, applying the coupon already active, removing a missing sku or resetting an already initial store are not).

**Input:** a line with n, then n commands. **Output:** the lines printed by \`print\`, then \`mutations=K\`.`,
      examples: [
        {
          input: '5\nadd BOOK 1250 2\nadd PEN 199 3\nprint\ncoupon SAVE10\nprint\n',
          output:
            'items=5 subtotal=30.97 discount=0.00 total=30.97\nitems=5 subtotal=30.97 discount=3.09 total=27.88\nmutations=3',
          explanation: 'Subtotal 3097 cents; 10 percent is 309 cents after rounding down.',
        },
        {
          input: '6\nadd MUG 800 1\nadd MUG 800 2\nsetQty MUG 0\nremove MUG\ncoupon BOGUS\nprint\n',
          output: 'items=0 subtotal=0.00 discount=0.00 total=0.00\nmutations=3',
          explanation: 'Removing a missing item and an unknown coupon change nothing.',
        },
      ],
      constraints: [
        '0 <= n <= 1000',
        '1 <= PRICE <= 10^8',
        'Quantities in add are positive and at most 1000; QTY in setQty is between -1000 and 1000',
        'SKUs and coupon codes contain no spaces',
      ],
      testCases: [
        {
          input: '5\nadd BOOK 1250 2\nadd PEN 199 3\nprint\ncoupon SAVE10\nprint\n',
          expectedOutput:
            'items=5 subtotal=30.97 discount=0.00 total=30.97\nitems=5 subtotal=30.97 discount=3.09 total=27.88\nmutations=3',
          hidden: false,
        },
        {
          input: '6\nadd MUG 800 1\nadd MUG 800 2\nsetQty MUG 0\nremove MUG\ncoupon BOGUS\nprint\n',
          expectedOutput: 'items=0 subtotal=0.00 discount=0.00 total=0.00\nmutations=3',
          hidden: false,
        },
        {
          input: '5\nadd A 100 1\ncoupon SAVE25\nreset\nreset\nprint\n',
          expectedOutput: 'items=0 subtotal=0.00 discount=0.00 total=0.00\nmutations=3',
          hidden: true,
        },
        { input: '0\n', expectedOutput: 'mutations=0', hidden: true },
        {
          input: '6\nadd X 333 3\nsetQty X 3\ncoupon SAVE25\ncoupon SAVE25\nsetQty X 1\nprint\n',
          expectedOutput: 'items=1 subtotal=3.33 discount=0.83 total=2.50\nmutations=3',
          hidden: true,
        },
        {
          input: '3\nadd Z 1000 1\nadd Z 1 1\nprint\n',
          expectedOutput: 'items=2 subtotal=20.00 discount=0.00 total=20.00\nmutations=2',
          hidden: true,
        },
        {
          input: '2\nadd BIG 99999999 100\nprint\n',
          expectedOutput:
            'items=100 subtotal=99999999.00 discount=0.00 total=99999999.00\nmutations=1',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys

COUPONS = {'SAVE10': 10, 'SAVE25': 25}
lines = sys.stdin.read().splitlines()
n = int(lines[0])
items = []
percent = 0
mutations = 0
out = []


def money(c):
    return '%d.%02d' % (c // 100, c % 100)


def find(sku):
    for it in items:
        if it[0] == sku:
            return it
    return None


for i in range(1, n + 1):
    p = lines[i].split()
    cmd = p[0]
    changed = False
    if cmd == 'add':
        it = find(p[1])
        if it:
            it[2] += int(p[3])
        else:
            items.append([p[1], int(p[2]), int(p[3])])
        changed = True
    elif cmd == 'remove':
        it = find(p[1])
        if it:
            items.remove(it)
            changed = True
    elif cmd == 'setQty':
        it = find(p[1])
        q = int(p[2])
        if it:
            if q <= 0:
                items.remove(it)
                changed = True
            elif it[2] != q:
                it[2] = q
                changed = True
    elif cmd == 'coupon':
        if p[1] in COUPONS and COUPONS[p[1]] != percent:
            percent = COUPONS[p[1]]
            changed = True
    elif cmd == 'reset':
        if items or percent:
            items = []
            percent = 0
            changed = True
    elif cmd == 'print':
        count = sum(it[2] for it in items)
        sub = sum(it[1] * it[2] for it in items)
        disc = sub * percent // 100
        out.append('items=%d subtotal=%s discount=%s total=%s' % (count, money(sub), money(disc), money(sub - disc)))
    if changed:
        mutations += 1
out.append('mutations=%d' % mutations)
print('\\n'.join(out))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
skus = ['SKU%d' % i for i in range(40 if mode != 'few' else 3)]
print(n)
for _ in range(n):
    r = random.random()
    sku = random.choice(skus)
    if mode == 'big' and r < 0.7:
        print('add %s %d %d' % (sku, 10**8, 1000))
    elif r < 0.35:
        print('add %s %d %d' % (sku, random.randint(1, 10**8) if mode == 'big' else random.randint(1, 5000), random.randint(1, 1000)))
    elif r < 0.45:
        print('remove ' + sku)
    elif r < 0.6:
        print('setQty %s %d' % (sku, random.choice([0, -1, -1000, 1, 2, 3, 1000, random.randint(-5, 10)])))
    elif r < 0.7:
        print('coupon ' + random.choice(['SAVE10', 'SAVE25', 'BOGUS', 'save10']))
    elif r < 0.75:
        print('reset')
    else:
        print('print')
`,
        tests: [
          { args: '1000 big', label: '1,000 commands, prices up to 10^8, large totals' },
          { args: '1000 mixed', label: '1,000 commands, 40 SKUs' },
          { args: '1000 few', label: '1,000 commands, 3 SKUs' },
          { args: '1 mixed', label: 'one command' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
n = int(lines[0])
assert 0 <= n <= 1000 and len(lines) == n + 1, 'n out of range'
for line in lines[1:]:
    p = line.split(' ')
    c = p[0]
    if c == 'add':
        assert len(p) == 4 and re.fullmatch('[0-9]+', p[2]) and re.fullmatch('[0-9]+', p[3]), 'bad add'
        assert 1 <= int(p[2]) <= 10**8 and 1 <= int(p[3]) <= 1000, 'add out of range'
    elif c == 'setQty':
        assert len(p) == 3 and re.fullmatch('-?[0-9]+', p[2]) and -1000 <= int(p[2]) <= 1000, 'bad setQty'
    elif c in ('remove', 'coupon'):
        assert len(p) == 2 and p[1], 'bad ' + c
    else:
        assert c in ('reset', 'print') and len(p) == 1, 'unknown command'
`,
        wrongSolutions: [
          {
            name: 'every-command-mutates',
            language: 'python3',
            mustFail: 'WA',
            why: 'Counts setQty with the same quantity, a repeated coupon and a reset of an empty store as mutations',
            source: `import sys
COUPONS = {'SAVE10': 10, 'SAVE25': 25}
lines = sys.stdin.read().splitlines()
n = int(lines[0])
items = {}
percent = 0
mutations = 0
out = []
def money(c):
    return '%d.%02d' % (c // 100, c % 100)
for i in range(1, n + 1):
    p = lines[i].split()
    cmd = p[0]
    if cmd == 'add':
        if p[1] in items:
            items[p[1]][1] += int(p[3])
        else:
            items[p[1]] = [int(p[2]), int(p[3])]
        mutations += 1
    elif cmd == 'remove':
        if p[1] in items:
            del items[p[1]]
            mutations += 1
    elif cmd == 'setQty':
        if p[1] in items:
            if int(p[2]) <= 0:
                del items[p[1]]
            else:
                items[p[1]][1] = int(p[2])
            mutations += 1
    elif cmd == 'coupon':
        if p[1] in COUPONS:
            percent = COUPONS[p[1]]
            mutations += 1
    elif cmd == 'reset':
        items = {}
        percent = 0
        mutations += 1
    elif cmd == 'print':
        count = sum(q for _, q in items.values())
        sub = sum(pr * q for pr, q in items.values())
        disc = sub * percent // 100
        out.append('items=%d subtotal=%s discount=%s total=%s' % (count, money(sub), money(disc), money(sub - disc)))
out.append('mutations=%d' % mutations)
print('\\n'.join(out))
`,
          },
          {
            name: 'rounded-discount',
            language: 'python3',
            mustFail: 'WA',
            why: 'Rounds the discount to the nearest cent instead of flooring it',
            source: `import sys
COUPONS = {'SAVE10': 10, 'SAVE25': 25}
lines = sys.stdin.read().splitlines()
n = int(lines[0])
items = {}
percent = 0
mutations = 0
out = []
def money(c):
    return '%d.%02d' % (c // 100, c % 100)
for i in range(1, n + 1):
    p = lines[i].split()
    cmd = p[0]
    changed = False
    if cmd == 'add':
        if p[1] in items:
            items[p[1]][1] += int(p[3])
        else:
            items[p[1]] = [int(p[2]), int(p[3])]
        changed = True
    elif cmd == 'remove':
        if p[1] in items:
            del items[p[1]]
            changed = True
    elif cmd == 'setQty':
        if p[1] in items:
            if int(p[2]) <= 0:
                del items[p[1]]
                changed = True
            elif items[p[1]][1] != int(p[2]):
                items[p[1]][1] = int(p[2])
                changed = True
    elif cmd == 'coupon':
        if p[1] in COUPONS and COUPONS[p[1]] != percent:
            percent = COUPONS[p[1]]
            changed = True
    elif cmd == 'reset':
        if items or percent:
            items = {}
            percent = 0
            changed = True
    elif cmd == 'print':
        count = sum(q for _, q in items.values())
        sub = sum(pr * q for pr, q in items.values())
        disc = (sub * percent + 50) // 100
        out.append('items=%d subtotal=%s discount=%s total=%s' % (count, money(sub), money(disc), money(sub - disc)))
    mutations += changed
out.append('mutations=%d' % mutations)
print('\\n'.join(out))
`,
          },
        ],
      },
    },
  ],
};
