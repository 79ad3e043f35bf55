import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'linux-10',
  order: 10,
  title: 'Security Hardening, Logs and Performance Troubleshooting',
  description:
    'Harden Linux servers, audit them through logs, and find the cause of slow systems with a systematic look at CPU, memory, disk and network.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Apply a baseline hardening checklist to a server',
    'Use logs and audit tools to investigate incidents',
    'Diagnose CPU, memory, disk and network bottlenecks with standard tools',
    'Explain mandatory access control with SELinux and AppArmor',
  ],
  lesson: `## A hardening baseline

Every internet-facing server is probed within minutes of booting. A practical baseline:

1. **Minimise**: install only what you need; disable unused services (\`systemctl disable --now\`).
2. **Patch**: apply security updates promptly, automatically where possible, and reboot for kernel updates (or use live patching).
3. **Least privilege**: individual accounts, \`sudo\` instead of shared root, services under dedicated users, no world-writable files.
4. **SSH**: keys only, no root login, optionally a non-default port and allow-lists; \`fail2ban\` bans IPs that keep failing.
5. **Firewall**: default deny inbound, allow only required ports.
6. **Mandatory access control**: keep SELinux or AppArmor enforcing.
7. **Logging and monitoring**: ship logs off the host so an intruder cannot erase them.

## SELinux and AppArmor

Standard permissions are *discretionary*: a file's owner decides. **Mandatory access control** adds system-wide policy that even root processes must obey. **SELinux** (RHEL, Fedora) labels every file and process with a context and allows only permitted interactions: a compromised web server confined to \`httpd_t\` cannot read users' home directories, whatever the file permissions say. **AppArmor** (Ubuntu, SUSE) uses per-program path-based profiles. Check status with \`getenforce\` or \`aa-status\`.

## Logs for investigation

\`\`\`bash
journalctl -u ssh --since today | grep "Failed password"
sudo lastb | head                      # failed login attempts
last                                   # recent logins
sudo journalctl _COMM=sudo             # who ran what with sudo
sudo ausearch -m avc -ts recent        # SELinux denials (auditd)
\`\`\`

\`/var/log/auth.log\` (Debian/Ubuntu) or \`/var/log/secure\` (RHEL) hold authentication events when rsyslog is used. **auditd** records detailed security events, such as changes to \`/etc/passwd\`, if you add audit rules.

## Performance: a method, not guesswork

Brendan Gregg's **USE method**: for every resource (CPU, memory, disk, network), check **U**tilisation, **S**aturation (queued work) and **E**rrors. A quick first minute:

\`\`\`bash
uptime                 # load averages compared with the core count
dmesg -T | tail        # kernel errors: OOM kills, disk or NIC problems
vmstat 1 5             # r = run queue, si/so = swapping, wa = I/O wait
mpstat -P ALL 1        # per-CPU utilisation: one core pegged?
pidstat 1              # which processes use the CPU
iostat -xz 1           # per-disk utilisation, await (latency), queue size
free -h                # memory; "available" matters, not "free"
sar -n DEV 1           # network throughput per interface
ss -s                  # socket summary
top                    # overview
\`\`\`

Interpreting common patterns:

- **High CPU, user time**: the application is busy; profile it (\`perf top\`, language profilers).
- **High I/O wait and disk %util near 100 with high await**: storage is the bottleneck.
- **Swapping (si/so non-zero) or OOM kills in dmesg**: not enough memory. Linux uses spare RAM for the page cache, so low "free" memory is normal; watch "available".
- **Load high but CPU idle**: processes stuck in uninterruptible I/O (D state), often slow storage or NFS.
- **Network**: retransmits (\`nstat\`), saturated interfaces, or too many connections in TIME-WAIT.

Modern tools built on **eBPF** (bcc tools, bpftrace) trace almost anything in the kernel with low overhead when the standard tools are not enough.

## Document what you find

Write down the symptom, the evidence and the fix. Repeated incidents turn into alerts, dashboards and automation, which is the bridge from Linux administration to the DevOps practices covered elsewhere.
`,
  overview: {
    whatYouWillLearn: [
      'Hardening reduces attack surface: minimal packages, prompt updates, least privilege and restricted network access.',
      'Authentication logs and the journal reveal failed logins, sudo use and service errors.',
      'fail2ban and key-only SSH blunt brute-force attacks.',
      'SELinux and AppArmor add mandatory access control that confines services beyond normal permissions.',
      'The USE method checks utilisation, saturation and errors for every resource.',
      'vmstat, iostat, free, ss and pidstat pinpoint whether CPU, memory, disk or network is the bottleneck.',
    ],
    proTip:
      'When SELinux blocks something, do not disable it: read the denial with ausearch -m avc -ts recent or journalctl, and fix the file label (restorecon) or enable the right boolean (setsebool) instead.',
  },
  mcqs: [
    {
      question: 'Which practice is part of a basic server hardening baseline?',
      options: {
        A: 'Keeping root login open for emergencies',
        B: 'Removing unused packages and services',
        C: 'Disabling SELinux so that it causes no denials',
        D: 'Turning off automatic security updates',
      },
      correct: 'B',
      explanation: 'Fewer installed services mean a smaller attack surface.',
    },
    {
      question: 'What does fail2ban do?',
      options: {
        A: 'Blocks every SSH login after two failures',
        B: 'Encrypts logs so attackers cannot read them',
        C: 'Bans IP addresses that keep failing to authenticate',
        D: 'Rotates SSH keys after failed logins',
      },
      correct: 'C',
      explanation: 'It watches logs for repeated failures and bans the offending addresses.',
    },
    {
      question: 'How does SELinux differ from normal file permissions?',
      options: {
        A: "Extra permission bits that each file's owner can change freely",
        B: 'A firewall that filters network ports for each process',
        C: 'Encryption of every file labelled as sensitive',
        D: 'A mandatory policy that even root processes must obey',
      },
      correct: 'D',
      explanation:
        'Mandatory access control confines processes by policy, whatever the file permissions say.',
    },
    {
      question:
        'SELinux blocks your web server from reading a new content directory. What is the right fix?',
      options: {
        A: 'Relabel the files, for example with `restorecon`',
        B: 'Set SELinux to permissive mode, or disable it in its config',
        C: 'Run `chmod 777` on the directory',
        D: 'Run the web server as root',
      },
      correct: 'A',
      explanation:
        'Give the files the right context (or set the right boolean) instead of weakening the system.',
    },
    {
      question: 'What does the USE method check for each resource?',
      options: {
        A: 'Users, services and events',
        B: 'Utilisation, saturation and errors',
        C: 'Uptime, swap and entropy',
        D: 'Usage, speed and efficiency',
      },
      correct: 'B',
      explanation:
        "Brendan Gregg's method checks utilisation, saturation and errors for CPU, memory, disk and network.",
    },
    {
      question:
        '`free -h` shows almost no free memory but plenty of available memory. What does this mean?',
      options: {
        A: 'A memory leak is about to crash the whole system',
        B: 'Swap is full and must be enlarged',
        C: 'Spare RAM holds page cache, which is normal',
        D: 'The kernel has disabled part of the RAM after errors',
      },
      correct: 'C',
      explanation: 'Linux uses idle RAM for caching; "available" is the figure to watch.',
    },
    {
      question:
        '`vmstat` shows a high `wa` value and `iostat` shows a disk near 100% utilisation with high `await`. Where is the bottleneck?',
      options: {
        A: 'The CPU cores',
        B: 'The network card',
        C: 'Memory and swap',
        D: 'Disk storage',
      },
      correct: 'D',
      explanation: 'I/O wait with a saturated, slow disk points at storage.',
    },
    {
      question: "Where can you find evidence that the kernel's OOM killer terminated a process?",
      options: {
        A: 'In `dmesg` or the kernel messages in the journal',
        B: 'In a file named `/var/log/oom.txt` that the kernel writes',
        C: "In the killed process's own standard output, if any",
        D: "In the user's `~/.bash_history`",
      },
      correct: 'A',
      explanation: 'The kernel logs OOM kills, which `dmesg -T` and the journal show.',
    },
    {
      question: 'Why should logs be shipped off the server?',
      options: {
        A: 'Local disks cannot store more than a week of logs',
        B: 'An intruder cannot erase them, and they can be searched centrally',
        C: 'Shipping the logs compresses them automatically',
        D: 'Journald deletes all logs when the server reboots',
      },
      correct: 'B',
      explanation: 'Off-host logs survive a compromise and can be searched across machines.',
    },
    {
      question: '`vmstat` shows non-zero `si` and `so` columns. What does that indicate?',
      options: {
        A: 'The disk is saturated with too many small writes',
        B: 'A process is stuck in state D',
        C: 'The system is swapping for lack of memory',
        D: 'The network is dropping packets',
      },
      correct: 'C',
      explanation: '`si` and `so` are pages swapped in and out, a sign of memory pressure.',
    },
    {
      question: 'The load average is high but the CPUs are mostly idle. What is a likely cause?',
      options: {
        A: 'The load average also counts idle and sleeping processes',
        B: 'The CPU is being throttled by its temperature',
        C: 'Zombie processes are raising the load',
        D: 'Processes are stuck waiting on disk, in state D',
      },
      correct: 'D',
      explanation:
        'Tasks waiting in state D count towards load, often because of slow storage or NFS.',
    },
    {
      question: 'How does AppArmor differ from SELinux?',
      options: {
        A: 'AppArmor gives each program a profile of paths',
        B: 'AppArmor labels every file with a security context',
        C: 'AppArmor is simply SELinux renamed for use on Ubuntu',
        D: 'AppArmor only filters network traffic, not file access',
      },
      correct: 'A',
      explanation:
        'SELinux labels files and processes; AppArmor confines programs with path-based profiles.',
    },
  ],
  problems: [],
};
