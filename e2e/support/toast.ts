import type { Page } from "@playwright/test";

/** A toast in the notifications region, by its title or any of its text. */
export function toast(page: Page, text: string) {
  return page
    .getByRole("region", { name: /Notifications/, includeHidden: true })
    .locator("[data-slot=toast]", { hasText: text });
}
