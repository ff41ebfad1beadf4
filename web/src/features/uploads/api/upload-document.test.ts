import { afterEach, describe, expect, it, vi } from "vitest";
import { STORAGE_UPLOAD_FAILED_MESSAGE } from "@/lib/put-to-storage";
import { FakeXhr, installFakeXhr } from "@/test/fake-xhr";
import { jsonResponse, mockFetch } from "@/test/test-utils";
import { bytesSentProgress, uploadDocument } from "./upload-document";

const OBJECT_PATH = "uploads/0b7a3f0e-8a44-4a9e-9d6b-2f1c7d1e2a01/6a0b3c1d-2e4f-4a5b-8c6d-7e8f9a0b1c2d.docx";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

afterEach(() => {
  FakeXhr.autoRespond = null;
});

/** The PUT once the presigned URL has come back. */
function sentRequest(xhr: ReturnType<typeof installFakeXhr>): Promise<FakeXhr> {
  return vi.waitFor(() => {
    const request = xhr.last();
    if (!request) throw new Error("no PUT was sent yet");
    return request;
  });
}

describe("bytesSentProgress", () => {
  it.each([
    [0, 30],
    [0.25, 40],
    [0.5, 50],
    [1, 70],
    [2, 70],
    [-1, 30],
    [Number.NaN, 30],
  ])("%d of the bytes → %d", (fraction, percent) => {
    expect(bytesSentProgress(fraction)).toBe(percent);
  });
});

describe("uploadDocument", () => {
  it("presigns, PUTs with the file's type, completes, and reports 10, 30-70 and 100", async () => {
    const xhr = installFakeXhr();
    const fetchMock = mockFetch({
      "POST /api/upload/presigned-url": jsonResponse({
        url: "https://s3.example.test/put?sig=1",
        objectPath: OBJECT_PATH,
      }),
      "POST /api/upload/complete": jsonResponse({ id: "d1", filename: "cv.docx" }, { status: 201 }),
    });
    // Chrome reports an empty type for .docx on some systems: the type comes from the extension.
    const file = new File(["PK-docx-bytes"], "cv.docx", { type: "" });
    const steps: number[] = [];
    const done = uploadDocument({ file, documentType: "resume", onProgress: (p) => steps.push(p) });

    const request = await sentRequest(xhr);
    expect(steps).toEqual([10]);
    expect(request.method).toBe("PUT");
    expect(request.url).toBe("https://s3.example.test/put?sig=1");
    expect(request.headers).toEqual({ "Content-Type": DOCX });
    expect(request.body).toBe(file);

    request.start();
    request.progress(5, 20);
    request.progress(20, 20);
    request.respond(200);
    await expect(done).resolves.toEqual({ id: "d1", filename: "cv.docx" });
    expect(steps).toEqual([10, 30, 40, 70, 70, 100]);

    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      filename: "cv.docx",
      contentType: DOCX,
    });
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      objectPath: OBJECT_PATH,
      filename: "cv.docx",
      fileSize: file.size,
      mimeType: DOCX,
      documentType: "resume",
    });
  });

  it.each([
    ["a refusal", (request: FakeXhr) => request.respond(403)],
    ["a network failure", (request: FakeXhr) => request.fail()],
  ])("fails with 'Failed to upload file to storage' on %s, and never completes", async (_, answer) => {
    const xhr = installFakeXhr();
    const fetchMock = mockFetch({
      "POST /api/upload/presigned-url": jsonResponse({ url: "/api/storage/x", objectPath: OBJECT_PATH }),
    });
    const done = uploadDocument({ file: new File(["hello"], "notes.txt"), documentType: "training" });
    answer(await sentRequest(xhr));
    await expect(done).rejects.toThrow(STORAGE_UPLOAD_FAILED_MESSAGE);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("passes the server's refusal of the presigned URL on", async () => {
    installFakeXhr();
    mockFetch({
      "POST /api/upload/presigned-url": jsonResponse(
        { error: "bad_request", message: "Only PDF, DOCX and TXT files are accepted" },
        { status: 400 },
      ),
    });
    await expect(uploadDocument({ file: new File(["x"], "cv.pdf"), documentType: "resume" })).rejects.toThrow(
      /^400: .*Only PDF, DOCX and TXT files are accepted/,
    );
    expect(FakeXhr.requests).toHaveLength(0);
  });
});
