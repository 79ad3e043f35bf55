import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'docker-8',
  order: 8,
  title: 'Docker in Production: Security, Registries and Orchestration',
  description:
    'Ship containers responsibly with image tagging and signing, vulnerability scanning, runtime hardening, resource limits, healthchecks and an introduction to orchestration.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Tag, push and pin images for reproducible deployments',
    'Scan and sign images in a CI pipeline',
    'Harden containers at run time with limits and reduced privileges',
    'Explain when to move from Compose to an orchestrator such as Kubernetes',
  ],
  lesson: `## Reproducible images

A tag is a mutable label: \`acme/api:latest\` can point to a different image tomorrow. For deployments use **immutable references**: a unique tag per build (for example the git commit SHA, \`acme/api:3f9c2ab\`, plus a semantic version like \`1.4.2\`) or the content **digest** \`acme/api@sha256:…\`, which identifies exactly one image. A typical CI pipeline builds once, tags with the commit SHA, pushes to a private registry (ECR, Artifact Registry, GHCR) and promotes the *same* image from staging to production.

Multi-architecture images matter now that ARM servers and laptops are common: \`docker buildx build --platform linux/amd64,linux/arm64 -t acme/api:1.4.2 --push .\` publishes one tag that works on both.

## Supply-chain security

- **Scan** images for known vulnerabilities (CVEs) with tools such as Docker Scout, Trivy or Grype, and fail the build on critical findings that have fixes available.
- Generate an **SBOM** (software bill of materials) and **provenance attestations** with BuildKit (\`--sbom=true --provenance=true\`) so you know what each image contains and how it was built.
- **Sign** images (for example with Sigstore cosign) and verify signatures at deploy time so only trusted images run.
- Rebuild regularly: a base image that was clean last month may have new CVEs today.

## Run-time hardening

Containers share the host kernel, so defence in depth matters:

\`\`\`bash
docker run -d --name api \\
  --user 10001:10001 \\
  --read-only --tmpfs /tmp \\
  --cap-drop ALL --cap-add NET_BIND_SERVICE \\
  --security-opt no-new-privileges \\
  --memory 512m --cpus 1.5 --pids-limit 200 \\
  --health-cmd 'wget -qO- http://localhost:8000/health || exit 1' \\
  --health-interval 10s \\
  acme/api@sha256:4f1c...
\`\`\`

- Run as a **non-root** user and with a **read-only** root filesystem, giving writable tmpfs only where needed.
- **Drop Linux capabilities** you don't need; never use \`--privileged\` for application containers, and never mount the Docker socket (\`/var/run/docker.sock\`) into an untrusted container, as that is equivalent to root on the host.
- Set **memory, CPU and PID limits**. Without them one leaking container can starve the whole host; with them the kernel kills only the offender (exit code 137).
- Define a **healthcheck** so the runtime knows whether the app actually works, not merely whether the process exists. Rootless Docker or user-namespace remapping adds a further layer of isolation.

Keep secrets out of images and environment listings where possible: mount them as files from a secret manager or orchestrator secrets.

## Logging and configuration

Follow the twelve-factor approach: configuration from environment or mounted files, logs to stdout/stderr, and a log driver or collector that ships them to central storage. Configure log rotation (\`--log-opt max-size=10m --log-opt max-file=3\` for the json-file driver) so logs cannot fill the disk.

## When Compose is not enough

Compose runs containers on **one host**. When you need several machines, automatic rescheduling after node failures, rolling updates with health gates, autoscaling and service discovery across a cluster, you use an **orchestrator**. **Kubernetes** is the industry standard, available as managed services such as EKS, GKE and AKS; simpler options include AWS ECS/Fargate, Google Cloud Run and Docker Swarm. They all run the same OCI images you have learned to build, so everything in this course carries over.
`,
  overview: {
    whatYouWillLearn: [
      'Immutable tags or digests make deployments reproducible and rollbacks reliable.',
      'Vulnerability scanners compare image packages against CVE databases and should gate CI builds.',
      'Image signing and SBOMs let consumers verify where an image came from and what it contains.',
      'Dropping capabilities, read-only filesystems and non-root users shrink what an attacker can do.',
      'Memory and CPU limits protect the host and neighbouring containers from runaway processes.',
      'Orchestrators schedule containers across machines, restart failed ones and roll out updates gradually.',
    ],
    proTip:
      'Deploy by digest (image@sha256:...) or by a unique tag such as the git commit SHA, never by a moving tag like latest: you always know exactly what is running and a rollback is just redeploying the previous digest.',
  },
  mcqs: [
    {
      question: 'Why is deploying `acme/api:latest` risky?',
      options: {
        A: '`latest` images cannot be pulled from private registries',
        B: '`latest` can point to a different image over time',
        C: '`latest` images always run their processes as root',
        D: 'Docker refuses to start `latest` in production mode',
      },
      correct: 'B',
      explanation: 'Tags are mutable, so deployments should use unique tags or digests.',
    },
    {
      question: 'What does an image digest such as `@sha256:4f1c...` guarantee?',
      options: {
        A: 'The image has no known vulnerabilities in any of its layers',
        B: 'The image was signed by its publisher',
        C: 'It identifies exactly one immutable image content',
        D: 'The image is the newest build pushed under that tag',
      },
      correct: 'C',
      explanation: 'A digest is a content hash, so it always resolves to the same image.',
    },
    {
      question: 'What is the purpose of an SBOM for a container image?',
      options: {
        A: 'A list of the components and versions inside the image',
        B: 'A compressed index of layers that speeds up pulls',
        C: 'An encryption manifest for the image layers',
        D: "A policy that limits the container's memory",
      },
      correct: 'A',
      explanation:
        'A software bill of materials records what an image contains, which helps vulnerability management.',
    },
    {
      question: 'Why must the Docker socket never be mounted into an untrusted container?',
      options: {
        A: 'It slows the daemon down for every other container',
        B: 'It stops the container from writing logs',
        C: 'It breaks networking for the containers on the host',
        D: 'Control of the Docker API is effectively root on the host',
      },
      correct: 'D',
      explanation:
        'Anyone who can talk to the daemon can start privileged containers that mount the host filesystem.',
    },
    {
      question: 'What does `--cap-drop ALL --cap-add NET_BIND_SERVICE` achieve?',
      options: {
        A: 'Blocks all network access except on ports 80 and 443',
        B: 'Drops every capability, then allows binding ports below 1024',
        C: 'Runs the container privileged, but with networking removed',
        D: 'Drops every environment variable except one',
      },
      correct: 'B',
      explanation: 'Dropping capabilities reduces what a compromised process can do in the kernel.',
    },
    {
      question: 'What happens if a container with `--memory 512m` tries to use more memory?',
      options: {
        A: 'Docker transparently adds swap (`--memory-swap`) on the host',
        B: 'The container is paused until enough memory frees up',
        C: 'The OOM killer in the kernel ends the process',
        D: 'The limit is ignored when the process runs as root',
      },
      correct: 'C',
      explanation:
        'cgroup memory limits are enforced by the kernel, which kills the offender (typically exit code 137).',
    },
    {
      question:
        "Why is a healthcheck more useful than simply checking that the container's process is running?",
      options: {
        A: 'It restarts the Docker daemon when the host is slow',
        B: 'It tests that the app responds, not just that it runs',
        C: 'It shrinks the image by removing any files the app does not use',
        D: 'It is required before the container gets network traffic',
      },
      correct: 'B',
      explanation: 'A process can be alive but deadlocked; a healthcheck tests real behaviour.',
    },
    {
      question:
        'What is the main reason to move from Docker Compose to an orchestrator like Kubernetes?',
      options: {
        A: 'Compose cannot run databases or any other stateful services at all',
        B: 'Compose files cannot read environment variables',
        C: 'Kubernetes images are smaller than Docker images',
        D: 'You need containers spread and rescheduled across many hosts',
      },
      correct: 'D',
      explanation:
        'Compose targets a single host, while orchestrators manage clusters of machines with rolling updates and autoscaling.',
    },
    {
      question:
        'Which option prevents container logs from filling the host disk with the json-file driver?',
      options: {
        A: '`--read-only`',
        B: '`--log-opt max-size=10m --log-opt max-file=3`',
        C: '`--pids-limit 200`',
        D: '`--log-driver json-file --log-opt mode=non-blocking`',
      },
      correct: 'B',
      explanation: 'Rotation options cap the size and number of log files kept per container.',
    },
    {
      question: 'Why tag each CI build with the git commit SHA, such as `acme/api:3f9c2ab`?',
      options: {
        A: 'Registries reject any tags that are not full git commit hashes',
        B: 'The SHA makes the image smaller when it is pushed',
        C: 'It names exactly one build, which can then be promoted',
        D: 'Docker verifies the code against the git repository on pull',
      },
      correct: 'C',
      explanation: 'A unique tag per build lets the same image move from staging to production.',
    },
    {
      question:
        'What does `docker buildx build --platform linux/amd64,linux/arm64 ... --push` publish?',
      options: {
        A: 'One tag that works on both x86 and ARM machines',
        B: 'Two tags, one with an `-amd64` and one with an `-arm64` suffix',
        C: 'One image that emulates ARM on x86 machines at run time',
        D: 'A single x86 image that ARM hosts then refuse to run',
      },
      correct: 'A',
      explanation:
        'A multi-platform build pushes one tag whose manifest points to an image per architecture.',
    },
    {
      question: 'What does `--read-only --tmpfs /tmp` achieve?',
      options: {
        A: 'The container can read but not write its volumes, except `/tmp`',
        B: 'The image layers are verified read-only at every start',
        C: '`/tmp` is shared read-only with the host',
        D: 'Only the in-memory `/tmp` is writable in the root filesystem',
      },
      correct: 'D',
      explanation:
        'The root filesystem becomes read-only and a tmpfs gives writable scratch space only at `/tmp`.',
    },
    {
      question: 'Which tools does the lesson suggest for scanning images for known CVEs?',
      options: {
        A: 'Sigstore cosign and Notary signatures',
        B: "BuildKit's `--sbom=true` attestations",
        C: 'Docker Scout, Trivy or Grype',
        D: 'The `docker build --check` lint rules',
      },
      correct: 'C',
      explanation:
        'Scanners such as Docker Scout, Trivy and Grype compare image contents with vulnerability databases.',
    },
  ],
  problems: [],
};
