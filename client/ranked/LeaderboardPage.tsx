/**
 * `/leaderboard`: established players who played in the last week, best first, by the
 * server's conservative rating, in the language picked (each has its own). New players are provisional and not listed yet; the
 * page says so, and links to the player's own profile where their rating shows.
 */
import "../i18n/english-pages.ts";
import type { LeaderboardRow } from "../../src/protocol.ts";
import { DataTable, type Column } from "../components/DataTable.tsx";
import { PlayLanguagePicker } from "../components/PlayLanguagePicker.tsx";
import { playLanguage } from "../state/play-language.ts";
import { loadIdentity } from "./identity.ts";
import { getLeaderboard } from "./api.ts";
import { ratingText } from "./rating.ts";
import { AppLink, PlayRanked, Shell } from "./Shell.tsx";
import { useLoad } from "./useLoad.ts";
import { num, t } from "../i18n/index.ts";
import { apiErrorText } from "../i18n/page-errors.ts";

const columns = (): readonly Column<LeaderboardRow>[] => [
  { label: t("ranked.col.rank"), num: true, cell: (p) => num(p.rank) },
  { label: t("standings.player"), names: true, cell: (p) => <AppLink href={`/p/${p.playerId}`}>{p.name}</AppLink> },
  { label: t("ranked.col.rating"), num: true, cell: (p) => ratingText(p.rating) },
  { label: t("ranked.col.games"), num: true, class: "wide-only", cell: (p) => num(p.games) },
  { label: t("ranked.col.wins"), num: true, cell: (p) => num(p.wins) },
];

/** The leaderboard page. */
export function LeaderboardPage() {
  const language = playLanguage.value;
  const { data, error, reload } = useLoad(`leaderboard/${language}`, () => getLeaderboard(language, 100));
  const me = loadIdentity();
  return (
    <Shell title={t("home.ranked.leaderboard")}>
      <section class="card" aria-labelledby="lb-title">
        <h2 id="lb-title">{t("home.ranked.leaderboard")}</h2>
        <PlayLanguagePicker id="lb-language" />
        <p class="muted small">{t("ranked.lb.about")}</p>
        {error ? (
          <LoadProblem message={apiErrorText(error.code, error.message, error.status)} retry={reload} />
        ) : !data ? (
          <p class="muted" role="status">
            {t("common.loading")}
          </p>
        ) : data.length === 0 ? (
          <p class="empty">{t("ranked.lb.empty")}</p>
        ) : (
          <div class="table-scroll">
            <DataTable
              class="ranked-table"
              caption={t("ranked.lb.caption")}
              hiddenCaption
              columns={columns()}
              rows={data}
              rowKey={(p) => p.playerId}
              you={(p) => p.playerId === me?.playerId}
            />
          </div>
        )}
        <PlayRanked />
      </section>
    </Shell>
  );
}

/** A failed load, said plainly, with a way to try again. */
export function LoadProblem({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div role="alert">
      <p class="problem">{message}</p>
      <button type="button" onClick={retry}>
        {t("common.tryAgain")}
      </button>
    </div>
  );
}
