import { fileURLToPath } from 'node:url';

export type Tenant = 'capone' | 'capone-corporate';

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Tenant when the host name does not choose one. */
  defaultTenant: Tenant;
  /** The built web app, served by the same process in production. */
  webDist: string | undefined;
  smtpUrl: string | undefined;
  sessionTtlMinutes: number;
  experimentsFile: string;
  production: boolean;
  /**
   * The payment simulator's test card numbers also work in a production build (the e2e journeys, demo
   * deployments); outside production they always do.
   */
  testCardsInProduction: boolean;
  /** Which environment the portal reports to its clients (GET /portal/config). */
  environment: 'production' | 'development' | 'test';
  /** Sign-in attempts allowed per IP address and email within the window. */
  signInRateLimit: { max: number; windowMs: number };
  /** Listings the first start of an empty database seeds; 0 skips the demo data. */
  seedListings: number;
  logLevel: string;
  /** A fulfil session Pending this long (ms) with no booking running is settled by the recovery sweep. */
  fulfilStaleMs: number;
  /** The durable job queue (jobs/job-queue.ts); short values let the fault tests see retries and expiry. */
  jobs: { maintenanceSeconds: number; emailRetrySeconds: number; emailExpireSeconds: number };
  /** A map tile server's URL template ({s}, {z}, {x}, {y}) and attribution; null: the offline basemap. */
  mapTiles: { url: string; attribution: string } | null;
  /** Where users reach the portal: links in emails (a watched trip's search) start with it. */
  publicUrl: string;
  /** A Duffel access token (duffel_test_... or duffel_live_...): flights come from Duffel instead of the simulator. */
  duffelAccessToken?: string | undefined;
};

/** Whose data the tiles are unless PORTAL_MAP_TILES_ATTRIBUTION says otherwise (most servers serve OSM data). */
const DEFAULT_TILES_ATTRIBUTION = '© OpenStreetMap contributors';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.PORTAL_DATA_DIR ?? 'data',
    defaultTenant: env.PORTAL_TENANT === 'capone-corporate' ? 'capone-corporate' : 'capone',
    webDist: production ? (env.PORTAL_WEB_DIST ?? here('../../web/dist')) : env.PORTAL_WEB_DIST,
    smtpUrl: env.SMTP_URL || undefined,
    sessionTtlMinutes: Number(env.SESSION_TTL_MINUTES ?? 60),
    experimentsFile: env.PORTAL_EXPERIMENTS_FILE ?? here('../config/experiments.json'),
    production,
    testCardsInProduction: env.PORTAL_TEST_CARDS === 'on',
    environment: production ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development',
    signInRateLimit: {
      max: Number(env.SIGNIN_RATE_LIMIT_MAX ?? 10),
      windowMs: Number(env.SIGNIN_RATE_LIMIT_WINDOW_MS ?? 15 * 60_000),
    },
    seedListings: Number(env.PORTAL_SEED_LISTINGS ?? 2000),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    fulfilStaleMs: Number(env.PORTAL_FULFIL_STALE_MS ?? 120_000),
    jobs: {
      maintenanceSeconds: Number(env.PORTAL_JOBS_MAINTENANCE_SECONDS ?? 60),
      emailRetrySeconds: Number(env.PORTAL_EMAIL_JOB_RETRY_SECONDS ?? 30),
      emailExpireSeconds: Number(env.PORTAL_EMAIL_JOB_EXPIRE_SECONDS ?? 120),
    },
    mapTiles: env.PORTAL_MAP_TILES_URL
      ? {
          url: env.PORTAL_MAP_TILES_URL,
          attribution: env.PORTAL_MAP_TILES_ATTRIBUTION || DEFAULT_TILES_ATTRIBUTION,
        }
      : null,
    publicUrl: (env.PORTAL_PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
    duffelAccessToken: env.DUFFEL_ACCESS_TOKEN?.trim() || undefined,
  };
}
