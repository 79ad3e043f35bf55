import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Play } from 'lucide-react';
import {
  DEFAULT_DIFFICULTY,
  DIFFICULTIES,
  TEST_TYPES,
  TOPIC_MAX_LENGTH,
  type Difficulty,
  type TestType,
} from '@app/shared/constants';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useCreateTest } from '../api/create-test';
import { AlertDialog } from '../../../components/ui/message-dialog';
import { GeneratingState } from '../../../components/ui/generating-state';
import { TopicField } from './topic-field';
import { LanguageNote } from './language-note';
import { TopicPreviewNote } from './topic-preview-note';
import { START_TEST_ALERT, SUGGESTED_TOPICS, testTypeInfo } from './test-catalogue';
import { paths } from '../../../lib/paths';
import { choiceCardClasses, RadioChoices } from '../../../components/ui/radio-choices';

const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

/** What another page may hand over in the navigation state: { type?, topic?, difficulty? }. */
function readPrefill(state: unknown): {
  type: TestType | null;
  topic: string;
  difficulty: Difficulty;
} {
  const s = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const type = TEST_TYPES.find((t) => t === s.type) ?? null;
  const difficulty = DIFFICULTIES.find((d) => d === s.difficulty) ?? DEFAULT_DIFFICULTY;
  const topic = typeof s.topic === 'string' ? s.topic.slice(0, TOPIC_MAX_LENGTH) : '';
  return { type, topic, difficulty };
}

/** The message of a failed POST /api/tests: the spec's alert unless the request itself was wrong. */
function failureMessage(error: Error, type: TestType): string {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.code !== 'GENERATION_FAILED'
  ) {
    return error.message;
  }
  return testTypeInfo(type).generationFailed;
}

/** The suggested topics are the bank's own pools: they need no preview. */
function isSuggestedTopic(topic: string): boolean {
  return SUGGESTED_TOPICS.some(({ topics }) => topics.includes(topic.trim()));
}

const legendClasses = 'text-base font-semibold text-slate-900 dark:text-white';

/** A suggested topic's and a difficulty's colours: filled once chosen. */
function chipColours(chosen: boolean): string {
  return chosen
    ? 'border-brand-500 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-500'
    : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800';
}

/** A test type's choice: its icon, name and what it asks. */
function TestTypeChoice({ type, checked }: { type: TestType; checked: boolean }) {
  const { label, description, icon: Icon } = testTypeInfo(type);
  return (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-lg',
          checked
            ? 'bg-brand-600 text-white dark:bg-brand-500'
            : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
        )}
      >
        <Icon className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-slate-900 dark:text-white">{label}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-400">{description}</span>
      </span>
    </>
  );
}

/** Start a New Test: type, topic (free or suggested), difficulty, then Start Test. */
export function StartTestForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const [initial] = useState(() => readPrefill(location.state));
  const [type, setType] = useState<TestType | null>(initial.type);
  const [topic, setTopic] = useState(initial.topic);
  const [difficulty, setDifficulty] = useState<Difficulty>(initial.difficulty);
  const [alert, setAlert] = useState<string | null>(null);
  const create = useCreateTest();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = topic.trim();
    if (!type || trimmed === '') {
      setAlert(START_TEST_ALERT);
      return;
    }
    create.mutate(
      { type, topic: trimmed, difficulty },
      {
        onSuccess: (test) =>
          void navigate(paths.test(test.type, test.id), {
            state: { topic: test.topic, difficulty: test.difficulty },
          }),
        onError: (error) => setAlert(failureMessage(error, type)),
      },
    );
  }

  if (create.isPending && type)
    return (
      <GeneratingState
        label={testTypeInfo(type).generating}
        note="This takes a few seconds. Your test opens as soon as it is ready."
      />
    );

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <Card className="p-5 sm:p-6">
          <fieldset>
            <legend className={legendClasses}>Test type</legend>
            <RadioChoices
              name="test-type"
              options={TEST_TYPES}
              value={type}
              onSelect={setType}
              className="mt-4 grid gap-3 sm:grid-cols-2"
              optionClassName={choiceCardClasses}
            >
              {(value, checked) => <TestTypeChoice type={value} checked={checked} />}
            </RadioChoices>
          </fieldset>
        </Card>

        <Card className="p-5 sm:p-6">
          <TopicField value={topic} onChange={setTopic} />
          {type ? <LanguageNote type={type} topic={topic} /> : null}
          {type === 'mcq' && topic.trim() && !isSuggestedTopic(topic) ? (
            <TopicPreviewNote topic={topic} difficulty={difficulty} onPick={setTopic} />
          ) : null}
          <div className="mt-5 space-y-4">
            {SUGGESTED_TOPICS.map(({ level, topics }) => (
              <div key={level}>
                <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                  {level}
                </h2>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {topics.map((suggestion) => {
                    const chosen = topic.trim() === suggestion;
                    return (
                      <li key={suggestion}>
                        <button
                          type="button"
                          aria-pressed={chosen}
                          onClick={() => setTopic(suggestion)}
                          className={cn(
                            'rounded-full border px-3 py-1.5 text-sm transition-colors',
                            chipColours(chosen),
                          )}
                        >
                          {suggestion}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </div>
        </Card>

        <Card className="p-5 sm:p-6">
          <fieldset>
            <legend className={legendClasses}>Difficulty</legend>
            <RadioChoices
              name="difficulty"
              options={DIFFICULTIES}
              value={difficulty}
              onSelect={setDifficulty}
              className="mt-4 grid grid-cols-3 gap-2 sm:max-w-md"
              optionClassName={(checked) =>
                cn(
                  'rounded-lg border px-3 py-2.5 text-center text-sm font-medium has-[:focus-visible]:outline-offset-2',
                  chipColours(checked),
                )
              }
            >
              {(value) => DIFFICULTY_LABELS[value]}
            </RadioChoices>
          </fieldset>
        </Card>

        <div className="flex justify-end">
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            <Play aria-hidden="true" className="size-4" />
            Start Test
          </Button>
        </div>
      </form>
      {alert ? <AlertDialog message={alert} onClose={() => setAlert(null)} /> : null}
    </>
  );
}
