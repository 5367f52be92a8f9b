/**
 * A server frame, checked before the client trusts it: parsed with the protocol's schema
 * for that socket (src/protocol/*-frames.ts), never cast. A frame that does not parse is
 * dropped with a console warning that names its type and the first issue's path, and
 * counted (`droppedFrames`), so a protocol drift is a named error instead of a screen
 * that breaks on a missing field.
 */
import * as v from "valibot";

/** Frames (and answers) dropped since the page loaded, by socket and frame type ("table/state": 1). */
export const droppedFrames: Record<string, number> = {};

/** Parse one frame's text with `schema`; null (dropped, warned, counted) when it is not one. */
export function parseServerFrame<S extends v.GenericSchema>(schema: S, text: string, socket: string): v.InferOutput<S> | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return dropped(socket, "(not JSON)", "", "not JSON");
  }
  return checkServerData(schema, data, socket);
}

/** Check already parsed JSON (a frame, or an HTTP answer from `where`) with `schema`; null (warned, counted) when it is not one. */
export function checkServerData<S extends v.GenericSchema>(schema: S, data: unknown, where: string): v.InferOutput<S> | null {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const type = typeof data === "object" && data !== null && "type" in data ? String(data.type) : "(no type)";
  const issue = result.issues[0];
  return dropped(where, type, v.getDotPath(issue) ?? "", issue.message);
}

function dropped(socket: string, type: string, at: string, why: string): null {
  const key = `${socket}/${type}`;
  droppedFrames[key] = (droppedFrames[key] ?? 0) + 1;
  const what = socket.startsWith("/") ? `an answer from ${socket}` : `a ${socket} frame "${type}"`;
  console.warn(`Dropped ${what}${at ? ` at ${at}` : ""}: ${why}`);
  return null;
}
