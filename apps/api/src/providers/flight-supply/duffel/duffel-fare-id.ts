// The fare id the Duffel supply hands out: compact, self-describing and checked before use. Duffel prices whole
// trips (an offer covers every slice), so a fare of one slice names the search (offer request), the offer it was
// taken from, the slice and the share of that offer's total the traveler saw for the slice. The review finds
// the offer that flies the chosen slices together and compares its live total with the shares seen.

export type DuffelFareRef = {
  offerRequestId: string;
  offerId: string;
  sliceIndex: number;
  /** The slice's share of the offer's total for every passenger, in minor units, as searched. */
  searchedShareMinor: number;
};

const PREFIX = 'dfl1';
// Duffel ids are a three-letter prefix, an underscore and a base-62 body (e.g. off_0000AEdGRhtp5AUUdJqMxo).
const FARE_ID = /^dfl1\.(orq_[A-Za-z0-9]{1,64})\.(off_[A-Za-z0-9]{1,64})\.([0-9])\.([0-9]{1,12})$/;

export function encodeDuffelFareId(ref: DuffelFareRef): string {
  return [PREFIX, ref.offerRequestId, ref.offerId, ref.sliceIndex, ref.searchedShareMinor].join('.');
}

/** The parts of a fare id, or null when it is not one of ours (the review answers FareNotFound). */
export function decodeDuffelFareId(fareId: string): DuffelFareRef | null {
  const match = FARE_ID.exec(fareId);
  if (!match) return null;
  return {
    offerRequestId: match[1]!,
    offerId: match[2]!,
    sliceIndex: Number(match[3]),
    searchedShareMinor: Number(match[4]),
  };
}
