import type { MatchObject } from "./match/match-object.js";
import type { PlayerKeyObject } from "./players/key-object.js";

export interface Env {
  DB: D1Database;
  MATCH: DurableObjectNamespace<MatchObject>;
  /** One object per player key: its webhooks and their deliveries (src/players/key-object.ts). */
  PLAYER_KEY: DurableObjectNamespace<PlayerKeyObject>;
  /** The chat apps (src/chat/): Discord's application public key (hex), Slack's signing secret,
   * and the server's secret that seals chat users' tokens in D1. Without them the apps answer 503. */
  DISCORD_PUBLIC_KEY?: string;
  SLACK_SIGNING_SECRET?: string;
  CHAT_SECRET?: string;
}
