/** The back office's publishing calls (issue 15 item 2): messages and field labels. */
export const publishEn = {
  'error.PUB001':
    'This category is used by {companies} companies and {quotes} quote requests: merge it into another instead of removing it.',
  'publish.mergeSame': 'Choose another category to merge into.',
  'publish.categoryNameTaken': 'Another category already has this name.',
  'publish.termsUnchanged': 'This text is the one published now: change it before publishing.',
  'publish.coverUnreadable': '{name}: the image could not be read.',
  'field.namePt': 'Name (Portuguese)',
  'field.nameEn': 'Name (English)',
  'field.textPt': 'Text (Portuguese)',
  'field.textEn': 'Text (English)',
  'field.date': 'Date',
  'field.pdf': 'PDF',
  'field.pdfName': 'PDF file name',
  'field.from': 'Category to merge',
  'field.into': 'Merge into',
} as const;
