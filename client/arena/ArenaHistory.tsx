/** A player's arena history on their profile: rounds played, best place and best percentile, each linking to its round. */
import "../i18n/english-pages.ts";
import { num, ordinal, percent, t } from "../i18n/index.ts";
import { AppLink } from "../ranked/Shell.tsx";
import { useLoad } from "../ranked/useLoad.ts";
import { getArenaHistory } from "./api.ts";

export function ArenaHistory({ playerId }: { playerId: string }) {
  const { data, error } = useLoad(`arena-${playerId}`, () => getArenaHistory(playerId));
  if (error || !data) return null;
  return (
    <section class="card arena-history" aria-labelledby="arena-history-title">
      <h2 id="arena-history-title">{t("arena.profile.title")}</h2>
      {data.rounds === 0 ? (
        <p class="muted">{t("arena.profile.none")}</p>
      ) : (
        <dl class="profile-figures">
          <div>
            <dt>{t("arena.profile.rounds")}</dt>
            <dd>{num(data.rounds)}</dd>
          </div>
          {data.bestPlace !== null && (
            <div>
              <dt>{t("arena.profile.bestPlace")}</dt>
              <dd>{data.bestPlaceRound ? <AppLink href={`/arena/r/${data.bestPlaceRound}`}>{ordinal(data.bestPlace)}</AppLink> : ordinal(data.bestPlace)}</dd>
            </div>
          )}
          {data.bestPercentile !== null && (
            <div>
              <dt>{t("arena.profile.bestPercentile")}</dt>
              <dd>{data.bestPercentileRound ? <AppLink href={`/arena/r/${data.bestPercentileRound}`}>{percent(data.bestPercentile)}</AppLink> : percent(data.bestPercentile)}</dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}
