import type { BankLevel } from '@app/shared/content.schemas';

const v = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: false });
const h = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: true });

export const easy: BankLevel = {
  mcq: [
    {
      question: 'In what order does a stack return its elements?',
      options: {
        A: 'First in, first out',
        B: 'Last in, first out',
        C: 'Smallest first',
        D: 'In random order',
      },
      correct: 'B',
      explanation: 'A stack pops the most recently pushed element first (LIFO).',
    },
    {
      question:
        'Which data structure serves elements in the order they arrived (first in, first out)?',
      options: { A: 'Queue', B: 'Stack', C: 'Binary search tree', D: 'Hash set' },
      correct: 'A',
      explanation: 'A queue removes from the front and adds at the back.',
    },
    {
      question: 'What is the time complexity of reading arr[i] from an array?',
      options: { A: 'O(n)', B: 'O(log n)', C: 'O(1)', D: 'O(n log n)' },
      correct: 'C',
      explanation: 'Array elements sit at computable addresses, so indexing is constant time.',
    },
    {
      question: 'How long does it take to insert a new node at the head of a singly linked list?',
      options: { A: 'O(n), because all nodes shift', B: 'O(log n)', C: 'O(n^2)', D: 'O(1)' },
      correct: 'D',
      explanation: "Only the new node's next pointer and the head pointer change.",
    },
    {
      question: 'What is the average-case time of looking up a key in a well-implemented hash map?',
      options: { A: 'O(1)', B: 'O(n)', C: 'O(log n)', D: 'O(n log n)' },
      correct: 'A',
      explanation: 'Hashing jumps straight to a bucket holding few entries on average.',
    },
    {
      question: 'At most how many children can a node of a binary tree have?',
      options: { A: 'One', B: 'Two', C: 'Three', D: 'Unlimited' },
      correct: 'B',
      explanation: 'Binary means each node has a left and a right child at most.',
    },
    {
      question: "Which data structure naturally implements an editor's undo feature?",
      options: { A: 'Queue', B: 'Hash map', C: 'Stack', D: 'Heap' },
      correct: 'C',
      explanation: 'The last action done is the first one undone.',
    },
    {
      question:
        'Breadth-first search on a graph keeps the nodes still to visit in which structure?',
      options: { A: 'Stack', B: 'Priority queue ordered by value', C: 'Sorted array', D: 'Queue' },
      correct: 'D',
      explanation: 'A FIFO queue makes BFS visit nodes level by level.',
    },
    {
      question: 'How long does it take to search for a value in an unsorted array of n elements?',
      options: { A: 'O(n)', B: 'O(1)', C: 'O(log n)', D: 'O(n^2)' },
      correct: 'A',
      explanation: 'Without order, every element may have to be checked.',
    },
    {
      question: 'What is a main drawback of a linked list compared with an array?',
      options: {
        A: 'It cannot grow',
        B: 'Reaching the i-th element requires walking i nodes',
        C: 'It cannot store duplicates',
        D: 'Inserting at the front is slow',
      },
      correct: 'B',
      explanation: 'Linked lists have no random access; you follow pointers from the head.',
    },
    {
      question: 'In a tree, what is a leaf?',
      options: {
        A: 'The node with no parent',
        B: 'Any node at depth 1',
        C: 'A node with no children',
        D: 'The node with the largest value',
      },
      correct: 'C',
      explanation:
        'Leaves are the nodes at the bottom with no children; the root is the node with no parent.',
    },
    {
      question: 'What is a collision in a hash table?',
      options: {
        A: 'Two threads writing at once',
        B: 'A key that is too long',
        C: 'The table running out of memory',
        D: 'Two different keys hashing to the same bucket',
      },
      correct: 'D',
      explanation: 'Collisions are resolved by chaining or by probing for another slot.',
    },
    {
      question: 'Which structure do you use to check that brackets like "([]{})" are balanced?',
      options: {
        A: 'A stack of open brackets',
        B: 'A queue of closing brackets',
        C: 'A sorted array',
        D: 'A min-heap',
      },
      correct: 'A',
      explanation: 'Each closing bracket must match the most recent unmatched opening bracket.',
    },
    {
      question: 'A hash set is the best choice when you mainly need to...',
      options: {
        A: 'Keep elements in insertion order by index',
        B: 'Always get the smallest element quickly',
        C: 'Test quickly whether a value is present, ignoring duplicates',
        D: 'Walk the elements in sorted order',
      },
      correct: 'C',
      explanation: 'Hash sets offer average O(1) membership tests and store each value once.',
    },
  ],
  coding: [
    {
      id: 'ds-browser-history',
      title: 'Browser history with back and forward',
      description:
        'Model a browser\'s history with two stacks. The first line is the start page. Each following line is a command: "visit <url>" opens a page (and clears the forward history), "back" goes to the previous page if there is one, "forward" goes to the next page if there is one; otherwise the command does nothing.\n\nOutput: after each command, the current page on its own line.',
      examples: [
        {
          input: 'home\nvisit a\nvisit b\nback\nback\nforward',
          output: 'a\nb\na\nhome\na',
          explanation: 'Going back twice returns to home; forward goes to a again.',
        },
        {
          input: 'home\nback\nforward\nvisit x\nforward',
          output: 'home\nhome\nx\nx',
          explanation: 'Back and forward do nothing when their stack is empty.',
        },
      ],
      constraints: ['At most 10^4 commands', 'URLs contain no spaces'],
      testCases: [
        v('home\nvisit a\nvisit b\nback\nback\nforward', 'a\nb\na\nhome\na'),
        v('home\nback\nforward\nvisit x\nforward', 'home\nhome\nx\nx'),
        h(
          'start\nvisit p1\nvisit p2\nback\nvisit p3\nforward\nback\nback',
          'p1\np2\np1\np3\np3\np1\nstart',
        ),
        h('only\nback', 'only'),
        h('s\nvisit a\nback\nback\nback\nforward\nforward', 'a\ns\ns\ns\na\na'),
        h('s\nvisit s\nback\nforward\nvisit t\nback\nback', 's\ns\ns\nt\ns\ns'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

def main():
    lines = [l.strip() for l in sys.stdin.read().split('\n') if l.strip()]
    current = lines[0]
    back, forward = [], []
    out = []
    for cmd in lines[1:]:
        if cmd.startswith('visit '):
            back.append(current)
            current = cmd[6:]
            forward.clear()
        elif cmd == 'back':
            if back:
                forward.append(current)
                current = back.pop()
        elif cmd == 'forward':
            if forward:
                back.append(current)
                current = forward.pop()
        out.append(current)
    print('\n'.join(out))

main()
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
print('home')
out = []
for i in range(n):
    r = random.random()
    if mode == 'back-heavy':
        r = 0.2 + r * 0.8
    elif mode == 'visits':
        r = r * 0.5 if i < n // 2 else 0.3 + r * 0.7
    if r < 0.35:
        out.append('visit ' + random.choice(['a.com', 'b.org/x', 'home', 'c%d' % i, 'https://x.io/p?q=1']))
    elif r < 0.7:
        out.append('back')
    else:
        out.append('forward')
print('\n'.join(out))
`,
        tests: [
          { args: '10000 random', label: '10,000 commands' },
          { args: '10000 back-heavy', label: '10,000 commands, mostly back and forward' },
          { args: '10000 visits', label: '10,000 commands, visits first' },
          { args: '1 random', label: 'one command' },
        ],
        validator: String.raw`import sys
lines = [l for l in sys.stdin.read().split('\n') if l.strip()]
assert len(lines[0].split()) == 1, 'the start page is one URL'
assert len(lines) - 1 <= 10**4, 'more than 10^4 commands'
for l in lines[1:]:
    p = l.split()
    assert p in (['back'], ['forward']) or (len(p) == 2 and p[0] == 'visit'), 'bad command'
`,
        wrongSolutions: [
          {
            name: 'keeps-forward-history',
            language: 'python3',
            mustFail: 'WA',
            why: 'Does not clear the forward history when a new page is visited',
            source: String.raw`import sys

def main():
    lines = [l.strip() for l in sys.stdin.read().split('\n') if l.strip()]
    current = lines[0]
    back, forward = [], []
    out = []
    for cmd in lines[1:]:
        if cmd.startswith('visit '):
            back.append(current)
            current = cmd[6:]
        elif cmd == 'back':
            if back:
                forward.append(current)
                current = back.pop()
        elif cmd == 'forward':
            if forward:
                back.append(current)
                current = forward.pop()
        out.append(current)
    print('\n'.join(out))

main()
`,
          },
          {
            name: 'back-at-start-pushes',
            language: 'python3',
            mustFail: 'WA',
            why: 'Pushes the current page onto the forward stack even when there is no page to go back to',
            source: String.raw`import sys

def main():
    lines = [l.strip() for l in sys.stdin.read().split('\n') if l.strip()]
    current = lines[0]
    back, forward = [], []
    out = []
    for cmd in lines[1:]:
        if cmd.startswith('visit '):
            back.append(current)
            current = cmd[6:]
            forward.clear()
        elif cmd == 'back':
            forward.append(current)
            if back:
                current = back.pop()
        elif cmd == 'forward':
            if forward:
                back.append(current)
                current = forward.pop()
        out.append(current)
    print('\n'.join(out))

main()
`,
          },
        ],
      },
    },
    {
      id: 'ds-bounded-queue',
      title: 'Bounded queue',
      description:
        'Implement a queue with a fixed capacity (a ring buffer works well). The first line holds the capacity C. Each following line is a command:\n- "enq x": add x at the back; print OK, or FULL if the queue already holds C items.\n- "deq": remove and print the front item, or EMPTY.\n- "peek": print the front item without removing it, or EMPTY.\n- "size": print the number of items.',
      examples: [
        {
          input: '2\nenq 5\nenq 6\nenq 7\ndeq\nenq 8\nsize',
          output: 'OK\nOK\nFULL\n5\nOK\n2',
          explanation: 'The third enq is refused; after a deq there is room again.',
        },
        {
          input: '1\ndeq\npeek\nenq -4\npeek\nsize',
          output: 'EMPTY\nEMPTY\nOK\n-4\n1',
          explanation: 'deq and peek on an empty queue print EMPTY.',
        },
      ],
      constraints: [
        '0 <= C <= 10^5',
        'At most 10^5 commands',
        'Values fit in a 64-bit signed integer',
      ],
      testCases: [
        v('2\nenq 5\nenq 6\nenq 7\ndeq\nenq 8\nsize', 'OK\nOK\nFULL\n5\nOK\n2'),
        v('1\ndeq\npeek\nenq -4\npeek\nsize', 'EMPTY\nEMPTY\nOK\n-4\n1'),
        h('3\nenq 1\nenq 2\ndeq\ndeq\ndeq\nenq 3\npeek', 'OK\nOK\n1\n2\nEMPTY\nOK\n3'),
        h('0\nenq 1\nsize\ndeq', 'FULL\n0\nEMPTY'),
        h(
          '2\nenq 1\nenq 2\ndeq\nenq 3\ndeq\nenq 4\ndeq\ndeq\ndeq',
          'OK\nOK\n1\nOK\n2\nOK\n3\n4\nEMPTY',
        ),
        h('2\nenq 1000000000000\npeek', 'OK\n1000000000000'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys
from collections import deque

def main():
    lines = [l.strip() for l in sys.stdin.read().split('\n') if l.strip()]
    cap = int(lines[0])
    q = deque()
    out = []
    for cmd in lines[1:]:
        parts = cmd.split()
        if parts[0] == 'enq':
            if len(q) >= cap:
                out.append('FULL')
            else:
                q.append(parts[1])
                out.append('OK')
        elif parts[0] == 'deq':
            out.append(q.popleft() if q else 'EMPTY')
        elif parts[0] == 'peek':
            out.append(q[0] if q else 'EMPTY')
        else:
            out.append(str(len(q)))
    print('\n'.join(out))

main()
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
cap, n, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
B = 2**63
print(cap)
out = []
size = 0
for i in range(n):
    if mode == 'fill-drain':
        op = 'enq' if i < n // 2 else 'deq'
    else:
        op = random.choice(['enq', 'enq', 'deq', 'peek', 'size'])
    if op == 'enq':
        r = random.random()
        v = random.randint(-999, 999) if r < 0.8 else (random.choice([-B, B - 1, 2**31, -2**31 - 1]) if r < 0.85 else random.randint(-B, B - 1))
        out.append('enq %d' % v)
    else:
        out.append(op)
print('\n'.join(out))
`,
        tests: [
          { args: '100000 100000 random', label: 'C = 100,000, 100,000 commands' },
          { args: '50000 60000 fill-drain', label: 'C = 50,000, fill then drain' },
          { args: '3 30000 random', label: 'C = 3, 30,000 commands' },
          { args: '0 1000 random', label: 'C = 0' },
          { args: '1 1 random', label: 'one command' },
        ],
        validator: String.raw`import re, sys
lines = [l for l in sys.stdin.read().split('\n') if l.strip()]
assert re.fullmatch(r'0|[1-9][0-9]*', lines[0].strip()) and int(lines[0]) <= 10**5, 'C out of range'
assert len(lines) - 1 <= 10**5, 'more than 10^5 commands'
for l in lines[1:]:
    p = l.split()
    if p[0] == 'enq':
        assert len(p) == 2 and re.fullmatch(r'-?(0|[1-9][0-9]*)', p[1]) and -2**63 <= int(p[1]) < 2**63, 'enq takes a 64-bit integer'
    else:
        assert p in (['deq'], ['peek'], ['size']), 'bad command'
`,
        wrongSolutions: [
          {
            name: 'full-check-off-by-one',
            language: 'python3',
            mustFail: 'WA',
            why: 'Reports FULL only when the queue holds more than C items, so it accepts one item too many',
            source: String.raw`import sys
from collections import deque

def main():
    lines = [l.strip() for l in sys.stdin.read().split('\n') if l.strip()]
    cap = int(lines[0])
    q = deque()
    out = []
    for cmd in lines[1:]:
        parts = cmd.split()
        if parts[0] == 'enq':
            if len(q) > cap:
                out.append('FULL')
            else:
                q.append(parts[1])
                out.append('OK')
        elif parts[0] == 'deq':
            out.append(q.popleft() if q else 'EMPTY')
        elif parts[0] == 'peek':
            out.append(q[0] if q else 'EMPTY')
        else:
            out.append(str(len(q)))
    print('\n'.join(out))

main()
`,
          },
          {
            name: 'int32-values',
            language: 'c',
            mustFail: 'WA',
            why: 'Stores values in a 32-bit int, but they fit only in 64 bits',
            source: String.raw`#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    int cap;
    if (scanf("%d", &cap) != 1) return 0;
    int *buf = malloc(sizeof(int) * (cap + 1));
    int head = 0, count = 0;
    char cmd[16];
    while (scanf("%15s", cmd) == 1) {
        if (strcmp(cmd, "enq") == 0) {
            int x;
            scanf("%d", &x);
            if (count >= cap) { puts("FULL"); continue; }
            buf[(head + count) % cap] = x;
            count++;
            puts("OK");
        } else if (strcmp(cmd, "deq") == 0) {
            if (!count) { puts("EMPTY"); continue; }
            printf("%d\n", buf[head]);
            head = (head + 1) % cap;
            count--;
        } else if (strcmp(cmd, "peek") == 0) {
            if (!count) puts("EMPTY"); else printf("%d\n", buf[head]);
        } else {
            printf("%d\n", count);
        }
    }
    return 0;
}
`,
          },
        ],
      },
    },
  ],
  debug: [
    {
      id: 'ds-debug-bracket-checker',
      title: 'Bracket checker accepts broken input',
      description:
        'This C program reads T strings (no spaces) and prints YES if the brackets (), [] and {} in each are balanced and correctly nested, otherwise NO. Other characters are ignored. It accepts some strings it should reject.',
      language: 'c',
      buggyCode: String.raw`#include <stdio.h>

int main(void) {
    int t;
    static char s[100005];
    static char stack[100005];
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        scanf("%100000s", s);
        int top = 0;
        int ok = 1;
        for (int i = 0; s[i]; i++) {
            char c = s[i];
            if (c == '(' || c == '[' || c == '{') {
                stack[top++] = c;
            } else if (c == ')' || c == ']' || c == '}') {
                if (top == 0) {
                    ok = 0;
                    break;
                }
                top--;
            }
        }
        printf(ok ? "YES\n" : "NO\n");
    }
    return 0;
}
`,
      fixedCode: String.raw`#include <stdio.h>

int main(void) {
    int t;
    static char s[100005];
    static char stack[100005];
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        scanf("%100000s", s);
        int top = 0;
        int ok = 1;
        for (int i = 0; s[i]; i++) {
            char c = s[i];
            if (c == '(' || c == '[' || c == '{') {
                stack[top++] = c;
            } else if (c == ')' || c == ']' || c == '}') {
                char want = c == ')' ? '(' : (c == ']' ? '[' : '{');
                if (top == 0 || stack[top - 1] != want) {
                    ok = 0;
                    break;
                }
                top--;
            }
        }
        if (top != 0) ok = 0;
        printf(ok ? "YES\n" : "NO\n");
    }
    return 0;
}
`,
      expectedBehavior:
        '"(]" and "([)]" print NO because the types do not match; "((" prints NO because brackets are left open.',
      hints: [
        'Does the program ever look at which bracket is on top of the stack?',
        'What should happen if the string ends while the stack is not empty?',
        'Try "((" and "(]" by hand.',
      ],
      testCases: [
        v('3\n()\n([]{})\n(]', 'YES\nYES\nNO'),
        v('2\n((\n)(', 'NO\nNO'),
        h('1\n{[()()]}', 'YES'),
        h('2\n([)]\n{{}}', 'NO\nYES'),
        h('1\n(((())))(', 'NO'),
        h('3\na(b)c\nx\n]', 'YES\nYES\nNO'),
      ],
      bugs: [
        {
          description:
            'Unclosed brackets are never detected: the stack is not checked for emptiness at the end',
          testIndexes: [1, 4],
        },
        {
          description:
            'A closing bracket pops any opening bracket without checking that the types match',
          testIndexes: [0, 3],
        },
      ],
    },
    {
      id: 'ds-debug-linked-list-tail',
      title: 'Linked list loses appended nodes',
      description:
        'This Python program implements a singly linked list with head and tail pointers. Commands: "push_front x", "push_back x", "pop_front" (prints the value or EMPTY) and "remove x" (removes the first node holding x, if any). At the end it prints the list as "a -> b -> c", or "empty". After some removals and pops, later push_back calls seem to vanish.',
      language: 'python3',
      buggyCode: String.raw`import sys

class Node:
    def __init__(self, val):
        self.val = val
        self.next = None

class LinkedList:
    def __init__(self):
        self.head = None
        self.tail = None

    def push_front(self, val):
        node = Node(val)
        node.next = self.head
        self.head = node
        if self.tail is None:
            self.tail = node

    def push_back(self, val):
        node = Node(val)
        if self.tail is None:
            self.head = self.tail = node
        else:
            self.tail.next = node
            self.tail = node

    def pop_front(self):
        if self.head is None:
            return None
        node = self.head
        self.head = node.next
        return node.val

    def remove(self, val):
        prev, cur = None, self.head
        while cur is not None and cur.val != val:
            prev, cur = cur, cur.next
        if cur is None:
            return
        if prev is None:
            self.head = cur.next
        else:
            prev.next = cur.next

    def items(self):
        out, cur = [], self.head
        while cur is not None:
            out.append(cur.val)
            cur = cur.next
        return out

def main():
    lst = LinkedList()
    out = []
    for line in sys.stdin.read().split('\n'):
        parts = line.split()
        if not parts:
            continue
        if parts[0] == 'push_front':
            lst.push_front(parts[1])
        elif parts[0] == 'push_back':
            lst.push_back(parts[1])
        elif parts[0] == 'pop_front':
            val = lst.pop_front()
            out.append('EMPTY' if val is None else val)
        elif parts[0] == 'remove':
            lst.remove(parts[1])
    items = lst.items()
    out.append(' -> '.join(items) if items else 'empty')
    print('\n'.join(out))

main()
`,
      fixedCode: String.raw`import sys

class Node:
    def __init__(self, val):
        self.val = val
        self.next = None

class LinkedList:
    def __init__(self):
        self.head = None
        self.tail = None

    def push_front(self, val):
        node = Node(val)
        node.next = self.head
        self.head = node
        if self.tail is None:
            self.tail = node

    def push_back(self, val):
        node = Node(val)
        if self.tail is None:
            self.head = self.tail = node
        else:
            self.tail.next = node
            self.tail = node

    def pop_front(self):
        if self.head is None:
            return None
        node = self.head
        self.head = node.next
        if self.head is None:
            self.tail = None
        return node.val

    def remove(self, val):
        prev, cur = None, self.head
        while cur is not None and cur.val != val:
            prev, cur = cur, cur.next
        if cur is None:
            return
        if prev is None:
            self.head = cur.next
        else:
            prev.next = cur.next
        if cur is self.tail:
            self.tail = prev

    def items(self):
        out, cur = [], self.head
        while cur is not None:
            out.append(cur.val)
            cur = cur.next
        return out

def main():
    lst = LinkedList()
    out = []
    for line in sys.stdin.read().split('\n'):
        parts = line.split()
        if not parts:
            continue
        if parts[0] == 'push_front':
            lst.push_front(parts[1])
        elif parts[0] == 'push_back':
            lst.push_back(parts[1])
        elif parts[0] == 'pop_front':
            val = lst.pop_front()
            out.append('EMPTY' if val is None else val)
        elif parts[0] == 'remove':
            lst.remove(parts[1])
    items = lst.items()
    out.append(' -> '.join(items) if items else 'empty')
    print('\n'.join(out))

main()
`,
      expectedBehavior:
        'Removing the last node or emptying the list keeps tail correct, so a later push_back always appears at the end.',
      hints: [
        'After removing the last node, what does tail still point to?',
        'After pop_front empties the list, is tail None?',
        'Every method that can change the last node must keep tail in sync.',
      ],
      testCases: [
        v('push_back 1\npush_back 2\npush_front 0\npop_front', '0\n1 -> 2'),
        v('push_back 1\npush_back 2\nremove 2\npush_back 3', '1 -> 3'),
        h('push_back 5\npop_front\npush_back 6', '5\n6'),
        h('pop_front\nremove 9', 'EMPTY\nempty'),
        h(
          'push_front 3\npush_front 2\npush_front 1\nremove 1\nremove 3\npush_back 4\npop_front',
          '2\n4',
        ),
        h('push_back 1\npop_front\npush_front 2\npush_back 3', '1\n2 -> 3'),
        h('push_back 7\npush_back 8\nremove 7\nremove 10\npush_back 9', '8 -> 9'),
      ],
      bugs: [
        {
          description: 'remove does not move tail back when the removed node was the tail',
          testIndexes: [1, 4],
        },
        {
          description: 'pop_front does not reset tail to None when the list becomes empty',
          testIndexes: [2, 5],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'ds-pseudo-reverse-list',
      title: 'Reverse a singly linked list in place',
      description:
        'Given the head of a singly linked list, write pseudocode that reverses the list in place (without creating new nodes or using an array) and returns the new head.',
      requirements: [
        'Use O(1) extra memory',
        'Visit each node once',
        'Return the new head of the list',
        'Work for empty and one-node lists',
      ],
      examples: [
        {
          scenario: '1 -> 2 -> 3',
          expectedApproach:
            'The result is 3 -> 2 -> 1 and the function returns the node holding 3.',
        },
      ],
      evaluationCriteria: [
        'Three-pointer technique',
        'Correct pointer update order',
        'Returns the right head',
        'Edge cases',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Keep prev (initially null) and current pointers',
            weight: 2,
            accept: ['prev null', 'previous null', 'prev none'],
          },
          {
            idea: 'Save the next node before changing the link',
            weight: 3,
            accept: ['save next', 'store next', 'next current next', 'temp next'],
          },
          {
            idea: 'Point current.next back to prev',
            weight: 3,
            accept: ['current next prev', 'curr next prev', 'next previous'],
          },
          {
            idea: 'Advance prev and current; return prev as the new head',
            weight: 2,
            accept: ['return prev', 'return previous', 'prev new head'],
          },
        ],
        edgeCases: [
          { case: 'Empty list', accept: ['empty', 'head null', 'head none'] },
          { case: 'Single node', accept: ['single node', 'one node', 'only one'] },
        ],
        synonyms: [
          ['prev', 'previous', 'reversed', 'new head'],
          ['current', 'cur', 'curr', 'node', 'walker'],
          ['save', 'keep', 'remember', 'hold'],
        ],
        pitfalls: [
          {
            mistake:
              'Once current.next has been pointed back, it no longer leads forward, so current must move to the node saved before the link was flipped, not to current.next.',
            patterns: [
              'prev = current current = current next',
              'prev current current current next',
              'prev = current current = current.next',
            ],
          },
          {
            mistake:
              'Starting with prev at the head and current at head.next leaves the old head pointing at the second node, so the reversed list ends in a two-node cycle; prev must start as null.',
            patterns: [
              'prev = head current = head next',
              'prev = head current head next',
              'prev head current head next',
            ],
          },
          {
            mistake:
              'The next node must be saved before current.next is pointed back: once the link is flipped, current.next leads to prev, so saving it afterwards loses the rest of the list.',
            patterns: [
              'current next = prev next = current next',
              'current next = prev temp = current next',
              'current next = prev tmp = current next',
              'prev before save next',
            ],
          },
          {
            mistake:
              'Looping only while current.next exists stops on the last node before its link is turned around, so that node is lost and a one-node list returns null; the loop must run while current itself is not null.',
            patterns: [
              'while current next null',
              'while current next !=',
              'until current next null',
              'until current next ==',
            ],
          },
        ],
        modelAnswer: `1. SET prev = null, current = head
2. WHILE current is not null:
3.    SET next = current.next (save next before changing the link)
4.    SET current.next = prev
5.    SET prev = current
6.    SET current = next
7. RETURN prev, which is the new head
8. IF the list is empty (head is null) the loop never runs and null is returned; a single node list returns that one node`,
      },
    },
    {
      id: 'ds-pseudo-queue-two-stacks',
      title: 'Queue built from two stacks',
      description:
        'Write pseudocode for a queue class that supports enqueue, dequeue and peek using only two stacks (push, pop, top, isEmpty) as storage, with amortised O(1) time per operation.',
      requirements: [
        'enqueue adds to one stack',
        'dequeue and peek take from the other stack, refilling it only when it is empty',
        'Elements come out in FIFO order',
        'Explain why the cost is amortised O(1)',
      ],
      examples: [
        {
          scenario: 'enqueue 1, enqueue 2, dequeue, enqueue 3, dequeue',
          expectedApproach: 'The dequeues return 1 and then 2.',
        },
      ],
      evaluationCriteria: [
        'Inbox/outbox design',
        'Transfer only when the outbox is empty',
        'Correct FIFO order',
        'Empty queue handling',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Push new elements onto an input stack',
            weight: 2,
            accept: [
              'push inbox',
              'push input stack',
              'enqueue push in',
              'push stack1',
              'enqueue push',
            ],
          },
          {
            idea: 'When the output stack is empty, move every element from input to output',
            weight: 4,
            accept: [
              'output empty move',
              'outbox empty move',
              'outbox empty pop push',
              'transfer all',
              'move all elements',
              'refill empty',
              'front empty pop push',
              'front empty move',
            ],
          },
          {
            idea: 'Dequeue pops from the output stack',
            weight: 2,
            accept: ['pop outbox', 'pop output', 'pop stack2', 'return pop front'],
          },
          {
            idea: 'Each element is moved at most once, giving amortised O(1)',
            weight: 2,
            accept: ['amortized', 'amortised', 'moved once', 'at most once'],
          },
        ],
        edgeCases: [
          {
            case: 'Dequeue or peek on an empty queue',
            accept: ['both empty', 'queue empty', 'error empty', 'return null'],
          },
          {
            case: 'Interleaved enqueues after a transfer keep order',
            accept: ['interleave', 'order preserved', 'keeps order', 'fifo order', 'break fifo'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'The newest element sits on top of the input stack, so taking a dequeue or peek result from there gives LIFO order; answers must come from the output stack.',
            patterns: [
              'return pop inbox',
              'return inbox pop',
              'return top inbox',
              'return inbox top',
              'return popped inbox',
            ],
          },
          {
            mistake:
              'Pushing a new element straight onto the output stack puts it in front of older elements, breaking FIFO order; new elements always go onto the input stack.',
            patterns: [
              'enqueue outbox push',
              'enqueue output push',
              'enqueue stack2 push',
              'enqueue out push',
            ],
          },
          {
            mistake:
              'Moving elements from the output stack back onto the input stack reverses them again and scrambles the order; transfers only go from input to output.',
            patterns: [
              'pop outbox push inbox',
              'pop output push input',
              'pop stack2 push stack1',
              'outbox back inbox',
              'move outbox back inbox',
              'move output back input',
              'transfer outbox back inbox',
              'transfer output back input',
            ],
          },
          {
            mistake:
              'The output stack may only be refilled when it is empty: moving the input stack over whenever it has elements stacks newer elements on top of older ones still waiting, so they leave first.',
            patterns: [
              'inbox not empty while inbox',
              'input not empty while input',
              'stack1 not empty while stack1',
            ],
          },
        ],
        modelAnswer: `1. SET inbox = empty stack, outbox = empty stack
2. FUNCTION enqueue(x): push x onto inbox (push inbox)
3. FUNCTION shift(): IF outbox is empty THEN WHILE inbox not empty: pop from inbox and push to outbox (move all elements)
4. FUNCTION dequeue(): call shift(); IF both stacks are empty THEN return null (queue empty); ELSE return pop outbox
5. FUNCTION peek(): call shift(); IF outbox empty THEN return null ELSE return top of outbox
6. Elements in outbox are always older than those in inbox, so interleaved calls keep FIFO order
7. Each element is pushed and popped at most once per stack, so the cost is amortised O(1)`,
      },
    },
  ],
};
