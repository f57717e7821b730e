// Copying objects (503): "As Clone comes into play, you may choose a creature in play. If you
// do, Clone comes into play as a copy of that creature" (Copy Enchantment: an enchantment). The
// choice is made as the permanent spell resolves, before it is in play; the copy takes the
// copiable values of the permanent — the values printed on it, or those it has copied itself —
// and not its counters, damage, tapped status or other effects on it (layer 1, see
// characteristics.ts). A copy of an Aura isn't an Aura spell: its controller chooses, without
// targeting, something it can enchant as it comes into play (212.4j); with nothing to enchant
// it comes into play unattached, and the state-based check puts it into the graveyard (420.5d).
import { getCard } from "../../cards/registry.js";
import { characteristics, copiableName } from "./characteristics.js";
import { illegal } from "../game/errors.js";
import { card, emit, nameOf, permanents, playerName, type Game } from "../game/game.js";
import { enterPlay } from "../spells/resolve.js";
import { targetCandidates } from "../spells/targets.js";
import type { Action, CardObject, GameState, ObjectId, PlayerId } from "../game/types.js";

/** The permanents in play of the kind the spell may copy ("a creature", "an enchantment"). */
export function copyCandidates(s: GameState, spell: CardObject): ObjectId[] {
  const of = getCard(spell.card).comesIntoPlayAsCopy!.of;
  return permanents(s).filter((o) => characteristics(s, o).types.includes(of)).map((o) => o.id);
}

/** Every complete answer: each permanent to copy (an Aura once for each thing it could enchant), or no copy. */
export function copyOptions(s: GameState, spell: CardObject): Extract<Action, { type: "chooseCopy" }>[] {
  const out: Extract<Action, { type: "chooseCopy" }>[] = [];
  for (const object of copyCandidates(s, spell)) {
    const homes = auraHomes(s, spell, object);
    if (!homes || homes.length === 0) out.push({ type: "chooseCopy", object });
    else for (const attachTo of homes) out.push({ type: "chooseCopy", object, attachTo });
  }
  return [...out, { type: "chooseCopy", object: null }];
}

/** What a copy of this permanent could enchant, if it is an Aura (undefined if it isn't). */
function auraHomes(s: GameState, spell: CardObject, object: ObjectId): ObjectId[] | undefined {
  const enchant = getCard(copiableName(card(s, object))).enchant;
  if (!enchant) return undefined;
  return targetCandidates(s, enchant, spell.controller).flatMap((t) => ("object" in t ? [t.object] : []));
}

/** 503: the controller chooses a permanent to copy (and what an Aura copy enchants), or none. */
export function chooseCopy(g: Game, who: PlayerId, object: ObjectId | null, attachTo?: ObjectId): void {
  const s = g.s;
  const spell = card(s, s.resolving!.object);
  if (!copyOptions(s, spell).some((o) => o.object === object && o.attachTo === attachTo))
    illegal("503", object !== null && copyCandidates(s, spell).includes(object) ? `choose what the copy of ${nameOf(card(s, object))} enchants (212.4j)` : `${object} is not a permanent in play that ${spell.card} could copy`);
  const copy = object === null ? undefined : copiableName(card(s, object));
  const onto = attachTo ? `, attached to ${nameOf(card(s, attachTo))}` : "";
  emit(g, {
    type: "copy",
    text: copy ? `${playerName(s, who)} chooses for ${spell.card} to come into play as a copy of ${nameOf(card(s, object!))}${onto}.` : `${playerName(s, who)} chooses for ${spell.card} to copy nothing.`,
    data: { player: who, object: spell.id, copyOf: object, ...(attachTo ? { attachTo } : {}) },
  });
  const as = copy ? { of: copy, ...(attachTo ? { attachTo } : {}) } : undefined;
  // 503.2: "comes into play as" abilities are copied: the copy makes the copied card's choice itself.
  const choose = as && getCard(as.of).comesIntoPlay?.choose;
  if (choose) {
    s.pending = { kind: "choose", player: spell.controller, object: spell.id, what: choose, copy: as };
    return;
  }
  s.pending = null;
  s.resolving = null;
  enterPlay(g, spell, 0, undefined, as);
}
