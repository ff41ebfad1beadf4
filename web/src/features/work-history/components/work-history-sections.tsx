import type { WorkHistoryForm } from "@domain/schemas/work-history";
import { CertificationsSection } from "./certifications-section";
import { EducationSection } from "./education-section";
import { EmploymentSection } from "./employment-section";
import { ExperienceSection } from "./experience-section";
import { FormSection } from "./form-section";
import { PersonalInformation } from "./personal-information";
import { SkillsSection } from "./skills-section";

/** The sections of the KA-310 / TR-1005 form (five, then docs/product.md §14.3); the first is open. */
export function WorkHistorySections({ form }: { form: WorkHistoryForm }) {
  return (
    <div className="grid gap-4">
      <FormSection number={1} title="Personal Information" defaultOpen revealAs="personal">
        <PersonalInformation form={form} />
      </FormSection>
      <EmploymentSection formId={form.id} number={2} />
      <ExperienceSection discipline="airframe" number={3} form={form} />
      <ExperienceSection discipline="powerplant" number={4} form={form} />
      <ExperienceSection discipline="avionics" number={5} form={form} />
      <CertificationsSection form={form} number={6} />
      <EducationSection form={form} number={7} />
      <SkillsSection form={form} number={8} />
    </div>
  );
}
