// Animation (418.5, layers 4, 5 and 6b): "~ becomes a 4/4 Juggernaut artifact creature until end
// of turn" (Gruul War Plow, the Totems), "~ becomes a 3/6 artifact creature until end of combat"
// (Jade Statue: it ends as the combat phase ends, 311), "Target Mountain becomes a 3/1 creature. It's still a
// land." (Siege of Towers), "Target Forest becomes a 4/4 black and green Elemental Horror
// creature. It's still a land." (Woodwraith Corrupter), "~ becomes a 4/4 Illusion creature with
// flying until end of turn. It's still an enchantment." (Halcyon Glaze).
//
// 212.1c: an effect that says the object is "still a [type]", or that it becomes an "artifact
// creature", lets it keep all its prior types, supertypes and subtypes; so the new types are
// added (layer 4, `addTypes`) with the creature types named. Only those wordings are read: an
// object that "becomes a 3/3 creature" with neither would lose its other types (212.1b), which
// the language can't say yet. A color named sets its colors (layer 5, `setColors`); no color
// named leaves them. The P/T is set in layer 6b (418.5a: in timestamp order with the other
// 6b effects, so a +1/+1 until end of turn played earlier is overwritten and a later one adds),
// counters apply after it (6c). Keywords after "with" are abilities it gains (layer 5).
import CREATURE_TYPES from "../data/creature-types.json" with { type: "json" };
import type { Clause } from "./effects.js";
import { COLORS } from "./nouns.js";
import { alt, lit, map, opt, syn, word, type Syntax } from "./syntax.js";

type Mod = { kind: string; [k: string]: unknown };
type Still = "land" | "enchantment" | "artifact";
/** What the object becomes: "a 4/4 black and green Elemental Horror artifact creature with flying". */
interface Body {
  /** "X": "an X/X artifact creature" (Chimeric Coils), the X announced (409.1b; the effect's `xSized`). */
  power: number | "X";
  toughness: number | "X";
  colors: string[];
  subtypes: string[];
  artifact: boolean;
  keywords: string[];
}

const colorWord = new Map(COLORS);
const colorName = new Map(COLORS.map(([w, c]) => [c, w]));
const isCreatureType = (w: string) => (CREATURE_TYPES as string[]).includes(w);

/** "a 4/4 ... creature" with the article its number takes ("an 8/8"). */
function body(grantWords: Syntax<string[]>): Syntax<Body> {
  return {
    *parse(text, at) {
      const m = /^an? (\d+|X)\/(\d+|X) /.exec(text.slice(at));
      if (!m || (m[1] === "X") !== (m[2] === "X")) return;
      const [power, toughness] = m[1] === "X" ? (["X", "X"] as const) : [Number(m[1]), Number(m[2])];
      if (m[0].startsWith("an ") !== /^(8|11|18|X)/.test(m[1]!)) return;
      let pos = at + m[0].length;
      const colors: string[] = [];
      // "black and green", "blue": the colors it becomes (layer 5).
      const cm = /^(white|blue|black|red|green)(?: and (white|blue|black|red|green))? /.exec(text.slice(pos));
      if (cm) {
        colors.push(colorWord.get(cm[1]!)!);
        if (cm[2]) colors.push(colorWord.get(cm[2])!);
        pos += cm[0].length;
      }
      const subtypes: string[] = [];
      for (let sm = /^([A-Z][a-z]+) /.exec(text.slice(pos)); sm && isCreatureType(sm[1]!); sm = /^([A-Z][a-z]+) /.exec(text.slice(pos))) {
        subtypes.push(sm[1]!);
        pos += sm[0].length;
      }
      const artifact = text.startsWith("artifact ", pos);
      if (artifact) pos += "artifact ".length;
      if (!text.startsWith("creature", pos)) return;
      pos += "creature".length;
      const made = { power, toughness, colors, subtypes, artifact };
      yield [{ ...made, keywords: [] }, pos];
      if (!text.startsWith(" with ", pos)) return;
      for (const [keywords, end] of grantWords.parse(text, pos + " with ".length)) yield [{ ...made, keywords }, end];
    },
    print(b) {
      const x = b.power === "X" && b.toughness === "X";
      if (!x && (typeof b.power !== "number" || typeof b.toughness !== "number" || !Number.isInteger(b.power) || !Number.isInteger(b.toughness) || b.power < 0 || b.toughness < 0)) return undefined;
      if (b.colors.length > 2 || b.subtypes.some((t) => !isCreatureType(t))) return undefined;
      const colors = b.colors.map((c) => colorName.get(c as never));
      if (colors.some((c) => c === undefined)) return undefined;
      const withWords = b.keywords.length ? grantWords.print(b.keywords) : "";
      if (withWords === undefined) return undefined;
      const article = /^(8|11|18|X)/.test(String(b.power)) ? "an" : "a";
      const words = [`${article} ${b.power}/${b.toughness}`, ...(colors.length ? [colors.join(" and ")] : []), ...b.subtypes, ...(b.artifact ? ["artifact"] : []), "creature"];
      return words.join(" ") + (withWords ? ` with ${withWords}` : "");
    },
  };
}

/** ". It's still a land": the type it keeps (212.1c), printed as its own sentence. */
const still: Syntax<Still> = alt<Still>(word(". It's still a land", "land"), word(". It's still an enchantment", "enchantment"), word(". It's still an artifact", "artifact"));

/** The modifications of the effect, in the order the layers apply them. */
function modifications(b: Body, kept: Still | undefined): Mod[] {
  const types = b.artifact ? ["artifact", "creature", ...(kept ? [kept] : [])] : ["creature", kept!];
  return [
    { kind: "addTypes", types, subtypes: b.subtypes },
    ...(b.colors.length ? [{ kind: "setColors", colors: b.colors }] : []),
    // An X/X: the effect's `xSized` sets them as it resolves.
    ...(b.power === "X" ? [] : [{ kind: "setPT", power: b.power, toughness: b.toughness }]),
    ...b.keywords.map((keyword) => ({ kind: "addKeyword", keyword })),
  ];
}

/** The body and the kept type back from the modifications, or undefined when this family can't say them. */
function bodyOf(mods: Mod[], xSized = false): [Body, Still | undefined] | undefined {
  const [types, ...rest] = mods;
  if (!types || types.kind !== "addTypes") return undefined;
  const t = types.types as string[];
  const artifact = (t.length === 2 || (t.length === 3 && t[2] === "land")) && t[0] === "artifact" && t[1] === "creature";
  const kept = artifact ? (t[2] as Still | undefined) : t.length === 2 && t[0] === "creature" && ["land", "enchantment", "artifact"].includes(t[1]!) ? (t[1] as Still) : undefined;
  if (!artifact && !kept) return undefined;
  let i = 0;
  const colors = rest[i]?.kind === "setColors" ? (rest[i++]!.colors as string[]) : [];
  if (rest[i - 1]?.kind === "setColors" && colors.length === 0) return undefined;
  const pt = xSized ? { kind: "setPT", power: "X", toughness: "X" } : rest[i++];
  if (!pt || pt.kind !== "setPT" || (!xSized && (typeof pt.power !== "number" || typeof pt.toughness !== "number"))) return undefined;
  const keywords = rest.slice(i);
  if (!keywords.every((m) => m.kind === "addKeyword")) return undefined;
  return [{ power: pt.power as number | "X", toughness: pt.toughness as number | "X", colors, subtypes: types.subtypes as string[], artifact, keywords: keywords.map((m) => m.keyword as string) }, kept];
}

/** "until end of turn" (null, 418.?) or "until end of combat" ("combat": Jade Statue, ended as the combat phase ends, 311). */
const untilEnd: Syntax<null | "combat"> = alt<null | "combat">(word(" until end of turn", null), word(" until end of combat", "combat" as const));

const SACRIFICE = [{ do: "sacrificeSelf" }];
/**
 * "~ becomes an X/X artifact creature. Sacrifice it at end of turn." (Chimeric Coils): "it" is ~,
 * sacrificed by a delayed triggered ability at the next end of turn step (delayed.ts; the effect
 * itself doesn't end).
 */
export function animationThenSacrifice(object: Syntax<unknown>, grantWords: Syntax<string[]>): Syntax<Clause[]> {
  return map(
    syn`${animationClauses(object, grantWords)}. Sacrifice it at end of turn`,
    ([cs]) => (cs.length === 1 && cs[0]!.object === "self" && cs[0]!.duration === "permanent" ? [...cs, { do: "delayed", at: "endOfTurn", text: "Sacrifice it.", effects: SACRIFICE }] : undefined),
    (cs: Clause[]) => {
      const [b, later] = cs;
      if (cs.length !== 2 || b!.do !== "becomes" || b!.object !== "self" || b!.duration !== "permanent") return undefined;
      return later!.do === "delayed" && later!.at === "endOfTurn" && JSON.stringify(later!.effects) === JSON.stringify(SACRIFICE) ? [[b!]] : undefined;
    },
  );
}

/** The effects: `object` and `grantWords` are the effects grammar's (effects.ts). */
export function animationClauses(object: Syntax<unknown>, grantWords: Syntax<string[]>): Syntax<Clause[]> {
  // The same effect in the other wordings of the era: "Until end of turn, target land becomes a
  // 3/3 creature that's still a land" (Lifespark Spellbomb); printed in the canonical one.
  const thatsStill = word(" that's still a land", "land" as Still);
  const other = map(
    alt(syn`until end of turn, ${object} becomes ${body(grantWords)}${thatsStill}`, map(syn`until end of turn, ${object} becomes ${body(grantWords)}${still}`, (v) => v, () => undefined)),
    ([o, b, kept]) => [o, b, null, kept] as [unknown, Body, null | undefined, Still | undefined],
    () => undefined,
  );
  const permanentStill = map(syn`${object} becomes ${body(grantWords)}${opt(lit(" until end of turn"))}${thatsStill}`, ([o, b, eot, kept]) => [o, b, eot, kept] as [unknown, Body, null | undefined, Still | undefined], () => undefined);
  return map(
    alt(syn`${object} becomes ${body(grantWords)}${opt(untilEnd)}${opt(still)}`, other, permanentStill),
    ([o, b, eot, kept]) => {
      // 212.1c: only the wordings that keep the prior types; "artifact creature" needs no "still".
      // An artifact creature that is "still a land" (Blinkmoth Nexus) says both.
      if (!b.artifact && kept === undefined) return undefined;
      if (b.artifact && kept !== undefined && kept !== "land") return undefined;
      return [{ do: "becomes", object: o, modifications: modifications(b, kept), duration: eot === null ? "endOfTurn" : eot === "combat" ? "endOfCombat" : "permanent", ...(b.power === "X" ? { xSized: true } : {}) }];
    },
    (cs: Clause[]) => {
      const c = cs.length === 1 ? cs[0]! : undefined;
      if (!c || c.do !== "becomes" || (c.duration !== "endOfTurn" && c.duration !== "permanent" && c.duration !== "endOfCombat") || (c.object as { all?: unknown }).all) return undefined;
      const read = bodyOf(c.modifications as Mod[], !!c.xSized);
      if (read && c.duration === "endOfCombat" && read[1] !== undefined) return undefined;
      return read ? [c.object, read[0], c.duration === "endOfTurn" ? null : c.duration === "endOfCombat" ? "combat" : undefined, read[1]] : undefined;
    },
  );
}
