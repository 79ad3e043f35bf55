import type { Mcq } from '@app/shared/content.schemas';

export const easyMcq: Mcq[] = [
  {
    question: 'What is continuous integration (CI)?',
    options: {
      A: 'Automatically building and testing every change pushed to the shared repository',
      B: 'Deploying to production once a quarter',
      C: 'Writing all code in a single file',
      D: 'Manually testing features before each release',
    },
    correct: 'A',
    explanation: 'CI catches integration problems early by verifying each change as it lands.',
  },
  {
    question: 'How does continuous delivery differ from continuous deployment?',
    options: {
      A: 'Delivery keeps every change releasable but needs an approval to go to production; deployment releases automatically',
      B: 'Deployment never reaches production',
      C: 'Delivery skips automated tests',
      D: 'They are identical',
    },
    correct: 'A',
    explanation:
      'With continuous deployment every change that passes the pipeline goes live without a manual gate.',
  },
  {
    question: 'What does the FROM instruction in a Dockerfile do?',
    options: {
      A: 'Copies files from the host',
      B: 'Runs the container',
      C: 'Exposes a network port',
      D: 'Sets the base image the build starts from',
    },
    correct: 'D',
    explanation: 'Every Dockerfile starts from a base image such as node:22-alpine or scratch.',
  },
  {
    question: 'What is the difference between a Docker image and a container?',
    options: {
      A: 'An image is a running process',
      B: 'An image is a read-only template; a container is a running instance of an image',
      C: 'A container is a file stored in a registry',
      D: 'They are the same thing',
    },
    correct: 'B',
    explanation: 'Many containers can be started from one image, each with its own writable layer.',
  },
  {
    question: 'What does the command docker ps show?',
    options: {
      A: 'The running containers',
      B: 'The build history of an image',
      C: 'The Docker version',
      D: 'The images stored locally',
    },
    correct: 'A',
    explanation: 'Add -a to include stopped containers; docker images lists images.',
  },
  {
    question: 'What is a Kubernetes pod?',
    options: {
      A: 'A configuration file format',
      B: 'The smallest deployable unit: one or more containers sharing network and storage',
      C: 'A physical server in the cluster',
      D: 'A type of load balancer',
    },
    correct: 'B',
    explanation: 'Containers in a pod share an IP address and can share volumes.',
  },
  {
    question: 'Where are GitHub Actions workflow files stored in a repository?',
    options: {
      A: 'In the docs folder',
      B: 'In the root directory as Jenkinsfile',
      C: 'In .gitlab-ci.yml',
      D: 'In the .github/workflows directory',
    },
    correct: 'D',
    explanation: 'Each YAML file in .github/workflows defines a workflow.',
  },
  {
    question: 'In a GitHub Actions workflow, which key defines the events that trigger it?',
    options: {
      A: 'steps',
      B: 'runs-on',
      C: 'on',
      D: 'uses',
    },
    correct: 'C',
    explanation:
      'For example on: [push, pull_request] runs the workflow for pushes and pull requests.',
  },
  {
    question: 'What is infrastructure as code (IaC)?',
    options: {
      A: 'Drawing architecture diagrams',
      B: 'Defining and managing infrastructure through versioned configuration files',
      C: 'Writing application code on servers directly',
      D: 'Buying hardware through code reviews',
    },
    correct: 'B',
    explanation:
      'Tools like Terraform, CloudFormation or Bicep make infrastructure reproducible and reviewable.',
  },
  {
    question: 'What is a build artifact?',
    options: {
      A: 'A deleted temporary file',
      B: 'A comment in the pipeline file',
      C: 'An output of the build, such as a binary, package or container image, kept for later stages',
      D: 'A bug found during the build',
    },
    correct: 'C',
    explanation:
      "Building once and promoting the same artifact through environments avoids 'works on staging' surprises.",
  },
  {
    question: 'Why run unit tests in the CI pipeline?',
    options: {
      A: 'To make the build slower on purpose',
      B: 'To replace code review entirely',
      C: 'To catch regressions before changes are merged or released',
      D: 'Because tests cannot run on laptops',
    },
    correct: 'C',
    explanation: 'A failing test blocks the change while it is still cheap to fix.',
  },
  {
    question: 'What does a Kubernetes Deployment do?',
    options: {
      A: 'Exposes pods to the internet by itself',
      B: 'Keeps a desired number of identical pod replicas running and rolls out updates to them',
      C: 'Stores secrets encrypted',
      D: 'Builds container images',
    },
    correct: 'B',
    explanation:
      'A Deployment manages ReplicaSets, replacing pods gradually when the pod template changes.',
  },
  {
    question: 'What does the -t option do in docker build -t shop:1.4 .?',
    options: {
      A: 'Names and tags the built image as shop:1.4',
      B: 'Sets a build timeout',
      C: 'Runs the tests inside the image',
      D: 'Uses a terminal for the build',
    },
    correct: 'A',
    explanation: 'The tag lets you refer to and push the image by name and version.',
  },
  {
    question: 'Which command starts a new container from an image?',
    options: {
      A: 'docker pull',
      B: 'docker build',
      C: 'docker commit',
      D: 'docker run',
    },
    correct: 'D',
    explanation: 'docker run creates and starts a container; docker pull only downloads the image.',
  },
];

export const mediumMcq: Mcq[] = [
  {
    question:
      'Why copy package.json and run npm ci before copying the rest of the source in a Dockerfile?',
    options: {
      A: 'Because COPY . . is not allowed first',
      B: 'To make the image larger',
      C: 'Because npm requires an empty directory',
      D: 'So code changes do not invalidate the cached dependency-install layer',
    },
    correct: 'D',
    explanation: 'Docker reuses layers until the first changed one, so stable steps belong early.',
  },
  {
    question: 'What is the main benefit of a multi-stage Docker build?',
    options: {
      A: 'It disables layer caching',
      B: 'It runs several containers at once',
      C: 'It builds for several operating systems at once automatically',
      D: 'Build tools stay in an earlier stage and only the artifacts are copied into a small runtime image',
    },
    correct: 'D',
    explanation: 'Smaller final images have fewer vulnerabilities and pull faster.',
  },
  {
    question: 'What happens when a Kubernetes readiness probe fails?',
    options: {
      A: 'The Deployment is deleted',
      B: "The pod is removed from the Service's endpoints but not restarted",
      C: 'The container is restarted',
      D: 'The node is drained',
    },
    correct: 'B',
    explanation:
      'A failing liveness probe restarts the container; a failing readiness probe only stops traffic.',
  },
  {
    question: 'How are Kubernetes Secrets protected by default?',
    options: {
      A: 'They are only base64-encoded; encryption at rest must be configured separately',
      B: 'They cannot be read by any pod',
      C: 'They are always encrypted with AES-256 in etcd',
      D: 'They are stored only in memory',
    },
    correct: 'A',
    explanation:
      'Base64 is an encoding, not encryption; enable encryption at rest and restrict RBAC access.',
  },
  {
    question: 'What does needs: build do on a GitHub Actions job?',
    options: {
      A: 'Installs a tool called build',
      B: 'Runs the job on the same runner as build',
      C: 'Makes the job wait until the build job has completed successfully',
      D: "Copies build's files automatically",
    },
    correct: 'C',
    explanation:
      'Jobs run in parallel by default; needs creates dependencies, and files must be shared via artifacts.',
  },
  {
    question: 'What does a matrix strategy in GitHub Actions do?',
    options: {
      A: 'Runs the job once for each combination of the listed values, such as OS and Node version',
      B: 'Encrypts secrets in a matrix',
      C: 'Runs steps in random order',
      D: 'Limits a workflow to one runner',
    },
    correct: 'A',
    explanation: 'A 2 x 3 matrix produces six parallel jobs.',
  },
  {
    question: 'What characterises a blue-green deployment?',
    options: {
      A: 'Two identical environments; traffic switches to the new one at once and can switch back for rollback',
      B: 'The old version is deleted before the new one starts',
      C: 'Traffic moves one percent at a time over a week',
      D: 'Only the database is deployed twice',
    },
    correct: 'A',
    explanation:
      'Instant switchover and instant rollback come at the cost of running two environments.',
  },
  {
    question: 'What is a canary release?',
    options: {
      A: 'Testing only in a staging environment',
      B: 'Deploying every service at the same time',
      C: 'Releasing only on Fridays',
      D: 'Sending a small share of traffic to the new version and watching its metrics before rolling out fully',
    },
    correct: 'D',
    explanation: 'Problems affect few users and trigger an automatic or manual rollback.',
  },
  {
    question: "A Deployment's rolling update has maxSurge: 1 and maxUnavailable: 0. What happens?",
    options: {
      A: 'The update is paused until approved',
      B: 'A new pod is started before an old one is removed, so capacity never drops below the desired count',
      C: 'Only one pod ever runs',
      D: 'All old pods are removed first',
    },
    correct: 'B',
    explanation:
      'maxUnavailable 0 forbids losing capacity; maxSurge 1 allows one extra pod during the rollout.',
  },
  {
    question: 'What does a Kubernetes Service of type ClusterIP provide?',
    options: {
      A: 'Persistent storage for pods',
      B: 'A stable virtual IP and DNS name inside the cluster that load-balances to matching pods',
      C: 'A container image registry',
      D: 'A public IP address on the internet',
    },
    correct: 'B',
    explanation: 'Pods come and go, but the Service name and IP stay the same.',
  },
  {
    question: 'What is Helm?',
    options: {
      A: 'A monitoring dashboard',
      B: 'A container runtime',
      C: 'A package manager for Kubernetes that installs charts of templated manifests',
      D: 'A Git hosting service',
    },
    correct: 'C',
    explanation:
      'Charts are versioned and configured with values files, and releases can be upgraded or rolled back.',
  },
  {
    question: 'How should a workflow use an API token it needs?',
    options: {
      A: 'Store it as an encrypted secret and reference it with the secrets context',
      B: 'Commit it in the workflow YAML',
      C: 'Print it in the logs for debugging',
      D: 'Put it in the README',
    },
    correct: 'A',
    explanation:
      'Secrets are masked in logs and are not exposed to workflows triggered from forks.',
  },
  {
    question: 'What does a .dockerignore file do?',
    options: {
      A: 'Hides containers from docker ps',
      B: 'Lists images to delete',
      C: 'Excludes files from the build context sent to the Docker daemon',
      D: 'Ignores failing RUN commands',
    },
    correct: 'C',
    explanation:
      'Excluding node_modules, .git and secrets speeds up builds and avoids leaking files into images.',
  },
  {
    question: 'When would you use a StatefulSet instead of a Deployment?',
    options: {
      A: 'For scheduling jobs by time',
      B: 'When each replica needs a stable identity and its own persistent volume, as in a database cluster',
      C: 'For one-off batch jobs',
      D: 'For stateless web servers',
    },
    correct: 'B',
    explanation:
      'StatefulSet pods get ordinal names like db-0 and keep their volumes across restarts.',
  },
];

export const hardMcq: Mcq[] = [
  {
    question:
      'What happens when a container exceeds its memory limit, and when it exceeds its CPU limit?',
    options: {
      A: 'Memory: it is throttled; CPU: it is killed',
      B: 'Memory: it is OOM-killed; CPU: it is throttled',
      C: 'Both: nothing, limits are advisory',
      D: 'Both: the pod is rescheduled to another node',
    },
    correct: 'B',
    explanation:
      'Memory is not compressible, so the kernel kills the process; CPU time can simply be limited.',
  },
  {
    question: 'Which condition gives a pod the Guaranteed QoS class?',
    options: {
      A: 'The pod has no requests or limits',
      B: 'Only memory limits are set',
      C: 'Every container sets CPU and memory requests equal to its limits',
      D: 'The pod runs in the kube-system namespace',
    },
    correct: 'C',
    explanation: 'Guaranteed pods are the last to be evicted under node pressure.',
  },
  {
    question: 'An HPA targets 60% CPU. Four pods average 90%. How many replicas does it want?',
    options: {
      A: '6',
      B: '8',
      C: '5',
      D: '7',
    },
    correct: 'A',
    explanation: 'desired = ceil(4 x 90 / 60) = 6.',
  },
  {
    question: 'What does a PodDisruptionBudget protect against?',
    options: {
      A: 'Image pull errors',
      B: 'Node hardware failures',
      C: 'Out-of-memory kills',
      D: 'Voluntary disruptions such as node drains taking down too many replicas at once',
    },
    correct: 'D',
    explanation:
      'Eviction requests are refused when they would violate minAvailable or maxUnavailable.',
  },
  {
    question: 'What is the core idea of GitOps (for example with Argo CD or Flux)?',
    options: {
      A: 'Git hooks push directly to production servers',
      B: 'Desired state lives in Git and an agent in the cluster continuously pulls and reconciles it, correcting drift',
      C: 'Developers run kubectl apply from their laptops',
      D: 'The CI pipeline stores cluster state in artifacts',
    },
    correct: 'B',
    explanation: 'Pull-based reconciliation makes Git the auditable source of truth.',
  },
  {
    question:
      'How can a GitHub Actions workflow deploy to a cloud account without storing long-lived credentials?',
    options: {
      A: 'Store the root access keys as a secret',
      B: 'Request an OIDC token (permissions: id-token: write) and exchange it for short-lived cloud credentials',
      C: 'Hard-code an access key in the workflow',
      D: 'Use the GITHUB_TOKEN as cloud credentials',
    },
    correct: 'B',
    explanation:
      "The cloud trusts GitHub's OIDC issuer and can restrict access to specific repositories and branches.",
  },
  {
    question: 'Why is the pull_request_target trigger risky?',
    options: {
      A: 'It never runs for forks',
      B: 'It cannot access the repository',
      C: "It runs with the base repository's secrets and write token, so checking out and running untrusted PR code can leak them",
      D: 'It runs on every push to every branch',
    },
    correct: 'C',
    explanation:
      "Only use it for trusted operations, or never execute the PR's code in that context.",
  },
  {
    question: 'Which of these is not one of the four key DORA metrics?',
    options: {
      A: 'Lead time for changes',
      B: 'Deployment frequency',
      C: 'Change failure rate',
      D: 'Code coverage',
    },
    correct: 'D',
    explanation:
      'The four keys are deployment frequency, lead time for changes, change failure rate and failed deployment recovery time (formerly time to restore service).',
  },
  {
    question: 'Why pin a container image by digest (image@sha256:...) rather than by tag?',
    options: {
      A: "Digests include the image's source code",
      B: 'Tags cannot be used in Kubernetes',
      C: 'Digests download faster',
      D: 'Tags are mutable, while a digest always identifies exactly the same content',
    },
    correct: 'D',
    explanation:
      'Pinning by digest makes deployments reproducible and protects against a re-pushed tag.',
  },
  {
    question: 'What is build provenance in supply-chain frameworks such as SLSA?',
    options: {
      A: "A list of the developers' home addresses",
      B: 'A signed attestation describing how, where and from what source an artifact was built',
      C: "The artifact's download statistics",
      D: 'A compressed copy of the build logs only',
    },
    correct: 'B',
    explanation: 'Consumers can verify provenance before deploying an artifact.',
  },
  {
    question:
      'How does trunk-based development keep main releasable while features are unfinished?',
    options: {
      A: 'Tests are disabled until release day',
      B: 'Main is frozen until all features are done',
      C: 'Small changes merge to main frequently and incomplete features are hidden behind feature flags',
      D: 'Every feature lives on a long-lived branch for months',
    },
    correct: 'C',
    explanation:
      'Short-lived branches and flags avoid painful merges and decouple deploy from release.',
  },
  {
    question: 'What does RUN --mount=type=cache,target=/root/.npm do in a BuildKit Dockerfile?',
    options: {
      A: 'Persists the package manager cache between builds without adding it to the image layers',
      B: "Mounts the host's home directory into the image",
      C: 'Disables the layer cache for that step',
      D: 'Copies the cache into the final image',
    },
    correct: 'A',
    explanation:
      'Cache mounts speed up dependency installs even when the layer itself must be rebuilt.',
  },
  {
    question: 'Under node memory pressure, which pods does the kubelet evict first?',
    options: {
      A: 'BestEffort pods, then Burstable pods using more than their requests',
      B: 'The newest pods regardless of QoS',
      C: 'Guaranteed pods first',
      D: 'Pods in the default namespace only',
    },
    correct: 'A',
    explanation:
      'Eviction ranks pods by whether usage exceeds requests, priority and usage, so Guaranteed pods go last.',
  },
  {
    question: 'Why pin third-party GitHub Actions to a full commit SHA instead of a tag like v4?',
    options: {
      A: 'A tag can be moved to malicious code, but a commit SHA is immutable',
      B: 'Tags are not supported in uses:',
      C: 'SHAs give access to more secrets',
      D: 'SHAs make workflows run faster',
    },
    correct: 'A',
    explanation:
      'Supply-chain attacks have retagged popular actions; pinning by SHA prevents silent changes.',
  },
];
