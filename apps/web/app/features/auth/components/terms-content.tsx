import { useAuthText, type AuthTextKey } from '~/features/auth/text';
const PARAGRAPHS: AuthTextKey[] = [
  'termsBody1',
  'termsBody2',
  'termsBody3',
  'termsBody4',
  'termsBody5',
];

/** Kilau's terms in short, as the terms modal and the legal-statements prompt show them. */
export function TermsContent() {
  const text = useAuthText();
  return (
    <ol className="list-decimal space-y-3 pl-5 text-sm leading-relaxed text-plum-800">
      {PARAGRAPHS.map((key) => (
        <li key={key}>{text(key)}</li>
      ))}
    </ol>
  );
}
