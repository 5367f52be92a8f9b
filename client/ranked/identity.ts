/**
 * Who this device plays ranked games as. There are no accounts: the server hands out a
 * player id and a secret once (POST /api/players), and the device keeps both in
 * localStorage. The secret proves the player in every ranked action, so it never leaves
 * the device except in those requests, or in a "use this profile on another device" link
 * whose fragment (the part after #) browsers never send to a server.
 */

/** A ranked identity as kept on the device. */
export interface Identity {
  playerId: string;
  secret: string;
  name: string;
  /** The device's proof for the socket budgets (the server's, made with the identity); absent for older identities. */
  device?: string;
}

const KEY = "baffle.player";

/** The identity this device plays ranked games as, or null if it has none (or storage is off). */
export function loadIdentity(): Identity | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<Identity>;
    if (typeof v.playerId !== "string" || typeof v.secret !== "string") return null;
    return { playerId: v.playerId, secret: v.secret, name: typeof v.name === "string" ? v.name : "", ...(typeof v.device === "string" ? { device: v.device } : {}) };
  } catch {
    return null;
  }
}

/** Keep (or, with null, forget) the identity on this device. */
export function saveIdentity(identity: Identity | null): void {
  try {
    if (identity) localStorage.setItem(KEY, JSON.stringify(identity));
    else localStorage.removeItem(KEY);
  } catch {
    /* storage refused: the identity lasts as long as the page */
  }
}

/**
 * What a socket request adds to its URL so the budgets in front of the sockets count it
 * as this device's, not its whole address's (a class behind one NAT): `&device=…`, or
 * nothing without a proof.
 */
export function deviceQuery(identity: Identity | null): string {
  return identity?.device ? `device=${encodeURIComponent(identity.device)}` : "";
}

/**
 * The private link that moves an identity to another device: the app's "adopt" page with
 * the id and the secret in the fragment, so neither reaches any server when it is opened.
 */
export function deviceLink(origin: string, identity: Identity): string {
  const f = new URLSearchParams({ player: identity.playerId, secret: identity.secret, name: identity.name });
  return `${origin}/device#${f.toString()}`;
}

/** The identity carried by a device link's fragment (`location.hash`), or null if it carries none. */
export function identityFromFragment(hash: string): Identity | null {
  const f = new URLSearchParams(hash.replace(/^#/, ""));
  const playerId = f.get("player");
  const secret = f.get("secret");
  if (!playerId || !secret) return null;
  return { playerId, secret, name: f.get("name") ?? "" };
}
