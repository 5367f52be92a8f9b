/**
 * A pasted invite link shows what it is: the page a chat app fetches for Hannah's table
 * carries Open Graph and Twitter-card tags naming her table and its rules, both in the
 * raw HTML (what link-preview crawlers read, with no script run) and in the page a
 * browser opens.
 */
import { expect, test } from "vitest";
import { newPlayer, useBrowser } from "./browser.ts";

const browser = useBrowser();

test("a pasted invite link's page has Open Graph tags naming the host's table", async () => {
  const hannah = await newPlayer(browser());
  await hannah.page.goto("/");
  await hannah.page.getByLabel("Name").fill("Hannah");
  await hannah.page.getByRole("button", { name: "Create table", exact: true }).click();
  await hannah.page.waitForURL(/\/t\/[A-Za-z0-9_-]{22}$/);
  await hannah.page.getByRole("button", { name: "Start", exact: true }).waitFor();
  const link = hannah.page.url();

  const friend = await newPlayer(browser());
  const raw = await (await friend.context.request.get(link)).text();
  expect(raw).toContain(`<meta property="og:title" content="Join Hannah's table: 3 rounds, 4×4" />`);
  expect(raw).toContain(`<meta property="og:url" content="${link}" />`);
  expect(raw).toContain(`<meta name="twitter:card" content="summary" />`);

  await friend.page.goto(link);
  await friend.page.getByRole("button", { name: "Join", exact: true }).waitFor();
  const og = (p: string) => friend.page.locator(`meta[property="${p}"]`).getAttribute("content");
  expect(await og("og:title")).toBe("Join Hannah's table: 3 rounds, 4×4");
  expect(await og("og:image")).toMatch(/\/icons\/icon-512\.png$/);
  await hannah.context.close();
  await friend.context.close();
});
