// 419.7: prevention effects that are static abilities of permanents — "Prevent all damage that
// would be dealt to ~ by creatures" (Uncle Istvan), "... to ~ by creatures with first strike"
// (Tresserhorn Skyknight), "Prevent all damage that ~ would deal to snow creatures" (Goblin
// Furrier), "Prevent all damage that would be dealt by enchanted creature" (Temporal Isolation),
// "... dealt to and dealt by enchanted creature" (Heart of Light), "... dealt to creatures you
// control" (Rune-Tail's Essence: the permanent's controller's, as the damage would be dealt),
// "... dealt to ~" (Dawn Elemental), "Prevent all combat damage that would be dealt to equipped
// creature" (General's Kabuto), and "If a source would deal damage to you, prevent 1 of that
// damage" (Urza's Armor: N of each event, nothing used up; Thunderstaff only while untapped;
// Plated Pegasus "If a spell would deal damage").
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
  if (p.combat && !d.combat) return false;
  if (p.untapped && o.tapped) return false;
  const you = controllerOf(s, o);
  if (p.to === "self" && !("object" in d.to && d.to.object === o.id)) return false;
  if (p.to === "equipped" && !(o.attachedTo !== undefined && "object" in d.to && d.to.object === o.attachedTo)) return false;
  if (p.to === "you" && !("player" in d.to && d.to.player === you)) return false;
  if (p.toOrBy === "enchanted") return o.attachedTo !== undefined && (d.source.id === o.attachedTo || ("object" in d.to && d.to.object === o.attachedTo));
  if (typeof p.to === "object") {
    const to = "object" in d.to ? s.objects[d.to.object] : undefined;
    if (to?.kind !== "card" || !matchesFilter(s, to, p.to, you)) return false;
  }
  if (p.by === "self" && d.source.id !== o.id) return false;
  if (p.by === "enchanted" && (o.attachedTo === undefined || d.source.id !== o.attachedTo)) return false;
  // A spell deals its damage from the stack as it resolves (damage.ts marks such a source `spell`).
  if (p.by === "spell" && !d.source.spell) return false;
  if (typeof p.by === "object" && !sourceMatches(s, d, p.by, you)) return false;
  return true;
}

/** The permanents whose static prevention applies to this damage: an id for each, the name of its source, and N for "prevent N of that damage". */
export function staticPreventionsFor(s: GameState, d: Damage): { id: string; source: string; amount?: number }[] {
  const out: { id: string; source: string; amount?: number }[] = [];
  for (const o of permanents(s)) {
    // The printed card first (most have no prevention), the other half of a flipped one (508.2)
    // or the card a copy copies (503); then whether it has its abilities now.
    const replacements = getCard(copiableName(o)).replacements;
    if (!replacements.some((r) => r.kind === "preventDamage") || o.faceDown || abilitiesRemoved(s, o)) continue;
    replacements.forEach((r, i) => {
      if (r.kind === "preventDamage" && applies(s, o, r, d)) out.push({ id: `${o.id}/${i}`, source: o.card, ...(r.amount ? { amount: r.amount } : {}) });
    });
  }
  return out;
}

/** "Damage that would be dealt by ~ can't be prevented." (Excruciator): a static ability of the permanent while it has its abilities. */
export function unpreventableBySelf(s: GameState, o: CardObject): boolean {
  return getCard(copiableName(o)).replacements.some((r) => r.kind === "unpreventableBySelf") && !o.faceDown && !abilitiesRemoved(s, o);
}

/** Whether the damage of this source can't be prevented by its own static ability: only a permanent in play has one (a source that has left play has lost it). */
export function sourceUnpreventable(s: GameState, sourceId: string): boolean {
  const o = s.objects[sourceId];
  return o?.kind === "card" && o.zone === "play" && unpreventableBySelf(s, o);
}
