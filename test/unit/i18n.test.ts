/**
 * The client's catalogue in English: places, plurals, numbers and lists come out of
 * `Intl` as an English reader writes them; every server error code has the client's own
 * words and an unknown code still reads as a sentence; a rule change reads as the
 * server's notice always has. Expected texts are written out by hand.
 */
import { describe, expect, test } from "vitest";
import { list, names, num, ordinal, t } from "../../client/i18n/index.ts";
import { errorText } from "../../client/i18n/errors.ts";
import { apiErrorText, lobbyErrorText } from "../../client/i18n/page-errors.ts";
import { rulesChangedText, settingsSummary } from "../../client/state/words.ts";
import { DEFAULT_SETTINGS, type ErrorCode, type RulesChangedMessage, type SettingChange } from "../../src/protocol.ts";

/** Every code a table's `error` frame can carry (the type check below fails if one is missing). */
const ERROR_CODES = [
  "frame_too_large", "bad_json", "bad_message", "rate_limited", "not_joined", "already_joined", "bad_token", "table_full",
  "table_finished", "not_host", "wrong_phase", "not_enough_players", "no_such_seat", "unknown_table", "dictionary_missing",
  "no_tie", "internal", "join_timeout", "seat_removed", "forbidden_origin", "ranked_table", "not_invited", "watchers_full", "reaction_rate",
  "not_disputed", "already_house_word", "word_not_played", "vote_open", "no_vote", "house_words_full",
] as const satisfies readonly ErrorCode[];
const allCodesListed: Exclude<ErrorCode, (typeof ERROR_CODES)[number]> extends never ? true : false = true;

describe("English formats", () => {
  test("places are 1st, 2nd, 3rd, 4th… with 11th to 13th and 111th", () => {
    const places = [1, 2, 3, 4, 10, 11, 12, 13, 14, 21, 22, 23, 24, 101, 102, 111, 112, 113, 121];
    expect(places.map(ordinal)).toEqual(["1st", "2nd", "3rd", "4th", "10th", "11th", "12th", "13th", "14th", "21st", "22nd", "23rd", "24th", "101st", "102nd", "111th", "112th", "113th", "121st"]);
  });

  test("counts take their plural and numbers their separators", () => {
    expect([0, 1, 2, 1204].map((n) => t("common.points", { n }))).toEqual(["0 points", "1 point", "2 points", "1,204 points"]);
    expect(t("common.words", { n: 1 })).toBe("1 word");
    expect(num(12345)).toBe("12,345");
  });

  test("names join as a reader lists them", () => {
    expect([["Ann"], ["Ann", "Ben"], ["Ann", "Ben", "Cy"]].map(list)).toEqual(["Ann", "Ann and Ben", "Ann, Ben and Cy"]);
    // After a label ("Already here: …", "played by …") a plain run of names.
    expect([["Ann"], ["Ann", "Ben"], ["Ann", "Ben", "Cy"]].map(names)).toEqual(["Ann", "Ann, Ben", "Ann, Ben, Cy"]);
  });

  test("a table's summary line", () => {
    expect(settingsSummary(DEFAULT_SETTINGS)).toBe("3 rounds · 4 × 4 board · Normal (3 min) timer · Normal computer players");
    expect(settingsSummary({ ...DEFAULT_SETTINGS, target: 100, board: "6x6", timer: "quick" })).toBe(
      "first to 100 points · 6 × 6 (super big) board · Quick (2 min) timer · Normal computer players",
    );
  });
});

describe("server errors in the client's words", () => {
  test("every code a table sends has words of its own; an unknown one still reads as a sentence", () => {
    expect(allCodesListed).toBe(true);
    expect(errorText("no_such_code_yet", "raw server text")).toBe("Something went wrong (no_such_code_yet). Try again in a moment.");
    const own = ERROR_CODES.filter((code) => code !== "bad_message").map((code) => errorText(code, "raw server text"));
    expect(own.filter((text) => text === "raw server text" || text.startsWith("Something went wrong ("))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
    // A refused name: the server's message says which rule, and it is shown as it is.
    expect(errorText("bad_message", "name: A name is at most 20 characters")).toBe("name: A name is at most 20 characters");
    expect(errorText("table_full", "A table seats at most 8")).toBe("This table is full.");
  });

  test("the lobby's waits and the HTTP API's codes", () => {
    expect(lobbyErrorText("cooldown", "", 299_000)).toBe("You missed a ranked match you were matched for: you can queue again in 4:59");
    expect(lobbyErrorText("rate_limited", "", 30_000)).toBe("Too many tables from your address: queue again in 30 s");
    expect(lobbyErrorText("rate_limited", "Too many messages")).toBe("Too many messages: slow down.");
    expect(apiErrorText("network")).toBe("Could not reach the server. Check your connection and try again.");
    expect(apiErrorText("http_502", "", 502)).toBe("The server said 502");
    expect(apiErrorText("bad_message", "name: A name is at most 20 characters")).toBe("name: A name is at most 20 characters");
    expect(apiErrorText("table_full")).toBe("This table is full.");
    expect(apiErrorText("brand_new")).toBe("Something went wrong (brand_new). Try again in a moment.");
  });
});

describe("a rule changed during a match", () => {
  const notice = (changes: SettingChange[], rescored: boolean, match: RulesChangedMessage["match"], played = 1, totals: RulesChangedMessage["totals"] = []) =>
    rulesChangedText({ type: "rulesChanged", seat: 0, name: "Ann", changes, rescored, match, standings: [], totals, text: "" }, played);

  test("reads as the server's notice: what the table plays by now, and who moved", () => {
    const totals = [{ seat: 1, name: "Bob", from: 1, to: 4 }, { seat: 0, name: "Ann", from: 1, to: 2 }];
    expect(notice([{ key: "cancellation", from: true, to: false }, { key: "penalty", from: 0, to: 2 }], true, null, 2, totals)).toBe(
      "Ann changed the rules: shared words now score for everyone, a rejected word costs 2 points; rounds 1–2 rescored — Bob 1 → 4, Ann 1 → 2.",
    );
    expect(notice([{ key: "cancellation", from: false, to: true }], true, null, 1, [{ seat: 0, name: "Ann", from: 3, to: 3 }])).toBe(
      "Ann changed the rules: shared words now score for nobody; round 1 rescored — Ann 3.",
    );
    expect(notice([{ key: "rounds", from: 1, to: 2 }], false, "reopened")).toBe("Ann changed the rules: 2 rounds instead of 1; the match goes on.");
    expect(notice([{ key: "rounds", from: 3, to: 1 }], false, "finished")).toBe("Ann changed the rules: 1 round instead of 3; that ends the match.");
  });

  test("every kind of change in plain words", () => {
    const words = (changes: SettingChange[]) => notice(changes, false, null).replace(/^Ann changed the rules: |\.$/g, "");
    expect(words([{ key: "target", from: null, to: 100 }, { key: "board", from: "4x4", to: "6x6" }, { key: "roundSeconds", from: null, to: 90 }])).toBe(
      "play to 100 points, the next board is 6×6, rounds of 90 s",
    );
    expect(words([{ key: "minLength", from: null, to: 4 }, { key: "scoring", from: null, to: "superbig" }, { key: "properNouns", from: false, to: true }])).toBe(
      "shortest word 4 letters, super big points for word length (9+ letters score 2 a letter), names of people and places now count",
    );
    expect(words([{ key: "target", from: 100, to: null }, { key: "bots", from: "normal", to: "hard" }, { key: "timer", from: "normal", to: "quick" }])).toBe(
      "no target score, hard computer players, the quick timer",
    );
    expect(words([{ key: "roundSeconds", from: 60, to: null }, { key: "minLength", from: 4, to: null }, { key: "scoring", from: "big", to: null }])).toBe(
      "round length back to the timer's, shortest word back to the board's usual, points for word length back to the board's usual",
    );
    expect(words([{ key: "penalty", from: 1, to: 0 }, { key: "properNouns", from: true, to: false }, { key: "target", from: 100, to: 150 }, { key: "penalty", from: 0, to: 1 }])).toBe(
      "no penalty for a rejected word, names of people and places no longer count, play to 150 points instead of 100, a rejected word costs 1 point",
    );
  });
});
