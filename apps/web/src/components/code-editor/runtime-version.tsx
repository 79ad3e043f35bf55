/** The toolchain a language runs on, shown next to the language selector ("Node.js 24.21.0"). */
export function RuntimeVersion({ version }: { version: string | undefined }) {
  if (!version) return null;
  return (
    <span
      className="text-xs text-slate-500 dark:text-slate-400"
      title="The compiler or runtime your code runs on"
    >
      {version}
    </span>
  );
}
