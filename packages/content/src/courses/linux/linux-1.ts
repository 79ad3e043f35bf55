import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'linux-1',
  order: 1,
  title: 'Linux, the Shell and the Filesystem Hierarchy',
  description:
    'What Linux and its distributions are, how the shell works, and how to navigate the single-rooted filesystem tree confidently.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Explain the kernel, distributions and the role of the shell',
    'Navigate with pwd, cd and ls using absolute and relative paths',
    'Describe the purpose of the main directories in the filesystem hierarchy',
    'Get help with man, --help and tab completion',
  ],
  lesson: `## Linux and distributions

Strictly, **Linux** is a **kernel**: the core that manages processes, memory, devices and filesystems. What people install is a **distribution** that combines the kernel with GNU tools, a package manager, an init system and defaults. Popular choices include **Ubuntu** and **Debian** (apt), **Fedora**, **RHEL**, **Rocky** and **AlmaLinux** (dnf), **Arch** (pacman) and **Alpine** (apk, common in containers). Linux runs most servers, all of the top supercomputers, Android phones and the majority of cloud workloads, so command-line skills transfer everywhere.

## The shell

A **terminal** gives you a text interface; the **shell** inside it reads your commands, expands wildcards and variables, and starts programs. **bash** is the default on most distributions; **zsh** and **fish** are popular alternatives. A command line has the form \`command -options arguments\`:

\`\`\`bash
ls -la /etc          # long listing, including hidden files, of /etc
echo "Hello, $USER"  # variables are expanded by the shell
whoami; hostname; uname -r
\`\`\`

Files whose names start with a dot (\`.bashrc\`) are **hidden** from plain \`ls\`.

## One tree

Unlike Windows drive letters, Linux has a **single directory tree** rooted at \`/\`. Additional disks, USB sticks and network shares are **mounted** somewhere inside it. The **Filesystem Hierarchy Standard** describes the main directories:

| Directory | Purpose |
|---|---|
| \`/etc\` | system configuration files |
| \`/home\` | users' home directories (\`/root\` for root) |
| \`/usr\` | installed programs and libraries (\`/usr/bin\`, \`/usr/lib\`) |
| \`/var\` | variable data: logs (\`/var/log\`), caches, spools, databases |
| \`/tmp\` | temporary files, often cleared at reboot |
| \`/opt\` | optional third-party software |
| \`/dev\` | device files (\`/dev/sda\`, \`/dev/null\`) |
| \`/proc\`, \`/sys\` | virtual filesystems exposing kernel and process information |
| \`/boot\` | kernel and bootloader files |

On modern distributions \`/bin\` and \`/sbin\` are just links into \`/usr\`.

## Moving around

\`\`\`bash
pwd                 # print working directory
cd /var/log         # absolute path: starts at /
cd ../lib           # relative path: .. is the parent directory
cd ~                # home directory (also plain cd)
cd -                # previous directory
ls -lh              # long listing with human-readable sizes
\`\`\`

\`.\` means the current directory and \`..\` its parent. \`~\` expands to your home directory, and \`~alice\` to Alice's.

## Getting help

- \`man ls\` opens the manual page (search with \`/\`, quit with \`q\`); \`man 5 passwd\` selects section 5, file formats.
- \`ls --help\` prints a short summary for most GNU tools.
- \`type cd\` tells you whether a name is a shell builtin, an alias or a program, and \`which python3\` shows which file would run.
- \`tldr\` pages, if installed, give practical examples.

Use the **up arrow** and **Ctrl+R** to search command history, and **Ctrl+C** to abort a running command. Linux is **case-sensitive**: \`Notes.txt\` and \`notes.txt\` are different files.
`,
  overview: {
    whatYouWillLearn: [
      'Linux is a kernel; a distribution bundles it with tools, a package manager and defaults.',
      'The shell reads commands, expands them and starts programs; bash is the most common interactive shell.',
      'Everything lives in one tree rooted at /, with other disks mounted into it.',
      'Absolute paths start at /, while relative paths start from the current directory.',
      'Standard directories such as /etc, /var, /home and /usr have well-defined purposes.',
      'Manual pages and built-in help document almost every command and option.',
    ],
    proTip:
      'Press Tab constantly: completion saves typing, catches typos in paths before you run anything, and double-Tab lists the options when the prefix is ambiguous.',
  },
  mcqs: [
    {
      question: 'What is Linux, strictly speaking?',
      options: {
        A: 'A kernel that distributions add tools to',
        B: 'A complete operating system released by one vendor',
        C: 'The GNU shell and utilities, without a kernel',
        D: 'A desktop environment that runs on top of Unix',
      },
      correct: 'A',
      explanation:
        'Linux is the kernel; distributions add GNU tools, a package manager, an init system and defaults.',
    },
    {
      question: 'Which directory holds system-wide configuration files?',
      options: {
        A: '`/usr`',
        B: '`/etc`',
        C: '`/var`',
        D: '`/opt`',
      },
      correct: 'B',
      explanation:
        '`/etc` holds configuration; `/usr` programs, `/var` variable data and `/opt` optional software.',
    },
    {
      question: 'Where are log files usually stored?',
      options: {
        A: '`/etc/log`',
        B: '`/usr/log`',
        C: '`/var/log`',
        D: '`/tmp/log`',
      },
      correct: 'C',
      explanation: 'Logs are variable data, kept under `/var/log`.',
    },
    {
      question: 'What does `cd ..` do?',
      options: {
        A: 'Moves to your home directory',
        B: 'Moves to the previous directory',
        C: 'Moves to the root directory `/`',
        D: 'Moves to the parent directory',
      },
      correct: 'D',
      explanation: '`..` is the parent; `cd ~` goes home, `cd -` back to the previous directory.',
    },
    {
      question: 'Which path is absolute?',
      options: {
        A: '`/home/ada/notes.txt`',
        B: '`home/ada/notes.txt`',
        C: '`./notes.txt`',
        D: '`../../home/ada/notes.txt`',
      },
      correct: 'A',
      explanation:
        'An absolute path starts at the root `/`; the others are relative to the current directory.',
    },
    {
      question: 'How does Linux give access to a second disk?',
      options: {
        A: 'It gives the disk its own drive letter, such as `D:`, like Windows',
        B: 'It mounts its filesystem at a directory in the one tree',
        C: "It copies the disk's files into `/home` each time the system boots",
        D: 'It adds the disk as a second root, `//`',
      },
      correct: 'B',
      explanation:
        'Linux has a single tree rooted at `/`, and other filesystems are mounted inside it.',
    },
    {
      question: 'Why does plain `ls` not show `.bashrc`?',
      options: {
        A: '`.bashrc` is owned by root, so a plain `ls` cannot read it',
        B: 'Configuration files live in a hidden partition',
        C: 'Names starting with a dot are hidden unless `-a` is used',
        D: '`ls` skips non-executable files unless given `-x`',
      },
      correct: 'C',
      explanation: 'Dot files are hidden by convention; `ls -a` shows them.',
    },
    {
      question: 'What does the command `type cd` report?',
      options: {
        A: 'The path of the `cd` program, `/usr/bin/cd`',
        B: 'The file type of `cd`, such as text or binary',
        C: 'The manual page section for `cd`',
        D: 'That `cd` is a shell builtin',
      },
      correct: 'D',
      explanation:
        "`type` says whether a name is a builtin, an alias or a program; `cd` must be a builtin to change the shell's directory.",
    },
    {
      question: 'What is the `/proc` directory?',
      options: {
        A: 'A virtual filesystem exposing kernel and process information',
        B: 'A directory holding the binaries of running programs',
        C: 'A swap area on disk for paged-out process memory',
        D: 'A folder where crashed processes leave core dumps',
      },
      correct: 'A',
      explanation:
        '`/proc` is generated by the kernel and shows process and system information as files.',
    },
    {
      question: 'What does Ctrl+R do in bash?',
      options: {
        A: 'Reloads `.bashrc` in the current shell',
        B: 'Searches back through the command history',
        C: 'Aborts the command that is running',
        D: 'Repeats the last command exactly',
      },
      correct: 'B',
      explanation: 'Ctrl+R searches history; Ctrl+C aborts a running command.',
    },
    {
      question: 'What does `man 5 passwd` show?',
      options: {
        A: 'The fifth page of the `passwd` manual',
        B: 'The last five changes made to `/etc/passwd`',
        C: 'The manual for the `passwd` file format',
        D: 'The manual of the `passwd` command',
      },
      correct: 'C',
      explanation: 'Section 5 covers file formats; the command is documented in section 1.',
    },
    {
      question: 'Are `Notes.txt` and `notes.txt` the same file on Linux?',
      options: {
        A: 'Yes: Linux ignores upper and lower case in file names',
        B: 'Only outside `/home`, where case is ignored',
        C: 'Yes, unless the filesystem is ext4',
        D: 'No: names that differ in case are distinct',
      },
      correct: 'D',
      explanation: 'Linux treats names that differ only in case as different files.',
    },
  ],
  problems: [],
};
