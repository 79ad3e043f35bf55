import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'docker-2',
  order: 2,
  title: 'Running and Managing Containers',
  description:
    'Control the container lifecycle: run in the background, publish ports, pass environment variables, inspect logs and exec into running containers.',
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
    proTip:
      "Log to stdout and stderr instead of files inside the container: docker logs, Compose and every orchestrator collect those streams automatically, and you avoid filling the container's writable layer.",
  },
  mcqs: [
    {
      question: 'In `docker run -p 8080:80 nginx`, what does 8080 refer to?',
      options: {
        A: 'The port inside the container',
        B: 'The port on the host',
        C: "The port of the Docker daemon's API",
        D: 'The port other containers use to reach it',
      },
      correct: 'B',
      explanation: 'Port mappings are written host:container, so 8080 is the host port.',
    },
    {
      question: 'What happens to a container when its main process (PID 1) exits?',
      options: {
        A: 'Docker starts a shell in its place to keep it alive',
        B: 'The container is removed immediately, whatever its flags',
        C: 'The container stops and keeps the exit code',
        D: 'Docker restarts the exited process by default',
      },
      correct: 'C',
      explanation:
        'A container runs only as long as its main process; afterwards it is in the exited state.',
    },
    {
      question: 'What does `docker stop` do by default?',
      options: {
        A: 'Sends `SIGKILL` immediately',
        B: 'Pauses every process in the container until `docker start`',
        C: 'Removes the container and its anonymous volumes',
        D: 'Asks the process to stop, then kills it after a grace period',
      },
      correct: 'D',
      explanation:
        '`docker stop` sends SIGTERM for a graceful shutdown and SIGKILL if the process is still running after the timeout.',
    },
    {
      question: 'Which command lists stopped containers as well as running ones?',
      options: {
        A: '`docker ps -a`',
        B: '`docker ps`',
        C: '`docker images -a`',
        D: '`docker ps --stopped`',
      },
      correct: 'A',
      explanation: 'The `-a` flag includes containers in every state.',
    },
    {
      question:
        'Which command opens an interactive shell in an already running container named `api`?',
      options: {
        A: '`docker run -it api sh`',
        B: '`docker attach --shell api`',
        C: '`docker exec -it api sh`',
        D: '`docker start -i api`',
      },
      correct: 'C',
      explanation:
        '`docker exec` starts an additional process, here an interactive shell, inside a running container.',
    },
    {
      question: 'A container exited with code 137. What is the most likely cause?',
      options: {
        A: 'It finished successfully and exited on its own',
        B: 'It was killed by `SIGKILL`, often after running out of memory',
        C: 'Its image tag could not be found in the registry when it restarted',
        D: 'It received `SIGTERM` (128 + 15) and shut down cleanly',
      },
      correct: 'B',
      explanation:
        '137 equals 128 plus signal 9 (SIGKILL), commonly caused by the out-of-memory killer.',
    },
    {
      question:
        'Which restart policy restarts a container after crashes and daemon restarts, but not after you ran `docker stop` on it yourself?',
      options: {
        A: '`no`',
        B: '`on-failure:5`',
        C: '`always`',
        D: '`unless-stopped`',
      },
      correct: 'D',
      explanation: '`unless-stopped` behaves like `always` except that a manual stop is respected.',
    },
    {
      question: 'Why should containerised applications write logs to stdout and stderr?',
      options: {
        A: 'Docker and orchestrators capture those streams automatically',
        B: "Writing files inside a container's own filesystem is not allowed",
        C: '`stdout` is faster than writing to any disk',
        D: 'Log files written inside a container are wiped on every restart',
      },
      correct: 'A',
      explanation:
        "The container runtime captures the main process's output streams for `docker logs` and log drivers.",
    },
    {
      question:
        'Why is `-p 127.0.0.1:5432:5432` safer than `-p 5432:5432` for a development database?',
      options: {
        A: 'It encrypts traffic between the host and the container',
        B: 'It publishes the port on the loopback interface only',
        C: 'It turns on password authentication for the database server',
        D: 'It stops the container from making outbound connections',
      },
      correct: 'B',
      explanation:
        'Without an IP the port is published on all host interfaces, so other machines could connect.',
    },
    {
      question: 'What does `docker logs -f --tail 50 web` show?',
      options: {
        A: "The first 50 lines of the container's log file on disk",
        B: 'The last 50 commands run with `docker exec` in `web`',
        C: 'The last 50 lines of output, then streams new ones',
        D: 'The last 50 events from the daemon about `web`',
      },
      correct: 'C',
      explanation:
        '`--tail 50` starts with the last 50 lines of stdout and stderr, and `-f` keeps following.',
    },
    {
      question: 'What is the difference between `docker stop` and `docker kill`?',
      options: {
        A: '`kill` sends SIGKILL at once; `stop` sends SIGTERM first',
        B: '`kill` also removes the container; `stop` keeps it',
        C: '`stop` pauses the processes; `kill` ends them',
        D: '`kill` works only on paused containers',
      },
      correct: 'A',
      explanation:
        '`docker kill` forces termination immediately, while `docker stop` allows a graceful shutdown first.',
    },
    {
      question: 'Why is `docker exec` a poor way to configure a production container?',
      options: {
        A: '`exec` is disabled on containers that publish ports',
        B: "`exec` restarts the container's main process first",
        C: '`exec` only works on a container that is currently paused',
        D: 'Changes are lost when the container is replaced',
      },
      correct: 'D',
      explanation:
        'Containers are disposable; configuration belongs in the image, environment or volumes.',
    },
    {
      question: 'Which flag loads many environment variables from a file?',
      options: {
        A: '`-e .env`',
        B: '`--env-file .env`',
        C: '`--config .env`',
        D: '`--env-from=./.env`',
      },
      correct: 'B',
      explanation:
        '`--env-file` reads `KEY=value` lines from a file; `-e` sets one variable at a time.',
    },
  ],
  problems: [],
};
