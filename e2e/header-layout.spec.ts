import { expect, test } from "./support/auth";

// The administrator's header (ten navigation items, the role badge and the user menu) fits on one
// row from 1024 px up: no item wraps onto two lines and nothing covers anything else.

type Box = { name: string; x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of [1024, 1280, 1440]) {
  test(`the administrator's header fits at ${width} px`, async ({ adminPage: page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const header = page.getByRole("banner");
    const links = header.getByRole("navigation", { name: "Main" }).getByRole("link");
    await expect(links).toHaveCount(10);
    const boxes: Box[] = [];
    for (const link of await links.all()) {
      const box = await link.boundingBox();
      expect(box, "every navigation item is shown").not.toBeNull();
      boxes.push({ name: (await link.innerText()).trim(), ...box! });
    }
    const lineHeight = boxes[0]!.height;
    for (const box of boxes) expect(box.height, `'${box.name}' stays on one line`).toBe(lineHeight);
    const badge = await header.getByText("Admin", { exact: true }).last().boundingBox();
    const menu = await header.getByRole("button", { name: /User menu/ }).boundingBox();
    boxes.push({ name: "role badge", ...badge! }, { name: "user menu", ...menu! });
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1))
        expect(overlaps(a, b), `${a.name} and ${b.name} overlap`).toBe(false);
    for (const box of boxes)
      expect(box.x + box.width, `${box.name} is inside the window`).toBeLessThanOrEqual(width);
  });
}

test("on a phone the Checklists page leaves no empty band under its subtitle", async ({ userPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/checklists");
  const heading = page.getByRole("heading", { level: 1, name: "Training Checklists" });
  await expect(heading).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^$/ }).first()).toBeAttached();
  // From the subtitle's last line to whatever the page shows next: the header's margin and one gap.
  const gap = await heading.evaluate((h1) => {
    const header = h1.parentElement?.parentElement;
    const subtitle = h1.nextElementSibling;
    const next = header?.nextElementSibling;
    if (!subtitle || !next) return Number.POSITIVE_INFINITY;
    return next.getBoundingClientRect().top - subtitle.getBoundingClientRect().bottom;
  });
  expect(gap).toBeLessThanOrEqual(48);
});
