/**
 * Where the chat's launcher waits in the corner: the pages a shopper opens when they need help
 * (the FAQ, contact, paying, the shop's pages, their orders and account, an order's outcome).
 * Elsewhere the corner belongs to the page (the bag's bar, the floating banners); the footer's
 * "Chat dengan Kilau" opens the chat from any page, and an answer waiting unread brings the
 * launcher to every page.
 */
const HELP_PAGES: readonly RegExp[] = [
  /^\/faq$/,
  /^\/contact-us$/,
  /^\/how-to-pay$/,
  /^\/brand-story$/,
  /^\/find-us$/,
  /^\/store$/,
  /^\/content\/[^/]+$/,
  /^\/page\/[^/]+$/,
  /^\/my-orders$/,
  /^\/my-account$/,
  /^\/order\/(?:confirmation|success|failed)(?:\/[^/]+)?$/,
];

export const chatLauncherShowsOn = (pathname: string): boolean =>
  HELP_PAGES.some((page) => page.test(pathname.replace(/\/+$/, '') || '/'));
