/**
 * What a display name may be. Names are shown to every seat in every `state` frame, so
 * they are bounded by what a person sees (user-perceived characters, counted with
 * `Intl.Segmenter`), by what they cost on the wire (UTF-8 bytes), and by what they look
 * like: a zero-width joiner anywhere but inside an emoji sequence, a stack of combining marks (zalgo) or a name made only of filler characters
 * that render as nothing (Hangul filler, braille blank) is refused, so every seat shows
 * something a person can read and point to; and a word that mixes scripts (a Cyrillic А
 * in `Аnn`) is refused, so no name can pose as another on the leaderboard (scripts.ts).
 */
import * as v from "valibot";
import { MAX_NAME_GRAPHEMES } from "./values.ts";
import { MAX_FRAME_BYTES } from "./frames.ts";
import { mixedScriptWord } from "./scripts.ts";

/** At most this many UTF-8 bytes (after trimming). */
export const MAX_NAME_BYTES = 64;
/** At most this many non-spacing or enclosing marks on one character. */
export const MAX_MARKS_PER_GRAPHEME = 2;

/**
 * Characters that render blank although Unicode classes them as letters or symbols,
 * and marks that draw nothing: they never count as the visible part of a name.
 */
const FILLER = /[\u115F\u1160\u3164\uFFA0\u2800\u17B4\u17B5\u034F\u180B-\u180F\uFE00-\uFE0F\u{E0100}-\u{E01EF}\u{1D173}-\u{1D17A}]/u;
const FILLER_ALL = new RegExp(FILLER.source, "gu");
/** Control, format and separator characters; the zero-width joiner is judged by where it stands (`EMOJI_JOINER`). */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}]/u;
/**
 * A zero-width joiner inside an emoji sequence (👩‍💻: a pictograph, perhaps its
 * presentation selector or skin tone, the joiner, a pictograph). Anywhere else, between
 * letters (`A\u200Dnn`), it draws nothing and only makes a name pose as another.
 */
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]?)\u200D(?=\p{Extended_Pictographic})/gu;
const VISIBLE = /[\p{L}\p{N}\p{S}\p{P}]/u;
/** Marks that stack on a base character; variation selectors are counted as filler, not here. */
const STACKING_MARK = /[\p{Mn}\p{Me}]/gu;

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const utf8 = new TextEncoder();

/** Why `name` (already trimmed) cannot be a display name, or null if it can. */
export function nameProblem(name: string): string | null {
  if (name.length === 0) return "A name needs at least one visible character";
  if (utf8.encode(name).length > MAX_NAME_BYTES) return `A name is at most ${MAX_NAME_BYTES} bytes`;
  for (const ch of name.replace(EMOJI_JOINER, "")) {
    if (INVISIBLE.test(ch)) return "A name cannot contain control or invisible characters";
  }
  let graphemes = 0;
  for (const { segment } of segmenter.segment(name)) {
    graphemes += 1;
    if (graphemes > MAX_NAME_GRAPHEMES) return `A name is at most ${MAX_NAME_GRAPHEMES} characters`;
    const marks = segment.replace(FILLER_ALL, "").match(STACKING_MARK)?.length ?? 0;
    if (marks > MAX_MARKS_PER_GRAPHEME) return `A character may carry at most ${MAX_MARKS_PER_GRAPHEME} accents`;
  }
  if (!VISIBLE.test(name.replace(FILLER_ALL, ""))) return "A name needs at least one visible letter, digit or symbol";
  const mixed = mixedScriptWord(name.replace(FILLER_ALL, ""));
  if (mixed) return `\u201C${mixed.word}\u201D mixes ${mixed.scripts[0]} and ${mixed.scripts[1]} letters in one word: write each word in one script`;
  return null;
}

/** A display name in a frame or a body: trimmed, then checked by `nameProblem`. */
export const NameSchema = v.pipe(
  v.string(),
  v.maxLength(MAX_FRAME_BYTES),
  v.trim(),
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = dataset.typed ? nameProblem(dataset.value) : null;
    if (problem) addIssue({ message: problem });
  }),
);
