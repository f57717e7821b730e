// "Enchanted creature's activated abilities can't be played." (Arrest, Detainment Spell), "...
// unless they're mana abilities" (Faith's Fetters): a restriction the layers give the permanent
// (418.5a layer 6). Whatever allows its controller to play an ability, the "can't" wins (103.2);
// the abilities themselves remain (another effect may still read or copy them).
import type { Characteristics } from "../effects/characteristics.js";

/** Whether the permanent's activated abilities of this kind (mana or not, 406.1) can't be played. Asked only of a permanent with a restriction. */
export function abilitiesBanned(c: Characteristics, mana: boolean): boolean {
  return c.restrictions.includes("cantPlayActivated") || (!mana && c.restrictions.includes("cantPlayNonManaActivated"));
}

export const BANNED = "103.2: an effect says this permanent's activated abilities can't be played";
