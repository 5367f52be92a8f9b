/** The rules in a few lines, in our own words, for the home page. */
export function HowToPlay() {
  return (
    <section class="card howto" aria-labelledby="howto-title">
      <h2 id="howto-title">How to play</h2>
      <ol>
        <li>
          <strong>Everyone gets the same dice.</strong> Find as many words as you can before the clock runs out.
        </li>
        <li>
          <strong>Chain touching dice</strong> — sideways, up, down or diagonally — using each die once. Drag across them,
          or just type the word and press Enter.
        </li>
        <li>
          <strong>Three letters or more</strong> on the 4 × 4 board, four on the 5 × 5. <em>Qu</em> sits on one die and
          counts as two letters.
        </li>
        <li>
          <strong>Be original.</strong> A word that someone else also found is struck out and scores nothing. Longer words
          score more: 1 point up to four letters, then 2, 3, 5 and 11 for eight or more.
        </li>
        <li>
          <strong>Computer players</strong> can fill empty seats, and their words are struck out like anyone's.{" "}
          <em>Easy</em> finds about a dozen everyday words of up to five letters. <em>Normal</em> finds about twenty
          common words. <em>Hard</em> finds about thirty-five, goes after the long ones first and sticks to words a
          keen reader knows. Like people, they have good rounds and bad ones.
        </li>
      </ol>
    </section>
  );
}
