import { Markdown } from '../../../components/markdown/markdown';

/** A level's Markdown lesson (its own chunk: react-markdown loads only when a lesson opens). */
export function LessonMarkdown({ markdown }: { markdown: string }) {
  return (
    <Markdown
      markdown={markdown}
      variant="lesson"
      className="text-[15px] text-slate-700 dark:text-slate-300"
    />
  );
}
