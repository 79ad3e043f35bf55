import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'php-1',
  order: 1,
  title: 'Getting Started with PHP',
  description:
    'Discover what PHP is, run scripts from the command line and the built-in server, and write your first pages.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Explain how PHP generates responses on the server',
    'Install PHP 8 and run scripts with the CLI and built-in web server',
    'Write PHP tags, statements, comments, echo and variables',
    'Mix PHP and HTML safely in templates',
  ],
  lesson: `## What PHP is

**PHP** is a server-side scripting language created for the web. When a browser requests a page, the web server runs the PHP script, which can read the request, query a database and produce HTML (or JSON); only the **output** reaches the browser, never the PHP source. PHP powers a large share of the web, including WordPress, Wikipedia and many Laravel and Symfony applications. Modern PHP 8 is fast (with an optional JIT compiler), has a rich type system and a mature ecosystem built around Composer.

## Running PHP

Install PHP 8.4 or newer from your package manager or php.net, then:

\`\`\`bash
php -v                      # show the version
php hello.php               # run a script from the command line
php -S localhost:8000       # built-in development web server for the current folder
php -a                      # interactive shell
\`\`\`

The built-in server is for development only; production uses a web server such as Nginx with PHP-FPM, Apache, Caddy or FrankenPHP.

## Syntax basics

\`\`\`php
<?php
// hello.php
declare(strict_types=1);

$name = 'Ada';                 // variables start with $
$year = 2026;
$languages = ['PHP', 'SQL'];  // arrays use square brackets

echo "Hello, $name!\\n";        // double quotes interpolate variables
echo 'Single quotes print $name literally', PHP_EOL;
echo "Next year is " . ($year + 1) . "\\n";   // . concatenates strings

/* Multi-line
   comment */
# shell-style comment
\`\`\`

PHP code lives between \`<?php\` and \`?>\`; a file containing only PHP should **omit the closing tag** to avoid accidental whitespace output. Statements end with semicolons. Variable names are case-sensitive and start with \`$\`. \`echo\` outputs text; \`print_r\` and \`var_dump\` show the structure of arrays and objects while debugging. \`declare(strict_types=1);\` at the top enables strict type checking for function calls in that file, a good habit from day one.

## PHP in HTML

PHP was designed to be embedded in HTML:

\`\`\`php
<?php $items = ['Tea', 'Coffee', 'Juice']; ?>
<ul>
  <?php foreach ($items as $item): ?>
    <li><?= htmlspecialchars($item) ?></li>
  <?php endforeach; ?>
</ul>
\`\`\`

\`<?= ... ?>\` is a short echo tag, and the alternative syntax (\`foreach: ... endforeach;\`) reads well in templates. Always escape output with \`htmlspecialchars\` when it can contain user data; you will see why in the security chapter. In real applications, keep logic in PHP classes and presentation in templates (plain PHP, Twig or Blade), but the principle stays the same: PHP runs on the server and sends HTML to the browser.`,
  overview: {
    whatYouWillLearn: [
      'How PHP runs on the server and returns only output',
      'The CLI, interactive shell and built-in development server',
      'PHP tags, statements, comments and variables',
      'Single versus double quotes, interpolation and concatenation',
      'echo, print_r, var_dump and strict_types',
      'Embedding PHP in HTML with short echo tags and escaping',
    ],
    proTip:
      'Omit the closing ?> tag in files that contain only PHP; it prevents mysterious "headers already sent" errors caused by trailing whitespace.',
  },
  mcqs: [
    {
      question: 'Where does PHP code run?',
      options: {
        A: 'In the browser, after the server sends it the .php file',
        B: 'On the server, which sends only the output to the browser',
        C: 'On the server, which sends the PHP source along with the HTML',
        D: 'In the browser for the parts inside <?= ?> tags, else on the server',
      },
      correct: 'B',
      explanation:
        'PHP executes server-side; clients receive only the generated HTML or JSON, never the source.',
    },
    {
      question: 'Which character starts every PHP variable name?',
      options: {
        A: 'The at sign (@)',
        B: 'The hash sign (#)',
        C: 'The ampersand (&)',
        D: 'The dollar sign ($)',
      },
      correct: 'D',
      explanation:
        'Variables are written like $name. @ suppresses errors, # starts a comment and & makes a reference.',
    },
    {
      question: "With $name = 'Ada', what does echo 'Hi $name'; print?",
      options: {
        A: 'Hi $name',
        B: 'Hi Ada',
        C: "Hi 'Ada'",
        D: 'A warning: undefined variable',
      },
      correct: 'A',
      explanation:
        'Single-quoted strings do not interpolate variables; "Hi $name" in double quotes would print Hi Ada.',
    },
    {
      question: 'Which operator concatenates strings in PHP?',
      options: {
        A: 'The plus sign (+)',
        B: 'The ampersand (&)',
        C: 'The dot (.)',
        D: 'The tilde (~)',
      },
      correct: 'C',
      explanation:
        "The dot joins strings; + is numeric addition (as in JavaScript it would concatenate), and ~ is Twig's concatenation, not PHP's.",
    },
    {
      question: 'What does php -S localhost:8000 do?',
      options: {
        A: 'Starts the built-in development web server on port 8000',
        B: 'Runs a syntax check (php -l) on every script in the folder',
        C: 'Starts PHP-FPM on 127.0.0.1:8000 to serve production traffic',
        D: 'Opens the interactive PHP shell (php -a) bound to localhost',
      },
      correct: 'A',
      explanation:
        '-S starts the built-in web server for the current folder, meant for local development only; php -l lints and php -a opens the shell.',
    },
    {
      question: 'Why should files containing only PHP omit the closing ?> tag?',
      options: {
        A: 'A closing ?> at the end of a file is a syntax error since PHP 8',
        B: 'The closing tag switches off strict_types for the rest of the file',
        C: 'OPcache only caches files that do not end with a closing tag',
        D: 'Whitespace after ?> is sent as output, for example before headers',
      },
      correct: 'D',
      explanation:
        'Anything after ?>, even a newline, is output; stray output can break header() calls and sessions. The tag itself is legal.',
    },
    {
      question: 'What does <?= $title ?> do in a template?',
      options: {
        A: 'Declares $title',
        B: 'Outputs the value of $title',
        C: 'Outputs $title, escaped for HTML automatically',
        D: 'Checks whether $title is set and not null',
      },
      correct: 'B',
      explanation:
        'The short echo tag is shorthand for <?php echo $title; ?>. It does not escape anything: wrap user data in htmlspecialchars().',
    },
    {
      question: 'What does declare(strict_types=1); enable?',
      options: {
        A: 'Strict type checks in every file the script includes',
        B: 'Required type declarations on every variable',
        C: 'Strict scalar type checks for calls made from that file',
        D: 'Errors for loose comparisons such as == in that file',
      },
      correct: 'C',
      explanation:
        'It applies per file, to function calls made from that file: a "5" passed to an int parameter throws a TypeError instead of being coerced. It does not affect comparisons.',
    },
    {
      question: 'Which is best for inspecting the structure of an array $arr while debugging?',
      options: {
        A: 'var_dump() or print_r()',
        B: 'echo $arr;',
        C: 'print $arr; which lists keys and values',
        D: "printf('%s', $arr); to format it",
      },
      correct: 'A',
      explanation:
        'var_dump and print_r show keys, values (and types, for var_dump). echo or print of an array outputs just the word Array with a warning.',
    },
    {
      question: 'What should serve a PHP application in production?',
      options: {
        A: 'The built-in server, started with php -S 0.0.0.0:80',
        B: 'A web server such as Nginx or Apache, running PHP-FPM',
        C: 'php -a behind a load balancer',
        D: 'The php CLI, started once per request by a cron job',
      },
      correct: 'B',
      explanation:
        'The built-in server is for development only; production uses Nginx with PHP-FPM, Apache, Caddy or FrankenPHP.',
    },
    {
      question: 'Why wrap user data in htmlspecialchars() before echoing it into HTML?',
      options: {
        A: 'So that any non-ASCII characters in the data are converted to UTF-8',
        B: 'So the data is trimmed and stripped of SQL keywords first',
        C: 'So that the short echo tag can output the data faster',
        D: 'So characters like < and & are escaped and cannot inject markup',
      },
      correct: 'D',
      explanation:
        'Escaping turns <, >, &, and quotes into entities, so user data is shown as text instead of being interpreted as HTML or scripts (XSS).',
    },
    {
      question: 'In PHP 8, with $year = 2026, what does echo "Next year is " . $year + 1; print?',
      options: {
        A: 'Next year is 20261',
        B: '1, with a warning that "Next year is 2026" is non-numeric',
        C: 'Next year is 2027',
        D: 'A TypeError, as a string cannot be added to',
      },
      correct: 'C',
      explanation:
        'Since PHP 8, + and - bind tighter than the . operator, so $year + 1 is computed first. (In PHP 7 the concatenation happened first, giving 1 with a warning.) Parentheses make the intent explicit.',
    },
  ],
  problems: [],
};
