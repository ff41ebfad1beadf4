/**
 * A failure that another attempt cannot fix (a damaged file, a document with no text): the task fails at
 * once with this message, which users read. Any other error is retried while attempts remain.
 */
export class PermanentJobError extends Error {
  override name = "PermanentJobError";
}

/** A failure another attempt may fix (a busy AI service); its message is shown if the last attempt fails too. */
export class RetryableJobError extends Error {
  override name = "RetryableJobError";
}

export const ABANDONED_TASK_MESSAGE =
  "Processing stopped unexpectedly several times. Please try again; if it keeps failing, contact your administrator.";
export const GENERIC_FAILURE_MESSAGE = "Processing failed because of an unexpected error. Please try again.";
/** A document whose processing stopped the runner twice (MAX_PROCESSING_CRASHES): it is not tried again. */
export const CRASHED_DOCUMENT_MESSAGE =
  "This document stopped the processing twice, so it will not be tried again. It may be damaged or too complex to read: please upload another copy (for example, save it again as PDF, or as a TXT file).";
