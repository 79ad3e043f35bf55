import { LegalPage } from '../components/legal-page';

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="2026">
      <section>
        <h2>Who is responsible</h2>
        <p>
          CodeConquer runs on the server of whoever operates this site. That operator is responsible
          for the data described here. This page says what the app itself stores and why.
        </p>
      </section>
      <section>
        <h2>What we store</h2>
        <ul>
          <li>
            Your account: name, email address and a one-way hash of your password (never the
            password itself). If you sign in with Google, we receive your name and email from
            Google.
          </li>
          <li>
            Your profile: your handle (the name in your public profile's address, suggested from
            your name when you sign up), your time zone, and the bio, location, website, GitHub and
            LinkedIn usernames, company, role and skills you choose to enter.
          </li>
          <li>Your settings: notification and privacy switches, theme and language.</li>
          <li>
            Your learning: the tests you take, your answers and code, scores, your progress through
            courses, the certificates of the courses you complete, and the questions waiting in your
            review queue.
          </li>
          <li>
            Mail we send you: what was sent, when, and whether it was delivered, so nothing is sent
            twice.
          </li>
        </ul>
      </section>
      <section>
        <h2>Cookies and local storage</h2>
        <p>
          We set two cookies: an HTTP-only session cookie that keeps you signed in, and{' '}
          <code>cc_signed_in=1</code>, which holds no identifier and only tells our pages to start
          the app at once for a signed-in visitor. Your browser also remembers your theme and
          language in local storage so pages open in the right colours. There are no advertising or
          tracking cookies.
        </p>
      </section>
      <section>
        <h2>Generated questions</h2>
        <p>
          Tests come from a built-in question bank. If the operator connects an AI service, the
          topic and difficulty you choose, and for feedback your submitted answer, are sent to that
          service to generate questions and feedback. Your name and email are not.
        </p>
      </section>
      <section>
        <h2>Who can see your data</h2>
        <p>
          Your settings, tests, answers, code and progress are visible only to you when you are
          signed in. With <strong>Public Profile</strong> off (the default), nothing about you
          appears anywhere public. With it on, anyone with the link to your profile (
          <code>/u/your-handle</code>) sees your display name, the profile details you entered, your
          activity map, completed courses, certificates and test totals, never your answers or code;
          search engines are asked not to index it unless you allow that. Your email appears there
          only with <strong>Show Email</strong> on. A certificate&apos;s page shows your display
          name, the course and the date to anyone with its link, so it can be verified. We do not
          sell or share your data.
        </p>
      </section>
      <section>
        <h2>Your choices</h2>
        <ul>
          <li>Edit your profile and settings at any time from the Profile and Settings pages.</li>
          <li>
            Turn each kind of mail off in Settings, or with the one-click unsubscribe link in every
            message.
          </li>
          <li>
            Download all your data as JSON, or delete your account and everything linked to it
            (certificates are revoked), from the Settings page.
          </li>
        </ul>
      </section>
    </LegalPage>
  );
}
