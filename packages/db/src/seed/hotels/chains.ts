/**
 * Real hotel brands, each with its chain as spec §3's "Hotel loyalty program list" names it (domain
 * hotel-loyalty-programs.ts) and its usual star rating. `where` keeps regional brands at home (no Sandals in
 * Denver, no Shangri-La in Savannah); `scenes` keeps resort brands at the water or the slopes.
 */
import type { PhotoScene } from '../media-catalog.ts';

export type BrandStyle = 'luxury' | 'lifestyle' | 'upscale' | 'resort' | 'midscale' | 'economy';

export type Brand = {
  brand: string;
  /** Spec §3 program code; its chain name comes from the program list. */
  program: string;
  stars: 2 | 3 | 4 | 5;
  style: BrandStyle;
  /** 'Brand, City' (The Ritz-Carlton, Aspen) or 'Brand City Area' (Courtyard Nashville Downtown). */
  naming: 'comma' | 'area' | 'plain' | 'collection';
  /** Country codes the brand is found in; omitted = everywhere. */
  where?: readonly string[];
  scenes?: readonly PhotoScene[];
  /** A large share of the brand's hotels sell all-inclusive rates. */
  allInclusive?: boolean;
};

const AMERICAS = ['US', 'CA', 'MX', 'PR', 'BS', 'JM', 'DO', 'AW'];
const NORTH_AMERICA = ['US', 'CA'];
const CARIBBEAN_MX = ['MX', 'PR', 'BS', 'JM', 'DO', 'AW'];
const EUROPE = ['GB', 'FR', 'IT', 'ES', 'PT', 'NL', 'DE', 'AT', 'CZ', 'CH', 'IE', 'GR', 'IS'];
const ASIA = ['JP', 'SG', 'TH', 'ID', 'HK', 'KR', 'AE', 'AU'];
const WATER: readonly PhotoScene[] = ['beach', 'coast', 'lake'];

type Row = [
  string,
  string,
  Brand['stars'],
  BrandStyle,
  Brand['naming'],
  (readonly string[])?,
  (readonly PhotoScene[])?,
];

// prettier-ignore
const rows: Row[] = [
  ['The Ritz-Carlton', 'MAR', 5, 'luxury', 'comma'],
  ['JW Marriott', 'MAR', 5, 'luxury', 'plain'],
  ['W', 'MAR', 5, 'lifestyle', 'plain'],
  ['EDITION', 'MAR', 5, 'lifestyle', 'plain', ['US', 'GB', 'ES', 'JP', 'MX']],
  ['Westin', 'MAR', 4, 'upscale', 'area'],
  ['Sheraton', 'MAR', 4, 'upscale', 'area'],
  ['Marriott', 'MAR', 4, 'upscale', 'area'],
  ['Autograph Collection', 'MAR', 4, 'lifestyle', 'collection'],
  ['Moxy', 'MAR', 3, 'lifestyle', 'area'],
  ['Courtyard by Marriott', 'MAR', 3, 'midscale', 'area', NORTH_AMERICA],
  ['Fairfield by Marriott', 'MAR', 2, 'economy', 'area', NORTH_AMERICA],
  ['Waldorf Astoria', 'HIL', 5, 'luxury', 'plain'],
  ['Conrad', 'HIL', 5, 'luxury', 'plain'],
  ['Hilton', 'HIL', 4, 'upscale', 'area'],
  ['Canopy by Hilton', 'HIL', 4, 'lifestyle', 'area'],
  ['Curio Collection by Hilton', 'HIL', 4, 'lifestyle', 'collection'],
  ['DoubleTree by Hilton', 'HIL', 3, 'midscale', 'area'],
  ['Hilton Garden Inn', 'HIL', 3, 'midscale', 'area'],
  ['Hampton by Hilton', 'HIL', 2, 'economy', 'area', AMERICAS],
  ['Park Hyatt', 'HYA', 5, 'luxury', 'plain'],
  ['Andaz', 'HYA', 5, 'lifestyle', 'plain'],
  ['Grand Hyatt', 'HYA', 5, 'upscale', 'plain'],
  ['Hyatt Regency', 'HYA', 4, 'upscale', 'area'],
  ['Hyatt Centric', 'HYA', 4, 'lifestyle', 'area'],
  ['Hyatt Ziva', 'HYA', 5, 'resort', 'plain', CARIBBEAN_MX, ['beach']],
  ['Hyatt Place', 'HYA', 3, 'midscale', 'area'],
  ['InterContinental', 'IHG', 5, 'luxury', 'plain'],
  ['Kimpton', 'IHG', 4, 'lifestyle', 'plain'],
  ['Hotel Indigo', 'IHG', 4, 'lifestyle', 'area'],
  ['Crowne Plaza', 'IHG', 4, 'upscale', 'area'],
  ['Holiday Inn', 'IHG', 3, 'midscale', 'area'],
  ['Holiday Inn Express', 'IHG', 2, 'economy', 'area'],
  ['Wyndham Grand', 'WYN', 4, 'upscale', 'area'],
  ['Wyndham', 'WYN', 3, 'midscale', 'area'],
  ['La Quinta by Wyndham', 'WYN', 3, 'midscale', 'area', ['US', 'MX']],
  ['Ramada by Wyndham', 'WYN', 3, 'midscale', 'area'],
  ['Days Inn by Wyndham', 'WYN', 2, 'economy', 'area', NORTH_AMERICA],
  ['Super 8 by Wyndham', 'WYN', 2, 'economy', 'area', NORTH_AMERICA],
  ['Cambria Hotel', 'CHH', 4, 'upscale', 'area', ['US']],
  ['Clarion', 'CHH', 3, 'midscale', 'area'],
  ['Comfort Inn & Suites', 'CHH', 2, 'economy', 'area', NORTH_AMERICA],
  ['Quality Inn', 'CHH', 2, 'economy', 'area', NORTH_AMERICA],
  ['Best Western Premier', 'BWH', 4, 'upscale', 'area'],
  ['Best Western Plus', 'BWH', 3, 'midscale', 'area'],
  ['Best Western', 'BWH', 2, 'economy', 'area'],
  ['Raffles', 'ACH', 5, 'luxury', 'plain', [...EUROPE, ...ASIA]],
  ['Fairmont', 'ACH', 5, 'luxury', 'plain'],
  ['Sofitel', 'ACH', 5, 'luxury', 'plain'],
  ['Pullman', 'ACH', 4, 'upscale', 'area', [...EUROPE, ...ASIA]],
  ['Novotel', 'ACH', 4, 'upscale', 'area', [...EUROPE, ...ASIA, 'CA', 'MX']],
  ['Mercure', 'ACH', 3, 'midscale', 'area', [...EUROPE, ...ASIA]],
  ['ibis', 'ACH', 2, 'economy', 'area', [...EUROPE, ...ASIA, 'MX']],
  ['Radisson Blu', 'RAD', 4, 'upscale', 'area', [...EUROPE, 'US', 'AE']],
  ['Loews', 'LOE', 4, 'upscale', 'plain', ['US']],
  ['Omni', 'OMN', 4, 'upscale', 'plain', ['US', 'CA', 'MX']],
  ['Virgin Hotels', 'VIR', 4, 'lifestyle', 'plain', ['US', 'GB', 'IE']],
  ['Sandals', 'SAN', 5, 'resort', 'plain', ['JM', 'BS'], ['beach']],
  ['Riu Palace', 'RIU', 5, 'resort', 'plain', CARIBBEAN_MX, ['beach']],
  ['Iberostar Selection', 'IBS', 5, 'resort', 'plain', CARIBBEAN_MX, ['beach']],
  ['Meliá', 'MEL', 4, 'upscale', 'plain', ['ES', 'PT', 'MX', 'DO', 'ID']],
  ['Shangri-La', 'SHA', 5, 'luxury', 'plain', ASIA],
  ['Mandarin Oriental', 'MOH', 5, 'luxury', 'comma', [...ASIA, 'GB', 'FR', 'ES', 'US']],
  ['Scandic', 'SCA', 3, 'midscale', 'area', ['DE', 'AT', 'IS']],
  ['Leonardo Hotel', 'LEO', 3, 'midscale', 'area', ['DE', 'AT', 'CZ', 'GB', 'IE', 'NL']],
];

const RESORT_ALL_INCLUSIVE = new Set(['Sandals', 'Riu Palace', 'Iberostar Selection', 'Hyatt Ziva']);

export const HOTEL_BRANDS: readonly Brand[] = rows.map(
  ([brand, program, stars, style, naming, where, scenes]) => ({
    brand,
    program,
    stars,
    style,
    naming,
    ...(where ? { where } : {}),
    ...(scenes ? { scenes } : {}),
    ...(RESORT_ALL_INCLUSIVE.has(brand) ? { allInclusive: true } : {}),
  }),
);

export const brandFits = (brand: Brand, countryCode: string, scene: PhotoScene): boolean =>
  (!brand.where || brand.where.includes(countryCode)) && (!brand.scenes || brand.scenes.includes(scene));

/** Resorts with a resort fee at the desk: the warm-water and desert brands of the Americas. */
export const chargesResortFee = (scene: PhotoScene, stars: number, countryCode: string): boolean =>
  stars >= 4 && (scene === 'beach' || scene === 'desert') && AMERICAS.includes(countryCode);

export const isWaterScene = (scene: PhotoScene) => WATER.includes(scene);
