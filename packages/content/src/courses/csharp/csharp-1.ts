import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'csharp-1',
  order: 1,
  title: 'C# and .NET Basics',
  description:
    'Create and run C# programs with the .NET SDK, understand the runtime and project structure, and write your first console output.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Describe the .NET runtime, the SDK and how C# is compiled to IL',
    'Create, build and run a console project with the dotnet CLI',
    'Write top-level statements and a classic Main method',
    'Print and read text with Console and string interpolation',
  ],
  lesson: `## C# and .NET

C# is a modern, statically typed, object-oriented language from Microsoft that also embraces functional features. It runs on **.NET**, a free, open-source, cross-platform runtime for Windows, Linux and macOS. The C# compiler (Roslyn) translates source code into **Intermediate Language (IL)** stored in assemblies (\`.dll\` files). At run time the **Common Language Runtime (CLR)** compiles IL to native code just in time, manages memory with a garbage collector and enforces type safety. New versions ship every November: .NET 8 and .NET 10 are long-term-support releases, and each brings a new C# version.

## Your first project

Install the .NET SDK and use the \`dotnet\` command-line tool:

\`\`\`bash
dotnet new console -o Hello     # create a project folder with Hello.csproj and Program.cs
cd Hello
dotnet run                      # restore, build and run
\`\`\`

The \`.csproj\` file describes the project: target framework, settings such as \`<Nullable>enable</Nullable>\`, and package references added with \`dotnet add package\`. Packages come from **NuGet**, the .NET package registry.

## Top-level statements and Main

Modern templates use **top-level statements**: the file's statements form the program's entry point, without any boilerplate.

\`\`\`csharp
// Program.cs
Console.Write("What is your name? ");
string name = Console.ReadLine();
Console.WriteLine($"Hello, {name ?? "stranger"}!");
int year = 2026;
Console.WriteLine($"Next year is {year + 1}, pi is about {Math.PI:F2}");
\`\`\`

The compiler wraps these statements in a generated \`Main\` method. The classic form, which you will still see in many codebases and which older compilers require, is explicit. The runner's Mono compiler speaks C# 7, so there you write this form: top-level statements arrived in C# 9 and \`string?\` annotations in C# 8.

\`\`\`csharp
using System;

class Program
{
    static void Main(string[] args)
    {
        Console.WriteLine("Hello from Main");
    }
}
\`\`\`

\`using System;\` imports the namespace that contains \`Console\` and \`Math\`. New projects enable **implicit usings**, which import common namespaces automatically. Namespaces organise types (\`System.Collections.Generic\`), and file-scoped namespace declarations (\`namespace MyApp;\`) avoid an extra level of indentation.

## Console I/O and interpolation

\`Console.WriteLine\` prints a line and \`Console.Write\` prints without a newline. \`Console.ReadLine()\` returns the next line or \`null\` at end of input, which is why its type is \`string?\`. For reading everything at once, \`Console.In.ReadToEnd()\` returns the whole input.

**String interpolation** (\`$"..."\`) embeds expressions in braces, with optional format strings after a colon: \`{price:C}\` for currency, \`{ratio:P1}\` for a percentage with one decimal, \`{value,8}\` to right-align in eight characters. Verbatim strings (\`@"C:\\temp"\`) keep backslashes literal, and raw string literals (\`"""\`) hold multi-line text without escaping. Naming conventions: \`PascalCase\` for types, methods and properties, \`camelCase\` for locals and parameters.`,
  overview: {
    whatYouWillLearn: [
      'C# compiles to IL that the CLR just-in-time compiles to native code',
      '.NET is cross-platform and ships yearly with LTS releases',
      'The dotnet CLI creates, builds and runs projects described by .csproj files',
      'Top-level statements generate the Main method for you',
      'Console.ReadLine returns null at end of input, so its type is string?',
      'String interpolation embeds expressions with format specifiers',
    ],
    proTip:
      'Keep <Nullable>enable</Nullable> and <TreatWarningsAsErrors>true</TreatWarningsAsErrors> in every new project; the compiler becomes your first code reviewer.',
  },
  mcqs: [
    {
      question: 'What does the C# compiler produce from source code?',
      options: {
        A: 'Intermediate Language (IL) in assemblies',
        B: 'Native machine code (x64) for one operating system',
        C: 'Java bytecode that runs on the JVM',
        D: 'Script files the CLR interprets line by line',
      },
      correct: 'A',
      explanation: 'C# compiles to IL, which the CLR compiles to native code at run time.',
    },
    {
      question: 'Which command creates a new console application?',
      options: {
        A: 'dotnet create console',
        B: 'dotnet init console',
        C: 'dotnet new console',
        D: 'dotnet run --new console',
      },
      correct: 'C',
      explanation: 'dotnet new uses a template to scaffold a project.',
    },
    {
      question: 'What does Console.ReadLine() return when there is no more input?',
      options: {
        A: 'An empty string',
        B: 'null',
        C: 'It throws EndOfStreamException',
        D: '-1',
      },
      correct: 'B',
      explanation:
        'At end of input ReadLine returns null, which is why its return type is string?.',
    },
    {
      question: 'What are top-level statements?',
      options: {
        A: 'Statements that run before `Main()` starts, like a static constructor would',
        B: 'Statements placed in a special Startup class that the host calls',
        C: 'Global variables and functions shared by every file in the project',
        D: 'Statements written directly in a file; the compiler generates `Main`',
      },
      correct: 'D',
      explanation: 'Top-level statements remove the boilerplate class and Main method.',
    },
    {
      question: 'What does $"Total: {price:F2}" produce when price is 3.14159?',
      options: {
        A: 'Total: {price:F2}',
        B: 'Total: 3.14159',
        C: 'Total: 3.14',
        D: 'Total: F2',
      },
      correct: 'C',
      explanation: 'The F2 format specifier shows two decimal places.',
    },
    {
      question: 'Where are third-party .NET libraries usually obtained from?',
      options: {
        A: 'NuGet',
        B: 'npm',
        C: 'PyPI',
        D: 'Maven Central',
      },
      correct: 'A',
      explanation: 'NuGet is the package registry for .NET.',
    },
    {
      question: 'Which naming convention does C# use for public methods and properties?',
      options: {
        A: 'snake_case',
        B: 'camelCase',
        C: 'kebab-case',
        D: 'PascalCase',
      },
      correct: 'D',
      explanation: 'Types, methods and properties use PascalCase; locals use camelCase.',
    },
    {
      question: 'What manages memory for .NET objects?',
      options: {
        A: 'Manual free calls',
        B: 'The garbage collector of the runtime',
        C: 'Reference counting in the compiler',
        D: 'The OS, only at process exit',
      },
      correct: 'B',
      explanation: "The CLR's garbage collector reclaims unreachable objects automatically.",
    },
    {
      question: 'How does `Console.Write` differ from `Console.WriteLine`?',
      options: {
        A: 'It writes to the error stream instead',
        B: 'It buffers output until the program exits',
        C: 'It formats the value as JSON first',
        D: 'It prints the text without adding a newline at the end',
      },
      correct: 'D',
      explanation: '`Console.Write` prints its text without a line break; `WriteLine` adds one.',
    },
    {
      question: "Which file describes a C# project's target framework and package references?",
      options: {
        A: '`Program.cs`',
        B: '`.csproj`',
        C: '`package.json`',
        D: '`appsettings.json`',
      },
      correct: 'B',
      explanation:
        'The `.csproj` project file holds the target framework, settings and NuGet package references.',
    },
    {
      question: 'Which line imports the namespace that contains `Console`?',
      options: {
        A: '`using System;`',
        B: '`import System;`',
        C: '`#include <System>`',
        D: '`using namespace System;`',
      },
      correct: 'A',
      explanation:
        'C# imports namespaces with `using System;`; the other forms belong to Java, C++ and C.',
    },
    {
      question: 'What does the CLR do while a .NET program runs?',
      options: {
        A: 'It downloads missing NuGet packages before each run',
        B: 'It translates the C# source into IL each time it starts',
        C: 'It compiles IL to native code just in time and manages memory',
        D: 'It interprets the C# source line by line without compiling',
      },
      correct: 'C',
      explanation:
        'The Common Language Runtime JIT-compiles IL to native code, runs the garbage collector and enforces type safety.',
    },
  ],
  problems: [],
};
