import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'docker-6',
  order: 6,
  title: 'Container Networking',
  description:
    'Connect containers to each other and to the outside world with bridge networks, built-in DNS, port publishing and the host and none drivers.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Describe the default bridge, user-defined bridge, host and none network drivers',
    "Connect containers by name through Docker's embedded DNS",
    'Decide which ports to publish and which to keep internal',
    'Troubleshoot connectivity between containers',
  ],
  lesson: `## Every container has its own network

Thanks to network namespaces, each container gets its own network stack: interfaces, an IP address, routing table and port space. Two containers can both listen on port 80 without clashing. How they reach each other and the outside world depends on the **network driver**.

## Network drivers

- **bridge** (the default): containers attach to a virtual switch on the host and get private IP addresses. Docker uses NAT so they can reach the internet.
- **host**: the container shares the host's network stack directly. No isolation and no port mapping; a server on port 8080 is simply on the host's port 8080. Useful for performance-sensitive tools on Linux.
- **none**: only a loopback interface; the container is completely offline.
- **overlay**, **macvlan** and **ipvlan** serve multi-host (Swarm) and special LAN setups.

## User-defined bridges and DNS

Containers started without \`--network\` join the legacy **default bridge**, where they can only reach each other by IP address. Always create your own bridge network instead. On a **user-defined network**, Docker's embedded DNS server resolves container names (and \`--network-alias\` names) to IP addresses:

\`\`\`bash
docker network create appnet
docker run -d --name db --network appnet \\
  -e POSTGRES_PASSWORD=secret postgres:17
docker run -d --name api --network appnet -p 8080:8000 \\
  -e DATABASE_URL=postgres://postgres:secret@db:5432/postgres \\
  acme/api:1.0
docker network inspect appnet
\`\`\`

The API connects to \`db:5432\`: the hostname \`db\` resolves through Docker DNS. Note what is **not** there: the database has no \`-p\` at all. Containers on the same network talk to each other on container ports directly; publishing is only for traffic from outside Docker, such as your browser. Keeping databases unpublished is both simpler and safer.

## Publishing ports

\`-p 8080:8000\` maps host port 8080 to container port 8000. \`-p 8000\` picks a random free host port (see it with \`docker port api\`), and \`-P\` publishes every \`EXPOSE\`d port to random ports. By default ports are bound on all host interfaces; add \`127.0.0.1:\` to keep them local. Be aware that on Linux, Docker manages iptables rules itself, so a published port can bypass host firewall tools such as ufw.

## Multiple networks

A container can be attached to several networks (\`docker network connect backnet api\`). A classic layout puts a reverse proxy and the API on a \`front\` network and the API and database on a \`back\` network, so the proxy can never reach the database directly.

## Troubleshooting

When a connection fails, check in this order:

1. Are both containers on the same user-defined network? (\`docker inspect -f '{{json .NetworkSettings.Networks}}' api\`)
2. Is the server listening on \`0.0.0.0\` rather than \`127.0.0.1\` inside its container? A server bound to loopback is unreachable from other containers and from published ports.
3. Are you using the *container* port, not the published host port, between containers?
4. Does the name resolve? \`docker exec api getent hosts db\` answers quickly.

Remember that \`localhost\` inside a container means that container. To reach a service running on the host machine, Docker Desktop provides the name \`host.docker.internal\`; on Linux you can enable it with \`--add-host=host.docker.internal:host-gateway\`.
`,
  overview: {
    whatYouWillLearn: [
      'Each container gets its own network namespace with its own interfaces, IP address and ports.',
      'User-defined bridge networks provide automatic DNS resolution of container names; the default bridge does not.',
      'Containers on the same user-defined network reach each other on container ports without publishing them.',
      'Publishing a port (-p) is only needed for traffic coming from outside Docker.',
      "The host driver shares the host's network stack, and none gives a container no network at all.",
      'A container can join several networks, which lets you separate front-end and back-end traffic.',
    ],
    proTip:
      'Inside a container, localhost means the container itself, not your machine or other containers; address other services by their container or service name on a shared network, and reach the host with host.docker.internal where it is supported.',
  },
  mcqs: [
    {
      question: "Which network type resolves container names through Docker's embedded DNS?",
      options: {
        A: 'The default `bridge` network created at install',
        B: 'A user-defined bridge network',
        C: 'The `none` network',
        D: 'The `host` network',
      },
      correct: 'B',
      explanation:
        'Automatic name resolution is provided on user-defined networks, not on the legacy default bridge.',
    },
    {
      question:
        'Containers `api` and `db` are on the same user-defined network. What does `api` need to reach PostgreSQL in `db`?',
      options: {
        A: '`db` must first publish port 5432 to the host with `-p`',
        B: "`api` must connect through the host's IP and a published port",
        C: 'Connect to the name `db` on port 5432, unpublished',
        D: 'Both containers must switch to the `host` network driver',
      },
      correct: 'C',
      explanation:
        "Containers on a shared network reach each other's container ports by name without publishing.",
    },
    {
      question: 'What does the `host` network driver do?',
      options: {
        A: 'Gives the container only a loopback interface',
        B: 'Connects containers running on several Docker hosts into one network',
        C: 'Encrypts network traffic between the containers on one host',
        D: "Removes isolation: the container uses the host's stack",
      },
      correct: 'D',
      explanation:
        "With host networking there is no isolation or port mapping: the container's ports are the host's ports.",
    },
    {
      question:
        'An API inside a container listens on `127.0.0.1:8000` and is published with `-p 8000:8000`, but the browser cannot connect. Why?',
      options: {
        A: 'It must listen on all interfaces, not only loopback',
        B: 'Port 8000 is reserved by the Docker daemon for its own API',
        C: 'Published ports only work with the `host` network driver',
        D: 'The Dockerfile is missing an `EXPOSE 8000` instruction',
      },
      correct: 'A',
      explanation:
        'A server bound to loopback inside the container only accepts connections from inside that container; bind to `0.0.0.0`.',
    },
    {
      question: 'Inside a container, what does `localhost` refer to?',
      options: {
        A: 'The Docker host machine',
        B: 'The container itself',
        C: 'The first container on the same network',
        D: "The Docker daemon's API endpoint",
      },
      correct: 'B',
      explanation:
        'Each container has its own network namespace, so `localhost` is its own loopback interface.',
    },
    {
      question: 'What does `docker run -P` do?',
      options: {
        A: 'Publishes every exposed port to a random free host port',
        B: 'Runs the container in privileged mode, like `--privileged`',
        C: 'Publishes container port 80 on host port 80',
        D: 'Publishes all ports, but only on the `127.0.0.1` loopback address',
      },
      correct: 'A',
      explanation:
        '`-P` maps all `EXPOSE`d ports to random high ports, which `docker port` reveals.',
    },
    {
      question:
        'Why might you attach an API container to both a `front` network and a `back` network?',
      options: {
        A: 'To double the bandwidth available to the API',
        B: 'Because a container needs two networks to reach the internet',
        C: 'So the proxy cannot reach the database, yet the API reaches both',
        D: 'So the API can run two images, one per network',
      },
      correct: 'C',
      explanation: 'Splitting networks limits which containers can talk to each other.',
    },
    {
      question: 'Which name lets a container reach services on the host when using Docker Desktop?',
      options: {
        A: '`localhost`',
        B: '`docker0`',
        C: '`docker.host.internal:2375`',
        D: '`host.docker.internal`',
      },
      correct: 'D',
      explanation:
        'Docker Desktop resolves `host.docker.internal` to the host, and Linux can add it with `host-gateway`.',
    },
    {
      question:
        'On a Linux server, why can a published container port be reachable even though ufw blocks that port?',
      options: {
        A: 'ufw only filters UDP, and Docker ports use TCP',
        B: "Docker adds its own iptables rules, which run before ufw's",
        C: 'Containers bypass every firewall by sharing the kernel',
        D: 'ufw only applies to IPv6 (`ip6tables`) by default',
      },
      correct: 'B',
      explanation:
        'Docker manages NAT and forwarding rules directly, so bind sensitive ports to 127.0.0.1 or filter in the DOCKER-USER chain.',
    },
    {
      question: 'Why can two containers both listen on port 80 without clashing?',
      options: {
        A: 'Docker renumbers the second one to port 8080',
        B: 'Only one can listen until the other stops',
        C: 'Each has its own network namespace and port space',
        D: 'They share port 80 in turns, round-robin',
      },
      correct: 'C',
      explanation: 'Network namespaces give every container its own interfaces and port space.',
    },
    {
      question: 'How do you find the random host port chosen by `-p 8000`?',
      options: {
        A: '`docker ps --host-port api`',
        B: '`docker network inspect api`',
        C: '`docker logs -f api`',
        D: '`docker port api`',
      },
      correct: 'D',
      explanation:
        "`docker port` lists a container's published ports and the host ports they map to.",
    },
    {
      question: 'What does the `none` network driver give a container?',
      options: {
        A: 'Only a loopback interface, so it is offline',
        B: "The host's own network stack, shared with no isolation",
        C: 'A private IP on the default bridge',
        D: 'A network shared with the previous container',
      },
      correct: 'A',
      explanation:
        'With `none` the container has only loopback and cannot reach or be reached over the network.',
    },
    {
      question:
        'What is a quick way to check whether the name `db` resolves inside the `api` container?',
      options: {
        A: '`docker network ls db`',
        B: '`docker exec api getent hosts db`',
        C: '`docker inspect db --dns`',
        D: '`docker run --rm api nslookup db.local`',
      },
      correct: 'B',
      explanation:
        '`docker exec` runs the lookup inside the existing container, using its network and DNS.',
    },
  ],
  problems: [],
};
