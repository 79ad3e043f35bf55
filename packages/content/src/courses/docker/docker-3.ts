import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'docker-3',
  order: 3,
  title: 'Images, Layers and Your First Dockerfile',
  description:
    'How images are built from stacked layers, and how to write a Dockerfile with FROM, WORKDIR, COPY, RUN, ENV, EXPOSE and CMD.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Explain how image layers and the build cache work',
    'Write a Dockerfile using the core instructions',
    'Build, tag and push an image',
    'Tell which instructions add filesystem layers',
  ],
  lesson: `## Images are stacks of layers

A Docker image is not one big file. It is an ordered **stack of read-only layers**, each holding the filesystem changes made by one build step, plus a small JSON configuration (environment variables, working directory, default command, exposed ports). When a container starts, Docker adds a thin **writable layer** on top; files changed at run time go there, and the image below stays untouched.

Layers are identified by the hash of their content, so two images built \`FROM python:3.13-slim\` share the base layers on disk and in the registry. Pulling the second image only downloads the layers you don't already have.

## A first Dockerfile

\`\`\`dockerfile
FROM python:3.13-slim
WORKDIR /app
ENV PYTHONUNBUFFERED=1
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY . .
EXPOSE 8000
CMD ["python", "-m", "uvicorn", "main:app", "--host", "0.0.0.0", "--port", "8000"]
\`\`\`

- \`FROM\` chooses the base image and starts a **build stage**.
- \`WORKDIR\` sets (and creates) the working directory for later instructions.
- \`COPY\` copies files from the **build context** into the image; \`ADD\` can also fetch URLs and unpack local tar files, but \`COPY\` is preferred when you just copy.
- \`RUN\` executes a command at **build time** and saves the result as a layer.
- \`ENV\` sets environment variables, \`EXPOSE\` documents the listening port (it does not publish it), and \`CMD\` sets the default command at **run time**.

Only \`RUN\`, \`COPY\` and \`ADD\` change the filesystem and produce real layers; the others only update the image configuration. A long line can be continued with a trailing backslash, and lines starting with \`#\` are comments.

## CMD and ENTRYPOINT

\`ENTRYPOINT\` fixes the executable; \`CMD\` supplies default arguments that users can override on the \`docker run\` command line. Prefer the **exec form** (a JSON array): the shell form \`CMD python app.py\` wraps your process in \`/bin/sh -c\`, so the shell becomes PID 1 and your application never receives SIGTERM directly.

## Building and the cache

\`\`\`bash
docker build -t acme/api:1.0 .
docker build -t acme/api:1.0 -f docker/Dockerfile .
docker history acme/api:1.0
docker push acme/api:1.0
\`\`\`

The final \`.\` is the **build context**, the directory sent to the builder. BuildKit, the default builder, caches each step. A step is reused when its instruction and inputs (for \`COPY\`, the file contents) are unchanged. Once one step changes, **every step after it is rebuilt**. That is why the example copies \`requirements.txt\` and installs dependencies *before* copying the rest of the code: editing your source does not re-run the slow \`pip install\`.

## Build stages

Every \`FROM\` starts a new stage, and a Dockerfile can have several (\`FROM golang:1.23 AS build\`, later \`FROM gcr.io/distroless/static\`). Only the **last stage** becomes the image. A stage can also start \`FROM\` an earlier stage by its name, inheriting all of that stage's layers. We will use this for small production images in the next chapter.

## Your challenge

Count the stages of a Dockerfile and the filesystem layers its final image gets from the Dockerfile's own instructions.
`,
  overview: {
    whatYouWillLearn: [
      'An image is an ordered stack of read-only layers plus a JSON configuration.',
      'RUN, COPY and ADD change the filesystem and produce layers; instructions like ENV, WORKDIR, EXPOSE and CMD only change metadata.',
      'Layers are content-addressed and shared between images, saving disk space and download time.',
      'The build cache reuses a layer when its instruction and inputs are unchanged, and invalidates every later step when one changes.',
      'CMD sets the default command, ENTRYPOINT the fixed executable; the exec (JSON array) form avoids a wrapping shell.',
      'Each FROM begins a new build stage; only the final stage ends up in the image.',
    ],
    proTip:
      'Run docker history <image> and docker image inspect <image> after a build: they show every layer with its size and the instruction that created it, which is the fastest way to spot a bloated step.',
  },
  mcqs: [],
  problems: [
    {
      id: 'docker-layer-count',
      title: 'Count Dockerfile Stages and Layers',
      description: `Read a Dockerfile from standard input and report how many build stages it has and how many filesystem layers its own instructions add to the final image.

Rules:
- Lines ending with a backslash \`\\\` continue on the next line; join them into one instruction.
- Blank lines and lines whose first non-space character is \`#\` are ignored.
- The instruction is the first word of a line, case-insensitive (\`run\` equals \`RUN\`).
- Each \`FROM\` starts a new stage. A stage may be named with \`AS name\` (case-insensitive). Words after \`FROM\` that start with \`--\` (such as \`--platform=linux/amd64\`) are options: skip them, so the first other word is the image.
- Within a stage, each \`RUN\`, \`COPY\` and \`ADD\` adds one layer; all other instructions add none.
- If a stage's \`FROM\` image equals the name of an earlier stage (case-insensitive), the stage starts with that stage's layer count; otherwise it starts at 0.

Print two lines: \`stages: S\` and \`layers: L\`, where L is the layer count of the last stage. If the file has no \`FROM\`, print \`stages: 0\` and \`layers: 0\`.`,
      examples: [
        {
          input: `FROM python:3.13-slim
WORKDIR /app
ENV PYTHONUNBUFFERED=1
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY . .
EXPOSE 8000
CMD ["python", "main.py"]
`,
          output: `stages: 1
layers: 3`,
          explanation:
            'One stage with two COPY and one RUN; WORKDIR, ENV, EXPOSE and CMD add no layers.',
        },
        {
          input: `# syntax=docker/dockerfile:1
FROM golang:1.23 AS build
WORKDIR /src
COPY . .
RUN go mod download && \\
    CGO_ENABLED=0 go build -o /out/app .

FROM gcr.io/distroless/static
COPY --from=build /out/app /app
ENTRYPOINT ["/app"]
`,
          output: `stages: 2
layers: 1`,
          explanation:
            'Two stages; only the final stage counts, and COPY --from adds one layer there. The continued RUN is one instruction.',
        },
      ],
      constraints: [
        'The Dockerfile has at most 200 lines',
        'Comment lines never appear inside a continued instruction',
        "Base-image layers are not counted, only layers added by the file's own RUN, COPY and ADD",
      ],
      testCases: [
        {
          input: `FROM python:3.13-slim
WORKDIR /app
ENV PYTHONUNBUFFERED=1
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY . .
EXPOSE 8000
CMD ["python", "main.py"]
`,
          expectedOutput: `stages: 1
layers: 3`,
          hidden: false,
        },
        {
          input: `# syntax=docker/dockerfile:1
FROM golang:1.23 AS build
WORKDIR /src
COPY . .
RUN go mod download && \\
    CGO_ENABLED=0 go build -o /out/app .

FROM gcr.io/distroless/static
COPY --from=build /out/app /app
ENTRYPOINT ["/app"]
`,
          expectedOutput: `stages: 2
layers: 1`,
          hidden: false,
        },
        {
          input: ``,
          expectedOutput: `stages: 0
layers: 0`,
          hidden: true,
        },
        {
          input: `# only comments here
`,
          expectedOutput: `stages: 0
layers: 0`,
          hidden: true,
        },
        {
          input: `FROM node:22-alpine AS base
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
FROM base AS test
COPY . .
RUN npm test
from BASE as release
copy . .
user node
cmd ["node", "server.js"]
`,
          expectedOutput: `stages: 3
layers: 3`,
          hidden: true,
        },
        {
          input: `FROM ubuntu:24.04
RUN apt-get update \\
 && apt-get install -y curl \\
 && rm -rf /var/lib/apt/lists/*
ADD https://example.com/tool.tar.gz /opt/
LABEL org.opencontainers.image.source="https://example.com"
ARG VERSION=1
HEALTHCHECK CMD curl -f http://localhost/ || exit 1
`,
          expectedOutput: `stages: 1
layers: 2`,
          hidden: true,
        },
        {
          input: `FROM --platform=linux/amd64 alpine:3.20 AS a
RUN echo a
RUN echo b
FROM a AS b
RUN echo c
FROM b
COPY x y
`,
          expectedOutput: `stages: 3
layers: 4`,
          hidden: true,
        },
        {
          input: `FROM scratch
`,
          expectedOutput: `stages: 1
layers: 0`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys
text = sys.stdin.read().split('\\n')
instrs = []
buf = ''
for raw in text:
    line = raw.rstrip()
    if not buf and (not line.strip() or line.strip().startswith('#')):
        continue
    if line.endswith('\\\\'):
        buf += line[:-1] + ' '
        continue
    buf += line
    if buf.strip():
        instrs.append(buf.strip())
    buf = ''
if buf.strip():
    instrs.append(buf.strip())
stages = {}
count = 0
nstages = 0
current = None
for ins in instrs:
    words = ins.split()
    op = words[0].upper()
    if op == 'FROM':
        if current is not None and current[0]:
            stages[current[0]] = count
        args = [w for w in words[1:] if not w.startswith('--')]
        image = args[0].lower() if args else ''
        name = args[2].lower() if len(args) >= 3 and args[1].upper() == 'AS' else None
        count = stages.get(image, 0)
        nstages += 1
        current = [name]
    elif op in ('RUN', 'COPY', 'ADD') and current is not None:
        count += 1
print('stages:', nstages)
print('layers:', count if nstages else 0)
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
limit, mode = int(args[0]), args[1]
random.seed(' '.join(args))
out = []
names = []
def instr():
    op = random.choice(['RUN', 'COPY', 'ADD', 'ENV', 'WORKDIR', 'EXPOSE', 'CMD', 'LABEL', 'USER', 'ARG', 'run', 'Copy', 'add', 'env'])
    body = {'RUN': 'apt-get install -y curl', 'COPY': '. .', 'ADD': 'app.tar.gz /opt/', 'ENV': 'A=1', 'WORKDIR': '/app',
            'EXPOSE': '8080', 'CMD': '["run"]', 'LABEL': 'x=y', 'USER': 'node', 'ARG': 'V=1'}[op.upper()]
    if random.random() < 0.3 and len(out) < limit - 4:
        out.append(op + ' ' + body + ' \\\\')
        out.append('    ' + random.choice(['&& echo more', 'run-parts /etc/x', 'run', 'copy', 'add']) + ' \\\\')
        out.append('    ' + random.choice(['&& echo done', 'ADD', 'run tests', 'copy files']))
    else:
        out.append(('    ' if random.random() < 0.1 else '') + op + ' ' + body)
while len(out) < limit - 10:
    r = random.random()
    if mode == 'single' and names:
        r = 0.5
    if r < 0.08 or not names:
        words = [random.choice(['FROM', 'from', 'From'])]
        if random.random() < 0.3:
            words.append('--platform=linux/amd64')
        if names and random.random() < 0.6:
            base = random.choice(names)
            words.append(random.choice([base, base.upper()]))
        else:
            words.append(random.choice(['alpine:3.20', 'python:3.13-slim', 'scratch', 'later%d' % len(names)]))
        name = 'stage%d' % len(names)
        if random.random() < 0.8:
            words += [random.choice(['AS', 'as']), name]
        names.append(name)
        out.append(' '.join(words))
    elif r < 0.14:
        out.append(random.choice(['# a comment', '   # indented comment', '']))
    else:
        instr()
if mode == 'multi' and names:
    out.append('FROM ' + random.choice(names) + ' AS final')
    out.append('RUN echo final')
print('\\n'.join(out[:limit]))
`,
        tests: [
          { args: '200 multi', label: '200 lines, many stages built on earlier ones' },
          { args: '200 single', label: '200 lines, one stage' },
          { args: '199 multi', label: '199 lines, many stages, mixed case' },
          { args: '60 multi', label: '60 lines, several stages' },
          { args: '16 multi', label: 'a short Dockerfile' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
assert len(lines) <= 200, 'more than 200 lines'
for i in range(1, len(lines)):
    if lines[i - 1].rstrip().endswith('\\\\'):
        assert not lines[i].strip().startswith('#'), 'comment inside a continued instruction'
        assert lines[i].strip(), 'blank line inside a continued instruction'
assert not lines or not lines[-1].rstrip().endswith('\\\\'), 'unfinished instruction'
`,
        wrongSolutions: [
          {
            name: 'no-line-continuation',
            language: 'python3',
            mustFail: 'WA',
            why: 'Treats every physical line as an instruction, so a continuation line that starts with run, copy or add counts as another layer',
            source: `import sys
stages = {}
count = 0
nstages = 0
current = None
for raw in sys.stdin.read().split('\\n'):
    line = raw.strip()
    if not line or line.startswith('#'):
        continue
    words = line.split()
    op = words[0].upper()
    if op == 'FROM':
        if current:
            stages[current] = count
        a = [w for w in words[1:] if not w.startswith('--')]
        image = a[0].lower() if a else ''
        current = a[2].lower() if len(a) >= 3 and a[1].upper() == 'AS' else None
        count = stages.get(image, 0)
        nstages += 1
    elif op in ('RUN', 'COPY', 'ADD') and nstages:
        count += 1
print('stages:', nstages)
print('layers:', count if nstages else 0)
`,
          },
          {
            name: 'stages-start-at-zero',
            language: 'python3',
            mustFail: 'WA',
            why: 'Starts every stage at 0 layers, ignoring a FROM that builds on an earlier named stage',
            source: `import sys
instrs = []
buf = ''
for raw in sys.stdin.read().split('\\n'):
    line = raw.rstrip()
    if not buf and (not line.strip() or line.strip().startswith('#')):
        continue
    if line.endswith('\\\\'):
        buf += line[:-1] + ' '
        continue
    buf += line
    if buf.strip():
        instrs.append(buf.strip())
    buf = ''
count = 0
nstages = 0
for ins in instrs:
    op = ins.split()[0].upper()
    if op == 'FROM':
        count = 0
        nstages += 1
    elif op in ('RUN', 'COPY', 'ADD') and nstages:
        count += 1
print('stages:', nstages)
print('layers:', count)
`,
          },
        ],
      },
    },
  ],
};
