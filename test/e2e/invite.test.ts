/**
 * Issue 26, row 9: on a phone, Invite went through Copy link only. Where the browser has
 * the share sheet (navigator.share), the lobby's Invite opens it with the table's link;
 * elsewhere Copy link stays. The share sheet is stubbed in the page to record the call.
 */
import { expect, test } from "vitest";
import { newPlayer, PHONE, screenshot, useBrowser } from "./browser.ts";

const browser = useBrowser();

test("Invite hands the table's link to the share sheet where there is one, and Copy link is there elsewhere", async () => {
  const phone = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await phone.page.addInitScript(() => {
    const calls: ShareData[] = [];
    (window as unknown as { shared: ShareData[] }).shared = calls;
    Object.defineProperty(navigator, "share", { configurable: true, value: async (data: ShareData) => void calls.push(data) });
    Object.defineProperty(navigator, "canShare", { configurable: true, value: () => true });
  });
  await phone.page.goto("/");
  await phone.page.getByLabel("Name", { exact: true }).fill("Hana");
  await phone.page.getByRole("button", { name: "Create table" }).click();
  await phone.page.getByRole("button", { name: "Invite", exact: true }).click();
  const shared = await phone.page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  expect(shared).toHaveLength(1);
  expect(shared[0]!.url).toBe(phone.page.url());
  expect(shared[0]!.text).toContain("Hana");
  expect(await phone.page.getByRole("button", { name: "Copy link" }).count()).toBe(0);
  await screenshot(phone.page, "lobby-invite-360x740");

  // Without a share sheet (this desktop Chromium has none), the link is copied instead.
  const desk = await newPlayer(browser());
  expect(await desk.page.evaluate(() => typeof navigator.share)).toBe("undefined");
  await desk.context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await desk.page.goto(phone.page.url());
  await desk.page.getByLabel("Name", { exact: true }).fill("Gus");
  await desk.page.getByRole("button", { name: "Join", exact: true }).click();
  await desk.page.getByRole("button", { name: "Copy link" }).click();
  await desk.page.getByText("Link copied").waitFor();
  expect(await desk.page.evaluate(() => navigator.clipboard.readText())).toBe(phone.page.url());
  expect(await desk.page.getByRole("button", { name: "Invite", exact: true }).count()).toBe(0);
  await phone.context.close();
  await desk.context.close();
});
