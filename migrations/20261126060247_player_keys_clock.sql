-- Player keys (no accounts: only the SHA-256 of a random secret): the seats taken with each,
-- for GET /v1/players/me/matches; and each match's pending decision's start and deadline.
CREATE TABLE `player_matches` (
	`key_hash` text NOT NULL,
	`match_id` text NOT NULL,
	`seat` integer NOT NULL,
	`player` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`key_hash`, `match_id`, `seat`),
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `player_matches_key_created` ON `player_matches` (`key_hash`,`created_at`);--> statement-breakpoint
ALTER TABLE `matches` ADD `awaiting_since` integer;--> statement-breakpoint
ALTER TABLE `matches` ADD `deadline` integer;