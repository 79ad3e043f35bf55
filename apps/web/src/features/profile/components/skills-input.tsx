import { useId, useState, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { PROFILE_LIMITS, normaliseSkills } from '@app/shared/profile.schemas';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';

type SkillsInputProps = {
  skills: string[];
  onChange: (skills: string[]) => void;
  disabled?: boolean;
  error?: string | undefined;
};

/** Skills: typed then Enter or Add; trimmed, empty and duplicate ones ignored; removed with ×. */
export function SkillsInput({ skills, onChange, disabled, error }: SkillsInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const full = skills.length >= PROFILE_LIMITS.skills;

  function add() {
    onChange(normaliseSkills([...skills, draft]));
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        Skills
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={
            full ? `At most ${PROFILE_LIMITS.skills} skills` : 'Type a skill and press Enter'
          }
          maxLength={PROFILE_LIMITS.skill}
          disabled={disabled || full}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(inputClasses, 'flex-1')}
        />
        <Button
          variant="secondary"
          onClick={add}
          disabled={disabled || full || draft.trim() === ''}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      {skills.length > 0 ? (
        <ul className="flex flex-wrap gap-2 pt-1" aria-label="Skill tags">
          {skills.map((skill) => (
            <li
              key={skill}
              className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-700 dark:bg-brand-500/15 dark:text-brand-300"
            >
              {skill}
              <button
                type="button"
                onClick={() => onChange(skills.filter((s) => s !== skill))}
                disabled={disabled}
                aria-label={`Remove ${skill}`}
                className="rounded-full p-1 hover:bg-brand-100 dark:hover:bg-brand-500/25"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
