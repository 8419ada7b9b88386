import { buildApp } from './app.ts';
import { demoAccounts, openDatabase } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { createDeps } from './deps.ts';
import { startJobs } from './jobs/start-jobs.ts';

const config = loadConfig();
const handle = await openDatabase(config, (message) => console.log(message));
const deps = createDeps(config, handle);
const app = await buildApp(deps);
await startJobs(app, deps);

// Graceful shutdown: stop accepting, let requests in flight finish, then close the database.
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    void app
      .close()
      .then(() => handle.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}

await app.listen({ port: config.port, host: config.host });
const where = handle.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
console.log(`
Travel portal ready at http://localhost:${config.port}  (database: ${where})
API docs at http://localhost:${config.port}/api/docs

Demo accounts (password: travel-demo):
${demoAccounts.map(([email, what]) => `  ${email.padEnd(26)} ${what}`).join('\n')}
`);
