/** Where main.tsx shows the "Still in the ranked queue" bar: its code loads only once a wait is kept away from the queue's page. */
import { awayWait } from "../state/queue-away.ts";
import { currentPath } from "../state/route.ts";
import { lazyComponent } from "../lazy.tsx";

const Bar = lazyComponent(() => import("./QueueAway.tsx").then((m) => m.QueueAway), true);

export function QueueAwayLine() {
  return awayWait.value && currentPath.value !== "/ranked" ? <Bar /> : null;
}
