import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'devops-6',
  order: 6,
  title: 'Configuration Management and Immutable Infrastructure',
  description: 'Configure servers consistently with Ansible, understand idempotence and push versus pull models, and compare mutable configuration with immutable images and containers.',
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
    proTip: 'Run playbooks with --check --diff before applying to production: check mode shows exactly which files and settings would change, without changing anything.',
  },
  mcqs: [
    {
      question: 'What is configuration drift?',
      options: {
        A: 'Servers that should be identical gradually diverging because of manual, undocumented changes',
        B: 'Moving servers between data centres',
        C: 'Upgrading Ansible',
        D: 'A network latency problem',
      },
      correct: 'A',
      explanation: 'Drift makes environments inconsistent and failures hard to reproduce.',
    },
    {
      question: 'What does it mean that Ansible is agentless?',
      options: {
        A: 'It needs no inventory',
        B: 'It cannot manage Linux',
        C: 'It connects over SSH and runs modules without a permanent agent on the managed hosts',
        D: 'It runs only in the cloud',
      },
      correct: 'C',
      explanation: 'Ansible pushes modules over SSH and needs only Python on targets.',
    },
    {
      question: 'What is an idempotent task?',
      options: {
        A: 'A task that runs in parallel on all hosts',
        B: 'A task that can run repeatedly and only changes the system when it differs from the desired state',
        C: 'A task that always restarts services',
        D: 'A task that runs only once per year',
      },
      correct: 'B',
      explanation: 'Idempotence makes repeated runs safe and predictable.',
    },
    {
      question: 'Why is shell: echo "x" >> file usually a poor Ansible task?',
      options: {
        A: 'Ansible forbids shell commands',
        B: 'It is too fast',
        C: 'It requires a handler',
        D: 'It appends the line on every run, so it is not idempotent',
      },
      correct: 'D',
      explanation: 'Purpose-built modules such as lineinfile check the current state first.',
    },
    {
      question: 'When does an Ansible handler run?',
      options: {
        A: 'Only when a task that notifies it reports a change',
        B: 'At the start of every play',
        C: 'Only on failed tasks',
        D: 'Every time any task runs',
      },
      correct: 'A',
      explanation: 'Handlers avoid unnecessary restarts when nothing changed.',
    },
    {
      question: 'What does ansible-playbook --check --diff do?',
      options: {
        A: 'Applies changes and prints a summary',
        B: 'Shows what would change without changing anything',
        C: 'Checks the syntax of the inventory only',
        D: 'Encrypts the playbook',
      },
      correct: 'B',
      explanation: 'Check mode with diff is a safe dry run.',
    },
    {
      question: 'What characterises immutable infrastructure?',
      options: {
        A: 'Servers are patched in place frequently',
        B: 'Servers can never be deleted',
        C: 'Servers are replaced with new instances built from updated images rather than modified',
        D: 'Configuration is stored only in spreadsheets',
      },
      correct: 'C',
      explanation: 'Replacing instead of modifying eliminates drift and simplifies rollback.',
    },
    {
      question: 'Which tool builds machine images, often using Ansible as a provisioner?',
      options: {
        A: 'Prometheus',
        B: 'Helm',
        C: 'Argo CD',
        D: 'Packer',
      },
      correct: 'D',
      explanation: 'Packer creates golden images for clouds and virtualisation platforms.',
    },
    {
      question: 'How do pull-based tools like Puppet correct drift?',
      options: {
        A: 'An agent on each server periodically fetches its configuration and converges to it',
        B: 'Administrators SSH into each server manually',
        C: 'They rebuild the entire data centre',
        D: 'They only report drift without fixing it',
      },
      correct: 'A',
      explanation: 'Periodic convergence automatically reverts unauthorised changes.',
    },
  ],
  problems: [],
};
