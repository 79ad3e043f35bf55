import type { BankLevel } from '@app/shared/content.schemas';

const v = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: false });
const h = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: true });

export const medium: BankLevel = {
  mcq: [
    {
      question: 'What does the Single Responsibility Principle say?',
      options: {
        A: 'A class should have only one method',
        B: 'A class should have one reason to change',
        C: 'Only one object of each class may exist at any one time',
        D: 'Each module may depend on only one other module',
      },
      correct: 'B',
      explanation:
        'Mixing concerns such as report formatting and database access in one class gives it several reasons to change.',
    },
    {
      question: 'What does the Open/Closed Principle recommend?',
      options: {
        A: 'Open for extension, closed for modification',
        B: 'Open for modification but closed for extension',
        C: 'Files should be closed as soon as they are read',
        D: 'Classes should be open to all other packages',
      },
      correct: 'A',
      explanation:
        'New behaviour is added through new code, for example new subclasses or strategies, not by editing tested code.',
    },
    {
      question:
        'Square extends Rectangle, and setWidth on a Square also changes its height. Code that sets width 5 and height 4 on a Rectangle and expects area 20 breaks. Which principle is violated?',
      options: {
        A: 'Interface Segregation',
        B: 'Single Responsibility',
        C: 'Dependency Inversion',
        D: 'Liskov Substitution',
      },
      correct: 'D',
      explanation:
        "A subtype must be usable wherever its base type is expected without breaking that code's assumptions.",
    },
    {
      question: 'What does the Interface Segregation Principle suggest?',
      options: {
        A: 'Put every method into one large shared interface',
        B: 'Avoid interfaces and use abstract classes instead',
        C: 'Prefer small, focused interfaces to one big one',
        D: 'Give every interface exactly one implementing class',
      },
      correct: 'C',
      explanation:
        'A Printer should not be forced to implement fax() just because one interface contains it.',
    },
    {
      question:
        'OrderService creates new MySqlDatabase() inside its constructor. How does Dependency Inversion improve this?',
      options: {
        A: 'Make the database a global variable that every class can read',
        B: 'Depend on a `Database` interface and inject an implementation',
        C: 'Copy the MySQL code into `OrderService` itself',
        D: 'Make `OrderService` extend `MySqlDatabase` instead',
      },
      correct: 'B',
      explanation:
        'Depending on abstractions allows swapping implementations, for example a fake database in tests.',
    },
    {
      question: 'Why is "favour composition over inheritance" common advice?',
      options: {
        A: 'Modern languages no longer support inheritance',
        B: 'Composition always runs faster than inheritance',
        C: 'Composition removes any need for interfaces',
        D: 'It couples loosely and lets behaviour be swapped at run time',
      },
      correct: 'D',
      explanation:
        'Deep inheritance trees are rigid and expose subclasses to changes in their base classes.',
    },
    {
      question:
        'A checkout can compute shipping by weight, by flat rate or free above a threshold, chosen at runtime. Which pattern fits best?',
      options: {
        A: 'Strategy',
        B: 'Singleton',
        C: 'Adapter',
        D: 'Iterator',
      },
      correct: 'A',
      explanation: 'Strategy puts interchangeable algorithms behind one interface.',
    },
    {
      question: 'In the Observer pattern, what does the subject do when its state changes?',
      options: {
        A: 'It polls every observer for new data',
        B: 'It destroys its observers and creates fresh ones',
        C: 'It notifies every registered observer',
        D: 'It copies its new state into a global variable for them',
      },
      correct: 'C',
      explanation:
        'Observers subscribe and are called back, keeping the subject decoupled from them.',
    },
    {
      question: 'What problem does the Factory Method pattern solve?',
      options: {
        A: 'Creating objects without naming their concrete classes',
        B: 'Making sure that a class has only one instance in the program',
        C: 'Adding methods to a class while it runs',
        D: 'Iterating over the items of a collection',
      },
      correct: 'A',
      explanation: 'The factory decides which concrete subclass to instantiate.',
    },
    {
      question: 'In Java, a class overrides equals() but not hashCode(). What can go wrong?',
      options: {
        A: 'Nothing; `hashCode` is only used when printing an object',
        B: 'Equal objects may get different hashes in a `HashSet`',
        C: 'The class no longer compiles unless both are overridden',
        D: '`equals()` is never called by collections',
      },
      correct: 'B',
      explanation: 'The contract requires equal objects to have equal hash codes.',
    },
    {
      question:
        'Animal a = new Dog(); a.speak(); Dog overrides speak(). Which method runs in Java?',
      options: {
        A: "`Animal.speak`, because the variable's type is `Animal`",
        B: 'Both, with `Animal.speak` running first',
        C: 'Neither: the call is ambiguous',
        D: "`Dog.speak`, chosen by the object's runtime type",
      },
      correct: 'D',
      explanation: 'Dynamic dispatch uses the actual object type for overridden instance methods.',
    },
    {
      question: 'Why is calling an overridable method from a base-class constructor risky?',
      options: {
        A: 'Constructors are not allowed to call any other methods',
        B: 'It makes the object immutable once construction finishes',
        C: 'The override may run before subclass fields are set',
        D: 'It quietly creates a second object',
      },
      correct: 'C',
      explanation:
        'The base constructor runs first, so the override can see default or missing subclass state.',
    },
    {
      question: 'Which is a key benefit of immutable objects?',
      options: {
        A: 'They can be shared across threads and used as map keys safely',
        B: 'They use no memory after they are created',
        C: 'They are faster to modify than mutable objects',
        D: 'They are never collected as garbage',
      },
      correct: 'A',
      explanation: 'With no mutation there are no data races or surprising changes.',
    },
    {
      question:
        'Which pattern wraps an object in another object with the same interface to add behaviour, such as buffering around a stream?',
      options: {
        A: 'Factory',
        B: 'Decorator',
        C: 'Composite',
        D: 'Visitor',
      },
      correct: 'B',
      explanation: 'Decorators stack extra behaviour without subclassing the wrapped type.',
    },
  ],
  coding: [
    {
      id: 'oop-event-bus',
      title: 'Publish-subscribe event bus',
      description:
        'Implement an event bus (Observer pattern). Commands:\n- "sub topic name": subscribe name to topic (ignored if already subscribed to that topic).\n- "unsub topic name": remove that subscription (ignored if absent).\n- "pub topic message...": deliver the message (the rest of the line) to the topic\'s subscribers in subscription order, then to the subscribers of the wildcard topic "*" in their order. A name receives each message at most once.\n\nOutput: for each delivery a line "name <- message"; if a publish reaches nobody, print "no subscribers for <topic>".',
      examples: [
        {
          input: 'sub news ann\nsub news bob\npub news hello\nunsub news ann\npub news bye',
          output: 'ann <- hello\nbob <- hello\nbob <- bye',
          explanation: 'After ann unsubscribes only bob receives the second message.',
        },
        {
          input: 'pub sports goal\nsub * log\npub sports goal',
          output: 'no subscribers for sports\nlog <- goal',
          explanation: 'The wildcard subscriber receives every topic.',
        },
      ],
      constraints: ['At most 10^4 commands', 'Topic and subscriber names contain no spaces'],
      testCases: [
        v(
          'sub news ann\nsub news bob\npub news hello\nunsub news ann\npub news bye',
          'ann <- hello\nbob <- hello\nbob <- bye',
        ),
        v('pub sports goal\nsub * log\npub sports goal', 'no subscribers for sports\nlog <- goal'),
        h('sub a x\nsub a x\npub a m', 'x <- m'),
        h('sub * log\nsub t log\nsub t ui\npub t hi there', 'log <- hi there\nui <- hi there'),
        h('sub t a\nunsub t a\nunsub t zz\npub t m', 'no subscribers for t'),
        h(
          'sub t b\nsub * a\nsub t c\npub t x\nunsub * a\npub u y',
          'b <- x\nc <- x\na <- x\nno subscribers for u',
        ),
      ],
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
topics = ['news', 'sports', 'jobs', 'x.y']
names = ['ann', 'bob', 'cid', 'dee', 'eve', 'fay', 'gus', 'hal']
words = ['hi', 'goal', 'deploy', 'ok', 'a', 'b-2', 'done!']
out = []
for i in range(n):
    r = random.random()
    topic = random.choice(topics + ['*'] if mode == 'wildcard' else topics + ['*', 'zzz'])
    name = random.choice(names)
    if n == 1 or r < 0.3:
        msg = ' '.join(random.choice(words) for _ in range(random.randint(1, 4)))
        out.append('pub %s %s' % (random.choice(topics + ['zzz']), msg))
    elif r < (0.45 if mode != 'churn' else 0.7):
        out.append('unsub %s %s' % (topic, name))
    else:
        out.append('sub %s %s' % (topic, name))
print('\n'.join(out))
`,
        tests: [
          { args: '10000 random', label: '10,000 commands, 4 topics and 8 subscribers' },
          {
            args: '3000 wildcard',
            label: '3,000 commands, most subscribers on both a topic and *',
          },
          { args: '3000 churn', label: '3,000 commands, many unsubscribes' },
          { args: '1 random', label: 'one command' },
        ],
        validator: String.raw`import sys, re
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
assert 1 <= len(lines) <= 10**4, 'command count out of range'
for line in lines:
    assert re.fullmatch(r'(sub|unsub) \S+ \S+|pub \S+ \S.*', line), 'bad command: ' + line
`,
        wrongSolutions: [
          {
            name: 'delivers-twice',
            language: 'python3',
            mustFail: 'WA',
            why: 'Does not deduplicate, so a name subscribed to the topic and to * receives the message twice',
            source: String.raw`import sys
topics = {}
out = []
for line in sys.stdin.read().split('\n'):
    p = line.split(' ', 2)
    if len(p) < 3:
        continue
    if p[0] == 'sub':
        subs = topics.setdefault(p[1], [])
        if p[2] not in subs:
            subs.append(p[2])
    elif p[0] == 'unsub':
        if p[2] in topics.get(p[1], []):
            topics[p[1]].remove(p[2])
    else:
        names = topics.get(p[1], []) + topics.get('*', [])
        if not names:
            out.append('no subscribers for ' + p[1])
        out.extend(name + ' <- ' + p[2] for name in names)
print('\n'.join(out))
`,
          },
          {
            name: 'wildcard-first',
            language: 'python3',
            mustFail: 'WA',
            why: 'Delivers to the * subscribers before the topic subscribers',
            source: String.raw`import sys
topics = {}
out = []
for line in sys.stdin.read().split('\n'):
    p = line.split(' ', 2)
    if len(p) < 3:
        continue
    if p[0] == 'sub':
        subs = topics.setdefault(p[1], [])
        if p[2] not in subs:
            subs.append(p[2])
    elif p[0] == 'unsub':
        if p[2] in topics.get(p[1], []):
            topics[p[1]].remove(p[2])
    else:
        names = []
        for name in topics.get('*', []) + topics.get(p[1], []):
            if name not in names:
                names.append(name)
        if not names:
            out.append('no subscribers for ' + p[1])
        out.extend(name + ' <- ' + p[2] for name in names)
print('\n'.join(out))
`,
          },
        ],
      },
      reference: {
        language: 'python3',
        source: String.raw`import sys

class EventBus:
    def __init__(self):
        self.topics = {}

    def subscribe(self, topic, name):
        subs = self.topics.setdefault(topic, [])
        if name not in subs:
            subs.append(name)

    def unsubscribe(self, topic, name):
        subs = self.topics.get(topic, [])
        if name in subs:
            subs.remove(name)

    def publish(self, topic, message):
        delivered = []
        for name in self.topics.get(topic, []) + self.topics.get('*', []):
            if name not in delivered:
                delivered.append(name)
        if not delivered:
            return ['no subscribers for ' + topic]
        return [name + ' <- ' + message for name in delivered]

def main():
    bus = EventBus()
    out = []
    for line in sys.stdin.read().split('\n'):
        p = line.split(' ', 2)
        if len(p) < 3:
            continue
        if p[0] == 'sub':
            bus.subscribe(p[1], p[2].strip())
        elif p[0] == 'unsub':
            bus.unsubscribe(p[1], p[2].strip())
        else:
            out.extend(bus.publish(p[1], p[2]))
    print('\n'.join(out))

main()
`,
      },
    },
    {
      id: 'oop-payroll',
      title: 'Polymorphic payroll',
      description:
        'Employees share a pay() method but compute it differently. All money is in whole cents.\n- "salaried name monthly": pays monthly.\n- "hourly name rate hours": rate * hours for up to 40 hours; each hour above 40 pays 1.5 times the rate, computed as (hours - 40) * rate * 3 / 2 rounded down.\n- "commission name base sales pct": base + sales * pct / 100 rounded down.\n\nOutput: one line "name pay" per employee in input order, then "total <sum>".',
      examples: [
        {
          input: 'salaried ann 500000\nhourly bob 2000 45',
          output: 'ann 500000\nbob 95000\ntotal 595000',
          explanation: 'bob earns 40 * 2000 + 5 * 2000 * 1.5 = 80000 + 15000.',
        },
        {
          input: 'commission cy 100000 250000 10',
          output: 'cy 125000\ntotal 125000',
          explanation: '10 percent of 250000 is 25000.',
        },
      ],
      constraints: [
        '1 to 1000 employees',
        'All numbers are non-negative and results fit in 64 bits',
      ],
      testCases: [
        v('salaried ann 500000\nhourly bob 2000 45', 'ann 500000\nbob 95000\ntotal 595000'),
        v('commission cy 100000 250000 10', 'cy 125000\ntotal 125000'),
        h('hourly dee 1555 41', 'dee 64532\ntotal 64532'),
        h('hourly eve 3000 0\nsalaried fay 0', 'eve 0\nfay 0\ntotal 0'),
        h('commission gus 0 999 33\nhourly hal 1001 40', 'gus 329\nhal 40040\ntotal 40369'),
        h('salaried a 1\nsalaried b 2\nhourly c 1 80', 'a 1\nb 2\nc 100\ntotal 103'),
      ],
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
out = []
for i in range(n):
    kind = random.choice(('salaried', 'hourly', 'commission'))
    name = 'e' + str(i)
    if mode == 'big':
        vals = {'salaried': [random.randint(2**31, 10**12)],
                'hourly': [random.randint(10**6, 10**9), random.randint(0, 10**4)],
                'commission': [random.randint(0, 10**12), random.randint(0, 10**12), random.randint(0, 1000)]}[kind]
    elif mode == 'small':
        vals = {'salaried': [random.randint(0, 10**6)],
                'hourly': [random.randint(0, 5000) * 2 + 1, random.randint(35, 80)],
                'commission': [random.randint(0, 10**5), random.randint(0, 10**6), random.randint(0, 99)]}[kind]
    else:
        vals = {'salaried': [0], 'hourly': [random.randint(0, 9), 0], 'commission': [0, 0, random.randint(0, 9)]}[kind]
    out.append(' '.join([kind, name] + [str(v) for v in vals]))
print('\n'.join(out))
`,
        tests: [
          { args: '1000 big', label: '1,000 employees, pay above 2^31' },
          { args: '1000 small', label: '1,000 employees, odd rates and overtime' },
          { args: '1 zero', label: 'one employee, all zeros' },
          { args: '1000 zero', label: '1,000 employees, zero hours and sales' },
        ],
        validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
assert 1 <= len(lines) <= 1000, 'employee count out of range'
ARITY = {'salaried': 1, 'hourly': 2, 'commission': 3}
total = 0
for line in lines:
    p = line.split(' ')
    assert p[0] in ARITY and len(p) == 2 + ARITY[p[0]], 'bad employee'
    v = [int(x) for x in p[2:]]
    assert all(x >= 0 for x in v), 'negative number'
    if p[0] == 'salaried':
        pay = v[0]
    elif p[0] == 'hourly':
        assert v[0] * v[1] * 3 < 2**63, 'product outside 64 bits'
        pay = min(v[1], 40) * v[0] + max(v[1] - 40, 0) * v[0] * 3 // 2
    else:
        assert v[1] * v[2] < 2**63, 'product outside 64 bits'
        pay = v[0] + v[1] * v[2] // 100
    total += pay
    assert total < 2**63, 'total outside 64 bits'
`,
        wrongSolutions: [
          {
            name: 'int32-pay',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Computes pay in 32-bit int, which overflows once pay passes 2^31 cents',
            source: String.raw`#include <iostream>
#include <sstream>
#include <string>
using namespace std;
int main() {
    string line;
    int total = 0;
    while (getline(cin, line)) {
        istringstream in(line);
        string kind, name;
        if (!(in >> kind >> name)) continue;
        long long a = 0, b = 0, c = 0;
        in >> a >> b >> c;
        int pay;
        if (kind == "salaried") pay = (int)a;
        else if (kind == "hourly") {
            int rate = (int)a, hours = (int)b;
            pay = (hours < 40 ? hours : 40) * rate + (hours > 40 ? (hours - 40) * rate * 3 / 2 : 0);
        } else pay = (int)a + (int)b * (int)c / 100;
        total += pay;
        cout << name << " " << pay << "\n";
    }
    cout << "total " << total << "\n";
}
`,
          },
          {
            name: 'half-rate-rounded-first',
            language: 'python3',
            mustFail: 'WA',
            why: 'Rounds the overtime rate down before multiplying by the hours (rate * 3 // 2 * hours), losing cents on odd rates',
            source: String.raw`import sys
out = []
total = 0
for line in sys.stdin.read().split('\n'):
    p = line.split()
    if not p:
        continue
    v = list(map(int, p[2:]))
    if p[0] == 'salaried':
        pay = v[0]
    elif p[0] == 'hourly':
        pay = min(v[1], 40) * v[0] + max(v[1] - 40, 0) * (v[0] * 3 // 2)
    else:
        pay = v[0] + v[1] * v[2] // 100
    total += pay
    out.append(p[1] + ' ' + str(pay))
out.append('total ' + str(total))
print('\n'.join(out))
`,
          },
        ],
      },
      reference: {
        language: 'python3',
        source: String.raw`import sys

class Employee:
    def __init__(self, name):
        self.name = name

    def pay(self):
        raise NotImplementedError

class Salaried(Employee):
    def __init__(self, name, monthly):
        super().__init__(name)
        self.monthly = monthly

    def pay(self):
        return self.monthly

class Hourly(Employee):
    def __init__(self, name, rate, hours):
        super().__init__(name)
        self.rate, self.hours = rate, hours

    def pay(self):
        regular = min(self.hours, 40) * self.rate
        overtime = max(self.hours - 40, 0) * self.rate * 3 // 2
        return regular + overtime

class Commission(Employee):
    def __init__(self, name, base, sales, pct):
        super().__init__(name)
        self.base, self.sales, self.pct = base, sales, pct

    def pay(self):
        return self.base + self.sales * self.pct // 100

KINDS = {'salaried': Salaried, 'hourly': Hourly, 'commission': Commission}

def main():
    out = []
    total = 0
    for line in sys.stdin.read().split('\n'):
        p = line.split()
        if not p:
            continue
        emp = KINDS[p[0]](p[1], *map(int, p[2:]))
        amount = emp.pay()
        total += amount
        out.append(emp.name + ' ' + str(amount))
    out.append('total ' + str(total))
    print('\n'.join(out))

main()
`,
      },
    },
  ],
  debug: [
    {
      id: 'oop-debug-point-equality',
      title: 'Point equality breaks the HashSet',
      description:
        'This C# program reads n points and prints "distinct D" (the number of different points, using a HashSet<Point>) and "same as first S" (how many points equal the first one, using Equals). The Point class customises equality, but both numbers are wrong.',
      language: 'csharp',
      buggyCode: String.raw`using System;
using System.Collections.Generic;
using System.Linq;

class Point
{
    public readonly int X;
    public readonly int Y;

    public Point(int x, int y)
    {
        X = x;
        Y = y;
    }

    public override bool Equals(object obj)
    {
        var other = obj as Point;
        return other != null && X == other.X && Y == other.X;
    }
}

class Program
{
    static void Main()
    {
        string[] t = Console.In.ReadToEnd().Split(new[] { ' ', '\n', '\r', '\t' }, StringSplitOptions.RemoveEmptyEntries);
        int n = int.Parse(t[0]);
        var points = new List<Point>();
        for (int i = 0; i < n; i++) points.Add(new Point(int.Parse(t[1 + 2 * i]), int.Parse(t[2 + 2 * i])));
        var set = new HashSet<Point>(points);
        Console.WriteLine("distinct " + set.Count);
        Console.WriteLine("same as first " + points.Count(p => p.Equals(points[0])));
    }
}
`,
      fixedCode: String.raw`using System;
using System.Collections.Generic;
using System.Linq;

class Point
{
    public readonly int X;
    public readonly int Y;

    public Point(int x, int y)
    {
        X = x;
        Y = y;
    }

    public override bool Equals(object obj)
    {
        var other = obj as Point;
        return other != null && X == other.X && Y == other.Y;
    }

    public override int GetHashCode()
    {
        return X * 31 + Y;
    }
}

class Program
{
    static void Main()
    {
        string[] t = Console.In.ReadToEnd().Split(new[] { ' ', '\n', '\r', '\t' }, StringSplitOptions.RemoveEmptyEntries);
        int n = int.Parse(t[0]);
        var points = new List<Point>();
        for (int i = 0; i < n; i++) points.Add(new Point(int.Parse(t[1 + 2 * i]), int.Parse(t[2 + 2 * i])));
        var set = new HashSet<Point>(points);
        Console.WriteLine("distinct " + set.Count);
        Console.WriteLine("same as first " + points.Count(p => p.Equals(points[0])));
    }
}
`,
      expectedBehavior:
        'For points (1,2), (1,2), (3,4) it prints "distinct 2" and "same as first 2".',
      hints: [
        'A HashSet first compares hash codes. What hash code does an object get if GetHashCode is not overridden?',
        'Read the Equals comparison field by field.',
        'Equal objects must always have equal hash codes.',
      ],
      testCases: [
        v('3\n1 2\n1 2\n3 4', 'distinct 2\nsame as first 2'),
        v('2\n5 5\n5 5', 'distinct 1\nsame as first 2'),
        h('1\n0 0', 'distinct 1\nsame as first 1'),
        h('4\n2 1\n2 2\n1 2\n2 1', 'distinct 3\nsame as first 2'),
        h('3\n-1 -1\n-1 -1\n-1 -1', 'distinct 1\nsame as first 3'),
        h('5\n0 1\n1 0\n0 1\n1 1\n0 0', 'distinct 4\nsame as first 2'),
      ],
      bugs: [
        {
          description:
            'GetHashCode is not overridden, so equal points get different (reference-based) hash codes and the HashSet keeps duplicates',
          testIndexes: [0, 1, 4],
        },
        {
          description: 'Equals compares Y with other.X instead of other.Y',
          testIndexes: [0, 3, 5],
        },
      ],
    },
    {
      id: 'oop-debug-formatter-this',
      title: 'Log formatter loses this and shouts its prefix',
      description:
        'This JavaScript program formats log lines with a Formatter class and an UpperFormatter subclass. The first input line is "plain <prefix>" or "upper <prefix>". Then "one <text>" prints one formatted line and "batch a|b|c" prints each part formatted on its own line. A line is formatted as "[prefix] text"; UpperFormatter upper-cases only the text, never the prefix. Batches crash, and upper-case output changes the prefix.',
      language: 'javascript',
      buggyCode: String.raw`const lines = require('fs').readFileSync(0, 'utf8').split('\n').filter((l) => l.length > 0);

class Formatter {
  constructor(prefix) {
    this.prefix = prefix;
  }

  format(text) {
    return '[' + this.prefix + '] ' + text;
  }

  formatAll(texts) {
    return texts.map(this.format);
  }
}

class UpperFormatter extends Formatter {
  format(text) {
    return super.format(text).toUpperCase();
  }
}

const [kind, prefix] = lines[0].trim().split(' ');
const formatter = kind === 'upper' ? new UpperFormatter(prefix) : new Formatter(prefix);
for (const line of lines.slice(1)) {
  const space = line.indexOf(' ');
  const cmd = line.slice(0, space);
  const rest = line.slice(space + 1);
  if (cmd === 'one') {
    console.log(formatter.format(rest));
  } else {
    for (const out of formatter.formatAll(rest.split('|'))) console.log(out);
  }
}
`,
      fixedCode: String.raw`const lines = require('fs').readFileSync(0, 'utf8').split('\n').filter((l) => l.length > 0);

class Formatter {
  constructor(prefix) {
    this.prefix = prefix;
  }

  format(text) {
    return '[' + this.prefix + '] ' + text;
  }

  formatAll(texts) {
    return texts.map((text) => this.format(text));
  }
}

class UpperFormatter extends Formatter {
  format(text) {
    return super.format(text.toUpperCase());
  }
}

const [kind, prefix] = lines[0].trim().split(' ');
const formatter = kind === 'upper' ? new UpperFormatter(prefix) : new Formatter(prefix);
for (const line of lines.slice(1)) {
  const space = line.indexOf(' ');
  const cmd = line.slice(0, space);
  const rest = line.slice(space + 1);
  if (cmd === 'one') {
    console.log(formatter.format(rest));
  } else {
    for (const out of formatter.formatAll(rest.split('|'))) console.log(out);
  }
}
`,
      expectedBehavior:
        'With "upper db", "one connected" prints "[db] CONNECTED", and "batch a|b" prints "[db] A" and "[db] B".',
      hints: [
        'When a method is passed to map() by reference, what is this inside it?',
        'An arrow function keeps the this of the surrounding method.',
        'Which part of the string does toUpperCase() change in the subclass?',
      ],
      testCases: [
        v('plain app\none started\none ready', '[app] started\n[app] ready'),
        v('upper db\none connected\nbatch a|b', '[db] CONNECTED\n[db] A\n[db] B'),
        h('plain web\nbatch x|y|z', '[web] x\n[web] y\n[web] z'),
        h('upper api\none hello world', '[api] HELLO WORLD'),
        h('plain x\none a b\nbatch only', '[x] a b\n[x] only'),
        h('upper Svc\none mixed Case', '[Svc] MIXED CASE'),
      ],
      bugs: [
        {
          description:
            'texts.map(this.format) passes the method without its object, so this is undefined inside format and batches crash',
          testIndexes: [1, 2, 4],
        },
        {
          description: 'UpperFormatter upper-cases the whole formatted line, including the prefix',
          testIndexes: [1, 3, 5],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'oop-pseudo-stock-observer',
      title: 'Stock ticker with the Observer pattern',
      description:
        'Design pseudocode for a StockTicker subject and observers such as a PriceDisplay and a PriceAlert that react when a stock price changes. Observers can subscribe and unsubscribe at any time, including from inside a notification.',
      requirements: [
        'Define an observer interface with an update method',
        'The subject keeps a list of observers with subscribe and unsubscribe',
        'Changing a price notifies every subscribed observer with the symbol and price',
        'Unsubscribing during a notification must not skip or crash other observers',
      ],
      examples: [
        {
          scenario: 'A PriceAlert unsubscribes itself after firing once',
          expectedApproach: 'The other observers still receive the same update.',
        },
      ],
      evaluationCriteria: [
        'Interface',
        'Subscription management',
        'Notification loop',
        'Safe iteration and duplicates',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Observer interface with update(symbol, price)',
            weight: 2,
            accept: ['interface observer', 'observer update', 'update symbol price'],
          },
          {
            idea: 'Subject stores observers and offers subscribe/unsubscribe',
            weight: 3,
            accept: [
              'subscribe unsubscribe',
              'attach detach',
              'add observer remove observer',
              'subscribe append',
              'subscribe add',
            ],
          },
          {
            idea: 'setPrice stores the price and calls update on every observer',
            weight: 3,
            accept: [
              'for each observer update',
              'notify observers',
              'notify all',
              'call update',
              'for observer update',
            ],
          },
          {
            idea: 'Only notify when the price actually changed',
            weight: 2,
            accept: ['price changed', 'if new price differs', 'same price return', 'unchanged'],
          },
        ],
        edgeCases: [
          {
            case: 'Iterate over a copy so unsubscribing during notify is safe',
            accept: [
              'copy',
              'snapshot',
              'null hole',
              'leaves hole',
              'remove null entries',
              'defer removal',
            ],
          },
          {
            case: 'Subscribing the same observer twice',
            accept: ['twice', 'duplicate', 'already subscribed', 'not in observer append'],
          },
        ],
        synonyms: [['observer', 'subscriber', 'listener', 'subs']],
        pitfalls: [
          {
            mistake:
              'The condition is flipped: an unchanged price is the case that needs no notification, and a price that differs is the one observers must hear about.',
            patterns: [
              'unchanged notify',
              'unchanged call update',
              'price == old notify',
              'price == old update',
              'price == current notify',
              'same price notify',
              'price differ old return',
              'price != old return',
              'price == price update',
              'price == price notify',
              'unchanged update',
            ],
          },
          {
            mistake:
              'Notifying observers before storing the new price lets them read the old one; store the price first, then notify.',
            patterns: [
              'notify store price',
              'notify then set price',
              'update then store price',
              'notify save price',
              'notify then record price',
              'notify before stor',
            ],
          },
          {
            mistake:
              'The subject must talk to observers only through the update method; checking their concrete class ties it to every observer type and breaks when a new one is added.',
            patterns: [
              'instanceof pricedisplay',
              'instanceof pricealert',
              'isinstance pricedisplay',
              'isinstance pricealert',
              'observer is pricedisplay',
              'observer is pricealert',
              'type == pricedisplay',
              'type == pricealert',
            ],
          },
          {
            mistake:
              'An observer that unsubscribes while the list is walked by index shifts the later observers down one place, so the next one is skipped; notify from a copy of the list.',
            patterns: [
              'i < length observers',
              'i < observers length',
              'i < len observers',
              'i less observers size',
              'observers length greater i',
              'length observers greater i',
            ],
          },
          {
            mistake:
              "Compare the new price with the stored one before storing it: once the new price is saved the 'unchanged' test is always true and no observer is ever notified.",
            patterns: [
              'store price before compar',
              'save price before compar',
              'update price before compar',
              'set price before compar',
              'store price before check',
              'store price then compar',
              'store new price then check',
              'prices symbol = price then compar',
            ],
          },
        ],
        modelAnswer: `1. INTERFACE Observer: method update(symbol, price)
2. CLASS StockTicker: field observers = empty list, prices = empty map
3.    METHOD subscribe(o): IF o already subscribed THEN return (no duplicate) ELSE append o
4.    METHOD unsubscribe(o): remove o from observers if present
5.    METHOD setPrice(symbol, price): IF the price is unchanged THEN return
6.       store the new price; SET snapshot = copy of observers
7.       FOR each observer in snapshot: call update(symbol, price) (notify all)
8. CLASS PriceDisplay implements Observer: update prints symbol and price
9. CLASS PriceAlert implements Observer: update checks a threshold and may unsubscribe itself, which is safe because we loop over the copy`,
      },
    },
    {
      id: 'oop-pseudo-discount-strategy',
      title: 'Discount rules with the Strategy pattern',
      description:
        'A checkout must apply one of several discount rules (none, percentage off, fixed amount off, buy-two-get-one-free) chosen at runtime from configuration. Write pseudocode using the Strategy pattern so that new rules can be added without changing the checkout code.',
      requirements: [
        'Define a discount strategy interface',
        'Implement at least three concrete strategies',
        'The checkout receives a strategy and uses it without knowing its class',
        'Choose the strategy from a configuration name',
      ],
      examples: [
        {
          scenario: 'Config says "percent 10" and the cart total is 200',
          expectedApproach: 'The checkout charges 180.',
        },
      ],
      evaluationCriteria: [
        'Interface and implementations',
        'Checkout depends on the abstraction',
        'Factory or registry for selection',
        'Validation of results',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Strategy interface with an apply(cart) method',
            weight: 3,
            accept: [
              'interface discount',
              'strategy interface',
              'interface strategy',
              'apply cart',
            ],
          },
          {
            idea: 'Concrete strategies: percentage, fixed amount, buy two get one',
            weight: 2,
            accept: ['percent', 'percentage'],
          },
          {
            idea: 'Checkout receives the strategy (injection) and calls it',
            weight: 3,
            accept: ['checkout strategy', 'inject strategy', 'pass strategy', 'strategy apply'],
          },
          {
            idea: 'A factory or map chooses the strategy by name',
            weight: 2,
            accept: ['factory', 'registry', 'map name', 'lookup name'],
          },
        ],
        edgeCases: [
          {
            case: 'The total never goes below zero',
            accept: ['below zero', 'max 0', 'negative total', 'not negative'],
          },
          {
            case: 'Unknown configuration name',
            accept: ['unknown', 'default no discount', 'not found'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'Checking which rule is active inside the checkout (a switch or instanceof) is what the Strategy pattern removes: every new rule would change the checkout; call strategy.apply(cart) instead.',
            patterns: [
              'instanceof percent',
              'instanceof fixed',
              'instanceof buytwo',
              'instanceof nodiscount',
              'isinstance percent',
              'isinstance fixed',
              'isinstance buytwo',
              'isinstance nodiscount',
              'checkout type ==',
              'checkout if strategy is',
              'checkout name ==',
              'switch strategy type',
              'switch rule type',
              'switch discount type',
            ],
          },
          {
            mistake:
              'The result of min(0, total - amount) is never above zero, so every order would cost nothing or less; the floor at zero needs max(0, total - amount).',
            patterns: [
              'min 0 total - amount',
              'min ( 0 total',
              'min total - amount 0',
              'min ( total - amount 0',
            ],
          },
          {
            mistake:
              'Buy two, get one free makes every third unit free (one in three), not every second unit.',
            patterns: [
              'every second free',
              'every 2nd free',
              'every other free',
              'second unit free',
              'every 2 units free',
              'one in two free',
            ],
          },
        ],
        modelAnswer: `1. INTERFACE DiscountStrategy: method apply(cart) returns the discounted total
2. CLASS NoDiscount: apply returns cart total
3. CLASS PercentOff(p): apply returns total * (100 - p) / 100 (percent)
4. CLASS FixedOff(amount): apply returns max(0, total - amount) so the total is never below zero
5. CLASS BuyTwoGetOne: for each product, every third unit is free; return the reduced total
6. FUNCTION strategyFor(name, value): a factory / registry map name -> constructor; IF the name is unknown THEN log it and use default no discount
7. CLASS Checkout(strategy): the strategy is injected in the constructor
8.    METHOD total(cart): return strategy apply(cart), without checking which class it is`,
      },
    },
  ],
};
