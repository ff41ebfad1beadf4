import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";

// axe (WCAG 2.0/2.1 A and AA) over the states a browser test visits (docs/product.md §13.5): a serious
// or critical violation fails the test; moderate and minor ones are printed as a summary.

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);

type Finding = { state: string; id: string; impact: string; help: string; targets: string[] };

/** Collects the findings of every state a test visits; `assertClean` fails on the blocking ones. */
export class AxeAudit {
  readonly findings: Finding[] = [];
  readonly states: string[] = [];
  /**
   * What axe could not decide, per rule: elements and states. Printed for a human to review; here it
   * is text over the sign-in page's gradient and page content under a dialog's overlay.
   */
  readonly incomplete = new Map<string, { elements: number; states: Set<string> }>();

  constructor(private readonly testInfo: TestInfo) {}

  async check(page: Page, state: string): Promise<void> {
    await settle(page);
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    this.states.push(state);
    if (process.env.E2E_SCREENSHOTS) {
      const name = `a11y-${state.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.png`;
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}`, fullPage: true });
    }
    for (const item of results.incomplete) {
      const entry = this.incomplete.get(item.id) ?? { elements: 0, states: new Set<string>() };
      entry.elements += item.nodes.length;
      entry.states.add(state);
      this.incomplete.set(item.id, entry);
    }
    for (const violation of results.violations) {
      this.findings.push({
        state,
        id: violation.id,
        impact: violation.impact ?? "unknown",
        help: violation.help,
        targets: violation.nodes.map((node) => `${node.target.join(" ")}${summary(node.failureSummary)}`),
      });
    }
  }

  assertClean(): void {
    const blocking = this.findings.filter((finding) => BLOCKING.has(finding.impact));
    const other = this.findings.filter((finding) => !BLOCKING.has(finding.impact));
    const lines = [`axe: ${this.states.length} states checked (${this.states.join("; ")})`];
    if (other.length === 0) lines.push("moderate/minor: none");
    for (const finding of other) lines.push(`moderate/minor ${format(finding)}`);
    for (const [rule, { elements, states }] of this.incomplete)
      lines.push(
        `needs review (axe incomplete): ${rule} on ${elements} element(s) in ${[...states].join("; ")}`,
      );
    console.log(lines.join("\n"));
    void this.testInfo.attach("axe findings", {
      body: JSON.stringify(this.findings, null, 2),
      contentType: "application/json",
    });
    expect(blocking.map(format), "serious or critical accessibility violations").toEqual([]);
  }
}

function summary(failure: string | undefined): string {
  if (!failure) return "";
  const first = failure
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("Fix "))[0];
  return first ? ` (${first})` : "";
}

function format(finding: Finding): string {
  return `[${finding.impact}] ${finding.state}: ${finding.id} ${finding.help}\n    ${finding.targets.join("\n    ")}`;
}

/** Waits for data to load and for enter animations (dialogs, menus) to end, so colours are final. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" ||
            animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 5_000 },
  );
}
