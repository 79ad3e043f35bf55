import { LogOut } from 'lucide-react';
import { cn } from '../../lib/cn';

/** The red "Log Out" item that ends the sidebar and the avatar menu; each gives its item's layout. */
export function LogOutButton({
  onClick,
  disabled,
  className,
  iconClassName,
}: {
  onClick: () => void;
  disabled?: boolean;
  className: string;
  iconClassName: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={cn(
        className,
        'text-red-600 hover:bg-red-50 disabled:opacity-60 dark:text-red-400 dark:hover:bg-red-950/50',
      )}
    >
      <LogOut aria-hidden="true" className={iconClassName} />
      Log Out
    </button>
  );
}
