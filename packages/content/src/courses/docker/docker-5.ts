import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'docker-5',
  order: 5,
  title: 'Persisting Data with Volumes and Bind Mounts',
  description:
    "Keep data beyond a container's life with named volumes, share host files with bind mounts, and use tmpfs for scratch data.",
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    "Explain why data in the container's writable layer is temporary",
    'Create and use named volumes for databases and other state',
    'Use bind mounts for local development',
    'Back up, inspect and clean up volumes',
  ],
  lesson: `## Containers are disposable, data is not

Everything a container writes goes into its **writable layer**. That layer is fast enough for temporary files but it disappears when the container is removed, and replacing containers is exactly what you do on every upgrade. Databases, uploads and anything else that must survive need to live **outside** the container. Docker offers three kinds of mounts.

## Named volumes

A **volume** is storage managed by Docker (on Linux under \`/var/lib/docker/volumes/\`). It exists independently of any container, so you can delete and recreate the container and attach the same volume.

\`\`\`bash
docker volume create pgdata
docker run -d --name db \\
  -e POSTGRES_PASSWORD=secret \\
  -v pgdata:/var/lib/postgresql/data \\
  postgres:17
docker rm -f db          # container gone...
docker run -d --name db -e POSTGRES_PASSWORD=secret \\
  -v pgdata:/var/lib/postgresql/data postgres:17   # ...data still there
docker volume ls
docker volume inspect pgdata
\`\`\`

If you mount an **empty** named volume on a path that already contains files in the image, Docker first copies those files into the volume. Volumes work the same on Linux, macOS and Windows and perform well on Docker Desktop, which makes them the recommended choice for persistent data.

## Bind mounts

A **bind mount** maps a specific host path into the container. It is perfect for development: mount your source code and the container sees every edit immediately, for example with a file-watching dev server.

\`\`\`bash
docker run --rm -it -p 3000:3000 \\
  --mount type=bind,src="$(pwd)",dst=/app \\
  -w /app node:22 npm run dev
\`\`\`

A bind mount **hides** whatever the image had at the target path. Because the container writes with its own user id, files it creates can end up owned by root on the host; run the container with \`--user "$(id -u):$(id -g)"\` to avoid that. Add \`readonly\` (or \`:ro\` with \`-v\`) when the container only needs to read, such as configuration files.

## tmpfs mounts

A **tmpfs** mount (\`--tmpfs /tmp\` or \`--mount type=tmpfs,dst=/tmp\`) lives in memory only. It is fast and never written to disk, so it suits scratch space and sensitive temporary data, and it disappears when the container stops.

## -v versus --mount

\`-v name:/path\` creates a volume, while \`-v /host/path:/path\` (starting with \`/\` or \`.\`) creates a bind mount. The longer \`--mount\` syntax spells out \`type\`, \`src\` and \`dst\` and refuses to create a missing host directory, which makes mistakes visible.

## Backups and clean-up

A common pattern for backing up a volume is a throwaway container that mounts both the volume and a host directory:

\`\`\`bash
docker run --rm -v pgdata:/data:ro -v "$(pwd)":/backup alpine \\
  tar czf /backup/pgdata.tgz -C /data .
\`\`\`

For a live database, prefer the database's own dump tool (\`pg_dump\`) so the backup is consistent. Unused volumes are not removed automatically: \`docker volume prune\` deletes unused *anonymous* volumes, \`docker volume prune --all\` also deletes unused named volumes, and \`docker rm -v\` removes a container's anonymous volumes along with it. Prune carefully, since a deleted volume cannot be recovered.
`,
  overview: {
    whatYouWillLearn: [
      'The writable container layer is deleted together with the container.',
      'Named volumes are managed by Docker, outlive containers and are the preferred way to persist data.',
      'Bind mounts map a host path into a container, which is ideal for live-editing source code in development.',
      'tmpfs mounts keep data in memory only and vanish when the container stops.',
      "Mounting an empty named volume copies the image's existing files at that path into it; bind mounts hide them.",
      'Read-only mounts and correct file ownership prevent permission and security problems.',
    ],
    proTip:
      'Use the --mount syntax (type=volume,src=pgdata,dst=/var/lib/postgresql/data) in scripts: it is more explicit than -v and fails loudly when a bind-mount source path does not exist instead of silently creating an empty directory.',
  },
  mcqs: [
    {
      question:
        "What happens to files written to a container's writable layer when the container is removed?",
      options: {
        A: "They are moved into the container's anonymous volume when it is removed",
        B: 'They are deleted along with the container',
        C: 'They are committed into a new layer of the image',
        D: "They are copied to the host's home directory",
      },
      correct: 'B',
      explanation: 'The writable layer belongs to the container and is removed together with it.',
    },
    {
      question: 'Which storage type is managed by Docker and recommended for database data?',
      options: {
        A: 'Named volumes',
        B: 'Bind mounts of a host directory',
        C: '`tmpfs` mounts kept in memory',
        D: "The container's own writable layer",
      },
      correct: 'A',
      explanation:
        'Named volumes outlive containers, are managed by Docker and perform well on every platform.',
    },
    {
      question: 'What is a bind mount best suited for?',
      options: {
        A: 'Storing production database files on Docker Desktop',
        B: 'Keeping secrets in memory only, never on disk',
        C: 'Sharing source code from the host for live editing',
        D: 'Shrinking the image, since a bind mount is best for large files',
      },
      correct: 'C',
      explanation:
        'A bind mount exposes a host directory, so edits on the host appear instantly in the container.',
    },
    {
      question:
        'You bind-mount an empty host directory onto `/usr/share/nginx/html`. What does the container see at that path?',
      options: {
        A: "The image's original files merged with the host directory",
        B: "The image's original files only",
        C: 'An error, since the container does not see that path as empty',
        D: "The empty host directory, hiding the image's files",
      },
      correct: 'D',
      explanation:
        "A bind mount replaces the view of the target path with the host directory's contents.",
    },
    {
      question:
        'What does Docker do when an empty named volume is mounted on a path that contains files in the image?',
      options: {
        A: "It deletes the image's files at that path",
        B: "It copies the image's files into the empty volume first",
        C: 'It refuses to start the container',
        D: 'It mounts the volume read-only until data is added',
      },
      correct: 'B',
      explanation:
        'Docker pre-populates empty named volumes with the content already present at the mount point.',
    },
    {
      question: 'Where does data in a `tmpfs` mount live?',
      options: {
        A: 'In host memory only, gone when the container stops',
        B: 'Under `/var/lib/docker/volumes` on the host disk',
        C: "In the image's top layer, saved on commit",
        D: 'In a swap file on disk, so it survives container restarts',
      },
      correct: 'A',
      explanation: 'tmpfs is an in-memory filesystem and is never persisted.',
    },
    {
      question: 'Why might you run a development container with `--user "$(id -u):$(id -g)"`?',
      options: {
        A: 'So the container can publish ports below 1024',
        B: 'So files it creates in a bind mount belong to you, not root',
        C: 'So the container can pull private images with your login',
        D: 'So its processes show up under your name in `docker ps`',
      },
      correct: 'B',
      explanation:
        'Matching the host user id avoids root-owned files appearing in your project directory.',
    },
    {
      question: 'What is one advantage of `--mount type=bind` over `-v` for bind mounts?',
      options: {
        A: 'It is the only syntax that can attach named volumes',
        B: 'It mounts faster because it skips a permission check',
        C: 'It fails if the host path is missing instead of creating it',
        D: 'It backs up the mounted data automatically',
      },
      correct: 'C',
      explanation:
        'The explicit `--mount` syntax reports a missing source rather than creating an empty directory.',
    },
    {
      question:
        'Which command removes all unused volumes, including named ones, on current Docker versions?',
      options: {
        A: '`docker volume prune --all`',
        B: '`docker volume prune`',
        C: '`docker system prune --volumes`',
        D: '`docker volume clean`',
      },
      correct: 'A',
      explanation:
        'Plain `docker volume prune` only removes unused anonymous volumes, so `--all` is needed for named ones.',
    },
    {
      question: 'Which `-v` argument creates a bind mount rather than a named volume?',
      options: {
        A: '`-v appdata:/data`',
        B: '`-v data-vol:/var/data:rw`',
        C: '`-v ./data:/data`',
        D: '`-v /data`',
      },
      correct: 'C',
      explanation:
        'A source starting with `/` or `.` is a host path, so `./data` is bind-mounted; a plain name is a volume.',
    },
    {
      question: 'What is the safest way to back up a live PostgreSQL volume?',
      options: {
        A: '`tar` the volume directory while the database runs',
        B: '`docker commit` the running container into a new image',
        C: 'Copy `/var/lib/docker/volumes` with `cp -r`',
        D: "Use the database's own dump tool, such as `pg_dump`",
      },
      correct: 'D',
      explanation:
        'A dump tool produces a consistent backup, while copying files of a running database may not.',
    },
    {
      question: 'What does `:ro` add in `-v ./config:/etc/app:ro`?',
      options: {
        A: 'The mount is recreated at every container start',
        B: 'The container can only read the mounted files',
        C: 'The files are copied, not shared, into the container',
        D: 'Only the root user in the container may read them',
      },
      correct: 'B',
      explanation:
        '`:ro` (or `readonly` with `--mount`) makes the mount read-only inside the container.',
    },
    {
      question: 'What does `docker rm -v db` do besides removing the container?',
      options: {
        A: 'Removes the anonymous volumes of the container',
        B: 'Removes every named volume the container used',
        C: 'Removes the image the container was created from',
        D: 'Prints verbose (`-v`) output about each removal',
      },
      correct: 'A',
      explanation: "`-v` removes the container's anonymous volumes; named volumes are kept.",
    },
  ],
  problems: [],
};
