// Runs in a worker thread (./resume-evidence.ts): reading a resume's text for the review beside it
// is proportional to the resume, so it costs this thread, not the API's (docs/security.md, "Heavy work").

import {
  type EvidenceEntryInput,
  type RecordedEntrySources,
  resumeEvidence,
} from "../../lib/extraction/evidence/index";
import { serveRequests } from "../../lib/worker-pool/serve";

serveRequests(
  (request: { text: string; entries: EvidenceEntryInput[]; recorded?: [string, RecordedEntrySources][] }) =>
    resumeEvidence(request.text, request.entries, new Map(request.recorded ?? [])),
);
