// "Put target creature or enchantment card in an opponent's graveyard into play under your
// control" (Crime), "put target creature card in a graveyard into play under your control"
// (Debtors' Knell): the card comes into play under the effect's controller's control; an Aura
// card chooses what it enchants as it comes (212.4j, engine/effects/aura-from-graveyard.ts).
// "Each player returns all artifact cards from his or her graveyard to play" (Roar of Reclamation):
// every player's own cards, each under its owner's control.
import type { TargetSpec } from "../language.js";
import type { InlineTarget } from "./effects.js";
import { one } from "./effects.js";
import { graveyardCard, permanentCard } from "./hand-library.js";
import { alt, syn, words } from "./syntax.js";

/** "Each player returns all artifact cards from his or her graveyard to play" (Roar of Reclamation); with creature cards, what Patriarch's Bidding narrows to the types chosen (chosen-type.ts). */
const returnAll = one(
  syn`each player returns all ${words<string>([["artifact", "artifact"], ["creature", "creature"]])} cards from his or her graveyard to play`,
  ([type]) => ({ do: "returnAllFromGraveyards", filter: { types: [type] } }),
  (c) => {
    const f = c.do === "returnAllFromGraveyards" ? (c.filter as { types?: string[] }) : undefined;
    return f && Object.keys(f).length === 1 && f.types?.length === 1 ? [f.types[0]!] : undefined;
  },
);

const putUnderYourControl = one(
  syn`put ${graveyardCard(["a", "opponent's"])} into play under your control`,
  ([object]) => (permanentCard(object.target as TargetSpec) ? { do: "returnToPlay", object, control: "you" } : undefined),
  (c) => (c.do === "returnToPlay" && c.control === "you" && typeof c.object === "object" ? [c.object as InlineTarget] : undefined),
);

export const graveyardToPlayClauses = alt(putUnderYourControl, returnAll);
