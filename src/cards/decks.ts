// Decklists and the preset decks, checked against the supported cards and the constructed
// deck rules (100.2a: at least sixty cards, no more than four of any card other than basic
// lands; 100.4 (?): a sideboard of at most fifteen cards).
import { nameKey, parseDecklist, suggestions } from "./decklist.js";
import { allPoolNames } from "./printings.js";
import { formatProblems, type DeckFormat } from "./formats.js";
import { getCard, offeredNames } from "./registry.js";

export const PRESET_DECKS: Record<string, string> = {
  "red-green-beats": [
    "12 Mountain", "11 Forest", "4 Llanowar Elves", "4 Raging Goblin", "4 Goblin Piker", "4 Grizzly Bears",
    "3 Balduvian Barbarians", "3 Hill Giant", "2 Craw Wurm", "4 Shock", "3 Volcanic Hammer", "4 Giant Growth", "2 Lava Axe",
  ].join("\n"),
  "sky-raiders": [
    "8 Plains", "8 Swamp", "8 Mountain", "4 Suntail Hawk", "4 Bog Imp", "4 Goblin Piker", "4 Hill Giant",
    "4 Sacred Nectar", "4 Mind Rot", "4 Shock", "4 Volcanic Hammer", "2 Lava Axe", "2 Raging Goblin",
  ].join("\n"),
  // One deck per block of the era (issue 13), two colors and 24 lands each, built to show the
  // keywords of its block. Tests and clients rely on the two presets above: add new ones after them.
  // Onslaught block: morph, cycling, fear, double strike, storm.
  "onslaught-morph": [
    "11 Swamp", "10 Mountain", "2 Barren Moor", "1 Forgotten Cave", "4 Festering Goblin", "4 Skirk Marauder", "4 Severed Legion",
    "4 Spined Basher", "3 Skinthinner", "2 Ridgetop Raptor", "2 Grinning Demon", "2 Crested Craghorn", "4 Shock", "3 Death Pulse",
    "2 Spark Spray", "2 Scattershot",
  ].join("\n"),
  // Mirrodin block: equipment, artifact lands, modular, sunburst, double and first strike.
  "mirrodin-equipment": [
    "10 Plains", "10 Mountain", "2 Ancient Den", "2 Great Furnace", "4 Goblin Striker", "4 Leonin Skyhunter", "3 Skyhunter Skirmisher",
    "3 Skyhunter Patrol", "3 Vulshok Berserker", "3 Arcbound Worker", "2 Suntouched Myr", "3 Bonesplitter", "2 Leonin Scimitar",
    "2 Fireshrieker", "3 Barbed Lightning", "2 Pyrite Spellbomb", "2 Fists of the Anvil",
  ].join("\n"),
  // Kamigawa block: bushido, channel, splice onto Arcane, sweep.
  "kamigawa-bushido": [
    "11 Plains", "12 Mountain", "1 Eiganjo Castle", "2 Isamaru, Hound of Konda", "4 Devoted Retainer", "4 Kitsune Blademaster",
    "2 Ghost-Lit Redeemer", "3 Ghost-Lit Raider", "3 Shinen of Fury's Fire", "2 Moonwing Moth", "2 Frost Ogre", "2 Sokenzan Bruiser",
    "4 Glacial Ray", "2 Plow Through Reito", "2 Barrel Down Sokenzan", "2 Lava Spike", "2 Mending Hands",
  ].join("\n"),
  // Ravnica block: convoke, graft, hybrid mana, radiance, vigilance.
  "ravnica-selesnya": [
    "12 Forest", "12 Plains", "4 Watchwolf", "3 Selesnya Guildmage", "3 Centaur Safeguard", "4 Simic Initiate", "3 Nightguard Patrol",
    "2 Courier Hawk", "2 Conclave Equenaut", "2 Siege Wurm", "3 Gather Courage", "2 Scatter the Seeds", "3 Seeds of Strength",
    "2 Wojek Siren", "2 Steeling Stance", "1 Sundering Vitae",
  ].join("\n"),
  // Coldsnap and Time Spiral block: echo, suspend, flanking, rampage, flash, split second, storm, flashback.
  "time-spiral-echoes": [
    "12 Forest", "12 Mountain", "4 Mogg War Marshal", "3 Hunting Moa", "2 Flamecore Elemental", "3 Suq'Ata Lancer", "2 Craw Giant",
    "3 Ashcoat Bear", "2 Durkwood Baloth", "1 Thallid Germinator", "2 Basalt Gargoyle", "4 Rift Bolt", "3 Sudden Shock", "2 Grapeshot",
    "2 Thrill of the Hunt", "2 Call of the Herd", "1 Krosan Grip",
  ].join("\n"),
  // Ninth Edition: first strike, vigilance, trample, flying.
  "ninth-edition-green-white": [
    "12 Forest", "12 Plains", "4 Llanowar Elves", "4 Savannah Lions", "3 Veteran Cavalier", "4 Trained Armodon", "3 Paladin en-Vec",
    "3 Serra Angel", "2 Rootbreaker Wurm", "4 Giant Growth", "3 Pacifism", "2 Glorious Anthem", "2 Might of Oaks", "2 Vengeance",
  ].join("\n"),
  // Two more decks per block (issue 13), each an archetype players of the block knew, from that
  // block's sets and basic lands only (decks.test.ts checks both). The decks above keep their
  // places: bench/engine.ts measures the first deck of each block.
  // Onslaught block: mono-red Goblins, haste from Goblin Warchief and Siege-Gang's tokens.
  "onslaught-goblins": [
    "20 Mountain", "2 Goblin Burrows", "4 Goblin Sledder", "3 Goblin Brigand", "4 Goblin Piledriver", "4 Skirk Marauder", "4 Goblin Warchief",
    "2 Goblin Sharpshooter", "2 Clickslither", "2 Reckless One", "3 Siege-Gang Commander", "4 Shock", "3 Goblin War Strike", "3 Spark Spray",
  ].join("\n"),
  // Onslaught block: mono-green Elves and Beasts, tribal lords and Beast cost reduction.
  "onslaught-elves": [
    "21 Forest", "2 Tranquil Thicket", "4 Wirewood Elf", "4 Elvish Warrior", "3 Elvish Vanguard", "4 Krosan Warchief", "3 Wirewood Savage",
    "4 Ravenous Baloth", "3 Heedless One", "2 Voice of the Woods", "2 Silvos, Rogue Elemental", "4 Vitality Charm", "4 Primal Boost",
  ].join("\n"),
  // Mirrodin block: blue-red Affinity, artifact lands feeding affinity, Arcbound modular, Shrapnel Blast.
  "mirrodin-affinity": [
    "4 Seat of the Synod", "4 Great Furnace", "4 Darksteel Citadel", "2 Glimmervoid", "2 Blinkmoth Nexus", "2 Island", "2 Mountain",
    "4 Ornithopter", "4 Frogmite", "4 Myr Enforcer", "4 Arcbound Ravager", "2 Arcbound Worker", "4 Somber Hoverguard", "2 Atog",
    "4 Welding Jar", "4 Thoughtcast", "4 Shrapnel Blast", "4 Magma Jet",
  ].join("\n"),
  // Mirrodin block: green-red Myr ramp, mana Myr into Troll Ascetic, Solemn Simulacrum and Triskelion.
  "mirrodin-myr-ramp": [
    "11 Forest", "9 Mountain", "2 Tree of Tales", "4 Copper Myr", "4 Iron Myr", "2 Talisman of Impulse", "4 Troll Ascetic", "3 Viridian Shaman",
    "2 Eternal Witness", "3 Solemn Simulacrum", "3 Fangren Hunter", "2 Molder Slug", "2 Triskelion", "4 Magma Jet", "3 Barbed Lightning",
    "2 Oxidize",
  ].join("\n"),
  // Kamigawa block: green-black Snakes, Orochi mana, the Kashi tribe's "doesn't untap" fighters, Kodama of the North Tree.
  "kamigawa-snakes": [
    "16 Forest", "7 Swamp", "4 Orochi Sustainer", "4 Sakura-Tribe Elder", "4 Orochi Ranger", "3 Gnarled Mass", "3 Kashi-Tribe Reaver",
    "2 Sachi, Daughter of Seshiro", "2 Kashi-Tribe Elite", "3 Kashi-Tribe Warriors", "2 Kodama of the North Tree", "1 Moss Kami",
    "4 Rend Flesh", "3 Kodama's Might", "2 Swallowing Plague",
  ].join("\n"),
  // Kamigawa block: blue-black Spirits and Arcane, "whenever you play a Spirit or Arcane spell", soulshift, splice.
  "kamigawa-spirits": [
    "15 Swamp", "9 Island", "4 Thief of Hope", "3 Kami of the Waning Moon", "3 Gibbering Kami", "2 Scuttling Death", "2 Kemuri-Onna",
    "2 Kiri-Onna", "2 Sire of the Storm", "4 Rend Flesh", "3 Consuming Vortex", "2 Swallowing Plague", "2 Soulless Revival", "2 Pull Under",
    "2 Waking Nightmare", "3 Reach Through Mists",
  ].join("\n"),
  // Ravnica block: Boros aggro, first and double strike, hybrid mana, Lightning Helix and Char.
  "ravnica-boros": [
    "9 Mountain", "8 Plains", "4 Sacred Foundry", "2 Boros Garrison", "4 Boros Recruit", "4 Boros Swiftblade", "4 Skyknight Legionnaire",
    "3 Veteran Armorer", "3 Viashino Fangtail", "2 Sunhome Enforcer", "2 Flame-Kin Zealot", "4 Lightning Helix", "3 Char", "4 Seal of Fire",
    "2 Galvanic Arc", "2 Wojek Siren",
  ].join("\n"),
  // Ravnica block: Golgari graveyard, dredge, Putrefy and Golgari Thug's recursion.
  "ravnica-golgari": [
    "9 Forest", "8 Swamp", "4 Overgrown Tomb", "2 Golgari Rot Farm", "4 Elves of Deep Shadow", "4 Golgari Thug", "4 Stinkweed Imp",
    "3 Shambling Shell", "2 Greater Mossdog", "3 Golgari Rotwurm", "2 Grave-Shell Scarab", "2 Keening Banshee", "4 Putrefy", "3 Last Gasp",
    "2 Darkblast", "2 Life from the Loam", "2 Recollect",
  ].join("\n"),
  // Time Spiral block: green-red Slivers sharing haste, +2/+0, +2/+2 and double strike.
  "time-spiral-slivers": [
    "12 Forest", "11 Mountain", "4 Gemhide Sliver", "4 Spined Sliver", "3 Firewake Sliver", "4 Bonesplitter Sliver", "2 Fungus Sliver",
    "3 Might Sliver", "2 Venser's Sliver", "2 Fury Sliver", "4 Rift Bolt", "3 Sudden Shock", "2 Fiery Temper", "2 Stonewood Invocation",
    "2 Krosan Grip",
  ].join("\n"),
  // Time Spiral block: green-black Thallids, spore counters making Saprolings, Thelonite Hermit.
  "time-spiral-thallids": [
    "14 Forest", "10 Swamp", "4 Thallid", "4 Deathspore Thallid", "4 Thallid Germinator", "2 Thallid Shell-Dweller", "3 Sporesower Thallid",
    "2 Savage Thallid", "2 Thelonite Hermit", "1 Verdeloth the Ancient", "4 Sprout", "3 Sudden Death", "3 Strangling Soot", "2 Assassinate",
    "2 Tendrils of Corruption",
  ].join("\n"),
  // Ninth Edition: blue-black control, counterspells, removal, card drawing and big fliers.
  "ninth-edition-blue-black": [
    "12 Island", "12 Swamp", "2 Hypnotic Specter", "3 Nekrataal", "3 Sage Aven", "2 Gravedigger", "2 Air Elemental", "2 Sengir Vampire",
    "2 Mahamoti Djinn", "4 Mana Leak", "2 Rewind", "4 Dark Banishing", "3 Cruel Edict", "3 Counsel of the Soratami", "2 Consume Spirit",
    "2 Blackmail",
  ].join("\n"),
  // Ninth Edition: mono-red aggro and burn, Goblin King, haste and Blaze.
  "ninth-edition-mono-red": [
    "22 Mountain", "4 Goblin Raider", "3 Goblin King", "3 Goblin Chariot", "4 Viashino Sandstalker", "3 Orcish Artillery", "2 Anaba Shaman",
    "1 Shivan Dragon", "4 Shock", "4 Volcanic Hammer", "3 Blaze", "3 Lava Axe", "2 Guerrilla Tactics", "2 Threaten",
  ].join("\n"),
};

export interface DeckProblem {
  /** The line of the decklist (absent for a problem of the whole deck, 0 for an XML entry). */
  line?: number;
  message: string;
  /** The rule broken, where one is. */
  rule?: string;
  /** Known card names close to a misspelt one. */
  suggestions?: string[];
}

export type DeckResult =
  | { ok: true; cards: string[]; sideboard: string[] }
  | { ok: false; /** Every problem in one sentence each, joined. */ error: string; problems: DeckProblem[] };

/** At most this many problems are reported, and names suggested for this many unknown cards: a 64 KiB list stays cheap. */
const MAX_PROBLEMS = 50;
const MAX_SUGGESTED = 10;

let byKey: Map<string, string> | undefined;
/** Supported card names by their matching form (decklist.ts nameKey), found without compiling every card (issue 13). */
function supportedByKey(): Map<string, string> {
  byKey ??= new Map(offeredNames().map((name) => [nameKey(name), name]));
  return byKey;
}

/**
 * A preset's name or a decklist in any of the forms players write (decklist.ts), checked
 * against the supported cards and the constructed deck rules: 100.2a (at least sixty cards,
 * at most four of a card other than a basic land, counting the sideboard too) and 100.4 (?)
 * (a sideboard of at most fifteen cards), and, given a format, its sets and banned and
 * restricted lists (formats.ts). Every problem is reported at once.
 */
export function resolveDeck(text: string, format?: DeckFormat): DeckResult {
  const preset = PRESET_DECKS[text.trim()];
  const parsed = parseDecklist(preset ?? text);
  const problems: DeckProblem[] = parsed.unreadable.map(({ line, text: bad }) => ({
    line,
    message: `"${bad}" is not a decklist line ("4 Shock", "4x Shock", "4 Shock (9ED) 203", "SB: 2 Shock")${line === 1 && parsed.lines.length === 0 ? ` nor a preset deck (${Object.keys(PRESET_DECKS).join(", ")})` : ""}`,
  }));
  const main = new Map<string, number>();
  const side = new Map<string, number>();
  let suggested = 0;
  for (const entry of parsed.lines) {
    const name = supportedByKey().get(nameKey(entry.name));
    if (!name) {
      const era = printedInTheEra(entry.name);
      const near = !era && suggested++ < MAX_SUGGESTED ? suggestions(entry.name, [...supportedByKey().values()]) : [];
      problems.push({
        ...(entry.line ? { line: entry.line } : {}),
        message: era
          ? `${entry.name.slice(0, 60)} is a card of the era that is not supported yet (GET /v1/cards lists the supported ones)`
          : `${entry.name.slice(0, 60)} is not a supported card${near.length ? `; did you mean ${near.join(", ")}?` : " (GET /v1/cards lists them)"}`,
        ...(near.length ? { suggestions: near } : {}),
      });
      continue;
    }
    const into = entry.sideboard ? side : main;
    into.set(name, (into.get(name) ?? 0) + entry.count);
  }
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const total = sum(main);
  if (total < 60) problems.push({ message: `a constructed deck has at least 60 cards; this one has ${total}`, rule: "100.2a" });
  if (total > 250) problems.push({ message: `a deck may list at most 250 cards; this one has ${total}` });
  if (sum(side) > 15) problems.push({ message: `a sideboard has at most 15 cards; this one has ${sum(side)}`, rule: "100.4" });
  for (const name of new Set([...main.keys(), ...side.keys()])) {
    const n = (main.get(name) ?? 0) + (side.get(name) ?? 0);
    if (n > 4 && !getCard(name).supertypes.includes("basic"))
      problems.push({ message: `at most four copies of ${name} (a card other than a basic land), deck and sideboard together; this deck has ${n}`, rule: "100.2a" });
  }
  if (format) {
    const copies = new Map([...main.keys(), ...side.keys()].map((name) => [name, (main.get(name) ?? 0) + (side.get(name) ?? 0)]));
    problems.push(...formatProblems(format, copies).map((message) => ({ message })));
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_PROBLEMS);
    const sentence = (p: DeckProblem) => `${p.rule ? `${p.rule}: ` : ""}${p.line ? `line ${p.line}: ` : ""}${p.message}`;
    return { ok: false, error: shown.map(sentence).join("; "), problems: shown };
  }
  const expand = (m: Map<string, number>) => [...m].flatMap(([name, n]) => Array<string>(n).fill(name));
  return { ok: true, cards: expand(main), sideboard: expand(side) };
}

let eraNames: Set<string> | undefined;
/** Whether a card of this name was printed by October 2006, to tell "not supported yet" from "no such card". */
function printedInTheEra(name: string): boolean {
  eraNames ??= new Set(allPoolNames().map(nameKey));
  return eraNames.has(nameKey(name));
}
