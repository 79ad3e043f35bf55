import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'linux-5',
  order: 5,
  title: 'Processes, Jobs and Signals',
  description:
    'Inspect and control running programs: process IDs and states, ps and top, foreground and background jobs, signals, priorities and long-running sessions.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Inspect processes with ps, top, htop and /proc',
    'Manage foreground and background jobs in the shell',
    'Send signals with kill and understand SIGTERM, SIGKILL and SIGHUP',
    'Adjust priorities and keep jobs running after logout',
  ],
  lesson: `## What a process is

A **process** is a running instance of a program, with its own memory, open files and a unique **process ID (PID)**. Each process has a **parent** (PPID): the shell is the parent of the commands you type. New processes are created by \`fork\` and then \`exec\` a program. **PID 1** is the init system, today almost always **systemd**, the ancestor of every other process.

Processes have states: **R** running or runnable, **S** sleeping (waiting for an event), **D** uninterruptible sleep (usually waiting for disk or network I/O), **T** stopped, and **Z** zombie (finished, waiting for its parent to collect its exit status).

## Inspecting processes

\`\`\`bash
ps aux                         # all processes, BSD style: user, PID, %CPU, %MEM, command
ps -ef --forest                # full listing with the parent/child tree
ps -o pid,ppid,stat,cmd -p 1234
pgrep -a nginx                 # find PIDs by name
top                            # live view; press P (CPU), M (memory), q to quit
htop                           # friendlier interactive viewer
cat /proc/1234/status          # kernel's view of one process
\`\`\`

The **load average** shown by \`top\` and \`uptime\` is the average number of processes running or waiting (including D state) over 1, 5 and 15 minutes; compare it with the number of CPU cores.

## Job control

The shell can run commands in the **background** so you keep your prompt:

\`\`\`bash
./long-task.sh &        # start in the background
jobs                    # list this shell's jobs
# press Ctrl+Z          # suspend (stop) the foreground job
bg %1                   # resume job 1 in the background
fg %1                   # bring it back to the foreground
\`\`\`

## Signals

**Signals** are asynchronous notifications sent to a process:

| Signal | Number | Meaning |
|---|---|---|
| SIGHUP | 1 | terminal closed; many daemons reload configuration |
| SIGINT | 2 | interrupt, sent by Ctrl+C |
| SIGKILL | 9 | kill immediately; cannot be caught or ignored |
| SIGTERM | 15 | polite termination request (default for \`kill\`) |
| SIGSTOP / SIGTSTP | 19 / 20 | stop; Ctrl+Z sends SIGTSTP |
| SIGCONT | 18 | continue a stopped process |

\`\`\`bash
kill 1234              # SIGTERM
kill -HUP 1234         # ask a daemon to reload
kill -9 1234           # SIGKILL, last resort
pkill -f "python worker.py"
\`\`\`

Programs can **handle** SIGTERM to shut down gracefully: finish requests, flush data, remove PID files. SIGKILL gives them no chance. A process stuck in state D cannot be killed until its I/O completes, and a zombie disappears only when its parent reaps it (or the parent exits).

## Priorities

The scheduler favours processes with a lower **nice** value (from -20, highest priority, to 19, lowest). Start low-priority work with \`nice -n 10 ./backup.sh\`, or change a running process with \`renice\`. Only root can raise priority. \`ionice\` does the same for disk I/O.

## Surviving logout

When you log out, the terminal's processes receive SIGHUP and usually exit. Options:

- \`nohup ./task.sh &\` ignores SIGHUP and writes output to \`nohup.out\`.
- **tmux** or **screen** keep whole terminal sessions alive; detach and reattach later, even over SSH.
- For anything permanent, run it as a **systemd service**, covered in a later chapter, which also restarts it on failure.
`,
  overview: {
    whatYouWillLearn: [
      'Every running program is a process with a PID, a parent, an owner and a state.',
      'Processes are created by forking, and PID 1 (usually systemd) is the ancestor of all others.',
      'ps shows snapshots, while top and htop show live resource usage.',
      'Shell job control moves jobs between foreground and background with Ctrl+Z, bg and fg.',
      'Signals notify processes: SIGTERM asks politely, SIGKILL cannot be caught, SIGHUP often means reload.',
      'nice values influence CPU priority, and nohup, tmux or systemd keep work alive after logout.',
    ],
    proTip:
      'Use kill PID (SIGTERM) first and give the process a few seconds to clean up; reach for kill -9 only when it does not respond, because SIGKILL skips flushing buffers, removing lock files and closing connections.',
  },
  mcqs: [
    {
      question: 'Which process is the ancestor of all other processes on a modern Linux system?',
      options: {
        A: 'PID 1, usually systemd',
        B: "PID 0, the kernel's idle task",
        C: 'The login shell of the root user',
        D: '`cron`, which starts every service',
      },
      correct: 'A',
      explanation: 'PID 1 is the init system, today almost always systemd.',
    },
    {
      question: 'What does process state `Z` mean in `ps` output?',
      options: {
        A: 'Sleeping in uninterruptible disk I/O',
        B: 'Zombie: exited, but its parent has not collected its status',
        C: 'Stopped by Ctrl+Z and waiting for `fg`',
        D: 'Running at the lowest scheduling priority',
      },
      correct: 'B',
      explanation:
        'A zombie has finished and waits for its parent to reap its exit status; `D` is uninterruptible sleep and `T` stopped.',
    },
    {
      question: 'Which keystroke suspends the foreground job so you can resume it with `bg`?',
      options: {
        A: 'Ctrl+C',
        B: 'Ctrl+D',
        C: 'Ctrl+Z',
        D: 'Ctrl+S',
      },
      correct: 'C',
      explanation:
        'Ctrl+Z sends SIGTSTP to stop the job; Ctrl+C interrupts it and Ctrl+D sends end of input.',
    },
    {
      question: 'Which signal does `kill` send when no signal is specified?',
      options: {
        A: 'SIGKILL',
        B: 'SIGHUP',
        C: 'SIGINT',
        D: 'SIGTERM',
      },
      correct: 'D',
      explanation: 'The default is SIGTERM, a polite request that programs can handle.',
    },
    {
      question: 'Why is `kill -9` a last resort?',
      options: {
        A: 'SIGKILL cannot be caught, so there is no cleanup',
        B: 'It kills every process that belongs to the same user',
        C: 'It needs root, even for your own processes',
        D: 'It leaves a zombie process behind',
      },
      correct: 'A',
      explanation: 'SIGKILL ends the process immediately, skipping any graceful shutdown.',
    },
    {
      question: 'Many daemons reload their configuration when they receive which signal?',
      options: {
        A: 'SIGINT',
        B: 'SIGHUP',
        C: 'SIGTERM',
        D: 'SIGCONT',
      },
      correct: 'B',
      explanation: 'By convention SIGHUP asks a daemon to reload, as in `kill -HUP 1234`.',
    },
    {
      question: 'Which nice value gives a process the lowest CPU priority?',
      options: {
        A: '`-20`',
        B: '`0`',
        C: '`19`',
        D: '`20`',
      },
      correct: 'C',
      explanation: 'Nice values range from -20, the highest priority, to 19, the lowest.',
    },
    {
      question: 'On an 8-core server, the 1-minute load average is 3. What does that suggest?',
      options: {
        A: 'Three of the eight cores have failed and been disabled',
        B: 'The CPU is overloaded, running at 300 percent of its capacity',
        C: 'Three processes are stuck as zombies and cannot exit',
        D: 'Spare capacity: fewer tasks wait than there are cores',
      },
      correct: 'D',
      explanation: 'Load counts running and waiting tasks; 3 on 8 cores leaves spare capacity.',
    },
    {
      question:
        'Which tool keeps an interactive terminal session alive after you disconnect from SSH?',
      options: {
        A: '`tmux`',
        B: '`nohup`',
        C: '`bg`',
        D: '`disown`',
      },
      correct: 'A',
      explanation:
        'tmux keeps whole sessions you can reattach to; `nohup` only keeps one command running.',
    },
    {
      question: 'What does process state `D` usually mean?',
      options: {
        A: 'Dead and about to be removed from the process table',
        B: 'Uninterruptible sleep, waiting for I/O',
        C: 'Detached from its controlling terminal, `tty?`',
        D: 'A daemon process running in the background',
      },
      correct: 'B',
      explanation:
        '`D` is uninterruptible sleep, typically on disk or network I/O; it also counts towards load.',
    },
    {
      question: "Why can't `kill -9` stop a process in state `D` immediately?",
      options: {
        A: 'State `D` processes always belong to root and ignore users',
        B: 'SIGKILL is ignored by daemon processes',
        C: 'It must finish its I/O before any signal is handled',
        D: 'The process has in fact already exited',
      },
      correct: 'C',
      explanation:
        'A process in uninterruptible sleep handles signals only when its I/O completes.',
    },
    {
      question: 'What does `nice -n 10 ./backup.sh` do?',
      options: {
        A: 'Runs the backup with a higher CPU priority',
        B: 'Limits the backup to 10 percent of the CPU',
        C: 'Delays the start of the backup by 10 seconds',
        D: 'Runs the backup with a lower CPU priority',
      },
      correct: 'D',
      explanation: 'A positive nice value lowers priority so other work is favoured.',
    },
  ],
  problems: [],
};
