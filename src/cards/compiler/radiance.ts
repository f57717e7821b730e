// Radiance (RAV) is an ability word (seed glossary "Ability Word"): it labels a spell or an
// activated ability whose effect applies to "target creature and each other creature that shares
// a color with it" (Wojek Siren, Cleansing Beam, Leave No Trace's enchantments, Wojek Embermage),
// or to "Creatures that share a color with target creature" (Incite Hysteria: the target is one of
// them only if it has a color). The effect is what the sentence would say of the target alone,
// applied to each of the group fixed as it begins (engine/effects/radiance.ts). So the text is
// read as the target alone — the group phrase said as "target creature", its plural verb as the
// singular one, "Those creatures get" as "It gets" — by the grammar of a single target, and
// printed back the other way.
import type { TargetSpec } from "../language.js";
import type { Syntax } from "./syntax.js";

type Spell = { targets: TargetSpec[]; effects: unknown[] };
type Radiance = { do: "radiance"; target: 0; others: { types: [string] }; effects: unknown[]; onlySharing?: true };

const PREFIX = "Radiance ";
const GROUP = /\b([Tt])arget (creature|enchantment) and each other \2 that shares a color with it( get| gain)?\b/g;
const SHARING = /(^|\. )Creatures that share a color with target creature\b/g;

/** The text said of the target alone, and the group's kind; undefined unless it names the group exactly once. */
function alone(text: string): { text: string; type: string; onlySharing: boolean } | undefined {
  const group = [...text.matchAll(GROUP)];
  const sharing = [...text.matchAll(SHARING)];
  if (group.length + sharing.length !== 1) return undefined;
  if (sharing.length) return { text: text.replace(SHARING, "$1Target creature"), type: "creature", onlySharing: true };
  const type = group[0]![2]!;
  const said = text.replace(GROUP, (_, t: string, kind: string, verb?: string) => `${t}arget ${kind}${verb ? `${verb}s` : ""}`);
  return { text: said.replace(/\bThose creatures get\b/g, "It gets"), type, onlySharing: false };
}

/** The other way: the single target's words as the group's (exactly one "target [type]" in the text). */
function together(text: string, type: string, onlySharing: boolean): string | undefined {
  const one = new RegExp(`\\b([Tt])arget ${type}( gets| gains)?\\b`, "g");
  if ([...text.matchAll(one)].length !== 1 || /\bThose creatures\b/.test(text)) return undefined;
  if (onlySharing) return /(^|\. )Target creature\b/.test(text) ? text.replace(/(^|\. )Target creature\b/, "$1Creatures that share a color with target creature") : undefined;
  return text.replace(one, (_, t: string, verb?: string) => `${t}arget ${type} and each other ${type} that shares a color with it${verb ? verb.slice(0, -1) : ""}`).replace(/\bIt gets\b/g, "Those creatures get");
}

const SPECS: Record<string, TargetSpec> = { creature: { kind: "creature" }, enchantment: { kind: "permanent", filter: { types: ["enchantment"] } } as TargetSpec };

/** Whether an effect is said of the target ("target creature", "it"): only those apply to each of the group. */
const ofTarget = (e: unknown) => JSON.stringify(e).includes('"target":0');

/**
 * The radiance effect made of a single-target reading, if its one target is the group's kind: the
 * effects from the first said of the target to the last apply to each of the group; a sentence
 * before them that isn't ("Choose a color.", Bathe in Light) or after them ("You gain life equal to
 * the damage dealt this way.", Brightflame) happens once.
 */
function wrap(spell: Spell, type: string, onlySharing: boolean): Spell | undefined {
  if (spell.targets.length !== 1 || JSON.stringify(spell.targets[0]) !== JSON.stringify(SPECS[type])) return undefined;
  const first = spell.effects.findIndex(ofTarget);
  const last = spell.effects.findLastIndex(ofTarget);
  if (first < 0) return undefined;
  const effect: Radiance = { do: "radiance", target: 0, others: { types: [type] }, effects: spell.effects.slice(first, last + 1), ...(onlySharing ? { onlySharing: true as const } : {}) };
  return { targets: spell.targets, effects: [...spell.effects.slice(0, first), effect, ...spell.effects.slice(last + 1)] };
}
function unwrap(spell: Spell): { spell: Spell; type: string; onlySharing: boolean } | undefined {
  const at = spell.effects.findIndex((e) => (e as Radiance).do === "radiance");
  const e = at >= 0 ? (spell.effects[at] as Radiance) : undefined;
  if (e?.do !== "radiance" || e.target !== 0 || e.others.types.length !== 1) return undefined;
  const before = spell.effects.slice(0, at);
  const after = spell.effects.slice(at + 1);
  if ([...before, ...after].some(ofTarget) || !ofTarget(e.effects[0]) || !ofTarget(e.effects[e.effects.length - 1])) return undefined;
  const type = e.others.types[0];
  if (!SPECS[type] || JSON.stringify(e.others) !== JSON.stringify({ types: [type] }) || (e.onlySharing && type !== "creature")) return undefined;
  return { spell: { targets: spell.targets, effects: [...before, ...e.effects, ...after] }, type, onlySharing: !!e.onlySharing };
}

/** "Radiance [text]": `inner` reads the text said of the target alone, `into`/`outOf` reach its targets and effects. */
function radiance<T>(inner: Syntax<T>, into: (v: T) => Spell | undefined, rebuild: (v: T, spell: Spell) => T): Syntax<T> {
  return {
    *parse(text, at) {
      if (!text.startsWith(PREFIX, at)) return;
      const rest = text.slice(at + PREFIX.length);
      const said = alone(rest);
      if (!said) return;
      for (const [v, end] of inner.parse(said.text, 0)) {
        if (end !== said.text.length) continue;
        const spell = into(v);
        const wrapped = spell && wrap(spell, said.type, said.onlySharing);
        if (wrapped) yield [rebuild(v, wrapped), text.length];
      }
    },
    print(value) {
      const spell = into(value);
      const un = spell && unwrap(spell);
      const said = un && inner.print(rebuild(value, un.spell));
      const text = said && together(said, un.type, un.onlySharing);
      return text && PREFIX + text;
    },
  };
}

/** A Radiance instant or sorcery: `spellText` is the grammar of a spell's text. */
export const radianceSpell = (spellText: Syntax<Spell>): Syntax<Spell> =>
  radiance(spellText, (s) => s, (_, s) => s);

type AbilityPart = { ability: { kind: string; targets?: TargetSpec[]; effects: unknown[] } };
/** "Radiance {T}: ..." — an activated ability (Wojek Embermage, Wojek Apothecary). */
export const radianceLine = <P>(activated: Syntax<P>): Syntax<P> =>
  radiance(
    activated,
    (p) => {
      const a = (p as AbilityPart).ability;
      return a && a.kind === "activated" ? { targets: a.targets ?? [], effects: a.effects } : undefined;
    },
    (p, s) => ({ ...p, ability: { ...(p as AbilityPart).ability, targets: s.targets, effects: s.effects } }) as P,
  );
