/**
 * Spec §3 "Hotel loyalty program list": name, code and chain name of the hotel programs a traveler may save a
 * membership number for. The code is the key of a traveler's hotelLoyalty map; it is the spec's 3-letter program
 * code (ACH, BWH, CHH, HIL, HYA, IHG, MAR, WYN ...), not a GDS two-letter chain code, because one program spans
 * many GDS chains (Marriott Bonvoy alone covers MC, SI, WI, RZ, CY ...).
 */
export type HotelLoyaltyProgram = { code: string; name: string; chainName: string };

export const HOTEL_LOYALTY_PROGRAMS: readonly HotelLoyaltyProgram[] = [
  { code: 'ACH', name: 'ALL - Accor Live Limitless', chainName: 'Accor' },
  { code: 'ASC', name: 'Ascott Star Rewards', chainName: 'The Ascott Limited' },
  { code: 'BAR', name: 'MyBarceló', chainName: 'Barceló Hotel Group' },
  { code: 'BWH', name: 'Best Western Rewards', chainName: 'Best Western Hotels & Resorts' },
  { code: 'CAE', name: 'Caesars Rewards', chainName: 'Caesars Entertainment' },
  { code: 'CHH', name: 'Choice Privileges', chainName: 'Choice Hotels' },
  { code: 'DHR', name: 'H Rewards', chainName: 'Deutsche Hospitality' },
  { code: 'DRU', name: 'Drury Rewards', chainName: 'Drury Hotels' },
  { code: 'EMR', name: 'U by Emaar', chainName: 'Emaar Hospitality Group' },
  { code: 'ESA', name: 'Extended Perks', chainName: 'Extended Stay America' },
  { code: 'GHA', name: 'GHA DISCOVERY', chainName: 'Global Hotel Alliance' },
  { code: 'HIL', name: 'Hilton Honors', chainName: 'Hilton' },
  { code: 'HRI', name: 'Unity by Hard Rock', chainName: 'Hard Rock International' },
  { code: 'HYA', name: 'World of Hyatt', chainName: 'Hyatt' },
  { code: 'IBS', name: 'Star Prestige', chainName: 'Iberostar Hotels & Resorts' },
  { code: 'IHG', name: 'IHG One Rewards', chainName: 'IHG Hotels & Resorts' },
  { code: 'ITC', name: 'Club ITC', chainName: 'ITC Hotels' },
  { code: 'JUM', name: 'Jumeirah One', chainName: 'Jumeirah' },
  { code: 'LAN', name: 'Brilliant by Langham', chainName: 'Langham Hospitality Group' },
  { code: 'LEO', name: 'Leonardo AdvantageCLUB', chainName: 'Leonardo Hotels' },
  { code: 'LHW', name: 'Leaders Club', chainName: 'The Leading Hotels of the World' },
  { code: 'LOE', name: 'YouFirst', chainName: 'Loews Hotels' },
  { code: 'LOT', name: 'Lotte Hotel Rewards', chainName: 'Lotte Hotels & Resorts' },
  { code: 'MAR', name: 'Marriott Bonvoy', chainName: 'Marriott International' },
  { code: 'MEL', name: 'Meliá Rewards', chainName: 'Meliá Hotels International' },
  { code: 'MGM', name: 'MGM Rewards', chainName: 'MGM Resorts International' },
  { code: 'MIL', name: 'MyMillennium', chainName: 'Millennium Hotels and Resorts' },
  { code: 'MIN', name: 'Minor DISCOVERY', chainName: 'Minor Hotels' },
  { code: 'MOH', name: 'Fans of M.O.', chainName: 'Mandarin Oriental Hotel Group' },
  { code: 'MS6', name: 'My6', chainName: 'Motel 6' },
  { code: 'OBR', name: 'Oberoi One', chainName: 'The Oberoi Group' },
  { code: 'OKU', name: 'One Harmony', chainName: 'Okura Nikko Hotels' },
  { code: 'OMN', name: 'Omni Select Guest', chainName: 'Omni Hotels & Resorts' },
  { code: 'PHR', name: 'I Prefer Hotel Rewards', chainName: 'Preferred Hotels & Resorts' },
  { code: 'RAD', name: 'Radisson Rewards', chainName: 'Radisson Hotel Group' },
  { code: 'RIU', name: 'Riu Class', chainName: 'RIU Hotels & Resorts' },
  { code: 'ROT', name: 'Rotana Rewards', chainName: 'Rotana Hotels' },
  { code: 'RRI', name: 'RediRewards', chainName: 'Red Roof' },
  { code: 'SAN', name: 'Sandals Select Rewards', chainName: 'Sandals Resorts' },
  { code: 'SCA', name: 'Scandic Friends', chainName: 'Scandic Hotels' },
  { code: 'SHA', name: 'Shangri-La Circle', chainName: 'Shangri-La Group' },
  { code: 'SLH', name: 'INVITED', chainName: 'Small Luxury Hotels of the World' },
  { code: 'SON', name: 'Sonesta Travel Pass', chainName: 'Sonesta' },
  { code: 'STB', name: 'Strawberry', chainName: 'Strawberry Hotels' },
  { code: 'TAJ', name: 'Taj InnerCircle', chainName: 'Indian Hotels Company (IHCL)' },
  { code: 'VIR', name: 'The Know', chainName: 'Virgin Hotels' },
  { code: 'WYN', name: 'Wyndham Rewards', chainName: 'Wyndham Hotels & Resorts' },
];

const BY_CODE = new Map(HOTEL_LOYALTY_PROGRAMS.map((p) => [p.code, p]));

export function hotelLoyaltyProgram(code: string): HotelLoyaltyProgram | undefined {
  return BY_CODE.get(code);
}

export function isHotelLoyaltyCode(code: string): boolean {
  return BY_CODE.has(code);
}
