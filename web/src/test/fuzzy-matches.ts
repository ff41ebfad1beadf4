// Fuzzy Matches cards and pages for component tests (docs/product.md §18.3).

import type {
  FuzzyMatchCardPage as FuzzyMatchPage,
  FuzzyMatchCard as FuzzyMatchView,
} from "@domain/schemas/import-contact";

export function buildFuzzyMatch(overrides: Partial<FuzzyMatchView> = {}): FuzzyMatchView {
  return {
    id: "m1",
    filename: "j-doe-resume.pdf",
    matchScore: 87.4,
    possibleUsers: [
      { id: "u1", fullName: "Jane Doe", email: "jane@example.com", score: 87.4, verified: true },
      { id: "u2", fullName: "Janet Doe", email: "janet@example.com", score: 80, verified: true },
    ],
    documentType: "resume",
    state: "waiting",
    matchStatus: "multiple",
    extractedName: "Jane Doe",
    extractedEmail: null,
    assignedUser: null,
    undoUntil: null,
    errorMessage: null,
    createdAt: "2026-06-01T12:00:00.000Z",
    history: [],
    contact: { nameLine: "JANE DOE", emailLine: null, doubtfulAddresses: [] },
    ...overrides,
  };
}

export function buildFuzzyMatchPage(
  items: FuzzyMatchView[] = [],
  overrides: Partial<FuzzyMatchPage> = {},
): FuzzyMatchPage {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 20,
    counts: { waiting: items.length, ignored: 0, assigned: 0, reading: 0 },
    ...overrides,
  };
}
