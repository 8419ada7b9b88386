// A flight search answer names each fare brand once (`fareBrands`) and its fares point at it by `brandId`.
// Clients work with the results in place (FlightResults: each fare with its restrictions and includes lines);
// these two functions go between the shapes, and the server names brands with the same key.
import type { FareBrand, FlightFare, FlightOption, FlightSearchAnswer, FlightSearchFare } from './flights.ts';

/** A search answer with each fare's brand in place: the shape a client works with. */
export type FlightResults = Omit<FlightSearchAnswer, 'slices' | 'fareBrands'> & {
  slices: Array<{ origin: string; destination: string; departureDate: string; options: FlightOption[] }>;
};

/** Two brands with the same key say the same thing (the restrictions are built in one field order). */
export function fareBrandKey(brand: FareBrand): string {
  return JSON.stringify([brand.restrictions, brand.includes]);
}

/** Each fare of a search answer with its brand's restrictions and includes lines in place. */
export function expandFlightSearch(answer: FlightSearchAnswer): FlightResults {
  const { fareBrands, slices, ...rest } = answer;
  return {
    ...rest,
    slices: slices.map((slice) => ({
      ...slice,
      options: slice.options.map((option) => ({
        ...option,
        fares: option.fares.map(({ brandId, ...fare }): FlightFare => {
          const brand = fareBrands[brandId];
          // A server answer always names its brands; a broken one must not show a fare without its rules.
          if (!brand) throw new Error(`The search answer names no fare brand ${brandId}`);
          return { ...fare, restrictions: brand.restrictions, includes: brand.includes };
        }),
      })),
    })),
  };
}

/** Names brands in the order first met: "b0", "b1", … (the server's order too). */
export function brandNamer(): {
  idOf: (brand: FareBrand, key?: string) => string;
  brands: Record<string, FareBrand>;
} {
  const ids = new Map<string, string>();
  const brands: Record<string, FareBrand> = {};
  return {
    brands,
    idOf(brand, key = fareBrandKey(brand)) {
      let id = ids.get(key);
      if (id === undefined) {
        id = `b${ids.size}`;
        ids.set(key, id);
        brands[id] = brand;
      }
      return id;
    },
  };
}

/** The answer a server sends for these results (tests and examples build results, then send them). */
export function compactFlightResults(results: FlightResults): FlightSearchAnswer {
  const namer = brandNamer();
  const { slices, ...rest } = results;
  const compacted = slices.map((slice) => ({
    ...slice,
    options: slice.options.map((option) => ({
      ...option,
      fares: option.fares.map(({ restrictions, includes, ...fare }): FlightSearchFare => ({
        ...fare,
        brandId: namer.idOf({ restrictions, includes }),
      })),
    })),
  }));
  return { ...rest, slices: compacted, fareBrands: namer.brands };
}
