/**
 * A deployment whose KV has no dictionary: health says so, a table refuses to seat
 * anyone with `dictionary_missing` instead of failing silently, and the alarm retries
 * soon (a round's end must not be lost). Once the dictionary is uploaded everything
 * works without a restart. This file must be the first to load the dictionary in its
 * isolate (the isolate keeps a dictionary once read), so the upload comes last.
 */
import { env, exports } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { DICT_KEY } from "../../src/words/desk.ts";
import type { TableObject } from "../../src/table/table-object.ts";
import { ORIGIN, Player, createTable, editMatch, stubOf } from "./client.ts";

const health = async () => {
  const res = await exports.default.fetch(`${ORIGIN}/api/health`);
  return { status: res.status, body: (await res.json()) as { ok: boolean; bindings?: Record<string, { ok: boolean; code?: string; message?: string }> } };
};

/** Run the table's alarm handler; what it threw (if anything) and where the alarm now points. */
const runAlarm = (id: string) =>
  runInDurableObject(stubOf(id), async (table: TableObject, state) => {
    const error = await table.alarm().then(() => null, (err: unknown) => err);
    return { error, alarm: await state.storage.getAlarm() };
  });

describe("without a dictionary", () => {
  let bytes: ArrayBuffer;
  beforeEach(async () => {
    bytes = (await env.DICT.get(DICT_KEY, "arrayBuffer"))!;
    await env.DICT.delete(DICT_KEY);
  });

  it("refuses a seat with dictionary_missing and changes nothing; the alarm retries within seconds", async () => {
    const missing = await health();
    expect(missing.status).toBe(503);
    expect(missing.body).toMatchObject({ ok: false, bindings: { DICT: { ok: false, code: "dictionary_missing" } } });
    expect(missing.body.bindings!.DICT!.message).toMatch(/npm run dict/);

    const id = await createTable();
    const before = await editMatch(id);
    const ann = await Player.connect(id);
    ann.send({ type: "join", name: "Ann" });
    expect(await ann.take("error")).toMatchObject({ code: "dictionary_missing" });
    expect(await editMatch(id)).toEqual(before);
    expect(ann.closed).toBeNull();

    const failed = await runAlarm(id);
    expect(failed.error).toBeInstanceOf(Error);
    expect(failed.alarm).not.toBeNull();
    expect(failed.alarm! - Date.now()).toBeLessThanOrEqual(5_000);

    await env.DICT.put(DICT_KEY, bytes);
    ann.send({ type: "join", name: "Ann" });
    expect(await ann.take("welcome")).toMatchObject({ seat: 0 });
    const ok = await runAlarm(id);
    expect(ok.error).toBeNull();
    expect(ok.alarm).toBeNull(); // someone is connected and nothing is due: no alarm at all
    const back = await health();
    expect(back.status).toBe(200);
    expect(back.body.ok).toBe(true);
  });
});
