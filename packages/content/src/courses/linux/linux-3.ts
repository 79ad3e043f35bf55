import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'linux-3',
  order: 3,
  title: 'Users, Groups and Permissions',
  description:
    'Control who can read, write and execute files with owners, groups, permission bits, chmod, chown, umask, special bits and sudo.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Read permission strings in ls -l output',
    'Change permissions with chmod in symbolic and octal form',
    'Manage ownership, users and groups, and set a sensible umask',
    'Explain setuid, setgid, the sticky bit and sudo',
  ],
  lesson: `## Users and groups

Linux is multi-user. Every process runs as a **user** (with a numeric UID) and belongs to one or more **groups** (GIDs). Accounts are listed in \`/etc/passwd\`, password hashes in \`/etc/shadow\`, and groups in \`/etc/group\`. The superuser **root** (UID 0) bypasses permission checks. Services typically run as their own unprivileged users (\`www-data\`, \`postgres\`) so a compromise stays contained.

\`\`\`bash
id                          # your uid, gid and groups
sudo useradd -m -s /bin/bash deploy
sudo usermod -aG docker deploy     # append to a supplementary group
\`\`\`

## Reading permissions

\`\`\`text
-rwxr-x---  1 ada  devs  4096 Mar  1 09:30 deploy.sh
drwxrwsr-x  2 ada  devs  4096 Mar  1 09:31 shared/
\`\`\`

The first character is the type (\`-\` file, \`d\` directory, \`l\` symlink). The next nine are three triplets for **user** (owner), **group** and **others**: \`r\` read, \`w\` write, \`x\` execute, \`-\` not granted.

For **directories** the meanings differ: \`r\` lists names, \`w\` creates, deletes and renames entries inside, and \`x\` lets you enter the directory and access entries by name. Deleting a file depends on write permission on the *directory*, not on the file.

## chmod

Symbolic form adds, removes or sets bits for \`u\`, \`g\`, \`o\` or \`a\`:

\`\`\`bash
chmod u+x deploy.sh          # owner may execute
chmod go-w report.txt        # group and others may not write
chmod -R g+rwX shared/       # X: execute only on directories (and already-executable files)
\`\`\`

**Octal** form writes each triplet as a digit summing read 4, write 2 and execute 1: \`rwx\` is 7, \`r-x\` is 5, \`r--\` is 4. So \`chmod 750 deploy.sh\` gives \`rwxr-x---\`, and \`chmod 644 notes.txt\` gives \`rw-r--r--\`. A leading fourth digit sets the special bits.

## Ownership and umask

\`\`\`bash
sudo chown deploy:www-data /srv/app -R
chgrp devs shared/
umask                        # typically 0022
\`\`\`

New files start from 666 and directories from 777, minus the **umask**: with \`022\`, files become 644 and directories 755. A umask of \`027\` keeps everything private from others.

## Special bits

- **setuid** (4000, shown as \`s\` in the user execute position): the program runs with the **file owner's** privileges. \`/usr/bin/passwd\` is setuid root so users can update \`/etc/shadow\`.
- **setgid** (2000, \`s\` in the group position): programs run with the file's group; on a **directory**, new files inherit the directory's group, ideal for team folders.
- **sticky bit** (1000, \`t\` in the others position): in a shared writable directory such as \`/tmp\` (mode 1777), only a file's owner (or root) may delete or rename it.

If the special bit is set but the underlying execute bit is not, \`ls\` shows a capital \`S\` or \`T\`.

## sudo

Rather than logging in as root, administrators use **sudo** to run single commands with elevated privileges. It asks for *your* password, logs every command, and the \`/etc/sudoers\` file (edited safely with \`visudo\`) controls who may run what. Access control lists (\`setfacl\`, \`getfacl\`) provide finer-grained permissions when owner, group and others are not enough.

## Your challenge

Convert octal modes into the permission strings that \`ls -l\` prints, including the special bits and their capital-letter forms.
`,
  overview: {
    whatYouWillLearn: [
      'Every file has an owner, a group and three permission sets: user, group and others.',
      'Read, write and execute mean different things for files and for directories.',
      'Octal notation encodes each permission set as a digit: read 4, write 2, execute 1.',
      'The umask removes permissions from the defaults given to new files and directories.',
      "setuid and setgid make programs run with the file's owner or group; setgid on a directory makes new files inherit its group.",
      "The sticky bit on a shared directory lets only a file's owner delete it; sudo grants audited, controlled root access.",
    ],
    proTip:
      'Never fix a permission problem with chmod 777: find out which user the process runs as (ps -o user= -p PID) and grant exactly that user or group the access it needs.',
  },
  mcqs: [],
  problems: [
    {
      id: 'octal-to-symbolic',
      title: 'From chmod Numbers to ls -l Strings',
      description: `Each input line contains a file type character and a mode, separated by a space: the type is \`-\` (regular file), \`d\` (directory) or \`l\` (symbolic link), and the mode is 3 or 4 octal digits as accepted by \`chmod\` (for example \`755\` or \`4755\`).

For each line print the 10-character string that \`ls -l\` shows: the type character followed by three triplets for user, group and others. In each triplet print \`r\`, \`w\`, \`x\` or \`-\`. Special bits (the first of 4 digits: setuid 4, setgid 2, sticky 1) change the execute position of the user, group or others triplet respectively: \`s\`/\`s\`/\`t\` when the execute bit is also set, and \`S\`/\`S\`/\`T\` when it is not.

If the mode does not consist of 3 or 4 digits from 0 to 7, print \`invalid\` for that line.`,
      examples: [
        {
          input: `- 755
- 644
d 700
`,
          output: `-rwxr-xr-x
-rw-r--r--
drwx------`,
          explanation:
            '755 is rwx for the owner and r-x for group and others; 644 is the usual file mode.',
        },
        {
          input: `- 4755
d 1777
- 2640
`,
          output: `-rwsr-xr-x
drwxrwxrwt
-rw-r-S---`,
          explanation:
            '4755 sets setuid with owner execute (s); 1777 is /tmp with the sticky bit; 2640 sets setgid without group execute, so it shows S.',
        },
      ],
      constraints: [
        '1 <= number of lines <= 1000',
        'The type is always one of -, d, l',
        'Modes may contain any characters; only 3 or 4 digits 0-7 are valid',
      ],
      testCases: [
        {
          input: `- 755
- 644
d 700
`,
          expectedOutput: `-rwxr-xr-x
-rw-r--r--
drwx------`,
          hidden: false,
        },
        {
          input: `- 4755
d 1777
- 2640
`,
          expectedOutput: `-rwsr-xr-x
drwxrwxrwt
-rw-r-S---`,
          hidden: false,
        },
        {
          input: `- 000
l 777
`,
          expectedOutput: `----------
lrwxrwxrwx`,
          hidden: true,
        },
        {
          input: `d 7000
- 7777
d 3775
`,
          expectedOutput: `d--S--S--T
-rwsrwsrwt
drwxrwsr-t`,
          hidden: true,
        },
        {
          input: `- 800
- 75
- 07555
d abc
- 0644
`,
          expectedOutput: `invalid
invalid
invalid
invalid
-rw-r--r--`,
          hidden: true,
        },
        {
          input: `- 1644
d 2775
- 4000
`,
          expectedOutput: `-rw-r--r-T
drwxrwsr-x
---S------`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys
for line in sys.stdin.read().split('\\n'):
    if not line.strip():
        continue
    t, _, mode = line.strip().partition(' ')
    mode = mode.strip()
    if len(mode) not in (3, 4) or any(c not in '01234567' for c in mode):
        print('invalid')
        continue
    if len(mode) == 3:
        mode = '0' + mode
    special = int(mode[0])
    out = t
    marks = [(4, 's', 'S'), (2, 's', 'S'), (1, 't', 'T')]
    for i in range(3):
        d = int(mode[i + 1])
        r = 'r' if d & 4 else '-'
        w = 'w' if d & 2 else '-'
        bit, lo, up = marks[i]
        if special & bit:
            x = lo if d & 1 else up
        else:
            x = 'x' if d & 1 else '-'
        out += r + w + x
    print(out)
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
out = []
for _ in range(n):
    t = random.choice('-dl')
    r = random.random()
    if mode == 'special' or r < 0.5:
        m = '%d%d%d%d' % (random.randint(0, 7), random.randint(0, 7), random.randint(0, 7), random.randint(0, 7))
    elif r < 0.8:
        m = '%d%d%d' % (random.randint(0, 7), random.randint(0, 7), random.randint(0, 7))
    else:
        m = random.choice(['800', '75', '07555', 'abc', '0o755', '+755', '-755', '7a5', '9999', '', '12345', '7', 'rwx', '0x1FF', '0755 '])
    out.append('%s %s' % (t, m))
print('\\n'.join(out))
`,
        tests: [
          { args: '1000 mixed', label: '1,000 lines, valid and invalid modes' },
          { args: '1000 special', label: '1,000 four-digit modes with special bits' },
          { args: '1 special', label: 'one line' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
entries = [l for l in lines if l.strip()]
assert 1 <= len(entries) <= 1000, 'number of lines out of range'
for line in lines:
    assert all(32 <= ord(c) < 127 for c in line), 'non-printable character'
for line in entries:
    assert line[0] in '-dl' and line[1:2] == ' ', 'a line starts with the type and a space'
`,
        wrongSolutions: [
          {
            name: 'special-bits-reversed',
            language: 'python3',
            mustFail: 'WA',
            why: 'Maps setuid to the others triplet and sticky to the user triplet, the wrong way round',
            source: `import sys
for line in sys.stdin.read().split('\\n'):
    if not line.strip():
        continue
    t, _, mode = line.strip().partition(' ')
    mode = mode.strip()
    if len(mode) not in (3, 4) or any(c not in '01234567' for c in mode):
        print('invalid')
        continue
    if len(mode) == 3:
        mode = '0' + mode
    special = int(mode[0])
    out = t
    marks = [(1, 't', 'T'), (2, 's', 'S'), (4, 's', 'S')]
    for i in range(3):
        d = int(mode[i + 1])
        r = 'r' if d & 4 else '-'
        w = 'w' if d & 2 else '-'
        bit, lo, up = marks[i]
        if special & bit:
            x = lo if d & 1 else up
        else:
            x = 'x' if d & 1 else '-'
        out += r + w + x
    print(out)
`,
          },
          {
            name: 'always-lowercase',
            language: 'python3',
            mustFail: 'WA',
            why: 'Prints s or t even when the execute bit is not set, where ls shows S or T',
            source: `import sys
for line in sys.stdin.read().split('\\n'):
    if not line.strip():
        continue
    t, _, mode = line.strip().partition(' ')
    mode = mode.strip()
    if len(mode) not in (3, 4) or any(c not in '01234567' for c in mode):
        print('invalid')
        continue
    if len(mode) == 3:
        mode = '0' + mode
    special = int(mode[0])
    out = t
    marks = [(4, 's', 's'), (2, 's', 's'), (1, 't', 't')]
    for i in range(3):
        d = int(mode[i + 1])
        r = 'r' if d & 4 else '-'
        w = 'w' if d & 2 else '-'
        bit, lo, up = marks[i]
        if special & bit:
            x = lo if d & 1 else up
        else:
            x = 'x' if d & 1 else '-'
        out += r + w + x
    print(out)
`,
          },
        ],
      },
    },
  ],
};
