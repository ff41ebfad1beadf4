import type { AuditPacketJob } from "@domain/schemas/program-exports";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders } from "@/test/test-utils";
import { ProgramExports } from "./program-exports";

const JOB_ID = "5f0e3f4c-9a4e-4c55-9a49-2d6f1c1b0a11";
const job = (over: Partial<AuditPacketJob>): AuditPacketJob => ({
  id: JOB_ID,
  state: "running",
  total: 2,
  processed: 0,
  percent: 0,
  leftOut: [],
  message: null,
  filename: null,
  ...over,
});

describe("ProgramExports", () => {
  it("offers the whole-program CSV", () => {
    mockFetch({});
    renderWithProviders(
      <ProgramExports filter={{ search: " zoë ", role: "user", training: "expired" }} memberIds={["a"]} />,
    );
    expect(screen.getByRole("button", { name: "Download CSV (whole program)" })).toBeEnabled();
  });

  it("starts one ZIP however fast it is clicked, shows its progress, then offers the download", async () => {
    let posts = 0;
    let polls = 0;
    const fetchMock = mockFetch({
      "POST /api/admin/exports/audit-packets": () => {
        posts += 1;
        return jsonResponse(job({}), { status: 202 });
      },
      [`GET /api/admin/exports/audit-packets/${JOB_ID}`]: () => {
        polls += 1;
        return jsonResponse(
          polls === 1
            ? job({ processed: 1, percent: 50 })
            : job({ state: "done", processed: 2, percent: 100 }),
        );
      },
    });
    const { user } = renderWithProviders(
      <ProgramExports filter={{ search: "", role: "all", training: "all" }} memberIds={["a", "b"]} />,
    );
    const start = screen.getByRole("button", { name: "Audit packets (ZIP)" });
    await Promise.all([user.click(start), user.click(start)]);
    expect(await screen.findByText("Making audit packets: 1 of 2 (50 %)")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Audit packets made" })).toBeInTheDocument();
    expect(
      await screen.findByRole("button", { name: "Download audit packets (ZIP)" }, { timeout: 3000 }),
    ).toBeEnabled();
    expect(screen.getByText("2 audit packets are ready.")).toBeInTheDocument();
    expect(posts).toBe(1);
    const body = JSON.parse(
      String(fetchMock.mock.calls.find(([, init]) => init?.method === "POST")?.[1]?.body),
    );
    expect(body).toEqual({ userIds: ["a", "b"] });
  });

  it("says why when the ZIP cannot be started", async () => {
    mockFetch({
      "POST /api/admin/exports/audit-packets": () =>
        jsonResponse(
          {
            error: "Your audit packets are still being made.",
            message: "Your audit packets are still being made.",
          },
          { status: 409 },
        ),
    });
    const { user } = renderWithProviders(
      <ProgramExports filter={{ search: "", role: "all", training: "all" }} memberIds={["a"]} />,
    );
    await user.click(screen.getByRole("button", { name: "Audit packets (ZIP)" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("Your audit packets are still being made."),
    );
  });
});
