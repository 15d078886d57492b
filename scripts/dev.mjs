// `npm run dev`: the API recompiles and restarts on change; Vite serves the client with hot reload
// on http://localhost:5173 and proxies the API paths to the server.
import { execFileSync, spawn } from 'node:child_process';

execFileSync('npm', ['run', 'build', '--workspace', 'server'], { stdio: 'inherit' });
execFileSync(process.execPath, ['client/build/build-letterhead.mjs'], { stdio: 'inherit' });

const processes = [
  spawn('npx', ['tsc', '-p', 'server/tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  }),
  spawn(process.execPath, ['--watch', 'server/dist/main.js'], { stdio: 'inherit' }),
  spawn('npx', ['vite'], { cwd: 'client', stdio: 'inherit' }),
];

const stopAll = () => {
  for (const child of processes) child.kill('SIGTERM');
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of processes) child.on('exit', stopAll);
