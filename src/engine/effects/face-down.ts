// 504: face-down spells and permanents. A face-down object's characteristics are those of a
// 2/2 creature with no name, no mana cost, no color, no subtypes and no text; these are its
// copiable values (applied like a copy effect in layer 1, 418.5a), so other effects still
// apply on top of them (an anthem makes it 3/3). Its controller may look at it; no one else
// may (504.? (?)): the view and the log name it "a face-down creature".
import type { CardInfo } from "../../cards/registry.js";
import { parseCost } from "../spells/mana.js";
import { NO_ABILITIES } from "../../cards/no-abilities.js";

/** The registry's key for the face-down values (copiableName, getCard): no card's name. */
export const FACE_DOWN_KEY = "(face down)";

/** How the log and every other player name a face-down spell or permanent. */
export const FACE_DOWN_NAME = "a face-down creature";

/** 502.26a, 504: the values a face-down object has instead of its card's. */
export const FACE_DOWN: CardInfo = Object.freeze({
  name: "",
  set: "",
  manaCost: "",
  cost: parseCost(""),
  colors: [],
  typeLine: "Creature",
  supertypes: [],
  types: ["creature"],
  subtypes: [],
  power: 2,
  toughness: 2,
  convertedManaCost: 0,
  printedText: "",
  ...NO_ABILITIES,
}) as CardInfo;
