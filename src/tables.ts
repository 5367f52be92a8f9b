/**
 * The table Durable Object as deployed: the shell (src/table/table-object.ts) given the
 * ports its modes' debts are settled through. Wired here, outside src/table, so a table
 * never imports the stores a mode reports to (the ranked database: src/ranked/).
 */
import { settleRatings } from "./ranked/report.ts";
import type { TablePorts } from "./table/ports.ts";
import { TableObject } from "./table/table-object.ts";

export class Table extends TableObject {
  protected readonly ports: TablePorts = { settle: settleRatings };
}
