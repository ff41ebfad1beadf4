import { MAX_UPLOAD_BYTES } from "@domain/constants";
import { CloudUpload } from "lucide-react";
import { type DragEvent, type Ref, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FILE_INPUT_ACCEPT } from "@/lib/check-file";
import { cn } from "@/lib/utils";

/**
 * Drop a file here or browse for one. Only the first dropped or picked file is passed on; the input
 * is cleared afterwards so picking the same file again still counts.
 */
const MAX_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

export function FileDropZone({
  onFile,
  disabled = false,
  browseButtonRef,
}: {
  onFile: (file: File) => void;
  disabled?: boolean;
  /** Where focus returns after a dialog opened by a pick closes. */
  browseButtonRef?: Ref<HTMLButtonElement>;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const titleId = useId();

  // A file dropped just beside the zone would make the browser leave the app to show it.
  useEffect(() => {
    const keepFileInPage = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes("Files")) event.preventDefault();
    };
    window.addEventListener("dragover", keepFileInPage);
    window.addEventListener("drop", keepFileInPage);
    return () => {
      window.removeEventListener("dragover", keepFileInPage);
      window.removeEventListener("drop", keepFileInPage);
    };
  }, []);

  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file && !disabled) onFile(file);
  };

  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (!Array.from(event.dataTransfer.types).includes("Files")) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? "none" : "copy";
    if (!disabled) setDragging(true);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    // Dropping is a mouse gesture; the Browse button is the keyboard way to the same input.
    <section
      aria-labelledby={titleId}
      data-testid="file-drop-zone"
      data-dragging={dragging || undefined}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors sm:py-10",
        dragging ? "border-primary bg-primary/5" : "border-input bg-muted/30",
        disabled && "cursor-not-allowed",
      )}
    >
      {/* Only the icon dims while busy: dimmed text would fall below the 4.5:1 contrast of WCAG AA. */}
      <span
        className={cn(
          "flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary",
          disabled && "opacity-60",
        )}
      >
        <CloudUpload className="size-6" aria-hidden="true" />
      </span>
      <div className="space-y-1">
        <p id={titleId} className="font-medium">
          Drag and drop your file here
        </p>
        <p id={hintId} className="text-sm text-muted-foreground">
          PDF, DOCX or TXT, up to {MAX_MB}MB
        </p>
      </div>
      <label htmlFor={inputId} className="sr-only">
        Choose a file to upload
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={FILE_INPUT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = "";
        }}
      />
      {/* aria-disabled rather than disabled: the button keeps focus while an upload runs. */}
      <Button
        ref={browseButtonRef}
        variant="outline"
        aria-disabled={disabled || undefined}
        aria-describedby={hintId}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        onClick={() => {
          if (!disabled) inputRef.current?.click();
        }}
      >
        Browse files
      </Button>
    </section>
  );
}
