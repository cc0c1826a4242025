// `npm test`: the checks in order, stopping at the first that fails, each with the time it took.
import { spawnSync } from 'node:child_process';

const stages = ['typecheck', 'lint', 'test:unit', 'test:e2e'];
const started = Date.now();
const took = [];
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
for (const stage of stages) {
  const at = Date.now();
  console.log(`\n▶ npm run ${stage}`);
  const { status } = spawnSync('npm', ['run', '--silent', stage], { stdio: 'inherit' });
  took.push(`${stage} ${minutes(Date.now() - at)}`);
  console.log(`■ ${stage}: ${status === 0 ? 'passed' : 'FAILED'} in ${minutes(Date.now() - at)}`);
  if (status !== 0) {
    console.log(`\nStages: ${took.join(', ')}; ${stage} failed after ${minutes(Date.now() - started)}.`);
    process.exit(status ?? 1);
  }
}
console.log(`\nStages: ${took.join(', ')}; all passed in ${minutes(Date.now() - started)}.`);
