import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'dsa-9',
  order: 9,
  title: 'Trees and Binary Search Trees',
  description: 'Represent hierarchical data with trees, traverse them depth-first and breadth-first, and search, insert and delete in binary search trees.',
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
    proTip: 'For tree problems, ask "what do I need from each child to answer for the parent?" and return exactly that from a recursive helper; height, balance checks, diameters and path sums all follow this pattern.',
  },
  mcqs: [
    {
      question: 'What is a leaf in a tree?',
      options: {
        A: 'The root node',
        B: 'A node with no children',
        C: 'A node with exactly one child',
        D: 'The deepest node only',
      },
      correct: 'B',
      explanation: 'Leaves are nodes without children, regardless of their depth.',
    },
    {
      question: 'Which traversal visits a binary search tree\'s keys in sorted order?',
      options: {
        A: 'Preorder',
        B: 'Postorder',
        C: 'Level order',
        D: 'Inorder',
      },
      correct: 'D',
      explanation: 'Visiting left subtree, node, then right subtree yields ascending keys in a BST.',
    },
    {
      question: 'Which data structure does a level-order traversal use?',
      options: {
        A: 'A queue',
        B: 'A stack',
        C: 'A hash set',
        D: 'A heap',
      },
      correct: 'A',
      explanation: 'Breadth-first traversal processes nodes in the order they were discovered, first in first out.',
    },
    {
      question: 'Which traversal order is natural for deleting every node of a tree or evaluating an expression tree?',
      options: {
        A: 'Preorder',
        B: 'Inorder',
        C: 'Postorder',
        D: 'Random order',
      },
      correct: 'C',
      explanation: 'Postorder handles both children before their parent.',
    },
    {
      question: 'What invariant defines a binary search tree?',
      options: {
        A: 'Every node has exactly two children',
        B: 'Keys in the left subtree are smaller and keys in the right subtree are larger than the node\'s key',
        C: 'The tree is perfectly balanced',
        D: 'Parent keys are smaller than both children, as in a heap',
      },
      correct: 'B',
      explanation: 'This ordering is what lets search discard one subtree at each step.',
    },
    {
      question: 'What is the cost of search, insert and delete in a BST of height h?',
      options: {
        A: 'O(h)',
        B: 'O(1)',
        C: 'O(n log n)',
        D: 'O(h^2)',
      },
      correct: 'A',
      explanation: 'Each operation follows a single root-to-leaf path.',
    },
    {
      question: 'What happens when keys 1, 2, 3, ..., n are inserted in order into a plain (unbalanced) BST?',
      options: {
        A: 'The tree stays balanced automatically',
        B: 'Insertion fails after the first key',
        C: 'The tree becomes a heap',
        D: 'It degenerates into a chain of height n, so operations become O(n)',
      },
      correct: 'D',
      explanation: 'Sorted insertions always go right, producing a linked-list-shaped tree.',
    },
    {
      question: 'When deleting a BST node with two children, which value commonly replaces it?',
      options: {
        A: 'The root\'s value',
        B: 'The larger child\'s value',
        C: 'Its inorder successor, the smallest key in its right subtree',
        D: 'Its parent\'s value',
      },
      correct: 'C',
      explanation: 'The successor keeps the ordering invariant and has at most one child, making its own removal easy.',
    },
    {
      question: 'How do AVL and red-black trees keep operations at O(log n)?',
      options: {
        A: 'They store keys in a hash table',
        B: 'They perform rotations during insertions and deletions to bound the height',
        C: 'They forbid duplicate keys',
        D: 'They rebuild the whole tree after every insertion',
      },
      correct: 'B',
      explanation: 'Rebalancing rotations keep the height logarithmic in the number of nodes.',
    },
  ],
  problems: [],
};
