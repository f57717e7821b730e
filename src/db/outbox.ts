// What a match's Durable Object tells D1, and the delivery of it. Rows are written to the
// DO's outbox in the same transaction as the change they describe and delivered later, so
// every statement here is idempotent: a batch may be delivered more than once.
import { and, eq, lt } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { BatchItem } from "drizzle-orm/batch";
import { matchActions, matches, matchSeats, matchSettings, playerMatches } from "./schema.js";

export type OutboxItem =
  | { kind: "match"; match: typeof matches.$inferInsert }
  | { kind: "seat"; seat: typeof matchSeats.$inferInsert }
  | { kind: "action"; action: typeof matchActions.$inferInsert }
  | { kind: "settings"; settings: typeof matchSettings.$inferInsert }
  /** A lobby's game has started: the match row written at the lobby's creation gets its config and status. */
  | { kind: "started"; started: Pick<typeof matches.$inferInsert, "id" | "status" | "awaiting" | "config" | "updatedAt" | "awaitingSince" | "deadline"> }
  /** A seat taken with a player key; again with its player once the game has started. */
  | { kind: "playerKey"; playerKey: typeof playerMatches.$inferInsert }
  | {
      kind: "progress";
      progress: Pick<typeof matches.$inferInsert, "id" | "status" | "awaiting" | "version" | "winners" | "updatedAt" | "awaitingSince" | "deadline">;
    };

/** Writes the items to D1 in one batch (one D1 transaction), in order. */
export async function deliver(d1: D1Database, items: OutboxItem[]): Promise<void> {
  const db = drizzle(d1);
  const lastProgress = items.findLast((i) => i.kind === "progress");
  const statements: BatchItem<"sqlite">[] = [];
  for (const item of items) {
    switch (item.kind) {
      case "match":
        statements.push(db.insert(matches).values(item.match).onConflictDoNothing());
        break;
      case "seat":
        statements.push(db.insert(matchSeats).values(item.seat).onConflictDoNothing());
        break;
      case "action":
        statements.push(db.insert(matchActions).values(item.action).onConflictDoNothing());
        break;
      case "settings":
        statements.push(db.insert(matchSettings).values(item.settings).onConflictDoNothing());
        break;
      case "playerKey": {
        const { player } = item.playerKey;
        statements.push(
          player == null
            ? db.insert(playerMatches).values(item.playerKey).onConflictDoNothing()
            : db.insert(playerMatches).values(item.playerKey).onConflictDoUpdate({ target: [playerMatches.keyHash, playerMatches.matchId, playerMatches.seat], set: { player } }),
        );
        break;
      }
      case "started": {
        const { id, ...set } = item.started;
        statements.push(db.update(matches).set(set).where(and(eq(matches.id, id), eq(matches.status, "lobby"))));
        break;
      }
      case "progress":
        // Only the newest progress of a batch matters; the version guard makes a late or
        // repeated delivery harmless.
        if (item === lastProgress) {
          const { id, ...set } = item.progress;
          statements.push(db.update(matches).set(set).where(and(eq(matches.id, id), lt(matches.version, set.version))));
        }
        break;
    }
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}
