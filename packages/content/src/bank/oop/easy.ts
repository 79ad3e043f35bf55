import type { BankLevel } from '@app/shared/content.schemas';

const v = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: false });
const h = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: true });

export const easy: BankLevel = {
  mcq: [
    {
      question: "What does encapsulation mean in object-oriented programming?",
      options: {
        A: "Putting every class in its own source file",
        B: "Hiding data behind methods that guard its rules",
        C: "Copying objects before any method may use them",
        D: "Writing all of the program's code inside one class",
      },
      correct: "B",
      explanation: "Encapsulation hides internal state so it can only change in valid ways.",
    },
    {
      question: "What is the relationship between a class and an object?",
      options: {
        A: "A class is a blueprint; an object is one instance of it",
        B: "They are two names for exactly the same thing",
        C: "An object is a blueprint; a class is one instance of it",
        D: "A class is a function that returns an object's fields",
      },
      correct: "A",
      explanation: "Many objects can be created from one class, each with its own state.",
    },
    {
      question: "What does inheritance let a class Dog that extends Animal do?",
      options: {
        A: "Access Animal's private fields directly, without getters",
        B: "Run its methods faster than Animal's versions",
        C: "Reuse Animal's members and add or change its own",
        D: "Stop other code from creating Animal objects",
      },
      correct: "C",
      explanation: "A subclass inherits the superclass members and can extend or override them.",
    },
    {
      question: "shapes is a list of Circle and Square objects, and the code calls shape.area() on each. Which OOP idea makes each call run the right formula?",
      options: {
        A: "Encapsulation",
        B: "Abstraction of data types",
        C: "Static typing",
        D: "Polymorphism",
      },
      correct: "D",
      explanation: "Polymorphism dispatches the same call to the implementation of the actual object type.",
    },
    {
      question: "What is a constructor for?",
      options: {
        A: "Deleting an object when it goes out of scope",
        B: "Initialising the state of each new object",
        C: "Comparing two objects field by field to test equality",
        D: "Converting an object to a string for printing",
      },
      correct: "B",
      explanation: "Constructors set up the fields of a freshly created instance.",
    },
    {
      question: "Who can access a field declared private in a Java or C# class?",
      options: {
        A: "Only code inside that class",
        B: "Any class in the same program",
        C: "Only subclasses of that class",
        D: "Static methods of any other class",
      },
      correct: "A",
      explanation: "private restricts access to the declaring class itself.",
    },
    {
      question: "What is method overriding?",
      options: {
        A: "Two methods with one name but different parameters",
        B: "Calling the same method twice in a row",
        C: "A subclass replacing an inherited method with its own version",
        D: "Renaming an inherited method in a subclass",
      },
      correct: "C",
      explanation: "Overriding replaces inherited behaviour; overloading adds variants with other parameters.",
    },
    {
      question: "A class has add(int, int) and add(double, double). What is this called?",
      options: {
        A: "Overriding",
        B: "Inheritance",
        C: "Encapsulation",
        D: "Overloading",
      },
      correct: "D",
      explanation: "Overloading means the same name with different parameter lists, chosen at compile time.",
    },
    {
      question: "Which statement about an abstract class is true?",
      options: {
        A: "It cannot be instantiated and may declare abstract methods",
        B: "It cannot have any fields, only method signatures without bodies",
        C: "All of an abstract class's methods must be static",
        D: "It cannot have any subclasses of its own",
      },
      correct: "A",
      explanation: "Abstract classes are partial implementations meant to be extended.",
    },
    {
      question: "What is an interface in languages such as Java, C# or Go?",
      options: {
        A: "A graphical user interface built from widgets",
        B: "A set of method signatures a type promises to provide",
        C: "A class that stores only constant values",
        D: "A private helper method inside a class",
      },
      correct: "B",
      explanation: "Interfaces describe capabilities, letting different types be used interchangeably.",
    },
    {
      question: "A Car has an Engine. Which design expresses this best?",
      options: {
        A: "`Car extends Engine`",
        B: "`Engine extends Car`",
        C: "`Car` holds an `Engine` field (composition)",
        D: "`Car` and `Engine` merged (`class CarEngine`)",
      },
      correct: "C",
      explanation: "\"Has-a\" relationships use composition; \"is-a\" relationships use inheritance.",
    },
    {
      question: "Inside a method, what does this (Java, C#, JavaScript) or self (Python) refer to?",
      options: {
        A: "The class itself, rather than any one instance",
        B: "The method that is being run",
        C: "The parent class of the object",
        D: "The object the method was called on",
      },
      correct: "D",
      explanation: "It is the current instance, giving access to its fields and methods.",
    },
    {
      question: "What is special about a static field?",
      options: {
        A: "It belongs to the class and is shared by all instances",
        B: "Its value can never change once it is set",
        C: "Each object gets its own separate copy of it",
        D: "It can only hold numbers, never objects",
      },
      correct: "A",
      explanation: "Static members live on the class, not on individual objects.",
    },
    {
      question: "Why use a setter method instead of making a field public?",
      options: {
        A: "Setters make the program run noticeably faster",
        B: "It can check the value and reject a negative age",
        C: "Public fields cannot be read at all from other classes",
        D: "Setters are required by every compiler",
      },
      correct: "B",
      explanation: "Controlled access keeps objects in a valid state.",
    },
  ],
  coding: [
    {
      id: 'oop-bank-accounts',
      title: 'Bank accounts with validation',
      description:
        'Implement an Account class that protects its balance, and a bank that holds accounts by name. Commands:\n- "open name": "OK", or "EXISTS" if the name is taken.\n- "deposit name amount": "OK"; "NO ACCOUNT" if it does not exist; "INVALID" if amount <= 0.\n- "withdraw name amount": "OK"; "NO ACCOUNT"; "INVALID" if amount <= 0; "INSUFFICIENT" if the balance is too small.\n- "balance name": the balance, or "NO ACCOUNT".\nChecks run in the order listed. Balances start at 0 and are whole numbers.\n\nOutput: one line per command.',
      examples: [
        { input: 'open ann\ndeposit ann 100\nwithdraw ann 30\nbalance ann', output: 'OK\nOK\nOK\n70', explanation: '100 - 30 = 70.' },
        { input: 'open bob\nopen bob\nwithdraw bob 1\nbalance cat', output: 'OK\nEXISTS\nINSUFFICIENT\nNO ACCOUNT', explanation: 'Opening twice fails, and bob has no money yet.' },
      ],
      constraints: ['At most 10^4 commands', 'Amounts fit in a 64-bit signed integer'],
      testCases: [
        v('open ann\ndeposit ann 100\nwithdraw ann 30\nbalance ann', 'OK\nOK\nOK\n70'),
        v('open bob\nopen bob\nwithdraw bob 1\nbalance cat', 'OK\nEXISTS\nINSUFFICIENT\nNO ACCOUNT'),
        h('deposit zed 5\nopen zed\ndeposit zed 0\ndeposit zed -5\nbalance zed', 'NO ACCOUNT\nOK\nINVALID\nINVALID\n0'),
        h('open a\nopen b\ndeposit a 50\nwithdraw b 10\nwithdraw a 50\nbalance a\nbalance b', 'OK\nOK\nOK\nINSUFFICIENT\nOK\n0\n0'),
        h('open big\ndeposit big 1000000000000\ndeposit big 1000000000000\nwithdraw big 1\nbalance big', 'OK\nOK\nOK\nOK\n1999999999999'),
        h('withdraw nobody 5\nbalance nobody', 'NO ACCOUNT\nNO ACCOUNT'),
      ],
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
        { input: 'rect 3 4\ncircle 1', output: 'rect 12.00\ncircle 3.14\ntotal 15.14', explanation: 'pi * 1 * 1 = 3.14159...' },
        { input: 'triangle 3 4 5\ntriangle 1 2 3', output: 'triangle 6.00\ntriangle invalid\ntotal 6.00', explanation: '1 + 2 = 3 is not greater than 3, so the second triangle is degenerate.' },
      ],
      constraints: ['1 to 1000 shapes', '-10^4 <= sizes <= 10^4'],
      testCases: [
        v('rect 3 4\ncircle 1', 'rect 12.00\ncircle 3.14\ntotal 15.14'),
        v('triangle 3 4 5\ntriangle 1 2 3', 'triangle 6.00\ntriangle invalid\ntotal 6.00'),
        h('circle 0\nrect -1 5', 'circle invalid\nrect invalid\ntotal 0.00'),
        h('circle 10\ntriangle 5 5 8', 'circle 314.16\ntriangle 12.00\ntotal 326.16'),
        h('rect 1000 1000\ncircle 2\ntriangle 7 8 9', 'rect 1000000.00\ncircle 12.57\ntriangle 26.83\ntotal 1000039.40'),
        h('triangle 2 2 3', 'triangle 1.98\ntotal 1.98'),
      ],
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
      expectedBehavior: '5 percent interest on 1000 gives 1050; "withdraw -50" and "withdraw 0" are refused with error.',
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
        { description: 'withdraw does not reject amounts <= 0, so a negative withdrawal adds money', testIndexes: [2, 3] },
        { description: 'percent / 100 is integer division, which is 0 for any rate below 100', testIndexes: [1, 4] },
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
      expectedBehavior: 'Each playlist has its own songs, and "remove p x" removes every x even when copies are adjacent.',
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
        h('new a\nadd a s1\nnew b\nshow b\nadd b s2\nremove a s1\nshow a\nshow b', 'b: (empty)\na: (empty)\nb: s2'),
        h('new q\nadd q m\nadd q m\nadd q m\nadd q n\nremove q m\nremove q z\nshow q', 'q: n'),
      ],
      bugs: [
        { description: 'songs is a class attribute, so one list is shared by every Playlist instance', testIndexes: [1, 4] },
        { description: 'remove deletes items from the list it is iterating over, skipping adjacent copies', testIndexes: [2, 5] },
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
      examples: [{ scenario: 'balance 50, withdraw(80)', expectedApproach: 'The withdrawal is refused with an error and the balance stays 50.' }],
      evaluationCriteria: ['Encapsulation', 'Validation in both methods', 'Unchanged state on errors', 'Getter only'],
      rubric: {
        ideas: [
          { idea: 'Private balance field set to 0 in the constructor', weight: 3, accept: ['private balance', 'hidden balance 0', 'balance 0 constructor', 'balance private', 'hidden balance'] },
          { idea: 'deposit checks amount > 0 before adding', weight: 2, accept: ['deposit amount 0', 'deposit positive', 'amount greater 0'] },
          { idea: 'withdraw checks the amount against the balance', weight: 3, accept: ['amount greater balance', 'amount balance insufficient', 'exceeds balance', 'more than balance'] },
          { idea: 'A getter returns the balance without a setter', weight: 2, accept: ['getbalance', 'get balance', 'getter', 'read only'] },
        ],
        edgeCases: [
          { case: 'Negative or zero amounts', accept: ['negative', 'zero amount', 'amount 0'] },
          { case: 'Withdrawing exactly the whole balance is allowed', accept: ['exactly', 'whole balance', 'equal balance', 'entire balance'] },
        ],
        synonyms: [['balance', 'funds', 'money'], ['deposit', 'pay in', 'payin', 'put in'], ['withdraw', 'take out', 'takeout'], ['amount', 'sum'], ['private', 'hidden', 'encapsulated']],
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
      examples: [{ scenario: 'Circle(1) and Rectangle(2, 3)', expectedApproach: 'Print both areas (3.14 and 6) and report the rectangle as largest.' }],
      evaluationCriteria: ['Abstract base class', 'Overriding in subclasses', 'Polymorphic loop without type checks', 'Validation'],
      rubric: {
        ideas: [
          { idea: 'Abstract Shape with an abstract area method', weight: 2, accept: ['abstract shape', 'abstract area', 'interface shape'] },
          { idea: 'Circle computes pi r squared; Rectangle width times height', weight: 3, accept: ['pi radius', 'pi squared', 'width times height', 'width height'] },
          { idea: 'Loop over shapes calling shape.area() polymorphically', weight: 3, accept: ['for each shape area', 'shape area', 'polymorph'] },
          { idea: 'Track the shape with the largest area', weight: 2, accept: ['largest', 'max area', 'biggest'] },
        ],
        edgeCases: [
          { case: 'Non-positive dimensions are rejected in constructors', accept: ['negative', 'non positive', 'zero radius', 'invalid size'] },
          { case: 'Empty list of shapes', accept: ['empty list', 'no shapes', 'list empty'] },
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
