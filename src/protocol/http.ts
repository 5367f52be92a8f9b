/**
 * The bodies of the HTTP API: making a table, naming a ranked player. What the routes
 * answer, with the schemas the client reads them by, is in http-answers.ts.
 */
import * as v from "valibot";
import { NameSchema } from "./names.ts";
import { SettingsPatchSchema } from "./settings.ts";

/**
 * Body of `POST /api/tables` (optional). `playWithBots` makes a table with computer
 * players (`true`: one; a number: that many, 1 to 7, so the first person fills the
 * eighth seat) that starts as soon as the first person joins.
 */
export const CreateTableSchema = v.strictObject({
  settings: v.optional(SettingsPatchSchema),
  playWithBots: v.optional(v.union([v.boolean(), v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))])),
});
export type CreateTableRequest = v.InferOutput<typeof CreateTableSchema>;

/** Body of `POST /api/players` and `PATCH /api/players/<playerId>`. */
export const PlayerNameSchema = v.strictObject({ name: NameSchema });


// The answers (a table made, a preview, results, players, profiles, the leaderboard) are in http-answers.ts.
