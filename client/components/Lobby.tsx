/**
 * The table before a match: seats filling up live, the link to share, and the options.
 * The host changes options, adds computer players and starts; everyone else sees the
 * options read-only and waits.
 */
import { useSignal } from "@preact/signals";
import type { SettingsPatch, StateMessage } from "../../src/protocol.ts";
import type { TableSession } from "../state/session.ts";
import { BOT_LABEL } from "../state/words.ts";
import { HouseRules } from "./HouseRules.tsx";
import { SettingsChoices } from "./SettingsChoices.tsx";

/** Seats a table holds. */
const MAX_SEATS = 8;

/** The lobby screen. */
export function Lobby({ session, state }: { session: TableSession; state: StateMessage }) {
  const copied = useSignal<string | null>(null);
  const players = state.seats.filter((s) => !s.left);
  const me = state.seats.find((s) => s.seat === state.you);
  const isHost = !!me?.host;
  const s = state.settings;
  const change = (patch: SettingsPatch) => session.send({ type: "settings", settings: patch });
  const link = `${location.origin}/t/${state.tableId || session.tableId}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      copied.value = "Link copied — paste it to your friends.";
    } catch {
      // Clipboard refused (no permission, or a page not served over https): select the
      // link so one more keystroke copies it.
      (document.getElementById("table-link") as HTMLInputElement | null)?.select();
      copied.value = "The link is selected: copy it from there.";
    }
    setTimeout(() => (copied.value = null), 4000);
  }

  return (
    <div class="lobby">
      <section class="card" aria-labelledby="invite-title">
        <h2 id="invite-title">Invite your friends</h2>
        <p class="muted">Anyone with this link can take a seat.</p>
        <div class="linkrow">
          <input id="table-link" aria-label="Table link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" onClick={() => void copy()}>
            Copy link
          </button>
        </div>
        <p class="small muted" role="status">
          {copied.value ?? ""}
        </p>
      </section>

      <section class="card" aria-labelledby="seats-title">
        <h2 id="seats-title">
          Players <span class="muted">{players.length} of {MAX_SEATS}</span>
        </h2>
        <ul class="seats">
          {players.map((p) => (
            <li key={p.seat} class={`seat${p.seat === state.you ? " you" : ""}${p.bot ? " bot" : ""}`}>
              <span class="avatar" aria-hidden="true">
                {p.name.charAt(0).toUpperCase()}
              </span>
              <span class="seat-who">
                <span class="seat-name">
                  {p.name}
                  {p.seat === state.you && <span class="tag">you</span>}
                  {p.host && <span class="tag">host</span>}
                </span>
                {p.bot && <span class="seat-note">Computer player · {BOT_LABEL[p.level ?? s.bots]}</span>}
                {!p.bot && !p.connected && <span class="seat-note">Away — the seat is kept for a minute</span>}
              </span>
              {isHost && p.seat !== state.you && (
                <button
                  type="button"
                  class="link"
                  aria-label={`Remove ${p.name}`}
                  onClick={() => session.send({ type: "removeBot", seat: p.seat })}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
          {players.length < MAX_SEATS && (
            <li class="seat empty" aria-label="Empty seat">
              <span class="avatar" aria-hidden="true">
                +
              </span>
              <span class="seat-name muted">Waiting for players…</span>
            </li>
          )}
        </ul>
        {isHost && players.length < MAX_SEATS && (
          <button type="button" onClick={() => session.send({ type: "addBot", level: s.bots })}>
            Add computer player
          </button>
        )}
      </section>

      <section class="card" aria-labelledby="settings-title">
        <h2 id="settings-title">Options</h2>
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
              onClick={() => session.send({ type: "start" })}
            >
              Start
            </button>
            {players.length < 2 && <p class="small muted">Invite someone or add a computer player to start.</p>}
          </>
        ) : (
          <p class="muted center">Waiting for the host to start…</p>
        )}
      </div>
    </div>
  );
}
