/**
 * The operators' report of house words: each decision a table takes is counted in D1 by
 * language, word and kind (migrations/0013_house_words.sql), so the words tables keep
 * accepting can be reviewed for the next dictionary build (docs/dictionary.md). Counting
 * never holds a table up: a failed write is logged and the game goes on.
 */
import type { LogEvent } from "../log.ts";
import { logError } from "../log.ts";

type Decision = Extract<LogEvent, { event: "house_word_decided" }>;

/** Count one table's decision. */
export async function countHouseWord(db: D1Database, d: Decision, now: number): Promise<void> {
  try {
    await db.prepare(
      `INSERT INTO house_words (language, word, kind, tables, last_at) VALUES (?1, ?2, ?3, 1, ?4)
       ON CONFLICT (language, word, kind) DO UPDATE SET tables = tables + 1, last_at = ?4`,
    ).bind(d.language, d.word, d.kind, now).run();
  } catch {
    logError(d.tableId, "house_word_not_counted", "house-report");
  }
}

/** The report's query: per word of a language, how many tables accepted, struck and took it back, most accepted first. */
export function houseWordReportSql(language: string, limit = 50): string {
  if (!/^[a-z]{2}$/.test(language)) throw new Error(`not a language code: ${language}`);
  return `SELECT word,
    SUM(CASE kind WHEN 'accept' THEN tables ELSE 0 END) AS accepted,
    SUM(CASE kind WHEN 'strike' THEN tables ELSE 0 END) AS struck,
    SUM(CASE kind WHEN 'remove' THEN tables ELSE 0 END) AS removed
  FROM house_words WHERE language = '${language}' GROUP BY word ORDER BY accepted DESC, word LIMIT ${Math.max(1, Math.floor(limit))}`;
}
