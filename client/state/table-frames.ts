/**
 * The table's frames as the table screen parses them. Loaded by the session before its
 * first socket (client/state/session.ts), so the schemas ship with the table's chunk,
 * not the game page's first load.
 */
import { ServerMessageSchema, type ServerMessage } from "../../src/protocol/table-frames.ts";
import { parseServerFrame } from "./frames.ts";

export function parseTableFrame(text: string): ServerMessage | null {
  return parseServerFrame(ServerMessageSchema, text, "table");
}
