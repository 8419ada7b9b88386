import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, URL-safe: login codes, bearer tokens and CSRF tokens. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a copy of the database cannot be replayed as sessions or codes. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares secrets without leaking, through timing, how many leading characters matched. */
export function secretsEqual(a: string, b: string): boolean {
  const left = Buffer.from(sha256(a));
  const right = Buffer.from(sha256(b));
  return timingSafeEqual(left, right);
}
