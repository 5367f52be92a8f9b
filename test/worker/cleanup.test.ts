import { exports } from "cloudflare:workers";
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ORIGIN, Player, createTable, editMatch, endRoundNow, startMatch, stubOf, until } from "./client.ts";

const results = (id: string) => exports.default.fetch(`${ORIGIN}/api/tables/${id}/results`);
const keys = (id: string) => runInDurableObject(stubOf(id), (_i, state) => [...state.storage.kv.list()].length);

describe("clean-up", () => {
  it("removes a table nobody has been connected to for half an hour", async () => {
    const id = await createTable();
    const ann = await Player.join(id, "Ann");
    ann.close();
    await until(async () => (await editMatch(id)).idleSince !== null, "the table to count as idle");
    await editMatch(id, (x) => { x.idleSince = Date.now() - 31 * 60_000; });
    expect(await runDurableObjectAlarm(stubOf(id))).toBe(true);
    expect(await keys(id)).toBe(0);
    const p = await Player.connect(id);
    expect((await p.take("error")).code).toBe("unknown_table");
  });

  it("keeps a finished match's results for a day, then removes them", async () => {
    const id = await createTable({ settings: { rounds: 1 } });
    const [ann] = await startMatch(id, ["Ann", "Bob"]);
    await endRoundNow(id);
    await ann!.take("matchEnd");
    expect(await runDurableObjectAlarm(stubOf(id))).toBe(true); // not yet due: nothing happens
    expect((await results(id)).status).toBe(200);
    await editMatch(id, (x) => { x.results!.finishedAt = Date.now() - 24 * 60 * 60_000 - 1; });
    expect(await runDurableObjectAlarm(stubOf(id))).toBe(true);
    expect((await results(id)).status).toBe(404);
    expect(await keys(id)).toBe(0);
  });
});
