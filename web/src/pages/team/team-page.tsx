import type { TeamMemberView } from "@domain/schemas/team";
import { PageHeader } from "@/components/page-header";
import { MemberList } from "@/features/team/components/member-list";
import { SkillsMatrix } from "@/features/team/components/skills-matrix";
import { TeamTiles } from "@/features/team/components/team-tiles";
import { summarizeTeam } from "@/features/team/team-summary";

/** Hard-wired to no members and no calls (docs/product.md §2.10); the team data comes later. */
const NO_MEMBERS: readonly TeamMemberView[] = [];

export function TeamPage() {
  const members = NO_MEMBERS;
  return (
    <>
      <PageHeader
        title="Team Dashboard"
        description="Certifications, experience and training across your team."
      />
      <div className="space-y-6">
        <TeamTiles summary={summarizeTeam(members)} />
        <div className="grid gap-6 xl:grid-cols-3">
          <div className="xl:col-span-2">
            <MemberList members={members} />
          </div>
          <SkillsMatrix />
        </div>
      </div>
    </>
  );
}
