import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/lib/paths";

const STEPS = [
  {
    title: "Upload your resume",
    description: "PDF, DOCX or TXT. The AI extracts your work history into a draft form.",
  },
  {
    title: "Review and edit extracted data",
    description: "Check the draft work history form, correct it and fill in what is missing.",
  },
  {
    title: "Upload training documents",
    description: "Add certificates and training records to track your training.",
  },
] as const;

/** The three steps for a new user and the button that starts the first. */
export function GettingStarted() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Getting Started</CardTitle>
        <CardDescription>Build your work history in three steps.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <ol aria-label="Steps" className="grid gap-4 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <span className="space-y-1">
                <span className="block font-medium">{step.title}</span>
                <span className="block text-sm text-muted-foreground">{step.description}</span>
              </span>
            </li>
          ))}
        </ol>
        <Button asChild>
          <Link href={paths.upload}>Get Started</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
