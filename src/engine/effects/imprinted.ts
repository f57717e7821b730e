// 502.34: the cards imprinted on a permanent, read by the layers and conditions as well as by the
// imprint abilities (imprint.ts). The link belongs to the object: `imprinted` holds the ids of the
// cards its imprint ability removed, and a card that has left the removed zone is a new object
// imprinted on nothing (217.1c).
//
// Duplicant: "As long as a creature card is imprinted on ~, ~ has that card's power, toughness,
// and creature types. It's still a Shapeshifter." The imprinted card is a card in the removed
// zone: what it has is what it says (its printed characteristics), not what the permanent it was
// had in play (a pump or a counter on the creature removed is gone with it, 217.1c).
import { getCard } from "../../cards/registry.js";
import type { CardObject, GameState } from "../game/types.js";

/** The cards imprinted on `o` now: those its imprint ability removed that are still the same objects in the removed zone. */
export function imprintedCards(s: GameState, o: Readonly<CardObject>): CardObject[] {
  return (o.imprinted ?? []).flatMap((id) => {
    const c = s.objects[id];
    return c?.kind === "card" && c.zone === "removed" ? [c] : [];
  });
}

/** The first creature card imprinted on `o` (Duplicant imprints one), as printed. */
export function imprintedCreature(s: GameState, o: Readonly<CardObject>): ReturnType<typeof getCard> | undefined {
  for (const c of imprintedCards(s, o)) {
    const info = getCard(c.card);
    if (info.types.includes("creature")) return info;
  }
  return undefined;
}

/** The creature card imprinted on `o` (Soul Foundry imprints one), if any. */
export function imprintedCreatureCard(s: GameState, o: Readonly<CardObject>): CardObject | undefined {
  return imprintedCards(s, o).find((c) => getCard(c.card).types.includes("creature"));
}
