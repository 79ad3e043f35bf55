import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'linux-7',
  order: 7,
  title: 'Packages, Services and systemd',
  description:
    'Install and update software with package managers, and manage services, boot targets, timers and logs with systemd and journalctl.',
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
    proTip:
      'After editing a unit file run systemctl daemon-reload, then check systemctl status and journalctl -u name -e: most failed starts explain themselves in the last ten lines of the journal.',
  },
  mcqs: [
    {
      question: 'Which command refreshes the package lists on Debian or Ubuntu?',
      options: {
        A: '`sudo apt update`',
        B: '`sudo apt upgrade`',
        C: '`sudo apt refresh`',
        D: '`sudo apt-cache policy`',
      },
      correct: 'A',
      explanation:
        '`update` downloads fresh package lists; `upgrade` then installs newer versions.',
    },
    {
      question: 'Why are repository packages signed?',
      options: {
        A: 'So that mirrors can compress the packages more efficiently',
        B: 'So the package manager can detect tampering',
        C: 'So that only paying customers can install the packages',
        D: 'So that the kernel loads them into protected memory',
      },
      correct: 'B',
      explanation: 'Signature checks reveal packages that were forged or modified.',
    },
    {
      question: 'What is the difference between `systemctl start` and `systemctl enable`?',
      options: {
        A: '`enable` runs it now; `start` makes it start at every boot',
        B: 'They are aliases; `enable` is the older spelling',
        C: '`start` runs it now; `enable` makes it start at boot',
        D: '`start` runs it once; `enable` restarts it on failure',
      },
      correct: 'C',
      explanation: 'The two are independent; `enable --now` does both.',
    },
    {
      question:
        'After creating or editing a unit file, which command makes systemd notice the change?',
      options: {
        A: '`systemctl reload`',
        B: '`systemctl reset-failed`',
        C: '`systemctl restart systemd`',
        D: '`systemctl daemon-reload`',
      },
      correct: 'D',
      explanation:
        '`daemon-reload` re-reads unit files; `reload` asks a service to re-read its own configuration.',
    },
    {
      question: 'What does `Restart=on-failure` in a service unit do?',
      options: {
        A: 'Restarts the service if it exits with an error or crashes',
        B: 'Restarts the service whenever its unit file changes',
        C: 'Restarts the whole machine when the service fails',
        D: 'Retries only the first start, then gives up',
      },
      correct: 'A',
      explanation:
        'systemd supervises the process and restarts it after a failure, waiting `RestartSec` first.',
    },
    {
      question: 'How do you follow the logs of the `api` service live?',
      options: {
        A: '`journalctl -f api`',
        B: '`journalctl -u api -f`',
        C: '`tail -f /var/log/api`',
        D: '`systemctl logs api -f`',
      },
      correct: 'B',
      explanation: '`-u` selects the unit and `-f` follows new entries.',
    },
    {
      question: 'What does the cron schedule `30 2 * * *` mean?',
      options: {
        A: 'Every 30 minutes, twice a day',
        B: 'At minute 30 of every 2nd hour',
        C: 'At 02:30 every day',
        D: 'At 02:30 on the 30th of each month',
      },
      correct: 'C',
      explanation: 'The fields are minute, hour, day of month, month and day of week.',
    },
    {
      question: 'What advantage does a systemd timer with `Persistent=true` have over cron?',
      options: {
        A: "It keeps the job's output forever in `/var/log/cron`",
        B: 'It makes the job survive a change of time zone',
        C: 'It runs the job even if its unit is disabled',
        D: 'It catches up on runs missed while the machine was off',
      },
      correct: 'D',
      explanation: 'A persistent timer runs a missed job at the next boot.',
    },
    {
      question:
        'What is the recommended way to change settings of a vendor-provided unit such as `nginx.service`?',
      options: {
        A: '`systemctl edit nginx`, which writes a drop-in file',
        B: 'Edit `/usr/lib/systemd/system/nginx.service` in place directly',
        C: 'Copy the unit into `/tmp` and start it from that location',
        D: 'Pass the options as flags to `nginx -s reload`',
      },
      correct: 'A',
      explanation: 'Drop-in overrides survive package upgrades, unlike edits to the vendor copy.',
    },
    {
      question: 'What does `systemctl reload nginx` do that `restart` does not?',
      options: {
        A: 'Reloads the unit file from disk after you have edited it',
        B: 'Applies new configuration without dropping connections',
        C: 'Restarts nginx only if it has crashed',
        D: 'Upgrades nginx to the newest packaged version',
      },
      correct: 'B',
      explanation:
        'Reload signals the service to re-read its configuration while it keeps running.',
    },
    {
      question: 'What does `dnf provides /usr/bin/dig` do?',
      options: {
        A: 'Installs the `dig` command',
        B: 'Checks that `dig` is up to date with the repository',
        C: 'Shows which package ships that file',
        D: 'Lists every file in the `dig` package',
      },
      correct: 'C',
      explanation: '`provides` searches the repositories for the package containing a file.',
    },
    {
      question: 'What do Flatpak and Snap do?',
      options: {
        A: 'They replace `apt` and `dnf` for system packages',
        B: 'They run apps inside full virtual machines',
        C: 'They are language package managers like pip',
        D: 'They bundle desktop apps together with their dependencies',
      },
      correct: 'D',
      explanation:
        'Universal formats ship an app together with its dependencies, independent of the distribution.',
    },
  ],
  problems: [],
};
