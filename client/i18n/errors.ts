/**
 * What the player reads when the server refuses something. The server's messages are
 * for developers and logs; the player reads the client's own words, chosen by the
 * error's code: `errors.<code>` for a table's `error` frame here, and `errors.lobby.<code>`,
 * `errors.api.<code>` for the lobby's and the HTTP API's (page-errors.ts), each a string or a
 * function of `{ message }` (the server's message, for the few where its detail is the
 * point, such as why a name was refused). A code the catalogue does not know (a newer
 * server) reads as a general sentence naming the code, never as a blank.
 */
import type { ErrorCode } from "../../src/protocol.ts";
import { hasMessage, t, type Catalogue, type MessageKey } from "./index.ts";

/** The error messages that take other parameters; their keys are camelCase, which no server code is. */
type Worded = "errors.unknownCode" | "errors.lobby.cooldownIn" | "errors.lobby.rateLimitedFor" | "errors.httpStatus";
type CodedKey = Exclude<Extract<MessageKey, `errors.${string}`>, Worded>;
/** Compile-time check: every message keyed by a code takes nothing or `{ message }`. */
const everyCodeTakesAMessage: Catalogue extends { [K in CodedKey]: string | ((p: { message: string }) => string) } ? true : never = true;
void everyCodeTakesAMessage;

/** The message for a server code under `prefix`, or null when the catalogue has none. */
export function coded(prefix: string, code: string, message: string): string | null {
  const key = `${prefix}${code}`;
  if (!/^[a-z0-9_]+$/.test(code) || !hasMessage(key)) return null;
  return (t as (k: MessageKey, p: { message: string }) => string)(key, { message });
}

/** A table's error (an `error` frame), phrased for the player. */
export function errorText(code: ErrorCode | string, message = ""): string {
  return coded("errors.", code, message) ?? t("errors.unknownCode", { code });
}
