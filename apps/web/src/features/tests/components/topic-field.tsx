import { useId, useState, type KeyboardEvent } from 'react';
import { TOPIC_MAX_LENGTH } from '@app/shared/constants';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useTopicSuggestions } from '../api/get-topic-suggestions';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/**
 * The topic input with suggestions as one types (a combobox: arrows move, Enter picks, Escape
 * closes), each with the number of questions offline, from the server's topic index.
 */
export function TopicField({
  value,
  onChange,
}: {
  value: string;
  onChange: (topic: string) => void;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(value.trim());
  const suggestions = useTopicSuggestions(query, open).data?.suggestions ?? [];
  const shown = open && suggestions.length > 0;

  function pick(label: string) {
    onChange(label);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) =>
        suggestions.length === 0 ? -1 : (i + step + suggestions.length) % suggestions.length,
      );
    } else if (event.key === 'Enter' && shown && active >= 0) {
      event.preventDefault();
      const chosen = suggestions[active];
      if (chosen) pick(chosen.label);
    } else if (event.key === 'Escape' && open) {
      // Closed even while the list is empty (a query still loading): its answer must not reopen it.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="relative">
      <TextField
        label="Topic"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        maxLength={TOPIC_MAX_LENGTH}
        placeholder="Type any topic, e.g. Binary Search"
        hint="Type a topic of your own or pick a suggestion."
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Topic suggestions"
        hidden={!shown}
        className="absolute z-10 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {suggestions.map((s, i) => (
          <li
            key={s.tag}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(s.label);
            }}
            className={cn(
              'flex cursor-pointer justify-between gap-3 px-3 py-2 text-sm text-slate-800 dark:text-slate-100',
              i === active
                ? 'bg-brand-50 dark:bg-brand-500/15'
                : 'hover:bg-slate-50 dark:hover:bg-slate-800',
            )}
          >
            <span>{s.label}</span>
            <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
              {s.count} questions offline
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
