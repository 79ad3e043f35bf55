import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from '../../lib/cn';

export const inputClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 transition-colors focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:disabled:bg-slate-800 dark:disabled:text-slate-400';

/** What every field adds around its control: the label, a hint, the error, the wrapper's class. */
type FieldOwnProps = {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  containerClassName?: string;
};

/** The control's id and the ARIA attributes that tie it to its error or hint. */
type ControlLinks = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

function splitField<P extends FieldOwnProps>({
  label,
  error,
  hint,
  containerClassName,
  ...control
}: P) {
  return [{ label, error, hint, containerClassName }, control] as const;
}

function FieldShell({
  label,
  error,
  hint,
  containerClassName,
  children,
}: FieldOwnProps & { children: (links: ControlLinks) => ReactNode }) {
  const id = useId();
  return (
    <div className={cn('space-y-1.5', containerClassName)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, error, hint),
      })}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & FieldOwnProps;

export function TextField({ className, ...props }: TextFieldProps) {
  const [field, input] = splitField(props);
  return (
    <FieldShell {...field}>
      {(links) => <input {...links} className={cn(inputClasses, className)} {...input} />}
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & FieldOwnProps;

export function TextAreaField({ className, ...props }: TextAreaFieldProps) {
  const [field, textarea] = splitField(props);
  return (
    <FieldShell {...field}>
      {(links) => (
        <textarea
          {...links}
          className={cn(inputClasses, 'min-h-24 resize-y', className)}
          {...textarea}
        />
      )}
    </FieldShell>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** Password input with a show/hide toggle. */
export function PasswordField({ className, disabled, ...props }: PasswordFieldProps) {
  const [field, input] = splitField(props);
  const label = field.label.toLowerCase();
  const [visible, setVisible] = useState(false);
  const VisibilityIcon = visible ? EyeOff : Eye;
  return (
    <FieldShell {...field}>
      {(links) => (
        <div className="relative">
          <input
            {...links}
            type={visible ? 'text' : 'password'}
            disabled={disabled}
            className={cn(inputClasses, 'pr-11', className)}
            {...input}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            disabled={disabled}
            aria-label={visible ? `Hide ${label}` : `Show ${label}`}
            aria-pressed={visible}
            aria-controls={links.id}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed dark:text-slate-400 dark:hover:text-slate-100"
          >
            <VisibilityIcon aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </FieldShell>
  );
}
