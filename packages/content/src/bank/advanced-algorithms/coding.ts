import type { CodingProblem } from '@app/shared/content.schemas';

export const easyCoding: CodingProblem[] = [
  {
    id: 'aa-grid-min-path',
    title: 'Minimum Path Sum in a Grid',
    description: `A robot starts in the top-left cell of a grid and must reach the bottom-right cell, moving only
**right** or **down**. Each cell has a non-negative cost, and the cost of a path is the sum of all
cells it visits, including the first and the last. Find the minimum cost with dynamic programming:
the best cost to reach a cell is its own cost plus the smaller of the best costs of the cell above
and the cell to the left.

**Input:** the first line has \`R C\`; each of the next \`R\` lines has \`C\` integers.

**Output:** the minimum path cost.`,
    examples: [
      {
        input: '3 3\n1 3 1\n1 5 1\n4 2 1\n',
        output: '7',
        explanation: 'The path 1 -> 3 -> 1 -> 1 -> 1 (right, right, down, down) costs 7.',
      },
      {
        input: '2 3\n1 2 3\n4 5 6\n',
        output: '12',
        explanation: 'Going right along the top row and then down costs 1 + 2 + 3 + 6 = 12.',
      },
    ],
    constraints: ['1 <= R, C <= 100', '0 <= cost <= 1000'],
    testCases: [
      { input: '3 3\n1 3 1\n1 5 1\n4 2 1\n', expectedOutput: '7', hidden: false },
      { input: '2 3\n1 2 3\n4 5 6\n', expectedOutput: '12', hidden: false },
      { input: '1 1\n42\n', expectedOutput: '42', hidden: true },
      { input: '1 5\n1 2 3 4 5\n', expectedOutput: '15', hidden: true },
      { input: '4 1\n7\n0\n3\n9\n', expectedOutput: '19', hidden: true },
      {
        input:
          '6 7\n5 2 6 0 1 8 1\n5 9 0 8 3 0 1\n6 6 1 3 1 8 6\n0 9 1 3 9 0 9\n9 6 0 3 0 8 2\n4 6 2 8 1 9 4\n',
        expectedOutput: '32',
        hidden: true,
      },
      {
        input:
          '10 10\n573 835 698 185 105 595 584 654 192 381\n99 560 729 64 577 61 633 210 508 696\n544 437 795 321 476 599 945 464 370 306\n254 813 184 715 798 249 83 588 307 537\n506 896 351 746 459 294 623 74 120 524\n428 168 775 350 155 955 500 431 40 985\n684 79 782 571 586 808 896 837 321 348\n711 358 608 508 593 816 467 70 860 95\n967 276 485 713 680 66 62 748 718 317\n662 591 697 841 456 291 733 395 908 684\n',
        expectedOutput: '6181',
        hidden: true,
      },
      { input: '3 3\n0 0 0\n0 0 0\n0 0 0\n', expectedOutput: '0', hidden: true },
    ],
    reference: {
      language: 'python3',
      source: `import sys


def main():
    data = sys.stdin.read().split()
    r, c = int(data[0]), int(data[1])
    g = [[int(data[2 + i * c + j]) for j in range(c)] for i in range(r)]
    dp = [[0] * c for _ in range(r)]
    for i in range(r):
        for j in range(c):
            if i == 0 and j == 0:
                dp[i][j] = g[i][j]
            elif i == 0:
                dp[i][j] = dp[i][j - 1] + g[i][j]
            elif j == 0:
                dp[i][j] = dp[i - 1][j] + g[i][j]
            else:
                dp[i][j] = min(dp[i - 1][j], dp[i][j - 1]) + g[i][j]
    print(dp[r - 1][c - 1])


main()
`,
    },
  },
  {
    id: 'aa-bfs-hops',
    title: 'Fewest Hops with BFS',
    description: `A network has \`n\` routers numbered 1 to \`n\` and \`m\` bidirectional links. Find the minimum number of
links a packet must cross to go from router 1 to router \`n\`. Breadth-first search visits routers in
order of their distance from the start, so the first time it reaches a router is along a shortest path.

**Input:** the first line has \`n m\`; each of the next \`m\` lines has \`u v\`, a link between \`u\` and \`v\`.

**Output:** the minimum number of links, or \`-1\` if router \`n\` cannot be reached.`,
    examples: [
      {
        input: '5 5\n1 2\n2 3\n3 5\n1 4\n4 5\n',
        output: '2',
        explanation: 'Path 1 -> 4 -> 5 uses 2 links; 1 -> 2 -> 3 -> 5 uses 3.',
      },
      {
        input: '4 2\n1 2\n3 4\n',
        output: '-1',
        explanation: 'Router 4 is in a different component from router 1.',
      },
    ],
    constraints: [
      '1 <= n <= 10^5',
      '0 <= m <= 2*10^5',
      'Links may repeat or connect a router to itself.',
    ],
    testCases: [
      { input: '5 5\n1 2\n2 3\n3 5\n1 4\n4 5\n', expectedOutput: '2', hidden: false },
      { input: '4 2\n1 2\n3 4\n', expectedOutput: '-1', hidden: false },
      { input: '1 0\n', expectedOutput: '0', hidden: true },
      { input: '2 1\n2 1\n', expectedOutput: '1', hidden: true },
      { input: '6 7\n1 2\n1 2\n2 3\n3 4\n4 5\n5 6\n2 2\n', expectedOutput: '5', hidden: true },
      {
        input:
          '30 35\n9 10\n1 5\n19 11\n6 20\n3 6\n5 23\n2 7\n8 13\n9 23\n15 12\n16 27\n28 17\n5 3\n14 12\n20 21\n2 15\n14 18\n8 22\n4 16\n5 24\n12 20\n22 29\n25 10\n8 1\n22 24\n18 9\n6 5\n12 1\n28 18\n29 5\n28 16\n15 13\n19 6\n13 30\n27 14\n',
        expectedOutput: '3',
        hidden: true,
      },
      {
        input:
          '50 49\n35 2\n15 35\n48 6\n11 9\n42 10\n23 29\n23 47\n24 11\n17 13\n33 22\n2 14\n15 31\n38 30\n2 10\n26 48\n40 39\n49 13\n49 34\n35 50\n23 50\n42 6\n18 31\n28 41\n13 16\n24 6\n34 24\n6 45\n22 6\n47 11\n45 39\n20 42\n41 15\n40 49\n42 23\n25 46\n31 12\n34 32\n11 34\n14 31\n30 26\n15 13\n43 8\n13 22\n10 45\n15 7\n47 26\n31 43\n1 31\n17 34\n',
        expectedOutput: '4',
        hidden: true,
      },
      {
        input:
          '40 120\n33 5\n10 19\n36 13\n36 27\n2 6\n37 32\n32 35\n32 17\n12 13\n39 33\n26 32\n21 32\n9 34\n22 25\n8 15\n6 25\n40 33\n2 33\n39 16\n3 26\n39 15\n5 18\n3 33\n30 29\n19 29\n33 12\n2 3\n4 2\n20 8\n1 22\n7 28\n22 36\n35 16\n10 24\n33 16\n15 22\n21 5\n40 10\n1 30\n3 20\n9 30\n3 1\n20 14\n34 17\n12 1\n26 38\n21 6\n17 6\n20 15\n40 19\n22 34\n13 16\n11 18\n26 10\n1 5\n2 38\n3 12\n18 33\n34 14\n15 6\n13 18\n2 25\n16 29\n22 27\n11 15\n16 28\n39 25\n4 9\n18 40\n34 16\n33 37\n7 25\n29 36\n17 24\n5 14\n7 6\n34 10\n33 26\n2 20\n27 8\n13 23\n14 23\n2 17\n28 17\n8 11\n11 28\n26 23\n5 17\n15 7\n18 23\n21 16\n24 2\n29 9\n9 3\n35 33\n2 5\n10 17\n29 33\n6 10\n17 18\n12 28\n30 12\n6 31\n11 4\n13 9\n29 1\n28 33\n18 4\n35 31\n29 21\n33 1\n8 30\n18 9\n17 4\n19 3\n33 19\n33 31\n9 24\n6 38\n26 29\n',
        expectedOutput: '2',
        hidden: true,
      },
    ],
    reference: {
      language: 'python3',
      source: `import sys
from collections import deque


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    adj = [[] for _ in range(n + 1)]
    for i in range(m):
        u, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        adj[u].append(v)
        adj[v].append(u)
    dist = [-1] * (n + 1)
    dist[1] = 0
    q = deque([1])
    while q:
        u = q.popleft()
        for v in adj[u]:
            if dist[v] == -1:
                dist[v] = dist[u] + 1
                q.append(v)
    print(dist[n])


main()
`,
    },
  },
];

export const mediumCoding: CodingProblem[] = [
  {
    id: 'aa-edit-distance',
    title: 'Edit Distance',
    description: `The edit (Levenshtein) distance between two strings is the minimum number of single-character
insertions, deletions and substitutions that turn the first string into the second. Compute it with
a DP table where \`dp[i][j]\` is the distance between the first \`i\` characters of \`a\` and the first \`j\`
characters of \`b\`.

**Input:** two lines, the strings \`a\` and \`b\`. Either line may be empty.

**Output:** the edit distance.`,
    examples: [
      {
        input: 'kitten\nsitting\n',
        output: '3',
        explanation: 'Substitute k->s, substitute e->i and insert g: 3 edits.',
      },
      { input: 'flaw\nlawn\n', output: '2', explanation: 'Delete f and insert n: 2 edits.' },
    ],
    constraints: [
      '0 <= |a|, |b| <= 2000',
      'Strings contain printable ASCII characters without spaces.',
    ],
    testCases: [
      { input: 'kitten\nsitting\n', expectedOutput: '3', hidden: false },
      { input: 'flaw\nlawn\n', expectedOutput: '2', hidden: false },
      { input: '\nabc\n', expectedOutput: '3', hidden: true },
      { input: 'abc\n\n', expectedOutput: '3', hidden: true },
      { input: '\n\n', expectedOutput: '0', hidden: true },
      { input: 'same\nsame\n', expectedOutput: '0', hidden: true },
      { input: 'intention\nexecution\n', expectedOutput: '5', hidden: true },
      { input: 'abcdefghij\njihgfedcba\n', expectedOutput: '10', hidden: true },
      { input: 'a\nb\n', expectedOutput: '1', hidden: true },
      { input: 'dynamicprogramming\nprogrammingdynamic\n', expectedOutput: '14', hidden: true },
    ],
    reference: {
      language: 'python3',
      source: `import sys


def main():
    lines = sys.stdin.read().split('\\n')
    a = lines[0].rstrip('\\r') if len(lines) > 0 else ''
    b = lines[1].rstrip('\\r') if len(lines) > 1 else ''
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            sub = 0 if a[i - 1] == b[j - 1] else 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + sub)
        prev = cur
    print(prev[len(b)])


main()
`,
    },
  },
  {
    id: 'aa-dijkstra',
    title: 'Shortest Delivery Times (Dijkstra)',
    description: `A city has \`n\` depots numbered 1 to \`n\` and \`m\` two-way roads, each with a positive travel time.
Compute the shortest travel time from depot 1 to every depot using Dijkstra's algorithm with a
priority queue. Times can exceed 2^31, so use 64-bit integers.

**Input:** the first line has \`n m\`; each of the next \`m\` lines has \`u v w\`: a road between \`u\` and \`v\` taking \`w\`.

**Output:** one line with \`n\` numbers: the shortest time to depots 1..n, or \`-1\` for unreachable depots.`,
    examples: [
      {
        input: '4 4\n1 2 5\n1 3 1\n3 2 2\n2 4 1\n',
        output: '0 3 1 4',
        explanation: 'Depot 2 is reached via 3 in 1 + 2 = 3, depot 4 in 4.',
      },
      { input: '3 1\n1 2 7\n', output: '0 7 -1', explanation: 'Depot 3 has no road.' },
    ],
    constraints: [
      '1 <= n <= 10^5',
      '0 <= m <= 2*10^5',
      '1 <= w <= 10^9',
      'Roads may repeat or form loops.',
    ],
    testCases: [
      { input: '4 4\n1 2 5\n1 3 1\n3 2 2\n2 4 1\n', expectedOutput: '0 3 1 4', hidden: false },
      { input: '3 1\n1 2 7\n', expectedOutput: '0 7 -1', hidden: false },
      { input: '1 0\n', expectedOutput: '0', hidden: true },
      {
        input: '3 3\n1 2 1000000000\n2 3 1000000000\n1 3 2500000000\n',
        expectedOutput: '0 1000000000 2000000000',
        hidden: true,
      },
      {
        input: '5 6\n1 2 4\n1 2 1\n2 3 1\n3 1 10\n4 5 1\n3 3 5\n',
        expectedOutput: '0 1 2 -1 -1',
        hidden: true,
      },
      {
        input:
          '20 40\n14 13 38\n5 2 14\n15 14 80\n3 6 64\n17 16 79\n5 18 24\n3 7 29\n5 17 63\n3 18 54\n10 1 86\n10 5 8\n15 11 77\n14 16 19\n7 8 51\n9 11 7\n8 4 28\n14 4 4\n9 17 77\n12 5 19\n9 19 54\n3 11 7\n7 13 91\n13 4 8\n11 18 24\n2 1 51\n8 10 58\n7 1 92\n9 8 41\n13 17 94\n8 5 15\n18 8 11\n2 16 22\n16 18 43\n19 16 25\n4 15 24\n1 3 84\n14 17 68\n19 2 96\n4 3 60\n8 12 5\n',
        expectedOutput: '0 51 84 96 65 148 92 80 98 73 91 84 104 92 120 73 128 89 98 -1',
        hidden: true,
      },
      {
        input:
          '40 60\n6 4 447154829\n38 13 19556249\n27 8 927977474\n5 17 823197718\n28 7 861377193\n13 5 390607274\n7 31 692003209\n10 39 211743593\n30 5 419544343\n17 28 781718088\n24 22 434836927\n31 13 218685955\n29 12 6309951\n27 30 466180292\n18 37 968118471\n4 17 168112398\n6 33 455003257\n25 3 121911885\n20 25 880864064\n27 32 97160771\n20 1 436172913\n26 3 620403366\n16 21 947940032\n10 19 391622764\n6 18 494894304\n40 6 830060940\n31 2 174530916\n29 11 139559703\n6 23 15928295\n36 14 55507516\n25 23 592220008\n36 35 153004782\n40 16 687910621\n32 12 865938674\n24 39 976884420\n21 11 425973941\n27 5 95596429\n2 15 615108584\n29 13 668076356\n20 28 995603010\n11 16 398190307\n21 30 791615017\n3 17 541663094\n22 40 184346078\n32 9 156644785\n16 12 373603033\n30 25 304185699\n21 18 173747236\n39 22 559590088\n27 16 184453061\n35 8 993747836\n7 1 72044582\n15 9 116815429\n39 5 412032052\n24 35 526680726\n21 24 809124395\n24 18 864162033\n13 26 850558992\n3 31 864050517\n14 7 211894044\n',
        expectedOutput:
          '0 938578707 1438948862 1883252261 1373341020 1925185280 72044582 1486198760 1670502720 1997116665 1790369805 1657120053 982733746 283938626 1553687291 1653390510 1715139863 1883293683 2388739429 436172913 1828256045 1453968577 1909256985 1019131650 1317036977 1833292738 1468937449 933421775 1650810102 1621222676 764047791 1566098220 2380188537 -1 492450924 339446142 2851412154 1002289995 1785373072 1638314655',
        hidden: true,
      },
      {
        input:
          '30 44\n14 26 4\n16 17 5\n19 24 9\n28 18 4\n23 8 6\n23 12 6\n13 30 1\n19 2 4\n26 10 3\n23 7 7\n3 11 3\n8 2 5\n20 25 6\n8 29 7\n29 14 3\n10 27 5\n29 5 2\n2 21 9\n18 15 1\n19 17 6\n20 16 8\n1 10 9\n10 13 9\n19 18 2\n6 28 5\n1 23 9\n10 3 7\n25 6 6\n2 27 5\n11 28 7\n30 18 6\n15 7 3\n19 9 6\n30 24 6\n23 29 2\n1 29 8\n1 20 4\n26 19 3\n21 14 1\n27 7 5\n13 22 9\n9 21 5\n14 11 5\n16 4 6\n',
        expectedOutput:
          '0 19 16 18 10 16 16 15 17 9 16 15 18 11 18 12 17 17 15 4 12 27 9 24 10 12 14 21 8 19',
        hidden: true,
      },
    ],
    reference: {
      language: 'python3',
      source: `import sys
import heapq


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    adj = [[] for _ in range(n + 1)]
    for i in range(m):
        u, v, w = int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])
        adj[u].append((v, w))
        adj[v].append((u, w))
    dist = [-1] * (n + 1)
    best = [None] * (n + 1)
    best[1] = 0
    pq = [(0, 1)]
    while pq:
        d, u = heapq.heappop(pq)
        if dist[u] != -1:
            continue
        dist[u] = d
        for v, w in adj[u]:
            if dist[v] == -1 and (best[v] is None or d + w < best[v]):
                best[v] = d + w
                heapq.heappush(pq, (d + w, v))
    print(' '.join(map(str, dist[1:])))


main()
`,
    },
  },
];

export const hardCoding: CodingProblem[] = [
  {
    id: 'aa-tsp-bitmask',
    title: 'Shortest Delivery Tour (Bitmask DP)',
    description: `A courier starts at city 0, must visit every other city exactly once and return to city 0. Travel
costs may differ by direction. With at most 12 cities, solve it exactly with bitmask dynamic
programming: \`dp[mask][i]\` is the cheapest cost to start at 0, visit exactly the cities in \`mask\`
and end at city \`i\`.

**Input:** the first line has \`n\`; each of the next \`n\` lines has \`n\` integers, where the \`j\`-th number of
line \`i\` is the cost from city \`i\` to city \`j\` (the diagonal is 0).

**Output:** the minimum cost of a complete tour. For \`n = 1\` the answer is 0.`,
    examples: [
      {
        input: '4\n0 10 15 20\n10 0 35 25\n15 35 0 30\n20 25 30 0\n',
        output: '80',
        explanation: 'The tour 0 -> 1 -> 3 -> 2 -> 0 costs 10 + 25 + 30 + 15 = 80.',
      },
      {
        input: '3\n0 1 100\n100 0 1\n1 100 0\n',
        output: '3',
        explanation: 'Going 0 -> 1 -> 2 -> 0 costs 3, while the opposite direction costs 300.',
      },
    ],
    constraints: ['1 <= n <= 12', '0 <= cost <= 10^6'],
    testCases: [
      {
        input: '4\n0 10 15 20\n10 0 35 25\n15 35 0 30\n20 25 30 0\n',
        expectedOutput: '80',
        hidden: false,
      },
      { input: '3\n0 1 100\n100 0 1\n1 100 0\n', expectedOutput: '3', hidden: false },
      { input: '1\n0\n', expectedOutput: '0', hidden: true },
      { input: '2\n0 5\n7 0\n', expectedOutput: '12', hidden: true },
      {
        input:
          '6\n0 47 1 48 3 15\n10 0 19 40 41 28\n27 33 0 24 4 9\n32 15 40 0 42 3\n2 4 1 37 0 23\n20 7 34 23 35 0\n',
        expectedOutput: '48',
        hidden: true,
      },
      {
        input:
          '8\n0 230 424 598 309 604 137 210\n230 0 639 849 487 163 138 15\n424 639 0 250 725 153 462 99\n598 849 250 0 893 682 801 277\n309 487 725 893 0 12 58 661\n604 163 153 682 12 0 662 593\n137 138 462 801 58 662 0 255\n210 15 99 277 661 593 255 0\n',
        expectedOutput: '1132',
        hidden: true,
      },
      {
        input:
          '12\n0 425711 194677 249214 166951 61216 956031 816707 110015 12951 642400 577685\n688705 0 986627 206841 149178 433249 209211 543433 637622 673914 531574 679055\n672735 435416 0 852892 642970 183123 533281 324412 66865 314852 656371 50847\n932554 759490 821008 0 501141 750150 564560 6658 393383 885452 457859 781386\n956574 487867 84388 777787 0 687375 474468 183912 236925 110396 274126 243581\n675304 40704 129255 351815 934569 0 786070 970120 728875 988651 886397 276089\n746256 55085 278909 666754 580689 712230 0 457235 719044 826750 961833 548662\n278184 309977 673190 973677 937614 227537 89571 0 922795 532078 15968 178017\n273017 948650 247579 882611 780014 212627 990588 166919 0 782397 959404 342750\n201261 922920 407590 344514 630437 250786 397882 951655 893312 0 661333 966450\n726499 697551 882399 562410 492300 495076 880502 556394 731506 6692 0 899178\n27805 458453 759823 245187 598046 927737 322701 827539 222263 410584 652867 0\n',
        expectedOutput: '1468960',
        hidden: true,
      },
      {
        input:
          '10\n0 3 1 3 1 1 1 1 1 1\n3 0 1 2 1 3 1 1 1 1\n3 3 0 3 1 3 1 3 1 1\n3 2 1 0 3 3 1 3 2 1\n1 1 1 1 0 1 1 3 1 3\n3 2 2 1 1 0 1 3 1 2\n2 2 2 2 1 2 0 2 2 1\n3 2 2 3 3 2 2 0 3 3\n1 2 1 2 3 1 2 2 0 3\n1 3 3 1 3 1 3 2 1 0\n',
        expectedOutput: '11',
        hidden: true,
      },
    ],
    reference: {
      language: 'python3',
      source: `import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    d = [[int(data[1 + i * n + j]) for j in range(n)] for i in range(n)]
    if n == 1:
        print(0)
        return
    INF = float('inf')
    full = 1 << n
    dp = [[INF] * n for _ in range(full)]
    dp[1][0] = 0
    for mask in range(full):
        if not mask & 1:
            continue
        for i in range(n):
            cur = dp[mask][i]
            if cur == INF:
                continue
            for j in range(n):
                if mask & (1 << j):
                    continue
                nm = mask | (1 << j)
                if cur + d[i][j] < dp[nm][j]:
                    dp[nm][j] = cur + d[i][j]
    print(min(dp[full - 1][i] + d[i][0] for i in range(1, n)))


main()
`,
    },
  },
  {
    id: 'aa-scc-sizes',
    title: 'Strongly Connected Components',
    description: `In a directed graph, a strongly connected component (SCC) is a maximal set of vertices in which every
vertex can reach every other. Find all SCCs of a graph with \`n\` vertices (numbered 1 to \`n\`) using
Tarjan's or Kosaraju's algorithm. Recursion may be too deep for large graphs, so consider an
iterative implementation.

**Input:** the first line has \`n m\`; each of the next \`m\` lines has \`u v\`, a directed edge from \`u\` to \`v\`.

**Output:** the first line has the number of SCCs; the second line has their sizes in descending order,
separated by spaces.`,
    examples: [
      {
        input: '5 5\n1 2\n2 3\n3 1\n3 4\n4 5\n',
        output: '3\n3 1 1',
        explanation: '{1,2,3} form a cycle; 4 and 5 are each alone: sizes 3 1 1.',
      },
      {
        input: '4 4\n1 2\n2 1\n3 4\n4 3\n',
        output: '2\n2 2',
        explanation: 'Two 2-cycles that cannot reach each other.',
      },
    ],
    constraints: [
      '1 <= n <= 10^5',
      '0 <= m <= 2*10^5',
      'Self-loops and repeated edges may appear.',
    ],
    testCases: [
      { input: '5 5\n1 2\n2 3\n3 1\n3 4\n4 5\n', expectedOutput: '3\n3 1 1', hidden: false },
      { input: '4 4\n1 2\n2 1\n3 4\n4 3\n', expectedOutput: '2\n2 2', hidden: false },
      { input: '1 0\n', expectedOutput: '1\n1', hidden: true },
      { input: '3 0\n', expectedOutput: '3\n1 1 1', hidden: true },
      { input: '6 7\n1 2\n2 3\n3 4\n4 5\n5 6\n6 1\n1 1\n', expectedOutput: '1\n6', hidden: true },
      {
        input:
          '30 40\n16 23\n21 8\n6 16\n27 17\n27 7\n15 5\n12 4\n7 10\n25 3\n18 20\n16 6\n19 12\n3 14\n10 25\n9 14\n13 29\n16 4\n23 18\n26 4\n29 21\n25 20\n17 7\n14 1\n4 21\n9 19\n12 19\n25 2\n25 23\n11 17\n6 10\n29 24\n16 26\n26 27\n23 8\n13 30\n1 12\n17 6\n29 18\n21 2\n21 11\n',
        expectedOutput: '15\n16 1 1 1 1 1 1 1 1 1 1 1 1 1 1',
        hidden: true,
      },
      {
        input:
          '50 120\n26 28\n23 10\n45 37\n38 10\n13 31\n10 20\n14 26\n5 27\n1 43\n15 43\n19 49\n28 40\n46 13\n45 44\n27 30\n28 44\n41 6\n26 46\n27 41\n41 38\n2 10\n31 23\n18 23\n46 25\n47 15\n36 8\n48 26\n44 17\n20 21\n48 30\n6 37\n43 41\n45 38\n17 7\n8 47\n32 16\n15 9\n30 35\n46 41\n43 24\n17 39\n17 35\n30 2\n41 4\n36 4\n42 21\n45 7\n8 30\n41 20\n21 9\n42 27\n34 15\n31 33\n26 30\n16 28\n12 42\n16 42\n15 18\n25 32\n25 26\n12 31\n14 11\n10 45\n40 23\n11 17\n50 1\n33 41\n13 32\n17 18\n33 49\n34 6\n15 20\n23 38\n43 36\n31 30\n7 3\n50 29\n28 31\n5 42\n39 7\n36 42\n35 11\n48 29\n43 8\n1 48\n45 14\n1 47\n9 50\n40 45\n12 26\n19 17\n42 36\n47 42\n22 27\n24 34\n17 27\n17 41\n27 16\n4 1\n25 4\n50 42\n2 41\n43 12\n14 44\n28 21\n15 12\n5 41\n38 48\n14 46\n10 23\n19 30\n31 32\n40 27\n39 6\n45 15\n7 37\n34 44\n1 14\n15 44\n34 23\n',
        expectedOutput: '11\n40 1 1 1 1 1 1 1 1 1 1',
        hidden: true,
      },
      {
        input: '8 9\n1 2\n2 3\n3 1\n4 5\n5 4\n3 4\n6 7\n7 8\n8 6\n',
        expectedOutput: '3\n3 3 2',
        hidden: true,
      },
    ],
    reference: {
      language: 'python3',
      source: `import sys


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    adj = [[] for _ in range(n + 1)]
    radj = [[] for _ in range(n + 1)]
    for i in range(m):
        u, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        adj[u].append(v)
        radj[v].append(u)
    # pass 1: iterative DFS for finishing order
    seen = [False] * (n + 1)
    order = []
    for s in range(1, n + 1):
        if seen[s]:
            continue
        seen[s] = True
        stack = [(s, 0)]
        while stack:
            u, i = stack[-1]
            if i < len(adj[u]):
                stack[-1] = (u, i + 1)
                v = adj[u][i]
                if not seen[v]:
                    seen[v] = True
                    stack.append((v, 0))
            else:
                stack.pop()
                order.append(u)
    # pass 2: DFS on the reversed graph in reverse finishing order
    comp = [0] * (n + 1)
    sizes = []
    for s in reversed(order):
        if comp[s]:
            continue
        cid = len(sizes) + 1
        comp[s] = cid
        stack = [s]
        size = 0
        while stack:
            u = stack.pop()
            size += 1
            for v in radj[u]:
                if not comp[v]:
                    comp[v] = cid
                    stack.append(v)
        sizes.append(size)
    sizes.sort(reverse=True)
    print(len(sizes))
    print(' '.join(map(str, sizes)))


main()
`,
    },
  },
];
