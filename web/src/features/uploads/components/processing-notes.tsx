import { STATED_PROCESSING_TIME_SECONDS } from "@domain/constants";
import { Clock, FilePenLine, GraduationCap, Sparkles, UserCheck } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const { min, max } = STATED_PROCESSING_TIME_SECONDS;

const NOTES = [
  {
    icon: Sparkles,
    text: "Resumes are read by AI extraction, which fills in your work history form: personal details, employers and aircraft, engine and avionics experience.",
  },
  {
    icon: GraduationCap,
    text: "Training documents are read for the course, its dates and the trainee's name, and matched to your checklist items: nothing is recorded until you confirm a match.",
  },
  {
    icon: UserCheck,
    text: "Extracted data is applied to your own account, regardless of the name in the document.",
  },
  {
    icon: FilePenLine,
    text: "Results are saved as drafts that need your review before you submit them.",
  },
  // Measured with the built-in readers (npm run bench upload-to-draft, decision 0061) on the 2-core
  // machine at load average 4: warm p95 0.39 s (two-page resume) and 0.10 s (certificate); the first
  // document after a start 1.3 s and 0.6 s (3.0 s and 1.1 s at load average 12). The stated 30-60
  // seconds remains true of an external AI model.
  {
    icon: Clock,
    text: `Processing a PDF resume or certificate typically takes under a second (a few seconds while the server is busy or has just started); with an external AI model, ${min}-${max} seconds.`,
  },
] as const;

/** What happens after Process (docs/product.md §2.6, decision 0012). */
export function ProcessingNotes() {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          About processing
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3 text-sm text-muted-foreground">
          {NOTES.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-3">
              <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
