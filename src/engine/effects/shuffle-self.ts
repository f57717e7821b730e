// "Shuffle ~ into its owner's library." (the Beacons of Fifth Dawn): as the spell resolves, the
// card is put from the stack into its owner's library and that library is shuffled; having left
// the stack, it isn't put into the graveyard as the resolution ends (resolve.ts). A copy of the
// spell (503.10a) is no card: it ceases to exist instead, and the library is shuffled all the same.
// "{U}: ~'s owner shuffles it into his or her library." (Cerulean Sphinx): an ability moves its
// source from play instead, if that permanent is still in play as the ability resolves (a new
// object if it left and came back, 217.1c); a token ceases to exist there (216.3). Its owner's
// library, whoever controls it.
import { emit, playerName, type Game } from "../game/game.js";
import { shuffle } from "../game/rng.js";
import { ownLibrary, ownList } from "../game/clone.js";
import type { Resolvable } from "../spells/resolve.js";
import { putIntoLibrary } from "../zones/zones.js";
import { possessive } from "../view/wording.js";

export function shuffleSelfIntoLibrary(g: Game, r: Resolvable, permanent: boolean): boolean {
  const s = g.s;
  const o = permanent ? s.objects[r.source] : s.objects[r.id];
  // Only the spell itself, still on the stack, or the ability's source, still in play, moves.
  if (o?.kind !== "card" || o.zone !== (permanent ? "play" : "stack")) return true;
  putIntoLibrary(g, o.id);
  shuffle(ownList(s, "rng"), ownLibrary(s, o.owner));
  emit(g, { type: "shuffle", text: `${permanent ? o.card : r.name} is shuffled into ${possessive(playerName(s, o.owner))} library.`, data: { object: o.id, owner: o.owner, name: o.card } });
  return true;
}
