// 419.6c: redirection effects replace damage that would be dealt to one creature or player with
// the same damage dealt to another: "The next 1 damage that would be dealt to ~ this turn is dealt
// to target creature instead" (Zealous Inquisitor), "All damage that would be dealt to target
// creature this turn by a source of your choice is dealt to ~ instead" (Oracle's Attendants, the
// source chosen as the ability resolves: source-shields.ts). They last until end of turn (cleared
// at cleanup, 314.2). If the creature or player the damage would be redirected to has left the
// game, or the creature has left play or is no longer a creature, the effect does nothing. A
// redirection passes through the replacement machinery (replacement.ts): with other effects on
// the same damage the affected player chooses the order (419.9), and each applies to an event at
// most once (419.6a), so damage redirected back and forth stops.
import type { Effect } from "../../cards/language.js";
import { emit, nameOf, newTimestamp, player, type Game } from "../game/game.js";
import { describeTarget } from "../combat/combat.js";
import { characteristics } from "./characteristics.js";
import { protectedFrom, type Qualities } from "../keywords/protection.js";
import { askSource } from "./source-shields.js";
import { sameTarget } from "../spells/targets.js";
import type { Resolvable } from "../spells/resolve.js";
import type { CardObject, GameState, ReplaceableEvent, Replacing, Target } from "../game/types.js";

type Redirect = Extract<Effect, { do: "redirectDamage" }>;
type Damage = Extract<ReplaceableEvent, { kind: "damage" }>;
type Redirection = NonNullable<GameState["redirections"]>[number];

/** As the effect resolves: the creature whose damage is redirected (none: damage to anyone) and the new recipient (`resolve` gives each as it stands: a legal target, this permanent in play, or none). */
export function redirectDamage(g: Game, r: Resolvable, e: Redirect, resolve: (ref: NonNullable<Redirect["from"]>) => Target | null): boolean {
  const from = e.from === undefined ? undefined : resolve(e.from);
  const to = resolve(e.to);
  if (from === null || !to) return true; // 419.6c: the creature it would be dealt to instead is gone
  if (e.chosenSource) return askSource(g, r, { do: "shieldFromChosenSource", to: "you" }, { ...(from ? { from } : {}), to, ...(e.nextTime ? { once: true as const } : {}) });
  if (!from) return true;
  addRedirection(g, { from, to, source: r.name, ...(e.amount ? { amount: e.amount } : {}) });
  return true;
}

export function addRedirection(g: Game, x: Omit<Redirection, "id">): void {
  const s = g.s;
  s.redirections = [...(s.redirections ?? []), { id: newTimestamp(s), ...x }];
  const what = x.amount ? `The next ${x.amount} damage` : x.once ? "The next damage" : "All damage";
  const by = x.by ? ` by ${nameOf(s.objects[x.by] as CardObject)}` : "";
  const dealt = x.from ? ` to ${describeTarget(s, x.from)}` : "";
  emit(g, { type: "redirection", text: `${what} that would be dealt${dealt}${by} this turn will be dealt to ${describeTarget(s, x.to)} instead (${x.source}, 419.6c).`, data: { ...(x.from ? { from: x.from } : {}), to: x.to, ...(x.by ? { by: x.by } : {}), ...(x.amount ? { amount: x.amount } : {}), ...(x.once ? { once: true } : {}) } });
}

/** 419.6c: the creature or player is still there to be dealt the damage. */
function present(s: GameState, t: Target): boolean {
  if ("player" in t) return player(s, t.player).outcome === "playing";
  const o = s.objects[t.object];
  return o?.kind === "card" && o.zone === "play" && characteristics(s, o).types.includes("creature");
}

/** A "next time" redirection not yet used, or used by the damage being dealt at this very time (the same object resolving). */
const unspent = (s: GameState, x: Redirection) => x.spentIn === undefined || (x.spentIn !== null && x.spentIn === s.resolving?.object);

/** The redirections that would apply to this damage now. */
export function redirectionsFor(s: GameState, d: Damage): Redirection[] {
  return (s.redirections ?? []).filter((x) => (x.from === undefined || sameTarget(x.from, d.to)) && (x.by === undefined || x.by === d.source.id) && present(s, x.to) && unspent(s, x));
}

/**
 * Redirects the damage (all of it, or the next N of it: the rest stays with the first recipient
 * and the part redirected follows as its own event, 419.6c). Damage redirected to a creature with
 * protection from its source is prevented (502.7).
 */
export function applyRedirection(g: Game, r: Replacing, id: number, applied: string): void {
  const s = g.s;
  const d = r.event as Damage;
  const x = s.redirections!.find((y) => y.id === id)!;
  const moved = x.amount === undefined ? d.amount : Math.min(x.amount, d.amount);
  // "The next time": this event of damage uses it up, with the rest of what the source deals at the same time.
  if (x.once && x.spentIn === undefined) x.spentIn = s.resolving?.object ?? null;
  if (x.amount !== undefined) {
    x.amount -= moved;
    s.redirections = s.redirections!.filter((y) => y.amount === undefined || y.amount > 0);
    if (s.redirections.length === 0) delete s.redirections;
  }
  emit(g, { type: "replaced", text: `${x.source}: ${moved} of the damage ${d.source.name} would deal to ${describeTarget(s, d.to)} is dealt to ${describeTarget(s, x.to)} instead (419.6c).`, data: { replacement: applied, from: d.to, to: x.to, amount: moved } });
  const redirected: Damage = { ...d, to: x.to, amount: moved, prevented: 0 };
  const o = "object" in x.to ? s.objects[x.to.object] : undefined;
  if (o?.kind === "card" && d.source.qualities && protectedFrom(s, o, d.source.qualities as Qualities)) {
    redirected.prevented = redirected.amount;
    redirected.amount = 0;
  }
  if (moved === d.amount) {
    r.event = redirected;
    return;
  }
  d.amount -= moved;
  r.follow = [...(r.follow ?? []), { event: redirected, applied: [...r.applied] }];
}
