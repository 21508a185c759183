import type { SVGProps } from 'react';

/** Line icons (24 px grid). Decorative: the control that holds one carries the label. */
export type IconProps = SVGProps<SVGSVGElement>;

/** The shared drawing settings; features with icons of their own draw them with these too. */
export const iconBase = (props: IconProps): IconProps => ({
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
  ...props,
});

export const SearchIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </svg>
);

export const BagIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M5 8h14l-1.2 11.2a2 2 0 0 1-2 1.8H8.2a2 2 0 0 1-2-1.8z" />
    <path d="M9 10V7a3 3 0 0 1 6 0v3" />
  </svg>
);

export const UserIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <circle cx="12" cy="8.5" r="3.5" />
    <path d="M5 20a7 7 0 0 1 14 0" />
  </svg>
);

export const MapPinIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.4" />
  </svg>
);

export const PlusIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);

export const MinusIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M5 12h14" />
  </svg>
);

export const PencilIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M4 20l1-4.2L15.6 5.2a2 2 0 0 1 2.8 0l.4.4a2 2 0 0 1 0 2.8L8.2 19 4 20z" />
    <path d="M13.5 7.3l3.2 3.2" />
  </svg>
);

export const TrashIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M4.5 7h15M10 7V5h4v2M6.5 7l1 12.5a1.5 1.5 0 0 0 1.5 1.4h6a1.5 1.5 0 0 0 1.5-1.4l1-12.5" />
    <path d="M10.2 11v6M13.8 11v6" />
  </svg>
);

export const PhoneIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <rect x="7" y="3" width="10" height="18" rx="2.2" />
    <path d="M11 17.5h2" />
  </svg>
);

export const ArrowLeftIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M15 5l-7 7 7 7" />
  </svg>
);

export const CloseIcon = (props: IconProps) => (
  <svg {...iconBase({ strokeWidth: 2, ...props })}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export const ArrowUpIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </svg>
);

export const SparkleIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z" />
    <path d="M19 16l.7 1.8 1.8.7-1.8.7-.7 1.8-.7-1.8-1.8-.7 1.8-.7z" />
  </svg>
);

export const CameraIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M4 8.5A1.5 1.5 0 0 1 5.5 7h2.2l1.5-2h5.6l1.5 2h2.2A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5z" />
    <circle cx="12" cy="12.8" r="3.3" />
  </svg>
);

export const CheckIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M5 12.5l4.2 4.2L19 7" />
  </svg>
);

export const ShieldIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z" />
    <path d="M9 12l2 2 4-4" />
  </svg>
);

export const TruckIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="18" r="1.8" />
    <circle cx="17.5" cy="18" r="1.8" />
  </svg>
);

export const WalletIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <rect x="3" y="6" width="18" height="13" rx="2.5" />
    <path d="M3 10h18M16 14.5h2" />
  </svg>
);

export const InstagramIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <rect x="4" y="4" width="16" height="16" rx="4.5" />
    <circle cx="12" cy="12" r="3.6" />
    <circle cx="16.8" cy="7.2" r="0.6" fill="currentColor" />
  </svg>
);

export const TikTokIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M14 4v10.5a3.5 3.5 0 1 1-3.5-3.5" />
    <path d="M14 4c.5 2.6 2.3 4.3 5 4.5" />
  </svg>
);

export const YouTubeIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <rect x="3" y="6" width="18" height="12" rx="3.5" />
    <path d="M10.5 9.5v5l4-2.5z" fill="currentColor" />
  </svg>
);

export const HeartIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M12 20s-7.5-4.4-7.5-10.1A4.4 4.4 0 0 1 12 7.4a4.4 4.4 0 0 1 7.5 2.5C19.5 15.6 12 20 12 20z" />
  </svg>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M14.5 6l-6 6 6 6" />
  </svg>
);

export const ChevronRightIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M9.5 6l6 6-6 6" />
  </svg>
);

export const EyeIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

export const EyeOffIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M9.9 5.8A9.6 9.6 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-2.7 3.5M6.6 6.9C4 8.6 2.5 12 2.5 12S6 18.5 12 18.5a9 9 0 0 0 4.6-1.3" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="M3.5 3.5l17 17" />
  </svg>
);

export const ChevronDownIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M6 9.5l6 6 6-6" />
  </svg>
);

export const FilterIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </svg>
);

export const BoltIcon = (props: IconProps) => (
  <svg {...iconBase({ stroke: 'none', fill: 'currentColor', ...props })}>
    <path d="M13.5 2L4 13.5h6.5L9.5 22 20 9.5h-6.6z" />
  </svg>
);

export const BellIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </svg>
);

export const TrendingIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M3 17l6-6 4 4 8-8" />
    <path d="M15 7h6v6" />
  </svg>
);

export const HistoryIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M3.5 12a8.5 8.5 0 1 0 2.5-6" />
    <path d="M3.5 4v4h4" />
    <path d="M12 8v4.5l3 2" />
  </svg>
);

export const ChatIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M4 6.5A2.5 2.5 0 0 1 6.5 4h11A2.5 2.5 0 0 1 20 6.5v7a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5z" />
    <path d="M8.5 9h7M8.5 12h4.5" />
  </svg>
);

export const SendIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M4.5 12 19.5 4.5 15.5 19.5l-3.5-6z" />
    <path d="M12 13.5 19.5 4.5" />
  </svg>
);
