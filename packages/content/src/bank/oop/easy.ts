import type { BankLevel } from '@app/shared/content.schemas';

const v = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: false });
const h = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: true });

export const easy: BankLevel = {
  mcq: [
    {
      question: 'What does encapsulation mean in object-oriented programming?',
      options: {
        A: 'Putting every class in its own source file',
        B: 'Hiding data behind methods that guard its rules',
        C: 'Copying objects before any of their methods may use them',
        D: "Writing all of the program's code inside one class",
      },
      correct: 'B',
      explanation: 'Encapsulation hides internal state so it can only change in valid ways.',
    },
    {
      question: 'What is the relationship between a class and an object?',
      options: {
        A: 'A class is a blueprint; an object is one instance of it',
        B: 'They are two names for exactly the same thing',
        C: 'An object is a blueprint; a class is one instance of it',
        D: "A class is a function that returns an object's fields",
      },
      correct: 'A',
      explanation: 'Many objects can be created from one class, each with its own state.',
    },
    {
      question: 'What does inheritance let a class Dog that extends Animal do?',
      options: {
        A: "Access Animal's private fields directly, without getters",
        B: "Run its methods faster than Animal's versions",
        C: "Reuse Animal's members and add or change its own",
        D: 'Stop any other code from ever creating Animal objects',
      },
      correct: 'C',
      explanation: 'A subclass inherits the superclass members and can extend or override them.',
    },
    {
      question:
        'shapes is a list of Circle and Square objects, and the code calls shape.area() on each. Which OOP idea makes each call run the right formula?',
      options: {
        A: 'Encapsulation',
        B: 'Abstraction of data types',
        C: 'Static typing',
        D: 'Polymorphism',
      },
      correct: 'D',
      explanation:
        'Polymorphism dispatches the same call to the implementation of the actual object type.',
    },
    {
      question: 'What is a constructor for?',
      options: {
        A: 'Deleting an object when it goes out of scope',
        B: 'Initialising the state of each new object',
        C: 'Comparing two objects field by field to test equality',
        D: 'Converting an object to a string for printing',
      },
      correct: 'B',
      explanation: 'Constructors set up the fields of a freshly created instance.',
    },
    {
      question: 'Who can access a field declared private in a Java or C# class?',
      options: {
        A: 'Only code inside that class',
        B: 'Any class in the same program',
        C: 'Only subclasses of that class',
        D: 'Static methods of any other class',
      },
      correct: 'A',
      explanation: 'private restricts access to the declaring class itself.',
    },
    {
      question: 'What is method overriding?',
      options: {
        A: 'Two methods with one name but different parameters',
        B: 'Calling the same method twice in a row',
        C: 'A subclass replacing an inherited method with its own version',
        D: 'Renaming an inherited method in a subclass',
      },
      correct: 'C',
      explanation:
        'Overriding replaces inherited behaviour; overloading adds variants with other parameters.',
    },
    {
      question: 'A class has add(int, int) and add(double, double). What is this called?',
      options: {
        A: 'Overriding',
        B: 'Inheritance',
        C: 'Encapsulation',
        D: 'Overloading',
      },
      correct: 'D',
      explanation:
        'Overloading means the same name with different parameter lists, chosen at compile time.',
    },
    {
      question: 'Which statement about an abstract class is true?',
      options: {
        A: 'It cannot be instantiated and may declare abstract methods',
        B: 'It cannot have any fields, only method signatures without bodies',
        C: "All of an abstract class's methods must be static",
        D: 'It cannot have any subclasses of its own',
      },
      correct: 'A',
      explanation: 'Abstract classes are partial implementations meant to be extended.',
    },
    {
      question: 'What is an interface in languages such as Java, C# or Go?',
      options: {
        A: 'A graphical user interface built from widgets',
        B: 'A set of method signatures a type promises to provide',
        C: 'A class that stores only constant values',
        D: 'A private helper method inside a class',
      },
      correct: 'B',
      explanation:
        'Interfaces describe capabilities, letting different types be used interchangeably.',
    },
    {
      question: 'A Car has an Engine. Which design expresses this best?',
      options: {
        A: '`Car extends Engine`',
        B: '`Engine extends Car`',
        C: '`Car` holds an `Engine` field (composition)',
        D: '`Car` and `Engine` merged (`class CarEngine`)',
      },
      correct: 'C',
      explanation: '"Has-a" relationships use composition; "is-a" relationships use inheritance.',
    },
    {
      question: 'Inside a method, what does this (Java, C#, JavaScript) or self (Python) refer to?',
      options: {
        A: 'The class itself, rather than any one instance',
        B: 'The method that is being run',
        C: 'The parent class of the current object',
        D: 'The object the method was called on',
      },
      correct: 'D',
      explanation: 'It is the current instance, giving access to its fields and methods.',
    },
    {
      question: 'What is special about a static field?',
      options: {
        A: 'It belongs to the class and is shared by all instances',
        B: 'Its value can never change once it is set',
        C: 'Each object gets its own separate copy of it',
        D: 'It can only hold numbers, never objects',
      },
      correct: 'A',
      explanation: 'Static members live on the class, not on individual objects.',
    },
    {
      question: 'Why use a setter method instead of making a field public?',
      options: {
        A: 'Setters make the program run noticeably faster',
        B: 'It can check the value and reject a negative age',
        C: 'Public fields cannot be read at all from other classes',
        D: 'Setters are required by every compiler',
      },
      correct: 'B',
      explanation: 'Controlled access keeps objects in a valid state.',
    },
  ],
  coding: [
    {
      id: 'oop-bank-accounts',
      title: 'Bank accounts with validation',
      description:
        'Implement an Account class that protects its balance, and a bank that holds accounts by name. Commands:\n- "open name": "OK", or "EXISTS" if the name is taken.\n- "deposit name amount": "OK"; "NO ACCOUNT" if it does not exist; "INVALID" if amount <= 0.\n- "withdraw name amount": "OK"; "NO ACCOUNT"; "INVALID" if amount <= 0; "INSUFFICIENT" if the balance is too small.\n- "balance name": the balance, or "NO ACCOUNT".\nChecks run in the order listed. Balances start at 0 and are whole numbers.\n\nOutput: one line per command.',
      examples: [
        {
          input: 'open ann\ndeposit ann 100\nwithdraw ann 30\nbalance ann',
          output: 'OK\nOK\nOK\n70',
          explanation: '100 - 30 = 70.',
        },
        {
          input: 'open bob\nopen bob\nwithdraw bob 1\nbalance cat',
          output: 'OK\nEXISTS\nINSUFFICIENT\nNO ACCOUNT',
          explanation: 'Opening twice fails, and bob has no money yet.',
        },
      ],
      constraints: ['At most 10^4 commands', 'Amounts fit in a 64-bit signed integer'],
      testCases: [
        v('open ann\ndeposit ann 100\nwithdraw ann 30\nbalance ann', 'OK\nOK\nOK\n70'),
        v(
          'open bob\nopen bob\nwithdraw bob 1\nbalance cat',
          'OK\nEXISTS\nINSUFFICIENT\nNO ACCOUNT',
        ),
        h(
          'deposit zed 5\nopen zed\ndeposit zed 0\ndeposit zed -5\nbalance zed',
          'NO ACCOUNT\nOK\nINVALID\nINVALID\n0',
        ),
        h(
          'open a\nopen b\ndeposit a 50\nwithdraw b 10\nwithdraw a 50\nbalance a\nbalance b',
          'OK\nOK\nOK\nINSUFFICIENT\nOK\n0\n0',
        ),
        h(
          'open big\ndeposit big 1000000000000\ndeposit big 1000000000000\nwithdraw big 1\nbalance big',
          'OK\nOK\nOK\nOK\n1999999999999',
        ),
        h('withdraw nobody 5\nbalance nobody', 'NO ACCOUNT\nNO ACCOUNT'),
      ],
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
MAX = 2**63 - 1
names = ['acc' + str(i) for i in range(40)]
bal = {}
out = []
for _ in range(n):
    name = random.choice(names)
    r = random.random()
    if mode == 'missing' and r < 0.6:
        name = 'ghost' + str(random.randint(0, 9))
    if r < 0.15 or (mode == 'random' and name not in bal and r < 0.4):
        out.append('open ' + name)
        bal.setdefault(name, 0)
        continue
    kind = random.choice(('deposit', 'withdraw', 'withdraw', 'balance'))
    if kind == 'balance':
        out.append('balance ' + name)
        continue
    if mode == 'big':
        amount = random.randint(2**61, 2**62)
    else:
        amount = random.randint(1, 1000)
    if random.random() < (0.3 if mode == 'missing' else 0.05):
        amount = random.choice((0, -1, -amount, -2**63))
    cur = bal.get(name)
    if kind == 'deposit' and cur is not None and amount > 0 and cur + amount > MAX:
        amount = MAX - cur
        if amount <= 0:
            amount = 0
    if kind == 'withdraw' and cur is not None and random.random() < 0.2:
        amount = cur if cur > 0 else amount
    out.append('%s %s %d' % (kind, name, amount))
    if cur is not None and amount > 0:
        if kind == 'deposit':
            bal[name] = cur + amount
        elif amount <= cur:
            bal[name] = cur - amount
print('\n'.join(out))
`,
        tests: [
          { args: '10000 random', label: '10,000 commands, 40 accounts' },
          { args: '3000 big', label: '3,000 commands, amounts near 2^62' },
          {
            args: '3000 missing',
            label: '3,000 commands, mostly unknown accounts and non-positive amounts',
          },
          { args: '1 random', label: 'one command' },
        ],
        validator: String.raw`import sys, re
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
assert 1 <= len(lines) <= 10**4, 'command count out of range'
bal = {}
for line in lines:
    p = line.split(' ')
    assert all(re.fullmatch(r'\S+', x) for x in p), 'bad spacing'
    if p[0] in ('open', 'balance'):
        assert len(p) == 2, 'bad command'
        if p[0] == 'open':
            bal.setdefault(p[1], 0)
    else:
        assert p[0] in ('deposit', 'withdraw') and len(p) == 3, 'bad command'
        a = int(p[2])
        assert -2**63 <= a < 2**63, 'amount outside 64 bits'
        if p[1] in bal and a > 0:
            if p[0] == 'deposit':
                bal[p[1]] += a
            elif a <= bal[p[1]]:
                bal[p[1]] -= a
        assert all(v < 2**63 for v in bal.values()), 'balance outside 64 bits'
`,
        wrongSolutions: [
          {
            name: 'int32-balance',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Keeps balances and amounts in 32-bit int, which overflows on amounts above 2^31',
            source: String.raw`#include <iostream>
#include <map>
#include <sstream>
#include <string>
using namespace std;
int main() {
    map<string, int> acc;
    string line;
    while (getline(cin, line)) {
        istringstream in(line);
        string cmd, name;
        if (!(in >> cmd >> name)) continue;
        if (cmd == "open") { if (acc.count(name)) cout << "EXISTS\n"; else { acc[name] = 0; cout << "OK\n"; } continue; }
        if (!acc.count(name)) { cout << "NO ACCOUNT\n"; continue; }
        if (cmd == "balance") { cout << acc[name] << "\n"; continue; }
        long long raw; in >> raw;
        int amount = (int)raw;
        if (amount <= 0) { cout << "INVALID\n"; continue; }
        if (cmd == "deposit") { acc[name] += amount; cout << "OK\n"; }
        else if (amount > acc[name]) cout << "INSUFFICIENT\n";
        else { acc[name] -= amount; cout << "OK\n"; }
    }
}
`,
          },
          {
            name: 'cannot-empty-account',
            language: 'python3',
            mustFail: 'WA',
            why: 'Refuses a withdrawal equal to the balance (>= instead of >), so an account can never be emptied',
            source: String.raw`import sys
acc = {}
out = []
for line in sys.stdin.read().split('\n'):
    p = line.split()
    if not p:
        continue
    cmd, name = p[0], p[1]
    if cmd == 'open':
        out.append('EXISTS' if name in acc else 'OK')
        acc.setdefault(name, 0)
    elif name not in acc:
        out.append('NO ACCOUNT')
    elif cmd == 'balance':
        out.append(str(acc[name]))
    else:
        a = int(p[2])
        if a <= 0:
            out.append('INVALID')
        elif cmd == 'deposit':
            acc[name] += a
            out.append('OK')
        elif a >= acc[name]:
            out.append('INSUFFICIENT')
        else:
            acc[name] -= a
            out.append('OK')
print('\n'.join(out))
`,
          },
        ],
      },
      reference: {
        language: 'python3',
        source: String.raw`import sys

class Account:
    def __init__(self):
        self._balance = 0

    def deposit(self, amount):
        if amount <= 0:
            return 'INVALID'
        self._balance += amount
        return 'OK'

    def withdraw(self, amount):
        if amount <= 0:
            return 'INVALID'
        if amount > self._balance:
            return 'INSUFFICIENT'
        self._balance -= amount
        return 'OK'

    @property
    def balance(self):
        return self._balance

def main():
    accounts = {}
    out = []
    for line in sys.stdin.read().split('\n'):
        p = line.split()
        if not p:
            continue
        cmd, name = p[0], p[1]
        if cmd == 'open':
            if name in accounts:
                out.append('EXISTS')
            else:
                accounts[name] = Account()
                out.append('OK')
        elif name not in accounts:
            out.append('NO ACCOUNT')
        elif cmd == 'deposit':
            out.append(accounts[name].deposit(int(p[2])))
        elif cmd == 'withdraw':
            out.append(accounts[name].withdraw(int(p[2])))
        else:
            out.append(str(accounts[name].balance))
    print('\n'.join(out))

main()
`,
      },
    },
    {
      id: 'oop-shape-areas',
      title: 'Polymorphic shape areas',
      description:
        'Model shapes as classes sharing an area() method. Each input line is "circle r", "rect w h" or "triangle a b c" with integer sizes. A shape is invalid if any size is <= 0, or, for a triangle, if the sides break the strict triangle inequality (a + b > c for every side). Triangle area uses Heron\'s formula.\n\nOutput: for each shape "<kind> <area>" with exactly 2 decimals, or "<kind> invalid"; then "total <sum of valid areas>" with 2 decimals.',
      examples: [
        {
          input: 'rect 3 4\ncircle 1',
          output: 'rect 12.00\ncircle 3.14\ntotal 15.14',
          explanation: 'pi * 1 * 1 = 3.14159...',
        },
        {
          input: 'triangle 3 4 5\ntriangle 1 2 3',
          output: 'triangle 6.00\ntriangle invalid\ntotal 6.00',
          explanation: '1 + 2 = 3 is not greater than 3, so the second triangle is degenerate.',
        },
      ],
      constraints: ['1 to 1000 shapes', '-10^4 <= sizes <= 10^4'],
      testCases: [
        v('rect 3 4\ncircle 1', 'rect 12.00\ncircle 3.14\ntotal 15.14'),
        v('triangle 3 4 5\ntriangle 1 2 3', 'triangle 6.00\ntriangle invalid\ntotal 6.00'),
        h('circle 0\nrect -1 5', 'circle invalid\nrect invalid\ntotal 0.00'),
        h('circle 10\ntriangle 5 5 8', 'circle 314.16\ntriangle 12.00\ntotal 326.16'),
        h(
          'rect 1000 1000\ncircle 2\ntriangle 7 8 9',
          'rect 1000000.00\ncircle 12.57\ntriangle 26.83\ntotal 1000039.40',
        ),
        h('triangle 2 2 3', 'triangle 1.98\ntotal 1.98'),
      ],
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
M = 10**4
out = []
for _ in range(n):
    kind = 'triangle' if mode == 'degenerate' else random.choice(('circle', 'rect', 'triangle'))
    if mode == 'random':
        s = [random.randint(-M, M) if random.random() < 0.2 else random.randint(1, M) for _ in range(3)]
    else:
        s = [random.randint(M // 2, M) for _ in range(3)]
    if kind == 'circle':
        out.append('circle %d' % s[0])
    elif kind == 'rect':
        out.append('rect %d %d' % (s[0], s[1]))
    else:
        if mode == 'degenerate':
            a, b = random.randint(1, M // 2), random.randint(1, M // 2)
            c = a + b + random.choice((-1, 0, 0, 1))
            s = [a, b, c]
            random.shuffle(s)
        out.append('triangle %d %d %d' % tuple(s))
print('\n'.join(out))
`,
        tests: [
          { args: '1000 random', label: '1,000 shapes, sizes from -10,000 to 10,000' },
          { args: '1000 large', label: '1,000 valid shapes with sizes up to 10,000' },
          { args: '1000 degenerate', label: '1,000 triangles, many degenerate' },
          { args: '1 large', label: 'one shape' },
        ],
        validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
assert 1 <= len(lines) <= 1000, 'shape count out of range'
ARITY = {'circle': 1, 'rect': 2, 'triangle': 3}
for line in lines:
    p = line.split(' ')
    assert p[0] in ARITY and len(p) == 1 + ARITY[p[0]], 'bad shape'
    assert all(-10**4 <= int(x) <= 10**4 for x in p[1:]), 'size out of range'
`,
        wrongSolutions: [
          {
            name: 'degenerate-triangle-valid',
            language: 'python3',
            mustFail: 'WA',
            why: 'Uses a + b >= c, so a flat triangle such as 1 2 3 counts as valid with area 0',
            source: String.raw`import sys, math
out = []
total = 0.0
for line in sys.stdin.read().split('\n'):
    p = line.split()
    if not p:
        continue
    s = list(map(int, p[1:]))
    area = None
    if min(s) > 0:
        if p[0] == 'circle':
            area = math.pi * s[0] * s[0]
        elif p[0] == 'rect':
            area = s[0] * s[1]
        else:
            a, b, c = s
            if a + b >= c and a + c >= b and b + c >= a:
                h = (a + b + c) / 2
                area = math.sqrt(max(0.0, h * (h - a) * (h - b) * (h - c)))
    if area is None:
        out.append(p[0] + ' invalid')
    else:
        total += area
        out.append('%s %.2f' % (p[0], area))
out.append('total %.2f' % total)
print('\n'.join(out))
`,
          },
          {
            name: 'pi-as-3-14',
            language: 'python3',
            mustFail: 'WA',
            why: 'Uses 3.14 for pi, which is off by more than a cent for most circles',
            source: String.raw`import sys, math
out = []
total = 0.0
for line in sys.stdin.read().split('\n'):
    p = line.split()
    if not p:
        continue
    s = list(map(int, p[1:]))
    area = None
    if min(s) > 0:
        if p[0] == 'circle':
            area = 3.14 * s[0] * s[0]
        elif p[0] == 'rect':
            area = s[0] * s[1]
        else:
            a, b, c = s
            if a + b > c and a + c > b and b + c > a:
                h = (a + b + c) / 2
                area = math.sqrt(h * (h - a) * (h - b) * (h - c))
    if area is None:
        out.append(p[0] + ' invalid')
    else:
        total += area
        out.append('%s %.2f' % (p[0], area))
out.append('total %.2f' % total)
print('\n'.join(out))
`,
          },
        ],
      },
      reference: {
        language: 'python3',
        source: String.raw`import sys
import math

class Shape:
    kind = 'shape'

    def area(self):
        raise NotImplementedError

class Circle(Shape):
    kind = 'circle'

    def __init__(self, r):
        self.r = r

    def valid(self):
        return self.r > 0

    def area(self):
        return math.pi * self.r * self.r

class Rect(Shape):
    kind = 'rect'

    def __init__(self, w, h):
        self.w, self.h = w, h

    def valid(self):
        return self.w > 0 and self.h > 0

    def area(self):
        return self.w * self.h

class Triangle(Shape):
    kind = 'triangle'

    def __init__(self, a, b, c):
        self.a, self.b, self.c = a, b, c

    def valid(self):
        a, b, c = self.a, self.b, self.c
        return min(a, b, c) > 0 and a + b > c and a + c > b and b + c > a

    def area(self):
        s = (self.a + self.b + self.c) / 2
        return math.sqrt(s * (s - self.a) * (s - self.b) * (s - self.c))

KINDS = {'circle': Circle, 'rect': Rect, 'triangle': Triangle}

def main():
    out = []
    total = 0.0
    for line in sys.stdin.read().split('\n'):
        p = line.split()
        if not p:
            continue
        shape = KINDS[p[0]](*map(int, p[1:]))
        if shape.valid():
            a = shape.area()
            total += a
            out.append('%s %.2f' % (shape.kind, a))
        else:
            out.append(shape.kind + ' invalid')
    out.append('total %.2f' % total)
    print('\n'.join(out))

main()
`,
      },
    },
  ],
  debug: [
    {
      id: 'oop-debug-account-class',
      title: 'Account class lets balances go wrong',
      description:
        'This Kotlin Account class guards a balance. The first input line is the starting balance; each following line is "deposit x", "withdraw x" or "interest p" (add p percent of the balance, rounded down). After each command it prints "balance <b>", or "error" for a refused deposit or withdrawal (amount <= 0, or more than the balance). Interest below 100 percent never changes the balance, and negative withdrawals make money appear.',
      language: 'kotlin',
      buggyCode: String.raw`class Account(private var balance: Long) {
    fun deposit(amount: Long): Boolean {
        if (amount <= 0) return false
        balance += amount
        return true
    }

    fun withdraw(amount: Long): Boolean {
        if (amount > balance) return false
        balance -= amount
        return true
    }

    fun addInterest(percent: Long) {
        balance += balance * (percent / 100)
    }

    fun current(): Long = balance
}

fun main() {
    val start = readLine()!!.trim().toLong()
    val account = Account(start)
    val out = StringBuilder()
    while (true) {
        val line = readLine() ?: break
        val p = line.trim().split(" ").filter { it.isNotEmpty() }
        if (p.size < 2) continue
        val x = p[1].toLong()
        val ok = when (p[0]) {
            "deposit" -> account.deposit(x)
            "withdraw" -> account.withdraw(x)
            else -> {
                account.addInterest(x)
                true
            }
        }
        out.append(if (ok) "balance " + account.current() else "error").append('\n')
    }
    print(out)
}
`,
      fixedCode: String.raw`class Account(private var balance: Long) {
    fun deposit(amount: Long): Boolean {
        if (amount <= 0) return false
        balance += amount
        return true
    }

    fun withdraw(amount: Long): Boolean {
        if (amount <= 0 || amount > balance) return false
        balance -= amount
        return true
    }

    fun addInterest(percent: Long) {
        balance += balance * percent / 100
    }

    fun current(): Long = balance
}

fun main() {
    val start = readLine()!!.trim().toLong()
    val account = Account(start)
    val out = StringBuilder()
    while (true) {
        val line = readLine() ?: break
        val p = line.trim().split(" ").filter { it.isNotEmpty() }
        if (p.size < 2) continue
        val x = p[1].toLong()
        val ok = when (p[0]) {
            "deposit" -> account.deposit(x)
            "withdraw" -> account.withdraw(x)
            else -> {
                account.addInterest(x)
                true
            }
        }
        out.append(if (ok) "balance " + account.current() else "error").append('\n')
    }
    print(out)
}
`,
      expectedBehavior:
        '5 percent interest on 1000 gives 1050; "withdraw -50" and "withdraw 0" are refused with error.',
      hints: [
        'What is 5 / 100 in integer arithmetic?',
        'deposit validates its amount. Does withdraw?',
        'Multiply before dividing to keep precision.',
      ],
      testCases: [
        v('100\ndeposit 50\nwithdraw 30\nwithdraw 500', 'balance 150\nbalance 120\nerror'),
        v('1000\ninterest 5', 'balance 1050'),
        h('100\nwithdraw -50', 'error'),
        h('0\ndeposit 0\nwithdraw 0\ndeposit 7', 'error\nerror\nbalance 7'),
        h('999\ninterest 10\ninterest 150', 'balance 1098\nbalance 2745'),
        h('50\nwithdraw 50\nwithdraw 1', 'balance 0\nerror'),
      ],
      bugs: [
        {
          description: 'withdraw does not reject amounts <= 0, so a negative withdrawal adds money',
          testIndexes: [2, 3],
        },
        {
          description: 'percent / 100 is integer division, which is 0 for any rate below 100',
          testIndexes: [1, 4],
        },
      ],
    },
    {
      id: 'oop-debug-shared-playlist',
      title: 'Playlists share their songs',
      description:
        'This Python program manages playlists with a Playlist class. Commands: "new name", "add name song", "remove name song" (removes every copy of the song) and "show name", which prints "name: s1, s2" or "name: (empty)". Songs added to one playlist show up in the others, and removing repeated songs leaves copies behind.',
      language: 'python3',
      buggyCode: String.raw`import sys

class Playlist:
    songs = []

    def __init__(self, name):
        self.name = name

    def add(self, song):
        self.songs.append(song)

    def remove(self, song):
        for s in self.songs:
            if s == song:
                self.songs.remove(s)

    def show(self):
        return self.name + ': ' + (', '.join(self.songs) if self.songs else '(empty)')

def main():
    lists = {}
    out = []
    for line in sys.stdin.read().split('\n'):
        p = line.split()
        if not p:
            continue
        if p[0] == 'new':
            lists[p[1]] = Playlist(p[1])
        elif p[0] == 'add':
            lists[p[1]].add(p[2])
        elif p[0] == 'remove':
            lists[p[1]].remove(p[2])
        else:
            out.append(lists[p[1]].show())
    print('\n'.join(out))

main()
`,
      fixedCode: String.raw`import sys

class Playlist:
    def __init__(self, name):
        self.name = name
        self.songs = []

    def add(self, song):
        self.songs.append(song)

    def remove(self, song):
        self.songs = [s for s in self.songs if s != song]

    def show(self):
        return self.name + ': ' + (', '.join(self.songs) if self.songs else '(empty)')

def main():
    lists = {}
    out = []
    for line in sys.stdin.read().split('\n'):
        p = line.split()
        if not p:
            continue
        if p[0] == 'new':
            lists[p[1]] = Playlist(p[1])
        elif p[0] == 'add':
            lists[p[1]].add(p[2])
        elif p[0] == 'remove':
            lists[p[1]].remove(p[2])
        else:
            out.append(lists[p[1]].show())
    print('\n'.join(out))

main()
`,
      expectedBehavior:
        'Each playlist has its own songs, and "remove p x" removes every x even when copies are adjacent.',
      hints: [
        'Where is the songs list created: once for the class, or once per object?',
        'What happens to a for loop over a list when the loop removes items from that same list?',
        'Build a new list instead of removing while iterating.',
      ],
      testCases: [
        v('new rock\nadd rock a\nadd rock b\nshow rock', 'rock: a, b'),
        v('new rock\nnew jazz\nadd rock a\nadd jazz b\nshow rock\nshow jazz', 'rock: a\njazz: b'),
        h('new p\nadd p x\nadd p x\nadd p y\nremove p x\nshow p', 'p: y'),
        h('new solo\nshow solo', 'solo: (empty)'),
        h(
          'new a\nadd a s1\nnew b\nshow b\nadd b s2\nremove a s1\nshow a\nshow b',
          'b: (empty)\na: (empty)\nb: s2',
        ),
        h('new q\nadd q m\nadd q m\nadd q m\nadd q n\nremove q m\nremove q z\nshow q', 'q: n'),
      ],
      bugs: [
        {
          description:
            'songs is a class attribute, so one list is shared by every Playlist instance',
          testIndexes: [1, 4],
        },
        {
          description:
            'remove deletes items from the list it is iterating over, skipping adjacent copies',
          testIndexes: [2, 5],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'oop-pseudo-bank-class',
      title: 'Design a BankAccount class',
      description:
        'Write pseudocode for a BankAccount class with an owner and a balance. Other code must not be able to set the balance directly; it can only deposit, withdraw and read the balance. Invalid operations must leave the account unchanged.',
      requirements: [
        'Keep the balance private and start it at 0 in the constructor',
        'deposit accepts only positive amounts',
        'withdraw accepts only positive amounts not larger than the balance',
        'Provide a read-only way to get the balance',
      ],
      examples: [
        {
          scenario: 'balance 50, withdraw(80)',
          expectedApproach: 'The withdrawal is refused with an error and the balance stays 50.',
        },
      ],
      evaluationCriteria: [
        'Encapsulation',
        'Validation in both methods',
        'Unchanged state on errors',
        'Getter only',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Private balance field set to 0 in the constructor',
            weight: 3,
            accept: [
              'private balance',
              'hidden balance 0',
              'balance 0 constructor',
              'balance private',
              'hidden balance',
            ],
          },
          {
            idea: 'deposit checks amount > 0 before adding',
            weight: 2,
            accept: ['deposit amount 0', 'deposit positive', 'amount greater 0'],
          },
          {
            idea: 'withdraw checks the amount against the balance',
            weight: 3,
            accept: [
              'amount greater balance',
              'amount balance insufficient',
              'exceeds balance',
              'more than balance',
            ],
          },
          {
            idea: 'A getter returns the balance without a setter',
            weight: 2,
            accept: ['getbalance', 'get balance', 'getter', 'read only'],
          },
        ],
        edgeCases: [
          { case: 'Negative or zero amounts', accept: ['negative', 'zero amount', 'amount 0'] },
          {
            case: 'Withdrawing exactly the whole balance is allowed',
            accept: ['exactly', 'whole balance', 'equal balance', 'entire balance'],
          },
        ],
        synonyms: [
          ['balance', 'funds', 'money'],
          ['deposit', 'pay in', 'payin', 'put in'],
          ['withdraw', 'take out', 'takeout'],
          ['amount', 'sum'],
          ['private', 'hidden', 'encapsulated'],
        ],
        pitfalls: [
          {
            mistake:
              'Taking out every last unit of the balance is a valid withdrawal that leaves 0, so only an amount strictly greater than the balance is refused; testing amount >= balance rejects it.',
            patterns: [
              'amount >= balance error',
              'amount >= balance raise',
              'amount >= balance reject',
              'amount >= balance refuse',
              'balance <= amount refuse',
              'amount at least balance error',
              'amount at least balance raise',
              'amount greater or equal balance error',
              'amount greater or equal balance raise',
              'balance <= amount error',
              'balance <= amount raise',
              'balance <= amount reject',
              'balance at most amount error',
            ],
          },
          {
            mistake:
              'The comparison is flipped: a withdrawal fails only when the amount is more than the balance, so refusing it when the balance covers it blocks every valid withdrawal and lets overdrafts through.',
            patterns: [
              'balance > amount error',
              'amount < balance error',
              'balance > amount raise',
              'amount < balance raise',
              'balance > amount reject',
              'amount < balance reject',
              'balance > amount refuse',
              'amount < balance refuse',
            ],
          },
          {
            mistake:
              'The signs are swapped: a deposit must add the amount to the balance and a withdrawal must subtract it.',
            patterns: [
              'deposit balance - amount',
              'deposit balance -= amount',
              'deposit subtract amount',
              'withdraw balance + amount',
              'withdraw balance += amount',
              'withdraw add amount balance',
            ],
          },
          {
            mistake:
              'Check the amount against the balance before changing it: subtracting first and only then testing for a negative balance leaves the refused amount taken out of the account.',
            patterns: [
              'balance less 0 throw',
              'balance less 0 error',
              'balance less 0 raise',
              'balance less 0 reject',
              'balance less zero throw',
              'balance less zero error',
              'balance less zero raise',
              'balance below zero throw',
              'balance below zero error',
              'balance below zero raise',
              'subtract then check',
              'subtract first',
              'balance - amount then check',
            ],
          },
        ],
        modelAnswer: `1. CLASS BankAccount with fields owner and private balance
2. CONSTRUCTOR(owner): set this.owner = owner; set balance = 0
3. METHOD deposit(amount): IF amount <= 0 (negative or zero amount) THEN raise an error and return
4.    ELSE balance = balance + amount
5. METHOD withdraw(amount): IF amount <= 0 THEN raise an error
6.    IF amount is greater than balance THEN raise "insufficient funds" and leave the balance unchanged
7.    ELSE balance = balance - amount (withdrawing exactly the whole balance is allowed and leaves 0)
8. METHOD getBalance(): return balance; there is no setter, so the balance is read only from outside`,
      },
    },
    {
      id: 'oop-pseudo-shape-hierarchy',
      title: 'Shape hierarchy with polymorphic area',
      description:
        'Write pseudocode for an abstract Shape type with area() and name(), two subclasses Circle and Rectangle, and a function that prints the name and area of every shape in a list and the largest shape, without checking the concrete type of any shape.',
      requirements: [
        'Declare area() as abstract in Shape',
        'Implement area() in each subclass',
        'Process the list through the Shape interface only',
        'Validate sizes when shapes are created',
      ],
      examples: [
        {
          scenario: 'Circle(1) and Rectangle(2, 3)',
          expectedApproach: 'Print both areas (3.14 and 6) and report the rectangle as largest.',
        },
      ],
      evaluationCriteria: [
        'Abstract base class',
        'Overriding in subclasses',
        'Polymorphic loop without type checks',
        'Validation',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Abstract Shape with an abstract area method',
            weight: 2,
            accept: ['abstract shape', 'abstract area', 'interface shape'],
          },
          {
            idea: 'Circle computes pi r squared; Rectangle width times height',
            weight: 3,
            accept: ['pi radius', 'pi squared', 'width times height', 'width height'],
          },
          {
            idea: 'Loop over shapes calling shape.area() polymorphically',
            weight: 3,
            accept: ['for each shape area', 'shape area', 'polymorph'],
          },
          {
            idea: 'Track the shape with the largest area',
            weight: 2,
            accept: ['largest', 'max area', 'biggest'],
          },
        ],
        edgeCases: [
          {
            case: 'Non-positive dimensions are rejected in constructors',
            accept: ['negative', 'non positive', 'zero radius', 'invalid size'],
          },
          { case: 'Empty list of shapes', accept: ['empty list', 'no shapes', 'list empty'] },
        ],
        pitfalls: [
          {
            mistake:
              'Testing the concrete type of each shape (instanceof, a type field) defeats polymorphism: every new shape forces a change to the report; call shape.area() and let each class answer.',
            patterns: [
              'instanceof circle',
              'instanceof rectangle',
              'isinstance circle',
              'isinstance rectangle',
              'type == circle',
              'type == rectangle',
              'kind == circle',
              'kind == rectangle',
              'shape is circle',
              'shape is rectangle',
              'typeof shape',
              'switch shape type',
              'switch type',
            ],
          },
          {
            mistake:
              "The formula computes the perimeter, not the area: a circle's area is pi times the radius squared and a rectangle's is width times height.",
            patterns: [
              '2 * pi',
              '2 pi r',
              'pi diameter',
              'width + height',
              'w + h',
              '2 * width',
              '2 * (w',
            ],
          },
          {
            mistake:
              'The largest shape only changes when the current area is bigger than the largest so far; replacing it with a smaller area ends with the smallest shape.',
            patterns: [
              'a less largest largest',
              'largest greater a largest',
              'current less largest largest',
              'largest greater current largest',
              'shape less largest largest',
              'largest greater shape largest',
              's less largest largest',
              'largest greater s largest = s',
              'area less largest area largest',
              'largest greater area area largest',
              'a less best best',
              'best greater a best',
              'current less best best',
              'best greater current best',
              'shape less best best',
              'best greater shape best',
              's less best best',
              'best greater s best = s',
              'area less best area best',
              'best greater area area best',
              'a less max max',
              'max greater a max',
              'current less max max',
              'max greater current max',
              'shape less max max',
              'max greater shape max',
              's less max max',
              'max greater s max = s',
              'area less max area max',
              'max greater area area max',
            ],
          },
        ],
        modelAnswer: `1. ABSTRACT CLASS Shape: abstract method area(); abstract method name()
2. CLASS Circle extends Shape: constructor(r): IF r <= 0 THEN raise invalid size (negative or zero radius); area() returns pi * radius * radius
3. CLASS Rectangle extends Shape: constructor(w, h): IF w <= 0 or h <= 0 THEN raise invalid size; area() returns width * height
4. FUNCTION report(shapes):
5.    IF the list is empty THEN print "no shapes" and return
6.    SET largest = null
7.    FOR each shape in shapes: SET a = shape.area() (polymorphic call, no type checks); print shape.name() and a
8.       IF largest is null OR a > largest area THEN largest = shape
9.    PRINT the largest shape's name`,
      },
    },
  ],
};
