import { MAX_SKILLS, SKILL_DUPLICATE_MESSAGE, SKILL_MAX_LENGTH } from "@domain/schemas/form-lists";
import type { WorkHistoryForm } from "@domain/schemas/work-history";
import { Plus, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import { FieldProblem } from "@/components/field-problem";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useFormListsRecord } from "./form-lists-record";
import { FormSection } from "./form-section";

/** Skills of the form (docs/product.md §14.3): short phrases, each once. */
export function SkillsSection({ form, number }: { form: WorkHistoryForm; number: number }) {
  const record = useFormListsRecord(form);
  const skills = record.value("skills") ?? [];
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | undefined>();

  const add = (event: FormEvent) => {
    event.preventDefault();
    const skill = draft.trim();
    if (!skill) return;
    if (skills.some((existing) => existing.trim().toLowerCase() === skill.toLowerCase())) {
      setProblem(SKILL_DUPLICATE_MESSAGE);
      return;
    }
    record.set("skills", [...skills, skill]);
    setDraft("");
    setProblem(undefined);
  };

  return (
    <FormSection number={number} title="Skills" count={skills.length}>
      <div className="grid gap-4">
        {skills.length === 0 ? (
          <p className="text-sm text-muted-foreground">No skills yet.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Skills">
            {skills.map((skill) => (
              <li key={skill}>
                <Badge variant="secondary" className="gap-1 py-1 pr-1 text-sm font-normal">
                  {skill}
                  <button
                    type="button"
                    className="rounded-sm p-0.5 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50"
                    aria-label={`Remove skill ${skill}`}
                    onClick={() =>
                      record.set(
                        "skills",
                        skills.filter((other) => other !== skill),
                      )
                    }
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                </Badge>
              </li>
            ))}
          </ul>
        )}
        {/* Not a <form>: the page's sections are inputs of one record, and Enter adds the skill. */}
        <div className="grid gap-2 sm:max-w-md">
          <Label htmlFor="skills-new">Add a skill</Label>
          <div className="flex gap-2">
            <Input
              id="skills-new"
              value={draft}
              maxLength={SKILL_MAX_LENGTH}
              autoComplete="off"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? "skills-new-problem" : undefined}
              onChange={(event) => {
                setDraft(event.target.value);
                setProblem(undefined);
              }}
              onKeyDown={(event) => {
                if (event.key === "Enter") add(event);
              }}
            />
            <Button variant="outline" onClick={add} disabled={skills.length >= MAX_SKILLS || !draft.trim()}>
              <Plus aria-hidden="true" />
              Add Skill
            </Button>
          </div>
          <FieldProblem id="skills-new-problem" message={problem} />
        </div>
      </div>
    </FormSection>
  );
}
