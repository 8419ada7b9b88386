// Setup file of the api project: on PostgreSQL, points this worker's test files at the worker's own database
// (see support/worker-databases.ts) before they read TEST_DATABASE_URL.
import { inject } from 'vitest';
import { startTestFile } from './support/test-db.ts';
import { workerDatabaseUrl } from './support/worker-databases.ts';

const baseUrl = inject('postgresBaseUrl');
if (baseUrl) process.env.TEST_DATABASE_URL = workerDatabaseUrl(baseUrl, process.env.VITEST_POOL_ID ?? '1');
startTestFile();
