// The airports the simulator sells: about 425 of the world's busiest, by IATA code, curated by hand from the
// published passenger rankings (ACI, national statistics). Everything else about each airport (name, city,
// country, coordinates, time zone) comes from the npm data packages, read in reference-data.ts. The tier is the
// airport's size class: it weighs how many routes and flights the generated schedule gives it (1 = the largest).

export type AirportTier = 1 | 2 | 3 | 4;

const TIERS: Record<AirportTier, string> = {
  1: [
    // North America
    'ATL DFW DEN ORD LAX JFK LAS MCO MIA CLT SEA PHX EWR SFO IAH BOS YYZ',
    // Europe, Middle East
    'LHR CDG AMS FRA IST MAD DXB DOH',
    // Asia, Oceania, South America
    'HND PEK PVG CAN HKG SIN ICN BKK DEL BOM SYD GRU BOG',
  ].join(' '),
  2: [
    'FLL MSP LGA DTW PHL SLC DCA SAN BWI TPA AUS IAD BNA MDW HNL YVR YUL MEX CUN',
    'BCN MUC FCO LGW DUB ZRH CPH OSL PMI ARN LIS VIE MAN SAW BRU DUS ATH HEL MXP STN',
    'AUH JED RUH TLV',
    'NRT KUL CGK MNL TPE CTU SZX KIX PKX SHA KMG XIY CKG HGH BLR MAA HYD CCU DPS',
    'JNB CAI ADD MEL BNE AKL LIM SCL GIG',
  ].join(' '),
  3: [
    'DAL PDX STL RDU HOU SMF MSY SJC SNA MCI SAT RSW CLE IND PIT CVG CMH OAK JAX MKE SJU OGG BDL ONT BUR',
    'ABQ PBI ANC OMA YYC GDL MTY TIJ PTY SJO',
    'WAW PRG BER HAM NCE GVA LYS MRS BUD AGP ALC OPO EDI BHX BGO LTN ORY VCE NAP CTA BLQ TFS LPA',
    'OTP SOF KRK GOT VLC SVQ BIO TLS BOD STR CGN HAM NUE BSL KEF BRS GLA SKG HER AYT ADB ESB MLA LCA',
    'KWI BAH MCT AMM DMM BEY',
    'NGO FUK CTS OKA GMP PUS CJU HAN SGN DAD CEB KHH TSA MFM CMB DAC KTM KHI LHE ISB COK AMD GOI HKT',
    'DMK PEN XMN NKG WUH CSX TAO DLC SHE TSN HAK SYX FOC',
    'CPT NBO CMN LOS DUR ALG TUN ACC RAK DSS ABV',
    'PER ADL OOL CHC WLG CNS',
    'BSB EZE CNF VCP MDE UIO GYE CLO',
  ].join(' '),
  4: [
    'RIC BUF CHS SDF MEM BOI OKC RNO TUL ELP GRR BHM SAV PVD ALB ORF TUS LGB SRQ PSP KOA LIH MYR PWM',
    'SYR GSP ROC DSM LIT PNS ICT BZN DAY CAK HSV ISP MSN TYS SFB PIE JAN SGF XNA FAT COS CHA GEG ECP',
    'EYW MHT LEX HPN GSO JAC ASE',
    'YEG YOW YHZ YWG YQB YXE YYJ YLW SJD PVR MID BJX',
    'NAS MBJ KIN PUJ SDQ SXM AUA CUR BGI POS GCM STT SAL GUA SAP LIR BZE PLS',
    'AEP POA REC SSA FOR CWB MVD ASU VVI CTG CUZ FLN',
    'LUX RIX TLL VNO BFS NCL EMA SPU DBV ZAG BEG TIA PFO DLM BJV TRN PSA FLR BRI PMO CAG OLB IBZ',
    'MAH SCQ BGY CIA FUE ACE FAO HAJ NTE',
    'SHJ',
    'PNH RGN REP CNX BKI TAS ALA NQZ ULN HRB NNG KWE URC TNA ZUH',
    'DAR ZNZ EBB KGL LAD MRU SEZ JRO MBA HRE LUN WDH GBE ABJ',
    'NAN PPT CBR HBA DRW ZQN NOU GUM',
  ].join(' '),
};

/** Every curated airport with its tier, busiest tier first (a code listed twice keeps its first tier). */
export const CURATED_AIRPORTS: ReadonlyMap<string, AirportTier> = (() => {
  const map = new Map<string, AirportTier>();
  for (const tier of [1, 2, 3, 4] as const)
    for (const code of TIERS[tier].split(' ')) if (!map.has(code)) map.set(code, tier);
  return map;
})();

/**
 * A real airport of the reference data that no airline of the simulator serves (Nantucket, Massachusetts, whose
 * airline service is seasonal): a search to it answers NoFlights (README "Flights test inputs").
 */
export const UNSERVED_AIRPORT = 'ACK';
