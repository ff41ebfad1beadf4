// The messages between the processing runner and its document worker threads.

import type { ResumeData } from "@domain/schemas/resume-data";
import type { TrainingDocumentData } from "@domain/schemas/training-document";
import type { ExtractedText } from "../documents/index";

export type SandboxRequest =
  | { id: number; op: "text"; bytes: Uint8Array; mimeType: string }
  | { id: number; op: "resume"; text: string }
  | { id: number; op: "training"; text: string }
  | { id: number; op: "warm-up" };

export interface SandboxFailure {
  /** The error's class: DocumentError and ResumeExtractionError are rebuilt on the runner's side. */
  name: string;
  code?: string;
  message: string;
}

/** Sent once, when the worker has loaded its code. */
export interface SandboxReady {
  ready: true;
}

export type SandboxResponse =
  | { id: number; ok: true; result: ExtractedText | ResumeData | TrainingDocumentData | null }
  | { id: number; ok: false; error: SandboxFailure };
