// "Put a 2/1 red Goblin creature token with haste into play. Remove it from the game at end of
// turn." (Rakdos Guildmage, Thunderheads): each token made gets a delayed triggered ability (404.?)
// that triggers at the next end of turn step and removes that token from the game if it is still
// in play (a token that left play has ceased to exist, 216.3).
import { newId, type Game } from "../game/game.js";
import type { ObjectId } from "../game/types.js";
import { qualitiesOf } from "../keywords/protection.js";
import type { Resolvable } from "../spells/resolve.js";

export function removeAtEndOfTurn(g: Game, r: Resolvable, token: ObjectId): void {
  const s = g.s;
  const { colors, types, subtypes } = qualitiesOf(s, r.self.source);
  // A new list: `apply`'s copy shares the list with the state it was given (game/clone.ts).
  s.delayed = [
    ...s.delayed,
    {
      id: newId(s),
      controller: r.controller,
      source: { id: r.source, name: r.name, controller: r.controller, owner: r.controller, power: 0, toughness: 0, colors, types, subtypes },
      text: "Remove that token from the game.",
      at: "endOfTurn",
      effects: [{ do: "removeFromGame", object: "thatCreature" }],
      subject: token,
    },
  ];
}
