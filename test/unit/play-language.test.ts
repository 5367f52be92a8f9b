/**
 * The language ranked play and the daily board are played in (client/state/play-language.ts):
 * the language the client is shown in until one is picked, then the one picked, kept in
 * the device's storage for the next visit.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

function storage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k), items };
}

describe("the language to play in", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("follows the language shown until one is picked, then keeps the pick", async () => {
    const store = storage();
    vi.stubGlobal("localStorage", store);
    const { locale } = await import("../../client/i18n/locale.ts");
    const { pickPlayLanguage, playLanguage } = await import("../../client/state/play-language.ts");
    expect(playLanguage.value).toBe("en");
    locale.value = "fr";
    expect(playLanguage.value).toBe("fr");
    pickPlayLanguage("de");
    locale.value = "es";
    expect(playLanguage.value).toBe("de");
    expect(store.items.get("baffle.playLanguage")).toBe("de");
  });

  it("starts from the pick kept on the device, and ignores a kept value that is no language we play", async () => {
    vi.stubGlobal("localStorage", storage({ "baffle.playLanguage": "es" }));
    expect((await import("../../client/state/play-language.ts")).playLanguage.value).toBe("es");
    vi.resetModules();
    vi.stubGlobal("localStorage", storage({ "baffle.playLanguage": "xx" }));
    expect((await import("../../client/state/play-language.ts")).playLanguage.value).toBe("en");
  });
});
