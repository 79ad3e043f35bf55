import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'devops-7',
  order: 7,
  title: 'Kubernetes Fundamentals',
  description:
    'Understand Kubernetes architecture and core objects: pods, deployments, services, namespaces, ConfigMaps and Secrets, and the declarative reconciliation model behind them.',
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
    proTip:
      "Use kubectl explain deployment.spec.template.spec.containers (or any field path) when writing manifests: it prints the official documentation for each field straight from your cluster's API.",
  },
  mcqs: [
    {
      question: "Where does Kubernetes store the cluster's desired and current state?",
      options: {
        A: 'In etcd, reached through the API server',
        B: "In each node's kubelet cache",
        C: 'In a ConfigMap named `cluster-state` in `kube-system`',
        D: "In the scheduler's in-memory queue of pending pods",
      },
      correct: 'A',
      explanation:
        'etcd is the key-value store of all cluster state, and everything goes through the API server.',
    },
    {
      question: 'What does the Kubernetes scheduler do?',
      options: {
        A: 'Restarts containers that have crashed',
        B: 'Assigns new pods to suitable nodes',
        C: 'Runs cron-style jobs on a timetable',
        D: 'Scales deployments up when load rises',
      },
      correct: 'B',
      explanation: 'The scheduler picks a node for each new pod; the kubelet restarts containers.',
    },
    {
      question: 'What is a pod?',
      options: {
        A: 'A worker machine that runs containers',
        B: 'A group of nodes sharing one control plane',
        C: 'The smallest unit, containers sharing network and storage',
        D: 'A single container image pulled from a registry and run once',
      },
      correct: 'C',
      explanation:
        'A pod is one or more containers that share an IP address, localhost networking and volumes.',
    },
    {
      question: "What happens when you change the image in a Deployment's pod template?",
      options: {
        A: 'All pods are deleted at once and then recreated',
        B: 'The running containers are patched in place with the new image',
        C: 'Nothing, until you delete the pods by hand',
        D: 'A rolling update via a new ReplicaSet replaces old pods',
      },
      correct: 'D',
      explanation:
        'The new ReplicaSet scales up while the old one scales down, and `kubectl rollout undo` rolls back.',
    },
    {
      question: 'Why do Services exist if pods already have IP addresses?',
      options: {
        A: 'Pods get new IPs, so a Service gives a stable name and IP',
        B: 'Pod IPs are reachable only from the node itself',
        C: 'Services encrypt the traffic between all pods',
        D: 'Services are needed before pods can reach the public internet',
      },
      correct: 'A',
      explanation:
        'Pods are disposable; a Service selects pods by label and load-balances across them behind a stable address.',
    },
    {
      question: 'What happens when a container exceeds its memory limit?',
      options: {
        A: 'It is throttled until usage drops below `limits.memory`',
        B: 'It is OOM-killed and restarted per its restart policy',
        C: 'The node grants it extra memory from any spare capacity',
        D: 'The pod is moved to another node with more memory',
      },
      correct: 'B',
      explanation:
        'Memory over the limit gets the container killed; CPU over the limit is only throttled.',
    },
    {
      question: 'What does the declarative reconciliation model mean?',
      options: {
        A: 'You run commands in order to reach the desired state',
        B: 'The API server rejects changes not made through Git',
        C: 'Controllers keep driving actual state toward desired state',
        D: 'Kubernetes reconciles state once, when you apply it',
      },
      correct: 'C',
      explanation:
        'Controllers continuously compare desired and actual state and act to close the gap.',
    },
    {
      question: 'How are Secrets protected by default in Kubernetes?',
      options: {
        A: 'Encrypted with AES-256 by the API server before they reach etcd',
        B: "Kept only in the API server's memory and never written to etcd",
        C: 'Hashed with bcrypt, so not even the pods can read them back',
        D: 'Only base64-encoded, so add encryption at rest and RBAC',
      },
      correct: 'D',
      explanation:
        'Base64 is an encoding, not encryption, so enable encryption at rest and restrict access.',
    },
    {
      question: 'Which Service type provisions an external cloud load balancer?',
      options: {
        A: '`ClusterIP`',
        B: '`NodePort`',
        C: '`ExternalName`',
        D: '`LoadBalancer`',
      },
      correct: 'D',
      explanation:
        '`LoadBalancer` asks the cloud provider for a load balancer; `ClusterIP` is internal and the default.',
    },
    {
      question: 'What do resource requests tell Kubernetes?',
      options: {
        A: 'How much CPU and memory to reserve for the pod',
        B: 'The most CPU and memory the container may ever use',
        C: 'How many replicas to start for the whole Deployment',
        D: 'Which node the pod is required to run on, by name',
      },
      correct: 'A',
      explanation: 'The scheduler reserves the requested resources; limits cap actual usage.',
    },
    {
      question: 'What are namespaces for?',
      options: {
        A: 'Isolating pods onto separate physical nodes',
        B: 'Partitioning a cluster, scoping names, quotas and permissions',
        C: 'Giving each pod its own private DNS server',
        D: "Encrypting traffic between different teams' pods",
      },
      correct: 'B',
      explanation: 'Namespaces divide a cluster between teams or environments.',
    },
    {
      question: 'What does `kubectl rollout undo deploy/api` do?',
      options: {
        A: 'Deletes the Deployment together with all of its pods',
        B: 'Pauses the rollout that is currently in progress',
        C: 'Rolls the Deployment back to its previous revision',
        D: 'Undoes the last `kubectl edit` made to any resource',
      },
      correct: 'C',
      explanation: 'It rolls back to the previous ReplicaSet revision.',
    },
  ],
  problems: [],
};
