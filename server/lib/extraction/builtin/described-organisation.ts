// 'working at Novoair – a reputed Bangladeshi airline operating ATR 72-500s': a name the sentence
// itself describes as an organisation right after it (an airline, an operator, a repair station …)
// is one, whatever its name's words say.

const DESCRIBED =
  /^[ \t]*(?:,|[–—]|-(?=[ \t]))[ \t]*(?:an?|the)[ \t]+(?:[\p{L}\p{N}'’-]+[ \t]+){0,4}?(?:airlines?|air[ \t]+carrier|carrier|operator|company|firm|MRO|repair[ \t]+station|manufacturer|maintenance[ \t]+provider|FBO|flight[ \t]+school|charter[ \t]+operator)\b/iu;

/** `rest` is the text right after the name. */
export function describedAsOrganisation(rest: string): boolean {
  return DESCRIBED.test(rest.slice(0, 200));
}
