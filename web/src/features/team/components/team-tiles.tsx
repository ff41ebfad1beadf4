import type { TeamSummary } from "@domain/schemas/team";
import { formatAverage } from "@domain/team-summary";
import { Award, Clock, GraduationCap, Users } from "lucide-react";
import { StatTile } from "@/components/stat-tile";

/** The four tiles; while the team loads they show a dash ("Loading" for screen readers). */
export function TeamTiles({ summary, loading = false }: { summary: TeamSummary; loading?: boolean }) {
  const value = <T,>(shown: T) => (loading ? null : shown);
  return (
    <section aria-label="Team summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatTile label="Team Members" icon={Users} value={value(summary.members)} loading={loading} />
      <StatTile
        label="Avg Certifications"
        icon={Award}
        value={value(formatAverage(summary.averageCertifications))}
        loading={loading}
      />
      <StatTile
        label="Avg Experience"
        icon={Clock}
        value={value(`${formatAverage(summary.averageExperience)} years`)}
        loading={loading}
      />
      <StatTile
        label="Avg Training"
        icon={GraduationCap}
        value={value(`${formatAverage(summary.averageTraining)}%`)}
        loading={loading}
      />
    </section>
  );
}
