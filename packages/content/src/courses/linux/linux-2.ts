import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'linux-2',
  order: 2,
  title: 'Working with Files and Directories',
  description:
    'Create, copy, move, delete and inspect files, use wildcards and links, find files by name, size and age, and archive and compress them.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Create, copy, move and remove files and directories safely',
    'Use globbing patterns to select groups of files',
    'Find files by name, type, size and modification time',
    'Understand hard and symbolic links, and archive with tar',
  ],
  lesson: `## Creating and managing files

\`\`\`bash
mkdir -p projects/site/assets     # -p creates parent directories as needed
touch notes.txt                   # create an empty file (or update its timestamp)
cp notes.txt backup.txt           # copy
cp -r projects projects-old       # copy a directory recursively
mv backup.txt archive/            # move into a directory
mv draft.md final.md              # rename
rm old.txt                        # delete a file
rm -r build/                      # delete a directory tree
rmdir empty-dir                   # delete an empty directory
\`\`\`

There is **no recycle bin** on the command line: \`rm\` is permanent. Use \`rm -i\` to confirm each deletion, and be extremely careful with \`rm -rf\`, which deletes recursively without asking. \`cp -a\` preserves permissions, timestamps and links, ideal for backups.

## Looking inside files

\`\`\`bash
cat file.txt            # print the whole file
less /var/log/syslog    # page through (q quits, / searches)
head -n 20 data.csv     # first 20 lines
tail -n 50 app.log      # last 50 lines
tail -f app.log         # follow new lines as they are written
wc -l data.csv          # count lines
file mystery.bin        # guess the file type from its contents
\`\`\`

## Globbing

The **shell** expands wildcard patterns into matching filenames before the command runs:

- \`*\` matches any string (\`*.log\`), \`?\` matches one character (\`file?.txt\`).
- \`[abc]\` matches one of the listed characters, \`[0-9]\` a range.
- \`{jpg,png}\` is brace expansion: \`cp img.{jpg,png} dest/\` becomes two arguments.

Globs do not match hidden files by default, and if nothing matches, bash passes the pattern through literally. Quote patterns (\`'*.log'\`) when you want a program, not the shell, to interpret them.

## Finding files

\`find\` walks a directory tree and tests each file:

\`\`\`bash
find . -name "*.py"                     # by name (quoted, so find sees the pattern)
find /var/log -type f -size +100M       # regular files bigger than 100 MB
find ~/Downloads -mtime +30             # modified more than 30 days ago
find . -name "*.tmp" -delete            # delete what matches
find . -type f -name "*.sh" -exec chmod +x {} +
\`\`\`

For quick name lookups, \`locate\` searches a prebuilt database, and the popular \`fd\` tool is a faster, friendlier \`find\`.

## Links

Every file's data and metadata live in an **inode**; directory entries are just names pointing to inodes.

- A **hard link** (\`ln target name\`) is another name for the same inode. The data survives until the last name is removed. Hard links cannot cross filesystems or point to directories.
- A **symbolic link** (\`ln -s target name\`) is a small file containing a path. It can point anywhere, including directories and other filesystems, but breaks if the target is moved or deleted.

\`ls -l\` shows symlinks as \`name -> target\` and the hard-link count in the second column.

## Archives and compression

\`\`\`bash
tar -czf site-backup.tar.gz site/       # create a gzip-compressed archive
tar -tzf site-backup.tar.gz             # list its contents
tar -xzf site-backup.tar.gz -C /tmp     # extract into /tmp
tar --zstd -cf logs.tar.zst logs/       # zstd: fast with good compression
\`\`\`

\`c\` creates, \`x\` extracts, \`t\` lists, \`f\` names the archive file, and \`z\`, \`J\` or \`--zstd\` choose gzip, xz or zstd compression. \`zip\`/\`unzip\` remain handy for exchanging files with Windows users.
`,
  overview: {
    whatYouWillLearn: [
      'mkdir, cp, mv and rm manage files; rm does not use a recycle bin.',
      'The shell expands glob patterns such as *.log before the command runs.',
      'cat, less, head and tail inspect file contents, and tail -f follows growing files.',
      'find searches directory trees by name, type, size, time and more, and can act on the results.',
      'Hard links are extra names for the same inode, while symbolic links point to a path.',
      'tar bundles files into archives, and gzip, xz or zstd compress them.',
    ],
    proTip:
      'Before running a destructive command with a wildcard, run it with ls or echo first (ls *.tmp) to see exactly which files the pattern matches; the shell expands it the same way for rm.',
  },
  mcqs: [
    {
      question: 'What does `mkdir -p a/b/c` do when `a` does not exist?',
      options: {
        A: 'Creates all three directories, parents first',
        B: 'Fails, because the parent `a` does not exist',
        C: 'Creates only `c` in the current directory',
        D: 'Creates one directory literally named `a/b/c`',
      },
      correct: 'A',
      explanation: '`-p` creates missing parent directories and does not fail if they exist.',
    },
    {
      question: 'What happens to a file deleted with `rm`?',
      options: {
        A: 'It moves to `~/.Trash` until the trash is emptied',
        B: 'It is removed for good; the shell has no recycle bin',
        C: 'It stays recoverable with `undo` for a day',
        D: 'It is only hidden until the next reboot',
      },
      correct: 'B',
      explanation: '`rm` is permanent on the command line, so use `rm -i` when unsure.',
    },
    {
      question: 'Which command shows new lines appended to a log file as they arrive?',
      options: {
        A: '`head -f app.log`',
        B: '`cat -f app.log`',
        C: '`tail -f app.log`',
        D: '`tail -n 50 app.log`',
      },
      correct: 'C',
      explanation: '`tail -f` follows the file; `tail -n 50` prints the last 50 lines once.',
    },
    {
      question: 'Who expands the pattern `*.log` in `rm *.log`?',
      options: {
        A: '`rm` itself, as it reads its arguments',
        B: 'The kernel, when each file is opened',
        C: 'The filesystem driver, on each lookup',
        D: 'The shell, before `rm` runs',
      },
      correct: 'D',
      explanation:
        'The shell replaces the glob with matching names, so `rm` receives a list of files.',
    },
    {
      question: 'Which command finds regular files larger than 100 MB under `/var`?',
      options: {
        A: '`find /var -type f -size +100M`',
        B: "`find /var -name '*100M*' -type f`",
        C: '`find /var -type d -size +100M -print`',
        D: '`find /var -size 100M -type f`',
      },
      correct: 'A',
      explanation: '`-type f` selects regular files and `-size +100M` means more than 100 MB.',
    },
    {
      question: 'What happens to a symbolic link when its target file is deleted?',
      options: {
        A: 'The link keeps a copy of the old data',
        B: 'The link becomes dangling',
        C: 'The link is deleted automatically as well',
        D: 'The target is restored from the link',
      },
      correct: 'B',
      explanation: 'A symlink only stores a path, so it points nowhere once the target is gone.',
    },
    {
      question: 'Which statement about hard links is true?',
      options: {
        A: 'They can point to directories and cross filesystems without any limits',
        B: "They store the target's path, so they break when it moves",
        C: 'They are extra names for one inode, kept until the last is removed',
        D: 'They double the disk space that the file takes up',
      },
      correct: 'C',
      explanation: 'Hard links share the inode, so the data remains while any name exists.',
    },
    {
      question: 'Which command creates a gzip-compressed tar archive of the directory `site`?',
      options: {
        A: '`tar -xzf site.tar.gz site/`',
        B: '`tar -tzf site.tar.gz site/`',
        C: '`tar -cJf site.tar.gz site/`',
        D: '`tar -czf site.tar.gz site/`',
      },
      correct: 'D',
      explanation:
        '`c` creates, `z` selects gzip and `f` names the archive; `x` extracts, `t` lists and `J` means xz.',
    },
    {
      question: 'How should you check which files a wildcard will affect before deleting them?',
      options: {
        A: 'Run the same pattern with `ls` or `echo` first',
        B: 'Add `-f` so that `rm` prints the matching names first',
        C: 'Quote the pattern so that `rm` checks each name in turn',
        D: 'Use `rm -r`, which asks before each file',
      },
      correct: 'A',
      explanation:
        'The shell expands the pattern the same way for `ls` or `echo`, showing what `rm` would receive.',
    },
    {
      question: 'What does `cp -a` do?',
      options: {
        A: 'Copies only the files that are newer',
        B: 'Copies, preserving permissions, timestamps and links',
        C: 'Appends the source to the end of the destination',
        D: 'Asks before overwriting each existing file',
      },
      correct: 'B',
      explanation: 'Archive mode keeps metadata and links, which suits backups.',
    },
    {
      question: 'What does `cp img.{jpg,png} dest/` pass to `cp`?',
      options: {
        A: '`img.{jpg,png} dest/`, unchanged',
        B: '`img.jpg dest/` only',
        C: '`img.jpg img.png dest/`',
        D: 'Every file that matches `img.*`',
      },
      correct: 'C',
      explanation: 'Brace expansion produces one argument per alternative.',
    },
    {
      question: 'What does `tar -tzf site-backup.tar.gz` do?',
      options: {
        A: 'Tests and repairs the archive in place',
        B: 'Extracts the archive into `/tmp`',
        C: 'Adds new files to the end of the archive',
        D: "Lists the archive's files",
      },
      correct: 'D',
      explanation: '`t` lists the contents; `x` extracts and `c` creates.',
    },
  ],
  problems: [],
};
