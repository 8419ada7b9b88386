import type { HotelFacets } from '@portal/contracts/hotels';
import type { HotelFilters } from '@portal/domain/hotels/search-filters';
import * as Frame from '../../../components/ui/filters-frame.tsx';
import { HotelFiltersPanel, activeFilterCount } from './hotel-filters.tsx';

// The hotels' filters panel in the shared results frame (components/ui/filters-frame.tsx).

type FrameProps = {
  filters: HotelFilters;
  facets: HotelFacets | null;
  onChange: (filters: HotelFilters) => void;
};

/** Wide screens: the filters in a column beside the results. */
export function FiltersSidebar({ filters, facets, onChange }: FrameProps) {
  return (
    <Frame.FiltersSidebar
      titleId="hotel-filters-title"
      active={activeFilterCount(filters)}
      onClear={() => onChange({})}
    >
      <HotelFiltersPanel filters={filters} facets={facets} onChange={onChange} />
    </Frame.FiltersSidebar>
  );
}

/** Phones and tablets: a Filters button (with how many are on) opening the filters full screen. */
export function FiltersSheetButton({ filters, facets, onChange }: FrameProps) {
  return (
    <Frame.FiltersSheetButton
      active={activeFilterCount(filters)}
      onClear={() => onChange({})}
      showLabel="Show hotels"
    >
      <HotelFiltersPanel filters={filters} facets={facets} onChange={onChange} />
    </Frame.FiltersSheetButton>
  );
}
