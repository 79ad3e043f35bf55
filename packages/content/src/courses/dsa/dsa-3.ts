import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'dsa-3',
  order: 3,
  title: 'Linked Lists',
  description:
    'Build singly and doubly linked lists, manipulate pointers safely, and master classic techniques such as reversal, dummy heads and fast/slow pointers.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Implement a singly linked list with insertion and deletion',
    'Compare linked lists with arrays for common operations',
    'Reverse a list in place and use dummy head nodes',
    'Detect cycles and find middles with fast and slow pointers',
  ],
  lesson: `## Nodes and pointers

A **linked list** is a chain of **nodes**. Each node holds a value and a reference to the next node; the list itself only remembers the **head**. The last node points to \`None\`.

\`\`\`python
class Node:
    def __init__(self, val, next=None):
        self.val = val
        self.next = next

head = Node(1, Node(2, Node(3)))     # 1 -> 2 -> 3 -> None

def to_list(head):
    out = []
    while head:
        out.append(head.val)
        head = head.next
    return out
\`\`\`

Unlike an array, nodes can live anywhere in memory. That changes the costs:

| Operation | Array | Linked list |
|---|---|---|
| Access i-th element | O(1) | O(n) |
| Insert/delete at front | O(n) | O(1) |
| Insert/delete after a known node | O(n) | O(1) |
| Memory per element | value only | value + pointer(s) |

Arrays also win on cache locality, so in practice Python lists beat linked lists for most workloads. Linked lists shine when you splice elements in and out at known positions: LRU caches, free lists in memory allocators and the adjacency lists of graphs. Python's \`collections.deque\` is built from linked blocks, which is why it has O(1) operations at both ends.

## Doubly linked lists

Adding a \`prev\` pointer to each node lets you walk backwards and **remove a node in O(1)** when you hold a reference to it, because you can reach its predecessor directly. The price is one more pointer per node and more pointers to keep consistent.

## The dummy head trick

Operations at the front of a list (deleting the head, inserting before it) usually need special cases. A **dummy** (sentinel) node placed before the real head removes them:

\`\`\`python
def remove_all(head, target):
    dummy = Node(0, head)
    cur = dummy
    while cur.next:
        if cur.next.val == target:
            cur.next = cur.next.next    # unlink
        else:
            cur = cur.next
    return dummy.next
\`\`\`

## Reversing in place

Reversal is the classic pointer exercise. Walk the list and turn each \`next\` pointer around, keeping track of the previous node:

\`\`\`python
def reverse(head):
    prev = None
    while head:
        nxt = head.next      # save the rest of the list
        head.next = prev     # reverse the pointer
        prev = head          # advance prev
        head = nxt           # advance head
    return prev
\`\`\`

It runs in O(n) time and O(1) extra space. The order of the four assignments matters: save \`next\` before overwriting it, or the rest of the list is lost.

## Fast and slow pointers

Move \`slow\` one step and \`fast\` two steps at a time:

- When \`fast\` reaches the end, \`slow\` is at the **middle**.
- If the list has a **cycle**, \`fast\` eventually laps \`slow\` and they meet (Floyd's algorithm). Resetting one pointer to the head and moving both one step at a time then makes them meet at the **start of the cycle**.

Both run in O(n) time with O(1) space, whereas a set of visited nodes would need O(n) memory.
`,
  overview: {
    whatYouWillLearn: [
      'A linked list stores elements in nodes that point to the next node, so elements need not be contiguous.',
      'Insertion or deletion at a known node is O(1), but reaching the i-th node is O(n).',
      'Doubly linked lists add a previous pointer, enabling O(1) removal given only the node.',
      'A dummy (sentinel) head removes special cases for operations at the front of the list.',
      'Reversing a list iteratively needs three pointers and O(1) extra space.',
      "Floyd's fast and slow pointers detect cycles and find the middle in one pass.",
    ],
    proTip:
      'Draw the boxes and arrows on paper before writing pointer code, and update pointers in an order that never loses the only reference to the rest of the list.',
  },
  mcqs: [
    {
      question:
        'What is the time complexity of accessing the i-th element of a singly linked list?',
      options: {
        A: '`O(1)`',
        B: '`O(n)`',
        C: '`O(log n)`',
        D: '`O(n^2)`',
      },
      correct: 'B',
      explanation: 'You must follow `next` pointers from the head, one node at a time.',
    },
    {
      question: 'Which operation is O(1) on a singly linked list but O(n) on an array?',
      options: {
        A: 'Inserting a new value at the front',
        B: 'Reading the last element by its index',
        C: 'Binary search for a value in sorted data',
        D: 'Appending at the end with no tail pointer',
      },
      correct: 'A',
      explanation: 'A linked list only relinks the head, while an array must shift every element.',
    },
    {
      question: 'What advantage does a doubly linked list offer over a singly linked list?',
      options: {
        A: 'It uses less memory for each node',
        B: 'It gives O(1) access by index',
        C: 'A node you hold can be removed in O(1)',
        D: 'It never needs a head pointer to be stored',
      },
      correct: 'C',
      explanation:
        'The `prev` pointer reaches the predecessor directly, so unlinking a known node takes constant time.',
    },
    {
      question: 'Why is a dummy head node useful?',
      options: {
        A: 'It makes the list circular, so no node is `None`',
        B: "It stores the list's length for a quick `len`",
        C: 'It lets a search skip half of the nodes',
        D: 'It removes special cases for the front node',
      },
      correct: 'D',
      explanation:
        'With a sentinel before the real head, deleting or inserting at the front works like anywhere else.',
    },
    {
      question:
        'In the iterative reversal, why must `next` be saved before setting `head.next = prev`?',
      options: {
        A: 'Otherwise the rest of the list becomes unreachable',
        B: 'Python needs a temporary to assign attributes',
        C: 'To keep the nodes in sorted order during reversal',
        D: 'To avoid creating a cycle at the original head',
      },
      correct: 'A',
      explanation:
        'Overwriting `head.next` first would lose the only reference to the remaining nodes.',
    },
    {
      question: 'What extra space does iterative in-place reversal of a linked list use?',
      options: {
        A: '`O(n)` for a copy',
        B: '`O(log n)` of stack',
        C: '`O(n^2)` worst case',
        D: '`O(1)`, for a few pointers',
      },
      correct: 'D',
      explanation: 'Only a few pointer variables are needed, whatever the length.',
    },
    {
      question:
        'When the fast pointer (two steps) reaches the end of a list, where is the slow pointer (one step)?',
      options: {
        A: 'Back at the head of the list',
        B: 'At the middle of the list',
        C: 'At the last node of the list',
        D: 'At the node just before the end',
      },
      correct: 'B',
      explanation: 'The slow pointer covers half the distance the fast one does.',
    },
    {
      question: "How does Floyd's algorithm detect a cycle?",
      options: {
        A: 'It counts nodes until a fixed limit is exceeded',
        B: 'It stores every visited node in a set and checks membership',
        C: 'A pointer moving two steps meets one moving one step',
        D: 'It reverses the list and checks if the head returns',
      },
      correct: 'C',
      explanation:
        'In a cycle the fast pointer eventually laps the slow one, using O(1) extra space.',
    },
    {
      question:
        'Why do Python lists usually beat linked lists in practice, even for many workloads with insertions?',
      options: {
        A: 'Python lists are balanced trees that give O(log n) inserts',
        B: 'Linked lists must be re-sorted after each insertion',
        C: 'Contiguous memory gives better caching and less overhead',
        D: 'Linked lists cannot hold Python integers directly',
      },
      correct: 'C',
      explanation:
        'Contiguous arrays have far better cache locality and lower per-element overhead.',
    },
    {
      question:
        "After Floyd's pointers meet inside a cycle, how do you find where the cycle starts?",
      options: {
        A: 'Keep moving the fast pointer until it reaches the head',
        B: 'Reverse the list from the meeting point and compare',
        C: 'Take the meeting point itself, which is always the start',
        D: 'Reset one pointer to the head, then step both by one',
      },
      correct: 'D',
      explanation:
        "Moving both one step at a time from the head and from the meeting point makes them meet at the cycle's start.",
    },
    {
      question: 'Why does `collections.deque` have O(1) operations at both ends?',
      options: {
        A: 'It is built from linked blocks',
        B: 'It is a Python list with a cached tail index',
        C: 'It keeps its elements ordered in a heap',
        D: 'It copies the array on every insertion',
      },
      correct: 'A',
      explanation: 'Linked blocks let it grow or shrink at either end without shifting elements.',
    },
    {
      question: 'Which workload suits a linked list?',
      options: {
        A: 'Random access by index inside a tight loop',
        B: 'An LRU cache that splices entries in and out',
        C: 'Binary search over a sorted run of numbers',
        D: 'Sorting a large array of floats in place',
      },
      correct: 'B',
      explanation: 'Linked lists shine when elements are spliced in and out at known positions.',
    },
  ],
  problems: [],
};
