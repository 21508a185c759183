import {
  mayCompleteLevel,
  type AcademyCertificate,
  type AcademyLevelCompletion,
} from '@kilau/domain/academy';
import { AppError } from '../../lib/app-error';
import { certificateCode, CERTIFICATE_CODE } from './academy-certificate';
import {
  fullName,
  iso,
  refusal,
  type AcademyServiceDeps,
  type AcademyState,
} from './academy-member-state';

/**
 * A level's completion and the graduation it may bring (docs/design/academy.md "Progress"):
 * certificate, badge and voucher in the completion's transaction; the certificate and its check.
 */
export function createAcademyGraduationService(deps: AcademyServiceDeps, state: AcademyState) {
  const { academy, clock } = deps;
  const { settingsRow, stateOf } = state;

  return {
    /**
     * `POST complete-level`: exactly once (the completion's primary key, under the progress
     * lock); the last level graduates — certificate, badge and voucher in the same transaction.
     */
    async completeLevel(userId: number, levelId: number): Promise<AcademyLevelCompletion> {
      const settings = await settingsRow();
      return deps.transaction(async ({ academy: tx, seams }) => {
        const state = await stateOf(tx, userId, true);
        const allowed = mayCompleteLevel(state.view, levelId);
        if (!allowed.ok) throw refusal(allowed.code);
        const now = clock();
        if (!(await tx.completeLevel(userId, levelId, now)))
          throw refusal('academy_level_completed');
        let certificate: AcademyLevelCompletion['certificate'] = null;
        if (allowed.value.graduates) {
          await tx.graduate(userId, now);
          const member = await tx.member(userId);
          const enrolment = await tx.enrolment(userId);
          const holder = (enrolment?.full_name ?? (member ? fullName(member) : '')).slice(0, 100);
          await seams.badge(userId);
          const voucherCode =
            settings.graduation_voucher_id === null
              ? null
              : await seams.voucher(Number(settings.graduation_voucher_id), userId, now);
          let code = certificateCode();
          while (
            !(await tx.insertCertificate({
              user_id: userId,
              code,
              holder_name: holder,
              academy_name: settings.name,
              voucher_code: voucherCode,
              issued_at: now,
            }))
          )
            code = certificateCode();
          certificate = { code, voucher_code: voucherCode };
        }
        return {
          level_id: levelId,
          completed_at: now.toISOString(),
          graduated: allowed.value.graduates,
          certificate,
        };
      });
    },

    async certificate(userId: number): Promise<AcademyCertificate & { segment: string }> {
      const settings = await settingsRow();
      const row = await academy.certificateOf(userId);
      if (!row) throw new AppError(404, 'academy_not_graduated', 'academy_not_graduated');
      return {
        code: row.code,
        holder_name: row.holder_name,
        academy_name: row.academy_name,
        issued_at: iso(row.issued_at),
        voucher_code: row.voucher_code,
        segment: settings.path_segment,
      };
    },

    async verify(code: string) {
      const normal = code.trim().toUpperCase();
      const row = CERTIFICATE_CODE.test(normal)
        ? await academy.certificateByCode(normal)
        : undefined;
      if (!row)
        throw new AppError(404, 'academy_certificate_not_found', 'academy_certificate_not_found');
      return {
        code: row.code,
        holder_name: row.holder_name,
        academy_name: row.academy_name,
        issued_at: iso(row.issued_at),
      };
    },
  };
}
