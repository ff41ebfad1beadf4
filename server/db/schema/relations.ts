import { relations } from "drizzle-orm";
import { checklistItems, checklistSections, checklistTabs, userChecklistCompletions } from "./checklists";
import { aiPrompts, processingQueue } from "./processing";
import { resumeUploads, trainingUploads, uploadIntents } from "./uploads";
import { emailVerifications, sessions, users } from "./users";
import {
  airframeExperience,
  avionicsExperience,
  employmentEntries,
  powerplantExperience,
  workHistoryForms,
} from "./work-history";

// For `db.query.*` with `with: { … }`. They add no SQL to the migrations.

export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  emailVerifications: many(emailVerifications),
  workHistoryForms: many(workHistoryForms),
  resumeUploads: many(resumeUploads),
  trainingUploads: many(trainingUploads),
  uploadIntents: many(uploadIntents),
  processingTasks: many(processingQueue),
  checklistCompletions: many(userChecklistCompletions),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const emailVerificationsRelations = relations(emailVerifications, ({ one }) => ({
  user: one(users, { fields: [emailVerifications.userId], references: [users.id] }),
}));

export const workHistoryFormsRelations = relations(workHistoryForms, ({ one, many }) => ({
  user: one(users, { fields: [workHistoryForms.userId], references: [users.id] }),
  employmentEntries: many(employmentEntries),
  airframeExperience: many(airframeExperience),
  powerplantExperience: many(powerplantExperience),
  avionicsExperience: many(avionicsExperience),
  resumeUploads: many(resumeUploads),
}));

export const employmentEntriesRelations = relations(employmentEntries, ({ one }) => ({
  form: one(workHistoryForms, { fields: [employmentEntries.formId], references: [workHistoryForms.id] }),
}));

export const airframeExperienceRelations = relations(airframeExperience, ({ one }) => ({
  form: one(workHistoryForms, { fields: [airframeExperience.formId], references: [workHistoryForms.id] }),
}));

export const powerplantExperienceRelations = relations(powerplantExperience, ({ one }) => ({
  form: one(workHistoryForms, { fields: [powerplantExperience.formId], references: [workHistoryForms.id] }),
}));

export const avionicsExperienceRelations = relations(avionicsExperience, ({ one }) => ({
  form: one(workHistoryForms, { fields: [avionicsExperience.formId], references: [workHistoryForms.id] }),
}));

export const resumeUploadsRelations = relations(resumeUploads, ({ one }) => ({
  user: one(users, { fields: [resumeUploads.userId], references: [users.id] }),
  workHistoryForm: one(workHistoryForms, {
    fields: [resumeUploads.workHistoryFormId],
    references: [workHistoryForms.id],
  }),
}));

export const trainingUploadsRelations = relations(trainingUploads, ({ one }) => ({
  user: one(users, { fields: [trainingUploads.userId], references: [users.id] }),
}));

export const uploadIntentsRelations = relations(uploadIntents, ({ one }) => ({
  user: one(users, { fields: [uploadIntents.userId], references: [users.id] }),
}));

export const processingQueueRelations = relations(processingQueue, ({ one }) => ({
  user: one(users, { fields: [processingQueue.userId], references: [users.id] }),
}));

export const aiPromptsRelations = relations(aiPrompts, ({ one }) => ({
  creator: one(users, { fields: [aiPrompts.createdBy], references: [users.id] }),
}));

export const checklistTabsRelations = relations(checklistTabs, ({ many }) => ({
  sections: many(checklistSections),
}));

export const checklistSectionsRelations = relations(checklistSections, ({ one, many }) => ({
  tab: one(checklistTabs, { fields: [checklistSections.tabId], references: [checklistTabs.id] }),
  items: many(checklistItems),
}));

export const checklistItemsRelations = relations(checklistItems, ({ one, many }) => ({
  section: one(checklistSections, { fields: [checklistItems.sectionId], references: [checklistSections.id] }),
  completions: many(userChecklistCompletions),
}));

export const userChecklistCompletionsRelations = relations(userChecklistCompletions, ({ one }) => ({
  user: one(users, { fields: [userChecklistCompletions.userId], references: [users.id] }),
  item: one(checklistItems, { fields: [userChecklistCompletions.itemId], references: [checklistItems.id] }),
}));
