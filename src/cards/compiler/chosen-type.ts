// "Creatures of the type of your choice get +0/+4 until end of turn" (Defensive Maneuvers, Tribal
// Unity, Tribal Forcemage), "Untap all creatures of the type of your choice" (Riptide
// Chronologist): the clause as it would read of all creatures, its permanents narrowed to the
// creature type chosen as it resolves (`forChosenCreatureType`, engine/effects/creature-type-choice.ts).
// The phrase is read by reading the same sentence with "all creatures" in its place. "Each player
// chooses a creature type. Destroy all creatures that aren't of a type chosen this way." (Harsh
// Mercy): every player chooses, and the effects happen to the creatures of none of those types.
// "Choose a creature type. Reveal the top card of your library. If that card is a creature card of
// the chosen type, ..." (Bloodline Shaman and two more): the sentences after the choice, each
// process read whole, its cards narrowed to the type chosen.
import type { Clause } from "./effects.js";
import type { Syntax } from "./syntax.js";

const PHRASES: [said: string, readAs: string][] = [
  ["all creatures of the type of your choice", "all creatures"],
  ["creatures of the type of your choice", "all creatures"],
];
const ALL = { types: ["creature"] };
/** Whether an effect acts on all creatures (the filter the phrase stands for). */
const onAllCreatures = (c: Clause) => JSON.stringify((c as { filter?: unknown }).filter ?? (c.object as { all?: unknown } | undefined)?.all) === JSON.stringify(ALL);

/** "Each player chooses a creature type. " and the phrase of the next sentence it narrows (Harsh Mercy). */
const EACH = "each player chooses a creature type. ";
const EACH_PHRASES: [said: string, readAs: string, except: boolean][] = [
  ["all creatures that aren't of a type chosen this way", "all creatures", true],
  // "Each player returns all creature cards of a type chosen this way from his or her graveyard to play." (Patriarch's Bidding)
  ["all creature cards of a type chosen this way", "all creature cards", false],
];

/** "Each player chooses a creature type. Destroy all creatures that aren't of a type chosen this way. ...": the next sentence read with "all creatures", lowercased as a clause begins. */
function* eachChooses(inner: () => Syntax<Clause[]>, text: string, at: number): Generator<[Clause[], number]> {
  if (!text.startsWith(EACH, at)) return;
  const from = at + EACH.length;
  const rest = text.charAt(from).toLowerCase() + text.slice(from + 1);
  const stop = rest.indexOf(".");
  for (const [said, readAs, except] of EACH_PHRASES) {
    const i = rest.indexOf(said);
    if (i < 0 || (stop >= 0 && i > stop)) continue;
    const delta = readAs.length - said.length;
    const swapped = text.slice(0, at) + rest.slice(0, i) + readAs + rest.slice(i + said.length);
    for (const [cs, end] of inner().parse(swapped, at)) {
      if (end < at + i + readAs.length || !cs.length || !cs.every(onAllCreatures)) continue;
      yield [[{ do: "forChosenCreatureType", effects: cs, each: true, ...(except ? { except: true } : {}) }], end - delta + EACH.length];
    }
  }
}

/**
 * "Choose a creature type." and the sentences after it that use the type (Bloodline Shaman, Riptide
 * Shapeshifter, Elvish Soultiller): each is one process with its own words; its cards are those of
 * the creature type chosen as it resolves (the effect's filter, narrowed).
 */
const CHOOSE = "choose a creature type. ";
const CREATURE_CARD = { types: ["creature"] };
const THEN: [rest: string, effects: Clause[]][] = [
  [
    "Reveal the top card of your library. If that card is a creature card of the chosen type, put it into your hand. Otherwise, put it into your graveyard",
    [{ do: "revealTopToHandIf", filter: CREATURE_CARD }],
  ],
  [
    "Reveal cards from the top of your library until you reveal a creature card of that type. Put that card into play and shuffle the rest into your library",
    [{ do: "revealUntilCreatureIntoPlay", player: "you", filter: CREATURE_CARD }],
  ],
  ["Shuffle all creature cards of that type from your graveyard into your library", [{ do: "shuffleGraveyard", player: "you", filter: CREATURE_CARD }]],
];
/** "Choose a creature type. If you control more creatures of that type than any other player, you gain control of all creatures of that type." (Peer Pressure; the control doesn't end at end of turn, 418.5). */
const MOST = "If you control more creatures of that type than any other player, you gain control of all creatures of that type";
const GAIN_ALL = [{ do: "becomes", object: { all: { types: ["creature"] } }, modifications: [{ kind: "gainControl" }], duration: "permanent" }];
const chooseThen: Syntax<Clause[]> = {
  *parse(text, at) {
    if (!text.startsWith(CHOOSE, at)) return;
    for (const [rest, effects] of THEN) if (text.startsWith(rest, at + CHOOSE.length)) yield [[{ do: "forChosenCreatureType", effects }], at + CHOOSE.length + rest.length];
    if (text.startsWith(MOST, at + CHOOSE.length)) yield [[{ do: "forChosenCreatureType", effects: GAIN_ALL, ifYouControlMost: true }], at + CHOOSE.length + MOST.length];
  },
  print(cs) {
    if (cs.length !== 1 || cs[0]!.do !== "forChosenCreatureType" || cs[0]!.each || cs[0]!.except) return undefined;
    const said = JSON.stringify(cs[0]!.effects);
    if (cs[0]!.ifYouControlMost) return said === JSON.stringify(GAIN_ALL) ? `${CHOOSE}${MOST}` : undefined;
    const found = THEN.find(([, effects]) => JSON.stringify(effects) === said);
    return found && `${CHOOSE}${found[0]}`;
  },
};

export function chosenTypeClauses(inner: () => Syntax<Clause[]>): Syntax<Clause[]> {
  return {
    *parse(text, at) {
      yield* eachChooses(inner, text, at);
      yield* chooseThen.parse(text, at);
      const stop = text.indexOf(".", at);
      const sentence = stop < 0 ? text.length : stop;
      for (const [said, readAs] of PHRASES) {
        const i = text.indexOf(said, at);
        if (i < 0 || i >= sentence || (said.startsWith("creatures") && text.startsWith("all ", i - 4))) continue;
        const delta = readAs.length - said.length;
        const swapped = text.slice(0, i) + readAs + text.slice(i + said.length);
        for (const [cs, end] of inner().parse(swapped, at)) {
          if (end < i + readAs.length || !cs.length || !cs.every(onAllCreatures)) continue;
          yield [[{ do: "forChosenCreatureType", effects: cs }], end - delta];
        }
      }
    },
    print(cs) {
      const then = chooseThen.print(cs);
      if (then !== undefined) return then;
      if (cs.length !== 1 || cs[0]!.do !== "forChosenCreatureType") return undefined;
      const effects = cs[0]!.effects as Clause[];
      if (!effects.every(onAllCreatures)) return undefined;
      const p = inner().print(effects);
      if (p === undefined) return undefined;
      if (cs[0]!.each) {
        const phrase = EACH_PHRASES.find(([, readAs, except]) => except === (cs[0]!.except === true) && p.includes(readAs));
        if (!phrase) return undefined;
        const [said, readAs] = phrase;
        const i = p.indexOf(readAs);
        return `${EACH}${p.charAt(0).toUpperCase()}${p.slice(1, i)}${said}${p.slice(i + readAs.length)}`;
      }
      if (cs[0]!.except) return undefined;
      // "all creatures get ..." as the subject; "untap all creatures" as the object.
      return p.startsWith("all creatures ") ? `creatures of the type of your choice${p.slice("all creatures".length)}` : p.replace(" all creatures", " all creatures of the type of your choice");
    },
  };
}
