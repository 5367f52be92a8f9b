/**
 * The table before a match: seats filling up live, the link to share, and the options.
 * The host changes options, adds computer players and starts; everyone else sees the
 * options read-only and waits. Invite opens the device's share sheet where the browser
 * has one (phones), with Copy link elsewhere. Start stays in view at the foot of the
 * screen however long the options are, and says why it cannot start while the host sits alone.
 */
import { useSignal } from "@preact/signals";
import type { SettingsPatch, StateMessage } from "../../src/protocol.ts";
import type { TableSession } from "../state/session.ts";
import { t } from "../i18n/index.ts";
import { botLabel } from "../state/words.ts";
import { initialOf } from "../state/names.ts";
import { HouseRules } from "./HouseRules.tsx";
import { lazyComponent } from "../lazy.tsx";
import { sensiblePatch } from "../../src/game/house-rules.ts";

/** The board and level choices sit in the closed rules editor: their code comes with it. */
const SettingsChoices = lazyComponent(() => import("./SettingsChoices.tsx").then((m) => m.SettingsChoices), true);

/** Seats a table holds. */
const MAX_SEATS = 8;

/** The lobby screen. */
export function Lobby({ session, state }: { session: TableSession; state: StateMessage }) {
  const copied = useSignal<string | null>(null);
  const players = state.seats.filter((s) => !s.left);
  const me = state.seats.find((s) => s.seat === state.you);
  const isHost = !!me?.host;
  // A match needs two seats (people or computer players).
  const alone = players.length < 2;
  const s = state.settings;
  // Completed so the table takes it (big points bring a 4-letter minimum, src/game/house-rules.ts).
  const change = (patch: SettingsPatch) => session.send({ type: "settings", settings: sensiblePatch(s, patch) });
  const link = `${location.origin}/t/${state.tableId || session.tableId}`;

  const canShare = typeof navigator.share === "function";
  const host = state.seats.find((p) => p.host && !p.bot);

  async function share() {
    try {
      await navigator.share({ title: t("lobby.invite.shareTitle"), text: t("lobby.invite.shareText", { name: host?.name ?? "" }), url: link });
    } catch (err) {
      // Closing the sheet is no failure; a browser that refuses sharing here gets the link copied.
      if ((err as Error).name !== "AbortError") await copy();
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      copied.value = t("lobby.invite.copied");
    } catch {
      // Clipboard refused (no permission, or a page not served over https): select the
      // link so one more keystroke copies it.
      (document.getElementById("table-link") as HTMLInputElement | null)?.select();
      copied.value = t("common.linkSelected");
    }
    setTimeout(() => (copied.value = null), 4000);
  }

  return (
    <div class="lobby">
      <section class="card" aria-labelledby="invite-title">
        <h2 id="invite-title">{t("lobby.invite.title")}</h2>
        <p class="muted">{t("lobby.invite.body")}</p>
        <div class="linkrow">
          <input id="table-link" aria-label={t("lobby.invite.link")} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          {canShare ? (
            <button type="button" class="primary" onClick={() => void share()}>
              {t("lobby.invite.share")}
            </button>
          ) : (
            <button type="button" onClick={() => void copy()}>
              {t("common.copyLink")}
            </button>
          )}
        </div>
        <p class="small muted" role="status">
          {copied.value ?? ""}
        </p>
      </section>

      <section class="card" aria-labelledby="seats-title">
        <h2 id="seats-title">
          {t("lobby.players")} <span class="muted">{t("lobby.players.count", { n: players.length, of: MAX_SEATS })}</span>
        </h2>
        <ul class="seats">
          {players.map((p) => (
            <li key={p.seat} class={`seat${p.seat === state.you ? " you" : ""}${p.bot ? " bot" : ""}`}>
              <span class="avatar" aria-hidden="true">
                {initialOf(p.name)}
              </span>
              <span class="seat-who">
                <span class="seat-name">
                  {p.name}
                  {p.seat === state.you && <span class="tag">{t("common.you")}</span>}
                  {p.host && <span class="tag">{t("lobby.host")}</span>}
                </span>
                {p.bot && <span class="seat-note">{t("lobby.bot", { level: botLabel(p.level ?? s.bots) })}</span>}
                {!p.bot && !p.connected && <span class="seat-note">{t("lobby.away")}</span>}
              </span>
              {isHost && p.seat !== state.you && (
                <button
                  type="button"
                  class="link"
                  aria-label={t("lobby.remove.label", { name: p.name })}
                  onClick={() => session.send({ type: "removeBot", seat: p.seat })}
                >
                  {t("lobby.remove")}
                </button>
              )}
            </li>
          ))}
          {players.length < MAX_SEATS && (
            <li class="seat empty" aria-label={t("lobby.emptySeat")}>
              <span class="avatar" aria-hidden="true">
                +
              </span>
              <span class="seat-name muted">{t("lobby.waitingForPlayers")}</span>
            </li>
          )}
        </ul>
        {isHost && players.length < MAX_SEATS && (
          <button type="button" onClick={() => session.send({ type: "addBot", level: s.bots })}>
            {t("lobby.addBot")}
          </button>
        )}
      </section>

      <section class="card" aria-labelledby="settings-title">
        <h2 id="settings-title">{t("lobby.options")}</h2>
        {isHost ? (
          <HouseRules settings={s} onChange={change} open>
            <SettingsChoices settings={s} onChange={change} />
          </HouseRules>
        ) : (
          <HouseRules settings={s} open />
        )}
      </section>

      <div class="sticky-actions">
        {isHost ? (
          <>
            <button
              type="button"
              class="primary big"
              disabled={alone}
              aria-describedby={alone ? "start-reason" : undefined}
              onClick={() => session.send({ type: "start" })}
            >
              {t("lobby.start")}
            </button>
            {alone && <p id="start-reason" class="small muted">{t("lobby.needTwo")}</p>}
          </>
        ) : (
          <p class="muted center">{t("lobby.waitingForHost")}</p>
        )}
      </div>
    </div>
  );
}
