import { describe, expect, it } from 'vitest';
import { buildHotelCatalog } from './build-catalog.ts';
import { DEMO_SUPPLIER_BY_HOTEL, DEMO_SUPPLIER_CITY_ID, ORDINARY_SUPPLIER_ID } from './demo-suppliers.ts';

const catalog = buildHotelCatalog();

describe('demo hotels sold by the simulator test suppliers', () => {
  it('gives each test supplier to exactly one demo hotel of the demo city, and every other hotel to sim', () => {
    const tested = catalog.hotels.filter((h) => h.supplierId !== ORDINARY_SUPPLIER_ID);
    expect(Object.fromEntries(tested.map((h) => [h.id, h.supplierId]))).toEqual(DEMO_SUPPLIER_BY_HOTEL);
    expect(new Set(tested.map((h) => h.supplierId)).size).toBe(tested.length);
    for (const hotel of tested) expect(hotel.cityId, hotel.id).toBe(DEMO_SUPPLIER_CITY_ID);
    // The demo city keeps an ordinary hotel that simply books.
    const city = catalog.hotels.filter((h) => h.cityId === DEMO_SUPPLIER_CITY_ID);
    expect(city.some((h) => h.supplierId === ORDINARY_SUPPLIER_ID)).toBe(true);
  });

  it('names the demo hotels in the README test-inputs table, so a person can try each', async () => {
    const { readFile } = await import('node:fs/promises');
    const readme = await readFile(new URL('../../../../../README.md', import.meta.url), 'utf8');
    for (const [id, supplier] of Object.entries(DEMO_SUPPLIER_BY_HOTEL)) {
      const hotel = catalog.hotels.find((h) => h.id === id);
      const row = readme.split('\n').find((line) => line.includes(`\`${supplier}\``) && line.startsWith('|'));
      expect(row, supplier).toContain(hotel?.name);
    }
  });
});
