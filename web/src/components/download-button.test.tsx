import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attachmentFilename } from "@/lib/download";
import { captureDownloads, fileResponse, type SavedFile } from "@/test/downloads";
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from "@/test/test-utils";
import { DownloadButton } from "./download-button";

const URL_OF_PACKET = "/api/me/audit-packet.pdf";
let saved: SavedFile[] = [];

beforeEach(() => {
  saved = captureDownloads();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderButton() {
  return renderWithProviders(
    <DownloadButton
      url={URL_OF_PACKET}
      label="Download my training record"
      fallbackFilename="hangar-log-record.pdf"
      failureTitle="Your training record could not be downloaded"
    />,
    { user: buildUser() },
  );
}

describe("DownloadButton", () => {
  it("saves the file under the name the server gives, busy until it is read", async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch({ [`GET ${URL_OF_PACKET}`]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = renderButton();
    const button = screen.getByRole("button", { name: "Download my training record" });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    answer(fileResponse("hangar-log-record-jane-mechanic-2026-06-01.pdf", "%PDF-1.7 fake"));
    await waitFor(() =>
      expect(saved.map((file) => file.name)).toEqual(["hangar-log-record-jane-mechanic-2026-06-01.pdf"]),
    );
    expect(await saved[0]!.blob.text()).toBe("%PDF-1.7 fake");
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute("aria-busy", "false");
  });

  it("says why in a toast when the server refuses, and saves nothing", async () => {
    mockFetch({
      [`GET ${URL_OF_PACKET}`]: () =>
        jsonResponse({ error: "Not Found", message: "User not found." }, { status: 404 }),
    });
    const { user } = renderButton();
    await user.click(screen.getByRole("button", { name: "Download my training record" }));
    const toasts = within(screen.getByRole("region", { name: /Notifications/, hidden: true }));
    await waitFor(() =>
      expect(toasts.getByText("Your training record could not be downloaded")).toBeInTheDocument(),
    );
    expect(toasts.getByText("User not found.")).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.getByRole("button", { name: "Download my training record" })).toBeEnabled();
  });
});

describe("attachmentFilename", () => {
  it("reads the quoted or bare file name, else null", () => {
    expect(attachmentFilename('attachment; filename="a-b.pdf"')).toBe("a-b.pdf");
    expect(attachmentFilename("attachment; filename=a.pdf")).toBe("a.pdf");
    expect(attachmentFilename("attachment")).toBeNull();
    expect(attachmentFilename(null)).toBeNull();
  });
});
