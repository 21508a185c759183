import { Form, Link, useNavigation } from 'react-router';
import { formatDateTime } from '@kilau/domain';
import { SUPPORT_TOPIC_LABELS, type AdminTicket } from '@kilau/domain/support';
import { FormMessage, SubmitButton, TextAreaField } from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import { parseTicketReply, TICKET_INTENTS, type TicketActionData } from '../support-forms';
import { useAdminText } from '../text';
import { TICKET_STATUS_WORDS } from './support-tickets';

/** One ticket: the customer, the thread, the answer form, close or reopen. */
export function SupportTicket({
  ticket,
  answer,
}: {
  ticket: AdminTicket;
  answer: TicketActionData | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const navigation = useNavigation();
  const replyAnswer = answer?.intent === TICKET_INTENTS.reply ? answer : undefined;
  const { formProps, errorFor } = useFormValidation({
    parse: parseTicketReply(locale),
    serverErrors: replyAnswer && !replyAnswer.ok ? replyAnswer.fields : undefined,
  });
  const busy = navigation.state !== 'idle';
  const move = ticket.status === 'closed' ? TICKET_INTENTS.reopen : TICKET_INTENTS.close;
  return (
    <div className="space-y-6">
      <Link to="/admin/support" className="text-sm font-semibold text-berry-700 underline">
        {text('supportBack')}
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-2xl font-semibold text-plum-900">{ticket.reference}</h1>
        <span
          className="rounded-full bg-blush-100 px-3 py-1 text-sm font-semibold text-plum-800"
          data-testid="ticket-status"
        >
          {text(TICKET_STATUS_WORDS[ticket.status])}
        </span>
        <span className="text-plum-700">{SUPPORT_TOPIC_LABELS[ticket.subject][locale]}</span>
      </header>
      {answer ? (
        <FormMessage tone={answer.ok ? 'success' : 'error'}>{answer.message}</FormMessage>
      ) : null}
      <section aria-labelledby="ticket-customer" className="rounded-2xl bg-white p-5">
        <h2 id="ticket-customer" className="font-semibold text-plum-900">
          {text('supportDetails')}
        </h2>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-plum-700">{text('supportColCustomer')}</dt>
            <dd>
              {ticket.customer_name} · {ticket.email}
            </dd>
          </div>
          <div>
            <dt className="text-plum-700">{text('supportPhone')}</dt>
            <dd>{ticket.phone ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-plum-700">{text('supportOrder')}</dt>
            <dd>{ticket.order_reference ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-plum-700">{text('supportMember')}</dt>
            <dd>
              {ticket.member
                ? (ticket.member.user_name ?? `#${ticket.member.id}`)
                : text('supportGuest')}
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="ticket-thread" className="space-y-3">
        <h2 id="ticket-thread" className="font-semibold text-plum-900">
          {text('supportThread')}
        </h2>
        <ol className="space-y-3">
          {ticket.thread.map((message) => (
            <li
              key={message.id}
              className={`rounded-2xl p-4 ${message.author === 'staff' ? 'ml-8 bg-blush-50' : 'mr-8 bg-white'}`}
            >
              <p className="text-xs font-semibold text-plum-700">
                {message.author === 'staff' ? message.staff_name : text('supportFromCustomer')} ·{' '}
                {formatDateTime(message.created_at, locale)}
              </p>
              <p className="mt-1 whitespace-pre-line text-plum-900">{message.body}</p>
            </li>
          ))}
        </ol>
      </section>
      {ticket.status !== 'closed' ? (
        <Form method="post" {...formProps} className="space-y-3 rounded-2xl bg-white p-5">
          <input type="hidden" name="intent" value={TICKET_INTENTS.reply} />
          <input type="hidden" name="version" value={ticket.version} />
          <TextAreaField
            label={text('supportAnswer')}
            name="body"
            rows={5}
            hint={text('supportAnswerHint', { email: ticket.email })}
            error={errorFor('body')}
          />
          <div className="max-w-xs">
            <SubmitButton busy={busy}>{text('supportSend')}</SubmitButton>
          </div>
        </Form>
      ) : null}
      <Form method="post">
        <input type="hidden" name="intent" value={move} />
        <input type="hidden" name="version" value={ticket.version} />
        <button
          type="submit"
          disabled={busy}
          className="rounded-full border border-plum-900/20 bg-white px-5 py-2.5 text-sm font-bold text-plum-900"
        >
          {move === TICKET_INTENTS.close ? text('supportClose') : text('supportReopen')}
        </button>
      </Form>
    </div>
  );
}
