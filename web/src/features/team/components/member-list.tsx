import type { TeamMemberView } from "@domain/schemas/team";
import { formatAverage } from "@domain/team-summary";
import { useMemo, useState } from "react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { Progress } from "@/components/ui/progress";
import { formatRole, getInitials } from "@/lib/format";
import { paths } from "@/lib/paths";
import { DEFAULT_CRITERIA, filterMembers, type MemberCriteria } from "../member-filter";
import { MemberControls } from "./member-controls";
import { ProgramExports } from "./program-exports";

/** What needs the manager's attention, in words (colour is never the only signal). */
function TrainingAttention({ member }: { member: TeamMemberView }) {
  const notes = [
    (member.overdueItems ?? 0) > 0
      ? { text: `${member.overdueItems} overdue`, variant: "destructive" as const }
      : null,
    member.expiredItems > 0
      ? { text: `${member.expiredItems} expired`, variant: "destructive" as const }
      : null,
    member.expiringItems > 0
      ? { text: `${member.expiringItems} expiring`, variant: "warning" as const }
      : null,
    member.pendingSignOffs > 0
      ? { text: `${member.pendingSignOffs} awaiting sign-off`, variant: "info" as const }
      : null,
  ].filter((note) => note !== null);
  if (notes.length === 0) return null;
  return (
    <p className="flex flex-wrap gap-1.5 pt-1">
      {notes.map((note) => (
        <Badge key={note.text} variant={note.variant}>
          {note.text}
        </Badge>
      ))}
    </p>
  );
}

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
            <Link
              href={paths.adminUser(member.id)}
              className="truncate rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              title={member.fullName}
            >
              {member.fullName}
            </Link>
            <Badge variant={member.role === "admin" ? "default" : "secondary"}>
              {formatRole(member.role)}
            </Badge>
          </p>
          <p className="truncate text-sm text-muted-foreground">{member.email}</p>
          {member.positions?.length ? (
            <p className="truncate text-sm text-muted-foreground">
              {member.positions.map((position) => position.name).join(", ")}
            </p>
          ) : null}
          <TrainingAttention member={member} />
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

export const MEMBERS_PER_PAGE = 50;

/** Every position some member holds, once, by name. */
function positionsHeld(members: readonly TeamMemberView[]): { id: string; name: string }[] {
  const byId = new Map<string, { id: string; name: string }>();
  for (const member of members)
    for (const position of member.positions ?? []) byId.set(position.id, position);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The team's members with search, filters, sort and pages of 50 (2,000 members stay quick), or 'No
 * team members to display' while there are none.
 */
export function MemberList({
  members,
  emptyHint,
}: {
  members: readonly TeamMemberView[];
  /** Said under 'No team members to display'. */
  emptyHint?: string;
}) {
  const [criteria, setCriteria] = useState<MemberCriteria>(DEFAULT_CRITERIA);
  const [page, setPage] = useState(0);
  const shown = useMemo(() => filterMembers(members, criteria), [members, criteria]);
  const positions = useMemo(() => positionsHeld(members), [members]);
  const pages = Math.max(1, Math.ceil(shown.length / MEMBERS_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const visible = shown.slice(current * MEMBERS_PER_PAGE, (current + 1) * MEMBERS_PER_PAGE);
  const change = (next: Partial<MemberCriteria>) => {
    setCriteria((value) => ({ ...value, ...next }));
    setPage(0);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Team Members</CardTitle>
        <CardDescription>Certifications, experience and training of each member</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {members.length === 0 ? (
          <div className="space-y-1 py-8 text-center text-sm text-muted-foreground">
            <p>No team members to display</p>
            {emptyHint ? <p>{emptyHint}</p> : null}
          </div>
        ) : (
          <>
            <MemberControls criteria={criteria} onChange={change} positions={positions} />
            <ProgramExports filter={criteria} memberIds={shown.map((member) => member.id)} />
            <p role="status" className="text-sm text-muted-foreground">
              {shown.length === members.length
                ? `${members.length} members`
                : `${shown.length} of ${members.length} members`}
            </p>
            {visible.length === 0 ? (
              <p className="py-8 text-center text-sm text-muted-foreground">No members match these filters</p>
            ) : (
              <ul className="divide-y">
                {visible.map((member) => (
                  <MemberRow key={member.id} member={member} />
                ))}
              </ul>
            )}
            <Pager
              label="Member pages"
              page={current + 1}
              pages={pages}
              onPage={(next) => setPage(next - 1)}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
