// The heaviest positions a create-match request (64 KiB, 250 cards per list) can set up, for
// `npm run bench:heavy` (bench/heavy.ts); test/engine/game/heavy-positions.test.ts checks that
// each is still a legal setup of offered cards (a card renamed or withdrawn would break the benchmark).
import type { Setup } from "../src/engine/index.js";
import type { SetupPlayer } from "../src/engine/game/starting.js";

export const MAX_BODY = 64 * 1024;
const MAX_LIST = 250;

/** `n` cards cycling through `names`. */
const cycle = (names: string[], n = MAX_LIST) => Array.from({ length: n }, (_, i) => names[i % names.length]!);
const lands = ["Swamp", "Forest", "Mountain", "Island", "Plains"];

// Permanents whose characteristics depend on many others: lords and anthems (static
// abilities with filters), characteristic-defining abilities that count permanents or
// cards, type-changing effects (March of the Machines: artifacts become creatures, so
// filters can't be decided before the layers), Auras and Equipment, triggers.
const mixedPlay = cycle([
  ...lands, ...lands, ...lands,
  "Nightmare", "Mortivore", "Maro", "Goblin King", "Elvish Champion", "Glorious Anthem", "Blessed Orator",
  "Grizzly Bears", "Hill Giant", "Llanowar Elves", "Soul Warden", "Bonesplitter", "Vedalken Shackles",
  "Frogmite", "Myr Enforcer", "Triskelion", "Raging Goblin", "Giant Spider", "Craw Wurm", "Words of Worship",
  "Unspeakable Symbol", "Phyrexian Arena", "Wandering Ones", "Ur-Golem's Eye", "Goblin Piker",
]);
const spells = cycle(["Shock", "Giant Growth", "Wrath of God", "Warrior's Honor", "Electrolyze", "Fireball", "Grizzly Bears", "Threaten", "Natural Affinity", "Supply // Demand", "Ovinize", "Mind Bend"], 60);
const mixed = (extra: string[] = []): SetupPlayer => ({
  play: [...extra, ...mixedPlay].slice(0, MAX_LIST),
  hand: spells,
  graveyard: cycle(["Grizzly Bears", "Hill Giant", "Shock", "Fireball"], 60),
  library: cycle(lands, 120),
  life: 1000,
});

export interface Position {
  name: string;
  what: string;
  setup: Setup;
}

export const positions: Position[] = [
  { name: "mixed", what: "250 mixed permanents a side (lords, anthems, counting P/T, Equipment, triggers), 60 cards in hand", setup: { players: [mixed(), mixed()], turn: 5 } },
  {
    name: "mixed-march",
    what: "the same with March of the Machines and Mycosynth Lattice: every permanent an artifact, every noncreature artifact a creature with P/T equal to its converted mana cost",
    setup: { players: [mixed(["March of the Machines", "Mycosynth Lattice"]), mixed()], turn: 5 },
  },
  {
    name: "anthems",
    what: "125 Glorious Anthems and 125 creatures a side (each creature's P/T reads 250 static abilities)",
    setup: { players: [0, 1].map(() => ({ play: cycle(["Glorious Anthem", "Grizzly Bears"]), library: cycle(lands, 60) })), turn: 5, step: "beginningOfCombat" },
  },
  {
    name: "counting",
    what: "Nightmares and Swamps, Beasts of the mind: 125 characteristic-defining abilities a side counting 250 permanents",
    setup: { players: [0, 1].map(() => ({ play: cycle(["Nightmare", "Swamp", "Mortivore", "Maro"]), hand: cycle(["Shock"], 50), graveyard: cycle(["Grizzly Bears"], 100), library: cycle(lands, 60) })), turn: 5 },
  },
  {
    name: "soul-wardens",
    what: "249 Soul Wardens a side and Supply // Demand in hand: each creature coming into play triggers 498 abilities",
    setup: {
      players: [
        { play: [...cycle(["Soul Warden"], 200), ...cycle(["Forest"], 50)], hand: ["Supply // Demand", "Grizzly Bears"], library: cycle(lands, 60) },
        { play: cycle(["Soul Warden"], 249), library: cycle(lands, 60) },
      ],
      turn: 5,
    },
  },
  {
    name: "arenas",
    what: "250 Phyrexian Arenas: 250 simultaneous triggers to order at the upkeep",
    setup: { players: [{ play: cycle(["Phyrexian Arena"]), library: cycle(lands, 250), life: 1000 }, { library: cycle(lands, 60) }], turn: 5, step: "untap" },
  },
  {
    name: "shackles",
    what: "250 tapped Vedalken Shackles: which of them stay tapped",
    setup: { players: [{ play: Array.from({ length: MAX_LIST }, () => ({ card: "Vedalken Shackles", tapped: true })), library: cycle(lands, 60) }, { library: cycle(lands, 60) }], turn: 5, step: "untap" },
  },
  {
    name: "combat",
    what: "250 creatures a side at the beginning of combat: 250 attackers, then 250 blockers for them",
    setup: {
      players: [0, 1].map(() => ({ play: cycle(["Grizzly Bears", "Giant Spider", "Suntail Hawk", "Hill Giant", "Goblin Piker", "Craw Wurm", "Raging Goblin"]), library: cycle(lands, 60) })),
      turn: 5,
      step: "beginningOfCombat",
    },
  },
  {
    name: "hand",
    what: "250 cards in hand at cleanup: discard 243 of them",
    setup: { players: [{ hand: cycle(["Shock", "Grizzly Bears", "Island", "Fireball", "Giant Growth"]), play: cycle(lands, 40), library: cycle(lands, 60) }, { library: cycle(lands, 60) }], turn: 5, step: "cleanup" },
  },
];
