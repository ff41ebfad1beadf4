import { Award, Clock, GraduationCap, Users } from "lucide-react";
import { StatTile } from "@/components/stat-tile";
import { formatAverage, type TeamSummary } from "../team-summary";

export function TeamTiles({ summary }: { summary: TeamSummary }) {
  return (
    <section aria-label="Team summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatTile label="Team Members" icon={Users} value={summary.members} />
      <StatTile
        label="Avg Certifications"
        icon={Award}
        value={formatAverage(summary.averageCertifications)}
      />
      <StatTile
        label="Avg Experience"
        icon={Clock}
        value={`${formatAverage(summary.averageExperience)} years`}
      />
      <StatTile
        label="Avg Training"
        icon={GraduationCap}
        value={`${formatAverage(summary.averageTraining)}%`}
      />
    </section>
  );
}
