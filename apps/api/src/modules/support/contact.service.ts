import type { Locale } from '@kilau/domain';
import { ticketReference, type ContactInput, type ContactReceipt } from '@kilau/domain/support';
import { requireRecaptcha, type RecaptchaVerifier } from '../../adapters/identity';
import { fieldsRefused } from '../../lib/app-error';
import type { SupportRepository, TicketEmail } from './support.repository';

/** The WIB calendar year of an instant (the ticket reference's year). */
const wibYear = (now: Date) => new Date(now.getTime() + 7 * 3_600_000).getUTCFullYear();

/**
 * The contact form (docs/design/contact-and-stores.md): reCAPTCHA where configured, a signed-in
 * member's order reference must be theirs, then one transaction writes the ticket, its first
 * message and two e-mails — to the shop's support address and the acknowledgement to the
 * shopper — to the outbox.
 */
export function createContactService(deps: {
  reads: Pick<SupportRepository, 'memberHasOrder'>;
  transaction: <T>(work: (repository: SupportRepository) => Promise<T>) => Promise<T>;
  recaptcha: RecaptchaVerifier | null;
  supportEmail: string;
  publicUrl: string;
  clock: () => Date;
}) {
  const { reads, transaction, recaptcha, supportEmail, publicUrl, clock } = deps;

  return {
    async send(
      input: ContactInput & { recaptcha_token?: string | undefined },
      meta: { memberId: number | null; ip: string; locale: Locale },
    ): Promise<ContactReceipt> {
      await requireRecaptcha(recaptcha, input.recaptcha_token, meta.ip);
      const orderReference = input.order_reference ?? null;
      if (orderReference && meta.memberId !== null) {
        if (!(await reads.memberHasOrder(meta.memberId, orderReference))) {
          throw fieldsRefused({ order_reference: 'order_reference_not_yours' }, meta.locale);
        }
      }
      const now = clock();
      const email = input.email.toLowerCase();
      return transaction(async (repository) => {
        const id = await repository.nextTicketId();
        const reference = ticketReference(wibYear(now), id);
        await repository.open({
          id,
          reference,
          userId: meta.memberId,
          customerName: input.customer_name,
          email,
          phone: input.phone ?? null,
          subject: input.subject,
          orderReference,
          locale: meta.locale,
          message: input.message,
          now,
        });
        const shared = { reference, name: input.customer_name, topic: input.subject };
        const emails: TicketEmail[] = [
          {
            recipient: supportEmail,
            template: 'support_ticket',
            locale: 'id',
            payload: {
              ...shared,
              email,
              phone: input.phone ?? '',
              order_reference: orderReference ?? '',
              message: input.message,
              url: `${publicUrl}/admin/support/${id}`,
            },
          },
          {
            recipient: email,
            template: 'support_ack',
            locale: meta.locale,
            payload: { ...shared, message: input.message },
          },
        ];
        await repository.queueEmails(emails, now);
        return { reference, created_at: now.toISOString() };
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
