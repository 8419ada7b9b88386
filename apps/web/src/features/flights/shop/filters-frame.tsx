import * as Frame from '../../../components/ui/filters-frame.tsx';
import { FlightFiltersPanel, clearedView, type FiltersPanelProps } from './flight-filters.tsx';
import { activeFilters } from './results-view.ts';

// The flights' filters panel in the shared results frame (components/ui/filters-frame.tsx).

/** Wide screens: the filters in a column beside the flights. */
export function FiltersSidebar(props: FiltersPanelProps) {
  return (
    <Frame.FiltersSidebar
      titleId="flight-filters-title"
      active={activeFilters(props.view)}
      onClear={() => props.onChange(clearedView(props.view))}
    >
      <FlightFiltersPanel {...props} />
    </Frame.FiltersSidebar>
  );
}

/** Phones and tablets: the Filters button and its full-screen sheet, closed by "Show N flights". */
export function FiltersSheetButton({ shown, ...props }: FiltersPanelProps & { shown: number }) {
  return (
    <Frame.FiltersSheetButton
      active={activeFilters(props.view)}
      onClear={() => props.onChange(clearedView(props.view))}
      showLabel={`Show ${shown} ${shown === 1 ? 'flight' : 'flights'}`}
    >
      <FlightFiltersPanel {...props} />
    </Frame.FiltersSheetButton>
  );
}
