// "Whenever enchanted land is tapped for mana, its controller adds {G}{G} to his or her mana
// pool." (Overgrowth): a triggered mana ability (406.1b): it triggers from a mana ability and
// adds mana, so it doesn't use the stack and resolves at once, right after the mana ability
// that triggered it (406.4, 411.3; engine/spells/mana-triggers.ts). "Its controller" is the
// player who tapped the land for mana: only a permanent's controller plays its mana abilities.
// "... adds {G} to his or her mana pool for each Elf in play" (Elvish Guidance) counts as the mana
// ability that sets it off is played; "... adds one mana of the chosen color" (Utopia Sprawl) reads
// the color chosen as the Aura came into play (419.1b). "Whenever a Forest is tapped for mana, its
// controller adds {G} ..." (Vernal Bloom) watches every land of that basic land type in play.
import type { Ability, Effect } from "../language.js";
import type { Part } from "./abilities.js";
import { alt, lazy, lit, map, syn, word, type Syntax } from "./syntax.js";
import { LAND_TYPES } from "./nouns.js";
import { manaSymbols } from "./effects.js";
import { counted } from "./draw-per-count.js";
import type { Filter } from "./nouns.js";

type Triggered = Extract<Ability, { kind: "triggered" }>;

type Added = { mana: string; each?: Filter } | { chosen: true };

/** What the trigger adds: set mana, "{G} ... for each Elf in play" (Elvish Guidance), "one mana of the chosen color" (Utopia Sprawl). */
const added: Syntax<Added> = alt<Added>(
  map(syn`adds ${manaSymbols} to his or her mana pool for each ${lazy(() => counted())}`, ([mana, each]) => ({ mana, each }), (a) => ("each" in a && a.each ? [a.mana, a.each] : undefined)),
  map(syn`adds ${manaSymbols} to his or her mana pool`, ([mana]) => ({ mana }), (a) => ("mana" in a && !("each" in a && a.each) ? [a.mana] : undefined)),
  map(lit("adds one mana of the chosen color to his or her mana pool"), () => ({ chosen: true }), (a) => ("chosen" in a ? null : undefined)),
);

/** The land the trigger watches: "enchanted land", "enchanted Forest" (Utopia Sprawl), or "a Forest" (Vernal Bloom: any land of that type, `landType`). */
type Watched = { forest: boolean } | { landType: string };
const watchedLand = alt<Watched>(
  word("enchanted land", { forest: false }),
  word("enchanted Forest", { forest: true }),
  ...LAND_TYPES.map((t) => word(`a ${t}`, { landType: t })),
);

export const manaTriggerLines: Syntax<Part> = map(
  syn`Whenever ${watchedLand} is tapped for mana, its controller ${added}.`,
  ([w, a]): Part => {
    const effect: Effect = "chosen" in a ? { do: "addManaOfChosenColor" } : a.each ? { do: "addMana", mana: a.mana, each: { perEach: 1, count: a.each } } : { do: "addMana", mana: a.mana };
    const trigger = "landType" in w ? { on: "tappedForMana", what: { landType: w.landType as "Forest" } } : { on: "tappedForMana", what: "enchanted", ...(w.forest ? { forest: true } : {}) };
    return { ability: { kind: "triggered", trigger, targets: [], effects: [effect] } as Triggered };
  },
  (p) => {
    if (!("ability" in p) || p.ability.kind !== "triggered" || p.ability.trigger.on !== "tappedForMana") return undefined;
    const [e, ...rest] = p.ability.effects;
    if (rest.length > 0 || p.ability.targets.length > 0 || p.ability.condition) return undefined;
    const t = p.ability.trigger;
    const forest: Watched = typeof t.what === "object" ? { landType: t.what.landType } : { forest: !!t.forest };
    if (e?.do === "addManaOfChosenColor") return [forest, { chosen: true }];
    if (e?.do !== "addMana" || e.instead || e.player) return undefined;
    if (!e.each) return [forest, { mana: e.mana }];
    return "perEach" in e.each && e.each.perEach === 1 && !("whose" in e.each && e.each.whose) ? [forest, { mana: e.mana, each: e.each.count as Filter }] : undefined;
  },
);
