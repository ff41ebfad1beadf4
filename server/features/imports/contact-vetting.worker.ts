// Runs in a worker thread (./contact-vetting-thread.ts): re-reading a document's text for its
// contact is proportional to the document, so a page of cards costs this thread, not the API's.

import { serveRequests } from "../../lib/worker-pool/serve";
import { vetContact } from "./contact-vetting";

type Request = { text: string | null; fullName: string | null; email: string | null };

serveRequests((requests: Request[]) =>
  requests.map(({ text, fullName, email }) => vetContact(text, { fullName, email })),
);
