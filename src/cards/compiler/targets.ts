// Targets as the text says them (409.1c): each word "target" in the order printed is one entry
// of an ability's `targets`; "it", "that creature" and "that player" refer to the last one.
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";

/**
 * Words that name what a trigger event was about, not a target: "that player" / "him or her"
 * (`"thatPlayer"`). Only a triggered ability whose event names one may say them (404.1), so
 * elsewhere "that player" is only ever the last target.
 */
export const EVENT_WORDS = ["thatPlayer", "thatCreature", "it:self", "itsController", "thatCreature:last", "thatLandsController"] as const;
export type EventWord = (typeof EVENT_WORDS)[number];
/** "it" meaning the ability's own source ("Whenever ~ attacks, it gets +2/+0"): read as "it:self", it is `"self"`; "its controller" of an attached creature's trigger and "that land's controller" of a land's are the player the event names. */
/** "thatCreature:last": a permanent a leaves-play trigger names, read only for what it was as it left ("that creature's toughness", Proper Burial). */
const MEANS: Record<EventWord, string> = { thatPlayer: "thatPlayer", thatCreature: "thatCreature", "it:self": "self", itsController: "thatPlayer", "thatCreature:last": "thatCreature", thatLandsController: "thatPlayer" };

/**
 * Effects with their target words read inline -> `targets` and effects that refer to them by
 * number; `events`: the event words the ability may say. An event word is read only before any
 * word "target": after one, "it" and "that player" are the last target (409.1c).
 */
export function lift(clauses: Clause[], events: readonly EventWord[] = []): { targets: TargetSpec[]; effects: unknown[] } | undefined {
  const targets: TargetSpec[] = [];
  let broken = false;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v === "string" && (EVENT_WORDS as readonly string[]).includes(v)) {
      if (!events.includes(v as EventWord) || targets.length > 0) broken = true;
      return MEANS[v as EventWord];
    }
    if (!v || typeof v !== "object" || granted(v)) return v;
    if ("target" in v && Object.keys(v).length === 1) {
      const t = (v as { target: TargetSpec | "it" }).target;
      if (t === "it") {
        // With no target named before, "it" / "that creature" / "that player" is no target: it can
        // only be what a trigger's event names, read as the event words above (404.1).
        if (targets.length === 0) broken = true;
        return { target: targets.length - 1 };
      }
      targets.push(t);
      return { target: targets.length - 1 };
    }
    // "it deals 4 damage": the word for the source is read, and the source is the ability's own (`itDeals`).
    return Object.fromEntries(inTextOrder(v).map(([k, x]) => [k, walk(x)]).filter(([k]) => k !== "itDeals"));
  };
  const effects = clauses.map(walk);
  return broken ? undefined : { targets, effects };
}

/** A trigger whose event names a land's controller says "that land's controller", not "that player" (Zo-Zu the Punisher): the definition's player said as the ability may say it. */
export function said(clauses: Clause[], events: readonly EventWord[]): Clause[] {
  if (events.includes("thatPlayer") || !events.includes("thatLandsController")) return clauses;
  const walk = (v: unknown): unknown => (v === "thatPlayer" ? "thatLandsController" : Array.isArray(v) ? v.map(walk) : v && typeof v === "object" ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)])) : v);
  return clauses.map(walk) as Clause[];
}

/** The other way: effects that refer to targets by number -> target words inline, "it" for the last one named again. */
export function lower(targets: TargetSpec[], effects: unknown[]): Clause[] | undefined {
  let named = -1;
  let broken = false;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== "object" || granted(v)) return v;
    if ("target" in v && Object.keys(v).length === 1 && typeof (v as { target: unknown }).target === "number") {
      const n = (v as { target: number }).target;
      if (n === named) return { target: "it" };
      if (n !== named + 1 || !targets[n]) broken = true;
      named = n;
      return { target: targets[n] };
    }
    return Object.fromEntries(inTextOrder(v).map(([k, x]) => [k, walk(x)]));
  };
  const clauses = effects.map(walk) as Clause[];
  return broken || named !== targets.length - 1 ? undefined : clauses;
}

/** A granted ability ('gain "{T}: Counter target spell."', quoted-grants.ts) has its own targets, already lifted: not the effect's. */
const granted = (v: object): boolean => (v as { kind?: unknown }).kind === "addAbility";

/**
 * An object's entries in the order its words are printed: "[otherwise]. If ..., [effects] instead."
 * (instead-if.ts) names its targets in `otherwise` first; a P/T change names its object first
 * ("Target creature gets +X/+0 ..., where X is its power": Wine of Blood and Iron), whatever the
 * language's order of its keys.
 */
function inTextOrder(v: object): [string, unknown][] {
  const entries = Object.entries(v);
  if ((v as { do?: unknown }).do === "modifyPT") {
    const at = entries.findIndex(([k]) => k === "object");
    if (at > 0) return [entries[at]!, ...entries.slice(0, at), ...entries.slice(at + 1)];
  }
  const o = entries.findIndex(([k]) => k === "otherwise");
  const e = entries.findIndex(([k]) => k === "effects");
  if (o < 0 || e < 0 || o < e) return entries;
  return [...entries.slice(0, e), entries[o]!, ...entries.slice(e, o), ...entries.slice(o + 1)];
}
