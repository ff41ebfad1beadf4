import { TRAINING_RECORD_RETENTION_YEARS } from "@domain/constants";
import { DownloadButton } from "@/components/download-button";
import { LoadError } from "@/components/load-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format";
import { useArchivedRecords } from "../api/archived-records";

/**
 * The training records of deleted accounts (docs/decisions/0057), under the Users tab: who, when and
 * by whom deleted, until when kept, and the record's PDF and evidence files to hand to an inspector.
 */
export function ArchivedRecordsCard() {
  const archives = useArchivedRecords();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Archived training records</CardTitle>
        <CardDescription>
          {`When an account is deleted, its training record, sign-offs and evidence are kept for ${TRAINING_RECORD_RETENTION_YEARS} years (14 CFR 145.163); the login and other personal data are gone.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {archives.isPending ? (
          <Spinner label="Loading archived records" showLabel className="py-6" />
        ) : archives.isError ? (
          <LoadError
            title="Archived records could not be loaded"
            error={archives.error}
            onRetry={() => archives.refetch()}
            retrying={archives.isFetching}
          />
        ) : archives.data.records.length === 0 ? (
          <p className="py-4 text-sm text-muted-foreground">No archived training records.</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Deleted</TableHead>
                <TableHead>Kept until</TableHead>
                <TableHead>Files</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {archives.data.records.map((record) => (
                <TableRow key={record.id}>
                  <TableCell className="font-medium">{record.fullName}</TableCell>
                  <TableCell>
                    {formatDate(record.deletedAt)}
                    <span className="block text-xs text-muted-foreground">
                      {record.deletedBy === "owner" ? "by the account's owner" : `by ${record.deletedBy}`}
                    </span>
                  </TableCell>
                  <TableCell>{formatDate(record.retainUntil)}</TableCell>
                  <TableCell>
                    <div className="flex flex-wrap gap-2">
                      <DownloadButton
                        url={`/api/admin/archived-records/${record.id}/record.pdf`}
                        label={
                          <>
                            Record PDF <span className="sr-only">{`of ${record.fullName}`}</span>
                          </>
                        }
                        fallbackFilename="hangar-log-archived-record.pdf"
                        failureTitle="The archived record could not be downloaded"
                      />
                      {record.evidence.map((file) => (
                        <DownloadButton
                          key={file.documentId}
                          url={`/api/admin/archived-records/${record.id}/evidence/${file.documentId}`}
                          label={file.filename}
                          fallbackFilename={file.filename}
                          failureTitle="The evidence file could not be downloaded"
                        />
                      ))}
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
