import { describe, expect, it } from 'vitest';
import { greatCircleKm, greatCircleMiles } from './distance.ts';

const NEW_YORK = { lat: 40.7128, lon: -74.006 };
const LOS_ANGELES = { lat: 34.0522, lon: -118.2437 };

describe('great-circle distance', () => {
  it.each([
    [NEW_YORK, LOS_ANGELES, 3935.75],
    [LOS_ANGELES, NEW_YORK, 3935.75], // symmetric
    [{ lat: 51.5074, lon: -0.1278 }, { lat: 48.8566, lon: 2.3522 }, 343.56], // London - Paris
    [{ lat: 40.758, lon: -73.9855 }, { lat: 40.7484, lon: -73.9857 }, 1.07], // Times Square - Empire State
    [{ lat: 0, lon: 0 }, { lat: 0, lon: 180 }, 20015.11], // antipodes: half the circumference
    [{ lat: 0, lon: 179.5 }, { lat: 0, lon: -179.5 }, 111.19], // across the antimeridian
    [NEW_YORK, NEW_YORK, 0],
  ])('%o to %o is %d km', (a, b, km) => {
    expect(greatCircleKm(a, b)).toBeCloseTo(km, 1);
  });

  it('converts to miles', () => {
    expect(greatCircleMiles(NEW_YORK, LOS_ANGELES)).toBeCloseTo(2445.56, 1);
  });
});
