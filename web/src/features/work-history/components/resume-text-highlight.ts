// The resume's text cut at the edges of the passages to highlight, in order, without overlaps.

export interface Highlight {
  start: number;
  end: number;
  tone: "entry" | "suggestion";
}

export interface TextPart {
  start: number;
  text: string;
  tone: Highlight["tone"] | null;
}

export function highlightedParts(text: string, highlights: readonly Highlight[]): TextPart[] {
  const sorted = [...highlights]
    .map((h) => ({ ...h, start: Math.max(0, h.start), end: Math.min(text.length, h.end) }))
    .filter((h) => h.end > h.start)
    .sort((a, b) => a.start - b.start);
  const parts: TextPart[] = [];
  let at = 0;
  for (const highlight of sorted) {
    const start = Math.max(highlight.start, at);
    if (start >= highlight.end) continue;
    if (start > at) parts.push({ start: at, text: text.slice(at, start), tone: null });
    parts.push({ start, text: text.slice(start, highlight.end), tone: highlight.tone });
    at = highlight.end;
  }
  if (at < text.length) parts.push({ start: at, text: text.slice(at), tone: null });
  return parts;
}
