// A sentence printed in capitals ('THIS IS TO CERTIFY THAT', 'HAS SUCCESSFULLY COMPLETED THE
// FOLLOWING COURSE:'): the reader tells a sentence from a title or a name partly by its small
// letters, so a line in capitals made mostly of the words sentences are built of has those words
// written small again. A title ('HUMAN FACTORS IN AVIATION MAINTENANCE') or a name keeps its capitals.

const SENTENCE_WORDS = new Set([
  ..."a an the this that these is are was were be been has have had having who which it its".split(" "),
  ..."to of for on in at by with from and or as upon during under into".split(" "),
  ..."certify certifies certified confirm confirms hereby we i our his her their".split(" "),
  ..."successfully satisfactorily completed completing completion complete attended attending".split(" "),
  ..."passed participated fulfilled met requirements requirement following prescribed".split(" "),
  ..."awarded presented granted issued known all persons these presents day".split(" "),
  ..."course program programme training module webinar seminar workshop session of".split(" "),
  ..."successful participation attendance examination final assessment held conducted".split(" "),
  ..."accordance according compliance pursuant required covering including both inclusive per via".split(" "),
  ..."you your elearning online proficiency demonstrated practical skills".split(" "),
]);
/** Words a sentence starts with, written with a capital. */
const OPENERS = new Set(["this", "we", "i", "be", "know", "congratulations", "in", "it", "the"]);
const MIN_WORDS = 3;
const MAX_LINE = 400;

function isSentenceWord(word: string): boolean {
  return SENTENCE_WORDS.has(word.toLowerCase().replace(/[^a-z]/g, ""));
}

/** The line with a capitals sentence's words written small; any other line as it is. */
export function withSmallSentenceWords(line: string): string {
  if (line.length > MAX_LINE || /\p{Ll}/u.test(line) || !/\p{Lu}/u.test(line)) return line;
  const words = line.trim().split(/\s+/);
  const alphabetic = words.filter((word) => /\p{L}/u.test(word));
  if (alphabetic.length < MIN_WORDS) return line;
  const sentence = alphabetic.filter(isSentenceWord).length;
  if (sentence * 2 <= alphabetic.length) return line;
  let first = true;
  return line.replace(/\p{L}[\p{L}'’]*/gu, (word) => {
    const isFirst = first;
    first = false;
    if (!isSentenceWord(word)) return word;
    const small = word.toLowerCase();
    return isFirst && OPENERS.has(small) ? `${small[0]!.toUpperCase()}${small.slice(1)}` : small;
  });
}
