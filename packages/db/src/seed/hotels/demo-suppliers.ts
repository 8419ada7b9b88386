/**
 * The demo hotels that carry the supply simulator's test supplier ids (apps/api hotel-supply.ts
 * HOTEL_SUPPLIER_TEST_IDS; README "Test cards and checkout outcomes"), so that a person can try each supplier
 * behaviour in the running portal. They are all in New York, the first demo city, where six hotels are built:
 * the first stays ordinary ('sim') so the city still has one hotel that simply books.
 * The ids are written out here because the database package cannot import the API; an API test checks that
 * they are the simulator's.
 */
export const DEMO_SUPPLIER_CITY_ID = 'new-york-us';

export const DEMO_SUPPLIER_BY_HOTEL: Readonly<Record<string, string>> = {
  'htl_new-york-us_02': 'sim-rate-rises',
  'htl_new-york-us_03': 'sim-rate-drops',
  'htl_new-york-us_04': 'sim-sold-out',
  'htl_new-york-us_05': 'sim-rate-not-available',
  'htl_new-york-us_06': 'sim-volatile',
};

/** The supplier of an ordinary demo hotel: the simulator's plain behaviour (demand pricing only). */
export const ORDINARY_SUPPLIER_ID = 'sim';

/** The hotel's supplier id in the demo catalog. */
export const demoSupplierOf = (hotelId: string): string =>
  DEMO_SUPPLIER_BY_HOTEL[hotelId] ?? ORDINARY_SUPPLIER_ID;
