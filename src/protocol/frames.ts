/**
 * One frame from a client, before it is trusted: its size is checked before it is
 * parsed, its JSON before it is validated, and a frame that fails says which check it
 * failed. Tables and the lobby share these rules (see table.ts and lobby.ts).
 */
import * as v from "valibot";

/** Frames larger than this are refused without being parsed. */
export const MAX_FRAME_BYTES = 4096;

/** Why a frame was refused before it reached any rule. */
export type FrameProblem = "frame_too_large" | "bad_json" | "bad_message";

const utf8 = new TextEncoder();

/** Check a frame's size, parse its JSON and validate it against `schema`. Never throws. */
export function parseFrame<S extends v.GenericSchema>(
  schema: S, frame: string | ArrayBuffer,
): { ok: true; message: v.InferOutput<S> } | { ok: false; code: FrameProblem; message: string } {
  if (typeof frame !== "string") return { ok: false, code: "bad_message", message: "Frames must be text" };
  // UTF-16 length first (cheap); only a frame that might be over in UTF-8 is encoded.
  if (frame.length > MAX_FRAME_BYTES || (frame.length > MAX_FRAME_BYTES / 3 && utf8.encode(frame).length > MAX_FRAME_BYTES)) {
    return { ok: false, code: "frame_too_large", message: `Frames are at most ${MAX_FRAME_BYTES} bytes` };
  }
  let data: unknown;
  try {
    data = JSON.parse(frame);
  } catch {
    return { ok: false, code: "bad_json", message: "Frame is not valid JSON" };
  }
  const result = v.safeParse(schema, data);
  if (result.success) return { ok: true, message: result.output };
  const issue = result.issues[0];
  const where = issue.path?.map((p) => String(p.key)).join(".");
  return { ok: false, code: "bad_message", message: where ? `${where}: ${issue.message}` : issue.message };
}
