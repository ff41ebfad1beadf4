import type { FastifyInstance } from "fastify";
import { accountRoutes } from "./account/account.routes";
import { alertAccountRoutes, alertAdminRoutes, calendarFeedRoutes } from "./alerts/alerts.routes";
import { auditPacketAdminRoutes, ownAuditPacketRoutes } from "./audit-packet/audit-packet.routes";
import { adminVerificationRoutes } from "./auth/admin-verification.routes";
import { authPublicRoutes, currentUserRoutes } from "./auth/auth.routes";
import { checklistAdminRoutes, checklistRoutes } from "./checklists/checklists.routes";
import { positionAdminRoutes } from "./checklists/positions.routes";
import { taskRuleAdminRoutes } from "./checklists/task-rules.routes";
import { trainingArchiveAdminRoutes } from "./checklists/training-archive.routes";
import { dashboardRoutes } from "./dashboard/dashboard.routes";
import { documentsAdminRoutes, documentsRoutes, portableExportRoutes } from "./documents/documents.routes";
import { eligibilityRoutes } from "./eligibility/eligibility.routes";
import { iaActivityRoutes } from "./eligibility/ia-activities.routes";
import { housekeeping } from "./housekeeping";
import { fuzzyMatchRoutes, importRoutes } from "./imports/imports.routes";
import { countersignDesignationAdminRoutes } from "./logbook/countersign-designation.routes";
import { countersignPublicRoutes, logbookRoutes } from "./logbook/logbook.routes";
import { logbookPdfAdminRoutes, ownLogbookPdfRoutes } from "./logbook/logbook-pdf.routes";
import { logbookSummaryAdminRoutes, logbookSummaryRoutes } from "./logbook/logbook-summary.routes";
import { notificationSending } from "./notifications/notification-sending";
import { processingAdminRoutes, processingRoutes } from "./processing/processing.routes";
import { programExportRoutes } from "./program-exports/program-exports.routes";
import { promptsRoutes } from "./prompts/prompts.routes";
import { teamRoutes } from "./team/team.routes";
import { trainingMappingRoutes } from "./training-documents/training-documents.routes";
import { evidenceFileAdminRoutes, uploadsRoutes, uploadTargetRoutes } from "./uploads/uploads.routes";
import { adminUsersRoutes } from "./users/admin-users.routes";
import { countersignerAdminRoutes } from "./users/countersigners.routes";
import { invitationAdminRoutes, invitationPublicRoutes } from "./users/invitations.routes";
import { formReviewAdminRoutes } from "./work-history/form-review.routes";
import { workHistoryRoutes } from "./work-history/work-history.routes";

/**
 * Feature route plugins, each registered under /api. A new feature adds one line here, in the scope
 * of who may call it (docs/conventions.md, "Route scopes"):
 * - public: no session needed (the calendar feed and the invitation link: their secret is the permission);
 * - signed in: one `onRequest` hook answers 401 before any body is parsed or validated;
 * - administrators: one `onRequest` hook answers 401 signed out and 403 for technicians.
 * Route files never set a guard of their own, so a new route cannot forget it.
 * (The health check lives outside /api and is registered by the app itself.)
 */
export async function registerFeatures(api: FastifyInstance): Promise<void> {
  await api.register(housekeeping);
  await api.register(notificationSending);

  await api.register(async (publicScope) => {
    await publicScope.register(authPublicRoutes);
    await publicScope.register(uploadTargetRoutes);
    await publicScope.register(calendarFeedRoutes);
    await publicScope.register(invitationPublicRoutes);
    await publicScope.register(countersignPublicRoutes);
  });

  await api.register(async (signedIn) => {
    signedIn.addHook("onRequest", api.requireUser);
    await signedIn.register(currentUserRoutes);
    await signedIn.register(accountRoutes);
    await signedIn.register(alertAccountRoutes);
    await signedIn.register(checklistRoutes);
    await signedIn.register(trainingMappingRoutes);
    await signedIn.register(dashboardRoutes);
    await signedIn.register(processingRoutes);
    await signedIn.register(uploadsRoutes);
    await signedIn.register(workHistoryRoutes);
    await signedIn.register(ownAuditPacketRoutes);
    await signedIn.register(iaActivityRoutes);
    await signedIn.register(eligibilityRoutes);
    await signedIn.register(documentsRoutes);
    await signedIn.register(portableExportRoutes);
    await signedIn.register(logbookRoutes);
    await signedIn.register(logbookSummaryRoutes);
    await signedIn.register(ownLogbookPdfRoutes);
  });

  await api.register(async (admins) => {
    admins.addHook("onRequest", api.requireAdmin);
    await admins.register(processingAdminRoutes);
    await admins.register(promptsRoutes);
    await admins.register(adminUsersRoutes);
    await admins.register(invitationAdminRoutes);
    await admins.register(countersignerAdminRoutes);
    await admins.register(countersignDesignationAdminRoutes);
    await admins.register(adminVerificationRoutes);
    await admins.register(formReviewAdminRoutes);
    await admins.register(checklistAdminRoutes);
    await admins.register(positionAdminRoutes);
    await admins.register(taskRuleAdminRoutes);
    await admins.register(teamRoutes);
    await admins.register(programExportRoutes);
    await admins.register(alertAdminRoutes);
    await admins.register(auditPacketAdminRoutes);
    await admins.register(logbookPdfAdminRoutes);
    await admins.register(trainingArchiveAdminRoutes);
    await admins.register(evidenceFileAdminRoutes);
    await admins.register(documentsAdminRoutes);
    await admins.register(importRoutes);
    await admins.register(fuzzyMatchRoutes);
    await admins.register(logbookSummaryAdminRoutes);
  });
}
