import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'linux-8',
  order: 8,
  title: 'Networking from the Command Line',
  description: 'Configure and troubleshoot Linux networking: interfaces and routes with ip, DNS resolution, listening ports with ss, remote access with SSH, HTTP with curl, and firewalls.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Inspect interfaces, addresses and routes with the ip command',
    'Troubleshoot DNS and connectivity layer by layer',
    'Find listening ports and connections with ss',
    'Use SSH keys, tunnels and a host firewall securely',
  ],
  lesson: `## Interfaces, addresses and routes

The \`ip\` command (from iproute2) replaces the old \`ifconfig\` and \`route\`:

\`\`\`bash
ip addr                     # interfaces and their IP addresses (ip a)
ip link set eth0 up
ip route                    # routing table; "default via 10.0.0.1" is the gateway
ip route get 8.8.8.8        # which route and source address would be used
\`\`\`

Permanent configuration is handled by **NetworkManager** (\`nmcli\`) on desktops and many servers, **netplan** on Ubuntu, or **systemd-networkd**. Cloud instances usually receive their addresses via DHCP.

## DNS

When a program resolves a name, glibc consults \`/etc/nsswitch.conf\`, which normally checks \`/etc/hosts\` first and then DNS servers configured in \`/etc/resolv.conf\` (on many systems pointing to the local \`systemd-resolved\` stub at 127.0.0.53).

\`\`\`bash
dig example.com              # query DNS, showing the answer and the server used
dig +short example.com MX
dig @1.1.1.1 example.com     # ask a specific server
resolvectl status            # systemd-resolved configuration
getent hosts example.com     # resolve exactly as applications do
\`\`\`

## Connectivity and ports

\`\`\`bash
ping -c 3 10.0.0.1           # ICMP reachability (may be blocked by firewalls)
tracepath example.com        # the path packets take (or traceroute / mtr)
ss -tlnp                     # TCP listening sockets, numeric, with processes
ss -tnp state established    # current TCP connections
nc -zv db.internal 5432      # is a TCP port open?
curl -v https://api.example.com/health     # full HTTP exchange with headers
curl -sS -o /dev/null -w '%{http_code} %{time_total}\\n' https://example.com
\`\`\`

A service listening on \`127.0.0.1:8080\` is reachable only from the same machine; \`0.0.0.0:8080\` (or \`[::]:8080\`) listens on all interfaces.

## Troubleshooting layer by layer

1. **Link**: is the interface up (\`ip link\`)?
2. **Address**: does it have the expected IP (\`ip addr\`)?
3. **Route**: is there a default route, can you ping the gateway?
4. **Internet**: can you reach an IP such as 1.1.1.1?
5. **DNS**: does \`dig\` resolve the name?
6. **Port**: is the service listening (\`ss -tlnp\`) and reachable (\`nc -zv\`), or is a firewall in the way?
7. **Application**: what does \`curl -v\` or the service's log say?

## SSH

**SSH** gives encrypted remote shells. Use **key-based authentication**:

\`\`\`bash
ssh-keygen -t ed25519 -C "ada@laptop"
ssh-copy-id deploy@server.example.com
ssh deploy@server.example.com
scp report.pdf deploy@server:/tmp/        # or rsync -avz for directories
ssh -L 5432:localhost:5432 deploy@db-host # local port forward: tunnel to a remote database
ssh -J bastion.example.com app-server     # jump through a bastion host
\`\`\`

On servers, set \`PasswordAuthentication no\` and \`PermitRootLogin no\` in \`/etc/ssh/sshd_config\`, and keep host entries in \`~/.ssh/config\` for convenience.

## Firewalls

The kernel's packet filter is **nftables** (successor of iptables). Most admins use a front end:

\`\`\`bash
sudo ufw default deny incoming
sudo ufw allow OpenSSH
sudo ufw allow 443/tcp
sudo ufw enable
sudo firewall-cmd --add-service=https --permanent && sudo firewall-cmd --reload   # firewalld
\`\`\`

Allow only what must be reachable, and remember that cloud security groups filter traffic before it even reaches the host. When a port seems closed, check both layers: the cloud rules and the host firewall. Also remember that Docker inserts its own rules for published container ports, which can bypass ufw. Finally, document every rule you open and why, so that later audits can remove rules that are no longer needed instead of leaving a growing list of holes nobody dares to touch.
`,
  overview: {
    whatYouWillLearn: [
      'The ip command manages addresses, links and routes, replacing ifconfig and route.',
      'Name resolution follows /etc/nsswitch.conf, /etc/hosts and the configured DNS resolver.',
      'Troubleshooting works up the layers: link, IP address, route, DNS, port, application.',
      'ss lists listening sockets and connections together with the owning processes.',
      'SSH provides encrypted remote shells, file copies and port-forwarding tunnels, ideally with key authentication.',
      'Host firewalls built on nftables, such as ufw and firewalld, restrict which ports are reachable.',
    ],
    proTip: 'When "the network is broken", test in order: ip addr, ip route, ping the gateway, ping 1.1.1.1, resolve a name with dig, then curl -v the service; the first failing step tells you which layer to fix.',
  },
  mcqs: [
    {
      question: 'Which command shows the routing table, including the default gateway?',
      options: {
        A: 'ip route',
        B: 'ip addr',
        C: 'ss -tlnp',
        D: 'dig route',
      },
      correct: 'A',
      explanation: 'ip route lists routes; the default route names the gateway.',
    },
    {
      question: 'Which file usually makes a name resolve before any DNS server is asked?',
      options: {
        A: '/etc/resolv.conf',
        B: '/etc/hosts',
        C: '/etc/passwd',
        D: '/etc/services',
      },
      correct: 'B',
      explanation: 'nsswitch.conf typically consults files (/etc/hosts) before DNS.',
    },
    {
      question: 'Which command lists TCP sockets in the listening state with numeric ports and owning processes?',
      options: {
        A: 'netstat -r',
        B: 'ip link',
        C: 'ss -tlnp',
        D: 'ping -l',
      },
      correct: 'C',
      explanation: 't selects TCP, l listening, n numeric and p the processes.',
    },
    {
      question: 'A service listens on 127.0.0.1:8080. Who can connect to it?',
      options: {
        A: 'Anyone on the internet',
        B: 'Only machines on the same subnet',
        C: 'Only through SSH',
        D: 'Only clients on the same machine',
      },
      correct: 'D',
      explanation: 'The loopback address accepts only local connections.',
    },
    {
      question: 'ping 1.1.1.1 works but ping example.com fails with "unknown host". Which layer is most likely broken?',
      options: {
        A: 'DNS resolution',
        B: 'The network cable',
        C: 'The default route',
        D: 'The web server',
      },
      correct: 'A',
      explanation: 'IP connectivity works, so name resolution is the failing step.',
    },
    {
      question: 'What does ssh -L 5432:localhost:5432 user@db-host do?',
      options: {
        A: 'Copies the database to your machine',
        B: 'Forwards local port 5432 through SSH to port 5432 on db-host',
        C: 'Opens port 5432 in the firewall',
        D: 'Restarts PostgreSQL on db-host',
      },
      correct: 'B',
      explanation: 'Local port forwarding tunnels connections to a port reachable from the remote host.',
    },
    {
      question: 'Which sshd settings harden a server against password-guessing attacks?',
      options: {
        A: 'PermitEmptyPasswords yes',
        B: 'Port 22 and Protocol 1',
        C: 'PasswordAuthentication no, with key-based logins, and PermitRootLogin no',
        D: 'X11Forwarding yes',
      },
      correct: 'C',
      explanation: 'Keys cannot be guessed like passwords, and direct root logins are disabled.',
    },
    {
      question: 'What does curl -v show that plain curl does not?',
      options: {
        A: 'Only the response body',
        B: 'The DNS zone file',
        C: 'The server\'s source code',
        D: 'Connection details, TLS handshake information and request and response headers',
      },
      correct: 'D',
      explanation: 'Verbose mode reveals each step of the HTTP exchange for troubleshooting.',
    },
    {
      question: 'Which kernel framework underlies ufw and firewalld on current distributions?',
      options: {
        A: 'nftables',
        B: 'SELinux',
        C: 'systemd-resolved',
        D: 'NetworkManager',
      },
      correct: 'A',
      explanation: 'nftables is the modern packet-filtering framework replacing iptables.',
    },
  ],
  problems: [],
};
