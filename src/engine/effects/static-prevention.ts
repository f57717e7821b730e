// 419.7: prevention effects that are static abilities of permanents — "Prevent all damage that
// would be dealt to ~ by creatures" (Uncle Istvan), "... to ~ by creatures with first strike"
// (Tresserhorn Skyknight), "Prevent all damage that ~ would deal to snow creatures" (Goblin
// Furrier), "Prevent all damage that would be dealt by enchanted creature" (Temporal Isolation),
// "... dealt to and dealt by enchanted creature" (Heart of Light), "... dealt to creatures you
// control" (Rune-Tail's Essence: the permanent's controller's, as the damage would be dealt).
// Each applies to every damage event it matches while its permanent is in play with its
// abilities (a face-down permanent has none, 502.26; 407: nor one that lost them), through the
// replacement machinery (replacement.ts) like the turn-long effects of prevention.ts.
import type { Replacement } from "../../cards/language.js";
import { getCard } from "../../cards/registry.js";
import { permanents } from "../game/game.js";
import type { CardObject, GameState, ReplaceableEvent } from "../game/types.js";
import { matchesFilter } from "../spells/targets.js";
import { abilitiesRemoved, copiableName } from "./characteristics.js";
import { controllerOf } from "./control.js";
import { sourceMatches } from "./prevention.js";

type Damage = Extract<ReplaceableEvent, { kind: "damage" }>;
type PreventDamage = Extract<Replacement, { kind: "preventDamage" }>;

function applies(s: GameState, o: CardObject, p: PreventDamage, d: Damage): boolean {
  const you = controllerOf(s, o);
  if (p.to === "self" && !("object" in d.to && d.to.object === o.id)) return false;
  if (p.toOrBy === "enchanted") return o.attachedTo !== undefined && (d.source.id === o.attachedTo || ("object" in d.to && d.to.object === o.attachedTo));
  if (p.to && p.to !== "self") {
    const to = "object" in d.to ? s.objects[d.to.object] : undefined;
    if (to?.kind !== "card" || !matchesFilter(s, to, p.to, you)) return false;
  }
  if (p.by === "self" && d.source.id !== o.id) return false;
  if (p.by === "enchanted" && (o.attachedTo === undefined || d.source.id !== o.attachedTo)) return false;
  if (p.by && p.by !== "self" && p.by !== "enchanted" && !sourceMatches(s, d, p.by, you)) return false;
  return true;
}

/** The permanents whose static prevention applies to this damage: an id for each and the name of its source. */
export function staticPreventionsFor(s: GameState, d: Damage): { id: string; source: string }[] {
  const out: { id: string; source: string }[] = [];
  for (const o of permanents(s)) {
    // The printed card first (most have no prevention), the other half of a flipped one (508.2)
    // or the card a copy copies (503); then whether it has its abilities now.
    const replacements = getCard(copiableName(o)).replacements;
    if (!replacements.some((r) => r.kind === "preventDamage") || o.faceDown || abilitiesRemoved(s, o)) continue;
    replacements.forEach((r, i) => {
      if (r.kind === "preventDamage" && applies(s, o, r, d)) out.push({ id: `${o.id}/${i}`, source: o.card });
    });
  }
  return out;
}
