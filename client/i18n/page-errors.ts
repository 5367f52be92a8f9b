/**
 * The refusals only the pages loaded on demand meet: the ranked lobby's errors and the
 * HTTP API's (`{error:{code,message}}`), in the client's own words by code, as
 * errors.ts does for a table's. Their messages live in messages/en-pages.ts.
 */
import "./english-pages.ts";
import type { LobbyErrorCode } from "../../src/protocol.ts";
import { coded, errorText } from "./errors.ts";
import { t } from "./index.ts";

/** An error from the ranked lobby; `retryAfterMs` says when queueing works again (cooldown, rate limit). */
export function lobbyErrorText(code: LobbyErrorCode | string, message = "", retryAfterMs?: number): string {
  if (retryAfterMs !== undefined && code === "cooldown") {
    const s = Math.max(1, Math.ceil(retryAfterMs / 1000));
    return t("errors.lobby.cooldownIn", { wait: `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}` });
  }
  if (retryAfterMs !== undefined && code === "rate_limited") return t("errors.lobby.rateLimitedFor", { seconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
  return coded("errors.lobby.", code, message) ?? errorText(code, message);
}

/** An HTTP API refusal (`ApiError`'s code: "network" when the server could not be reached, `http_NNN` when it sent no error body). */
export function apiErrorText(code: string, message = "", status = 0): string {
  if (/^http_\d+$/.test(code)) return t("errors.httpStatus", { status });
  return coded("errors.api.", code, message) ?? errorText(code, message);
}
