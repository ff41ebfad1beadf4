// Business constants and limits (docs/product.md §9 and §11).
// Durations are in milliseconds unless the name says otherwise.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// --- E-mail verification -------------------------------------------------------------------------

export const VERIFICATION_CODE_LENGTH = 6;
/** Also quoted in the helper text of /verify-email, hence the minutes. */
export const VERIFICATION_CODE_VALIDITY_MINUTES = 15;
export const VERIFICATION_CODE_VALIDITY_MS = VERIFICATION_CODE_VALIDITY_MINUTES * MINUTE_MS;
export const VERIFICATION_RESEND_LIMIT = 3;
export const VERIFICATION_RESEND_WINDOW_MS = HOUR_MS;
/** After this many wrong tries the code is void and the user must ask for a new one. */
export const MAX_WRONG_CODE_ATTEMPTS = 5;
export const VERIFIED_REDIRECT_DELAY_MS = 2 * SECOND_MS;

// --- Accounts and sessions -----------------------------------------------------------------------

/** The spec's 8 (docs/decisions/0018-password-rules.md). */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for passphrases, short enough that hashing cannot be used to burn CPU. */
export const PASSWORD_MAX_LENGTH = 256;
export const FULL_NAME_MAX_LENGTH = 200;
/** RFC 5321 limit for a forward path. */
export const EMAIL_MAX_LENGTH = 254;

export const SESSION_IDLE_TIMEOUT_MS = 12 * HOUR_MS;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 7 * DAY_MS;

/** Per IP: failed attempts allowed in the window (successes are not counted: docs/product.md §11.2). */
export const LOGIN_IP_FAILURE_LIMIT = 25;
export const LOGIN_IP_WINDOW_MS = 5 * MINUTE_MS;
/**
 * A sign-in that finds the network's window full while other sign-ins are still being checked waits
 * up to this long for them (those that succeed give their slot back), checking every poll interval.
 */
export const LOGIN_IP_SLOT_WAIT_MS = 5 * SECOND_MS;
export const LOGIN_IP_SLOT_POLL_MS = 50;
/** Per IP: verification-code checks that did not verify, allowed in the window (codes are only 6 digits). */
export const VERIFY_IP_FAILURE_LIMIT = 50;
export const VERIFY_IP_WINDOW_MS = 15 * MINUTE_MS;
/**
 * Password reset requests (docs/decisions/0054): per address and network the verification code's 3
 * an hour, so a stranger elsewhere never spends the owner's; per address from all networks 10 an hour
 * (the mail one mailbox gets); per network for all addresses 60 an hour (a class behind one NAT
 * onboarding together fits, one stranger cannot mail everyone).
 */
export const RESET_REQUESTS_PER_ADDRESS_LIMIT = 10;
export const RESET_REQUESTS_PER_NETWORK_LIMIT = 60;
export const RESET_REQUEST_WINDOW_MS = HOUR_MS;

// --- Uploads -------------------------------------------------------------------------------------

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_EXTENSION_MIME_TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain",
} as const;
export type UploadExtension = keyof typeof UPLOAD_EXTENSION_MIME_TYPES;
export type UploadMimeType = (typeof UPLOAD_EXTENSION_MIME_TYPES)[UploadExtension];
export const ACCEPTED_UPLOAD_EXTENSIONS = [
  "pdf",
  "docx",
  "txt",
] as const satisfies readonly UploadExtension[];
export const ACCEPTED_UPLOAD_MIME_TYPES = [
  UPLOAD_EXTENSION_MIME_TYPES.pdf,
  UPLOAD_EXTENSION_MIME_TYPES.docx,
  UPLOAD_EXTENSION_MIME_TYPES.txt,
] as const satisfies readonly UploadMimeType[];
/** A presigned upload URL expires after this. */
export const UPLOAD_URL_VALIDITY_MS = 15 * MINUTE_MS;
/** Longest user filename kept (as data only, never as a path). */
export const UPLOAD_FILENAME_MAX_LENGTH = 255;

/** Client upload progress: URL issued, bytes start going up, bytes all sent, upload completed. */
export const UPLOAD_PROGRESS_STEPS = [10, 30, 70, 100] as const;
export const UPLOAD_STATUS_RESET_MS = 3 * SECOND_MS;

// --- Polling, autosave and UI timing -------------------------------------------------------------

export const DOCUMENT_LIST_POLL_MS = 2000;
export const ADMIN_QUEUE_POLL_MS = 5000;
/** Lists other people change (sign-offs, fuzzy matches, a member's record, a form under review) are read again this often while shown. */
export const SHARED_LIST_POLL_MS = 15_000;
export const AUTOSAVE_DEBOUNCE_MS = 300;
export const SAVED_INDICATOR_MS = 2 * SECOND_MS;
/** A save that failed for want of a connection is sent again after this, doubling up to the max. */
export const AUTOSAVE_RETRY_FIRST_MS = 2 * SECOND_MS;
export const AUTOSAVE_RETRY_MAX_MS = 30 * SECOND_MS;
export const TOAST_LIMIT = 1;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** Employment Scope and Additional Duties boxes. */
export const MULTILINE_FIELD_ROWS = 3;
export const PROMPT_BOX_MIN_HEIGHT_PX = 200;

// --- Display -------------------------------------------------------------------------------------

/** date-fns pattern, reads like 'Jan 5, 2025'. */
export const DISPLAY_DATE_FORMAT = "MMM d, yyyy";
/** Initials avatar: first letters of this many words, upper-cased. */
export const AVATAR_INITIALS_WORDS = 2;
export const TEAM_AVERAGE_DECIMALS = 1;

// --- Experience durations ------------------------------------------------------------------------

/** Form dates (employment, date of hire) before this year are typing slips, not careers. */
/**
 * How long the training record of a deleted account is kept (14 CFR 145.163 asks for at least two
 * years; docs/decisions/0057).
 */
export const TRAINING_RECORD_RETENTION_YEARS = 2;

export const FORM_DATE_EARLIEST_YEAR = 1940;
/** A start date may lie this many years ahead (a job that starts soon); end dates and hire dates may not. */
export const FORM_DATE_MAX_YEARS_AHEAD = 1;

export const MANUAL_MONTHS_MIN = 0;
export const MANUAL_MONTHS_MAX = 11;
export const MANUAL_YEARS_MIN = 0;
/** Keeps a year typed into the years box out of every total (decision 0015, docs/product.md §5.4). */
export const MANUAL_YEARS_MAX = 100;

// --- Document processing -------------------------------------------------------------------------

export const PROCESSING_PROGRESS_MIN = 0;
export const PROCESSING_PROGRESS_MAX = 100;
/** A task whose process died is taken again until it has had this many attempts in all. */
export const MAX_PROCESSING_ATTEMPTS = 3;
/** What the original product stated; the /upload note should quote the measured figure instead. */
export const STATED_PROCESSING_TIME_SECONDS = { min: 30, max: 60 } as const;

/** Text extraction bounds, so one document cannot exhaust a worker. */
export const EXTRACTION_MAX_PAGES = 50;
export const EXTRACTION_MAX_CHARACTERS = 200_000;
/** Longest a worker spends reading one document's text before the task fails. */
export const EXTRACTION_TIMEOUT_MS = 20 * SECOND_MS;
/** Longest the built-in extractor may spend on one document's text (it takes milliseconds). */
export const RESUME_EXTRACTION_TIMEOUT_MS = 10 * SECOND_MS;
/** Heap of one document worker thread; a document needing more is refused, the process lives on. */
export const DOCUMENT_WORKER_HEAP_MB = 512;
/**
 * Generated PDFs and portable imports run in worker threads of their own (docs/security.md): this many
 * at once per process, this many more waiting before a request is refused (503), each stopped after
 * its time limit, with its heap capped.
 */
export const HEAVY_WORK_THREADS = 1;
export const HEAVY_WORK_MAX_QUEUED = 20;
export const HEAVY_WORK_HEAP_MB = 512;
export const PDF_RENDER_TIMEOUT_MS = 60 * SECOND_MS;
/** Longest reading and checking a portable export file may take (a full export takes well under a second). */
export const PORTABLE_IMPORT_PARSE_TIMEOUT_MS = 20 * SECOND_MS;
/** Portable imports one person may send per hour (an account is imported into once; retries after fixing a file). */
export const PORTABLE_IMPORTS_PER_HOUR = 10;
export const PORTABLE_IMPORT_WINDOW_MS = HOUR_MS;
/** Documents one person may have being made at once (the Documents page has a button per document). */
export const DOCUMENTS_IN_FLIGHT_PER_USER = 2;
/** Changes of one training item the audit packet prints (the newest); older ones are counted, not listed. */
export const AUDIT_PACKET_EVENTS_PER_ITEM = 50;
/** A DOCX's `word/document.xml` uncompressed: a long resume is well under 1 MB. */
export const DOCX_DOCUMENT_XML_MAX_BYTES = 5 * 1024 * 1024;
/** Bytes of a plain-text upload read at most, before any decoding or normalisation. */
export const TXT_MAX_READ_BYTES = 2 * 1024 * 1024;

export const AI_PROMPT_MAX_LENGTH = 20_000;

// --- Request bodies and text fields --------------------------------------------------------------

export const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** Names, titles, makes and models, certificate numbers. */
export const SHORT_TEXT_MAX_LENGTH = 200;
/** Addresses. */
export const MEDIUM_TEXT_MAX_LENGTH = 500;
/** Scope, duties and responsibilities. */
export const LONG_TEXT_MAX_LENGTH = 5000;
/** Experience entries may select at most this many employers. */
export const MAX_SELECTED_EMPLOYMENTS = 100;

// --- Account security: registration limits, sign-in delays, trusted devices ----------------------
// One block (docs/security.md lists each limit with its test).

/** Registrations per network (an IPv4 address or an IPv6 /64) and in all, per hour; every attempt counts. */
export const REGISTRATION_NETWORK_LIMIT = 20;
export const REGISTRATION_GLOBAL_LIMIT = 200;
export const REGISTRATION_WINDOW_MS = HOUR_MS;
/** Registrations of one address per hour (the first and its repeats); each one mails that address. */
export const REGISTRATION_ADDRESS_LIMIT = 4;
/** An account still unverified this long after registering is deleted by the hourly cleanup. */
export const UNVERIFIED_ACCOUNT_RETENTION_MS = 7 * DAY_MS;

/** Per account: failed sign-ins allowed without waiting; then each attempt waits a delay that doubles. */
export const LOGIN_FREE_FAILURES = 5;
export const LOGIN_FIRST_DELAY_MS = 15 * SECOND_MS;
export const LOGIN_MAX_DELAY_MS = 5 * MINUTE_MS;
/** A browser that signed in to an account is trusted for it this long (its own failures are delayed apart). */
export const TRUSTED_DEVICE_VALIDITY_MS = 180 * DAY_MS;

// --- Quotas and fair processing (docs/security.md) --------------------------------

/** Completed documents (resumes and training documents together) one account may keep. */
export const MAX_STORED_DOCUMENTS_PER_USER = 50;
/** Total size of one account's completed documents. */
export const MAX_STORED_BYTES_PER_USER = 200 * 1024 * 1024;
/** Tasks one account may have queued or running at once; the Process button answers 429 beyond it. */
export const MAX_OPEN_TASKS_PER_USER = 10;
/** A document whose runner died this many times (lease expired while held) fails for good. */
export const MAX_PROCESSING_CRASHES = 2;
