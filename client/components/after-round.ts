/** The screens after a round (the review, the match's end): one chunk, loaded by LazyAfterRound.tsx. */
export { Review } from "./Review.tsx";
export { MatchEnd } from "./MatchEnd.tsx";
export { TeamList } from "./Team.tsx";
