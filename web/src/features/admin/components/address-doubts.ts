// Why a card did not propose an address the document shows (docs/decisions/0060-contact-never-guessed.md).
import type { AddressDoubt } from "@domain/schemas/import-contact";

export const ADDRESS_DOUBT_LABELS: Record<AddressDoubt, string> = {
  role: "a shared mailbox, not the person's own",
  wrapped: "cut by a line break, may be incomplete",
  not_whole: "not written whole in the document",
};
