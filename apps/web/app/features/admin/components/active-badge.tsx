import { useAdminText } from '../text';

/** Whether a quiz or prize is switched on, as a pill. */
export function ActiveBadge({ active }: { active: boolean }) {
  const text = useAdminText();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ${
        active ? 'bg-leaf-700/10 text-leaf-700' : 'bg-berry-700/10 text-berry-700'
      }`}
    >
      {text(active ? 'playActive' : 'playInactive')}
    </span>
  );
}
