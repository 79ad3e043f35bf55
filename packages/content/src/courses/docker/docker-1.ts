import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'docker-1',
  order: 1,
  title: 'Containers and the Docker Architecture',
  description: 'What containers are, how they differ from virtual machines, and how the Docker client, daemon, images and registries fit together.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Explain the problem containers solve',
    'Compare containers with virtual machines',
    'Describe the Docker client, daemon, images, containers and registries',
    'Run your first container and read its output',
  ],
  lesson: `## The problem: "it works on my machine"

An application depends on much more than its own code: a language runtime, system libraries, configuration and environment variables. When any of these differ between a developer's laptop, the CI server and production, bugs appear that nobody can reproduce. **Containers** solve this by packaging the application *together with* everything it needs into one portable unit that runs the same way everywhere.

## Containers versus virtual machines

A **virtual machine** emulates a whole computer: a hypervisor runs a complete guest operating system with its own kernel for each VM. That gives strong isolation but costs gigabytes of disk, lots of memory and boot times measured in seconds or minutes.

A **container** is just a normal process on the host, isolated by features of the Linux kernel:

- **Namespaces** control what the process can *see*: its own process IDs, network interfaces, mount points, hostname and users.
- **Control groups (cgroups)** control what it can *use*: CPU, memory, I/O and number of processes.

All containers share the host's kernel, so they start in milliseconds and you can run dozens on a laptop. On macOS and Windows, Docker Desktop runs a small Linux VM behind the scenes to provide that kernel.

## The Docker architecture

Docker is a client-server system:

- The **docker CLI** is the client you type commands into.
- The **Docker daemon** (\`dockerd\`) does the work: building images, running containers, managing networks and volumes. Under the hood it delegates to \`containerd\` and \`runc\`, which follow the open OCI standards.
- An **image** is a read-only template made of layers: a filesystem plus metadata such as the default command.
- A **container** is a runnable instance of an image with a thin writable layer on top.
- A **registry** stores images. Docker Hub is the default; others include GitHub Container Registry (ghcr.io), Amazon ECR and Google Artifact Registry.

Image names have the form \`registry/namespace/repository:tag\`, for example \`ghcr.io/acme/api:1.4.2\`. Without a registry Docker assumes Docker Hub, and without a tag it assumes \`latest\`.

## Your first container

\`\`\`bash
docker version                 # client and server (daemon) versions
docker run hello-world         # pull the image if needed, create and start a container
docker run --rm -it alpine:3.20 sh   # interactive shell in a tiny Linux image
docker images                  # images stored locally
\`\`\`

\`docker run\` does several things in order: it looks for the image locally, **pulls** it from the registry if missing, **creates** a container with a writable layer, **starts** the process defined by the image, and attaches your terminal to its output. The \`--rm\` flag deletes the container when it exits, and \`-it\` gives you an interactive terminal.

Because images are immutable and versioned, the same \`alpine:3.20\` image behaves identically on your laptop, a colleague's machine and a production server, which is exactly the guarantee we wanted.
`,
  overview: {
    whatYouWillLearn: [
      'A container is an isolated process that carries its own filesystem and dependencies.',
      'Containers share the host kernel, so they start in milliseconds and use far less memory than virtual machines.',
      'Linux namespaces isolate what a process can see, and cgroups limit what it can use.',
      'An image is a read-only template; a container is a running (or stopped) instance of an image.',
      'The docker CLI talks to the Docker daemon, which builds images and runs containers.',
      'Registries such as Docker Hub store and distribute images identified by name and tag.',
    ],
    proTip: 'Always pin an explicit image tag such as python:3.13-slim instead of relying on latest: latest is just a default tag name, not a guarantee of the newest or a stable version.',
  },
  mcqs: [
    {
      question: 'What is the main reason containers start much faster than virtual machines?',
      options: {
        A: 'Containers share the host kernel instead of booting a full guest operating system',
        B: 'Containers are compiled to machine code in advance',
        C: 'Containers run without any filesystem',
        D: 'Containers skip loading the application\'s dependencies',
      },
      correct: 'A',
      explanation: 'A container is an isolated host process, so there is no guest kernel to boot.',
    },
    {
      question: 'Which Linux kernel feature limits how much CPU and memory a container may use?',
      options: {
        A: 'Namespaces',
        B: 'Control groups (cgroups)',
        C: 'SELinux labels',
        D: 'The page cache',
      },
      correct: 'B',
      explanation: 'cgroups enforce resource limits, while namespaces control what a process can see.',
    },
    {
      question: 'What do Linux namespaces provide to a container?',
      options: {
        A: 'Faster disk access',
        B: 'Automatic backups of container data',
        C: 'An isolated view of processes, network, mounts and hostname',
        D: 'Encryption of container memory',
      },
      correct: 'C',
      explanation: 'Namespaces give each container its own view of system resources such as PIDs and network interfaces.',
    },
    {
      question: 'What is the relationship between an image and a container?',
      options: {
        A: 'They are two names for the same thing',
        B: 'A container is a compressed image stored in a registry',
        C: 'An image is created by stopping a container',
        D: 'An image is a read-only template and a container is an instance created from it',
      },
      correct: 'D',
      explanation: 'Many containers can be created from one image, each with its own writable layer.',
    },
    {
      question: 'Which component actually builds images and runs containers when you type a docker command?',
      options: {
        A: 'The Docker daemon (dockerd)',
        B: 'Docker Hub',
        C: 'The docker CLI itself, without any server',
        D: 'The container\'s application process',
      },
      correct: 'A',
      explanation: 'The CLI is a client; the daemon performs the work and delegates execution to containerd and runc.',
    },
    {
      question: 'If you run docker run nginx, which tag does Docker use?',
      options: {
        A: 'stable',
        B: 'The newest version number published',
        C: 'latest',
        D: 'Docker refuses to run without a tag',
      },
      correct: 'C',
      explanation: 'Without an explicit tag Docker uses the tag named latest, which is only a convention.',
    },
    {
      question: 'What does the --rm flag do in docker run --rm alpine echo hi?',
      options: {
        A: 'Removes the image after the run',
        B: 'Removes the container automatically when it exits',
        C: 'Runs the container as root',
        D: 'Removes all other running containers',
      },
      correct: 'B',
      explanation: '--rm deletes the container once its main process exits, keeping your system tidy.',
    },
    {
      question: 'What is a container registry?',
      options: {
        A: 'The process table of the Docker daemon',
        B: 'A configuration file listing running containers',
        C: 'A kernel module required by Docker',
        D: 'A service that stores and distributes images, such as Docker Hub or ghcr.io',
      },
      correct: 'D',
      explanation: 'Registries host images so they can be pushed and pulled by name and tag.',
    },
    {
      question: 'How does Docker Desktop run Linux containers on macOS?',
      options: {
        A: 'It runs them inside a lightweight Linux virtual machine',
        B: 'It translates Linux system calls to macOS ones directly',
        C: 'It recompiles the container for the macOS kernel',
        D: 'It cannot run Linux containers on macOS',
      },
      correct: 'A',
      explanation: 'Containers need a Linux kernel, so Docker Desktop provides one in a small VM.',
    },
  ],
  problems: [],
};
