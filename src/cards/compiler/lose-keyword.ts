// "[object] loses [keyword] until end of turn" (Adarkar Windform, Goblin Skycutter's "That creature
// loses flying until end of turn", Swooping Talon): a continuous effect of layer 5 that removes
// the keyword from the object for the turn (418.5: applied in timestamp order among the other
// effects of that layer, so a keyword granted later in the turn is had again).
import { Keyword } from "../language.js";
import type { Clause } from "./effects.js";
import { map, syn, words, type Syntax } from "./syntax.js";

// Provoke is also a triggered ability it would keep (502.29): not read here.
const keywordName = words<string>(Keyword.options.filter((k) => k !== "provoke").map((k) => [k.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`), k]));

/** `object`: the effects grammar's objects ("~", a target, "it", "that creature"). */
export function loseKeywordClauses(object: Syntax<unknown>): Syntax<Clause[]> {
  return map(
    syn`${object} loses ${keywordName} until end of turn`,
    ([o, keyword]): Clause[] => [{ do: "becomes", object: o, modifications: [{ kind: "loseKeyword", keyword }], duration: "endOfTurn" }],
    (cs: Clause[]) => {
      const c = cs.length === 1 && cs[0]!.do === "becomes" && cs[0]!.duration === "endOfTurn" ? cs[0]! : undefined;
      const mods = c?.modifications as { kind: string; keyword?: string }[] | undefined;
      return c && mods?.length === 1 && mods[0]!.kind === "loseKeyword" ? [c.object, mods[0]!.keyword] : undefined;
    },
  );
}
