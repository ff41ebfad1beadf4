export { DOCUMENT_ERROR_MESSAGES, DocumentError, type DocumentErrorCode } from "./document-error";
export { type ExtractedText, type ExtractTextOptions, extractText } from "./extract-text";
export {
  CHUNK_GAP,
  type ColumnRegion,
  findColumnRegion,
  type LayoutChunk,
  type LayoutRow,
  linearizePlainText,
  plainTextRow,
  readingOrder,
} from "./layout";
export { loadPdfEngine } from "./pdf";
