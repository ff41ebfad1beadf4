import { ACCEPTED_UPLOAD_EXTENSIONS, MAX_UPLOAD_BYTES } from "@domain/constants";
import { acceptedExtensionOf, FILE_TOO_LARGE_MESSAGE } from "@domain/schemas/uploads";

/** What the file input offers; the server checks the bytes again. */
export const FILE_INPUT_ACCEPT = ACCEPTED_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(",");

export type FileProblem = { title: string; description: string };

/** The toast for a file the server would refuse anyway, or null when it may be uploaded. */
export function checkFile(file: File): FileProblem | null {
  if (acceptedExtensionOf(file.name) === null) {
    return { title: "Unsupported file type", description: "Please choose a PDF, DOCX or TXT file." };
  }
  if (file.size > MAX_UPLOAD_BYTES) return { title: "File too large", description: FILE_TOO_LARGE_MESSAGE };
  if (file.size === 0)
    return { title: "Empty file", description: "This file is empty. Please choose another file." };
  return null;
}
