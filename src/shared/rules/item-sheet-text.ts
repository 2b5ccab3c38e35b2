import Papa from 'papaparse';

/**
 * The cells of pasted spreadsheet text or a .csv file: Excel copies tab-separated rows (quoting a
 * cell that holds a line break); a Brazilian .csv usually separates with ';', an English one with
 * ','. Papa Parse guesses among them.
 */
export function rowsOfText(text: string): string[][] {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: ['\t', ';', ','],
    skipEmptyLines: 'greedy',
  });
  return result.data.map((row) => row.map((cell) => String(cell ?? '')));
}
