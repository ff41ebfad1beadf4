// What the documents say about the technician's certificate, read from the form in one place. The
// issue date, ratings and IA issue date are optional: a form that does not record them leaves their
// lines out (docs/product.md §20).

import {
  CERTIFICATE_RATING_LABELS,
  type CertificateRating,
  IA_STATUS_LABELS,
  type IaStatus,
} from "@domain/enums";
import { orNone } from "../../lib/pdf/document-words";

export interface CertificateFacts {
  certificateNumber: string | null;
  /** 'YYYY-MM-DD' when the form records it. */
  issuedOn?: string | null;
  /** Rating names ('Airframe', 'Powerplant') when the form records them. */
  ratings?: readonly string[] | null;
  iaStatus: IaStatus | null;
  iaIssuedOn?: string | null;
}

export function certificateFactsOf(form: {
  apCertificateNumber: string | null;
  apCertificateIssuedOn: string | null;
  ratings: readonly CertificateRating[];
  iaStatus: IaStatus | null;
  iaIssuedOn: string | null;
}): CertificateFacts {
  return {
    certificateNumber: form.apCertificateNumber,
    issuedOn: form.apCertificateIssuedOn,
    ratings: form.ratings.map((rating) => CERTIFICATE_RATING_LABELS[rating]),
    iaStatus: form.iaStatus,
    iaIssuedOn: form.iaIssuedOn,
  };
}

/** Label / value lines: the number and IA status always, the optional facts when known. */
export function certificateLines(facts: CertificateFacts): [string, string][] {
  const lines: [string, string][] = [["A&P certificate number", orNone(facts.certificateNumber)]];
  if (facts.issuedOn) lines.push(["Certificate issued on", facts.issuedOn]);
  if (facts.ratings && facts.ratings.length > 0) lines.push(["Ratings", facts.ratings.join(", ")]);
  lines.push(["Inspection Authorization", facts.iaStatus ? IA_STATUS_LABELS[facts.iaStatus] : orNone(null)]);
  if (facts.iaIssuedOn) lines.push(["IA issued on", facts.iaIssuedOn]);
  return lines;
}
