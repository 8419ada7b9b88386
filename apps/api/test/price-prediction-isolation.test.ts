import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 13: the prediction partner learns only from recorded price histories, never from the simulator's pricing.
// Follows every relative import from the partner's folder (transitively) and checks none reaches the flight
// supply simulator (price-dynamics.ts or anything beside it).

const here = dirname(fileURLToPath(import.meta.url));
const partnerDir = resolve(here, '../src/providers/price-prediction');
const simulatorDir = resolve(here, '../src/providers/flight-supply/simulator');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => resolve(dirname(file), (m[1] ?? m[2])!));
}

function reachable(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const target of relativeImports(file)) if (target.endsWith('.ts')) pending.push(target);
  }
  return seen;
}

describe('the price prediction partner is isolated from the simulator', () => {
  const partnerFiles = readdirSync(partnerDir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(partnerDir, name));

  it('has source files to check', () => {
    expect(partnerFiles.map((f) => f.slice(partnerDir.length + 1))).toEqual(
      expect.arrayContaining([
        'embedded-price-prediction.ts',
        'prediction-model.ts',
        'price-history.repository.ts',
      ]),
    );
  });

  it('never imports the simulator, directly or through another module', () => {
    const leaks = [...reachable(partnerFiles)].filter((file) => file.startsWith(simulatorDir));
    expect(leaks).toEqual([]);
  });

  it('never names the price dynamics, even in a package-style import', () => {
    for (const file of reachable(partnerFiles)) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/price-dynamics|flight-supply\/simulator/);
    }
  });

  it('would catch a leak (the check follows imports)', () => {
    const recorder = join(simulatorDir, 'price-history-recorder.ts');
    expect([...reachable([recorder])].some((f) => f.endsWith('price-dynamics.ts'))).toBe(true);
  });
});
