import DOMPurify from 'dompurify';

// Elements that start and end a paragraph; <li> and <br> end a line.
const BLOCKS = [
  'p',
  'div',
  'ul',
  'ol',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'section',
  'article',
];
const LINES = ['li', 'br'];
const MARKUP = new RegExp(`<(${[...BLOCKS, ...LINES].join('|')})\\b`, 'i');
const PARAGRAPH = '\u2029';
const LINE = '\u2028';

/**
 * Listing text comes from hosts and providers, so it is untrusted (spec §5 "Text is sanitized before display").
 * DOMPurify drops scripts, handlers and their contents; the page then renders the remaining plain text, so no
 * markup from a listing ever reaches the DOM.
 *
 * Spacing follows the text's own kind. Plain text keeps its line and paragraph breaks. Text with block markup
 * is read as a browser would: whitespace in the source (indentation, wrapped lines) is one space, paragraphs
 * and headings are separated by a blank line, list items and <br> end a line. Either way no line starts or
 * ends with spaces and no more than one blank line separates two paragraphs.
 */
export function sanitizeText(raw: string | null | undefined): string {
  if (!raw) return '';
  const fragment = DOMPurify.sanitize(raw, {
    ALLOWED_TAGS: [...BLOCKS, ...LINES],
    ALLOWED_ATTR: [],
    KEEP_CONTENT: true,
    RETURN_DOM_FRAGMENT: true,
  });
  const html = MARKUP.test(raw);
  let text = '';
  // Walked with an explicit stack: listing text may nest as deep as its author likes.
  const pending: (Node | string)[] = [fragment];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (typeof node === 'string') {
      text += node;
      continue;
    }
    if (node.nodeType === Node.TEXT_NODE) {
      const value = node.nodeValue ?? '';
      text += html ? value.replace(/\s+/g, ' ') : value;
      continue;
    }
    const tag = node.nodeName.toLowerCase();
    const boundary = BLOCKS.includes(tag) ? PARAGRAPH : LINES.includes(tag) ? LINE : '';
    if (tag === 'br') {
      text += LINE;
      continue;
    }
    if (boundary) text += boundary;
    pending.push(boundary);
    for (let child = node.lastChild; child; child = child.previousSibling) pending.push(child);
  }
  return text
    .replace(/\u00a0/g, ' ')
    .replace(/[^\S\n\u2028\u2029]+/g, ' ')
    .split(/\n\s*\n|\u2029/)
    .map((paragraph) =>
      paragraph
        .split(/[\n\u2028]/)
        .map((line) => line.trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .join('\n\n');
}
