import { TrustedHtml } from './trusted-html';

/** The rendered Markdown's parts inside a chat bubble: paragraphs, lists, bold, links. */
const PROSE =
  '[&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-2 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p+*]:mt-2 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-5';

/**
 * A support chat message's words (the storefront's chat and the back office's desk): an FAQ
 * answer as the server rendered its Markdown, anything else as the text it is, lines kept.
 */
export function ChatText({ body, html }: { body: string; html: string | null }) {
  return html ? (
    <TrustedHtml html={html} className={PROSE} />
  ) : (
    <p className="whitespace-pre-line">{body}</p>
  );
}
