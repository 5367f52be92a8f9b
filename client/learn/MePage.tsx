/**
 * `/me`: this device's own figures, from every round played on it (client/learn/deck-store.ts
 * remembers them): rounds, points and words per round day by day, words by length, the
 * share of entries refused, best and longest words, streaks, the deck's progress, and
 * achievements (src/learn/figures.ts, achievements.ts). Charts are uPlot's. Everything the
 * device keeps for this can be saved as one file and read back on another browser
 * (src/learn/device-file.ts checks it before anything is written). Loaded on demand.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { ACHIEVEMENTS, earnedAchievements } from "../../src/learn/achievements.ts";
import { readDeviceFile, writeDeviceFile } from "../../src/learn/device-file.ts";
import { figuresOf, type Figures, type RoundRecord } from "../../src/learn/figures.ts";
import { num, percent, t } from "../i18n/index.ts";
import { AppLink, Shell } from "../ranked/Shell.tsx";
import { onLearnChanged } from "./changed.ts";
import { allCards, allRounds, deckProgress, importFile } from "./deck-store.ts";
import { FigureChart } from "./FigureChart.tsx";
import { serverFigures } from "./server-figures.ts";
import { withServerHistory, type ServerHistory } from "../../src/learn/server-history.ts";
import "./me.css";

interface Loaded {
  figures: Figures;
  rounds: RoundRecord[];
}

export function MePage() {
  const data = useSignal<Loaded | null>(null);
  const failed = useSignal(false);
  const note = useSignal<{ ok: boolean; text: string } | null>(null);
  const server = useSignal<ServerHistory | null>(null);

  const load = async () => {
    try {
      const [cards, rounds] = await Promise.all([allCards(), allRounds()]);
      const now = Date.now();
      data.value = { figures: figuresOf(rounds, deckProgress(cards, now), now, -new Date().getTimezoneOffset()), rounds };
      // The server's history (ranked, daily, arena on any device) comes after, when there is an identity and a network.
      void serverFigures([...new Set(rounds.map((r) => r.language))]).then((h) => void (server.value = h), () => undefined);
    } catch {
      failed.value = true;
    }
  };
  useEffect(() => {
    void load();
    // A round that ends while the page is open (its feed still writing, or in another tab) is counted when it lands.
    return onLearnChanged(() => void load());
  }, []);

  const exportAll = async () => {
    const text = writeDeviceFile(await allCards(), await allRounds(), Date.now());
    const a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    a.download = `baffle-${new Date().toISOString().slice(0, 10)}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  };

  const importAll = async (file: File) => {
    const read = readDeviceFile(await file.text());
    if (!read.ok) return void (note.value = { ok: false, text: t(`me.import.${read.code}`) });
    try {
      const n = await importFile(read.file);
      note.value = { ok: true, text: t("me.import.done", { cards: n.cards, rounds: n.rounds }) };
      await load();
    } catch {
      note.value = { ok: false, text: t("learn.noStorage") };
    }
  };

  const d = data.value;
  return (
    <Shell title={t("me.tabTitle")}>
      <section class="card me-summary" aria-labelledby="me-title">
        <h1 id="me-title">{t("me.title")}</h1>
        {failed.value ? <p class="problem" role="alert">{t("learn.noStorage")}</p> : !d ? <p class="muted" role="status">{t("common.loading")}</p> : d.figures.rounds === 0 ? (
          <p>{t("me.empty")}</p>
        ) : (
          <Summary f={d.figures} />
        )}
      </section>
      {d && d.figures.rounds > 0 && <Charts f={d.figures} />}
      {server.value && <ServerFigures h={server.value} />}
      {d && <Achievements rounds={d.rounds} f={d.figures} server={server.value} />}
      <section class="card me-data" aria-labelledby="me-data-title">
        <h2 id="me-data-title">{t("me.data.title")}</h2>
        <p class="muted small">{t("me.data.body")}</p>
        <div class="me-actions">
          <button type="button" onClick={() => void exportAll()}>{t("me.export")}</button>
          <label class="button-like">
            {t("me.import")}
            <input type="file" accept="application/json,.json" class="visually-hidden" onChange={(e) => {
              const f = (e.currentTarget as HTMLInputElement).files?.[0];
              if (f) void importAll(f);
            }} />
          </label>
        </div>
        {note.value && <p class={note.value.ok ? "ok-note" : "problem"} role="status">{note.value.text}</p>}
      </section>
    </Shell>
  );
}

function Summary({ f }: { f: Figures }) {
  const rows: [string, string][] = [
    [t("me.rounds"), num(f.rounds)],
    [t("me.refused"), percent(Math.round(f.refusedShare * 100))],
    [t("me.longest"), f.longest ? f.longest.word.toUpperCase() : t("common.none")],
    [t("me.streak"), t("me.days", { n: f.streak })],
    [t("me.longestStreak"), t("me.days", { n: f.longestStreak })],
    [t("me.deck"), num(f.deck.cards)],
    [t("me.learned"), num(f.deck.learned)],
  ];
  return (
    <>
      <dl class="me-figures">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {f.bestWords.length > 0 && (
        <>
          <h2>{t("me.best")}</h2>
          <ol class="me-best">
            {f.bestWords.map((w) => (
              <li key={w.language + w.word}>
                <span class="w" lang={w.language}>{w.word.toUpperCase()}</span> <span class="muted">{t("common.points", { n: w.points })}</span>
              </li>
            ))}
          </ol>
        </>
      )}
      <p class="small"><AppLink href="/learn">{t("me.toLearn")}</AppLink></p>
    </>
  );
}

function Charts({ f }: { f: Figures }) {
  const xs = f.days.map((d) => d.day / 1000);
  const last = f.days.at(-1)!;
  return (
    <section class="card me-charts" aria-labelledby="me-charts-title">
      <h2 id="me-charts-title">{t("me.charts.title")}</h2>
      <FigureChart id="chart-points" kind="line" xIsTime xs={xs} ys={f.days.map((d) => d.pointsPerRound)} label={t("me.chart.points")}
        summary={t("me.chart.points.summary", { days: f.days.length, last: Math.round(last.pointsPerRound) })} />
      <FigureChart id="chart-words" kind="line" xIsTime xs={xs} ys={f.days.map((d) => d.wordsPerRound)} label={t("me.chart.words")}
        summary={t("me.chart.words.summary", { days: f.days.length, last: Math.round(last.wordsPerRound) })} />
      <FigureChart id="chart-lengths" kind="bars" xIsTime={false} xs={f.byLength.map((b) => b.length)} ys={f.byLength.map((b) => b.words)} label={t("me.chart.lengths")}
        summary={f.byLength.map((b) => t("me.chart.lengths.item", { length: b.length, n: b.words })).join(", ")} />
    </section>
  );
}

function ServerFigures({ h }: { h: ServerHistory }) {
  const rows: [string, string][] = [
    [t("me.server.ranked"), num(h.rankedGames)],
    [t("me.server.daily"), num(h.dailyDays)],
    [t("me.server.dailyStreak"), t("me.days", { n: h.dailyLongestStreak })],
    [t("me.server.arena"), num(h.arenaRounds)],
    [t("me.server.bestPlace"), h.arenaBestPlace === null ? t("common.none") : num(h.arenaBestPlace)],
  ];
  return (
    <section class="card me-server" aria-labelledby="me-server-title">
      <h2 id="me-server-title">{t("me.server.title")}</h2>
      <p class="muted small">{t("me.server.body")}</p>
      <dl class="me-figures">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Achievements({ rounds, f, server }: { rounds: RoundRecord[]; f: Figures; server: ServerHistory | null }) {
  const device = earnedAchievements(rounds, f.deck, -new Date().getTimezoneOffset());
  // The server's history confirms the ones about the daily board and the arena played on other devices too.
  const earned = new Set(server ? withServerHistory(device, new Set(rounds.map((r) => r.mode)), server) : device);
  return (
    <section class="card me-achievements" aria-labelledby="me-ach-title">
      <h2 id="me-ach-title">{t("me.achievements")}</h2>
      <ul class="me-list">
        {ACHIEVEMENTS.map((a) => (
          <li key={a} class={earned.has(a) ? "earned" : "locked"} data-achievement={a}>
            <span class="w">{earned.has(a) ? "★" : "☆"} {t(`achievement.${a}`)}</span>
            <span class="muted small">{earned.has(a) ? t("me.earned") : t(`achievement.${a}.how`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
