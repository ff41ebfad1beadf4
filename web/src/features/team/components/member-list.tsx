import type { TeamMemberView } from "@domain/schemas/team";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { formatRole, getInitials } from "@/lib/format";
import { formatAverage } from "../team-summary";

export function MemberRow({ member }: { member: TeamMemberView }) {
  const trainingLabelId = `training-${member.id}`;
  return (
    <li className="flex flex-col gap-4 py-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
        >
          {getInitials(member.fullName)}
        </span>
        <div className="min-w-0 space-y-0.5">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="truncate" title={member.fullName}>
              {member.fullName}
            </span>
            <Badge variant={member.role === "admin" ? "default" : "secondary"}>
              {formatRole(member.role)}
            </Badge>
          </p>
          <p className="truncate text-sm text-muted-foreground">{member.email}</p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-4 text-sm sm:w-96">
        <div>
          <dt className="text-muted-foreground">Certs</dt>
          <dd className="font-medium tabular-nums">{member.certCount}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Experience</dt>
          <dd className="font-medium tabular-nums">{`${formatAverage(member.experience)} years`}</dd>
        </div>
        <div>
          <dt id={trainingLabelId} className="text-muted-foreground">
            Training
          </dt>
          <dd className="space-y-1">
            <span className="font-medium tabular-nums">{`${member.trainingCompletion}%`}</span>
            <Progress value={member.trainingCompletion} aria-labelledby={trainingLabelId} className="h-1.5" />
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** The team's members, or 'No team members to display' while there are none. */
export function MemberList({ members }: { members: readonly TeamMemberView[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Team Members</CardTitle>
        <CardDescription>Certifications, experience and training of each member</CardDescription>
      </CardHeader>
      <CardContent>
        {members.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">No team members to display</p>
        ) : (
          <ul className="divide-y">
            {members.map((member) => (
              <MemberRow key={member.id} member={member} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
