/**
 * One ranked match's rating update, pair by pair. The Bradley–Terry full-pairing model
 * (Weng & Lin 2011, OpenSkill's `bradleyTerryFull`) is a product of one two-player
 * comparison per pair of players, and its update is one step on the sum of their
 * log-likelihoods: player i's change in μ is a sum over opponents,
 *
 *     Δμᵢ = Σ_q ωᵢq,   ωᵢq = wᵢq · (σ̃ᵢ² / cᵢq) · (sᵢq − pᵢq),
 *     σᵢ' = σ̃ᵢ · √max(1 − Σ_q δᵢq, κ),   δᵢq = wᵢq · (σ̃ᵢ / cᵢq) · (σ̃ᵢ² / cᵢq²) · pᵢq(1 − pᵢq),
 *
 * with σ̃ᵢ² = σᵢ² + τ², cᵢq = √(σ̃ᵢ² + σ̃q² + 2β²), pᵢq = 1 / (1 + e^((μq − μᵢ)/cᵢq)) the
 * chance that i beats q, and sᵢq = 1, ½ or 0 as i placed above, level with or below q.
 * So ωᵢq is exactly what i won or lost *to q*: the decomposition is the model's own, not
 * an apportioning after the fact. With every weight 1 this is OpenSkill's update, to
 * rounding (test/unit/pairwise.test.ts checks it against the library), `limitSigma`
 * included (σ never grows).
 *
 * The weight wᵢq is the opponent's certainty, Glicko-style: Glicko scales a result by
 * g(RD) of the opponent's deviation, so a game against an unknown tells less. Here a
 * result counts as the fraction min(1, σᵢ² / σq²) of a game (a tempered likelihood:
 * both ω and δ are scaled), so a game against an opponent far less certain than you
 * barely moves you, and a game between two equally new players counts in full. A win
 * over a brand-new identity (σ = 25/3) moves an established player (σ ≈ 2.5) about a
 * tenth as far as a win over an established one, and makes them no surer either.
 *
 * Pure: the store reads μ and σ, calls `ratePairs`, writes the answer and each player's
 * ωᵢq (a refund gives back only what was lost to a player later flagged).
 */
/** A player's skill in OpenSkill units (the same shape as src/ranked/ratings.ts's Skill). */
interface Skill {
  mu: number;
  sigma: number;
}

/** OpenSkill's constants for a new player of μ 25, σ 25/3 (its defaults). */
const BETA = 25 / 6;
const TAU = 25 / 300;
const KAPPA = 1e-4;

/** The weight of a result between a player of `mine` and an opponent of `theirs`: the opponent's certainty relative to one's own. */
export function certaintyWeight(mine: Skill, theirs: Skill): number {
  return Math.min(1, (mine.sigma * mine.sigma) / (theirs.sigma * theirs.sigma));
}

/** A match rated: every player's skill after it, and what each won or lost to each other (`pairs[i][q]`, 0 on the diagonal). */
export interface RatedMatch {
  after: Skill[];
  pairs: number[][];
}

/**
 * Rate one match. `places[i]` is player i's place (1 = first; equal places are ties).
 * `weighted` false gives OpenSkill's own update (every weight 1).
 */
export function ratePairs(skills: readonly Skill[], places: readonly number[], weighted = true): RatedMatch {
  if (skills.length !== places.length) throw new Error("one place per player");
  const n = skills.length;
  const pairs = skills.map(() => new Array<number>(n).fill(0));
  if (n < 2) return { after: skills.map((s) => ({ mu: s.mu, sigma: s.sigma })), pairs };
  const variance = skills.map((s) => s.sigma * s.sigma + TAU * TAU);
  const after = skills.map((s, i) => {
    let delta = 0;
    for (let q = 0; q < n; q++) {
      if (q === i) continue;
      const w = weighted ? certaintyWeight(s, skills[q]!) : 1;
      const c = Math.sqrt(variance[i]! + variance[q]! + 2 * BETA * BETA);
      const p = 1 / (1 + Math.exp((skills[q]!.mu - s.mu) / c));
      const score = places[i]! < places[q]! ? 1 : places[i] === places[q] ? 0.5 : 0;
      const eta = variance[i]! / c;
      pairs[i]![q] = w * eta * (score - p);
      delta += w * (Math.sqrt(variance[i]!) / c) * (eta / c) * p * (1 - p);
    }
    const mu = s.mu + pairs[i]!.reduce((a, b) => a + b, 0);
    const sigma = Math.sqrt(variance[i]!) * Math.sqrt(Math.max(1 - delta, KAPPA));
    return { mu, sigma: Math.min(sigma, s.sigma) };
  });
  return { after, pairs };
}
