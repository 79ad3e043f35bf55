import type { CorpusEntry } from './types';

export const dataStructuresCorpus: readonly CorpusEntry[] = [
  {
    problemId: 'ds-pseudo-reverse-list',
    answers: [
      {
        kind: 'correct',
        style: 'terse',
        text: `prev = null; cur = head
while cur != null:
    nxt = cur.next
    cur.next = prev
    prev = cur
    cur = nxt
return prev   # null for an empty list, the same node for a one-node list`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `1. Keep two references: previous, which starts as null, and current, which starts at the head.
2. While current is not null, do the following for one node:
3. Save current.next in a temporary variable next, because we are about to overwrite it and would otherwise lose the rest of the list.
4. Point current.next back at previous; this turns the arrow of this node around.
5. Move previous forward to current, and current forward to the saved next.
6. When current becomes null every arrow has been reversed, and previous holds the old last node, which is the new head; return it.
An empty list skips the loop and returns null; a single node returns itself. Only three variables are used, so the extra memory is O(1), and each node is visited once.`,
      },
      {
        kind: 'correct',
        style: 'other words',
        text: `reversedHead = nil
walker = head
loop while walker exists:
    rest = walker.next          -- remember the remainder
    walker.next = reversedHead  -- flip this link
    reversedHead = walker       -- walker is now the front of the reversed part
    walker = rest
give back reversedHead`,
      },
      {
        kind: 'partial',
        style: 'returns old head',
        missing: 'return the new head (the last node, prev)',
        text: `1. prev = null, cur = head
2. while cur is not null: next = cur.next; cur.next = prev; prev = cur; cur = next
3. return head`,
      },
      {
        kind: 'partial',
        style: 'uses an array',
        missing: 'reverse in place with O(1) extra memory (no array)',
        text: `1. If head is null return null.
2. Walk the list and push every node onto an array.
3. For i from the last index down to 1: nodes[i].next = nodes[i - 1].
4. nodes[0].next = null.
5. Return nodes[last].`,
      },
    ],
  },
  {
    problemId: 'ds-pseudo-validate-bst',
    answers: [
      {
        kind: 'correct',
        style: 'terse',
        text: `valid(node, lo = -inf, hi = +inf):
    if node is null: return true
    if not (lo < node.key < hi): return false
    return valid(node.left, lo, node.key) and valid(node.right, node.key, hi)
answer = valid(root)   # empty tree is valid`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `Idea: every node must lie inside an allowed range inherited from its ancestors, not just be ordered with its parent.
1. Define a helper check(node, low, high) where low and high are exclusive bounds. Start it with the root and no bounds (null meaning "no limit"), so extreme keys such as the minimum integer still fit.
2. If node is null, this subtree is fine: return true. This also covers an empty tree.
3. If a low bound exists and node.key is not strictly greater than it, or a high bound exists and node.key is not strictly smaller than it, return false; equal keys are duplicates and are not allowed.
4. Check the left subtree with the range (low, node.key): everything there must be smaller than this node.
5. Check the right subtree with the range (node.key, high).
6. Return true only if both sides are valid. Each node is visited once, so it runs in O(n).`,
      },
      {
        kind: 'correct',
        style: 'in-order traversal',
        text: `An in-order walk of a BST visits keys in strictly increasing order.
last = none
walk(n): if n is empty -> ok
         walk(n.left) failed -> fail
         if last is not none and n.key <= last -> fail
         last = n.key
         return walk(n.right)
return walk(root)   -- an empty tree passes; no sentinel values are needed, so extreme keys are safe`,
      },
      {
        kind: 'partial',
        style: 'children only',
        missing: 'whole-subtree bounds, not only the direct children',
        text: `isBST(node):
1. if node is null return true
2. if node.left is not null and node.left.key >= node.key return false
3. if node.right is not null and node.right.key <= node.key return false
4. return isBST(node.left) and isBST(node.right)`,
      },
      {
        kind: 'partial',
        style: 'non-strict',
        missing: 'strict comparisons (duplicates are not allowed)',
        text: `check(node, min, max):
1. if node is null: return true
2. if node.key < min or node.key > max: return false
3. return check(node.left, min, node.key) and check(node.right, node.key, max)
Call check(root, -infinity, +infinity).`,
      },
    ],
  },
];
