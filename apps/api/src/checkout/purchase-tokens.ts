import { createHash, randomBytes } from 'node:crypto';

/**
 * Tokens derived from the quote token, which only its owner holds: any API process can re-create them from
 * a poll, and a second fulfil of the same quote gets the first one's token (api.md: it does not book again).
 */
export function derivedToken(purpose: 'fulfil' | 'payment-session', quoteToken: string): string {
  return createHash('sha256').update(`${purpose}:${quoteToken}`).digest('base64url');
}

// No 0/O/1/I: a confirmation code is read out to support over the phone.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 8 random characters; the 'H-' prefix comes from the domain's confirmationCode. */
export function confirmationSuffix(): string {
  const bytes = randomBytes(8);
  let out = '';
  for (const b of bytes) out += CODE_ALPHABET[b % CODE_ALPHABET.length];
  return out;
}
