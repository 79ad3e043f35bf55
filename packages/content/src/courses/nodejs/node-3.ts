import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'node-3',
  order: 3,
  title: 'Files and Paths',
  description:
    'Read and write files with the promise-based fs API and build portable paths with node:path.',
  difficulty: 'Easy',
  testType: 'coding',
  objectives: [
    'Read, write and list files with node:fs/promises',
    'Handle file system errors such as ENOENT',
    'Build and normalise paths with node:path',
    'Resolve relative paths against a working directory',
  ],
  lesson: `## The fs module

File access lives in \`node:fs\`. Use the **promise** API in application code; the synchronous functions (\`readFileSync\`) block the event loop and are only acceptable in start-up code and scripts.

\`\`\`js
import { readFile, writeFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

const configPath = path.join(import.meta.dirname, 'config', 'app.json');
try {
  const config = JSON.parse(await readFile(configPath, 'utf8'));
  await mkdir('logs', { recursive: true });
  await writeFile(path.join('logs', 'started.txt'), new Date().toISOString());
  for (const entry of await readdir('.', { withFileTypes: true })) {
    console.log(entry.isDirectory() ? 'dir ' : 'file', entry.name);
  }
} catch (err) {
  if (err.code === 'ENOENT') console.error('Missing file:', err.path);
  else throw err;
}
\`\`\`

Pass an encoding such as \`'utf8'\` to get a string; without it you receive a \`Buffer\` of raw bytes. Errors carry a \`code\`: \`ENOENT\` (no such file), \`EACCES\` (permission denied), \`EEXIST\` (already exists). Checking with \`access()\` before opening a file is a race condition; simply try the operation and handle the error. For very large files use streams (chapter 5) instead of reading everything into memory, and \`fs.watch\` to react to changes.

## Paths

Never build paths by concatenating strings with \`/\`: Windows uses \`\\\` and duplicate or missing separators creep in. \`node:path\` does it correctly:

\`\`\`js
path.join('a', 'b', '../c', 'file.txt');   // 'a/c/file.txt'
path.resolve('/srv/app', 'public', 'x.png'); // '/srv/app/public/x.png'
path.resolve('/srv/app', '/etc/passwd');     // '/etc/passwd'
path.normalize('/a//b/./c/..');              // '/a/b'
path.basename('/img/cat.png', '.png');       // 'cat'
path.extname('archive.tar.gz');              // '.gz'
\`\`\`

\`join\` concatenates and normalises. \`resolve\` processes its arguments from right to left until it has an **absolute** path, falling back to \`process.cwd()\`; an absolute argument discards everything before it. Normalisation removes empty and \`.\` segments and lets \`..\` remove the previous segment, but never goes above the root: \`/..\` is just \`/\`.

## Relative to what?

Relative paths in \`fs\` calls are resolved against the **current working directory**, which is wherever the user started the process, not the folder of your script. For files shipped with your code, build paths from \`import.meta.dirname\`.

## Path traversal

When a path comes from a user (for example a file name in a URL), resolve it and check that the result stays inside the allowed folder, otherwise \`../../etc/passwd\` escapes:

\`\`\`js
const full = path.resolve(publicDir, userPath);
if (!full.startsWith(publicDir + path.sep)) throw new Error('Forbidden');
\`\`\`

In the exercise you implement POSIX path resolution yourself, exactly the normalisation rules described above, which is also what every static file server must get right before it opens a file.`,
  overview: {
    whatYouWillLearn: [
      'Promise-based versus synchronous fs functions',
      'Strings versus Buffers when reading files',
      'Common error codes and why access-then-open is a race',
      'path.join, resolve, normalize, basename and extname',
      'How relative paths depend on the working directory',
      'Preventing path traversal with user-supplied paths',
    ],
    proTip:
      'Use path.posix explicitly when you build URL paths, so your code behaves the same on Windows and Linux.',
  },
  mcqs: [],
  problems: [
    {
      id: 'node-path-resolve',
      title: 'Resolve POSIX Paths',
      description: `Implement \`path.posix.resolve(cwd, p)\` for a list of paths.

If p starts with \`/\` it is absolute and cwd is ignored; otherwise it is appended to cwd. Then normalise: split on \`/\`, drop empty segments and \`.\`, and let \`..\` remove the previous segment (at the root, \`..\` does nothing). Output the result starting with \`/\`, without a trailing slash (the root is \`/\`).

**Input:** the first line is cwd (an absolute path), the second line n, followed by n lines each holding a path.

**Output:** n lines with the resolved absolute paths.`,
      examples: [
        {
          input: '/home/ada/project\n4\nsrc/index.js\n../notes.txt\n/etc//hosts\n./a/./b/../c\n',
          output:
            '/home/ada/project/src/index.js\n/home/ada/notes.txt\n/etc/hosts\n/home/ada/project/a/c',
          explanation: 'Relative paths start from cwd; the absolute one ignores it.',
        },
        {
          input: '/\n2\na/b/\n..\n',
          output: '/a/b\n/',
          explanation: 'Trailing slashes vanish and .. cannot climb above the root.',
        },
      ],
      constraints: ['1 <= n <= 1000', 'Paths are non-empty and contain no spaces'],
      testCases: [
        {
          input: '/home/ada/project\n4\nsrc/index.js\n../notes.txt\n/etc//hosts\n./a/./b/../c\n',
          expectedOutput:
            '/home/ada/project/src/index.js\n/home/ada/notes.txt\n/etc/hosts\n/home/ada/project/a/c',
          hidden: false,
        },
        { input: '/\n2\na/b/\n..\n', expectedOutput: '/a/b\n/', hidden: false },
        {
          input: '/home/ada/project\n2\n../../../../..\n.\n',
          expectedOutput: '/\n/home/ada/project',
          hidden: true,
        },
        {
          input: '/srv/app\n3\npublic/../../../etc/passwd\n/var/./log/../tmp/\n//x\n',
          expectedOutput: '/etc/passwd\n/var/tmp\n/x',
          hidden: true,
        },
        { input: '/a/b/c\n1\n../../d/./e/../f\n', expectedOutput: '/a/d/f', hidden: true },
        {
          input: '/data\n3\n...\nfile.tar.gz\n.hidden/./x\n',
          expectedOutput: '/data/...\n/data/file.tar.gz\n/data/.hidden/x',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys

lines = sys.stdin.read().splitlines()
cwd = lines[0].strip()
n = int(lines[1])
for i in range(2, 2 + n):
    p = lines[i].strip()
    full = p if p.startswith('/') else cwd + '/' + p
    parts = []
    for seg in full.split('/'):
        if seg == '' or seg == '.':
            continue
        if seg == '..':
            if parts:
                parts.pop()
        else:
            parts.append(seg)
    print('/' + '/'.join(parts))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
NAMES = ['home', 'ada', 'src', 'lib', 'a', 'b', 'etc', 'var', '...', '.hidden', 'file.tar.gz', 'node_modules']

def path(k, climb):
    segs = []
    for _ in range(k):
        r = random.random()
        if r < climb:
            segs.append('..')
        elif r < climb + 0.1:
            segs.append('.')
        elif r < climb + 0.15:
            segs.append('')
        else:
            segs.append(random.choice(NAMES))
    p = '/'.join(segs)
    if random.random() < 0.3:
        p = random.choice(('/', '//')) + p
    if random.random() < 0.2:
        p += '/'
    return p or '.'

if mode == 'root':
    cwd = '/'
else:
    cwd = '/' + '/'.join(random.choice(NAMES[:8]) for _ in range(random.randint(1, 6)))
if mode == 'climb':
    paths = [path(random.randint(1, 12), 0.6) for _ in range(n)]
elif mode == 'deep':
    paths = [path(200, 0.3) for _ in range(n)]
else:
    paths = [path(random.randint(1, 8), 0.2) for _ in range(n)]
print(cwd)
print(n)
print('\\n'.join(paths))
`,
        tests: [
          { args: '1000 random', label: 'n = 1,000, mixed paths' },
          { args: '1000 climb', label: 'n = 1,000, many .. above the root' },
          { args: '200 deep', label: 'n = 200, paths of 200 segments' },
          { args: '1000 root', label: 'n = 1,000, cwd is /' },
          { args: '1 random', label: 'n = 1' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
cwd = lines[0]
assert cwd.startswith('/') and ' ' not in cwd, 'cwd is an absolute path'
n = int(lines[1])
assert 1 <= n <= 1000, 'n out of range'
assert len(lines) >= n + 2, 'expected n paths'
for p in lines[2:n + 2]:
    assert p != '' and not any(ch.isspace() for ch in p), 'paths are non-empty without spaces'
assert all(line.strip() == '' for line in lines[n + 2:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'always-joins-cwd',
            language: 'python3',
            mustFail: 'WA',
            why: 'Prepends cwd even to absolute paths',
            source: `import sys

lines = sys.stdin.read().splitlines()
cwd = lines[0].strip()
n = int(lines[1])
for i in range(2, 2 + n):
    p = lines[i].strip()
    parts = []
    for seg in (cwd + '/' + p).split('/'):
        if seg == '' or seg == '.':
            continue
        if seg == '..':
            if parts:
                parts.pop()
        else:
            parts.append(seg)
    print('/' + '/'.join(parts))
`,
          },
          {
            name: 'library-normpath',
            language: 'python3',
            mustFail: 'WA',
            why: 'Uses posixpath.normpath, which keeps a leading // and so differs from the rules for paths such as //x',
            source: `import posixpath
import sys

lines = sys.stdin.read().splitlines()
cwd = lines[0].strip()
n = int(lines[1])
for i in range(2, 2 + n):
    print(posixpath.normpath(posixpath.join(cwd, lines[i].strip())))
`,
          },
        ],
      },
    },
  ],
};
