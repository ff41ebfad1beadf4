// A team member as GET /api/team answers it, for the team screen's tests.

import type { TeamMemberView } from "@domain/schemas/team";

export function buildTeamMember(
  overrides: Partial<TeamMemberView> & Pick<TeamMemberView, "id" | "fullName">,
): TeamMemberView {
  return {
    email: `${overrides.id}@example.com`,
    role: "user",
    certCount: 0,
    experience: 0,
    trainingCompletion: 0,
    expiredItems: 0,
    expiringItems: 0,
    pendingSignOffs: 0,
    ...overrides,
  };
}
