/**
 * Reactions at a table over real sockets in workerd: an emote in the review reaches
 * everyone at the table with its sender; past the rate (REACTION_RATE) a reaction is
 * refused with `reaction_rate` and nobody else sees it; while words are being found, or
 * with an emote not in the set, it is refused and nothing is sent.
 */
import { describe, expect, it } from "vitest";
import { REACTION_RATE } from "../../src/game/reactions.ts";
import { createTable, endRoundNow, startMatch } from "./client.ts";

describe("reactions at a table", () => {
  it("are seen by everyone in the review, and refused past their rate with a code", async () => {
    const id = await createTable({ settings: { rounds: 2 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    // While the round is played: refused, nothing sent.
    ann!.send({ type: "react", emote: "clap" });
    expect(await ann!.take("error")).toMatchObject({ code: "wrong_phase" });
    await endRoundNow(id);
    await ann!.take("roundEnd");
    await bob!.take("roundEnd");
    for (let i = 0; i < REACTION_RATE.burst; i++) {
      ann!.send({ type: "react", emote: i === 0 ? "gg" : "clap" });
      expect(await bob!.take("reaction")).toEqual({ type: "reaction", seat: ann!.seat, name: "Ann", emote: i === 0 ? "gg" : "clap" });
      await ann!.take("reaction"); // the sender sees their own too
    }
    ann!.send({ type: "react", emote: "fire" });
    expect(await ann!.take("error")).toMatchObject({ code: "reaction_rate" });
    await bob!.sync();
    expect(bob!.frames.filter((f) => f.type === "reaction")).toHaveLength(REACTION_RATE.burst);
    // Bob's own budget is his: his reaction goes through.
    bob!.send({ type: "react", emote: "wow" });
    expect(await ann!.take("reaction")).toMatchObject({ seat: bob!.seat, name: "Bob", emote: "wow" });
    // Only the fixed set: anything else is a bad message.
    bob!.send({ type: "react", emote: "🖕" });
    expect(await bob!.take("error")).toMatchObject({ code: "bad_message" });
    await ann!.sync();
    expect(ann!.frames.filter((f) => f.type === "reaction")).toHaveLength(REACTION_RATE.burst + 1);
  });
});
