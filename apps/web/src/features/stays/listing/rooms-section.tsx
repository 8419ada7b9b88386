import { useState } from 'react';
import type { Listing } from '@portal/contracts/listings';
import { BedIcon } from '../../../components/ui/icons.tsx';
import { BathIcon } from './listing-icons.tsx';
import { ListingDialog } from './listing-dialog.tsx';
import { ListingSection } from './listing-section.tsx';
import { sanitizeText } from '../../../lib/sanitize-text.ts';
import { MEDIA, useMediaQuery } from '../../../lib/use-media-query.ts';

type RoomItem = { kind: 'bed' | 'bath'; title: string; detail: string };

/** 'Bedroom 1: 1 Queen bed' reads as a title and a detail; text without a colon is all detail. */
export function roomItems(layout: Listing['content']['layout']): RoomItem[] {
  const parse = (kind: RoomItem['kind'], fallback: string, i: number, description: string): RoomItem => {
    const clean = sanitizeText(description);
    const at = clean.indexOf(':');
    return at > 0
      ? { kind, title: clean.slice(0, at).trim(), detail: clean.slice(at + 1).trim() }
      : { kind, title: `${fallback} ${i + 1}`, detail: clean };
  };
  return [
    ...layout.bedrooms.map((b, i) => parse('bed', 'Bedroom', i, b.description)),
    ...layout.bathrooms.map((b, i) => parse('bath', 'Bathroom', i, b.description)),
  ];
}

/** Spec §2: 4 to 8 items by screen size, then 'View all (N)'. */
export function roomsShown(desktop: boolean, wide: boolean): number {
  return wide ? 8 : desktop ? 6 : 4;
}

export function RoomsSection({ listing }: { listing: Listing }) {
  const desktop = useMediaQuery(MEDIA.desktop);
  const wide = useMediaQuery(MEDIA.wide);
  const [open, setOpen] = useState(false);
  if (listing.content.layout.bedrooms.length === 0) return null;
  const items = roomItems(listing.content.layout);
  const limit = roomsShown(desktop, wide);
  return (
    <ListingSection id="rooms" title="Rooms and beds">
      <RoomGrid items={items.slice(0, limit)} />
      {items.length > limit ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="mt-5 rounded-lg border border-slate-900 px-5 py-2.5 text-sm font-semibold text-slate-900 hover:bg-slate-50"
        >
          View all ({items.length})
        </button>
      ) : null}
      <ListingDialog isOpen={open} onOpenChange={setOpen} title="Rooms and beds" size="lg">
        <RoomGrid items={items} />
      </ListingDialog>
    </ListingSection>
  );
}

function RoomGrid({ items }: { items: RoomItem[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
      {items.map((item, i) => {
        const Icon = item.kind === 'bed' ? BedIcon : BathIcon;
        return (
          <li key={`${item.title}-${i}`} className="rounded-xl border border-slate-200 p-4">
            <Icon className="mb-3 size-6 text-brand-700" />
            <p className="font-semibold text-slate-900">{item.title}</p>
            <p className="mt-0.5 text-sm text-slate-600">{item.detail}</p>
          </li>
        );
      })}
    </ul>
  );
}
