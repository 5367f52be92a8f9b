/**
 * Solo practice at /practice: pick a board and a timer, play one round alone, see the
 * score against the device's personal bests and every word the board held. Loaded on
 * demand (see LazyPractice.tsx) with the rules, the DAWG reader and the dictionary, and
 * never talks to the server: with the service worker's cache it works offline. The round
 * in play is kept on the device (saved-round.ts), so a reload picks it up where it was;
 * one whose time ran out meanwhile opens on its results.
 *
 * "Play this board" lands here as /practice?board=CODE&p=Ann:12 (client/solo/challenge.ts),
 * and a code can be typed or pasted on the first screen: that round is played on exactly
 * those dice, unrated (it sets no personal best: its solution may have been seen), and
 * its review puts the score beside the original players'. While any round is played the
 * definitions of its words are fetched, so its review can show them even offline.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { useEffect, useRef } from "preact/hooks";
import { boardCode, parseBoardCode } from "../../src/game/board-code.ts";
import { cryptoRng } from "../../src/game/random.ts";
import type { Feedback } from "../state/shown.ts";
import type { Language } from "../../src/protocol.ts";
import { gainText } from "../state/words.ts";
import { t } from "../i18n/index.ts";
import { prefetch } from "../definitions/lookup.ts";
import { personalBest, recordResult, type NewBests } from "./bests.ts";
import { clearRound, savedRound, saveRound } from "./saved-round.ts";
import { challengeFrom, type Challenge } from "./challenge.ts";
import { loadPracticeDictionary, writtenIn } from "./dictionary.ts";
import { feedDeck } from "../learn/feed.ts";
import { practiceSettings, saveOptions, savedOptions, trainingOf, type PracticeOptions } from "./options.ts";
import { isComplete, wordsToFind } from "../../src/learn/training.ts";
import { defaultMinLength } from "../../src/game/rules.ts";
import { refusalText } from "./training-text.ts";
import {
  enterPractice, newPracticeRound, practiceResult, practiceRoundOn, type PracticeDictionary, type PracticeResult, type PracticeRound,
} from "./practice.ts";
import { PracticeReview } from "./PracticeReview.tsx";
import { PracticeRoundView } from "./PracticeRoundView.tsx";
import { HintsPanel } from "./HintsPanel.tsx";
import { nextReveal } from "../../src/learn/hints.ts";
import { PracticeSetup } from "./PracticeSetup.tsx";
import "./practice.css";

type Screen =
  | { at: "setup" }
  | { at: "playing"; round: PracticeRound; challenge: Challenge | null }
  | { at: "review"; round: PracticeRound; result: PracticeResult; beat: NewBests; first: boolean; challenge: Challenge | null };

const NO_BESTS: NewBests = { points: false, words: false, longest: false };

/** The end of a round: its figures against the bests (then saved, unless the board was given), and the kept round let go. */
function reviewOf(round: PracticeRound, challenge: Challenge | null): Screen {
  clearRound();
  const result = practiceResult(round);
  feedPractice(round, result.points);
  // A given board and a training round set no personal best (a training round is not the same game).
  const rated = !challenge && !round.training;
  const first = rated && personalBest(round.board.size, undefined, round.language) === null;
  const beat = rated ? recordResult(round.board.size, result, undefined, round.language) : NO_BESTS;
  return { at: "review", round, result, beat, first, challenge };
}

/** Remember the round and deck its missed words, once its language's levels are at hand (a resumed round's may still be loading). */
function feedPractice(round: PracticeRound, points: number): void {
  const at = Date.now();
  void loadPracticeDictionary(round.language).then((d) => {
    const levelOf = (w: string) => (d.level ? d.level(w) : 0);
    const fullBoard = round.training?.kind === "untimed" && isComplete(round.training, round.solution, round.words);
    return feedDeck((c) => c.fromSoloRound("practice", round.language, round.board.cells, round.solution, round.words, points, 0, (w) => c.knownLevel(levelOf(w)), at, fullBoard), writtenIn(round.language));
  }, () => undefined);
}

/**
 * Where the page opens: the round this device was playing, if any (unless the address
 * now names another board), else the setup.
 */
function openingScreen(address: Challenge | null): Screen {
  const saved = savedRound();
  if (!saved || (address && saved.challenge?.code !== address.code)) return { at: "setup" };
  const challenge = saved.challenge ? { board: saved.round.board, language: saved.round.language, ...saved.challenge } : null;
  return saved.round.endsAt > Date.now() ? { at: "playing", round: saved.round, challenge } : reviewOf(saved.round, challenge);
}

/** What a refused board code is told. */
const codeProblemText = (reason: "size" | "length" | "symbol" | "dice") => t(`practice.code.${reason}`);

function challengeOfAddress(): { challenge: Challenge | null; problem: string | null } {
  const c = challengeFrom(location.search);
  if (!c) return { challenge: null, problem: null };
  return "refused" in c ? { challenge: null, problem: t("practice.code.badLink", { why: codeProblemText(c.refused) }) } : { challenge: c, problem: null };
}

/** The practice page. */
export function PracticePage() {
  const options = useSignal<PracticeOptions>(savedOptions());
  /** The dictionary loaded for the language to play in (null while it loads). */
  const dict = useSignal<{ language: Language; dictionary: PracticeDictionary } | null>(null);
  const problem = useSignal<string | null>(null);
  const fromAddress = challengeOfAddress();
  const screen = useSignal<Screen>(openingScreen(fromAddress.challenge));
  /** The board to play next, from a link or a typed code; null: shake a new one. */
  const challenge = useSignal<Challenge | null>(fromAddress.challenge);
  const codeProblem = useSignal<string | null>(fromAddress.problem);
  const feedback = useSignal<Feedback | null>(null);
  // The round is edited in place by enterPractice; this re-renders its word list.
  const words = useSignal(0);

  // The dictionary wanted now: the round's in play (one resumed after a reload keeps its
  // own); else a given board's (its code names its language), else the one chosen.
  const at = screen.value;
  const language: Language = at.at === "playing" ? at.round.language : challenge.value ? challenge.value.language : options.value.language;
  const ready = dict.value?.language === language ? dict.value.dictionary : null;
  // The latest language asked for: an earlier choice's dictionary arriving late is dropped.
  const asked = useRef(language);
  asked.current = language;
  const load = () => {
    problem.value = null;
    const wanted = language;
    loadPracticeDictionary(wanted).then(
      (dictionary) => void (asked.current === wanted && (dict.value = { language: wanted, dictionary })),
      () => void (asked.current === wanted && (problem.value = t("practice.dictFailed"))),
    );
  };
  useEffect(load, [language]);
  useEffect(() => {
    document.title = t("common.docTitle", { page: t("practice.tabTitle") });
    return () => void (document.title = t("common.appName"));
  }, []);

  const start = () => {
    const c = challenge.value;
    const wanted: Language = c ? c.language : options.value.language;
    const loaded = dict.value?.language === wanted ? dict.value.dictionary : null;
    if (!loaded) return;
    saveOptions(options.value);
    const { size, timer } = options.value;
    feedback.value = null;
    const training = trainingOf(options.value, defaultMinLength(c ? c.board.size : size));
    const round = c
      ? practiceRoundOn(loaded, practiceSettings(c.board.size, timer, c.language), c.board, Date.now(), undefined, training)
      : newPracticeRound(loaded, practiceSettings(size, timer, wanted), cryptoRng(), Date.now(), training);
    saveRound(round, c);
    screen.value = { at: "playing", round, challenge: c };
    // Definitions are WordNet's, English only.
    if (round.language === "en") void prefetch(round.solution.map((w) => w.word));
    scrollTo(0, 0);
  };

  /** Play a typed or pasted code (or a whole link): its board next, or say what is wrong. */
  const playCode = (text: string) => {
    const parsed = parseBoardCode(text);
    if (!parsed.ok) {
      codeProblem.value = codeProblemText(parsed.reason);
      return;
    }
    const pasted = challengeFrom(text.includes("?") ? text.slice(text.indexOf("?")) : "");
    codeProblem.value = null;
    challenge.value = { board: parsed.board, language: parsed.language, code: boardCode(parsed.board, parsed.language), theirs: pasted && "theirs" in pasted ? pasted.theirs : [] };
    start();
  };

  /** Back to shaking new boards: the address loses its board code. */
  const newBoards = () => {
    challenge.value = null;
    if (location.search) history.replaceState(null, "", "/practice");
  };

  const finish = () => {
    const s = screen.value;
    if (s.at !== "playing") return;
    screen.value = reviewOf(s.round, s.challenge);
    scrollTo(0, 0);
  };

  const enter = (entry: { word: string; path?: number[] } | { path: number[] }) => {
    const s = screen.value;
    if (s.at !== "playing") return;
    // The round's own dictionary (a round kept from before a reload may be in another language than the options now).
    const d = dict.value?.language === s.round.language ? dict.value.dictionary : null;
    if (!d) return;
    const v = enterPractice(s.round, d, entry);
    if (v.ok) saveRound(s.round, s.challenge);
    const id = (feedback.value?.id ?? 0) + 1;
    feedback.value = v.ok
      ? { id, at: Date.now(), word: v.word, ok: true, points: v.points, text: gainText(v.points) }
      : { id, at: Date.now(), word: v.word, ok: false, text: refusalText(v.reason, s.round) };
    words.value++;
    // Training ends by itself once every word it asks for is found (untimed: the bar reaches 100%).
    if (v.ok && s.round.training && isComplete(s.round.training, s.round.solution, s.round.words)) finish();
  };

  /** One more hint: the next reveal of first letters, kept with the round. */
  const reveal = (round: PracticeRound, c: Challenge | null) => {
    const next = nextReveal(wordsToFind(round.training, round.solution), new Set(round.words.map((w) => w.word)), round.reveals ?? []);
    if (!next) return;
    round.reveals = [...(round.reveals ?? []), next];
    saveRound(round, c);
    words.value++;
  };

  const s = screen.value;
  return (
    <main class={`page practice practice-${s.at}`}>
      {s.at === "setup" && (
        <PracticeSetup
          options={options.value}
          onChange={(o) => (options.value = o)}
          ready={ready !== null}
          problem={problem.value}
          onRetry={load}
          onStart={start}
          challenge={challenge.value}
          codeProblem={codeProblem.value}
          onCode={playCode}
          onNewBoards={newBoards}
        />
      )}
      {s.at === "playing" && (
        <PracticeRoundView round={s.round} replay={s.challenge !== null} feedback={feedback.value} wordsVersion={words.value} onEnter={enter} onFinish={finish}>
          <HintsPanel round={s.round} written={writtenIn(s.round.language)} onReveal={() => reveal(s.round, s.challenge)} />
        </PracticeRoundView>
      )}
      {s.at === "review" && (
        <PracticeReview
          round={s.round}
          result={s.result}
          beat={s.beat}
          first={s.first}
          challenge={s.challenge}
          onAgain={() => {
            newBoards();
            start();
          }}
          onReplay={() => {
            challenge.value = s.challenge ?? { board: s.round.board, language: s.round.language, code: boardCode(s.round.board, s.round.language), theirs: [] };
            start();
          }}
          onChangeOptions={() => (screen.value = { at: "setup" })}
        />
      )}
    </main>
  );
}
