// 410.10: "Some triggered abilities trigger when a game state (such as a player controlling no
// permanents of a particular card type) is true, rather than triggering when an event occurs.
// These abilities trigger as soon as the game state matches the condition ... A state-triggered
// ability doesn't trigger again until the ability has resolved, has been countered, or has
// otherwise left the stack." — "When you control no other creatures, sacrifice ~" (Emperor Crocodile),
// "When you have 30 or more life, flip ~" (Rune-Tail, Kitsune Ascendant), "When ~ has flying,
// flip it." (Student of Elements: its keywords as the layers make them, 418.5), "When ~ has twenty or
// more charge counters on it, you win the game." (Darksteel Reactor).
import type { Keyword, TriggeredAbility } from "../../cards/language.js";
import { characteristics } from "../effects/characteristics.js";
import { controllerOf } from "../effects/control.js";
import { permanents, player } from "../game/game.js";
import type { GameState, PendingTrigger } from "../game/types.js";
import { lastKnown } from "../zones/zones.js";
import { matchesFilter } from "./targets.js";
import { possessive } from "../view/wording.js";
import { mayWatch, watching } from "./watchers.js";

type ControlNoOther = Extract<TriggeredAbility["trigger"], { on: "youControlNoOther" | "youControlNone" }>;
type LifeAtLeast = Extract<TriggeredAbility["trigger"], { on: "youHaveLifeAtLeast" }>;
type HasKeyword = Extract<TriggeredAbility["trigger"], { on: "selfHasKeyword" }>;
type HasCounters = Extract<TriggeredAbility["trigger"], { on: "selfHasCounters" }>;

const STATE_KINDS = ["youControlNoOther", "youControlNone", "youHaveLifeAtLeast", "selfHasKeyword", "selfHasCounters"] as const;
/** Whether a permanent's card may have a state trigger (most games have none). */
export function mayStateTrigger(kinds: ReadonlySet<string>): boolean {
  return kinds.has("youControlNoOther") || kinds.has("youControlNone") || kinds.has("youHaveLifeAtLeast") || kinds.has("selfHasKeyword") || kinds.has("selfHasCounters");
}

/** The state triggers whose state now holds and that aren't already waiting or on the stack. */
export function stateTriggers(s: GameState): Omit<PendingTrigger, "id" | "ordered">[] {
  const out: Omit<PendingTrigger, "id" | "ordered">[] = [];
  // Most games have no such ability: the permanents' cards say so without reading the layers.
  const kinds = mayWatch(s);
  if (!mayStateTrigger(kinds)) return out;
  for (const { o, a } of STATE_KINDS.flatMap((k) => watching(s, k))) {
    const you = controllerOf(s, o);
    if (a.trigger.on === "youHaveLifeAtLeast") {
      if (player(s, you).life < (a.trigger as LifeAtLeast).life) continue;
    } else if (a.trigger.on === "selfHasCounters") {
      const { counter, atLeast } = a.trigger as HasCounters;
      if ((o.counters?.[counter] ?? 0) < atLeast) continue;
    } else if (a.trigger.on === "selfHasKeyword") {
      if (!characteristics(s, o).keywords.includes((a.trigger as HasKeyword).keyword as Keyword)) continue;
    } else {
      const { filter, on } = a.trigger as ControlNoOther;
      // "no other Islands" leaves the permanent itself out; "no Islands" counts it too.
      if (permanents(s).some((p) => (on === "youControlNone" || p.id !== o.id) && controllerOf(s, p) === you && matchesFilter(s, p, filter, you))) continue;
    }
    const text = a.text ?? `${possessive(o.card)} triggered ability`;
    const same = (x: { source: { id: string }; text: string }) => x.source.id === o.id && x.text === text;
    if (s.triggered.some(same) || s.stack.some((id) => { const x = s.objects[id]; return x?.kind === "ability" && same(x); })) continue;
    out.push({ controller: you, source: lastKnown(s, o), text, specs: a.targets, effects: a.effects });
  }
  return out;
}
