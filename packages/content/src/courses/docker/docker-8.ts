import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'docker-8',
  order: 8,
  title: 'Docker in Production: Security, Registries and Orchestration',
  description: 'Ship containers responsibly with image tagging and signing, vulnerability scanning, runtime hardening, resource limits, healthchecks and an introduction to orchestration.',
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
    proTip: 'Deploy by digest (image@sha256:...) or by a unique tag such as the git commit SHA, never by a moving tag like latest: you always know exactly what is running and a rollback is just redeploying the previous digest.',
  },
  mcqs: [
    {
      question: 'Why is deploying acme/api:latest risky?',
      options: {
        A: 'latest images cannot be pulled from private registries',
        B: 'The latest tag can point to a different image over time, so you cannot be sure what is running',
        C: 'latest images always run as root',
        D: 'Docker refuses to start containers from the latest tag in production',
      },
      correct: 'B',
      explanation: 'Tags are mutable, so deployments should use unique tags or digests.',
    },
    {
      question: 'What does an image digest such as @sha256:4f1c... guarantee?',
      options: {
        A: 'The image has no vulnerabilities',
        B: 'The image was signed by Docker Inc.',
        C: 'The reference identifies exactly one immutable image content',
        D: 'The image is the newest build',
      },
      correct: 'C',
      explanation: 'A digest is a content hash, so it always resolves to the same image.',
    },
    {
      question: 'What is the purpose of an SBOM for a container image?',
      options: {
        A: 'It lists the software components and versions contained in the image',
        B: 'It compresses the image for faster pulls',
        C: 'It encrypts the image layers',
        D: 'It limits the container\'s memory',
      },
      correct: 'A',
      explanation: 'A software bill of materials records what an image contains, which helps vulnerability management.',
    },
    {
      question: 'Why must the Docker socket never be mounted into an untrusted container?',
      options: {
        A: 'It slows down the Docker daemon',
        B: 'It prevents the container from logging',
        C: 'It breaks container networking',
        D: 'Control of the Docker API is effectively root access on the host',
      },
      correct: 'D',
      explanation: 'Anyone who can talk to the daemon can start privileged containers that mount the host filesystem.',
    },
    {
      question: 'What does --cap-drop ALL --cap-add NET_BIND_SERVICE achieve?',
      options: {
        A: 'Removes all network access except port 80',
        B: 'Removes every Linux capability and adds back only the ability to bind ports below 1024',
        C: 'Runs the container in privileged mode',
        D: 'Drops all environment variables except one',
      },
      correct: 'B',
      explanation: 'Dropping capabilities reduces what a compromised process can do in the kernel.',
    },
    {
      question: 'What happens if a container with --memory 512m tries to use more memory?',
      options: {
        A: 'Docker transparently adds swap on the host',
        B: 'The container is paused until memory is free',
        C: 'The kernel\'s OOM killer terminates the process, typically giving exit code 137',
        D: 'The limit is ignored for root users',
      },
      correct: 'C',
      explanation: 'cgroup memory limits are enforced by the kernel, which kills the offending process.',
    },
    {
      question: 'Why is a HEALTHCHECK more useful than simply checking that the container\'s process is running?',
      options: {
        A: 'It verifies the application actually responds correctly, not just that it exists',
        B: 'It restarts the Docker daemon when the host is slow',
        C: 'It makes images smaller',
        D: 'It is required for the container to receive network traffic',
      },
      correct: 'A',
      explanation: 'A process can be alive but deadlocked; a healthcheck tests real behaviour.',
    },
    {
      question: 'What is the main reason to move from Docker Compose to an orchestrator like Kubernetes?',
      options: {
        A: 'Compose cannot run databases',
        B: 'Compose files cannot contain environment variables',
        C: 'Kubernetes images are smaller than Docker images',
        D: 'You need to run and reschedule containers across multiple hosts with rolling updates and autoscaling',
      },
      correct: 'D',
      explanation: 'Compose targets a single host, while orchestrators manage clusters of machines.',
    },
    {
      question: 'Which option prevents container logs from filling the host disk with the json-file driver?',
      options: {
        A: '--read-only',
        B: '--log-opt max-size=10m --log-opt max-file=3',
        C: '--pids-limit 200',
        D: '--tmpfs /var/log',
      },
      correct: 'B',
      explanation: 'Rotation options cap the size and number of log files kept per container.',
    },
  ],
  problems: [],
};
