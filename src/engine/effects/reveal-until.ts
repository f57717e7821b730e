// Polymorph: "Its controller reveals cards from the top of his or her library until he or she
// reveals a creature card. The player puts that card into play and shuffles all other cards
// revealed this way into his or her library." The cards are revealed to all, one after another
// from the top, until a creature card (its printed types: a card in a library is no object);
// with none, the whole library is revealed and nothing comes into play. The creature comes into
// play under that player's control (as any card put into play: 419.1b–c, what it says about
// coming into play); the other revealed cards are still in the library, which is shuffled.
import type { Effect } from "../../cards/language.js";
import { getCard } from "../../cards/registry.js";
import { emit, player, type Game } from "../game/game.js";
import { shuffle } from "../game/rng.js";
import { comesIntoPlayAs, type Resolvable } from "../spells/resolve.js";
import { possessive } from "../view/wording.js";
import { moveFromLibrary } from "../zones/zones.js";
import { playerRef } from "./effects.js";
import { matches } from "./search.js";
import { ownLibrary, ownList } from "../game/clone.js";

type RevealUntil = Extract<Effect, { do: "revealUntilCreatureIntoPlay" }>;

export function revealUntilCreature(g: Game, r: Resolvable, e: RevealUntil): boolean {
  const s = g.s;
  const who = playerRef(g, r, e.player);
  if (!who) return true;
  const p = player(s, who);
  // "a creature card of that type" (Riptide Shapeshifter): the filter the chosen type narrowed.
  const at = p.library.findIndex((name) => (e.filter ? matches(name, e.filter) : getCard(name).types.includes("creature")));
  const revealed = at < 0 ? [...p.library] : p.library.slice(0, at + 1);
  emit(g, { type: "reveal", text: `${p.name} reveals ${revealed.length ? revealed.join(", ") : "no cards"} from the top of their library (${r.name}).`, data: { player: who, cards: revealed } });
  if (at >= 0) {
    const moved = moveFromLibrary(g, who, at, "play");
    comesIntoPlayAs(g.s, moved);
    emit(g, { type: "comesIntoPlay", text: `${moved.card} comes into play under ${possessive(p.name)} control (${r.name}).`, data: { object: moved.id, card: moved.card, controller: who } });
  }
  shuffle(ownList(s, "rng"), ownLibrary(s, who));
  emit(g, { type: "shuffle", text: `${p.name} shuffles the other revealed cards into their library.`, data: { player: who } });
  return true;
}
