// 419.7: prevention effects that prevent all damage of a kind for the rest of the turn —
// "Prevent all combat damage that would be dealt this turn" (Holy Day), "... dealt by creatures"
// (Ethereal Haze), "... damage target creature would deal" (Chain of Silence), "... dealt to
// target legendary creature" (Kitsune Healer), "... dealt to and dealt by [it]". Unlike a shield
// (damage.ts) nothing is used up: each applies to every damage event it matches until the
// cleanup step (314.2). They pass through the replacement machinery (replacement.ts), so with
// other replacement effects on the same event the affected player chooses the order (419.9).
import type { Effect, ObjectFilter } from "../../cards/language.js";
import { emit, type Game } from "../game/game.js";
import type { GameState, ObjectId, PlayerId, ReplaceableEvent, Target } from "../game/types.js";
import { matchesFilter, sameTarget } from "../spells/targets.js";
import { targetStillLegal } from "../spells/resolution-targets.js";
import type { Resolvable } from "../spells/resolve.js";
import { characteristicsMatch, type Characteristics } from "./characteristics.js";
import { describeTarget } from "../combat/combat.js";
import { rewardFor } from "./prevented-this-way.js";

type PreventAll = Extract<Effect, { do: "preventAll" }>;
type Prevention = NonNullable<GameState["preventions"]>[number];
type Damage = Extract<ReplaceableEvent, { kind: "damage" }>;

/** The object an effect's reference stands for now: the ability's source in play, or a target still legal. */
function objectOf(g: Game, r: Resolvable, ref: "self" | { target: number }): ObjectId | null {
  const s = g.s;
  if (ref === "self") {
    const o = s.objects[r.source];
    return o?.kind === "card" && o.zone === "play" ? o.id : null;
  }
  const t = targetStillLegal(s, r, ref.target);
  return t && "object" in t ? t.object : null;
}

/** The effect begins as it resolves; a reference to a target that is no longer legal (413.2a) or a source gone makes it do nothing. */
export function addPrevention(g: Game, r: Resolvable, e: PreventAll): void {
  const s = g.s;
  let to: Prevention["to"];
  if (e.to === "players") to = "players";
  else if (e.to === "self") {
    const id = objectOf(g, r, "self");
    if (!id) return;
    to = { object: id };
  } else if (e.to) {
    const t = targetStillLegal(s, r, e.to.target);
    if (!t) return;
    to = t;
  }
  let by: Prevention["by"];
  if (e.by && typeof e.by === "object" && "filter" in e.by) by = { filter: e.by.filter, viewer: r.controller };
  else if (e.by) {
    const id = objectOf(g, r, e.by);
    if (!id) return;
    by = { object: id };
  }
  const reward = rewardFor(e.perPrevented, r.controller, to);
  s.preventions = [...(s.preventions ?? []), { id: s.nextEffectId++, source: r.name, ...(e.combat ? { combat: true as const } : {}), ...(to ? { to } : {}), ...(by ? { by } : {}), ...(reward ? { reward } : {}) }];
  const what = `${e.combat ? "combat " : ""}damage`;
  const toText = to === "players" ? " to players" : to ? ` to ${describeTarget(s, to)}` : "";
  const byText = !by ? "" : "object" in by ? ` by ${describeTarget(s, by)}` : " by the sources it names";
  emit(g, { type: "prevention", text: `All ${what} that would be dealt${toText}${byText} this turn will be prevented (${r.name}, 419.7).`, data: { source: r.source, ...(to ? { to } : {}), ...(by && "object" in by ? { by: by.object } : {}) } });
}

/** Whether the source of the damage matches a filter: as it is now, or as it last existed (its qualities then). */
export function sourceMatches(s: GameState, d: Damage, filter: ObjectFilter, viewer: PlayerId): boolean {
  const o = s.objects[d.source.id];
  if (o?.kind === "card" && (o.zone === "play" || o.zone === "stack")) return matchesFilter(s, o, filter, viewer);
  if (filter.controller || filter.tapped !== undefined || filter.keywords || filter.notKeywords || filter.supertypes) return false;
  const q = d.source.qualities ?? { colors: [], types: [], subtypes: [] };
  return characteristicsMatch({ ...q, supertypes: [], keywords: [] } as unknown as Characteristics, filter);
}

function applies(s: GameState, p: Prevention, d: Damage): boolean {
  if (p.combat && !d.combat) return false;
  if (p.to === "players" ? !("player" in d.to) : p.to && !sameTarget(p.to as Target, d.to)) return false;
  if (p.by && ("object" in p.by ? p.by.object !== d.source.id : !sourceMatches(s, d, p.by.filter, p.by.viewer))) return false;
  return true;
}

/** The prevention effects that apply to this damage. */
export function preventionsFor(s: GameState, d: Damage): Prevention[] {
  return (s.preventions ?? []).filter((p) => applies(s, p, d));
}
