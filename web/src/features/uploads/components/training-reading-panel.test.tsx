import { localToday } from "@domain/form-dates";
import type { TrainingDocumentView } from "@domain/schemas/training-document";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildTrainingReading } from "@/test/documents";
import { jsonResponse, mockFetch, renderWithProviders } from "@/test/test-utils";
import { TrainingReadingPanel } from "./training-reading-panel";

const DOCUMENT_ID = "7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d";

function renderPanel(reading: TrainingDocumentView) {
  return renderWithProviders(<TrainingReadingPanel documentId={DOCUMENT_ID} reading={reading} />);
}

function bodyOf(fetchMock: ReturnType<typeof mockFetch>, path: string): unknown {
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith(path));
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

const mappingOf = (reading: TrainingDocumentView) => reading.mappings[0]!;

describe("TrainingReadingPanel", () => {
  it("shows the certificate and each proposed item with its score and why", () => {
    renderPanel(
      buildTrainingReading({
        mappings: [
          { ...mappingOf(buildTrainingReading()), requiresSignOff: true },
          {
            ...mappingOf(buildTrainingReading()),
            itemId: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
            itemName: "Engine run-up",
            score: 0.456,
            why: { titleWords: [], keywords: [], ataChapter: "71" },
          },
        ],
      }),
    );
    expect(screen.getByText("Human Factors in Aviation Maintenance")).toBeInTheDocument();
    expect(screen.getByText("Skyline Aero Academy")).toBeInTheDocument();
    expect(screen.getByText("Mar 14, 2026")).toBeInTheDocument();
    expect(screen.getByText("Mar 31, 2028")).toBeInTheDocument();
    expect(screen.getByText("8")).toBeInTheDocument();
    expect(screen.getByText("Jane Mechanic")).toBeInTheDocument();
    expect(
      screen.getByText("87% match · Matched title words: human, factors · keywords: maintenance error"),
    ).toBeInTheDocument();
    expect(screen.getByText("46% match · Matched ATA chapter 71")).toBeInTheDocument();
    expect(screen.getByText("Counts once an administrator signs it off.")).toBeInTheDocument();
    for (const name of ["Human factors", "Engine run-up"]) {
      expect(screen.getByRole("button", { name: `Confirm ${name}` })).toBeEnabled();
      expect(screen.getByRole("button", { name: `Reject ${name}` })).toBeEnabled();
    }
    expect(screen.queryByLabelText(/Completion date for/)).not.toBeInTheDocument();
  });

  it("shows a decided mapping as Confirmed or Rejected, without buttons", () => {
    const base = mappingOf(buildTrainingReading());
    renderPanel(
      buildTrainingReading({
        mappings: [
          { ...base, decision: "confirmed", decidedAt: "2026-06-01T12:00:00.000Z" },
          {
            ...base,
            itemId: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
            itemName: "Hazmat",
            decision: "rejected",
            decidedAt: "2026-06-01T12:00:00.000Z",
          },
        ],
      }),
    );
    const [first, second] = screen.getAllByRole("listitem");
    expect(within(first!).getByText("Confirmed")).toBeInTheDocument();
    expect(within(second!).getByText("Rejected")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("warns about a certificate that names someone else and offers no Confirm", () => {
    renderPanel(
      buildTrainingReading({
        trainee: "different",
        certificate: { ...buildTrainingReading().certificate, traineeName: "Karen Whitlock" },
      }),
    );
    expect(screen.getByRole("status")).toHaveTextContent("This certificate names Karen Whitlock, not you.");
    expect(screen.queryByRole("button", { name: "Confirm Human factors" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reject Human factors" })).toBeInTheDocument();
  });

  it("confirms with the certificate's day: only the document and the item are sent", async () => {
    const reading = buildTrainingReading({
      mappings: [{ ...mappingOf(buildTrainingReading()), requiresSignOff: true }],
    });
    const fetchMock = mockFetch({ "POST /api/checklists/mappings/confirm": () => jsonResponse(reading) });
    const { user } = renderPanel(reading);
    await user.click(screen.getByRole("button", { name: "Confirm Human factors" }));
    expect(await screen.findByText("Training recorded")).toBeInTheDocument();
    expect(
      screen.getByText("Human factors is marked done and waits for an administrator's sign-off."),
    ).toBeInTheDocument();
    expect(bodyOf(fetchMock, "/mappings/confirm")).toEqual({
      documentId: DOCUMENT_ID,
      itemId: mappingOf(reading).itemId,
    });
  });

  it("asks for the day when the certificate gives only a month, refusing none and a day after today", async () => {
    const reading = buildTrainingReading({
      certificate: { ...buildTrainingReading().certificate, completionDate: "2026-02" },
    });
    const fetchMock = mockFetch({ "POST /api/checklists/mappings/confirm": () => jsonResponse(reading) });
    const { user } = renderPanel(reading);
    const day = screen.getByLabelText("Completion date for Human factors");
    expect(day).toHaveAttribute("type", "date");
    expect(day).toHaveAttribute("max", localToday());
    expect(screen.getByText("The certificate says only February 2026.")).toBeInTheDocument();

    const confirm = screen.getByRole("button", { name: "Confirm Human factors" });
    await user.click(confirm);
    expect(screen.getByRole("alert")).toHaveTextContent("Enter the day you completed it.");
    expect(day).toHaveFocus();
    expect(day).toHaveAttribute("aria-invalid", "true");

    await user.type(day, "2999-01-01");
    await user.click(confirm);
    expect(screen.getByRole("alert")).toHaveTextContent("Must not be after today");
    expect(bodyOf(fetchMock, "/mappings/confirm")).toBeUndefined();

    await user.clear(day);
    await user.type(day, "2026-02-20");
    await user.click(confirm);
    expect(await screen.findByText("Training recorded")).toBeInTheDocument();
    expect(bodyOf(fetchMock, "/mappings/confirm")).toEqual({
      documentId: DOCUMENT_ID,
      itemId: mappingOf(reading).itemId,
      completedOn: "2026-02-20",
    });
  });

  it("asks for the day when the certificate's own day is after today", () => {
    renderPanel(
      buildTrainingReading({
        certificate: { ...buildTrainingReading().certificate, completionDate: "2999-05-01" },
      }),
    );
    expect(screen.getByLabelText("Completion date for Human factors")).toBeInTheDocument();
    expect(screen.getByText("The certificate's date, May 1, 2999, cannot be right.")).toBeInTheDocument();
  });

  it("rejects, and shows the server's sentence when a decision is refused", async () => {
    const reading = buildTrainingReading();
    const fetchMock = mockFetch({
      "POST /api/checklists/mappings/reject": () => jsonResponse(reading),
      "POST /api/checklists/mappings/confirm": () =>
        jsonResponse(
          {
            error: "You have already rejected this mapping.",
            message: "You have already rejected this mapping.",
            code: "mapping_already_decided",
          },
          { status: 409 },
        ),
    });
    const { user } = renderPanel(reading);
    await user.click(screen.getByRole("button", { name: "Reject Human factors" }));
    expect(await screen.findByText("Mapping rejected")).toBeInTheDocument();
    expect(bodyOf(fetchMock, "/mappings/reject")).toEqual({
      documentId: DOCUMENT_ID,
      itemId: mappingOf(reading).itemId,
    });

    await user.click(screen.getByRole("button", { name: "Confirm Human factors" }));
    expect(await screen.findByText("Could not confirm")).toBeInTheDocument();
    expect(screen.getByText("You have already rejected this mapping.")).toBeInTheDocument();
  });
});
