import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'devops-6',
  order: 6,
  title: 'Configuration Management and Immutable Infrastructure',
  description:
    'Configure servers consistently with Ansible, understand idempotence and push versus pull models, and compare mutable configuration with immutable images and containers.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Write idempotent Ansible playbooks with inventories, tasks, handlers and roles',
    'Explain configuration drift and how configuration management prevents it',
    'Compare mutable servers with immutable images built by Packer or containers',
    'Choose where configuration management still fits in a cloud-native world',
  ],
  lesson: `## The problem: snowflake servers

Servers configured by hand, one SSH session at a time, slowly become **snowflakes**: unique, undocumented and impossible to reproduce. Packages differ, a config file was edited during an incident, a patch was applied to three servers out of four. This **configuration drift** causes "works on server A but not on B" failures.

**Configuration management** tools (Ansible, Puppet, Chef, Salt) describe the desired state of machines in code and enforce it repeatedly.

## Ansible

**Ansible** is the most popular choice today because it is **agentless**: it connects over SSH (or WinRM), pushes small modules, runs them and removes them. You need only Python on the targets.

\`\`\`ini
# inventory.ini
[web]
web1.example.com
web2.example.com

[db]
db1.example.com
\`\`\`

\`\`\`yaml
# site.yml
- name: Configure web servers
  hosts: web
  become: true
  vars:
    nginx_port: 8080
  tasks:
    - name: Install nginx
      ansible.builtin.apt:
        name: nginx
        state: present
        update_cache: true

    - name: Deploy nginx config
      ansible.builtin.template:
        src: nginx.conf.j2
        dest: /etc/nginx/nginx.conf
        mode: "0644"
      notify: Restart nginx

    - name: Ensure nginx is running
      ansible.builtin.service:
        name: nginx
        state: started
        enabled: true

  handlers:
    - name: Restart nginx
      ansible.builtin.service:
        name: nginx
        state: restarted
\`\`\`

\`\`\`bash
ansible-playbook -i inventory.ini site.yml --check --diff   # dry run
ansible-playbook -i inventory.ini site.yml
ansible web -i inventory.ini -m ping                        # ad-hoc command
\`\`\`

## Idempotence

The key property is **idempotence**: running the playbook again changes nothing if the system is already in the desired state. Modules like \`apt\` with \`state: present\` or \`template\` check before acting and report \`ok\` or \`changed\`. A raw \`shell: echo "x" >> file\` is *not* idempotent, as it appends every run; prefer purpose-built modules, or guard commands with \`creates:\` or \`when:\`. **Handlers** run only when notified by a changed task, so nginx restarts only when its configuration actually changed.

Larger codebases organise tasks into **roles** (reusable units with tasks, templates, defaults and handlers), share them via Ansible Galaxy collections, and encrypt secrets with **Ansible Vault** or look them up from a secret manager.

## Push versus pull

Ansible **pushes** from a control node or CI. Puppet and Chef traditionally **pull**: an agent on each server periodically fetches its configuration and converges, automatically correcting drift.

## Immutable infrastructure

Cloud-native teams increasingly avoid changing servers at all. With **immutable infrastructure**, you build a complete machine image (with **Packer**, often running Ansible as a provisioner) or a container image, deploy new instances from it, and **replace** rather than patch running servers. Benefits: no drift, identical environments, trivial rollback to the previous image, and faster scaling because instances boot ready to serve.

Configuration management remains valuable for baking images, for long-lived systems such as databases, network devices and on-premises fleets, and for orchestrating one-off operational tasks.
`,
  overview: {
    whatYouWillLearn: [
      'Configuration management tools bring servers to a declared state and keep them there.',
      'Idempotent tasks can run repeatedly and only change what differs from the desired state.',
      'Ansible is agentless and pushes changes over SSH using YAML playbooks and modules.',
      'Handlers run only when notified by a change, such as restarting a service after its config changed.',
      'Mutable servers accumulate drift; immutable infrastructure replaces servers instead of modifying them.',
      'Golden images and containers move configuration to build time, with configuration management used to bake them.',
    ],
    proTip:
      'Run playbooks with --check --diff before applying to production: check mode shows exactly which files and settings would change, without changing anything.',
  },
  mcqs: [
    {
      question: 'What is configuration drift?',
      options: {
        A: 'Servers moving between data centres during maintenance',
        B: 'Clock skew between servers that breaks TLS handshakes',
        C: 'Identical servers diverging through manual changes',
        D: 'Package repositories serving different versions per region',
      },
      correct: 'C',
      explanation: 'Undocumented manual changes make servers that should match differ over time.',
    },
    {
      question: 'What does it mean that Ansible is agentless?',
      options: {
        A: 'It needs no Python or any other runtime on the managed hosts',
        B: 'It runs modules over SSH with no permanent agent on the hosts',
        C: 'It runs only on the control node and never touches the hosts',
        D: 'Its agent is installed once, then removes itself after every run',
      },
      correct: 'B',
      explanation:
        'Ansible pushes small modules over SSH, runs them and removes them; targets need only Python.',
    },
    {
      question: 'What is an idempotent task?',
      options: {
        A: 'One that changes the system only when it differs from the desired state',
        B: 'One that runs on every host at exactly the same time',
        C: 'One that undoes its own previous change when run a second time',
        D: 'One that always reports `changed` so that handlers fire',
      },
      correct: 'A',
      explanation:
        'Running an idempotent task again on a system already in the desired state changes nothing.',
    },
    {
      question: 'Why is `shell: echo "x" >> file` usually a poor Ansible task?',
      options: {
        A: 'Shell commands are not allowed to write to files on managed hosts at all',
        B: 'The `>>` operator is not supported over SSH connections',
        C: 'Ansible runs shell tasks only when `--check` is used',
        D: 'It appends the line again on every run, so it is not idempotent',
      },
      correct: 'D',
      explanation:
        'Prefer modules such as `lineinfile`, or guard commands with `creates:` or `when:`.',
    },
    {
      question: 'When does an Ansible handler run?',
      options: {
        A: 'Before each task, when Ansible prepares the services',
        B: 'Only when a task notifying it has failed',
        C: 'At the end of every play, whether or not anything changed',
        D: 'Only when a task that notifies it reports a change',
      },
      correct: 'D',
      explanation:
        'Handlers run once, after the tasks, and only if a notifying task changed something.',
    },
    {
      question: 'What does `ansible-playbook --check --diff` do?',
      options: {
        A: 'Shows what would change, changing nothing',
        B: 'Applies the changes, then prints a diff of them',
        C: 'Checks the YAML syntax and prints the parsed tasks',
        D: 'Runs the playbook, then prints a diff of what it did',
      },
      correct: 'A',
      explanation: 'Check mode is a dry run, and `--diff` shows the file changes it would make.',
    },
    {
      question: 'What characterises immutable infrastructure?',
      options: {
        A: 'Servers are patched in place but can no longer be logged into',
        B: 'Servers are replaced with new ones from new images',
        C: 'Configuration files are made read-only with file permissions',
        D: 'Images are never updated once the first one is built',
      },
      correct: 'B',
      explanation:
        'New instances are built from a new image and the old ones are replaced, never modified.',
    },
    {
      question: 'Which tool builds machine images, often using Ansible as a provisioner?',
      options: {
        A: 'Terraform',
        B: 'SaltStack',
        C: 'Packer',
        D: 'Helm',
      },
      correct: 'C',
      explanation: 'Packer builds images and can run Ansible inside them during the build.',
    },
    {
      question: 'How do pull-based tools like Puppet correct drift?',
      options: {
        A: 'A control node pushes changes over SSH every hour',
        B: 'Servers reboot every night to restore the state they started with',
        C: 'The monitoring system alerts and an engineer fixes it',
        D: 'An agent on each server fetches its config and converges',
      },
      correct: 'D',
      explanation:
        'The agent periodically pulls the desired configuration and converges, correcting drift automatically.',
    },
    {
      question: 'What are Ansible roles?',
      options: {
        A: 'Reusable units of tasks, templates, defaults and handlers',
        B: 'User accounts that Ansible creates on managed hosts',
        C: 'Groups of hosts listed together in the inventory file',
        D: 'Permission levels that control who may run playbooks',
      },
      correct: 'A',
      explanation:
        'Roles package related tasks and files for reuse, often shared as Galaxy collections.',
    },
    {
      question: 'How should secrets used by playbooks be stored?',
      options: {
        A: 'In plain variables in the inventory, kept in a private repository',
        B: 'Encrypted with Ansible Vault or fetched from a secret manager',
        C: 'In the playbook itself, since playbooks are not shared',
        D: 'In environment variables set by hand on every one of the managed hosts',
      },
      correct: 'B',
      explanation:
        'Ansible Vault encrypts secrets at rest, or playbooks look them up from a secret manager.',
    },
    {
      question: 'What does `become: true` in a play do?',
      options: {
        A: 'Waits until every host in the group is online',
        B: 'Turns the play into a reusable role',
        C: 'Runs the tasks with elevated privileges, such as root',
        D: 'Switches the connection from SSH to WinRM',
      },
      correct: 'C',
      explanation:
        '`become` escalates privileges, typically with sudo, so tasks such as installing packages can run.',
    },
  ],
  problems: [],
};
