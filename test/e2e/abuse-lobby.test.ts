/**
 * Issue 7 in a real browser: a visitor who takes longer than the server's 10 s to type a
 * name still gets in with one click (the server closed the idle socket meanwhile), and
 * the host can take a person off the table, who is told so and offered the Join form.
 */
import { test } from "vitest";
import { newPlayer, useBrowser } from "./browser.ts";

const browser = useBrowser();

test("a slow visitor still joins after the idle socket is closed, and the host can remove them", async () => {
  const host = await newPlayer(browser());
  await host.page.goto("/");
  await host.page.getByLabel("Name", { exact: true }).fill("Hana");
  await host.page.getByRole("button", { name: "Create table" }).click();
  await host.page.getByRole("button", { name: "Start", exact: true }).waitFor();

  const guest = await newPlayer(browser());
  const timedOut = new Promise<void>((resolve) => {
    guest.page.on("websocket", (ws) => ws.on("framereceived", (f) => { if (String(f.payload).includes("join_timeout")) resolve(); }));
  });
  await guest.page.goto(host.page.url());
  await guest.page.getByRole("button", { name: "Join", exact: true }).waitFor();
  await timedOut; // the server gave up on the socket of a visitor who has not joined
  await guest.page.getByLabel("Name", { exact: true }).fill("Gus");
  await guest.page.getByRole("button", { name: "Join", exact: true }).click();
  await guest.page.getByText("Waiting for the host to start").waitFor();

  await host.page.getByRole("button", { name: "Remove Gus" }).click();
  await guest.page.getByText("You were taken off this table").waitFor();
  await guest.page.getByRole("button", { name: "Join", exact: true }).waitFor();
  await host.context.close();
  await guest.context.close();
});
