import { existsSync } from "node:fs";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * Which Debian Chromium to drive: CHROMIUM_PATH if set, else the package
 * `chromium-headless-shell` where it is installed (.ci/run installs it), else `chromium`.
 * The shell is Debian's build of the same Chromium without the desktop browser around the
 * pages (the headless Chromium Playwright itself runs); on seven browser files it spent
 * 40 CPU-s where `chromium` spent 51 (2026-12-04), and the browser files are a third of
 * `npm test`'s CPU.
 */
export function chromiumPath(env: Readonly<Record<string, string | undefined>> = process.env, exists: (path: string) => boolean = existsSync): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return exists(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium";
}
