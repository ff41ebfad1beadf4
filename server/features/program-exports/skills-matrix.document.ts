// The skills matrix on paper (docs/product.md §17.7): landscape A4, one part per checklist tab: a key
// numbering its items, then the members by name against those numbers, ten items at a time so every
// status stays readable, the table's header repeated on each page it continues on. The statuses come
// in words, already read by the one status rule.

import { APP_NAME } from "../../lib/pdf/document-words";
import { type TableColumn, TextPdf, utcWords } from "../../lib/pdf/text-pdf";

export interface SkillsMatrixContent {
  generatedAt: Date;
  /** Who is in it, in words ('Every member', or the filter). */
  filter: string;
  /** How many members the filter keeps. */
  members: number;
  tabs: {
    name: string;
    items: { section: string; name: string }[];
    /** By name; one status in words per item, in order. */
    members: { fullName: string; statuses: string[] }[];
  }[];
}

/** Item columns in one table: more would squeeze 'Awaiting sign-off' onto three lines. */
export const MATRIX_ITEMS_PER_TABLE = 10;
const MEMBER_COLUMN_SHARE = 0.2;

export async function renderSkillsMatrix(content: SkillsMatrixContent): Promise<Uint8Array> {
  const pdf = await TextPdf.create({
    title: "Skills matrix",
    author: APP_NAME,
    createdAt: content.generatedAt,
    footer: `${APP_NAME} - skills matrix`,
    landscape: true,
  });
  pdf.title("Skills matrix");
  pdf.fields([
    ["Members", `${content.filter} (${content.members})`],
    ["Training center", APP_NAME],
    ["Generated on", utcWords(content.generatedAt)],
  ]);
  if (content.tabs.length === 0)
    pdf.paragraph("The training program has no checklists yet.", { muted: true });
  for (const tab of content.tabs) writeTab(pdf, tab);
  return pdf.toBytes();
}

function writeTab(pdf: TextPdf, tab: SkillsMatrixContent["tabs"][number]): void {
  pdf.heading(tab.name);
  if (tab.items.length === 0) {
    pdf.paragraph("This checklist has no items yet.", { muted: true });
    return;
  }
  pdf.table(
    [
      { header: "No.", share: 0.06 },
      { header: "Section", share: 0.3 },
      { header: "Item", share: 0.64 },
    ],
    tab.items.map((item, index) => [String(index + 1), item.section, item.name]),
  );
  if (tab.members.length === 0) {
    pdf.paragraph("No members match.", { muted: true });
    return;
  }
  for (let start = 0; start < tab.items.length; start += MATRIX_ITEMS_PER_TABLE) {
    const count = Math.min(MATRIX_ITEMS_PER_TABLE, tab.items.length - start);
    if (tab.items.length > MATRIX_ITEMS_PER_TABLE)
      pdf.subheading(`${tab.name}: items ${start + 1} to ${start + count}`);
    else pdf.gap(8);
    const itemShare = (1 - MEMBER_COLUMN_SHARE) / MATRIX_ITEMS_PER_TABLE;
    const columns: TableColumn[] = [
      { header: "Member", share: MEMBER_COLUMN_SHARE },
      ...Array.from({ length: count }, (_, offset) => ({
        header: String(start + offset + 1),
        share: itemShare,
      })),
    ];
    pdf.table(
      columns,
      tab.members.map((member) => [member.fullName, ...member.statuses.slice(start, start + count)]),
      { boldFirstColumn: true },
    );
  }
}
