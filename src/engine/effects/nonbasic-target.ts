// "Destroy target land. If that land is nonbasic, ~ deals 2 damage to the land's controller."
// (Molten Rain): whether the target is nonbasic (205.4: "basic" is a supertype) is asked after the
// land was destroyed, so of the land as it last existed in play (413.2). No effect of the era
// gives or takes away the basic supertype, so a land that has left play is read by the printed
// supertypes of the name it last had (a copy's are those of the card it copied, 503.2).
import { getCard } from "../../cards/registry.js";
import { card, type Game } from "../game/game.js";
import type { Resolvable } from "../spells/resolve.js";
import { characteristics } from "./characteristics.js";

/** Whether the resolving spell's target `index` is a nonbasic permanent (in play now, or as it last existed there). */
export function targetNonbasic(g: Game, r: Resolvable, index: number): boolean {
  const s = g.s;
  const t = r.targets[index];
  if (!t || !("object" in t)) return false;
  const now = s.objects[t.object];
  if (now?.kind === "card" && now.zone === "play") return !characteristics(s, card(s, t.object)).supertypes.includes("basic");
  const last = s.objects[r.id]?.targetsLastKnown?.[t.object];
  return last !== undefined && !(getCard(last.name).supertypes).includes("basic");
}
