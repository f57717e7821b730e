// "Search its controller's graveyard, hand, and library for all cards with the same name as that
// artifact and remove them from the game. That player then shuffles his or her library." (Splinter,
// Eradicate, Scour, Sowing Salt, Quash). The name and the controller are those of the object the
// target word chose: now if it is still in play or on the stack, else as it last existed (413.2;
// the first sentence has just removed or countered it). Every card of that name found is removed:
// the searcher looks at the player's hand and library (hidden zones) for cards of a stated name.
import { characteristics } from "./characteristics.js";
import { controllerOf } from "./control.js";
import { emit, player, playerName, type Game } from "../game/game.js";
import { shuffle } from "../game/rng.js";
import type { PlayerId } from "../game/types.js";
import type { Resolvable } from "../spells/resolve.js";
import { moveCard, moveFromLibrary } from "../zones/zones.js";
import { possessive } from "../view/wording.js";
import { ownLibrary, ownList } from "../game/clone.js";

/** The name and controller of what target word `index` chose, now or as it last existed. */
function chosen(g: Game, r: Resolvable, index: number): { name: string; controller: PlayerId } | undefined {
  const s = g.s;
  const t = r.targets[index];
  if (!t || !("object" in t)) return undefined;
  const now = s.objects[t.object];
  if (now?.kind === "card" && (now.zone === "play" || now.zone === "stack")) return { name: characteristics(s, now).name, controller: controllerOf(s, now) };
  const last = s.objects[r.id]?.targetsLastKnown?.[t.object];
  return last ? { name: last.name, controller: last.controller } : undefined;
}

export function removeAllWithSameName(g: Game, r: Resolvable, index: number): void {
  const s = g.s;
  const known = chosen(g, r, index);
  if (!known || !known.name) return;
  const { name, controller: who } = known;
  const p = player(s, who);
  const found = [...p.graveyard, ...p.hand].filter((id) => s.objects[id]?.kind === "card" && (s.objects[id] as { card: string }).card === name);
  for (const id of found) moveCard(g, id, "removed");
  let fromLibrary = 0;
  for (let i = p.library.length - 1; i >= 0; i--) {
    if (player(s, who).library[i] !== name) continue;
    moveFromLibrary(g, who, i, "removed");
    fromLibrary++;
  }
  shuffle(ownList(s, "rng"), ownLibrary(s, who));
  emit(g, {
    type: "removeFromGame",
    text: `${r.name}: every card named ${name} in ${possessive(playerName(s, who))} graveyard, hand and library is removed from the game (${found.length + fromLibrary}); ${playerName(s, who)} shuffles their library.`,
    data: { player: who, name, count: found.length + fromLibrary },
  });
}
