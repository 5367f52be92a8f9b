/** Entry points into the ranked chunk for the main bundle; importing this costs a few bytes. */
import type { StateMessage } from "../../src/protocol.ts";
import { lazyComponent } from "../lazy.tsx";

/** Whether a table's state is a ranked table's (`"ranked": true`). */
export function isRanked(state: StateMessage | null): boolean {
  return (state as (StateMessage & { ranked?: boolean }) | null)?.ranked === true;
}

export const RankedPages = lazyComponent(() => import("./pages.tsx").then((m) => m.RankedPages));
export const RankedArrival = lazyComponent(() => import("./pages.tsx").then((m) => m.RankedArrival));
export const RankedOutcome = lazyComponent(() => import("./pages.tsx").then((m) => m.RankedOutcome));
