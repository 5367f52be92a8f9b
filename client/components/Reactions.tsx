/**
 * Reactions during the review and at the match's end: a row of emote buttons, and the
 * latest reactions at the table (yours too), announced politely to screen readers by
 * name and meaning ("Ann: well played"), never by the emoji alone. Each player can hide
 * the others' reactions, all at once or one sender at a time (the button beside a
 * sender's reaction, client/state/reaction-mutes.ts); the choices are kept on the device,
 * and a hidden sender can be shown again from the row below. Only a seated player sends;
 * a refusal past the rate shows as the table's notice (errors.reaction_rate).
 */
import { useSignal } from "@preact/signals";
import { REACTION_EMOTES, type ReactionEmote } from "../../src/protocol.ts";
import { t } from "../i18n/index.ts";
import type { TableSession } from "../state/session.ts";
import { reactionsMuted, saveReactionsMuted } from "../state/storage.ts";
import { muteKey, mutedSenders, saveMutes, savedMutes, shownReactions } from "../state/reaction-mutes.ts";

/** How each emote is drawn; its name is the catalogue's (`reactions.<id>`). */
const GLYPH: Readonly<Record<ReactionEmote, string>> = { clap: "👏", wow: "😮", laugh: "😂", fire: "🔥", gg: "🤝", oops: "😅" };

export function Reactions({ session, canSend }: { session: TableSession; canSend: boolean }) {
  const muted = useSignal(reactionsMuted());
  const senders = useSignal<ReadonlySet<string>>(savedMutes());
  const you = session.seat.value;
  const all = session.reactions.value;
  const shown = shownReactions(all, you, muted.value, senders.value);
  const hidden = muted.value ? [] : mutedSenders(all, you, senders.value);
  const toggle = () => {
    muted.value = !muted.value;
    saveReactionsMuted(muted.value);
  };
  const muteSender = (name: string, hide: boolean) => {
    const next = new Set(senders.value);
    if (hide) next.add(muteKey(name));
    else next.delete(muteKey(name));
    senders.value = next;
    saveMutes(next);
  };
  return (
    <section class="reactions" aria-label={t("reactions.title")}>
      {canSend && (
        <div class="reaction-buttons" role="group" aria-label={t("reactions.send")}>
          {REACTION_EMOTES.map((e) => (
            <button key={e} type="button" title={t(`reactions.${e}`)} aria-label={t(`reactions.${e}`)} onClick={() => session.send({ type: "react", emote: e })}>
              <span aria-hidden="true">{GLYPH[e]}</span>
            </button>
          ))}
        </div>
      )}
      <ul class="reaction-list" aria-live="polite" aria-relevant="additions">
        {shown.map((r) => (
          <li key={r.id}>
            <span aria-hidden="true">{GLYPH[r.emote]}</span> <span class="visually-hidden">{t("reactions.said", { name: r.name, emote: t(`reactions.${r.emote}`) })}</span>
            <span aria-hidden="true" class="reaction-name">{r.seat === you ? t("common.youCap") : r.name}</span>
            {r.seat !== you && (
              <button type="button" class="reaction-mute-one" title={t("reactions.mute", { name: r.name })} aria-label={t("reactions.mute", { name: r.name })} onClick={() => muteSender(r.name, true)}>
                <span aria-hidden="true">🔇</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      <button type="button" class="reaction-mute" aria-pressed={muted.value} onClick={toggle}>
        {t("reactions.hide")}
      </button>
      {hidden.map((name) => (
        <button key={name} type="button" class="reaction-mute" onClick={() => muteSender(name, false)}>
          <span aria-hidden="true">🔇 </span>
          {t("reactions.unmute", { name })}
        </button>
      ))}
    </section>
  );
}
