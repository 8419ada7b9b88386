import { describe, expect, it } from 'vitest';
import { sanitizeText } from './sanitize-text.ts';

describe('sanitizeText spacing', () => {
  it.each([
    ['plain paragraphs keep their breaks', 'One.\n\nTwo.\nThree.', 'One.\n\nTwo.\nThree.'],
    ['stray spaces around plain lines go', '  One.  \n\n\n\n   Two.   ', 'One.\n\nTwo.'],
    [
      'an inline tag before a paragraph',
      '<b>Welcome!</b>\n<p>Bright rooms.</p>\nSee you.',
      'Welcome!\n\nBright rooms.\n\nSee you.',
    ],
    [
      'list items are lines of one block',
      '<p>Has:</p><ul><li>Wi-Fi</li><li>Linens</li></ul>Bye',
      'Has:\n\nWi-Fi\nLinens\n\nBye',
    ],
    [
      'indented source markup is read as HTML, not as the source layout',
      '<div>\n  <p>\n    A long line\n    wrapped in the source.\n  </p>\n  <ul>\n    <li>One</li>\n    <li>Two</li>\n  </ul>\n</div>',
      'A long line wrapped in the source.\n\nOne\nTwo',
    ],
    [
      'line breaks inside a paragraph',
      '<p>Line one<br>Line two<br/>Line three</p>',
      'Line one\nLine two\nLine three',
    ],
    [
      'words split by inline tags keep their spaces',
      '<p>A <i>very</i> <b>nice</b>&nbsp;place</p>',
      'A very nice place',
    ],
    ['headings start their own block', '<h3>The space</h3>Open plan.', 'The space\n\nOpen plan.'],
  ])('%s', (_, raw, expected) => {
    expect(sanitizeText(raw)).toBe(expected);
  });
});
