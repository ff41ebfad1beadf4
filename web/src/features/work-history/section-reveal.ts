// A link to a field of the form (the failed submit's list of what is missing) opens the section that
// holds it and focuses the field. Sections are collapsible and a closed one does not draw its fields,
// so the section opens first and the focus follows once the field is drawn.

export type RevealableSection = "personal" | "employment";

const EVENT = "hangar-log:reveal-form-section";

interface RevealDetail {
  section: RevealableSection;
}

/** Opens `section` and focuses the element with id `focusId` (or, when absent, `fallbackSelector` inside it). */
export function revealFormField(
  section: RevealableSection,
  focusId: string,
  fallbackSelector?: string,
): void {
  window.dispatchEvent(new CustomEvent<RevealDetail>(EVENT, { detail: { section } }));
  let tries = 0;
  const focusWhenDrawn = () => {
    const target =
      document.getElementById(focusId) ??
      (fallbackSelector ? document.querySelector<HTMLElement>(fallbackSelector) : null);
    if (target) {
      target.scrollIntoView?.({ block: "center" });
      target.focus({ preventScroll: true });
      return;
    }
    if (++tries < 20) requestAnimationFrame(focusWhenDrawn);
  };
  requestAnimationFrame(focusWhenDrawn);
}

/** Subscribes a section to reveal requests for it; returns the unsubscribe function. */
export function onRevealRequest(section: RevealableSection, open: () => void): () => void {
  const listener = (event: Event) => {
    if ((event as CustomEvent<RevealDetail>).detail.section === section) open();
  };
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
