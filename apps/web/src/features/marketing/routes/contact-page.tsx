import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Send } from 'lucide-react';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_TOPICS,
  CONTACT_TOPIC_LABELS,
  contactMessageBodySchema,
  type ContactTopic,
} from '@app/shared/contact.schemas';
import { Alert } from '../../../components/ui/alert';
import { BusyContent, Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { inputClasses, TextAreaField, TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useFormFields } from '../../../lib/use-form-fields';
import { useSendContactMessage } from '../api/send-contact-message';
import { MarketingLayout } from '../components/marketing-layout';
import { paths } from '../../../lib/paths';

function topicFrom(value: string | null): ContactTopic {
  return CONTACT_TOPICS.find((t) => t === value) ?? 'other';
}

type Draft = { name: string; email: string; company: string; message: string };
const EMPTY: Draft = { name: '', email: '', company: '', message: '' };

/**
 * /contact: careers, business enquiries (assessments, training, sponsoring) and support. The
 * message is checked with the shared schema here and again on the server, which stores it.
 */
export function ContactPage() {
  const [params] = useSearchParams();
  const initialTopic = topicFrom(params.get('topic'));
  // A link to another topic (footer: Careers, Contact Us) starts the form again on that topic.
  return <ContactForm key={initialTopic} initialTopic={initialTopic} />;
}

function ContactForm({ initialTopic }: { initialTopic: ContactTopic }) {
  const [topic, setTopic] = useState<ContactTopic>(initialTopic);
  const send = useSendContactMessage();
  const busy = send.isPending;
  const {
    values: draft,
    setValues: setDraft,
    setErrors,
    field,
  } = useFormFields<keyof Draft>(EMPTY, { disabled: busy });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = contactMessageBodySchema.safeParse({ topic, ...draft });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => setDraft(EMPTY),
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fieldErrors());
      },
    });
  }

  return (
    <MarketingLayout>
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 dark:text-white">
          Contact us
        </h1>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">
          Hiring learners, running assessments or training for your team, sponsoring a challenge, or
          need a hand with your account? Write to us and we will answer by email.
        </p>

        <Card className="mt-10 p-6 sm:p-8">
          {send.isSuccess ? (
            <div className="space-y-4">
              <Alert tone="success" title="Thank you, your message was sent.">
                We read every message and answer by email, usually within two working days.
              </Alert>
              <div className="flex flex-wrap gap-3">
                <Button variant="secondary" onClick={() => send.reset()}>
                  Send another message
                </Button>
                <Link to={paths.home()} className={buttonClasses('ghost')}>
                  Back to the home page
                </Link>
              </div>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate aria-label="Contact us" className="space-y-5">
              {send.isError && !(send.error instanceof ApiError && send.error.issues.length > 0) ? (
                <Alert title="Your message was not sent">{send.error.message}</Alert>
              ) : null}
              <div className="space-y-1.5">
                <label
                  htmlFor="contact-topic"
                  className="block text-sm font-medium text-slate-700 dark:text-slate-200"
                >
                  Topic
                </label>
                <select
                  id="contact-topic"
                  value={topic}
                  disabled={busy}
                  onChange={(e) => setTopic(topicFrom(e.target.value))}
                  className={inputClasses}
                >
                  {CONTACT_TOPICS.map((t) => (
                    <option key={t} value={t}>
                      {CONTACT_TOPIC_LABELS[t]}
                    </option>
                  ))}
                </select>
              </div>
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField label="Your name" autoComplete="name" {...field('name')} required />
                <TextField
                  label="Email"
                  type="email"
                  autoComplete="email"
                  {...field('email')}
                  required
                />
              </div>
              <TextField
                label="Company (optional)"
                autoComplete="organization"
                {...field('company')}
              />
              <TextAreaField
                label="Message"
                rows={6}
                {...field('message')}
                hint={`At least 10 characters, at most ${CONTACT_MESSAGE_MAX_LENGTH}.`}
                required
              />
              <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
                <BusyContent busy={busy} icon={Send} busyText="Sending...">
                  Send message
                </BusyContent>
              </Button>
            </form>
          )}
        </Card>
      </div>
    </MarketingLayout>
  );
}
