// 502.3: "Flanking" — "Flanking is a triggered ability that triggers during the declare
// blockers step. 'Flanking' means 'Whenever a creature without flanking blocks this creature,
// the blocking creature gets -1/-1 until end of turn.'" Each instance triggers separately
// (502.3b); a creature lists a keyword once, so one instance is counted.
import { hasKeyword } from "../effects/characteristics.js";
import { controllerOf } from "../effects/control.js";
import type { GameState, ObjectId, PendingTrigger } from "../game/types.js";
import { lastKnown } from "../zones/zones.js";

/** The flanking triggers of blocks just declared: one per blocker without flanking of an attacker with it. */
export function flankingTriggers(s: GameState, blocks: { blocker: ObjectId; attacker: ObjectId }[]): Omit<PendingTrigger, "id" | "ordered">[] {
  const out: Omit<PendingTrigger, "id" | "ordered">[] = [];
  for (const b of blocks) {
    const attacker = s.objects[b.attacker];
    const blocker = s.objects[b.blocker];
    if (attacker?.kind !== "card" || blocker?.kind !== "card") continue;
    if (!hasKeyword(s, attacker, "flanking") || hasKeyword(s, blocker, "flanking")) continue;
    out.push({
      controller: controllerOf(s, attacker),
      source: lastKnown(s, attacker),
      text: `Flanking (the blocking creature, ${blocker.card}, gets -1/-1 until end of turn)`,
      specs: [],
      effects: [{ do: "modifyPT", power: -1, toughness: -1, object: "thatCreature", duration: "endOfTurn" }],
      subject: b.blocker,
    });
  }
  return out;
}
