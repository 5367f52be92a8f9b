/**
 * A round's results on the play page: your place and percentile, the players just above
 * and below you, the top 10, and beside the board your words with how many found each
 * ("found by 12%"), the words only you found and the best words of the board with who
 * found them, and "you and your friends" in the round. A link opens the round's own page (/arena/r/<roundId>).
 */
import "../i18n/english-pages.ts";
import type { ArenaServerMessage } from "../../src/protocol.ts";
import { findPath } from "../../src/game/paths.ts";
import { sizeForCells } from "../../src/game/board.ts";
import { DailyWords, type WordSection } from "../daily/DailyWords.tsx";
import { ordinal, t } from "../i18n/index.ts";
import { AppLink } from "../ranked/Shell.tsx";
import { PlacedTable, bestWordItems, useWritten } from "./lists.tsx";
import { FriendsBoard } from "../social/lazy.ts";

type Results = Extract<ArenaServerMessage, { type: "results" }>;

export function ArenaResults({ frame }: { frame: Results }) {
  const { results: r, you } = frame;
  const size = sizeForCells(r.board.length) ?? 4;
  const pathOf = (word: string) => you?.words.find((w) => w.word === word)?.path ?? findPath({ size, cells: r.board }, word) ?? [];
  const written = useWritten(r.arena);
  const as = (word: string) => (written(word) !== word ? { written: written(word) } : {});
  const sections: WordSection[] = [];
  // Alone, or flagged (not counted), the shares mean nothing: your words are listed
  // without them, and "Words only you found" is left out rather than contradicting it.
  const alone = r.players === 1 && !!you && you.place !== null;
  if (you) {
    const counted = !you.flagged && !alone;
    sections.push({
      id: "arena-yours", title: t("arena.results.yourWords"), aside: t("common.points", { n: you.points }), empty: "",
      words: you.words.map((w) => ({
        word: w.word, path: w.path, ...as(w.word),
        ...(counted ? { note: <span class="muted small share"> {w.unique ? t("arena.results.onlyYou") : t("arena.results.foundBy", { share: w.share })}</span> } : {}),
      })),
    });
    if (counted) {
      sections.push({
        id: "arena-unique", title: t("arena.results.unique"), empty: t("arena.results.noUnique"),
        words: you.words.filter((w) => w.unique).map((w) => ({ word: w.word, path: w.path, ...as(w.word) })),
      });
    }
  }
  sections.push({ id: "arena-best", title: t("arena.results.best"), empty: t("arena.best.empty"), words: bestWordItems(r.best, pathOf, written) });
  return (
    <section class="card arena-results" aria-labelledby="arena-results-title">
      <h2 id="arena-results-title">{t("arena.results.title", { n: r.number })}</h2>
      {!you ? (
        <p>{t("arena.results.watched")}</p>
      ) : you.flagged ? (
        <p class="problem">{t("arena.results.flagged")}</p>
      ) : you.place === null ? (
        <p>{t("arena.results.noWord")}</p>
      ) : alone ? (
        <p class="arena-standing">{t("arena.results.alone")}</p>
      ) : (
        <p class="arena-standing">
          <strong>{t("arena.results.place", { place: ordinal(you.place), of: r.players })}</strong>
          {you.percentile !== null && <>, {t("arena.results.percentile", { n: you.percentile })}</>}
        </p>
      )}
      {you && (you.above || you.below) && (
        <div class="arena-neighbours">
          <h3>{t("arena.results.neighbours")}</h3>
          <ul>
            {[you.above, you.below].map((n) => n && (
              <li key={n.playerId}>
                {ordinal(n.place)} · {n.name} · {t("common.points", { n: n.points })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <h3>{t("arena.results.top")}</h3>
      <PlacedTable rows={r.top} caption={t("arena.results.top")} />
      {!r.complete && <p class="muted small">{t("arena.results.incomplete")}</p>}
      {you && <FriendsBoard of={{ arena: r.roundId }} />}
      <DailyWords cells={r.board} language={r.arena} sections={sections} />
      <p>
        <AppLink href={`/arena/r/${r.roundId}`}>{t("arena.results.page")}</AppLink> · <AppLink href="/leaders">{t("leaders.link")}</AppLink>
      </p>
    </section>
  );
}
