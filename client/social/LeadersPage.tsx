/**
 * `/leaders`: the leaderboards by period. The arena (average percentile over the
 * period's minimum of rounds, and best single rounds) or the daily board (points added
 * up over the period's days, and best single days), for today, this week, this month or
 * this year in UTC, and the hall of fame of the periods before. The server serves each
 * from one stored row refreshed every few minutes (src/leaderboards/).
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { ARENA_KEYS, PERIOD_KINDS, type BoardScope, type HallOfFameEntry, type Language, type LeaderRow, type PeriodKind } from "../../src/protocol.ts";
import { DataTable, type Column } from "../components/DataTable.tsx";
import { PlayLanguagePicker } from "../components/PlayLanguagePicker.tsx";
import { dateText, monthText, num, percent, t } from "../i18n/index.ts";
import { apiErrorText } from "../i18n/page-errors.ts";
import { loadIdentity } from "../ranked/identity.ts";
import { LoadProblem } from "../ranked/LeaderboardPage.tsx";
import { AppLink, Shell } from "../ranked/Shell.tsx";
import { useLoad } from "../ranked/useLoad.ts";
import { playLanguage } from "../state/play-language.ts";
import { getPeriodBoard } from "./api.ts";
import "./social.css";

/** A period's name: "2 December 2026", "week 49 of 2026", "December 2026", "2026". */
function periodText(kind: PeriodKind, key: string): string {
  if (kind === "day") return dateText(key);
  if (kind === "month") return monthText(key);
  if (kind === "year") return key;
  const [year, week] = key.split("-W") as [string, string];
  return t("leaders.week", { week: Number(week), year });
}

const valueText = (scope: BoardScope, main: boolean, v: number) => (scope === "arena" && main ? percent(v) : num(v));

function columns(scope: BoardScope, main: boolean): Column<LeaderRow>[] {
  return [
    { label: t("ranked.col.rank"), num: true, cell: (r) => num(r.place) },
    { label: t("standings.player"), names: true, cell: (r) => <AppLink href={`/p/${r.playerId}`}>{r.name}</AppLink> },
    { label: main && scope === "arena" ? t("leaders.col.average") : t("standings.points"), num: true, cell: (r) => valueText(scope, main, r.value) },
    main
      ? { label: scope === "arena" ? t("leaders.col.rounds") : t("leaders.col.days"), num: true, cell: (r) => num(r.count) }
      : {
        label: scope === "arena" ? t("arena.col.round") : t("leaders.col.day"), cell: (r) =>
          r.at === null ? t("common.none") : scope === "arena" ? <AppLink href={`/arena/r/${r.at}`}>{r.at}</AppLink> : dateText(r.at),
      },
  ];
}

export function LeadersPage() {
  const scope = useSignal<BoardScope>("arena");
  const kind = useSignal<PeriodKind>("week");
  const picked = playLanguage.value;
  const language: Language = scope.value === "arena" ? ((ARENA_KEYS as readonly string[]).includes(picked) ? picked : ARENA_KEYS[0]) : picked;
  const { data, error, reload } = useLoad(`${scope.value}/${language}/${kind.value}`, () => getPeriodBoard(scope.value, language, kind.value));
  const me = loadIdentity();
  const shown = data && data.scope === scope.value && data.kind === kind.value && data.language === language ? data : null;
  const s = scope.value;
  return (
    <Shell title={t("leaders.title")} wide>
      <section class="card leaders" aria-labelledby="leaders-title">
        <h2 id="leaders-title">{t("leaders.title")}</h2>
        <div class="segmented" role="group" aria-label={t("leaders.scope")}>
          {(["arena", "daily"] as const).map((x) => (
            <button key={x} type="button" aria-pressed={s === x} onClick={() => (scope.value = x)}>{t(x === "arena" ? "leaders.arena" : "leaders.daily")}</button>
          ))}
        </div>
        <div class="segmented" role="group" aria-label={t("leaders.period")}>
          {PERIOD_KINDS.map((k) => (
            <button key={k} type="button" aria-pressed={kind.value === k} onClick={() => (kind.value = k)}>{t(`leaders.kind.${k}`)}</button>
          ))}
        </div>
        {s === "daily" && <PlayLanguagePicker id="leaders-language" />}
        {error ? (
          <LoadProblem message={apiErrorText(error.code, error.message, error.status)} retry={reload} />
        ) : !shown ? (
          <p class="muted" role="status">{t("common.loading")}</p>
        ) : (
          <>
            <p class="muted small">
              {periodText(shown.kind, shown.period.key)} · {s === "arena" ? t("leaders.about.arena", { n: shown.minRounds ?? 0 }) : t("leaders.about.daily")}
            </p>
            <h3>{s === "arena" ? t("leaders.main.arena") : t("leaders.main.daily")}</h3>
            {shown.main.length === 0 ? <p class="empty">{t("leaders.empty")}</p> : (
              <div class="table-scroll">
                <DataTable class="ranked-table" caption={s === "arena" ? t("leaders.main.arena") : t("leaders.main.daily")} hiddenCaption
                  columns={columns(s, true)} rows={shown.main} rowKey={(r) => r.playerId} you={(r) => r.playerId === me?.playerId} />
              </div>
            )}
            <h3>{s === "arena" ? t("leaders.best.arena") : t("leaders.best.daily")}</h3>
            {shown.best.length === 0 ? <p class="empty">{t("leaders.empty")}</p> : (
              <div class="table-scroll">
                <DataTable class="ranked-table" caption={s === "arena" ? t("leaders.best.arena") : t("leaders.best.daily")} hiddenCaption
                  columns={columns(s, false)} rows={shown.best} rowKey={(r) => r.playerId} you={(r) => r.playerId === me?.playerId} />
              </div>
            )}
            <HallOfFame scope={s} kind={shown.kind} entries={shown.hallOfFame} />
          </>
        )}
      </section>
    </Shell>
  );
}

function HallOfFame({ scope, kind, entries }: { scope: BoardScope; kind: PeriodKind; entries: HallOfFameEntry[] }) {
  return (
    <section class="hall" aria-labelledby="hall-title">
      <h3 id="hall-title">{t("leaders.hall")}</h3>
      {entries.length === 0 ? <p class="empty">{t("leaders.hall.empty")}</p> : (
        <ul>
          {entries.map((e) => (
            <li key={e.key}>
              <strong>{periodText(kind, e.key)}</strong>
              {": "}
              {!e.main ? t("common.none") : scope === "arena"
                ? t("leaders.hall.average", { name: e.main.name, value: percent(e.main.value) })
                : t("leaders.hall.points", { name: e.main.name, n: e.main.value })}
              {e.best && <> · {t("leaders.hall.best", { name: e.best.name, n: e.best.value })}</>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
