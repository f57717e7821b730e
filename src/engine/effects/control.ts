// Control (418.5 layer 2). An object's stored `controller` is the player under whose control
// it was put onto the stack or into play; control-changing effects — from resolved spells and
// abilities (Threaten) and from static abilities (Confiscate) — apply over it in timestamp
// order, the latest winning. Every read of a permanent's controller goes through `controllerOf`.
// Each permanent keeps a note of who controls it and since which turn, updated when control
// changes: summoning sickness (212.3d) and removal from combat follow it.
import { anyControlEffect, controlNoted, controlStatic, staticSources } from "./characteristics.js";
import { changeCard, emit, nameOf, player, playerName, type Game } from "../game/game.js";
import { removeFromCombat } from "../combat/combat.js";
import { isActive } from "../multiplayer/two-headed-giant.js";
import type { CardObject, GameState, ObjectId, PlayerId } from "../game/types.js";

export function controllerOf(s: GameState, o: CardObject): PlayerId {
  if (o.zone !== "play" || !anyControlEffect(s)) return o.controller;
  return controllerThrough(s, o, new Set());
}


function controllerThrough(s: GameState, o: CardObject, seen: Set<ObjectId>): PlayerId {
  let who = o.controller;
  let latest = -1;
  for (const e of s.effects) {
    if (e.layer === 2 && e.timestamp > latest && e.affects.includes(o.id)) [who, latest] = [e.source.controller, e.timestamp];
  }
  // A static control effect ("You control enchanted permanent") gives control to its source's
  // controller. Two such Auras on each other would loop: the inner one is then not applied.
  seen.add(o.id);
  for (const id of staticSources(s)) {
    const source = s.objects[id] as CardObject;
    if (source.attachedTo !== o.id || seen.has(id) || source.timestamp < latest) continue;
    if (controlStatic(source)) [who, latest] = [controllerThrough(s, source, seen), source.timestamp];
  }
  seen.delete(o.id);
  return who;
}

/** The turn number on which the player's most recent turn began (0: none yet). */
export function mostRecentTurn(s: GameState, who: PlayerId): number {
  return isActive(s, who) ? s.turn.number : (player(s, who).turnBegan ?? 0); // 606.6a: a team's turn
}

/**
 * Updates each permanent's control note where its controller has changed: it is under the new
 * controller's control from this turn on (212.3d), and it is removed from combat (306.2).
 */
export function noteControlChanges(g: Game): void {
  const s = g.s;
  if (!anyControlEffect(s) && !controlNoted(s)) return;
  for (const id of s.play) {
    const o = s.objects[id] as CardObject;
    const now = controllerOf(s, o);
    const noted = o.controlledBy ?? o.controller;
    if (now === noted) continue;
    const changed = changeCard(s, id);
    changed.controlledSince = s.turn.number;
    if (now === o.controller) delete changed.controlledBy;
    else changed.controlledBy = now;
    const removed = removeFromCombat(s, id);
    emit(g, {
      type: "controlChanges",
      text: `${playerName(s, now)} gains control of ${nameOf(o)}${removed ? "; it is removed from combat" : ""}.`,
      data: { object: id, controller: now, from: noted },
    });
  }
}
