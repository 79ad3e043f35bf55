import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'node-10',
  order: 10,
  title: 'Authentication and Security',
  description:
    'Protect a Node API: password hashing, sessions versus JWTs, input validation, rate limiting and secure headers.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Store passwords with a slow, salted hash',
    'Compare cookie sessions with JWT access tokens',
    'Validate input and apply security headers and rate limits',
    'Manage secrets and dependencies securely',
  ],
  lesson: `## Passwords

Never store passwords in plain text or with a fast hash such as SHA-256: attackers with a leaked database can try billions of guesses per second. Use a deliberately **slow, salted** password hash: **Argon2id** (recommended), **scrypt** (built into \`node:crypto\`) or **bcrypt**. The salt makes identical passwords hash differently and defeats precomputed tables.

\`\`\`js
import argon2 from 'argon2';
const hash = await argon2.hash(password);          // store this
const ok = await argon2.verify(hash, attempt);     // on login
\`\`\`

Compare secrets such as API keys with \`crypto.timingSafeEqual\` to avoid timing attacks.

## Sessions or tokens?

With **server sessions**, the server stores session data and sends a random session id in a cookie marked \`HttpOnly\`, \`Secure\` and \`SameSite=Lax\`. Logging out or revoking access is simply deleting the session. This is the best default for browser apps served from your own domain.

**JWTs** (JSON Web Tokens) are signed, self-contained tokens: the server verifies the signature instead of looking anything up.

\`\`\`js
import { SignJWT, jwtVerify } from 'jose';
const secret = new TextEncoder().encode(process.env.JWT_SECRET);
const token = await new SignJWT({ sub: user.id, role: user.role })
  .setProtectedHeader({ alg: 'HS256' })
  .setExpirationTime('15m')
  .sign(secret);
const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
\`\`\`

A JWT payload is only base64url-encoded, **not encrypted**: never put secrets in it. Tokens cannot easily be revoked before they expire, so keep access tokens short-lived and pair them with refresh tokens that can be revoked. Always pin the accepted algorithms when verifying. JWTs suit service-to-service calls and mobile clients; storing them in \`localStorage\` exposes them to any XSS.

## Authorisation

Authentication says **who** the user is; **authorisation** decides what they may do. Check ownership on every request (\`WHERE id = $1 AND owner_id = $2\`), not just whether the user is logged in. Broken object-level authorisation is the top risk in the OWASP API Security Top 10.

## Input, headers and limits

- Validate every input with a schema (Zod, Valibot, JSON Schema) and reject unknown fields.
- Add security headers with \`helmet\`: Content-Security-Policy, HSTS, X-Content-Type-Options.
- Configure CORS with an explicit list of allowed origins, never reflecting any origin together with credentials.
- **Rate-limit** login and expensive endpoints (for example with \`express-rate-limit\` backed by Redis) to slow brute-force attacks.
- Limit body sizes and set timeouts.

## Secrets and supply chain

Load secrets from environment variables or a secret manager, never commit them, and rotate them. Run \`npm audit\`, keep dependencies updated, and enable lock-file review in pull requests. Node's **permission model** (\`--permission\` with \`--allow-fs-read\` and friends) can restrict what a process may access, limiting the damage of a compromised dependency.`,
  overview: {
    whatYouWillLearn: [
      'Why password hashes must be slow and salted',
      'Server sessions with secure cookies',
      'How JWTs are signed, verified and why they are not encrypted',
      'Authentication versus object-level authorisation',
      'Validation, helmet, CORS and rate limiting',
      'Secret management and supply-chain hygiene',
    ],
    proTip:
      'Return the same error message and take similar time for "unknown user" and "wrong password" so attackers cannot enumerate accounts.',
  },
  mcqs: [
    {
      question: 'Which is the recommended way to store user passwords?',
      options: {
        A: 'A single SHA-256 hash of the password',
        B: 'AES-256 encryption with a key kept on the server',
        C: 'A slow salted hash such as Argon2id',
        D: 'Base64 encoding',
      },
      correct: 'C',
      explanation:
        'Slow salted hashes make offline guessing expensive; encryption and fast hashes do not.',
    },
    {
      question: 'What is true about the payload of a signed JWT?',
      options: {
        A: 'Anyone holding the token can read it',
        B: 'It is encrypted with the signing secret key',
        C: 'It is stored on the server, not in the token',
        D: 'It cannot include a user id or an email',
      },
      correct: 'A',
      explanation:
        'Signing protects integrity, not confidentiality; the payload is only base64url-encoded.',
    },
    {
      question: 'Why should access tokens be short-lived?',
      options: {
        A: 'Short tokens are smaller',
        B: 'Browsers discard tokens older than an hour from storage automatically',
        C: 'Long tokens cannot be signed',
        D: 'A stateless token cannot easily be revoked before it expires',
      },
      correct: 'D',
      explanation: 'Short lifetimes limit how long a stolen token remains useful.',
    },
    {
      question:
        'A logged-in user requests /invoices/123, which belongs to another customer. What check prevents the leak?',
      options: {
        A: 'Rate limiting requests to the invoices endpoint per user',
        B: 'Checking that the invoice belongs to the logged-in user',
        C: 'HTTPS',
        D: 'Hashing invoice ids (e.g. /invoices/a9f3) so they cannot be guessed',
      },
      correct: 'B',
      explanation: 'Being authenticated is not enough; ownership must be verified for each object.',
    },
    {
      question: 'Which cookie attributes should a session cookie have?',
      options: {
        A: 'Domain=* and Path=/ so every subdomain gets it',
        B: 'An expiry date 10 years in the future',
        C: 'HttpOnly, Secure and SameSite',
        D: 'No attributes, so browsers use defaults',
      },
      correct: 'C',
      explanation:
        'These keep the cookie away from scripts, plain HTTP and most cross-site requests.',
    },
    {
      question: 'Why pass { algorithms: ["HS256"] } when verifying a JWT?',
      options: {
        A: 'To stop algorithm confusion, such as accepting unsigned tokens',
        B: 'To make verification faster',
        C: 'To encrypt the token',
        D: "It is required so that the library can check the token's expiry time",
      },
      correct: 'A',
      explanation: 'Pinning algorithms stops attackers from choosing a weaker or none algorithm.',
    },
    {
      question: 'What does the helmet middleware provide?',
      options: {
        A: 'Password hashing with bcrypt or scrypt',
        B: 'Database connection pooling for Express apps',
        C: 'JWT signing',
        D: 'A set of HTTP security headers',
      },
      correct: 'D',
      explanation: 'helmet sets headers such as CSP, HSTS and X-Content-Type-Options.',
    },
    {
      question:
        'Which protection most directly slows down password brute-force attempts on a login endpoint?',
      options: {
        A: 'CORS',
        B: 'Rate limiting',
        C: 'Gzip compression',
        D: 'ETags',
      },
      correct: 'B',
      explanation: 'Limiting attempts per account and IP makes guessing impractical.',
    },
    {
      question: 'Where should a signing secret such as `JWT_SECRET` be kept?',
      options: {
        A: 'In the source code, so every replica has the same value',
        B: 'In an environment variable or secret manager, not in git',
        C: 'In `package.json` under a `secret` field',
        D: 'In the JWT payload, so the server can read it back',
      },
      correct: 'B',
      explanation:
        "Secrets belong in the environment or a secret manager, never in the repository or in a token's readable payload.",
    },
    {
      question: 'Why set a request body size limit on a JSON API?',
      options: {
        A: 'Because JSON cannot represent documents larger than 1 MB',
        B: 'So that responses can be compressed more efficiently by gzip',
        C: 'So huge bodies cannot exhaust memory and stall the whole server',
        D: 'Because HTTP/1.1 forbids bodies above 100 KB',
      },
      correct: 'C',
      explanation:
        'Without a limit, a client can send enormous bodies that consume memory and CPU while being parsed.',
    },
    {
      question: 'What does `npm audit` report?',
      options: {
        A: 'Unused dependencies that can be removed from package.json',
        B: 'Licence conflicts between the installed packages',
        C: 'Outdated packages with newer major versions available',
        D: 'Known vulnerabilities in installed dependencies',
      },
      correct: 'D',
      explanation:
        '`npm audit` checks the dependency tree against a database of known security advisories.',
    },
    {
      question: 'Which of these is authorisation rather than authentication?',
      options: {
        A: 'Checking that this user may delete this particular post',
        B: 'Verifying a password against its stored hash',
        C: 'Validating the signature of a login token',
        D: "Sending a one-time code to the user's phone to log in",
      },
      correct: 'A',
      explanation:
        'Authentication establishes who the user is; authorisation decides what that user may do.',
    },
  ],
  problems: [],
};
