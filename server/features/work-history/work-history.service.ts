// What other features may call (features use each other's services, never their repos).
// - dashboard: getActiveFormSummary, getExperienceSummary
// - uploads / processing: getActiveForm (the overwrite dialog), replaceFormFromResume
// - imports: activeFormChangedSince (an Undo must not empty a form its owner has worked on)
// - audit packet, eligibility, documents: getWorkHistoryRecord; documents: getWorkHistoryRecordOfForm;
//   the portable export

export { activeFormChangedSince, getActiveForm } from "./forms.service";
export { exportWorkHistory, hasNoWorkHistory, importWorkHistory } from "./portable";
export {
  getWorkHistoryRecord,
  getWorkHistoryRecordOfForm,
  getWorkHistoryRecordToReview,
  type RecordedExperience,
  type WorkHistoryRecord,
} from "./record";
export { replaceFormFromResume } from "./resume-import";
export {
  type ActiveFormSummary,
  getActiveFormSummary,
  getExperienceSummary,
  listTeamEquipment,
  listTeamWorkHistoryFacts,
  type TeamEquipmentExperience,
  type TeamWorkHistoryFacts,
} from "./summary";
