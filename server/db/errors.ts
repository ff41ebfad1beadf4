/** The database could not be opened at start (unreachable, locked, unreadable). */
export class DatabaseStartError extends Error {}
