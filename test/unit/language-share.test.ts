/**
 * A fresh clone builds the eight Hunspell languages in one process per core
 * (dict/languages.ts shareLanguages): each language once, the longest apart.
 */
import { describe, expect, it } from "vitest";
import { BUILD_SECONDS, BUILT_LANGUAGES, shareLanguages } from "../../dict/languages.ts";

const seconds = (group: readonly string[]) => group.reduce((s, l) => s + BUILD_SECONDS[l as keyof typeof BUILD_SECONDS], 0);

describe("sharing the language builds between processes", () => {
  it("builds every language exactly once, in no more groups than jobs or languages", () => {
    for (const jobs of [1, 2, 3, 8, 12]) {
      const groups = shareLanguages(BUILT_LANGUAGES, jobs);
      expect(groups.length).toBe(Math.min(jobs, BUILT_LANGUAGES.length));
      expect(groups.flat().sort()).toEqual([...BUILT_LANGUAGES].sort());
    }
    expect(shareLanguages(["de"], 4)).toEqual([["de"]]);
    expect(shareLanguages([], 2)).toEqual([]);
  });

  it("balances two processes: the two longest apart, neither more than a tenth over half the time", () => {
    const groups = shareLanguages(BUILT_LANGUAGES, 2);
    expect(groups.find((g) => g.includes("pt"))).not.toContain("ru");
    const half = seconds(BUILT_LANGUAGES) / 2;
    for (const g of groups) expect(seconds(g)).toBeLessThanOrEqual(half * 1.1);
  });
});
