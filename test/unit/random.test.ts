/**
 * The crypto-backed random source the Worker shakes boards with: uniform floats in
 * [0, 1) made from 32-bit words, drawn from `crypto.getRandomValues` 64 at a time.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { cryptoRng, randomInt } from "../../src/game/random.ts";

afterEach(() => { vi.restoreAllMocks(); });

describe("cryptoRng", () => {
  it("gives floats in [0, 1) that vary", () => {
    const rng = cryptoRng();
    const draws = Array.from({ length: 300 }, () => rng());
    for (const x of draws) {
      expect(Number.isFinite(x)).toBe(true);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
    // 300 draws of 32 bits: a repeat is all but impossible.
    expect(new Set(draws).size).toBe(300);
  });

  it("maps each 32-bit word w to w / 2^32, in order, refilling after 64 draws", () => {
    let fills = 0;
    const spy = vi.spyOn(crypto, "getRandomValues").mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      const words = array as unknown as Uint32Array;
      // Fill k: word j is (j + 64k) * 2^25, so draw n is n / 128.
      for (let j = 0; j < words.length; j++) words[j] = (j + 64 * fills) * 2 ** 25;
      fills++;
      return array;
    });
    const rng = cryptoRng();
    expect(spy).not.toHaveBeenCalled();
    const first = Array.from({ length: 64 }, () => rng());
    expect(spy).toHaveBeenCalledTimes(1);
    expect(first).toEqual(Array.from({ length: 64 }, (_, n) => n / 128));
    expect(rng()).toBe(64 / 128);
    expect(spy).toHaveBeenCalledTimes(2);
    expect(Array.from({ length: 63 }, () => rng())).toEqual(Array.from({ length: 63 }, (_, n) => (65 + n) / 128));
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it("gives whole numbers in range through randomInt", () => {
    vi.spyOn(crypto, "getRandomValues").mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      (array as unknown as Uint32Array).fill(0xffffffff);
      return array;
    });
    // The largest word is just under 1: still the top value, never n.
    expect(randomInt(cryptoRng(), 6)).toBe(5);
  });
});
