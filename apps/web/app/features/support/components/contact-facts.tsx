import { Link } from 'react-router';
import { SHOP_CONTACT } from '../contact-forms';
import { useSupportText } from '../text';

/** The shop's e-mail, WhatsApp and service hours, and the way to its stores. */
export function ContactFacts() {
  const text = useSupportText();
  return (
    <aside aria-labelledby="contact-facts" className="rounded-3xl bg-blush-50 p-6">
      <h2 id="contact-facts" className="font-display text-xl text-plum-900">
        {text('factsTitle')}
      </h2>
      <dl className="mt-4 space-y-4 text-plum-800">
        <div>
          <dt className="text-sm font-semibold text-plum-700">{text('factEmail')}</dt>
          <dd>
            <a
              className="font-semibold text-berry-700 underline"
              href={`mailto:${SHOP_CONTACT.email}`}
            >
              {SHOP_CONTACT.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-plum-700">{text('factWhatsapp')}</dt>
          <dd>
            <a
              className="font-semibold text-berry-700 underline"
              href={SHOP_CONTACT.whatsappUrl}
              rel="noopener noreferrer"
              target="_blank"
            >
              {SHOP_CONTACT.whatsapp}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-plum-700">{text('factHours')}</dt>
          <dd>{text('factHoursValue')}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-plum-700">{text('factStores')}</dt>
          <dd>
            <Link className="font-semibold text-berry-700 underline" to="/find-us">
              {text('factStoresLink')}
            </Link>
          </dd>
        </div>
      </dl>
    </aside>
  );
}
