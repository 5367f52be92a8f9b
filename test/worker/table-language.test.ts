/**
 * A table's language over real sockets: the setting travels like every other one
 * (POST /api/tables, the settings message, state.settings), applies from the next round,
 * and the invite's link preview speaks it. A German table deals German dice, checks
 * entries against the German dictionary folded as German players write (ß or ss), and
 * its computer players enter German words; a French one takes é or e, and its review and
 * results show the words as French writes them.
 */
import { env, exports } from "cloudflare:workers";
import { runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { diceFor, dieFaces } from "../../src/game/board.ts";
import { wordDesk } from "../../src/words/desk.ts";
import { foldEntry } from "../../src/lang/languages.ts";
import type { Language } from "../../src/protocol.ts";
import { ORIGIN, Player, createTable, editMatch, endRoundNow, revealNow, solutionOf, startMatch, stubOf } from "./client.ts";
import { useLanguages } from "./dictionaries.ts";

useLanguages("de", "fr", "it", "nl", "pt", "sv", "ru");

/** Whether each cell can be given its own die of `language`'s 4×4 set showing it (augmenting paths). */
function dealtBy(language: Language, cells: readonly string[]): boolean {
  const dice = diceFor(4, language).map(dieFaces);
  const owner = new Array<number>(dice.length).fill(-1);
  const place = (cell: number, seen: Set<number>): boolean => {
    for (let d = 0; d < dice.length; d++) {
      if (seen.has(d) || !dice[d]!.includes(cells[cell]!)) continue;
      seen.add(d);
      if (owner[d] === -1 || place(owner[d]!, seen)) { owner[d] = cell; return true; }
    }
    return false;
  };
  return cells.length === dice.length && cells.every((_, cell) => place(cell, new Set()));
}

/**
 * A 4×4 board holding gross (g r o s s), grosse (… e), käse (k ä s e), and hues (h u e s),
 * an English word German does not have.
 */
/** Enter `word` as typed and take its verdict (whose word is the entry folded, not as typed). */
async function enter(player: Player, word: string) {
  player.send({ type: "word", word });
  return player.take("verdict");
}

const GERMAN_BOARD = ["g", "r", "o", "s", "h", "e", "e", "s", "k", "ä", "s", "u", "t", "n", "o", "h"];

const post = (body: unknown) => exports.default.fetch(`${ORIGIN}/api/tables`, {
  method: "POST", headers: { "content-type": "application/json", "CF-Connecting-IP": "198.18.40.1" }, body: JSON.stringify(body),
});

describe("a table's language", () => {
  it("is taken when the table is made, sent in every state, and refused when it is no language we play", async () => {
    const id = await createTable({ settings: { language: "de" } });
    expect((await editMatch(id)).settings.language).toBe("de");
    const ann = await Player.join(id, "Ann");
    expect(ann.lastState().settings.language).toBe("de");
    const bad = await post({ settings: { language: "xx" } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: "bad_message", message: expect.stringContaining("settings.language") } });
    ann.ws.close();
  });

  it("is the host's to change in the lobby, and from the review it is a ruling that rescores nothing", async () => {
    const id = await createTable({ settings: { rounds: 2 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    ann!.send({ type: "settings", settings: { language: "fr" } });
    expect(await ann!.take("error")).toMatchObject({ code: "wrong_phase" });
    await endRoundNow(id);
    await bob!.take("roundEnd");
    bob!.send({ type: "settings", settings: { language: "fr" } });
    expect(await bob!.take("error")).toMatchObject({ code: "not_host" });
    ann!.send({ type: "settings", settings: { language: "fr" } });
    const notice = await bob!.take("rulesChanged");
    expect(notice).toMatchObject({ rescored: false, match: null, changes: [{ key: "language", from: "en", to: "fr" }] });
    expect(notice.text).toBe("Ann changed the rules: the next round is played in French.");
    expect((await bob!.take("state", (s) => s.settings.language === "fr")).phase).toBe("review");
    ann!.ws.close();
    bob!.ws.close();
  });

  it("is the language of the invite's link preview", async () => {
    const id = await createTable({ settings: { language: "de" } });
    const hannah = await Player.join(id, "Hannah");
    const html = await (await exports.default.fetch(`${ORIGIN}/t/${id}`)).text();
    expect(html).toContain(`<meta property="og:title" content="Einladung an Hannahs Tisch: 3 Runden, 4×4" />`);
    expect(html).toContain(`<meta property="og:locale" content="de_DE" />`);
    hannah.ws.close();
  });

  it("deals a German table German dice and solves its board with the German dictionary", async () => {
    const id = await createTable({ settings: { language: "de", rounds: 1 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    const board = ann!.lastState().board!;
    expect(dealtBy("de", board)).toBe(true);
    const [de, en] = [(await wordDesk(env.DICT, "de")).dawg, (await wordDesk(env.DICT, "en")).dawg];
    const solution = await solutionOf(id);
    expect(solution.length).toBeGreaterThan(0);
    expect(solution.every((s) => de.has(s.word))).toBe(true);
    expect(solution.some((s) => !en.has(s.word))).toBe(true);
    // The review's "nobody found" list is German too, the language's everyday words first.
    await endRoundNow(id);
    const { unfound } = await ann!.take("roundEnd");
    expect(unfound.length).toBeGreaterThan(0);
    expect(unfound.every((u) => de.has(u.word))).toBe(true);
    expect(unfound.findIndex((u) => u.rare)).not.toBe(0);
    const firstRare = unfound.findIndex((u) => u.rare);
    if (firstRare >= 0) expect(unfound.slice(firstRare).every((u) => u.rare)).toBe(true);
    ann!.ws.close();
    bob!.ws.close();
  });

  it("takes a German word typed with or without its folding, and refuses a word only English has", async () => {
    const id = await createTable({ settings: { language: "de", rounds: 1 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    await editMatch(id, (m) => { m.board = GERMAN_BOARD; });
    expect(await enter(ann!, "Groß")).toMatchObject({ ok: true, word: "gross", points: 2 });
    expect(await enter(bob!, "gross")).toMatchObject({ ok: true, word: "gross" });
    expect(await enter(ann!, "GROSSE")).toMatchObject({ ok: true, word: "grosse", points: 3 });
    expect(await enter(bob!, "große")).toMatchObject({ ok: true, word: "grosse" });
    expect(await enter(ann!, "Käse")).toMatchObject({ ok: true, word: "käse", points: 1 });
    expect(await enter(ann!, "kase")).toMatchObject({ ok: false, reason: "not_on_board" }); // ä is a letter of its own
    expect(await enter(ann!, "hues")).toMatchObject({ ok: false, reason: "not_a_word" });
    ann!.ws.close();
    bob!.ws.close();
  });

  it("takes a French word typed with its accents or without", async () => {
    const id = await createTable({ settings: { language: "fr", rounds: 1 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    await editMatch(id, (m) => { m.board = ["e", "l", "e", "v", "x", "x", "x", "e", "x", "x", "x", "x", "x", "x", "x", "x"]; });
    expect(await enter(ann!, "élève")).toMatchObject({ ok: true, word: "eleve", points: 2 });
    expect(await enter(bob!, "eleve")).toMatchObject({ ok: true, word: "eleve" });
    ann!.ws.close();
    bob!.ws.close();
  });

  it("shows a French table's words in its review and results as French writes them, scoring the folded word", async () => {
    const id = await createTable({ settings: { language: "fr", rounds: 1 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    const solution = await solutionOf(id);
    const fr = (await wordDesk(env.DICT, "fr")).dawg;
    // Words French writes with an accent (or œ) whose letters are the board's: most of a French board.
    const accented = solution.filter((w) => w.written !== undefined);
    expect(accented.length).toBeGreaterThan(0);
    for (const w of accented) {
      expect(foldEntry("fr", w.written!)).toBe(w.word);
      expect(w.written).toMatch(/[^a-z]/);
    }
    const word = accented[0]!;
    // Typed as written or folded, the entry is the folded word.
    expect(await enter(ann!, word.written!)).toMatchObject({ ok: true, word: word.word });
    await endRoundNow(id);
    const end = await ann!.take("roundEnd");
    expect(end.players.find((p) => p.seat === ann!.seat)!.words.map((w) => w.word)).toEqual([word.word]);
    expect(end.written?.[word.word]).toBe(word.written);
    // Every word the review shows that French writes otherwise is there, and nothing else.
    const shown = new Set([...end.players.flatMap((p) => p.words.map((w) => w.word)), ...end.unfound.map((u) => u.word), ...(end.solution ?? []).map((w) => w.word)]);
    for (const w of shown) if (fr.has(w) && foldEntry("fr", w) === w) expect(end.written?.[w] ?? w, w).toBe(solution.find((s) => s.word === w)?.written ?? w);
    for (const key of Object.keys(end.written ?? {})) expect(shown.has(key), key).toBe(true);
    // The results page keeps them for the words found and the unfound ones.
    const results = await (await exports.default.fetch(`${ORIGIN}/api/tables/${id}/results`)).json() as { rounds?: unknown; roundLists?: { written?: Record<string, string> }[] };
    expect(results.roundLists?.[0]?.written?.[word.word]).toBe(word.written);
    ann!.ws.close();
    bob!.ws.close();
  });

  it("has a German table's computer player enter German words", async () => {
    const id = await createTable({ playWithBots: true, settings: { language: "de", rounds: 1, bots: "hard" } });
    const solo = await Player.join(id, "Solo");
    await revealNow(id, [solo]);
    // Every planned entry comes due now; the alarm enters them.
    await editMatch(id, (m) => { for (const s of m.seats) for (const p of s.plan) p.at = Date.now() - 1; });
    await runDurableObjectAlarm(stubOf(id));
    await endRoundNow(id);
    const end = await solo.take("roundEnd");
    const bot = end.players.find((p) => p.seat !== solo.seat)!;
    const [de, en] = [(await wordDesk(env.DICT, "de")).dawg, (await wordDesk(env.DICT, "en")).dawg];
    expect(bot.words.length).toBeGreaterThan(0);
    expect(bot.words.every((w) => de.has(w.word))).toBe(true);
    expect(bot.words.some((w) => !en.has(w.word))).toBe(true);
    solo.ws.close();
  });

  it.each(["it", "nl", "pt", "sv", "ru"] as const)("deals a %s table its own dice, checks its words, and has its computer player enter them", async (language) => {
    const id = await createTable({ playWithBots: true, settings: { language, rounds: 1, bots: "hard" } });
    const solo = await Player.join(id, "Solo");
    await revealNow(id, [solo]);
    const board = solo.lastState().board!;
    expect(dealtBy(language, board)).toBe(true);
    const dict = (await wordDesk(env.DICT, language)).dawg;
    const solution = await solutionOf(id);
    expect(solution.length).toBeGreaterThan(0);
    expect(solution.every((w) => dict.has(w.word))).toBe(true);
    const word = solution[solution.length - 1]!;
    expect(await enter(solo, (word.written ?? word.word).toUpperCase())).toMatchObject({ ok: true, word: word.word });
    await editMatch(id, (m) => { for (const s of m.seats) for (const p of s.plan) p.at = Date.now() - 1; });
    await runDurableObjectAlarm(stubOf(id));
    await endRoundNow(id);
    const end = await solo.take("roundEnd");
    const bot = end.players.find((p) => p.seat !== solo.seat)!;
    expect(bot.words.length).toBeGreaterThan(0);
    expect(bot.words.every((w) => dict.has(w.word))).toBe(true);
    solo.ws.close();
  });

  it("takes a Russian word typed in Cyrillic, Ё as Е, and refuses Latin letters", async () => {
    const id = await createTable({ settings: { language: "ru", rounds: 1 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    // ёлка (a fir tree), written елка on the dice; дом (a house) in Latin look-alikes is no Russian word.
    await editMatch(id, (m) => { m.board = ["е", "л", "к", "а", "д", "о", "м", "х", "х", "х", "х", "х", "х", "х", "х", "х"]; });
    expect(await enter(ann!, "Ёлка")).toMatchObject({ ok: true, word: "елка", points: 1 });
    expect(await enter(bob!, "елка")).toMatchObject({ ok: true, word: "елка" });
    expect(await enter(ann!, "ДОМ")).toMatchObject({ ok: true, word: "дом" });
    expect(await enter(bob!, "dom")).toMatchObject({ ok: false });
    await endRoundNow(id);
    const end = await ann!.take("roundEnd");
    // Shown as the list writes it most often (dictionary-ru and the frequency list write елка with е).
    for (const [word, written] of Object.entries(end.written ?? {})) expect(foldEntry("ru", written)).toBe(word);
    expect(end.players.find((p) => p.seat === ann!.seat)!.words.map((w) => w.word).sort()).toEqual(["дом", "елка"]);
    ann!.ws.close();
    bob!.ws.close();
  });
});
