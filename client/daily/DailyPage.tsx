/**
 * `/daily`: the day's board. Everyone gets the same 4×4 board for the UTC day, three
 * minutes, solitaire scoring. The first try counts: the server hands out the board with
 * a signed start, the words are checked here as they are entered (practice's rules and
 * dictionary) and kept on the device so a reload resumes the try, and the Worker checks
 * them all again when the try is handed in. Any later try is practice. The player is
 * the device's ranked identity, or one made here on the fly with the name typed.
 *
 * Each language has its own board every day: the page plays the one picked (Play in,
 * client/state/play-language.ts), with that language's dictionary; a try kept on the
 * device in another language switches the page to it, so a reload resumes the try.
 */
import "../i18n/english-pages.ts";
import { useSignal, type Signal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { addDays } from "../../src/daily/calendar.ts";
import type { DailyResultResponse, DailyTodayResponse, Language } from "../../src/protocol.ts";
import { NameField } from "../components/NameField.tsx";
import { fitName } from "../state/names.ts";
import { PlayLanguagePicker } from "../components/PlayLanguagePicker.tsx";
import { pickPlayLanguage, playLanguage } from "../state/play-language.ts";
import { ApiError, createPlayer } from "../ranked/api.ts";
import { loadIdentity, saveIdentity, type Identity } from "../ranked/identity.ts";
import { Shell } from "../ranked/Shell.tsx";
import { loadPracticeDictionary, writtenIn } from "../solo/dictionary.ts";
import { feedDeck } from "../learn/feed.ts";
import type { PracticeDictionary } from "../solo/practice.ts";
import { savedName, saveName } from "../state/storage.ts";
import { getMyDay, getToday, handInDaily, startDaily } from "./api.ts";
import { DailyResult } from "./DailyResult.tsx";
import { DailyRound } from "./DailyRound.tsx";
import { handInWords, loadTry, newTry, saveTry, timeUp, type DailyTry } from "./daily-try.ts";
import "../ranked/ranked.css";
import "../solo/practice.css";
import "./daily.css";
import { dateText, t } from "../i18n/index.ts";
import { apiErrorText } from "../i18n/page-errors.ts";

type Screen =
  | { at: "loading" }
  | { at: "intro"; day: DailyResultResponse | null }
  | { at: "playing"; t: DailyTry }
  | { at: "handing" }
  | { at: "result"; day: DailyResultResponse; practice: DailyResultResponse | null };

/** The daily board page, in the language picked (a page of its own per language). */
export function DailyPage() {
  const language = playLanguage.value;
  // The name typed (before the device has an identity) outlives a change of language.
  const name = useSignal(savedName());
  return <DailyBoard key={language} language={language} name={name} />;
}

function DailyBoard({ language, name }: { language: Language; name: Signal<string> }) {
  const today = useSignal<DailyTodayResponse | null>(null);
  const identity = useSignal<Identity | null>(loadIdentity());
  const dict = useSignal<PracticeDictionary | null>(null);
  const screen = useSignal<Screen>({ at: "loading" });
  const problem = useSignal<string | null>(null);
  const busy = useSignal(false);

  const fail = (err: unknown) => {
    problem.value = err instanceof ApiError ? apiErrorText(err.code, err.message, err.status) : t("daily.failed", { why: (err as Error).message });
    busy.value = false;
  };

  // What to show first: a try to resume, the result of today's try, or the start.
  useEffect(() => {
    void (async () => {
      try {
        today.value = await getToday();
        const kept = loadTry();
        if (kept && kept.start.date === today.value.date && identity.value) {
          const keptIn = kept.start.language ?? "en";
          if (keptIn !== language) return pickPlayLanguage(keptIn); // the page of that language resumes it
          dict.value = await loadPracticeDictionary(language);
          if (!timeUp(kept, Date.now())) return void (screen.value = { at: "playing", t: kept });
          return void (await finish(kept));
        }
        const day = identity.value ? await getMyDay(identity.value, today.value.date, language).catch(() => null) : null;
        screen.value = day?.result ? { at: "result", day, practice: null } : { at: "intro", day };
      } catch (err) {
        screen.value = { at: "intro", day: null };
        fail(err);
      }
    })();
    loadPracticeDictionary(language).then((d) => (dict.value = d), fail);
  }, []);

  async function play(name: string, date?: string) {
    problem.value = null;
    busy.value = true;
    try {
      let me = identity.value;
      if (!me) {
        me = await createPlayer(name);
        saveIdentity(me);
        saveName(me.name);
        identity.value = me;
      }
      dict.value ??= await loadPracticeDictionary(language);
      const start = await startDaily(me, language, date);
      const attempt = newTry(start, Date.now(), loadTry());
      saveTry(attempt);
      busy.value = false;
      screen.value = { at: "playing", t: attempt };
      scrollTo(0, 0);
    } catch (err) {
      fail(err);
    }
  }

  async function finish(attempt: DailyTry) {
    screen.value = { at: "handing" };
    try {
      const answer = await handInDaily(attempt.start.token, handInWords(attempt));
      saveTry(null);
      if (!answer.practice) {
        void feedDeck((c) => c.fromDailyResult(answer, Date.now()), writtenIn(language));
        return void (screen.value = { at: "result", day: answer, practice: null });
      }
      const mine = identity.value && attempt.start.date === today.value?.date ? await getMyDay(identity.value, attempt.start.date, language) : null;
      screen.value = { at: "result", day: mine?.result ? mine : answer, practice: mine?.result ? answer : null };
    } catch (err) {
      saveTry(null);
      if (err instanceof ApiError && err.code === "too_late" && identity.value && today.value) {
        problem.value = t("daily.tooLate");
        return void (screen.value = { at: "intro", day: await getMyDay(identity.value, today.value.date, language).catch(() => null) });
      }
      screen.value = { at: "intro", day: null };
      fail(err);
    }
  }

  const s = screen.value;
  const number = today.value ? t("daily.title", { n: today.value.number }) : t("home.daily.title");
  return (
    <Shell title={number} wide={s.at === "result"}>
      {problem.value && (
        <p class="problem card" role="alert">
          {problem.value}
        </p>
      )}
      {(s.at === "intro" || s.at === "result") && <PlayLanguagePicker id="daily-language" disabled={busy.value} />}
      {s.at === "loading" && <p class="card center muted" role="status">{t("daily.loading")}</p>}
      {s.at === "handing" && <p class="card center muted" role="status">{t("daily.handingIn")}</p>}
      {s.at === "intro" && today.value && (
        <DailyIntro
          name={name}
          today={today.value}
          identity={identity.value}
          day={s.day}
          busy={busy.value || !dict.value}
          onPlay={(name) => void play(name)}
          onYesterday={(name) => void play(name, addDays(today.value!.date, -1))}
        />
      )}
      {s.at === "playing" && dict.value && <DailyRound t={s.t} dict={dict.value} onFinish={() => void finish(s.t)} />}
      {s.at === "result" && identity.value && (
        <DailyResult
          day={s.day}
          practice={s.practice}
          identity={identity.value}
          onPractice={() => void play(identity.value!.name)}
          onYesterday={() => void play(identity.value!.name, addDays(s.day.date, -1))}
          today={today.value?.date}
        />
      )}
    </Shell>
  );
}

/** Before the try: the day's number and date, what counts, a name if the device has no identity. */
function DailyIntro({ name, today, identity, day, busy, onPlay, onYesterday }: {
  name: Signal<string>;
  today: DailyTodayResponse;
  identity: Identity | null;
  day: DailyResultResponse | null;
  busy: boolean;
  onPlay: (name: string) => void;
  onYesterday: (name: string) => void;
}) {
  // Play with no name says why, beside the field, rather than only moving the cursor.
  const nameProblem = useSignal(false);
  const named = (go: (n: string) => void) => () => {
    if (!identity && !name.value.trim()) {
      nameProblem.value = true;
      document.getElementById("daily-name")?.focus();
      return;
    }
    nameProblem.value = false;
    go(fitName(name.value));
  };
  return (
    <section class="card daily-intro" aria-labelledby="daily-title">
      <h1 id="daily-title">
        {t("daily.title", { n: today.number })} <span class="muted">· {dateText(today.date)}</span>
      </h1>
      <p>{t("daily.intro")}</p>
      <p class="muted small">{t("daily.intro.firstTry")}</p>
      {!identity && (
        <form onSubmit={(e) => (e.preventDefault(), named(onPlay)())}>
          <NameField id="daily-name" name={name} />
          {nameProblem.value && !name.value.trim() ? (
            <p class="problem" role="alert">
              {t("ranked.nameFirst")}
            </p>
          ) : (
            <p class="muted small">{t("daily.intro.name")}</p>
          )}
        </form>
      )}
      {day?.streak ? <p class="small">🔥 {t("daily.streak", { n: day.streak })}</p> : null}
      <div class="actions">
        <button type="button" class="primary big" disabled={busy} onClick={named(onPlay)}>
          {t("home.daily.play")}
        </button>
        <button type="button" disabled={busy} onClick={named(onYesterday)}>
          {t("daily.yesterday")}
        </button>
      </div>
    </section>
  );
}
