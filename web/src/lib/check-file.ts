import { ACCEPTED_UPLOAD_EXTENSIONS, MAX_UPLOAD_BYTES } from "@domain/constants";
import { SIGNATURE_SAMPLE_BYTES, signatureProblem } from "@domain/document-signature";
import { acceptedExtensionOf, FILE_TOO_LARGE_MESSAGE, mimeTypeForFilename } from "@domain/schemas/uploads";

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

/**
 * The file's first bytes against its type (domain/document-signature.ts, which the server checks
 * again): a '.pdf' that is not a PDF is refused here, before anyone is asked about overwriting a form.
 */
export async function checkFileContent(file: File): Promise<FileProblem | null> {
  const mimeType = mimeTypeForFilename(file.name);
  if (!mimeType) return null;
  let sample: Uint8Array;
  try {
    sample = new Uint8Array(await file.slice(0, SIGNATURE_SAMPLE_BYTES).arrayBuffer());
  } catch {
    // Unreadable here (a file moved away meanwhile): the upload reports it, and the server checks anyway.
    return null;
  }
  const problem = signatureProblem(sample, mimeType);
  return problem ? { title: "Not a valid document", description: problem } : null;
}
