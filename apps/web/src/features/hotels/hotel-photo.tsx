import { useState } from 'react';
import { BedIcon } from '../../components/ui/icons.tsx';

/**
 * A hotel or room photo that gives way to a quiet placeholder when it fails to load (spec §2: broken images are
 * hidden), so a missing file never shows its alt text spilling over a card.
 */
export function HotelPhoto({
  src,
  alt,
  className,
  priority = false,
}: {
  src: string | undefined;
  alt: string;
  className: string;
  priority?: boolean;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src)
    return (
      <span
        aria-hidden="true"
        className={`flex items-center justify-center bg-slate-100 text-slate-300 ${className}`}
      >
        <BedIcon className="size-10" />
      </span>
    );
  return (
    <img
      src={src}
      alt={alt}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setBroken(src)}
      className={`object-cover ${className}`}
    />
  );
}
