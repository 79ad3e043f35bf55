import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'docker-4',
  order: 4,
  title: 'Smaller, Faster, Safer Dockerfiles',
  description:
    'Apply Dockerfile best practices: cache-friendly ordering, .dockerignore, multi-stage builds, slim base images, non-root users and BuildKit cache mounts.',
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
    proTip:
      'Never pass secrets with ARG or ENV, since they are stored in the image metadata and history; use BuildKit secret mounts (RUN --mount=type=secret,id=npmrc ...) so the secret is available during one step only.',
  },
  mcqs: [
    {
      question:
        'Why should you copy `package.json` and install dependencies before copying the rest of the source code?',
      options: {
        A: 'Editing source then leaves the npm install layer cached',
        B: '`npm` refuses to install dependencies while the source code is present',
        C: 'It makes the final image start noticeably faster',
        D: '`COPY . .` cannot be the first `COPY` instruction in a Dockerfile',
      },
      correct: 'A',
      explanation:
        'The cache is invalidated from the first changed step onward, so slow, stable steps should come first.',
    },
    {
      question: 'What is the purpose of a `.dockerignore` file?',
      options: {
        A: 'It lists images that `docker pull` should skip',
        B: 'It excludes paths from the build context',
        C: 'It hides the listed containers from `docker ps`',
        D: 'It lists files that `git` should not track, like the `.gitignore` file',
      },
      correct: 'B',
      explanation:
        'Excluding paths like `.git`, `node_modules` and `.env` keeps the context small and avoids leaking secrets.',
    },
    {
      question:
        'A Dockerfile downloads a 300 MB archive in one `RUN` and deletes it in the next `RUN`. What is the impact on the image?',
      options: {
        A: 'None: the 300 MB file was deleted before the build ended',
        B: 'Only the compressed size of the archive counts in the image',
        C: 'The 300 MB remain in the earlier layer',
        D: 'Docker squashes the two layers, so nothing remains',
      },
      correct: 'C',
      explanation:
        'Layers are additive; deleting in a later layer hides the file but does not remove it from the image.',
    },
    {
      question: 'What is the main benefit of a multi-stage build?',
      options: {
        A: 'The stages are built in parallel across several build machines',
        B: 'One image can hold several operating systems',
        C: 'Containers can switch between the stages while they are running',
        D: 'Build tools stay behind and only artefacts are shipped',
      },
      correct: 'D',
      explanation:
        '`COPY --from` copies results out of a build stage, leaving compilers and caches behind.',
    },
    {
      question: 'Which trade-off comes with Alpine-based images?',
      options: {
        A: 'They use musl libc, which some compiled packages handle badly',
        B: 'They are much larger than the Debian-based slim images',
        C: 'They cannot run processes as a non-root user, so `USER` is ignored',
        D: 'They do not support multi-stage builds',
      },
      correct: 'A',
      explanation:
        'Alpine is tiny, but its musl C library differs from the glibc most binaries expect.',
    },
    {
      question: 'What does a distroless image deliberately leave out?',
      options: {
        A: 'The application binary, added at run time',
        B: 'A shell and a package manager',
        C: 'Support for running as a non-root user',
        D: 'Environment variables and the working directory',
      },
      correct: 'B',
      explanation:
        'Distroless images contain only the runtime essentials, which shrinks the attack surface.',
    },
    {
      question: 'Why should a Dockerfile contain a `USER` instruction for an unprivileged user?',
      options: {
        A: 'Non-root containers start and stop faster',
        B: 'Docker requires it when a build has several stages',
        C: 'It limits the damage if the application is compromised',
        D: 'It lets the container publish ports below 1024',
      },
      correct: 'C',
      explanation:
        'Running as root inside the container gives an attacker more privileges than necessary.',
    },
    {
      question: 'How should a build-time secret such as a private registry token be provided?',
      options: {
        A: '`ARG TOKEN` passed with `--build-arg`',
        B: '`ENV TOKEN=value` in the Dockerfile',
        C: '`COPY` the token file, then delete it in the next step',
        D: 'A BuildKit secret mount on the step that needs it',
      },
      correct: 'D',
      explanation:
        'Secret mounts expose the secret to one step without writing it into any layer or metadata.',
    },
    {
      question:
        'What does `docker build --target build .` do for a Dockerfile with a stage named `build`?',
      options: {
        A: 'Pushes only the stage named `build` to the configured registry',
        B: 'Builds only up to and including the stage named `build`',
        C: 'Removes the `build` stage from the final image',
        D: 'Builds every stage of the Dockerfile except the one named `build`',
      },
      correct: 'B',
      explanation: '`--target` stops at the named stage, which is handy for test or debug images.',
    },
    {
      question:
        'Why pin a base image as `node:22.11-alpine` or by digest rather than `node:latest`?',
      options: {
        A: 'Pinned tags are pulled faster, since registries cache them longer',
        B: '`latest` images are not allowed in multi-stage builds',
        C: 'So builds are reproducible and do not change under you',
        D: 'Digests make the image smaller than tags do',
      },
      correct: 'C',
      explanation:
        'A moving tag like `latest` can point at a different image tomorrow; a pinned version or digest cannot.',
    },
    {
      question: 'What do BuildKit cache mounts (`--mount=type=cache`) keep between builds?',
      options: {
        A: 'The final image, so builds between runs keep it cached',
        B: 'Secrets such as tokens, stored outside the layers',
        C: "Every layer of the previous build, on the runner's disk",
        D: "The package manager's cache, without putting it in the image",
      },
      correct: 'D',
      explanation:
        "A cache mount persists a directory such as pip's cache across builds but never adds it to a layer.",
    },
    {
      question: 'What does `docker build --check .` do?',
      options: {
        A: 'Scans the finished image for known CVEs',
        B: 'Builds the image without using the layer cache',
        C: 'Runs the Dockerfile lint rules without building the image',
        D: 'Checks that the base image tag still exists',
      },
      correct: 'C',
      explanation:
        "`--check` evaluates the builder's lint rules on the Dockerfile; image scanners are a separate tool.",
    },
    {
      question: 'Why chain `apt-get install` and `rm -rf /var/lib/apt/lists/*` in one `RUN`?',
      options: {
        A: 'So the package lists never end up in any layer of the image',
        B: 'Because `apt-get` fails if the lists are deleted in a later step',
        C: 'So that the installed packages are verified before the cleanup runs',
        D: 'Because each `RUN` instruction may only run one shell command otherwise',
      },
      correct: 'A',
      explanation:
        'Deleting in the same layer means the downloaded lists are never stored in the image.',
    },
  ],
  problems: [],
};
