import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'devops-8',
  order: 8,
  title: 'Kubernetes in Production',
  description:
    'Run Kubernetes workloads reliably: health probes, autoscaling, ingress and the Gateway API, storage with StatefulSets, Helm and Kustomize, RBAC and network policies.',
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
    proTip:
      'Never point a liveness probe at an endpoint that checks downstream dependencies: if the database is slow, Kubernetes will restart every healthy pod at once and turn a slowdown into an outage. Keep liveness trivial and put dependency checks in readiness.',
  },
  mcqs: [
    {
      question: 'What happens when a readiness probe fails?',
      options: {
        A: 'The pod leaves Service endpoints, without a restart',
        B: 'The kubelet restarts it after three failures',
        C: 'The pod is rescheduled onto a different node',
        D: 'The autoscaler scales the Deployment down',
      },
      correct: 'A',
      explanation:
        'Readiness only controls whether the pod receives traffic; liveness failures cause restarts.',
    },
    {
      question:
        'Why should a liveness probe not check downstream dependencies such as the database?',
      options: {
        A: 'Liveness probes cannot open network connections',
        B: 'A slow dependency would restart every healthy pod',
        C: 'Database checks are too slow for the probe timeout',
        D: 'Kubernetes forbids probes that use stored credentials',
      },
      correct: 'B',
      explanation:
        "A slow database would fail every pod's liveness check and turn a slowdown into an outage.",
    },
    {
      question: 'What should an application do when it receives SIGTERM during pod termination?',
      options: {
        A: 'Exit immediately so that the new pod can start',
        B: 'Ignore it, since SIGKILL comes later anyway',
        C: 'Stop taking new work, finish current requests, then exit',
        D: 'Restart itself in place to reload its configuration',
      },
      correct: 'C',
      explanation:
        'Graceful shutdown finishes current requests before the grace period ends and SIGKILL arrives.',
    },
    {
      question: 'What does the Horizontal Pod Autoscaler adjust?',
      options: {
        A: 'The CPU and memory requests of each running pod in turn',
        B: 'The number of nodes in the cluster',
        C: 'The rollout speed of the Deployment during each update',
        D: 'The number of pod replicas, from metrics such as CPU',
      },
      correct: 'D',
      explanation:
        "The HPA changes the replica count to keep a metric near its target; node count is the cluster autoscaler's job.",
    },
    {
      question: 'Why are accurate resource requests important for autoscaling?',
      options: {
        A: 'Requests set the monthly price of the whole cluster',
        B: 'Limits are ignored entirely whenever requests are set',
        C: "Requests decide the pod's share of network bandwidth",
        D: 'Schedulers and autoscalers decide on requests',
      },
      correct: 'D',
      explanation: 'The scheduler and autoscalers reason about requests, not actual usage.',
    },
    {
      question: 'What is the Gateway API?',
      options: {
        A: 'A more expressive, role-oriented successor to Ingress',
        B: "The API server's authentication gateway",
        C: 'A cloud load balancer product that replaces Services entirely',
        D: 'The new name of the ingress-nginx controller',
      },
      correct: 'A',
      explanation:
        'Gateway API (`Gateway`, `HTTPRoute`) adds header matching and traffic splitting and is portable across implementations.',
    },
    {
      question: 'What do StatefulSets provide that Deployments do not?',
      options: {
        A: 'Faster rolling updates than a Deployment, with no surge pods',
        B: 'Stable identities, ordered startup and a volume per pod',
        C: "Automatic backups of each pod's data",
        D: 'Pods that can never be restarted',
      },
      correct: 'B',
      explanation:
        'StatefulSet pods get stable names such as `db-0` and their own PersistentVolumeClaim.',
    },
    {
      question:
        'What is the default network behaviour between pods before any NetworkPolicy is applied?',
      options: {
        A: 'Pods can reach only pods in the same namespace',
        B: 'All pod traffic is blocked until it is allowed',
        C: 'Every pod can reach every other pod',
        D: 'Pods can reach only their own Service',
      },
      correct: 'C',
      explanation:
        'Without policies all pods can talk to each other; policies add default deny and specific allows.',
    },
    {
      question: 'How does Kustomize differ from Helm?',
      options: {
        A: 'Kustomize renders templated charts; Helm patches plain YAML with overlays',
        B: 'Kustomize is for `docker compose`, while Helm is for Kubernetes',
        C: 'They are the same tool published under two names',
        D: 'Kustomize patches plain YAML with overlays; Helm renders templates',
      },
      correct: 'D',
      explanation:
        'Kustomize keeps plain YAML bases with overlays; Helm renders templated charts with values.',
    },
    {
      question: 'What does a PodDisruptionBudget do?',
      options: {
        A: 'Caps the CPU a namespace may use',
        B: 'Limits how often a pod may be restarted',
        C: 'Keeps a minimum of replicas up during voluntary disruptions',
        D: 'Sets the cloud spending budget for each pod',
      },
      correct: 'C',
      explanation:
        'It stops voluntary disruptions such as node drains from taking too many replicas down at once.',
    },
    {
      question: 'What does cert-manager do in a cluster?',
      options: {
        A: 'Issues and renews TLS certificates automatically',
        B: 'Manages the client certificates kubectl users log in with',
        C: 'Scans images for expired certificates',
        D: 'Stores certificates as plain ConfigMaps in every namespace',
      },
      correct: 'A',
      explanation:
        'cert-manager obtains and renews certificates, for example for Ingress or Gateway TLS.',
    },
    {
      question: 'How does Kubernetes RBAC grant permissions?',
      options: {
        A: 'Every service account gets cluster-admin rights unless restricted later',
        B: 'Roles allow verbs on resources and bindings attach them to subjects',
        C: 'NetworkPolicies decide which users and service accounts may call the API server',
        D: 'Namespaces give full access to every user and service account inside them',
      },
      correct: 'B',
      explanation:
        'Roles and ClusterRoles grant verbs, and bindings give them to users, groups and service accounts with least privilege.',
    },
  ],
  problems: [],
};
