/**
 * Issue 32, the arena's and the lobby's edge: a flooder behind an address must spend only
 * their own budget. Each test replays one row of the table.
 */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORIGIN, randomAddress } from "./client.ts";

const PATHS = ["/api/arena/en/ws?shard=0", "/api/lobby/ws"];

describe("the arena's and the lobby's edge", () => {
  it("row 2: plain GETs to the socket paths spend no socket token, so the neighbour behind the address still opens a socket", async () => {
    for (const path of PATHS) {
      const address = randomAddress();
      // 20 a second for two seconds, as the storm sent them.
      for (let i = 0; i < 40; i++) {
        const res = await exports.default.fetch(`${ORIGIN}${path}`, { headers: { "CF-Connecting-IP": address } });
        expect(res.status).toBe(426);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe("upgrade_required");
      }
      const honest = await exports.default.fetch(`${ORIGIN}${path}`, { headers: { Upgrade: "websocket", "CF-Connecting-IP": address } });
      expect(honest.status, path).toBe(101);
      honest.webSocket!.accept();
      honest.webSocket!.close(1000, "bye");
    }
  });
});
