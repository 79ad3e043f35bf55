import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'linux-2',
  order: 2,
  title: 'Working with Files and Directories',
  description: 'Create, copy, move, delete and inspect files, use wildcards and links, find files by name, size and age, and archive and compress them.',
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
    proTip: 'Before running a destructive command with a wildcard, run it with ls or echo first (ls *.tmp) to see exactly which files the pattern matches; the shell expands it the same way for rm.',
  },
  mcqs: [
    {
      question: 'What does mkdir -p a/b/c do when a does not exist?',
      options: {
        A: 'Fails because a is missing',
        B: 'Creates a, a/b and a/b/c as needed',
        C: 'Creates only c in the current directory',
        D: 'Creates a hidden directory',
      },
      correct: 'B',
      explanation: '-p creates all missing parent directories without error.',
    },
    {
      question: 'What happens to a file deleted with rm?',
      options: {
        A: 'It is permanently removed, with no recycle bin',
        B: 'It is moved to ~/.Trash',
        C: 'It is compressed into /tmp',
        D: 'It is hidden by renaming it with a dot',
      },
      correct: 'A',
      explanation: 'The command line has no undo for rm, so deletions are permanent.',
    },
    {
      question: 'Which command shows new lines appended to a log file as they arrive?',
      options: {
        A: 'head -f app.log',
        B: 'cat -n app.log',
        C: 'tail -f app.log',
        D: 'less -n app.log',
      },
      correct: 'C',
      explanation: 'tail -f follows the file and prints new content continuously.',
    },
    {
      question: 'Who expands the pattern *.log in rm *.log?',
      options: {
        A: 'The rm program',
        B: 'The kernel',
        C: 'The filesystem driver',
        D: 'The shell, before rm runs',
      },
      correct: 'D',
      explanation: 'Globbing is done by the shell, which passes the matching names to the command.',
    },
    {
      question: 'Which command finds regular files larger than 100 MB under /var?',
      options: {
        A: 'find /var -type f -size +100M',
        B: 'ls -size 100M /var',
        C: 'grep -r 100M /var',
        D: 'find /var -name +100M',
      },
      correct: 'A',
      explanation: '-type f restricts to regular files and -size +100M selects those above 100 MB.',
    },
    {
      question: 'What happens to a symbolic link when its target file is deleted?',
      options: {
        A: 'The link now holds the file\'s data',
        B: 'The link is deleted automatically',
        C: 'The link becomes broken (dangling)',
        D: 'The target is restored',
      },
      correct: 'C',
      explanation: 'A symlink stores only a path, which no longer leads anywhere.',
    },
    {
      question: 'Which statement about hard links is true?',
      options: {
        A: 'They can point to directories',
        B: 'They are additional names for the same inode, and the data remains until the last name is removed',
        C: 'They can span different filesystems',
        D: 'They break when the original name is removed',
      },
      correct: 'B',
      explanation: 'All hard links are equal names for one inode.',
    },
    {
      question: 'Which command creates a gzip-compressed tar archive of the directory site?',
      options: {
        A: 'tar -xzf site.tar.gz site/',
        B: 'tar -tzf site.tar.gz site/',
        C: 'gzip -r site/ site.tar',
        D: 'tar -czf site.tar.gz site/',
      },
      correct: 'D',
      explanation: 'c creates, z compresses with gzip and f names the archive file.',
    },
    {
      question: 'How should you check which files a wildcard will affect before deleting them?',
      options: {
        A: 'Run the same pattern with ls or echo first',
        B: 'Add sudo to rm',
        C: 'Use rm -rf',
        D: 'Rename all files first',
      },
      correct: 'A',
      explanation: 'The shell expands the pattern identically, so ls shows exactly what rm would delete.',
    },
  ],
  problems: [],
};
