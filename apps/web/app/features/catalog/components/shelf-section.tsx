import { useId, type ReactNode } from 'react';
import { SectionHeader } from '~/components/ui/section-header';

/** A home shelf: a titled section with a link to the whole list beside its title. */
export function ShelfSection({
  title,
  link,
  children,
}: {
  title: string;
  /** The whole list; without a label, "Lihat semua" named with the title. */
  link: { to: string; label?: string };
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-6xl px-4 pt-12">
      <SectionHeader titleId={titleId} title={title} seeAll={link} />
      {children}
    </section>
  );
}
