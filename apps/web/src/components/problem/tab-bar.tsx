import { cn } from '../../lib/cn';

/**
 * A row of tabs (role="tablist"): arrow keys move between them, the selected one is the only tab
 * stop. Each tab controls `panelId`, whose content the caller renders.
 */
export function TabBar<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  panelId,
  idPrefix,
}: {
  label: string;
  tabs: ReadonlyArray<{ key: K; label: string }>;
  selected: K;
  onSelect: (key: K) => void;
  panelId: string;
  idPrefix: string;
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      className="grid grid-cols-3 gap-1 rounded-xl bg-slate-200/70 p-1 dark:bg-slate-800"
    >
      {tabs.map((t, i) => (
        <button
          key={t.key}
          id={`${idPrefix}-${t.key}`}
          type="button"
          role="tab"
          aria-selected={selected === t.key}
          aria-controls={panelId}
          tabIndex={selected === t.key ? 0 : -1}
          onClick={() => onSelect(t.key)}
          onKeyDown={(event) => {
            const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
            if (!step) return;
            const next = tabs[(i + step + tabs.length) % tabs.length];
            if (!next) return;
            onSelect(next.key);
            document.getElementById(`${idPrefix}-${next.key}`)?.focus();
          }}
          className={cn(
            'rounded-lg px-3 py-2 text-sm font-semibold',
            selected === t.key
              ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
              : 'text-slate-700 dark:text-slate-300',
          )}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
