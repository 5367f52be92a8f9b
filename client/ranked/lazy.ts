/** Entry points into the ranked chunk for the main bundle; importing this costs a few bytes. */
import type { StateMessage } from "../../src/protocol.ts";
import { lazyComponent } from "../lazy.tsx";

/** Whether a table's state is a ranked table's (`"ranked": true`). */
export function isRanked(state: StateMessage | null): boolean {
  return state?.ranked === true;
}

const chunk = () => import("./pages.tsx");
export const RankedPages = lazyComponent(() => chunk().then((m) => m.RankedPages));
export const RankedArrival = lazyComponent(() => chunk().then((m) => m.RankedArrival));
export const RankedOutcome = lazyComponent(() => chunk().then((m) => m.RankedOutcome));
export const RankedCancelled = lazyComponent(() => chunk().then((m) => m.RankedCancelled));
