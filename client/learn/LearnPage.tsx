/**
 * `/learn`: the deck of missed words on this device, and the drill that brings them back.
 * The page says how many words are due and how the deck is doing, lists its words (each
 * can be taken out), and plays a drill per language: a practice board holding several due
 * words (client/learn/drill.ts), played like practice; when it ends each promised word
 * found is a good review and each missed a lapse (FSRS, src/learn/schedule.ts). Loaded on
 * demand; the deck is in IndexedDB and the dictionaries are practice's, so it works
 * offline once a language has been played.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { cryptoRng } from "../../src/game/random.ts";
import type { DeckCard } from "../../src/learn/device-file.ts";
import { LANGUAGES, type Language } from "../../src/protocol.ts";
import { fromNow, t } from "../i18n/index.ts";
import { AppLink, Shell } from "../ranked/Shell.tsx";
import { loadPracticeDictionary, writtenIn } from "../solo/dictionary.ts";
import { enterPractice, practiceResult } from "../solo/practice.ts";
import { PracticeRoundView } from "../solo/PracticeRoundView.tsx";
import type { Feedback } from "../state/shown.ts";
import { gainText } from "../state/words.ts";
import { refusalText } from "../solo/training-text.ts";
import { allCards, deckProgress, removeCard, reviewCards, saveMeanings } from "./deck-store.ts";
import { drillOutcomes, dueIn, newDrill, type Drill } from "./drill.ts";
import { feedDeck } from "./feed.ts";
import { fromSoloRound, knownLevel } from "./finished-rounds.ts";
import { fillMeanings } from "./meanings.ts";
import { CardMeaningLine } from "./CardMeaningLine.tsx";
import "../solo/practice.css";
import "./learn.css";

type Screen =
  | { at: "deck" }
  | { at: "playing"; drill: Drill }
  | { at: "result"; drill: Drill; outcomes: { id: string; word: string; outcome: string }[] };

export function LearnPage() {
  const cards = useSignal<DeckCard[] | null>(null);
  const failed = useSignal(false);
  const problem = useSignal<string | null>(null);
  const screen = useSignal<Screen>({ at: "deck" });
  const feedback = useSignal<Feedback | null>(null);
  const words = useSignal(0);
  const busy = useSignal(false);

  const reload = () =>
    allCards().then(
      (c) => void (cards.value = c),
      () => void (failed.value = true),
    );
  useEffect(() => {
    // Cards without a meaning yet (added offline, or by a tap) get it once, then the list shows it.
    void reload().then(() => fillMeanings(cards.value ?? [], saveMeanings)).then((n) => n > 0 && reload(), () => undefined);
  }, []);

  const start = async (language: Language) => {
    problem.value = null;
    busy.value = true;
    try {
      const dict = await loadPracticeDictionary(language);
      const drill = newDrill(cards.value ?? [], language, dict, cryptoRng(), Date.now());
      if (!drill) problem.value = t("learn.drill.noBoard");
      else {
        feedback.value = null;
        screen.value = { at: "playing", drill };
        scrollTo(0, 0);
      }
    } catch {
      problem.value = t("practice.dictFailed");
    } finally {
      busy.value = false;
    }
  };

  const finish = async () => {
    const s = screen.value;
    if (s.at !== "playing") return;
    const now = Date.now();
    const outcomes = drillOutcomes(s.drill);
    screen.value = { at: "result", drill: s.drill, outcomes };
    scrollTo(0, 0);
    const r = s.drill.round;
    const dict = await loadPracticeDictionary(r.language).catch(() => null);
    await reviewCards(outcomes, now).catch(() => undefined);
    const levelOf = (w: string) => knownLevel(dict?.level?.(w));
    await feedDeck(() => fromSoloRound("drill", r.language, r.board.cells, r.solution, r.words, practiceResult(r).points, 0, levelOf, now), writtenIn(r.language));
    await reload();
  };

  const enter = (entry: { word: string; path?: number[] } | { path: number[] }) => {
    const s = screen.value;
    if (s.at !== "playing") return;
    void loadPracticeDictionary(s.drill.round.language).then((d) => {
      const v = enterPractice(s.drill.round, d, entry);
      const id = (feedback.value?.id ?? 0) + 1;
      feedback.value = v.ok
        ? { id, at: Date.now(), word: v.word, ok: true, points: v.points, text: gainText(v.points) }
        : { id, at: Date.now(), word: v.word, ok: false, text: refusalText(v.reason, s.drill.round) };
      words.value++;
    });
  };

  const s = screen.value;
  if (s.at === "playing") {
    return (
      <main class="page practice practice-playing learn-drill">
        <p class="learn-drill-note">{t("learn.drill.note", { n: s.drill.promised.length })}</p>
        <PracticeRoundView round={s.drill.round} coachMode="drill" replay={false} feedback={feedback.value} wordsVersion={words.value} onEnter={enter} onFinish={() => void finish()} />
      </main>
    );
  }
  return (
    <Shell title={t("learn.tabTitle")}>
      {s.at === "result" && <DrillResult outcomes={s.outcomes} cards={cards.value ?? []} language={s.drill.round.language} onAgain={() => void start(s.drill.round.language)} onDeck={() => (screen.value = { at: "deck" })} />}
      {s.at === "deck" && (
        <Deck cards={cards.value} failed={failed.value} busy={busy.value} problem={problem.value} onDrill={(l) => void start(l)} onRemove={async (c) => {
          await removeCard(c.word, c.language).catch(() => undefined);
          await reload();
        }} />
      )}
    </Shell>
  );
}

function Deck({ cards, failed, busy, problem, onDrill, onRemove }: {
  cards: DeckCard[] | null; failed: boolean; busy: boolean; problem: string | null;
  onDrill: (language: Language) => void; onRemove: (card: DeckCard) => void;
}) {
  if (failed) return <p class="card center problem" role="alert">{t("learn.noStorage")}</p>;
  if (!cards) return <p class="card center muted" role="status">{t("common.loading")}</p>;
  const now = Date.now();
  const progress = deckProgress(cards, now);
  const languages = LANGUAGES.filter((l) => cards.some((c) => c.language === l));
  return (
    <>
      <section class="card learn-summary" aria-labelledby="learn-title">
        <h1 id="learn-title">{t("learn.title")}</h1>
        {cards.length === 0 ? (
          <p>{t("learn.empty")}</p>
        ) : (
          <>
            <p class="learn-due" data-due={progress.due}>
              <strong>{t("learn.due", { n: progress.due })}</strong>
            </p>
            <p class="muted">{t("learn.progress", { cards: progress.cards, learned: progress.learned })}</p>
            <div class="learn-drills">
              {languages.map((l) => {
                const due = dueIn(cards, l, now).length;
                return (
                  <button key={l} type="button" class="primary" disabled={busy || due === 0} onClick={() => onDrill(l)}>
                    {languages.length > 1 ? t("learn.drill.startIn", { language: t(`settings.language.${l}`), n: due }) : t("learn.drill.start", { n: due })}
                  </button>
                );
              })}
            </div>
            {progress.due === 0 && <p class="muted small">{t("learn.nothingDue", { when: fromNow(cards[0]!.memory.due, now) })}</p>}
            {problem && <p class="problem" role="alert">{problem}</p>}
          </>
        )}
        <p class="small">
          <AppLink href="/me">{t("learn.toMe")}</AppLink>
        </p>
      </section>
      {cards.length > 0 && (
        <section class="card learn-cards" aria-labelledby="learn-cards-title">
          <h2 id="learn-cards-title">{t("learn.cards.title")}</h2>
          <ul class="learn-card-list">
            {cards.map((c) => (
              <li key={c.id} data-word={c.word}>
                <span class="w" lang={c.language}>{c.written ?? c.word}</span>
                <span class="muted small">
                  {c.memory.due <= now ? t("learn.card.dueNow") : t("learn.card.dueIn", { when: fromNow(c.memory.due, now) })}
                  {c.foundBy.length > 0 && <> · {t("learn.card.foundBy", { names: c.foundBy.join(", ") })}</>}
                </span>
                <CardMeaningLine card={c} />
                <button type="button" class="link small" onClick={() => onRemove(c)} aria-label={t("learn.card.remove.label", { word: c.written ?? c.word })}>
                  {t("learn.card.remove")}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function DrillResult({ outcomes, cards, language, onAgain, onDeck }: {
  outcomes: { id: string; word: string; outcome: string }[]; cards: readonly DeckCard[]; language: Language; onAgain: () => void; onDeck: () => void;
}) {
  const now = Date.now();
  const found = outcomes.filter((o) => o.outcome === "found").length;
  const written = writtenIn(language);
  const due = dueIn(cards, language, now).length;
  return (
    <section class="card learn-result" aria-labelledby="learn-result-title">
      <h1 id="learn-result-title">{t("learn.result.title", { found, of: outcomes.length })}</h1>
      <ul class="learn-card-list">
        {outcomes.map((o) => {
          const card = cards.find((c) => c.id === o.id);
          return (
            <li key={o.id} class={o.outcome === "found" ? "found" : "missed"} data-word={o.word}>
              <span class="w" lang={language}>{written(o.word)}</span>
              <span class="small">{o.outcome === "found" ? t("learn.result.found") : t("learn.result.missed")}</span>
              {card && <CardMeaningLine card={card} />}
              {card && <span class="muted small">{card.memory.due <= now ? t("learn.card.dueNow") : t("learn.card.dueIn", { when: fromNow(card.memory.due, now) })}</span>}
            </li>
          );
        })}
      </ul>
      <div class="learn-drills">
        {due > 0 && <button type="button" class="primary" onClick={onAgain}>{t("learn.result.again", { n: due })}</button>}
        <button type="button" onClick={onDeck}>{t("learn.result.toDeck")}</button>
      </div>
    </section>
  );
}
