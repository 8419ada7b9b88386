/**
 * The booked value of each slice of a trip, for an exchange's fare difference. A booking keeps what the whole
 * trip's fares cost, not each slice's share, so the fares are prorated evenly by slice (the remainder on the last
 * slice, so the shares add up to the total exactly), as airlines prorate a through fare when none is filed.
 */
export function sliceValuesMinor(faresMinor: number, slices: number): number[] {
  if (!Number.isInteger(slices) || slices < 1) throw new RangeError(`${slices} slices`);
  const each = Math.floor(faresMinor / slices);
  return Array.from({ length: slices }, (_, i) =>
    i === slices - 1 ? faresMinor - each * (slices - 1) : each,
  );
}
