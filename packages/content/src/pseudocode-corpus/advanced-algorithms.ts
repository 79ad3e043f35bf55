import type { CorpusEntry } from './types';

export const advancedAlgorithmsCorpus: readonly CorpusEntry[] = [
  {
    problemId: 'aa-pseudo-grid-bfs',
    answers: [
      {
        kind: 'correct',
        style: 'code-like',
        text: `if start or target is a wall: return -1
dist = grid-sized array filled with -1; dist[start] = 0
queue = [start]
while queue not empty:
   (r, c) = queue.popleft()
   if (r, c) == target: return dist[r][c]
   for (dr, dc) in [(1,0), (-1,0), (0,1), (0,-1)]:
      nr, nc = r + dr, c + dc
      if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] is open and dist[nr][nc] == -1:
         dist[nr][nc] = dist[r][c] + 1; queue.append((nr, nc))
return -1`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `1. If the start cell or the target cell is a wall, return -1 at once. If start equals target, the answer is 0.
2. Create a queue and a table of distances for every cell, all marked "not visited". Put the start cell in the queue with distance 0 and mark it visited.
3. While the queue is not empty, take the cell at the front.
4. Look at its four neighbours: up, down, left and right.
5. Skip a neighbour if it lies outside the grid, if it is a wall, or if it was already visited.
6. Otherwise its distance is the current cell's distance plus one; mark it visited and add it to the back of the queue. If the neighbour is the target, return that distance.
7. If the queue empties without reaching the target, return -1. Because breadth-first search explores cells in order of distance, the first time we reach the target is along a shortest path.`,
      },
      {
        kind: 'correct',
        style: 'level by level',
        text: `frontier = [start]; steps = 0; seen = {start}
while frontier is non-empty:
    if target in frontier: return steps
    nextFrontier = []
    for cell in frontier, for each orthogonal neighbour nb of cell:
        if nb inside the maze, nb not a wall, nb not in seen: add nb to seen and to nextFrontier
    frontier = nextFrontier; steps += 1
return -1   # the level-by-level expansion ran out of cells`,
      },
      {
        kind: 'partial',
        style: 'no visited set',
        missing: 'visited marking so cells are not queued again',
        text: `1. queue = [(start, 0)]
2. while the queue is not empty:
3.    (cell, d) = dequeue
4.    if cell == target return d
5.    for each of the 4 neighbours n of cell: if n is inside the grid and not a wall, enqueue (n, d + 1)
6. return -1`,
      },
      {
        kind: 'partial',
        style: 'no unreachable result',
        missing: 'return -1 when the target is unreachable',
        text: `1. Put the start cell in a queue with distance 0 and mark it visited.
2. Repeat: take the front cell; if it is the target, return its distance.
3. For each neighbour up, down, left, right that is inside the grid, open and not visited: mark it visited and enqueue it with distance + 1.`,
      },
    ],
  },
  {
    problemId: 'aa-pseudo-min-coins',
    answers: [
      {
        kind: 'correct',
        style: 'terse',
        text: `dp = [0] + [inf] * amount
for a in 1..amount:
   for c in coins:
      if c <= a and dp[a - c] + 1 < dp[a]: dp[a] = dp[a - c] + 1
return dp[amount] if dp[amount] != inf else -1`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `1. Make a table dp with one entry for every amount from 0 up to the target. dp[x] will hold the fewest coins that make exactly x.
2. Set dp[0] to 0, because zero coins make the amount 0, and every other entry to infinity, meaning "cannot be made yet".
3. Go through the amounts in increasing order from 1 to the target.
4. For each amount x, try every coin c that is not larger than x: using one coin c leaves x - c, which we already solved, so a candidate is dp[x - c] + 1. Keep the smallest candidate in dp[x].
5. Entries that no coin combination reaches stay infinity.
6. At the end, if dp[target] is still infinity, return -1; otherwise return dp[target]. This works for any set of coins, unlike the greedy largest-coin-first rule.`,
      },
      {
        kind: 'correct',
        style: 'math notation',
        text: `best[0..amount] <- infinity; best[0] <- 0
for total <- 1 to amount:
    best[total] <- 1 + min over coins d <= total of best[total - d]   (infinity if no such d)
answer <- best[amount] unless it is infinity, then -1`,
      },
      {
        kind: 'partial',
        style: 'infinity leaks out',
        missing: 'return -1 when the amount cannot be made',
        text: `1. dp = array of size amount + 1 filled with infinity; dp[0] = 0
2. for x from 1 to amount:
3.    for each coin c with c <= x: dp[x] = min(dp[x], dp[x - c] + 1)
4. return dp[amount]`,
      },
      {
        kind: 'partial',
        style: 'no coin size check',
        missing: 'skip coins larger than the current amount',
        text: `1. dp[0] = 0 and dp[x] = infinity for x = 1..amount.
2. For each amount x from 1 to amount, for each coin c: dp[x] = min(dp[x], dp[x - c] + 1).
3. If dp[amount] is infinity return -1, else return dp[amount].`,
      },
    ],
  },
];
