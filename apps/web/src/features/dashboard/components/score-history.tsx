import type { Dashboard } from '@app/shared/tests.schemas';
import { Card } from '../../../components/ui/card';
import { ScoreChart } from './score-chart';

/** 'Score History': a chart of completed tests' scores over time. */
export function ScoreHistory({ history }: { history: Dashboard['scoreHistory'] }) {
  const last = history[history.length - 1];
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Score History</h2>
      {history.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          Finish a test to see your scores over time.
        </p>
      ) : (
        <figure className="mt-4">
          <ScoreChart history={history} />
          <figcaption className="sr-only">
            Scores of your last {history.length} completed tests
            {last ? `; the latest, ${last.title}, scored ${last.percent}%` : ''}.
          </figcaption>
        </figure>
      )}
    </Card>
  );
}
