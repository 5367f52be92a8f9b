/**
 * Which page a path opens (client/state/route.ts): a table link whose id cannot be a
 * table id, a broken %-escape included, says it is a bad link instead of throwing.
 */
import { beforeAll, describe, expect, it } from "vitest";

const ID = "AbCdEfGhIjKlMnOpQrStUv";
let routeOf: typeof import("../../client/state/route.ts").routeOf;

beforeAll(async () => {
  // The module reads the address and listens for Back at load: give it a bare stand-in.
  Object.assign(globalThis, { location: { pathname: "/" }, addEventListener: () => undefined });
  ({ routeOf } = await import("../../client/state/route.ts"));
});

describe("app routes", () => {
  it("open a table, practice, the daily board, the kitchen table or home", () => {
    expect(routeOf(`/t/${ID}`)).toEqual({ table: ID });
    expect(routeOf(`/t/${encodeURIComponent(ID)}/`)).toEqual({ table: ID });
    expect(routeOf("/practice")).toEqual({ practice: true });
    expect(routeOf("/daily/")).toEqual({ daily: true });
    expect(routeOf("/kitchen")).toEqual({ kitchen: true });
    expect(routeOf("/elsewhere")).toEqual({ home: true });
  });

  it("call a table link with a malformed id, a broken escape included, a bad link", () => {
    for (const path of ["/t/short", "/t/%", "/t/%E0%A4%A", `/t/${ID}%`]) expect(routeOf(path)).toEqual({ badLink: true });
  });
});
