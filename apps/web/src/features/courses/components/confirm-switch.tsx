import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from './modal';

/** Asks before the edited code is replaced with another language's starter. */
export function ConfirmSwitch({
  language,
  onConfirm,
  onCancel,
}: {
  language: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  return (
    <Modal labelledBy={id} onClose={onCancel} role="alertdialog" closeLabel="Cancel">
      <div className="p-6 pr-12">
        <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
          Switch to {language}?
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Your code will be replaced with the {language} starter code. Your changes will be lost.
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            Keep my code
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            Switch language
          </Button>
        </div>
      </div>
    </Modal>
  );
}
