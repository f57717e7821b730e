// "you may have [someone or something] [do something]": Solar Blast's "When you cycle ~, you may have
// it deal 1 damage to target creature or player", Skirk Commando's "you may have it deal 2 damage to
// target creature that player controls", Dirge of Dread's "you may have target creature gain fear
// until end of turn", Gempalm Polluter's "you may have target player lose 1 life for each Zombie in
// play". The clause after "have" is the one the grammar already reads with its verb in the third
// person ("target creature gains ...", "~ deals ..."): it is read that way, and printed back with
// the verb's bare form. Its controller chooses as the ability resolves (engine/effects/effects.ts,
// "may"); damage may be among the effects, since a choice among replacement effects (419.9) pauses
// and resumes the "may" as it does a conditional's effects; so may damage to each creature (Slice and
// Dice's "When you cycle ~, you may have it deal 1 damage to each creature", Ronin Cliffrider's "...
// to each creature defending player controls": engine/effects/mass-damage.ts keeps its own place).
// "it" is the ability's source only where the trigger names the source itself ("When you cycle ~",
// "Whenever ~ deals combat damage"): Aether Charge's "it" is the Beast that came into play.
import type { Clause } from "./effects.js";
import { IMMEDIATE, plainClauses } from "./effects.js";
import type { Syntax } from "./syntax.js";

const HEAD = "you may have ";
const VERBS = ["deal", "gain", "lose", "get", "reveal"];
/** The trigger's own words name the source: "When you cycle ~, ", "Whenever ~ deals ...". */
const SELF_TRIGGER = /^(When|Whenever) (you cycle )?~[ ,]/;

/** What "may" may do: what finishes at once, undivided damage and damage to each of several recipients (a replacement choice pauses it, 419.9). */
const mayDo = (c: Clause) => IMMEDIATE(c) || (c.do === "damage" && !(c as { divided?: unknown }).divided) || c.do === "damageEqual" || c.do === "damageEach";

/** The first verb of the clause after "have": its position and word, if the words before it are a subject. */
function verbAt(text: string, from: number): { at: number; verb: string } | undefined {
  let best: { at: number; verb: string } | undefined;
  for (const verb of VERBS) {
    const i = text.indexOf(` ${verb} `, from);
    if (i > from && (!best || i < best.at)) best = { at: i, verb };
  }
  return best && !text.slice(from, best.at).includes(",") ? best : undefined;
}

export const mayHaveClauses: Syntax<Clause[]> = {
  *parse(text, at) {
    if (!text.startsWith(HEAD, at)) return;
    const from = at + HEAD.length;
    const v = verbAt(text, from);
    if (!v) return;
    const subject = text.slice(from, v.at);
    // "have ~ deal" (Razormane Masticore) would print back as "have it deal": one wording per definition, "it".
    if (subject === "~" || (subject === "it" && !SELF_TRIGGER.test(text.slice(0, at)))) return;
    const said = `${subject === "it" ? "~" : subject} ${v.verb}s `;
    const rewritten = text.slice(0, from) + said + text.slice(v.at + v.verb.length + 2);
    const shift = rewritten.length - text.length;
    for (const [effects, end] of plainClauses.parse(rewritten, from)) {
      if (end < from + said.length || !effects.every(mayDo)) continue;
      const prompt = text.slice(at + "you may ".length, end - shift);
      yield [[{ do: "may", text: prompt.charAt(0).toUpperCase() + prompt.slice(1), effects }], end - shift];
    }
  },
  print(cs) {
    const e = cs.length === 1 ? cs[0]! : undefined;
    if (e?.do !== "may" || e.player !== undefined || !String(e.text).startsWith("Have ")) return undefined;
    const inner = plainClauses.print(e.effects as Clause[]);
    if (inner === undefined) return undefined;
    for (const verb of VERBS) {
      const i = inner.indexOf(` ${verb}s `);
      if (i < 0 || VERBS.some((w) => { const j = inner.indexOf(` ${w}s `); return j >= 0 && j < i; })) continue;
      const subject = inner.slice(0, i);
      return `${HEAD}${subject === "~" ? "it" : subject} ${verb} ${inner.slice(i + verb.length + 3)}`;
    }
    return undefined;
  },
};
