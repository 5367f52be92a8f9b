/**
 * English for what only the screens after a round and a together round's list show (the
 * team's list, its stars and goal, who found what, the match's stars): it travels with
 * their chunk (client/components/after-round.ts, through client/i18n/english-after-round.ts),
 * not with the game page; the conventions are en.ts's.
 */
import { num, plural } from "../format.ts";

const enAfterRound = {
  "team.title": "Team words",
  "team.empty": "Nothing yet. Every word the team finds lands here.",
  "team.found": ({ name, word }: { name: string; word: string }) => `${name} found ${word}`,
  "team.goal": ({ points, of }: { points: number; of: number }) => plural(of, { one: `Team: ${num(points)} of ${num(of)} point`, other: `Team: ${num(points)} of ${num(of)} points` }),
  "team.nextStar": ({ n }: { n: number }) => plural(n, { one: `${num(n)} more point for the next star`, other: `${num(n)} more points for the next star` }),
  "team.allStars": "All three stars!",
  "team.stars": ({ n }: { n: number }) => `${num(n)} of 3 stars`,
  "review.team.title": "Your team:",
  "review.team.short": ({ n }: { n: number }) => plural(n, { one: `${num(n)} point short of the next star`, other: `${num(n)} points short of the next star` }),
  "review.team.whoFound": "Who found what",
  "matchEnd.team.title": "Your team's stars",
  "matchEnd.team.total": ({ n, of }: { n: number; of: number }) => `${num(n)} of ${num(of)} stars`,
  "matchEnd.team.best": ({ round }: { round: number }) => `Best round: ${num(round)}`,
  "matchEnd.team.round": ({ round }: { round: number }) => `Round ${num(round)}`,
};

export default enAfterRound;
