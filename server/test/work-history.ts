// Builders for the work history through its API: a form, an employment entry, an experience entry.

import { type Client, expectStatus } from "./client";

/** A form of the client's with its id. */
export async function createForm(
  client: Client,
  body: object = {},
): Promise<{ id: string; isActive: boolean }> {
  return expectStatus(await client.post("/api/forms", body), 201);
}

/** An employment entry on the form, then patched with `fields` when any are given. */
export async function createEmployment(
  client: Client,
  formId: string,
  fields: Record<string, unknown> = {},
  entryNumber = 1,
): Promise<{ id: string }> {
  const entry = expectStatus<{ id: string }>(
    await client.post("/api/employment-entries", { formId, entryNumber }),
    201,
  );
  if (Object.keys(fields).length === 0) return entry;
  return expectStatus(await client.patch(`/api/employment-entries/${entry.id}`, fields), 200);
}

/** An experience entry of the discipline on the form, then patched with `fields` when any are given. */
export async function createExperience(
  client: Client,
  discipline: string,
  formId: string,
  fields: Record<string, unknown> = {},
  entryNumber = 1,
  // biome-ignore lint/suspicious/noExplicitAny: the entry's fields depend on the discipline
): Promise<any> {
  const entry = expectStatus<{ id: string }>(
    await client.post(`/api/${discipline}-experience`, { formId, entryNumber }),
    201,
  );
  if (Object.keys(fields).length === 0) return entry;
  return expectStatus(
    await client.patch(`/api/${discipline}-experience/${entry.id}`, { formId, ...fields }),
    200,
  );
}
