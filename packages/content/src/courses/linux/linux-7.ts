import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'linux-7',
  order: 7,
  title: 'Packages, Services and systemd',
  description: 'Install and update software with package managers, and manage services, boot targets, timers and logs with systemd and journalctl.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Install, update and remove software with apt and dnf',
    'Manage services with systemctl',
    'Write a systemd unit file for your own application',
    'Read logs with journalctl and schedule jobs with timers or cron',
  ],
  lesson: `## Package managers

Installing software by downloading archives is fragile. Distributions ship **packages** in **repositories**, signed so that tampering is detected, and a **package manager** resolves dependencies, installs, upgrades and removes them.

\`\`\`bash
# Debian / Ubuntu
sudo apt update                 # refresh package lists
sudo apt upgrade                # upgrade installed packages
sudo apt install nginx
apt search ripgrep
apt show nginx
sudo apt remove nginx           # keep config (purge removes it too)

# Fedora / RHEL / Rocky / Alma
sudo dnf install nginx
sudo dnf upgrade
dnf provides /usr/bin/dig       # which package ships this file
\`\`\`

Low-level tools (\`dpkg\`, \`rpm\`) handle individual package files. Universal formats such as **Flatpak** and **Snap** bundle desktop apps with their dependencies, and language ecosystems have their own managers (pip, npm), which should not be mixed carelessly with system packages. Apply security updates regularly; \`unattended-upgrades\` or \`dnf-automatic\` can do it automatically.

## systemd

**systemd** is the init system (PID 1) of almost every major distribution. It starts services in parallel at boot, supervises them, restarts them on failure, and manages logging, timers, mounts and more. Everything is a **unit**: \`nginx.service\`, \`backup.timer\`, \`multi-user.target\`.

\`\`\`bash
systemctl status nginx            # state, PID, recent log lines
sudo systemctl start nginx        # start now
sudo systemctl stop nginx
sudo systemctl restart nginx
sudo systemctl reload nginx       # reload config without dropping connections
sudo systemctl enable --now nginx # start at boot, and start now
systemctl is-enabled nginx
systemctl list-units --failed
\`\`\`

\`start\` and \`enable\` are independent: \`start\` affects the running system, \`enable\` creates the links that start the unit at boot.

## Your own service

\`\`\`ini
# /etc/systemd/system/api.service
[Unit]
Description=Orders API
After=network-online.target
Wants=network-online.target

[Service]
User=api
WorkingDirectory=/srv/api
EnvironmentFile=/etc/api/env
ExecStart=/srv/api/bin/server --port 8080
Restart=on-failure
RestartSec=5

[Install]
WantedBy=multi-user.target
\`\`\`

Then \`sudo systemctl daemon-reload\` and \`sudo systemctl enable --now api\`. systemd captures stdout and stderr into the journal, restarts the process if it crashes, and can sandbox it with options such as \`NoNewPrivileges=yes\`, \`ProtectSystem=strict\` and \`PrivateTmp=yes\`. To override a packaged unit, use \`systemctl edit nginx\`, which creates a drop-in file instead of editing the vendor copy.

## Logs with journalctl

\`\`\`bash
journalctl -u api                 # logs of one unit
journalctl -u api -f              # follow
journalctl -u api --since "1 hour ago" -p err
journalctl -b                     # since the current boot
journalctl --disk-usage
\`\`\`

Many systems also keep traditional text logs in \`/var/log\` via rsyslog.

## Scheduled jobs

Classic **cron** runs commands on a schedule defined in a crontab (\`crontab -e\`):

\`\`\`text
# minute hour day-of-month month day-of-week command
30 2 * * * /usr/local/bin/backup.sh
\`\`\`

**systemd timers** are the modern alternative: a \`backup.timer\` unit with \`OnCalendar=*-*-* 02:30:00\` and \`Persistent=true\` triggers \`backup.service\`, catching up on runs missed while the machine was off, with logs in the journal and dependency handling for free. \`systemctl list-timers\` shows when each timer fires next.
`,
  overview: {
    whatYouWillLearn: [
      'Package managers install software with its dependencies from signed repositories.',
      'apt serves Debian and Ubuntu, while dnf serves Fedora and the RHEL family.',
      'systemd starts and supervises services described by unit files.',
      'enable makes a unit start at boot, while start runs it now.',
      'Unit files declare the command, user, dependencies and restart policy of a service.',
      'journald collects logs from services, and timers or cron run scheduled jobs.',
    ],
    proTip: 'After editing a unit file run systemctl daemon-reload, then check systemctl status and journalctl -u name -e: most failed starts explain themselves in the last ten lines of the journal.',
  },
  mcqs: [
    {
      question: 'Which command refreshes the package lists on Debian or Ubuntu?',
      options: {
        A: 'sudo apt upgrade',
        B: 'sudo apt update',
        C: 'sudo apt refresh',
        D: 'sudo dpkg --update',
      },
      correct: 'B',
      explanation: 'apt update downloads the latest package index; apt upgrade then installs newer versions.',
    },
    {
      question: 'Why are repository packages signed?',
      options: {
        A: 'So the package manager can detect tampered or forged packages',
        B: 'To compress them',
        C: 'To make them install faster',
        D: 'To license them per user',
      },
      correct: 'A',
      explanation: 'Signature verification ensures packages come from the trusted repository.',
    },
    {
      question: 'What is the difference between systemctl start and systemctl enable?',
      options: {
        A: 'They are identical',
        B: 'enable starts the service now; start configures boot behaviour',
        C: 'start runs the service now; enable makes it start at boot',
        D: 'enable deletes the unit file',
      },
      correct: 'C',
      explanation: 'The two are independent, which is why enable --now combines them.',
    },
    {
      question: 'After creating or editing a unit file, which command makes systemd notice the change?',
      options: {
        A: 'systemctl restart systemd',
        B: 'systemctl reload-units',
        C: 'reboot',
        D: 'systemctl daemon-reload',
      },
      correct: 'D',
      explanation: 'daemon-reload rereads unit files without restarting services.',
    },
    {
      question: 'What does Restart=on-failure in a service unit do?',
      options: {
        A: 'Restarts the service automatically if it exits with an error or crashes',
        B: 'Restarts the machine on failure',
        C: 'Restarts the service every hour',
        D: 'Prevents the service from ever stopping',
      },
      correct: 'A',
      explanation: 'systemd supervises the process and restarts it after abnormal exits.',
    },
    {
      question: 'How do you follow the logs of the api service live?',
      options: {
        A: 'tail -f /etc/systemd/api',
        B: 'systemctl logs api',
        C: 'journalctl -u api -f',
        D: 'cat /proc/api/log',
      },
      correct: 'C',
      explanation: 'journalctl -u selects a unit and -f follows new entries.',
    },
    {
      question: 'What does the cron schedule 30 2 * * * mean?',
      options: {
        A: 'Every 30 minutes, twice a day',
        B: 'At 02:30 every day',
        C: 'On the 30th of February',
        D: 'Every 2 hours and 30 minutes',
      },
      correct: 'B',
      explanation: 'The fields are minute 30, hour 2, and any day, month and weekday.',
    },
    {
      question: 'What advantage does a systemd timer with Persistent=true have over cron?',
      options: {
        A: 'It runs jobs faster',
        B: 'It does not need a command',
        C: 'It works without systemd',
        D: 'It catches up on runs that were missed while the machine was off',
      },
      correct: 'D',
      explanation: 'Persistent timers trigger missed runs at the next opportunity.',
    },
    {
      question: 'What is the recommended way to change settings of a vendor-provided unit such as nginx.service?',
      options: {
        A: 'systemctl edit nginx, which creates a drop-in override file',
        B: 'Edit the file in /usr/lib/systemd/system directly',
        C: 'Reinstall the package with new options',
        D: 'Rename the service',
      },
      correct: 'A',
      explanation: 'Drop-ins survive package upgrades, unlike edits to the vendor unit.',
    },
  ],
  problems: [],
};
