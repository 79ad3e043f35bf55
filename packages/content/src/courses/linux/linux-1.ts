import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'linux-1',
  order: 1,
  title: 'Linux, the Shell and the Filesystem Hierarchy',
  description: 'What Linux and its distributions are, how the shell works, and how to navigate the single-rooted filesystem tree confidently.',
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
    proTip: 'Press Tab constantly: completion saves typing, catches typos in paths before you run anything, and double-Tab lists the options when the prefix is ambiguous.',
  },
  mcqs: [
    {
      question: 'What is Linux, strictly speaking?',
      options: {
        A: 'A complete desktop operating system from one company',
        B: 'A kernel that distributions combine with tools and package managers',
        C: 'A shell like bash',
        D: 'A file format',
      },
      correct: 'B',
      explanation: 'Distributions such as Ubuntu and Fedora bundle the Linux kernel with userland software.',
    },
    {
      question: 'Which directory holds system-wide configuration files?',
      options: {
        A: '/etc',
        B: '/var',
        C: '/usr',
        D: '/tmp',
      },
      correct: 'A',
      explanation: 'By convention configuration lives under /etc.',
    },
    {
      question: 'Where are log files usually stored?',
      options: {
        A: '/boot',
        B: '/opt',
        C: '/var/log',
        D: '/dev',
      },
      correct: 'C',
      explanation: '/var holds variable data, including logs under /var/log.',
    },
    {
      question: 'What does cd .. do?',
      options: {
        A: 'Goes to the home directory',
        B: 'Goes to the root directory',
        C: 'Lists hidden files',
        D: 'Moves to the parent directory',
      },
      correct: 'D',
      explanation: '.. always refers to the parent of the current directory.',
    },
    {
      question: 'Which path is absolute?',
      options: {
        A: '../config',
        B: '/home/ada/notes.txt',
        C: 'notes.txt',
        D: './run.sh',
      },
      correct: 'B',
      explanation: 'Absolute paths begin at the root directory /.',
    },
    {
      question: 'How does Linux give access to a second disk?',
      options: {
        A: 'It assigns it a drive letter like D:',
        B: 'It copies its files into /home',
        C: 'It mounts the disk\'s filesystem at a directory in the single tree',
        D: 'It cannot use more than one disk',
      },
      correct: 'C',
      explanation: 'All storage appears inside the one tree rooted at /.',
    },
    {
      question: 'Why does plain ls not show .bashrc?',
      options: {
        A: 'Files starting with a dot are hidden unless you use -a',
        B: 'It is a directory',
        C: 'It belongs to root',
        D: 'ls only shows executable files',
      },
      correct: 'A',
      explanation: 'Dotfiles are hidden by convention; ls -a shows them.',
    },
    {
      question: 'What does the command type cd report?',
      options: {
        A: 'The file size of cd',
        B: 'The manual page of cd',
        C: 'The path of the cd binary in /usr/bin',
        D: 'That cd is a shell builtin',
      },
      correct: 'D',
      explanation: 'type shows whether a name is a builtin, alias, function or external program.',
    },
    {
      question: 'What is the /proc directory?',
      options: {
        A: 'A folder of installed programs',
        B: 'A virtual filesystem exposing kernel and process information',
        C: 'The place where users store projects',
        D: 'A backup of /etc',
      },
      correct: 'B',
      explanation: '/proc files are generated by the kernel on demand and describe running processes and system state.',
    },
  ],
  problems: [],
};
