// "Put target creature or enchantment card in an opponent's graveyard into play under your
// control" (Crime), "put target creature card in a graveyard into play under your control"
// (Debtors' Knell): the card comes into play under the effect's controller's control; an Aura
// card chooses what it enchants as it comes (212.4j, engine/effects/aura-from-graveyard.ts).
import type { TargetSpec } from "../language.js";
import type { InlineTarget } from "./effects.js";
import { one } from "./effects.js";
import { graveyardCard, permanentCard } from "./hand-library.js";
import { syn } from "./syntax.js";

export const graveyardToPlayClauses = one(
  syn`put ${graveyardCard(["a", "opponent's"])} into play under your control`,
  ([object]) => (permanentCard(object.target as TargetSpec) ? { do: "returnToPlay", object, control: "you" } : undefined),
  (c) => (c.do === "returnToPlay" && c.control === "you" && typeof c.object === "object" ? [c.object as InlineTarget] : undefined),
);
