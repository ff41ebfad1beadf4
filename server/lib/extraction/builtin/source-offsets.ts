// Where each character of the prepared text came from in the text it was prepared from (the
// document's `extracted_text`): `prepareDocument` respells characters, drops markup, replaces tabs and
// reads two columns one after the other, so an offset of the prepared text is not one of the stored
// text. Every step records, per output character, the offset of the input character it stands for;
// `sourceSpans` turns ranges of the prepared text into ranges of the stored one
// (docs/decisions/0077-sources-of-every-value.md).

export interface Span {
  start: number;
  end: number;
}

/** A text with, for each of its characters, the offset in the source text it stands for. */
export interface Traced {
  text: string;
  origin: Int32Array;
}

export function untraced(text: string): Traced {
  const origin = new Int32Array(text.length);
  for (let index = 0; index < origin.length; index++) origin[index] = index;
  return { text, origin };
}

/** Builds a traced text piece by piece, in linear time. */
export class TracedBuilder {
  private readonly parts: string[] = [];
  private origin = new Int32Array(64);
  private length = 0;

  private reserve(extra: number) {
    if (this.length + extra <= this.origin.length) return;
    const grown = new Int32Array(Math.max(this.origin.length * 2, this.length + extra));
    grown.set(this.origin.subarray(0, this.length));
    this.origin = grown;
  }

  /** `text` whose character k stands for `origins[k]`. */
  pushTraced(text: string, origins: ArrayLike<number>) {
    this.reserve(text.length);
    for (let index = 0; index < text.length; index++) this.origin[this.length + index] = origins[index]!;
    this.parts.push(text);
    this.length += text.length;
  }

  /** `text` standing for `source[from..to)`: character k for `from + min(k, to - from - 1)`. */
  pushSpread(text: string, from: number, to: number) {
    this.reserve(text.length);
    const last = Math.max(from, to - 1);
    for (let index = 0; index < text.length; index++)
      this.origin[this.length + index] = Math.min(from + index, last);
    this.parts.push(text);
    this.length += text.length;
  }

  /** The last origin pushed, or -1. */
  lastOrigin(): number {
    return this.length > 0 ? this.origin[this.length - 1]! : -1;
  }

  build(): Traced {
    return { text: this.parts.join(""), origin: this.origin.slice(0, this.length) };
  }
}

/**
 * `text.replace(pattern, …)` keeping the origins. The replacement is a string (its character k stands
 * for the match's character k, or its last) or a traced piece whose origins are offsets in the match.
 */
export function traceReplace(
  traced: Traced,
  pattern: RegExp,
  replace: (match: RegExpExecArray) => string | Traced,
): Traced {
  if (!pattern.global) throw new Error("traceReplace needs a global pattern");
  pattern.lastIndex = 0;
  if (!pattern.test(traced.text)) return traced;
  pattern.lastIndex = 0;
  const { text, origin } = traced;
  const out = new TracedBuilder();
  let position = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match[0].length === 0) pattern.lastIndex++;
    out.pushTraced(text.slice(position, match.index), origin.subarray(position, match.index));
    const replacement = replace(match);
    const end = match.index + match[0].length;
    if (typeof replacement === "string") {
      const last = Math.max(match.index, end - 1);
      const origins = new Int32Array(replacement.length);
      for (let index = 0; index < origins.length; index++) {
        origins[index] = origin[Math.min(match.index + index, last)] ?? out.lastOrigin() + 1;
      }
      out.pushTraced(replacement, origins);
    } else {
      out.pushTraced(
        replacement.text,
        Array.from(replacement.origin, (offset) => origin[match!.index + offset] ?? out.lastOrigin() + 1),
      );
    }
    position = end;
  }
  out.pushTraced(text.slice(position), origin.subarray(position));
  return out.build();
}

/** The first `length` characters. */
export function tracePrefix(traced: Traced, length: number): Traced {
  return length >= traced.text.length
    ? traced
    : { text: traced.text.slice(0, length), origin: traced.origin.slice(0, length) };
}

const SKIPPABLE = /[\s*#_\u200b-\u200d\u2060\ufeff\u00ad]/u;

/** True when `source[from..to)` holds only what preparing drops between two kept characters. */
function onlySkippable(source: string, from: number, to: number): boolean {
  for (let index = from; index < to; index++) if (!SKIPPABLE.test(source[index]!)) return false;
  return true;
}

/**
 * The ranges of `source` that `spans` (ranges of the prepared text, whose origins are `origin`) were
 * read from: in order, not overlapping, neighbours separated by nothing but spaces or markup joined.
 * Without origins the prepared text is the source and the spans are returned as they are.
 */
export function sourceSpans(source: string, origin: Int32Array | undefined, spans: readonly Span[]): Span[] {
  if (!origin) return spans.map(({ start, end }) => ({ start, end }));
  const runs: Span[] = [];
  for (const span of spans) {
    let run: Span | null = null;
    for (let index = Math.max(0, span.start); index < Math.min(span.end, origin.length); index++) {
      const at = origin[index]!;
      if (run && at >= run.start && at < run.end) continue;
      if (run && at >= run.end && onlySkippable(source, run.end, at)) {
        run.end = at + 1;
        continue;
      }
      run = { start: at, end: at + 1 };
      runs.push(run);
    }
  }
  runs.sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const run of runs) {
    const last = merged.at(-1);
    if (last && (run.start <= last.end || onlySkippable(source, last.end, run.start))) {
      last.end = Math.max(last.end, run.end);
    } else merged.push({ ...run });
  }
  // A range never starts or ends on a space it only crossed.
  return merged
    .map(({ start, end }) => {
      while (start < end && /\s/.test(source[start]!)) start++;
      while (end > start && /\s/.test(source[end - 1]!)) end--;
      return { start, end };
    })
    .filter((span) => span.end > span.start);
}

/**
 * The ranges of the prepared text whose characters came from inside `sources` (ranges of the source
 * text, in any order): the inverse of `sourceSpans`, for telling which prepared lines a recorded
 * source covers.
 */
export function preparedSpans(origin: Int32Array | undefined, sources: readonly Span[]): Span[] {
  if (sources.length === 0) return [];
  if (!origin) return sources.map(({ start, end }) => ({ start, end }));
  const sorted: Span[] = [];
  for (const span of [...sources].sort((a, b) => a.start - b.start)) {
    const last = sorted.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else sorted.push({ start: span.start, end: span.end });
  }
  const inside = (at: number) => {
    let [low, high] = [0, sorted.length - 1];
    while (low <= high) {
      const middle = (low + high) >> 1;
      const span = sorted[middle]!;
      if (at < span.start) high = middle - 1;
      else if (at >= span.end) low = middle + 1;
      else return true;
    }
    return false;
  };
  const out: Span[] = [];
  for (let index = 0; index < origin.length; index++) {
    if (!inside(origin[index]!)) continue;
    const last = out.at(-1);
    if (last && last.end === index) last.end++;
    else out.push({ start: index, end: index + 1 });
  }
  return out;
}
