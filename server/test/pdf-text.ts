// The text of a generated PDF, read back with unpdf as an inspector's viewer would.

import { extractText, getDocumentProxy } from "unpdf";

/** One string per page. */
export async function pdfPages(body: Buffer | Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}

/** Every page's text, one after the other. */
export async function pdfText(body: Buffer | Uint8Array): Promise<string> {
  return (await pdfPages(body)).join("\n");
}
