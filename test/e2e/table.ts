/** A table for the review tests: two players (Ann on a desktop, Ben on one too or on a phone) at a casual table, in round 1. */
import type { Browser } from "playwright-core";
import { createTable, DESKTOP, newPlayer } from "./browser.ts";

type Device = Parameters<typeof newPlayer>[1];

/** Start a two-round table for two and return both pages in play (Ben on `benDevice`, desktop by default). */
export async function playingPair(
  b: Browser, settings: object = {}, benDevice: Device = { viewport: DESKTOP },
): Promise<{ ann: Awaited<ReturnType<typeof newPlayer>>; ben: Awaited<ReturnType<typeof newPlayer>> }> {
  const tableId = await createTable({ settings: { rounds: 2, ...settings } });
  const ann = await newPlayer(b, { viewport: DESKTOP });
  const ben = await newPlayer(b, benDevice);
  for (const [p, name] of [[ann.page, "Ann"], [ben.page, "Ben"]] as const) {
    await p.goto(`/t/${tableId}`);
    await p.getByLabel("Name", { exact: true }).fill(name);
    await p.getByRole("button", { name: "Join", exact: true }).click();
    await p.getByText(/Waiting|Start/).first().waitFor();
  }
  await ann.page.getByRole("button", { name: "Start", exact: true }).click();
  await ann.page.getByRole("grid", { name: "Board" }).waitFor();
  await ben.page.getByRole("grid", { name: "Board" }).waitFor();
  return { ann, ben };
}
