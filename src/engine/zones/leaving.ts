// A player leaving a multiplayer game that goes on without him or her (600.4, 600.4a): all
// objects the player owns leave the game, spells and abilities he or she controls on the
// stack cease to exist (combat damage on the stack stays), and objects of other players he
// or she still controls are removed from the game. This happens at once, not as a
// state-based effect. A decision the player owed passes on: priority to the next player in
// turn order still in the game, a mulligan to the next player deciding, and so on.
import { removeObject } from "../game/clone.js";
import { controllerOf } from "../effects/control.js";
import { card, emit, player, type Game } from "../game/game.js";
import { emptyPool } from "../spells/mana.js";
import { nextMulliganDecision } from "../game/starting.js";
import type { GameState, ObjectId, PlayerId } from "../game/types.js";
import { moveCard } from "./zones.js";
import { withoutAffected } from "../effects/effect-list.js";

export function leaveGame(g: Game, id: PlayerId): void {
  const s = g.s;
  const p = player(s, id);
  forgetPass(s, s.priority, id);
  if (s.playing) forgetPass(s, s.playing.undo.priority, id);
  p.leftOnTurn = s.turn.number;
  if (s.turnMarkers) (s.departed ??= []).push(id); // 608.4d
  const gone = new Set<ObjectId>([...p.hand, ...p.graveyard]);
  for (const oid of [...s.play, ...s.stack, ...s.removed]) {
    const o = s.objects[oid]!;
    if (o.kind === "card" ? o.owner === id || (o.zone === "stack" && o.controller === id) : o.controller === id && !o.combatDamage) gone.add(oid);
  }
  p.library = [];
  p.hand = [];
  p.graveyard = [];
  s.play = s.play.filter((o) => !gone.has(o));
  s.stack = s.stack.filter((o) => !gone.has(o));
  s.removed = s.removed.filter((o) => !gone.has(o));
  for (const o of gone) removeObject(s, o);
  // Effects that applied only to objects that left don't apply to anything any more.
  s.effects = s.effects.filter((e) => !(e.affects.length > 0 && e.affects.every((a) => gone.has(a))));
  s.effects = withoutAffected(s.effects, (a) => gone.has(a));
  // Effects lasting as long as one of those objects remains tapped end with it.
  s.effects = s.effects.filter((e) => !((e.duration === "whileSourceTapped" || e.duration === "whileSourceInPlay") && gone.has(e.source.id)));
  // 600.4a: effects that give the player control of objects end; what he or she still controls is removed.
  s.effects = s.effects.filter((e) => !(e.layer === 2 && e.source.controller === id));
  const controlled = s.play.filter((o) => controllerOf(s, card(s, o)) === id);
  for (const o of controlled) moveCard(g, o, "removed");
  s.triggered = s.triggered.filter((t) => t.controller !== id);
  p.manaPool = emptyPool();
  emit(g, {
    type: "leavesGame",
    text: `${p.name} leaves the game (600.4a): ${gone.size === 1 ? "1 object" : `${gone.size} objects`} that ${p.name} owned, or controlled on the stack, leave it too.`,
    data: { player: id, objects: gone.size, removed: controlled },
  });
  passOnDecision(g, id);
}

/** A pass by a player who has left no longer counts among the passes in succession (408.2). */
function forgetPass(s: GameState, pr: { player: PlayerId; passes: number } | null, id: PlayerId): void {
  if (!pr) return;
  const circle = s.players.filter((x) => x.leftOnTurn === undefined || x.id === pr.player).map((x) => x.id);
  const h = circle.indexOf(pr.player);
  for (let k = 1; k <= pr.passes; k++) {
    if (circle[(h - k + circle.length) % circle.length] === id) {
      pr.passes -= 1;
      return;
    }
  }
}

/** What the player was doing or owed is over; the game carries on from where it is. */
function passOnDecision(g: Game, id: PlayerId): void {
  const s = g.s;
  if (s.resolving && !s.objects[s.resolving.object]) {
    // What was resolving ceased to exist, with what it asked of others (a discard, a payment, 414):
    // as after a resolution, the active player receives priority.
    s.resolving = null;
    if ((s.pending?.kind === "discard" && s.pending.reason === "effect") || s.pending?.kind === "unlessPays") s.pending = null;
    s.priority = { player: s.turn.active, passes: 0 };
  }
  if (s.playing && !s.objects[s.playing.object]) {
    // The spell or ability he or she was playing is gone; priority is where it was (and moves on).
    s.priority = s.playing.undo.priority;
    s.playing = null;
  }
  if (s.replacing && (s.pending?.player === id || (s.replacing.resumes === "resolution" && !s.resolving))) {
    // An event paused for a replacement choice (419.9) affected the player who left, or belonged
    // to what ceased to exist: it is over, and the resolution goes on with its next step.
    if (s.replacing.resumes === "resolution" && s.resolving) s.resolving.step++;
    delete s.replacing;
    if (s.pending?.kind === "replacement") s.pending = null;
  }
  const pending = s.pending;
  if (pending?.player !== id) return;
  s.pending = null;
  // Priority goes on to the next player (see flow.ts); a turn-based action (attackers, blockers,
  // damage division, cleanup discard) runs again without him or her.
  if (pending.kind === "mulligan" || pending.kind === "openingHand") nextMulliganDecision(g);
}
