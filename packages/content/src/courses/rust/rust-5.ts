import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'rust-5',
  order: 5,
  title: 'Enums and Pattern Matching',
  description:
    'Model alternatives with enums that carry data, handle every case with match, and use Option, if let and let-else.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Define enums whose variants carry different data',
    'Write exhaustive match expressions with bindings, guards and ranges',
    'Use Option<T> instead of null',
    'Simplify single-case matching with if let, while let and let-else',
  ],
  lesson: `## Enums with data

A Rust \`enum\` lists the possible **variants** of a type, and each variant can carry its own data. This makes enums far more powerful than C-style enumerations: they model "one of these shapes" precisely, so invalid combinations cannot even be represented.

\`\`\`rust
#[derive(Debug, Clone, Copy, PartialEq)]
enum Dir { N, E, S, W }

enum Command {
    Forward(i64),     // carries a distance
    Left,
    Right,
}

impl Dir {
    fn turn_right(self) -> Dir {
        match self { Dir::N => Dir::E, Dir::E => Dir::S, Dir::S => Dir::W, Dir::W => Dir::N }
    }
    fn turn_left(self) -> Dir { self.turn_right().turn_right().turn_right() }
}
\`\`\`

## match

\`match\` compares a value against patterns and runs the first arm that fits. It is an expression, and it must be **exhaustive**: every possible value must be covered, or the code does not compile. When you add a variant later, the compiler points at every \`match\` that needs updating.

\`\`\`rust
fn step(pos: (i64, i64), dir: Dir, cmd: &Command) -> ((i64, i64), Dir) {
    match cmd {
        Command::Left => (pos, dir.turn_left()),
        Command::Right => (pos, dir.turn_right()),
        Command::Forward(n) => {
            let (x, y) = pos;
            let moved = match dir {
                Dir::N => (x, y + n),
                Dir::E => (x + n, y),
                Dir::S => (x, y - n),
                Dir::W => (x - n, y),
            };
            (moved, dir)
        }
    }
}
\`\`\`

Patterns can destructure tuples, structs and enums, bind values (\`Command::Forward(n)\`), match ranges (\`1..=9\`), combine alternatives (\`'a' | 'e'\`), add **guards** (\`Some(n) if n > 100\`), and ignore parts with \`_\` or \`..\`. A wildcard arm \`_ => ...\` catches everything else, but use it sparingly: it hides new variants from exhaustiveness checking.

## Option instead of null

Rust has no null. A value that may be absent has type \`Option<T>\`, an enum with variants \`Some(T)\` and \`None\`. The compiler forces you to handle \`None\` before using the value, eliminating null-pointer errors.

\`\`\`rust
let words = ["F", "10"];
let distance: Option<i64> = words.get(1).and_then(|s| s.parse().ok());
match distance {
    Some(d) if d >= 0 => println!("forward {d}"),
    Some(_) => println!("negative distance"),
    None => println!("missing or invalid distance"),
}
\`\`\`

\`Option\` has many helpers: \`unwrap_or(default)\`, \`map\`, \`and_then\`, \`ok_or(err)\`, \`is_some\`. Avoid \`unwrap()\` in real code except where absence is truly impossible, since it panics on \`None\`.

## Concise forms

\`if let Some(x) = opt { ... }\` handles one pattern and ignores the rest. \`while let Some(top) = stack.pop() { ... }\` loops while a pattern matches. **let-else** binds a pattern or diverges:

\`\`\`rust
fn second_word(line: &str) -> Result<&str, String> {
    let Some(n) = line.split_whitespace().nth(1) else {
        return Err("missing argument".into());
    };
    Ok(n)
}
\`\`\`

Together, enums and \`match\` let you encode the states of a problem directly, such as the commands and headings of a robot on a grid, and let the compiler verify that each state is handled.`,
  overview: {
    whatYouWillLearn: [
      'Enum variants can carry different data, modelling alternatives precisely',
      'match is an exhaustive expression that destructures and binds values',
      'Guards, ranges, alternatives and wildcards refine patterns',
      'Option<T> replaces null and forces absent values to be handled',
      'if let, while let and let-else handle single patterns concisely',
      'Adding a variant makes the compiler flag every match to update',
    ],
    proTip:
      'Avoid the _ wildcard arm on your own enums; listing variants explicitly lets the compiler tell you about every match when a new variant appears.',
  },
  mcqs: [],
  problems: [
    {
      id: 'rust-robot-walk',
      title: 'Robot Walk',
      description:
        'A robot starts at (0, 0) facing north (N). Each input line is a command: "F n" moves forward n steps in the current direction, "L" turns left 90 degrees and "R" turns right 90 degrees. North increases y and east increases x. After all commands, print the final position and direction as "x y D" where D is one of N, E, S, W. The input may contain no commands.',
      examples: [
        {
          input: 'F 2\nR\nF 3',
          output: '3 2 E',
          explanation: 'Two steps north to (0, 2), turn to face east, three steps to (3, 2).',
        },
        {
          input: 'L\nL\nF 5',
          output: '0 -5 S',
          explanation: 'Two left turns face south; five steps south reach y = -5.',
        },
      ],
      constraints: [
        'At most 100 000 commands',
        '0 <= n <= 10^9',
        'Coordinates fit in a signed 64-bit integer',
      ],
      testCases: [
        t('F 2\nR\nF 3', '3 2 E', false),
        t('L\nL\nF 5', '0 -5 S', false),
        t('', '0 0 N'),
        t('R\nR\nR\nR\nF 1', '0 1 N'),
        t('F 10\nL\nF 3\nL\nF 4\nR\nF 1', '-4 6 W'),
        t('R\nF 1000000000\nF 1000000000', '2000000000 0 E'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

dirs = ['N', 'E', 'S', 'W']
moves = {'N': (0, 1), 'E': (1, 0), 'S': (0, -1), 'W': (-1, 0)}
x, y, d = 0, 0, 0
for line in sys.stdin.read().splitlines():
    parts = line.split()
    if not parts:
        continue
    if parts[0] == 'L':
        d = (d + 3) % 4
    elif parts[0] == 'R':
        d = (d + 1) % 4
    elif parts[0] == 'F':
        dx, dy = moves[dirs[d]]
        n = int(parts[1])
        x += dx * n
        y += dy * n
print(x, y, dirs[d])
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
cmds = []
if mode == 'mixed':
    for _ in range(n):
        r = random.random()
        cmds.append('L' if r < 0.25 else 'R' if r < 0.5 else 'F %d' % random.randint(0, 99))
elif mode == 'far':
    # one turn, then full-length moves: coordinates far beyond 32 bits
    cmds = [random.choice(('L', 'R'))] + ['F 1000000000'] * (n - 1)
elif mode == 'spin':
    cmds = [random.choice(('L', 'R')) for _ in range(n)]
elif mode == 'zeros':
    cmds = [random.choice(('F 0', 'L', 'R')) for _ in range(n)]
else:
    raise SystemExit('unknown mode ' + mode)
print('\\n'.join(cmds))
`,
        tests: [
          { args: '60000 mixed', label: '60,000 mixed commands' },
          { args: '5000 far', label: '5,000 moves of 10^9' },
          { args: '10000 spin', label: '10,000 turns only' },
          { args: '1000 zeros', label: '1,000 commands with F 0' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
while lines and lines[-1] == '':
    lines.pop()
assert len(lines) <= 100000, 'at most 100,000 commands'
for line in lines:
    m = re.fullmatch(r'L|R|F ([0-9]+)', line)
    assert m, 'bad command: ' + line
    assert m.group(1) is None or int(m.group(1)) <= 10**9, 'n out of range'
`,
        wrongSolutions: [
          {
            name: '32-bit-coordinates',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Keeps x and y in an int, which overflows past 2,147,483,647',
            source: `#include <iostream>
#include <string>
int main() {
    const char dirs[] = "NESW";
    const int dx[] = {0, 1, 0, -1}, dy[] = {1, 0, -1, 0};
    int x = 0, y = 0, d = 0;
    std::string cmd;
    while (std::cin >> cmd) {
        if (cmd == "L") d = (d + 3) % 4;
        else if (cmd == "R") d = (d + 1) % 4;
        else {
            int n;
            std::cin >> n;
            x += dx[d] * n;
            y += dy[d] * n;
        }
    }
    std::cout << x << ' ' << y << ' ' << dirs[d] << '\\n';
}
`,
          },
          {
            name: 'turns-swapped',
            language: 'python3',
            mustFail: 'WA',
            why: 'Turns clockwise on L and counter-clockwise on R',
            source: `import sys

dirs = ['N', 'E', 'S', 'W']
moves = {'N': (0, 1), 'E': (1, 0), 'S': (0, -1), 'W': (-1, 0)}
x, y, d = 0, 0, 0
for line in sys.stdin.read().splitlines():
    parts = line.split()
    if not parts:
        continue
    if parts[0] == 'L':
        d = (d + 1) % 4
    elif parts[0] == 'R':
        d = (d + 3) % 4
    elif parts[0] == 'F':
        dx, dy = moves[dirs[d]]
        n = int(parts[1])
        x += dx * n
        y += dy * n
print(x, y, dirs[d])
`,
          },
        ],
      },
    },
  ],
};
