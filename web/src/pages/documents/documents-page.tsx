import { DOCUMENT_URLS, workHistoryPdfUrl } from "@domain/documents";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { DownloadButton } from "@/components/download-button";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { CenteredSpinner } from "@/components/ui/spinner";
import { DocumentCard } from "@/features/documents/components/document-card";
import { PortableImport } from "@/features/documents/components/portable-import";
import { activeFormQueryOptions } from "@/features/uploads/api/active-form";
import { employmentQueryOptions } from "@/features/work-history/api/employment";
import { paths } from "@/lib/paths";

const FALLBACK_NAME = "hangar-log-document.pdf";

function NoWorkHistory() {
  return (
    <p className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
      Fill in your work history first.
      <Button asChild variant="link" className="h-auto p-0">
        <Link href={paths.forms}>Open Work History</Link>
      </Button>
    </p>
  );
}

/** /documents: the papers a technician hands over (docs/product.md §20.5). */
export function DocumentsPage() {
  // Asked afresh on each visit: processing or an import may have made the form since.
  const active = useQuery({ ...activeFormQueryOptions(), refetchOnMount: "always" });
  const formId = active.data?.id ?? null;
  const employers = useQuery({ ...employmentQueryOptions(formId ?? ""), enabled: formId !== null });

  return (
    <>
      <PageHeader
        title="Documents"
        description="What an inspector, a new employer or the FAA asks you for, made from your records as they stand today."
      />
      {active.isPending ? (
        <CenteredSpinner fullScreen={false} label="Loading your documents" />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <DocumentCard
            title="Work history (KA-310 / TR-1005)"
            description="Your work history form as a PDF: personal data, certificate, employers, experience with durations and the summary."
          >
            {formId ? (
              <DownloadButton
                url={workHistoryPdfUrl(formId)}
                label={
                  <>
                    Download PDF <span className="sr-only">of your work history</span>
                  </>
                }
                fallbackFilename={FALLBACK_NAME}
                failureTitle="The work history PDF could not be downloaded"
              />
            ) : (
              <NoWorkHistory />
            )}
          </DocumentCard>

          <DocumentCard
            title="Employment summary"
            description="In the form of 14 CFR 145.161(a)(4): present title, total years and type of work, past employers with dates and positions, scope of your present job, certificate and ratings."
          >
            {formId ? (
              <DownloadButton
                url={DOCUMENT_URLS.employmentSummary}
                label="Download summary"
                fallbackFilename={FALLBACK_NAME}
                failureTitle="The employment summary could not be downloaded"
              />
            ) : (
              <NoWorkHistory />
            )}
          </DocumentCard>

          <DocumentCard
            title="Experience letters"
            description="A draft for each employer to check, print on its letterhead and sign: the usual evidence of practical experience for an FAA Form 8610-2 application."
          >
            {!formId ? (
              <NoWorkHistory />
            ) : employers.data && employers.data.length === 0 ? (
              <p className="text-sm text-muted-foreground">Add an employer to your work history first.</p>
            ) : (
              <div className="grid w-full gap-3">
                <div>
                  <DownloadButton
                    url={DOCUMENT_URLS.experienceLetters}
                    label="Download all letters"
                    fallbackFilename={FALLBACK_NAME}
                    failureTitle="The experience letters could not be downloaded"
                  />
                </div>
                {employers.data && employers.data.length > 1 ? (
                  <ul className="grid gap-2" aria-label="One employer's letter">
                    {employers.data.map((employer) => {
                      const name = employer.companyName?.trim() || `Employer ${employer.entryNumber}`;
                      return (
                        <li
                          key={employer.id}
                          className="flex flex-wrap items-center justify-between gap-2 text-sm"
                        >
                          <span className="min-w-0 truncate" title={name}>
                            {name}
                          </span>
                          <DownloadButton
                            url={`${DOCUMENT_URLS.experienceLetters}?employmentId=${employer.id}`}
                            label={
                              <>
                                Download <span className="sr-only">the letter for {name}</span>
                              </>
                            }
                            fallbackFilename={FALLBACK_NAME}
                            failureTitle="The experience letter could not be downloaded"
                          />
                        </li>
                      );
                    })}
                  </ul>
                ) : null}
              </div>
            )}
          </DocumentCard>

          <DocumentCard
            title="Training record"
            description="Every item of your training record with its status, sign-off and evidence, and the record's history of changes (the audit packet)."
          >
            <DownloadButton
              url="/api/me/audit-packet.pdf"
              label="Download my training record"
              fallbackFilename={FALLBACK_NAME}
              failureTitle="Your training record could not be downloaded"
            />
          </DocumentCard>

          <div className="lg:col-span-2">
            <DocumentCard
              title="Move your record"
              description="Take all your data (work history and training record) to another Hangar Log installation: download it here as one file, then import it there into a new, empty account."
            >
              <div className="grid w-full gap-4">
                <div>
                  <DownloadButton
                    url={DOCUMENT_URLS.portableExport}
                    label="Download export"
                    fallbackFilename="hangar-log-export.json"
                    failureTitle="The export could not be downloaded"
                  />
                </div>
                <PortableImport />
              </div>
            </DocumentCard>
          </div>
        </div>
      )}
    </>
  );
}
