-- Each player's priority settings changes (stops, auto-pass): not game actions, so they move
-- no version; `version` is the match version they were made at, and a replay applies them
-- (in `seq` order) before the action that makes the next version.

CREATE TABLE match_settings (
  match_id TEXT NOT NULL REFERENCES matches (id),
  seq INTEGER NOT NULL,
  version INTEGER NOT NULL,
  player TEXT NOT NULL,
  settings TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (match_id, seq)
);
