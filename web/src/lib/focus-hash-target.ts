// A link such as /forms/{id}#form-iaIssuedOn (from the Eligibility page's 'What is missing') lands on
// that field once the page has drawn it: scrolled into view and focused, so typing can start at once.

import { useEffect } from "react";

export function useFocusHashTarget(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    const element = id ? document.getElementById(id) : null;
    if (!element) return;
    element.scrollIntoView?.({ block: "center" });
    element.focus({ preventScroll: true });
  }, [ready]);
}
