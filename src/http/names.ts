// Player and team names are printed in every event ("Ann casts Shock.") and by whatever
// relays the game (a chat bot), so they are normalised and restricted: one Unicode form
// (NFC), single spaces, letters, marks and digits with a little punctuation, nothing that
// reorders or hides text (bidi overrides, zero-width characters) and nothing a chat reads
// as a mention or markup (@everyone, <@123>, *bold*). Players of one match are told apart
// by their names, so no two may share one, whatever their case or width.

export const MAX_NAME_CHARS = 32;

/** A letter or digit first, then letters, combining marks, digits, spaces and . ' - */
const ALLOWED = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N} .'-])*$/u;
/** Invisible or reordering characters: controls (Cc), formats (Cf: bidi overrides, zero-width
 * joiners), unassigned and private-use code points, and separators other than a space. */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cn}\p{Co}\p{Cs}\u2028\u2029]/u;
/** More than three combining marks on one letter stack above and below the line. */
const MARK_STACK = /\p{M}{4,}/u;

export type NameCheck = { ok: true; name: string } | { ok: false; error: string };

/** The name as the match will show it, or why it is refused. */
export function normaliseName(raw: string, what = "a name"): NameCheck {
  if (HIDDEN.test(raw)) return { ok: false, error: `${what} may not contain invisible or text-reordering characters (controls, bidi overrides, zero-width characters)` };
  const name = raw.normalize("NFC").replace(/\s+/gu, " ").trim();
  if (name.length === 0) return { ok: false, error: `${what} may not be empty` };
  if (/[@<>]/.test(name)) return { ok: false, error: `${what} may not contain @, < or >, which chat programs read as mentions (@everyone, <@id>)` };
  if (!ALLOWED.test(name)) return { ok: false, error: `${what} must start with a letter or digit and contain only letters, digits, spaces and . ' -` };
  if (MARK_STACK.test(name)) return { ok: false, error: `${what} may not stack more than three accents on one letter` };
  if ([...name].length > MAX_NAME_CHARS) return { ok: false, error: `${what} may not be longer than ${MAX_NAME_CHARS} characters` };
  return { ok: true, name };
}

/** The form two names are compared in: compatibility forms folded (full-width letters,
 * ligatures) and case ignored, so that "Ann", "ANN" and "Ａｎｎ" are one name. */
export function nameKey(name: string): string {
  return name.normalize("NFKC").toLowerCase().normalize("NFKC");
}
