/**
 * Beyond the paper: the lists. Each player's words are typed (one phone passed round);
 * the referee's tray and dictionary check them (src/game/sheet/lists.ts), shared words
 * are struck, words not in the dictionary or not on the tray are refused (with the
 * penalty, if one is set), and each total goes into the sheet as a computed cell, which
 * a later change of the scoring settings rescores. A list left empty leaves that
 * player's cell to be typed by hand. The last scored shake is shown as a review.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { completeShakes, plays } from "../../src/game/sheet/cells.ts";
import { checkList, reviewLists, setLists, type ReviewedWord } from "../../src/game/sheet/lists.ts";
import { canStartShake } from "../../src/game/sheet/sheet.ts";
import type { ListEntry } from "../../src/protocol/sheet.ts";
import { t } from "../i18n/index.ts";
import { writtenIn } from "../solo/dictionary.ts";
import { refusalText } from "./notice.ts";
import { listDrafts, saveListDrafts, saveSheet, sheet } from "./store.ts";
import { currentTray, dictionaries, trayLanguage } from "./tray.ts";

export function ListsPanel() {
  const problem = useSignal<string | null>(null);
  const s = sheet.value;
  const language = trayLanguage();
  const dict = dictionaries.value[language];
  const tray = currentTray();
  const board = tray?.ok ? tray.board : null;
  const open = completeShakes(s) < s.shakes.length ? s.shakes.length - 1 : canStartShake(s) ? s.shakes.length : null;
  const drafts = listDrafts.value;
  let lastListed = s.shakes.length - 1;
  while (lastListed >= 0 && Object.keys(s.shakes[lastListed]!.lists ?? {}).length === 0) lastListed--;

  const score = () => {
    if (open === null || !board || !dict || dict === "failed") return;
    const lists: Record<number, ListEntry[]> = {};
    for (const p of s.players) {
      const text = drafts[p.id] ?? "";
      if (plays(p, open) && text.trim() !== "") lists[p.id] = checkList(text, board, dict, language);
    }
    const r = setLists(s, open, board.cells, lists);
    if (!r.ok) {
      problem.value = r.code === "empty" ? t("kitchen.lists.none") : refusalText(r.code);
      return;
    }
    problem.value = null;
    saveSheet(r.sheet);
    saveListDrafts({});
  };

  return (
    <section class="card kitchen-lists" aria-labelledby="kitchen-lists-title">
      <h2 id="kitchen-lists-title">{t("kitchen.lists.title")}</h2>
      <p class="muted small">{t("kitchen.lists.about")}</p>
      {open === null ? (
        <p class="muted small">{t("kitchen.lists.closed")}</p>
      ) : !board ? (
        <p class="muted small">{t("kitchen.lists.needTray")}</p>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            score();
          }}
        >
          <div class="list-fields">
            {s.players.filter((p) => plays(p, open)).map((p) => (
              <p key={p.id}>
                <label for={`kitchen-list-${p.id}`}>{t("review.wordsOf", { name: p.name })}</label>
                <textarea
                  id={`kitchen-list-${p.id}`}
                  rows={3}
                  autocomplete="off"
                  spellcheck={false}
                  value={drafts[p.id] ?? ""}
                  onInput={(e) => saveListDrafts({ ...listDrafts.value, [p.id]: e.currentTarget.value })}
                />
              </p>
            ))}
          </div>
          <button type="submit" class="primary" disabled={!dict || dict === "failed"}>
            {t("kitchen.lists.score", { n: open + 1 })}
          </button>
        </form>
      )}
      {problem.value && <p class="problem" role="alert">{problem.value}</p>}
      {lastListed >= 0 && <ListsReview shake={lastListed} />}
    </section>
  );
}

const FATE_KEY = {
  struck: "kitchen.lists.struck",
  refused: "kitchen.lists.refused",
  short: "kitchen.lists.short",
  repeated: "kitchen.lists.repeated",
  invalid: "kitchen.lists.invalid",
} as const;

/** A scored shake's lists, as a round's review shows them: counted words with their points, struck and refused ones marked. */
function ListsReview({ shake }: { shake: number }) {
  const s = sheet.value;
  const review = reviewLists(s, shake);
  const written = writtenIn(trayLanguage());
  const row = s.shakes[shake]!;
  const status = (id: number, word: string) => row.lists?.[id]?.find((e) => e.word === word)?.status;
  return (
    <section class="kitchen-review" aria-labelledby="kitchen-review-title">
      <h3 id="kitchen-review-title">{t("kitchen.lists.review", { n: shake + 1 })}</h3>
      <div class="lists">
        {s.players.filter((p) => review.has(p.id)).map((p) => {
          const words = review.get(p.id)!;
          const total = words.reduce((a, w) => a + w.points, 0);
          return (
            <section class="list" key={p.id} aria-label={t("review.wordsOf", { name: p.name })}>
              <h4>
                <span>{p.name}</span>
                <span class="score">{t("common.pts", { n: total })}</span>
              </h4>
              <ul>
                {words.map((w, i) => (
                  <li key={i} class={`fate-${w.fate}`}>
                    <span class="w">{written(w.word)}</span> <Fate w={w} why={status(p.id, w.word)} />
                  </li>
                ))}
                {words.length === 0 && <li class="muted small">{t("review.noWords")}</li>}
              </ul>
            </section>
          );
        })}
      </div>
    </section>
  );
}

function Fate({ w, why }: { w: ReviewedWord; why: string | undefined }) {
  if (w.fate === "counted") {
    return (
      <span class="pts">
        {t("common.gained", { n: w.points })}
        <span class="visually-hidden"> {t("common.pointsWord", { n: w.points })}</span>
      </span>
    );
  }
  const label = w.fate === "refused" ? (why === "not_on_board" ? t("kitchen.lists.notOnTray") : t("kitchen.lists.notAWord")) : t(FATE_KEY[w.fate]);
  return (
    <span class="fate muted small">
      {label}
      {w.points < 0 && <span class="pts lost"> {t("common.lost", { n: -w.points })}<span class="visually-hidden"> {t("common.pointsWord", { n: -w.points })}</span></span>}
    </span>
  );
}
