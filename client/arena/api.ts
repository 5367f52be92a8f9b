/** The arena's HTTP routes as the client calls them (errors as ApiError, client/ranked/api.ts). */
import type { ArenaBestResponse, ArenaHistoryResponse, ArenaKey, ArenaRoundResponse } from "../../src/protocol.ts";
import { ArenaBestResponseSchema, ArenaHistoryResponseSchema, ArenaRoundResponseSchema } from "../../src/protocol/arena-frames.ts";
import { call } from "../ranked/api.ts";

export function getArenaBest(arena: ArenaKey = "en"): Promise<ArenaBestResponse> {
  return call(`/api/arena/${arena}/best`, ArenaBestResponseSchema);
}

export function getArenaRound(roundId: string): Promise<ArenaRoundResponse> {
  return call(`/api/arena/rounds/${encodeURIComponent(roundId)}`, ArenaRoundResponseSchema);
}

export function getArenaHistory(playerId: string): Promise<ArenaHistoryResponse> {
  return call(`/api/players/${encodeURIComponent(playerId)}/arena`, ArenaHistoryResponseSchema);
}
