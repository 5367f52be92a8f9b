/**
 * The Berserk button on the arena page, before a round of an event starts (its countdown,
 * or the results of the round before it): a short explanation, one tap, and the answer
 * (kept, or why not). Shown only when the round ahead counts for an event on the
 * calendar (client/arena/EventBanner.tsx `useArenaEvents`): outside one the bonus has
 * nothing to add to, and the shard would refuse it (`not_in_event`).
 */
import "../i18n/english-pages.ts";
import { t } from "../i18n/index.ts";
import type { ArenaSession } from "./session.ts";
import { useArenaEvents } from "./EventBanner.tsx";

/** The offer for round `round`, starting at `startsAt` (server time). */
export function BerserkOffer({ session, round, startsAt }: { session: ArenaSession; round: number; startsAt: number }) {
  const { events } = useArenaEvents(session.arena);
  const chosen = session.berserk.endsFor(round) !== null;
  const refused = session.berserk.refused.value;
  if (!chosen && !events.some((e) => e.startsAt <= startsAt && startsAt < e.endsAt)) return null;
  return (
    <section class="card arena-berserk" aria-labelledby="arena-berserk-title">
      <h2 id="arena-berserk-title">{t("arena.berserk.title")}</h2>
      {chosen ? (
        <p role="status" class="arena-berserk-on"><strong>{t("arena.berserk.chosen", { n: round })}</strong></p>
      ) : (
        <>
          <p class="muted">{t("arena.berserk.explain")}</p>
          <div class="actions">
            <button type="button" onClick={() => session.berserk.choose()}>{t("arena.berserk.choose")}</button>
          </div>
          <p role="status" class="problem">{refused === "berserk_too_late" ? t("arena.berserk.tooLate") : refused === "not_in_event" ? t("arena.berserk.notInEvent") : ""}</p>
        </>
      )}
    </section>
  );
}
