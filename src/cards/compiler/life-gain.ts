// "Whenever you gain life" (404.1): the trigger of Searing Meditation and its kind; the engine
// triggers it on each event of the ability's controller gaining more than 0 life
// (engine/spells/life-gain-triggers.ts).
import type { Trigger } from "../language.js";
import { word } from "./syntax.js";

export const lifeGainTrigger = word<Trigger>("Whenever you gain life", { on: "youGainLife" });
