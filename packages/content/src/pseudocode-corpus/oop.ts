import type { CorpusEntry } from './types';

export const oopCorpus: readonly CorpusEntry[] = [
  {
    problemId: 'oop-pseudo-bank-class',
    answers: [
      {
        kind: 'correct',
        style: 'terse',
        text: `class BankAccount
  private owner, private balance
  constructor(owner): this.owner = owner; balance = 0
  deposit(amount): if amount <= 0 throw InvalidAmount; balance += amount
  withdraw(amount): if amount <= 0 throw InvalidAmount; if amount > balance throw InsufficientFunds; balance -= amount
  getBalance(): return balance   // no setter`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `1. Declare a class BankAccount with two fields: owner and balance. Mark balance as private so code outside the class cannot read or write it directly.
2. The constructor receives the owner's name, stores it and sets the balance to 0.
3. Method deposit(amount): first check that the amount is a positive number. If it is zero, negative or not a number, throw an error and do not touch the balance. Otherwise add the amount to the balance.
4. Method withdraw(amount): check that the amount is positive and not larger than the current balance. If either check fails, throw an error (for example "insufficient funds") and leave the balance as it was. Otherwise subtract the amount.
5. Provide a getter getBalance() that returns the balance. There is no setter, so the only ways to change the balance are deposit and withdraw.
6. Because validation happens before any change, a refused operation leaves the account exactly as it was.`,
      },
      {
        kind: 'correct',
        style: 'other words',
        text: `type Account
  hidden funds := 0, holder := the name given at creation
  operation payIn(sum):    refuse with an error unless sum > 0; funds := funds + sum
  operation takeOut(sum):  refuse with an error unless 0 < sum <= funds; funds := funds - sum
  query currentFunds():    answer funds (read only, nothing can assign it from outside)
  a refused operation changes nothing`,
      },
      {
        kind: 'partial',
        style: 'overdraft allowed',
        missing: 'withdrawal larger than the balance (insufficient funds)',
        text: `class BankAccount:
1. private balance = 0, owner set in the constructor
2. deposit(amount): if amount <= 0 raise an error, else balance = balance + amount
3. withdraw(amount): if amount <= 0 raise an error, else balance = balance - amount
4. getBalance(): return balance`,
      },
      {
        kind: 'partial',
        style: 'public balance',
        missing: 'private balance (encapsulation, read-only getter)',
        text: `class BankAccount
1. fields: owner, balance (public), both set in the constructor, balance = 0
2. deposit(amount): if amount > 0 then balance = balance + amount else throw an error
3. withdraw(amount): if amount > 0 and amount <= balance then balance = balance - amount else throw an error
4. other code reads account.balance directly`,
      },
    ],
  },
];
