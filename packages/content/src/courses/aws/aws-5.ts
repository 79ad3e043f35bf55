import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'aws-5',
  order: 5,
  title: 'Networking with VPC',
  description:
    'Design private networks in AWS: VPCs, CIDR blocks, public and private subnets, route tables, internet and NAT gateways, security groups, network ACLs and VPC endpoints.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    "Plan VPC and subnet CIDR ranges, including AWS's reserved addresses",
    'Build public and private subnets with route tables and gateways',
    'Compare security groups with network ACLs',
    'Connect privately to AWS services and other networks',
  ],
  lesson: `## The VPC

A **Virtual Private Cloud (VPC)** is your own isolated network inside an AWS region. You choose its IPv4 address range as a **CIDR block** such as \`10.0.0.0/16\`: the \`/16\` means the first 16 bits are the network prefix, leaving 16 bits, that is 65,536 addresses, for hosts. VPC blocks can be between \`/16\` and \`/28\`; use private ranges (RFC 1918: \`10.0.0.0/8\`, \`172.16.0.0/12\`, \`192.168.0.0/16\`). IPv6 can be added as well.

## Subnets

A VPC is divided into **subnets**, each a smaller CIDR range inside the VPC and located in exactly **one Availability Zone**. A typical layout for high availability uses, in each of two or three AZs, one **public** and one **private** subnet:

\`\`\`text
VPC 10.0.0.0/16
  public-a   10.0.0.0/24   (eu-central-1a)
  public-b   10.0.1.0/24   (eu-central-1b)
  private-a  10.0.10.0/24  (eu-central-1a)
  private-b  10.0.11.0/24  (eu-central-1b)
\`\`\`

In every subnet AWS **reserves five addresses**: the network address, the next three (\`.1\` for the VPC router, \`.2\` for DNS, \`.3\` reserved for future use) and the last address. A \`/24\` therefore has 256 addresses but only **251** usable ones, and the smallest allowed subnet, a \`/28\`, has 16 addresses of which 11 are usable.

## Routing and gateways

Each subnet is associated with a **route table**. Every table contains a \`local\` route so all subnets in the VPC can reach each other.

- An **internet gateway** (IGW) attached to the VPC connects it to the internet. A subnet is **public** if its route table has \`0.0.0.0/0 -> igw-...\`, and instances in it need a public IP to be reachable.
- A **NAT gateway** lives in a public subnet and lets instances in **private** subnets make outbound connections (for updates, external APIs) while staying unreachable from outside: \`0.0.0.0/0 -> nat-...\` in the private route table. NAT gateways cost money per hour and per GB processed, so use one per AZ for resilience and watch the traffic.

\`\`\`bash
aws ec2 create-vpc --cidr-block 10.0.0.0/16
aws ec2 create-subnet --vpc-id vpc-0abc --cidr-block 10.0.10.0/24 --availability-zone eu-central-1a
aws ec2 create-route --route-table-id rtb-0priv --destination-cidr-block 0.0.0.0/0 --nat-gateway-id nat-0abc
\`\`\`

Put load balancers in public subnets, and application servers and databases in private ones.

## Security groups and network ACLs

- **Security groups** attach to network interfaces (instances, load balancers, databases). They are **stateful** (responses are allowed automatically) and contain **allow rules only**. Rules can reference other security groups: "the database allows port 5432 from the app security group".
- **Network ACLs** attach to subnets, are **stateless** (return traffic must be allowed explicitly, including ephemeral ports), support **allow and deny** rules, and are evaluated in rule-number order. They are a coarse second layer.

## Private connectivity

- **VPC endpoints** let private subnets reach AWS services without the internet: free **gateway endpoints** for S3 and DynamoDB, and **interface endpoints** (PrivateLink) for most other services.
- **VPC peering** connects two VPCs; **Transit Gateway** connects many VPCs and on-premises networks in a hub. Neither works with overlapping CIDRs.
- **Site-to-Site VPN** and **Direct Connect** link your data centre.
- **VPC Flow Logs** record accepted and rejected traffic for troubleshooting and security analysis.

## Your challenge

Given subnet CIDR blocks, compute what AWS would allow and how many addresses are really usable.
`,
  overview: {
    whatYouWillLearn: [
      'A VPC is a logically isolated network in one region with one or more IPv4 CIDR blocks.',
      'Subnets live in a single Availability Zone, and AWS reserves five addresses in each.',
      'A subnet is public when its route table sends 0.0.0.0/0 to an internet gateway.',
      'Private subnets reach the internet outbound through a NAT gateway, which is billed per hour and per GB.',
      'Security groups are stateful and attach to resources, while network ACLs are stateless and attach to subnets.',
      'VPC endpoints, peering and Transit Gateway connect networks and services without crossing the internet.',
    ],
    proTip:
      'Plan CIDR ranges for the whole organisation before creating VPCs (for example a /16 per VPC from a 10.0.0.0/8 plan) so networks never overlap; overlapping ranges make later peering or Transit Gateway connections impossible.',
  },
  mcqs: [],
  problems: [
    {
      id: 'aws-subnet-calc',
      title: 'AWS Subnet Calculator',
      description: `Each input line is a proposed subnet in CIDR notation, \`a.b.c.d/p\`. For each line, check it as AWS would:

- It must be four decimal octets from 0 to 255, each written with 1 to 3 digits, and a prefix \`p\` from 16 to 28 inclusive, written with 1 or 2 digits (so \`/024\` is invalid). Nothing else may appear on the line apart from surrounding spaces.
- The address must be the network address: all host bits (the last \`32 - p\` bits) must be zero.

If the line fails any check, print \`invalid\`. Otherwise print

\`network=N first=F last=L usable=U\`

where \`N\` is the network address, \`F\` is the first address you can assign (network + 4, because AWS reserves the first four), \`L\` is the last assignable address (the broadcast address minus 1, because AWS reserves the last one) and \`U\` is the number of usable addresses (\`2^(32-p) - 5\`).`,
      examples: [
        {
          input: `10.0.1.0/24
`,
          output: `network=10.0.1.0 first=10.0.1.4 last=10.0.1.254 usable=251`,
          explanation:
            'A /24 has 256 addresses; AWS reserves .0 to .3 and .255, leaving 251 from 10.0.1.4 to 10.0.1.254.',
        },
        {
          input: `192.168.0.16/28
10.0.1.5/24
10.0.0.0/29
`,
          output: `network=192.168.0.16 first=192.168.0.20 last=192.168.0.30 usable=11
invalid
invalid`,
          explanation:
            'The /28 is the smallest allowed subnet; 10.0.1.5/24 has host bits set and /29 is smaller than AWS allows.',
        },
      ],
      constraints: [
        '1 <= number of lines <= 1000',
        'Lines may contain malformed text, which is invalid',
        'Octets have no leading plus signs or spaces; blank lines are ignored',
      ],
      testCases: [
        {
          input: `10.0.1.0/24
`,
          expectedOutput: `network=10.0.1.0 first=10.0.1.4 last=10.0.1.254 usable=251`,
          hidden: false,
        },
        {
          input: `192.168.0.16/28
10.0.1.5/24
10.0.0.0/29
`,
          expectedOutput: `network=192.168.0.16 first=192.168.0.20 last=192.168.0.30 usable=11
invalid
invalid`,
          hidden: false,
        },
        {
          input: `10.0.0.0/16
172.31.240.0/20
`,
          expectedOutput: `network=10.0.0.0 first=10.0.0.4 last=10.0.255.254 usable=65531
network=172.31.240.0 first=172.31.240.4 last=172.31.255.254 usable=4091`,
          hidden: true,
        },
        {
          input: `10.0.0.0/15
256.0.0.0/16
10.0.0/24
10.0.0.0
abc
10.0.0.0/024
`,
          expectedOutput: `invalid
invalid
invalid
invalid
invalid
invalid`,
          hidden: true,
        },
        {
          input: `10.0.128.0/17
10.0.64.0/17
`,
          expectedOutput: `network=10.0.128.0 first=10.0.128.4 last=10.0.255.254 usable=32763
invalid`,
          hidden: true,
        },
        {
          input: `192.168.255.240/28
0.0.0.0/16
`,
          expectedOutput: `network=192.168.255.240 first=192.168.255.244 last=192.168.255.254 usable=11
network=0.0.0.0 first=0.0.0.4 last=0.0.255.254 usable=65531`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys, re
for line in sys.stdin.read().split('\\n'):
    s = line.strip()
    if not s:
        continue
    m = re.fullmatch(r'(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})/(\\d{1,2})', s)
    if not m:
        print('invalid'); continue
    octs = [int(m.group(i)) for i in range(1, 5)]
    p = int(m.group(5))
    if any(o > 255 for o in octs) or p < 16 or p > 28:
        print('invalid'); continue
    ip = (octs[0] << 24) | (octs[1] << 16) | (octs[2] << 8) | octs[3]
    size = 1 << (32 - p)
    if ip % size != 0:
        print('invalid'); continue
    def fmt(x):
        return '.'.join(str((x >> sh) & 255) for sh in (24, 16, 8, 0))
    print('network=%s first=%s last=%s usable=%d' % (fmt(ip), fmt(ip + 4), fmt(ip + size - 2), size - 5))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
def net(p):
    ip = random.getrandbits(32) >> (32 - p) << (32 - p)
    return ip
def fmt(x):
    return '.'.join(str((x >> s) & 255) for s in (24, 16, 8, 0))
out = []
for _ in range(n):
    p = random.randint(16, 28)
    if mode == 'edges':
        p = random.choice([16, 28])
    ip = net(p)
    line = '%s/%d' % (fmt(ip), p)
    r = random.random()
    if mode == 'valid' or r < 0.45:
        pass
    elif r < 0.55:
        line = '%s/%d' % (fmt(ip | random.randint(1, (1 << (32 - p)) - 1)), p)
    elif r < 0.6:
        line = '%s/%d' % (fmt(ip), random.choice([0, 8, 15, 29, 30, 32, 99]))
    elif r < 0.65:
        line = line.replace('/', '/0') if p < 100 else line
    elif r < 0.7:
        parts = fmt(ip).split('.')
        parts[random.randint(0, 3)] = random.choice(['256', '999', '0000', '0010', '1000', ''])
        line = '%s/%d' % ('.'.join(parts), p)
    elif r < 0.75:
        line = random.choice(['10.0.0/24', '10.0.0.0', 'abc', '10.0.0.0/24/1', '10.0.0.0 /24', '10.0.0.0/ 24', '10.0.0.0/2a', '1.2.3.4.5/16', '/16', '10..0.0/16'])
    elif r < 0.85:
        line = ' ' * random.randint(1, 3) + line + ' ' * random.randint(0, 3)
    elif r < 0.9:
        line = ''
    else:
        line = '%s/%d' % ('.'.join('%03d' % int(x) for x in fmt(ip).split('.')), p)
    out.append(line)
if not any(l.strip() for l in out):
    out.append('10.0.0.0/16')
print('\\n'.join(out))
`,
        tests: [
          { args: '1000 mixed', label: '1,000 lines, valid and malformed subnets' },
          { args: '1000 valid', label: '1,000 valid subnets' },
          { args: '1000 edges', label: '1,000 lines, only /16 and /28' },
          { args: '1 valid', label: 'one subnet' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
nonblank = [l for l in lines if l.strip()]
assert 1 <= len(nonblank) <= 1000, 'number of lines out of range'
for line in lines:
    assert all(32 <= ord(c) < 127 for c in line), 'non-printable character'
    assert '+' not in line, 'plus sign'
`,
        wrongSolutions: [
          {
            name: 'reserves-two',
            language: 'python3',
            mustFail: 'WA',
            why: 'Reserves only the network and broadcast addresses as on a plain network, not the five AWS reserves',
            source: `import sys, re
for line in sys.stdin.read().split('\\n'):
    s = line.strip()
    if not s:
        continue
    m = re.fullmatch(r'(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})/(\\d{1,2})', s)
    if not m:
        print('invalid'); continue
    octs = [int(m.group(i)) for i in range(1, 5)]
    p = int(m.group(5))
    if any(o > 255 for o in octs) or p < 16 or p > 28:
        print('invalid'); continue
    ip = (octs[0] << 24) | (octs[1] << 16) | (octs[2] << 8) | octs[3]
    size = 1 << (32 - p)
    if ip % size != 0:
        print('invalid'); continue
    def fmt(x):
        return '.'.join(str((x >> sh) & 255) for sh in (24, 16, 8, 0))
    print('network=%s first=%s last=%s usable=%d' % (fmt(ip), fmt(ip + 1), fmt(ip + size - 2), size - 2))
`,
          },
          {
            name: 'loose-parsing',
            language: 'python3',
            mustFail: 'WA',
            why: 'Splits on dots and the slash and converts with int(), accepting octets like 0010 and prefixes like /024',
            source: `import sys
for line in sys.stdin.read().split('\\n'):
    s = line.strip()
    if not s:
        continue
    try:
        addr, p = s.split('/')
        octs = [int(x) for x in addr.split('.')]
        p = int(p)
        assert len(octs) == 4 and all(0 <= o <= 255 for o in octs) and 16 <= p <= 28
    except (ValueError, AssertionError):
        print('invalid'); continue
    ip = (octs[0] << 24) | (octs[1] << 16) | (octs[2] << 8) | octs[3]
    size = 1 << (32 - p)
    if ip % size != 0:
        print('invalid'); continue
    def fmt(x):
        return '.'.join(str((x >> sh) & 255) for sh in (24, 16, 8, 0))
    print('network=%s first=%s last=%s usable=%d' % (fmt(ip), fmt(ip + 4), fmt(ip + size - 2), size - 5))
`,
          },
        ],
      },
    },
  ],
};
