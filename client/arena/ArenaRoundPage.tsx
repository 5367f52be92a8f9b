/**
 * `/arena/r/<roundId>`: a finished arena round as stored: its board, how many played,
 * its top 100, its best words with who found them, and every word found with its share
 * of the players. The link a player shares (its preview: src/previews/).
 */
import "../i18n/english-pages.ts";
import { findPath } from "../../src/game/paths.ts";
import { sizeForCells } from "../../src/game/board.ts";
import { DailyWords } from "../daily/DailyWords.tsx";
import { NotFound } from "../components/NotFound.tsx";
import { percent, t } from "../i18n/index.ts";
import { apiErrorText } from "../i18n/page-errors.ts";
import { LoadProblem } from "../ranked/LeaderboardPage.tsx";
import { AppLink, Shell } from "../ranked/Shell.tsx";
import { useLoad } from "../ranked/useLoad.ts";
import { getArenaRound } from "./api.ts";
import { PlacedTable, bestWordItems, useWritten } from "./lists.tsx";

export function ArenaRoundPage({ roundId }: { roundId: string }) {
  const { data: r, error, reload } = useLoad(roundId, () => getArenaRound(roundId));
  const written = useWritten(r?.arena ?? "en");
  const title = r ? t("arena.round.tabTitle", { n: r.number }) : t("arena.tabTitle");
  if (error?.status === 404) return <NotFound body={t("arena.round.unknown")} />;
  if (error || !r) {
    return (
      <Shell title={title}>
        {error ? (
          <section class="card">
            <LoadProblem message={apiErrorText(error.code, error.message, error.status)} retry={reload} />
          </section>
        ) : (
          <p class="card muted" role="status">{t("common.loading")}</p>
        )}
      </Shell>
    );
  }
  const size = sizeForCells(r.board.length) ?? 4;
  const pathOf = (word: string) => findPath({ size, cells: r.board }, word) ?? [];
  return (
    <Shell title={title} wide>
      <section class="card arena-results" aria-labelledby="arena-round-title">
        <h1 id="arena-round-title">{title}</h1>
        <p class="muted">{t("arena.round.summary", { players: r.players })}</p>
        <h2>{t("arena.round.top")}</h2>
        <PlacedTable rows={r.top} caption={t("arena.round.top")} />
        <DailyWords
          cells={r.board}
          language={r.arena}
          sections={[
            { id: "arena-best", title: t("arena.results.best"), empty: t("arena.best.empty"), words: bestWordItems(r.best, pathOf, written) },
            {
              id: "arena-all", title: t("arena.round.allWords"), empty: t("arena.best.empty"),
              words: r.words.map((w) => ({ word: w.word, path: pathOf(w.word), ...(written(w.word) !== w.word ? { written: written(w.word) } : {}), note: <span class="muted small share"> {percent(w.share)}</span> })),
            },
          ]}
        />
        <p>
          <AppLink href="/arena">{t("arena.round.back")}</AppLink>
        </p>
      </section>
    </Shell>
  );
}
