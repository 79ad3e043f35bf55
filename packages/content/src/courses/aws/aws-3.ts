import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'aws-3',
  order: 3,
  title: 'Compute with EC2',
  description:
    'Launch and manage virtual servers with EC2: instance types, AMIs, storage, security groups, key pairs, user data, pricing models and Auto Scaling basics.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Choose instance families, sizes and AMIs for a workload',
    'Secure instances with security groups, key pairs and Session Manager',
    'Attach EBS storage and bootstrap instances with user data',
    'Compare On-Demand, Savings Plans, Reserved and Spot pricing, and estimate a bill',
  ],
  lesson: `## Instances

**Amazon EC2** (Elastic Compute Cloud) rents virtual machines, called **instances**, by the second. An instance type such as \`m7g.large\` encodes:

- **Family**: \`t\` burstable general purpose, \`m\` general purpose, \`c\` compute optimised, \`r\`/\`x\` memory optimised, \`i\`/\`d\` storage optimised, \`p\`/\`g\`/\`inf\`/\`trn\` accelerated (GPUs and AWS ML chips).
- **Generation**: 7 is newer than 6 and usually cheaper per unit of performance.
- **Attributes**: \`g\` means AWS **Graviton** (ARM) processors, \`i\` Intel, \`a\` AMD; Graviton typically gives the best price-performance for software that runs on ARM.
- **Size**: \`nano\` up to \`48xlarge\`, doubling vCPUs and memory at each step.

An **AMI** (Amazon Machine Image) is the template for the root volume: Amazon Linux 2023, Ubuntu, Windows, or your own "golden" image.

## Networking and access

Instances launch into a **subnet** of a VPC (next chapters). **Security groups** are stateful firewalls attached to instances: you allow inbound traffic by protocol, port and source (an IP range or another security group); return traffic is allowed automatically; everything not allowed is blocked.

\`\`\`bash
aws ec2 run-instances \\
  --image-id resolve:ssm:/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-arm64 \\
  --instance-type t4g.small \\
  --subnet-id subnet-0abc --security-group-ids sg-0web \\
  --iam-instance-profile Name=web-role \\
  --user-data file://bootstrap.sh \\
  --tag-specifications 'ResourceType=instance,Tags=[{Key=Name,Value=web-1}]'
\`\`\`

Access a shell with **Session Manager** (no open ports) or SSH with a **key pair**. Require **IMDSv2** for the instance metadata service, which protects the role credentials it serves.

## Storage

- **EBS** volumes are network-attached block storage that persist independently of the instance; \`gp3\` is the general-purpose default with configurable IOPS and throughput, \`io2\` serves demanding databases. **Snapshots** back them up incrementally to S3.
- **Instance store** is local NVMe on the host: very fast but **lost** when the instance stops or fails.
- **EFS** provides a shared NFS filesystem for many instances.

## Bootstrapping

**User data** is a script run at first boot, for example installing packages and starting the application. For faster and more reliable scaling, bake software into an AMI (with EC2 Image Builder or Packer) and keep user data minimal.

## Pricing models

- **On-Demand**: pay per second, no commitment. Flexible, highest price.
- **Savings Plans** and **Reserved Instances**: commit to usage for 1 or 3 years for discounts of up to roughly 70%.
- **Spot**: spare capacity at up to about 90% off, but AWS can reclaim it with a two-minute warning; ideal for fault-tolerant batch jobs, CI and stateless workers.

Other charges add up too: EBS storage per GB-month, snapshots, data transfer out, and public IPv4 addresses (charged per hour since 2024). A **bill** is the sum over line items of quantity × unit price, which the challenge asks you to compute exactly. Stopped instances do not pay for compute, but their EBS volumes still cost money.

## Auto Scaling

An **Auto Scaling group** keeps a desired number of instances running from a **launch template**, replaces unhealthy ones, spreads them across AZs and scales on metrics such as CPU or request count. Combined with a load balancer (covered later), it is the classic way to run a resilient web tier on EC2.
`,
  overview: {
    whatYouWillLearn: [
      'EC2 provides virtual machines in families optimised for general, compute, memory, storage or accelerated workloads.',
      "An AMI is the template for an instance's root disk and software.",
      'Security groups are stateful virtual firewalls that allow traffic by port, protocol and source.',
      'EBS volumes are network block storage that persist independently of instances, while instance store is ephemeral.',
      'User data scripts bootstrap instances at first boot.',
      'On-Demand, Savings Plans, Reserved Instances and Spot trade flexibility against price.',
    ],
    proTip:
      'Connect to instances with AWS Systems Manager Session Manager instead of opening port 22: there are no SSH keys to manage, no inbound ports to expose, and every session can be logged.',
  },
  mcqs: [],
  problems: [
    {
      id: 'aws-bill',
      title: 'Compute a Monthly AWS Bill',
      description: `The input has two sections. The first line is \`PRICES\`. Each following line until the line \`USAGE\` has the form \`item unit price free\`: an item name, a unit name, a price per unit with exactly 4 digits after the decimal point (for example \`0.0104\`), and an integer free-tier quantity. After the line \`USAGE\`, each line is \`item quantity\` with an integer quantity; the same item may appear several times and its quantities add up.

For every item that appears in the usage section, the billable quantity is \`max(0, total quantity - free)\` and the charge is billable quantity × price, rounded to cents with halves rounded up. Print one line per used item, \`item $D.CC\`, sorted by charge from highest to lowest and then by item name, followed by \`TOTAL $D.CC\`, the sum of the rounded line charges.

If a usage line names an item with no price, print only \`error: no price for <item>\` for the first such line and nothing else. Use integer arithmetic: a price of \`0.0104\` is 104 ten-thousandths of a dollar.`,
      examples: [
        {
          input: `PRICES
ec2.t3.micro hour 0.0104 0
s3.standard gb-month 0.0230 5
USAGE
ec2.t3.micro 720
s3.standard 150
`,
          output: `ec2.t3.micro $7.49
s3.standard $3.34
TOTAL $10.83`,
          explanation:
            '720 hours of t3.micro cost 720 x 0.0104 = 7.488, rounded to $7.49; 150 GB of S3 minus 5 free GB cost 145 x 0.023 = $3.335, rounded up to $3.34.',
        },
        {
          input: `PRICES
ec2.t3.micro hour 0.0104 0
USAGE
ec2.t3.micro 10
rds.db.t4g.micro 720
`,
          output: `error: no price for rds.db.t4g.micro`,
          explanation: 'The usage names an item that has no price.',
        },
      ],
      constraints: [
        'Up to 100 price lines and 1000 usage lines',
        '0 <= quantities <= 10^7; prices are below 100 dollars',
        'Item and unit names contain no spaces',
      ],
      testCases: [
        {
          input: `PRICES
ec2.t3.micro hour 0.0104 0
s3.standard gb-month 0.0230 5
USAGE
ec2.t3.micro 720
s3.standard 150
`,
          expectedOutput: `ec2.t3.micro $7.49
s3.standard $3.34
TOTAL $10.83`,
          hidden: false,
        },
        {
          input: `PRICES
ec2.t3.micro hour 0.0104 0
USAGE
ec2.t3.micro 10
rds.db.t4g.micro 720
`,
          expectedOutput: `error: no price for rds.db.t4g.micro`,
          hidden: false,
        },
        {
          input: `PRICES
lambda.requests million 0.2000 1
USAGE
`,
          expectedOutput: `TOTAL $0.00`,
          hidden: true,
        },
        {
          input: `PRICES
lambda.requests million 0.2000 1
lambda.gb-seconds gb-s 0.0000 400000
data.out gb 0.0900 100
USAGE
lambda.requests 1
data.out 60
data.out 50
lambda.gb-seconds 500000
`,
          expectedOutput: `data.out $0.90
lambda.gb-seconds $0.00
lambda.requests $0.00
TOTAL $0.90`,
          hidden: true,
        },
        {
          input: `PRICES
ipv4.public hour 0.0050 0
ebs.gp3 gb-month 0.0800 0
nat.gateway hour 0.0450 0
USAGE
ipv4.public 744
ebs.gp3 100
nat.gateway 744
ipv4.public 744
`,
          expectedOutput: `nat.gateway $33.48
ebs.gp3 $8.00
ipv4.public $7.44
TOTAL $48.92`,
          hidden: true,
        },
        {
          input: `PRICES
a item 0.0050 0
b item 0.0050 0
c item 99.9999 0
USAGE
b 1
a 1
c 10000000
`,
          expectedOutput: `c $999999000.00
a $0.01
b $0.01
TOTAL $999999000.02`,
          hidden: true,
        },
        {
          input: `PRICES
x unit 0.0125 0
y unit 0.0125 0
USAGE
y 2
x 3
`,
          expectedOutput: `x $0.04
y $0.03
TOTAL $0.07`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys
lines = [l.strip() for l in sys.stdin.read().split('\\n') if l.strip()]
prices = {}
i = 1
while lines[i] != 'USAGE':
    name, unit, price, free = lines[i].split()
    whole, frac = price.split('.')
    prices[name] = (int(whole) * 10000 + int(frac), int(free))
    i += 1
usage = {}
for line in lines[i + 1:]:
    name, qty = line.split()
    if name not in prices:
        print('error: no price for ' + name)
        sys.exit(0)
    usage[name] = usage.get(name, 0) + int(qty)
rows = []
for name, qty in usage.items():
    p, free = prices[name]
    tenk = max(0, qty - free) * p
    cents = (tenk + 50) // 100
    rows.append((-cents, name, cents))
rows.sort()
total = 0
for _, name, cents in rows:
    total += cents
    print('%s $%d.%02d' % (name, cents // 100, cents % 100))
print('TOTAL $%d.%02d' % (total // 100, total % 100))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
np_, nu, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
items = ['svc%d.%s' % (i, random.choice(['hour', 'gb', 'req'])) for i in range(np_)]
print('PRICES')
for it in items:
    if mode == 'big':
        price = '99.9999' if random.random() < 0.5 else '%d.%04d' % (random.randint(0, 99), random.randint(0, 9999))
    elif mode == 'halves':
        price = '0.%04d' % random.choice([50, 125, 5, 25, 75, 150])
    else:
        price = '%d.%04d' % (random.randint(0, 2), random.randint(0, 9999))
    free = 0 if mode in ('big', 'halves') else random.choice([0, 0, 100, 5000, 10**7])
    print(it, random.choice(['hour', 'gb-month', 'million']), price, free)
print('USAGE')
used = items[:max(1, np_ * 3 // 4)]
for j in range(nu):
    it = random.choice(used)
    if mode == 'big':
        q = 10**7
    elif mode == 'halves':
        q = random.randint(1, 9)
    elif mode == 'free':
        q = random.randint(0, 50)
    else:
        q = random.randint(0, 10**7)
    if mode == 'noprice' and j == nu - 2:
        it = 'unknown.item'
    print(it, q)
`,
        tests: [
          { args: '100 1000 big', label: '1,000 usage lines, maximum quantities and prices' },
          { args: '100 1000 random', label: '100 prices, 1,000 usage lines' },
          { args: '100 1000 halves', label: 'charges ending in exactly half a cent' },
          { args: '100 1000 free', label: 'everything within the free tier' },
          { args: '100 1000 noprice', label: 'an item without a price near the end' },
          { args: '1 1 random', label: 'one price, one usage line' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
assert lines[0] == 'PRICES' and 'USAGE' in lines, 'missing section header'
u = lines.index('USAGE')
prices, usage = lines[1:u], lines[u + 1:]
assert len(prices) <= 100 and len(usage) <= 1000, 'too many lines'
for line in prices:
    t = line.split(' ')
    assert len(t) == 4 and re.fullmatch(r'[0-9]{1,2}\\.[0-9]{4}', t[2]), 'bad price line'
    assert re.fullmatch('[0-9]+', t[3]) and int(t[3]) <= 10**7, 'bad free quantity'
for line in usage:
    t = line.split(' ')
    assert len(t) == 2 and re.fullmatch('[0-9]+', t[1]) and int(t[1]) <= 10**7, 'bad usage line'
`,
        wrongSolutions: [
          {
            name: 'float-money',
            language: 'python3',
            mustFail: 'WA',
            why: 'Computes charges with floating point and round(), which rounds exact half cents to even and drifts on large amounts',
            source: `import sys
lines = [l.strip() for l in sys.stdin.read().split('\\n') if l.strip()]
prices = {}
i = 1
while lines[i] != 'USAGE':
    name, unit, price, free = lines[i].split()
    prices[name] = (float(price), int(free))
    i += 1
usage = {}
for line in lines[i + 1:]:
    name, qty = line.split()
    if name not in prices:
        print('error: no price for ' + name)
        sys.exit(0)
    usage[name] = usage.get(name, 0) + int(qty)
rows = []
for name, qty in usage.items():
    p, free = prices[name]
    cents = round(max(0, qty - free) * p * 100)
    rows.append((-cents, name, cents))
rows.sort()
total = 0
for _, name, cents in rows:
    total += cents
    print('%s $%d.%02d' % (name, cents // 100, cents % 100))
print('TOTAL $%d.%02d' % (total // 100, total % 100))
`,
          },
          {
            name: 'ties-in-usage-order',
            language: 'python3',
            mustFail: 'WA',
            why: 'Sorts by charge only, so equal charges keep their usage order instead of being ordered by item name',
            source: `import sys
lines = [l.strip() for l in sys.stdin.read().split('\\n') if l.strip()]
prices = {}
i = 1
while lines[i] != 'USAGE':
    name, unit, price, free = lines[i].split()
    whole, frac = price.split('.')
    prices[name] = (int(whole) * 10000 + int(frac), int(free))
    i += 1
usage = {}
for line in lines[i + 1:]:
    name, qty = line.split()
    if name not in prices:
        print('error: no price for ' + name)
        sys.exit(0)
    usage[name] = usage.get(name, 0) + int(qty)
rows = []
for name, qty in usage.items():
    p, free = prices[name]
    rows.append((name, (max(0, qty - free) * p + 50) // 100))
rows.sort(key=lambda r: -r[1])
total = 0
for name, cents in rows:
    total += cents
    print('%s $%d.%02d' % (name, cents // 100, cents % 100))
print('TOTAL $%d.%02d' % (total // 100, total % 100))
`,
          },
        ],
      },
    },
  ],
};
