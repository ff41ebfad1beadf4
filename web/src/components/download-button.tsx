import { Download, LoaderCircle } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { downloadFile } from "@/lib/download";

/**
 * A button that downloads a file the API makes, such as the audit packet: busy (and not pressable
 * again) while the file is made and read, a toast saying why when it fails.
 */
export function DownloadButton({
  url,
  label,
  fallbackFilename,
  failureTitle,
}: {
  url: string;
  /** The button's words; a screen-reader-only part may say what is downloaded. */
  label: ReactNode;
  /** The name to save under when the answer names none. */
  fallbackFilename: string;
  /** The toast's title when the download fails. */
  failureTitle: string;
}) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(url, fallbackFilename);
    } catch (error) {
      toast({ variant: "destructive", title: failureTitle, description: getErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outline" size="sm" disabled={busy} aria-busy={busy} onClick={download}>
      {/* The name stays the label while busy; aria-busy says the file is on its way. */}
      {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
      {label}
    </Button>
  );
}
