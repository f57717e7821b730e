// "Creatures of the type of your choice get +0/+4 until end of turn" (Defensive Maneuvers),
// "Untap all creatures of the type of your choice" (Riptide Chronologist): the creature type is
// chosen as the spell or ability resolves (413: choices are made as it resolves), by its
// controller, from the creature types of the edition; the choice is public. The effects then
// happen as printed, to the permanents of their filters that also have that type (212.3 (?)),
// as they are at that moment (418.? (?): an effect of a resolved spell affects the permanents
// in play as it resolves, not those that come later or change type).
// "Each player chooses a creature type. Destroy all creatures that aren't of a type chosen this
// way." (Harsh Mercy): every player in the game within range (601.2) chooses, one after another in
// APNAP order (103.4), each seeing the earlier choices; the effects then happen once, to the
// permanents of any type chosen (or, "aren't of a type chosen", of none of them).
// "Choose a creature type. If you control more creatures of that type than any other player, you
// gain control of all creatures of that type." (Peer Pressure): the count is made as it resolves,
// after the choice; a tie with any player means nothing happens.
import type { Effect, ObjectFilter } from "../../cards/language.js";
import CREATURE_TYPES from "../../cards/data/creature-types.json" with { type: "json" };
import { apnap, emit, inGame, playerName, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import type { GameState, PlayerId } from "../game/types.js";
import { inRange } from "../multiplayer/multiplayer.js";
import { effectDecisionDone, type Resolvable } from "../spells/resolve.js";
import { runEffect } from "./effects.js";
import { permanentsCountedIn } from "./count-permanents.js";

type ForChosen = Extract<Effect, { do: "forChosenCreatureType" }>;

/** A filter narrowed to the chosen creature types: any of them, or ("aren't of a type chosen") none. */
const ofTypes = (f: ObjectFilter, types: string[], except: boolean): ObjectFilter => (except ? { ...f, notSubtypes: types } : { ...f, subtypes: types });

/** An effect whose permanents are those of its filter that have (or lack) the chosen types. */
function narrowed(e: Effect, types: string[], except: boolean): Effect {
  const x = e as Effect & { filter?: ObjectFilter; object?: unknown };
  if (x.filter) return { ...x, filter: ofTypes(x.filter, types, except) } as Effect;
  const all = typeof x.object === "object" && x.object !== null && "all" in x.object ? (x.object as { all: ObjectFilter }).all : undefined;
  return all ? ({ ...x, object: { all: ofTypes(all, types, except) } } as Effect) : e;
}

/** The resolution waits for a creature type: its controller's, or ("each player chooses") the first player's in APNAP order. */
export function askCreatureType(g: Game, r: Resolvable, each: boolean): false {
  const s = g.s;
  let first = r.controller;
  if (each) {
    const playing = new Set(inGame(s).map((p) => p.id));
    const players = apnap(s).filter((p) => playing.has(p) && inRange(s, r.controller, p));
    s.resolving!.typeChoices = { players, chosen: [] };
    first = players[0]!;
  }
  s.pending = { kind: "choose", player: first, object: r.id, what: "creatureType", resolving: true };
  return false;
}

/** A creature type chosen: the next player chooses, or the effects happen. */
export function forChosenCreatureType(g: Game, who: PlayerId, r: Resolvable, e: ForChosen, choice: string): void {
  const s = g.s;
  if (!(CREATURE_TYPES as string[]).includes(choice)) illegal("413", "choose a creature type of this edition's cards");
  emit(g, { type: "choose", text: `${playerName(s, who)} chooses ${choice} (${r.name}).`, data: { player: who, object: r.id, choice } });
  let types = [choice];
  const st = s.resolving!.typeChoices;
  if (st) {
    st.chosen.push(choice);
    st.players.shift();
    const next = st.players.find((p) => inGame(s).some((q) => q.id === p));
    if (next) {
      st.players = st.players.slice(st.players.indexOf(next));
      s.pending = { kind: "choose", player: next, object: r.id, what: "creatureType", resolving: true };
      return;
    }
    types = [...new Set(st.chosen)];
    delete s.resolving!.typeChoices;
  }
  if (!e.ifYouControlMost || controlsMost(s, r.controller, { types: ["creature"], subtypes: types }))
    for (const x of e.effects) runEffect(g, r, narrowed(x, types, e.except === true));
  effectDecisionDone(g);
}

/** "If you control more creatures of that type than any other player" (Peer Pressure): strictly more than each other player in the game, counted now. */
function controlsMost(s: GameState, who: PlayerId, filter: ObjectFilter): boolean {
  const mine = permanentsCountedIn(s, who, { ...filter, controller: "you" });
  return inGame(s).every((p) => p.id === who || permanentsCountedIn(s, p.id, { ...filter, controller: "you" }) < mine);
}

/** The creature types chosen so far by the players before the one asked ("each player chooses"). */
export function typesChosenSoFar(s: GameState): string[] {
  return s.resolving?.typeChoices?.chosen ?? [];
}
