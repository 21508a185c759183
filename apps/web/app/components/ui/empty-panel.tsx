import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BUTTON_CLASS } from './form-field';

/**
 * An account list with nothing in it yet (orders, wishlist): an icon, a title, a hint and an
 * invitation to shop.
 */
export function EmptyPanel({
  icon,
  title,
  text,
  cta,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  cta: { to: string; label: string };
}) {
  return (
    <div className="relative overflow-hidden rounded-3xl bg-white px-6 py-14 text-center ring-1 ring-blush-200/70">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-16 -top-16 size-56 rounded-full bg-blush-100/70"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-20 -left-12 size-48 rounded-full bg-cream-100"
      />
      <div className="relative flex flex-col items-center">
        <span className="inline-flex size-20 items-center justify-center rounded-full bg-blush-100 text-rose-600 ring-8 ring-blush-100/40">
          {icon}
        </span>
        <h2 className="mt-5 font-display text-2xl font-semibold text-plum-900">{title}</h2>
        <p className="mt-2 max-w-md text-plum-700">{text}</p>
        <Link to={cta.to} className={`${BUTTON_CLASS.primary} mt-7`}>
          {cta.label}
        </Link>
      </div>
    </div>
  );
}
