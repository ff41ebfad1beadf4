import { ClipboardCheck, FileText, LayoutDashboard, Shield, Upload, Users } from "lucide-react";
import { paths } from "@/lib/paths";
import { ActionCard } from "./action-card";

/** The four cards every user sees. */
export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-heading" className="space-y-4">
      <h2 id="quick-actions-heading" className="text-lg font-semibold tracking-tight">
        Quick Actions
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <ActionCard
          href={paths.upload}
          icon={Upload}
          title="Upload Documents"
          description="Upload your resume or training documents for processing."
        />
        <ActionCard
          href={paths.forms}
          icon={FileText}
          title="Work History Form"
          description="Review and edit your KA-310 / TR-1005 work history."
        />
        <ActionCard
          href={paths.checklists}
          icon={ClipboardCheck}
          title="Training Checklists"
          description="Track your progress through the training checklists."
        />
        <ActionCard
          href={paths.dashboard}
          icon={LayoutDashboard}
          title="Dashboard"
          description="See your certifications, training progress and experience."
        />
      </div>
    </section>
  );
}

/** The two cards only administrators see. */
export function AdminActions() {
  return (
    <section aria-labelledby="administration-heading" className="space-y-4">
      <h2 id="administration-heading" className="text-lg font-semibold tracking-tight">
        Administration
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <ActionCard
          href={paths.team}
          icon={Users}
          title="Team Dashboard"
          description="Follow your team's progress."
          points={["Team analytics", "Skills matrix", "Certifications"]}
        />
        <ActionCard
          href={paths.admin}
          icon={Shield}
          title="Admin Panel"
          description="Run the system."
          points={["User management", "Batch processing", "System settings"]}
        />
      </div>
    </section>
  );
}
