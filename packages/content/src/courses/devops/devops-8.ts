import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'devops-8',
  order: 8,
  title: 'Kubernetes in Production',
  description: 'Run Kubernetes workloads reliably: health probes, autoscaling, ingress and the Gateway API, storage with StatefulSets, Helm and Kustomize, RBAC and network policies.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Configure liveness, readiness and startup probes and graceful shutdown',
    'Scale with the Horizontal Pod Autoscaler and cluster autoscaling',
    'Route external traffic with Ingress or the Gateway API',
    'Package manifests with Helm or Kustomize and secure clusters with RBAC and network policies',
  ],
  lesson: `## Health probes

Kubernetes needs to know whether each container is healthy:

- **Readiness probe**: is the container ready to receive traffic? If not, it is removed from Service endpoints, but not restarted. Use it during startup, warm-up and temporary overload.
- **Liveness probe**: is the container stuck? If it fails repeatedly, the kubelet **restarts** the container. Keep it simple (the process can answer at all).
- **Startup probe**: gives slow-starting apps time before liveness checks begin.

\`\`\`yaml
readinessProbe:
  httpGet: { path: /ready, port: 8080 }
  periodSeconds: 5
livenessProbe:
  httpGet: { path: /healthz, port: 8080 }
  periodSeconds: 10
  failureThreshold: 3
lifecycle:
  preStop:
    exec: { command: ["sleep", "5"] }
terminationGracePeriodSeconds: 30
\`\`\`

**Graceful shutdown**: on termination the pod is removed from endpoints and the container receives **SIGTERM**; it should stop accepting new work, finish in-flight requests and exit before the grace period ends, after which it gets SIGKILL. A short \`preStop\` sleep covers the moment before load balancers notice the endpoint change. **PodDisruptionBudgets** keep a minimum number of replicas available during voluntary disruptions such as node upgrades.

## Autoscaling

- The **Horizontal Pod Autoscaler (HPA)** changes a Deployment's replica count to keep a metric near a target, such as 70% of requested CPU, or custom metrics like queue length (KEDA scales on event sources, even to zero).
- The **Vertical Pod Autoscaler** recommends or adjusts requests.
- **Cluster Autoscaler** or **Karpenter** add nodes when pods cannot be scheduled and remove underused nodes.

Accurate **requests** are the foundation: the scheduler and autoscalers reason about requests, not actual usage.

## Getting traffic in

An **Ingress** resource defines HTTP routing rules (hosts, paths, TLS), implemented by an **ingress controller** such as Traefik, HAProxy or a cloud provider's load-balancer controller (the community ingress-nginx controller was retired in March 2026, so new clusters should not adopt it). The newer **Gateway API** (\`Gateway\`, \`HTTPRoute\`) is the successor: more expressive (header matching, traffic splitting for canaries), role-oriented and portable across implementations including service meshes. **cert-manager** issues and renews TLS certificates automatically.

## Stateful workloads

**StatefulSets** give pods stable names (\`db-0\`, \`db-1\`), ordered startup and a **PersistentVolumeClaim** each, provisioned dynamically through a **StorageClass**. Databases can run this way, often via **operators** that encode operational knowledge (backups, failover, upgrades), but many teams prefer managed databases outside the cluster.

## Packaging: Helm and Kustomize

Raw YAML per environment quickly duplicates. **Helm** packages manifests as **charts** with templated values (\`helm upgrade --install api ./chart -f values-prod.yaml\`) and tracks releases. **Kustomize** (built into kubectl) keeps plain YAML bases and applies **overlays** and patches per environment without templating.

## Security

- **RBAC**: Roles and ClusterRoles grant verbs on resources; bind them to users, groups and **service accounts** with least privilege.
- **NetworkPolicies**: by default every pod can reach every other pod; policies restrict traffic (default deny, then allow specific flows), enforced by the CNI plugin.
- **Pod Security Standards** (restricted profile): run as non-root, no privilege escalation, read-only root filesystem, dropped capabilities.
- Keep the cluster version supported: Kubernetes releases about three minor versions a year, and each is supported for roughly fourteen months.
`,
  overview: {
    whatYouWillLearn: [
      'Readiness probes gate traffic, liveness probes restart stuck containers, and startup probes protect slow starters.',
      'Graceful shutdown handles SIGTERM and a preStop delay so in-flight requests finish.',
      'The Horizontal Pod Autoscaler adjusts replicas from metrics, and node autoscalers add or remove machines.',
      'Ingress controllers and the Gateway API route HTTP traffic from outside the cluster to Services.',
      'StatefulSets give pods stable identities and persistent volumes for stateful workloads.',
      'RBAC limits what identities can do, and NetworkPolicies limit which pods can talk to each other.',
    ],
    proTip: 'Never point a liveness probe at an endpoint that checks downstream dependencies: if the database is slow, Kubernetes will restart every healthy pod at once and turn a slowdown into an outage. Keep liveness trivial and put dependency checks in readiness.',
  },
  mcqs: [
    {
      question: 'What happens when a readiness probe fails?',
      options: {
        A: 'The container is restarted immediately',
        B: 'The pod is removed from Service endpoints and stops receiving traffic, without a restart',
        C: 'The node is drained',
        D: 'The Deployment is rolled back',
      },
      correct: 'B',
      explanation: 'Readiness controls traffic; liveness controls restarts.',
    },
    {
      question: 'Why should a liveness probe not check downstream dependencies such as the database?',
      options: {
        A: 'A slow dependency would make Kubernetes restart every healthy pod, turning a slowdown into an outage',
        B: 'Liveness probes cannot make network calls',
        C: 'It would make the probe too fast',
        D: 'Databases reject probe requests',
      },
      correct: 'A',
      explanation: 'Restarts do not fix a slow database, so liveness should reflect only the process itself.',
    },
    {
      question: 'What should an application do when it receives SIGTERM during pod termination?',
      options: {
        A: 'Ignore it until SIGKILL arrives',
        B: 'Restart itself',
        C: 'Stop accepting new work, finish in-flight requests and exit within the grace period',
        D: 'Delete its Deployment',
      },
      correct: 'C',
      explanation: 'Graceful shutdown prevents dropped requests during rollouts and scale-downs.',
    },
    {
      question: 'What does the Horizontal Pod Autoscaler adjust?',
      options: {
        A: 'The amount of memory per container',
        B: 'The number of nodes in the cluster',
        C: 'The container image version',
        D: 'The number of pod replicas, based on metrics such as CPU utilisation',
      },
      correct: 'D',
      explanation: 'HPA scales workloads out and in; node autoscalers handle machines.',
    },
    {
      question: 'Why are accurate resource requests important for autoscaling?',
      options: {
        A: 'The scheduler and autoscalers base their decisions on requests',
        B: 'Requests set the container\'s image',
        C: 'Requests are only used for billing reports',
        D: 'Requests replace health probes',
      },
      correct: 'A',
      explanation: 'Wrong requests lead to poor packing, evictions and misleading utilisation percentages.',
    },
    {
      question: 'What is the Gateway API?',
      options: {
        A: 'A cloud provider\'s API gateway product',
        B: 'A newer, more expressive and role-oriented successor to Ingress for routing traffic into the cluster',
        C: 'A replacement for the kube-apiserver',
        D: 'A CI/CD tool',
      },
      correct: 'B',
      explanation: 'Gateway and HTTPRoute resources add features such as header matching and weighted traffic splitting.',
    },
    {
      question: 'What do StatefulSets provide that Deployments do not?',
      options: {
        A: 'Rolling updates',
        B: 'Automatic horizontal scaling',
        C: 'Stable pod identities, ordered startup and a persistent volume claim per pod',
        D: 'Faster image pulls',
      },
      correct: 'C',
      explanation: 'Stateful workloads such as databases need stable names and storage.',
    },
    {
      question: 'What is the default network behaviour between pods before any NetworkPolicy is applied?',
      options: {
        A: 'No pod can talk to any other pod',
        B: 'Only pods in kube-system can communicate',
        C: 'Pods can only reach Services of type LoadBalancer',
        D: 'Every pod can reach every other pod',
      },
      correct: 'D',
      explanation: 'NetworkPolicies are needed to restrict traffic, ideally starting from default deny.',
    },
    {
      question: 'How does Kustomize differ from Helm?',
      options: {
        A: 'Kustomize patches plain YAML with overlays, while Helm renders templated charts with values',
        B: 'Kustomize only works on AWS',
        C: 'Helm cannot handle multiple environments',
        D: 'They are the same tool',
      },
      correct: 'A',
      explanation: 'Both manage per-environment variation with different approaches.',
    },
  ],
  problems: [],
};
