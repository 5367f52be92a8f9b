/**
 * A together table's round: the team's one list (newest first, each word with who found
 * it), the team's points against the board's with its stars and what the next star
 * needs, and a teammate's find marked in the list and said to screen readers.
 */
import type { SeatView, TeamGoal, TeamWordView } from "../../src/protocol.ts";
import { t } from "../i18n/index.ts";
import "../i18n/english-after-round.ts";
import { toNextStar, type TeamFlash } from "../state/team.ts";

/** Three stars, the earned ones filled; read as "2 of 3 stars". */
export function Stars({ n, size = "1.1em" }: { n: number; size?: string }) {
  return (
    <span class="stars" role="img" aria-label={t("team.stars", { n })}>
      {[1, 2, 3].map((i) => (
        <svg key={i} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" class={i <= n ? "star on" : "star"}>
          <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" />
        </svg>
      ))}
    </span>
  );
}

/** The team's points against the board's, its stars, and what the next star needs. */
export function TeamGoalLine({ goal }: { goal: TeamGoal }) {
  const next = toNextStar(goal);
  return (
    <p class="team-goal">
      <Stars n={goal.stars} />
      <span>{t("team.goal", { points: goal.points, of: goal.boardPoints })}</span>
      <span class="muted small">{next === null ? t("team.allStars") : t("team.nextStar", { n: next })}</span>
    </p>
  );
}

/** The team's list this round, newest first, with each word's finder. */
export function TeamList({ team, seats, you, goal, flash, boardWords }: {
  team: readonly TeamWordView[]; seats: readonly SeatView[]; you: number; goal?: TeamGoal | undefined; flash: TeamFlash | null; boardWords: number | null;
}) {
  const said = [...team].reverse().find((w) => w.seat !== you);
  const nameOf = (seat: number) => (seat === you ? t("common.you") : seats.find((s) => s.seat === seat)?.name ?? t("common.seat", { n: seat + 1 }));
  return (
    <section class="wordlist team-list" aria-labelledby="team-title">
      <h2 id="team-title">
        {t("team.title")} <span class="muted">{t("words.count", { n: team.length, of: boardWords })}</span>
      </h2>
      {goal && <TeamGoalLine goal={goal} />}
      {/* A teammate's latest find, said as it comes (the list and the board show it). */}
      <p class="visually-hidden" role="status" aria-live="polite">
        {said ? `${t("team.found", { name: nameOf(said.seat), word: said.word.toUpperCase() })} ${t("common.gained", { n: said.points })}` : ""}
      </p>
      <ol class="words" reversed>
        {[...team].reverse().map((w) => (
          <li key={w.word} class={flash?.word === w.word ? "team-new" : undefined}>
            <span class="w">{w.word}</span>
            <span class="by muted small" title={nameOf(w.seat)}>{nameOf(w.seat)}</span>
            <span class="pts">{t("common.gained", { n: w.points })}</span>
          </li>
        ))}
      </ol>
      {team.length === 0 && <p class="muted small empty-note">{t("team.empty")}</p>}
    </section>
  );
}
