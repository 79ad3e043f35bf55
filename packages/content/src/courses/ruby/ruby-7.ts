import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ruby-7',
  order: 7,
  title: 'Exceptions, Files and I/O',
  description:
    'Handle errors with begin/rescue/ensure and custom exception classes, retry safely, and read and write files, directories, JSON and CSV.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Raise and rescue exceptions, and use ensure, else and retry',
    'Design custom exception hierarchies',
    'Read and write files safely with blocks',
    'Parse and generate JSON and CSV with the standard library',
  ],
  lesson: `## Raising and rescuing

\`\`\`ruby
def parse_age(text)
  age = Integer(text)                       # raises ArgumentError for "abc"
  raise ArgumentError, "age must be positive" if age <= 0
  age
end

begin
  parse_age(input)
rescue ArgumentError => e
  warn "invalid age: #{e.message}"
  nil
else
  puts "parsed"                             # runs only if no exception occurred
ensure
  puts "done"                               # always runs
end
\`\`\`

\`rescue\` clauses are checked in order, so put the **most specific** classes first. Methods and blocks (\`do ... end\`) can use \`rescue\` and \`ensure\` directly without \`begin\`. A method-level rescue is common:

\`\`\`ruby
def load_config(path)
  JSON.parse(File.read(path))
rescue Errno::ENOENT
  {}                                        # missing file: use defaults
end
\`\`\`

## The exception hierarchy

All exceptions descend from \`Exception\`, but application errors descend from **\`StandardError\`** (\`ArgumentError\`, \`TypeError\`, \`NoMethodError\`, \`KeyError\`, \`IOError\`, \`Errno::*\`, ...). A bare \`rescue\` or \`rescue => e\` catches \`StandardError\`. Never rescue \`Exception\` itself: it would also catch \`Interrupt\` (Ctrl+C), \`SystemExit\` and \`NoMemoryError\`, making programs impossible to stop.

## Custom exceptions

\`\`\`ruby
module Shop
  class Error < StandardError; end
  class OutOfStock < Error
    attr_reader :sku
    def initialize(sku) = (@sku = sku; super("#{sku} is out of stock"))
  end
  class PaymentDeclined < Error; end
end

rescue Shop::Error => e      # callers can catch every shop error at once
\`\`\`

A base error per library lets callers rescue all its errors together or individual ones specifically.

## retry

\`retry\` re-runs the \`begin\` block, useful for transient network failures. Always limit attempts and back off:

\`\`\`ruby
attempts = 0
begin
  attempts += 1
  fetch_rates
rescue Net::OpenTimeout
  retry if attempts < 3 && sleep(2**attempts)
  raise
end
\`\`\`

## Where to handle errors

Handle an exception where you can actually do something about it: retry, fall back to a default, or turn it into a helpful message for the user. Deep inside a library you usually cannot, so let the exception propagate, perhaps wrapped in your own error class with more context. At the outer boundary of the program (a web request, a background job, a command-line entry point) rescue broadly, log the error with its backtrace, report it to an error tracker and respond gracefully. Rescuing everything everywhere hides bugs and makes failures much harder to diagnose.

## Files

\`\`\`ruby
File.write("notes.txt", "first line\\n")            # create or overwrite
File.open("notes.txt", "a") { |f| f.puts "more" }  # append; closed automatically
File.read("notes.txt")                             # whole file as a string
File.readlines("notes.txt", chomp: true)           # array of lines
File.foreach("big.log") { |line| process(line) }   # stream line by line
File.exist?("notes.txt")
Dir.glob("logs/**/*.log")
\`\`\`

The **block form** of \`File.open\` guarantees the file is closed even if the block raises. Use \`File.foreach\` for large files so they are not loaded into memory at once. \`Pathname\` and \`FileUtils\` offer object-oriented paths and \`mkdir_p\`, \`cp\` and \`rm_rf\`.

## JSON and CSV

\`\`\`ruby
require "json"
data = JSON.parse('{"name":"Ada","langs":["ruby"]}', symbolize_names: true)
data[:langs]                        # ["ruby"]
JSON.generate({ ok: true })         # '{"ok":true}'
JSON.pretty_generate(data)

require "csv"
CSV.foreach("orders.csv", headers: true) do |row|
  puts "#{row['id']}: #{row['total']}"
end
CSV.open("out.csv", "w") { |csv| csv << ["id", "total"]; csv << [1, 9.5] }
\`\`\`

\`JSON.parse\` raises \`JSON::ParserError\` on invalid input, so rescue it at the boundary where the text arrives. Standard input and output are \`$stdin\` and \`$stdout\` (\`STDIN.read\`, \`$stdout.puts\`), and \`warn\` writes to standard error.
`,
  overview: {
    whatYouWillLearn: [
      'Exceptions signal errors, and rescue handles them by class, most specific first.',
      'Rescue StandardError subclasses, not Exception, so signals and exits still work.',
      'ensure always runs, making it the place for cleanup, though block-based APIs usually handle it.',
      'Custom exceptions inherit from StandardError and carry domain meaning.',
      'File.open with a block closes the file automatically, even when an error occurs.',
      'The json and csv libraries turn structured text into Ruby hashes and arrays and back.',
    ],
    proTip:
      'Never write a bare rescue that swallows errors silently; rescue the specific exception you can handle, log it with context, and let everything else propagate to a place that can report it.',
  },
  mcqs: [
    {
      question: 'Which exception class should application code rescue instead of Exception?',
      options: {
        A: 'StandardError or a subclass',
        B: 'ScriptError or one of its subclasses',
        C: 'SignalException or a subclass',
        D: 'SystemExit or one of its subclasses',
      },
      correct: 'A',
      explanation:
        'Application errors descend from StandardError; rescuing Exception (or SignalException and SystemExit) would also swallow Ctrl+C and exit requests.',
    },
    {
      question: 'When does an ensure clause run?',
      options: {
        A: 'Only when an exception was raised',
        B: 'Only when the block finished',
        C: 'Only after retry',
        D: 'Always, with or without an exception',
      },
      correct: 'D',
      explanation:
        'ensure is for cleanup that must happen in every case, whether the block finished, raised or returned.',
    },
    {
      question: 'When does the else clause of a begin/rescue block run?',
      options: {
        A: 'Always, right before ensure',
        B: 'Only if the begin block raised nothing',
        C: 'Only when a rescue clause has run and handled the error',
        D: 'Only when the rescue clause itself raises',
      },
      correct: 'B',
      explanation:
        'else runs after a begin block that completed without an exception, and before ensure.',
    },
    {
      question: 'Why should rescue clauses list the most specific exception classes first?',
      options: {
        A: 'Ruby checks the clauses from the last one upwards to the first',
        B: 'The first matching clause wins, hiding later ones',
        C: 'A general class listed first is a SyntaxError',
        D: 'Ruby picks the closest class match, but it is slower',
      },
      correct: 'B',
      explanation:
        'Clauses are tried in order and the first match wins, so a general class listed earlier would catch the exception before the specific handler.',
    },
    {
      question:
        'What is the benefit of File.open("x.txt") { |f| ... } over calling close manually?',
      options: {
        A: 'The file is read into memory in one go',
        B: 'The file is locked meanwhile',
        C: 'The file is closed even if the block raises',
        D: 'The writes are flushed after every line',
      },
      correct: 'C',
      explanation:
        'The block form guarantees the file is closed when the block exits, including by an exception.',
    },
    {
      question: "Which superclass should a library's custom errors usually inherit from?",
      options: {
        A: 'StandardError, via a library base error class',
        B: 'Exception, so that a bare rescue catches them',
        C: 'Object, like any plain Ruby class',
        D: 'ScriptError, the class meant for library code',
      },
      correct: 'A',
      explanation:
        "Inheriting from StandardError through one base class (Shop::Error) lets callers rescue all of a library's errors at once; a bare rescue catches only StandardError.",
    },
    {
      question: 'What should always accompany retry in a rescue clause?',
      options: {
        A: 'A bare rescue that catches every single error',
        B: 'Rescuing Exception instead of a subclass',
        C: 'A call to ensure right before each retry',
        D: 'A cap on attempts, with a growing delay',
      },
      correct: 'D',
      explanation:
        'Unbounded retries can loop forever and hammer a failing service, so count attempts and wait longer between them.',
    },
    {
      question: 'Which call parses JSON into a hash with symbol keys?',
      options: {
        A: 'JSON.parse(text, symbol_keys: true)',
        B: 'JSON.parse(text, symbolize_names: true)',
        C: 'JSON.parse(text).to_sym',
        D: 'JSON.parse(text).transform_keys(&:to_s)',
      },
      correct: 'B',
      explanation:
        'The symbolize_names option converts object keys to symbols; transform_keys(&:to_s) would give strings, and symbol_keys is not an option of JSON.parse.',
    },
    {
      question: 'How should a very large log file be processed line by line?',
      options: {
        A: 'File.read(path).each_line',
        B: 'File.readlines(path)',
        C: 'File.foreach(path)',
        D: 'Dir.glob(path)',
      },
      correct: 'C',
      explanation:
        'File.foreach streams the file one line at a time, so memory use stays constant; read and readlines load the whole file first.',
    },
    {
      question: 'What does Integer("abc") do?',
      options: {
        A: 'Raises ArgumentError',
        B: 'Returns 0',
        C: 'Returns nil',
        D: 'Raises a TypeError exception',
      },
      correct: 'A',
      explanation:
        'Integer() is strict and raises ArgumentError for text that is not a number, unlike "abc".to_i, which returns 0.',
    },
    {
      question:
        "In the lesson's load_config, what does rescue Errno::ENOENT followed by {} achieve?",
      options: {
        A: 'It retries the read until the file exists',
        B: 'It hides every error raised while reading or parsing',
        C: 'It creates an empty config file on disk',
        D: 'A missing file falls back to an empty hash',
      },
      correct: 'D',
      explanation:
        'A method-level rescue catches only the missing-file error and returns {} as default settings; parse errors still propagate.',
    },
    {
      question: 'Where should an exception usually be handled?',
      options: {
        A: 'As close as possible to the place where it was raised',
        B: 'In every method it passes through, then re-raised',
        C: 'Where something useful can be done about it',
        D: 'Only in a global handler at the top of the program',
      },
      correct: 'C',
      explanation:
        'Handle an exception where you can retry, fall back to a default or turn it into a helpful message; deep inside a library you usually cannot, so let it propagate.',
    },
  ],
  problems: [],
};
