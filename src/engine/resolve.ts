// Resolving spells and abilities (413) and countering (414). A spell whose targets have all
// become illegal is countered on resolution (413.2a); with some still legal, it does what
// it can to those (415.?). Resolution runs its effects in order and may stop at a choice
// (a player discarding cards), carrying on when the answer arrives (see `continueResolution`).
import { getCard } from "../cards/registry.js";
import { card, emit, obj, playerName, type Game } from "./game.js";
import { describeTarget } from "./combat.js";
import { runEffect } from "./effects.js";
import { isLegalTarget } from "./targets.js";
import type { CardObject, StackAbility } from "./types.js";
import { moveCard } from "./zones.js";

export function resolveTop(g: Game): void {
  const s = g.s;
  const id = s.stack[s.stack.length - 1]!;
  const top = obj(s, id);
  if (top.kind === "ability") return resolveAbility(g, top);
  const info = getCard(top.card);
  const specs = info.spell?.targets ?? [];
  const targets = top.targets ?? [];
  if (specs.length > 0 && targets.every((t, i) => !isLegalTarget(s, specs[i]!, t))) {
    moveCard(g, id, "graveyard");
    emit(g, { type: "countered", text: `${top.card} is countered on resolution: all its targets are illegal (413.2a).`, data: { object: id, rule: "413.2a" } });
    return givePriorityAfterResolution(g);
  }
  if (!info.spell) {
    // 413.2?: a permanent spell resolving comes into play under its controller's control.
    const permanent = moveCard(g, id, "play", top.controller);
    emit(g, {
      type: "comesIntoPlay",
      text: `${top.card} resolves and comes into play under ${playerName(s, top.controller)}'s control.`,
      data: { object: permanent.id, card: top.card, controller: top.controller },
    });
    return givePriorityAfterResolution(g);
  }
  emit(g, { type: "resolves", text: `${top.card} resolves.`, data: { object: id } });
  s.resolving = { object: id, step: 0 };
  continueResolution(g);
}

/** Runs the remaining effects of the resolving spell; stops if one waits for a decision. */
export function continueResolution(g: Game): void {
  const s = g.s;
  const r = s.resolving!;
  const spell = card(s, r.object);
  const effects = getCard(spell.card).spell!.effects;
  while (r.step < effects.length) {
    const done = runEffect(g, spell, effects[r.step]!);
    if (!done) return;
    r.step++;
  }
  s.resolving = null;
  // 413.2?: an instant or sorcery is put into its owner's graveyard as the last step of resolving.
  moveCard(g, spell.id, "graveyard");
  givePriorityAfterResolution(g);
}

/** Called when the decision a resolving effect waited for has been carried out. */
export function effectDecisionDone(g: Game): void {
  g.s.pending = null;
  g.s.resolving!.step++;
}

function resolveAbility(g: Game, ability: StackAbility): void {
  const s = g.s;
  const a = ability.ability;
  if ("combatDamage" in a) {
    // 310.?: all combat damage is dealt at once, by each source as it last existed.
    for (const d of a.combatDamage) {
      if ("player" in d.to) {
        const p = s.players.find((x) => x.id === (d.to as { player: string }).player)!;
        if (p.outcome !== "playing") continue;
        p.life -= d.amount;
      } else {
        const t = s.objects[d.to.object];
        if (!t || t.kind !== "card" || t.zone !== "play") continue;
        (t as CardObject).damage += d.amount;
      }
      emit(g, {
        type: "combatDamage",
        text: `${d.source.name} deals ${d.amount} combat damage to ${describeTarget(s, d.to)}.`,
        data: { source: d.source, to: d.to, amount: d.amount },
      });
    }
  }
  s.stack.pop();
  delete s.objects[ability.id];
  givePriorityAfterResolution(g);
}

/** 408.?: after a spell or ability resolves, the active player receives priority. */
function givePriorityAfterResolution(g: Game): void {
  g.s.priority = { player: g.s.turn.active, passes: 0 };
}
