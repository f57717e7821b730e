-- The read side of the matches, fed from each match's Durable Object through its outbox.
-- The Durable Objects are the authority; these rows can lag them by a few seconds.

CREATE TABLE matches (
  id TEXT PRIMARY KEY NOT NULL,
  format TEXT NOT NULL,
  status TEXT NOT NULL,
  awaiting TEXT,
  version INTEGER NOT NULL,
  winners TEXT NOT NULL DEFAULT '[]',
  -- The createGame input (players, decks, seed, setup): server side only, it rebuilds the match.
  config TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX matches_awaiting ON matches (awaiting, status);

CREATE TABLE match_seats (
  token_hash TEXT PRIMARY KEY NOT NULL,
  match_id TEXT NOT NULL REFERENCES matches (id),
  player TEXT NOT NULL,
  name TEXT NOT NULL
);
CREATE INDEX match_seats_match ON match_seats (match_id);

CREATE TABLE match_actions (
  match_id TEXT NOT NULL REFERENCES matches (id),
  version INTEGER NOT NULL,
  player TEXT NOT NULL,
  action TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (match_id, version)
);
