/** The back office's content calls (issue 15 item 2): names of the images an editor uploads. */
export const adminContentEn = {
  'content.file.mobile': 'Mobile image',
  'content.file.desktop': 'Desktop image',
} as const;
