// The equipment catalog: pure data and lookups, shared by the resume extractor and the web forms.

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
