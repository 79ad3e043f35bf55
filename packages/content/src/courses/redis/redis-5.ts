import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'redis-5',
  order: 5,
  title: 'Transactions, Pipelining and Scripting',
  description: 'Make multi-step operations atomic and fast with MULTI/EXEC, optimistic locking with WATCH, pipelining, Lua scripts and Redis Functions.',
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
    proTip: 'Keep Lua scripts and functions short and bounded: while one runs, the whole server is blocked, so a loop over a million keys in a script stalls every other client.',
  },
  mcqs: [
    {
      question: 'What does Redis do with commands sent after MULTI and before EXEC?',
      options: {
        A: 'Executes each immediately and buffers the replies',
        B: 'Queues them and runs them together when EXEC is called',
        C: 'Sends them to a replica',
        D: 'Discards them unless WATCH is used',
      },
      correct: 'B',
      explanation: 'MULTI starts queuing, and EXEC runs the queue without interleaving other clients.',
    },
    {
      question: 'Inside a transaction, INCR fails at run time because the key holds text. What happens to the other queued commands?',
      options: {
        A: 'They still execute, because Redis transactions have no rollback',
        B: 'They are all rolled back',
        C: 'The server restarts the transaction automatically',
        D: 'EXEC returns nil and nothing runs',
      },
      correct: 'A',
      explanation: 'Run-time errors affect only the failing command; Redis does not undo the rest.',
    },
    {
      question: 'What does WATCH provide?',
      options: {
        A: 'Notifications when a key expires',
        B: 'A permanent lock on a key',
        C: 'Optimistic locking: EXEC aborts if a watched key changed',
        D: 'Replication of a key to all replicas',
      },
      correct: 'C',
      explanation: 'If a watched key is modified before EXEC, the transaction returns nil and the client retries.',
    },
    {
      question: 'What is the main benefit of pipelining?',
      options: {
        A: 'Commands become atomic',
        B: 'Replies are compressed',
        C: 'Commands are executed on multiple threads',
        D: 'Many commands share network round trips, greatly increasing throughput',
      },
      correct: 'D',
      explanation: 'Pipelining removes the wait for each reply, which dominates latency for many small commands.',
    },
    {
      question: 'Is a plain pipeline (transaction=False) atomic?',
      options: {
        A: 'Yes, the server locks all keys in it',
        B: 'No, other clients\' commands may run between the pipelined commands',
        C: 'Yes, but only for string commands',
        D: 'Only when it contains fewer than 100 commands',
      },
      correct: 'B',
      explanation: 'Pipelining only batches network traffic; atomicity requires MULTI/EXEC or a script.',
    },
    {
      question: 'Why should a Lua script receive key names through KEYS rather than building them inside the script?',
      options: {
        A: 'So Redis can know which keys are touched, which is required for correct routing in a cluster',
        B: 'Lua cannot concatenate strings',
        C: 'KEYS arguments are encrypted',
        D: 'Scripts that use ARGV run more slowly',
      },
      correct: 'A',
      explanation: 'Declaring keys lets the server and cluster verify that all keys live on the same node.',
    },
    {
      question: 'What happens to other clients while a Lua script is running?',
      options: {
        A: 'They continue normally on other threads',
        B: 'They are disconnected',
        C: 'Their commands wait until the script finishes',
        D: 'They are redirected to replicas',
      },
      correct: 'C',
      explanation: 'Scripts run atomically, blocking the server for their duration.',
    },
    {
      question: 'What advantage do Redis Functions have over ad-hoc EVAL scripts?',
      options: {
        A: 'They can run for unlimited time without blocking',
        B: 'They are written in Python',
        C: 'They bypass ACL permissions',
        D: 'They are loaded once as named libraries, persisted and replicated with the data',
      },
      correct: 'D',
      explanation: 'Functions are first-class server objects called with FCALL, unlike scripts sent by each client.',
    },
    {
      question: 'What does EVALSHA let a client do?',
      options: {
        A: 'Verify the integrity of a key\'s value',
        B: 'Run a previously loaded script by its SHA1 digest without resending its body',
        C: 'Encrypt a script before sending it',
        D: 'Execute a script on every cluster node',
      },
      correct: 'B',
      explanation: 'SCRIPT LOAD returns a SHA that EVALSHA can invoke to save bandwidth.',
    },
  ],
  problems: [],
};
