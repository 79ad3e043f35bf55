// `npm run dev`: the API server (restarts on change) and Vite (hot reload, proxies /api) together.
import { spawn } from 'node:child_process';

// `npm run` puts the project's Node 24 first on PATH (scripts/node-env.sh); a direct call may not.
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(
    `npm run dev needs Node 24 or newer (this is ${process.version}): run it through npm, or source scripts/node-env.sh first.`,
  );
  process.exit(1);
}
console.log(`[dev] Node ${process.version}`);

const procs = [
  spawn('npm', ['run', 'dev', '-w', '@app/server'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@app/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs)
  p.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
