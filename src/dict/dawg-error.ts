/** How a damaged or foreign dictionary file is refused (src/dict/dawg.ts). */

/** Why a buffer was rejected. */
export type DawgFormatErrorCode = "truncated" | "bad-magic" | "bad-version" | "corrupt";

/** Thrown by {@link Dawg.load} (or on first query) when the bytes are not a valid dictionary. */
export class DawgFormatError extends Error {
  override readonly name = "DawgFormatError";
  constructor(
    readonly code: DawgFormatErrorCode,
    message: string,
  ) {
    super(`invalid dictionary (${code}): ${message}`);
  }
}

/** A walk longer than the node count: only a damaged file has a loop in its edges. */
export function loopError(): DawgFormatError {
  return new DawgFormatError("corrupt", "the edges go round a loop");
}
