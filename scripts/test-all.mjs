// `npm test`: every check CI runs, in order, stopping at the first failure, with how long each took (CI has a time
// budget; this says where it goes).
import { spawnSync } from 'node:child_process';

const phases = ['typecheck', 'lint', 'test:unit', 'test:api', 'test:faults', 'test:e2e'];
const took = [];
const started = Date.now();
let status = 0;
for (const phase of phases) {
  const begin = Date.now();
  status = spawnSync('npm', ['run', phase], { stdio: 'inherit' }).status ?? 1;
  took.push(`${phase} ${Math.round((Date.now() - begin) / 1000)} s${status === 0 ? '' : ' (failed)'}`);
  if (status !== 0) break;
}
console.log(`\nnpm test: ${took.join(', ')}; total ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(status);
