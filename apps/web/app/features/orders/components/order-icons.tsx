import { iconBase, type IconProps } from '~/components/ui/icons';

/** Line icons the order screens add to the shell's set (24 px grid, decorative). */
export const CalendarIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </svg>
);

export const ReceiptIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6" />
  </svg>
);

export const RefreshIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M20 11a8 8 0 0 0-14.7-3.8L4 9" />
    <path d="M4 4v5h5" />
    <path d="M4 13a8 8 0 0 0 14.7 3.8L20 15" />
    <path d="M20 20v-5h-5" />
  </svg>
);

export const PackageIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9z" />
    <path d="M4 7.5l8 4.5 8-4.5M12 12v9" />
  </svg>
);

export const CardIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
    <path d="M3 10h18M7 15h3" />
  </svg>
);

export const InfoIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 11v5M12 8h.01" />
  </svg>
);

export const ClockIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </svg>
);
