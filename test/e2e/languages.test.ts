/**
 * The client in its languages: Chromium started in German, French or Spanish (`--lang`
 * and the context's locale, so `navigator.languages` and Accept-Language say it) opens
 * the home page, a table's lobby, a round and its review in that language with
 * `<html lang>` set, and axe finds nothing serious on any of them; in Italian, Dutch,
 * Portuguese, Swedish and Russian (one browser, a context each) the home page, a lobby,
 * with a count in the language's plural, a round and its review. The switch changes the language and the
 * device remembers it across a reload, with no English painted first; after one visit
 * the language shown works offline, the service worker keeping that catalogue and no
 * other. Expected texts are written here by hand, not read from the catalogues.
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, expect, test } from "vitest";
import { launchBrowser, newPlayer, PHONE, readBoard, screenshot, seriousA11yViolations } from "./browser.ts";
import { wordsOnIn } from "./words.ts";

interface Words {
  tag: string;
  howTo: string;
  name: string;
  create: string;
  invite: string;
  addBot: string;
  start: string;
  board: string;
  accepted: string;
  done: string;
  ready: string;
  review: string;
  first: string;
}

const LANGUAGES: Record<"de" | "fr" | "es", Words> = {
  de: {
    tag: "de-DE", howTo: "So wird gespielt", name: "Name", create: "Tisch eröffnen", invite: "Lade deine Freunde ein",
    addBot: "Computerspieler hinzufügen", start: "Starten", board: "Spielfeld", accepted: "angenommen", done: "Fertig",
    ready: "Bereit", review: "Auswertung der Runde 1", first: "1.",
  },
  fr: {
    tag: "fr-FR", howTo: "Comment jouer", name: "Nom", create: "Ouvrir une table", invite: "Invite tes amis",
    addBot: "Ajouter un joueur ordinateur", start: "Commencer", board: "Grille", accepted: "accepté", done: "J’ai fini",
    ready: "Prêt", review: "Bilan de la manche 1", first: "1er",
  },
  es: {
    tag: "es-ES", howTo: "Cómo se juega", name: "Nombre", create: "Abrir mesa", invite: "Invita a tus amigos",
    addBot: "Añadir jugador del ordenador", start: "Empezar", board: "Tablero", accepted: "aceptada", done: "He terminado",
    ready: "Listo", review: "Repaso de la ronda 1", first: "1.º",
  },
};

const browsers: Browser[] = [];
afterAll(async () => {
  for (const b of browsers) await b.close();
});

/** A Chromium whose user speaks `tag`, and a player on it. */
async function playerIn(tag: string, viewport?: { width: number; height: number }, serviceWorker = false) {
  const browser = await launchBrowser([`--lang=${tag}`]);
  browsers.push(browser);
  return newPlayer(browser, { locale: tag, serviceWorker, ...(viewport ? { viewport } : {}) });
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

for (const [lang, w] of Object.entries(LANGUAGES)) {
  test(`a ${w.tag} browser gets the home page, lobby, round and review in its language`, async () => {
    const { page, context } = await playerIn(w.tag);
    await page.goto("/");
    await page.getByRole("heading", { name: w.howTo }).waitFor();
    expect(await htmlLang(page)).toBe(lang);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe("ltr");
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel(w.name, { exact: true }).fill("Zoé");
    await page.getByRole("button", { name: w.create, exact: true }).click();
    await page.getByRole("heading", { name: w.invite }).waitFor();
    expect(await htmlLang(page)).toBe(lang);
    await page.getByRole("button", { name: w.addBot }).click();
    await page.locator(".seat.bot").waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: w.start, exact: true }).click();

    // The table plays in the page's language (Create table starts from it), so its words are that language's.
    const cells = await readBoard(page, w.board);
    const [word] = wordsOnIn(lang as "de" | "fr" | "es", cells, 3);
    await page.getByRole("textbox").fill(word!.word);
    await page.keyboard.press("Enter");
    await page.locator(".feedback", { hasText: new RegExp(`${word!.word.toUpperCase()} ${w.accepted}, \\+`) }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: w.done, exact: true }).click();

    await page.getByRole("button", { name: w.ready, exact: true }).waitFor();
    await page.getByRole("heading", { name: w.review }).waitFor();
    // First place, in the language's ordinal ("=" when the computer player scored as much).
    const place = (await page.locator(".standings .place").first().textContent())!.trim();
    expect([w.first, `=${w.first}`]).toContain(place);
    expect(await htmlLang(page)).toBe(lang);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await screenshot(page, `review-${lang}-360x740`, true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
}

/** The five languages added with issue 35: the home page, a lobby, a round and its review, in one browser. */
const MORE = {
  it: { tag: "it-IT", howTo: "Come si gioca", name: "Nome", create: "Apri un tavolo", invite: "Invita i tuoi amici", rounds: "3 round",
    addBot: "Aggiungi un bot", start: "Inizia", board: "Griglia", done: "Ho finito", ready: "Pronto", review: "Riepilogo del round 1" },
  nl: { tag: "nl-NL", howTo: "Zo speel je", name: "Naam", create: "Tafel openen", invite: "Nodig je vrienden uit", rounds: "3 rondes",
    addBot: "Computerspeler toevoegen", start: "Starten", board: "Bord", done: "Ik ben klaar", ready: "Klaar", review: "Overzicht van ronde 1" },
  pt: { tag: "pt-BR", howTo: "Como jogar", name: "Nome", create: "Criar mesa", invite: "Convide seus amigos", rounds: "3 rodadas",
    addBot: "Adicionar bot", start: "Começar", board: "Tabuleiro", done: "Terminei", ready: "Pronto", review: "Resumo da rodada 1" },
  sv: { tag: "sv-SE", howTo: "Så spelar du", name: "Namn", create: "Öppna ett bord", invite: "Bjud in dina vänner", rounds: "3 omgångar",
    addBot: "Lägg till datorspelare", start: "Starta", board: "Spelplan", done: "Jag är klar", ready: "Redo", review: "Genomgång av omgång 1" },
  ru: { tag: "ru-RU", howTo: "Как играть", name: "Имя", create: "Открыть стол", invite: "Позови друзей", rounds: "3 раунда",
    addBot: "Добавить бота", start: "Начать", board: "Поле", done: "Закончить", ready: "Готово", review: "Итоги раунда 1" },
};

test("Italian, Dutch, Portuguese, Swedish and Russian browsers get the home page, a lobby, a round and its review in their language", async () => {
  const browser = await launchBrowser();
  browsers.push(browser);
  for (const [lang, w] of Object.entries(MORE)) {
    const { page, context } = await newPlayer(browser, { locale: w.tag, viewport: PHONE });
    await page.goto("/");
    await page.getByRole("heading", { name: w.howTo }).waitFor();
    expect(await htmlLang(page), lang).toBe(lang);
    expect(await seriousA11yViolations(page), lang).toEqual([]);
    // The page fits a phone in every language, and the switch names each language in itself.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), lang).toBeLessThanOrEqual(PHONE.width);
    expect(await page.locator("#language option").allTextContents(), lang).toEqual([
      "English", "Deutsch", "Français", "Español", "Italiano", "Nederlands", "Português", "Svenska", "Русский",
    ]);

    await page.getByLabel(w.name, { exact: true }).fill("Zoé");
    await page.getByRole("button", { name: w.create, exact: true }).click();
    await page.getByRole("heading", { name: w.invite }).waitFor();
    expect(await htmlLang(page), lang).toBe(lang);
    // The rules' summary counts the rounds in the language's plural ("3 раунда", Russian's few).
    expect(await page.locator(".house-rules-summary").first().textContent(), lang).toContain(` · ${w.rounds} · `);
    expect(await seriousA11yViolations(page), lang).toEqual([]);
    await screenshot(page, `lobby-${lang}-360x740`, true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), lang).toBeLessThanOrEqual(PHONE.width);

    // A round at the table, which plays in the page's language: a word of its dictionary counts.
    await page.getByRole("button", { name: w.addBot }).click();
    await page.locator(".seat.bot").waitFor();
    await page.getByRole("button", { name: w.start, exact: true }).click();
    const cells = await readBoard(page, w.board);
    const [word] = wordsOnIn(lang as keyof typeof MORE, cells, 3);
    await page.getByRole("textbox").fill(word!.word);
    await page.keyboard.press("Enter");
    await page.locator(".feedback.ok").waitFor();
    expect(await htmlLang(page), lang).toBe(lang);
    expect(await seriousA11yViolations(page), lang).toEqual([]);
    await page.getByRole("button", { name: w.done, exact: true }).click();
    await page.getByRole("button", { name: w.ready, exact: true }).waitFor();
    await page.getByRole("heading", { name: w.review }).waitFor();
    expect(await htmlLang(page), lang).toBe(lang);
    expect(await seriousA11yViolations(page), lang).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), lang).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  }
}, 240_000);

test("the switch changes the language, the device remembers it, and a reload paints no English first", async () => {
  const { page, context } = await playerIn("en-US");
  // Every text the app paints, in order, from the first one on.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { painted: string[] }).painted = seen;
    new MutationObserver(() => {
      const text = document.getElementById("app")?.textContent ?? "";
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto("/");
  await page.getByRole("heading", { name: "How to play" }).waitFor();
  expect(await htmlLang(page)).toBe("en");

  await page.getByLabel("Language").selectOption("de");
  await page.getByRole("heading", { name: "So wird gespielt" }).waitFor();
  expect(await htmlLang(page)).toBe("de");
  // The switch itself now speaks German, and shows the language chosen.
  expect(await page.getByLabel("Sprache").inputValue()).toBe("de");

  await page.reload();
  await page.getByRole("heading", { name: "So wird gespielt" }).waitFor();
  expect(await htmlLang(page)).toBe("de");
  const painted = await page.evaluate(() => (window as unknown as { painted: string[] }).painted);
  expect(painted.length).toBeGreaterThan(0);
  expect(painted.filter((p) => p.includes("How to play") || p.includes("Create table"))).toEqual([]);

  // From a table's top bar too, and back to English.
  await page.getByLabel("Name", { exact: true }).fill("Hana");
  await page.getByRole("button", { name: "Tisch eröffnen", exact: true }).click();
  await page.getByRole("heading", { name: "Lade deine Freunde ein" }).waitFor();
  await page.getByLabel("Sprache").selectOption("en");
  await page.getByRole("heading", { name: "Invite your friends" }).waitFor();
  // The title follows in an effect, after the paint that shows the heading.
  await expect.poll(() => page.title()).toMatch(/^Table · Baffle$/);
  await page.reload();
  await page.getByRole("heading", { name: "Invite your friends" }).waitFor();
  expect(await htmlLang(page)).toBe("en");
  await context.close();
});

/** Each other language's catalogue chunk, as the build's service worker lists them ({ fr: "/assets/fr-….js", … }). */
function catalogueUrls(): Record<string, string> {
  const sw = readFileSync(new URL("../../dist/client/sw.js", import.meta.url), "utf8");
  return JSON.parse(/\{"[a-z]{2}":"\/assets\/[^}]*\}/.exec(sw)![0]) as Record<string, string>;
}

test("after one visit, the language shown works offline: the service worker keeps its catalogue, and no other", async () => {
  const urls = catalogueUrls();
  const { page, context } = await playerIn("fr-FR", undefined, true);
  await page.goto("/");
  await page.getByRole("heading", { name: "Comment jouer" }).waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    }
  });
  const kept = () => page.evaluate(async (all) => (await Promise.all(Object.entries(all).map(async ([l, url]) => ((await caches.match(url)) ? l : "")))).filter(Boolean).sort(), urls);
  // French was fetched before the worker was there; the page told it, and it kept that one alone.
  await expect.poll(kept, { timeout: 15_000 }).toEqual(["fr"]);
  await context.setOffline(true);
  await page.reload();
  await page.getByRole("heading", { name: "Comment jouer" }).waitFor();
  expect(await htmlLang(page)).toBe("fr");
  // A language never shown on this device is not there offline: the switch says so and goes back to French,
  // and the device does not remember a language it could not show.
  await page.getByLabel("Langue").selectOption("ru");
  await expect.poll(() => page.getByLabel("Langue").getAttribute("aria-invalid")).toBe("true");
  expect(await page.getByLabel("Langue").inputValue()).toBe("fr");
  expect(await htmlLang(page)).toBe("fr");
  await page.reload();
  await page.getByRole("heading", { name: "Comment jouer" }).waitFor();
  // Online, the switch brings Russian, which is kept from then on: offline again, the page opens in Russian.
  await context.setOffline(false);
  await page.getByLabel("Langue").selectOption("ru");
  await page.getByRole("heading", { name: "Как играть" }).waitFor();
  await expect.poll(kept, { timeout: 15_000 }).toEqual(["fr", "ru"]);
  await context.setOffline(true);
  await page.reload();
  await page.getByRole("heading", { name: "Как играть" }).waitFor();
  expect(await htmlLang(page)).toBe("ru");
  await context.close();
});
