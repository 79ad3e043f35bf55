import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'php-9',
  order: 9,
  title: 'Web Security in PHP',
  description:
    'Defend PHP applications against XSS, SQL injection, CSRF, session attacks, unsafe uploads and weak password storage.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Escape output correctly for HTML contexts to prevent XSS',
    'Prevent SQL injection and CSRF',
    'Store passwords with password_hash and secure sessions',
    'Handle file uploads and configuration safely',
  ],
  lesson: `## Cross-site scripting (XSS)

XSS happens when user-controlled text is output as HTML and the browser executes injected script. Escape **every** dynamic value at output time for the context it lands in:

\`\`\`php
function e(string $value): string
{
    return htmlspecialchars($value, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8');
}
?>
<p>Hello, <?= e($user['name']) ?></p>
<input value="<?= e($search) ?>">
\`\`\`

\`htmlspecialchars\` converts \`< > & " '\` into entities. It protects HTML text and quoted attributes, but not every context: a user-supplied URL in \`href\` must also be validated to start with \`https://\` (to block \`javascript:\` URLs), and data for JavaScript should be encoded with \`json_encode\`. Template engines such as Twig and Blade escape by default. A **Content Security Policy** header adds a second layer.

## SQL injection

Always use prepared statements with bound parameters (chapter 7). Escaping functions and \`addslashes\` are not a substitute. Validate identifiers such as sort columns against an allow-list.

## CSRF

A malicious site can make a logged-in user's browser submit a form to your site, and the browser attaches the session cookie. Defend with a **CSRF token**: a random value stored in the session and included in every form, verified on submission with \`hash_equals\`:

\`\`\`php
$_SESSION['csrf'] ??= bin2hex(random_bytes(32));
// in the form: <input type="hidden" name="csrf" value="<?= e($_SESSION['csrf']) ?>">
if (!hash_equals($_SESSION['csrf'], $_POST['csrf'] ?? '')) {
    http_response_code(403);
    exit('Invalid request');
}
\`\`\`

\`SameSite=Lax\` session cookies block most cross-site POSTs as well. State-changing actions must never be triggered by GET requests.

## Passwords and sessions

\`\`\`php
$hash = password_hash($password, PASSWORD_DEFAULT);   // bcrypt today, upgradeable
if (password_verify($attempt, $hash)) {
    if (password_needs_rehash($hash, PASSWORD_DEFAULT)) { /* store a new hash */ }
    session_regenerate_id(true);
}
\`\`\`

Never use \`md5\` or \`sha1\` for passwords; \`password_hash\` salts automatically and is deliberately slow (\`PASSWORD_ARGON2ID\` is also available). Use \`random_bytes\` or \`random_int\` for tokens, never \`rand\` or \`uniqid\`. Secure sessions with HttpOnly, Secure and SameSite cookie flags, regenerate the id at login, and rate-limit login attempts.

## Uploads, includes and configuration

- Validate uploaded files by size and by actual content type (\`finfo\`), generate your own file names, and store them **outside the web root** or in object storage so they can never be executed as PHP.
- Never pass user input to \`include\`, \`require\`, \`eval\`, \`exec\` or \`unserialize\`; use \`json_decode\` for data exchange.
- In production set \`display_errors=Off\` and \`log_errors=On\`, hide the PHP version (\`expose_php=Off\`), serve only the \`public/\` directory, keep PHP and Composer dependencies updated, and run \`composer audit\`.`,
  overview: {
    whatYouWillLearn: [
      'Context-aware output escaping with htmlspecialchars',
      'Why URLs and JavaScript contexts need extra care',
      'Prepared statements against SQL injection',
      'CSRF tokens with random_bytes and hash_equals',
      'password_hash, password_verify and rehashing',
      'Safe uploads, dangerous functions and production configuration',
    ],
    proTip:
      'Create a tiny e() helper for htmlspecialchars with ENT_QUOTES and UTF-8 on day one, and never echo a variable without it.',
  },
  mcqs: [
    {
      question: 'Which function should escape user data before placing it in HTML?',
      options: {
        A: 'addslashes, which escapes quotes with backslashes',
        B: 'strip_tags, removing every tag from the input',
        C: 'htmlspecialchars with ENT_QUOTES and UTF-8',
        D: '`urlencode()` on every value',
      },
      correct: 'C',
      explanation: 'htmlspecialchars converts HTML-significant characters into entities.',
    },
    {
      question: 'Why is htmlspecialchars alone insufficient for a user-supplied link in href?',
      options: {
        A: 'A `javascript:` URL has no special characters, yet it still executes',
        B: 'href values are escaped twice, which breaks every link on the page',
        C: 'It double-encodes `&` in URLs',
        D: 'It is too slow',
      },
      correct: 'A',
      explanation: 'URLs must also be validated, for example to require https.',
    },
    {
      question: 'What does a CSRF token prove?',
      options: {
        A: 'That the user is an admin',
        B: 'That the password is correct',
        C: 'That the request came over HTTPS',
        D: 'That the form was served by your own site to this session',
      },
      correct: 'D',
      explanation: 'Attackers on other sites cannot read the secret token.',
    },
    {
      question: 'Why compare tokens with hash_equals instead of ===?',
      options: {
        A: 'It is faster',
        B: 'It compares in constant time, avoiding timing attacks',
        C: 'It hashes both values first, so the stored token stays secret',
        D: 'It ignores case, so tokens in any letter case still match',
      },
      correct: 'B',
      explanation: 'Constant-time comparison leaks no information through response timing.',
    },
    {
      question: 'Which function should store a user password?',
      options: {
        A: 'md5',
        B: 'sha1',
        C: "hash('sha256')",
        D: 'password_hash',
      },
      correct: 'D',
      explanation: 'password_hash uses a slow, salted algorithm such as bcrypt or Argon2id.',
    },
    {
      question: 'Which function generates a cryptographically secure token?',
      options: {
        A: 'random_bytes',
        B: 'rand(0, PHP_INT_MAX)',
        C: 'uniqid with more_entropy',
        D: 'mt_rand with a seed',
      },
      correct: 'A',
      explanation: 'random_bytes uses the operating system CSPRNG.',
    },
    {
      question: 'Where should uploaded files be stored?',
      options: {
        A: 'In the public web root, keeping the names users gave them',
        B: 'Outside the web root, under generated file names',
        C: 'In the PHP source folder, next to the application scripts',
        D: 'In the session',
      },
      correct: 'B',
      explanation: 'This prevents uploaded scripts from ever being executed.',
    },
    {
      question: 'Which setting should be off in production to avoid leaking internals?',
      options: {
        A: 'session.cookie_secure',
        B: 'output_buffering',
        C: 'display_errors',
        D: 'session.use_strict_mode',
      },
      correct: 'C',
      explanation: 'Errors should be logged, not shown to visitors.',
    },
    {
      question: 'Which function checks a login password against a stored hash?',
      options: {
        A: '`password_hash`',
        B: '`hash_equals`',
        C: '`password_compare`',
        D: '`password_verify`',
      },
      correct: 'D',
      explanation:
        '`password_verify` checks a plain password against a hash made by `password_hash`.',
    },
    {
      question: 'What should happen to the session ID right after a user logs in?',
      options: {
        A: 'Call `session_regenerate_id(true)` so the user gets a fresh ID',
        B: 'Copy it into a second cookie without the `HttpOnly` flag',
        C: 'Keep it unchanged so the user stays recognised',
        D: 'Append it to every URL as `?PHPSESSID=...`',
      },
      correct: 'A',
      explanation:
        'Regenerating the ID at login prevents session fixation with an ID the attacker already knows.',
    },
    {
      question: "Why is `include $_GET['page'] . '.php';` dangerous?",
      options: {
        A: 'It makes every page load twice as slowly, since the file is parsed twice',
        B: 'An attacker can choose which file the server includes and runs',
        C: '`include` cannot take a variable expression, so the statement fails',
        D: 'It prints the PHP source of the included page straight to the visitor',
      },
      correct: 'B',
      explanation:
        'The request decides the path, so an attacker can make the server include and run files of their choosing.',
    },
    {
      question: 'Which cookie flag stops JavaScript from reading the session cookie?',
      options: {
        A: '`Secure`',
        B: '`SameSite=Strict`',
        C: '`HttpOnly`',
        D: '`Path=/`',
      },
      correct: 'C',
      explanation:
        '`HttpOnly` hides the cookie from `document.cookie`; `Secure` only limits it to HTTPS.',
    },
  ],
  problems: [],
};
