// What follows a stored move, outside the move itself: the match's sockets are sent what
// happened (push.ts) and the seats' webhooks get their deliveries queued (webhooks.ts). The
// object calls this from one place, after each move is committed; it writes only its own
// tables and sends only over open sockets, so it can neither refuse nor delay a move.
import type { PlayerId } from "../engine/index.js";
import { flush } from "./push.js";
import type { MatchStore, StoredMatch } from "./store.js";

export function afterCommit(ctx: DurableObjectState, store: MatchStore, before: StoredMatch, after: StoredMatch, mover: PlayerId): void {
  void before;
  void mover;
  flush(ctx, store, after);
}
