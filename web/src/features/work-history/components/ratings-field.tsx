// The ratings of the A&P certificate: one checkbox per rating, the whole list saved on each change.

import { CERTIFICATE_RATING_LABELS, CERTIFICATE_RATINGS, type CertificateRating } from "@domain/enums";
import { normalizeRatings, type WorkHistoryForm } from "@domain/schemas/work-history";
import type { AutosaveRecord } from "@/components/autosave/autosave-record";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

export function RatingsField({ record, id }: { record: AutosaveRecord<WorkHistoryForm>; id: string }) {
  const ratings = (record.value("ratings") as CertificateRating[] | null) ?? [];
  const toggle = (rating: CertificateRating, checked: boolean) => {
    const next = checked ? [...ratings, rating] : ratings.filter((held) => held !== rating);
    record.set("ratings", normalizeRatings(next));
  };
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium leading-none">Ratings</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {CERTIFICATE_RATINGS.map((rating) => (
          <div key={rating} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${rating}`}
              checked={ratings.includes(rating)}
              onCheckedChange={(checked) => toggle(rating, checked === true)}
            />
            <Label htmlFor={`${id}-${rating}`} className="font-normal">
              {CERTIFICATE_RATING_LABELS[rating]}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
