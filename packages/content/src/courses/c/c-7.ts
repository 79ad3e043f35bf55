import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'c-7',
  order: 7,
  title: 'Structs, Unions and Enums',
  description:
    'Group related data into structs, model variants with unions and enums, and sort arrays of records with qsort.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Define structs, initialise them with designated initialisers and access members',
    'Use typedef, pointers to structs and the arrow operator',
    'Explain padding, alignment and sizeof for structs',
    'Model variants with enums and tagged unions and sort records with qsort',
  ],
  lesson: `## Structs

A \`struct\` groups named members of different types into one object, the C way to model a record.

\`\`\`c
typedef struct {
    char name[32];
    int age;
    int score;
} Player;

Player p = { .name = "ana", .age = 30, .score = 88 };   /* designated initialisers */
Player *pp = &p;
pp->score += 5;              /* same as (*pp).score += 5 */
Player copy = p;             /* structs are copied member by member */
\`\`\`

\`typedef\` gives the type a short name so you can write \`Player\` instead of \`struct Player\`. The arrow operator \`->\` accesses a member through a pointer. Assigning or passing a struct copies it entirely; for large structs pass a pointer (\`const Player *\` when the function only reads), which is cheaper and lets the function modify the original when needed. Structs cannot be compared with \`==\`; compare members instead.

## Layout, padding and alignment

Members are stored in declaration order, but the compiler inserts **padding** so each member sits at an address suitable for its type. A struct with \`char\`, \`int\`, \`char\` may therefore occupy 12 bytes rather than 6. \`sizeof\` reports the real size including padding, which is why you should always use it instead of adding member sizes by hand. Ordering members from largest to smallest usually minimises padding. Never write a struct's raw bytes to a file or network and expect another compiler or CPU to read them back identically.

## Enums and unions

An \`enum\` defines named integer constants, making code self-documenting: \`enum Shape { CIRCLE, RECT };\`. A \`union\` stores different members in the **same** memory, holding only one at a time; its size is that of its largest member. Combined with an enum "tag", it forms a **tagged union** that represents one of several variants:

\`\`\`c
typedef struct {
    enum { CIRCLE, RECT } kind;
    union {
        struct { double r; } circle;
        struct { double w, h; } rect;
    } as;
} Shape;

double area(const Shape *s) {
    switch (s->kind) {
        case CIRCLE: return 3.14159265 * s->as.circle.r * s->as.circle.r;
        case RECT:   return s->as.rect.w * s->as.rect.h;
    }
    return 0;
}
\`\`\`

Reading a union member other than the one last written is a common bug; the tag tells you which member is valid.

## Sorting records with qsort

\`qsort\` sorts any array given the element size and a comparator. For multi-key orders, compare the primary key and fall through to the next key on a tie:

\`\`\`c
int by_rank(const void *a, const void *b) {
    const Player *x = a, *y = b;
    if (x->score != y->score) return y->score > x->score ? 1 : -1;  /* score descending */
    if (x->age != y->age) return x->age < y->age ? -1 : 1;          /* age ascending */
    return strcmp(x->name, y->name);                                 /* name ascending */
}
Player players[] = { { .name = "bo", .age = 25, .score = 90 }, { .name = "ana", .age = 30, .score = 90 } };
size_t n = sizeof players / sizeof players[0];
qsort(players, n, sizeof players[0], by_rank);
\`\`\`

\`qsort\` is not guaranteed to be stable, so include enough keys to make the order fully determined.`,
  overview: {
    whatYouWillLearn: [
      'Structs group members, and designated initialisers name them explicitly',
      'typedef shortens type names and -> accesses members through pointers',
      'Structs are copied by value, so large ones are passed by pointer',
      'Padding and alignment make sizeof larger than the sum of members',
      'Tagged unions combine an enum tag with a union to represent variants',
      'qsort with a multi-key comparator sorts records deterministically',
    ],
    proTip:
      'Because qsort is not stable, always break ties down to a unique key; otherwise different C libraries may print your results in different orders.',
  },
  mcqs: [],
  problems: [
    {
      id: 'c-leaderboard',
      title: 'Leaderboard',
      description:
        'The first line contains n. Each of the next n lines describes a player as "NAME AGE SCORE". Sort the players by score (highest first); for equal scores, the younger player comes first; for equal scores and ages, order by name alphabetically. Print the sorted players, one per line, in the same "NAME AGE SCORE" format.',
      examples: [
        {
          input: '3\nana 30 88\nbo 25 92\ncy 22 88',
          output: 'bo 25 92\ncy 22 88\nana 30 88',
          explanation: 'bo has the top score; cy and ana tie on 88 and cy is younger.',
        },
        {
          input: '1\nzed 40 50',
          output: 'zed 40 50',
          explanation: 'A single player is already sorted.',
        },
      ],
      constraints: [
        '1 <= n <= 10 000',
        'Names are 1 to 20 lowercase letters',
        '0 <= AGE <= 150',
        '-10^6 <= SCORE <= 10^6',
      ],
      testCases: [
        t('3\nana 30 88\nbo 25 92\ncy 22 88', 'bo 25 92\ncy 22 88\nana 30 88', false),
        t('1\nzed 40 50', 'zed 40 50', false),
        t('4\nd 20 70\nc 20 70\nb 21 70\na 19 60', 'c 20 70\nd 20 70\nb 21 70\na 19 60'),
        t('2\nx 1 0\ny 1 100', 'y 1 100\nx 1 0'),
        t('3\nmia 33 -5\nleo 33 -5\nkai 18 -10', 'leo 33 -5\nmia 33 -5\nkai 18 -10'),
        t('5\ne 50 1\nd 40 2\nc 30 3\nb 20 4\na 10 5', 'a 10 5\nb 20 4\nc 30 3\nd 40 2\ne 50 1'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

data = sys.stdin.read().split()
n = int(data[0])
players = []
for i in range(n):
    name, age, score = data[1 + 3 * i], int(data[2 + 3 * i]), int(data[3 + 3 * i])
    players.append((name, age, score))
players.sort(key=lambda p: (-p[2], p[1], p[0]))
print('\n'.join(f'{name} {age} {score}' for name, age, score in players))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))

def name(k=None):
    return ''.join(random.choice('abcde') for _ in range(k or random.randint(1, 4)))

rows = []
for _ in range(n):
    if mode == 'random':
        rows.append((name(), random.randint(0, 150), random.randint(-10**6, 10**6)))
    elif mode == 'ties':
        # few scores and ages, so the age and name tie-breaks decide most comparisons
        rows.append((name(), random.randint(20, 23), random.randint(0, 3)))
    elif mode == 'names':
        rows.append((name(20), 30, 500))
    elif mode == 'extremes':
        rows.append((name(), random.choice((0, 150)), random.choice((-10**6, 10**6))))
    else:
        raise SystemExit('unknown mode ' + mode)
print(n)
print('\\n'.join('%s %d %d' % r for r in rows))
`,
        tests: [
          { args: '10000 random', label: 'n = 10,000, full ranges' },
          { args: '4000 ties', label: 'n = 4,000, many equal scores and ages' },
          { args: '3500 names', label: 'n = 3,500, equal scores and ages, 20-letter names' },
          { args: '1000 extremes', label: 'n = 1,000, extreme ages and scores' },
          { args: '1 random', label: 'n = 1' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
n = int(lines[0])
assert 1 <= n <= 10000, 'n out of range'
assert len(lines) >= n + 1, 'expected n players'
for line in lines[1:n + 1]:
    m = re.fullmatch(r'([a-z]{1,20}) ([0-9]+) (-?[0-9]+)', line)
    assert m, 'bad player: ' + line
    assert 0 <= int(m.group(2)) <= 150, 'AGE out of range'
    assert -10**6 <= int(m.group(3)) <= 10**6, 'SCORE out of range'
assert all(line.strip() == '' for line in lines[n + 1:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'reverses-every-key',
            language: 'python3',
            mustFail: 'WA',
            why: 'Sorts the whole key in reverse, so older players and later names come first on ties',
            source: `import sys

data = sys.stdin.read().split()
n = int(data[0])
players = []
for i in range(n):
    players.append((data[1 + 3 * i], int(data[2 + 3 * i]), int(data[3 + 3 * i])))
players.sort(key=lambda p: (p[2], p[1], p[0]), reverse=True)
print('\\n'.join(f'{name} {age} {score}' for name, age, score in players))
`,
          },
          {
            name: 'no-name-tie-break',
            language: 'python3',
            mustFail: 'WA',
            why: 'Breaks ties on age only and keeps input order for equal scores and ages instead of ordering by name',
            source: `import sys

data = sys.stdin.read().split()
n = int(data[0])
players = []
for i in range(n):
    players.append((data[1 + 3 * i], int(data[2 + 3 * i]), int(data[3 + 3 * i])))
players.sort(key=lambda p: (-p[2], p[1]))
print('\\n'.join(f'{name} {age} {score}' for name, age, score in players))
`,
          },
        ],
      },
    },
  ],
};
