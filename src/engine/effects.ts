// One-shot and continuous effects (416–418) as the card language describes them. Each
// returns true when done, or false when it has set a pending decision and must wait.
import type { Effect } from "../cards/language.js";
import { getCard } from "../cards/registry.js";
import { emit, player, newTimestamp, type Game } from "./game.js";
import { describeTarget } from "./combat.js";
import { isLegalTarget } from "./targets.js";
import type { CardObject, PlayerId, Target } from "./types.js";
import { discard, draw, lastKnown } from "./zones.js";

export function runEffect(g: Game, spell: CardObject, e: Effect): boolean {
  const s = g.s;
  switch (e.do) {
    case "damage": {
      const t = legalTarget(g, spell, e.to.target);
      if (!t) return true;
      if ("player" in t) player(s, t.player).life -= e.amount;
      else (s.objects[t.object] as CardObject).damage += e.amount;
      emit(g, { type: "damage", text: `${spell.card} deals ${e.amount} damage to ${describeTarget(s, t)}.`, data: { source: spell.id, to: t, amount: e.amount } });
      return true;
    }
    case "gainLife": {
      const who = playerRef(g, spell, e.player);
      if (!who) return true;
      const p = player(s, who);
      p.life += e.amount;
      emit(g, { type: "gainLife", text: `${p.name} gains ${e.amount} life.`, data: { player: who, amount: e.amount, life: p.life } });
      return true;
    }
    case "draw": {
      const who = playerRef(g, spell, e.player);
      if (who) draw(g, who, e.amount);
      return true;
    }
    case "discard": {
      const who = playerRef(g, spell, e.player);
      if (!who) return true;
      const hand = player(s, who).hand;
      if (hand.length <= e.amount) {
        for (const id of [...hand]) discard(g, id);
        return true;
      }
      s.pending = { kind: "discard", player: who, count: e.amount, reason: "effect" };
      return false;
    }
    case "modifyPT": {
      const t = e.object === "self" ? { object: spell.id } : legalTarget(g, spell, e.object.target);
      if (!t || !("object" in t)) return true;
      s.effects.push({
        id: s.nextEffectId++,
        timestamp: newTimestamp(s),
        layer: 6,
        sublayer: "c",
        affects: [t.object],
        modification: { kind: "modifyPT", power: e.power, toughness: e.toughness },
        duration: e.duration,
        source: lastKnown(s, spell),
      });
      const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
      emit(g, { type: "modifyPT", text: `${describeTarget(s, t)} gets ${sign(e.power)}/${sign(e.toughness)} until end of turn.`, data: { object: t.object, power: e.power, toughness: e.toughness } });
      return true;
    }
    case "addMana": {
      const p = player(s, spell.controller);
      for (const m of e.mana) p.manaPool[m as keyof typeof p.manaPool]++;
      return true;
    }
  }
}

/** A target of the spell if it is still legal (415.?: illegal targets are unaffected). */
function legalTarget(g: Game, spell: CardObject, index: number): Target | null {
  const t = spell.targets?.[index];
  const spec = getCard(spell.card).spell?.targets[index];
  return t && spec && isLegalTarget(g.s, spec, t) ? t : null;
}

function playerRef(g: Game, spell: CardObject, ref: "you" | { target: number }): PlayerId | null {
  if (ref === "you") return spell.controller;
  const t = legalTarget(g, spell, ref.target);
  return t && "player" in t ? t.player : null;
}

