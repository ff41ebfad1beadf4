// vetContact off the API's thread (docs/security.md, "Heavy work"): a page of cards holds up to 20
// documents' text, each read again with the resume reader's contact rules.

import { heavyWorkPool, heavyWorkRefusal } from "../../heavy-work/pools";
import type { VettedContact } from "./contact-vetting";

const WORKER_MODULE = new URL("./contact-vetting.worker.ts", import.meta.url);
const VETTING_TIMEOUT_MS = 20_000;
const TIMEOUT_MESSAGE = "Reading the documents' contact details took too long. Please try again.";

export async function vetContacts(
  requests: { text: string | null; fullName: string | null; email: string | null }[],
): Promise<VettedContact[]> {
  if (requests.length === 0) return [];
  try {
    return await heavyWorkPool(WORKER_MODULE).run<VettedContact[]>(requests, {
      timeoutMs: VETTING_TIMEOUT_MS,
    });
  } catch (error) {
    throw heavyWorkRefusal(error, TIMEOUT_MESSAGE);
  }
}
