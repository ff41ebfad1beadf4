import { MAX_STORED_BYTES_PER_USER, MAX_STORED_DOCUMENTS_PER_USER } from "@domain/constants";

// What the uploads feature tells the user, apart from its services so any of its modules can say it.

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

export const UPLOAD_MESSAGES = {
  tooManyPending: "Too many uploads are in progress. Please wait a few minutes and try again.",
  notFound: "Upload not found. Please upload the file again.",
  alreadyCompleted: "This upload has already been completed.",
  expired: "This upload has expired. Please upload the file again.",
  typeChanged: "The file type does not match the upload that was started.",
  missingObject: "The file was not found in storage. Please upload it again.",
  storedTypeMismatch: "The file was stored with a different type than the upload was started with.",
  documentNotFound: "Document not found.",
  completionInProgress: "This upload is already being completed. Please wait a moment.",
  tooManyDocuments: `You have reached the limit of ${MAX_STORED_DOCUMENTS_PER_USER} stored documents. Delete documents you no longer need, then upload again.`,
  storageFull: `Your stored documents have reached the ${megabytes(MAX_STORED_BYTES_PER_USER)} limit. Delete documents you no longer need, then upload again.`,
  wouldExceedStorage: (fileBytes: number, usedBytes: number) =>
    `This file (${megabytes(fileBytes)}) would take your stored documents over the ${megabytes(MAX_STORED_BYTES_PER_USER)} limit (${megabytes(usedBytes)} used). Delete documents you no longer need, then upload again.`,
} as const;
