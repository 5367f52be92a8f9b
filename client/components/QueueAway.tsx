/** "Still in the ranked queue · 1:12": on every page but the queue's own while a wait is kept (state/queue-away.ts). */
import { awayWait } from "../state/queue-away.ts";
import { clockText, useTick } from "../state/clock.ts";
import { currentPath, navigate } from "../state/route.ts";
import { t } from "../i18n/index.ts";

export function QueueAway() {
  const wait = awayWait.value;
  if (!wait || currentPath.value === "/ranked") return null;
  return <Bar since={wait.since.value} onLeave={() => wait.cancel()} />;
}

function Bar({ since, onLeave }: { since: number; onLeave: () => void }) {
  const now = useTick(since);
  return (
    <aside class="queue-away" aria-label={t("queueAway.back")}>
      <span>{t("queueAway.text", { time: clockText(now - since) })}</span>
      <span class="queue-away-actions">
        <a href="/ranked" onClick={(e) => { e.preventDefault(); navigate("/ranked"); }}>{t("queueAway.back")}</a>
        <button type="button" class="link" onClick={onLeave}>{t("queueAway.leave")}</button>
      </span>
    </aside>
  );
}
