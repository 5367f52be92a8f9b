/** dict/include.txt: reviewed words added beyond SCOWL (house words the tables asked for); a missing file adds nothing. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readInclusions } from "../../dict/sources.ts";

describe("the include list", () => {
  it("reads one word a line, lower-cased, without comments or blank lines", () => {
    const file = join(mkdtempSync(join(tmpdir(), "include-")), "include.txt");
    writeFileSync(file, "# reviewed\nZonked\n\nyeet # tables kept asking\n");
    expect([...readInclusions(file)]).toEqual(["zonked", "yeet"]);
  });
  it("is empty when there is no file", () => {
    expect(readInclusions(join(tmpdir(), "no-such-include-list.txt")).size).toBe(0);
  });
});
