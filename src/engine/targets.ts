// Targets (415): what each kind of target may be, the legal choices when a spell or ability
// is played (409.1c), and whether a target is still legal when it resolves (413.2a).
import { controllerOf } from "./control.js";
import type { ObjectFilter, TargetSpec } from "../cards/language.js";
import { characteristics } from "./characteristics.js";
import { inGame, opponents, permanents, player } from "./game.js";
import { inRange } from "./multiplayer.js";
import type { CardObject, GameState, PlayerId, Target } from "./types.js";

/** Whether a permanent matches a filter, from the point of view of `viewer` ("you"). */
export function matchesFilter(s: GameState, o: CardObject, f: ObjectFilter | undefined, viewer: PlayerId): boolean {
  if (!f) return true;
  const c = characteristics(s, o);
  if (f.types && !f.types.some((t) => c.types.includes(t))) return false;
  if (f.notTypes && f.notTypes.some((t) => c.types.includes(t))) return false;
  if (f.subtypes && !f.subtypes.some((t) => c.subtypes.includes(t))) return false;
  if (f.supertypes && !f.supertypes.some((t) => c.supertypes.includes(t))) return false;
  const controller = f.controller ? controllerOf(s, o) : undefined;
  if (f.controller === "you" && controller !== viewer) return false;
  if (f.controller === "opponent" && !opponents(s, viewer).includes(controller!)) return false;
  if (f.tapped !== undefined && o.tapped !== f.tapped) return false;
  return true;
}

const KIND_TYPES: Record<TargetSpec["kind"], string[] | null> = {
  player: null,
  creature: ["creature"],
  creatureOrPlayer: ["creature"],
  permanent: [],
  cardInYourGraveyard: null,
};

export function isLegalTarget(s: GameState, spec: TargetSpec, t: Target, controller: PlayerId): boolean {
  if ("player" in t) {
    if (spec.kind !== "player" && spec.kind !== "creatureOrPlayer") return false;
    if (spec.opponent && !opponents(s, controller).includes(t.player)) return false;
    if (spec.teammate && (t.player === controller || player(s, t.player).team !== player(s, controller).team)) return false;
    return inGame(s).some((p) => p.id === t.player) && inRange(s, controller, t.player); // 601.4
  }
  if (spec.kind === "cardInYourGraveyard") return cardInGraveyardIsLegal(s, spec, t.object, controller);
  const types = KIND_TYPES[spec.kind];
  if (!types) return false;
  const o = s.objects[t.object];
  if (!o || o.kind !== "card" || o.zone !== "play") return false;
  if (!inRange(s, controller, controllerOf(s, o))) return false; // 601.2d, 601.4
  if (types.length && !types.some((ty) => characteristics(s, o).types.includes(ty))) return false;
  return matchesFilter(s, o, spec.filter, controller);
}

/** A card in the graveyard of the player choosing, with the filter's printed card types. */
function cardInGraveyardIsLegal(s: GameState, spec: TargetSpec, id: string, controller: PlayerId): boolean {
  const o = s.objects[id];
  if (!o || o.kind !== "card" || o.zone !== "graveyard" || o.owner !== controller) return false;
  const types = characteristics(s, o).types;
  return !spec.filter?.types || spec.filter.types.some((t) => types.includes(t));
}

export function targetCandidates(s: GameState, spec: TargetSpec, controller: PlayerId): Target[] {
  if (spec.kind === "cardInYourGraveyard")
    return player(s, controller).graveyard.filter((id) => cardInGraveyardIsLegal(s, spec, id, controller)).map((object) => ({ object }));
  const players: Target[] =
    spec.kind === "player" || spec.kind === "creatureOrPlayer"
      ? inGame(s).map((p): Target => ({ player: p.id })).filter((t) => isLegalTarget(s, spec, t, controller))
      : [];
  const objects: Target[] =
    spec.kind === "player" ? [] : permanents(s).map((o): Target => ({ object: o.id })).filter((t) => isLegalTarget(s, spec, t, controller));
  return [...players, ...objects];
}

/** Every complete choice of targets, one per target spec (bounded for the option list). */
export function targetChoices(s: GameState, specs: TargetSpec[], controller: PlayerId, limit = 200): Target[][] {
  let out: Target[][] = [[]];
  for (const spec of specs) {
    const next: Target[][] = [];
    for (const partial of out) for (const t of targetCandidates(s, spec, controller)) if (next.length < limit) next.push([...partial, t]);
    out = next;
  }
  return out;
}

export function describeSpec(spec: TargetSpec): string {
  if (spec.kind === "cardInYourGraveyard") return `${spec.filter?.types?.join(" or ") ?? ""} card in your graveyard`.trim();
  const base = spec.kind === "creatureOrPlayer" ? "creature or player" : spec.opponent ? "opponent" : spec.kind;
  const f = spec.filter;
  const words = [f?.tapped === true ? "tapped" : f?.tapped === false ? "untapped" : "", f?.subtypes?.join(" or ") ?? "", f?.types?.join(" or ") ?? base];
  const whose = f?.controller === "you" ? " you control" : f?.controller === "opponent" ? " an opponent controls" : "";
  return words.filter(Boolean).join(" ") + whose;
}

export function sameTarget(a: Target, b: Target): boolean {
  return "player" in a ? "player" in b && a.player === b.player : "object" in b && a.object === b.object;
}
