/** The arena's HTTP routes as the client calls them (errors as ApiError, client/ranked/api.ts). */
import type { ArenaBestResponse, ArenaHistoryResponse, ArenaKey, ArenaRoundResponse } from "../../src/protocol.ts";
import { call } from "../ranked/api.ts";

export function getArenaBest(arena: ArenaKey = "en"): Promise<ArenaBestResponse> {
  return call<ArenaBestResponse>(`/api/arena/${arena}/best`);
}

export function getArenaRound(roundId: string): Promise<ArenaRoundResponse> {
  return call<ArenaRoundResponse>(`/api/arena/rounds/${encodeURIComponent(roundId)}`);
}

export function getArenaHistory(playerId: string): Promise<ArenaHistoryResponse> {
  return call<ArenaHistoryResponse>(`/api/players/${encodeURIComponent(playerId)}/arena`);
}
