import { CalendarRange, FileCheck2, FileUp, Plane, Users } from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import { cn } from "@/lib/utils";

type Benefit = { icon: ComponentType<SVGProps<SVGSVGElement>>; title: string; text: string };

const benefits: Benefit[] = [
  {
    icon: FileCheck2,
    title: "A work history that proves your experience",
    text: "Employers, aircraft and airframe, powerplant and avionics tasks recorded in the KA-310 / TR-1005 format reviewers already know.",
  },
  {
    icon: FileUp,
    title: "From resume to draft, without retyping",
    text: "Upload a PDF, DOCX or TXT resume and get a draft work history form to review and correct, instead of starting from a blank page.",
  },
  {
    icon: CalendarRange,
    title: "Experience counted the way the FAA counts it",
    text: "Durations in whole calendar months, the unit of the 18- and 30-month practical-experience requirements, totalled per discipline on your dashboard.",
  },
];

/** The product pitch beside the sign-in forms: who Hangar Log is for and what it does for them. */
export function MarketingPanel({ className }: { className?: string }) {
  return (
    <section
      aria-labelledby="marketing-heading"
      className={cn(
        "relative isolate overflow-hidden bg-primary text-primary-foreground",
        "bg-[radial-gradient(circle_at_top_right,oklch(0.55_0.14_250),transparent_60%),linear-gradient(160deg,oklch(0.42_0.12_258),oklch(0.3_0.09_262))]",
        className,
      )}
    >
      <div className="mx-auto flex h-full max-w-xl flex-col justify-center gap-8 px-6 py-10 sm:px-10 lg:py-16">
        <div className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <span className="flex size-9 items-center justify-center rounded-md bg-primary-foreground/15 ring-1 ring-primary-foreground/25">
            <Plane className="size-5" aria-hidden="true" />
          </span>
          Hangar Log
        </div>

        <div className="grid gap-3">
          <h2
            id="marketing-heading"
            className="text-2xl leading-tight font-semibold tracking-tight sm:text-3xl"
          >
            Your maintenance experience, documented and ready for review.
          </h2>
          <p className="text-base leading-relaxed text-primary-foreground/85">
            Built for A&amp;P mechanics, avionics and powerplant technicians, and the training center that
            prepares them: one place for work history, training and the months of experience behind every
            rating.
          </p>
        </div>

        <ul className="grid gap-5">
          {benefits.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-foreground/10 ring-1 ring-primary-foreground/20">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="grid gap-1">
                <h3 className="font-semibold">{title}</h3>
                <p className="text-sm leading-relaxed text-primary-foreground/80">{text}</p>
              </div>
            </li>
          ))}
        </ul>

        <p className="flex items-start gap-3 border-t border-primary-foreground/20 pt-6 text-sm leading-relaxed text-primary-foreground/80">
          <Users className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            For training centers: administrators manage accounts, start document processing and tune the AI
            prompts that read resumes.
          </span>
        </p>
      </div>
    </section>
  );
}
