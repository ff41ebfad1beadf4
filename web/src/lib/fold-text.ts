// The one folding rule, shared with the server's exports (domain/team-filter.ts).
export { foldText } from "@domain/fold-text";
