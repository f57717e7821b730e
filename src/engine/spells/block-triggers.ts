// Block triggers that name the other creature (309.2: they trigger as blockers are
// declared): "Whenever ~ blocks a creature [with flying]", "Whenever ~ becomes blocked by an
// artifact creature", "Whenever ~ blocks or becomes blocked by a nonblack creature" trigger once
// for each creature of the block that matches, and "that creature" is that one; "Whenever a
// creature you control / a Beast becomes blocked" triggers once for each attacking creature that
// matches and has become blocked, and "that creature" / "it" is the attacker.
import type { ObjectFilter, TriggeredAbility } from "../../cards/language.js";
import { characteristics } from "../effects/characteristics.js";
import { controllerOf } from "../effects/control.js";
import type { CardObject, GameState, ObjectId } from "../game/types.js";
import { matchesFilter } from "./targets.js";
import { watching } from "./watchers.js";

type Watching = { o: CardObject; a: TriggeredAbility; subject?: ObjectId };
type Block = { blocker: ObjectId; attacker: ObjectId };

function inPlay(s: GameState, id: ObjectId): CardObject | undefined {
  const o = s.objects[id];
  return o?.kind === "card" && o.zone === "play" ? o : undefined;
}

/** The abilities the blocks just declared trigger. */
export function blockTriggers(s: GameState, blocks: Block[]): Watching[] {
  const out: Watching[] = [];
  for (const b of blocks) {
    const blocker = inPlay(s, b.blocker);
    const attacker = inPlay(s, b.attacker);
    if (!blocker || !attacker) continue;
    // The blocker's "blocks a creature" and the attacker's "becomes blocked by a creature", each about the other.
    for (const [me, other, role] of [[blocker, attacker, "blocks"], [attacker, blocker, "becomesBlocked"]] as const)
      for (const a of characteristics(s, me).abilities)
        if (a.kind === "triggered" && a.trigger.on === "blockPair" && (a.trigger.role === role || a.trigger.role === "either") && matchesFilter(s, other, a.trigger.by, controllerOf(s, me)))
          out.push({ o: me, a, subject: other.id });
  }
  // Each attacker that has become blocked, once however many creatures block it.
  const blocked = [...new Set(blocks.map((b) => b.attacker))].flatMap((id) => inPlay(s, id) ?? []);
  for (const { o, a } of watching(s, "creatureBecomesBlocked")) {
    const what = (a.trigger as { what: ObjectFilter & { other?: true } | "self" }).what;
    if (what === "self") continue;
    for (const attacker of blocked) if (!(what.other && attacker.id === o.id) && matchesFilter(s, attacker, what, controllerOf(s, o))) out.push({ o, a, subject: attacker.id });
  }
  return out;
}
