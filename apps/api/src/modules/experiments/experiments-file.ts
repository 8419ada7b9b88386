import { readFile, stat } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { ExperimentsConfig } from './experiments-config.ts';

const empty: ExperimentsConfig = { experiments: {} };

/**
 * The operator's experiments file, re-read whenever its modification time or size changes, so an edit takes
 * effect on the next request without a restart. A file that does not parse keeps the last good version in
 * force (an editor saving half a file must not switch experiments off).
 */
export class ExperimentsFile {
  private version = '';
  private config: ExperimentsConfig = empty;

  constructor(
    private readonly path: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async current(): Promise<ExperimentsConfig> {
    let version: string;
    try {
      const info = await stat(this.path);
      version = `${info.mtimeMs}:${info.size}`;
    } catch {
      if (this.version !== 'missing')
        this.log.warn({ path: this.path }, 'experiments file missing; defaults apply');
      this.version = 'missing';
      this.config = empty;
      return this.config;
    }
    if (version === this.version) return this.config;
    try {
      const parsed = ExperimentsConfig.safeParse(JSON.parse(await readFile(this.path, 'utf8')));
      if (!parsed.success) throw new Error(parsed.error.message);
      this.config = parsed.data;
      this.log.info({ path: this.path }, 'experiments file loaded');
    } catch (error) {
      this.log.warn(
        { path: this.path, err: error },
        'experiments file invalid; keeping the previous version',
      );
    }
    this.version = version;
    return this.config;
  }
}
