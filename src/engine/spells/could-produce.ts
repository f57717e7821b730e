// 406.1: "Add to your mana pool one mana of any color that a land an opponent controls could
// produce" (Fellwar Stone) and "... any color a basic land you control could produce" (Star
// Compass) are read as the ability is played: the colors the mana abilities of those lands
// could add now. As the cards' rulings say, the lands' costs aren't checked (a tapped land
// still "could produce" its mana) and colorless isn't a color; with no color, the ability adds
// no mana. A land whose own ability says "could produce" is asked in turn, but a land (or
// source) already being asked counts for nothing, so two such abilities looking at each other
// don't loop: they make only the colors something else gives them.
import type { Ability, Effect } from "../../cards/language.js";
import { characteristics } from "../effects/characteristics.js";
import { controllerOf } from "../effects/control.js";
import { chosenColorManaNow } from "./chosen-color-mana.js";
import { imprintedManaNow } from "../effects/imprint.js";
import { permanents } from "../game/game.js";
import type { CardObject, GameState, ObjectId } from "../game/types.js";
import { inRange } from "../multiplayer/multiplayer.js";

type Lands = "opponents" | "basicYours";
const COLORS = "WUBRG";

/** The ability as it would be played now: "could produce" becomes one mana of a choice among those colors, one color, or nothing. */
const variants = new WeakMap<Ability, Map<string, Ability>>();
export function couldProduceNow(s: GameState, o: Readonly<CardObject>, a: Ability): Ability {
  if (a.kind !== "mana" || !a.effects.some((e) => e.do === "addManaLandsCouldProduce")) return a;
  const keys = a.effects.map((e) => (e.do === "addManaLandsCouldProduce" ? colorsOfLands(s, o, e.lands, new Set([o.id])) : ""));
  const key = keys.join("|");
  let byKey = variants.get(a);
  if (!byKey) variants.set(a, (byKey = new Map()));
  let v = byKey.get(key);
  if (!v) {
    const effects = a.effects.flatMap((e, i): Effect[] => {
      if (e.do !== "addManaLandsCouldProduce") return [e];
      const colors = keys[i]!;
      return colors.length === 0 ? [] : colors.length === 1 ? [{ do: "addMana", mana: colors }] : [{ do: "addManaOfChoice", mana: colors }];
    });
    byKey.set(key, (v = { ...a, effects }));
  }
  return v;
}

/** The colors (in WUBRG order) that the lands `lands` of `o`'s controller names could produce, not asking the sources in `asking`. */
function colorsOfLands(s: GameState, o: Readonly<CardObject>, lands: Lands, asking: Set<ObjectId>): string {
  const you = controllerOf(s, o);
  const found = new Set<string>();
  for (const land of permanents(s)) {
    if (asking.has(land.id)) continue;
    const c = characteristics(s, land);
    if (!c.types.includes("land")) continue;
    const who = controllerOf(s, land);
    // "an opponent": an opponent within range of influence (601.2); "you control": the ability's controller.
    if (lands === "opponents" ? who === you || !inRange(s, you, who) : who !== you || !c.supertypes.includes("basic")) continue;
    for (const ability of c.abilities) for (const color of colorsOfAbility(s, land, ability, asking)) found.add(color);
  }
  return [...COLORS].filter((x) => found.has(x)).join("");
}

/** The colors one mana ability of `land` could add, whatever its cost. */
function colorsOfAbility(s: GameState, land: Readonly<CardObject>, printed: Ability, asking: Set<ObjectId>): string[] {
  if (printed.kind !== "mana") return [];
  const a = chosenColorManaNow(land, imprintedManaNow(s, land, printed));
  return a.effects.flatMap((e) => {
    switch (e.do) {
      case "addMana":
        return [...e.mana, ...(e.instead?.mana ?? "")].filter((x) => COLORS.includes(x));
      case "addManaOfChoice":
        return [...e.mana].filter((x) => COLORS.includes(x));
      case "addManaLandsCouldProduce":
        return [...colorsOfLands(s, land, e.lands, new Set([...asking, land.id]))];
      default:
        return [];
    }
  });
}
