import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'docker-2',
  order: 2,
  title: 'Running and Managing Containers',
  description: 'Control the container lifecycle: run in the background, publish ports, pass environment variables, inspect logs and exec into running containers.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Run containers detached with names, ports and environment variables',
    'List, stop, start and remove containers',
    'Read logs and open a shell in a running container with exec',
    'Understand restart policies and exit codes',
  ],
  lesson: `## The container lifecycle

A container's life follows a few states: **created** (configured but not started), **running**, **paused**, **exited** (stopped) and finally **removed**. The container runs exactly as long as its main process, which has PID 1 inside the container. When that process exits, the container stops and keeps its exit code, which you can see in \`docker ps -a\`.

## Running in the background

Real services run **detached** (\`-d\`) with a name, published ports and configuration:

\`\`\`bash
docker run -d --name web -p 8080:80 nginx:1.27
docker run -d --name db \\
  -e POSTGRES_PASSWORD=secret \\
  -p 127.0.0.1:5432:5432 \\
  postgres:17
\`\`\`

\`-p 8080:80\` publishes container port 80 on host port 8080, so http://localhost:8080 reaches nginx. The order is always **host:container**. Adding an IP (\`127.0.0.1:5432:5432\`) restricts the port to local connections, a good habit for databases. \`-e\` sets environment variables; use \`--env-file .env\` for many of them.

## Listing and controlling containers

\`\`\`bash
docker ps                 # running containers
docker ps -a              # include stopped ones
docker stop web           # SIGTERM, then SIGKILL after a 10 s grace period
docker start web          # start a stopped container again
docker restart web
docker rm web             # remove a stopped container (-f to force)
docker container prune    # remove all stopped containers
\`\`\`

\`docker stop\` sends **SIGTERM** so the application can shut down cleanly, then **SIGKILL** if it has not exited after the timeout. Applications should handle SIGTERM to close connections and finish requests. \`docker kill\` sends SIGKILL immediately.

## Looking inside

\`\`\`bash
docker logs -f --tail 50 web     # follow the last 50 log lines
docker exec -it web sh           # open a shell in the running container
docker exec db psql -U postgres -c 'select 1'
docker inspect web               # full JSON configuration and state
docker stats                     # live CPU and memory usage
\`\`\`

\`docker logs\` shows whatever the main process writes to **stdout and stderr**, which is why container images are configured to log there. \`docker exec\` starts an *additional* process inside a running container; it is ideal for debugging but changes made this way are lost when the container is replaced, so never use it as a way to configure production.

## Restart policies and exit codes

With \`--restart\` the daemon restarts containers automatically: \`no\` (default), \`on-failure[:max]\` (only on a non-zero exit code), \`always\`, and \`unless-stopped\` (like always, but not if you stopped it manually). Exit code 0 means success; 137 means the process was killed with SIGKILL (128 + 9), often because it exceeded its memory limit; 143 means it exited after SIGTERM (128 + 15).

Containers are meant to be **disposable**: rather than patching a running container, you replace it with a new one from an updated image. Anything that must survive that replacement belongs in a volume, which we cover later.
`,
  overview: {
    whatYouWillLearn: [
      'A container moves through created, running, paused, exited and removed states.',
      'The main process is PID 1 inside the container; when it exits, the container stops.',
      'Publishing a port maps a host port to a container port so outside clients can connect.',
      'Environment variables configure a container at start time without rebuilding the image.',
      'docker logs shows what the main process writes to stdout and stderr.',
      'Restart policies let the daemon restart containers that crash or after the host reboots.',
    ],
    proTip: 'Log to stdout and stderr instead of files inside the container: docker logs, Compose and every orchestrator collect those streams automatically, and you avoid filling the container\'s writable layer.',
  },
  mcqs: [
    {
      question: 'In docker run -p 8080:80 nginx, what does 8080 refer to?',
      options: {
        A: 'The port inside the container',
        B: 'The port on the host',
        C: 'The number of worker processes',
        D: 'The maximum number of connections',
      },
      correct: 'B',
      explanation: 'Port mappings are written host:container, so 8080 is the host port.',
    },
    {
      question: 'What happens to a container when its main process (PID 1) exits?',
      options: {
        A: 'Docker starts a shell to keep it alive',
        B: 'The container is deleted immediately in all cases',
        C: 'The container stops and records the exit code',
        D: 'The image is removed from the local store',
      },
      correct: 'C',
      explanation: 'A container runs only as long as its main process; afterwards it is in the exited state.',
    },
    {
      question: 'What does docker stop do by default?',
      options: {
        A: 'Sends SIGKILL immediately',
        B: 'Pauses the container\'s processes',
        C: 'Removes the container and its volumes',
        D: 'Sends SIGTERM, then SIGKILL if the process has not exited after a grace period',
      },
      correct: 'D',
      explanation: 'docker stop allows a graceful shutdown before forcing termination.',
    },
    {
      question: 'Which command lists stopped containers as well as running ones?',
      options: {
        A: 'docker ps -a',
        B: 'docker ps',
        C: 'docker images -a',
        D: 'docker list --stopped',
      },
      correct: 'A',
      explanation: 'The -a flag includes containers in every state.',
    },
    {
      question: 'Which command opens an interactive shell in an already running container named api?',
      options: {
        A: 'docker run -it api sh',
        B: 'docker attach --shell api',
        C: 'docker exec -it api sh',
        D: 'docker logs -it api',
      },
      correct: 'C',
      explanation: 'docker exec starts an additional process, here an interactive shell, inside a running container.',
    },
    {
      question: 'A container exited with code 137. What is the most likely cause?',
      options: {
        A: 'It completed successfully',
        B: 'It was killed with SIGKILL, often for exceeding its memory limit',
        C: 'The image tag was not found',
        D: 'It received SIGTERM and exited cleanly',
      },
      correct: 'B',
      explanation: '137 equals 128 plus signal 9 (SIGKILL), commonly caused by the out-of-memory killer.',
    },
    {
      question: 'Which restart policy restarts a container after crashes and daemon restarts, but not if you stopped it manually?',
      options: {
        A: 'no',
        B: 'on-failure',
        C: 'always',
        D: 'unless-stopped',
      },
      correct: 'D',
      explanation: 'unless-stopped behaves like always except that a manual stop is respected.',
    },
    {
      question: 'Why should containerised applications write logs to stdout and stderr?',
      options: {
        A: 'Docker and orchestrators collect those streams automatically with docker logs and log drivers',
        B: 'Writing files inside a container is forbidden',
        C: 'stdout is faster than any disk',
        D: 'Log files are deleted at every container start',
      },
      correct: 'A',
      explanation: 'The container runtime captures the main process\'s output streams, so no extra log shipping is needed in the container.',
    },
    {
      question: 'Why is -p 127.0.0.1:5432:5432 safer than -p 5432:5432 for a development database?',
      options: {
        A: 'It encrypts the connection',
        B: 'It binds the published port only to the loopback interface, so other machines cannot connect',
        C: 'It enables password authentication',
        D: 'It prevents the container from making outbound connections',
      },
      correct: 'B',
      explanation: 'Without an IP the port is published on all host interfaces.',
    },
  ],
  problems: [],
};
