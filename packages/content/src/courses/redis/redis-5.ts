import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'redis-5',
  order: 5,
  title: 'Transactions, Pipelining and Scripting',
  description:
    'Make multi-step operations atomic and fast with MULTI/EXEC, optimistic locking with WATCH, pipelining, Lua scripts and Redis Functions.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Group commands atomically with MULTI and EXEC',
    'Implement optimistic locking with WATCH',
    'Reduce round trips with pipelining',
    'Run server-side logic with Lua scripts and Functions',
  ],
  lesson: `## The problem: several commands, one decision

Single commands are atomic, but real operations often need several: "move 10 credits from A to B", "read a value, compute, write it back". Between two separate commands another client can run, causing race conditions. Redis offers four tools: transactions, optimistic locking, pipelining and server-side scripts.

## MULTI / EXEC

\`\`\`text
MULTI
DECRBY account:a 10
INCRBY account:b 10
EXEC
\`\`\`

After \`MULTI\`, commands are **queued** (the server replies \`QUEUED\`); \`EXEC\` runs them all in sequence with no other client's commands in between. \`DISCARD\` throws the queue away. Two important details:

- Syntax errors detected while queuing make \`EXEC\` abort the whole transaction.
- Errors that happen **at run time** (for example \`INCR\` on a non-number) affect only that command; the others still run. Redis has **no rollback**.

## Optimistic locking with WATCH

A transaction cannot read values and branch on them, because queued commands have not run yet. \`WATCH\` solves check-and-set:

\`\`\`text
WATCH account:a
GET account:a            -> "50"     (client checks the balance is enough)
MULTI
DECRBY account:a 10
INCRBY account:b 10
EXEC                     -> (nil) if account:a changed since WATCH
\`\`\`

If any watched key is modified by another client before \`EXEC\`, the transaction is aborted and returns nil; the client simply retries. Under heavy contention on the same key, retries become frequent, which is where scripts shine.

## Pipelining

Each command normally costs one network round trip. If the round trip is 1 ms, 10,000 sequential commands take at least 10 seconds even though Redis needs only milliseconds to execute them. **Pipelining** sends many commands at once and reads all replies afterwards:

\`\`\`python
pipe = r.pipeline(transaction=False)
for i in range(10_000):
    pipe.set(f"item:{i}", i)
pipe.execute()
\`\`\`

A pipeline is purely a network optimisation: other clients' commands may interleave. In redis-py, \`pipeline()\` wraps the commands in MULTI/EXEC by default (\`transaction=True\`), combining both ideas.

## Lua scripts

\`EVAL\` runs a Lua script **atomically** on the server: no other command runs until it finishes, and it can read, decide and write in one step.

\`\`\`text
EVAL "local v = tonumber(redis.call('GET', KEYS[1]) or '0')
      if v >= tonumber(ARGV[1]) then
        redis.call('DECRBY', KEYS[1], ARGV[1]) return 1
      end
      return 0" 1 account:a 10
\`\`\`

Pass key names in \`KEYS\` and other values in \`ARGV\`, so the script works in a cluster. \`SCRIPT LOAD\` returns a SHA that \`EVALSHA\` can call without resending the body.

## Redis Functions

Since Redis 7, **Functions** are the preferred form of server-side code: you load a named library once with \`FUNCTION LOAD\`, it is persisted and replicated like data, and clients call it with \`FCALL name numkeys key... arg...\`. Compared with ad-hoc \`EVAL\`, functions are versioned, shared across applications and survive restarts.

Whatever you choose, keep server-side logic short: Redis executes one script at a time, so a slow script blocks every client.
`,
  overview: {
    whatYouWillLearn: [
      'MULTI queues commands and EXEC runs them as one uninterrupted block.',
      'Redis transactions do not roll back: a command that fails at run time does not undo the others.',
      'WATCH aborts EXEC if a watched key changed, enabling check-and-set logic.',
      'Pipelining sends many commands without waiting for each reply, cutting network round trips.',
      'A Lua script runs atomically on the server and can read, decide and write in one step.',
      'Redis Functions are named, persisted libraries of server-side code that replace ad-hoc EVAL scripts.',
    ],
    proTip:
      'Keep Lua scripts and functions short and bounded: while one runs, the whole server is blocked, so a loop over a million keys in a script stalls every other client.',
  },
  mcqs: [
    {
      question: 'What does Redis do with commands sent after `MULTI` and before `EXEC`?',
      options: {
        A: 'Executes each one at once and sends the replies before `EXEC`',
        B: 'Queues them and runs them together on `EXEC`',
        C: 'Forwards them to a replica until `EXEC` arrives',
        D: 'Discards them unless a `WATCH` is active',
      },
      correct: 'B',
      explanation:
        '`MULTI` starts queuing, and `EXEC` runs the queue without interleaving other clients.',
    },
    {
      question:
        'Inside a transaction, `INCR` fails at run time because the key holds text. What happens to the other queued commands?',
      options: {
        A: 'They still run, because Redis transactions have no rollback',
        B: 'They are rolled back, like a SQL transaction',
        C: '`EXEC` returns nil and none of them runs',
        D: 'Redis retries the failing command once, then stops',
      },
      correct: 'A',
      explanation: 'Run-time errors affect only the failing command; Redis does not undo the rest.',
    },
    {
      question: 'What does `WATCH` provide?',
      options: {
        A: 'A notification when a watched key expires',
        B: 'Optimistic locking: `EXEC` aborts if a watched key changed',
        C: 'A lock (like `SETNX`) that blocks other writers',
        D: 'A subscription streaming every change to the key',
      },
      correct: 'B',
      explanation:
        'If a watched key is modified before `EXEC`, the transaction returns nil and the client retries.',
    },
    {
      question: 'What is the main benefit of pipelining?',
      options: {
        A: 'The commands in it become atomic',
        B: 'Replies are compressed, which saves bandwidth on slow links',
        C: 'Commands run in parallel across several server threads',
        D: 'Many commands share round trips, raising throughput',
      },
      correct: 'D',
      explanation:
        'Pipelining removes the wait for each reply, which dominates latency for many small commands.',
    },
    {
      question: 'Is a plain pipeline (`transaction=False`) atomic?',
      options: {
        A: 'Yes: the server locks every key the pipeline touches',
        B: "No: other clients' commands may interleave",
        C: 'Yes, but only when it holds string commands',
        D: 'Only when it holds fewer than 100 commands',
      },
      correct: 'B',
      explanation:
        'Pipelining only batches network traffic; atomicity requires `MULTI`/`EXEC` or a script.',
    },
    {
      question:
        'Why should a Lua script receive key names through `KEYS` rather than building them inside the script?',
      options: {
        A: 'So the server knows which keys are touched, for clusters',
        B: 'Lua cannot concatenate strings inside Redis',
        C: 'Values in `KEYS` are encrypted, while `ARGV` is not',
        D: 'Scripts that read `ARGV` run noticeably more slowly',
      },
      correct: 'A',
      explanation:
        'Declaring keys lets the server and cluster verify that all keys live on the same node.',
    },
    {
      question: 'What happens to other clients while a Lua script is running?',
      options: {
        A: 'They keep running normally on other I/O threads',
        B: 'They are disconnected until the script has ended',
        C: 'Their commands wait until the script finishes',
        D: 'They are redirected to a replica until the script ends',
      },
      correct: 'C',
      explanation: 'Scripts run atomically, blocking the server for their duration.',
    },
    {
      question: 'What advantage do Redis Functions have over ad-hoc `EVAL` scripts?',
      options: {
        A: 'They can run for any length of time without blocking',
        B: 'They are named libraries loaded once, persisted and replicated',
        C: 'They run outside the ACL system, so no extra permissions are needed',
        D: 'They are written in Python instead of Lua',
      },
      correct: 'B',
      explanation:
        'Functions are first-class server objects called with `FCALL`, unlike scripts sent by each client.',
    },
    {
      question: 'What does `EVALSHA` let a client do?',
      options: {
        A: "Check the SHA1 digest of a key's value",
        B: 'Run a loaded script by its SHA without resending the body',
        C: 'Sign a script so the server can verify its author before running it',
        D: 'Run one script on every node of the cluster at the same time',
      },
      correct: 'B',
      explanation: '`SCRIPT LOAD` returns a SHA that `EVALSHA` can invoke to save bandwidth.',
    },
    {
      question: "Why can't a `MULTI` transaction read a balance and decide whether to continue?",
      options: {
        A: 'Queued commands have not run yet, so their results are unknown',
        B: '`GET` is not allowed between `MULTI` and `EXEC`',
        C: 'Transactions may only contain write commands, never reads like GET',
        D: 'Reads inside a transaction always return nil',
      },
      correct: 'A',
      explanation: 'Commands only run at `EXEC`, so check-and-set needs `WATCH` or a script.',
    },
    {
      question:
        'With a 1 ms round trip, roughly how long do 10,000 sequential commands take without pipelining?',
      options: {
        A: 'About 10 milliseconds',
        B: 'About 1 second',
        C: 'At least 10 seconds',
        D: 'About 100 seconds',
      },
      correct: 'C',
      explanation:
        'Each command waits for its own round trip, so 10,000 × 1 ms is at least 10 seconds.',
    },
    {
      question: 'What does `DISCARD` do after `MULTI`?',
      options: {
        A: 'Undoes the commands that the transaction has already executed',
        B: 'Removes the keys that the transaction has watched',
        C: 'Drops the last queued command and keeps the others',
        D: 'Empties the queue and ends the transaction',
      },
      correct: 'D',
      explanation:
        '`DISCARD` empties the queue; nothing was executed yet, so nothing needs undoing.',
    },
    {
      question:
        'A queued command has a syntax error detected while queuing. What happens at `EXEC`?',
      options: {
        A: 'Only the faulty command is skipped; the rest run',
        B: 'The faulty command runs and returns an error',
        C: 'Redis runs the valid commands and rolls back at the end',
        D: 'The transaction is aborted; nothing runs',
      },
      correct: 'D',
      explanation: 'Errors found while queuing make `EXEC` abort the whole transaction.',
    },
  ],
  problems: [],
};
