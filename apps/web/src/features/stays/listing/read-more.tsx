import { useId, useState } from 'react';
import { truncateForReadMore } from '@portal/domain/text';
import { sanitizeText } from '../../../lib/sanitize-text.ts';

/** Sanitised listing text, collapsed at `limit` with a 'Read more' toggle when the domain rule says so. */
export function ReadMore({
  text,
  limit,
  className = '',
}: {
  text: string | null | undefined;
  limit: number;
  className?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const clean = sanitizeText(text);
  if (!clean) return null;
  const collapsed = truncateForReadMore(clean, limit);
  const shown = expanded || !collapsed.isTruncated ? clean : collapsed.text;
  return (
    <div className={className}>
      <p id={id} className="leading-relaxed whitespace-pre-line text-slate-700">
        {shown}
      </p>
      {collapsed.isTruncated ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
          className="mt-2 rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {expanded ? 'Read less' : 'Read more'}
        </button>
      ) : null}
    </div>
  );
}
