/**
 * Sharing a daily result: the system's share sheet where the browser has one
 * (navigator.share, mostly phones), else a copy to the clipboard. The text is
 * src/daily/share.ts's, which carries no word or letter of the board.
 */

/** How a share went: sent to the share sheet, copied, or neither (the text is then shown to copy by hand). */
export type ShareOutcome = "shared" | "copied" | "failed";

/** Share `text` the best way this browser offers. */
export async function shareResult(text: string): Promise<ShareOutcome> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ text });
      return "shared";
    } catch (err) {
      if ((err as Error).name === "AbortError") return "failed";
      /* no share sheet after all (desktop without one): copy instead */
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return "copied";
  } catch {
    return "failed";
  }
}
