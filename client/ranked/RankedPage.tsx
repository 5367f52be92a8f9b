/**
 * `/ranked`: the way into a ranked game. A device without a ranked identity first picks
 * the name others will see (POST /api/players); then it waits in the lobby's queue,
 * showing how many are waiting and for how long, until the lobby seats it at a table,
 * where it goes straight away and sits down with the token the lobby sent.
 */
import { useSignal } from "@preact/signals";
import { useEffect, useMemo } from "preact/hooks";
import { NameField } from "../components/NameField.tsx";
import { announceMatch, askToNotify } from "./alert.ts";
import { clockText, useTick } from "../state/clock.ts";
import { navigate } from "../state/route.ts";
import { savedName, saveName } from "../state/storage.ts";
import { ApiError, createPlayer } from "./api.ts";
import { loadIdentity, saveIdentity, type Identity } from "./identity.ts";
import { rememberMatch } from "./matches.ts";
import { RankedQueue } from "./queue.ts";
import { viewText } from "./rating.ts";
import { Shell } from "./Shell.tsx";

/** The ranked entry page: name first (once), then the queue. */
export function RankedPage() {
  const identity = useSignal<Identity | null>(loadIdentity());
  const why = useSignal<string | null>(null);
  return (
    <Shell title="Ranked">
      {identity.value ? (
        <QueueScreen
          key={identity.value.playerId}
          identity={identity.value}
          onUnknown={() => {
            saveIdentity(null);
            why.value = "The server does not know this device's ranked profile any more. Pick a name to start a new one.";
            identity.value = null;
          }}
        />
      ) : (
        <CreateIdentity why={why.value} onCreated={(i) => (identity.value = i)} />
      )}
    </Shell>
  );
}

function CreateIdentity({ why, onCreated }: { why: string | null; onCreated: (i: Identity) => void }) {
  const name = useSignal(savedName());
  const busy = useSignal(false);
  const problem = useSignal<string | null>(why);
  async function submit(e: Event) {
    e.preventDefault();
    askToNotify();
    const trimmed = name.value.trim();
    if (!trimmed) {
      problem.value = "Type a name first: it is what other players see on the leaderboard.";
      document.getElementById("ranked-name")?.focus();
      return;
    }
    busy.value = true;
    problem.value = null;
    try {
      const created = await createPlayer(trimmed);
      saveIdentity(created);
      saveName(created.name);
      onCreated(created);
    } catch (err) {
      problem.value = err instanceof ApiError ? err.message : String(err);
    } finally {
      busy.value = false;
    }
  }
  return (
    <form class="card" onSubmit={(e) => void submit(e)} aria-labelledby="ranked-title">
      <h2 id="ranked-title">Play ranked</h2>
      <p class="muted">
        Ranked games seat two to four players on the standard rules (3 rounds, 4 × 4, 3-minute timer) and change your rating.
        There is no account: this device remembers who you are.
      </p>
      <NameField id="ranked-name" name={name} />
      {problem.value && (
        <p class="problem" role="alert">
          {problem.value}
        </p>
      )}
      <div class="actions">
        <button type="submit" class="primary" disabled={busy.value}>
          Create profile and find a game
        </button>
      </div>
    </form>
  );
}

function QueueScreen({ identity, onUnknown }: { identity: Identity; onUnknown: () => void }) {
  const queue = useMemo(() => new RankedQueue(identity), [identity]);
  useEffect(() => () => queue.cancel(), [queue]);
  const status = queue.status.value;
  const matched = queue.matched.value;
  useEffect(() => {
    if (status === "matched" && matched) {
      announceMatch();
      rememberMatch(matched, identity.name);
      navigate(`/t/${matched.tableId}`);
    } else if (status === "bad_player") {
      onUnknown();
    }
  }, [status, matched]);

  if (status === "replaced") {
    return (
      <section class="card center" aria-labelledby="queue-title">
        <h2 id="queue-title">Queued in another tab</h2>
        <p class="muted">You joined the queue from another tab or window, so this one stepped aside.</p>
        <div class="actions center">
          <button type="button" class="primary" onClick={() => location.reload()}>
            Wait here instead
          </button>
        </div>
      </section>
    );
  }
  if (status === "problem") return <QueueEnded title="Not just yet" problem={queue.problem.value} again="Try again" />;
  if (status === "cancelled") return <QueueEnded title="You left the queue" again="Find a game" />;
  return (
    <section class="card center queue" aria-labelledby="queue-title" aria-busy={status !== "queued"}>
      <h2 id="queue-title">{status === "matched" ? "Game found!" : "Finding a ranked game…"}</h2>
      <div class="queue-spinner" aria-hidden="true" />
      <p>
        Playing as <strong>{identity.name}</strong>
        {queue.rating.value !== null && <> · rating {viewText(queue.rating.value)}</>}
      </p>
      {status === "queued" ? <Waiting queue={queue} /> : <p class="muted">{status === "matched" ? "Taking your seat…" : "Connecting to the lobby…"}</p>}
      {queue.problem.value && (
        <p class="problem" role="alert">
          {queue.problem.value}
        </p>
      )}
      <div class="actions center">
        <button type="button" onClick={() => queue.cancel()}>
          Cancel
        </button>
      </div>
    </section>
  );
}

/** Out of the queue (refused, or left): why, a way back in (a fresh page queues again) and the way home. */
function QueueEnded({ title, problem, again }: { title: string; problem?: string | null; again: string }) {
  return (
    <section class="card center" aria-labelledby="queue-title">
      <h2 id="queue-title">{title}</h2>
      {problem !== undefined && <p class="problem" role="alert">{problem}</p>}
      <div class="actions center">
        <button type="button" class="primary" onClick={() => location.reload()}>
          {again}
        </button>
        <button type="button" onClick={() => navigate("/")}>
          Back to the start
        </button>
      </div>
    </section>
  );
}

function Waiting({ queue }: { queue: RankedQueue }) {
  const now = useTick();
  const n = queue.waiting.value;
  return (
    <>
      <p class="queue-figures">
        <span>
          <strong>{n}</strong> {n === 1 ? "player" : "players"} waiting
        </span>
        <span>
          waited <strong><time>{clockText(now - queue.since.value)}</time></strong>
        </span>
      </p>
      {/* Announced when the count changes, not every second. */}
      <p class="visually-hidden" role="status">
        {n} {n === 1 ? "player" : "players"} waiting, you included.
      </p>
    </>
  );
}
