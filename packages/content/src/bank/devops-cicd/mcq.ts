import type { Mcq } from '@app/shared/content.schemas';

export const easyMcq: Mcq[] = [
  {
    question: 'What is continuous integration (CI)?',
    options: {
      A: 'Building and testing every pushed change automatically',
      B: 'Deploying to production once a quarter after manual checks',
      C: 'Keeping all of the code in a single shared file to avoid merges',
      D: 'Manually testing features before each release',
    },
    correct: 'A',
    explanation: 'CI catches integration problems early by verifying each change as it lands.',
  },
  {
    question: 'How does continuous delivery differ from continuous deployment?',
    options: {
      A: 'Delivery waits for an approval; deployment ships automatically',
      B: 'Deployment never reaches production; delivery always does',
      C: 'Delivery skips the automated tests that deployment runs',
      D: 'They are identical terms used by different vendors',
    },
    correct: 'A',
    explanation:
      'With continuous deployment every change that passes the pipeline goes live without a manual gate.',
  },
  {
    question: 'What does the FROM instruction in a Dockerfile do?',
    options: {
      A: 'Copies files from the host into the image',
      B: 'Runs the container from the built image',
      C: 'Exposes a network port of the container',
      D: 'Sets the base image the build starts from',
    },
    correct: 'D',
    explanation: 'Every Dockerfile starts from a base image such as node:22-alpine or scratch.',
  },
  {
    question: 'What is the difference between a Docker image and a container?',
    options: {
      A: 'An image is a running process; a container is its on-disk file',
      B: 'An image is a read-only template; a container runs one',
      C: 'A container is a file stored in a registry for reuse',
      D: 'They are the same thing under two names',
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
      A: 'A configuration file format that the cluster reads at start-up',
      B: 'The smallest deployable unit, of containers sharing a network',
      C: 'A physical server that joins the cluster',
      D: 'A type of load balancer in front of Services',
    },
    correct: 'B',
    explanation: 'Containers in a pod share an IP address and can share volumes.',
  },
  {
    question: 'Where are GitHub Actions workflow files stored in a repository?',
    options: {
      A: 'In the docs folder at the repository root',
      B: 'In the root directory, as a Jenkinsfile',
      C: 'In .gitlab-ci.yml at the root',
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
      A: 'Drawing architecture diagrams for reviews',
      B: 'Managing infrastructure through versioned configuration files',
      C: 'Writing application code directly on the servers',
      D: 'Buying hardware through code review approvals',
    },
    correct: 'B',
    explanation:
      'Tools like Terraform, CloudFormation or Bicep make infrastructure reproducible and reviewable.',
  },
  {
    question: 'What is a build artifact?',
    options: {
      A: 'A temporary file deleted at the end of the build',
      B: 'A comment left in the pipeline file for the next developer',
      C: 'A build output, such as a binary or image, kept for later',
      D: 'A bug that the build discovered',
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
      C: 'To catch regressions before changes are merged',
      D: 'Because tests cannot run on local laptops',
    },
    correct: 'C',
    explanation: 'A failing test blocks the change while it is still cheap to fix.',
  },
  {
    question: 'What does a Kubernetes Deployment do?',
    options: {
      A: 'Exposes its pods to the internet by itself, with a public IP',
      B: 'Keeps N replicas running and rolls out updates to them',
      C: 'Stores the secrets for its pods in encrypted form in etcd',
      D: 'Builds the container images for the pods',
    },
    correct: 'B',
    explanation:
      'A Deployment manages ReplicaSets, replacing pods gradually when the pod template changes.',
  },
  {
    question: 'What does the -t option do in docker build -t shop:1.4 .?',
    options: {
      A: 'Names and tags the built image as shop:1.4',
      B: 'Sets a build timeout of 1.4 minutes (t for time)',
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
      A: 'Because COPY . . is not allowed as the first step',
      B: 'To make the image larger but faster to start',
      C: 'Because npm requires an empty working directory',
      D: 'So code edits do not invalidate the cached install layer',
    },
    correct: 'D',
    explanation: 'Docker reuses layers until the first changed one, so stable steps belong early.',
  },
  {
    question: 'What is the main benefit of a multi-stage Docker build?',
    options: {
      A: 'It disables layer caching for faster builds',
      B: 'It runs several containers at once during the build',
      C: 'It builds images for several operating systems at once',
      D: 'Build tools stay behind and only the artifacts are shipped',
    },
    correct: 'D',
    explanation: 'Smaller final images have fewer vulnerabilities and pull faster.',
  },
  {
    question: 'What happens when a Kubernetes readiness probe fails?',
    options: {
      A: 'The whole Deployment is deleted',
      B: "The pod leaves the Service's endpoints, without a restart",
      C: 'The container is restarted by the kubelet after three failures',
      D: 'The node is drained of all its pods',
    },
    correct: 'B',
    explanation:
      'A failing liveness probe restarts the container; a failing readiness probe only stops traffic.',
  },
  {
    question: 'How are Kubernetes Secrets protected by default?',
    options: {
      A: 'Base64-encoded; at-rest encryption is opt-in',
      B: 'They cannot be read by any pod unless it runs as root',
      C: 'They are always encrypted with AES-256 in etcd',
      D: 'They are stored only in memory and never written to disk',
    },
    correct: 'A',
    explanation:
      'Base64 is an encoding, not encryption; enable encryption at rest and restrict RBAC access.',
  },
  {
    question: 'What does needs: build do on a GitHub Actions job?',
    options: {
      A: 'Installs a tool called build first',
      B: 'Runs the job on the same runner machine as the build job',
      C: 'Makes the job wait until build has succeeded',
      D: "Copies build's output files into the job automatically",
    },
    correct: 'C',
    explanation:
      'Jobs run in parallel by default; needs creates dependencies, and files must be shared via artifacts.',
  },
  {
    question: 'What does a matrix strategy in GitHub Actions do?',
    options: {
      A: 'Runs the job once per combination of the listed values',
      B: 'Encrypts each secret in a matrix before the jobs can read it',
      C: 'Runs the steps of a job in random order',
      D: 'Limits the whole workflow to a single runner at any one time',
    },
    correct: 'A',
    explanation: 'A 2 x 3 matrix produces six parallel jobs.',
  },
  {
    question: 'What characterises a blue-green deployment?',
    options: {
      A: 'Two full environments, with traffic switched between them',
      B: 'The old version is deleted before the new version is started up',
      C: 'Traffic moves one percent at a time over a week',
      D: 'Only the database is deployed twice, old and new',
    },
    correct: 'A',
    explanation:
      'Instant switchover and instant rollback come at the cost of running two environments.',
  },
  {
    question: 'What is a canary release?',
    options: {
      A: 'Testing only in a staging environment first',
      B: 'Deploying every service at the same moment',
      C: 'Releasing only on Friday afternoons',
      D: 'Sending some traffic to the new version and watching metrics',
    },
    correct: 'D',
    explanation: 'Problems affect few users and trigger an automatic or manual rollback.',
  },
  {
    question: "A Deployment's rolling update has maxSurge: 1 and maxUnavailable: 0. What happens?",
    options: {
      A: 'The update pauses until someone approves it',
      B: 'New pods start before old ones stop',
      C: 'Only one pod ever runs during the update',
      D: 'All old pods are removed first, then one new pod is added',
    },
    correct: 'B',
    explanation:
      'maxUnavailable 0 forbids losing capacity; maxSurge 1 allows one extra pod during the rollout.',
  },
  {
    question: 'What does a Kubernetes Service of type ClusterIP provide?',
    options: {
      A: 'Persistent storage that pods can mount',
      B: 'A stable in-cluster IP and DNS name that balances to pods',
      C: "A registry for the cluster's container images",
      D: 'A public IP address that is reachable from the whole internet',
    },
    correct: 'B',
    explanation: 'Pods come and go, but the Service name and IP stay the same.',
  },
  {
    question: 'What is Helm?',
    options: {
      A: 'A monitoring dashboard for clusters',
      B: 'A container runtime that replaces containerd',
      C: 'A package manager that installs charts of templated manifests',
      D: 'A Git hosting service for Kubernetes config',
    },
    correct: 'C',
    explanation:
      'Charts are versioned and configured with values files, and releases can be upgraded or rolled back.',
  },
  {
    question: 'How should a workflow use an API token it needs?',
    options: {
      A: 'Store it as an encrypted repository secret',
      B: 'Commit it in the workflow YAML in plain text',
      C: 'Print it in the logs so failures can be debugged',
      D: 'Put it in the README so that other developers can find it',
    },
    correct: 'A',
    explanation:
      'Secrets are masked in logs and are not exposed to workflows triggered from forks.',
  },
  {
    question: 'What does a .dockerignore file do?',
    options: {
      A: 'Hides containers from the docker ps listing',
      B: 'Lists old images that the next docker prune should delete',
      C: 'Excludes files from the build context sent to the daemon',
      D: 'Ignores any RUN command that fails, so the build carries on',
    },
    correct: 'C',
    explanation:
      'Excluding node_modules, .git and secrets speeds up builds and avoids leaking files into images.',
  },
  {
    question: 'When would you use a StatefulSet instead of a Deployment?',
    options: {
      A: 'For scheduling jobs to run at fixed times',
      B: 'When each replica needs a stable identity and its own volume',
      C: 'For one-off batch jobs that must run to completion and then stop',
      D: 'For stateless web servers behind a Service',
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
      A: 'Memory: it is throttled; CPU: the process is killed',
      B: 'Memory: it is OOM-killed; CPU: it is throttled',
      C: 'Both: nothing happens, since limits are only advisory',
      D: 'Both: the pod is evicted and rescheduled to another node',
    },
    correct: 'B',
    explanation:
      'Memory is not compressible, so the kernel kills the process; CPU time can simply be limited.',
  },
  {
    question: 'Which condition gives a pod the Guaranteed QoS class?',
    options: {
      A: 'The pod sets no requests or limits at all',
      B: 'Only memory limits are set, and CPU is left unlimited for all',
      C: "Each container's CPU and memory requests equal its limits",
      D: 'The pod runs in the kube-system namespace with top priority',
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
      A: 'Image pull errors that stop a rollout from progressing further',
      B: 'Node hardware failures in a zone',
      C: 'Out-of-memory kills of containers',
      D: 'Drains and other voluntary disruptions evicting too many pods',
    },
    correct: 'D',
    explanation:
      'Eviction requests are refused when they would violate minAvailable or maxUnavailable.',
  },
  {
    question: 'What is the core idea of GitOps (for example with Argo CD or Flux)?',
    options: {
      A: 'Git hooks push changes straight to production servers',
      B: 'Desired state lives in Git and an in-cluster agent reconciles it',
      C: 'Developers run kubectl apply from their own laptops after each merge',
      D: 'The CI pipeline stores the cluster state as artifacts',
    },
    correct: 'B',
    explanation: 'Pull-based reconciliation makes Git the auditable source of truth.',
  },
  {
    question:
      'How can a GitHub Actions workflow deploy to a cloud account without storing long-lived credentials?',
    options: {
      A: "Store the account's root access keys as an encrypted repository secret",
      B: 'Exchange an OIDC token for short-lived cloud credentials',
      C: 'Hard-code an access key in the workflow file',
      D: "Use the GITHUB_TOKEN directly as the cloud account's credentials",
    },
    correct: 'B',
    explanation:
      "The cloud trusts GitHub's OIDC issuer and can restrict access to specific repositories and branches.",
  },
  {
    question: 'Why is the pull_request_target trigger risky?',
    options: {
      A: 'It never runs for pull requests from forks',
      B: "It cannot access the repository's contents",
      C: 'It runs with base-repo secrets, so running PR code can leak them',
      D: 'It runs on every push to every branch of the repository',
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
      B: 'Tags cannot be used at all in Kubernetes manifests since 1.24',
      C: 'Digests download faster since the registry skips the tag lookup',
      D: 'Tags can move, while a digest always names the same content',
    },
    correct: 'D',
    explanation:
      'Pinning by digest makes deployments reproducible and protects against a re-pushed tag.',
  },
  {
    question: 'What is build provenance in supply-chain frameworks such as SLSA?',
    options: {
      A: "A list of the developers' home addresses",
      B: 'A signed record of how, where and from what source it was built',
      C: "The artifact's download statistics by region",
      D: 'A compressed copy of the build logs only',
    },
    correct: 'B',
    explanation: 'Consumers can verify provenance before deploying an artifact.',
  },
  {
    question:
      'How does trunk-based development keep main releasable while features are unfinished?',
    options: {
      A: 'Tests are disabled until release day arrives',
      B: 'Main is frozen until all features are done',
      C: 'Small changes merge often, with unfinished work behind flags',
      D: 'Every feature lives on its own long-lived branch for months at a time',
    },
    correct: 'C',
    explanation:
      'Short-lived branches and flags avoid painful merges and decouple deploy from release.',
  },
  {
    question: 'What does RUN --mount=type=cache,target=/root/.npm do in a BuildKit Dockerfile?',
    options: {
      A: 'Keeps the package cache between builds, outside the image layers',
      B: "Mounts the host's home directory into the image",
      C: "Disables BuildKit's layer cache so that step always reruns",
      D: 'Copies the cache into the final image as a layer',
    },
    correct: 'A',
    explanation:
      'Cache mounts speed up dependency installs even when the layer itself must be rebuilt.',
  },
  {
    question: 'Under node memory pressure, which pods does the kubelet evict first?',
    options: {
      A: 'BestEffort pods, then Burstable ones above their requests',
      B: 'The newest pods first, whatever their QoS class or priority is',
      C: 'Guaranteed pods first, as they use the most',
      D: 'Only pods in the default namespace',
    },
    correct: 'A',
    explanation:
      'Eviction ranks pods by whether usage exceeds requests, priority and usage, so Guaranteed pods go last.',
  },
  {
    question: 'Why pin third-party GitHub Actions to a full commit SHA instead of a tag like v4?',
    options: {
      A: 'A tag can be moved, but a SHA cannot',
      B: 'Tags are not supported in the uses: key',
      C: 'SHAs give the pinned action access to more repository secrets',
      D: 'SHAs make workflows start and run faster',
    },
    correct: 'A',
    explanation:
      'Supply-chain attacks have retagged popular actions; pinning by SHA prevents silent changes.',
  },
];
