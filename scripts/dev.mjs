// `npm run dev`: the API server with reload (tsx watch) and the Vite dev server with hot reload.
import { spawn } from 'node:child_process';

const env = { ...process.env, NODE_ENV: 'development', WEB_DIR: 'dist/__none__' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/server.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
