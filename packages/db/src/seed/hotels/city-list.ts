import type { PhotoScene } from '../media-catalog.ts';

/**
 * The hotel markets: the portal's vacation-rental markets (seed/markets-data.ts) and beyond. Only what the
 * reference data cannot know is written here: which kind of place it is (the photos and texts fit it), its
 * price tier and its lodging taxes. Coordinates and IANA time zones come from the city-timezones package
 * (Natural Earth populated places), looked up by name, country and province (city-data.ts).
 */
export type CityTier = 1 | 2 | 3;
export type CityEntry = {
  id: string;
  /** city_ascii in city-timezones. */
  name: string;
  countryCode: string;
  /** Province as city-timezones spells it, where a name is ambiguous (Portland, Naples, San Jose …). */
  province: string | null;
  scene: PhotoScene;
  /** 1: the priciest gateways (New York, Paris, Aspen), 3: value markets. */
  tier: CityTier;
  /** Occupancy or city tax and sales tax on the room charges, basis points. */
  cityTaxBps: number;
  salesTaxBps: number;
};

type Row = [string, string, string, string | null, PhotoScene, CityTier, number, number];

// prettier-ignore
const rows: Row[] = [
  ['new-york-us', 'New York', 'US', 'New York', 'city', 1, 588, 888],
  ['miami-us', 'Miami', 'US', 'Florida', 'beach', 1, 600, 700],
  ['orlando-us', 'Orlando', 'US', 'Florida', 'city', 2, 600, 650],
  ['key-west-us', 'Key West', 'US', 'Florida', 'beach', 1, 500, 750],
  ['naples-us', 'Naples', 'US', 'Florida', 'beach', 2, 500, 600],
  ['asheville-us', 'Asheville', 'US', 'North Carolina', 'mountain', 2, 600, 700],
  ['nashville-us', 'Nashville', 'US', 'Tennessee', 'city', 2, 600, 925],
  ['charleston-us', 'Charleston', 'US', 'South Carolina', 'city', 2, 400, 900],
  ['savannah-us', 'Savannah', 'US', 'Georgia', 'city', 2, 600, 700],
  ['myrtle-beach-us', 'Myrtle Beach', 'US', 'South Carolina', 'beach', 3, 300, 900],
  ['new-orleans-us', 'New Orleans', 'US', 'Louisiana', 'city', 2, 400, 945],
  ['austin-us', 'Austin', 'US', 'Texas', 'city', 2, 900, 825],
  ['san-antonio-us', 'San Antonio', 'US', 'Texas', 'city', 3, 900, 825],
  ['galveston-us', 'Galveston', 'US', 'Texas', 'beach', 3, 900, 825],
  ['scottsdale-us', 'Scottsdale', 'US', 'Arizona', 'desert', 2, 500, 805],
  ['sedona-us', 'Sedona', 'US', 'Arizona', 'desert', 1, 300, 1135],
  ['palm-springs-us', 'Palm Springs', 'US', 'California', 'desert', 2, 1150, 875],
  ['san-diego-us', 'San Diego', 'US', 'California', 'beach', 2, 1050, 775],
  ['los-angeles-us', 'Los Angeles', 'US', 'California', 'city', 1, 1400, 950],
  ['san-francisco-us', 'San Francisco', 'US', 'California', 'city', 1, 1400, 863],
  ['south-lake-tahoe-us', 'South Lake Tahoe', 'US', 'California', 'lake', 2, 1000, 775],
  ['las-vegas-us', 'Las Vegas', 'US', 'Nevada', 'desert', 2, 1300, 838],
  ['denver-us', 'Denver', 'US', 'Colorado', 'city', 2, 1075, 481],
  ['aspen-us', 'Aspen', 'US', 'Colorado', 'mountain', 1, 200, 930],
  ['park-city-us', 'Park City', 'US', 'Utah', 'mountain', 1, 300, 905],
  ['salt-lake-city-us', 'Salt Lake City', 'US', 'Utah', 'city', 3, 500, 775],
  ['jackson-us', 'Jackson', 'US', 'Wyoming', 'mountain', 1, 200, 600],
  ['seattle-us', 'Seattle', 'US', 'Washington', 'city', 2, 700, 1025],
  ['portland-us', 'Portland', 'US', 'Oregon', 'city', 2, 600, 0],
  ['honolulu-us', 'Honolulu', 'US', 'Hawaii', 'beach', 1, 1025, 450],
  ['chicago-us', 'Chicago', 'US', 'Illinois', 'city', 2, 600, 1025],
  ['traverse-city-us', 'Traverse City', 'US', 'Michigan', 'lake', 3, 500, 600],
  ['boston-us', 'Boston', 'US', 'Massachusetts', 'city', 1, 575, 625],
  ['washington-us', 'Washington, D.C.', 'US', 'District of Columbia', 'city', 1, 1495, 0],
  ['philadelphia-us', 'Philadelphia', 'US', 'Pennsylvania', 'city', 2, 850, 600],
  ['atlanta-us', 'Atlanta', 'US', 'Georgia', 'city', 3, 800, 890],
  ['dallas-us', 'Dallas', 'US', 'Texas', 'city', 3, 700, 825],
  ['virginia-beach-us', 'Virginia Beach', 'US', 'Virginia', 'coast', 3, 800, 600],
  ['bar-harbor-us', 'Bar Harbor', 'US', 'Maine', 'coast', 2, 0, 900],
  ['toronto-ca', 'Toronto', 'CA', 'Ontario', 'city', 2, 600, 1300],
  ['vancouver-ca', 'Vancouver', 'CA', 'British Columbia', 'city', 1, 300, 1300],
  ['montreal-ca', 'Montréal', 'CA', 'Québec', 'city', 2, 350, 1498],
  ['banff-ca', 'Banff', 'CA', 'Alberta', 'mountain', 1, 400, 500],
  ['cancun-mx', 'Cancun', 'MX', 'Quintana Roo', 'beach', 2, 500, 1600],
  ['playa-del-carmen-mx', 'Playa del Carmen', 'MX', 'Quintana Roo', 'beach', 2, 500, 1600],
  ['mexico-city-mx', 'Mexico City', 'MX', null, 'city', 3, 500, 1600],
  ['cabo-san-lucas-mx', 'Cabo San Lucas', 'MX', 'Baja California Sur', 'beach', 1, 500, 1600],
  ['puerto-vallarta-mx', 'Puerto Vallarta', 'MX', 'Jalisco', 'beach', 2, 300, 1600],
  ['san-juan-pr', 'San Juan', 'PR', null, 'beach', 2, 900, 0],
  ['nassau-bs', 'Nassau', 'BS', null, 'beach', 1, 1000, 1000],
  ['montego-bay-jm', 'Montego Bay', 'JM', null, 'beach', 2, 0, 1500],
  ['punta-cana-do', 'Punta Cana', 'DO', null, 'beach', 2, 0, 1800],
  ['oranjestad-aw', 'Oranjestad', 'AW', null, 'beach', 1, 1250, 700],
  ['london-gb', 'London', 'GB', null, 'city', 1, 0, 2000],
  ['edinburgh-gb', 'Edinburgh', 'GB', null, 'city', 2, 0, 2000],
  ['paris-fr', 'Paris', 'FR', 'Île-de-France', 'city', 1, 500, 1000],
  ['nice-fr', 'Nice', 'FR', null, 'beach', 2, 300, 1000],
  ['rome-it', 'Rome', 'IT', null, 'city', 1, 700, 1000],
  ['florence-it', 'Florence', 'IT', null, 'city', 1, 700, 1000],
  ['venice-it', 'Venice', 'IT', null, 'city', 1, 500, 1000],
  ['barcelona-es', 'Barcelona', 'ES', null, 'beach', 1, 400, 1000],
  ['madrid-es', 'Madrid', 'ES', null, 'city', 2, 0, 1000],
  ['lisbon-pt', 'Lisbon', 'PT', null, 'city', 2, 400, 600],
  ['amsterdam-nl', 'Amsterdam', 'NL', null, 'city', 1, 1250, 900],
  ['berlin-de', 'Berlin', 'DE', null, 'city', 2, 750, 700],
  ['munich-de', 'Munich', 'DE', null, 'city', 2, 0, 700],
  ['vienna-at', 'Vienna', 'AT', null, 'city', 2, 320, 1000],
  ['prague-cz', 'Prague', 'CZ', null, 'city', 3, 500, 1200],
  ['zurich-ch', 'Zurich', 'CH', null, 'lake', 1, 250, 380],
  ['dublin-ie', 'Dublin', 'IE', null, 'city', 2, 0, 900],
  ['athens-gr', 'Athens', 'GR', null, 'city', 3, 300, 1300],
  ['reykjavik-is', 'Reykjavik', 'IS', null, 'coast', 1, 300, 1100],
  ['tokyo-jp', 'Tokyo', 'JP', null, 'city', 1, 200, 1000],
  ['kyoto-jp', 'Kyoto', 'JP', null, 'city', 1, 300, 1000],
  ['singapore-sg', 'Singapore', 'SG', null, 'city', 1, 1000, 900],
  ['bangkok-th', 'Bangkok', 'TH', null, 'city', 3, 100, 700],
  ['phuket-th', 'Phuket', 'TH', null, 'beach', 2, 100, 700],
  ['bali-id', 'Denpasar', 'ID', null, 'beach', 2, 1000, 1100],
  ['hong-kong-hk', 'Hong Kong', 'HK', null, 'city', 1, 0, 300],
  ['seoul-kr', 'Seoul', 'KR', null, 'city', 2, 0, 1000],
  ['dubai-ae', 'Dubai', 'AE', null, 'desert', 1, 1000, 500],
  ['sydney-au', 'Sydney', 'AU', null, 'beach', 1, 0, 1000],
];

/** Hand-checked centre coordinates and zones of the resort towns the reference data does not list. */
export const CITY_FALLBACKS: Readonly<
  Record<string, { lat: number; lon: number; timeZone: string; region: string }>
> = {
  'sedona-us': { lat: 34.8697, lon: -111.761, timeZone: 'America/Phoenix', region: 'AZ' },
  'south-lake-tahoe-us': { lat: 38.9399, lon: -119.9772, timeZone: 'America/Los_Angeles', region: 'CA' },
  'aspen-us': { lat: 39.1911, lon: -106.8175, timeZone: 'America/Denver', region: 'CO' },
  'park-city-us': { lat: 40.6461, lon: -111.498, timeZone: 'America/Denver', region: 'UT' },
  'jackson-us': { lat: 43.4799, lon: -110.7624, timeZone: 'America/Denver', region: 'WY' },
  'playa-del-carmen-mx': { lat: 20.6296, lon: -87.0739, timeZone: 'America/Cancun', region: 'Quintana Roo' },
  'punta-cana-do': {
    lat: 18.5601,
    lon: -68.3725,
    timeZone: 'America/Santo_Domingo',
    region: 'La Altagracia',
  },
};

/** How travelers write a few names the reference data spells its own way (Westminster for London, Dubay). */
export const CITY_DISPLAY: Readonly<Record<string, { name?: string; region?: string }>> = {
  'washington-us': { name: 'Washington', region: 'DC' },
  'london-gb': { region: 'England' },
  'edinburgh-gb': { region: 'Scotland' },
  'reykjavik-is': { region: 'Capital Region' },
  'dubai-ae': { region: 'Dubai' },
  'mexico-city-mx': { region: 'Ciudad de México' },
  'cancun-mx': { name: 'Cancún' },
  'hong-kong-hk': { region: 'Hong Kong SAR' },
};

export const HOTEL_CITY_ENTRIES: readonly CityEntry[] = rows.map(
  ([id, name, countryCode, province, scene, tier, cityTaxBps, salesTaxBps]) => ({
    id,
    name,
    countryCode,
    province,
    scene,
    tier,
    cityTaxBps,
    salesTaxBps,
  }),
);
