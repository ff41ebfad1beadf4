// The other ways a certificate says a course was done, besides 'completed', 'attended' and 'passed':
// 'has received training in', 'was trained on', 'has undergone', 'took part in', 'successfully
// finished', and for a task signed off on the job 'performed' and 'demonstrated'. One list for the title that follows them, the date after them and the name before them.

/** A regular expression source, without groups that capture. */
export const TRAINED_VERBS =
  "received (?:training|instruction) (?:in|on)|(?:was |been |being )?trained (?:in|on)|undergone|underwent|took part in|taken part in|finished|performed|demonstrated";
