import { copyFile, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExperimentId, ExperimentsAnswer, MaintenanceVariant } from '@portal/contracts/session';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';

let t: TestApp;
let dir: string;
let file: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'experiments-'));
  file = join(dir, 'experiments.json');
  await copyFile(loadConfig({}).experimentsFile, file);
  t = await createTestApp({ config: { experimentsFile: file } });
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const active = async (session: SignedIn, path = '/api/v0/experiments/active') => {
  const res = await t.request('PUT', path, { session, body: {} });
  expect(res.statusCode).toBe(200);
  return ExperimentsAnswer.parse(res.json());
};
const variantOf = (answer: ExperimentsAnswer, id: string) =>
  answer.experiments.find((e) => e.id === id)?.variant;

// Rewrites the operator's file; the mtime is pushed forward so the change is seen even within one tick.
let edits = 0;
async function editFile(change: (json: { experiments: Record<string, unknown> }) => void) {
  const json = JSON.parse(await readFile(file, 'utf8'));
  change(json);
  await writeFile(file, JSON.stringify(json));
  edits += 1;
  const when = new Date(Date.now() + edits * 1000);
  await utimes(file, when, when);
}

describe('PUT /experiments/active', () => {
  it('answers every experiment id with the shipped defaults', async () => {
    const session = await t.signedInUser();
    const answer = await active(session);
    expect(answer.experiments.map((e) => e.id).sort()).toEqual(Object.values(ExperimentId).sort());
    expect(variantOf(answer, 'module-availability')).toBe('available');
    expect(variantOf(answer, 'cover-reviews')).toBe('available');
    expect(variantOf(answer, 'categorized-gallery')).toBe('available');
    expect(variantOf(answer, 'trees')).toBe('available');
    expect(variantOf(answer, 'wallet-credits')).toBe('available');
    expect(MaintenanceVariant.parse(JSON.parse(variantOf(answer, 'maintenance') ?? ''))).toEqual({
      variantName: 'off',
    });
    expect(answer.trackingProperties['pricing-update']).toBe('control');
  });

  it('requires a session', async () => {
    const res = await t.request('PUT', '/api/v0/experiments/active', { body: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(40100);
  });

  it('draws variants by weight, the same for a user every time, and honours overrides by email', async () => {
    await editFile((json) => {
      json.experiments['pricing-update'] = {
        variants: [
          { name: 'control', weight: 1 },
          { name: 'compliant', weight: 1 },
        ],
        overrides: {},
      };
    });
    const sessions = await Promise.all(Array.from({ length: 12 }, () => t.signedInUser()));
    const first = await Promise.all(sessions.map((s) => active(s)));
    const second = await Promise.all(sessions.map((s) => active(s)));
    const drawn = first.map((a) => variantOf(a, 'pricing-update'));
    expect(second.map((a) => variantOf(a, 'pricing-update'))).toEqual(drawn);
    expect(new Set(drawn)).toEqual(new Set(['control', 'compliant']));

    const someone = sessions[0];
    if (!someone) throw new Error('no session');
    await editFile((json) => {
      json.experiments['pricing-update'] = {
        variants: [{ name: 'control', weight: 1 }],
        overrides: { [someone.user.email]: 'compliant-plus' },
      };
    });
    expect(variantOf(await active(someone), 'pricing-update')).toBe('compliant-plus');
    expect(variantOf(await active(sessions[1] ?? someone), 'pricing-update')).toBe('control');
  });

  it('picks up an operator edit of the maintenance window without a restart', async () => {
    const session = await t.signedInUser();
    const data = {
      startsAt: '2025-06-02T13:00:00Z',
      endsAt: '2025-06-02T15:00:00Z',
      message: 'Back at 3 pm',
    };
    await editFile((json) => {
      json.experiments.maintenance = { variants: [{ name: 'timed', data }], overrides: {} };
    });
    const variant = variantOf(await active(session), 'maintenance');
    expect(MaintenanceVariant.parse(JSON.parse(variant ?? ''))).toEqual({ variantName: 'timed', data });
  });

  it('keeps the last good version when the file is broken mid-edit', async () => {
    const session = await t.signedInUser();
    await editFile((json) => {
      json.experiments.trees = { variants: [{ name: 'control' }], overrides: {} };
    });
    expect(variantOf(await active(session), 'trees')).toBe('control');
    await writeFile(file, '{"experiments": {"trees": ');
    await utimes(file, new Date(Date.now() + 60_000), new Date(Date.now() + 60_000));
    expect(variantOf(await active(session), 'trees')).toBe('control');
  });

  it('answers the corporate rollout at /experiments/cotb/active', async () => {
    const session = await t.signedInUser();
    const consumer = await active(session);
    const corporate = await active(session, '/api/v0/experiments/cotb/active');
    expect(variantOf(consumer, 'corporate-hide-travel-wallet-offers')).toBe('control');
    expect(variantOf(corporate, 'corporate-hide-travel-wallet-offers')).toBe('available');
    expect(corporate.experiments).toHaveLength(consumer.experiments.length);
  });
});
