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
  "no_tie", "internal", "join_timeout", "seat_removed", "forbidden_origin", "ranked_table", "not_invited", "watchers_full",
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
  const notice = (changes: SettingChange[], rescored: boolean, match: RulesChangedMessage["match"], played = 1) =>
    rulesChangedText({ type: "rulesChanged", seat: 0, name: "Ann", changes, rescored, match, standings: [], totals: [], text: "" }, played);

  test("reads as the server's notice", () => {
    expect(notice([{ key: "cancellation", from: true, to: false }], true, null)).toBe("Ann changed cancellation off; round 1 rescored.");
    expect(notice([{ key: "penalty", from: 0, to: 2 }], true, null, 3)).toBe("Ann changed penalty for a rejected word 0 → 2; rounds 1–3 rescored.");
    expect(notice([{ key: "rounds", from: 1, to: 2 }], false, "reopened")).toBe("Ann changed rounds 1 → 2; the match goes on.");
    expect(notice([{ key: "rounds", from: 3, to: 1 }], false, "finished")).toBe("Ann changed rounds 3 → 1; that ends the match.");
    expect(notice([{ key: "target", from: 50, to: null }], false, null)).toBe("Ann changed target score none.");
    expect(notice([{ key: "roundSeconds", from: null, to: 90 }], false, null)).toBe("Ann changed round length 90 s.");
    expect(notice([{ key: "minLength", from: 4, to: null }], false, null)).toBe("Ann changed shortest word back to the usual.");
  });

  test("names options as the settings panel does", () => {
    expect(notice([{ key: "board", from: "4x4", to: "5x5" }, { key: "properNouns", from: false, to: true }], false, null)).toBe(
      "Ann changed board 4 × 4 → 5 × 5 (big), proper nouns on.",
    );
    expect(notice([{ key: "scoring", from: null, to: "big" }], true, null, 2)).toBe("Ann changed points table usual → Big; rounds 1–2 rescored.");
  });
});
