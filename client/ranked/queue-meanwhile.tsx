/**
 * Alone in the ranked queue (issue 33, item 6): how long a wait usually is at this hour
 * (the lobby's own recent history: src/lobby/wait-history.ts), and something to play
 * meanwhile (the arena, or a table with a computer player) without losing the place in
 * the queue. Going there hands the wait to state/queue-away.ts, where a bar on every page
 * shows it; once the match is found the player is brought to the table from wherever they
 * are; coming back to /ranked takes the same wait back.
 */
import "../i18n/english-pages.ts";
import { effect } from "@preact/signals";
import { DEFAULT_SETTINGS, type Language } from "../../src/protocol.ts";
import { t } from "../i18n/index.ts";
import { awayWait } from "../state/queue-away.ts";
import { pendingJoin } from "../state/pending.ts";
import { navigate } from "../state/route.ts";
import { durationText } from "../state/words.ts";
import { announceMatch } from "./alert.ts";
import type { Identity } from "./identity.ts";
import { rememberMatch } from "./matches.ts";
import { RankedQueue } from "./queue.ts";
import { readCreated } from "../state/answers.ts";

const watching = new WeakMap<RankedQueue, () => void>();

/** The wait kept while away, if it is this player's in this language; else a new wait. */
export function takeBackOrQueue(identity: Identity, language: Language): RankedQueue {
  const kept = awayWait.peek();
  if (kept instanceof RankedQueue && kept.active && kept.playerId === identity.playerId && kept.language === language) {
    watching.get(kept)?.();
    awayWait.value = null;
    kept.keepWhileAway = false;
    return kept;
  }
  return new RankedQueue(identity, language);
}

/** The queue page is going away: keep the wait if the player went to play meanwhile, else leave the queue. */
export function leaveQueuePage(queue: RankedQueue, identity: Identity): void {
  if (!queue.keepWhileAway || !queue.active) return queue.cancel();
  awayWait.value = queue;
  let done = false;
  const stop = effect(() => {
    const status = queue.status.value;
    const matched = queue.matched.value;
    if (done || status === "queued" || status === "connecting") return;
    done = true;
    queueMicrotask(() => stop());
    if (awayWait.peek() === queue) awayWait.value = null;
    if (status === "matched" && matched) {
      announceMatch();
      rememberMatch(matched, identity.name);
      navigate(`/t/${matched.tableId}`);
    }
  });
  watching.set(queue, () => ((done = true), stop()));
}

/** "At this hour a wait is usually about 2 min." */
export function UsualWait({ queue }: { queue: RankedQueue }) {
  const ms = queue.usualWaitMs.value;
  return (
    <p class="muted small queue-usual">
      {ms === null ? t("ranked.queue.usualUnknown") : t("ranked.queue.usual", { time: durationText(Math.max(30_000, Math.round(ms / 30_000) * 30_000)) })}
    </p>
  );
}

/** While you wait: the arena, or a table with a computer player; the place in the queue is kept. */
export function Meanwhile({ queue, identity }: { queue: RankedQueue; identity: Identity }) {
  async function bots() {
    const res = await fetch("/api/tables", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ settings: { ...DEFAULT_SETTINGS, language: queue.language }, playWithBots: 1 }),
    });
    if (!res.ok) return;
    const created = readCreated(await res.json());
    if (!created) return;
    const { tableId } = created;
    pendingJoin.set(tableId, identity.name);
    queue.keepWhileAway = true;
    navigate(`/t/${tableId}`);
  }
  return (
    <section class="queue-meanwhile" aria-labelledby="queue-meanwhile-title">
      <h3 id="queue-meanwhile-title">{t("ranked.queue.meanwhile")}</h3>
      <p class="muted small">{t("ranked.queue.meanwhileBody")}</p>
      <div class="actions center">
        <button type="button" onClick={() => ((queue.keepWhileAway = true), navigate("/arena"))}>{t("ranked.queue.arena")}</button>
        <button type="button" onClick={() => void bots()}>{t("ranked.queue.bots")}</button>
      </div>
    </section>
  );
}
