// Shapes of the equipment catalog: aircraft, engines and avionics that technicians name in resumes.

export const CATALOG_DISCIPLINES = ["airframe", "powerplant", "avionics"] as const;
export type CatalogDiscipline = (typeof CATALOG_DISCIPLINES)[number];

export type AircraftCategory =
  | "airliner"
  | "regional"
  | "business_jet"
  | "turboprop"
  | "piston"
  | "helicopter"
  | "military";
export type EngineCategory = "turbofan" | "turboprop" | "turboshaft" | "turbojet" | "piston";
export type AvionicsCategory =
  | "integrated_flight_deck"
  | "display"
  | "navigator"
  | "fms"
  | "autopilot"
  | "radio"
  | "transponder";
export type CatalogCategory = AircraftCategory | EngineCategory | AvionicsCategory;

/** A manufacturer: the name a technician writes on the form, and the other ways resumes write it. */
export interface Manufacturer {
  name: string;
  /** Spellings, former names and parent brands, matched case-insensitively before a model. */
  aliases: readonly string[];
  /** Letters written glued to a model number ('B737', 'C172', 'LJ45'); only ever before a digit. */
  prefixes?: readonly string[];
}

/**
 * How the series is written right after the model. `pattern` is a regular-expression source tried
 * (case-insensitively) exactly where the model ends; its named group `s` (or the whole match) is the
 * series. `names` gives canonical spellings for word series ('NXi', 'Excel').
 */
export interface SeriesRule {
  pattern: string;
  names?: readonly string[];
}

/**
 * How a series is written on the form when the model's name takes part of it (docs/decisions/
 * 0022-equipment-designations.md): 'CRJ' + '200' is the model 'CRJ200', 'Trent' + 'XWB-84'
 * is 'Trent XWB' / '84'. `pattern` is matched against the whole series: its group `m` is appended to
 * the model after `join`, its group `w` replaces the model, its group `s` is the series left (or none).
 */
export interface DesignationRule {
  pattern: string;
  join: "" | " ";
}

/** One way a model is written; `series` when the name itself implies one ('Q400', 'LongRanger'). */
export interface ModelAlias {
  text: string;
  series: string | null;
  /** Strong aliases are recognised alone; weak ones only right after a make of the entry. */
  strong: boolean;
}

export interface CatalogEntry {
  /** Stable id: discipline/make/model. */
  id: string;
  discipline: CatalogDiscipline;
  category: CatalogCategory;
  /** Makes this model may be filed under (a written one is kept). */
  makes: readonly string[];
  /** The make when the resume does not write one; null when the model alone does not tell. */
  defaultMake: string | null;
  model: string;
  aliases: readonly ModelAlias[];
  series: SeriesRule;
  /** How a series joins the model's name on the form; null when the model and series stay apart. */
  designation: DesignationRule | null;
  /** Standalone strong aliases count only when a series follows (words like 'Citation', 'Global'). */
  seriesRequired: boolean;
  /** The family entry's model ('PW100') when this model belongs to one. */
  family: string | null;
  /** A family name only ('PW100 series'): dropped when a member of the family is named too. */
  isFamily: boolean;
}

/** A model found in a text. */
export interface CatalogMention {
  entry: CatalogEntry;
  discipline: CatalogDiscipline;
  make: string | null;
  model: string;
  series: string | null;
  /** Offsets in the scanned text, make included when written. */
  start: number;
  end: number;
  /** The make written before the model, as a manufacturer name, if any. */
  writtenMake: string | null;
}

/** What a single name resolves to ('B737-800' → Boeing, 737, 800). */
export interface CatalogMatch {
  discipline: CatalogDiscipline;
  category: CatalogCategory;
  make: string | null;
  model: string;
  series: string | null;
}
