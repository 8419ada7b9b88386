import type { PhotoScene } from './media-catalog.ts';

// Real US vacation markets: city centre coordinates and a plausible lodging tax rate (bps).
export type MarketSeed = {
  id: string;
  city: string;
  state: string;
  lat: number;
  lon: number;
  /**
   * The market's kind of place, which its listings' photos, names, amenities and texts fit: `beach` is a
   * warm coast with palms, `coast` a temperate one (dunes and pines, no palms).
   */
  scene: PhotoScene;
  occupancyTaxBps: number;
  salesTaxBps: number;
  /** A ski resort town: the only markets with ski-in/ski-out homes. */
  ski: boolean;
};

export const DEMO_MARKET_ID = 'mkt-asheville-nc';

type Row = [
  id: string,
  city: string,
  state: string,
  lat: number,
  lon: number,
  scene: MarketSeed['scene'],
  occupancyTaxBps: number,
  salesTaxBps: number,
  ski: boolean,
];

// prettier-ignore
const rows: Row[] = [
  [DEMO_MARKET_ID, 'Asheville', 'NC', 35.5951, -82.5515, 'mountain', 600, 700, false],
  ['mkt-miami-beach-fl', 'Miami Beach', 'FL', 25.7907, -80.13, 'beach', 600, 700, false],
  ['mkt-orlando-fl', 'Orlando', 'FL', 28.5384, -81.3789, 'city', 600, 650, false],
  ['mkt-destin-fl', 'Destin', 'FL', 30.3935, -86.4958, 'beach', 500, 700, false],
  ['mkt-key-west-fl', 'Key West', 'FL', 24.5551, -81.78, 'beach', 500, 750, false],
  ['mkt-naples-fl', 'Naples', 'FL', 26.142, -81.7948, 'beach', 500, 600, false],
  ['mkt-gatlinburg-tn', 'Gatlinburg', 'TN', 35.7143, -83.5102, 'mountain', 300, 975, false],
  ['mkt-nashville-tn', 'Nashville', 'TN', 36.1627, -86.7816, 'city', 600, 925, false],
  ['mkt-myrtle-beach-sc', 'Myrtle Beach', 'SC', 33.6891, -78.8867, 'beach', 300, 900, false],
  ['mkt-charleston-sc', 'Charleston', 'SC', 32.7765, -79.9311, 'city', 400, 900, false],
  ['mkt-savannah-ga', 'Savannah', 'GA', 32.0809, -81.0912, 'city', 600, 700, false],
  ['mkt-outer-banks-nc', 'Nags Head', 'NC', 35.9574, -75.6241, 'coast', 600, 675, false],
  ['mkt-boone-nc', 'Boone', 'NC', 36.2168, -81.6746, 'mountain', 600, 700, false],
  ['mkt-new-orleans-la', 'New Orleans', 'LA', 29.9511, -90.0715, 'city', 400, 945, false],
  ['mkt-austin-tx', 'Austin', 'TX', 30.2672, -97.7431, 'city', 900, 825, false],
  ['mkt-galveston-tx', 'Galveston', 'TX', 29.3013, -94.7977, 'beach', 900, 825, false],
  ['mkt-san-antonio-tx', 'San Antonio', 'TX', 29.4241, -98.4936, 'city', 900, 825, false],
  ['mkt-sedona-az', 'Sedona', 'AZ', 34.8697, -111.7609, 'desert', 300, 1135, false],
  ['mkt-scottsdale-az', 'Scottsdale', 'AZ', 33.4942, -111.9261, 'desert', 500, 805, false],
  ['mkt-palm-springs-ca', 'Palm Springs', 'CA', 33.8303, -116.5453, 'desert', 1150, 875, false],
  ['mkt-san-diego-ca', 'San Diego', 'CA', 32.7157, -117.1611, 'beach', 1050, 775, false],
  ['mkt-los-angeles-ca', 'Los Angeles', 'CA', 34.0522, -118.2437, 'city', 1400, 950, false],
  ['mkt-san-francisco-ca', 'San Francisco', 'CA', 37.7749, -122.4194, 'city', 1400, 863, false],
  ['mkt-lake-tahoe-ca', 'South Lake Tahoe', 'CA', 38.9399, -119.9772, 'lake', 1000, 775, true],
  ['mkt-big-bear-ca', 'Big Bear Lake', 'CA', 34.2439, -116.9114, 'mountain', 800, 775, true],
  ['mkt-napa-ca', 'Napa', 'CA', 38.2975, -122.2869, 'city', 1200, 775, false],
  ['mkt-las-vegas-nv', 'Las Vegas', 'NV', 36.1699, -115.1398, 'desert', 1300, 838, false],
  ['mkt-denver-co', 'Denver', 'CO', 39.7392, -104.9903, 'city', 1075, 481, false],
  ['mkt-breckenridge-co', 'Breckenridge', 'CO', 39.4817, -106.0384, 'mountain', 340, 888, true],
  ['mkt-aspen-co', 'Aspen', 'CO', 39.1911, -106.8175, 'mountain', 200, 930, true],
  ['mkt-park-city-ut', 'Park City', 'UT', 40.6461, -111.498, 'mountain', 300, 905, true],
  ['mkt-moab-ut', 'Moab', 'UT', 38.5733, -109.5498, 'desert', 200, 870, false],
  ['mkt-jackson-wy', 'Jackson', 'WY', 43.4799, -110.7624, 'mountain', 200, 600, true],
  ['mkt-seattle-wa', 'Seattle', 'WA', 47.6062, -122.3321, 'city', 700, 1025, false],
  ['mkt-portland-or', 'Portland', 'OR', 45.5152, -122.6784, 'city', 600, 0, false],
  ['mkt-cannon-beach-or', 'Cannon Beach', 'OR', 45.8918, -123.9615, 'coast', 800, 0, false],
  ['mkt-honolulu-hi', 'Honolulu', 'HI', 21.3069, -157.8583, 'beach', 1025, 450, false],
  ['mkt-lahaina-hi', 'Lahaina', 'HI', 20.8783, -156.6825, 'beach', 1025, 417, false],
  ['mkt-chicago-il', 'Chicago', 'IL', 41.8781, -87.6298, 'city', 600, 1025, false],
  ['mkt-traverse-city-mi', 'Traverse City', 'MI', 44.7631, -85.6206, 'lake', 500, 600, false],
  ['mkt-lake-geneva-wi', 'Lake Geneva', 'WI', 42.5917, -88.4334, 'lake', 500, 550, false],
  ['mkt-branson-mo', 'Branson', 'MO', 36.6437, -93.2185, 'lake', 400, 860, false],
  ['mkt-new-york-ny', 'New York', 'NY', 40.7128, -74.006, 'city', 588, 888, false],
  ['mkt-lake-placid-ny', 'Lake Placid', 'NY', 44.2795, -73.9799, 'lake', 500, 800, false],
  ['mkt-cape-cod-ma', 'Provincetown', 'MA', 42.0584, -70.1786, 'coast', 600, 625, false],
  ['mkt-bar-harbor-me', 'Bar Harbor', 'ME', 44.3876, -68.2039, 'coast', 0, 900, false],
  ['mkt-stowe-vt', 'Stowe', 'VT', 44.4654, -72.6874, 'mountain', 100, 900, true],
  ['mkt-ocean-city-md', 'Ocean City', 'MD', 38.3365, -75.0849, 'coast', 500, 600, false],
  ['mkt-virginia-beach-va', 'Virginia Beach', 'VA', 36.8529, -75.978, 'coast', 800, 600, false],
  ['mkt-washington-dc', 'Washington', 'DC', 38.9072, -77.0369, 'city', 1495, 0, false],
];

export const marketSeeds: readonly MarketSeed[] = rows.map(
  ([id, city, state, lat, lon, scene, occupancyTaxBps, salesTaxBps, ski]) => ({
    id,
    city,
    state,
    lat,
    lon,
    scene,
    occupancyTaxBps,
    salesTaxBps,
    ski,
  }),
);
