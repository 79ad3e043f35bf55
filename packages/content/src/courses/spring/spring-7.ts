import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'spring-7',
  order: 7,
  title: 'Transactions',
  description: 'Keep data consistent with @Transactional: boundaries, proxies, propagation, isolation, rollback rules and locking.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Place transaction boundaries at the service layer with @Transactional',
    'Explain how proxies implement transactions and the self-invocation pitfall',
    'Choose propagation and isolation settings and rollback rules',
    'Prevent lost updates with optimistic and pessimistic locking',
  ],
  lesson: `## Why transactions

A **transaction** groups database operations so they succeed or fail together (atomicity) and do not see each other's half-finished work (isolation). Transferring money debits one account and credits another; if the credit fails, the debit must be undone.

\`\`\`java
@Service
public class TransferService {
    private final AccountRepository accounts;

    @Transactional
    public void transfer(long fromId, long toId, BigDecimal amount) {
        Account from = accounts.findById(fromId).orElseThrow();
        Account to = accounts.findById(toId).orElseThrow();
        from.withdraw(amount);   // throws InsufficientFundsException (a RuntimeException)
        to.deposit(amount);
        // no save() needed: managed entities are flushed on commit (dirty checking)
    }

    @Transactional(readOnly = true)
    public BigDecimal balance(long id) { return accounts.findById(id).orElseThrow().getBalance(); }
}
\`\`\`

Put \`@Transactional\` on **service** methods that represent one business operation, not on controllers or individual repository calls. \`readOnly = true\` lets Hibernate skip dirty checking and some databases optimise.

## Proxies and self-invocation

Spring implements \`@Transactional\` with a **proxy** wrapped around your bean: calls coming from outside go through the proxy, which begins the transaction, calls your method and commits or rolls back. Consequences:

- A call from one method to another **in the same class** (\`this.inner()\`) bypasses the proxy, so the inner method's \`@Transactional\` settings are ignored.
- Annotations on \`private\` methods have no effect.

Move such methods to another bean if they need their own transaction.

## Rollback rules

By default a transaction rolls back on **unchecked** exceptions (\`RuntimeException\`, \`Error\`) but **commits** on checked exceptions. Use \`@Transactional(rollbackFor = Exception.class)\` if checked exceptions should roll back too. Catching an exception inside the method and not rethrowing it means the transaction commits.

## Propagation and isolation

**Propagation** decides what happens when a transactional method is called while a transaction is already active. \`REQUIRED\` (default) joins the existing one; \`REQUIRES_NEW\` suspends it and starts an independent transaction, useful for audit logs that must persist even when the main operation fails; \`MANDATORY\` demands an existing one; \`NOT_SUPPORTED\` runs without.

**Isolation** controls which concurrent changes are visible: \`READ_COMMITTED\` (PostgreSQL's default) prevents dirty reads; \`REPEATABLE_READ\` and \`SERIALIZABLE\` prevent more anomalies at the cost of more conflicts and retries.

## Locking

Two users editing the same row can overwrite each other (a **lost update**). **Optimistic locking** adds a \`@Version\` column; an update with a stale version fails with \`OptimisticLockingFailureException\`, which you turn into a 409 or retry. **Pessimistic locking** (\`@Lock(PESSIMISTIC_WRITE)\` on a repository method, \`SELECT ... FOR UPDATE\`) blocks other writers, suited to short, highly contended operations such as stock counters.

Keep transactions short: never call slow remote APIs inside one, because it holds a database connection and locks the whole time.`,
  overview: {
    whatYouWillLearn: [
      'Atomicity and isolation and why operations need transactions',
      'Declarative transactions with @Transactional at the service layer',
      'Proxy-based implementation and the self-invocation pitfall',
      'Default rollback rules for checked and unchecked exceptions',
      'Propagation REQUIRED, REQUIRES_NEW and isolation levels',
      'Optimistic @Version locking and pessimistic locks',
    ],
    proTip: 'Set logging.level.org.springframework.transaction.interceptor=TRACE while learning; the log shows exactly when transactions begin, join and commit.',
  },
  mcqs: [
    {
      question: 'By default, which exception causes a @Transactional method to roll back?',
      options: { A: 'Any checked exception', B: 'Only SQLException', C: 'An unchecked RuntimeException', D: 'No exception ever causes rollback' },
      correct: 'C',
      explanation: 'Spring rolls back on RuntimeException and Error; checked exceptions commit unless configured.',
    },
    {
      question: 'A public method calls this.save() in the same class, and save() is annotated @Transactional(propagation = REQUIRES_NEW). What happens?',
      options: { A: 'The annotation is ignored because the call bypasses the proxy', B: 'A new transaction starts as expected', C: 'The application fails to start', D: 'The call is executed twice' },
      correct: 'A',
      explanation: 'Self-invocation does not go through the Spring proxy.',
    },
    {
      question: 'Which propagation starts an independent transaction, suspending the current one?',
      options: { A: 'REQUIRED', B: 'MANDATORY', C: 'SUPPORTS', D: 'REQUIRES_NEW' },
      correct: 'D',
      explanation: 'REQUIRES_NEW commits or rolls back independently of the caller.',
    },
    {
      question: 'Where should @Transactional usually be placed?',
      options: { A: 'On every repository method separately', B: 'On service methods representing one business operation', C: 'On JPA entities', D: 'On controller classes only' },
      correct: 'B',
      explanation: 'The service layer defines the unit of work.',
    },
    {
      question: 'What does a @Version field on an entity provide?',
      options: { A: 'Optimistic locking that detects concurrent modifications', B: 'Automatic schema versioning', C: 'Soft deletes', D: 'Audit timestamps' },
      correct: 'A',
      explanation: 'Updates check the version and fail if another transaction changed the row.',
    },
    {
      question: 'Why avoid calling a slow external API inside a transaction?',
      options: { A: 'HTTP calls are forbidden in transactions', B: 'It disables dirty checking', C: 'The call is automatically retried', D: 'It holds a database connection and locks for the whole call' },
      correct: 'D',
      explanation: 'Long transactions exhaust connection pools and increase contention.',
    },
    {
      question: 'A managed entity is modified inside a @Transactional method without calling save(). What happens on commit?',
      options: { A: 'The change is lost', B: 'An exception is thrown', C: 'Hibernate detects the change and flushes an UPDATE', D: 'The entity is deleted' },
      correct: 'C',
      explanation: 'Dirty checking writes changes of managed entities at flush time.',
    },
    {
      question: 'Which isolation problem does READ_COMMITTED prevent?',
      options: { A: 'Phantom reads', B: 'Dirty reads of uncommitted data', C: 'All anomalies', D: 'Deadlocks' },
      correct: 'B',
      explanation: 'READ_COMMITTED only shows committed data but allows non-repeatable and phantom reads.',
    },
  ],
  problems: [],
};
