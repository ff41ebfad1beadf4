import { useEffect } from "react";

export const APP_NAME = "Hangar Log";

/** 'Upload · Hangar Log': the page first, so tabs and history entries tell pages apart. */
export function documentTitle(page: string): string {
  return `${page} · ${APP_NAME}`;
}

/** Sets the browser tab's title while the calling page is shown. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
