import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { createSignedInUser, type SignedInUser } from "../../test/users";
import { DEFAULT_PROMPTS } from "./default-prompts";
import { getActivePromptContent } from "./prompts.service";

let testApp: TestApp;
let admin: SignedInUser;
let technician: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createSignedInUser(testApp, { role: "admin" });
  technician = await createSignedInUser(testApp);
});
afterAll(() => testApp.close());

const list = (cookie?: string) =>
  testApp.app.inject({ method: "GET", url: "/api/admin/ai-prompts", headers: cookie ? { cookie } : {} });
const patch = (type: string, body: unknown, cookie?: string) =>
  testApp.app.inject({
    method: "PATCH",
    url: `/api/admin/ai-prompts/${type}`,
    headers: cookie ? { cookie } : {},
    payload: body as object,
  });

describe("AI prompts", () => {
  it("are seeded with the default instructions for both document types", async () => {
    const response = await list(admin.cookie);
    expect(response.statusCode).toBe(200);
    const prompts = response.json() as { promptType: string; promptContent: string; updatedAt: string }[];
    expect(prompts.map((prompt) => prompt.promptType)).toEqual(["resume", "training"]);
    expect(prompts[0]!.promptContent).toBe(DEFAULT_PROMPTS.resume);
    expect(prompts[0]!.promptContent).toContain("Never invent");
    expect(prompts[0]!.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("can be edited by an administrator, who is recorded with the time", async () => {
    const response = await patch("resume", { promptContent: "Extract the employers." }, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      promptType: "resume",
      promptContent: "Extract the employers.",
      createdBy: admin.user.id,
    });
    expect(await getActivePromptContent(testApp.app, "resume")).toBe("Extract the employers.");
    const again = await list(admin.cookie);
    expect(again.json()[0].promptContent).toBe("Extract the employers.");
  });

  it("survive a restart's seeding without losing an edit", async () => {
    await patch("training", { promptContent: "Edited training prompt" }, admin.cookie);
    const { seedDefaultPrompts } = await import("./prompts.service");
    await seedDefaultPrompts(testApp.app);
    expect(await getActivePromptContent(testApp.app, "training")).toBe("Edited training prompt");
  });

  it("refuse blank, oversized, unknown-type and extra-field edits", async () => {
    expect((await patch("resume", { promptContent: "   " }, admin.cookie)).statusCode).toBe(400);
    expect((await patch("resume", { promptContent: "x".repeat(20_001) }, admin.cookie)).statusCode).toBe(400);
    expect((await patch("resume", {}, admin.cookie)).statusCode).toBe(400);
    expect((await patch("resume", { promptContent: "ok", isActive: false }, admin.cookie)).statusCode).toBe(
      400,
    );
    expect((await patch("invoice", { promptContent: "ok" }, admin.cookie)).statusCode).toBe(400);
  });

  it("carry their built-in text, for 'Restore default', also after an edit", async () => {
    await patch("training", { promptContent: "Map the training." }, admin.cookie);
    const prompts = (await list(admin.cookie)).json() as { promptType: string; defaultContent: string }[];
    expect(prompts.map((prompt) => [prompt.promptType, prompt.defaultContent])).toEqual([
      ["resume", DEFAULT_PROMPTS.resume],
      ["training", DEFAULT_PROMPTS.training],
    ]);
  });

  it("refuse a blank prompt with a message on the field", async () => {
    const response = await patch("resume", { promptContent: "  " }, admin.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: "body.promptContent", message: "The prompt must not be empty" },
    ]);
  });

  it("are for administrators only", async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await list(technician.cookie)).statusCode).toBe(403);
    expect((await patch("resume", { promptContent: "hijack" })).statusCode).toBe(401);
    const refused = await patch("resume", { promptContent: "hijack" }, technician.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("Only administrators can do this.");
    expect(await getActivePromptContent(testApp.app, "resume")).not.toBe("hijack");
  });
});

describe("the AI provider", () => {
  const provider = (app: TestApp, cookie?: string) =>
    app.app.inject({ method: "GET", url: "/api/admin/ai-provider", headers: cookie ? { cookie } : {} });

  it("is the built-in extractor by default, which does not follow the prompts", async () => {
    const response = await provider(testApp, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: "builtin", model: null, usesPrompts: false });
  });

  it("names the LLM and its model when AI_PROVIDER=openai, which follows the prompts", async () => {
    const llmApp = await createTestApp({
      env: { AI_PROVIDER: "openai", AI_MODEL: "llama3.1:8b", AI_BASE_URL: "http://127.0.0.1:9/v1" },
    });
    try {
      const llmAdmin = await createSignedInUser(llmApp, { role: "admin" });
      expect((await provider(llmApp, llmAdmin.cookie)).json()).toEqual({
        provider: "openai",
        model: "llama3.1:8b",
        usesPrompts: true,
      });
    } finally {
      await llmApp.close();
    }
  });

  it("is for administrators only", async () => {
    expect((await provider(testApp)).statusCode).toBe(401);
    expect((await provider(testApp, technician.cookie)).statusCode).toBe(403);
  });
});
