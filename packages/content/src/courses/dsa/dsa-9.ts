import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'dsa-9',
  order: 9,
  title: 'Trees and Binary Search Trees',
  description:
    'Represent hierarchical data with trees, traverse them depth-first and breadth-first, and search, insert and delete in binary search trees.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Use tree vocabulary: root, leaf, height, depth, subtree',
    'Traverse binary trees in preorder, inorder, postorder and level order',
    'Search, insert and delete in a binary search tree',
    'Explain why balanced trees guarantee O(log n) operations',
  ],
  lesson: `## Tree vocabulary

A **tree** is a hierarchy: one **root**, and every other node has exactly one **parent**. Nodes without children are **leaves**. The **depth** of a node is its distance from the root; the **height** of a tree is the largest depth. Any node together with its descendants forms a **subtree**. File systems, HTML documents, organisation charts and expression parsers are all trees. In a **binary tree**, each node has at most two children, \`left\` and \`right\`.

\`\`\`python
class TreeNode:
    def __init__(self, val, left=None, right=None):
        self.val, self.left, self.right = val, left, right
\`\`\`

## Traversals

Depth-first traversals differ in when the node itself is visited:

- **Preorder**: node, left, right (copying a tree, prefix expressions).
- **Inorder**: left, node, right (sorted order in a BST).
- **Postorder**: left, right, node (deleting a tree, evaluating expressions, computing sizes).

\`\`\`python
def inorder(node, out):
    if node:
        inorder(node.left, out)
        out.append(node.val)
        inorder(node.right, out)
\`\`\`

**Level-order** (breadth-first) traversal visits the tree level by level using a queue:

\`\`\`python
from collections import deque
def level_order(root):
    levels, q = [], deque([root] if root else [])
    while q:
        levels.append([n.val for n in q])
        for _ in range(len(q)):
            n = q.popleft()
            q.extend(c for c in (n.left, n.right) if c)
    return levels
\`\`\`

## Recursive thinking on trees

Most tree questions are a recursion that combines the children's answers:

\`\`\`python
def height(node):
    if node is None:
        return -1            # so a single node has height 0
    return 1 + max(height(node.left), height(node.right))
\`\`\`

Each node is visited once: O(n) time, and O(h) stack space.

## Binary search trees

A **binary search tree (BST)** maintains the invariant: every key in a node's left subtree is smaller than the node's key, and every key in the right subtree is larger. Searching follows one path from the root:

\`\`\`python
def search(node, key):
    while node and node.val != key:
        node = node.left if key < node.val else node.right
    return node
\`\`\`

**Insertion** walks the same path and attaches a new leaf. **Deletion** has three cases: a leaf is removed directly; a node with one child is replaced by that child; a node with two children takes the value of its **inorder successor** (the smallest key in its right subtree), which is then deleted from there. An inorder traversal of a BST returns keys in sorted order, and BSTs support ordered queries such as minimum, maximum, predecessor, successor and range listing.

## Balance matters

All BST operations cost O(h). If keys are inserted in sorted order, the tree degenerates into a linked list with h = n, and everything becomes O(n). **Self-balancing** trees (AVL trees, red-black trees) perform rotations on insert and delete to keep h = O(log n). They power \`std::map\` in C++, \`TreeMap\` in Java and many database indexes (where the wider **B-tree** reduces disk reads). Python has no built-in balanced BST; the third-party \`sortedcontainers\` library fills that role, and for many tasks a dict plus occasional sorting is enough.
`,
  overview: {
    whatYouWillLearn: [
      'A tree is a connected acyclic structure with a root, where every other node has exactly one parent.',
      'Depth-first traversals visit nodes in preorder, inorder or postorder; breadth-first visits level by level with a queue.',
      'Most tree algorithms are short recursions that combine answers from the left and right subtrees.',
      'A binary search tree keeps smaller keys in the left subtree and larger keys in the right subtree.',
      'An inorder traversal of a BST yields the keys in sorted order.',
      'BST operations cost O(h); self-balancing trees keep the height h at O(log n).',
    ],
    proTip:
      'For tree problems, ask "what do I need from each child to answer for the parent?" and return exactly that from a recursive helper; height, balance checks, diameters and path sums all follow this pattern.',
  },
  mcqs: [
    {
      question: 'What is a leaf in a tree?',
      options: {
        A: 'The root of any subtree',
        B: 'A node with exactly one child',
        C: 'A childless node',
        D: 'A node at the greatest depth',
      },
      correct: 'C',
      explanation: 'Leaves are nodes without children; they need not all be at the same depth.',
    },
    {
      question: "Which traversal visits a binary search tree's keys in sorted order?",
      options: {
        A: 'Preorder',
        B: 'Inorder',
        C: 'Postorder',
        D: 'Level-order',
      },
      correct: 'B',
      explanation:
        'Left subtree, node, right subtree visits smaller keys, then the node, then larger keys.',
    },
    {
      question: 'Which data structure does a level-order traversal use?',
      options: {
        A: 'A stack',
        B: 'A min-heap',
        C: 'A hash set',
        D: 'A queue',
      },
      correct: 'D',
      explanation:
        'Breadth-first traversal processes nodes in first-in, first-out order, level by level.',
    },
    {
      question:
        'Which traversal order is natural for deleting every node of a tree or evaluating an expression tree?',
      options: {
        A: 'Preorder',
        B: 'Inorder',
        C: 'Postorder',
        D: 'Level-order',
      },
      correct: 'C',
      explanation:
        'Children are handled before their parent, which deletion and evaluation both need.',
    },
    {
      question: 'What invariant defines a binary search tree?',
      options: {
        A: 'Keys on the left are smaller and keys on the right larger',
        B: "Each node's key is below both children's keys",
        C: 'Every level is completely filled from left to right',
        D: 'The subtrees differ in height by at most one',
      },
      correct: 'A',
      explanation:
        'The ordering invariant lets a search follow a single path; the others describe heaps, complete trees and AVL balance.',
    },
    {
      question: 'What is the cost of search, insert and delete in a BST of height h?',
      options: {
        A: '`O(log n)`',
        B: '`O(h)`',
        C: '`O(n log n)`',
        D: '`O(h^2)`',
      },
      correct: 'B',
      explanation:
        'Each operation follows one root-to-leaf path; it is O(log n) only if the tree is balanced.',
    },
    {
      question:
        'What happens when the keys 1, 2, 3, ..., n are inserted in order into a plain, unbalanced BST?',
      options: {
        A: 'It rebalances itself into a tree whose height is about log n',
        B: 'The insertion fails once a key is larger than the root',
        C: 'It becomes a complete tree, filled level by level',
        D: 'It becomes a chain of height n, so operations take linear time',
      },
      correct: 'D',
      explanation: 'Each new key becomes the right child of the previous one.',
    },
    {
      question: 'When deleting a BST node with two children, which value commonly replaces it?',
      options: {
        A: 'Its inorder successor, the smallest key on its right',
        B: 'Its left child, which moves up by one level in the tree',
        C: 'The root key of the whole tree',
        D: 'The largest key in its right subtree',
      },
      correct: 'A',
      explanation:
        'The inorder successor keeps the BST invariant and has at most one child, so it is easy to remove.',
    },
    {
      question: 'How do AVL and red-black trees keep operations at O(log n)?',
      options: {
        A: 'They rebuild the whole tree after every single insertion',
        B: 'They keep a hash table of keys next to the tree',
        C: 'Rotations on each insert or delete bound the height',
        D: 'They allow each node at most one child',
      },
      correct: 'C',
      explanation: 'Rotations restore balance locally, keeping the height logarithmic.',
    },
    {
      question: "Why does the lesson's `height(None)` return -1?",
      options: {
        A: 'To mark missing nodes as errors',
        B: 'Because Python indexes from -1',
        C: 'So that leaves get height -1',
        D: 'So that a single node gets a height of 0',
      },
      correct: 'D',
      explanation:
        "A leaf's height is 1 + max(-1, -1) = 0, matching the definition of height as the largest depth.",
    },
    {
      question:
        'What does the recursive `height` function cost on a tree with n nodes and height h?',
      options: {
        A: 'O(n) time and O(h) stack space',
        B: 'O(log n) time and O(1) space',
        C: 'O(n^2) time and O(n) stack space',
        D: 'O(h) time and O(n) stack space',
      },
      correct: 'A',
      explanation: 'It visits every node once, and the recursion is at most h calls deep.',
    },
    {
      question: 'In a preorder traversal, when is the node itself visited?',
      options: {
        A: 'After both of its subtrees',
        B: 'Before its left and right subtrees',
        C: 'Between its left and right subtrees',
        D: 'Once every node on its level is visited',
      },
      correct: 'B',
      explanation:
        'Preorder is node, left, right; inorder puts the node between and postorder after.',
    },
  ],
  problems: [],
};
