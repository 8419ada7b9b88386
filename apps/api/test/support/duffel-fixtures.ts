// The Duffel responses the flight supply tests read: a round trip London Heathrow - New York JFK for Duffel Airways
// (ZZ) in every brand, built with duffel-offers.ts.
import type { DuffelOffer } from '../../src/providers/flight-supply/duffel/duffel-port.ts';
import { offer, type FlightSpec } from './duffel-offers.ts';

// ---- the round trip LHR - JFK of 2026-12-10, back 2026-12-17 --------------------------------------------------

export const OUT_DIRECT: FlightSpec[] = [
  {
    flight: '117',
    from: 'LHR',
    to: 'JFK',
    departing: '2026-12-10T09:00:00',
    arriving: '2026-12-10T12:05:00',
  },
];
export const OUT_VIA_DUB: FlightSpec[] = [
  {
    flight: '2501',
    from: 'LHR',
    to: 'DUB',
    departing: '2026-12-10T07:10:00',
    arriving: '2026-12-10T08:35:00',
  },
  {
    flight: '105',
    from: 'DUB',
    to: 'JFK',
    departing: '2026-12-10T10:50:00',
    arriving: '2026-12-10T13:25:00',
  },
];
/** An overnight flight: leaves New York in the evening, lands in London the next morning. */
export const BACK_NIGHT: FlightSpec[] = [
  {
    flight: '118',
    from: 'JFK',
    to: 'LHR',
    departing: '2026-12-17T18:30:00',
    arriving: '2026-12-18T06:40:00',
  },
];

export function roundTripOffers(): DuffelOffer[] {
  return [
    offer({
      id: 'off_directBasic',
      total: '400.00',
      slices: [
        { flights: OUT_DIRECT, brand: 'Basic' },
        { flights: BACK_NIGHT, brand: 'Basic' },
      ],
    }),
    offer({
      id: 'off_directStandard',
      total: '520.01',
      slices: [
        { flights: OUT_DIRECT, brand: 'Standard' },
        { flights: BACK_NIGHT, brand: 'Standard' },
      ],
    }),
    offer({
      id: 'off_directFlex',
      total: '900.00',
      slices: [
        { flights: OUT_DIRECT, brand: 'Flex' },
        { flights: BACK_NIGHT, brand: 'Flex' },
      ],
    }),
    offer({
      id: 'off_directBusiness',
      total: '3000.00',
      slices: [
        { flights: OUT_DIRECT, brand: 'Business' },
        { flights: BACK_NIGHT, brand: 'Business' },
      ],
    }),
    offer({
      id: 'off_dubBasic',
      total: '360.00',
      slices: [
        { flights: OUT_VIA_DUB, brand: 'Basic' },
        { flights: BACK_NIGHT, brand: 'Basic' },
      ],
    }),
    // Mixed brands: Basic out, Standard back (airlines sell brands per slice).
    offer({
      id: 'off_directBasicStandard',
      total: '460.00',
      slices: [
        { flights: OUT_DIRECT, brand: 'Basic' },
        { flights: BACK_NIGHT, brand: 'Standard' },
      ],
    }),
  ];
}
