/**
 * A together table after a round and at the match's end: the team's points against the
 * board's with its stars and how short of the next star it fell, and at the end each
 * round's stars, their sum and the team's best round.
 */
import type { MatchSummary, TeamRound } from "../../src/protocol.ts";
import { num, t } from "../i18n/index.ts";
import "../i18n/english-after-round.ts";
import { toNextStar } from "../state/team.ts";
import { Stars } from "./Team.tsx";

/** The review's first line at a together table (instead of "Your round"). */
export function TeamRoundLine({ team }: { team: TeamRound }) {
  const short = toNextStar(team);
  return (
    <p class="your-round team-round">
      <strong>{t("review.team.title")}</strong> <Stars n={team.stars} /> {t("team.goal", { points: team.points, of: team.boardPoints })}
      {" · "}
      {short === null ? t("team.allStars") : t("review.team.short", { n: short })}
    </p>
  );
}

/** The match's stars under a title (the finale's, or the results page's, `labelledBy`): the sum, the best round, and each round's. */
export function TeamStars({ team, labelledBy = "finale-title" }: { team: NonNullable<MatchSummary["team"]>; labelledBy?: string }) {
  const best = team.best === null ? null : team.rounds[team.best]!;
  return (
    <section class="team-stars" aria-labelledby={labelledBy}>
      <p class="team-stars-total">
        <strong>{t("matchEnd.team.total", { n: team.stars, of: team.rounds.length * 3 })}</strong>
        {best && <span class="muted"> · {t("matchEnd.team.best", { round: best.round })}</span>}
      </p>
      <ol class="team-rounds">
        {team.rounds.map((r) => (
          <li key={r.round} class={best === r ? "best" : undefined}>
            <span>{t("matchEnd.team.round", { round: r.round })}</span>
            <Stars n={r.stars} />
            <span class="muted small">{num(r.points)} / {num(r.boardPoints)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
