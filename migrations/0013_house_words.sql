-- House words (issue 31): how many casual tables accepted, struck or took back each word,
-- per language: the operators' report of candidates for the next dictionary build
-- (`npm run house-words`, docs/dictionary.md). One row per word and decision, counted
-- up by each table's decision; no player or table is kept.
CREATE TABLE house_words (
  language TEXT NOT NULL,
  word TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('accept', 'strike', 'remove')),
  tables INTEGER NOT NULL,
  last_at INTEGER NOT NULL,
  PRIMARY KEY (language, word, kind)
) WITHOUT ROWID;
