import ExcelJS from 'exceljs';
import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { encodeBase64 } from '../../../shared/rules/base64';
import { formatCnpj } from '../../../shared/rules/cnpj-format';
import { formatPhone } from '../../../shared/rules/phone';
import { saoPauloDay } from '../../../shared/rules/sao-paulo-day';
import {
  type CatalogueExportBody,
  type CompanyStatus,
  EXPORT_COLUMNS,
  type ExportColumn,
} from '../../../shared/schemas/catalogue-export';
import type { Db } from '../../db/client';
import { toCsv } from '../../lib/csv';
import { recordAudit } from '../admin/audit-service';
import type { Actor } from '../admin/staff-service';
import { type ExportRow, exportRows } from './admin-companies-repository';

/*
 * Issue 33 item 5: every company of the catalogue with its status, member data, owner's e-mail and
 * quote figures, for the association's own records. The spreadsheet keeps numbers as numbers and
 * days as dates; every text is a text cell, never a formula. The CSV follows the language's habits
 * (';' and a decimal comma in Portuguese) and neutralises a cell a spreadsheet would run (lib/csv.ts).
 * Exporting owners' e-mails is a staff action on personal data: it is audited.
 */

type Cell = string | number | { day: string } | null;

function statusOf(row: ExportRow): CompanyStatus {
  if (row.suspended) return 'suspended';
  // Registered on the site and not approved yet, or refused (decision 0044).
  if (row.approval !== 'approved') return row.approval;
  if (!row.owned) return row.hiddenUntilClaimed ? 'unclaimedHidden' : 'unclaimed';
  return 'claimed';
}

function cellsOf(row: ExportRow, lang: Lang): Record<ExportColumn, Cell> {
  const day = (at: Date | null) => (at ? { day: saoPauloDay(at) } : null);
  return {
    cnpj: formatCnpj(row.cnpj),
    name: row.name,
    tradeName: row.tradeName,
    status: translate(lang, `catalogueExport.status.${statusOf(row)}`),
    membershipNumber: row.membershipNumber,
    memberSince: row.memberSince ? { day: row.memberSince } : null,
    ownerEmail: row.ownerEmail,
    email: row.email,
    emailValid: translate(lang, row.emailValid ? 'word.yes' : 'word.no'),
    phone: row.phone ? formatPhone(row.phone) : null,
    city: row.city,
    state: row.state,
    categories: row.categories,
    registeredAt: day(row.registeredAt),
    claimedAt: day(row.claimedAt),
    quotesReceived: row.quotesReceived,
    proposalsSent: row.proposalsSent,
    proposalsChosen: row.proposalsChosen,
    rating: row.rating,
    ratings: row.ratings,
  };
}

/** A cell of the CSV: a day as YYYY-MM-DD (sorts, and no spreadsheet misreads it), a decimal in the language's way. */
function csvText(cell: Cell, lang: Lang): string {
  if (cell === null) return '';
  if (typeof cell === 'object') return cell.day;
  if (typeof cell === 'number')
    return Number.isInteger(cell) ? String(cell) : cell.toFixed(2).replace('.', lang === 'en' ? '.' : ',');
  return cell;
}

/** A day as a date cell of that calendar day (Excel's dates have no zone). */
const dateCell = (day: string) => new Date(`${day}T00:00:00Z`);

async function workbookOf(
  header: string[],
  rows: Record<ExportColumn, Cell>[],
  lang: Lang,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(lang, 'catalogueExport.sheet'));
  sheet.columns = EXPORT_COLUMNS.map((column, index) => ({
    header: header[index],
    key: column,
    width: Math.max(12, (header[index]?.length ?? 0) + 2),
  }));
  for (const row of rows)
    sheet.addRow(
      Object.fromEntries(
        EXPORT_COLUMNS.map((column) => {
          const cell = row[column];
          return [column, cell !== null && typeof cell === 'object' ? dateCell(cell.day) : cell];
        }),
      ),
    );
  for (const column of ['memberSince', 'registeredAt', 'claimedAt'] as const)
    sheet.getColumn(column).numFmt = lang === 'en' ? 'yyyy-mm-dd' : 'dd/mm/yyyy';
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

/** POST /admin/companies/export: the file, named for the day, and its line in the audit log. */
export async function catalogueExport(
  db: Db,
  actor: Actor,
  body: CatalogueExportBody,
  lang: Lang,
  now = new Date(),
): Promise<{ name: string; mime: string; content: string }> {
  const rows = (await exportRows(db, lang)).map((row) => cellsOf(row, lang));
  const header = EXPORT_COLUMNS.map((column) => translate(lang, `catalogueExport.column.${column}`));
  await recordAudit(db, {
    actorId: actor.id,
    actorName: actor.name,
    action: 'company.export',
    targetType: 'companies',
    target: String(rows.length),
    after: { format: body.format, companies: rows.length },
  });
  const name = translate(lang, 'catalogueExport.fileName', { date: saoPauloDay(now) });
  if (body.format === 'csv') {
    const lines = rows.map((row) => EXPORT_COLUMNS.map((column) => csvText(row[column], lang)));
    const text = toCsv([header, ...lines], lang === 'en' ? ',' : ';');
    return {
      name: `${name}.csv`,
      mime: 'text/csv; charset=utf-8',
      content: encodeBase64(new TextEncoder().encode(text)),
    };
  }
  return {
    name: `${name}.xlsx`,
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content: encodeBase64(await workbookOf(header, rows, lang)),
  };
}
