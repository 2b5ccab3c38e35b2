// `npm run dev`: the API with reload on change, and Vite's dev server (proxying /app) for the client.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    // One process: tsx restarts it on every change.
    env: { ...process.env, PORT: '3000', WORKERS: process.env.WORKERS ?? '1' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (code && process.exitCode === undefined) process.exitCode = code;
    stop();
  });
}
