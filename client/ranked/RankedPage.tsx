/**
 * `/ranked`: the way into a ranked game. A device without a ranked identity first picks
 * the name others will see (POST /api/players); then it waits in the lobby's queue for
 * the language picked (client/state/play-language.ts), showing how many are waiting in it
 * and for how long, until the lobby seats it at a table, where it goes straight away and
 * sits down with the token the lobby sent. Picking another language queues afresh in it.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { useEffect, useMemo } from "preact/hooks";
import { NameField } from "../components/NameField.tsx";
import { fitName } from "../state/names.ts";
import { PlayLanguagePicker } from "../components/PlayLanguagePicker.tsx";
import { playLanguage } from "../state/play-language.ts";
import { announceMatch, askToNotify } from "./alert.ts";
import { clockText, useTick } from "../state/clock.ts";
import { navigate } from "../state/route.ts";
import { savedName, saveName } from "../state/storage.ts";
import { ApiError, createPlayer } from "./api.ts";
import { loadIdentity, saveIdentity, type Identity } from "./identity.ts";
import { rememberMatch } from "./matches.ts";
import type { RankedQueue } from "./queue.ts";
import { leaveQueuePage, Meanwhile, takeBackOrQueue, UsualWait } from "./queue-meanwhile.tsx";
import { viewText } from "./rating.ts";
import { Shell } from "./Shell.tsx";
import { num, t } from "../i18n/index.ts";
import { apiErrorText } from "../i18n/page-errors.ts";
import { Rich } from "../i18n/Rich.tsx";

/** The ranked entry page: name first (once), then the queue. */
export function RankedPage() {
  const identity = useSignal<Identity | null>(loadIdentity());
  const why = useSignal<string | null>(null);
  return (
    <Shell title={t("home.ranked.title")}>
      {identity.value ? (
        <QueueScreen
          key={`${identity.value.playerId}/${playLanguage.value}`}
          identity={identity.value}
          onUnknown={() => {
            saveIdentity(null);
            why.value = t("ranked.unknownProfile");
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
    const trimmed = fitName(name.value);
    if (!trimmed) {
      problem.value = t("ranked.nameFirst");
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
      problem.value = err instanceof ApiError ? apiErrorText(err.code, err.message, err.status) : String(err);
    } finally {
      busy.value = false;
    }
  }
  return (
    <form class="card" onSubmit={(e) => void submit(e)} aria-labelledby="ranked-title">
      <h2 id="ranked-title">{t("home.ranked.play")}</h2>
      <p class="muted">{t("ranked.create.body")}</p>
      <NameField id="ranked-name" name={name} />
      {problem.value && (
        <p class="problem" role="alert">
          {problem.value}
        </p>
      )}
      <div class="actions">
        <button type="submit" class="primary" disabled={busy.value}>
          {t("ranked.create")}
        </button>
      </div>
    </form>
  );
}

function QueueScreen({ identity, onUnknown }: { identity: Identity; onUnknown: () => void }) {
  const queue = useMemo(() => takeBackOrQueue(identity, playLanguage.peek()), [identity]);
  useEffect(() => () => leaveQueuePage(queue, identity), [queue]);
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
        <h2 id="queue-title">{t("ranked.replaced.title")}</h2>
        <p class="muted">{t("ranked.replaced.body")}</p>
        <div class="actions center">
          <button type="button" class="primary" onClick={() => location.reload()}>
            {t("ranked.replaced.here")}
          </button>
        </div>
      </section>
    );
  }
  if (status === "problem") return <QueueEnded title={t("ranked.queue.problem")} problem={queue.problem.value} again={t("common.tryAgain")} />;
  if (status === "cancelled") return <QueueEnded title={t("ranked.queue.left")} again={t("ranked.queue.find")} />;
  return (
    <section class="card center queue" aria-labelledby="queue-title" aria-busy={status !== "queued"}>
      <h2 id="queue-title">{status === "matched" ? t("ranked.queue.found") : t("ranked.queue.finding")}</h2>
      <div class="queue-spinner" aria-hidden="true" />
      <PlayLanguagePicker id="ranked-language" disabled={status === "matched"} />
      <p>
        <Rich text={t("ranked.queue.playingAs")} values={{ name: identity.name }} />
        {queue.rating.value !== null && <> · {t("ranked.queue.rating", { rating: viewText(queue.rating.value) })}</>}
      </p>
      {status === "queued" ? <Waiting queue={queue} identity={identity} /> : <p class="muted">{status === "matched" ? t("table.takingSeat") : t("ranked.queue.connecting")}</p>}
      {queue.problem.value && (
        <p class="problem" role="alert">
          {queue.problem.value}
        </p>
      )}
      <div class="actions center">
        <button type="button" onClick={() => queue.cancel()}>
          {t("ranked.queue.cancel")}
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
          {t("common.backToStart")}
        </button>
      </div>
    </section>
  );
}

function Waiting({ queue, identity }: { queue: RankedQueue; identity: Identity }) {
  const now = useTick();
  const n = queue.waiting.value;
  return (
    <>
      <p class="queue-figures">
        <span>
          <strong>{num(n)}</strong> {t("ranked.queue.waitingPlayers", { n })}
        </span>
        <span>
          {t("ranked.queue.waited")} <strong><time>{clockText(now - queue.since.value)}</time></strong>
        </span>
      </p>
      <UsualWait queue={queue} />
      {n <= 1 && <Meanwhile queue={queue} identity={identity} />}
      {/* Announced when the count changes, not every second. */}
      <p class="visually-hidden" role="status">
        {t("ranked.queue.waitingAnnounced", { n })}
      </p>
    </>
  );
}
