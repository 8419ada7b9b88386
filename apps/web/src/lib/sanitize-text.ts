import DOMPurify from 'dompurify';

/**
 * Listing text comes from hosts and providers, so it is untrusted (spec §5 "Text is sanitized before display").
 * DOMPurify drops scripts, handlers and their contents; the page then renders the remaining plain text, so no
 * markup from a listing ever reaches the DOM. Paragraph and line breaks survive as newlines.
 */
export function sanitizeText(raw: string | null | undefined): string {
  if (!raw) return '';
  const withBreaks = raw.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6])>/gi, '\n\n');
  const fragment = DOMPurify.sanitize(withBreaks, {
    ALLOWED_TAGS: [],
    KEEP_CONTENT: true,
    RETURN_DOM_FRAGMENT: true,
  });
  return (fragment.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
