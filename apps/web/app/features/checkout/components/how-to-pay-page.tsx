import { Link } from 'react-router';
import { SITE_NAME } from '~/lib/seo';
import {
  HOW_TO_PAY_GUIDES,
  PAYMENT_METHOD_NAMES,
  type HowToPayGuide,
} from '../lib/how-to-pay-guides';
import { HowToPayGuideView } from './how-to-pay-guide';
import { useCheckoutText } from '~/features/checkout/text';

/**
 * The payment help page (/how-to-pay, 000 §2): the methods as tabs (links, so each guide has
 * its own address, `?method=`), and the chosen method's guide with the placeholders in place
 * of an order's figures.
 */
export function HowToPayPage({ guide }: { guide: HowToPayGuide }) {
  const text = useCheckoutText();
  const values = {
    va: text('howToPayVaPlaceholder'),
    code: text('howToPayCodePlaceholder'),
    amount: text('howToPayAmountPlaceholder'),
    store: SITE_NAME,
  };
  const methodName = (method: string) => {
    const key = PAYMENT_METHOD_NAMES[method];
    return key ? text(key) : method;
  };
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-8">
      <header className="max-w-2xl">
        <h1 className="font-display text-3xl font-semibold text-plum-900 sm:text-4xl">
          {text('howToPayTitle')}
        </h1>
        <p className="mt-2 text-plum-700">{text('howToPayIntro')}</p>
      </header>
      <div className="mt-8 dt:grid dt:grid-cols-[16rem_minmax(0,1fr)] dt:gap-8">
        <nav aria-label={text('howToPayMethodsLabel')}>
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 dt:mx-0 dt:flex-col dt:overflow-visible dt:px-0">
            {HOW_TO_PAY_GUIDES.map((candidate) => {
              const current = candidate.method === guide.method;
              return (
                <li key={candidate.method} className="shrink-0">
                  <Link
                    to={`?method=${candidate.method}`}
                    preventScrollReset
                    aria-current={current ? 'page' : undefined}
                    className={`inline-flex min-h-11 w-full items-center whitespace-nowrap rounded-full px-4 text-sm font-semibold transition dt:rounded-2xl ${current ? 'bg-plum-900 text-cream-50' : 'bg-white text-plum-800 ring-1 ring-blush-200 hover:ring-plum-900/40'}`}
                  >
                    {methodName(candidate.method)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <section aria-labelledby="guide-title" className="mt-6 dt:mt-0">
          <h2 id="guide-title" className="mb-4 font-display text-2xl font-semibold text-plum-900">
            {methodName(guide.method)}
          </h2>
          <HowToPayGuideView guide={guide} values={values} />
          <p className="mt-6 rounded-2xl bg-blush-50 px-4 py-3 text-sm text-plum-800">
            {text('howToPayHelp')}
          </p>
        </section>
      </div>
    </div>
  );
}
