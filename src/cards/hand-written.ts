// The hand-written definitions (src/cards/definitions*.ts), for what the card grammar can't say
// yet. They are read by `npm run cards`, which writes them parsed into
// src/cards/generated/hand-written.ts for the Worker, and by the card gates.
import { DEFINITIONS } from "./definitions.js";
import { LAYER_DEFINITIONS } from "./definitions-layers.js";
import { REPLACE_DEFINITIONS } from "./definitions-replace.js";
import { COST_DEFINITIONS } from "./definitions-costs.js";
import { MULTIPLAYER_DEFINITIONS } from "./definitions-multiplayer.js";
import { REGENERATION_DEFINITIONS } from "./definitions-regeneration.js";
import { TRIGGER_DEFINITIONS } from "./definitions-triggers.js";
import { TEXT_DEFINITIONS } from "./definitions-text.js";
import { COPY_DEFINITIONS } from "./definitions-copies.js";
import { BOUNDS_DEFINITIONS } from "./definitions-bounds.js";
import { CREATURE_KEYWORD_DEFINITIONS } from "./definitions-creature-keywords.js";
import { MORPH_SUSPEND_DEFINITIONS } from "./definitions-morph-suspend.js";
import { SEARCH_ABILITYWORD_DEFINITIONS } from "./definitions-search-abilitywords.js";
import { COMBAT_DEFINITIONS } from "./definitions-combat.js";
import { COST_KEYWORD_DEFINITIONS } from "./definitions-cost-keywords.js";

/** Every hand-written definition, by card name, as written (a hand-written one wins over a compiled one). */
export const HAND_WRITTEN_DEFINITIONS: Record<string, unknown> = { ...DEFINITIONS, ...LAYER_DEFINITIONS, ...REPLACE_DEFINITIONS, ...COST_DEFINITIONS, ...MULTIPLAYER_DEFINITIONS, ...REGENERATION_DEFINITIONS, ...TRIGGER_DEFINITIONS, ...TEXT_DEFINITIONS, ...COPY_DEFINITIONS, ...BOUNDS_DEFINITIONS, ...CREATURE_KEYWORD_DEFINITIONS, ...MORPH_SUSPEND_DEFINITIONS, ...SEARCH_ABILITYWORD_DEFINITIONS, ...COMBAT_DEFINITIONS, ...COST_KEYWORD_DEFINITIONS };
