import { saoPauloDay } from '../../../shared/rules/sao-paulo-day';
import { addDays } from '../../../shared/rules/sao-paulo-time';
import { type CertificationKind, certificationName } from '../../../shared/schemas/company-certifications';
import type { Db } from '../client';
import { companyCertifications } from '../schema/company-certifications';
import { insertFiles } from './files';
import { minimalPdf } from './pdf';

/*
 * Demo certifications (issue 32 item 7): two companies in three hold one, some a second; the
 * second company (whose products include plastic injection) holds a valid ISO 9001, so
 * "injeção de plástico ISO 9001" finds it; two companies' certificates have expired, and some are
 * checked by the association.
 */

const BODIES = ['Bureau Veritas', 'DNV', 'TÜV Rheinland', 'SGS', 'ABNT', 'Fundação Vanzolini'];
const SCOPES = [
  'Usinagem e montagem de componentes mecânicos',
  'Injeção e montagem de peças plásticas',
  'Tratamento térmico de aços',
  'Fabricação de estruturas metálicas',
  'Projeto e montagem de painéis elétricos',
];
const STANDARDS: readonly CertificationKind[] = ['iso9001', 'iso14001', 'iatf16949', 'iso45001', 'as9100'];
/** Companies (seed order) whose first certificate has expired: days past its last day. */
const EXPIRED: ReadonlyMap<number, number> = new Map([
  [4, 40],
  [10, 200],
]);

type Plan = {
  companyId: number;
  standard: CertificationKind;
  standardOther: string | null;
  number: string;
  certificationBody: string;
  scope: string;
  validUntil: string;
  checkedAt: Date | null;
};

function plansOf(companyIds: readonly number[], now: Date): Plan[] {
  const today = saoPauloDay(now);
  return companyIds.flatMap((companyId, i): Plan[] => {
    if (i % 3 === 2) return [];
    const standard = i === 1 ? 'iso9001' : (STANDARDS[i % STANDARDS.length] ?? 'iso9001');
    const expiredDays = EXPIRED.get(i);
    const first: Plan = {
      companyId,
      standard,
      standardOther: null,
      number: `BR-${String(1000 + i * 37).padStart(6, '0')}`,
      certificationBody: BODIES[i % BODIES.length] ?? 'ABNT',
      scope: SCOPES[i % SCOPES.length] ?? '',
      validUntil: expiredDays ? addDays(today, -expiredDays) : addDays(today, 120 + ((i * 53) % 900)),
      checkedAt: i % 4 === 0 ? new Date(now.getTime() - i * 3_600_000) : null,
    };
    if (i % 5 !== 0) return [first];
    // Every fifth also a typed standard (or ISO 14001 for the first company).
    const other = i % 10 === 0;
    const second: Plan = {
      ...first,
      standard: other ? 'other' : 'iso14001',
      standardOther: other ? 'PBQP-H' : null,
      number: `${first.number}-B`,
      validUntil: addDays(today, 400 + i),
      checkedAt: null,
    };
    return [first, second];
  });
}

export async function seedCertifications(db: Db, companyIds: readonly number[], now: Date): Promise<void> {
  const plans = plansOf(companyIds, now);
  const pdfIds = await insertFiles(
    db,
    plans.map((p) => {
      const name = certificationName(p.standard, p.standardOther);
      return {
        kind: 'certificate' as const,
        name: `${name} ${p.number}.pdf`,
        mime: 'application/pdf',
        bytes: minimalPdf([`Certificado ${name}`, `Número ${p.number}`, p.certificationBody, p.scope]),
      };
    }),
  );
  await db.insert(companyCertifications).values(plans.map((p, k) => ({ ...p, pdfFileId: pdfIds[k] })));
}
