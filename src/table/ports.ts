/**
 * What a table's modes may owe the world outside it (a result for a rating store, for instance) is
 * settled through ports the deployed object is given (src/tables.ts), so the table never
 * imports a store a mode reports to; the mode says what is owed (src/game/modes/).
 */
import type { TableEnv } from "../env.ts";
import type { Owed, Settlement } from "../game/modes/index.ts";

/** How soon a debt a port failed to settle is tried again. */
export const SETTLE_RETRY_MS = 5_000;

export interface TablePorts {
  /** Settle `owed` (e.g. report a result); throws if the store fails (the alarm retries). */
  settle(env: TableEnv, owed: Owed): Promise<Settlement | null>;
}
