/**
 * A device proof for an identity made before there were any (issue 32): the first time
 * such a device opens a socket, it asks for its proof with the secret it keeps
 * (`POST /api/players/<id>/device`) and keeps the answer with the identity, so its
 * sockets count against its own budgets rather than its whole address's. The same
 * identity: nothing is made, the id and ratings stay. Asked once a page; a refusal or a
 * dropped connection leaves the identity as it was (the socket opens without a proof).
 */
import { DeviceProofResponseSchema } from "../../src/protocol/http-answers.ts";
import { checkServerData } from "../state/frames.ts";
import { loadIdentity, saveIdentity, type Identity } from "./identity.ts";

let asked: Promise<string | null> | null = null;

/** `identity` with its device proof, asked for once if it has none. */
export async function withDeviceProof(identity: Identity): Promise<Identity> {
  if (identity.device) return identity;
  asked ??= fetch(`/api/players/${encodeURIComponent(identity.playerId)}/device`, { method: "POST", headers: { authorization: `Bearer ${identity.secret}` } })
    .then(async (res) => {
      const body = res.ok ? checkServerData(DeviceProofResponseSchema, await res.json(), "/api/players/<id>/device") : null;
      if (!body?.device || body.playerId !== identity.playerId) return null;
      const kept = loadIdentity();
      if (kept?.playerId === identity.playerId && !kept.device) saveIdentity({ ...kept, device: body.device });
      return body.device;
    })
    .catch(() => null);
  const device = await asked;
  return device && identity.playerId === device.slice(0, device.indexOf(".")) ? { ...identity, device } : identity;
}
