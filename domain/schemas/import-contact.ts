// What a Fuzzy Matches card shows of the contact data it read (docs/decisions/0060-contact-never-guessed.md):
// the lines the name and address came from, and the addresses it did not propose with the reason.

import { z } from "zod";
import { fuzzyMatchPageSchema, fuzzyMatchViewSchema } from "./fuzzy-match";

/** role: a shared mailbox ('service@'); wrapped: cut by a line break; not_whole: not in the document as read. */
export const ADDRESS_DOUBTS = ["role", "wrapped", "not_whole"] as const;
export type AddressDoubt = (typeof ADDRESS_DOUBTS)[number];

export const importContactSchema = z.object({
  /** The document's line that gives the name, as written. */
  nameLine: z.string().nullable(),
  /** The document's line that gives the proposed address. */
  emailLine: z.string().nullable(),
  /** Addresses the document shows that are not proposed, never prefilled. */
  doubtfulAddresses: z.array(
    z.object({ address: z.string(), reason: z.enum(ADDRESS_DOUBTS), line: z.string().nullable() }),
  ),
});
export type ImportContact = z.infer<typeof importContactSchema>;

/** A card with where its contact data came from; `extractedEmail` is only an address stated whole. */
export const fuzzyMatchCardSchema = fuzzyMatchViewSchema.extend({ contact: importContactSchema });
export type FuzzyMatchCard = z.infer<typeof fuzzyMatchCardSchema>;

export const fuzzyMatchCardPageSchema = fuzzyMatchPageSchema.extend({ items: z.array(fuzzyMatchCardSchema) });
export type FuzzyMatchCardPage = z.infer<typeof fuzzyMatchCardPageSchema>;
