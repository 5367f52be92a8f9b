/**
 * The arena's tables of results, shared by the play page and a round's results page:
 * a list of placed players (the top of a round, the best of the hour or the day), with
 * the viewer's own row marked, and a round's best words with their finders.
 */
import "../i18n/english-pages.ts";
import type { ArenaBestWord, ArenaPlacedEntry } from "../../src/protocol.ts";
import { DataTable, type Column } from "../components/DataTable.tsx";
import type { ListedWord } from "../daily/DailyWords.tsx";
import { names, num, t } from "../i18n/index.ts";
import { loadIdentity } from "../ranked/identity.ts";
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { Language } from "../../src/protocol.ts";
import { loadPracticeDictionary, writtenIn } from "../solo/dictionary.ts";

/**
 * How the arena's language writes a word (weiße for weisse): its dictionary's display map,
 * loaded on first use (the word as the board spells it until then, and for English).
 */
export function useWritten(language: Language): (word: string) => string {
  const loaded = useSignal(0);
  useEffect(() => {
    if (language === "en") return;
    let live = true;
    loadPracticeDictionary(language).then(() => live && loaded.value++, () => undefined);
    return () => void (live = false);
  }, [language]);
  void loaded.value;
  return writtenIn(language);
}

/** Placed players, `you` marked. */
export function PlacedTable<R extends ArenaPlacedEntry>({ rows, caption, extra }: { rows: readonly R[]; caption: string; extra?: Column<R> }) {
  const me = loadIdentity()?.playerId;
  const columns: Column<R>[] = [
    { label: t("arena.col.place"), num: true, cell: (e) => num(e.place) },
    { label: t("arena.col.player"), names: true, cell: (e) => e.name },
    { label: t("arena.col.points"), num: true, cell: (e) => num(e.points) },
    { label: t("arena.col.words"), num: true, cell: (e) => num(e.words) },
    ...(extra ? [extra] : []),
  ];
  return <DataTable class="ranked-table arena-table" caption={caption} hiddenCaption columns={columns} rows={rows} rowKey={(e, i) => `${e.playerId}:${i}`} you={(e) => e.playerId === me} />;
}

/** A round's best words as a list beside its board: who found each, and how many. */
export function bestWordItems(best: readonly ArenaBestWord[], pathOf: (word: string) => number[], written: (word: string) => string = (w) => w): ListedWord[] {
  return best.map((b) => ({
    word: b.word,
    ...(written(b.word) !== b.word ? { written: written(b.word) } : {}),
    path: pathOf(b.word),
    note: (
      <span class="muted small arena-finders">
        {" "}{t("common.pts", { n: b.points })} · {t("arena.results.bestWord", { found: b.found, share: b.share })}
        {b.finders.length > 0 && <> · {names(b.finders.map((f) => f.name))}</>}
      </span>
    ),
  }));
}
