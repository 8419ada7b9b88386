/**
 * Local-sounding names, streets and texts for the generated hotels, by the city's language and kind of place:
 * a Hôtel in Paris, an Albergo in Florence, a Ryokan in Kyoto, a lodge in the mountains, an inn on the coast.
 */
import type { PhotoScene } from '../media-catalog.ts';
import type { Random } from './random.ts';

export type Lang = 'en' | 'es' | 'fr' | 'it' | 'pt' | 'de' | 'nl' | 'ja' | 'other';

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
