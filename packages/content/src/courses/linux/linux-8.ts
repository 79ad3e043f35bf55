import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'linux-8',
  order: 8,
  title: 'Networking from the Command Line',
  description:
    'Configure and troubleshoot Linux networking: interfaces and routes with ip, DNS resolution, listening ports with ss, remote access with SSH, HTTP with curl, and firewalls.',
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
    proTip:
      'When "the network is broken", test in order: ip addr, ip route, ping the gateway, ping 1.1.1.1, resolve a name with dig, then curl -v the service; the first failing step tells you which layer to fix.',
  },
  mcqs: [
    {
      question: 'Which command shows the routing table, including the default gateway?',
      options: {
        A: '`ip route`',
        B: '`ip addr`',
        C: '`ip link`',
        D: '`ip neigh`',
      },
      correct: 'A',
      explanation: '`ip route` lists routes; `default via ...` is the gateway.',
    },
    {
      question: 'Which file usually makes a name resolve before any DNS server is asked?',
      options: {
        A: '`/etc/hostname`',
        B: '`/etc/hosts`',
        C: '`/etc/resolv.conf`',
        D: '`/etc/nsswitch.conf`',
      },
      correct: 'B',
      explanation:
        '`nsswitch.conf` normally checks `/etc/hosts` first, then the servers in `resolv.conf`.',
    },
    {
      question:
        'Which command lists TCP sockets in the listening state with numeric ports and owning processes?',
      options: {
        A: '`ss -s`',
        B: '`ip -s link`',
        C: '`ss -tlnp`',
        D: '`ss -tnp state established`',
      },
      correct: 'C',
      explanation: '`-t` TCP, `-l` listening, `-n` numeric, `-p` processes.',
    },
    {
      question: 'A service listens on `127.0.0.1:8080`. Who can connect to it?',
      options: {
        A: 'Any client on the local network',
        B: 'Any client on the internet that knows the port number',
        C: 'Only the root user, connecting from any host',
        D: 'Only clients running on the same machine',
      },
      correct: 'D',
      explanation: '127.0.0.1 is the loopback address; `0.0.0.0` would listen on all interfaces.',
    },
    {
      question:
        '`ping 1.1.1.1` works but `ping example.com` fails with "unknown host". Which layer is most likely broken?',
      options: {
        A: 'DNS resolution',
        B: 'The default route',
        C: 'The network link',
        D: 'The HTTP service',
      },
      correct: 'A',
      explanation:
        'Reaching an IP proves link, address and route work; only name resolution fails.',
    },
    {
      question: 'What does `ssh -L 5432:localhost:5432 user@db-host` do?',
      options: {
        A: 'Opens port 5432 on db-host over SSH to 0.0.0.0/0',
        B: 'Forwards local port 5432 through SSH to port 5432 on db-host',
        C: 'Logs in and runs `psql` on db-host',
        D: 'Lets db-host connect back over SSH to port 5432 on your laptop',
      },
      correct: 'B',
      explanation:
        'A local forward listens on your machine and tunnels connections to the remote side; `-R` forwards the other way.',
    },
    {
      question: 'Which sshd settings harden a server against password-guessing attacks?',
      options: {
        A: '`PermitEmptyPasswords yes` and `UsePAM no`',
        B: '`X11Forwarding yes` and `PermitRootLogin yes`',
        C: '`PasswordAuthentication no` and `PermitRootLogin no`',
        D: '`Port 22` and `PubkeyAuthentication no` for all users',
      },
      correct: 'C',
      explanation: 'Keys only and no root login remove the guessable targets.',
    },
    {
      question: 'What does `curl -v` show that plain `curl` does not?',
      options: {
        A: 'Only the response body, pretty-printed',
        B: 'The HTTP/2 frames in hexadecimal',
        C: 'A timing breakdown of DNS lookup, connect and transfer',
        D: 'Connection details, the TLS handshake and all headers',
      },
      correct: 'D',
      explanation:
        'Verbose mode prints the connection, TLS details and request and response headers; timings need `-w`.',
    },
    {
      question: 'Which kernel framework underlies ufw and firewalld on current distributions?',
      options: {
        A: '`nftables`',
        B: '`ebtables`',
        C: '`ipchains`',
        D: '`pf`',
      },
      correct: 'A',
      explanation: 'nftables is the successor of iptables; ufw and firewalld are front ends.',
    },
    {
      question: 'A service listens on `0.0.0.0:8080`. What does that mean?',
      options: {
        A: 'It listens on no interface until configured',
        B: 'It listens on all interfaces',
        C: 'It listens only on the loopback address',
        D: "It listens on the default gateway's address",
      },
      correct: 'B',
      explanation: '`0.0.0.0` (or `[::]`) binds every interface.',
    },
    {
      question: 'What does `ssh -J bastion.example.com app-server` do?',
      options: {
        A: "Copies the bastion's SSH keys over to app-server for later logins",
        B: 'Runs the same command on both hosts at once',
        C: 'Reaches app-server by jumping through the bastion host',
        D: 'Opens a SOCKS proxy on the bastion for use by the browser',
      },
      correct: 'C',
      explanation: '`-J` hops through the bastion to reach a host that is not directly reachable.',
    },
    {
      question: 'A port seems closed from outside. Which two layers should you check?',
      options: {
        A: 'The DNS record and the MTU of the network interface',
        B: 'The kernel version and `/etc/hosts`',
        C: 'The SSH config and `~/.ssh/known_hosts`',
        D: "The cloud provider's security group and the host's firewall",
      },
      correct: 'D',
      explanation:
        'Cloud rules filter traffic before it reaches the host, and the host firewall filters it again.',
    },
  ],
  problems: [],
};
