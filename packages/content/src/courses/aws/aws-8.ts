import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'aws-8',
  order: 8,
  title: 'Containers, Load Balancing and Scaling',
  description: 'Run containers on ECS, Fargate and EKS with images from ECR, distribute traffic with Elastic Load Balancing, scale automatically, and route users with Route 53 and CloudFront.',
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
    proTip: 'Set the load balancer health check to a lightweight /health endpoint that checks the app\'s own readiness, not every downstream dependency; otherwise one slow database can make the balancer mark every healthy task as failed at once.',
  },
  mcqs: [
    {
      question: 'What does AWS Fargate provide?',
      options: {
        A: 'A managed Kubernetes control plane only',
        B: 'Serverless compute for containers, with no EC2 hosts to manage',
        C: 'A container image registry',
        D: 'A DNS service',
      },
      correct: 'B',
      explanation: 'With Fargate you specify CPU and memory per task and AWS runs it.',
    },
    {
      question: 'What does an ECS task definition describe?',
      options: {
        A: 'The DNS records of a service',
        B: 'The VPC\'s route tables',
        C: 'The containers to run, with image, CPU, memory, ports, roles and logging',
        D: 'The billing plan',
      },
      correct: 'C',
      explanation: 'Task definitions are the blueprint from which ECS launches tasks.',
    },
    {
      question: 'Which load balancer routes HTTP requests by path such as /api/* and terminates TLS?',
      options: {
        A: 'Application Load Balancer',
        B: 'Network Load Balancer',
        C: 'Gateway Load Balancer',
        D: 'Classic Route 53 record',
      },
      correct: 'A',
      explanation: 'ALBs operate at layer 7 with content-based routing rules.',
    },
    {
      question: 'When would you choose a Network Load Balancer?',
      options: {
        A: 'For path-based routing of web pages',
        B: 'For authenticating users with Cognito',
        C: 'For caching images at the edge',
        D: 'For TCP or UDP traffic needing extreme throughput, low latency or static IPs',
      },
      correct: 'D',
      explanation: 'NLBs work at layer 4 and handle millions of requests per second.',
    },
    {
      question: 'What does a target tracking scaling policy do?',
      options: {
        A: 'Adds exactly one instance every hour',
        B: 'Adjusts capacity to keep a metric, such as average CPU, near a target value',
        C: 'Tracks user locations',
        D: 'Scales only on a fixed schedule',
      },
      correct: 'B',
      explanation: 'Target tracking works like a thermostat for capacity.',
    },
    {
      question: 'Why should a load balancer span at least two Availability Zones?',
      options: {
        A: 'So the service keeps running if one AZ fails',
        B: 'Because single-AZ load balancers cost more',
        C: 'To enable HTTPS',
        D: 'To allow Route 53 alias records',
      },
      correct: 'A',
      explanation: 'Multi-AZ targets give resilience against a data-centre failure.',
    },
    {
      question: 'Which Route 53 routing policy sends a small percentage of traffic to a new version?',
      options: {
        A: 'Geolocation',
        B: 'Simple',
        C: 'Weighted',
        D: 'Multivalue answer',
      },
      correct: 'C',
      explanation: 'Weighted records split traffic by configurable proportions.',
    },
    {
      question: 'Why should a health check endpoint avoid checking every downstream dependency?',
      options: {
        A: 'Health checks cannot make network calls',
        B: 'It would make the endpoint too fast',
        C: 'Load balancers ignore response codes',
        D: 'One failing dependency could mark all healthy targets unhealthy at once and take the whole service down',
      },
      correct: 'D',
      explanation: 'Health checks should reflect whether the target itself can serve traffic.',
    },
    {
      question: 'When is EKS a better choice than ECS?',
      options: {
        A: 'When the team wants the Kubernetes API, ecosystem and portability across environments',
        B: 'When the team wants the simplest possible AWS-native option',
        C: 'When running a single static website',
        D: 'When containers are not used',
      },
      correct: 'A',
      explanation: 'EKS offers standard Kubernetes, at the cost of more complexity.',
    },
  ],
  problems: [],
};
