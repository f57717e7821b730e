// Cards with triggered abilities that choose several targets, "up to N" or "any number of"
// them, or "another target", and that divide damage or counters among them as they are put on
// the stack (410.4, 409.1c–d).
import type { z } from "zod";
import type { CardDefinition } from "./language.js";

type Definition = z.input<typeof CardDefinition>;
type AbilityInput = NonNullable<Definition["abilities"]>[number];
type TriggeredInput = Extract<AbilityInput, { kind: "triggered" }>;

const triggered = (text: string, a: Omit<TriggeredInput, "kind" | "text">): AbilityInput => ({ kind: "triggered", ...a, text });
const counters = (amount: number) => ({ do: "putCounters", counter: "+1/+1", amount, object: { target: 0 }, divided: "asYouChoose" }) as const;

export const TRIGGER_DEFINITIONS: Record<string, Definition> = {
  "Wurmskin Forger": {
    abilities: [triggered("When Wurmskin Forger comes into play, distribute three +1/+1 counters among any number of target creatures.", {
      trigger: { on: "comesIntoPlay", what: "self" },
      targets: [{ kind: "creature", anyNumber: true }],
      effects: [counters(3)],
    })],
  },
  "Jugan, the Rising Star": {
    keywords: ["flying"],
    abilities: [triggered("When Jugan, the Rising Star is put into a graveyard from play, you may distribute five +1/+1 counters among any number of target creatures.", {
      trigger: { on: "putIntoGraveyardFromPlay", what: "self" },
      targets: [{ kind: "creature", anyNumber: true }],
      effects: [{ do: "may", text: "distribute five +1/+1 counters among any number of target creatures", effects: [counters(5)] }],
    })],
  },
  "Myr Retriever": {
    abilities: [triggered("When Myr Retriever is put into a graveyard from play, return another target artifact card from your graveyard to your hand.", {
      trigger: { on: "putIntoGraveyardFromPlay", what: "self" },
      targets: [{ kind: "cardInYourGraveyard", filter: { types: ["artifact"] }, notSelf: true }],
      effects: [{ do: "returnToHand", object: { target: 0 } }],
    })],
  },
};
