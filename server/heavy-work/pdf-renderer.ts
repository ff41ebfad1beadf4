// Every generated PDF is laid out in a worker thread (docs/security.md, "Heavy work"): a large record
// takes its time there while the API answers everyone else. One person has at most
// DOCUMENTS_IN_FLIGHT_PER_USER documents being made at once; beyond the pool's queue a request is
// refused at once; a layout that runs past its time or memory is stopped with a clear message.

import { DOCUMENTS_IN_FLIGHT_PER_USER, PDF_RENDER_TIMEOUT_MS } from "@domain/constants";
import { AppError } from "../lib/errors";
import { createInFlightLimit } from "../lib/in-flight";
import type { PdfLayout, PdfLayouts, PdfRenderRequest } from "./pdf-layouts";
import { heavyWorkPool, heavyWorkRefusal } from "./pools";

const WORKER_MODULE = new URL("./pdf-render-worker.ts", import.meta.url);
const inFlight = createInFlightLimit(DOCUMENTS_IN_FLIGHT_PER_USER);

export const PDF_RENDER_MESSAGES = {
  tooMany: `You already have ${DOCUMENTS_IN_FLIGHT_PER_USER} documents being made. Please wait until they have downloaded, then try again.`,
  timeout: `This document took longer than ${PDF_RENDER_TIMEOUT_MS / 1000} seconds to make, so it was stopped. Please try again later; if it happens again, tell your administrator.`,
} as const;

/**
 * Lays out `content` with `layout` in a render thread, counted against `requesterId` (the signed-in
 * person asking, whoever the document is about).
 */
export async function renderPdf<L extends PdfLayout>(
  requesterId: string,
  layout: L,
  content: PdfLayouts[L],
): Promise<Uint8Array> {
  const release = inFlight.enter(requesterId);
  if (!release)
    throw new AppError(429, PDF_RENDER_MESSAGES.tooMany, "too_many_requests", { "retry-after": "5" });
  try {
    const request: PdfRenderRequest<L> = { layout, content };
    return await heavyWorkPool(WORKER_MODULE).run<Uint8Array>(request, { timeoutMs: PDF_RENDER_TIMEOUT_MS });
  } catch (error) {
    throw heavyWorkRefusal(error, PDF_RENDER_MESSAGES.timeout);
  } finally {
    release();
  }
}
