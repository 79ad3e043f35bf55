import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'docker-1',
  order: 1,
  title: 'Containers and the Docker Architecture',
  description:
    'What containers are, how they differ from virtual machines, and how the Docker client, daemon, images and registries fit together.',
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
    proTip:
      'Always pin an explicit image tag such as python:3.13-slim instead of relying on latest: latest is just a default tag name, not a guarantee of the newest or a stable version.',
  },
  mcqs: [
    {
      question: 'What is the main reason containers start much faster than virtual machines?',
      options: {
        A: 'They share the host kernel instead of booting a guest OS',
        B: 'They are compiled to native machine code ahead of time',
        C: 'They run in a lighter VM that skips hardware emulation',
        D: 'They load the application without its dependencies',
      },
      correct: 'A',
      explanation: 'A container is an isolated host process, so there is no guest kernel to boot.',
    },
    {
      question: 'Which Linux kernel feature limits how much CPU and memory a container may use?',
      options: {
        A: 'Namespaces',
        B: 'Control groups (cgroups)',
        C: 'Capabilities (`CAP_SYS_ADMIN`)',
        D: 'Seccomp profiles',
      },
      correct: 'B',
      explanation:
        'cgroups enforce resource limits, while namespaces control what a process can see.',
    },
    {
      question: 'What do Linux namespaces provide to a container?',
      options: {
        A: 'Limits on the CPU time and memory a container may use',
        B: 'An isolated view of processes, network, mounts and hostname',
        C: "Encryption of the container's memory pages",
        D: 'A separate kernel that boots for each container',
      },
      correct: 'B',
      explanation:
        'Namespaces give each container its own view of system resources such as PIDs and network interfaces.',
    },
    {
      question: 'What is the relationship between an image and a container?',
      options: {
        A: 'They are two names for the same thing',
        B: 'A container is a compressed image stored in a remote registry',
        C: 'An image is created automatically when a container stops',
        D: 'A container is an instance made from an image template',
      },
      correct: 'D',
      explanation:
        'An image is a read-only template; many containers can be created from it, each with its own writable layer.',
    },
    {
      question:
        'Which component actually builds images and runs containers when you type a `docker` command?',
      options: {
        A: 'The Docker daemon, `dockerd`',
        B: 'Docker Hub, which runs builds in the cloud',
        C: 'The `docker` CLI itself, without any server',
        D: 'The `runc` shim, called directly by the CLI',
      },
      correct: 'A',
      explanation:
        'The CLI is a client; the daemon performs the work and delegates execution to `containerd` and `runc`.',
    },
    {
      question: 'If you run `docker run nginx`, which tag does Docker use?',
      options: {
        A: '`current`',
        B: 'The newest version number published',
        C: '`latest`',
        D: '`mainline`',
      },
      correct: 'C',
      explanation:
        'Without an explicit tag Docker uses the tag named `latest`, which is only a convention.',
    },
    {
      question: 'What does the `--rm` flag do in `docker run --rm alpine echo hi`?',
      options: {
        A: 'Removes the image once the container has run',
        B: 'Removes the container automatically when it exits',
        C: 'Removes all other stopped containers first',
        D: 'Runs it as root, removing user mapping',
      },
      correct: 'B',
      explanation:
        '`--rm` deletes the container once its main process exits, keeping your system tidy.',
    },
    {
      question: 'What is a container registry?',
      options: {
        A: "The daemon's table of running containers",
        B: 'A config file listing the images downloaded on a host',
        C: 'A service that stores and distributes images',
        D: 'A kernel module that Docker needs to pull images',
      },
      correct: 'C',
      explanation:
        'Registries such as Docker Hub or ghcr.io host images so they can be pushed and pulled by name and tag.',
    },
    {
      question: 'How does Docker Desktop run Linux containers on macOS?',
      options: {
        A: 'It runs them inside a lightweight Linux VM',
        B: 'It translates Linux system calls into macOS ones',
        C: 'It recompiles each image for the macOS kernel',
        D: "It uses macOS's own namespaces and cgroups directly",
      },
      correct: 'A',
      explanation: 'Containers need a Linux kernel, so Docker Desktop provides one in a small VM.',
    },
    {
      question:
        'Which registry does Docker assume for an image named `api:1.4.2` with no registry part?',
      options: {
        A: 'The registry of the last `docker login`',
        B: 'A local registry at `localhost:5000`',
        C: 'GitHub Container Registry, `ghcr.io`',
        D: 'Docker Hub',
      },
      correct: 'D',
      explanation: 'Image names without a registry part refer to Docker Hub.',
    },
    {
      question: 'Which lower-level components does `dockerd` delegate container execution to?',
      options: {
        A: '`systemd` and `cgroupfs`',
        B: '`kubelet` and `cri-o`',
        C: '`containerd` and `runc`',
        D: '`buildkitd` and `qemu`',
      },
      correct: 'C',
      explanation:
        'The daemon hands containers to `containerd`, which runs them with `runc`, following the OCI standards.',
    },
    {
      question: 'What does `docker run` do when the image is not present locally?',
      options: {
        A: 'Pulls it from the registry, then creates and starts the container',
        B: 'Fails with "image not found" until you run `docker pull`',
        C: 'Builds it from the Dockerfile found in the current working directory',
        D: 'Starts an empty container and pulls the image into it in the background',
      },
      correct: 'A',
      explanation:
        '`docker run` pulls a missing image, creates a container with a writable layer and starts it.',
    },
    {
      question: 'What does `-it` give you in `docker run --rm -it alpine:3.20 sh`?',
      options: {
        A: 'An isolated network with no internet access',
        B: 'An interactive terminal attached to the container',
        C: 'A container that is detached from your terminal at once',
        D: 'Image tracking, so the tag updates automatically',
      },
      correct: 'B',
      explanation: '`-i` keeps input open and `-t` allocates a terminal, so you can use the shell.',
    },
  ],
  problems: [],
};
