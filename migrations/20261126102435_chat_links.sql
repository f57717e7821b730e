CREATE TABLE `chat_links` (
	`platform` text NOT NULL,
	`user_hash` text NOT NULL,
	`match_id` text NOT NULL,
	`kind` text NOT NULL,
	`sealed` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`platform`, `user_hash`, `match_id`, `kind`)
);
