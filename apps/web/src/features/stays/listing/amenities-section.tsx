import { useState } from 'react';
import type { Listing } from '@portal/contracts/listings';
import { AMENITY_GROUPS } from '@portal/domain/amenities';
import { CheckIcon } from './listing-icons.tsx';
import { ListingDialog } from './listing-dialog.tsx';
import { ListingSection } from './listing-section.tsx';
import { sanitizeText } from '../../../lib/sanitize-text.ts';

export const AMENITY_GROUPS_SHOWN = 4;
export const AMENITY_ITEMS_SHOWN = 4;

export type AmenityGroup = { group: string; items: string[] };

/** Amenities grouped in spec order; amenities of an unknown group join 'General'. */
export function groupAmenities(amenities: Listing['content']['amenities']): AmenityGroup[] {
  const known = new Set<string>(AMENITY_GROUPS);
  const byGroup = new Map<string, string[]>();
  for (const amenity of amenities) {
    const group = known.has(amenity.group) ? amenity.group : 'General';
    const name = sanitizeText(amenity.displayName);
    if (!name) continue;
    byGroup.set(group, [...(byGroup.get(group) ?? []), name]);
  }
  return AMENITY_GROUPS.filter((g) => byGroup.has(g)).map((group) => ({
    group,
    items: byGroup.get(group) ?? [],
  }));
}

export function AmenitiesSection({ listing }: { listing: Listing }) {
  const [open, setOpen] = useState(false);
  const groups = groupAmenities(listing.content.amenities);
  const total = groups.reduce((sum, g) => sum + g.items.length, 0);
  const preview = groups
    .slice(0, AMENITY_GROUPS_SHOWN)
    .map((g) => ({ ...g, items: g.items.slice(0, AMENITY_ITEMS_SHOWN) }));
  const previewCount = preview.reduce((sum, g) => sum + g.items.length, 0);
  return (
    <ListingSection id="amenities" title="Amenities and features">
      {groups.length === 0 ? (
        <p className="text-slate-600">The host has not listed amenities for this home.</p>
      ) : (
        <AmenityColumns groups={preview} />
      )}
      {total > previewCount ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="mt-6 rounded-lg border border-slate-900 px-5 py-2.5 text-sm font-semibold text-slate-900 hover:bg-slate-50"
        >
          View all {total} amenities
        </button>
      ) : null}
      <ListingDialog isOpen={open} onOpenChange={setOpen} title="Amenities and features" size="lg">
        <AmenityColumns groups={groups} />
      </ListingDialog>
    </ListingSection>
  );
}

function AmenityColumns({ groups }: { groups: AmenityGroup[] }) {
  return (
    <div className="grid gap-x-10 gap-y-7 sm:grid-cols-2">
      {groups.map((g) => (
        <div key={g.group}>
          <h3 className="mb-2.5 font-semibold text-slate-900">{g.group}</h3>
          <ul className="space-y-2">
            {g.items.map((item, i) => (
              <li key={`${item}-${i}`} className="flex items-start gap-2.5 text-slate-700">
                <CheckIcon className="mt-0.5 size-[18px] shrink-0 text-emerald-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
