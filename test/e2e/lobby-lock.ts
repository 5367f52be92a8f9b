/**
 * The ranked lobby is one object for the whole server, and the browser test files share
 * one server and run two at a time: two files queueing at once could be matched with each
 * other's players (a player of one file then sits at a table with a stranger from the
 * other, who leaves when that file ends). Every test of a file that queues for ranked
 * holds this lock while it runs, so the lobby only ever holds one test's players.
 *
 * The lock is fair: a test takes a ticket and waits until its ticket is the oldest and the
 * lock is free, so a waiting test goes before the next test of the file that held it
 * (a test waits for at most one test of another file, under a minute, never a whole file).
 * Lock and tickets are files named after the server's port (mkdir is atomic); a ticket or
 * lock whose process is gone is cleared.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach } from "vitest";
import { baseURL } from "./browser.ts";

/** Far longer than any one test of another file holds it (the longest takes about a minute). */
const WAIT_MS = 5 * 60_000;

/** Hold the lobby for each test of this file: taken before it starts, given back when it ends. */
export function holdLobby(): void {
  let held: string | null = null;
  beforeEach(async () => {
    const base = join(tmpdir(), `baffle-e2e-lobby-${new URL(baseURL()).port}`);
    const [lock, queue] = [`${base}.lock`, `${base}.queue`];
    mkdirSync(queue, { recursive: true });
    const ticket = `${String(Date.now()).padStart(15, "0")}-${process.pid}-${Math.random().toString(36).slice(2)}`;
    writeFileSync(join(queue, ticket), "");
    const deadline = Date.now() + WAIT_MS;
    try {
      for (;;) {
        const first = readdirSync(queue).filter((t) => !gone(Number(t.split("-")[1]), () => rmSync(join(queue, t), { force: true }))).sort()[0];
        if (first === ticket && take(lock)) return void (held = lock);
        if (Date.now() > deadline) throw new Error(`the ranked lobby stayed held for ${WAIT_MS / 60_000} minutes`);
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      rmSync(join(queue, ticket), { force: true });
    }
  }, WAIT_MS + 10_000);
  afterEach(() => {
    if (held) rmSync(held, { recursive: true, force: true });
    held = null;
  });
}

/** Take the lock directory if it is free (or its holder is gone). */
function take(lock: string): boolean {
  try {
    mkdirSync(lock);
    writeFileSync(join(lock, "pid"), String(process.pid));
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    let pid = 0;
    try {
      pid = Number(readFileSync(join(lock, "pid"), "utf8"));
    } catch {
      return false; // being written right now
    }
    gone(pid, () => rmSync(lock, { recursive: true, force: true }));
    return false;
  }
}

/** Whether process `pid` has ended; if so, `clear` what it left. */
function gone(pid: number, clear: () => void): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    clear();
    return true;
  }
}
