/**
 * A completion holds its upload this long at most: longer than a HEAD and a 10 MB read can take with
 * the S3 client's retries (3 attempts of up to 35 s each). A claim older than this was left by a
 * request that died, and another completion may take it over.
 */
export const COMPLETION_CLAIM_MS = 5 * 60 * 1000;
export const claimStaleBefore = (now: Date) => new Date(now.getTime() - COMPLETION_CLAIM_MS);
