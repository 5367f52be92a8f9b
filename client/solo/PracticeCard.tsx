/** The home page's way into solo practice. */
import { navigate } from "../state/route.ts";
import "./practice-card.css";

/** "Practice alone": one player, any board, works offline. */
export function PracticeCard() {
  return (
    <section class="card practice-card" aria-labelledby="practice-title">
      <div>
        <h2 id="practice-title">On your own?</h2>
        <p class="muted small">One player, any board up to 6 × 6, your personal bests. Works offline.</p>
      </div>
      <a
        class="button-link"
        href="/practice"
        onClick={(e) => {
          e.preventDefault();
          navigate("/practice");
        }}
      >
        Practice alone
      </a>
    </section>
  );
}
