/**
 * The table deciding on words (casual tables, review and match end): the entries the
 * dictionary refused this round that traced on the board, each one tap from a vote; a word
 * the dictionary took, put to the table as too obscure; the vote under way, with what
 * Baffle knows of the word, the tally and Yes/No for the people seated; and the table's
 * house words, which the host can take back. The rules and the tally are the server's
 * (src/game/house-vote.ts); this only asks and shows.
 */
import { useSignal } from "@preact/signals";
import type { RoundEndMessage, StateMessage } from "../../src/protocol.ts";
import { clockText, useTick } from "../state/clock.ts";
import type { TableSession } from "../state/session.ts";
import { list, t } from "../i18n/index.ts";

type Vote = NonNullable<StateMessage["vote"]>;

/** The house-words panel of a casual table's review or match end. */
export function HouseWords({ session, state, review }: { session: TableSession; state: StateMessage; review: RoundEndMessage | null }) {
  const me = state.seats.find((s) => s.seat === state.you);
  const seated = !!me && !me.left && !me.bot;
  const house = state.house ?? { accepted: [], struck: [] };
  const decided = new Set([...house.accepted, ...house.struck]);
  const disputed = disputedOf(review).filter((d) => !decided.has(d.word));
  const found = [...new Set((review?.players ?? []).flatMap((p) => p.words.map((w) => w.word)))].filter((w) => !decided.has(w)).sort();
  const vote = state.vote ?? null;
  if (!disputed.length && !vote && !house.accepted.length && !house.struck.length && !found.length) return null;
  const propose = (word: string, kind: "accept" | "strike") => session.send({ type: "houseWord", word, kind });
  return (
    <section class="card house-words" aria-labelledby="house-words-title">
      <h3 id="house-words-title">{t("house.title")}</h3>
      {vote && <VoteCard vote={vote} you={state.you} seated={seated} offset={session.clockOffset.value} onBallot={(yes) => session.send({ type: "ballot", yes })} />}
      {disputed.length > 0 && (
        <>
          <p class="small">{t("house.disputed")}</p>
          <ul class="house-list">
            {disputed.map((d) => (
              <li key={d.word}>
                <span class="w">{d.word}</span> <span class="muted small">{list(d.by)}</span>
                {seated && !vote && (
                  <button type="button" class="small" aria-label={t("house.propose.label", { word: d.word })} onClick={() => propose(d.word, "accept")}>
                    {t("house.propose")}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {seated && !vote && found.length > 0 && <StrikeForm words={found} onStrike={(w) => propose(w, "strike")} />}
      {(house.accepted.length > 0 || house.struck.length > 0) && (
        <dl class="house-decided">
          {house.accepted.length > 0 && <Decided label={t("house.accepted")} words={house.accepted} host={!!me?.host} onRemove={(word) => session.send({ type: "removeHouseWord", word })} />}
          {house.struck.length > 0 && <Decided label={t("house.struck")} words={house.struck} host={!!me?.host} onRemove={(word) => session.send({ type: "removeHouseWord", word })} />}
        </dl>
      )}
    </section>
  );
}

function VoteCard({ vote, you, seated, offset, onBallot }: { vote: Vote; you: number; seated: boolean; offset: number; onBallot: (yes: boolean) => void }) {
  const left = Math.max(0, vote.endsAt - (useTick(vote.endsAt - offset) + offset));
  const mine = vote.yes.includes(you) ? "yes" : vote.no.includes(you) ? "no" : null;
  const voter = seated && vote.voters.includes(you);
  return (
    <div class="vote" role="group" aria-labelledby="vote-question">
      <p id="vote-question">
        <strong>{vote.kind === "accept" ? t("house.vote.accept", { name: vote.name, word: vote.word }) : t("house.vote.strike", { name: vote.name, word: vote.word })}</strong>
      </p>
      <p class="small muted">{vote.facts.properNoun ? t("house.facts.properNoun") : vote.kind === "accept" ? t("house.facts.notInDictionary") : t("house.facts.inDictionary")}</p>
      <p class="small" aria-live="polite">
        {t("house.vote.tally", { yes: vote.yes.length, no: vote.no.length, of: vote.voters.length })} · {t("house.vote.closesIn", { clock: clockText(left) })}
      </p>
      {voter && (
        <div class="vote-buttons">
          <button type="button" class={mine === "yes" ? "primary" : undefined} aria-pressed={mine === "yes"} onClick={() => onBallot(true)}>
            {t("house.vote.yes")}
          </button>
          <button type="button" class={mine === "no" ? "primary" : undefined} aria-pressed={mine === "no"} onClick={() => onBallot(false)}>
            {t("house.vote.no")}
          </button>
        </div>
      )}
    </div>
  );
}

function StrikeForm({ words, onStrike }: { words: string[]; onStrike: (word: string) => void }) {
  const chosen = useSignal(words[0] ?? "");
  const word = words.includes(chosen.value) ? chosen.value : words[0]!;
  return (
    <details class="strike">
      <summary class="small">{t("house.strike.summary")}</summary>
      <div class="strike-row">
        <label class="small">
          {t("house.strike.label")}{" "}
          <select value={word} onChange={(e) => (chosen.value = (e.currentTarget as HTMLSelectElement).value)}>
            {words.map((w) => <option key={w} value={w}>{w}</option>)}
          </select>
        </label>
        <button type="button" class="small" onClick={() => onStrike(word)}>{t("house.strike.button")}</button>
      </div>
    </details>
  );
}

function Decided({ label, words, host, onRemove }: { label: string; words: string[]; host: boolean; onRemove: (word: string) => void }) {
  return (
    <>
      <dt class="small">{label}</dt>
      <dd>
        <ul class="house-list">
          {words.map((w) => (
            <li key={w}>
              <span class="w">{w}</span>
              {host && (
                <button type="button" class="small link" aria-label={t("house.remove.label", { word: w })} onClick={() => onRemove(w)}>
                  {t("house.remove")}
                </button>
              )}
            </li>
          ))}
        </ul>
      </dd>
    </>
  );
}

/** Every disputed word of the round and who entered it, in the order met. */
function disputedOf(review: RoundEndMessage | null): { word: string; by: string[] }[] {
  const by = new Map<string, string[]>();
  for (const p of review?.players ?? []) for (const w of p.disputed ?? []) by.set(w, [...(by.get(w) ?? []), p.name]);
  return [...by].map(([word, names]) => ({ word, by: names }));
}
