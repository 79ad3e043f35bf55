import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'docker-4',
  order: 4,
  title: 'Smaller, Faster, Safer Dockerfiles',
  description: 'Apply Dockerfile best practices: cache-friendly ordering, .dockerignore, multi-stage builds, slim base images, non-root users and BuildKit cache mounts.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Order instructions to maximise build cache hits',
    'Shrink images with multi-stage builds and slim base images',
    'Exclude files from the build context with .dockerignore',
    'Run containers as a non-root user',
  ],
  lesson: `## Why image size and build speed matter

Large images take longer to push, pull and start, cost more storage, and ship more software that can contain vulnerabilities. Slow builds slow down every developer and every CI run. A handful of habits fixes both.

## 1. Order for the cache

Because a changed step invalidates every step after it, put what changes **least often first**:

\`\`\`dockerfile
FROM node:22-alpine
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev
COPY . .
USER node
CMD ["node", "server.js"]
\`\`\`

Editing \`server.js\` now only re-runs the final \`COPY\`; the dependency install is served from the cache.

## 2. Keep the context clean

The build context is sent to the builder, and \`COPY . .\` copies all of it. A \`.dockerignore\` file excludes paths, which speeds up builds and prevents leaks:

\`\`\`text
.git
node_modules
dist
*.log
.env
\`\`\`

## 3. Clean up in the same layer

Layers are additive. If one \`RUN\` downloads 200 MB and a later \`RUN\` deletes it, the image still contains those 200 MB in the earlier layer. Chain install and cleanup in **one** \`RUN\`:

\`\`\`dockerfile
RUN apt-get update \\
 && apt-get install -y --no-install-recommends curl \\
 && rm -rf /var/lib/apt/lists/*
\`\`\`

## 4. Multi-stage builds

Compilers and build tools are needed to *build* but not to *run*. A multi-stage build uses a full image to compile and copies only the result into a minimal final stage:

\`\`\`dockerfile
FROM golang:1.23 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -o /out/api ./cmd/api

FROM gcr.io/distroless/static-debian12
COPY --from=build /out/api /api
USER nonroot
ENTRYPOINT ["/api"]
\`\`\`

The final image contains a static binary and almost nothing else: often under 20 MB instead of 1 GB. \`docker build --target build .\` builds only an intermediate stage, useful for running tests.

## 5. Choose the base image deliberately

- **Official slim images** (\`python:3.13-slim\`, Debian-based) are a good default.
- **Alpine** images are tiny but use musl libc, which can break or slow down some compiled packages.
- **Distroless** or \`scratch\` images contain no shell or package manager: smallest attack surface, harder to debug.

Pin versions (\`node:22.11-alpine\` or even a digest \`@sha256:...\`) so builds are reproducible.

## 6. Don't run as root

By default the process runs as root inside the container. Create or use an unprivileged user and switch with \`USER\`. If an attacker compromises the application, they get far fewer privileges.

## 7. BuildKit extras

BuildKit supports **cache mounts**, which keep the package manager's cache between builds without putting it in the image, and **secret mounts**, which expose a secret to one step without storing it:

\`\`\`dockerfile
RUN --mount=type=cache,target=/root/.cache/pip pip install -r requirements.txt
RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci
\`\`\`

Finally, let tools check your work: \`docker build --check .\` runs the builder's lint rules, and image scanners flag known vulnerabilities.
`,
  overview: {
    whatYouWillLearn: [
      'Put rarely changing steps, such as installing dependencies, before frequently changing ones such as copying source code.',
      'A .dockerignore file keeps secrets, dependency folders and build output out of the build context.',
      'Multi-stage builds compile in a full toolchain image and copy only the artefacts into a minimal runtime image.',
      'Slim, Alpine and distroless base images reduce size and attack surface, each with trade-offs.',
      'Cleaning up in the same RUN step matters because files deleted in a later layer still exist in earlier ones.',
      'BuildKit cache mounts keep package-manager caches between builds without storing them in the image.',
    ],
    proTip: 'Never pass secrets with ARG or ENV, since they are stored in the image metadata and history; use BuildKit secret mounts (RUN --mount=type=secret,id=npmrc ...) so the secret is available during one step only.',
  },
  mcqs: [
    {
      question: 'Why should you copy package.json and install dependencies before copying the rest of the source code?',
      options: {
        A: 'Source code edits then do not invalidate the cached dependency-install layer',
        B: 'npm refuses to run if source files are present',
        C: 'It makes the final image run faster',
        D: 'COPY . . cannot be the first COPY in a Dockerfile',
      },
      correct: 'A',
      explanation: 'The cache is invalidated from the first changed step onward, so slow, stable steps should come first.',
    },
    {
      question: 'What is the purpose of a .dockerignore file?',
      options: {
        A: 'It lists images that docker pull should skip',
        B: 'It excludes files and folders from the build context',
        C: 'It hides containers from docker ps',
        D: 'It lists ports that should not be published',
      },
      correct: 'B',
      explanation: 'Excluding paths like .git, node_modules and .env keeps the context small and avoids leaking secrets.',
    },
    {
      question: 'A Dockerfile downloads a 300 MB archive in one RUN and deletes it in the next RUN. How big is the impact on the image?',
      options: {
        A: 'None, because the file was deleted',
        B: 'Only the compressed size counts',
        C: 'The 300 MB remain in the earlier layer, so the image stays large',
        D: 'Docker automatically squashes the two layers',
      },
      correct: 'C',
      explanation: 'Layers are additive; deleting in a later layer hides the file but does not remove it from the image.',
    },
    {
      question: 'What is the main benefit of a multi-stage build?',
      options: {
        A: 'Builds run in parallel on several machines',
        B: 'The image can contain several operating systems',
        C: 'Containers can switch stages at run time',
        D: 'Build tools stay in earlier stages and only the needed artefacts are copied into a small final image',
      },
      correct: 'D',
      explanation: 'COPY --from copies results out of a build stage, leaving compilers and caches behind.',
    },
    {
      question: 'Which trade-off comes with Alpine-based images?',
      options: {
        A: 'They use musl libc, which can cause compatibility or performance issues for some compiled software',
        B: 'They are much larger than Debian images',
        C: 'They cannot run as a non-root user',
        D: 'They do not support multi-stage builds',
      },
      correct: 'A',
      explanation: 'Alpine is tiny, but its musl C library differs from the glibc most binaries expect.',
    },
    {
      question: 'What does a distroless image deliberately leave out?',
      options: {
        A: 'The application binary',
        B: 'A shell and package manager',
        C: 'The Linux kernel',
        D: 'Environment variables',
      },
      correct: 'B',
      explanation: 'Distroless images contain only the runtime essentials, which shrinks the attack surface.',
    },
    {
      question: 'Why should a Dockerfile contain a USER instruction for an unprivileged user?',
      options: {
        A: 'Non-root containers start faster',
        B: 'Docker requires it for multi-stage builds',
        C: 'It limits the damage if the application is compromised',
        D: 'It allows the container to publish ports below 1024',
      },
      correct: 'C',
      explanation: 'Running as root inside the container gives an attacker more privileges than necessary.',
    },
    {
      question: 'How should a build-time secret such as a private registry token be provided?',
      options: {
        A: 'ARG TOKEN and pass --build-arg',
        B: 'ENV TOKEN=value in the Dockerfile',
        C: 'COPY the token file and delete it in the next step',
        D: 'A BuildKit secret mount on the RUN step that needs it',
      },
      correct: 'D',
      explanation: 'Secret mounts expose the secret to one step without writing it into any layer or metadata.',
    },
    {
      question: 'What does docker build --target build . do for a Dockerfile with a stage named build?',
      options: {
        A: 'Builds only up to and including the stage named build',
        B: 'Pushes the stage named build to the registry',
        C: 'Deletes the build stage from the final image',
        D: 'Builds every stage except build',
      },
      correct: 'A',
      explanation: '--target stops at the named stage, which is handy for test or debug images.',
    },
  ],
  problems: [],
};
