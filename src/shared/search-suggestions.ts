/*
 * The sizes of the suggestions while typing (issue 32 item 3), apart from their schema: the
 * catalogue page asks for suggestions from this many letters without loading zod (the schemas'
 * library) while it hydrates.
 */

export const SUGGESTIONS_PER_KIND = 5;
export const SUGGEST_MIN_LETTERS = 3;
