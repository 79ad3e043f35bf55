# One image for both roles of docs/deploy.md (API process and runner worker); compose.yaml picks the
# command. Debian bookworm with Node 24 (docs/decisions/008), the sandbox (bubblewrap, gcc for its
# launcher) and the toolchains learners' code runs on, installed by the repo's own script.
# Not built in CI; see docs/deploy.md ("What was and was not tried").
FROM node:24-bookworm

WORKDIR /app
COPY . .
RUN bash scripts/install-system-deps.sh --runtime && rm -rf /var/lib/apt/lists/*
# Dev dependencies are needed to build (vite, esbuild); the server runs plain `node` on the output.
RUN npm ci && npm run build

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
EXPOSE 3000
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
