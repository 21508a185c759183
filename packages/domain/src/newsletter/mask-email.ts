/**
 * An address partly hidden for a page anyone holding a link may open: the first letter of the
 * local part, then dots, and the domain (`a•••@example.com`).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
