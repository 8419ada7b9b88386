/**
 * Local-sounding names, streets and texts for the generated hotels, by the city's language and kind of place:
 * a Hôtel in Paris, an Albergo in Florence, a Ryokan in Kyoto, a lodge in the mountains, an inn on the coast.
 */
import type { PhotoScene } from '../media-catalog.ts';
import type { Random } from './random.ts';

type Lang = 'en' | 'es' | 'fr' | 'it' | 'pt' | 'de' | 'nl' | 'ja' | 'other';

const LANG_BY_COUNTRY: Readonly<Record<string, Lang>> = {
  MX: 'es',
  ES: 'es',
  DO: 'es',
  PR: 'es',
  FR: 'fr',
  IT: 'it',
  PT: 'pt',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  NL: 'nl',
  JP: 'ja',
  TH: 'other',
  ID: 'other',
  HK: 'other',
  KR: 'other',
  AE: 'other',
  CZ: 'other',
  GR: 'other',
  IS: 'other',
  SG: 'other',
};
export const languageOf = (countryCode: string): Lang => LANG_BY_COUNTRY[countryCode] ?? 'en';

/** Where in the city a chain hotel sits, as its name says ('Hilton Garden Inn Nashville Downtown'). */
export const AREAS: Readonly<Record<PhotoScene, readonly string[]>> = {
  city: ['Downtown', 'Midtown', 'Convention Center', 'Old Town', 'Riverfront', 'City Centre', 'Uptown'],
  beach: ['Beachfront', 'Oceanfront', 'Marina', 'Downtown', 'Harbour'],
  coast: ['Harbour', 'Waterfront', 'Downtown', 'Bay'],
  mountain: ['Village', 'Mountain Resort', 'Downtown', 'Slopeside'],
  lake: ['Lakefront', 'Downtown', 'Marina', 'Waterfront'],
  desert: ['Resort & Spa', 'Downtown', 'Old Town', 'Canyon'],
};

const NOUNS: Readonly<Record<PhotoScene, readonly string[]>> = {
  city: [
    'House',
    'Hall',
    'Exchange',
    'Library',
    'Printworks',
    'Standard',
    'Quarter',
    'Arcade',
    'Foundry',
    'Row',
  ],
  beach: ['Palms', 'Tides', 'Sands', 'Cove', 'Reef', 'Shore', 'Lagoon', 'Breakers', 'Dunes', 'Coral'],
  coast: ['Lighthouse', 'Harbor House', 'Anchorage', 'Saltbox', 'Tides', 'Bluffs', 'Wharf', 'Gull'],
  mountain: ['Lodge', 'Chalet', 'Timberline', 'Summit', 'Pines', 'Ridge', 'Aspens', 'Hearth'],
  lake: ['Boathouse', 'Lakehouse', 'Shoreline', 'Loons', 'Willows', 'Landing', 'Pier'],
  desert: ['Mesa', 'Saguaro', 'Canyon', 'Sage', 'Adobe', 'Oasis', 'Red Rock', 'Agave'],
};
const ADJECTIVES = ['Grand', 'Little', 'Old', 'Royal', 'Blue', 'Golden', 'Silver', 'Wild', 'Quiet', 'Copper'];

const LOCAL: Readonly<
  Record<Exclude<Lang, 'en' | 'other'>, { prefixes: readonly string[]; words: readonly string[] }>
> = {
  es: {
    prefixes: ['Hotel', 'Casa', 'Hacienda', 'Posada'],
    words: [
      'del Mar',
      'Azul',
      'Las Palmas',
      'del Sol',
      'Santa Lucía',
      'San Miguel',
      'La Perla',
      'Los Arcos',
      'Coral',
      'Marina',
    ],
  },
  fr: {
    prefixes: ['Hôtel', 'Hôtel', 'Maison'],
    words: [
      'des Arts',
      'du Parc',
      'Le Marais',
      'Saint-Louis',
      'Belle Époque',
      'de la Paix',
      'Les Tilleuls',
      'Lumière',
      'Montaigne',
      'Rivoli',
    ],
  },
  it: {
    prefixes: ['Hotel', 'Albergo', 'Palazzo', 'Locanda'],
    words: [
      'Bellavista',
      'dei Fiori',
      'San Marco',
      'Medici',
      'Villa Rosa',
      'La Loggia',
      'del Duomo',
      'Santa Croce',
      'Borghese',
      'Laguna',
    ],
  },
  pt: {
    prefixes: ['Hotel', 'Casa', 'Pousada'],
    words: ['do Largo', 'Alfama', 'Bairro Alto', 'do Tejo', 'Azulejo', 'Chiado', 'das Flores', 'Belém'],
  },
  de: {
    prefixes: ['Hotel', 'Hotel', 'Gasthof'],
    words: [
      'am Park',
      'Alte Post',
      'zur Linde',
      'Goldener Hirsch',
      'am Dom',
      'Kaiserhof',
      'Stadtgarten',
      'Seeblick',
    ],
  },
  nl: {
    prefixes: ['Hotel', 'Hotel'],
    words: ['De Gracht', 'Het Grachtenhuis', 'De Jordaan', 'Amstelzicht', 'De Tulp', 'Herengracht'],
  },
  ja: {
    prefixes: ['Ryokan', 'Hotel', 'Inn'],
    words: ['Sakura', 'Hanare', 'Kinkaku', 'Gion', 'Tsuki', 'Momiji', 'Kawabata', 'Shirakawa'],
  },
};

/** An independent hotel's name that fits its city's language and scenery. */
export function independentName(r: Random, countryCode: string, scene: PhotoScene, cityName: string): string {
  const lang = languageOf(countryCode);
  if (lang !== 'en' && lang !== 'other' && r.chance(0.75)) {
    const local = LOCAL[lang];
    return `${r.pick(local.prefixes)} ${r.pick(local.words)}`;
  }
  const noun = r.pick(NOUNS[scene]);
  switch (r.int(0, 3)) {
    case 0:
      return `The ${noun}`;
    case 1:
      return `The ${r.pick(ADJECTIVES)} ${noun}`;
    case 2:
      return `${cityName} ${noun} Hotel`;
    default:
      return `The ${noun} ${scene === 'mountain' ? 'Lodge' : scene === 'city' ? 'Hotel' : 'Inn'}`;
  }
}

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

/** A postal code of the country's shape. */
export function postalCode(r: Random, countryCode: string): string {
  const digits = (n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');
  switch (countryCode) {
    case 'US':
    case 'MX':
    case 'FR':
    case 'IT':
    case 'ES':
    case 'DE':
      return digits(5);
    case 'CA':
      return `${r.pick(['M5V', 'H2Y', 'V6B', 'T1L'])} ${r.int(1, 9)}${r.pick(['A', 'K', 'R'])}${r.int(1, 9)}`;
    case 'GB':
      return `${r.pick(['W1K', 'EC2A', 'SW1A', 'EH1', 'WC2N'])} ${r.int(1, 9)}${r.pick(['AB', 'HJ', 'QP'])}`;
    case 'NL':
      return `${r.int(1011, 1099)} ${r.pick(['AB', 'CK', 'LS'])}`;
    case 'JP':
      return `${digits(3)}-${digits(4)}`;
    case 'PT':
      return `${r.int(1100, 1999)}-${digits(3)}`;
    case 'AT':
    case 'CH':
    case 'AU':
      return `${r.int(1000, 9999)}`;
    default:
      return digits(5);
  }
}
