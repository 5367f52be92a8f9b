/**
 * The ranked queue in a real browser when the lobby gives up on its socket. The lobby
 * sends an error (`queue_timeout`, `too_many_connections`) and then closes the socket;
 * under `wrangler dev` the error arrives but the close frame only when the lobby next
 * hibernates (docs/operating.md). So the error counts as the close: the queue opens a new
 * socket and queues again without waiting for it. The lobby's socket is played by the
 * browser's WebSocket route here, answering the first queue request as the real lobby
 * does under `wrangler dev` (the error, and no close); the profile itself is real.
 */
import type { WebSocketRoute } from "playwright-core";
import { expect, test } from "vitest";
import { newPlayer, useBrowser } from "./browser.ts";
import { holdLobby } from "./lobby-lock.ts";

const browser = useBrowser();
// The lobby is shared by the whole server: no other file's test queues while one of these runs.
holdLobby();

for (const code of ["queue_timeout", "too_many_connections"] as const) {
  test(`an error ${code} from the lobby counts as the close: the queue reconnects and queues again`, async () => {
    const { context, page } = await newPlayer(browser());
    const sockets: WebSocketRoute[] = [];
    const queued: number[] = [];
    let second: () => void = () => {};
    const reconnected = new Promise<void>((resolve) => (second = resolve));
    await page.routeWebSocket(/\/api\/lobby\/ws(\?[^/]*)?$/, (ws) => {
      const n = sockets.push(ws);
      ws.onMessage((frame) => {
        if (JSON.parse(String(frame)).type !== "queue") return;
        queued.push(n);
        if (n === 1) ws.send(JSON.stringify({ type: "error", code, message: "closed by the lobby" }));
        else ws.send(JSON.stringify({ type: "queued", waiting: 1, since: Date.now(), rating: 1500, provisional: true }));
        if (n === 2) second();
      });
    });
    await page.goto("/ranked");
    await page.getByLabel("Name", { exact: true }).fill("Quinn");
    await page.getByRole("button", { name: "Create profile and find a game" }).click();
    await reconnected;
    expect(queued).toEqual([1, 2]);
    await page.getByRole("heading", { name: "Finding a ranked game…" }).waitFor();
    await context.close();
  });
}
