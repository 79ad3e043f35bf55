import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'devops-7',
  order: 7,
  title: 'Kubernetes Fundamentals',
  description: 'Understand Kubernetes architecture and core objects: pods, deployments, services, namespaces, ConfigMaps and Secrets, and the declarative reconciliation model behind them.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Describe the control plane, nodes and the reconciliation loop',
    'Run workloads with pods, ReplicaSets and Deployments',
    'Expose workloads with Services and organise them with namespaces and labels',
    'Configure applications with ConfigMaps, Secrets and resource requests',
  ],
  lesson: `## Why Kubernetes

Running a handful of containers with Docker Compose on one host is easy. Running hundreds of services across dozens of machines, restarting failures, rolling out updates, scaling with load and routing traffic needs an **orchestrator**. **Kubernetes** (K8s), open-sourced by Google in 2014 and governed by the CNCF, is the standard. Managed offerings (EKS, GKE, AKS) run the control plane for you.

## Architecture

- The **control plane** holds the cluster's brain: the **API server** (everything talks to it), **etcd** (the key-value store of all state), the **scheduler** (chooses a node for each new pod) and **controllers** (loops that drive actual state toward desired state).
- **Worker nodes** run the **kubelet** (starts and monitors pods via a container runtime such as containerd) and networking components.

The core idea is **declarative reconciliation**: you submit the **desired state** ("three replicas of api:1.4.2"), and controllers continuously compare it with reality and act to close the gap. If a node dies, its pods are recreated elsewhere without anyone issuing commands.

## Pods

A **pod** is the smallest unit: one or more containers that share an IP address, localhost networking and volumes, always scheduled together. Most pods run one main container, sometimes with helper **sidecars**. Pods are disposable and get new IPs when recreated, so you rarely create them directly.

## Deployments

\`\`\`yaml
apiVersion: apps/v1
kind: Deployment
metadata:
  name: api
  labels: { app: api }
spec:
  replicas: 3
  selector:
    matchLabels: { app: api }
  template:
    metadata:
      labels: { app: api }
    spec:
      containers:
        - name: api
          image: ghcr.io/acme/api:3f9c2ab
          ports: [{ containerPort: 8080 }]
          envFrom: [{ configMapRef: { name: api-config } }]
          resources:
            requests: { cpu: 250m, memory: 256Mi }
            limits: { memory: 512Mi }
\`\`\`

A **Deployment** manages a **ReplicaSet** that keeps the requested number of identical pods running. Changing the pod template (for example the image) triggers a **rolling update**: a new ReplicaSet scales up while the old one scales down, controlled by \`maxSurge\` and \`maxUnavailable\`; \`kubectl rollout undo\` rolls back.

**Requests** tell the scheduler how much CPU and memory to reserve; **limits** cap usage. Exceeding the memory limit gets the container OOM-killed; exceeding CPU limits throttles it.

## Services, labels and namespaces

**Labels** are key-value tags; **selectors** find objects by label. A **Service** selects pods by label and provides a stable virtual IP and DNS name (\`api.shop.svc.cluster.local\`, or just \`api\` within the namespace), load-balancing across healthy pods. Types: \`ClusterIP\` (internal, the default), \`NodePort\`, and \`LoadBalancer\` (provisions a cloud load balancer). **Namespaces** partition a cluster between teams or environments and scope names, quotas and permissions.

## Configuration

**ConfigMaps** hold non-sensitive configuration; **Secrets** hold sensitive values (only base64-encoded by default, so enable encryption at rest and restrict access with RBAC, or sync from an external secret manager). Both are injected as environment variables or mounted files.

\`\`\`bash
kubectl apply -f deployment.yaml
kubectl get pods -l app=api -o wide
kubectl describe pod api-7d9c-abcde
kubectl logs deploy/api -f
kubectl rollout status deploy/api
\`\`\`
`,
  overview: {
    whatYouWillLearn: [
      'Kubernetes orchestrates containers across a cluster of machines from declarative desired state.',
      'The control plane (API server, etcd, scheduler, controllers) stores and reconciles state; kubelets run pods on nodes.',
      'A pod is the smallest deployable unit: one or more containers sharing network and storage.',
      'Deployments manage ReplicaSets to keep the desired number of pods and perform rolling updates.',
      'Services give pods a stable virtual IP and DNS name and load-balance across matching labels.',
      'Requests and limits tell the scheduler what a container needs and cap what it may use.',
    ],
    proTip: 'Use kubectl explain deployment.spec.template.spec.containers (or any field path) when writing manifests: it prints the official documentation for each field straight from your cluster\'s API.',
  },
  mcqs: [
    {
      question: 'Where does Kubernetes store the cluster\'s desired and current state?',
      options: {
        A: 'In each pod\'s filesystem',
        B: 'In etcd, accessed through the API server',
        C: 'In Docker Hub',
        D: 'On the kubelet of the first node',
      },
      correct: 'B',
      explanation: 'etcd is the consistent key-value store behind the API server.',
    },
    {
      question: 'What does the Kubernetes scheduler do?',
      options: {
        A: 'Assigns newly created pods to suitable nodes',
        B: 'Restarts crashed containers on its own node',
        C: 'Builds container images',
        D: 'Routes HTTP traffic to services',
      },
      correct: 'A',
      explanation: 'The scheduler places pods based on resources, constraints and affinity.',
    },
    {
      question: 'What is a pod?',
      options: {
        A: 'A physical server',
        B: 'A cluster of nodes',
        C: 'The smallest deployable unit: one or more containers sharing network and storage',
        D: 'A container image registry',
      },
      correct: 'C',
      explanation: 'Containers in a pod share an IP and volumes and are scheduled together.',
    },
    {
      question: 'What happens when you change the image in a Deployment\'s pod template?',
      options: {
        A: 'All pods are deleted at once and never recreated',
        B: 'Nothing until the cluster restarts',
        C: 'The Deployment is deleted',
        D: 'A rolling update creates a new ReplicaSet and gradually replaces old pods',
      },
      correct: 'D',
      explanation: 'Deployments roll out changes gradually and can be rolled back.',
    },
    {
      question: 'Why do Services exist if pods already have IP addresses?',
      options: {
        A: 'Pods are disposable and get new IPs, so Services provide a stable name and IP that load-balances across matching pods',
        B: 'Pods cannot receive traffic without a Service at all',
        C: 'Services build images',
        D: 'Services store secrets',
      },
      correct: 'A',
      explanation: 'A Service decouples clients from individual, changing pods.',
    },
    {
      question: 'What happens when a container exceeds its memory limit?',
      options: {
        A: 'It is throttled',
        B: 'It gets more memory automatically',
        C: 'It is killed (OOMKilled) and restarted according to its restart policy',
        D: 'The node reboots',
      },
      correct: 'C',
      explanation: 'Memory limits are enforced by the kernel; CPU limits throttle instead.',
    },
    {
      question: 'What does the declarative reconciliation model mean?',
      options: {
        A: 'Administrators run imperative commands for every change',
        B: 'Controllers continuously drive actual state toward the desired state you declared',
        C: 'Changes are applied once and never checked again',
        D: 'Pods reconcile their own code',
      },
      correct: 'B',
      explanation: 'If reality diverges, for example a node fails, controllers fix it automatically.',
    },
    {
      question: 'How are Secrets protected by default in Kubernetes?',
      options: {
        A: 'They are strongly encrypted with a user password',
        B: 'They are stored on the developer\'s laptop',
        C: 'They cannot be read by any pod',
        D: 'They are only base64-encoded, so encryption at rest and RBAC must be configured',
      },
      correct: 'D',
      explanation: 'Base64 is an encoding, not encryption.',
    },
    {
      question: 'Which Service type provisions an external cloud load balancer?',
      options: {
        A: 'LoadBalancer',
        B: 'ClusterIP',
        C: 'Headless',
        D: 'ExternalName',
      },
      correct: 'A',
      explanation: 'LoadBalancer Services ask the cloud provider for an external load balancer.',
    },
  ],
  problems: [],
};
