import type { AcademySettingsView } from '@kilau/domain/academy';

/**
 * The academy's mark: its logo when the back office uploaded one, otherwise a drawn monogram of
 * its name in its colours (ADR 0033: invented brands get drawn marks).
 */
export function AcademyMark({
  academy,
  size = 40,
}: {
  academy: Pick<AcademySettingsView, 'name' | 'logo_url'>;
  size?: number;
}) {
  if (academy.logo_url) {
    return (
      <img
        src={academy.logo_url}
        alt=""
        width={size}
        height={size}
        className="rounded-full object-contain"
      />
    );
  }
  const initial = academy.name.trim().charAt(0).toUpperCase() || 'A';
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
      <circle cx="20" cy="20" r="20" fill="var(--academy-primary)" />
      <circle cx="20" cy="20" r="15" fill="none" stroke="var(--academy-accent)" strokeWidth="1.5" />
      <text
        x="20"
        y="26"
        textAnchor="middle"
        fontFamily="Georgia, serif"
        fontSize="17"
        fontWeight="700"
        fill="#fff"
      >
        {initial}
      </text>
    </svg>
  );
}
