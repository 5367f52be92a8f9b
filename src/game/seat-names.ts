/**
 * The names seats show. Two people at one table may well both be Sam; every list, chip
 * and standing must still tell them apart, so a seat's name is made distinct from the
 * others' when the seat is taken (a person joining, a watcher seated at Play again, a
 * computer player added, the lobby's ranked table): the second Sam shows as "Sam 2".
 * Deciding it once, on the server, means every frame and page that names a seat (state,
 * roundEnd, matchEnd, rulesChanged, results, the ranked `matched` list and history)
 * carries the same distinct name without each view repeating the rule.
 *
 * Names are compared as a reader sees them: Unicode compatibility forms aside (NFKC: a
 * full-width Ｓａｍ is Sam), then by their confusable skeleton (Unicode TR39, through
 * `unhomoglyph`'s copy of confusables.txt: a Greek ΑΝΝ or a 0 for an O reads as the
 * Latin letters it copies), case aside, spaces collapsed.
 */
import unhomoglyph from "unhomoglyph";

/** How a name reads, for telling names apart. */
export function nameKey(name: string): string {
  // Skeleton, case folded, skeleton again: "Ian" reads as "lan" (I → l) and "SAM" as "Sam" (m → rn after folding).
  return unhomoglyph(unhomoglyph(name.normalize("NFKC")).toLowerCase()).replace(/\s+/g, " ").trim();
}

/** `wanted`, or `wanted 2` (`3`, …: the first number free) when a name in `taken` reads the same. */
export function distinctName(wanted: string, taken: readonly string[]): string {
  const used = new Set(taken.map(nameKey));
  if (!used.has(nameKey(wanted))) return wanted;
  let n = 2;
  while (used.has(nameKey(`${wanted} ${n}`))) n++;
  return `${wanted} ${n}`;
}

/** Names for seats taken in this order, each told apart from those before it. */
export function distinctNames(names: readonly string[]): string[] {
  const out: string[] = [];
  for (const name of names) out.push(distinctName(name, out));
  return out;
}

/** Whether `name` reads the same as one in `taken` (so a seat may not take it as it is). */
export function nameTaken(name: string, taken: readonly string[]): boolean {
  return distinctName(name, taken) !== name;
}
