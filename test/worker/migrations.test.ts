/**
 * The D1 migrations apply in name order to a new database, and wrangler applies the ones
 * a database lacks in name order too: a database migrated before 0005 was added (it has
 * 0006 and 0007 already) gets 0005 last, then 0008. Both ways must end with the same
 * schema, and the rows already there must keep their meaning (every rating, match and
 * daily result so far is English).
 */
import { applyD1Migrations, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const LATE = ["0005_languages.sql", "0008_daily_languages.sql"];

async function schema(db: D1Database): Promise<Record<string, string[]>> {
  const { results } = await db.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name",
  ).all<{ name: string }>();
  const out: Record<string, string[]> = {};
  for (const { name } of results) {
    const cols = await db.prepare(`SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(?) ORDER BY name`).bind(name).all();
    out[name] = cols.results.map((c) => JSON.stringify(c));
  }
  const indexes = await db.prepare("SELECT name, tbl_name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name").all<{ name: string; tbl_name: string }>();
  out["(indexes)"] = indexes.results.map((i) => `${i.tbl_name}.${i.name}`);
  return out;
}

describe("the migrations", () => {
  it("give an existing database (0006 and 0007 applied before 0005 existed) the same schema as a new one, its rows English", async () => {
    // The database as it stood then: everything up to 0008 but the two late ones (later migrations, such as 0009's languages, came after 0005 everywhere).
    const before = env.TEST_MIGRATIONS.filter((m) => m.name < "0009");
    const early = before.filter((m) => !LATE.some((l) => m.name.startsWith(l.replace(/\.sql$/, ""))));
    expect(early.length).toBe(before.length - LATE.length);
    await applyD1Migrations(env.UPGRADE_DB, early);
    const at = Date.now();
    await env.UPGRADE_DB.batch([
      env.UPGRADE_DB.prepare("INSERT INTO players (id, name, secret_hash, mu, sigma, games, wins, created_at, last_played_at) VALUES ('OldPlayer0000000000000', 'Old', 'h', 31, 2, 14, 6, ?, ?)").bind(at, at),
      env.UPGRADE_DB.prepare("INSERT INTO matches (table_id, status, created_at, finished_at) VALUES ('OldTable00000000000000', 'finished', ?, ?)").bind(at, at),
      env.UPGRADE_DB.prepare(`INSERT INTO daily_results (day, player_id, name, started_at, handed_in_at, points, word_count, longest, words, share, listed)
        VALUES ('2026-11-30', 'OldPlayer0000000000000', 'Old', 1, 2, 12, 4, 'stone', '[]', 0.1, 1)`),
      env.UPGRADE_DB.prepare("INSERT INTO daily_days (day, summary, computed_at) VALUES ('2026-11-30', '{}', 3)"),
    ]);
    await applyD1Migrations(env.UPGRADE_DB, env.TEST_MIGRATIONS); // applies only what it lacks: 0005 and 0008, then the later ones
    expect(await schema(env.UPGRADE_DB)).toEqual(await schema(env.DB));
    expect(await env.UPGRADE_DB.prepare("SELECT language, mu, sigma, games, wins, last_played_at FROM ratings WHERE player_id = 'OldPlayer0000000000000'").all())
      .toMatchObject({ results: [{ language: "en", mu: 31, sigma: 2, games: 14, wins: 6, last_played_at: at }] });
    expect(await env.UPGRADE_DB.prepare("SELECT language FROM matches WHERE table_id = 'OldTable00000000000000'").first()).toEqual({ language: "en" });
    expect(await env.UPGRADE_DB.prepare("SELECT day, language, points, share, listed FROM daily_results").all())
      .toMatchObject({ results: [{ day: "2026-11-30", language: "en", points: 12, share: 0.1, listed: 1 }] });
    expect(await env.UPGRADE_DB.prepare("SELECT day, language, summary FROM daily_days").all())
      .toMatchObject({ results: [{ day: "2026-11-30", language: "en", summary: "{}" }] });
  });
});
