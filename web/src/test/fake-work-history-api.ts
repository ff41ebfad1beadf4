// For component tests: a small in-memory stand-in for the work history API behind `fetch`, with
// builders for its records. Each route can be replaced by a test (to hold an answer back or fail it).

import { workHistoryPdfUrl } from "@domain/documents";
import { EXPERIENCE_DISCIPLINES, EXPERIENCE_FLAGS, type ExperienceDiscipline } from "@domain/enums";
import { FORM_INCOMPLETE_CODE, formIncompleteMessage, missingForSubmission } from "@domain/form-review";
import type { FormStatusEvent } from "@domain/schemas/form-review";
import type { CurrentUser } from "@domain/schemas/user";
import type { EmploymentEntry, ExperienceSummary, WorkHistoryForm } from "@domain/schemas/work-history";
import { applyManualModeRule, EXPERIENCE_SCHEMAS } from "@domain/schemas/work-history";
import { vi } from "vitest";
import type { ExperienceRecord } from "@/features/work-history/api/experience";
import { jsonResponse } from "@/test/test-utils";

export const FORM_ID = "3f9c2a51-7d4e-4b8a-9c1f-2e6d8a0b5c13";
const STAMP = "2026-01-15T10:00:00.000Z";

let counter = 0;
function nextId(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`;
}

export function buildForm(overrides: Partial<WorkHistoryForm> = {}): WorkHistoryForm {
  const id = overrides.id ?? FORM_ID;
  return {
    id: FORM_ID,
    userId: "0b7a3f0e-8a44-4a9e-9d6b-2f1c7d1e2a01",
    status: "draft",
    isActive: true,
    firstName: null,
    lastName: null,
    email: null,
    roleTitle: null,
    dateOfHire: null,
    apCertificateNumber: null,
    iaStatus: null,
    apCertificateIssuedOn: null,
    ratings: [],
    iaIssuedOn: null,
    employmentScope: null,
    additionalDuties: null,
    personalInfo: null,
    employmentHistory: null,
    certifications: null,
    education: null,
    skills: null,
    aiExtractedData: null,
    resumeFileName: null,
    pdfUrl: workHistoryPdfUrl(id),
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function buildEmploymentEntry(overrides: Partial<EmploymentEntry> = {}): EmploymentEntry {
  return {
    id: nextId(),
    formId: FORM_ID,
    entryNumber: 1,
    companyName: null,
    positionTitle: null,
    operationCategory: null,
    workAddress: null,
    startDate: null,
    endDate: null,
    responsibilities: null,
    isFullTime: false,
    fromResume: false,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function buildExperienceEntry(
  discipline: ExperienceDiscipline,
  overrides: Partial<ExperienceRecord> = {},
): ExperienceRecord {
  const names = EXPERIENCE_SCHEMAS[discipline].fieldNames;
  return {
    id: nextId(),
    formId: FORM_ID,
    entryNumber: 1,
    [names.make]: null,
    [names.model]: null,
    [names.series]: null,
    ...Object.fromEntries(EXPERIENCE_FLAGS[discipline].map((flag) => [flag, false])),
    selectedEmploymentIds: [],
    includeCurrentEmployment: false,
    useManualDuration: false,
    manualYears: 0,
    manualMonths: 0,
    calculatedDurationMonths: 0,
    yearsExperience: 0,
    monthsExperience: 0,
    fromResume: false,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function buildStatusEvent(overrides: Partial<FormStatusEvent> = {}): FormStatusEvent {
  return {
    id: nextId(),
    formId: FORM_ID,
    action: "submitted",
    fromStatus: "draft",
    toStatus: "submitted",
    reason: null,
    actorId: null,
    actorName: "Sam Rivera",
    createdAt: STAMP,
    ...overrides,
  };
}

export type ApiCall = {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
  keepalive: boolean;
};
type Handler = (call: ApiCall) => Response | Promise<Response>;

const notFound = (message: string) => jsonResponse({ error: "not_found", message }, { status: 404 });

/**
 * Stubs `fetch` with the API: GET /api/user, POST /api/logout, forms, employment, the three experience families and
 * the summary. `override` replaces a route by "METHOD /path-pattern" (e.g. "PATCH /api/forms/:id").
 */
export function fakeWorkHistoryApi(
  options: {
    user?: CurrentUser;
    forms?: WorkHistoryForm[];
    employment?: EmploymentEntry[];
    experience?: Partial<Record<ExperienceDiscipline, ExperienceRecord[]>>;
    summary?: ExperienceSummary;
    events?: FormStatusEvent[];
  } = {},
) {
  const state = {
    forms: options.forms ?? [buildForm()],
    employment: options.employment ?? [],
    experience: Object.fromEntries(
      EXPERIENCE_DISCIPLINES.map((discipline) => [discipline, options.experience?.[discipline] ?? []]),
    ) as Record<ExperienceDiscipline, ExperienceRecord[]>,
    summary: options.summary ?? { airframeTotalMonths: 0, powerplantTotalMonths: 0, avionicsTotalMonths: 0 },
    events: options.events ?? [],
  };
  const calls: ApiCall[] = [];
  const overrides = new Map<string, Handler>();

  const routes: [string, RegExp, Handler][] = [
    [
      "GET /api/user",
      /^\/api\/user$/,
      () => (options.user ? jsonResponse(options.user) : notFound("no user")),
    ],
    ["POST /api/logout", /^\/api\/logout$/, () => new Response(null, { status: 204 })],
    ["GET /api/forms", /^\/api\/forms$/, () => jsonResponse(state.forms)],
    [
      "POST /api/forms",
      /^\/api\/forms$/,
      (call) => {
        const form = buildForm({ id: nextId(), status: "draft", ...(call.body as object) });
        state.forms.push(form);
        return jsonResponse(form, { status: 201 });
      },
    ],
    [
      "GET /api/forms/:id",
      /^\/api\/forms\/([^/]+)$/,
      (call) => {
        const form = state.forms.find((f) => f.id === idOf(call));
        return form ? jsonResponse(form) : notFound("Form not found");
      },
    ],
    [
      "PATCH /api/forms/:id",
      /^\/api\/forms\/([^/]+)$/,
      (call) => {
        const index = state.forms.findIndex((f) => f.id === idOf(call));
        if (index < 0) return notFound("Form not found");
        const form = { ...state.forms[index]!, ...call.body, updatedAt: new Date().toISOString() };
        state.forms[index] = form;
        return jsonResponse(form);
      },
    ],
    [
      "GET /api/forms/:id/pdf",
      /^\/api\/forms\/([^/]+)\/pdf$/,
      () =>
        new Response("%PDF-1.7 test", {
          headers: {
            "Content-Type": "application/pdf",
            "Content-Disposition":
              'attachment; filename="hangar-log-work-history-jane-mechanic-2026-06-01.pdf"',
          },
        }),
    ],
    [
      "GET /api/forms/:id/status-events",
      /^\/api\/forms\/([^/]+)\/status-events$/,
      (call) => jsonResponse(state.events.filter((event) => event.formId === call.path.split("/")[3])),
    ],
    [
      "POST /api/forms/:id/submit",
      /^\/api\/forms\/([^/]+)\/submit$/,
      (call) => {
        const id = call.path.split("/")[3];
        const index = state.forms.findIndex((f) => f.id === id);
        if (index < 0) return notFound("Form not found");
        const form = state.forms[index]!;
        const missing = missingForSubmission({
          form,
          employment: state.employment.filter((entry) => entry.formId === id),
        });
        if (missing.length > 0) {
          const message = formIncompleteMessage(missing);
          return jsonResponse({ error: message, message, code: FORM_INCOMPLETE_CODE }, { status: 400 });
        }
        const submitted = { ...form, status: "submitted" as const };
        state.forms[index] = submitted;
        state.events.push(buildStatusEvent({ formId: form.id, action: "submitted", toStatus: "submitted" }));
        return jsonResponse(submitted);
      },
    ],
    [
      "GET /api/employment-entries/:formId",
      /^\/api\/employment-entries\/([^/]+)$/,
      (call) => jsonResponse(state.employment.filter((entry) => entry.formId === idOf(call))),
    ],
    [
      "POST /api/employment-entries",
      /^\/api\/employment-entries$/,
      (call) => {
        const entry = buildEmploymentEntry(call.body as Partial<EmploymentEntry>);
        state.employment.push(entry);
        return jsonResponse(entry, { status: 201 });
      },
    ],
    [
      "PATCH /api/employment-entries/:id",
      /^\/api\/employment-entries\/([^/]+)$/,
      (call) => {
        const index = state.employment.findIndex((entry) => entry.id === idOf(call));
        if (index < 0) return notFound("Employment entry not found");
        // An edit clears the 'From resume' mark, as the server does for a real change.
        const entry = { ...state.employment[index]!, ...call.body, fromResume: false };
        state.employment[index] = entry;
        return jsonResponse(entry);
      },
    ],
    [
      "DELETE /api/employment-entries/:id",
      /^\/api\/employment-entries\/([^/]+)$/,
      (call) => {
        state.employment = state.employment.filter((entry) => entry.id !== idOf(call));
        return new Response(null, { status: 204 });
      },
    ],
    ...EXPERIENCE_DISCIPLINES.flatMap((discipline): [string, RegExp, Handler][] => {
      const base = `/api/${discipline}-experience`;
      return [
        [
          `GET ${base}/:formId`,
          new RegExp(`^${base}/([^/]+)$`),
          (call) => jsonResponse(state.experience[discipline].filter((entry) => entry.formId === idOf(call))),
        ],
        [
          `POST ${base}`,
          new RegExp(`^${base}$`),
          (call) => {
            const entry = buildExperienceEntry(discipline, call.body as Partial<ExperienceRecord>);
            state.experience[discipline].push(entry);
            return jsonResponse(entry, { status: 201 });
          },
        ],
        [
          `PATCH ${base}/:id`,
          new RegExp(`^${base}/([^/]+)$`),
          (call) => {
            const list = state.experience[discipline];
            const index = list.findIndex((entry) => entry.id === idOf(call));
            if (index < 0) return notFound("Entry not found");
            const { formId: _formId, ...changes } = applyManualModeRule(call.body ?? {});
            const entry = { ...list[index]!, ...changes, fromResume: false } as ExperienceRecord;
            list[index] = entry;
            return jsonResponse(entry);
          },
        ],
        [
          `DELETE ${base}/:id`,
          new RegExp(`^${base}/([^/]+)$`),
          (call) => {
            state.experience[discipline] = state.experience[discipline].filter(
              (entry) => entry.id !== idOf(call),
            );
            return new Response(null, { status: 204 });
          },
        ],
      ];
    }),
    ["GET /api/experience-summary", /^\/api\/experience-summary$/, () => jsonResponse(state.summary)],
  ];

  function idOf(call: ApiCall): string {
    return decodeURIComponent(call.path.split("/").at(-1) ?? "");
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? "GET").toUpperCase();
    const path = url.replace(/^https?:\/\/[^/]+/, "").split("?")[0] ?? "";
    const body =
      typeof init?.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const call: ApiCall = { method, path, body, keepalive: init?.keepalive === true };
    calls.push(call);
    for (const [name, pattern, handler] of routes) {
      if (!name.startsWith(`${method} `) || !pattern.test(path)) continue;
      return (overrides.get(name) ?? handler)(call);
    }
    return notFound(`No fake for ${method} ${path}`);
  });
  vi.stubGlobal("fetch", fetchMock);

  return {
    state,
    calls,
    /** The calls with this method whose path starts with the prefix. */
    callsTo: (method: string, prefix: string) =>
      calls.filter((call) => call.method === method && call.path.startsWith(prefix)),
    /** Replaces a route, named as in the table ("PATCH /api/forms/:id"). */
    override: (name: string, handler: Handler) => overrides.set(name, handler),
    /** Answers the call as the fake server would (for overrides that delay or inspect). */
    answer: (call: ApiCall) => {
      const route = routes.find(
        ([name, pattern]) => name.startsWith(`${call.method} `) && pattern.test(call.path),
      );
      return route ? route[2](call) : notFound("none");
    },
  };
}

/** A promise the test settles when it wants. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
