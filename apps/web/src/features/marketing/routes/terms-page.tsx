import { LegalPage } from '../components/legal-page';

export function TermsPage() {
  return (
    <LegalPage title="Terms and conditions" updated="2024">
      <section>
        <h2>Using CodeConquer</h2>
        <p>
          CodeConquer is a place to practise programming and learn with courses and tests. By
          creating an account you agree to these terms.
        </p>
      </section>
      <section>
        <h2>Your account</h2>
        <ul>
          <li>
            Give a real email address and keep your password to yourself; you are responsible for
            what happens under your account.
          </li>
          <li>
            One person per account. Tell the operator of this site if you think someone else has
            used yours.
          </li>
        </ul>
      </section>
      <section>
        <h2>Fair use</h2>
        <ul>
          <li>
            Code you submit runs in a sandbox with limits on time, memory and output. Do not try to
            escape it, attack the server or other users, or overload the service.
          </li>
          <li>Do not submit anything unlawful or anything you have no right to share.</li>
          <li>
            Automated sign-ups, scraping and attempts to read other users&apos; data are not
            allowed.
          </li>
        </ul>
      </section>
      <section>
        <h2>Scores and content</h2>
        <p>
          Scores reflect your answers at the time you took a test. Questions and feedback may come
          from an automated service and may contain mistakes; they are for practice, not
          certification.
        </p>
        <p>
          Your code and answers remain yours. Course material and questions remain the property of
          their authors.
        </p>
      </section>
      <section>
        <h2>Availability and changes</h2>
        <p>
          The service is provided as is, without warranty. The operator may change or suspend it,
          and may close accounts that break these terms. If these terms change, the date at the top
          of this page changes with them.
        </p>
      </section>
    </LegalPage>
  );
}
