import { MAX_UPLOAD_BYTES } from "@domain/constants";
import type { UploadedDocument } from "@domain/schemas/uploads";
import type { ActiveWorkHistoryForm } from "@domain/schemas/work-history";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dashboardStatsQueryKey, trainingRecordQueryKey } from "@/lib/query-keys";
import { buildDocument, buildTrainingReading } from "@/test/documents";
import { FakeXhr, installFakeXhr } from "@/test/fake-xhr";
import { buildUser, type FetchCall, jsonResponse, mockFetch, renderWithProviders } from "@/test/test-utils";
import { UploadPage } from "./upload-page";

const OBJECT_PATH = "uploads/0b7a3f0e-8a44-4a9e-9d6b-2f1c7d1e2a01/6a0b3c1d-2e4f-4a5b-8c6d-7e8f9a0b1c2d.pdf";
const ACTIVE_FORM = {
  id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  firstName: "Jane",
  lastName: "Mechanic",
  dateOfHire: "2019-03-05",
  isEmpty: false,
};
/** A form holding only the account's prefilled name and e-mail: nothing to lose. */
const EMPTY_FORM = { ...ACTIVE_FORM, dateOfHire: null as string | null, isEmpty: true };

afterEach(() => {
  FakeXhr.autoRespond = null;
});

function pdf(name = "resume.pdf", size?: number): File {
  const file = new File(["%PDF-1.7 test"], name, { type: "application/pdf" });
  if (size !== undefined) Object.defineProperty(file, "size", { value: size });
  return file;
}

type Routes = Parameters<typeof mockFetch>[0];

/** The upload API with a document list that grows when an upload completes. */
function uploadApi({
  documents = [],
  activeForm = null,
  overrides = {},
}: {
  documents?: UploadedDocument[];
  activeForm?: ActiveWorkHistoryForm;
  overrides?: Routes;
} = {}) {
  const list = [...documents];
  const uploaded = buildDocument({
    filename: "resume.pdf",
    fileSize: 13,
    uploadedAt: "2026-04-02T09:00:00.000Z",
  });
  const fetchMock = mockFetch({
    "GET /api/uploads": () => jsonResponse(list),
    "GET /api/work-history/active": () => jsonResponse(activeForm),
    "POST /api/upload/presigned-url": () =>
      jsonResponse({ url: `/api/storage/${OBJECT_PATH}?sig=s`, objectPath: OBJECT_PATH }),
    "POST /api/upload/complete": () => {
      list.unshift(uploaded);
      return jsonResponse(uploaded, { status: 201 });
    },
    // Choosing a document starts its processing.
    [`POST /api/uploads/${uploaded.documentType}/${uploaded.id}/process`]: () => {
      list[0] = { ...uploaded, task: { status: "queued", progress: 0, errorMessage: null } };
      return jsonResponse({ id: "t1", status: "queued" }, { status: 201 });
    },
    ...overrides,
  });
  const calls = (route: string): FetchCall[] =>
    fetchMock.mock.calls
      .map(([input, init]) => ({ method: (init?.method ?? "GET").toUpperCase(), url: String(input), init }))
      .filter((call) => `${call.method} ${call.url.split("?")[0]}` === route);
  return { fetchMock, calls, uploaded, list };
}

function renderPage() {
  return renderWithProviders(<UploadPage />, { path: "/upload", user: buildUser() });
}

const fileInput = () => screen.getByLabelText("Choose a file to upload");
/** The toast on screen (one at a time). */
const toastRegion = () => within(screen.getByRole("region", { name: /Notifications/ }));

describe("/upload: choosing a file", () => {
  it("offers Resume / CV (chosen) and Training Document, no longer under construction, as a radio group", async () => {
    uploadApi();
    const { user } = renderPage();
    const group = screen.getByRole("group", { name: "Document type" });
    const resume = within(group).getByRole("radio", { name: "Resume / CV" });
    const training = within(group).getByRole("radio", { name: "Training Document" });
    expect(resume).toBeChecked();
    expect(within(group).queryByText("Under Construction")).not.toBeInTheDocument();
    await user.click(training);
    expect(training).toBeChecked();
    expect(resume).not.toBeChecked();
    expect(await screen.findByText("No documents uploaded yet")).toBeInTheDocument();
  });

  it("accepts only .pdf, .docx and .txt in the file picker, reached by a Browse button", async () => {
    uploadApi();
    const { user } = renderPage();
    expect(fileInput()).toHaveAttribute("type", "file");
    expect(fileInput()).toHaveAttribute("accept", ".pdf,.docx,.txt");
    const click = vi.spyOn(fileInput(), "click");
    await user.click(screen.getByRole("button", { name: "Browse files" }));
    expect(click).toHaveBeenCalled();
  });

  it("refuses a file over 10 MB with 'File too large' and sends nothing", async () => {
    const api = uploadApi();
    const { user } = renderPage();
    await user.upload(fileInput(), pdf("huge.pdf", MAX_UPLOAD_BYTES + 1));
    expect(await screen.findByText("File too large")).toBeInTheDocument();
    expect(screen.getByText("Maximum file size is 10MB")).toBeInTheDocument();
    expect(api.calls("POST /api/upload/presigned-url")).toHaveLength(0);
    expect(api.calls("GET /api/work-history/active")).toHaveLength(0);
  });

  it("takes a file of exactly 10 MB", async () => {
    installFakeXhr({ autoRespond: 204 });
    const api = uploadApi();
    const { user } = renderPage();
    await user.upload(fileInput(), pdf("max.pdf", MAX_UPLOAD_BYTES));
    await waitFor(() => expect(api.calls("POST /api/upload/complete")).toHaveLength(1));
    expect(screen.queryByText("File too large")).not.toBeInTheDocument();
  });

  it("refuses another type of file with a clear toast", async () => {
    const api = uploadApi();
    renderPage();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(["GIF89a"], "photo.gif", { type: "image/gif" }));
    expect(await screen.findByText("Unsupported file type")).toBeInTheDocument();
    expect(screen.getByText("Please choose a PDF, DOCX or TXT file.")).toBeInTheDocument();
    expect(api.calls("POST /api/upload/presigned-url")).toHaveLength(0);
  });

  it("uses only the first of several files", async () => {
    installFakeXhr({ autoRespond: 204 });
    const api = uploadApi();
    const { user } = renderPage();
    const input = fileInput();
    input.setAttribute("multiple", "");
    await user.upload(input, [pdf("first.pdf"), pdf("second.pdf")]);
    await waitFor(() => expect(api.calls("POST /api/upload/complete")).toHaveLength(1));
    expect(JSON.parse(String(api.calls("POST /api/upload/presigned-url")[0]?.init?.body)).filename).toBe(
      "first.pdf",
    );
  });

  it("uploads only the first of several dropped files", async () => {
    installFakeXhr({ autoRespond: 204 });
    const api = uploadApi();
    renderPage();
    const zone = screen.getByRole("region", { name: "Drag and drop your file here" });
    const dataTransfer = { files: [pdf("dropped-first.pdf"), pdf("dropped-second.pdf")], types: ["Files"] };
    fireEvent.dragOver(zone, { dataTransfer });
    expect(zone).toHaveAttribute("data-dragging", "true");
    fireEvent.drop(zone, { dataTransfer });
    expect(zone).not.toHaveAttribute("data-dragging");
    await waitFor(() => expect(api.calls("POST /api/upload/complete")).toHaveLength(1));
    const body = JSON.parse(String(api.calls("POST /api/upload/complete")[0]?.init?.body));
    expect(body.filename).toBe("dropped-first.pdf");
    expect(await screen.findByText("Upload successful")).toBeInTheDocument();
  });
});

describe("/upload: uploading", () => {
  it("moves the bar through 10, 30-70 and 100, toasts success, lists the document, and resets after 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const xhr = installFakeXhr();
    let releaseComplete: () => void = () => {};
    const api = uploadApi();
    const completeRoute = api.fetchMock.getMockImplementation();
    mockFetch({
      "GET /api/uploads": () => jsonResponse(api.list),
      "GET /api/work-history/active": () => jsonResponse(null),
      "POST /api/upload/presigned-url": () =>
        jsonResponse({ url: `/api/storage/${OBJECT_PATH}?sig=s`, objectPath: OBJECT_PATH }),
      "POST /api/upload/complete": async (call) => {
        await new Promise<void>((resolve) => {
          releaseComplete = resolve;
        });
        return completeRoute!(call.url, call.init);
      },
      [`POST /api/uploads/resume/${api.uploaded.id}/process`]: (call) => completeRoute!(call.url, call.init),
    });
    const { user } = renderPage();
    expect(await screen.findByText("No documents uploaded yet")).toBeInTheDocument();

    await user.upload(fileInput(), pdf());
    const bar = await screen.findByRole("progressbar", { name: "Upload progress" });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "10"));
    expect(screen.getByText("Uploading: resume.pdf")).toBeInTheDocument();
    const request = await vi.waitFor(() => xhr.last() ?? Promise.reject(new Error("no PUT yet")));
    expect(request.headers["Content-Type"]).toBe("application/pdf");

    act(() => request.start());
    expect(bar).toHaveAttribute("aria-valuenow", "30");
    act(() => request.progress(6, 13));
    expect(bar).toHaveAttribute("aria-valuenow", String(30 + Math.round((6 / 13) * 40)));
    act(() => request.respond(204));
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "70"));

    releaseComplete();
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "100"));
    expect(await screen.findByText("Upload successful")).toBeInTheDocument();
    expect(screen.getByText("Upload complete: resume.pdf")).toBeInTheDocument();
    expect(await screen.findByRole("cell", { name: "resume.pdf" })).toBeInTheDocument();
    expect(screen.getByText("13 B")).toBeInTheDocument();
    expect(screen.getByText("Apr 2, 2026")).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByRole("progressbar", { name: "Upload progress" })).not.toBeInTheDocument();
  });

  it("sends the chosen document type on completion and skips the overwrite question for training documents", async () => {
    installFakeXhr({ autoRespond: 204 });
    const api = uploadApi({ activeForm: ACTIVE_FORM });
    const { user } = renderPage();
    await user.click(screen.getByRole("radio", { name: /Training Document/ }));
    await user.upload(fileInput(), new File(["A&P recurrent"], "recurrent.txt", { type: "text/plain" }));
    await waitFor(() => expect(api.calls("POST /api/upload/complete")).toHaveLength(1));
    const body = JSON.parse(String(api.calls("POST /api/upload/complete")[0]?.init?.body));
    expect(body).toMatchObject({
      filename: "recurrent.txt",
      mimeType: "text/plain",
      documentType: "training",
    });
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(api.calls("GET /api/work-history/active")).toHaveLength(0);
  });

  it("reads 'Failed to upload file to storage' when the PUT fails, with the inline alert", async () => {
    installFakeXhr({ autoRespond: 403 });
    const api = uploadApi();
    const { user } = renderPage();
    await user.upload(fileInput(), pdf());
    expect(await screen.findByText("Failed to upload file to storage")).toBeInTheDocument();
    expect(toastRegion().getByText("Upload failed")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to upload document. Please try again.");
    expect(api.calls("POST /api/upload/complete")).toHaveLength(0);
  });

  it("shows the server's message when completion is refused", async () => {
    installFakeXhr({ autoRespond: 204 });
    uploadApi({
      overrides: {
        "POST /api/upload/complete": () =>
          jsonResponse(
            { error: "bad_request", message: "This file is not a PDF document.", code: "content_mismatch" },
            { status: 400 },
          ),
      },
    });
    const { user } = renderPage();
    await user.upload(fileInput(), pdf());
    expect(await toastRegion().findByText("This file is not a PDF document.")).toBeInTheDocument();
    // Trying again cannot help: the alert says why instead of 'Please try again'.
    expect(screen.getByRole("alert")).toHaveTextContent("resume.pdf: This file is not a PDF document.");
    expect(screen.getByRole("alert")).not.toHaveTextContent("Please try again");
  });

  it("shows the storage's own reason when the PUT is refused (local driver)", async () => {
    const xhr = installFakeXhr();
    uploadApi();
    const { user } = renderPage();
    await user.upload(fileInput(), pdf());
    const request = await waitFor(() => {
      const sent = xhr.last();
      if (!sent) throw new Error("no PUT yet");
      return sent;
    });
    request.respond(
      413,
      JSON.stringify({ error: "Maximum file size is 10MB", message: "Maximum file size is 10MB" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("resume.pdf: Maximum file size is 10MB");
    expect(toastRegion().getByText("Maximum file size is 10MB")).toBeInTheDocument();
  });

  it("refuses a '.pdf' that is not a PDF by its bytes before asking about the form", async () => {
    const api = uploadApi({ activeForm: ACTIVE_FORM });
    const { user } = renderPage();
    await user.upload(fileInput(), new File(["just some text"], "resume.pdf", { type: "application/pdf" }));
    expect(await toastRegion().findByText("Not a valid document")).toBeInTheDocument();
    expect(toastRegion().getByText("The file is not a valid PDF document.")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("resume.pdf: The file is not a valid PDF document.");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(api.calls("GET /api/work-history/active")).toHaveLength(0);
    expect(api.calls("POST /api/upload/presigned-url")).toHaveLength(0);
  });

  it("says a file is empty in place of an earlier failure's 'Please try again'", async () => {
    installFakeXhr({ autoRespond: 500 });
    uploadApi();
    const { user } = renderPage();
    await user.upload(fileInput(), pdf());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to upload document. Please try again.",
    );
    await waitFor(() => expect(fileInput()).toBeEnabled());
    await user.upload(fileInput(), new File([], "blank.txt", { type: "text/plain" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "blank.txt: This file is empty. Please choose another file.",
      ),
    );
    expect(screen.getByRole("alert")).not.toHaveTextContent("Please try again.");
  });

  it("clears the inline alert when the next upload starts", async () => {
    installFakeXhr({ autoRespond: 500 });
    uploadApi();
    const { user } = renderPage();
    await user.upload(fileInput(), pdf());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to upload document. Please try again.",
    );
    FakeXhr.autoRespond = 204;
    await user.upload(fileInput(), pdf());
    expect(await screen.findByText("Upload successful")).toBeInTheDocument();
    expect(screen.queryByText("Failed to upload document. Please try again.")).not.toBeInTheDocument();
  });
});

describe("/upload: overwriting the active work history", () => {
  it("asks first, showing the form's name and hire date; Cancel keeps the resume, not processed", async () => {
    installFakeXhr({ autoRespond: 204 });
    const api = uploadApi({ activeForm: ACTIVE_FORM });
    const { user } = renderPage();
    await user.upload(fileInput(), pdf());

    const dialog = await screen.findByRole("alertdialog", { name: "Overwrite Existing Work History?" });
    expect(dialog).toHaveTextContent(/current work history form and all associated data/);
    expect(dialog).toHaveTextContent(/This action cannot be undone\./);
    expect(within(dialog).getByText("Jane Mechanic")).toBeInTheDocument();
    expect(within(dialog).getByText("Mar 5, 2019")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Browse files" })).toHaveFocus();
    expect(await toastRegion().findByText("Upload successful")).toBeInTheDocument();
    const row = (await screen.findByRole("cell", { name: "resume.pdf" })).closest("tr")!;
    expect(within(row).getByText("Not processed")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: /^Process/ })).toBeInTheDocument();
    expect(api.calls(`POST /api/uploads/resume/${api.uploaded.id}/process`)).toHaveLength(0);
  });

  it("Process & Overwrite uploads the resume, then starts processing it", async () => {
    installFakeXhr({ autoRespond: 204 });
    const api = uploadApi({
      activeForm: ACTIVE_FORM,
      overrides: {},
    });
    const processRoute = `POST /api/uploads/resume/${api.uploaded.id}/process`;
    const processBodies: unknown[] = [];
    mockFetch({
      "GET /api/uploads": () => jsonResponse(api.list),
      "GET /api/work-history/active": () => jsonResponse(ACTIVE_FORM),
      "POST /api/upload/presigned-url": () =>
        jsonResponse({ url: `/api/storage/${OBJECT_PATH}?sig=s`, objectPath: OBJECT_PATH }),
      "POST /api/upload/complete": () => {
        api.list.unshift(api.uploaded);
        return jsonResponse(api.uploaded, { status: 201 });
      },
      [processRoute]: ({ init }) => {
        processBodies.push(init?.body);
        api.list[0] = { ...api.uploaded, task: { status: "queued", progress: 0, errorMessage: null } };
        return jsonResponse({ id: "t1", status: "queued" }, { status: 201 });
      },
    });
    const { user } = renderPage();
    await user.upload(fileInput(), pdf());
    const dialog = await screen.findByRole("alertdialog", { name: "Overwrite Existing Work History?" });
    await user.click(within(dialog).getByRole("button", { name: "Process & Overwrite" }));

    expect(await toastRegion().findByText("Upload successful")).toBeInTheDocument();
    // The confirmation travels with the request: the server replaces a form only when told so.
    expect(processBodies).toEqual([JSON.stringify({ overwrite: true })]);
    const row = (await screen.findByRole("cell", { name: "resume.pdf" })).closest("tr")!;
    await waitFor(() => expect(within(row).getByText("Queued")).toBeInTheDocument());
    expect(within(row).queryByRole("button", { name: /^Process/ })).not.toBeInTheDocument();
  });

  it("uploads and starts processing straight away when there is no active form", async () => {
    installFakeXhr({ autoRespond: 204 });
    const api = uploadApi({ activeForm: null });
    const { user } = renderPage();
    await user.upload(fileInput(), pdf());
    expect(await screen.findByText("Upload successful")).toBeInTheDocument();
    expect(api.calls("GET /api/work-history/active")).toHaveLength(1);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls(`POST /api/uploads/resume/${api.uploaded.id}/process`)).toHaveLength(1),
    );
    const row = (await screen.findByRole("cell", { name: "resume.pdf" })).closest("tr")!;
    await waitFor(() => expect(within(row).getByText("Queued")).toBeInTheDocument());
  });

  it("uploads and processes without asking when the active form is empty", async () => {
    installFakeXhr({ autoRespond: 204 });
    const api = uploadApi({ activeForm: EMPTY_FORM });
    const { user } = renderPage();
    await user.upload(fileInput(), pdf());
    expect(await screen.findByText("Upload successful")).toBeInTheDocument();
    expect(api.calls("GET /api/work-history/active")).toHaveLength(1);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});

describe("/upload: Process from the list while the work history form is empty", () => {
  it("starts a resume without asking", async () => {
    const document = buildDocument({ filename: "cv.pdf" });
    const fetchMock = mockFetch({
      "GET /api/uploads": () => jsonResponse([document]),
      "GET /api/work-history/active": () => jsonResponse(EMPTY_FORM),
      [`POST /api/uploads/resume/${document.id}/process`]: () => jsonResponse({ id: "t1" }, { status: 201 }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Process cv.pdf" }));
    expect(await screen.findByText("Processing started")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    const process = fetchMock.mock.calls.find(([input]) => String(input).endsWith(`/${document.id}/process`));
    expect(process?.[1]?.body).toBeUndefined();
  });
});

describe("/upload: Process from the list while a work history form exists", () => {
  const OVERWRITE_REQUIRED = jsonResponse(
    {
      error: "conflict",
      message:
        "Processing this resume will replace your current work history form. Confirm that you want to overwrite it.",
      code: "overwrite_confirmation_required",
    },
    { status: 409 },
  );

  function listApi(document: UploadedDocument, activeForm: typeof ACTIVE_FORM | null) {
    const processRoute = `POST /api/uploads/${document.documentType}/${document.id}/process`;
    const fetchMock = mockFetch({
      "GET /api/uploads": () => jsonResponse([document]),
      "GET /api/work-history/active": () => jsonResponse(activeForm),
      [processRoute]: ({ init }) =>
        // The server's rule: only a resume replaces the form.
        JSON.parse(String(init?.body ?? "{}")).overwrite === true ||
        activeForm === null ||
        document.documentType === "training"
          ? jsonResponse({ id: "t1" }, { status: 201 })
          : OVERWRITE_REQUIRED.clone(),
    });
    const processCalls = () =>
      fetchMock.mock.calls.filter(
        ([input, init]) => init?.method === "POST" && String(input).endsWith(`/${document.id}/process`),
      );
    return { processCalls };
  }

  it.each([
    ["never processed", null],
    ["failed", { status: "failed" as const, progress: 10, errorMessage: "This document contains no text" }],
  ])("a %s resume asks 'Overwrite Existing Work History?' first; Cancel starts nothing", async (_, task) => {
    const document = buildDocument({ filename: "cv.pdf", task });
    const api = listApi(document, ACTIVE_FORM);
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Process cv.pdf" }));

    const dialog = await screen.findByRole("alertdialog", { name: "Overwrite Existing Work History?" });
    expect(dialog).toHaveTextContent("Processing cv.pdf will replace your current work history form");
    expect(within(dialog).getByText("Jane Mechanic")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.processCalls()).toHaveLength(0);
    expect(screen.queryByText("Processing started")).not.toBeInTheDocument();
  });

  it("Process & Overwrite starts it with overwrite: true", async () => {
    const document = buildDocument({
      filename: "cv.pdf",
      task: { status: "failed", progress: 10, errorMessage: "Unreadable" },
    });
    const api = listApi(document, ACTIVE_FORM);
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Process cv.pdf" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Overwrite Existing Work History?" });
    await user.click(within(dialog).getByRole("button", { name: "Process & Overwrite" }));
    expect(await screen.findByText("Processing started")).toBeInTheDocument();
    expect(api.processCalls()).toHaveLength(1);
    expect(JSON.parse(String(api.processCalls()[0]?.[1]?.body))).toEqual({ overwrite: true });
  });

  it("does not ask for a training document", async () => {
    const document = buildDocument({ filename: "course.pdf", documentType: "training" });
    const api = listApi(document, ACTIVE_FORM);
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Process course.pdf" }));
    expect(await screen.findByText("Processing started")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(api.processCalls()[0]?.[1]?.body).toBeUndefined();
  });

  it("opens the question when the server asks for it (a form appeared meanwhile)", async () => {
    const document = buildDocument({ filename: "cv.pdf" });
    let form: typeof ACTIVE_FORM | null = null;
    const fetchMock = mockFetch({
      "GET /api/uploads": () => jsonResponse([document]),
      "GET /api/work-history/active": () => {
        // No form at the first look; one by the time the server answers.
        const answer = jsonResponse(form);
        form = ACTIVE_FORM;
        return answer;
      },
      [`POST /api/uploads/resume/${document.id}/process`]: ({ init }) =>
        init?.body ? jsonResponse({ id: "t1" }, { status: 201 }) : OVERWRITE_REQUIRED.clone(),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Process cv.pdf" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Overwrite Existing Work History?" });
    expect(screen.queryByText("Processing failed")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Process & Overwrite" }));
    expect(await screen.findByText("Processing started")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });
});

describe("/upload: the document list", () => {
  it("polls every 2 s while a document is queued or processing, and stops when none is", async () => {
    vi.useFakeTimers();
    let task: UploadedDocument["task"] = { status: "processing", progress: 40, errorMessage: null };
    const document = buildDocument({ filename: "cv.pdf" });
    let listCalls = 0;
    mockFetch({
      "GET /api/uploads": () => {
        listCalls += 1;
        return jsonResponse([{ ...document, task }]);
      },
    });
    renderPage();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(listCalls).toBe(1);
    expect(screen.getByText("Processing")).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(listCalls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(listCalls).toBe(2);

    task = { status: "completed", progress: 100, errorMessage: null };
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(listCalls).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText("Completed")).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(listCalls).toBe(3);
  });

  it("does not poll a list with nothing queued or processing", async () => {
    vi.useFakeTimers();
    let listCalls = 0;
    mockFetch({
      "GET /api/uploads": () => {
        listCalls += 1;
        return jsonResponse([
          buildDocument({ task: { status: "failed", progress: 10, errorMessage: "Unreadable" } }),
          buildDocument({
            processingStatus: "completed",
            task: { status: "completed", progress: 100, errorMessage: null },
          }),
        ]);
      },
    });
    renderPage();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(listCalls).toBe(1);
  });

  it("Process starts processing: 'Processing started', then the list polls", async () => {
    const document = buildDocument({ filename: "cv.pdf", task: null, processingStatus: "completed" });
    let task: UploadedDocument["task"] = null;
    mockFetch({
      "GET /api/uploads": () => jsonResponse([{ ...document, task }]),
      [`POST /api/uploads/resume/${document.id}/process`]: () => {
        task = { status: "queued", progress: 0, errorMessage: null };
        return jsonResponse({ id: "t1" }, { status: 201 });
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Process cv.pdf" }));
    expect(await screen.findByText("Processing started")).toBeInTheDocument();
    expect(screen.getByText("Queued for AI processing")).toBeInTheDocument();
    expect(await screen.findByText("Queued")).toBeInTheDocument();
  });

  it.each([
    [
      jsonResponse(
        { error: "conflict", message: "This document is already being processed." },
        { status: 409 },
      ),
      "This document is already being processed.",
    ],
    [new Response(null, { status: 502, statusText: "Bad Gateway" }), "Failed to start processing"],
  ])(
    "a refused Process toasts 'Processing failed' with the server message or the fallback",
    async (answer, text) => {
      const document = buildDocument({ filename: "cv.pdf" });
      mockFetch({
        "GET /api/uploads": () => jsonResponse([document]),
        [`POST /api/uploads/resume/${document.id}/process`]: answer,
      });
      const { user } = renderPage();
      await user.click(await screen.findByRole("button", { name: "Process cv.pdf" }));
      expect(await screen.findByText("Processing failed")).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
    },
  );

  it("deletes after confirmation: 'Document deleted' and the row goes", async () => {
    const document = buildDocument({ filename: "old.pdf", documentType: "training" });
    let list = [document];
    const deleteRoute = vi.fn(() => {
      list = [];
      return new Response(null, { status: 204 });
    });
    mockFetch({
      "GET /api/uploads": () => jsonResponse(list),
      [`DELETE /api/uploads/training/${document.id}`]: deleteRoute,
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Delete old.pdf" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete "old.pdf"? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Document deleted")).toBeInTheDocument();
    expect(await screen.findByText("No documents uploaded yet")).toBeInTheDocument();
    expect(deleteRoute).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      jsonResponse({ error: "not_found", message: "Document not found" }, { status: 404 }),
      "Document not found",
    ],
    [new Response("", { status: 500, statusText: "Internal Server Error" }), "Failed to delete document"],
  ])(
    "a failed delete toasts 'Delete failed' with the server message or the fallback",
    async (answer, text) => {
      const document = buildDocument({ filename: "old.pdf" });
      mockFetch({
        "GET /api/uploads": () => jsonResponse([document]),
        [`DELETE /api/uploads/resume/${document.id}`]: answer,
      });
      const { user } = renderPage();
      await user.click(await screen.findByRole("button", { name: "Delete old.pdf" }));
      await user.click(
        within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }),
      );
      expect(await screen.findByText("Delete failed")).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
    },
  );

  it("shows the processing notes", () => {
    uploadApi();
    renderPage();
    expect(screen.getByText(/AI extraction/)).toBeInTheDocument();
    expect(
      screen.getByText(/applied to your own account, regardless of the name in the document/),
    ).toBeInTheDocument();
    expect(screen.getByText(/saved as drafts that need your review/)).toBeInTheDocument();
    expect(
      screen.getByText(
        "Processing a PDF resume or certificate typically takes under a second (a few seconds while the server is busy or has just started); with an external AI model, 30-60 seconds.",
      ),
    ).toBeInTheDocument();
  });
});

describe("/upload: a processed training document", () => {
  it("shows the certificate and its proposed item behind Details; Confirm records it and refreshes the training numbers", async () => {
    const reading = buildTrainingReading();
    const mapping = reading.mappings[0]!;
    let document = buildDocument({
      filename: "hf-certificate.pdf",
      documentType: "training",
      processingStatus: "completed",
      task: { status: "completed", progress: 100, errorMessage: null },
      training: reading,
    });
    const confirmed = {
      ...reading,
      mappings: [{ ...mapping, decision: "confirmed" as const, decidedAt: "2026-06-01T12:00:00.000Z" }],
    };
    const fetchMock = mockFetch({
      "GET /api/uploads": () => jsonResponse([document]),
      "POST /api/checklists/mappings/confirm": () => {
        document = { ...document, training: confirmed };
        return jsonResponse(confirmed);
      },
    });
    const { user, queryClient } = renderPage();
    queryClient.setQueryData(trainingRecordQueryKey, { tabs: [] });
    queryClient.setQueryData(dashboardStatsQueryKey, { trainingCompletion: 0 });

    expect(await screen.findByText("1 item to review")).toBeInTheDocument();
    const details = screen.getByRole("button", { name: "Certificate details for hf-certificate.pdf" });
    expect(details).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Skyline Aero Academy")).not.toBeInTheDocument();
    await user.click(details);
    expect(details).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Skyline Aero Academy")).toBeInTheDocument();
    expect(screen.getByText("Mar 14, 2026")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Confirm Human factors" }));
    expect(await screen.findByText("Confirmed")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Confirm Human factors" })).not.toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/mappings/confirm"))!;
    expect(JSON.parse(String(init?.body))).toEqual({ documentId: document.id, itemId: mapping.itemId });
    expect(queryClient.getQueryState(trainingRecordQueryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(dashboardStatsQueryKey)?.isInvalidated).toBe(true);
    expect(toastRegion().getByText("Human factors is marked done.")).toBeInTheDocument();
  });
});
