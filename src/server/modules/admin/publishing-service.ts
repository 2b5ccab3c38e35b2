/*
 * What the publishing back offices of several domains share (content and terms, categories,
 * magazines; issue 31 item 4): the audit entry in the acting editor's name, dropping the cached
 * public pages on every write, and the stored files (slide, banner and magazine images and PDFs).
 * They stay here and reach those modules through this service.
 */
export { dropCachedPagesOnWrite } from './drop-cached-pages';
export { auditBy } from './publish-audit';
export { deleteStoredFiles, insertStoredFile, type StoredFileInput } from './stored-files-repository';
