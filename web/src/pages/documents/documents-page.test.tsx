import type { PortableImportResult } from "@domain/schemas/portable-export";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { captureDownloads, fileResponse } from "@/test/downloads";
import { buildUser, type FetchCall, jsonResponse, mockFetch, renderWithProviders } from "@/test/test-utils";
import { DocumentsPage } from "./documents-page";

const FORM_ID = "3f9c2a51-7d4e-4b8a-9c1f-2e6d8a0b5c13";
const ACTIVE = { id: FORM_ID, firstName: "Jane", lastName: "Mechanic", dateOfHire: null, isEmpty: false };
const employer = (id: string, companyName: string, entryNumber: number) => ({
  id,
  formId: FORM_ID,
  entryNumber,
  companyName,
  positionTitle: null,
  operationCategory: null,
  workAddress: null,
  startDate: "2020-01-01",
  endDate: null,
  responsibilities: null,
  isFullTime: false,
  createdAt: "2026-01-15T10:00:00.000Z",
  updatedAt: "2026-01-15T10:00:00.000Z",
});
const SKY = employer("00000000-0000-4000-8000-000000000001", "Sky Wrench Aviation", 1);
const POLAR = employer("00000000-0000-4000-8000-000000000002", "Polar Jet Services", 2);
const RESULT: PortableImportResult = {
  formsImported: 1,
  employmentImported: 2,
  experienceImported: 3,
  trainingImported: 1,
  iaActivitiesImported: 2,
  logbookEntriesImported: 0,
  trainingNotFound: ["Initial / Shop / Tool control"],
};

function renderDocuments(routes: Record<string, (call: FetchCall) => Response | Promise<Response>> = {}) {
  const fetchMock = mockFetch({
    "GET /api/work-history/active": () => jsonResponse(ACTIVE),
    [`GET /api/employment-entries/${FORM_ID}`]: () => jsonResponse([SKY, POLAR]),
    ...routes,
  });
  return { ...renderWithProviders(<DocumentsPage />, { path: "/documents", user: buildUser() }), fetchMock };
}

function exportFile(content: string, name = "hangar-log-export.json") {
  return new File([content], name, { type: "application/json" });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Documents", () => {
  it("downloads the KA-310 PDF of the active form, the summary and all letters, each as the server names it", async () => {
    const saved = captureDownloads();
    const { user } = renderDocuments({
      [`GET /api/forms/${FORM_ID}/pdf`]: () => fileResponse("hangar-log-work-history-jane-2026-06-01.pdf"),
      "GET /api/me/documents/employment-summary.pdf": () =>
        fileResponse("hangar-log-employment-summary-jane.pdf"),
      "GET /api/me/documents/experience-letters.pdf": () =>
        fileResponse("hangar-log-experience-letters-jane.pdf"),
    });
    expect(screen.getByRole("heading", { level: 1, name: "Documents" })).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Download PDF of your work history" }));
    await user.click(screen.getByRole("button", { name: "Download summary" }));
    await user.click(screen.getByRole("button", { name: "Download all letters" }));
    await waitFor(() =>
      expect(saved.map((file) => file.name)).toEqual([
        "hangar-log-work-history-jane-2026-06-01.pdf",
        "hangar-log-employment-summary-jane.pdf",
        "hangar-log-experience-letters-jane.pdf",
      ]),
    );
  });

  it("offers one employer's letter, named for that employer, asking for that employer only", async () => {
    captureDownloads();
    const asked: string[] = [];
    const { user } = renderDocuments({
      "GET /api/me/documents/experience-letters.pdf": ({ url }) => {
        asked.push(url);
        return fileResponse("letter.pdf");
      },
    });
    await user.click(
      await screen.findByRole("button", { name: "Download the letter for Polar Jet Services" }),
    );
    await waitFor(() =>
      expect(asked).toEqual([`/api/me/documents/experience-letters.pdf?employmentId=${POLAR.id}`]),
    );
  });

  it("says to fill in the work history first when there is none, and offers no PDF of it", async () => {
    renderDocuments({ "GET /api/work-history/active": () => jsonResponse(null) });
    expect(await screen.findAllByText("Fill in your work history first.")).toHaveLength(3);
    expect(screen.getAllByRole("link", { name: "Open Work History" })[0]).toHaveAttribute("href", "/forms");
    expect(
      screen.queryByRole("button", { name: "Download PDF of your work history" }),
    ).not.toBeInTheDocument();
    // The training record and the export need no form.
    expect(screen.getByRole("button", { name: "Download my training record" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Download export" })).toBeEnabled();
  });

  it("shows the server's sentence in a toast when a PDF cannot be made", async () => {
    captureDownloads();
    const { user } = renderDocuments({
      "GET /api/me/documents/employment-summary.pdf": () =>
        jsonResponse(
          {
            error: "Fill in your work history first: this document is made from it.",
            code: "work_history_missing",
          },
          { status: 409 },
        ),
    });
    await user.click(await screen.findByRole("button", { name: "Download summary" }));
    expect(await screen.findByText("The employment summary could not be downloaded")).toBeInTheDocument();
    expect(
      screen.getByText("Fill in your work history first: this document is made from it."),
    ).toBeInTheDocument();
  });

  it("imports an export file and says what came in and which training items had no match", async () => {
    const sent: unknown[] = [];
    const { user } = renderDocuments({
      "POST /api/me/import": ({ init }) => {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse(RESULT);
      },
    });
    const input = await screen.findByLabelText("Import an export file");
    expect(screen.getByRole("button", { name: "Import" })).toBeDisabled();
    await user.upload(input, exportFile('{"format":"hangar-log-portable-export","version":1}'));
    await user.click(screen.getByRole("button", { name: "Import" }));
    const status = await screen.findByText(
      "Imported 1 form, 2 employers, 3 experience entries, 1 training item and 2 IA activities.",
    );
    expect(sent).toEqual([{ format: "hangar-log-portable-export", version: 1 }]);
    const box = within(status.closest("[role=status]") as HTMLElement);
    expect(box.getByText("Initial / Shop / Tool control")).toBeInTheDocument();
  });

  it("refuses a file that is not JSON without asking the server, and shows the server's refusal", async () => {
    const { user, fetchMock } = renderDocuments({
      "POST /api/me/import": () =>
        jsonResponse(
          {
            error:
              "This account already has a work history or training record. Import into a new, empty account, or delete what is there first.",
            code: "account_not_empty",
          },
          { status: 409 },
        ),
    });
    const input = await screen.findByLabelText("Import an export file");
    await user.upload(input, exportFile("not json at all"));
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This file is not a Hangar Log export (it is not JSON).",
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/api/me/import"))).toBe(false);

    await user.upload(input, exportFile("{}"));
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Import into a new, empty account");
  });
});
