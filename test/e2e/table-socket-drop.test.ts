/**
 * The table's server drops the player's socket mid-round (a restart, a deploy, an evicted
 * object): the page says it is reconnecting, opens a new socket by itself after the
 * backoff, joins its seat again, and the player goes on with their words intact, with no
 * reload and no tap. The test stands between the page and the server
 * (`routeWebSocket`) and closes the server's side, as a server going away does.
 */
import { expect, test } from "vitest";
import type { WebSocketRoute } from "playwright-core";
import { mouseDrag, newPlayer, readBoard, useBrowser } from "./browser.ts";
import { acceptedText } from "./text.ts";
import { wordsOn } from "./words.ts";

const browser = useBrowser();

test("a table socket the server drops mid-round comes back by itself, seat and words intact", async () => {
  const { context, page } = await newPlayer(browser());
  const sockets: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
  const joins: unknown[] = [];
  await page.routeWebSocket(/\/api\/tables\/[^/]+\/ws$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((frame) => {
      const msg = JSON.parse(String(frame)) as { type: string };
      if (msg.type === "join") joins.push(msg);
      server.send(frame);
    });
    sockets.push({ page: ws, server });
  });
  await page.goto("/");
  await page.getByLabel("Name", { exact: true }).fill("Rhea");
  await page.getByRole("button", { name: "Play with bots" }).click();
  await page.getByRole("grid", { name: "Board" }).waitFor();

  const found = wordsOn(await readBoard(page), 3);
  const [first, second] = [found[0]!, found[1]!];
  await mouseDrag(page, first.path);
  await page.locator(".feedback", { hasText: acceptedText(first.word) }).waitFor();
  expect(sockets).toHaveLength(1);
  expect(joins).toHaveLength(1);

  // The server goes away: its side of the socket closes, and the page is told so.
  await sockets[0]!.server.close({ code: 1001, reason: "going away" });
  await sockets[0]!.page.close({ code: 1001, reason: "going away" });
  await page.getByText("Reconnecting…").waitFor();
  // Back by itself, on a new socket, in the same seat (the join carries the seat's token).
  await page.getByText("Reconnecting…").waitFor({ state: "detached" });
  expect(sockets).toHaveLength(2);
  expect(joins).toHaveLength(2);
  expect(joins[1]).toMatchObject({ type: "join", name: "Rhea", token: expect.any(String) });
  expect(await page.locator(".words .w").allTextContents()).toEqual([first.word]);

  // Play goes on: a second word counts, and the first is still there.
  await mouseDrag(page, second.path);
  await page.locator(".feedback", { hasText: acceptedText(second.word) }).waitFor();
  expect((await page.locator(".words .w").allTextContents()).sort()).toEqual([first.word, second.word].sort());
  await context.close();
});
