import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'aws-8',
  order: 8,
  title: 'Containers, Load Balancing and Scaling',
  description:
    'Run containers on ECS, Fargate and EKS with images from ECR, distribute traffic with Elastic Load Balancing, scale automatically, and route users with Route 53 and CloudFront.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Compare ECS, EKS, Fargate and App Runner for running containers',
    'Configure Application and Network Load Balancers with health checks',
    'Scale services with target tracking and Auto Scaling',
    'Route global traffic with Route 53 and CloudFront',
  ],
  lesson: `## Running containers on AWS

Images are stored in **Amazon ECR** (Elastic Container Registry), which scans them for vulnerabilities and integrates with IAM. To run them you choose an orchestrator and a capacity model:

- **Amazon ECS**: AWS's own, simpler orchestrator. You write a **task definition** (image, CPU, memory, ports, environment, secrets, IAM **task role**, log configuration) and run it as a **service** that keeps the desired number of **tasks** running and registers them with a load balancer.
- **Amazon EKS**: managed **Kubernetes**, for teams that want the Kubernetes API, ecosystem and portability across clouds. More powerful, more to learn and operate. EKS Auto Mode reduces node management.
- **Capacity**: run tasks or pods on **EC2** instances you manage (cheaper at steady scale, more control) or on **AWS Fargate**, serverless compute where you specify only CPU and memory per task and never patch a host.
- **App Runner** deploys a container or source repository as an HTTPS service with almost no configuration, for simple web apps.

\`\`\`bash
aws ecr get-login-password | docker login --username AWS --password-stdin 123456789012.dkr.ecr.eu-central-1.amazonaws.com
docker push 123456789012.dkr.ecr.eu-central-1.amazonaws.com/api:3f9c2ab
aws ecs update-service --cluster prod --service api --force-new-deployment
\`\`\`

ECS performs **rolling deployments** by default, replacing tasks gradually while the load balancer health checks gate progress, and the deployment circuit breaker can roll back a failing release automatically.

## Elastic Load Balancing

A load balancer spreads traffic across targets in several AZs and removes unhealthy ones:

- **Application Load Balancer (ALB)**: layer 7 (HTTP/HTTPS, WebSockets, gRPC). Routes by host, path, headers or query strings (\`/api/*\` to one target group, \`/\` to another), terminates TLS with certificates from **ACM**, and integrates with AWS WAF and Cognito authentication.
- **Network Load Balancer (NLB)**: layer 4 (TCP, UDP, TLS), millions of requests per second, ultra-low latency and static IP addresses.
- **Gateway Load Balancer**: inserts third-party network appliances such as firewalls.

Targets are grouped into **target groups** with **health checks**; only targets passing their checks receive traffic. Spreading across at least two AZs is what makes the service survive an AZ failure.

## Scaling

Scaling policies adjust capacity automatically:

- **Target tracking**: keep a metric at a target, such as average CPU at 50% or 1,000 requests per target; the simplest and usually best choice.
- **Step scaling**: add or remove capacity in steps when alarms fire.
- **Scheduled scaling**: for known patterns such as business hours.
- **Predictive scaling**: forecasts daily cycles from history.

ECS services use Application Auto Scaling for task counts; EC2 capacity uses Auto Scaling groups or ECS capacity providers; in EKS, **Karpenter** provisions right-sized nodes quickly.

## DNS and the edge

**Route 53** is AWS's DNS service. **Alias records** point your domain at load balancers, CloudFront or S3 with no extra cost for queries. **Routing policies** include weighted (canary releases), latency-based (send users to the closest region), failover (with health checks) and geolocation. **CloudFront** caches static and dynamic content at hundreds of edge locations, terminates TLS near users, and shields origins with AWS WAF and Shield. Together they form the front door of most global AWS architectures.
`,
  overview: {
    whatYouWillLearn: [
      'ECR stores container images; ECS and EKS schedule containers on EC2 instances or on serverless Fargate.',
      'An ECS task definition describes containers, CPU, memory, ports, roles and logging.',
      'Application Load Balancers route HTTP by host and path, while Network Load Balancers handle TCP and UDP at very high scale.',
      'Target groups and health checks send traffic only to healthy targets across Availability Zones.',
      'Target tracking policies scale capacity to hold a metric such as CPU or requests per target at a set value.',
      'Route 53 provides DNS with health-checked routing policies, and CloudFront caches content at the edge.',
    ],
    proTip:
      "Set the load balancer health check to a lightweight /health endpoint that checks the app's own readiness, not every downstream dependency; otherwise one slow database can make the balancer mark every healthy task as failed at once.",
  },
  mcqs: [
    {
      question: 'What does AWS Fargate provide?',
      options: {
        A: 'A managed Kubernetes control plane',
        B: 'Serverless compute for containers, no hosts to patch',
        C: 'A registry that stores container images',
        D: 'EC2 instances pre-installed with Docker',
      },
      correct: 'B',
      explanation:
        'With Fargate you specify CPU and memory per task and never manage or patch a host; EKS is the managed Kubernetes and ECR the registry.',
    },
    {
      question: 'What does an ECS task definition describe?',
      options: {
        A: 'The EC2 instances of the cluster and the AMIs they use',
        B: "The load balancer's listeners and rules for the service",
        C: "Each container's image, CPU, memory, ports and role",
        D: 'The scaling policy of the ECS service',
      },
      correct: 'C',
      explanation:
        'A task definition is the blueprint from which ECS launches tasks: images, CPU, memory, ports, environment, secrets, task role and logging.',
    },
    {
      question:
        'Which load balancer routes HTTP requests by path such as /api/* and terminates TLS?',
      options: {
        A: 'Application Load Balancer',
        B: 'Network Load Balancer',
        C: 'Gateway Load Balancer',
        D: 'Route 53 weighted alias record',
      },
      correct: 'A',
      explanation:
        'An ALB works at layer 7 with rules on host, path, headers and query strings, and terminates TLS with ACM certificates.',
    },
    {
      question: 'When would you choose a Network Load Balancer?',
      options: {
        A: 'Path-based routing for a web application',
        B: 'User sign-in with Cognito at the edge location',
        C: 'Caching images and videos close to users',
        D: 'TCP or UDP traffic needing static IPs',
      },
      correct: 'D',
      explanation:
        'An NLB works at layer 4 with very high throughput, low latency and static IP addresses.',
    },
    {
      question: 'What does a target tracking scaling policy do?',
      options: {
        A: 'Adds one instance every hour',
        B: 'Holds a metric such as average CPU near a set value',
        C: 'Scales only at scheduled times each day',
        D: 'Adds capacity in steps when alarms fire',
      },
      correct: 'B',
      explanation:
        'Target tracking works like a thermostat, adding or removing capacity to hold the metric at its target; steps on alarms are step scaling.',
    },
    {
      question: 'Why should a load balancer span at least two Availability Zones?',
      options: {
        A: 'So the service keeps running if one AZ fails',
        B: 'Because single-AZ load balancers cost more',
        C: 'Because TLS needs certificates in two AZs',
        D: 'So Route 53 alias records can point at it',
      },
      correct: 'A',
      explanation: 'Targets in several AZs give resilience against a data-centre failure.',
    },
    {
      question:
        'Which Route 53 routing policy sends a small percentage of traffic to a new version?',
      options: {
        A: 'Geolocation',
        B: 'Simple',
        C: 'Weighted',
        D: 'Latency-based',
      },
      correct: 'C',
      explanation:
        'Weighted records split traffic in configurable proportions, which suits canary releases.',
    },
    {
      question: 'Why should a health check endpoint avoid checking every downstream dependency?',
      options: {
        A: 'Health checks may not make network calls',
        B: 'The endpoint would answer too quickly',
        C: 'Load balancers ignore the status codes that health checks return',
        D: 'If a shared service breaks, all targets look unhealthy',
      },
      correct: 'D',
      explanation:
        'If a shared dependency fails, every target would report unhealthy and the load balancer would take the whole service down; the check should reflect whether the target itself can serve.',
    },
    {
      question: 'When is EKS a better choice than ECS?',
      options: {
        A: 'When the team wants Kubernetes and its ecosystem',
        B: 'When the team wants the simplest AWS-native option',
        C: 'When the team runs a single static website and nothing else',
        D: 'When the workload runs no containers at all, only VMs',
      },
      correct: 'A',
      explanation:
        'EKS offers the standard Kubernetes API, ecosystem and portability, at the cost of more to learn and operate.',
    },
    {
      question: 'Where are container images for ECS usually stored on AWS?',
      options: {
        A: 'S3 tarballs',
        B: 'Amazon ECR repositories',
        C: 'AWS CodeCommit',
        D: 'Amazon EBS volume snapshots',
      },
      correct: 'B',
      explanation:
        'Amazon ECR is the container registry; it integrates with IAM and scans images for vulnerabilities.',
    },
    {
      question: 'What does the ECS deployment circuit breaker do?',
      options: {
        A: 'Stops traffic when the load balancer is overloaded',
        B: 'Limits how many tasks may run in one Availability Zone',
        C: 'Rolls back a failing deployment automatically',
        D: 'Cuts power to unhealthy EC2 hosts',
      },
      correct: 'C',
      explanation:
        'During a rolling deployment the circuit breaker detects tasks that fail to become healthy and rolls back to the last working release.',
    },
    {
      question: 'In EKS, what does Karpenter do?',
      options: {
        A: 'Manages and upgrades the Kubernetes control plane',
        B: 'Scans container images for vulnerabilities',
        C: 'Routes traffic between services in the cluster',
        D: 'Quickly adds nodes sized for pending pods',
      },
      correct: 'D',
      explanation:
        'Karpenter provisions right-sized nodes quickly when pods cannot be scheduled; AWS runs the control plane.',
    },
  ],
  problems: [],
};
