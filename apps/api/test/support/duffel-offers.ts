// Builders of Duffel responses shaped exactly as Duffel documents them (API reference: offer requests, offers,
// slices, segments, conditions, passengers), typed with the official client's own types so a field Duffel does not
// send fails to compile. Duffel Airways (ZZ), Duffel's test airline, in the brands a real search shows: Basic,
// Standard, Flex and a Business fare without an ngs_shelf. The trips built from them are in duffel-fixtures.ts.
import type { Airport, OfferSliceSegment } from '@duffel/api/types';
import type {
  DuffelOffer,
  DuffelOfferRequest,
} from '../../src/providers/flight-supply/duffel/duffel-port.ts';

const city = (iata: string, country: string, name: string) => ({
  name,
  id: `cit_${iata.toLowerCase()}_${country.toLowerCase()}`,
  iata_country_code: country,
  iata_code: iata,
  type: 'city' as const,
});

const AIRPORTS: Record<string, Airport> = {
  LHR: {
    type: 'airport',
    time_zone: 'Europe/London',
    name: 'Heathrow Airport',
    longitude: -0.458118,
    latitude: 51.470311,
    id: 'arp_lhr_gb',
    icao_code: 'EGLL',
    iata_country_code: 'GB',
    iata_code: 'LHR',
    iata_city_code: 'LON',
    city_name: 'London',
    city: city('LON', 'GB', 'London'),
  },
  JFK: {
    type: 'airport',
    time_zone: 'America/New_York',
    name: 'John F. Kennedy International Airport',
    longitude: -73.778519,
    latitude: 40.640556,
    id: 'arp_jfk_us',
    icao_code: 'KJFK',
    iata_country_code: 'US',
    iata_code: 'JFK',
    iata_city_code: 'NYC',
    city_name: 'New York',
    city: city('NYC', 'US', 'New York'),
  },
  DUB: {
    type: 'airport',
    time_zone: 'Europe/Dublin',
    name: 'Dublin Airport',
    longitude: -6.27,
    latitude: 53.421333,
    id: 'arp_dub_ie',
    icao_code: 'EIDW',
    iata_country_code: 'IE',
    iata_code: 'DUB',
    iata_city_code: 'DUB',
    city_name: 'Dublin',
    city: city('DUB', 'IE', 'Dublin'),
  },
};

const DUFFEL_AIRWAYS = {
  name: 'Duffel Airways',
  id: 'aln_00001876aqC8c5umZmrRds',
  iata_code: 'ZZ',
  logo_lockup_url: 'https://assets.duffel.com/img/airlines/for-light-background/full-color-lockup/ZZ.svg',
  logo_symbol_url: 'https://assets.duffel.com/img/airlines/for-light-background/full-color-logo/ZZ.svg',
  conditions_of_carriage_url: 'https://duffel.com/conditions-of-carriage',
};

export type BrandName = 'Basic' | 'Standard' | 'Flex' | 'Business';

/** What each brand includes, as Duffel Airways sells it (cabin, bags, fare basis, the slice's perks, shelf). */
const BRANDS: Record<
  BrandName,
  { cabin: 'economy' | 'business'; checked: number; carryOn: number; basis: string; ngs: number | null }
> = {
  Basic: { cabin: 'economy', checked: 0, carryOn: 1, basis: 'OLWC10A', ngs: 1 },
  Standard: { cabin: 'economy', checked: 1, carryOn: 1, basis: 'KLWC10A', ngs: 2 },
  Flex: { cabin: 'economy', checked: 2, carryOn: 1, basis: 'YFLEX1', ngs: 3 },
  Business: { cabin: 'business', checked: 2, carryOn: 2, basis: 'JFLEXB', ngs: null },
};

const CONDITIONS = {
  Basic: {
    change_before_departure: { allowed: false, penalty_amount: null, penalty_currency: null },
    refund_before_departure: { allowed: false, penalty_amount: null, penalty_currency: null },
  },
  Standard: {
    change_before_departure: { allowed: true, penalty_amount: '40.00', penalty_currency: 'USD' },
    refund_before_departure: { allowed: false, penalty_amount: null, penalty_currency: null },
  },
  Flex: {
    change_before_departure: { allowed: true, penalty_amount: '0.00', penalty_currency: 'USD' },
    refund_before_departure: { allowed: true, penalty_amount: '0.00', penalty_currency: 'USD' },
  },
  Business: {
    change_before_departure: { allowed: true, penalty_amount: '0.00', penalty_currency: 'USD' },
    refund_before_departure: { allowed: true, penalty_amount: '150.00', penalty_currency: 'USD' },
  },
} as const;

export type FlightSpec = {
  flight: string;
  from: keyof typeof AIRPORTS;
  to: keyof typeof AIRPORTS;
  /** Local wall-clock times at each airport, as Duffel sends them (no offset). */
  departing: string;
  arriving: string;
};

let ids = 0;
const nextId = (prefix: string) => `${prefix}_0000AEdGRhtp5AUUdJq${String(++ids).padStart(4, '0')}`;

function segment(spec: FlightSpec, brand: BrandName, passengerIds: string[]): OfferSliceSegment {
  const b = BRANDS[brand];
  return {
    id: nextId('seg'),
    aircraft: { name: 'Airbus A350', id: 'arc_00009UhD4ongolulWd91Ky', iata_code: '359' },
    departing_at: spec.departing,
    arriving_at: spec.arriving,
    origin: AIRPORTS[spec.from]!,
    destination: AIRPORTS[spec.to]!,
    origin_terminal: '5',
    destination_terminal: '4',
    distance: null,
    duration: null,
    marketing_carrier: DUFFEL_AIRWAYS,
    marketing_carrier_flight_number: spec.flight,
    operating_carrier: DUFFEL_AIRWAYS,
    operating_carrier_flight_number: spec.flight,
    stops: [],
    passengers: passengerIds.map((passenger_id) => ({
      passenger_id,
      cabin_class: b.cabin,
      cabin_class_marketing_name: b.cabin === 'business' ? 'Business Class' : 'Economy',
      fare_basis_code: b.basis,
      baggages: [
        { type: 'checked' as const, quantity: b.checked },
        { type: 'carry_on' as const, quantity: b.carryOn },
      ],
      cabin: {
        name: b.cabin,
        marketing_name: b.cabin === 'business' ? 'Business Class' : 'Economy',
        amenities: {
          wifi: { available: true, cost: brand === 'Basic' ? 'paid' : 'free' },
          seat: { pitch: 'standard', type: b.cabin === 'business' ? 'full_flat' : 'standard' },
          power: { available: true },
        },
      },
    })),
  };
}

export type OfferSpec = {
  id?: string;
  total: string;
  currency?: string;
  slices: { flights: FlightSpec[]; brand: BrandName }[];
  /** The passengers of the offer request, as Duffel echoes them. */
  passengers?: { type: 'adult' | null; age: number | null }[];
  expiresAt?: string;
};

export function offer(spec: OfferSpec): DuffelOffer {
  const passengers = (spec.passengers ?? [{ type: 'adult', age: null }]).map((p) => ({
    id: nextId('pas'),
    type: p.type,
    age: p.age,
    fare_type: null,
    given_name: undefined,
    family_name: undefined,
    loyalty_programme_accounts: [],
  }));
  const currency = spec.currency ?? 'USD';
  const brand = spec.slices[0]!.brand;
  return {
    id: spec.id ?? nextId('off'),
    live_mode: false,
    created_at: '2026-11-27T03:00:00.000000Z',
    updated_at: '2026-11-27T03:00:00.000000Z',
    expires_at: spec.expiresAt ?? '2026-11-27T03:30:00.000000Z',
    owner: DUFFEL_AIRWAYS,
    total_amount: spec.total,
    total_currency: currency,
    base_amount: spec.total,
    base_currency: currency,
    tax_amount: '0.00',
    tax_currency: currency,
    total_emissions_kg: '460',
    partial: false,
    private_fares: [],
    passenger_identity_documents_required: false,
    supported_passenger_identity_document_types: ['passport'],
    supported_loyalty_programmes: ['ZZ'],
    payment_requirements: {
      requires_instant_payment: false,
      price_guarantee_expires_at: '2026-11-29T03:00:00Z',
      payment_required_by: '2026-11-29T03:00:00Z',
    },
    conditions: CONDITIONS[brand],
    passengers,
    slices: spec.slices.map((s) => ({
      id: nextId('sli'),
      origin: AIRPORTS[s.flights[0]!.from]!,
      origin_type: 'airport',
      destination: AIRPORTS[s.flights[s.flights.length - 1]!.to]!,
      destination_type: 'airport',
      duration: null,
      fare_brand_name: s.brand,
      ngs_shelf: BRANDS[s.brand].ngs,
      comparison_key: `${s.flights.map((f) => f.flight).join('-')}`,
      conditions: {
        change_before_departure: CONDITIONS[s.brand].change_before_departure,
        refund_before_departure: null,
        advance_seat_selection: s.brand === 'Basic' ? false : true,
        priority_boarding: s.brand === 'Business',
        priority_check_in: s.brand === 'Business',
      },
      segments: s.flights.map((f) =>
        segment(
          f,
          s.brand,
          passengers.map((p) => p.id),
        ),
      ),
    })),
  };
}

export function offerRequest(offers: DuffelOffer[], id = 'orq_0000AEdGRhtp5AUUdJqMxo'): DuffelOfferRequest {
  return {
    id,
    live_mode: false,
    created_at: '2026-11-27T03:00:00.000000Z',
    cabin_class: 'economy',
    passengers:
      offers[0]?.passengers.map((p) => ({ id: p.id, type: p.type ?? undefined, age: p.age ?? undefined })) ??
      [],
    slices: [],
    offers,
  };
}
