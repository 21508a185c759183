import { Link } from 'react-router';
import { useHomeText } from '~/features/home/text';

export const CATEGORIES_SECTION_ID = 'kategori';

/** The brand promise, over a CSS glow with an SVG still life (no stock photography). */
export function Hero() {
  const text = useHomeText();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-[radial-gradient(120%_90%_at_85%_10%,var(--color-peach-200)_0%,transparent_55%),radial-gradient(90%_80%_at_0%_100%,var(--color-blush-200)_0%,transparent_60%),linear-gradient(180deg,var(--color-cream-100),var(--color-blush-50))]"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-6 px-4 pb-10 pt-8 md:grid-cols-[1.1fr_1fr] md:pb-20 md:pt-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/70 px-3 py-1.5 text-xs font-semibold uppercase tracking-[0.14em] text-rose-700 ring-1 ring-blush-200">
            {text('heroEyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-5 font-display text-[2.6rem] font-semibold leading-[1.05] tracking-tight text-plum-900 sm:text-6xl"
          >
            {text('heroTitle')}
          </h1>
          <p className="mt-5 max-w-md text-base leading-relaxed text-plum-700 sm:text-lg">
            {text('heroText')}
          </p>
          <div className="mt-8 flex flex-wrap gap-2 sm:gap-3">
            <a
              href={`#${CATEGORIES_SECTION_ID}`}
              className="inline-flex min-h-12 items-center rounded-full bg-plum-900 px-5 font-semibold sm:px-7 text-cream-50 shadow-lg shadow-plum-900/20 hover:bg-plum-800"
            >
              {text('heroCta')}
            </a>
            <Link
              to="/how-to-pay"
              className="inline-flex min-h-12 items-center rounded-full border border-plum-900/20 bg-white/60 px-5 font-semibold sm:px-7 text-plum-900 hover:border-plum-900/50"
            >
              {text('heroSecondaryCta')}
            </Link>
          </div>
        </div>
        <GlowStillLife />
      </div>
    </section>
  );
}

/** Decorative: a dropper bottle, a cream jar and a lipstick in the shop's palette. */
function GlowStillLife() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 400 340"
      className="mx-auto w-full max-w-[17rem] sm:max-w-[22rem] md:max-w-md"
    >
      <defs>
        <radialGradient id="hero-sun" cx="50%" cy="45%" r="50%">
          <stop offset="0%" stopColor="#fde3d3" />
          <stop offset="70%" stopColor="#f8c9c0" />
          <stop offset="100%" stopColor="#f4b9b6" />
        </radialGradient>
        <linearGradient id="hero-glass" x1="0" x2="1">
          <stop offset="0%" stopColor="#e9a8a9" />
          <stop offset="55%" stopColor="#f6cfcb" />
          <stop offset="100%" stopColor="#dc8f91" />
        </linearGradient>
        <linearGradient id="hero-jar" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor="#fffaf6" />
          <stop offset="100%" stopColor="#f6e6dd" />
        </linearGradient>
      </defs>
      <circle cx="205" cy="150" r="132" fill="url(#hero-sun)" />
      <ellipse cx="205" cy="300" rx="170" ry="18" fill="#4a1f3d" opacity="0.08" />
      {/* Serum with dropper */}
      <rect x="168" y="56" width="44" height="34" rx="14" fill="#4a1f3d" />
      <rect x="180" y="88" width="20" height="18" fill="#643656" />
      <path
        d="M150 124a24 24 0 0 1 24-24h32a24 24 0 0 1 24 24v150a22 22 0 0 1-22 22h-36a22 22 0 0 1-22-22z"
        fill="url(#hero-glass)"
      />
      <rect x="162" y="168" width="56" height="64" rx="10" fill="#fffaf6" opacity="0.92" />
      <text
        x="190"
        y="206"
        textAnchor="middle"
        fontFamily="Georgia, serif"
        fontSize="17"
        fill="#4a1f3d"
      >
        kilau
      </text>
      <path
        d="M160 132c4-14 10-20 18-22"
        stroke="#fffaf6"
        strokeWidth="5"
        strokeLinecap="round"
        opacity="0.7"
        fill="none"
      />
      {/* Cream jar */}
      <rect x="238" y="214" width="112" height="26" rx="9" fill="#b23d5a" />
      <path d="M244 240h100v38a18 18 0 0 1-18 18h-64a18 18 0 0 1-18-18z" fill="url(#hero-jar)" />
      <rect x="262" y="256" width="64" height="22" rx="6" fill="#fbe7e6" />
      {/* Lipstick */}
      <rect x="84" y="214" width="42" height="82" rx="8" fill="#4a1f3d" />
      <rect x="90" y="190" width="30" height="28" rx="4" fill="#c9a27e" />
      <path d="M94 190v-30l22-14v44z" fill="#cf5a74" />
      {/* Sparkles */}
      <path d="M318 86l6 17 17 6-17 6-6 17-6-17-17-6 17-6z" fill="#fffaf6" />
      <path d="M92 110l4 11 11 4-11 4-4 11-4-11-11-4 11-4z" fill="#cf5a74" opacity="0.8" />
      <path d="M334 168l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" fill="#b23d5a" opacity="0.7" />
    </svg>
  );
}
