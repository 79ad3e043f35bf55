import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'kotlin-7',
  order: 7,
  title: 'Inheritance, Interfaces and Sealed Types',
  description:
    'Extend open classes, implement interfaces, and model closed hierarchies with sealed classes and interfaces checked by exhaustive when.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Extend open classes and override open members',
    'Implement interfaces with default methods and properties',
    'Model closed sets of cases with sealed classes and interfaces',
    'Parse input into sealed types and process them with exhaustive when',
  ],
  lesson: `## Inheritance

To allow inheritance, mark a class \`open\`; to allow a member to be overridden, mark it \`open\` too, and write \`override\` in the subclass. The subclass calls the superclass constructor in its header:

\`\`\`kotlin
open class Shape(val name: String) {
    open fun area(): Double = 0.0
    fun describe() = "$name with area \${"%.2f".format(area())}"
}

class Circle(private val r: Double) : Shape("circle") {
    override fun area() = Math.PI * r * r
}
\`\`\`

An \`override\` is itself open unless marked \`final override\`. **Abstract** classes (\`abstract class\`) cannot be instantiated and may declare \`abstract\` members without bodies.

## Interfaces

Interfaces declare abstract members and may provide default implementations; they cannot hold state, but they can declare abstract properties. A class can implement many interfaces:

\`\`\`kotlin
interface Priced {
    val cents: Long
    fun formatted(): String = "%d.%02d".format(cents / 100, cents % 100)
}
class Book(override val cents: Long) : Priced
\`\`\`

Kotlin also supports **delegation** with \`by\`: \`class LoggingList(inner: MutableList<Int>) : MutableList<Int> by inner\` forwards every member to \`inner\`, letting you override just a few, which is composition without boilerplate.

Prefer interfaces for capabilities shared by unrelated classes and reserve abstract or open classes for families that genuinely share state and implementation.

## Sealed classes and interfaces

A \`sealed\` class or interface restricts its direct subtypes to those declared in the same module and package. The compiler therefore knows **every** possible subtype, and a \`when\` expression over a sealed type needs no \`else\` branch. If you add a subtype later, every non-exhaustive \`when\` becomes a compile error, pointing you to each place that must handle the new case. The example uses a sealed class because the runner has Kotlin 1.3; Kotlin 1.5 adds \`sealed interface\` and Kotlin 1.9 adds \`data object\`.

\`\`\`kotlin
sealed class Command {
    data class Deposit(val amount: Long) : Command()
    data class Withdraw(val amount: Long) : Command()
    object Balance : Command()
    data class Invalid(val text: String) : Command()
}

fun parse(line: String): Command {
    val parts = line.trim().split(Regex("\\\\s+"))
    val amount = parts.getOrNull(1)
        ?.takeIf { text -> text.all { it in '0'..'9' } }   // plain digits only: no sign
        ?.toLongOrNull()
    return when {
        parts.size == 2 && parts[0] == "deposit" && amount != null -> Command.Deposit(amount)
        parts.size == 2 && parts[0] == "withdraw" && amount != null -> Command.Withdraw(amount)
        parts.size == 1 && parts[0] == "balance" -> Command.Balance
        else -> Command.Invalid(line)
    }
}

fun apply(balance: Long, cmd: Command): Pair<Long, String?> = when (cmd) {
    is Command.Deposit -> balance + cmd.amount to null           // smart cast gives cmd.amount
    is Command.Withdraw ->
        if (cmd.amount > balance) balance to "insufficient funds" else balance - cmd.amount to null
    Command.Balance -> balance to balance.toString()
    is Command.Invalid -> balance to "unknown command"
}
\`\`\`

The parser is deliberately strict: \`deposit\` and \`withdraw\` need exactly one further word made of digits, and \`balance\` must stand alone, so lines such as \`balance 5\`, \`deposit 5 6\` or \`deposit -5\` all become \`Invalid\` rather than being half-understood.

Sealed hierarchies are ideal for commands, events, UI states (\`Loading\`, \`Success\`, \`Error\`) and results. Subtypes can be data classes carrying different data, or \`object\`s for cases without data (a \`data object\`, from Kotlin 1.9, also gets a readable \`toString\`). Separating **parsing** (text to a sealed type) from **processing** (an exhaustive \`when\`) keeps each part simple and testable: invalid input becomes an explicit case instead of an exception thrown in the middle of business logic.`,
  overview: {
    whatYouWillLearn: [
      'Classes and members must be open to be extended or overridden',
      'Abstract classes declare members that subclasses implement',
      'Interfaces have default methods and abstract properties but no state',
      'Class delegation with by forwards an interface to another object',
      'Sealed types have a known, closed set of subtypes',
      'Exhaustive when over sealed types needs no else and flags new cases',
    ],
    proTip:
      'Model "one of several shapes of data" as a sealed interface with data class subtypes; the compiler then checks every when for you.',
  },
  mcqs: [],
  problems: [
    {
      id: 'kt-account-commands',
      title: 'Account Commands',
      description:
        'An account starts with balance 0. Each input line is a command: "deposit X" adds X, "withdraw X" subtracts X if X is not greater than the balance and otherwise prints "insufficient funds" and leaves the balance unchanged, and "balance" prints the current balance. Any other line prints "unknown command": an unknown word, a missing or non-numeric amount (digits only, no sign), or extra words, so "balance 5" and "deposit 5 6" are unknown commands. Amounts are positive integers. Produce output only for the cases described.',
      examples: [
        {
          input: 'deposit 100\nwithdraw 30\nbalance',
          output: '70',
          explanation: '100 - 30 = 70, printed by the balance command.',
        },
        {
          input: 'withdraw 5\nbalance',
          output: 'insufficient funds\n0',
          explanation: 'The balance is 0, so the withdrawal is refused.',
        },
      ],
      constraints: [
        'At most 100 000 commands',
        '1 <= X <= 10^9',
        'The balance fits in a signed 64-bit integer',
      ],
      testCases: [
        t('deposit 100\nwithdraw 30\nbalance', '70', false),
        t('withdraw 5\nbalance', 'insufficient funds\n0', false),
        t('balance', '0'),
        t('deposit 10\ndeposit 20\nwithdraw 30\nbalance\nwithdraw 1', '0\ninsufficient funds'),
        t('transfer 5\ndeposit 1\nbalance', 'unknown command\n1'),
        t('deposit 1000000000\ndeposit 1000000000\ndeposit 1000000000\nbalance', '3000000000'),
        t('deposit abc\nwithdraw\nbalance', 'unknown command\nunknown command\n0'),
        t(
          'deposit 7\nbalance 5\ndeposit 5 6\nwithdraw -5\nbalance',
          'unknown command\nunknown command\nunknown command\n7',
        ),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

balance = 0
out = []
for line in sys.stdin.read().splitlines():
    parts = line.split()
    if not parts:
        continue
    cmd = parts[0]
    amount = int(parts[1]) if len(parts) == 2 and parts[1].isdigit() else None
    if cmd == 'deposit' and amount is not None:
        balance += amount
    elif cmd == 'withdraw' and amount is not None:
        if amount > balance:
            out.append('insufficient funds')
        else:
            balance -= amount
    elif cmd == 'balance' and len(parts) == 1:
        out.append(str(balance))
    else:
        out.append('unknown command')
print('\n'.join(out))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
BAD = ['transfer 5', 'balance 5', 'deposit 5 6', 'withdraw -5', 'deposit abc', 'withdraw', 'deposit +5',
       'Deposit 5', 'deposit 1.5', 'reset', 'deposit']
cmds = []
balance = 0
for _ in range(n):
    r = random.random()
    if mode == 'big':
        cmds.append('deposit 1000000000' if r < 0.9 else 'balance')
    elif mode == 'exact':
        # withdraw exactly the balance, or one more
        if balance == 0 or r < 0.4:
            x = random.randint(1, 100)
            cmds.append('deposit %d' % x)
            balance += x
        else:
            x = balance + random.choice((0, 0, 1))
            cmds.append('withdraw %d' % x)
            if x <= balance:
                balance -= x
            cmds.append('balance')
    elif mode == 'unknown':
        cmds.append(random.choice(BAD) if r < 0.7 else 'balance')
    else:
        if r < 0.35:
            x = random.randint(1, 10**9)
            cmds.append('deposit %d' % x)
            balance += x
        elif r < 0.7:
            cmds.append('withdraw %d' % random.randint(1, 10**9))
        elif r < 0.9:
            cmds.append('balance')
        else:
            cmds.append(random.choice(BAD))
print('\\n'.join(cmds[:n]))
`,
        tests: [
          { args: '12000 random', label: '12,000 mixed commands' },
          { args: '3000 big', label: '3,000 commands, deposits of 10^9' },
          { args: '5000 exact', label: '5,000 commands, withdrawals of exactly the balance' },
          { args: '2000 unknown', label: '2,000 commands, mostly malformed' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
while lines and lines[-1] == '':
    lines.pop()
assert len(lines) <= 100000, 'at most 100,000 commands'
balance = 0
for line in lines:
    assert line.isascii() and line.isprintable(), 'printable ASCII'
    parts = line.split()
    amount = int(parts[1]) if len(parts) == 2 and parts[1].isdigit() else None
    if parts and parts[0] in ('deposit', 'withdraw') and amount is not None:
        assert 1 <= amount <= 10**9, 'X out of range'
        if parts[0] == 'deposit':
            balance += amount
        elif amount <= balance:
            balance -= amount
        assert balance <= 2**63 - 1, 'the balance fits in 64 bits'
`,
        wrongSolutions: [
          {
            name: 'refuses-exact-balance',
            language: 'python3',
            mustFail: 'WA',
            why: 'Refuses a withdrawal when X >= balance, but withdrawing exactly the balance is allowed',
            source: `import sys

balance = 0
out = []
for line in sys.stdin.read().splitlines():
    parts = line.split()
    if not parts:
        continue
    cmd = parts[0]
    amount = int(parts[1]) if len(parts) == 2 and parts[1].isdigit() else None
    if cmd == 'deposit' and amount is not None:
        balance += amount
    elif cmd == 'withdraw' and amount is not None:
        if amount >= balance:
            out.append('insufficient funds')
        else:
            balance -= amount
    elif cmd == 'balance' and len(parts) == 1:
        out.append(str(balance))
    else:
        out.append('unknown command')
print('\\n'.join(out))
`,
          },
          {
            name: 'ignores-extra-words',
            language: 'python3',
            mustFail: 'WA',
            why: 'Accepts balance 5 and deposit 5 6 instead of reporting unknown command',
            source: `import sys

balance = 0
out = []
for line in sys.stdin.read().splitlines():
    parts = line.split()
    if not parts:
        continue
    cmd = parts[0]
    amount = int(parts[1]) if len(parts) >= 2 and parts[1].isdigit() else None
    if cmd == 'deposit' and amount is not None:
        balance += amount
    elif cmd == 'withdraw' and amount is not None:
        if amount > balance:
            out.append('insufficient funds')
        else:
            balance -= amount
    elif cmd == 'balance':
        out.append(str(balance))
    else:
        out.append('unknown command')
print('\\n'.join(out))
`,
          },
          {
            name: '32-bit-balance',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Keeps the balance in an int, which overflows past 2,147,483,647',
            source: `#include <iostream>
#include <sstream>
#include <string>
int main() {
    int balance = 0;
    std::string line;
    while (std::getline(std::cin, line)) {
        std::istringstream in(line);
        std::string cmd, amount, extra;
        if (!(in >> cmd)) continue;
        bool hasAmount = static_cast<bool>(in >> amount);
        bool hasExtra = static_cast<bool>(in >> extra);
        bool digits = hasAmount && !hasExtra && amount.find_first_not_of("0123456789") == std::string::npos;
        if (cmd == "deposit" && digits) balance += std::stoi(amount);
        else if (cmd == "withdraw" && digits) {
            int x = std::stoi(amount);
            if (x > balance) std::cout << "insufficient funds\\n";
            else balance -= x;
        } else if (cmd == "balance" && !hasAmount) std::cout << balance << '\\n';
        else std::cout << "unknown command\\n";
    }
}
`,
          },
        ],
      },
    },
  ],
};
