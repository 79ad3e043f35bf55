import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'linux-10',
  order: 10,
  title: 'Security Hardening, Logs and Performance Troubleshooting',
  description: 'Harden Linux servers, audit them through logs, and find the cause of slow systems with a systematic look at CPU, memory, disk and network.',
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
    proTip: 'When SELinux blocks something, do not disable it: read the denial with ausearch -m avc -ts recent or journalctl, and fix the file label (restorecon) or enable the right boolean (setsebool) instead.',
  },
  mcqs: [
    {
      question: 'Which practice is part of a basic server hardening baseline?',
      options: {
        A: 'Running every service as root for simplicity',
        B: 'Disabling security updates to avoid reboots',
        C: 'Removing unused packages and services to reduce the attack surface',
        D: 'Allowing password SSH logins for root',
      },
      correct: 'C',
      explanation: 'Less installed and running software means fewer vulnerabilities to exploit.',
    },
    {
      question: 'What does fail2ban do?',
      options: {
        A: 'Bans IP addresses that repeatedly fail authentication, based on log patterns',
        B: 'Encrypts the disk',
        C: 'Replaces SSH',
        D: 'Applies kernel updates',
      },
      correct: 'A',
      explanation: 'It watches logs and adds firewall rules against brute-force sources.',
    },
    {
      question: 'How does SELinux differ from normal file permissions?',
      options: {
        A: 'It only applies to regular users, never root',
        B: 'It replaces file ownership',
        C: 'It is only used on desktops',
        D: 'It enforces a system-wide mandatory policy that even root-owned processes must obey',
      },
      correct: 'D',
      explanation: 'Mandatory access control confines processes regardless of discretionary permissions.',
    },
    {
      question: 'SELinux blocks your web server from reading a new content directory. What is the right fix?',
      options: {
        A: 'Set SELinux to disabled permanently',
        B: 'Relabel the files with the correct context (for example restorecon) or set the appropriate boolean',
        C: 'chmod 777 the directory',
        D: 'Run the web server as root',
      },
      correct: 'B',
      explanation: 'Fixing labels or booleans keeps protection while allowing the intended access.',
    },
    {
      question: 'What does the USE method check for each resource?',
      options: {
        A: 'Users, sessions and events',
        B: 'Uptime, swap and entropy',
        C: 'Utilisation, saturation and errors',
        D: 'Updates, services and encryption',
      },
      correct: 'C',
      explanation: 'Systematically checking U, S and E avoids guessing at bottlenecks.',
    },
    {
      question: 'free -h shows almost no free memory but plenty of available memory. What does this mean?',
      options: {
        A: 'The kernel is using spare RAM for the page cache, which is normal',
        B: 'The system is about to crash',
        C: 'There is a memory leak in the kernel',
        D: 'Swap is disabled',
      },
      correct: 'A',
      explanation: 'Cache is released on demand, so available is the number that matters.',
    },
    {
      question: 'vmstat shows a high wa value and iostat shows a disk near 100% utilisation with high await. Where is the bottleneck?',
      options: {
        A: 'CPU',
        B: 'Network',
        C: 'DNS',
        D: 'Storage I/O',
      },
      correct: 'D',
      explanation: 'High I/O wait with a saturated, slow disk points to storage.',
    },
    {
      question: 'Where can you find evidence that the kernel\'s OOM killer terminated a process?',
      options: {
        A: 'In /etc/fstab',
        B: 'In dmesg or the kernel messages in the journal',
        C: 'In the bash history',
        D: 'In /etc/hosts',
      },
      correct: 'B',
      explanation: 'The kernel logs OOM events with the victim process and memory details.',
    },
    {
      question: 'Why should logs be shipped off the server?',
      options: {
        A: 'It makes the server faster',
        B: 'Local logs are always corrupt',
        C: 'So an intruder who gains access cannot erase the evidence, and logs can be searched centrally',
        D: 'Because journald cannot store logs',
      },
      correct: 'C',
      explanation: 'Central, remote log storage preserves evidence and simplifies correlation.',
    },
  ],
  problems: [],
};
