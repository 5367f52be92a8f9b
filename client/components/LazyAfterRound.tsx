/**
 * The review and the match's end, out of the game page's first load: their chunk (the
 * review's lists, house words, reactions, standings, charts) is fetched in the background
 * once the table page is shown, so it is there, and cached for offline, long before the
 * round ends; should it not be yet, a line says the round is being added up.
 */
import { signal } from "@preact/signals";
import type { StateMessage } from "../../src/protocol.ts";
import type { TableSession } from "../state/session.ts";
import { t } from "../i18n/index.ts";

type AfterRound = typeof import("./after-round.ts");

const loaded = signal<AfterRound | null>(null);
const failed = signal(false);
let loading: Promise<void> | null = null;

/** Fetch the chunk (once; again after a failure). */
export function loadAfterRound(): Promise<void> {
  loading ??= import("./after-round.ts").then(
    (m) => { loaded.value = m; failed.value = false; },
    () => { loading = null; failed.value = true; },
  );
  return loading;
}

function Waiting() {
  return (
    <section class="card center" role="status">
      {failed.value ? (
        <>
          <p>{t("review.loadFailed")}</p>
          <button type="button" class="primary" onClick={() => void loadAfterRound()}>
            {t("common.tryAgain")}
          </button>
        </>
      ) : (
        <p class="muted">{t("review.addingUp")}</p>
      )}
    </section>
  );
}

/** The review between rounds. */
export function LazyReview(props: { session: TableSession; state: StateMessage }) {
  const m = loaded.value;
  if (!m) { void loadAfterRound(); return <Waiting />; }
  return <m.Review {...props} />;
}

/** The match's end. */
export function LazyMatchEnd(props: { session: TableSession; state: StateMessage }) {
  const m = loaded.value;
  if (!m) { void loadAfterRound(); return <Waiting />; }
  return <m.MatchEnd {...props} />;
}

/** Together: the team's list in a round (the same chunk, loaded long before a round starts; nothing shows until it is). */
export function LazyTeamList(props: Parameters<AfterRound["TeamList"]>[0]) {
  const m = loaded.value;
  if (!m) { void loadAfterRound(); return null; }
  return <m.TeamList {...props} />;
}
