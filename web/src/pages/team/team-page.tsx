import { EMPTY_TEAM_SUMMARY } from "@domain/team-summary";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { CenteredSpinner } from "@/components/ui/spinner";
import { TeamLogbookSummary } from "@/features/logbook-summary/components/team-summary";
import { BulkAssignDialog } from "@/features/positions/components/bulk-assign-dialog";
import { useTeam } from "@/features/team/api/team";
import { MemberList } from "@/features/team/components/member-list";
import { SkillsMatrix } from "@/features/team/components/skills-matrix";
import { TeamTiles } from "@/features/team/components/team-tiles";
import { useAuth } from "@/lib/auth";

/**
 * A technician who opens /team (it is not in their navigation) sees the empty dashboard: the members'
 * data is the administrators' (docs/decisions/0034-team-for-administrators.md).
 */
function TeamForAdministratorsOnly() {
  return (
    <>
      <PageHeader
        title="Team Dashboard"
        description="Certifications, experience and training across your team."
      />
      <div className="space-y-6">
        <TeamTiles summary={EMPTY_TEAM_SUMMARY} />
        <div className="grid gap-6 xl:grid-cols-3">
          <div className="xl:col-span-2">
            <MemberList members={[]} emptyHint="Only administrators see the team's members." />
          </div>
          <SkillsMatrix />
        </div>
      </div>
    </>
  );
}

/** /team (administrators): every member's own numbers and the tiles over them (docs/product.md §17). */
export function TeamPage() {
  const { user } = useAuth();
  const isAdmin = user?.role === "admin";
  const team = useTeam({ enabled: isAdmin });
  if (!isAdmin) return <TeamForAdministratorsOnly />;
  return (
    <>
      <PageHeader
        title="Team Dashboard"
        description="Certifications, experience and training across your team."
      />
      <div className="space-y-6">
        <TeamTiles summary={team.data?.summary ?? EMPTY_TEAM_SUMMARY} loading={team.isPending} />
        {team.isPending ? (
          <CenteredSpinner fullScreen={false} label="Loading team" />
        ) : team.isError ? (
          <LoadError
            title="The team could not be loaded"
            error={team.error}
            onRetry={() => team.refetch()}
            retrying={team.isFetching}
          />
        ) : (
          <>
            <div className="flex justify-end">
              <BulkAssignDialog members={team.data.members} />
            </div>
            <MemberList members={team.data.members} />
            <SkillsMatrix enabled />
            <TeamLogbookSummary />
          </>
        )}
      </div>
    </>
  );
}
