// "Its controller" of a trigger that names a permanent of any controller ("Whenever a Sliver
// deals combat damage to a player, its controller may draw a card.", Synapse Sliver; Brood
// Sliver; Essence Sliver's "its controller gains that much life"): the player the trigger event
// names (404.1, the language's `thatPlayer`). After "may", that player chooses as the ability
// resolves, and what he or she may do is his or hers: the card is drawn by, the token put into
// play under, that player (engine/effects/effects.ts "may").
import type { Clause } from "./effects.js";
import { IMMEDIATE, plainClauses } from "./effects.js";
import { alt, lit, map, type Syntax } from "./syntax.js";

const WHO = "itsController";
/** Printed from a definition, the word is already the player it means (targets.ts `lift`). */
const isWho = (v: unknown) => v === WHO || v === "thatPlayer";

/** An effect "you" do, said of its controller instead; undefined if it can't be. */
function theirs(c: Clause): Clause | undefined {
  if (c.do === "draw" && c.player === "you") return { ...c, player: WHO };
  if (c.do === "createTokens" && c.controller === undefined) return { ...c, controller: WHO };
  return undefined;
}
/** The reverse: the effect as "you" would do it. */
function yours(c: Clause): Clause | undefined {
  if (c.do === "draw" && isWho(c.player)) return { ...c, player: "you" };
  if (c.do === "createTokens" && isWho(c.controller)) {
    const { controller: _, ...rest } = c;
    return rest as Clause;
  }
  return undefined;
}

const itsControllerMay: Syntax<Clause[]> = {
  *parse(text, at) {
    // "that creature's controller may" (Fecundity): the same player, named after the creature a leaves-play trigger names.
    const head = ["its controller may ", "that creature's controller may "].find((h) => text.startsWith(h, at));
    if (!head) return;
    const from = at + head.length;
    for (const [effects, end] of plainClauses.parse(text, from)) {
      const said = text.slice(from, end);
      const mine = effects.map(theirs);
      if (effects.every(IMMEDIATE) && mine.every((c) => c !== undefined)) yield [[{ do: "may", player: WHO, text: said.charAt(0).toUpperCase() + said.slice(1), effects: mine }], end];
    }
  },
  print(cs) {
    if (cs.length !== 1 || cs[0]!.do !== "may" || !isWho(cs[0]!.player)) return undefined;
    const inner = (cs[0]!.effects as Clause[]).map(yours);
    if (inner.some((c) => c === undefined)) return undefined;
    const p = plainClauses.print(inner as Clause[]);
    return p === undefined ? undefined : `its controller may ${p}`;
  },
};

const gainsThatMuch: Syntax<Clause[]> = map(
  lit("its controller gains that much life"),
  () => [{ do: "gainLife", amount: "thatMuch", player: WHO }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "gainLife" && cs[0]!.amount === "thatMuch" && isWho(cs[0]!.player) ? null : undefined),
);

/** "Whenever enchanted creature is dealt damage, its controller loses that much life." (Ragged Veins). */
const losesThatMuch: Syntax<Clause[]> = map(
  lit("its controller loses that much life"),
  () => [{ do: "loseLife", amount: "thatMuch", player: WHO }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "loseLife" && cs[0]!.amount === "thatMuch" && isWho(cs[0]!.player) ? null : undefined),
);

export const itsControllerClauses: Syntax<Clause[]> = alt(itsControllerMay, gainsThatMuch, losesThatMuch);
