import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'php-10',
  order: 10,
  title: 'Modern PHP: New Features, Frameworks, Testing and Deployment',
  description:
    'Use PHP 8.4 features, build with Laravel or Symfony, test with PHPUnit or Pest, analyse code statically and deploy with PHP-FPM and OPcache.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Use recent language features such as property hooks and asymmetric visibility',
    'Explain what Laravel and Symfony provide and how requests flow through them',
    'Write tests with PHPUnit or Pest and run static analysis',
    'Deploy with PHP-FPM, OPcache and a repeatable build',
  ],
  lesson: `## Recent language features

PHP evolves every year. Highlights you will meet in modern code:

\`\`\`php
final class User
{
    // PHP 8.4 asymmetric visibility: readable everywhere, writable only inside the class
    public private(set) string $email;

    // PHP 8.4 property hook: logic runs on write, no getter/setter boilerplate
    public string $name {
        set(string $value) => trim($value);
    }

    public function __construct(string $email, string $name)
    {
        $this->email = strtolower($email);
        $this->name = $name;
    }
}

$admin = array_find($users, fn(User $u) => $u->email === 'ada@example.com');   // PHP 8.4
$length = new ArrayObject([1, 2])->count();                                   // 8.4: no extra parentheses
\`\`\`

Earlier 8.x releases brought named arguments, \`match\`, the nullsafe operator and constructor promotion (8.0), enums, readonly properties, fibers and first-class callables (8.1), readonly classes and DNF types (8.2), typed class constants, \`json_validate\` and \`#[\\Override]\` (8.3). PHP 8.5 continues with the pipe operator \`|>\`. Each release line receives about two years of active support with bug and security fixes, followed by two more years of security fixes only, so plan an upgrade each year.

## Frameworks

Most PHP applications are built on a framework:

- **Laravel**: batteries-included and expressive, with routing, the Eloquent ORM, migrations, queues, Blade templates, authentication starters and a large ecosystem (Forge, Vapor, Livewire).
- **Symfony**: a set of decoupled, well-tested components (HTTP kernel, routing, dependency injection, Doctrine ORM integration, Twig) favoured for long-lived enterprise applications. Many other projects, including Laravel, use Symfony components.

Both follow the same flow: a **front controller** (\`public/index.php\`) receives every request, the router maps it to a controller, **middleware** handles cross-cutting concerns, a dependency injection **container** builds services, and a response object is returned. PSR standards (PSR-7 HTTP messages, PSR-11 containers, PSR-3 logging) let libraries interoperate.

## Quality tools

\`\`\`php
// tests/Unit/PriceTest.php (Pest syntax on top of PHPUnit)
it('adds tax', function () {
    expect(Price::fromCents(1000)->withTax(0.2)->cents)->toBe(1200);
});
\`\`\`

**PHPUnit** is the standard test framework and **Pest** offers a concise syntax on top of it. Static analysers **PHPStan** and **Psalm** find type errors and dead code without running anything; raise their level gradually. **PHP-CS-Fixer** or **PHP_CodeSniffer** enforce the PER coding style, and **Rector** automates upgrades to new PHP and framework versions. Run all of them in CI.

## Deployment

In production PHP usually runs under **PHP-FPM** behind Nginx (or as a single binary with FrankenPHP or the Caddy server). Enable **OPcache**, which keeps compiled bytecode in memory, and on deploy build a release with \`composer install --no-dev --optimize-autoloader\`, run migrations, warm caches and switch traffic atomically (for example by switching a symlink or rolling out a new container image). Keep configuration in environment variables, send logs to stdout or a log service, and monitor errors and performance with tools such as Sentry or an APM.`,
  overview: {
    whatYouWillLearn: [
      'Property hooks, asymmetric visibility and new array functions in PHP 8.4',
      'The feature timeline of PHP 8.0 to 8.5 and support windows',
      'What Laravel and Symfony provide and the front controller flow',
      'PSR standards for interoperability',
      'PHPUnit, Pest, PHPStan, coding standards and Rector',
      'PHP-FPM, OPcache and atomic deployments',
    ],
    proTip:
      'Add PHPStan at level 5 to an existing project, fix or baseline the findings, then raise the level one step per sprint.',
  },
  mcqs: [
    {
      question: 'What does public private(set) string $email declare in PHP 8.4?',
      options: {
        A: 'Readable publicly, writable only inside the class',
        B: 'A private property that no outside code can read or write',
        C: 'A constant',
        D: 'A property that can never be written after construction',
      },
      correct: 'A',
      explanation: 'Asymmetric visibility sets different access levels for reading and writing.',
    },
    {
      question: 'What is a property hook?',
      options: {
        A: "A database trigger that is hooked to a model's property column",
        B: 'A Composer script',
        C: 'An event listener that Laravel runs after a model is saved',
        D: 'Code attached to a property that runs on get or set',
      },
      correct: 'D',
      explanation: 'Hooks remove getter and setter boilerplate while keeping property syntax.',
    },
    {
      question: 'What is the role of public/index.php in Laravel and Symfony?',
      options: {
        A: 'It stores configuration',
        B: 'It is the front controller that receives every single request',
        C: 'It contains every route and controller of the application',
        D: 'It is only used for tests',
      },
      correct: 'B',
      explanation: 'A single entry point boots the framework and dispatches the request.',
    },
    {
      question: 'What does PHPStan do?',
      options: {
        A: 'Runs the unit tests in parallel and reports coverage for each file',
        B: 'Formats code',
        C: 'Finds type errors and bugs by analysing the code without running it',
        D: 'Deploys the app',
      },
      correct: 'C',
      explanation: 'Static analysis catches many errors before runtime.',
    },
    {
      question: 'What does OPcache improve?',
      options: {
        A: 'Keeps compiled bytecode in memory so scripts are not recompiled',
        B: 'It caches database query results between requests',
        C: 'It compresses every HTTP response before it is sent to the browser',
        D: 'It stores sessions in shared memory instead of files',
      },
      correct: 'A',
      explanation: 'Skipping parsing and compilation greatly speeds up PHP.',
    },
    {
      question: 'Which tool automates upgrading code to newer PHP or framework versions?',
      options: {
        A: 'PHP-CS-Fixer',
        B: 'Rector',
        C: 'Packagist',
        D: 'PHP-FPM',
      },
      correct: 'B',
      explanation: 'Rector applies automated refactoring rules.',
    },
    {
      question: 'Which command prepares dependencies for a production release?',
      options: {
        A: 'composer update --no-dev --with-all-dependencies',
        B: 'composer require --dev',
        C: 'composer create-project',
        D: 'composer install --no-dev --optimize-autoloader',
      },
      correct: 'D',
      explanation:
        'It installs locked versions without dev tools and builds an optimised class map.',
    },
    {
      question:
        'Which framework is described as a set of decoupled, reusable components that other projects also use?',
      options: {
        A: 'WordPress',
        B: 'Laravel Livewire',
        C: 'Symfony',
        D: 'CodeIgniter',
      },
      correct: 'C',
      explanation: 'Symfony components are used widely, including by Laravel.',
    },
    {
      question: "What is Composer's `composer.lock` file for?",
      options: {
        A: 'It lists the version ranges the project accepts',
        B: 'It locks the vendor folder against edits',
        C: 'It records the exact installed versions so every install matches',
        D: 'It stores the Packagist credentials needed to install private packages',
      },
      correct: 'C',
      explanation:
        '`composer.lock` pins the exact versions resolved, and `composer install` reproduces them; the ranges live in `composer.json`.',
    },
    {
      question: "Which tool is PHP's most widely used unit-testing framework?",
      options: {
        A: 'PHPStan',
        B: 'PHPUnit',
        C: 'Composer',
        D: 'OPcache',
      },
      correct: 'B',
      explanation: 'PHPUnit is the standard PHP testing framework; PHPStan is a static analyser.',
    },
    {
      question:
        'In a PHP-FPM deployment, what serves static files and passes `.php` requests to PHP?',
      options: {
        A: "Composer's built-in autoloader",
        B: 'OPcache preloading',
        C: 'The `php -S` development server',
        D: 'A web server such as nginx',
      },
      correct: 'D',
      explanation:
        'A web server such as nginx serves static files and forwards PHP requests to the PHP-FPM workers.',
    },
    {
      question: 'What is `php -S localhost:8000` meant for?',
      options: {
        A: 'Local development and testing only, never production',
        B: 'Running the production site behind nginx',
        C: 'Starting the PHP-FPM worker pool',
        D: 'Running a PHPStan scan on port 8000',
      },
      correct: 'A',
      explanation:
        "`php -S` starts PHP's built-in web server, which is meant for local development.",
    },
  ],
  problems: [],
};
