// The equipment catalog: data (makes, models, aliases, series) and the lookups over it. Only the
// built-in resume extractor and the extraction evaluation use it (docs/decisions/0023).

export { AIRCRAFT } from "./aircraft";
export { AVIONICS } from "./avionics";
export { ENGINES } from "./engines";
export { MANUFACTURERS } from "./manufacturers";
export {
  CATALOG,
  findCatalogMentions,
  findManufacturers,
  lookupCatalog,
  normalizeKey,
  sameManufacturer,
} from "./match";
export * from "./types";
