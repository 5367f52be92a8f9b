/**
 * The signed start of a try. When the Worker hands out a day's board it signs who
 * started it, for which day, when, and whether it counts; the hand-in carries the token
 * back, so checking the hand-in needs no lookup of when the try began. The token is the
 * payload (base64url JSON) and its HMAC, joined by a dot. A token for another day, with
 * a changed start or another player is refused because its MAC no longer matches.
 */
import * as v from "valibot";
import { LANGUAGES, type Language } from "../protocol.ts";
import { base64url, hmac, sameString } from "./hmac.ts";

/** What a start token says. */
export interface StartClaim {
  playerId: string;
  date: string;
  /** The language of the board (English in tokens signed before languages, which carry none). */
  language: Language;
  /** When the server handed out the board (ms). */
  startedAt: number;
  /** Whether this try is the player's scored one (else practice). */
  scored: boolean;
}

const ClaimSchema = v.strictObject({
  p: v.pipe(v.string(), v.maxLength(64)),
  d: v.pipe(v.string(), v.length(10)),
  s: v.pipe(v.number(), v.integer()),
  k: v.picklist([0, 1]),
  l: v.optional(v.picklist(LANGUAGES)),
});

// Domain separation: a date (the board seed's message) never starts with "start:".
const PREFIX = "start:";

/** Sign a claim with the daily secret. */
export async function signStart(secret: string, claim: StartClaim): Promise<string> {
  const body = base64url(new TextEncoder().encode(JSON.stringify({
    p: claim.playerId, d: claim.date, s: claim.startedAt, k: claim.scored ? 1 : 0, ...(claim.language === "en" ? {} : { l: claim.language }),
  })));
  return `${body}.${base64url(await hmac(secret, PREFIX + body))}`;
}

/** The claim a token carries, or null if it is malformed or its MAC does not match. */
export async function verifyStart(secret: string, token: string): Promise<StartClaim | null> {
  const m = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  if (!sameString(m[2]!, base64url(await hmac(secret, PREFIX + m[1]!)))) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(atob(m[1]!.replace(/-/g, "+").replace(/_/g, "/")));
  } catch {
    return null;
  }
  const parsed = v.safeParse(ClaimSchema, raw);
  if (!parsed.success) return null;
  const c = parsed.output;
  return { playerId: c.p, date: c.d, language: c.l ?? "en", startedAt: c.s, scored: c.k === 1 };
}
