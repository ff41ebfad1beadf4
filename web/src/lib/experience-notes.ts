// What each experience figure counts, said where it is shown, so the header's total, a discipline's
// total and the eligibility figures never seem to contradict each other (docs/product.md §2.9).

export const EXPERIENCE_NOTES = {
  /** The greeting's badge: employment time. */
  employment: "Time at your employers; overlapping jobs count once.",
  /** Each discipline's tile: its entries. */
  discipline: "All entries, hand-entered time included.",
  /** The eligibility summary's figures. */
  eligibility:
    "Eligibility counts dated time at your employers only: hand-entered time is not counted, and overlapping jobs count once.",
} as const;
