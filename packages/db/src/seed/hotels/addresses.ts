/** Street addresses and postal codes of the generated hotels, in each country's own shape. */
import type { PhotoScene } from '../media-catalog.ts';
import { languageOf, type Lang } from './names.ts';
import type { Random } from './random.ts';

const STREETS: Readonly<Record<Lang, readonly string[]>> = {
  en: [
    'Main Street',
    'Market Street',
    'Park Avenue',
    'King Street',
    'Elm Street',
    'Broadway',
    'Church Street',
  ],
  es: [
    'Avenida Juárez',
    'Calle del Sol',
    'Paseo del Mar',
    'Calle Mayor',
    'Avenida Kukulcán',
    'Calle Hidalgo',
  ],
  fr: [
    'Rue de Rivoli',
    'Rue Saint-Honoré',
    'Boulevard Haussmann',
    'Promenade des Anglais',
    'Rue du Bac',
    'Quai Voltaire',
  ],
  it: [
    'Via del Corso',
    'Via Veneto',
    'Via dei Servi',
    'Fondamenta Nuove',
    'Via Condotti',
    'Borgo Santi Apostoli',
  ],
  pt: ['Rua Augusta', 'Rua Garrett', 'Avenida da Liberdade', 'Rua do Alecrim'],
  de: ['Hauptstraße', 'Kaiserstraße', 'Maximilianstraße', 'Friedrichstraße', 'Ringstraße'],
  nl: ['Herengracht', 'Keizersgracht', 'Prinsengracht', 'Damrak'],
  ja: ['Shijo-dori', 'Karasuma-dori', 'Chuo-dori', 'Omotesando'],
  other: [
    'Central Avenue',
    'Harbour Road',
    'Old Town Square',
    'Riverside Road',
    'Palace Street',
    'Beach Road',
  ],
};

// English-speaking places name some streets after their water or hills.
const SCENE_STREETS: Readonly<Record<PhotoScene, readonly string[]>> = {
  city: ['Commerce Street', 'Union Square', 'Grand Avenue'],
  beach: ['Ocean Drive', 'Collins Avenue', 'Beach Boulevard', 'Bay Street'],
  coast: ['Harbor Road', 'Water Street', 'Shore Road'],
  mountain: ['Mountain View Road', 'Durant Avenue', 'Galena Street', 'Summit Drive'],
  lake: ['Lake Shore Drive', 'Lakeview Avenue', 'Dock Street'],
  desert: ['Canyon Road', 'Mesa Drive', 'Palm Canyon Drive', 'Camelback Road'],
};

/** A street address; numbers go before the street in English, after it elsewhere. */
export function streetAddress(r: Random, countryCode: string, scene: PhotoScene): string {
  const lang = languageOf(countryCode);
  const street = r.pick(lang === 'en' ? [...STREETS.en, ...SCENE_STREETS[scene]] : STREETS[lang]);
  const number = r.int(1, lang === 'en' ? 2400 : 180);
  return lang === 'en' || lang === 'ja' ? `${number} ${street}` : `${street} ${number}`;
}

// The first digits of each demo city's postal codes (ZIP3 in the US, arrondissement 750 in Paris, CAP 001 in Rome …).
const POSTAL_PREFIX: Readonly<Record<string, string>> = {
  'new-york-us': '100',
  'miami-us': '331',
  'orlando-us': '328',
  'key-west-us': '3304',
  'naples-us': '341',
  'asheville-us': '288',
  'nashville-us': '372',
  'charleston-us': '294',
  'savannah-us': '314',
  'myrtle-beach-us': '295',
  'new-orleans-us': '701',
  'austin-us': '787',
  'san-antonio-us': '782',
  'galveston-us': '775',
  'scottsdale-us': '852',
  'sedona-us': '863',
  'palm-springs-us': '922',
  'san-diego-us': '921',
  'los-angeles-us': '900',
  'san-francisco-us': '941',
  'south-lake-tahoe-us': '961',
  'las-vegas-us': '891',
  'denver-us': '802',
  'aspen-us': '8161',
  'park-city-us': '840',
  'salt-lake-city-us': '841',
  'jackson-us': '830',
  'seattle-us': '981',
  'portland-us': '972',
  'honolulu-us': '968',
  'chicago-us': '606',
  'traverse-city-us': '496',
  'boston-us': '021',
  'washington-us': '200',
  'philadelphia-us': '191',
  'atlanta-us': '303',
  'dallas-us': '752',
  'virginia-beach-us': '234',
  'bar-harbor-us': '046',
  'cancun-mx': '775',
  'playa-del-carmen-mx': '777',
  'mexico-city-mx': '06',
  'cabo-san-lucas-mx': '234',
  'puerto-vallarta-mx': '483',
  'san-juan-pr': '009',
  'paris-fr': '7500',
  'nice-fr': '060',
  'rome-it': '001',
  'florence-it': '501',
  'venice-it': '301',
  'barcelona-es': '080',
  'madrid-es': '280',
  'berlin-de': '10',
  'munich-de': '80',
  'tokyo-jp': '10',
  'kyoto-jp': '60',
};

/** A postal code of the country's shape, with the city's own first digits where they are known. */
export function postalCode(r: Random, countryCode: string, cityId: string): string {
  const digits = (n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');
  const prefix = POSTAL_PREFIX[cityId] ?? '';
  switch (countryCode) {
    case 'US':
    case 'PR':
    case 'MX':
    case 'FR':
    case 'IT':
    case 'ES':
    case 'DE':
      return prefix === '7500'
        ? `750${String(r.int(1, 20)).padStart(2, '0')}`
        : prefix + digits(5 - prefix.length);
    case 'CA':
      return `${{ 'toronto-ca': 'M5V', 'vancouver-ca': 'V6B', 'montreal-ca': 'H2Y', 'banff-ca': 'T1L' }[cityId] ?? 'K1P'} ${r.int(1, 9)}${r.pick(['A', 'K', 'R'])}${r.int(1, 9)}`;
    case 'GB':
      return `${r.pick(cityId === 'edinburgh-gb' ? ['EH1', 'EH2', 'EH3'] : ['W1K', 'EC2A', 'SW1A', 'WC2N'])} ${r.int(1, 9)}${r.pick(['AB', 'HJ', 'QP'])}`;
    case 'NL':
      return `${r.int(1011, 1099)} ${r.pick(['AB', 'CK', 'LS'])}`;
    case 'JP':
      return `${prefix}${digits(3 - prefix.length)}-${digits(4)}`;
    case 'PT':
      return `${r.int(1100, 1999)}-${digits(3)}`;
    case 'AT':
      return `1${String(r.int(1, 23)).padStart(2, '0')}0`;
    case 'CH':
      return `80${digits(2)}`;
    case 'AU':
      return `20${digits(2)}`;
    default:
      return digits(5);
  }
}
