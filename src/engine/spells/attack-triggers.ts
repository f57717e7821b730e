// Attack triggers of permanents watching other creatures attack (308.2: they trigger as
// attackers are declared): "Whenever a creature attacks" (Righteous Cause), "Whenever a creature
// attacks you" (Hissing Miasma: an attacker declared attacking the ability's controller),
// "Whenever a creature you control with trample attacks" (Stonebrow, Krosan Hero) trigger once for
// each attacker that matches, the attacker "it" / "that creature" and its controller "its
// controller"; "Whenever you attack with three or more creatures" (Overwhelming Instinct) once, as
// its controller declares at least that many of his or her creatures attackers.
import type { TriggeredAbility } from "../../cards/language.js";
import { controllerOf } from "../effects/control.js";
import type { AttackDeclaration, CardObject, GameState, ObjectId, PlayerId } from "../game/types.js";
import { inRange } from "../multiplayer/multiplayer.js";
import { matchesFilter } from "./targets.js";
import { watching } from "./watchers.js";

type Fired = { o: CardObject; a: TriggeredAbility; subject?: ObjectId; player?: PlayerId };

/** The abilities the attackers just declared trigger. */
export function attackTriggers(s: GameState, attackers: readonly AttackDeclaration[]): Fired[] {
  const out: Fired[] = [];
  const declared = attackers.flatMap((d) => {
    const o = s.objects[d.attacker];
    return o?.kind === "card" && o.zone === "play" ? [{ o, defender: d.defender, controller: controllerOf(s, o) }] : [];
  });
  for (const { o, a } of watching(s, "creatureAttacks", "youAttackWith")) {
    const you = controllerOf(s, o);
    const t = a.trigger as Extract<TriggeredAbility["trigger"], { on: "creatureAttacks" | "youAttackWith" }>;
    if (t.on === "youAttackWith") {
      if (declared.filter((d) => d.controller === you).length >= t.atLeast) out.push({ o, a });
      continue;
    }
    for (const d of declared) {
      if (t.attacksYou && d.defender !== you) continue;
      // 601.2: an attacker within the watcher's controller's range of influence.
      if (inRange(s, you, d.controller) && matchesFilter(s, d.o, t.what, you)) out.push({ o, a, subject: d.o.id, player: d.controller });
    }
  }
  return out;
}
