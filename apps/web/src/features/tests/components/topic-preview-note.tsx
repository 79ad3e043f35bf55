import type { Difficulty } from '@app/shared/constants';
import { useTopicPreview } from '../api/get-topic-preview';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/**
 * Before an offline MCQ test starts: how many questions are truly on the typed topic, what the
 * test adds when they are fewer than a test's worth, and nearby topics to pick instead.
 */
export function TopicPreviewNote({
  topic,
  difficulty,
  onPick,
}: {
  topic: string;
  difficulty: Difficulty;
  onPick: (topic: string) => void;
}) {
  const settled = useDebouncedValue(topic.trim(), 400);
  const { data } = useTopicPreview(settled, difficulty, true);
  if (!data || data.bankTopic || data.topic !== settled) return null;
  const nearby = data.suggestions.slice(0, 4);
  return (
    <div
      role="status"
      className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-200"
    >
      <p>{previewSentence(data.topic, data.onTopic, data.testSize, data.fill)}</p>
      {data.fill && nearby.length > 0 ? (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <span className="text-slate-500 dark:text-slate-400">Or try:</span>
          {nearby.map((s) => (
            <button
              key={s.tag}
              type="button"
              onClick={() => onPick(s.label)}
              className="rounded-full border border-slate-300 px-2.5 py-1 text-xs hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-700"
            >
              {s.label} ({s.count})
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function previewSentence(
  topic: string,
  onTopic: number,
  testSize: number,
  fill: { label: string; count: number } | null,
): string {
  const questions = (n: number) => `${n} question${n === 1 ? '' : 's'}`;
  if (!fill)
    return `${questions(onTopic)} on ${topic} offline: the test takes the best ${testSize}.`;
  if (onTopic === 0)
    return `We have no questions on ${topic} offline; the test would be on ${fill.label} instead.`;
  return `We have ${questions(onTopic)} on ${topic} offline; the test adds ${fill.count} on ${fill.label}.`;
}
