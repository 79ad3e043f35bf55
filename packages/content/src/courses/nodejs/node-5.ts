import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'node-5',
  order: 5,
  title: 'Events, Buffers and Streams',
  description:
    'Use EventEmitter, binary Buffers and streams to process data of any size with constant memory.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Emit and listen to events with EventEmitter',
    'Work with binary data and encodings in Buffers',
    'Distinguish readable, writable, duplex and transform streams',
    'Connect streams safely with pipeline and handle backpressure',
  ],
  lesson: `## EventEmitter

Many Node objects (servers, sockets, streams) are **event emitters**: they notify listeners when something happens.

\`\`\`js
import { EventEmitter, once } from 'node:events';

class Order extends EventEmitter {
  pay() { this.emit('paid', { amount: 42 }); }
}
const order = new Order();
order.on('paid', ({ amount }) => console.log('paid', amount));
order.once('paid', () => console.log('first payment only'));
order.pay();
\`\`\`

Listeners run **synchronously**, in registration order, when \`emit\` is called. An \`'error'\` event with no listener throws and crashes the process, so always listen for errors on emitters you create. \`once(emitter, 'event')\` returns a promise for use with \`await\`.

## Buffers

A \`Buffer\` is a fixed-length sequence of bytes (a subclass of \`Uint8Array\`). Files and sockets deliver Buffers; convert with an explicit encoding:

\`\`\`js
const buf = Buffer.from('héllo', 'utf8');
buf.length;              // 6 bytes: é takes two bytes in UTF-8
buf.toString('base64');  // 'aMOpbGxv'
\`\`\`

String length and byte length differ for non-ASCII text, which matters for headers such as Content-Length.

## Streams

Reading a 5 GB log file with \`readFile\` would need 5 GB of memory. **Streams** process data in chunks (64 KB by default for files), keeping memory constant. There are four kinds:

- **Readable**: a source (\`fs.createReadStream\`, an incoming HTTP request);
- **Writable**: a destination (\`fs.createWriteStream\`, an HTTP response);
- **Duplex**: both (a TCP socket);
- **Transform**: a duplex that changes data passing through (gzip compression).

\`\`\`js
import { createReadStream, createWriteStream } from 'node:fs';
import { createGzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';

await pipeline(
  createReadStream('access.log'),
  createGzip(),
  createWriteStream('access.log.gz'),
);
\`\`\`

## Backpressure

If a producer is faster than the consumer (disk reads faster than a slow client), data piles up in memory. \`writable.write()\` returns \`false\` when its internal buffer is full, and the producer should pause until the \`'drain'\` event. \`pipeline\` handles this **backpressure** automatically, and unlike \`.pipe()\` it also destroys all streams and reports the error if any stage fails. Prefer it.

Readable streams are also **async iterables**, which is often the simplest way to consume them:

\`\`\`js
import readline from 'node:readline';
const rl = readline.createInterface({ input: createReadStream('access.log') });
let errors = 0;
for await (const line of rl) if (line.includes(' 500 ')) errors++;
\`\`\`

Node also implements the web-standard **Web Streams** (\`ReadableStream\`), used by \`fetch\`; \`Readable.fromWeb()\` and \`Readable.toWeb()\` convert between the two worlds. Choosing streams early pays off: an upload endpoint that pipes the request straight to object storage handles files of any size with a few kilobytes of memory per request.`,
  overview: {
    whatYouWillLearn: [
      'How EventEmitter delivers events synchronously',
      'Why unhandled error events crash the process',
      'Buffers, encodings and byte length versus string length',
      'The four stream types and examples of each',
      'Backpressure and the drain event',
      'Composing streams with pipeline and async iteration',
    ],
    proTip:
      'Always use pipeline from node:stream/promises instead of chaining .pipe(); it propagates errors and cleans up every stream.',
  },
  mcqs: [
    {
      question: 'When do EventEmitter listeners run after emit() is called?',
      options: {
        A: 'On the next event loop tick, in order',
        B: 'Synchronously, one by one in registration order',
        C: 'In a worker thread',
        D: 'In random order',
      },
      correct: 'B',
      explanation: 'emit calls each listener synchronously before returning.',
    },
    {
      question: "What happens when an EventEmitter emits 'error' and nobody listens for it?",
      options: {
        A: 'The error is ignored',
        B: 'It is logged as a warning and the emitter continues',
        C: 'The error is thrown, which usually crashes the whole process',
        D: 'The emitter retries',
      },
      correct: 'C',
      explanation: 'Unhandled error events are thrown as exceptions.',
    },
    {
      question: 'Buffer.from("héllo", "utf8").length returns what?',
      options: {
        A: '6',
        B: '5',
        C: '10',
        D: '4',
      },
      correct: 'A',
      explanation: 'é is encoded as two bytes in UTF-8, so five characters take six bytes.',
    },
    {
      question: 'Which stream type is zlib.createGzip()?',
      options: {
        A: 'Readable',
        B: 'Writable',
        C: 'Duplex without transformation',
        D: 'Transform',
      },
      correct: 'D',
      explanation: 'It consumes uncompressed data and produces compressed data.',
    },
    {
      question: 'What does writable.write() returning false signal?',
      options: {
        A: 'The write failed permanently and the data was discarded',
        B: 'The stream is closed',
        C: "The buffer is full; the producer should wait for 'drain'",
        D: 'The write finished synchronously',
      },
      correct: 'C',
      explanation: 'A false return is the backpressure signal.',
    },
    {
      question: 'Why is stream.pipeline preferred over .pipe()?',
      options: {
        A: 'It forwards errors and destroys all streams when one fails',
        B: 'It is synchronous',
        C: 'It disables backpressure so that data always flows at full speed',
        D: 'It only works with files',
      },
      correct: 'A',
      explanation: 'pipe does not propagate errors, which can leak file descriptors.',
    },
    {
      question: 'Why use a read stream instead of readFile for a 5 GB file?',
      options: {
        A: 'readFile decodes only UTF-8',
        B: 'Streams process chunks, so memory use stays small',
        C: 'Streams are always synchronous, so there are no callbacks',
        D: 'readFile is deprecated and will be removed in a future release',
      },
      correct: 'B',
      explanation: 'readFile loads the whole file into memory at once.',
    },
    {
      question: 'How can you consume a readable stream line by line with modern syntax?',
      options: {
        A: 'With JSON.parse on each chunk as it arrives',
        B: 'With a while loop on stream.read() until it returns null',
        C: "With Promise.all over the stream's data events",
        D: 'With for await over a readline interface',
      },
      correct: 'D',
      explanation: 'readline interfaces and readable streams are async iterables.',
    },
    {
      question: "What does `once(emitter, 'ready')` from `node:events` return?",
      options: {
        A: 'A listener that runs on every `ready` event, but only one at a time',
        B: 'A promise that resolves on the next `ready` event',
        C: 'The number of `ready` listeners so far',
        D: 'A new emitter that forwards the `ready` event only once',
      },
      correct: 'B',
      explanation:
        "`events.once` returns a promise that fulfils with the event's arguments the next time it is emitted.",
    },
    {
      question: 'Which kind of stream is a TCP socket?',
      options: {
        A: 'Readable',
        B: 'Writable',
        C: 'Transform',
        D: 'Duplex',
      },
      correct: 'D',
      explanation:
        'A socket is both readable and writable without transforming data, which is a Duplex stream.',
    },
    {
      question: "What does `Buffer.from('hi').toString('base64')` return?",
      options: {
        A: "`'hi'`",
        B: "`'aGk='`",
        C: "`'6869'`",
        D: "`'68 69'`",
      },
      correct: 'B',
      explanation:
        "Base64 encodes the bytes 0x68 0x69 as `aGk=`; `'6869'` would be the hex encoding.",
    },
    {
      question: "Why can a string's length differ from its byte length?",
      options: {
        A: 'JavaScript strings store every character in exactly 4 bytes (UTF-32)',
        B: 'Buffers add a length header in front of the data',
        C: 'Non-ASCII characters may use several UTF-8 bytes',
        D: 'Byte length also counts the quotes around the string',
      },
      correct: 'C',
      explanation:
        'UTF-8 uses one byte for ASCII but two to four for other characters, such as `é`.',
    },
  ],
  problems: [],
};
