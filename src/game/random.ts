/**
 * Random sources for the rules. The game never calls Math.random or crypto itself:
 * whoever drives it passes an `Rng`, so tests replay a seed exactly and production
 * shakes with crypto-strength randomness.
 */

/** A source of uniform floats in [0, 1). */
export type Rng = () => number;

/** Crypto-strength source for production (Workers and browsers both have `crypto`). */
export function cryptoRng(): Rng {
  const buf = new Uint32Array(64);
  let i = buf.length;
  return () => {
    if (i === buf.length) {
      crypto.getRandomValues(buf);
      i = 0;
    }
    return buf[i++]! / 4294967296;
  };
}

/** Deterministic source (sfc32) for tests and reproducible benchmarks. */
export function seededRng(seed: number): Rng {
  return seededRngFrom([0x9e3779b9, 0x243f6a88, 0xb7e15162, seed]);
}

/**
 * Deterministic source (sfc32) from a full 128-bit state: four 32-bit words, e.g. the
 * first 16 bytes of an HMAC, so a seed nobody can guess gives a sequence nobody can.
 */
export function seededRngFrom(state: readonly [number, number, number, number]): Rng {
  let [a, b, c, d] = state.map((x) => x | 0) as [number, number, number, number];
  const next = (): number => {
    a |= 0; b |= 0; c |= 0; d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let k = 0; k < 12; k++) next();
  return next;
}

/** A whole number in [0, n). */
export function randomInt(rng: Rng, n: number): number {
  return Math.min(n - 1, Math.floor(rng() * n));
}
