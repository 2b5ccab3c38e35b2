import type { Lang } from '../lang';
import { translate } from '../messages/translate';
import type { QuoteUnit } from '../schemas/quote-items';
import { numberFormat } from './intl-formats';

/** A quantity in the language's digits, up to three decimals: '1.500,5' / '1,500.5'. */
export function formatQuantity(quantity: number, lang: Lang): string {
  return numberFormat(lang, { maximumFractionDigits: 3 }).format(quantity);
}

/** A unit's label in the language: 'pç' / 'pc', 'serviço' / 'service'. */
export function unitLabel(unit: QuoteUnit, lang: Lang): string {
  return translate(lang, `field.unit.${unit}`);
}

/** '200 pç' / '200 pc'. */
export function formatItemQuantity(item: { quantity: number; unit: QuoteUnit }, lang: Lang): string {
  return `${formatQuantity(item.quantity, lang)} ${unitLabel(item.unit, lang)}`;
}
