/**
 * The HTTP answers pages on the game page's first load read (a table made, a table's
 * preview, the arena's calendar), checked with the protocol's schemas rather than cast.
 * Those pages import this module when the answer arrives (`import()`), so its schemas are
 * a chunk of their own, not the first load's.
 */
import { CreateTableResponseSchema, TablePreviewSchema, type CreateTableResponse, type TablePreview } from "../../src/protocol/http-answers.ts";
import { ArenaEventsListSchema, type ArenaEventsList } from "../../src/protocol/event-answers.ts";
import { checkServerData } from "./frames.ts";

/** `POST /api/tables`'s answer, or null when it is not one (warned and counted). */
export const readCreated = (body: unknown): CreateTableResponse | null => checkServerData(CreateTableResponseSchema, body, "/api/tables");

/** `GET /api/tables/<id>`'s answer, or null. */
export const readPreview = (body: unknown): TablePreview | null => checkServerData(TablePreviewSchema, body, "/api/tables/<id>");

/** `GET /api/arena/<arena>/events`'s answer, or null. */
export const readEvents = (body: unknown): ArenaEventsList | null => checkServerData(ArenaEventsListSchema, body, "/api/arena/<arena>/events");
