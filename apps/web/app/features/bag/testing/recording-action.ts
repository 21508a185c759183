import type { ActionFunctionArgs } from 'react-router';
import { vi } from 'vitest';

/** An action that records what the bag page's forms sent and answers as the page action would. */
export function recordingAction(answer: (form: FormData) => unknown = () => null) {
  const sent: Array<Record<string, string>> = [];
  const action = vi.fn(async ({ request }: ActionFunctionArgs) => {
    const form = await request.formData();
    sent.push(Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)])));
    return answer(form);
  });
  return { action, sent };
}
