import { useState } from 'react';
import { FILES } from '../../../../shared/limits';
import { translate } from '../../../../shared/messages/translate';
import { encodeBase64 } from '../../../../shared/rules/base64';
import { drawingKindFromName } from '../../../../shared/rules/files';
import { type ItemDraft, itemsFromRows } from '../../../../shared/rules/item-sheet';
import { rowsOfText } from '../../../../shared/rules/item-sheet-text';
import { ITEMS, type QuoteItemInput } from '../../../../shared/schemas/quote-items';
import { isOk } from '../../../lib/api-answer';
import { serverProblem } from '../../../lib/server-errors';
import { useLanguage } from '../../../lib/use-language';
import { useReadItemSheet } from '../api/item-sheet';

/**
 * The new quote's items (issue 34 item 1): rows pasted from a spreadsheet are read here with the
 * shared rules; an uploaded .xlsx/.csv is read by the server with the same rules. New rows are
 * added after the kept ones, up to 100; each refused row is said in words.
 */
export function useQuoteItems() {
  const { lang } = useLanguage();
  const readSheet = useReadItemSheet();
  const [items, setItems] = useState<ItemDraft[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  // Each row's drawing (decision 0046), by the row itself: removing a row takes its drawing along.
  const [drawings, setDrawings] = useState<ReadonlyMap<ItemDraft, File>>(new Map());

  const add = (found: ItemDraft[], foundProblems: string[]) => {
    const room = ITEMS.max - items.length;
    const over = found.length > room ? [translate(lang, 'v.sheet.tooMany')] : [];
    setItems([...items, ...found.slice(0, Math.max(0, room))]);
    setProblems([...foundProblems, ...over]);
  };

  return {
    items,
    problems,
    reading: readSheet.isPending,
    paste(text: string) {
      const result = itemsFromRows(rowsOfText(text), lang);
      add(
        result.items,
        result.problems.map((p) => {
          const problem = translate(lang, p.key, p.params);
          return p.row > 0 ? translate(lang, 'v.sheet.row', { row: p.row, problem }) : problem;
        }),
      );
    },
    async upload(file: File) {
      const content = encodeBase64(new Uint8Array(await file.arrayBuffer()));
      const answer = await readSheet.mutateAsync({ name: file.name, content });
      if (isOk(answer)) add(answer.data.items, answer.data.problems);
      else setProblems([serverProblem(answer, translate(lang, 'v.sheet.unreadable')) ?? '']);
    },
    remove(index: number) {
      setItems(items.filter((_, at) => at !== index));
    },
    drawingOf: (item: ItemDraft) => drawings.get(item),
    /** Kept for sending after the quote exists; the server tells the kind by content. */
    setDrawing(item: ItemDraft, file: File | null) {
      const next = new Map(drawings);
      if (file) {
        const problem = drawingProblem(file);
        if (problem) {
          setProblems([translate(lang, problem, { name: file.name })]);
          return;
        }
        next.set(item, file);
      } else next.delete(item);
      setProblems([]);
      setDrawings(next);
    },
    /** Each item's drawing in the items' order, for sendNewQuoteDrawings. */
    drawingList: () => items.map((item) => drawings.get(item)),
    clear() {
      setItems([]);
      setProblems([]);
      setDrawings(new Map());
    },
    /** Left out of the body when empty: the spec's request is unchanged. */
    toWire(): { items?: QuoteItemInput[] } {
      return items.length > 0 ? { items } : {};
    },
  };
}

/** What the browser can tell before sending: the kind its name says, and the size. */
function drawingProblem(file: File): 'v.drawingType' | 'v.fileSizeNamed' | null {
  if (drawingKindFromName(file.name) === null) return 'v.drawingType';
  return file.size > FILES.attachmentBytes ? 'v.fileSizeNamed' : null;
}

export type QuoteItemsState = ReturnType<typeof useQuoteItems>;
