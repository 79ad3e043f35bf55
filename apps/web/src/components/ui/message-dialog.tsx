import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CircleAlert, CircleHelp } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';

/** The icon in front of the title: a notice, or a question to answer. */
const ICONS = {
  notice: { Icon: CircleAlert, color: 'text-amber-500 dark:text-amber-400' },
  question: { Icon: CircleHelp, color: 'text-brand-600 dark:text-brand-400' },
};

type DialogShellProps = {
  kind: keyof typeof ICONS;
  title: string;
  message: ReactNode;
  onCancel: () => void;
  children: ReactNode;
};

/** A modal alert dialog: focus moves to its first button, Escape cancels, Tab stays inside. */
function DialogShell({ kind, title, message, onCancel, children }: DialogShellProps) {
  const { Icon, color } = ICONS[kind];
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
    return () => previous?.focus();
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog itself handles Escape for its buttons */}
      <div
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onCancel();
          }
          if (event.key === 'Tab') {
            const buttons = [...(panelRef.current?.querySelectorAll('button') ?? [])];
            const first = buttons[0];
            const last = buttons[buttons.length - 1];
            if (event.shiftKey && document.activeElement === first) {
              event.preventDefault();
              last?.focus();
            } else if (!event.shiftKey && document.activeElement === last) {
              event.preventDefault();
              first?.focus();
            }
          }
        }}
        className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="flex gap-3">
          <Icon aria-hidden="true" className={cn('mt-0.5 size-6 shrink-0', color)} />
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
              {title}
            </h2>
            <div
              id={`${id}-message`}
              className="mt-1 text-sm break-words text-slate-600 dark:text-slate-300"
            >
              {message}
            </div>
          </div>
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">{children}</div>
      </div>
    </div>
  );
}

/** The spec's alerts, in the page: the exact message and an OK button. */
export function AlertDialog({
  message,
  title = 'Notice',
  onClose,
}: {
  message: string;
  title?: string;
  onClose: () => void;
}) {
  return (
    <DialogShell kind="notice" title={title} message={message} onCancel={onClose}>
      <Button onClick={onClose}>OK</Button>
    </DialogShell>
  );
}

/** Asks before doing something that cannot be undone. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <DialogShell kind="question" title={title} message={message} onCancel={onCancel}>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button variant="danger" onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </DialogShell>
  );
}
