// An object's characteristics as the game sees them now: the printed card, then the
// continuous effects in force applied in layer order and, within a layer, timestamp order
// (418.5). Never stored: always computed.
import { getCard, type CardInfo } from "../cards/registry.js";
import type { Ability, Restriction } from "../cards/language.js";
import type { CardObject, Color, ContinuousEffect, GameState, Keyword, ManaType, ObjectId } from "./types.js";

export interface Characteristics {
  name: string;
  colors: Color[];
  supertypes: string[];
  types: string[];
  subtypes: string[];
  power?: number;
  toughness?: number;
  keywords: Keyword[];
  restrictions: Restriction[];
  abilities: Ability[];
}

/** 212.6d(?): each basic land type has an intrinsic mana ability. */
const BASIC_LAND_MANA: Record<string, ManaType> = { Plains: "W", Island: "U", Swamp: "B", Mountain: "R", Forest: "G" };

const SUBLAYER_ORDER = ["a", "b", "c", "d", "e"];

export function characteristics(s: GameState, o: CardObject): Characteristics {
  const printed: CardInfo = getCard(o.card);
  const c: Characteristics = {
    name: printed.name,
    colors: [...printed.colors],
    supertypes: [...printed.supertypes],
    types: [...printed.types],
    subtypes: [...printed.subtypes],
    power: printed.power,
    toughness: printed.toughness,
    keywords: [...printed.keywords],
    restrictions: [...printed.restrictions],
    abilities: [...printed.abilities],
  };
  if (o.zone === "play") {
    for (const e of effectsOn(s, o.id)) applyEffect(c, e);
    for (const sub of c.subtypes) {
      const mana = BASIC_LAND_MANA[sub];
      if (mana && c.types.includes("land"))
        c.abilities.push({ kind: "mana", cost: { tap: true }, targets: [], effects: [{ do: "addMana", mana }], timing: "instant" });
    }
  }
  return c;
}

function effectsOn(s: GameState, id: ObjectId): ContinuousEffect[] {
  return s.effects
    .filter((e) => e.affects.includes(id))
    .sort(
      (a, b) =>
        a.layer - b.layer ||
        SUBLAYER_ORDER.indexOf(a.sublayer ?? "a") - SUBLAYER_ORDER.indexOf(b.sublayer ?? "a") ||
        a.timestamp - b.timestamp,
    );
}

function applyEffect(c: Characteristics, e: ContinuousEffect): void {
  const m = e.modification;
  switch (m.kind) {
    case "modifyPT":
      if (c.power !== undefined) c.power += m.power;
      if (c.toughness !== undefined) c.toughness += m.toughness;
      return;
    case "addKeyword":
      if (!c.keywords.includes(m.keyword)) c.keywords.push(m.keyword);
      return;
  }
}

export function isCreature(s: GameState, o: CardObject): boolean {
  return characteristics(s, o).types.includes("creature");
}

export function hasKeyword(s: GameState, o: CardObject, k: Keyword): boolean {
  return characteristics(s, o).keywords.includes(k);
}
