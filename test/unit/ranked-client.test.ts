/**
 * The client's ranked helpers that need no browser: which page a path opens, the
 * private device link (id and secret only in the fragment, read back exactly), and how
 * ratings and their changes read.
 */
import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { rankedRouteOf } from "../../client/ranked/routes.ts";
import { deviceLink, identityFromFragment } from "../../client/ranked/identity.ts";
import { deltaText, ratingText, unratedLabel, unratedText } from "../../client/ranked/rating.ts";

const ID = "AbCdEfGhIjKlMnOpQrStUv";

describe("ranked routes", () => {
  test("each ranked page has its path; ids are checked", () => {
    expect(rankedRouteOf("/ranked")).toEqual({ page: "ranked" });
    expect(rankedRouteOf("/leaderboard/")).toEqual({ page: "leaderboard" });
    expect(rankedRouteOf("/device")).toEqual({ page: "device" });
    expect(rankedRouteOf(`/p/${ID}`)).toEqual({ page: "profile", playerId: ID });
    expect(rankedRouteOf(`/r/${ID}`)).toEqual({ page: "results", tableId: ID });
    expect(rankedRouteOf("/p/short")).toBeNull();
    expect(rankedRouteOf(`/r/${ID}x`)).toBeNull();
    expect(rankedRouteOf(`/t/${ID}`)).toBeNull();
    expect(rankedRouteOf("/")).toBeNull();
    // A broken %-escape is no id, not an exception (a blank page).
    expect(rankedRouteOf("/p/%")).toBeNull();
    expect(rankedRouteOf("/r/%E0%A4%A")).toBeNull();
    expect(rankedRouteOf(`/p/${encodeURIComponent(ID)}`)).toEqual({ page: "profile", playerId: ID });
  });
});

describe("device link", () => {
  test("carries the identity in the fragment only, and reads back exactly", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{22}$/), fc.stringMatching(/^[A-Za-z0-9_-]{22,64}$/), fc.string({ maxLength: 20 }), (playerId, secret, name) => {
        const link = new URL(deviceLink("https://baffle.example", { playerId, secret, name }));
        expect(link.pathname + link.search).toBe("/device");
        expect(identityFromFragment(link.hash)).toEqual({ playerId, secret, name });
      }),
    );
  });

  test("a fragment without id or secret carries no identity", () => {
    expect(identityFromFragment("")).toBeNull();
    expect(identityFromFragment(`#player=${ID}`)).toBeNull();
    expect(identityFromFragment("#secret=abc")).toBeNull();
  });
});

describe("rating text", () => {
  test("provisional ratings carry a question mark; changes a sign", () => {
    expect(ratingText(1500, true)).toBe("1500?");
    expect(ratingText(1523.6)).toBe("1524");
    expect(deltaText(1500, 1524)).toBe("+24");
    expect(deltaText(1524, 1517)).toBe("\u22127");
    expect(deltaText(1500.2, 1499.9)).toBe("\u00b10");
  });
});

describe("unrated matches", () => {
  test("each reason reads as its own sentence, and an abort says so in the match list", () => {
    const reasons = ["aborted", "pair_limit", "flagged"] as const;
    const texts = reasons.map(unratedText);
    expect(new Set(texts).size).toBe(3);
    for (const t of texts) expect(t).toMatch(/not rated/i);
    expect(unratedText("aborted")).toMatch(/fewer than two players entered a word in the first round/);
    expect(unratedLabel("aborted")).toBe("aborted, not rated");
    expect(unratedLabel("pair_limit")).toBe("not rated");
  });
});
