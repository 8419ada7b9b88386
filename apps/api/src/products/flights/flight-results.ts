// The one seam between the flights API and the domain's results rules (packages/domain/src/flights/results*.ts:
// fare scores, Best-of tags, sort keys, stop / flight / airline / time-of-day / price filters, multi-ticket type),
// which the web applies to the same options, so both always agree.
// TODO(fl-api): wire the domain's results rules here when they land on main (helper fl-connections); until then
// options keep the supplier's order, score no flag and carry no tag, and filters/sort are not applied.
import type { MultiTicketType, BestOfTag } from '@portal/domain/flights/enums';
import type { SliceOption } from '@portal/domain/flights/model';
import type { FlightOption, FlightSearchRequest } from '@portal/contracts/flights';

export type RankedOption = {
  option: SliceOption;
  fareScore: FlightOption['fareScore'];
  bestOfTags: BestOfTag[];
  multiTicketType: MultiTicketType;
};

const NO_SCORE = { isCheapest: false, isFastest: false, isBest: false, isBestQuality: false };

/** One slice's options scored among themselves, filtered and sorted as the request asks. */
export function rankSlice(
  options: readonly SliceOption[],
  _query: Pick<FlightSearchRequest, 'sort' | 'filters'>,
): RankedOption[] {
  return options.map((option) => ({
    option,
    fareScore: NO_SCORE,
    bestOfTags: [],
    multiTicketType: option.connection.selfTransferAt.some(Boolean) ? 'virtualInterline' : 'single',
  }));
}

/** The trip's multi-ticket type from its chosen slice options (spec §3 booked itinerary). */
export function tripMultiTicketType(options: readonly SliceOption[]): MultiTicketType {
  return options.some((o) => o.connection.selfTransferAt.some(Boolean)) ? 'virtualInterline' : 'single';
}
