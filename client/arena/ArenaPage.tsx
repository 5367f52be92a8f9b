/**
 * `/arena`: everyone online on one board. A name is all it takes: the player is the
 * device's ranked identity, or one made here with the name typed. Arriving at any
 * moment, they play the round under way with the time left (a countdown when one is
 * about to start), or watch its results and play the next. Below the play, the best
 * results of the hour and of the day.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { Countdown } from "../components/Countdown.tsx";
import { NameField } from "../components/NameField.tsx";
import { fitName } from "../state/names.ts";
import { ApiError, createPlayer } from "../ranked/api.ts";
import { loadIdentity, saveIdentity, type Identity } from "../ranked/identity.ts";
import { Shell } from "../ranked/Shell.tsx";
import { clockText, useTick } from "../state/clock.ts";
import { savedName, saveName } from "../state/storage.ts";
import { t } from "../i18n/index.ts";
import { apiErrorText } from "../i18n/page-errors.ts";
import { ArenaBest } from "./ArenaBest.tsx";
import { ArenaPlay } from "./ArenaPlay.tsx";
import { ArenaResults } from "./ArenaResults.tsx";
import { BerserkOffer } from "./BerserkOffer.tsx";
import { ArenaSession } from "./session.ts";
import { EventLive } from "./EventLive.tsx";
import { PlayLanguagePicker } from "../components/PlayLanguagePicker.tsx";
import { playLanguage } from "../state/play-language.ts";
import { playedInText } from "../state/words.ts";
import { locale } from "../i18n/locale.ts";
import { scoreWord } from "../../src/game/scoring.ts";

/** "In German" as the middle of a sentence ("The words are in German"). */
function lowerFirst(s: string): string {
  return s.charAt(0).toLocaleLowerCase(locale.value) + s.slice(1);
}

/** What a word scores in the arena, by its length: the classic table the arena scores on (src/arena/results.ts arenaPoints). */
function scoringText(): string {
  const [a, b, c, d, e] = [3, 5, 6, 7, 8].map((n) => scoreWord("a".repeat(n), "classic")) as [number, number, number, number, number];
  return t("arena.scoring", { a, b, c, d, e });
}

/** The arena page. */
export function ArenaPage() {
  const identity = useSignal<Identity | null>(loadIdentity());
  const session = useSignal<ArenaSession | null>(null);
  const problem = useSignal<string | null>(null);
  const busy = useSignal(false);

  useEffect(() => {
    if (!identity.value) return;
    // One arena per language: the one picked for ranked and the daily board (client/state/play-language.ts).
    const s = new ArenaSession(identity.value, playLanguage.value);
    session.value = s;
    return () => s.close();
  }, [identity.value?.playerId, playLanguage.value]);

  async function start(name: string) {
    busy.value = true;
    problem.value = null;
    try {
      const me = await createPlayer(name);
      saveIdentity(me);
      saveName(me.name);
      identity.value = me;
    } catch (err) {
      problem.value = err instanceof ApiError ? apiErrorText(err.code, err.message, err.status) : (err as Error).message;
    } finally {
      busy.value = false;
    }
  }

  const s = session.value;
  const fatal = s?.fatal.value;
  return (
    <Shell title={t("arena.tabTitle")} wide>
      {problem.value && (
        <p class="problem card" role="alert">
          {problem.value}
        </p>
      )}
      {!identity.value || fatal === "bad_player" ? (
        <ArenaIntro busy={busy.value} stale={fatal === "bad_player"} onPlay={(name) => void start(name)} />
      ) : fatal === "replaced" ? (
        <p class="card center" role="status">{t("arena.replaced")}</p>
      ) : s ? (
        <ArenaScreen session={s} />
      ) : null}
      <EventLive arena={playLanguage.value} identity={identity.value} refresh={s?.results.value?.results.number ?? 0} />
      <PlayLanguagePicker id="arena-language" />
      <ArenaBest arena={playLanguage.value} refresh={s?.results.value?.results.number ?? 0} />
    </Shell>
  );
}

/** The first visit: what the arena is, and the name to play under. */
function ArenaIntro({ busy, stale, onPlay }: { busy: boolean; stale: boolean; onPlay: (name: string) => void }) {
  const name = useSignal(savedName());
  return (
    <form
      class="card arena-intro"
      onSubmit={(e) => {
        e.preventDefault();
        if (name.value.trim()) onPlay(fitName(name.value));
      }}
    >
      <h1>{t("arena.title")}</h1>
      {stale && <p class="problem" role="alert">{t("arena.badPlayer")}</p>}
      <p class="arena-words-in"><strong>{t("arena.wordsIn", { played: lowerFirst(playedInText(playLanguage.value)) })}</strong></p>
      <p>{t("arena.intro")}</p>
      <p>{scoringText()}</p>
      <NameField id="arena-name" name={name} />
      <div class="actions">
        <button type="submit" class="primary" disabled={busy || !name.value.trim()}>
          {t("arena.play")}
        </button>
      </div>
    </form>
  );
}

/** What the arena shows now: a countdown, the round, or its results with the next round's countdown. */
function ArenaScreen({ session }: { session: ArenaSession }) {
  const view = session.view.value;
  const offset = session.clockOffset.value;
  const lost = session.link.value === "lost";
  if (!view) return <p class="card center muted" role="status">{lost ? t("arena.lost") : t("arena.joining")}</p>;
  const results = session.results.value;
  const shown = results && view.round && results.results.number === (view.phase === "countdown" ? view.round.number - 1 : view.round.number) ? results : null;
  return (
    <>
      {lost && <p class="notice card" role="status">{t("arena.lost")}</p>}
      {view.phase === "playing" && view.board ? (
        <ArenaPlay session={session} view={view} />
      ) : view.phase === "countdown" && view.round ? (
        <section class="card arena-countdown" aria-labelledby="arena-next">
          <h1 id="arena-next">{t("arena.round", { n: view.round.number })}</h1>
          <Countdown startsAt={view.round.startsAt} offset={offset} lengthMs={Math.max(3_000, view.round.startsAt - view.now)} />
        </section>
      ) : view.phase === "results" && view.round ? (
        <NextRound nextAt={view.nextAt} offset={offset} />
      ) : (
        <p class="card center muted" role="status">{t("arena.idle")}</p>
      )}
      {view.phase === "countdown" && view.round && <BerserkOffer session={session} round={view.round.number} startsAt={view.round.startsAt} />}
      {view.phase === "results" && view.round && view.nextAt !== null && <BerserkOffer session={session} round={view.round.number + 1} startsAt={view.nextAt} />}
      {view.phase !== "playing" && view.phase !== "idle" && (shown ? <ArenaResults frame={shown} /> : view.phase === "results" && <p class="card muted" role="status">{t("arena.results.waiting")}</p>)}
    </>
  );
}

/** "Next round in 0:12". */
function NextRound({ nextAt, offset }: { nextAt: number | null; offset: number }) {
  const now = useTick(nextAt === null ? null : nextAt - offset) + offset;
  if (nextAt === null) return null;
  return (
    <p class="card center arena-next" role="timer" aria-live="off">
      {t("arena.next", { time: clockText(nextAt - now) })}
    </p>
  );
}
