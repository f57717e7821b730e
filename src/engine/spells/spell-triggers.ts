// "Whenever a player plays a white spell", "Whenever you play an enchantment spell", "Whenever an
// opponent plays an artifact spell" (404.1): a spell triggers these once it has become played
// (409.1: its costs paid), seen as it is on the stack. "That player" is the spell's player.
import type { TriggeredAbility } from "../../cards/language.js";
import { characteristics } from "../effects/characteristics.js";
import { controllerOf } from "../effects/control.js";
import { opponents } from "../game/game.js";
import type { CardObject, GameState, PlayerId } from "../game/types.js";
import { inRange } from "../multiplayer/multiplayer.js";
import { watching } from "./watchers.js";
import { graveyardWatchers } from "./graveyard-triggers.js";
import { convertedManaCost } from "./targets.js";

type SpellPlayed = Extract<TriggeredAbility["trigger"], { on: "spellPlayed" }>;

/** The permanents' "whenever [a player] plays a [quality] spell" abilities this spell triggers. */
export function spellPlayedTriggers(s: GameState, spell: CardObject, by: PlayerId) {
  const watchers = [...watching(s, "spellPlayed"), ...graveyardWatchers(s, "spellPlayed")]; // 402.8g: and from graveyards
  if (watchers.length === 0) return [];
  const c = characteristics(s, spell);
  return watchers.flatMap(({ o, a }) => {
    const you = controllerOf(s, o);
    // 601.2: a player outside the watcher's range of influence plays no spell it sees.
    if (!inRange(s, you, by)) return [];
    if (a.trigger.on !== "spellPlayed") return [];
    const t = a.trigger as SpellPlayed;
    const whose = t.player === "any" || (t.player === "you" ? by === you : opponents(s, you).includes(by));
    return whose && spellMatches(c, t.spell, o.chosen) && costMatches(spell, t.spell) ? [{ o, a, player: by }] : [];
  });
}

/** `chosen`: the color chosen as the watching permanent came into play (419.1b), which "a spell of the chosen color" must have. */
function spellMatches(c: ReturnType<typeof characteristics>, f: SpellPlayed["spell"], chosen: string | undefined): boolean {
  if (f.colors && !f.colors.some((x) => c.colors.includes(x))) return false;
  if (f.chosenColor && !(chosen && (c.colors as readonly string[]).includes(chosen))) return false;
  if (f.multicolored && c.colors.length < 2) return false;
  if (f.supertypes && !f.supertypes.some((x) => c.supertypes.includes(x))) return false;
  if (f.types && !f.types.some((x) => c.types.includes(x))) return false;
  if (f.notTypes && f.notTypes.some((x) => c.types.includes(x))) return false;
  if (f.subtypes && !f.subtypes.some((x) => c.subtypes.includes(x))) return false;
  return true;
}

/** "with converted mana cost 3 or less / 6 or more": of the spell on the stack, X as announced (203.3). */
function costMatches(spell: CardObject, f: SpellPlayed["spell"]): boolean {
  if (f.convertedManaCostAtMost === undefined && f.convertedManaCostAtLeast === undefined) return true;
  const n = convertedManaCost(spell);
  return (f.convertedManaCostAtMost === undefined || n <= f.convertedManaCostAtMost) && (f.convertedManaCostAtLeast === undefined || n >= f.convertedManaCostAtLeast);
}
