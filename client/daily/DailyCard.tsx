/** The home page's way to the daily board. */
import { navigate } from "../state/route.ts";

/** "Today's board": the same board for everyone, once a day. */
export function DailyCard() {
  return (
    <section class="card practice-card daily-card" aria-labelledby="daily-card-title">
      <div>
        <h2 id="daily-card-title">The daily board</h2>
        <p class="muted small">One board a day, the same for everyone. Three minutes, one scored try, a spoiler-free share.</p>
      </div>
      <a
        class="button-link"
        href="/daily"
        onClick={(e) => {
          e.preventDefault();
          navigate("/daily");
        }}
      >
        Play today's board
      </a>
    </section>
  );
}
