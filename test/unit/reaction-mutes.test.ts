/** Which reactions a player sees (client/state/reaction-mutes.ts): their own always, others' unless hidden all at once or one sender at a time. */
import { describe, expect, it } from "vitest";
import { muteKey, mutedSenders, shownReactions } from "../../client/state/reaction-mutes.ts";
import type { ShownReaction } from "../../client/state/session.ts";

const r = (id: number, seat: number, name: string): ShownReaction => ({ id, seat, name, emote: "gg" });
const table = [r(1, 0, "Ann"), r(2, 1, "Ben"), r(3, 2, "Cat"), r(4, 0, "Ann"), r(5, 2, "Cat")];

describe("reactions hidden per sender", () => {
  it("hide only the muted sender's, whatever the case of their name, and never your own", () => {
    expect(shownReactions(table, 1, false, new Set([muteKey(" ann ")])).map((x) => x.id)).toEqual([2, 3, 5]);
    expect(shownReactions(table, 0, false, new Set([muteKey("Ann")])).map((x) => x.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it("hide every other sender with the one switch, and show all with nothing muted", () => {
    expect(shownReactions(table, 1, true, new Set()).map((x) => x.id)).toEqual([2]);
    expect(shownReactions(table, 1, false, new Set()).map((x) => x.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it("list the hidden senders present, once each, to show them again", () => {
    expect(mutedSenders(table, 1, new Set(["ann", "cat", "dan"]))).toEqual(["Ann", "Cat"]);
    expect(mutedSenders(table, 0, new Set(["ann"]))).toEqual([]);
  });
});
