// 502.44a Epic represents two spell abilities, one of which creates a delayed triggered ability.
// "Epic" means "For the rest of the game, you can't play spells," and "At the beginning of each
// of your upkeeps for the rest of the game, copy this spell except for its epic ability. If the
// spell has any targets, you may choose new targets for the copy." See rule 503.10.
// 502.44b A player can't play spells once a spell with epic he or she controls resolves, but
// effects (such as the epic ability itself) may still put copies of spells onto the stack.
//
// Both abilities are spell abilities: they take effect as the spell resolves, after its other
// effects (they are printed last). The spell as it resolved — its mode, X, targets and division,
// the choices a copy copies (503.10) — is kept with the delayed ability for the rest of the game.
import { emit, player, playerName, type Game } from "../game/game.js";
import { lastKnown } from "../zones/zones.js";
import { hasKeyword } from "../effects/characteristics.js";
import { actAsOne } from "../multiplayer/two-headed-giant.js";
import { putSpellCopy } from "../spells/spell-copies.js";
import type { Resolvable } from "../spells/resolve.js";
import type { CardObject, GameEvent, GameState, PendingTrigger, PlayerId } from "../game/types.js";

/** 502.44a: an epic spell resolving (not a copy made by epic, which has no epic ability): its controller can't play spells from now on, and its delayed ability starts. */
export function epicResolves(g: Game, spell: Readonly<CardObject>): void {
  const s = g.s;
  if (spell.exceptEpic || !hasKeyword(s, spell, "epic")) return;
  player(s, spell.controller).epic = true;
  const { id: _id, zone: _zone, ...kept } = spell;
  (s.epics ??= []).push({ controller: spell.controller, source: lastKnown(s, spell as CardObject), spell: kept });
  emit(g, {
    type: "epic",
    text: `${playerName(s, spell.controller)} can't play spells for the rest of the game; at the beginning of each of his or her upkeeps, ${spell.card} is copied (epic, 502.44a).`,
    data: { player: spell.controller, card: spell.card },
  });
}

/** 502.44b: why the player can't play a spell now, if epic stops him or her. */
export function epicProblem(s: GameState, who: PlayerId): string | null {
  return player(s, who).epic ? "502.44b: a spell with epic you controlled has resolved: you can't play spells for the rest of the game" : null;
}

/** The delayed triggered abilities of epic: at the beginning of each upkeep of their controller (a team's in Two-Headed Giant, 606.6a). */
export function epicTriggers(s: GameState, e: GameEvent): Omit<PendingTrigger, "id" | "ordered">[] {
  if (e.type !== "step" || e.data.step !== "upkeep" || !s.epics) return [];
  return s.epics.flatMap((epic, index) => {
    if (!actAsOne(s, epic.controller, e.data.active as PlayerId) || player(s, epic.controller).outcome !== "playing") return [];
    const name = epic.spell.card;
    const retarget = epic.spell.targets?.length ? " You may choose new targets for the copy." : "";
    const text = `At the beginning of your upkeep, copy ${name} except for its epic ability.${retarget} (epic, 502.44a)`;
    return [{ controller: epic.controller, source: epic.source, text, specs: [], effects: [{ do: "copyEpicSpell", epic: index }] }];
  });
}

/** The delayed ability resolving: a copy of the epic spell (without epic) is put onto the stack, its new targets chosen (415.7). */
export function copyEpicSpell(g: Game, r: Resolvable, index: number): boolean {
  const epic = g.s.epics![index]!;
  return putSpellCopy(g, r, { ...epic.spell, exceptEpic: true }, `${epic.spell.card}'s epic ability`);
}
