// For component tests: a small in-memory stand-in for the administrators' training routes
// (/api/admin/checklists…) behind `fetch`, with builders for the structure and the sign-offs.
// Routes a test passes in replace the fake's (to refuse or hold back an answer).

import type {
  AdminItem,
  AdminSection,
  AdminStructure,
  AdminTab,
  ImportResult,
  PendingSignOff,
} from "@domain/schemas/checklists";
import { type FetchCall, jsonResponse, mockFetch } from "@/test/test-utils";

let counter = 0;
/** A fresh UUID-shaped id (the schemas take UUIDs). */
export function nextTrainingId(): string {
  counter += 1;
  return `10000000-0000-4000-8000-${String(counter).padStart(12, "0")}`;
}

export function buildItem(overrides: Partial<AdminItem> = {}): AdminItem {
  return {
    id: nextTrainingId(),
    name: "Human factors",
    description: null,
    order: 0,
    recurrenceMonths: null,
    requiresSignOff: false,
    ataChapter: null,
    level: null,
    keywords: [],
    ...overrides,
  };
}

export function buildSection(overrides: Partial<AdminSection> = {}): AdminSection {
  return { id: nextTrainingId(), name: "Regulations", description: null, order: 0, items: [], ...overrides };
}

export function buildTab(overrides: Partial<AdminTab> = {}): AdminTab {
  return { id: nextTrainingId(), name: "Initial", description: null, order: 0, sections: [], ...overrides };
}

export function buildSignOff(overrides: Partial<PendingSignOff> = {}): PendingSignOff {
  return {
    completionId: nextTrainingId(),
    userId: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
    technicianName: "Sam Torque",
    itemId: nextTrainingId(),
    itemName: "Borescope inspection",
    tabId: "30000000-0000-4000-8000-000000000001",
    tabName: "Initial",
    completedOn: "2026-04-02",
    notes: null,
    evidence: null,
    ...overrides,
  };
}

type Routes = Parameters<typeof mockFetch>[0];

function moveIn<T extends { id: string }>(list: T[], id: string, direction: "up" | "down"): boolean {
  const index = list.findIndex((entry) => entry.id === id);
  if (index < 0) return false;
  const to = direction === "up" ? index - 1 : index + 1;
  if (to >= 0 && to < list.length) [list[index], list[to]] = [list[to] as T, list[index] as T];
  return true;
}

/**
 * The fake: `structure` and `signOffs` are live (tests read them after an action); `withRecords`
 * holds the ids a DELETE archives instead of deleting.
 */
export function fakeTrainingAdminApi(
  options: {
    tabs?: AdminTab[];
    signOffs?: PendingSignOff[];
    withRecords?: string[];
    starterResult?: ImportResult;
    routes?: Routes;
  } = {},
) {
  const structure: AdminStructure = { tabs: structuredClone(options.tabs ?? []) };
  const signOffs = [...(options.signOffs ?? [])];
  const withRecords = new Set(options.withRecords ?? []);
  const body = (call: FetchCall) => JSON.parse(String(call.init?.body ?? "null"));
  const idIn = (call: FetchCall, pattern: RegExp) => call.url.match(pattern)?.[1] ?? "";
  const sections = () => structure.tabs.flatMap((tab) => tab.sections);
  const answer = () => jsonResponse(structuredClone(structure));
  const notFound = () =>
    jsonResponse({ error: "Not found", message: "Not found", code: "not_found" }, { status: 404 });

  const move = (level: "tab" | "section" | "item") => (call: FetchCall) => {
    const id = idIn(call, new RegExp(`/${level}s/([^/]+)/move`));
    const { direction } = body(call);
    const lists: { id: string }[][] =
      level === "tab"
        ? [structure.tabs]
        : level === "section"
          ? structure.tabs.map((t) => t.sections)
          : sections().map((s) => s.items);
    return lists.some((list) => moveIn(list, id, direction)) ? answer() : notFound();
  };
  const remove = (level: "tab" | "section" | "item") => (call: FetchCall) => {
    const id = idIn(call, new RegExp(`/${level}s/([^/?]+)$`));
    const lists: { id: string }[][] =
      level === "tab"
        ? [structure.tabs]
        : level === "section"
          ? structure.tabs.map((t) => t.sections)
          : sections().map((s) => s.items);
    const list = lists.find((entries) => entries.some((entry) => entry.id === id));
    if (!list) return notFound();
    list.splice(
      list.findIndex((entry) => entry.id === id),
      1,
    );
    return jsonResponse({ outcome: withRecords.has(id) ? "archived" : "deleted" });
  };

  const routes: Routes = {
    "GET /api/admin/checklists": () => answer(),
    "POST /api/admin/checklists/tabs": (call) => {
      structure.tabs.push(buildTab({ description: null, ...body(call), sections: [] }));
      return answer();
    },
    "POST /api/admin/checklists/sections": (call) => {
      const { tabId, ...fields } = body(call);
      const tab = structure.tabs.find((entry) => entry.id === tabId);
      if (!tab) return notFound();
      tab.sections.push(buildSection({ description: null, ...fields, items: [] }));
      return answer();
    },
    "POST /api/admin/checklists/items": (call) => {
      const { sectionId, ...fields } = body(call);
      const section = sections().find((entry) => entry.id === sectionId);
      if (!section) return notFound();
      section.items.push(buildItem(fields));
      return answer();
    },
    "GET /api/admin/checklists/sign-offs": () => jsonResponse({ signOffs: structuredClone(signOffs) }),
    // Every named completion still listed is decided; the others are refused, as the server does.
    "POST /api/admin/checklists/sign-offs/bulk": (call) => {
      const { action, completionIds } = body(call) as { action: string; completionIds: string[] };
      const results = completionIds.map((completionId) => {
        const index = signOffs.findIndex((row) => row.completionId === completionId);
        if (index < 0) return { completionId, outcome: "refused", message: "Completion not found." };
        signOffs.splice(index, 1);
        return { completionId, outcome: action === "sign_off" ? "signed_off" : "returned" };
      });
      return jsonResponse({ results });
    },
    "POST /api/admin/checklists/starter-program": () =>
      jsonResponse(options.starterResult ?? { tabsCreated: 4, sectionsCreated: 9, itemsCreated: 27 }),
    "POST /api/admin/checklists/import": () =>
      jsonResponse({ tabsCreated: 1, sectionsCreated: 1, itemsCreated: 2 }),
  };
  for (const level of ["tab", "section", "item"] as const) {
    for (const entry of level === "tab"
      ? structure.tabs
      : level === "section"
        ? sections()
        : sections().flatMap((s) => s.items)) {
      routes[`POST /api/admin/checklists/${level}s/${entry.id}/move`] = move(level);
      routes[`DELETE /api/admin/checklists/${level}s/${entry.id}`] = remove(level);
      routes[`PATCH /api/admin/checklists/${level}s/${entry.id}`] = (call) => {
        Object.assign(entry, body(call));
        return answer();
      };
    }
  }
  for (const row of signOffs) {
    const leave = () => {
      signOffs.splice(signOffs.indexOf(row), 1);
      return new Response(null, { status: 204 });
    };
    routes[`POST /api/admin/checklists/completions/${row.completionId}/sign-off`] = leave;
    routes[`POST /api/admin/checklists/completions/${row.completionId}/return`] = leave;
  }

  const fetchMock = mockFetch({ ...routes, ...options.routes });
  const calls = (route: string): FetchCall[] =>
    fetchMock.mock.calls
      .map(([input, init]) => ({ method: (init?.method ?? "GET").toUpperCase(), url: String(input), init }))
      .filter((call) => `${call.method} ${call.url}` === route);
  const bodyOf = (call: FetchCall | undefined) => JSON.parse(String(call?.init?.body));
  return { structure, signOffs, fetchMock, calls, bodyOf };
}
