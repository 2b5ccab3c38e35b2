import { useState } from 'react';
import { translate } from '../../../../shared/messages/translate';
import { thrownLines } from '../../../components/ui/form-feedback';
import { useLanguage } from '../../../lib/use-language';
import { type PickedAttachment, readAttachments } from './new-quote-files';

/** The files picked for a new quote, their error (the browser's check or the server's) and reading. */
export function useQuoteAttachments() {
  const { lang } = useLanguage();
  const [files, setFiles] = useState<PickedAttachment[]>([]);
  const [error, setError] = useState<string>();
  const [reading, setReading] = useState(false);

  const add = async (picked: File[]) => {
    setReading(true);
    try {
      const result = await readAttachments(picked, files, lang);
      setFiles(result.files);
      setError(result.ok ? undefined : result.message);
    } catch (thrown) {
      setError(thrownLines(thrown, translate(lang, 'v.fileUnreadable'))[0]);
    } finally {
      setReading(false);
    }
  };

  return {
    files,
    error,
    reading,
    add,
    remove: (key: string) => {
      setFiles((list) => list.filter((file) => file.key !== key));
      setError(undefined);
    },
    /** The server refused the files: its message goes under the picker. */
    setError,
    /** The quote was created: nothing picked any more. */
    clear: () => {
      setFiles([]);
      setError(undefined);
    },
    /** What POST /quotes/new takes: names and base64 contents, or null for none. */
    toWire: () => (files.length > 0 ? files.map(({ name, content }) => ({ name, content })) : null),
  };
}
