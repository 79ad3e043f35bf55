import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'php-1',
  order: 1,
  title: 'Getting Started with PHP',
  description: 'Discover what PHP is, run scripts from the command line and the built-in server, and write your first pages.',
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
    proTip: 'Omit the closing ?> tag in files that contain only PHP; it prevents mysterious "headers already sent" errors caused by trailing whitespace.',
  },
  mcqs: [
    {
      question: 'Where does PHP code run?',
      options: { A: 'In the browser', B: 'On the server, which sends only the output to the browser', C: 'In the database', D: 'In a browser extension' },
      correct: 'B',
      explanation: 'PHP executes server-side; clients receive the generated HTML or JSON.',
    },
    {
      question: 'Which character starts every PHP variable name?',
      options: { A: 'The at sign @', B: 'The hash sign #', C: 'The ampersand &', D: 'The dollar sign $' },
      correct: 'D',
      explanation: 'Variables are written like $name.',
    },
    {
      question: "With $name = 'Ada', what does echo 'Hi $name'; print?",
      options: { A: 'Hi $name', B: 'Hi Ada', C: 'Hi', D: 'A syntax error' },
      correct: 'A',
      explanation: 'Single-quoted strings do not interpolate variables.',
    },
    {
      question: 'Which operator concatenates strings in PHP?',
      options: { A: 'The plus sign +', B: 'The ampersand &', C: 'The dot .', D: 'The tilde ~' },
      correct: 'C',
      explanation: 'The dot operator joins strings; + is numeric addition.',
    },
    {
      question: 'What does php -S localhost:8000 do?',
      options: { A: 'Starts the built-in development web server', B: 'Runs a syntax check', C: 'Installs PHP', D: 'Starts PHP-FPM for production' },
      correct: 'A',
      explanation: 'The built-in server is meant for local development only.',
    },
    {
      question: 'Why should files containing only PHP omit the closing ?> tag?',
      options: { A: 'It is a syntax error to include it', B: 'It makes scripts faster', C: 'It enables strict types', D: 'To avoid accidental whitespace output after the tag' },
      correct: 'D',
      explanation: 'Stray output can break headers and sessions.',
    },
    {
      question: 'What does <?= $title ?> do in a template?',
      options: { A: 'Declares $title', B: 'Outputs the value of $title', C: 'Comments out $title', D: 'Imports a file named title' },
      correct: 'B',
      explanation: 'The short echo tag is shorthand for <?php echo $title; ?>.',
    },
    {
      question: 'What does declare(strict_types=1); enable?',
      options: { A: 'Faster execution', B: 'Mandatory semicolons', C: 'Strict type checking of scalar arguments in function calls made from that file', D: 'Automatic escaping' },
      correct: 'C',
      explanation: 'Without it PHP silently coerces scalar arguments such as "5" to int.',
    },
  ],
  problems: [],
};
