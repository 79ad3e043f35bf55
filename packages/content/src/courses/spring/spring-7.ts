import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'spring-7',
  order: 7,
  title: 'Transactions',
  description:
    'Keep data consistent with @Transactional: boundaries, proxies, propagation, isolation, rollback rules and locking.',
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
    proTip:
      'Set logging.level.org.springframework.transaction.interceptor=TRACE while learning; the log shows exactly when transactions begin, join and commit.',
  },
  mcqs: [
    {
      question: 'By default, which exception causes a @Transactional method to roll back?',
      options: {
        A: 'Any checked exception, such as IOException',
        B: 'Only SQLException and its subclasses',
        C: 'An unchecked RuntimeException or an Error',
        D: 'Any exception, checked or unchecked',
      },
      correct: 'C',
      explanation:
        'Spring rolls back on RuntimeException and Error; checked exceptions commit unless rollbackFor says otherwise.',
    },
    {
      question:
        'A public method calls this.save() in the same class, and save() is annotated @Transactional(propagation = REQUIRES_NEW). What happens?',
      options: {
        A: 'Its annotation is ignored, bypassing the proxy',
        B: 'A new transaction starts as expected',
        C: 'The application fails to start',
        D: 'The call runs twice, once per transaction',
      },
      correct: 'A',
      explanation:
        "Self-invocation does not go through the Spring proxy, so save()'s transactional settings are not applied; move it to another bean if it needs its own transaction.",
    },
    {
      question: 'Which propagation starts an independent transaction, suspending the current one?',
      options: {
        A: 'REQUIRED',
        B: 'MANDATORY',
        C: 'NOT_SUPPORTED',
        D: 'REQUIRES_NEW',
      },
      correct: 'D',
      explanation:
        "REQUIRES_NEW suspends the caller's transaction and commits or rolls back independently; NOT_SUPPORTED suspends it but runs without any transaction.",
    },
    {
      question: 'Where should @Transactional usually be placed?',
      options: {
        A: 'On each repository method',
        B: 'On service methods for one business operation',
        C: 'On the JPA entity classes themselves',
        D: 'On controller methods, one per HTTP request',
      },
      correct: 'B',
      explanation:
        'The service layer defines the unit of work, so one service method is one transaction.',
    },
    {
      question: 'What does a @Version field on an entity provide?',
      options: {
        A: 'Optimistic locking that detects concurrent updates',
        B: 'Automatic schema migrations between versions',
        C: 'Pessimistic row locks that are held until the commit',
        D: 'An audit trail of every earlier row version',
      },
      correct: 'A',
      explanation:
        'Each update checks the version and fails with OptimisticLockingFailureException if another transaction changed the row meanwhile.',
    },
    {
      question: 'Why avoid calling a slow external API inside a transaction?',
      options: {
        A: 'Spring forbids HTTP calls inside transactions',
        B: 'The remote call would also be rolled back on failure',
        C: 'It turns off dirty checking for the whole method',
        D: 'It holds a DB connection and locks during the call',
      },
      correct: 'D',
      explanation:
        'Long transactions exhaust the connection pool and increase lock contention, and a remote call cannot be rolled back anyway.',
    },
    {
      question:
        'A managed entity is modified inside a @Transactional method without calling save(). What happens on commit?',
      options: {
        A: 'The change is lost because save() was not called',
        B: 'An exception is thrown because the entity was not saved',
        C: 'Hibernate detects the change and flushes an UPDATE',
        D: 'The change is written only if flush() is called',
      },
      correct: 'C',
      explanation:
        'Dirty checking writes the changes of managed entities at flush time, which happens automatically on commit.',
    },
    {
      question: 'Which isolation problem does READ_COMMITTED prevent?',
      options: {
        A: 'Phantom reads of new rows',
        B: 'Dirty reads of uncommitted data',
        C: 'Non-repeatable reads of a row',
        D: 'Lost updates between two writers',
      },
      correct: 'B',
      explanation:
        'READ_COMMITTED only shows committed data but still allows non-repeatable reads, phantoms and lost updates.',
    },
    {
      question: 'How do you make a @Transactional method also roll back on checked exceptions?',
      options: {
        A: '@Transactional(rollbackFor = Exception.class)',
        B: '@Transactional(readOnly = false)',
        C: '@Transactional(propagation = REQUIRES_NEW)',
        D: '@Transactional(rollbackOn = "checked")',
      },
      correct: 'A',
      explanation:
        'rollbackFor = Exception.class extends the rollback rule to checked exceptions; noRollbackFor does the opposite.',
    },
    {
      question: 'What does @Transactional on a private method do?',
      options: {
        A: 'It runs the method in its own new transaction',
        B: 'It makes the whole application fail to start',
        C: 'Nothing: the proxy cannot intercept it',
        D: "It joins the caller's transaction as usual",
      },
      correct: 'C',
      explanation:
        "Spring's proxy only intercepts calls coming from outside through overridable methods, so the annotation on a private method has no effect.",
    },
    {
      question: 'How should a REST API react to an OptimisticLockingFailureException?',
      options: {
        A: 'Ignore it, because the update was saved anyway',
        B: 'Retry the same update in a loop until it succeeds',
        C: 'Return 500, since it is an internal database failure',
        D: 'Return 409 Conflict or retry with fresh data',
      },
      correct: 'D',
      explanation:
        'The update was rejected because someone else changed the row, so tell the client (409 Conflict) or reload and retry deliberately.',
    },
    {
      question: 'What does readOnly = true on @Transactional allow?',
      options: {
        A: 'It lets the method run without any transaction',
        B: 'Hibernate can skip dirty checking on flush',
        C: 'Reads can run in parallel on separate threads',
        D: 'Results are cached in memory for the next call',
      },
      correct: 'B',
      explanation:
        'A read-only transaction lets Hibernate skip dirty checking and lets some databases optimise; it is still a transaction.',
    },
  ],
  problems: [],
};
