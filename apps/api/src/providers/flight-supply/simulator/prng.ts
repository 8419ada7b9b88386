// The simulator's randomness, deterministic: the same seed text (a date and a carrier, a leg and a day) always
// draws the same numbers, so every process and every test sees the same schedule and the same seats.

/** FNV-1a of a string, as an unsigned 32-bit seed. */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: a small, fast generator with a full 2^32 period, plenty for schedule jitter. Draws in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomFor(text: string): () => number {
  return mulberry32(seedOf(text));
}

/** One draw in [0, 1) for a text: a fixed property of a thing (a flight's final load factor, say). */
export function unitOf(text: string): number {
  return mulberry32(seedOf(text))();
}
