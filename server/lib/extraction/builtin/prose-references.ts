// How a bio refers back to an employer it has already named: 'the RAF' for the Royal Air Force,
// 'the Corps' for the U.S. Marine Corps, 'Aleutian' for Aleutian Air Cargo; and the places that
// follow 'at' without being employers ('at NAS New Orleans', 'at East Midlands Airport').

/** Letters and digits only, lower case. */
function loose(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

/** 'Royal Air Force' → 'raf', 'U.S. Marine Corps' → 'usmc' (the capitalised words' initials). */
function initials(name: string): string {
  return name
    .replace(/\./g, "")
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .map((word) => (/^\p{Lu}+$/u.test(word) ? word : word[0]!))
    .join("")
    .toLowerCase();
}

/**
 * Whether a later mention ('the RAF', 'Nor'Wester', 'the Navy') names the employer written in full
 * before: the same name, its first words, its initials, or (after 'the') its last word.
 */
export function refersTo(mention: string, name: string | null, afterThe = false): boolean {
  if (!name) return false;
  const [short, full] = [loose(mention), loose(name)];
  if (short.length === 0 || full.length === 0) return false;
  if (full === short || full.startsWith(short) || short.startsWith(full)) return true;
  // 'the Marines' for 'the U.S. Marine Corps'.
  if (short === "marines" && full.endsWith("marinecorps")) return true;
  if (/^\p{Lu}{2,5}$/u.test(mention.trim()) && initials(name) === short) return true;
  const last = name.trim().split(/\s+/).at(-1) ?? "";
  return afterThe && short.length >= 4 && loose(last) === short;
}

/** Naval air stations, Marine Corps air stations, air bases, airports: where, not whom. */
const PLACE_NAME =
  /^(?:NAS|NAF|MCAS|NAVSTA|JBSA|JB|RAF|RAAF|RCAF|CFB|Fort|Ft\.?)\s+\p{Lu}|\b(?:AFB|ANGB|Air Force Base|Air Base|Naval Air Station|Army Airfield|Airport|Airfield|International Airport)$/u;

export function isPlaceName(text: string): boolean {
  return PLACE_NAME.test(text.trim());
}

/** 'Aleutian' after 'Aleutian Air Cargo' was named: a shorter name for the same employer. */
export function isShortFormOf(mention: string, name: string | null): boolean {
  if (!name) return false;
  const words = mention.trim().split(/\s+/);
  const full = name.trim().split(/\s+/);
  return words.length < full.length && words.every((word, index) => loose(word) === loose(full[index]!));
}
