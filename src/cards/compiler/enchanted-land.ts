// Auras that enchant a land and refer to it (the Genju of Betrayers of Kamigawa): "{2}: Enchanted
// Island becomes a 3/2 blue Spirit creature with flying until end of turn. It's still a land."
// and "When enchanted Island is put into a graveyard, you may return ~ from your graveyard to your
// hand." An Aura's "enchanted [land]" is the permanent it is attached to (212.4), as "enchanted
// creature" is for an Aura that enchants a creature: the same abilities, read by the same grammar
// with the land's noun in the place of "creature". The noun must be the one the Aura's Enchant
// names ("Enchant Island", its type line: aura-type-line.ts); card.ts compares them.
import type { Part } from "./abilities.js";
import type { Syntax } from "./syntax.js";

const NOUN = /\b([Ee])nchanted (land|Plains|Island|Swamp|Mountain|Forest)\b/g;
const CREATURE = /\b([Ee])nchanted creature\b/g;

/** The lines `inner` reads (activated and triggered abilities), with "enchanted [land]" for "enchanted creature"; the part carries the noun. */
export function enchantedLandLines(inner: Syntax<Part>): Syntax<Part> {
  return {
    *parse(text, at) {
      const said = text.slice(at);
      const nouns = new Set([...said.matchAll(NOUN)].map((m) => m[2]!));
      // One land noun, and no "enchanted creature" besides it.
      if (nouns.size !== 1 || /\b[Ee]nchanted creature\b/.test(said)) return;
      const [attachedNoun] = nouns;
      const asCreature = said.replace(NOUN, (_, e: string) => `${e}nchanted creature`);
      for (const [p, end] of inner.parse(asCreature, 0)) {
        if (end !== asCreature.length || !("ability" in p) || !JSON.stringify(p.ability).includes('"enchanted"')) continue;
        yield [{ ability: p.ability, attachedNoun }, text.length];
      }
    },
    print(p) {
      if (!("ability" in p) || !p.attachedNoun || p.attachedNoun === "creature") return undefined;
      const said = inner.print({ ability: p.ability });
      return said?.replace(CREATURE, (_, e: string) => `${e}nchanted ${p.attachedNoun}`);
    },
  };
}
