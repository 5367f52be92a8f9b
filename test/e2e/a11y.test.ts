/**
 * axe-core on the home page and on a table page (as the host and as a newcomer on the
 * link): no serious or critical violations.
 */
import { expect, test } from "vitest";
import { newPlayer, PHONE, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";

const browser = useBrowser();

test("the home page has no serious or critical axe violations", async () => {
  const { page, context } = await newPlayer(browser());
  await page.goto("/");
  await page.getByRole("button", { name: "Create table" }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, "home-1280x800");
  await page.setViewportSize(PHONE);
  await screenshot(page, "home-360x740", true);
  await context.close();
});

test("the table page has no serious or critical axe violations, for the host and for a newcomer", async () => {
  const host = await newPlayer(browser());
  await host.page.goto("/");
  await host.page.getByLabel("Name", { exact: true }).fill("Hana");
  await host.page.getByRole("button", { name: "Create table" }).click();
  await host.page.getByRole("button", { name: "Start", exact: true }).waitFor();
  expect(await seriousA11yViolations(host.page)).toEqual([]);
  await host.context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await host.page.getByRole("button", { name: "Copy link" }).click();
  await host.page.getByText("Link copied").waitFor();
  expect(await host.page.evaluate(() => navigator.clipboard.readText())).toBe(host.page.url());

  const guest = await newPlayer(browser());
  await guest.page.goto(host.page.url());
  await guest.page.getByRole("button", { name: "Join", exact: true }).waitFor();
  expect(await seriousA11yViolations(guest.page)).toEqual([]);
  await guest.page.getByLabel("Name", { exact: true }).fill("Gus");
  await guest.page.getByRole("button", { name: "Join", exact: true }).click();
  await guest.page.getByText("Waiting for the host to start").waitFor();
  expect(await seriousA11yViolations(guest.page)).toEqual([]);
  await host.page.locator(".seat", { hasText: "Gus" }).waitFor();
  // The host fills a seat with a computer player; the guest sees it live, read-only.
  await host.page.getByRole("button", { name: "Add computer player" }).click();
  await guest.page.locator(".seat.bot").waitFor();
  expect(await guest.page.getByRole("button", { name: /^Remove/ }).count()).toBe(0);
  await screenshot(host.page, "lobby-host-1280x800");
  await guest.page.setViewportSize(PHONE);
  expect(await guest.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screenshot(guest.page, "lobby-guest-360x740", true);
  await host.context.close();
  await guest.context.close();
});
