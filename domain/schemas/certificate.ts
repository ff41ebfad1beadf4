// The certificate fields of the work history form (docs/product.md §19.1): when the A&P certificate
// was issued, which ratings it holds, when the inspection authorization was issued. The eligibility
// rules (domain/eligibility/) read them.

import { z } from "zod";
import { CERTIFICATE_RATINGS, type CertificateRating } from "../enums";
import { emptyAsNull, formDate } from "./fields";

export const IA_BEFORE_CERTIFICATE_MESSAGE = "The IA cannot be issued before the A&P certificate";
export const CERTIFICATE_AFTER_IA_MESSAGE = "The A&P certificate must be issued on or before the IA";

/** The ratings in their fixed order, each once, whatever order the client sent. */
export function normalizeRatings(ratings: readonly CertificateRating[]): CertificateRating[] {
  return CERTIFICATE_RATINGS.filter((rating) => ratings.includes(rating));
}

/** PATCH /api/forms/{id} fields beside the personal ones; null ratings mean none, like []. */
export const certificateFields = {
  apCertificateIssuedOn: emptyAsNull(formDate("end")),
  ratings: z
    .array(z.enum(CERTIFICATE_RATINGS))
    .max(CERTIFICATE_RATINGS.length)
    .nullable()
    .transform((ratings) => normalizeRatings(ratings ?? [])),
  iaIssuedOn: emptyAsNull(formDate("end")),
};

/**
 * Which of the two issue dates is out of order, with its message, or null. An inspection authorization
 * is only issued to a certificated mechanic (14 CFR 65.91(c)(1)), so it cannot predate the certificate.
 * `changed` names the field the user just edited: that one gets the message.
 */
export function certificateDateOrderProblem(
  dates: { apCertificateIssuedOn: string | null; iaIssuedOn: string | null },
  changed: "apCertificateIssuedOn" | "iaIssuedOn",
): { field: "apCertificateIssuedOn" | "iaIssuedOn"; message: string } | null {
  const { apCertificateIssuedOn, iaIssuedOn } = dates;
  if (!apCertificateIssuedOn || !iaIssuedOn || iaIssuedOn >= apCertificateIssuedOn) return null;
  return changed === "iaIssuedOn"
    ? { field: changed, message: IA_BEFORE_CERTIFICATE_MESSAGE }
    : { field: changed, message: CERTIFICATE_AFTER_IA_MESSAGE };
}
