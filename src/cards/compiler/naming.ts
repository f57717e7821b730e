// "Name a card" (Brain Pry: "Name a nonland card. Target player reveals his or her hand. That
// player discards a card with that name. If he or she can't, you draw a card."): the spell's
// controller names a card as it resolves, and the effects after it use that name. Engine:
// effects/naming.ts.
import type { Clause } from "./effects.js";
import { target } from "./nouns.js";
import { alt, lit, map, syn, word, type Syntax } from "./syntax.js";

const only = (cs: Clause[], what: string): Clause | undefined => (cs.length === 1 && cs[0]!.do === what ? cs[0] : undefined);
/** "target player" or "that player" (the last target). */
const whoDiscards: Syntax<unknown> = alt<unknown>(
  map(target, (t) => (t.kind === "player" && !t.opponent && !t.filter ? { target: t } : undefined), (r) => {
    const t = (r as { target?: { kind?: string; opponent?: true } }).target;
    return typeof t === "object" && t.kind === "player" && !t.opponent ? t : undefined;
  }),
  word("that player", { target: "it" }),
);

export const namingClauses: Syntax<Clause[]> = alt<Clause[]>(
  map(lit("name a card"), () => [{ do: "nameCard" }], (cs: Clause[]) => (only(cs, "nameCard") && !only(cs, "nameCard")!.nonland ? null : undefined)),
  map(lit("name a nonland card"), () => [{ do: "nameCard", nonland: true }], (cs: Clause[]) => (only(cs, "nameCard")?.nonland ? null : undefined)),
  map(
    syn`${whoDiscards} discards a card with that name. If he or she can't, you draw a card`,
    ([player]) => [{ do: "discardNamed", player, elseDraw: 1 }],
    (cs: Clause[]) => {
      const c = only(cs, "discardNamed");
      return c && c.elseDraw === 1 ? [c.player] : undefined;
    },
  ),
);
