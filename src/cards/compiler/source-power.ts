// Amounts read from the power of the ability's source (413.2: as the ability resolves, or as the
// source last existed once it left play, e.g. sacrificed to pay the cost; a negative power counts
// as 0): "Sacrifice ~: You gain life equal to ~'s power." (Gristleback), "{3}: ~ gets +X/+0 until
// end of turn, where X is its power." (Feral Animist) and "{R}, {T}: Attacking creatures get
// +X/+0 until end of turn, where X is ~'s power." (Rabble-Rouser: X counted once, before any
// creature gets the bonus). The language's `sourcePower` amount (spells/resolve.ts).
import type { Clause } from "./effects.js";
import { filterPhrase } from "./nouns.js";
import { alt, lit, map, syn, type Syntax } from "./syntax.js";

const POWER = JSON.stringify({ sourcePower: "self" });
const isPower = (v: unknown) => JSON.stringify(v) === POWER;
const one = (cs: Clause[]) => (cs.length === 1 ? cs[0]! : undefined);

export const sourcePowerClauses: Syntax<Clause[]> = alt<Clause[]>(
  map(
    lit("you gain life equal to ~'s power"),
    () => [{ do: "gainLife", amount: { sourcePower: "self" }, player: "you" }],
    (cs: Clause[]) => {
      const c = one(cs);
      return c?.do === "gainLife" && c.player === "you" && isPower(c.amount) ? null : undefined;
    },
  ),
  map(
    lit("~ gets +X/+0 until end of turn, where X is its power"),
    () => [{ do: "modifyPT", object: "self", power: { sourcePower: "self" }, toughness: 0, duration: "endOfTurn" }],
    (cs: Clause[]) => {
      const c = one(cs);
      return c?.do === "modifyPT" && c.object === "self" && c.duration === "endOfTurn" && isPower(c.power) && c.toughness === 0 ? null : undefined;
    },
  ),
  map(
    syn`${filterPhrase("many")} get +X/+0 until end of turn, where X is ~'s power`,
    ([filter]) => (filter.other ? undefined : [{ do: "modifyPTAll", filter, power: { sourcePower: "self" }, toughness: 0, duration: "endOfTurn" }]),
    (cs: Clause[]) => {
      const c = one(cs);
      return c?.do === "modifyPTAll" && c.duration === "endOfTurn" && isPower(c.power) && c.toughness === 0 ? [c.filter as never] : undefined;
    },
  ),
);
